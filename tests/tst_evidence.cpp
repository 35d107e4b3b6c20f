// SPDX-License-Identifier: MIT
// What in a log is evidence of an error, each rule on a small log written here (no corpus): what a
// regex matched must be the error's words, not digits of an id or a piece of a word; the level a
// line states in any of the formats developers meet (what a routine line is: tst_routinelines);
// and neither the command typed at the prompt nor the exit status every failed step ends
// with gets a record. tst_diagnosis checks which records a log gets and in which order.
#include "hitscore.h"
#include "loglevel.h"
#include "outcomeline.h"
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::anyDiagnosis;
using FaultlineTest::findingOf;
using FaultlineTest::regexRecord;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestEvidence : public QObject
{
    Q_OBJECT

    /// The columns of the rows checkEvidenceOfTheRow() reads.
    static void addEvidenceColumns()
    {
        QTest::addColumn<QString>("regex");
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("evidence");
    }

    /// For a row of `regex`, `line` and `evidence`: whether a record with that regex, matching the
    /// line below a few routine ones, has its match counted as evidence (and no diagnosis when not).
    void checkEvidenceOfTheRow()
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
        addEvidenceColumns();
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
        // A camel-case name is spelled one way: PureScript's type "JsonDecodeError" is no Python
        // "JSONDecodeError", whether the regex holds only names or more.
        QTest::newRow("a name in another case") << u"(JSONDecodeError|json.*parse.*error)"_s
                                                << "error: Could not match type JsonDecodeError"_ba << false;
        QTest::newRow("the name as written")
            << u"(JSONDecodeError|json.*parse.*error)"_s
            << "error: json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)"_ba << true;
        QTest::newRow("a plain name in another case")
            << u"JSONDecodeError|ToolCallError"_s << "error: Could not match type JsonDecodeError"_ba
            << false;
        QTest::newRow("a plain name as written")
            << u"JSONDecodeError|ToolCallError"_s << "error: json.decoder.JSONDecodeError: Expecting value"_ba
            << true;
        QTest::newRow("a name the regex spells in two cases")
            << u"NaNError|nanerror"_s << "error: loss is nanerror at step 3"_ba << true;
        QTest::newRow("a sentence in another case")
            << u"Connection refused"_s << "error: connect ECONNREFUSED: connection refused"_ba << true;
        // The first parts of a camel-case name are whole words of it; one part is not.
        QTest::newRow("a class name's first parts")
            << u"(ProducerFenced|producer.*fenced)"_s
            << "org.apache.kafka.common.errors.ProducerFencedException: There is a newer producer"_ba << true;
        QTest::newRow("a class name's first part")
            << u"Producer"_s << "ERROR org.apache.kafka.ProducerFencedException"_ba << false;
        QTest::newRow("a function's first parts")
            << u"useEffect"_s << "TypeError: useEffectEvent is not a function"_ba << false;
        QTest::newRow("a class name's middle parts")
            << u"FencedExc"_s << "ERROR org.apache.kafka.ProducerFencedException"_ba << false;
        // An error constant is one name: literals that spell most of it whole, around a `.*`, name
        // it; one that spells a part of it, or a part of a longer name, does not.
        QTest::newRow("a status constant spelt around a gap")
            << u"cusolver.*INTERNAL_ERROR"_s
            << "RuntimeError: torch.linalg.eigh: CUSOLVER_STATUS_INTERNAL_ERROR, when calling `syevd`"_ba
            << true;
        QTest::newRow("a part of a status constant")
            << u"INTERNAL_ERROR"_s << "RuntimeError: torch.linalg.eigh: CUSOLVER_STATUS_INTERNAL_ERROR"_ba
            << false;
        QTest::newRow("a constant inside a longer name")
            << u"cusolver.*INTERNAL_ERROR"_s << "debug: hook=on_cusolver_status_internal_error_count 3"_ba
            << false;
        // A word the log inflects is the regex's word ("contexts" for `context`); one that goes on
        // to another word is cut ("contextual").
        QTest::newRow("an inflected word")
            << u"scroll.*context.*limit"_s
            << "elasticsearch.ApiError: Trying to create too many scroll contexts. Must be less than or "
               "equal to: [500]. This limit can be set by changing a setting"_ba
            << true;
        QTest::newRow("a longer word")
            << u"scroll.*context.*limit"_s
            << "elasticsearch.ApiError: Trying to create too many scroll contextual menus. Must be less "
               "than or equal to: [500]. This limit can be set by changing a setting"_ba
            << false;
        QTest::newRow("a captured tail") << u"Error: Cycle:?\\s*(.+)"_s
                                         << "Error: Cycle: module.network.aws_security_group.app, "
                                            "module.network.aws_security_group.db"_ba
                                         << true;
    }

    void aWordCutInsideTheMatchIsNoEvidence() { checkEvidenceOfTheRow(); }

    // CMake's header "CMake Error at FILE:LINE (COMMAND):" names where the message below it was
    // raised: a regex matching the command or the file there says nothing of the error.
    void thePlaceAHeaderNamesIsNoEvidence_data()
    {
        addEvidenceColumns();
        const QByteArray header
            = "CMake Error at third_party/tinyxml/CMakeLists.txt:1 (cmake_minimum_required):"_ba;
        QTest::newRow("the command") << u"cmake_minimum_required"_s << header << false;
        QTest::newRow("the file") << u"CMakeLists\\.txt:1"_s << header << false;
        QTest::newRow("the header's own words") << u"CMake Error at"_s << header << true;
        QTest::newRow("a dev warning's command")
            << u"find_package"_s << "CMake Warning (dev) at CMakeLists.txt:38 (find_package):"_ba << false;
        QTest::newRow("an error under -Werror=dev")
            << u"find_package"_s << "CMake Error (dev) at CMakeLists.txt:38 (find_package):"_ba << false;
        QTest::newRow("after another tool's tag")
            << u"add_library"_s << "[cmake] CMake Error at src/CMakeLists.txt:4 (add_library):"_ba << false;
        QTest::newRow("the message on the header's line")
            << u"Could not find a package configuration file"_s
            << "CMake Error at CMakeLists.txt:20 (find_package): Could not find a package configuration file "
               "provided by \"Foo\" with any of the following names:"_ba
            << true;
        QTest::newRow("the command in a message")
            << u"cmake_minimum_required"_s << "CMake Error: cmake_minimum_required(VERSION 2.8) is too old"_ba
            << true;
    }

    void thePlaceAHeaderNamesIsNoEvidence() { checkEvidenceOfTheRow(); }

    // A driver names its classes after the server's errors with a prefix of its own: the last
    // three parts of "MongoWriteConcernError" or more are the error's name whole. Two may be
    // another class's ("MemoryError" of Java's "OutOfMemoryError") or a constant's.
    void theLastPartsOfAClassNameAreEvidence_data()
    {
        addEvidenceColumns();
        QTest::newRow("a driver's prefix")
            << u"WriteConcernError"_s << "MongoWriteConcernError: waiting for replication timed out"_ba
            << true;
        QTest::newRow("another class's last two parts")
            << u"MemoryError"_s
            << "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"_ba << false;
        QTest::newRow("a constant's last two parts")
            << u"BadGateway"_s << "error: upstream answered http.StatusBadGateway"_ba << false;
        QTest::newRow("not at a part's start")
            << u"riteConcernError"_s << "MongoWriteConcernError: waiting for replication timed out"_ba
            << false;
    }

    void theLastPartsOfAClassNameAreEvidence() { checkEvidenceOfTheRow(); }

    // MySQL's SHOW REPLICA STATUS lists the fields an error would be reported in, empty when there
    // is none: "Last_SQL_Error:" names a field, not an error. With a value, it reports one; so
    // does an exception's class with its message on the line below.
    void anEmptyFieldIsNoEvidence_data()
    {
        addEvidenceColumns();
        QTest::newRow("an empty field")
            << u"Last_SQL_Error"_s << "               Last_SQL_Error:"_ba << false;
        QTest::newRow("an empty field, line ended by CR")
            << u"Last_IO_Error"_s << "                Last_IO_Error:  \r"_ba << false;
        QTest::newRow("the field with its error")
            << u"Last_SQL_Error"_s
            << "               Last_SQL_Error: Could not execute Write_rows event on table shop.orders; "
               "Duplicate entry '1042' for key 'PRIMARY'"_ba
            << true;
        QTest::newRow("an exception's class alone")
            << u"ConcurrentModificationException"_s << "    ConcurrentModificationException:"_ba << true;
    }

    void anEmptyFieldIsNoEvidence() { checkEvidenceOfTheRow(); }

    // A state dump (`docker inspect`, `kubectl get -o yaml`) names the errors it would report and
    // says there was none: `"OOMKilled": false` is no out-of-memory kill. An exception's class with
    // a message that looks like such a value ("KeyError: 0", Java's "…Exception: null") is an error.
    void anUnsetFieldIsNoEvidence_data()
    {
        addEvidenceColumns();
        QTest::newRow("docker inspect's flag")
            << u"OOMKilled"_s << "        \"OOMKilled\": false,"_ba << false;
        QTest::newRow("a YAML flag") << u"oomKilled"_s << "      oomKilled: false"_ba << false;
        QTest::newRow("an empty error") << u"Error"_s << "        \"Error\": \"\","_ba << false;
        QTest::newRow("a null error") << u"lastError"_s << "  lastError: null"_ba << false;
        QTest::newRow("the flag set") << u"OOMKilled"_s << "        \"OOMKilled\": true,"_ba << true;
        QTest::newRow("python's KeyError of 0") << u"KeyError"_s << "KeyError: 0"_ba << true;
        QTest::newRow("java's exception without a message")
            << u"ConcurrentModificationException"_s << "java.util.ConcurrentModificationException: null"_ba
            << true;
    }

    void anUnsetFieldIsNoEvidence() { checkEvidenceOfTheRow(); }

    // So the record of the message below the header comes first, not one matching the header's
    // command.
    void theMessageBelowAHeaderOutranksItsPlace()
    {
        const LogMatcher matcher(
            {regexRecord(u"cmake/version-mismatch/x"_s, u"cmake_minimum_required"_s, u"cmake"_s),
                regexRecord(u"cmake/compatibility-removed/x"_s,
                    u"Compatibility with CMake < [\\d.]+ has been removed"_s, u"cmake"_s)});
        const TriageResult result = triage(matcher,
            routineLines()
                + "-- Configuring skylark-sim 0.9.2\n"
                  "CMake Error at third_party/tinyxml/CMakeLists.txt:1 (cmake_minimum_required):\n"
                  "  Compatibility with CMake < 3.5 has been removed from CMake.\n"
                  "\n"
                  "  Update the VERSION argument <min> value.\n"
                  "\n"
                  "-- Configuring incomplete, errors occurred!\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"cmake/compatibility-removed/x"_s);
        const Finding *place = findingOf(result, u"cmake/version-mismatch/x"_s);
        QVERIFY(place);
        QVERIFY(!place->best.evidence);
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
        // journald's prefix and slog's own timestamp: twenty numbers before the level.
        QTest::newRow("go slog under journald") << QByteArray(
            "Jun 20 21:43:05 pi-solar exporter[1187]: time=2024-06-20T21:43:05.101+02:00 level=WARN "
            "msg=\"request failed\" err=\"context deadline exceeded\"")
                                                << warning;
        QTest::newRow("a message's words are not its head") << QByteArray(
            "Jun 20 21:43:05 pi-solar exporter[1187]: the cache was cold so the first scrape of the "
            "inverter took long, see the WARN below") << none;
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
        // `logcat -v time`, `-v brief` and `-v tag`: the letter before the tag's slash.
        QTest::newRow("logcat's time format") << QByteArray(
            "01-21 18:41:54.930 W/Unity   (12873): The referenced script (Unknown) on this "
            "Behaviour is missing!") << warning;
        QTest::newRow("logcat's brief format")
            << QByteArray("E/AndroidRuntime( 4519): FATAL EXCEPTION: main") << error;
        QTest::newRow("logcat's tag format") << QByteArray("I/chromium: [INFO:CONSOLE(12)] loaded") << quiet;
        // Tags that carry what a program printed: the message states its level, or none.
        QTest::newRow("flutter's print channel") << QByteArray(
            "I/flutter ( 9412): \u2550\u2550\u2561 EXCEPTION CAUGHT BY WIDGETS LIBRARY \u255e\u2550\u2550")
                                                 << none;
        QTest::newRow("a printed stack trace") << QByteArray(
            "03-02 10:14:52.118  4519  4519 W System.err: java.io.FileNotFoundException: /data/x.json")
                                               << none;
        QTest::newRow("a printed level") << QByteArray("I/flutter ( 9412): [ERROR] sync failed") << error;
        QTest::newRow("a tag that begins like one") << QByteArray("I/flutterfire ( 9412): ready") << quiet;
        QTest::newRow("a slash in prose is no tag")
            << QByteArray("A/B test failed: variant B crashed on start") << none;
        QTest::newRow("apache") << QByteArray(
            "[Sun Mar 02 03:35:20.2 2025] [reqtimeout:info] [pid 4] AH01382: timeout")
                                << quiet;
        QTest::newRow("nginx") << QByteArray("2025/03/02 03:35:20 [error] 42#42: *1 connect() failed")
                               << error;
        QTest::newRow("syslog priority") << QByteArray("<6>kernel: usb 1-1: new device") << quiet;
        QTest::newRow("kubernetes event")
            << QByteArray("Normal   Killing   pod/web-1   Stopping container") << quiet;
        QTest::newRow("git's checkout report")
            << QByteArray("2024-12-03T10:22:42.9951180Z HEAD is now at 83e1c0f Merge 2d7a9b4 into 6f0c38a")
            << quiet;
        QTest::newRow("git's detached HEAD advice") << QByteArray(
            "2024-12-03T10:22:32.7769711Z You are in 'detached HEAD' state. You can look around, "
            "make experimental") << quiet;
        QTest::newRow("gitlab's checkout")
            << QByteArray("Checking out 5a7e02c1 as detached HEAD (ref is main)...") << quiet;
        QTest::newRow("docker push's layer status")
            << QByteArray("5f70bf18a086: Layer already exists") << quiet;
        QTest::newRow("docker pull's layer status")
            << QByteArray("2024-12-03T10:22:35.1Z a1b2c3d4e5f6: Pull complete") << quiet;
        QTest::newRow("a layer's error")
            << QByteArray("a1b2c3d4e5f6: error pulling image configuration") << none;
        QTest::newRow("HEAD inside a message")
            << QByteArray("fatal: ambiguous argument 'HEAD is now at'") << error;
        QTest::newRow("git's error: before a capitalised word")
            << QByteArray("remote: error: Trace: 9c0e41b7d2a5f38e61c4b09d") << error;
        // Gradle's progress names the task it runs, "Errors" and all; a task's FAILED is its outcome.
        QTest::newRow("gradle's task")
            << QByteArray("> Task :app:checkKotlinGradlePluginConfigurationErrors") << quiet;
        QTest::newRow("gradle's failed task") << QByteArray("> Task :app:compileDebugKotlin FAILED") << none;
        QTest::newRow("postgresql LOG")
            << QByteArray("2026-11-21 09:30:12.448 UTC [1] LOG:  listening on IPv4 address") << quiet;
        QTest::newRow("a stack frame")
            << QByteArray("\tat org.apache.hadoop.io.IOUtils.readFully(IOUtils.java:212)") << none;
        // A warning class a runtime names, before the message.
        QTest::newRow("node's deprecation warning")
            << QByteArray("(node:48211) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.")
            << warning;
        QTest::newRow("python's user warning") << QByteArray(
            "/opt/app/.venv/lib/python3.12/site-packages/torch/utils/data.py:558: UserWarning: This "
            "DataLoader will create 8 worker processes")
                                               << warning;
        // nvidia-smi's report of the driver and CUDA versions, pasted into GPU bug reports.
        QTest::newRow("nvidia-smi's header") << QByteArray(
            "| NVIDIA-SMI 550.120                Driver Version: 550.120        CUDA Version: 12.4     |")
                                             << quiet;
        QTest::newRow("a driver too old")
            << QByteArray("RuntimeError: The NVIDIA driver on your system is too old (found version 12000).")
            << none;
        QTest::newRow("an error naming a warning")
            << QByteArray("TypeError: MaxListenersExceededWarning is not a constructor") << none;
        // The kernel logs its hung-task and stall reports at the error priority, headed "INFO:".
        QTest::newRow("the kernel's hung task") << QByteArray(
            "Nov 03 02:34:03 backup-02 kernel: INFO: task rsync:48214 blocked for more than "
            "120 seconds.") << none;
        QTest::newRow("the kernel's hung task in dmesg")
            << QByteArray("[ 7384.120931] INFO: task kworker/u16:2:311 blocked for more than 122 seconds.")
            << none;
        QTest::newRow("the kernel's hung task in kern.log") << QByteArray(
            "Nov  3 02:34:03 backup-02 kernel: [ 7384.120931] INFO: task rsync:48214 blocked "
            "for more than 120 seconds.") << none;
        QTest::newRow("INFO after a bracketed time")
            << QByteArray("[2025-11-03 02:34:03.118] INFO: snapshot 41 done") << quiet;
        QTest::newRow("INFO after another program")
            << QByteArray("Nov 03 02:34:03 backup-02 backupd[812]: INFO: snapshot 41 done") << quiet;
    }

    void logLevels()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, level);
        QCOMPARE(int(LogLevel::levelOf(std::string_view(line.constData(), std::size_t(line.size())))), level);
    }

    // The Go toolchain's report on a source line fails the build: an error line, though it names
    // no error; a panic's frame and a test's log line are no such report.
    void goCompilerDiagnostics_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("diagnostic");
        QTest::newRow("go build") << QByteArray("./main.go:5:2: \"os\" imported and not used") << true;
        QTest::newRow("a package's path")
            << QByteArray("internal/quote/surcharge.go:9:2: undefined: round") << true;
        QTest::newRow("a panic's frame") << QByteArray("\t/app/internal/api/handler.go:42 +0x1d") << false;
        QTest::newRow("a test's log") << QByteArray("    quote_test.go:42: got 3, want 4") << false;
        QTest::newRow("prose") << QByteArray("see the file main.go:5:2: for details") << false;
        QTest::newRow("nothing after") << QByteArray("main.go:5:2: ") << false;
    }
    void goCompilerDiagnostics()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, diagnostic);
        const std::string_view text(line.constData(), std::size_t(line.size()));
        QCOMPARE(LogLevel::isGoCompilerDiagnostic(text), diagnostic);
        QCOMPARE(HitScore::lineSeverity(text, 0) >= 1.0, diagnostic);
    }

    // A Kubernetes Warning event is how the cluster reports a failure, in both of kubectl's layouts;
    // a line that merely starts with the word is not one.
    void kubernetesWarningEvents_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("event");
        QTest::newRow("kubectl describe") << QByteArray("  Warning  FailedMount  2m (x7 over 9m)  kubelet  "
                                                        "MountVolume.SetUp failed for volume \"certs\"")
                                          << true;
        QTest::newRow("kubectl get events") << QByteArray(
            "5m14s       Warning   BackOff    pod/web-7c9f   Back-off restarting failed container")
                                            << true;
        QTest::newRow("React's console warning")
            << QByteArray("Warning: Maximum update depth exceeded.") << false;
        QTest::newRow("prose") << QByteArray("Warning  the cache is cold on first start") << false;
        QTest::newRow("a normal event")
            << QByteArray("  Normal   Pulled     12s   kubelet   Successfully pulled image") << false;
    }

    void kubernetesWarningEvents()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, event);
        QCOMPARE(
            LogLevel::isKubernetesWarningEvent(std::string_view(line.constData(), std::size_t(line.size()))),
            event);
    }

    // The text of an issue around a pasted log: the reporter tells what else they met. That is
    // no report of the program's: a hit there is no diagnosis, while the same error printed by
    // the program is.
    void aPersonsWordsAreNoDiagnosis_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("prose");
        QTest::newRow("earlier I was")
            << "Earlier today I was also getting `RateLimitError: Error code: 429`"_ba << true;
        QTest::newRow("I'm") << "I'm on openai 1.54 and get RateLimitError: Error code: 429"_ba << true;
        QTest::newRow("my") << "(my CI also hit RateLimitError: Error code: 429 twice)"_ba << true;
        QTest::newRow("the program's")
            << "openai.RateLimitError: Error code: 429 - rate limit reached"_ba << false;
        QTest::newRow("I/O") << "RateLimitError: Error code: 429 after I/O retry (I2C bus idle)"_ba << false;
        // A Markdown list item quoting code is what the reporter tried; a program's list item
        // quotes none.
        QTest::newRow("a list item quoting code")
            << "- `max_retries=5` on the client: then it's `RateLimitError: Error code: 429` later"_ba
            << true;
        QTest::newRow("a program's list item")
            << "  - RateLimitError: Error code: 429 (attempt 3 of 5)"_ba << false;
    }
    void aPersonsWordsAreNoDiagnosis()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, prose);
        QCOMPARE(OutcomeLine::isPersonalProse(std::string_view(line.constData(), std::size_t(line.size()))),
            prose);
        // An HTTP API's record: a language model provider's would need its API named in the log.
        const Record rateLimit = signedRecord(u"api/rate-limit/x"_s, u"RateLimitError: Error code: 429"_s,
            u"api"_s, u"openai.RateLimitError: Error code: 429"_s);
        const TriageResult result = triage(LogMatcher({rateLimit}), routineLines() + line + '\n');
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().isDiagnosis(), !prose);
    }

    // A person's sentence wrapped onto the next line is still theirs: the record its words match
    // there ("`go mod tidy`") is no diagnosis. The program's error pasted right under an unfinished
    // sentence ("… since then I get") is the program's, and is.
    void aPersonsSentenceGoesOnOnTheNextLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("diagnosis");
        QTest::newRow("wrapped prose")
            << "This bumps the gateway to v2.22.0 for the new options. Locally I\n"
               "get `updates to gomod.sum needed; to update run: gomod tidy` on a clean checkout\n"_ba
            << false;
        QTest::newRow("the program's line alone") << "error: gomod tidy: ambiguous import\n"_ba << true;
        QTest::newRow("an error under an unfinished sentence") << "Since the bump of the gateway I get\n"
                                                                  "error: gomod tidy: ambiguous import\n"_ba
                                                               << true;
        QTest::newRow("a line under a finished sentence") << "I bumped the gateway to v2.22.0 today.\n"
                                                             "error: gomod tidy: ambiguous import\n"_ba
                                                          << true;
    }
    void aPersonsSentenceGoesOnOnTheNextLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, diagnosis);
        const Record tidy = signedRecord(u"build/gomod-tidy-needed/x"_s, u"gomod tidy"_s, u"build"_s,
            u"updates to gomod.sum needed; to update run: gomod tidy"_s);
        const TriageResult result = triage(LogMatcher({tidy}), routineLines() + text);
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().isDiagnosis(), diagnosis);
    }

    // A pasted test run starts with the command typed at the prompt: with the error in a language
    // no record covers (Racket), the words of the command ("raco test tests/") suggest no test
    // record; the prompts of the common shells are read as prompts, and so are the commands a shell
    // traces with `set -x`.
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

        for (const char *prompt : {"$ raco test tests/", "ops@build-07:~$ git pull --ff-only",
                 "root@web-1:/srv/app# systemctl restart app", "PS C:\\src\\app> dotnet build", "% make test",
                 "lea@mbp atlas % make dev", "lea@mbp ~ $ ls", "    $ go mod tidy", "\t$ make",
                 " > git clean -fdx # timeout=10", " > git fetch --tags --force -- origin # timeout=10\r",
                 "+ aws ecr get-login-password", "++ pwd", "+ ./gradlew build", "+ /usr/bin/make -j4"})
            QVERIFY2(OutcomeLine::isShellCommand(prompt), prompt);
        for (const char *line : {"error: test tests failed", "git@github.com: Permission denied (publickey).",
                 "user@example.com: mailbox unavailable $ 550", "PS: process list", "$5 charged",
                 "sent to ops@example.com at 10:02 % of quota", "> Task :app:compileJava FAILED",
                 "   > Could not find com.acme:events:2.4.1.", "> git clean # timeout=",
                 "> retry # timeout=10 later", "+ Received", "+1 more", "+ ", "+++ b/src/main.c"})
            QVERIFY2(!OutcomeLine::isShellCommand(line), line);
    }

    // A record's regex may match the command typed after the error ("aws lambda … --query
    // '{Timeout:Timeout,…,Vpc:…}'" for a record on Lambda timeouts in a VPC): what was run is no evidence of
    // what failed, and the record matching the error's own line comes first.
    void aRegexMatchingTheCommandTypedIsNoEvidence()
    {
        const Record cold = signedRecord(u"cloud/lambda-cold-start/x"_s, u"Lambda.*timeout.*VPC"_s,
            u"cloud"_s, u"Lambda in a VPC times out on cold start"_s);
        const Record timeout = signedRecord(u"aws/lambda-timeout/x"_s, u"Task timed out after"_s, u"aws"_s,
            u"Task timed out after 3.00 seconds"_s);
        const TriageResult result = triage(LogMatcher({cold, timeout}),
            routineLines()
                + "2025-09-16T08:14:33.046Z 0c7a5e21-94d3 Task timed out after 30.01 seconds\n"
                  "$ aws lambda get-function-configuration --function-name geo-enrich --query "
                  "'{Timeout:Timeout,Mem:MemorySize,Vpc:VpcConfig.SubnetIds}'\n");
        const Finding *command = findingOf(result, u"cloud/lambda-cold-start/x"_s);
        QVERIFY(command);
        QVERIFY(!command->best.evidence);
        QVERIFY(!command->isDiagnosis());
        QCOMPARE(result.findings.first().record.id(), u"aws/lambda-timeout/x"_s);
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
};

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
