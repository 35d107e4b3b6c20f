// SPDX-License-Identifier: MIT
// A routine line is no error, each rule on a small log written here (no corpus): an INFO line and
// the stack trace it logs, a CI cache step's miss, a runner announcing its setup, CMake's status
// lines, what a Go test that passed printed; such a line is evidence only when it names the record's
// exception in full. How a hit's own match is judged is tst_evidence's.
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::anyDiagnosis;
using FaultlineTest::findingOf;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestRoutineLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // An INFO line that says "not found" is a cache miss being handled, not the error; the same
    // words on an ERROR line are.
    void routineLineIsNoError()
    {
        const Record missing = signedRecord(
            u"python/keyerror/x"_s, u"not found"_s, u"python"_s, u"lookup failed: key not found"_s);
        const LogMatcher matcher({missing});
        const QByteArray routine = routineLines()
            + "2025-10-14 09:13:01,118 INFO  [cache] entry user:42 not found, computing it\n"
              "level=info msg=\"profile not found in cache, loading\"\n"
              "I1014 09:13:02.000123   4242 cache.go:88] session not found, creating\n";
        const TriageResult quiet = triage(matcher, routine);
        const Finding *f = findingOf(quiet, u"python/keyerror/x"_s);
        QVERIFY(f);
        QVERIFY(!f->best.evidence);
        QVERIFY(!anyDiagnosis(quiet));

        const TriageResult failing
            = triage(matcher, routine + "2025-10-14 09:13:03,500 ERROR [api] lookup failed: key not found\n");
        f = findingOf(failing, u"python/keyerror/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
        QCOMPARE(f->best.line, 33);
    }

    // A CI cache step's miss states no level, but it is as routine: the job computes what was not
    // cached. A record of the miss is then no diagnosis of the job's failure.
    void aCacheStepsMissIsRoutine()
    {
        const Record miss = signedRecord(u"cicd/cache-miss/x"_s, u"Cache not found for input keys"_s,
            u"cicd"_s, u"Warning: Cache not found for input keys: node-linux-x64-abc123"_s);
        const LogMatcher matcher({miss});
        const TriageResult result = triage(matcher,
            routineLines()
                + "2024-06-09T18:02:44.9021314Z Cache not found for input keys: "
                  "setup-ruby-bundler-cache-v6-ubuntu-22.04-x64-ruby-3.3.2-wd-/home/runner/work/site\n"
                  "2024-06-09T18:02:45.1000000Z [command]/opt/hostedtoolcache/Ruby/3.3.2/x64/bin/bundle "
                  "install\n");
        const Finding *f = findingOf(result, u"cicd/cache-miss/x"_s);
        QVERIFY(f);
        QVERIFY(!f->best.evidence);
        QVERIFY(!anyDiagnosis(result));
    }

    // A runner announcing what it uses states its setup, whatever words of trouble a setting's name
    // holds ("…the Pod activeDeadlineSeconds will be set to the job timeout"); the same record's
    // words in the job's own failure are evidence.
    void aRunnersSetupIsRoutine()
    {
        const Record deadline = signedRecord(u"kubernetes/job-deadline-exceeded/x"_s,
            u"activeDeadlineSeconds|DeadlineExceeded"_s, u"kubernetes"_s,
            u"Job has reached the specified deadline: DeadlineExceeded (activeDeadlineSeconds)"_s);
        const LogMatcher matcher({deadline});
        const QByteArray setup = routineLines()
            + "Running with gitlab-runner 17.2.1 (9882d9c7)\n"
              "Using Kubernetes namespace: gitlab-runners\n"
              "Using FF_USE_POD_ACTIVE_DEADLINE_SECONDS, the Pod activeDeadlineSeconds will be set to the "
              "job timeout: 1h0m0s...\n";
        const TriageResult quiet = triage(matcher, setup);
        const Finding *f = findingOf(quiet, u"kubernetes/job-deadline-exceeded/x"_s);
        QVERIFY(f);
        QVERIFY(!f->best.evidence);
        QVERIFY(!anyDiagnosis(quiet));
        const TriageResult failing = triage(
            matcher, setup + "ERROR: Job failed: pod \"runner-x\" status is \"Failed\": DeadlineExceeded\n");
        f = findingOf(failing, u"kubernetes/job-deadline-exceeded/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
    }

    // CMake's configure step says what it found and chose on "-- " lines: an optional package it
    // could not find is no error. Its errors are "CMake Error" lines, and the same words there are.
    void aCMakeStatusIsRoutine()
    {
        const Record notFound = signedRecord(u"cmake/find-package-not-found/x"_s, u"Could NOT find \\w+"_s,
            u"cmake"_s, u"Could NOT find Boost (missing: Boost_INCLUDE_DIR)"_s);
        const LogMatcher matcher({notFound});
        const QByteArray configure = "-- The CXX compiler identification is GNU 13.2.0\n"
                                     "-- Could NOT find Doxygen (missing: DOXYGEN_EXECUTABLE)\n"
                                     "-- Configuring done (0.4s)\n";
        const TriageResult quiet = triage(matcher, routineLines() + configure);
        const Finding *f = findingOf(quiet, u"cmake/find-package-not-found/x"_s);
        QVERIFY(f);
        QVERIFY(!f->best.evidence);
        QVERIFY(!anyDiagnosis(quiet));
        const TriageResult failing = triage(matcher,
            routineLines()
                + "CMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 "
                  "(message):\n"
                  "  Could NOT find Boost (missing: Boost_INCLUDE_DIR)\n");
        f = findingOf(failing, u"cmake/find-package-not-found/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
    }

    // What a Go test that passed printed is what it provoked (a proxy's timeout in a test of
    // timeouts): no evidence; the same line in a test that failed is.
    void aPassingGoTestsOutputIsNoEvidence()
    {
        const Record deadline = signedRecord(u"go/context-deadline-exceeded/x"_s,
            u"context deadline exceeded"_s, u"go"_s, u"context deadline exceeded"_s);
        const LogMatcher matcher({deadline});
        auto run = [](const QByteArray &verdict) -> QByteArray {
            return routineLines() + "=== RUN   TestProxy_UpstreamTimeout\n"
                + "2024/06/07 10:18:44 http: proxy error: context deadline exceeded\n" + verdict
                + " TestProxy_UpstreamTimeout (0.21s)\n";
        };
        const TriageResult passed = triage(matcher, run("--- PASS:"));
        const Finding *f = findingOf(passed, u"go/context-deadline-exceeded/x"_s);
        QVERIFY(f);
        QVERIFY(!f->best.evidence);
        QVERIFY(!anyDiagnosis(passed));
        const TriageResult failed = triage(matcher, run("--- FAIL:"));
        f = findingOf(failed, u"go/context-deadline-exceeded/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
        // The verdict is looked for in the short lines a test prints, not past a long line (a
        // JSON document a line, 20 KB): a log of such lines is not read ahead line after line for
        // each hit.
        const TriageResult beyond
            = triage(matcher, run("{\"payload\": \"" + QByteArray(20 * 1024, 'x') + "\"}\n--- PASS:"));
        f = findingOf(beyond, u"go/context-deadline-exceeded/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
    }

    // The stack trace an INFO line logs is routine too ("INFO DataNode: Exception for blk_…" then
    // the exception): after a plain INFO line ("Processed batch"), the same exception is an error.
    void stackTraceOfARoutineLineIsNoError()
    {
        const Record eof = signedRecord(u"java/premature-eof/x"_s, u"Premature EOF"_s, u"java"_s,
            u"java.io.IOException: Premature EOF from inputStream"_s);
        const LogMatcher matcher({eof});
        const QByteArray trace = "java.io.IOException: Premature EOF from inputStream\n"
                                 "\tat org.apache.hadoop.io.IOUtils.readFully(IOUtils.java:212)\n";
        const TriageResult logged = triage(matcher,
            routineLines() + "2025-10-14 09:13:01,118 INFO  [DataNode] Exception for blk_1073934543_194932\n"
                + trace);
        const Finding *f = findingOf(logged, u"java/premature-eof/x"_s);
        QVERIFY(f);
        QVERIFY2(
            !f->best.evidence, qPrintable(u"line %1 severity %2"_s.arg(f->best.line).arg(f->best.severity)));
        QVERIFY(!anyDiagnosis(logged));

        const TriageResult thrown = triage(matcher, routineLines() + trace);
        f = findingOf(thrown, u"java/premature-eof/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
    }

    // On a routine line, a record's exception counts only when named in full: "read timeout" on
    // an INFO line is no Python TimeoutError, "TimeoutError" is.
    void routineLineMustNameTheExceptionInFull()
    {
        const Record timeout = signedRecord(
            u"python/timeouterror/x"_s, u"TimeoutError|timeout"_s, u"python"_s, u"TimeoutError: timed out"_s);
        const LogMatcher matcher({timeout});
        const TriageResult apache = triage(matcher,
            routineLines()
                + "[Sun Mar 02 03:35:20.225900 2025] [reqtimeout:info] [pid 42764] AH01382: Request header "
                  "read timeout\n");
        const Finding *f = findingOf(apache, u"python/timeouterror/x"_s);
        QVERIFY(f);
        QVERIFY(!f->best.evidence);

        const TriageResult named = triage(matcher,
            routineLines() + "2025-10-14 09:13:01,118 INFO  [job] retry 2 after TimeoutError: timed out\n");
        f = findingOf(named, u"python/timeouterror/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
    }
};

QTEST_GUILESS_MAIN(TestRoutineLines)
#include "tst_routinelines.moc"
