// SPDX-License-Identifier: MIT
// The records of sources the user chose against the records Faultline ships, on small logs written
// here (no corpus): the user's record of the line's error comes first, but not one of a symptom,
// of another error, of a wrapper around the error, of a language the log does not show, or one
// that reads clearly less like the line; nor a suggestion or a hit on a line of prose.
#include "logmatcher.h"
#include "rivalrules.h"
#include "triage.h"
#include "triageconfidence.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::otherRecords;
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

class TestUsersSources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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

    // Helm's "Error: INSTALLATION FAILED: cannot re-use a name that is still in use", matched by a
    // built-in record of exactly that and by a user's record of its domain on any failed install
    // or upgrade: the built-in record, which reads clearly more like the line and explains clearly
    // more of it, keeps the lead; the user's record of the error itself would take it.
    void theUsersRecordOfItsDomainReadingClearlyLessDoesNotTakeTheLead()
    {
        const Record nameInUse = shipped(
            signedRecord(u"kubernetes/helm-name-in-use"_s, u"cannot re-use a name that is still in use"_s,
                u"kubernetes"_s, u"Error: INSTALLATION FAILED: cannot re-use a name that is still in use"_s));
        Record anyFailure = usersOwn(signedRecord(u"kubernetes/helm-values-mismatch/x"_s,
            u"UPGRADE FAILED|INSTALLATION FAILED|execution error at"_s, u"kubernetes"_s,
            u"Error: UPGRADE FAILED: values don't meet the specifications / execution error at template"_s));
        anyFailure.edit().rootCause = u"A chart's values fail its schema. Helm also cannot re-use a "
                                      "release name that is still in use."_s;
        const Record usersNameInUse
            = usersOwn(signedRecord(u"kubernetes/helm-release-name-taken/x"_s, u"cannot re-use a name"_s,
                u"kubernetes"_s, u"Error: INSTALLATION FAILED: cannot re-use a name that is still in use"_s));
        const QList<Record> others
            = otherRecords(u"kubernetes"_s, u"Error: job %1 stopped on an unrelated fault"_s);
        const QByteArray log = routineLines()
            + "$ helm install metrics-gateway charts/metrics-gateway --namespace observability\n"
              "Error: INSTALLATION FAILED: cannot re-use a name that is still in use\n"
              "ERROR: Job failed: command terminated with exit code 1\n";
        const TriageResult result = triage(LogMatcher(QList<Record> {nameInUse, anyFailure} + others), log);
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/helm-name-in-use"_s);
        QVERIFY(result.findings.first().isDiagnosis());
        const TriageResult own = triage(LogMatcher(QList<Record> {nameInUse, usersNameInUse} + others), log);
        QCOMPARE(own.findings.first().record.id(), u"kubernetes/helm-release-name-taken/x"_s);
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
};

QTEST_GUILESS_MAIN(TestUsersSources)
#include "tst_userssources.moc"
