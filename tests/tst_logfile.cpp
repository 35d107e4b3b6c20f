// SPDX-License-Identifier: MIT
// A log opens whatever it holds: encodings, line ends, junk, huge lines, files that change.
#include "lineoffsets.h"
#include "logfile.h"
#include "testshared.h"

#include <QSignalSpy>
#include <QStringEncoder>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace Faultline;
using namespace Qt::StringLiterals;
using Encoding = LogFile::Encoding;

Q_DECLARE_METATYPE(Faultline::LogFile::Encoding)

class TestLogFile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        FaultlineTest::writeFile(path, bytes);
        return path;
    }

    static QStringList lines(const LogFile &log)
    {
        QStringList out;
        for (qint64 i = 0; i < log.lineCount(); ++i)
            out.append(log.line(LineNumber(i)));
        return out;
    }

    static QByteArray encode(const QString &text, const char *encoding, const QByteArray &bom = {})
    {
        QStringEncoder e(encoding);
        return bom + QByteArray(e.encode(text));
    }

private Q_SLOTS:
    void contents_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Encoding>("encoding");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("empty file") << QByteArray() << Encoding::Utf8 << QStringList {};
        QTest::newRow("one line, no line end")
            << QByteArray("abc") << Encoding::Utf8 << QStringList {u"abc"_s};
        QTest::newRow("LF") << QByteArray("a\nb\n") << Encoding::Utf8 << QStringList {u"a"_s, u"b"_s};
        QTest::newRow("CRLF") << QByteArray("a\r\nb\r\n") << Encoding::Utf8 << QStringList {u"a"_s, u"b"_s};
        QTest::newRow("blank lines") << QByteArray("\n\nx") << Encoding::Utf8
                                     << QStringList {u""_s, u""_s, u"x"_s};
        QTest::newRow("invalid UTF-8 shown, not dropped") << QByteArray(
            "caf\xE9 ok\nnext\n") << Encoding::Utf8 << QStringList {u"caf\uFFFD ok"_s, u"next"_s};
        QTest::newRow("UTF-8 with BOM")
            << QByteArray("\xEF\xBB\xBFhi\n") << Encoding::Utf8 << QStringList {u"hi"_s};
        QTest::newRow("UTF-16 LE with BOM, CRLF") << encode(u"第一行\r\nline 2\n"_s, "UTF-16LE",
            "\xFF\xFE") << Encoding::Utf16LE << QStringList {u"第一行"_s, u"line 2"_s};
        QTest::newRow("UTF-16 BE with BOM") << encode(u"错误\nok"_s, "UTF-16BE", "\xFE\xFF")
                                            << Encoding::Utf16BE << QStringList {u"错误"_s, u"ok"_s};
        QTest::newRow("UTF-32 LE with BOM, CRLF")
            << encode(u"第一行\r\nline 2 😀\n"_s, "UTF-32LE", QByteArray("\xFF\xFE\0\0", 4))
            << Encoding::Utf32LE << QStringList {u"第一行"_s, u"line 2 😀"_s};
        QTest::newRow("UTF-32 BE with BOM")
            << encode(u"错误\nok"_s, "UTF-32BE", QByteArray("\0\0\xFE\xFF", 4)) << Encoding::Utf32BE
            << QStringList {u"错误"_s, u"ok"_s};
        QTest::newRow("CR only (old Mac OS)")
            << QByteArray("a\rb\r\rc") << Encoding::Utf8 << QStringList {u"a"_s, u"b"_s, u""_s, u"c"_s};
        QTest::newRow("UTF-16 LE, CR only") << encode(u"一\r二\r"_s, "UTF-16LE", "\xFF\xFE")
                                            << Encoding::Utf16LE << QStringList {u"一"_s, u"二"_s};
        QTest::newRow("a CR inside LF lines stays in its line")
            << QByteArray("a\rb\nc\n") << Encoding::Utf8 << QStringList {u"a\rb"_s, u"c"_s};
        QTest::newRow("GB18030 (Chinese Windows)") << encode(u"错误：找不到模块 torch\r\n第二行\r\n"_s,
            "GB18030") << Encoding::Gb18030 << QStringList {u"错误：找不到模块 torch"_s, u"第二行"_s};
        QTest::newRow("binary junk opens") << QByteArray("\x00\x01\xFF\n\x00"
                                                         "abc",
            8) << Encoding::Utf8 << QStringList {u"\u0000\u0001\uFFFD"_s, u"\u0000abc"_s};
    }
    void contents()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Encoding, encoding);
        QFETCH(QStringList, expected);
        LogFile log;
        QSignalSpy finished(&log, &LogFile::indexFinished);
        QVERIFY(log.open(write(u"log.txt"_s, bytes)));
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(log.encoding(), encoding);
        QCOMPARE(lines(log), expected);
        QVERIFY(log.line(LineNumber(expected.size())).isEmpty()); // past the end: nothing, no crash
        // A screen read at once gives the same lines, cut the same way; counts past the end stop there.
        QCOMPARE(log.lines(LineNumber(0), expected.size() + 2), expected);
        QCOMPARE(log.lines(LineNumber(1), 1), expected.mid(1, 1));
        QVERIFY(log.lines(LineNumber(-1), 2).isEmpty());
        for (qsizetype maxChars : {1, 2, 5}) {
            QList<bool> cuts;
            const QList<QString> screen = log.lines(LineNumber(0), expected.size(), maxChars, &cuts);
            QCOMPARE(cuts.size(), expected.size());
            for (qsizetype i = 0; i < expected.size(); ++i) {
                bool cut = false;
                QCOMPARE(screen[i], log.line(LineNumber(i), maxChars, &cut));
                QCOMPARE(cuts[i], cut);
            }
        }
    }

    // A 50 MB line opens and shows its start without reading it all into a string.
    void hugeLine()
    {
        QByteArray bytes(50 * 1024 * 1024, 'x');
        bytes += "\nafter\n";
        LogFile log;
        QVERIFY(log.open(write(u"huge.log"_s, bytes)));
        log.waitForIndexed();
        QCOMPARE(log.lineCount(), 2);
        bool cut = false;
        QCOMPARE(log.line(LineNumber(0), 1000, &cut).size(), 1000);
        QVERIFY(cut);
        QCOMPARE(log.line(LineNumber(1), 1000, &cut), u"after"_s);
        QVERIFY(!cut);
        QList<bool> cuts;
        const QList<QString> both = log.lines(LineNumber(0), 2, 1000, &cuts);
        QCOMPARE(both.size(), 2);
        QCOMPARE(both[0], QString(1000, u'x'));
        QCOMPARE(both[1], u"after"_s);
        QCOMPARE(cuts, QList<bool>({true, false}));
    }

    void truncatedAndDeletedWhileOpen()
    {
        const QString path = write(u"shrinks.log"_s, "one\ntwo\nthree\nfour\n");
        LogFile log;
        QVERIFY(log.open(path));
        log.waitForIndexed();
        QCOMPARE(log.lineCount(), 4);
        QVERIFY(QFile::resize(path, 5));
        QCOMPARE(log.check(), LogFile::Status::Truncated);
        QVERIFY(!log.refresh());
        QCOMPARE(log.line(LineNumber(0)), u"one"_s);
        QVERIFY(log.line(LineNumber(3)).isEmpty()); // gone from the file: empty, no crash
        QVERIFY(QFile::remove(path));
        QCOMPARE(log.check(), LogFile::Status::Deleted);
    }

    // Following a growing log: appended lines are counted, and a last line without its line end
    // grows rather than becoming two.
    void followAppends()
    {
        const QString path = write(u"grows.log"_s, "a\nb");
        LogFile log;
        QVERIFY(log.open(path));
        log.waitForIndexed();
        QCOMPARE(lines(log), (QStringList {u"a"_s, u"b"_s}));
        QFile f(path);
        QVERIFY(f.open(QIODevice::Append));
        f.write("c\nd\n");
        f.close();
        QVERIFY(log.refresh());
        log.waitForIndexed();
        QCOMPARE(lines(log), (QStringList {u"a"_s, u"bc"_s, u"d"_s}));
        QVERIFY(f.open(QIODevice::Append));
        f.write("e\n");
        f.close();
        QVERIFY(log.refresh());
        log.waitForIndexed();
        QCOMPARE(lines(log), (QStringList {u"a"_s, u"bc"_s, u"d"_s, u"e"_s}));
    }

    void cancel()
    {
        // 1 GiB of holes: quick to make, long enough to scan that a cancel lands first.
        const QString path = m_dir.filePath(u"big.log"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(1024LL * 1024 * 1024));
        f.close();
        LogFile log;
        QSignalSpy finished(&log, &LogFile::indexFinished);
        QVERIFY(log.open(path));
        log.cancelIndexing();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(log.indexedBytes() < log.size());
        QVERIFY(QFile::remove(path));
    }

    void notRegularFiles()
    {
        LogFile log;
        QString error;
        QVERIFY(!log.open(u"/dev/zero"_s, &error));
        QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
        const QString fifo = m_dir.filePath(u"fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // Opening a FIFO for reading would block until a writer comes: it must be refused first.
        QVERIFY(!log.open(fifo, &error));
        QVERIFY(!log.open(m_dir.filePath(u"missing.log"_s), &error));
        QVERIFY(!error.isEmpty());
    }

    // Find: next and previous line holding the text, ignoring case, wrapping round, in any
    // encoding, across the blocks it reads (more lines than one block holds).
    void find()
    {
        QByteArray bytes;
        for (int i = 0; i < 10000; ++i)
            bytes += "line " + QByteArray::number(i) + (i == 7000 ? " Segmentation FAULT here\r\n" : "\n");
        LogFile log;
        QVERIFY(log.open(write(u"find.log"_s, bytes)));
        log.waitForIndexed();
        auto found = log.find(u"segmentation fault"_s, LineNumber(0), false, false);
        QCOMPARE(found.line, 7000);
        QCOMPARE(found.column, 10);
        QVERIFY(!found.wrapped);
        found = log.find(u"segmentation fault"_s, LineNumber(7000), false, false); // only itself: round
        QCOMPARE(found.line, 7000);
        QVERIFY(found.wrapped);
        found = log.find(u"segmentation fault"_s, LineNumber(7000), false, true); // from itself
        QCOMPARE(found.line, 7000);
        QVERIFY(!found.wrapped);
        found = log.find(u"line 12"_s, LineNumber(9000), true, false); // backwards: the nearest
        QCOMPARE(found.line, 1299);
        found = log.find(u"line 9999"_s, LineNumber(5), true, false); // backwards past the start
        QCOMPARE(found.line, 9999);
        QVERIFY(found.wrapped);
        QCOMPARE(log.find(u"no such text"_s, LineNumber(0), false, false).line, -1);
        QCOMPARE(log.find(u"case"_s, LineNumber(0), false, false, Qt::CaseSensitive).line, -1);
        std::atomic_bool cancelled {true};
        QCOMPARE(
            log.find(u"line 9999"_s, LineNumber(0), false, false, Qt::CaseInsensitive, &cancelled).line, -1);

        LogFile utf16;
        QVERIFY(utf16.open(
            write(u"find16.log"_s, encode(u"eins\nzwei Fehler\ndrei\n"_s, "UTF-16LE", "\xFF\xFE"))));
        utf16.waitForIndexed();
        found = utf16.find(u"FEHLER"_s, LineNumber(0), false, false);
        QCOMPARE(found.line, 1);
        QCOMPARE(found.column, 5);
    }

    void offsetsStayCompact()
    {
        LineOffsets offsets;
        for (qint64 i = 0; i < 1000000; ++i)
            offsets.append(ByteOffset(i * 120));
        QCOMPARE(offsets.size(), 1000000);
        QCOMPARE(offsets.at(LineNumber(999999)).value, 999999LL * 120);
        QCOMPARE(offsets.at(LineNumber(256)).value, 256LL * 120); // first line of a block
        QCOMPARE(offsets.at(LineNumber(255)).value, 255LL * 120); // last line of one
        QVERIFY2(offsets.memoryBytes() <= 4 * 1000000, qPrintable(QString::number(offsets.memoryBytes())));
        // Long lines (64 KiB, 5 GiB) in the middle of a block still answer exactly.
        LineOffsets far;
        const QList<qint64> starts {0, 10, 10 + 65535, 10 + 65535 + 5LL * 1024 * 1024 * 1024, 20LL << 30};
        for (qint64 s : starts)
            far.append(ByteOffset(s));
        for (qsizetype i = 0; i < starts.size(); ++i)
            QCOMPARE(far.at(LineNumber(i)).value, starts[i]);
    }
};

QTEST_GUILESS_MAIN(TestLogFile)
#include "tst_logfile.moc"
