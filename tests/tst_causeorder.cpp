// SPDX-License-Identifier: MIT
// The cause ranks above what it led to, each rule on a small log written here (no corpus): a
// message about "the above error" and the later of two errors of one product yield to the error
// that says why; a Java "Caused by:" is the cause; of two records on one line, or on one
// exception's message over several lines, the one naming its rare words comes first. What a step
// that only says it failed yields to is tst_stepoutcomes'; what follows from a failure logged before
// it (a crash, a failed call, a dead rank, a build's first error), tst_consequences'; how a warning
// yields to an error, tst_warnings'.
#include "triage.h"
#include "triageconfidence.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

#include <tuple>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::errorBoundaryRecord;
using FaultlineTest::otherRecords;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestCauseOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Two records of one domain on the same line are one answer at two levels of detail: the one
    // naming the package the line names ("ament_cmake") comes before the one on any package.
    void theSpecificVariantComesFirst()
    {
        QList<Record> records;
        const Record any
            = signedRecord(u"cmake/find-package/x"_s, u"Could not find a package configuration file"_s,
                u"cmake"_s, u"CMake Error: Could not find a package configuration file for"_s);
        const Record ament = signedRecord(u"cmake/ament-missing/x"_s, u"Could not find.*ament"_s, u"cmake"_s,
            u"CMake Error: find_package(ament_cmake REQUIRED) failed: ament_cmake not found"_s);
        records << any << ament;
        // Other CMake records, so that "package" and "configuration" are common words.
        records << otherRecords(u"cmake"_s, u"CMake Error: package configuration %1 could not be found"_s);
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "CMake Error at CMakeLists.txt:14 (find_package):\n"
                  "  Could not find a package configuration file provided by \"ament_cmake\" with\n"
                  "  any of the following names:\n");
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"cmake/ament-missing/x"_s);
    }

    // The same line with a built-in record on any package leading: of the user's records that
    // take its place, the one naming the line's package does, not the one reading most like it.
    void theUsersSpecificRecordTakesTheBuiltInRecordsPlace()
    {
        Record builtIn = signedRecord(u"cmake/package-config-missing"_s,
            u"Could not find a package configuration file provided by"_s, u"cmake"_s,
            u"Could not find a package configuration file provided by \"<Pkg>\" with any of the "
            u"following names"_s);
        builtIn.edit().sourcePath = u":/kb/cmake.json"_s;
        QList<Record> records {builtIn};
        for (const auto &[id, regex, signature] :
            {std::tuple {u"cmake/find-package/x"_s, u"Could not find.*package"_s,
                 u"CMake Error: Could not find a package configuration file for"_s},
                std::tuple {u"cmake/ament-missing/x"_s, u"Could not find.*ament"_s,
                    u"CMake Error: find_package(ament_cmake REQUIRED) failed: ament_cmake not found"_s}}) {
            Record users = signedRecord(id, regex, u"cmake"_s, signature);
            users.edit().sourcePath = u"/data/canons/"_s + id + u".json"_s;
            records << users;
        }
        records << otherRecords(u"cmake"_s, u"CMake Error: package configuration %1 could not be found"_s);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "CMake Error at CMakeLists.txt:14 (find_package):\n"
                  "  Could not find a package configuration file provided by \"ament_cmake\" with\n"
                  "  any of the following names:\n");
        QVERIFY(result.findings.size() >= 3);
        QCOMPARE(result.findings.first().record.id(), u"cmake/ament-missing/x"_s);
    }

    // .NET writes an exception's message over as many lines as it has, above the stack frames:
    // the line going on with it is that error too, and the record naming what it says there comes
    // before the one on the exception's class alone, as a specific variant on one line does.
    void theSpecificVariantOfAMultiLineMessageComesFirst()
    {
        QList<Record> records;
        records << signedRecord(u"dotnet/invalid-operation/x"_s,
            u"System\\.InvalidOperationException:\\s*.+"_s, u"dotnet"_s,
            u"System.InvalidOperationException: Sequence contains no elements"_s);
        records << signedRecord(u"dotnet/linq-untranslatable/x"_s, u"could not be translated"_s, u"dotnet"_s,
            u"System.InvalidOperationException: The LINQ expression could not be translated."_s);
        records << otherRecords(u"dotnet"_s, u"System.InvalidOperationException: step %1 is not valid"_s);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "fail: Microsoft.AspNetCore.Diagnostics.DeveloperExceptionPageMiddleware[1]\n"
                  "      An unhandled exception has occurred while executing the request.\n"
                  "      System.InvalidOperationException: The LINQ expression 'DbSet<Invoice>()\n"
                  "          .Where(i => InvoiceRules.IsOverdue(i))' could not be translated. Either "
                  "rewrite the query in a form that can be translated, or switch to client evaluation.\n"
                  "         at "
                  "Microsoft.EntityFrameworkCore.Query.QueryableMethodTranslatingExpressionVisitor"
                  ".Translate(Expression expression)\n");
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/linq-untranslatable/x"_s);
        // The line is as much an error line as the exception's, and its confidence counts it so.
        QVERIFY(result.findings.first().best.severity >= 0.9f);
        QCOMPARE(result.findings.first().features.value(TriageConfidence::OnErrorLine), 1.0);
        QVERIFY(result.findings.first().isDiagnosis());
    }

    // React follows every render error with "The above error occurred in the <X> component": a
    // record about that message is the consequence, the error above it the diagnosis.
    void messageAboutTheErrorAboveYieldsToIt()
    {
        const Record child
            = signedRecord(u"react/objects-child/x"_s, u"Objects are not valid as a React child"_s,
                u"react"_s, u"Error: Objects are not valid as a React child"_s);
        const Record boundary = errorBoundaryRecord();
        const LogMatcher matcher({child, boundary});
        QByteArray log
            = "Error: Objects are not valid as a React child (found: object with keys {from, to}).\n";
        for (int i = 0; i < 30; ++i)
            log += "    at renderWithHooks (node_modules/react-dom/cjs/react-dom.development.js:"
                + QByteArray::number(16305 + i) + ":18)\n";
        log += "The above error occurred in the <ObjectCell> component:\n"
               "    at ObjectCell (src/components/ObjectCell.tsx:12:3)\n"
               "Consider adding an error boundary to your tree to customize error handling behavior.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"react/objects-child/x"_s);
    }

    // Flutter prints the first exception whole and each one after it as "Another exception was
    // thrown: …": the later one, however precise its record, comes after the first.
    void anotherExceptionComesAfterTheFirst()
    {
        const Record provider = signedRecord(u"flutter/provider-not-found/x"_s,
            u"Could not find the correct Provider<"_s, u"flutter"_s, u"ProviderNotFoundException"_s);
        const Record overflow = signedRecord(u"flutter/renderflex-overflowed/x"_s,
            u"A RenderFlex overflowed by [\\d.]+ pixels on the"_s, u"flutter"_s,
            u"A RenderFlex overflowed by 42 pixels on the bottom."_s);
        const LogMatcher matcher({provider, overflow});
        const QByteArray log
            = "flutter: ══╡ EXCEPTION CAUGHT BY WIDGETS LIBRARY ╞══════\n"
              "The following ProviderNotFoundException was thrown building SettingsPage:\n"
              "Error: Could not find the correct Provider<SettingsController> above this SettingsPage "
              "Widget\n"
              "The relevant error-causing widget was:\n"
              "  SettingsPage SettingsPage:file:///app/lib/main.dart:41:16\n"
              "════════════════════════════════════════\n"
              "Another exception was thrown: A RenderFlex overflowed by 42 pixels on the bottom.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"flutter/provider-not-found/x"_s);
    }

    // Flutter reports an error in full, its message below "The following assertion was thrown
    // …:"; a second full report further down (a gesture on the broken tree) is what the first led
    // to. The first comes first, though the second's record reads its line as well.
    void theFirstOfTwoFlutterReportsIsTheCause()
    {
        const Record duplicate
            = signedRecord(u"flutter/duplicate-globalkey/x"_s, u"Duplicate GlobalKey detected"_s,
                u"flutter"_s, u"Duplicate GlobalKey detected in widget tree."_s);
        const Record deactivated = signedRecord(u"flutter/deactivated-ancestor/x"_s,
            u"Looking up a deactivated widget's ancestor is unsafe"_s, u"flutter"_s,
            u"Looking up a deactivated widget's ancestor is unsafe."_s);
        const LogMatcher matcher({duplicate, deactivated});
        auto report = [](const QByteArray &while_, const QByteArray &message) -> QByteArray {
            QByteArray text = "══╡ EXCEPTION CAUGHT BY WIDGETS LIBRARY ╞══════════════════════\n"
                              "The following assertion was thrown "
                + while_ + ":\n" + message + "\n\nWhen the exception was thrown, this was the stack:\n";
            for (int frame = 0; frame < 12; ++frame)
                text += "#" + QByteArray::number(frame)
                    + "      BuildOwner.finalizeTree (package:flutter/src/widgets/framework.dart:3261:15)\n";
            return text + "════════════════════════════════════════════════════════════════\n";
        };
        const TriageResult result = triage(matcher,
            routineLines()
                + report("while finalizing the widget tree", "Duplicate GlobalKey detected in widget tree.")
                + "flutter: [CheckoutBloc] ShippingMethodChanged(pickup)\n"
                + report(
                    "while handling a gesture", "Looking up a deactivated widget's ancestor is unsafe."));
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"flutter/duplicate-globalkey/x"_s);
        QVERIFY(result.findings.first().best.evidence);
    }

    // `helm upgrade --wait` gives up with "Error: context deadline exceeded"; the events of the pods
    // it waited for say why (a Kubernetes Warning event is its error): they come first.
    void aWaitThatRanOutYieldsToWhatItWaitedFor()
    {
        const Record deadline = signedRecord(u"docker/context-deadline-exceeded/x"_s,
            u"context deadline exceeded"_s, u"docker"_s, u"Error: context deadline exceeded"_s);
        const Record scheduling = signedRecord(u"kubernetes/failedscheduling/x"_s,
            u"FailedScheduling.*\\d+/\\d+ nodes are available"_s, u"kubernetes"_s,
            u"Warning FailedScheduling: 0/3 nodes are available: 3 Insufficient memory"_s);
        const LogMatcher matcher({deadline, scheduling});
        const QByteArray log
            = "$ helm upgrade --install indexer charts/indexer -n search --wait --timeout 5m\n"
              "Release \"indexer\" does not exist. Installing it now.\n"
              "Error: context deadline exceeded\n"
              "$ kubectl -n search get events --sort-by=.lastTimestamp\n"
              "LAST SEEN   TYPE      REASON              OBJECT                      MESSAGE\n"
              "5m15s       Normal    SuccessfulCreate    replicaset/indexer-7b9f6d   Created pod: "
              "indexer-7b9f6d-4hx2w\n"
              "5m14s       Warning   FailedScheduling    pod/indexer-7b9f6d-4hx2w    0/5 nodes are "
              "available: 5 Insufficient memory. preemption: 0/5 nodes are available.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/failedscheduling/x"_s);
    }

    // The same wait, and a pod's Warning event whose record's signature reads little like the
    // event's line (the table's columns around it, a signature of several forms): the event is
    // still what the wait waited for, and comes first.
    void aWaitThatRanOutYieldsToAWarningEventReadLittleLikeItsRecord()
    {
        const Record deadline = signedRecord(u"docker/context-deadline-exceeded/x"_s,
            u"context deadline exceeded"_s, u"docker"_s, u"Error: context deadline exceeded"_s);
        const Record backOff = signedRecord(u"kubernetes/image-pull-backoff/x"_s,
            u"Error: ImagePullBackOff"_s, u"kubernetes"_s,
            u"Failed to pull image \"<image>\": ... / Back-off pulling image \"<image>\" (ErrImagePull, "
            "ImagePullBackOff)"_s);
        const LogMatcher matcher({deadline, backOff});
        const QByteArray log
            = "$ helm upgrade --install ledger charts/ledger -n payments-sandbox --wait --timeout 10m\n"
              "Error: context deadline exceeded\n"
              "$ kubectl -n payments-sandbox describe pod ledger-api-5f8c7d9b64-7xwzn\n"
              "Events:\n"
              "  Type     Reason   Age                 From     Message\n"
              "  Normal   Pulling  8m31s (x4 over 10m)  kubelet  Pulling image "
              "\"ghcr.io/quenta/ledger-api:1.14.2\"\n"
              "  Warning  Failed   8m4s (x6 over 10m)   kubelet  Error: ImagePullBackOff\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/image-pull-backoff/x"_s);
    }

    // A controller whose informers could not list what they watch gives up waiting for its caches
    // ("failed to sync *v1.Service: context deadline exceeded", at the fatal level, last): the list
    // calls RBAC refused, logged before it, say why, and come first.
    void aControllersCacheWaitYieldsToTheFailedLists()
    {
        const Record deadline = signedRecord(u"docker/context-deadline-exceeded/x"_s,
            u"context deadline exceeded"_s, u"docker"_s, u"Error: context deadline exceeded"_s);
        const Record forbidden = signedRecord(u"kubernetes/forbidden-user/x"_s,
            u"is forbidden: User \"[^\"]+\" cannot (list|get|watch)"_s, u"kubernetes"_s,
            u"services is forbidden: User \"system:serviceaccount:default:app\" cannot list resource"_s);
        const LogMatcher matcher({deadline, forbidden});
        const QByteArray log
            = "time=\"2024-10-03T08:14:20Z\" level=info msg=\"Instantiating new Kubernetes client\"\n"
              "E1003 08:14:21.906601       1 reflector.go:158] \"Unhandled Error\" err=\"failed to list "
              "*v1.Service: services is forbidden: User \\\"system:serviceaccount:dns:external-dns\\\" "
              "cannot list "
              "resource \\\"services\\\" in API group \\\"\\\" at the cluster scope\"\n"
              "time=\"2024-10-03T08:15:21Z\" level=fatal msg=\"failed to sync *v1.Service: context deadline "
              "exceeded\"\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/forbidden-user/x"_s);
    }

    // An autoscaler that gets no metrics for pods that are not ready reports it before the pods'
    // own events, sorted by time: the pods say why, and come first. The order stands when the
    // pods' record is built in and the autoscaler's the user's (preferTheChosenSources()).
    void unreadyPodsMetricsYieldToThePodsError_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("pods might be unready")
            << "failed to get cpu utilization: did not receive metrics for targeted pods (pods might be "
               "unready)"_ba;
        QTest::newRow("no metrics returned")
            << "failed to get cpu utilization: unable to get metrics for resource cpu: no metrics "
               "returned from resource metrics API"_ba;
    }
    void unreadyPodsMetricsYieldToThePodsError()
    {
        QFETCH(QByteArray, message);
        Record metrics = signedRecord(u"kubernetes/hpa-no-metrics/x"_s, u"failed to get cpu utilization"_s,
            u"kubernetes"_s, u"FailedGetResourceMetric: failed to get cpu utilization"_s);
        metrics.edit().sourcePath = u"/data/canons/kubernetes/hpa-no-metrics/x.json"_s;
        Record backOff = signedRecord(u"kubernetes/back-off/x"_s, u"Back-off restarting failed container"_s,
            u"kubernetes"_s, u"Back-off restarting failed container"_s);
        backOff.edit().sourcePath = u":/kb/kubernetes.json"_s;
        const LogMatcher matcher({metrics, backOff});
        const QByteArray log
            = "$ kubectl -n shop get events --sort-by=.lastTimestamp\n"
              "LAST SEEN   TYPE      REASON                    OBJECT                  MESSAGE\n"
              "13m         Warning   FailedGetResourceMetric   horizontalpodautoscaler/api   "
            + message
            + "\n"
              "4m12s       Warning   BackOff                   pod/api-6d9c7b5f48-2xkq7   "
              "Back-off restarting failed container migrate in pod api-6d9c7b5f48-2xkq7_shop\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/back-off/x"_s);
        QVERIFY(result.findings.at(1).confidence <= result.findings.first().confidence);
    }

    // systemd says how a unit's process ended; the kernel's OOM killer above says why.
    void howAUnitEndedYieldsToWhy()
    {
        const Record ended
            = signedRecord(u"linux/unit-ended/x"_s, u"\\.service: Main process exited, code=killed"_s,
                u"linux"_s, u"<unit>.service: Main process exited, code=killed, status=<n>/<NAME>"_s);
        const Record oom
            = signedRecord(u"linux/out-of-memory/x"_s, u"Out of memory: Killed process \\d+ \\(\\w+\\)"_s,
                u"linux"_s, u"Out of memory: Killed process <pid> (<comm>)"_s);
        const LogMatcher matcher({ended, oom});
        const QByteArray log
            = "May 20 01:53:52 app-02 kernel: Out of memory: Killed process 1187 (ledgerd) "
              "total-vm:3936884kB\n"
              "May 20 01:53:59 app-02 systemd[1]: ledgerd.service: Main process exited, code=killed, "
              "status=9/KILL\n"
              "May 20 01:53:59 app-02 systemd[1]: ledgerd.service: Failed with result 'signal'.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        // First, and the report no more confident than it, though its record explains its whole
        // line.
        QCOMPARE(result.findings.first().record.id(), u"linux/out-of-memory/x"_s);
        QVERIFY(result.findings.at(1).confidence <= result.findings.first().confidence);
    }

    // git reports each ref it could not push with its reason, then "error: failed to push some
    // refs" for any of them: the reason comes first.
    void aRejectedRefIsWhyThePushFailed()
    {
        const Record summary = signedRecord(u"git/failed-to-push-refs/x"_s, u"failed to push some refs"_s,
            u"git"_s, u"error: failed to push some refs to '<remote>'"_s);
        const Record shallow
            = signedRecord(u"git/shallow-update-not-allowed/x"_s, u"shallow update not allowed"_s, u"git"_s,
                u"! [remote rejected] <branch> -> <branch> (shallow update not allowed)"_s);
        const LogMatcher matcher({summary, shallow});
        const QByteArray log
            = "2025-04-14T06:00:49.8812340Z $ git push mirror HEAD:main\n"
              "2025-04-14T06:00:50.9732440Z To https://git.example.org/web/cms.git\n"
              "2025-04-14T06:00:50.9732440Z  ! [remote rejected] HEAD -> main (shallow update not allowed)\n"
              "2025-04-14T06:00:51.0354860Z error: failed to push some refs to "
              "'https://git.example.org/web/cms.git'\n"
              "2025-04-14T06:00:51.0412000Z ##[error]Process completed with exit code 1.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"git/shallow-update-not-allowed/x"_s);
    }

    // A chained message wraps its cause: "…: OCI runtime create failed: …: no space left on
    // device". Of two records matching such a line, the one matching further along is the cause;
    // but not a state named in an object dumped after the message.
    void theWrappedErrorIsTheCause()
    {
        const Record oci = signedRecord(u"docker/oci-create/x"_s, u"OCI runtime create failed"_s, u"docker"_s,
            u"Error response from daemon: failed to create task for container: "
            "failed to create shim task: OCI runtime create failed"_s);
        const Record space = signedRecord(
            u"docker/no-space/x"_s, u"no space left on device"_s, u"docker"_s, u"no space left on device"_s);
        const LogMatcher matcher({oci, space});
        const QByteArray log = "$ docker compose up -d\n"
                               "Error response from daemon: failed to create task for container: "
                               "failed to create shim task: OCI runtime create failed: runc create "
                               "failed: unable to start container process: error mounting "
                               "\"/srv/models\" to rootfs at \"/models\": mkdir "
                               "/var/lib/docker/overlay2/7c1e/merged/models: no space left on device: "
                               "unknown\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"docker/no-space/x"_s);

        const Record selection
            = signedRecord(u"mongodb/selection-timeout/x"_s, u"Server selection timed out after \\d+ ms"_s,
                u"mongodb"_s, u"MongoServerSelectionError: Server selection timed out after 30000 ms"_s);
        const Record noPrimary = signedRecord(u"mongodb/no-primary/x"_s, u"ReplicaSetNoPrimary"_s,
            u"mongodb"_s, u"Server selection timed out: ReplicaSetNoPrimary"_s);
        const LogMatcher mongo({selection, noPrimary});
        const QByteArray dumped = "MongoServerSelectionError: Server selection timed out after 30000 ms: "
                                  "{ description: TopologyDescription { type: 'ReplicaSetNoPrimary', "
                                  "servers: Map(1) { 'mongo1:27017' => [ServerDescription] } } }\n";
        const TriageResult mongoResult = triage(mongo, routineLines() + dumped);
        QCOMPARE(mongoResult.findings.size(), 2);
        QCOMPARE(mongoResult.findings.first().record.id(), u"mongodb/selection-timeout/x"_s);

        // The wrapper's regex may read much more of the line than the cause's does (nearly 0.2 less
        // score for the cause, as Maven's wrapper gives a release the JDK does not support).
        const Record goal = signedRecord(u"java/compiler-plugin-failed/x"_s,
            u"Failed to execute goal org\\.apache\\.maven\\.plugins:maven-compiler-plugin:\\S+:compile "
            "\\(default-compile\\) on project \\S+:"_s,
            u"java"_s,
            u"Failed to execute goal maven-compiler-plugin:compile on project: Compilation failure"_s);
        const Record release = signedRecord(u"java/release-not-supported/x"_s,
            u"version \\d+ not supported"_s, u"java"_s, u"version 21 not supported"_s);
        const LogMatcher maven({goal, release});
        const QByteArray build
            = "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:"
              "3.11.0:compile (default-compile) on project orders: Fatal error compiling: "
              "error: release version 21 not supported\n";
        const TriageResult mavenResult = triage(maven, routineLines() + build);
        QCOMPARE(mavenResult.findings.size(), 2);
        QCOMPARE(mavenResult.findings.first().record.id(), u"java/release-not-supported/x"_s);
    }

    // Of two errors of one product a few lines apart, the first led to the second: ssh ignores a
    // key whose permissions are too open, and then the server refuses the login. A Java "Caused
    // by:" line below its exception is the other way round: it is the cause.
    void causeComesBeforeItsConsequence()
    {
        const Record key
            = signedRecord(u"git/key-too-open/x"_s, u"Permissions \\d+ for '[^']+' are too open"_s, u"git"_s,
                u"Permissions 0644 for '~/.ssh/id_rsa' are too open"_s);
        const Record denied = signedRecord(u"git/publickey/x"_s, u"Permission denied \\(publickey\\)"_s,
            u"git"_s, u"Permission denied (publickey)"_s);
        const LogMatcher matcher({key, denied});
        const QByteArray ssh = "$ git pull --ff-only\n"
                               "Permissions 0664 for '/home/ops/.ssh/id_ed25519' are too open.\n"
                               "This private key will be ignored.\n"
                               "git@bitbucket.org: Permission denied (publickey).\n"
                               "fatal: Could not read from remote repository.\n";
        const TriageResult sshResult = triage(matcher, routineLines() + ssh);
        QVERIFY(sshResult.findings.size() >= 2);
        QCOMPARE(sshResult.findings.first().record.id(), u"git/key-too-open/x"_s);

        const Record creation
            = signedRecord(u"java/bean-creation/x"_s, u"BeanCreationException: Error creating bean"_s,
                u"java"_s, u"BeanCreationException: Error creating bean with name"_s);
        const Record cycle
            = signedRecord(u"java/bean-cycle/x"_s, u"Caused by: .*BeanCurrentlyInCreationException"_s,
                u"java"_s, u"BeanCurrentlyInCreationException: Requested bean is currently in creation"_s);
        const LogMatcher javaMatcher({creation, cycle});
        const QByteArray java
            = "Exception in thread \"main\" org.springframework.beans.factory.BeanCreationException: "
              "Error creating bean with name 'invoiceService'\n"
              "\tat "
              "org.springframework.beans.factory.support.AbstractBeanFactory.getBean(AbstractBeanFactory."
              "java:208)\n"
              "Caused by: org.springframework.beans.factory.BeanCurrentlyInCreationException: "
              "Error creating bean with name 'paymentService': Requested bean is currently in creation\n";
        const TriageResult javaResult = triage(javaMatcher, routineLines() + java);
        QVERIFY(javaResult.findings.size() >= 2);
        QCOMPARE(javaResult.findings.first().record.id(), u"java/bean-cycle/x"_s);
    }
};

QTEST_GUILESS_MAIN(TestCauseOrder)
#include "tst_causeorder.moc"
