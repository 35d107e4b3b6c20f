// SPDX-License-Identifier: MIT
// Which records a log's errors get, and in which order, each rule on a small log written here (no
// corpus): one error in several environments is one finding, advice is out of scope unless asked
// for, a warning is no diagnosis, the words of the lines around an error choose among variants,
// variants of one error do not doubt each other, and a log of an error nobody knows gets no
// diagnosis. tst_userssources checks how the records of the user's own sources rank against the
// built-in ones, tst_suggestions which records a line's words suggest, tst_productfit that a
// product or language must be in the log, tst_evidence what counts as evidence of an error in the
// first place.
#include "nearbywords.h"
#include "triage.h"
#include "triageconfidence.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::anyDiagnosis;
using FaultlineTest::regexRecord;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestDiagnosis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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

    // Since Rust 1.73 a panic's message is on the line below "thread '…' panicked at file:line:col:",
    // with no word of error: it is the panic's error line, and its record leads the proxy's error
    // that the crash caused.
    void aRustPanicsMessageIsAnErrorLine()
    {
        const Record unwrap
            = signedRecord(u"rust/unwrap-none/x"_s, u"called `Option::unwrap\\(\\)` on a `None` value"_s,
                u"rust"_s, u"called `Option::unwrap()` on a `None` value"_s);
        const Record refused = signedRecord(u"proxy/upstream-refused/x"_s,
            u"connect\\(\\) failed \\(111: Connection refused\\) while connecting to upstream"_s, u"proxy"_s,
            u"connect() failed (111: Connection refused) while connecting to upstream"_s);
        const QByteArray log
            = "ingest-1  | thread 'tokio-runtime-worker' panicked at src/handlers/batch.rs:88:47:\n"
              "ingest-1  | called `Option::unwrap()` on a `None` value\n"
              "ingest-1  | note: run with `RUST_BACKTRACE=1` environment variable to display a "
              "backtrace\n"
              "ingest-1 exited with code 134\n"
              "edge-1    | 2025/03/12 09:14:56 [error] 31#31: *4810 connect() failed (111: "
              "Connection refused) while connecting to upstream, client: 172.22.0.1\n";
        const TriageResult result = triage(LogMatcher({unwrap, refused}), routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"rust/unwrap-none/x"_s);
        QVERIFY(result.findings.first().isDiagnosis());
    }

    // An issue's title names the error it is about, and the console output pasted below shows it
    // among other warnings: that error comes first, in a pasted log.
    void theIssuesTitleNamesItsError()
    {
        const Record keys = signedRecord(u"react/each-child-unique-key/x"_s,
            u"Each child in a list should have a unique .key. prop"_s, u"react"_s,
            u"Warning: Each child in a list should have a unique \"key\" prop."_s);
        const Record update = signedRecord(u"react/cannot-update-while-rendering/x"_s,
            u"Cannot update a component .+ while rendering a different component"_s, u"react"_s,
            u"Warning: Cannot update a component (`A`) while rendering a different component (`B`)"_s);
        const QByteArray issue
            = "Checkout: warning \"Cannot update a component (`CartProvider`) while rendering a different "
              "component\" and the total flickers\n"
              "When the country changes, the shipping total flickers. Console output:\n"
              "Warning: Each child in a list should have a unique \"key\" prop.\n"
              "    at CountrySelect (http://localhost:5173/src/checkout/CountrySelect.tsx:21:33)\n"
              "react-dom.development.js:86 Warning: Cannot update a component (`CartProvider`) while "
              "rendering a different component (`CheckoutSummary`). To locate the bad setState() call "
              "inside `CheckoutSummary`, follow the stack trace as described in "
              "https://reactjs.org/link/setstate-in-render\n"
              "    at CheckoutSummary (http://localhost:5173/src/checkout/CheckoutSummary.tsx:22:35)\n";
        const LogMatcher matcher({keys, update});
        const TriageResult result = triage(matcher, issue + routineLines());
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"react/cannot-update-while-rendering/x"_s);

        // The first line of a long log is no title: there the ranking is the lines' own.
        QByteArray longLog = issue;
        for (int i = 0; i < 20; ++i)
            longLog += routineLines();
        const TriageResult untitled = triage(matcher, longLog);
        QCOMPARE(untitled.findings.size(), 2);
        QCOMPARE(untitled.findings.first().record.id(), u"react/each-child-unique-key/x"_s);
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

    // A record about a warning describes something the tool went on after: the log of a passing
    // job that printed pip's warning about running as root shows it first, but as no diagnosis.
    void aWarningIsNoDiagnosis()
    {
        const Record root = signedRecord(u"docker/pip-install-root-warning/x"_s,
            u"WARNING: Running pip as the 'root' user"_s, u"docker"_s,
            u"WARNING: Running pip as the 'root' user can result in broken permissions"_s);
        const TriageResult result = triage(LogMatcher({root}),
            routineLines()
                + "Using Docker executor with image python:3.12-slim ...\n"
                  "Pulling docker image python:3.12-slim ...\n"
                  "$ pip install -r requirements-dev.txt\n"
                  "Successfully installed certifi-2024.8.30 idna-3.10 pytest-8.3.3 requests-2.32.3\n"
                  "WARNING: Running pip as the 'root' user can result in broken permissions and conflicting "
                  "behaviour with the system package manager, possibly rendering your system unusable. It is "
                  "recommended to use a virtual environment instead: https://pip.pypa.io/warnings/venv\n"
                  "$ pytest -q\n"
                  "117 passed, 2 warnings in 3.84s\n");
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().record.id(), u"docker/pip-install-root-warning/x"_s);
        QVERIFY(!anyDiagnosis(result));
    }

    // A record about a deprecation is one about a warning: a PM2 log whose only known line is
    // Node's punycode DeprecationWarning, above an error no record knows, shows it as no diagnosis.
    void aDeprecationIsNoDiagnosis()
    {
        const Record punycode = signedRecord(u"node/punycode-deprecation/x"_s,
            u"DeprecationWarning: The `punycode` module is deprecated"_s, u"node"_s,
            u"(node:<pid>) [DEP0040] DeprecationWarning: The `punycode` module is deprecated"_s);
        const TriageResult result = triage(LogMatcher({punycode}),
            routineLines()
                + "0|weather | 2024-10-22T06:01:12.004Z warn: (node:48112) [DEP0040] DeprecationWarning: The "
                  "`punycode` module is deprecated. Please use a userland alternative instead.\n"
                  "0|weather | 2024-10-22T06:01:14.310Z error: refresh failed: TypeError: Converting "
                  "circular "
                  "structure to JSON\n");
        QCOMPARE(result.findings.first().record.id(), u"node/punycode-deprecation/x"_s);
        QVERIFY(!anyDiagnosis(result));
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

    // Two records of one domain match a boxed error's title line; the lines of the box below
    // state what one of them says beyond the title, so it comes first, though it scores a little
    // lower. Without those lines, the other stays first.
    void theRecordTheMessageStatesComesFirst_data()
    {
        QTest::addColumn<bool>("boxed");
        QTest::addColumn<QString>("first");
        QTest::newRow("message below the title") << true << u"tool/gauge-unknown-until-run/x"_s;
        QTest::newRow("title alone") << false << u"tool/bad-gauge-argument/x"_s;
    }
    void theRecordTheMessageStatesComesFirst()
    {
        QFETCH(bool, boxed);
        QFETCH(QString, first);
        // The generic record's regex matches more of the title, so it scores higher on its own.
        const Record generic
            = signedRecord(u"tool/bad-gauge-argument/x"_s, u"Error: Unusable gauge argument"_s, u"tool"_s,
                u"Error: Unusable gauge argument: gauge.slot is invalid inside this block"_s);
        const Record specific
            = signedRecord(u"tool/gauge-unknown-until-run/x"_s, u"Unusable gauge argument"_s, u"tool"_s,
                u"Error: Unusable gauge argument: the gauge value relies on resource outputs "
                u"that remain unknown before running"_s);
        const LogMatcher matcher({generic, specific});
        QByteArray log = "planning changes\n"
                         "| Error: Unusable gauge argument\n"
                         "|\n"
                         "|   in stacks/metrics/main.cfg line 9:\n";
        if (boxed)
            log += "| The gauge value relies on resource outputs that remain unknown before running,\n"
                   "| so the planner cannot tell how many copies to make.\n";
        log += "planning stopped\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), first);
    }

    // Two records of one domain match an assertion's line; the one whose signature names the line's
    // function explains more of it and leads, but what it adds beyond the line (a camera) no line
    // around says. When a line nearby names what the other one adds (the loader that returned
    // nothing), that one comes first.
    void theRecordTheLinesAroundPartlyStateComesFirst_data()
    {
        QTest::addColumn<bool>("loaderNearby");
        QTest::addColumn<QString>("first");
        QTest::newRow("the loader's warning nearby") << true << u"vision/loadpic-returns-none/x"_s;
        QTest::newRow("the assertion alone") << false << u"vision/grabber-cannot-open/x"_s;
    }
    void theRecordTheLinesAroundPartlyStateComesFirst()
    {
        QFETCH(bool, loaderNearby);
        QFETCH(QString, first);
        const Record grabber = signedRecord(u"vision/grabber-cannot-open/x"_s,
            u"(cannot open camera|!_frame\\.empty\\(\\))"_s, u"vision"_s,
            u"FrameGrabber: cannot open camera by index / !_frame.empty() in function 'blendTone'"_s);
        const Record loader = signedRecord(u"vision/loadpic-returns-none/x"_s,
            u"(!_frame\\.empty\\(\\)|loadpic.*None)"_s, u"vision"_s,
            u"vis.error: (-215:Assertion failed) !_frame.empty() - loadpic returned None for valid file path"_s);
        const LogMatcher matcher({grabber, loader});
        QByteArray log = "batch 7 of 12\n";
        if (loaderNearby)
            log += "[ WARN:0@9.412] global picio.cpp:241 findDecoder loadpic_('D:\\scans\\p_0712.jpg'): "
                   "can't read file\n";
        log += "vis.error: Vision(4.10.0) color.cpp:196: error: (-215:Assertion failed) !_frame.empty() in "
               "function 'blendTone'\n"
               "batch 7 stopped\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), first);
    }

    // Two records of one domain match a line; the line states the whole signature of one, and
    // the other's says more that no line states ("shard rebalancing underway"): the first comes
    // first, though the other's regex reads more of the line.
    void theRecordTheLineStatesWholeComesFirst()
    {
        const Record rebalancing = signedRecord(u"store/gaugedown-rebalancing/x"_s, u"GAUGEDOWN The gauge"_s,
            u"store"_s, u"GAUGEDOWN The gauge is down - shard rebalancing underway"_s);
        const Record down = signedRecord(
            u"store/gaugedown/x"_s, u"GAUGEDOWN"_s, u"store"_s, u"GAUGEDOWN The gauge is down"_s);
        const LogMatcher matcher({rebalancing, down});
        const QByteArray log = "{\"level\":50,\"msg\":\"session lookup failed\",\"err\":\"ReplyError: "
                               "GAUGEDOWN The gauge is down\"}\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"store/gaugedown/x"_s);
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
