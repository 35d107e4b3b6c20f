// SPDX-License-Identifier: MIT
// The rules that make a diagnosis trustworthy, each on a small log written here (no corpus): what
// a regex matched must be evidence of the error, a routine line is no error, a product must be in
// the log, one error in several environments is one finding, advice is out of scope unless asked
// for, and a log of an error nobody knows gets no diagnosis.
#include "loglevel.h"
#include "nearbywords.h"
#include "outcomeline.h"
#include "recordsearch.h"
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QBuffer>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::anyDiagnosis;
using FaultlineTest::findingOf;
using FaultlineTest::regexRecord;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestDiagnosis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // `429` inside a block id and in the milliseconds of a timestamp says nothing about rate
    // limits; "HTTP 429 Too Many Requests" on an error line does.
    void digitsInAnIdAreNoEvidence()
    {
        const Record rateLimit = signedRecord(u"api/rate-limit-429/any"_s, u"429|Too Many Requests"_s,
            u"api"_s, u"HTTP 429 Too Many Requests"_s);
        const LogMatcher matcher({rateLimit});
        const QByteArray ids = routineLines()
            + "2025-10-14 09:13:01,429 ERROR [DataXceiver] Receiving blk_1073742429_1605 failed: "
              "Premature EOF from inputStream\n"
              "2025-10-14 09:13:02,001 ERROR [DataXceiver] job 8f14e45f-ceea-4429-a7c0-1234567890ab "
              "aborted\n";
        const TriageResult quiet = triage(matcher, ids);
        const Finding *f = findingOf(quiet, u"api/rate-limit-429/any"_s);
        QVERIFY(f);
        QVERIFY(!f->best.evidence);
        QVERIFY(!f->isDiagnosis());

        const TriageResult real = triage(matcher,
            ids + "2025-10-14 09:13:05,300 ERROR [client] upstream answered HTTP 429 Too Many Requests\n");
        f = findingOf(real, u"api/rate-limit-429/any"_s);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
        QCOMPARE(f->best.line, 32);
        // The match scored is the one that is evidence: "Too Many Requests", not the bare "429".
        QCOMPARE(
            f->bestLine.toUtf8().mid(f->best.begin, f->best.end - f->best.begin), "Too Many Requests"_ba);
    }

    // "etail" inside "RetailOrderDetailsService" is a piece of a word, and the `ld` of "child" is
    // not the linker.
    void aCutWordIsNoEvidence()
    {
        const LogMatcher matcher({regexRecord(u"visa/etail/x"_s, u"etail"_s, u"api"_s),
            regexRecord(u"cmake/ld-error/x"_s, u"ld.*error"_s, u"cmake"_s)});
        const TriageResult result = triage(matcher,
            routineLines()
                + "ERROR com.shop.RetailOrderDetailsService: child process 4242 exited with error 1\n");
        QCOMPARE(result.findings.size(), 2);
        for (const Finding &f : result.findings) {
            QVERIFY2(!f.best.evidence, qPrintable(f.record.id()));
            QVERIFY(!f.isDiagnosis());
        }
    }

    // A literal that several alternatives share is spelled out once: `log` three times in
    // `log.*open.*failed|log.*rotation|access.log.*error` is three bytes of the match, not nine, and
    // the rest of "laravel.log … could not be opened … Failed" is the gap.
    void aSharedLiteralCountsOnce()
    {
        const LogMatcher matcher({regexRecord(u"nginx/log-rotation/x"_s,
            u"(log.*open.*failed|log.*rotation|logrotate.*nginx|access.log.*error)"_s, u"nginx"_s)});
        const TriageResult result = triage(matcher,
            routineLines()
                + "nginx-1  | 2025/12/03 08:14:52 [error] 31#31: *4 FastCGI sent in stderr: \"PHP message: "
                  "PHP "
                  "Fatal error:  Uncaught UnexpectedValueException: The stream or file "
                  "\"/var/www/html/storage/logs/laravel.log\" could not be opened in append mode: Failed to "
                  "open stream: Permission denied\n");
        QCOMPARE(result.findings.size(), 1);
        QVERIFY(!result.findings.first().best.evidence);
        QVERIFY(!result.findings.first().isDiagnosis());
    }

    // A cut word is found inside a match too, at each word the regex spells out: "Context" of
    // "errorContext" and "terminated" of "child_terminated", with a `.*` between them. Where
    // letters meet digits no word is cut: "AADSTS" of "AADSTS700016" is an error code.
    void aWordCutInsideTheMatchIsNoEvidence_data()
    {
        QTest::addColumn<QString>("regex");
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("evidence");
        QTest::newRow("cut words around a gap")
            << u"Context.*terminated"_s << "ERROR rebar3: errorContext: child_terminated, reason: badarg"_ba
            << false;
        QTest::newRow("the same words whole")
            << u"Context.*terminated"_s << "ERROR zmq: Context was terminated while a socket was open"_ba
            << true;
        QTest::newRow("an error code")
            << u"AADSTS\\d+"_s << "##[error]AADSTS700016: Application with identifier was not found"_ba
            << true;
        // A long gap between two short words is no evidence; a tail the regex only captures is.
        QTest::newRow("short words far apart") << u"type.*expected"_s
                                               << "Error: This expression has type int but an expression was "
                                                  "expected of type float"_ba
                                               << false;
        QTest::newRow("a captured tail") << u"Error: Cycle:?\\s*(.+)"_s
                                         << "Error: Cycle: module.network.aws_security_group.app, "
                                            "module.network.aws_security_group.db"_ba
                                         << true;
    }

    void aWordCutInsideTheMatchIsNoEvidence()
    {
        QFETCH(QString, regex);
        QFETCH(QByteArray, line);
        QFETCH(bool, evidence);
        const LogMatcher matcher({regexRecord(u"any/record/x"_s, regex, u"any"_s)});
        const TriageResult result = triage(matcher, routineLines() + line + '\n');
        const Finding *f = findingOf(result, u"any/record/x"_s);
        QVERIFY(f);
        QCOMPARE(f->best.evidence, evidence);
        if (!evidence)
            QVERIFY(!f->isDiagnosis());
    }

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

    // The level a line states, in the formats developers meet: what decides whether a line is
    // routine work.
    void logLevels_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("level");
        const int quiet = int(LogLevel::Level::Quiet), warning = int(LogLevel::Level::Warning),
                  error = int(LogLevel::Level::Error), none = int(LogLevel::Level::None);
        QTest::newRow("log4j") << QByteArray("2025-10-14 09:12:01,404 INFO [main] o.a.h.Conf: x not found")
                               << quiet;
        QTest::newRow("python logging") << QByteArray("WARNING:root:disk at 91%") << warning;
        QTest::newRow("go slog") << QByteArray("time=2025-10-14T09:12:01Z level=info msg=\"not found\"")
                                 << quiet;
        QTest::newRow("glog") << QByteArray("E1014 09:12:01.000123   4242 cache.go:88] failed") << error;
        QTest::newRow("klog under journald")
            << QByteArray("Mar 03 06:06:55 k8s-worker-04 kubelet[1123]: I0303 06:06:55.526459    1123 "
                          "prober.go:107] \"Probe failed\" probeType=\"Readiness\"")
            << quiet;
        QTest::newRow("klog error under journald") << QByteArray(
            "Mar 03 06:06:55 k8s-worker-04 kubelet[1123]: E0303 06:06:55.5 1123 pod_workers.go:1298] "
            "\"Error syncing pod\"") << error;
        QTest::newRow("flake8 is no glog")
            << QByteArray("app/views.py:12:80: E501 line too long (88 > 79)") << none;
        QTest::newRow("logcat") << QByteArray("10-14 09:12:01.404  1702  2395 I ActivityManager: Killed")
                                << quiet;
        QTest::newRow("apache") << QByteArray(
            "[Sun Mar 02 03:35:20.2 2025] [reqtimeout:info] [pid 4] AH01382: timeout")
                                << quiet;
        QTest::newRow("nginx") << QByteArray("2025/03/02 03:35:20 [error] 42#42: *1 connect() failed")
                               << error;
        QTest::newRow("syslog priority") << QByteArray("<6>kernel: usb 1-1: new device") << quiet;
        QTest::newRow("kubernetes event")
            << QByteArray("Normal   Killing   pod/web-1   Stopping container") << quiet;
        QTest::newRow("git's error: before a capitalised word")
            << QByteArray("remote: error: Trace: 9c0e41b7d2a5f38e61c4b09d") << error;
        QTest::newRow("postgresql LOG")
            << QByteArray("2026-11-21 09:30:12.448 UTC [1] LOG:  listening on IPv4 address") << quiet;
        QTest::newRow("a stack frame")
            << QByteArray("\tat org.apache.hadoop.io.IOUtils.readFully(IOUtils.java:212)") << none;
    }

    void logLevels()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, level);
        QCOMPARE(int(LogLevel::levelOf(std::string_view(line.constData(), std::size_t(line.size())))), level);
    }

    // A Kerberos "Authentication failed" is no MongoDB error: the MongoDB record cannot be the
    // diagnosis of a log that never names MongoDB, and the generic record comes first.
    void productAbsentFromTheLogIsNoDiagnosis()
    {
        const Record mongo = signedRecord(u"mongodb/authentication-failed/x"_s, u"Authentication failed"_s,
            u"mongodb"_s, u"MongoServerError: Authentication failed."_s);
        const Record generic = signedRecord(u"security/authentication-failed/x"_s, u"Authentication failed"_s,
            u"security"_s, u"Authentication failed for user"_s);
        const LogMatcher matcher({mongo, generic});
        const QByteArray kerberos = routineLines()
            + "2025-10-14 09:13:01,118 ERROR [krb5] Authentication failed for user bob@EXAMPLE.ORG\n";
        const TriageResult result = triage(matcher, kerberos);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"security/authentication-failed/x"_s);
        QVERIFY(!findingOf(result, u"mongodb/authentication-failed/x"_s)->isDiagnosis());

        // Once the log talks to MongoDB, its record may be the diagnosis.
        const TriageResult withMongo = triage(matcher,
            routineLines()
                + "connecting to mongodb://db-1:27017/app\n"
                  "MongoServerError: Authentication failed.\n");
        const Finding *m = findingOf(withMongo, u"mongodb/authentication-failed/x"_s);
        QVERIFY(m);
        QVERIFY(m->best.evidence);
        QVERIFY(m->features.at(5) == 0); // TriageConfidence::ProductAbsent
    }

    // ssh cannot resolve a host: the Docker record whose signature is this very message is no
    // answer in a log without Docker, and the failure's own record takes its place first.
    void theFailuresOwnRecordGoesBeforeAnAbsentProducts()
    {
        const Record docker = signedRecord(u"docker/dns-resolution-failed/x"_s,
            u"Could not resolve host|Temporary failure in name resolution"_s, u"docker"_s,
            u"Could not resolve host / Temporary failure in name resolution"_s);
        const Record dns = signedRecord(u"networking/dns-resolution-failed/x"_s,
            u"NXDOMAIN|Name or service not known|could not resolve host"_s, u"networking"_s,
            u"DNS resolution failed: NXDOMAIN"_s);
        const LogMatcher matcher({docker, dns});
        // A log long enough to name what it runs on (EcosystemFit::longLogLines).
        const QByteArray log = routineLines().repeated(20)
            + "[2026-01-17 02:30:02] offsite-backup: rsync to backup@vault.example:/srv/nas-01/\n"
              "ssh: Could not resolve hostname vault.example: Temporary failure in name resolution\n"
              "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
              "rsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]\n";
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(findingOf(result, u"docker/dns-resolution-failed/x"_s)->features.at(5), 1.0);
        QCOMPARE(result.findings.first().record.id(), u"networking/dns-resolution-failed/x"_s);

        // In a log of Docker's, its record stays first.
        const TriageResult inDocker = triage(matcher,
            routineLines()
                + "$ docker build -t app .\n"
                  "Step 3/9 : RUN apt-get update\n"
                  "W: Failed to fetch http://deb.example/dists/bookworm/InRelease  Could not resolve host: "
                  "deb.example: Temporary failure in name resolution\n");
        QVERIFY(!inDocker.findings.isEmpty());
        QCOMPARE(inDocker.findings.first().record.id(), u"docker/dns-resolution-failed/x"_s);
    }

    // A Go record is no diagnosis of a Swift program's crash, which says nothing of Go; in a Go
    // program's log it may be.
    void languageOfAnotherLogIsNoDiagnosis()
    {
        const Record go = signedRecord(u"go/index-out-of-range/x"_s, u"[Ii]ndex out of range"_s, u"go"_s,
            u"panic: runtime error: index out of range"_s);
        const LogMatcher matcher({go});
        const TriageResult swift = triage(matcher,
            "$ swift build && .build/debug/App\n"
            "Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range\n"
            "Current stack trace:\n"
            "0    libswiftCore.so    0x00007f1c2a3b1234 _assertionFailure + 52\n");
        const Finding *f = findingOf(swift, u"go/index-out-of-range/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(5), 1.0); // TriageConfidence::ProductAbsent
        QVERIFY(!f->isDiagnosis());
        QVERIFY(swift.ecosystems.contains(u"swift"_s));

        const TriageResult goLog = triage(matcher,
            "panic: runtime error: index out of range [5] with length 3\n\n"
            "goroutine 1 [running]:\nmain.main()\n\t/app/main.go:12 +0x1d\n");
        f = findingOf(goLog, u"go/index-out-of-range/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(5), 0.0);
    }

    // The same error in three environments is one finding listing the other two.
    void environmentsAreOneFinding()
    {
        QList<Record> records;
        for (const QString &env : {u"py311-linux"_s, u"py312-macos"_s, u"py310-windows"_s}) {
            const Record r = signedRecord(u"python/modulenotfounderror/"_s + env,
                u"ModuleNotFoundError: No module named"_s, u"python"_s,
                u"ModuleNotFoundError: No module named 'x'"_s);
            records.append(r);
        }
        records.append(
            regexRecord(u"python/importerror/py311-linux"_s, u"cannot import name"_s, u"python"_s));
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "Traceback (most recent call last):\n  File \"app.py\", line 1, in <module>\n"
                  "ModuleNotFoundError: No module named 'requests'\n");
        QCOMPARE(result.findings.size(), 1);
        const Finding &f = result.findings.first();
        QVERIFY(f.record.id().startsWith(u"python/modulenotfounderror/"_s));
        QCOMPARE(f.environments.size(), 2);
        QStringList all {f.record.id()};
        for (const Record &r : f.environments)
            all.append(r.id());
        all.sort();
        QCOMPARE(all,
            QStringList({u"python/modulenotfounderror/py310-windows"_s,
                u"python/modulenotfounderror/py311-linux"_s, u"python/modulenotfounderror/py312-macos"_s}));
        QVERIFY(f.isDiagnosis());
    }

    // Advice (a record whose environment is a traveller, not a program) is not looked for unless
    // the user asks for every record.
    void adviceIsOutOfScopeUnlessAsked()
    {
        Record visa = regexRecord(u"visa/turkey/tr"_s, u"turkey.*visa"_s, u"visa"_s);
        VersionInfo forAgents;
        forAgents.version = u"ai-agent >=1.0"_s;
        visa.edit().versions.append(forAgents);
        const LogMatcher matcher({visa});
        const QByteArray log = routineLines() + "ERROR booking: turkey e-visa service answered 500\n";
        QVERIFY(triage(matcher, log).findings.isEmpty());
        TriageControl all;
        all.scope = ScopeFilter::All;
        const TriageResult result = triage(matcher, log, all);
        QCOMPARE(result.findings.size(), 1);
        QVERIFY(!result.findings.first().isDiagnosis());
    }

    // No regex matches the error line, but one record's words are its rare words: it is suggested
    // first, by text similarity (BM25 over signature, regex literals, root cause).
    void suggestionFoundBySimilarity()
    {
        Record graphBreak
            = signedRecord(u"pytorch/graph-break/x"_s, u"torch\\.compile.*fullgraph=True.*failed"_s,
                u"pytorch"_s, u"torch.compile graph break: data-dependent control flow"_s);
        graphBreak.edit().rootCause = u"Dynamo cannot trace Python branching on tensor values"_s;
        const Record oom = signedRecord(u"pytorch/cuda-oom/x"_s, u"CUDA out of memory"_s, u"pytorch"_s,
            u"torch.OutOfMemoryError: CUDA out of memory"_s);
        const Record shape = signedRecord(u"pytorch/shape-mismatch/x"_s, u"size mismatch for"_s, u"pytorch"_s,
            u"RuntimeError: Error(s) in loading state_dict: size mismatch for torch"_s);
        const LogMatcher matcher({graphBreak, oom, shape});
        const TriageResult result = triage(matcher,
            routineLines()
                + "Traceback (most recent call last):\n  File \"train.py\", line 12, in <module>\n"
                  "torch._dynamo.exc.Unsupported: Graph break due to data-dependent branching: if x.sum() > "
                  "0\n");
        QVERIFY(!result.findings.isEmpty());
        const Finding &top = result.findings.first();
        QCOMPARE(top.record.id(), u"pytorch/graph-break/x"_s);
        QVERIFY(top.suggestion);
        QCOMPARE(top.best.line, 32);
    }

    // A driver reports the server's error in its own words, with the query after it: the line
    // holds most of the record's signature among many other words, and no regex matches it.
    void longLineHoldingTheSignatureIsSuggested()
    {
        const Record denied = signedRecord(u"database/mysql-access-denied/x"_s,
            u"ERROR 1045.*Access denied for user"_s, u"database"_s,
            u"ERROR 1045 (28000): Access denied for user 'myuser'@'localhost' (using password: YES)"_s);
        const Record gone = signedRecord(u"database/mysql-gone-away/x"_s, u"MySQL server has gone away"_s,
            u"database"_s, u"ERROR 2006 (HY000): MySQL server has gone away"_s);
        const Record exists = signedRecord(u"database/table-exists/x"_s, u"Table '\\w+' already exists"_s,
            u"database"_s, u"ERROR 1050 (42S01): Table 'users' already exists"_s);
        const LogMatcher matcher({denied, gone, exists});
        const TriageResult result = triage(matcher,
            routineLines()
                + "[2025-11-24 20:11:07] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user "
                  "'wiki'@'172.22.0.3' (using password: YES) (Connection: mysql, SQL: select * from "
                  "information_schema.tables where table_schema = 'wiki' and table_name = 'migrations' and "
                  "table_type = 'BASE TABLE')\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"database/mysql-access-denied/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // A compiler's error states the record's message whole, its own header in the signature's
    // placeholder: the record is suggested though every word the line adds is a name it cannot
    // explain. The same record's regex catching a routine configure line ("Looking for include file
    // io.h - not found") does not keep it from being suggested for the error, and it is one finding.
    void aLineStatingTheWholeSignatureIsSuggested_data()
    {
        QTest::addColumn<bool>("routineHitAbove");
        QTest::newRow("alone") << false;
        QTest::newRow("after a routine hit of its regex") << true;
    }
    void aLineStatingTheWholeSignatureIsSuggested()
    {
        QFETCH(bool, routineHitAbove);
        const Record include = signedRecord(u"cmake/missing-include-path/x"_s,
            u"(No such file.*directory.*\\.h|fatal error.*header|include.*not found)"_s, u"cmake"_s,
            u"fatal error: header.h: No such file or directory"_s);
        const Record package = signedRecord(u"cmake/find-package-not-found/x"_s, u"Could NOT find \\w+"_s,
            u"cmake"_s, u"CMake Error: Could NOT find Package (missing: Package_DIR)"_s);
        QList<Record> records {include, package};
        // Other records' messages end alike: the line's common words explain little of it.
        for (int i = 0; i < 20; ++i) {
            const Record other = signedRecord(u"build/other-%1/x"_s.arg(i), u"module%1 was removed"_s.arg(i),
                u"build"_s, u"fatal error in module%1: No such file or directory"_s.arg(i));
            records.append(other);
        }
        const LogMatcher matcher(records);
        QByteArray log = routineLines();
        if (routineHitAbove)
            log += "-- Looking for include file io.h - not found\n";
        log += "[779/852] Building CXX object src/net/CMakeFiles/ta_net.dir/http_client.cpp.o\n"
               "FAILED: src/net/CMakeFiles/ta_net.dir/http_client.cpp.o\n"
               "/home/runner/work/agent/agent/src/net/http_client.h:9:10: fatal error: "
               "boost/asio/ssl/stream.hpp: No such file or directory\n"
               "    9 | #include <boost/asio/ssl/stream.hpp>\n"
               "compilation terminated.\n";
        const TriageResult result = triage(matcher, log);
        QVERIFY(!result.findings.isEmpty());
        const Finding &first = result.findings.first();
        QCOMPARE(first.record.id(), u"cmake/missing-include-path/x"_s);
        QVERIFY(first.suggestion);
        QVERIFY(first.bestLine.contains(u"fatal error: boost/asio"_s));
        QCOMPARE(std::count_if(result.findings.begin(), result.findings.end(),
                     [](const Finding &f) { return f.record.id() == u"cmake/missing-include-path/x"_s; }),
            1);
    }

    // A pasted test run starts with the command typed at the prompt: with the error in a language
    // no record covers (Racket), the words of the command ("raco test tests/") suggest no test
    // record; the prompts of the common shells are read as prompts.
    void theCommandTypedIsNoError()
    {
        const Record flaky = signedRecord(u"cicd/test-flaky-timeout/x"_s, u"Test timed out after \\d+"_s,
            u"cicd"_s, u"Test timed out: tests flaky in CI"_s);
        const LogMatcher matcher({flaky});
        const TriageResult result = triage(matcher,
            "$ raco test tests/\n"
            "raco test: (submod \"tests/render-test.rkt\" test)\n"
            "render-test > table with empty rows\n"
            "ERROR\n"
            "car: contract violation\n"
            "  expected: pair?\n"
            "  given: '()\n"
            "1/17 test failures\n");
        QVERIFY(result.findings.isEmpty());

        for (const char *prompt :
            {"$ raco test tests/", "ops@build-07:~$ git pull --ff-only",
                "root@web-1:/srv/app# systemctl restart app", "PS C:\\src\\app> dotnet build", "% make test"})
            QVERIFY2(OutcomeLine::isShellCommand(prompt), prompt);
        for (const char *line : {"error: test tests failed", "git@github.com: Permission denied (publickey).",
                 "user@example.com: mailbox unavailable $ 550", "PS: process list", "$5 charged"})
            QVERIFY2(!OutcomeLine::isShellCommand(line), line);
    }

    // A driver's exception repeats the server's message without its SQLSTATE class ("HY000",
    // general error): the record whose signature states the class is still suggested for it.
    void anSqlStateClassIsNotAnErrorTheLineMustName()
    {
        Record lockWait = regexRecord(u"database/mysql-lock-wait-timeout/x"_s,
            u"ERROR 1205.*Lock wait timeout exceeded"_s, u"database"_s);
        lockWait.edit().signature
            = u"ERROR 1205 (HY000): Lock wait timeout exceeded; try restarting transaction"_s;
        const Record gone = signedRecord(u"database/mysql-gone-away/x"_s, u"MySQL server has gone away"_s,
            u"database"_s, u"ERROR 2006 (HY000): MySQL server has gone away"_s);
        const LogMatcher matcher({lockWait, gone});
        const TriageResult result = triage(matcher,
            routineLines()
                + "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout "
                  "exceeded; try restarting transaction\n"
                  "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:114)\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"database/mysql-lock-wait-timeout/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // Two records of one error in two products match the same line; the one naming the product
    // the lines around show (the SDK's client in the stack) comes first, though the other's
    // signature shares a word of the line ("shard").
    void theProductTheLinesAroundNameComesFirst()
    {
        const Record kinesis = signedRecord(u"aws/aws-kinesis-throughput-exceeded/x"_s,
            u"ProvisionedThroughputExceededException|Rate exceeded for shard"_s, u"aws"_s,
            u"ProvisionedThroughputExceededException: Rate exceeded for shard"_s);
        const Record dynamo = signedRecord(u"aws/dynamodb-provisioned-throughput-exceeded/x"_s,
            u"ProvisionedThroughputExceededException"_s, u"aws"_s,
            u"An error occurred (ProvisionedThroughputExceededException)"_s);
        const LogMatcher matcher({kinesis, dynamo});
        const QByteArray log
            = "2026-03-03T18:00:09.277Z\tERROR\tbatch failed shard=shardId-000000000003 "
              "ProvisionedThroughputExceededException: The level of configured provisioned "
              "throughput for the table was exceeded.\n"
              "    at throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:867:20)\n"
              "    at de_CommandError "
              "(/app/node_modules/@aws-sdk/client-dynamodb/dist-cjs/index.js:2299:14)\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"aws/dynamodb-provisioned-throughput-exceeded/x"_s);
    }

    // The words around a line: those of a few lines above and below it, not those further away.
    void nearbyWordsAreThoseOfTheLinesAround()
    {
        QByteArray text;
        for (int i = 0; i < 30; ++i)
            text += "line " + QByteArray::number(i) + " word" + QByteArray::number(i) + "\n";
        const qsizetype at = text.indexOf("line 15 ");
        const NearbyWords words = NearbyWords::around(
            std::string_view(text.constData(), std::size_t(text.size())), std::size_t(at), 6);
        for (int i = 9; i <= 21; ++i)
            QVERIFY2(words.mayContain("word" + std::to_string(i)), qPrintable(QString::number(i)));
        QVERIFY(!words.mayContain("word2"));
        QVERIFY(!words.mayContain("word28"));
        QVERIFY(!NearbyWords().mayContain("line"));
    }

    // The words the similarity search reads: a log line's rare words, not its stop words. (Qt's
    // `emit` macro once swallowed every term, which left suggestions to signatures alone.)
    void searchReadsTheLinesWords()
    {
        const std::vector<std::string> terms
            = RecordSearch::terms("torch._dynamo.exc.Unsupported: Graph break in the loop");
        const std::vector<std::string> expected
            = {"torch", "dynamo", "exc", "unsupported", "graph", "break", "loop"};
        QCOMPARE(terms, expected);
    }

    // "Process completed with exit code 1" follows any failed CI step; a record whose signature
    // ends with it is no suggestion for it.
    void exitStatusLineGetsNoSuggestion()
    {
        const Record login
            = signedRecord(u"cicd/docker-login/x"_s, u"Username and password required"_s, u"cicd"_s,
                u"Error: Username and password required. Error: Process completed with exit code 1."_s);
        const LogMatcher matcher({login});
        const TriageResult result = triage(matcher,
            routineLines() + "2026-01-21T15:02:24.2021878Z ##[error]Process completed with exit code 1.\n");
        QVERIFY(result.findings.isEmpty());
    }

    // Two records of one domain that both name the line's error ("KeyError", and "KeyError on a
    // dict") are variants of one answer: the second does not make the first less certain.
    void variantsOfOneErrorDoNotDoubtEachOther()
    {
        const Record key
            = signedRecord(u"python/keyerror/x"_s, u"KeyError: "_s, u"python"_s, u"KeyError: 'name'"_s);
        const Record dict = signedRecord(u"python/keyerror-dict/x"_s, u"KeyError: '"_s, u"python"_s,
            u"KeyError: 'name' when reading a dict"_s);
        const LogMatcher matcher({key, dict});
        const TriageResult result = triage(matcher,
            routineLines()
                + "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n"
                  "    region = REGIONS[name]\nKeyError: 'eu-central-2'\n");
        QCOMPARE(result.findings.size(), 2);
        QVERIFY(result.findings.first().isDiagnosis());
    }

    // An Elixir error with records of other things that share its words: suggestions at most,
    // never a diagnosis.
    void unknownErrorGetsNoDiagnosis()
    {
        const Record dbt = signedRecord(u"data/dbt-compilation-error/x"_s, u"Compilation Error"_s, u"data"_s,
            u"Compilation Error in model orders: column not found"_s);
        const Record js = signedRecord(u"node/undefined-function/x"_s, u"is not a function"_s, u"node"_s,
            u"TypeError: x.map is not a function"_s);
        const LogMatcher matcher({dbt, js});
        const TriageResult result = triage(matcher,
            routineLines()
                + "** (UndefinedFunctionError) function MyAppWeb.PageController.indx/2 is undefined or "
                  "private\n"
                  "    (my_app 0.1.0) lib/my_app_web/controllers/page_controller.ex:9: "
                  "MyAppWeb.PageController.action/2\n"
                  "    (phoenix 1.7.10) lib/phoenix/router.ex:432: Phoenix.Router.__call__/5\n");
        QVERIFY(!anyDiagnosis(result));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosis)
#include "tst_diagnosis.moc"
