// SPDX-License-Identifier: MIT
// What in a log is evidence of an error, each rule on a small log written here (no corpus): what a
// regex matched must be the error's words, not digits of an id or a piece of a word; a person's
// words around a pasted log are no report of the program's; and neither the command typed at the
// prompt nor the exit status every failed step ends with gets a record. The level a line states is
// tst_loglevels'; what a routine line is, tst_routinelines'; which records a log gets and in which
// order, tst_diagnosis'.
#include "outcomeline.h"
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
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

    // A command line's option names what was asked for: `--no-cache` in the step that failed is no
    // evidence of a cache problem; the same words in a message are.
    void anOptionIsNoEvidence_data()
    {
        addEvidenceColumns();
        QTest::newRow("an option of the command that failed")
            << u"--no-cache|cache bust"_s
            << " => ERROR [build 3/7] RUN apk add --no-cache build-base libffi-dev           3.3s"_ba
            << false;
        QTest::newRow("the words in a message")
            << u"cache bust"_s << "ERROR: layer cache bust on every build: COPY . . comes first"_ba << true;
    }

    void anOptionIsNoEvidence() { checkEvidenceOfTheRow(); }

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
