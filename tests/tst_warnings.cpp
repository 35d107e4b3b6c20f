// SPDX-License-Identifier: MIT
// A warning is no cause of the error it comes with, each rule on a small log written here (no
// corpus): a record about a warning, or a line logged at the warning level, yields to its
// product's error above or below it; a runtime's warning class ("DeprecationWarning:") to an error
// after it of any product; a message about "the above error" to the warning it is about. What else
// yields to its cause is tst_causeorder's.
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::errorBoundaryRecord;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestWarnings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The error above may have been logged at a lower level: React reports an update loop as a
    // "Warning:" through console.error, then "The above error occurred …" for the same error.
    // A warning the server goes on after (Apache's guess at its own name) is logged just before the
    // error it stopped on: the error comes first, and the warning is no diagnosis next to it.
    void aWarningYieldsToTheErrorOfItsProduct()
    {
        const Record warning = signedRecord(u"httpd/servername-warning"_s,
            u"AH00558: \\S+: Could not reliably determine the server's fully qualified domain name"_s,
            u"httpd"_s,
            u"AH00558: httpd: Could not reliably determine the server's fully "
            "qualified domain name, using <addr>"_s);
        const Record bind
            = signedRecord(u"httpd/make-sock-bind"_s, u"AH00072: make_sock: could not bind to address \\S+"_s,
                u"httpd"_s, u"(98)Address already in use: AH00072: make_sock: could not bind to address"_s);
        const LogMatcher matcher({warning, bind});
        const QByteArray log
            = "Nov 12 09:44:02 web-03 systemd[1]: Starting The Apache HTTP Server...\n"
              "Nov 12 09:44:02 web-03 httpd[58213]: AH00558: httpd: Could not reliably determine the "
              "server's fully qualified domain name, using 10.0.4.17. Set the 'ServerName' directive "
              "globally to suppress this message\n"
              "Nov 12 09:44:02 web-03 httpd[58213]: (98)Address already in use: AH00072: make_sock: could "
              "not bind to address [::]:443\n"
              "Nov 12 09:44:02 web-03 httpd[58213]: no listening sockets available, shutting down\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"httpd/make-sock-bind"_s);
        QVERIFY(!result.findings.last().isDiagnosis());
    }

    // A line logged at the warning level is a warning whatever its record is called: Compose's
    // "the attribute `version` is obsolete" before the env file it cannot find yields to that
    // error of its product, though neither line names a level of error.
    void aWarningLineYieldsToTheErrorOfItsProduct()
    {
        const Record obsolete = signedRecord(u"docker/compose-version-obsolete/x"_s,
            u"the attribute `version` is obsolete"_s, u"docker"_s,
            u"the attribute `version` is obsolete, it will be ignored, please remove it to avoid "
            "potential confusion"_s);
        const Record envFile = signedRecord(u"docker/env-file-not-found/x"_s, u"env file \\S+ not found"_s,
            u"docker"_s, u"env file .env not found: no such file"_s);
        const TriageResult result = triage(LogMatcher({obsolete, envFile}),
            routineLines()
                + "docker compose -f compose.yaml -f compose.dev.yaml up -d --build\n"
                  "WARN[0000] /Users/lea/src/atlas/compose.yaml: the attribute `version` is obsolete, it "
                  "will be ignored, please remove it to avoid potential confusion\n"
                  "env file /Users/lea/src/atlas/.env.local not found: stat /Users/lea/src/atlas/.env.local: "
                  "no such file or directory\n"
                  "make: *** [dev] Error 1\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"docker/env-file-not-found/x"_s);
        QVERIFY(result.findings.first().isDiagnosis());
        QVERIFY(!result.findings.last().isDiagnosis());
    }

    // Python prints "RuntimeWarning: coroutine … was never awaited" right after the exception that
    // left the coroutine unawaited: the warning is that error's consequence, ranked below it and no
    // diagnosis beside it.
    void aWarningJustBelowAnErrorYieldsToIt()
    {
        const Record running = signedRecord(u"python/loop-run-in-running-loop/x"_s, u"loop\\.run\\(\\)"_s,
            u"python"_s, u"RuntimeError: loop.run() cannot be called from a running event loop"_s);
        const Record neverAwaited = signedRecord(u"python/coroutine-left-unawaited/x"_s,
            u"RuntimeWarning: coroutine '\\w+' was never awaited"_s, u"python"_s,
            u"RuntimeWarning: coroutine 'fetch' was never awaited"_s);
        const TriageResult result = triage(LogMatcher({running, neverAwaited}),
            routineLines()
                + "Traceback (most recent call last):\n"
                  "  File \"/srv/app/rates.py\", line 29, in get_rates\n"
                  "    return loop.run(_fetch_rates(base))\n"
                  "RuntimeError: loop.run() cannot be called\n"
                  "/srv/app/handlers.py:-1: RuntimeWarning: coroutine '_fetch_rates' was never awaited\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"python/loop-run-in-running-loop/x"_s);
        QVERIFY(!result.findings.last().isDiagnosis());
    }

    // A server warning that its pool is full, a dozen lines below its proxy's error on every
    // request (php-fpm's "server reached pm.max_children" after nginx's "Primary script unknown"):
    // the warning is what the failing requests led to, ranked below the error however far above.
    void aWarningBelowAnErrorOfItsProductYieldsToIt()
    {
        const Record script = signedRecord(u"php/fpm-primary-script-unknown/x"_s,
            u"FastCGI sent in stderr: \"Primary script unknown\""_s, u"php"_s,
            u"File not found: SCRIPT_FILENAME names no file the FastCGI server has"_s);
        const Record pool = signedRecord(u"php/fpm-pool-exhausted/x"_s,
            u"server reached pm\\.max_children setting"_s, u"php"_s,
            u"WARNING: [pool www] server reached pm.max_children setting (5), consider raising it"_s);
        QByteArray log = "php-fpm and nginx, docker compose logs\n"
                         "nginx-1 | 2025/11/04 09:12:45 [error] 31#31: *18 FastCGI sent in stderr: \"Primary "
                         "script unknown\" while reading response header from upstream, client: 172.19.0.1\n";
        for (int i = 0; i < 12; ++i)
            log += "nginx-1 | 172.19.0.1 - - [04/Nov/2025:09:12:4" + QByteArray::number(i % 10)
                + " +0000] \"GET /health HTTP/1.1\" 404 16 \"-\" \"kube-probe/1.30\"\n";
        log += "php-1 | [04-Nov-2025 09:12:50] WARNING: [pool www] server reached pm.max_children setting "
               "(5), "
               "consider raising it\n";
        const TriageResult result = triage(LogMatcher({script, pool}), routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"php/fpm-primary-script-unknown/x"_s);
    }

    // A runtime's warning class (Node's "DeprecationWarning:") is printed while the program goes on:
    // the error line after it comes first, though its record is of another domain and reads less
    // like its line.
    void aRuntimeWarningYieldsToTheErrorAfterIt()
    {
        const Record punycode = signedRecord(u"node/punycode-deprecation/x"_s,
            u"DeprecationWarning: The `punycode` module is deprecated"_s, u"node"_s,
            u"(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."_s);
        const Record selfSigned = signedRecord(u"networking/ssl-self-signed/x"_s,
            u"self[- ]signed certificate"_s, u"networking"_s,
            u"SSL certificate problem: self-signed certificate in certificate chain (verify error 19)"_s);
        const LogMatcher matcher({punycode, selfSigned});
        const QByteArray log
            = "$ node scripts/summarise.mjs\n"
              "(node:61244) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a "
              "userland alternative instead.\n"
              "(Use `node --trace-deprecation ...` to show where the warning was created)\n"
              "summarising 14 tickets ...\n"
              "  cause: FetchError: request to https://api.openai.com/v1/chat/completions failed, reason: "
              "self-signed certificate in certificate chain\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"networking/ssl-self-signed/x"_s);
    }

    void messageAboutTheErrorAboveYieldsToAWarningAboveIt()
    {
        const Record depth = signedRecord(u"react/update-depth/x"_s, u"Maximum update depth exceeded"_s,
            u"react"_s, u"Warning: Maximum update depth exceeded."_s);
        const Record boundary = errorBoundaryRecord();
        const LogMatcher matcher({depth, boundary});
        QByteArray log = "    console.error\n"
                         "      Warning: Maximum update depth exceeded. This can happen when a "
                         "component calls setState inside useEffect.\n";
        for (int i = 0; i < 4; ++i)
            log += "          at FilterPanel (src/features/filters/FilterPanel.tsx:"
                + QByteArray::number(18 + i) + ":3)\n";
        log += "    console.error\n"
               "      The above error occurred in the <FilterPanel> component:\n"
               "          at FilterPanel (src/features/filters/FilterPanel.tsx:18:3)\n"
               "      Consider adding an error boundary to your tree to customize error handling behavior.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"react/update-depth/x"_s);
    }
};

QTEST_GUILESS_MAIN(TestWarnings)
#include "tst_warnings.moc"
