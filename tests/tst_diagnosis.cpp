// SPDX-License-Identifier: MIT
// Which records a log's errors get, and in which order, each rule on a small log written here (no
// corpus): one error in several environments is one finding, advice is out of scope unless asked
// for, a warning is no diagnosis, the words of the lines around an error choose among variants,
// variants of one error do not doubt each other, and a log of an error nobody knows gets no
// diagnosis. tst_suggestions checks which records a line's words suggest, tst_productfit that a
// product or language must be in the log, tst_evidence what counts as evidence of an error in the
// first place.
#include "nearbywords.h"
#include "rivalrules.h"
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

namespace {

/// A finding as the ranking holds it before RivalRules choose between findings: its record (of
/// \a domain, read from \a source), the hit on \a line (whose text is \a text, and also the
/// record's regex and signature), its score and the fit of its domain.
Finding rankedFinding(const QString &id, const QString &domain, const QString &source, qint64 line,
    const QString &text, double score, double fit)
{
    using namespace TriageConfidence;
    Finding f;
    f.record = signedRecord(id, text, domain, text);
    f.record.edit().sourcePath = source;
    f.best = {line, 0, 10, score, 1.0f, true};
    f.bestLine = text;
    f.score = score;
    f.features = QList<double>(FeatureCount, 0.0);
    f.features[Score] = score;
    f.features[Fit] = fit;
    f.features[Resemblance] = 1.0; // its signature is the line
    return f;
}

/// \a record as Faultline ships it: read from its domain's built-in file.
Record shipped(Record record)
{
    record.edit().sourcePath = u":/kb/"_s + record.domain() + u".json"_s;
    return record;
}

/// \a record as a source the user chose holds it: a corpus file named for its id.
Record usersOwn(Record record)
{
    record.edit().sourcePath = u"/data/canons/"_s + record.id() + u".json"_s;
    return record;
}

} // namespace

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

    // A record Faultline ships and one of a source the user chose, both about the line: the
    // user's comes first though the shipped one reads more like the line; both stay findings.
    // Without the user's record, the shipped one is the diagnosis.
    void theUsersSourcesComeBeforeTheBuiltInRecords()
    {
        Record builtIn = shipped(signedRecord(u"node/npm-eresolve"_s, u"ERESOLVE could not resolve"_s,
            u"node"_s, u"npm error code ERESOLVE: could not resolve the dependency tree"_s));
        builtIn.edit().rootCause = u"A peer dependency range excludes the version the tree resolves"_s;
        const Record users = usersOwn(signedRecord(u"node/npm-peer-conflict/node20-linux"_s, u"ERESOLVE"_s,
            u"node"_s, u"npm ERR! ERESOLVE unable to resolve"_s));
        const QByteArray log = routineLines()
            + "npm error code ERESOLVE\nnpm error ERESOLVE could not resolve\n"
              "npm error While resolving: web@1.0.0\nnpm error Found: react@19.0.0\n";

        const TriageResult both = triage(LogMatcher({builtIn, users}), log);
        QCOMPARE(both.findings.size(), 2);
        QCOMPARE(both.findings.first().record.id(), u"node/npm-peer-conflict/node20-linux"_s);
        QCOMPARE(both.findings.at(1).record.id(), u"node/npm-eresolve"_s);

        const TriageResult alone = triage(LogMatcher({builtIn}), log);
        QCOMPARE(alone.findings.size(), 1);
        QCOMPARE(alone.findings.first().record.id(), u"node/npm-eresolve"_s);
        QVERIFY(alone.findings.first().isDiagnosis());
    }

    // Kubernetes' scheduler says a pod waits and why: a user's record of any pending pod matches
    // "0/2 nodes are available", a built-in one the reason after it. The built-in record explains
    // much more of the line and keeps its place; the user's record of the reason itself would not.
    void theUsersRecordOfTheSymptomDoesNotTakeTheReasonsLine()
    {
        const Record reason = shipped(
            signedRecord(u"kubernetes/unbound-pvc"_s, u"pod has unbound immediate PersistentVolumeClaims"_s,
                u"kubernetes"_s, u"pod has unbound immediate PersistentVolumeClaims"_s));
        const Record pending
            = usersOwn(signedRecord(u"kubernetes/pod-pending/x"_s, u"0/\\d+ nodes are available"_s,
                u"kubernetes"_s, u"Pod status: Pending - 0/N nodes are available"_s));
        const QByteArray log = routineLines()
            + "Events:\n  Type     Reason            Age    From               Message\n"
              "  Warning  FailedScheduling  6m12s  default-scheduler  0/2 nodes are available: pod has "
              "unbound immediate PersistentVolumeClaims. preemption: 0/2 nodes are available: 2 "
              "Preemption is not helpful for scheduling.\n";
        const TriageResult result = triage(LogMatcher({reason, pending}), log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/unbound-pvc"_s);
    }

    // The dynamic loader's own message, matched by a built-in record of it and by a user's record
    // whose signature is Java's UnsatisfiedLinkError around the same words: the user's record does
    // not take the line, as the error it names is not the line's.
    void theUsersRecordNamingAnotherErrorDoesNotTakeTheLine()
    {
        const Record loader = shipped(signedRecord(u"cpp/shared-lib-not-found"_s,
            u"error while loading shared libraries: \\S+: cannot open shared object file"_s, u"cpp"_s,
            u"error while loading shared libraries: <lib>.so.<n>: cannot open shared object file: No such "
            u"file or directory"_s));
        const Record java = usersOwn(signedRecord(u"java/native-library-not-found/x"_s,
            u"cannot open shared object file"_s, u"java"_s,
            u"java.lang.UnsatisfiedLinkError: /path/to/lib.so: libdep.so: cannot open shared object file: No "
            u"such file or directory"_s));
        const TriageResult result = triage(LogMatcher({loader, java}),
            routineLines()
                + "/opt/sensord/bin/sensord: error while loading shared libraries: libsensorcore.so.2: "
                  "cannot "
                  "open shared object file: No such file or directory\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cpp/shared-lib-not-found"_s);
    }

    // Ansible's "UNREACHABLE! … Failed to connect to the host via ssh: Unable to negotiate …": a
    // user's record of the unreachable host and a built-in one of the SSH error its message goes
    // on to. The SSH error is the cause and keeps the line, though the user's record reads the
    // line's start.
    void theUsersRecordWrappingTheBuiltInOnesErrorDoesNotTakeTheLine()
    {
        const Record ssh = shipped(signedRecord(u"ssh/no-matching-host-key-type"_s,
            u"Unable to negotiate with \\S+ port \\d+: no matching host key type found"_s, u"ssh"_s,
            u"Unable to negotiate with <host> port <port>: no matching host key type found. Their offer: ssh-rsa"_s));
        const Record unreachable
            = usersOwn(signedRecord(u"cicd/ansible-unreachable/x"_s, u"UNREACHABLE!.*Failed to connect"_s,
                u"cicd"_s, u"fatal: [host]: UNREACHABLE! => Failed to connect to the host via ssh"_s));
        const QByteArray log = routineLines()
            + "TASK [Gathering Facts] *********************************************************\n"
              "fatal: [nas-legacy]: UNREACHABLE! => {\"changed\": false, \"msg\": \"Failed to connect to the "
              "host via ssh: Unable to negotiate with 10.60.0.2 port 22: no matching host key type found. "
              "Their offer: ssh-rsa,ssh-dss\", \"unreachable\": true}\n";
        const TriageResult result = triage(LogMatcher({ssh, unreachable}), log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"ssh/no-matching-host-key-type"_s);
    }

    // Go's "fatal error: concurrent map writes", matched by a built-in record whose signature is
    // that line and by a user's record of the race detector ("WARNING: DATA RACE") whose regex
    // reads it too, its signature sharing no word with it: the user's record does not take the
    // line, nor when journald's prefix puts other words around it. One whose signature reads a
    // little like it would.
    void theUsersRecordSharingNoWordWithTheLineDoesNotTakeIt_data()
    {
        QTest::addColumn<QString>("signature");
        QTest::addColumn<QByteArray>("prefix");
        QTest::addColumn<bool>("builtInFirst");
        QTest::newRow("no word of it") << u"WARNING: DATA RACE"_s << QByteArray() << true;
        QTest::newRow("no word of it, under journald's prefix")
            << u"WARNING: DATA RACE"_s << "Mar 11 02:17:44 tlm-ingest-03 telemetry-ingest[918244]: "_ba
            << true;
        QTest::newRow("some words of it")
            << u"WARNING: DATA RACE on concurrent map writes"_s << QByteArray() << false;
    }
    void theUsersRecordSharingNoWordWithTheLineDoesNotTakeIt()
    {
        QFETCH(QString, signature);
        QFETCH(QByteArray, prefix);
        QFETCH(bool, builtInFirst);
        const Record mapWrites = shipped(signedRecord(u"go/concurrent-map-writes"_s,
            u"fatal error: concurrent map writes"_s, u"go"_s, u"fatal error: concurrent map writes"_s));
        const Record race = usersOwn(signedRecord(
            u"go/race-condition-detected/x"_s, u"DATA RACE|concurrent map writes"_s, u"go"_s, signature));
        const TriageResult result = triage(LogMatcher({mapWrites, race}),
            routineLines() + "I1104 09:12:03.118204       1 collector.go:88] scraping 412 pods\n" + prefix
                + "fatal error: concurrent map writes\n"
                  "\n"
                  "goroutine 214 [running]:\n"
                  "main.(*podCache).update(...)\n"
                  "\t/src/cache.go:41\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id() == mapWrites.id(), builtInFirst);
    }

    // A dev server's "listen EACCES", matched by a built-in record of exactly that and by a user's
    // record of another domain about permissions inside a container: the user's record, reading
    // clearly less like the line, does not take it. Of the user's domain it would.
    void theUsersRecordReadingClearlyLessLikeTheLineDoesNotTakeIt()
    {
        const Record listen = shipped(signedRecord(u"node/listen-eacces"_s, u"listen EACCES"_s, u"node"_s,
            u"Error: listen EACCES: permission denied <host>:<port>"_s));
        auto container = [](const QString &domain) {
            const Record r = usersOwn(
                signedRecord(domain + u"/volume-mount-permission-denied/x"_s, u"EACCES: permission denied"_s,
                    domain, u"Error: EACCES: permission denied in a container volume mount"_s));
            return r;
        };
        const QByteArray log = routineLines()
            + "Since the Docker Desktop 4.35 update the dev server stops at once:\n"
              "error when starting dev server:\n"
              "Error: listen EACCES: permission denied ::1:5173\n"
              "    at Server.setupListenHandle [as _listen2] (node:net:1881:21)\n";
        const TriageResult docker = triage(LogMatcher({listen, container(u"docker"_s)}), log);
        QCOMPARE(docker.findings.size(), 2);
        QCOMPARE(docker.findings.first().record.id(), u"node/listen-eacces"_s);
        const TriageResult node = triage(LogMatcher({listen, container(u"node"_s)}), log);
        QCOMPARE(node.findings.size(), 2);
        QCOMPARE(node.findings.first().record.id(), u"node/volume-mount-permission-denied/x"_s);
    }

    // A webpack build's "Error: EMFILE: too many open files", matched by a built-in Node record and
    // by a user's Go record on the same words, the Go one leading: in a log that shows Node and no
    // sign of Go (a fit of 0), the Go record does not take the line back once Node's has it; in a
    // log without any sign of a language (a fit of 0.5 for all) it does, as a user's record does.
    void theUsersRecordOfALanguageTheLogDoesNotShowDoesNotTakeTheLine()
    {
        const QString line = u"Error: EMFILE: too many open files, open '/Users/ana/web/babel.config.json'"_s;
        for (const double goFit : {0.0, 0.5}) {
            QList<Finding> findings {
                rankedFinding(u"node/emfile"_s, u"node"_s, u":/kb/node.json"_s, 12, line, 0.88, 1.0),
                rankedFinding(u"go/too-many-open-files/x"_s, u"go"_s, u"/data/canons/go/x.json"_s, 12, line,
                    0.61, goFit)};
            RivalRules::preferTheChosenSources(findings);
            const bool goLeads = findings.at(1).score > findings.at(0).score;
            QCOMPARE(goLeads, goFit > 0);
        }
    }

    // A built-in record's hit leads a log; a user's record of its domain found only by how much
    // another line reads like it (a suggestion: a Rust panic's "thread … panicked at" line for a
    // record on panics in scoped threads) does not take its place, as the user's record matching
    // the same error on another line does.
    void theUsersSuggestionDoesNotTakeTheBuiltInLead_data()
    {
        QTest::addColumn<bool>("suggested");
        QTest::addColumn<bool>("usersLeads");
        QTest::newRow("the user's record suggested") << true << false;
        QTest::newRow("the user's record matched") << false << true;
    }
    void theUsersSuggestionDoesNotTakeTheBuiltInLead()
    {
        QFETCH(bool, suggested);
        QFETCH(bool, usersLeads);
        const QString line = u"called `Option::unwrap()` on a `None` value"_s;
        Finding users = rankedFinding(
            u"rust/scoped-thread-panic/x"_s, u"rust"_s, u"/data/canons/rust/x.json"_s, 245, line, 0.68, 1.0);
        users.suggestion = suggested;
        QList<Finding> findings {
            rankedFinding(u"rust/unwrap-on-none"_s, u"rust"_s, u":/kb/rust.json"_s, 246, line, 0.96, 1.0),
            users};
        RivalRules::preferTheChosenSources(findings);
        QCOMPARE(findings.at(1).score > findings.at(0).score, usersLeads);
    }

    // A built-in record's hit leads a log (Rust's "unresolved import"); a user's record of its
    // domain matched on another line takes its place when that line is an error of the log, not
    // when it is the reporter's prose telling what a tried fix gave ("I tried pinning hyper, which
    // only added `error[E0308]: mismatched types` errors") or a line that reads as no error.
    void theUsersRecordOnALineOfProseDoesNotTakeTheBuiltInLead_data()
    {
        QTest::addColumn<float>("severity");
        QTest::addColumn<bool>("personal");
        QTest::addColumn<bool>("usersLeads");
        QTest::newRow("an error line") << 1.0f << false << true;
        QTest::newRow("a line that reads as no error") << 0.15f << false << false;
        QTest::newRow("a person's words") << 1.0f << true << false;
    }
    void theUsersRecordOnALineOfProseDoesNotTakeTheBuiltInLead()
    {
        QFETCH(float, severity);
        QFETCH(bool, personal);
        QFETCH(bool, usersLeads);
        Finding users = rankedFinding(u"rust/e0308-mismatched-types/x"_s, u"rust"_s,
            u"/data/canons/rust/x.json"_s, 87,
            u"I tried pinning hyper, which only added `error[E0308]: mismatched types` errors"_s, 0.58, 1.0);
        users.best.severity = severity;
        users.best.personal = personal;
        QList<Finding> findings {
            rankedFinding(u"rust/e0432-unresolved-import"_s, u"rust"_s, u":/kb/rust.json"_s, 56,
                u"error[E0432]: unresolved import `axum::Server`"_s, 0.97, 1.0),
            users};
        RivalRules::preferTheChosenSources(findings);
        QCOMPARE(findings.at(1).score > findings.at(0).score, usersLeads);
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
