// SPDX-License-Identifier: MIT
// Opening what the user drops or names: logs versus record files, what kind of file a path names,
// gzip-compressed logs (whole, cut short, padded, bombs).
#include "logsource.h"
#include "testshared.h"

#include "gziptest.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestLogSource : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QByteArray contents(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void unpack()
    {
        const QString plain = FaultlineTest::testData(u"logs/compile-graph-break.log"_s);
        const QString packed = FaultlineTest::testData(u"logs/compile-graph-break.log.gz"_s);
        QVERIFY(LogSource::isGzip(packed));
        QVERIFY(!LogSource::isGzip(plain));
        qint64 reported = 0;
        const LogSource::Unpacked unpacked
            = LogSource::unpack(packed, nullptr, [&](qint64 done, qint64) { reported = done; });
        QVERIFY2(unpacked.error.isEmpty(), qPrintable(unpacked.error));
        QCOMPARE(unpacked.notice, QString());
        QCOMPARE(unpacked.text, contents(plain));
        QCOMPARE(reported, QFileInfo(packed).size());
        // Nothing left behind anywhere: the text is in memory only.
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    // `cat a.gz b.gz` is a valid gzip file; gzip -d unpacks both members.
    void unpackConcatenatedMembers()
    {
        const LogSource::Unpacked unpacked
            = LogSource::unpack(FaultlineTest::testData(u"logs/two-members.log.gz"_s));
        QCOMPARE(unpacked.text, contents(FaultlineTest::testData(u"logs/compile-graph-break.log"_s)));
        QCOMPARE(unpacked.notice, QString());
    }

    // Cut short (a download or a copy that stopped): what is there is given, as zcat gives it,
    // with a notice saying the rest is missing.
    void unpackCutShortKeepsWhatIsThere()
    {
        const QByteArray text = FaultlineTest::numberedLines(20000);
        const QByteArray packed = FaultlineTest::gzip(text);
        const QString cut = m_dir.filePath(u"cut.log.gz"_s);
        FaultlineTest::writeFile(cut, packed.first(packed.size() * 6 / 10));
        const LogSource::Unpacked unpacked = LogSource::unpack(cut);
        QVERIFY(unpacked.error.isEmpty());
        QVERIFY2(unpacked.notice.startsWith(u"truncated"_s), qPrintable(unpacked.notice));
        QVERIFY2(
            unpacked.text.size() > text.size() / 3, QByteArray::number(unpacked.text.size()).constData());
        QVERIFY(text.startsWith(unpacked.text));

        // The fixture of a log cut inside its first block: nothing to give, and says so.
        const LogSource::Unpacked early
            = LogSource::unpack(FaultlineTest::testData(u"logs/cut-short.log.gz"_s));
        QVERIFY2(early.notice.contains(u"ends early"_s), qPrintable(early.notice));

        std::atomic_bool cancel {true};
        const LogSource::Unpacked cancelled
            = LogSource::unpack(FaultlineTest::testData(u"logs/compile-graph-break.log.gz"_s), &cancel);
        QVERIFY(cancelled.text.isEmpty());
        QVERIFY(cancelled.notice.startsWith(u"cancelled"_s));
    }

    // Zero bytes after the data (a tape block, a disk image) are padding, as gzip -d takes them;
    // other bytes after it are ignored with a notice.
    void unpackTrailingBytes_data()
    {
        QTest::addColumn<QByteArray>("trailer");
        QTest::addColumn<QString>("notice");
        QTest::newRow("zero padding") << QByteArray(4096, '\0') << QString();
        QTest::newRow("one zero") << QByteArray(1, '\0') << QString();
        QTest::newRow("junk") << QByteArray("junk after the data")
                              << u"bytes after the compressed data were ignored"_s;
        QTest::newRow("zeros then junk")
            << QByteArray(100, '\0') + "x" << u"bytes after the compressed data were ignored"_s;
    }
    void unpackTrailingBytes()
    {
        QFETCH(QByteArray, trailer);
        QFETCH(QString, notice);
        const QByteArray text = FaultlineTest::numberedLines(100);
        const QString path = m_dir.filePath(u"padded.log.gz"_s);
        FaultlineTest::writeFile(path, FaultlineTest::gzip(text) + trailer);
        const LogSource::Unpacked unpacked = LogSource::unpack(path);
        QCOMPARE(unpacked.text, text);
        QCOMPARE(unpacked.notice, notice);
    }

    // Unpacking stops at the size asked for, and at a bomb's ratio, saying which.
    void unpackLimits()
    {
        const QString bomb = m_dir.filePath(u"bomb.gz"_s);
        FaultlineTest::writeFile(bomb, FaultlineTest::gzipBomb(2)); // 128 MiB of zeros
        const LogSource::Unpacked capped
            = LogSource::unpack(bomb, nullptr, {}, {.maxBytes = 40 << 20, .ratioFrom = -1, .maxRatio = 0});
        QCOMPARE(capped.text.size(), 40 << 20);
        QVERIFY2(capped.notice.startsWith(u"stopped after 40"_s), qPrintable(capped.notice));
        const LogSource::Unpacked ratio
            = LogSource::unpack(bomb, nullptr, {}, {.maxBytes = -1, .ratioFrom = 8 << 20, .maxRatio = 200});
        QVERIFY2(ratio.text.size() >= 8 << 20 && ratio.text.size() < 32 << 20,
            QByteArray::number(ratio.text.size()).constData());
        QVERIFY2(ratio.notice.contains(u"decompression bomb"_s), qPrintable(ratio.notice));
    }

    // What a path names decides whether it is read: files; pipes only as a stream (the command
    // line); never devices, sockets or the made-up files of /proc.
    void inputTypes()
    {
        using LogSource::InputType;
        using LogSource::Pipes;
        const QString file = FaultlineTest::testData(u"logs/train-crash.log"_s);
        QCOMPARE(LogSource::inputType(file), InputType::File);
        QCOMPARE(LogSource::refusal(file), QString());
        QCOMPARE(LogSource::inputType(m_dir.path()), InputType::Folder);
        QCOMPARE(LogSource::refusal(m_dir.path()), u"a folder, not a file"_s);
        QCOMPARE(LogSource::inputType(m_dir.filePath(u"missing"_s)), InputType::Missing);
        QCOMPARE(LogSource::refusal(m_dir.filePath(u"missing"_s)), u"no such file"_s);

        QCOMPARE(LogSource::inputType(u"/dev/zero"_s), InputType::Device);
        QVERIFY(LogSource::refusal(u"/dev/zero"_s, Pipes::Streamed)
                .startsWith(u"not a regular file but a device"_s));
        QVERIFY(!LogSource::isGzip(u"/dev/zero"_s));

        const QString fifo = m_dir.filePath(u"fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QCOMPARE(LogSource::inputType(fifo), InputType::Pipe);
        QVERIFY(LogSource::refusal(fifo).startsWith(u"not a regular file but a pipe"_s));
        QCOMPARE(LogSource::refusal(fifo, Pipes::Streamed), QString());
        QVERIFY(!LogSource::isGzip(fifo)); // not opened: that would wait for a writer
        QVERIFY(QFile::remove(fifo));

        const QString socketPath = m_dir.filePath(u"socket"_s);
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray encoded = QFile::encodeName(socketPath);
        QVERIFY(size_t(encoded.size()) < sizeof(address.sun_path));
        std::memcpy(address.sun_path, encoded.constData(), size_t(encoded.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
        QCOMPARE(LogSource::inputType(socketPath), InputType::Socket);
        QVERIFY(
            LogSource::refusal(socketPath, Pipes::Streamed).startsWith(u"not a regular file but a socket"_s));
        ::close(fd);
        QVERIFY(QFile::remove(socketPath));

        // A regular file by its mode, but its size is made up (0) and some never end.
        QCOMPARE(LogSource::inputType(u"/proc/self/status"_s), InputType::SystemFile);
        QVERIFY(LogSource::refusal(u"/proc/self/status"_s, Pipes::Streamed)
                .startsWith(u"not a regular file but a system file"_s));
    }

    void classify()
    {
        using LogSource::Kind;
        QCOMPARE(LogSource::classify(FaultlineTest::testData(u"logs/train-crash.log"_s)), Kind::Log);
        QCOMPARE(
            LogSource::classify(FaultlineTest::testData(u"logs/compile-graph-break.log.gz"_s)), Kind::Log);
        QCOMPARE(LogSource::classify(FaultlineTest::testData(u"logs"_s)), Kind::Log); // a folder of logs
        QCOMPARE(LogSource::classify(FaultlineTest::testData(u"bad"_s)), Kind::KnowledgeBase);
        const QString json = m_dir.filePath(u"records.txt"_s);
        FaultlineTest::writeFile(json, "\n  {\"id\": \"x\"}");
        QCOMPARE(LogSource::classify(json), Kind::KnowledgeBase); // the seeds hide JSON in .txt
        const QString text = m_dir.filePath(u"crash.txt"_s);
        FaultlineTest::writeFile(text, "Traceback (most recent call last):\n");
        QCOMPARE(LogSource::classify(text), Kind::Log);
        QCOMPARE(LogSource::classify(m_dir.filePath(u"notes.md"_s)), Kind::KnowledgeBase);
    }
};

QTEST_GUILESS_MAIN(TestLogSource)
#include "tst_logsource.moc"
