// SPDX-License-Identifier: MIT
// Opening what the user drops or names: logs versus record files, gzip-compressed logs.
#include "logsource.h"
#include "testshared.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

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
    void gunzip()
    {
        const QString plain = FaultlineTest::testData(u"logs/compile-graph-break.log"_s);
        const QString packed = FaultlineTest::testData(u"logs/compile-graph-break.log.gz"_s);
        QVERIFY(LogSource::isGzip(packed));
        QVERIFY(!LogSource::isGzip(plain));
        const QString out = m_dir.filePath(u"one.log"_s);
        QString error;
        qint64 reported = 0;
        QVERIFY2(LogSource::gunzip(
                     packed, out, nullptr, [&](qint64 done, qint64) { reported = done; }, &error),
            qPrintable(error));
        QCOMPARE(contents(out), contents(plain));
        QCOMPARE(reported, QFileInfo(packed).size());
    }

    // `cat a.gz b.gz` is a valid gzip file; gzip -d unpacks both members.
    void gunzipConcatenatedMembers()
    {
        const QString out = m_dir.filePath(u"two.log"_s);
        QVERIFY(LogSource::gunzip(FaultlineTest::testData(u"logs/two-members.log.gz"_s), out));
        QCOMPARE(contents(out), contents(FaultlineTest::testData(u"logs/compile-graph-break.log"_s)));
    }

    void gunzipCutShortFailsClearly()
    {
        const QString out = m_dir.filePath(u"cut.log"_s);
        QString error;
        QVERIFY(!LogSource::gunzip(
            FaultlineTest::testData(u"logs/cut-short.log.gz"_s), out, nullptr, {}, &error));
        QVERIFY2(error.contains(u"ends early"_s), qPrintable(error));
        QVERIFY(!QFile::exists(out)); // no partial output left behind
        std::atomic_bool cancel {true};
        QVERIFY(!LogSource::gunzip(
            FaultlineTest::testData(u"logs/compile-graph-break.log.gz"_s), out, &cancel, {}, &error));
        QVERIFY(!QFile::exists(out));
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
