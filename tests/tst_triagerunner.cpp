// SPDX-License-Identifier: MIT
// TriageRunner: a run reports progress and partial results, then finishes; it can be cancelled;
// a new start drops the old run's late reports; a run that fails or throws still finishes,
// saying why.
#include "testshared.h"
#include "triage.h"
#include "triagerunner.h"

#include <QBuffer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <stdexcept>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

/// What a test sets up for a ScriptedDevice it cannot reach: the device is made on the worker.
struct Script
{
    QSemaphore reading; // a permit each time the device is first read
    QSemaphore gate {1}; // reads wait while the test holds every permit
    qint64 throwAfter = -1; // bytes served before readData throws; -1: never
};

/// A log served a chunk per read, as a pipe gives it; its reads wait at the script's gate and
/// can throw, the way a failing device might.
class ScriptedDevice : public QIODevice
{
public:
    ScriptedDevice(QByteArray data, std::shared_ptr<Script> script, qint64 chunk = 1024)
        : m_data(std::move(data)), m_script(std::move(script)), m_chunk(chunk)
    {
        open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        if (!std::exchange(m_started, true))
            m_script->reading.release();
        m_script->gate.acquire();
        m_script->gate.release();
        if (m_script->throwAfter >= 0 && m_served >= m_script->throwAfter)
            throw std::runtime_error("disk on fire");
        const qint64 n = std::min({maxSize, m_chunk, qint64(m_data.size()) - m_served});
        std::memcpy(data, m_data.constData() + m_served, std::size_t(n));
        m_served += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    std::shared_ptr<Script> m_script;
    qint64 m_chunk;
    qint64 m_served = 0;
    bool m_started = false;
};

/// \a lines lines, every tenth saying \a failure.
QByteArray log(int lines, const QByteArray &failure)
{
    QByteArray text;
    for (int i = 0; i < lines; ++i) {
        if (i % 10 == 3)
            text += "ERROR: " + failure + " in step " + QByteArray::number(i) + '\n';
        else
            text += "INFO: step " + QByteArray::number(i) + " went fine\n";
    }
    return text;
}

std::shared_ptr<const LogMatcher> matcher()
{
    return std::make_shared<const LogMatcher>(
        QList<Record> {FaultlineTest::regexRecord(u"alpha"_s, u"alpha failure"_s),
            FaultlineTest::regexRecord(u"beta"_s, u"beta failure"_s)});
}

TriageRunner::Opener serve(QByteArray data, std::shared_ptr<Script> script = std::make_shared<Script>())
{
    return [data = std::move(data), script = std::move(script)] {
        return std::make_unique<ScriptedDevice>(data, script);
    };
}

const Finding *finding(const TriageResult &result, const QString &id)
{
    for (const Finding &f : result.findings)
        if (f.record.id() == id)
            return &f;
    return nullptr;
}

} // namespace

class TestTriageRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Blocks in flight are twice the threads: with two, a log of many small reads is merged,
        // and so reported, well before its end on any machine.
        QThreadPool::globalInstance()->setMaxThreadCount(2);
    }

    void partialResultsThenFinished()
    {
        TriageRunner runner;
        runner.setPartialInterval(0);
        QSignalSpy progress(&runner, &TriageRunner::progressChanged);
        QSignalSpy finished(&runner, &TriageRunner::finished);
        QList<TriageResult> seen;
        connect(&runner, &TriageRunner::resultChanged, this, [&] { seen.append(runner.result()); });
        const QByteArray data = log(2000, "alpha failure");

        runner.start(matcher(), serve(data));
        QVERIFY(runner.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);

        QVERIFY(!runner.isRunning());
        QVERIFY2(seen.size() >= 2, "no partial result before the final one");
        for (qsizetype i = 0; i + 1 < seen.size(); ++i) {
            QVERIFY(!seen[i].complete);
            QVERIFY(seen[i].lines > 0 && seen[i].lines < 2000);
            QVERIFY(i == 0 || seen[i].lines >= seen[i - 1].lines);
        }
        QCOMPARE(seen.last().lines, runner.result().lines);
        const TriageResult &result = runner.result();
        QVERIFY(result.complete);
        QVERIFY(result.error.isEmpty());
        QCOMPARE(result.lines, 2000);
        QCOMPARE(result.bytes, data.size());
        const Finding *alpha = finding(result, u"alpha"_s);
        QVERIFY(alpha);
        QCOMPARE(alpha->hitCount, 200);
        QCOMPARE(alpha->firstLine, 3);
        QCOMPARE(alpha->lastLine, 1993);
        QVERIFY(!finding(result, u"beta"_s));
        QVERIFY(progress.count() >= 2);
        QCOMPARE(progress.last().at(0).toLongLong(), data.size());
        QCOMPARE(progress.last().at(1).toLongLong(), 0); // a pipe's size is unknown
    }

    void cancel()
    {
        TriageRunner runner;
        QSignalSpy finished(&runner, &TriageRunner::finished);
        auto script = std::make_shared<Script>();
        script->gate.acquire(); // the device waits until the run is cancelled
        runner.start(matcher(), serve(log(2000, "alpha failure"), script));
        QVERIFY(script->reading.tryAcquire(1, 10000));

        runner.cancel();
        script->gate.release();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY(!runner.isRunning());
        QVERIFY(!runner.result().complete);
        QVERIFY(runner.result().error.isEmpty()); // cancelled, not failed
        QVERIFY(runner.result().lines < 2000);
    }

    void newStartDropsTheOldRun()
    {
        TriageRunner runner;
        runner.setPartialInterval(0);
        QSignalSpy finished(&runner, &TriageRunner::finished);
        QSignalSpy progress(&runner, &TriageRunner::progressChanged);
        QList<TriageResult> seen;
        connect(&runner, &TriageRunner::resultChanged, this, [&] { seen.append(runner.result()); });
        auto script = std::make_shared<Script>();
        script->gate.acquire();
        runner.start(matcher(), serve(log(2000, "alpha failure"), script));
        QVERIFY(script->reading.tryAcquire(1, 10000));

        // The old run goes on and reports into the event queue, which is not served until the
        // new run has started: all its reports arrive late.
        script->gate.release();
        const QByteArray beta = log(30, "beta failure");
        runner.start(matcher(), serve(beta));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);

        // The old run's reports were queued before the new run's: none came through.
        for (const TriageResult &result : std::as_const(seen)) {
            QVERIFY(!finding(result, u"alpha"_s));
            QVERIFY(result.lines <= 30);
        }
        for (const QList<QVariant> &report : std::as_const(progress))
            QVERIFY(report.at(0).toLongLong() <= beta.size());
        QVERIFY(runner.result().complete);
        QCOMPARE(runner.result().lines, 30);
        QVERIFY(finding(runner.result(), u"beta"_s));
    }

    void failedRunFinishes_data()
    {
        QTest::addColumn<TriageRunner::Opener>("open");
        QTest::addColumn<QString>("error");
        auto throwing = [](qint64 after) {
            auto script = std::make_shared<Script>();
            script->throwAfter = after;
            return serve(log(2000, "alpha failure"), script);
        };
        QTest::newRow("device throws on its first read") << throwing(0) << u"disk on fire"_s;
        QTest::newRow("device throws part way") << throwing(20 * 1024) << u"disk on fire"_s;
        QTest::newRow("opening throws")
            << TriageRunner::Opener([]() -> std::unique_ptr<QIODevice> { throw std::bad_alloc(); })
            << u"out of memory"_s;
        const QString missing = QDir::temp().filePath(u"faultline-no-such-log.log"_s);
        QFile unopened(missing);
        QVERIFY(!unopened.open(QIODevice::ReadOnly));
        QTest::newRow("device not open") << TriageRunner::Opener([missing] {
            auto file = std::make_unique<QFile>(missing);
            file->open(QIODevice::ReadOnly);
            return file;
        }) << unopened.errorString();
    }

    void failedRunFinishes()
    {
        QFETCH(TriageRunner::Opener, open);
        QFETCH(QString, error);
        TriageRunner runner;
        QSignalSpy finished(&runner, &TriageRunner::finished);
        runner.start(matcher(), open);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY(!runner.isRunning());
        QVERIFY(!runner.result().complete);
        QVERIFY2(runner.result().error.contains(error), qPrintable(runner.result().error));
    }

    void missingFileFinishes()
    {
        TriageRunner runner;
        QSignalSpy finished(&runner, &TriageRunner::finished);
        runner.start(matcher(),
            QDir::temp().filePath(u"faultline-no-such-log-%1.log"_s.arg(QCoreApplication::applicationPid())));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY(!runner.result().complete);
        QVERIFY(!runner.result().error.isEmpty());
    }

    // What the runner keeps from one run to the next belongs to its matcher: after the knowledge
    // base changes, a log is triaged with the new records only.
    void aNewMatcherTriagesWithItsOwnRecords()
    {
        TriageRunner runner;
        QSignalSpy finished(&runner, &TriageRunner::finished);
        const QByteArray both = log(40, "alpha failure") + log(40, "beta failure");
        auto only = [](const QString &id, const QString &regex) {
            return std::make_shared<const LogMatcher>(QList<Record> {FaultlineTest::regexRecord(id, regex)});
        };
        const auto alpha = only(u"alpha"_s, u"alpha failure"_s);
        runner.start(alpha, serve(both));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QVERIFY(finding(runner.result(), u"alpha"_s));
        runner.start(alpha, serve(both)); // again with the same one
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 20000);
        QVERIFY(finding(runner.result(), u"alpha"_s));

        runner.start(only(u"beta"_s, u"beta failure"_s), serve(both));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, 20000);
        QVERIFY(finding(runner.result(), u"beta"_s));
        QVERIFY(!finding(runner.result(), u"alpha"_s));
    }

    void triageEndsWhenTheInputThrows()
    {
        // Triage::run's own boundary, without the runner: it returns, saying why, with the
        // blocks merged before the failure.
        const auto m = matcher();
        auto script = std::make_shared<Script>();
        script->throwAfter = 20 * 1024;
        ScriptedDevice device(log(2000, "alpha failure"), script);
        const TriageResult result = Triage::run(*m, device);
        QVERIFY(!result.complete);
        QVERIFY2(result.error.contains(u"disk on fire"_s), qPrintable(result.error));
        QVERIFY(result.lines < 2000);
    }
};

QTEST_GUILESS_MAIN(TestTriageRunner)
#include "tst_triagerunner.moc"
