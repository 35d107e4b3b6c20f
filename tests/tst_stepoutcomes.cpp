// SPDX-License-Identifier: MIT
// A step that only says it failed ranks below the error that says why, each rule on a small log
// written here (no corpus): a step's "… failed", a launcher's CalledProcessError, "an error occurred
// while …", a job whose retries ran out (below a suggestion too), a .NET exception deferring to its
// inner exception (not an inner one the exception above quotes), and Spring Boot's description of
// a start that failed. A build's summary is tst_buildsummaries'; which lines say so,
// tst_outcomeline's.
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::findingOf;
using FaultlineTest::otherRecords;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestStepOutcomes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A queue's job retried until its attempts ran out says only that; the error of each attempt,
    // above, is the reason, though no regex matches it and its record is only suggested.
    void retriesRunningOutYieldToTheSuggestionForTheirError()
    {
        const Record attempts = signedRecord(u"php/queue-max-attempts/x"_s,
            u"MaxAttemptsExceededException.*has been attempted too many times"_s, u"php"_s,
            u"Illuminate\\Queue\\MaxAttemptsExceededException: App\\Jobs\\ProcessOrder has been attempted "
            u"too many times"_s);
        const Record redis = signedRecord(u"php/redis-gone-away/x"_s, u"Redis server went away"_s, u"php"_s,
            u"RedisException: read error on connection to redis:6379"_s);
        const LogMatcher matcher({attempts, redis});
        const QByteArray log
            = "[2024-06-12 02:18:41] production.ERROR: read error on connection to "
              "redis-master.cache.svc.cluster.local:6379 {\"exception\":\"[object] (RedisException(code: 0): "
              "read error on connection to redis-master.cache.svc.cluster.local:6379)\"}\n"
              "[2024-06-12 02:19:08] production.ERROR: App\\Jobs\\SyncShopifyOrders has been attempted too "
              "many "
              "times. {\"exception\":\"[object] (Illuminate\\\\Queue\\\\MaxAttemptsExceededException(code: "
              "0): App\\\\Jobs\\\\SyncShopifyOrders has been attempted too many times.)\"}\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"php/redis-gone-away/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // An error about the one before it (SQLAlchemy's "… rolled back due to a previous exception
    // during flush") yields to that one, though only a suggestion reads it.
    void anErrorAboutThePreviousOneYieldsToItsSuggestion()
    {
        const Record rollback = signedRecord(u"python/sqlalchemy-pending-rollback/x"_s,
            u"PendingRollbackError: This Session's transaction has been rolled back"_s, u"python"_s,
            u"sqlalchemy.exc.PendingRollbackError: This Session's transaction has been rolled back due to a "
            u"previous exception during flush."_s);
        const Record foreignKey = signedRecord(u"database/foreign-key-violation/x"_s,
            u"violates foreign key constraint .* on table"_s, u"database"_s,
            u"psycopg2.errors.ForeignKeyViolation: insert or update on table violates foreign key constraint"_s);
        const LogMatcher matcher({rollback, foreignKey});
        const QByteArray log
            = "Traceback (most recent call last):\n"
              "  File \"/app/orders/import.py\", line 88, in flush_batch\n"
              "psycopg2.errors.ForeignKeyViolation: insert or update on table \"order_items\" violates "
              "foreign "
              "key constraint \"order_items_order_id_fkey\"\n"
              "\n"
              "Traceback (most recent call last):\n"
              "  File \"/app/orders/import.py\", line 97, in run\n"
              "sqlalchemy.exc.PendingRollbackError: This Session's transaction has been rolled back due to a "
              "previous exception during flush. To begin a new transaction with this Session, first issue "
              "Session.rollback().\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"database/foreign-key-violation/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // The kubelet's report of a container that fails its probe or restarts after exiting is the
    // container's trouble seen from outside: the error the container logged, of another product,
    // is why.
    void anUnwellContainerYieldsToTheErrorItLogged()
    {
        const Record probe = signedRecord(u"kubernetes/readiness-probe-failed/x"_s,
            u"Readiness probe failed: HTTP probe failed with statuscode"_s, u"kubernetes"_s,
            u"Readiness probe failed: HTTP probe failed with statuscode: 503"_s);
        const Record hba = signedRecord(u"database/pg-no-hba-entry/x"_s, u"no pg_hba.conf entry for host"_s,
            u"database"_s, u"FATAL: no pg_hba.conf entry for host <host>, user <user>, database <db>"_s);
        const LogMatcher matcher({probe, hba});
        const QByteArray log
            = "$ kubectl logs deploy/ledger-sync --previous\n"
              "2025-10-19T02:16:16Z ERROR ingest: open store: ping postgres: pq: no pg_hba.conf entry for "
              "host "
              "\"10.20.41.9\", user \"ledger\", database \"ledger\", no encryption\n"
              "$ kubectl describe pod ledger-sync-6d8f9b7c54-w7m4n\n"
              "Events:\n"
              "  Type     Reason     Age                  From     Message\n"
              "  Warning  Unhealthy  14m (x16 over 19m)   kubelet  Readiness probe failed: HTTP probe "
              "failed with statuscode: 503\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"database/pg-no-hba-entry/x"_s);
    }

    // A line that says only that a step failed ("external filter … failed") is what the error
    // above it led to: the error that says why comes first, though both are error lines of git.
    void theReasonOutranksTheStepThatFailed()
    {
        const Record smudge = signedRecord(u"git/lfs-smudge/x"_s, u"Smudge error: .*does not exist"_s,
            u"git"_s, u"Smudge error: Object does not exist on the server"_s);
        const Record filter
            = signedRecord(u"git/filter-failed/x"_s, u"error: external filter '[^']+' failed"_s, u"git"_s,
                u"error: external filter 'git-lfs filter-process' failed"_s);
        const LogMatcher matcher({smudge, filter});
        const QByteArray clone
            = "git clone git@example.com:vision/detector.git\n"
              "Error downloading object: model.onnx (4be1c7d): Smudge error: Error downloading "
              "model.onnx: [404] Object does not exist on the server\n"
              "error: external filter 'git-lfs filter-process' failed\n"
              "fatal: model.onnx: smudge filter lfs failed\n";
        const TriageResult result = triage(matcher, routineLines() + clone);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"git/lfs-smudge/x"_s);
    }

    // A Kafka producer's "Local: Message timed out" says only that no broker took the message in
    // time: the client's error saying why (the advertised host it could not resolve) comes first,
    // though the timeout is the louder, later line.
    void theReasonOutranksAnUndeliveredMessage()
    {
        const Record dns = signedRecord(u"kafka/client-dns-lookup/x"_s,
            u"Failed to resolve '[^']+': Name or service not known"_s, u"kafka"_s,
            u"Failed to resolve '<host>:<port>': Name or service not known"_s);
        const Record timedOut = signedRecord(u"kafka/message-timed-out/x"_s, u"Local: Message timed out"_s,
            u"kafka"_s, u"KafkaError{code=_MSG_TIMED_OUT,val=-192,str=\"Local: Message timed out\"}"_s);
        const LogMatcher matcher({dns, timedOut});
        const QByteArray log = "%3|1733051122.118|FAIL|rdkafka#producer-1| [thrd:kafka:9092/1]: "
                               "kafka:9092/1: Failed to resolve "
                               "'kafka:9092': Name or service not known (after 3ms in state CONNECT)\n"
                               "2024-12-01 11:05:52,880 ERROR delivery failed for orders [0]: "
                               "KafkaError{code=_MSG_TIMED_OUT,val=-192,str=\"Local: Message timed out\"}\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kafka/client-dns-lookup/x"_s);
    }

    // libstdc++ prints "terminate called without an active exception" after a pure virtual call:
    // that says only how the program stopped, the call above says why.
    void theReasonOutranksTerminate()
    {
        const Record pureVirtual = signedRecord(u"cpp/pure-virtual/x"_s, u"pure virtual method called"_s,
            u"cpp"_s, u"pure virtual method called"_s);
        const Record terminate
            = signedRecord(u"cpp/terminate/x"_s, u"terminate called without an active exception"_s, u"cpp"_s,
                u"terminate called without an active exception"_s);
        const LogMatcher matcher({pureVirtual, terminate});
        const QByteArray log
            = "Dec 02 08:15:41 edge-gw-3 sensorbridge[1187]: pure virtual method called\n"
              "Dec 02 08:15:41 edge-gw-3 sensorbridge[1187]: terminate called without an "
              "active exception\n"
              "Dec 02 08:15:41 edge-gw-3 systemd[1]: sensorbridge.service: Main process exited, "
              "code=dumped, status=6/ABRT\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cpp/pure-virtual/x"_s);
    }

    // git's "error: failed to push some refs to …" says only that the push failed: the remote's
    // refusal on the line above says why, though the push's record reads its own line better and
    // the refusal's record is worded as another message of the same refusal. The push's report
    // ranks below git's record of the rejected ref too, which reads the refusal's line less.
    void theRemotesRefusalOutranksTheFailedPush()
    {
        const Record workflows = signedRecord(u"cicd/gha-permission-denied/x"_s,
            u"Permission to \\S+ denied to [\\w.-]+\\[bot\\]|refusing to allow a GitHub App to create or "
            "update workflow"_s,
            u"cicd"_s, u"remote: Permission to <owner>/<repo>.git denied to github-actions[bot]."_s);
        const Record push = signedRecord(u"git/failed-to-push-refs/x"_s, u"failed to push some refs"_s,
            u"git"_s, u"error: failed to push some refs to '<remote>'"_s);
        const Record rejected = signedRecord(u"git/push-force-rejected/x"_s, u"\\[remote rejected\\]"_s,
            u"git"_s, u"! [remote rejected] main -> main (protected branch hook declined)"_s);
        const LogMatcher matcher({workflows, push, rejected});
        const QByteArray log
            = "##[group]Run git push origin chore/template-sync\n"
              "To https://github.com/acme/billing-service\n"
              " ! [remote rejected] chore/template-sync -> chore/template-sync (refusing to allow a "
              "GitHub App to create or update workflow `.github/workflows/ci.yml` without `workflows` "
              "permission)\n"
              "error: failed to push some refs to 'https://github.com/acme/billing-service'\n"
              "##[error]Process completed with exit code 1.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 3);
        QCOMPARE(result.findings.first().record.id(), u"cicd/gha-permission-denied/x"_s);
    }

    // kubectl describe's "Reason: CreateContainerConfigError" says only that the kubelet could not
    // create the container: its Warning event says why ("Error: container has runAsNonRoot and
    // image will run as root"), though the reason's record reads its own field better.
    void theKubeletsEventOutranksTheWaitingReason()
    {
        const Record waiting = signedRecord(u"kubernetes/createcontainerconfigerror/x"_s,
            u"CreateContainerConfigError"_s, u"kubernetes"_s, u"Reason: CreateContainerConfigError"_s);
        const Record nonRoot = signedRecord(u"kubernetes/run-as-non-root/x"_s,
            u"container has runAsNonRoot and image will run as root"_s, u"kubernetes"_s,
            u"Error: container has runAsNonRoot and image (non-numeric user) cannot verify user is non-root"_s);
        const LogMatcher matcher({waiting, nonRoot});
        const QByteArray log
            = "$ kubectl describe pod billing-worker-6d9f7c8b5-x2kqp -n payments\n"
              "Containers:\n"
              "  worker:\n"
              "    State:          Waiting\n"
              "      Reason:       CreateContainerConfigError\n"
              "    Ready:          False\n"
              "Events:\n"
              "  Type     Reason     Age                  From     Message\n"
              "  ----     ------     ----                 ----     -------\n"
              "  Normal   Pulled     3m1s (x12 over 5m)   kubelet  Container image already present\n"
              "  Warning  Failed     3m1s (x12 over 5m)   kubelet  Error: container has runAsNonRoot and "
              "image will run as root (pod: \"billing-worker-6d9f7c8b5-x2kqp_payments\", container: "
              "worker)\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/run-as-non-root/x"_s);
    }

    // A launcher's "CalledProcessError: Command '[…]' returned non-zero exit status 1" says only
    // that the program it ran failed: that program's error above it comes first, though the
    // launcher's record reads its own line as well.
    void theProgramsErrorOutranksItsLaunchersReport()
    {
        const Record oom = signedRecord(u"cuda/device-out-of-memory/x"_s, u"out of memory"_s, u"cuda"_s,
            u"OutOfMemoryError: CUDA out of memory. Tried to allocate"_s);
        const Record child = signedRecord(u"python/child-process-failed/x"_s,
            u"subprocess\\.CalledProcessError: Command '\\[.*\\]' returned non-zero exit status \\d+"_s,
            u"python"_s,
            u"subprocess.CalledProcessError: Command '['python3', 'train.py']' returned non-zero exit status 1."_s);
        const TriageResult result = triage(LogMatcher({oom, child}),
            routineLines()
                + "Traceback (most recent call last):\n"
                  "  File \"/srv/train/train.py\", line 88, in <module>\n"
                  "    trainer.train()\n"
                  "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 15.66 GiB\n"
                  "Traceback (most recent call last):\n"
                  "  File \"/srv/train/launch.py\", line 12, in <module>\n"
                  "    subprocess.run(cmd, check=True)\n"
                  "subprocess.CalledProcessError: Command '['/opt/conda/bin/python3.11', 'train.py', "
                  "'--config', 'configs/llama31-8b.yaml']' returned non-zero exit status 1.\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cuda/device-out-of-memory/x"_s);
    }

    // A line that says only that an error occurred while a page was prerendered is what the error
    // above it led to: that error, the reason, comes first.
    void theReasonOutranksTheErrorThatOccurred()
    {
        const Record prerender = signedRecord(u"nextjs/prerender/x"_s,
            u"Error occurred prerendering page \"[^\"]+\"\\. Read more: https://nextjs\\.org/docs/messages/"
            u"prerender-error"_s,
            u"nextjs"_s, u"Error occurred prerendering page \"<page>\". Read more: <link>"_s);
        const Record functions = signedRecord(u"nextjs/functions-to-client/x"_s,
            u"Functions cannot be passed directly to Client Components"_s, u"nextjs"_s,
            u"Error: Functions cannot be passed directly to Client Components"_s);
        const LogMatcher matcher({prerender, functions});
        const QByteArray build
            = "   Generating static pages (3/9)\n"
              " ⨯ Error: Functions cannot be passed directly to Client Components unless you "
              "explicitly expose it by marking it with \"use server\".\n"
              "    at stringify (<anonymous>)\n"
              "    at renderModelDestructive (/app/node_modules/next/dist/compiled/react.js:1:2207)\n"
              "    at resolveModelToJSON (/app/node_modules/next/dist/compiled/react.js:1:8155)\n"
              "    at Object.toJSON (/app/node_modules/next/dist/compiled/react.js:1:1320)\n"
              "    at stringify (<anonymous>)\n"
              "    at emitChunk (/app/node_modules/next/dist/compiled/react.js:1:3480)\n"
              "    at retryTask (/app/node_modules/next/dist/compiled/react.js:1:9921)\n"
              "    at performWork (/app/node_modules/next/dist/compiled/react.js:1:10471)\n"
              "    at AsyncLocalStorage.run (node:async_hooks:346:14)\n"
              "  digest: '1804331790'\n"
              "   Generating static pages (4/9)\n"
              "\n"
              "Error occurred prerendering page \"/contacts/new\". Read more: "
              "https://nextjs.org/docs/messages/prerender-error\n";
        const TriageResult result = triage(matcher, routineLines() + build);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"nextjs/functions-to-client/x"_s);
    }

    // .NET's HttpRequestException says the reason is its inner exception, printed below it after
    // " ---> ": the record of that inner error comes first, though the wrapper's reads as well.
    void theInnerExceptionOutranksItsWrapper()
    {
        const Record wrapper = signedRecord(u"dotnet/httprequestexception/x"_s,
            u"HttpRequestException: The SSL connection could not be established"_s, u"dotnet"_s,
            u"System.Net.Http.HttpRequestException: The SSL connection could not be established"_s);
        const Record chain
            = signedRecord(u"dotnet/certificate-chain/x"_s, u"The remote certificate is invalid"_s,
                u"dotnet"_s, u"AuthenticationException: The remote certificate is invalid"_s);
        const LogMatcher matcher({wrapper, chain});
        const QByteArray log
            = "fail: SyncWorker[0]\n"
              "      System.Net.Http.HttpRequestException: The SSL connection could not be established, "
              "see inner exception.\n"
              "       ---> System.Security.Authentication.AuthenticationException: The remote certificate is "
              "invalid because of errors in the certificate chain: UntrustedRoot\n"
              "         at System.Net.Security.SslStream.SendAuthResetSignal(ReadOnlySpan`1 alert)\n"
              "         --- End of inner exception stack trace ---\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/certificate-chain/x"_s);
    }

    // Not when the exception above quotes the inner one's message in its own and its record reads
    // that whole line: Entity Framework's tools say they could not create the DbContext at design
    // time because of the inner exception, which is dependency injection's message. The tools'
    // record says what to do at design time; the inner exception's, at run time. That holds though
    // the question's title states the inner message, which lifts its record. Without the quote,
    // the inner exception outranks the one above it as before.
    void theInnerExceptionTheOuterOneQuotesYieldsToIt()
    {
        const Record designTime = signedRecord(u"dotnet/ef-design-time/x"_s,
            u"Unable to create a 'DbContext'"_s, u"dotnet"_s,
            u"Unable to create a 'DbContext' of type '<type>'. The exception '<message>' was thrown while "
            u"attempting to create an instance."_s);
        const Record unresolved = signedRecord(u"dotnet/di-unresolved/x"_s,
            u"Unable to resolve service for type '[^']+' while attempting to activate"_s, u"dotnet"_s,
            u"System.InvalidOperationException: Unable to resolve service for type '<type>' while "
            u"attempting to activate '<type>'."_s);
        const LogMatcher matcher({designTime, unresolved});
        const QByteArray message
            = "Unable to resolve service for type "
              "'Microsoft.EntityFrameworkCore.DbContextOptions`1[Shop.Data.ShopDbContext]' while "
              "attempting to activate 'Shop.Data.ShopDbContext'.";
        const QByteArray run = "PS C:\\src\\shop> dotnet ef migrations add InitialCreate --verbose\n"
                               "Build succeeded.\n"
                               "Found DbContext 'ShopDbContext'.\n";
        const QByteArray inner = " ---> System.InvalidOperationException: " + message + "\n"
            + "   at "
              "Microsoft.Extensions.DependencyInjection.ActivatorUtilities.CreateInstance(IServiceProvider "
              "provider, Type instanceType, Object[] parameters)\n"
              "   --- End of inner exception stack trace ---\n";
        const QByteArray quoting
            = "Microsoft.EntityFrameworkCore.Design.OperationException: Unable to create a "
              "'DbContext' of type 'ShopDbContext'. The exception '"
            + message + "' was thrown while attempting to create an instance.\n";
        // The question's title states the inner exception's message, as people often title them.
        const QByteArray title
            = "Title: dotnet ef: Unable to resolve service for type 'DbContextOptions`1' while "
              "attempting to activate 'ShopDbContext'\n";
        TriageResult result = triage(matcher, title + routineLines() + run + quoting + inner);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/ef-design-time/x"_s);
        const QByteArray deferring
            = "Microsoft.EntityFrameworkCore.Design.OperationException: Unable to create a "
              "'DbContext' of type 'ShopDbContext'. See the inner exception.\n";
        result = triage(matcher, title + routineLines() + run + deferring + inner);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/di-unresolved/x"_s);
    }

    // The same when no record's regex matches the inner exception and a record is only suggested
    // for it by its wording: .NET's "The type initializer for 'Gdip' threw an exception." says the
    // error is the PlatformNotSupportedException below it, whose suggested record comes first.
    void theSuggestionForTheInnerExceptionOutranksItsWrapper()
    {
        const Record wrapper = signedRecord(u"dotnet/type-initializer/x"_s,
            u"The type initializer for '\\w+' threw an exception"_s, u"dotnet"_s,
            u"System.TypeInitializationException: The type initializer for 'X' threw an exception."_s);
        const Record platform = signedRecord(u"dotnet/platform-unsupported/x"_s,
            u"PlatformNotSupportedException: Operation is not supported on this platform"_s, u"dotnet"_s,
            u"System.PlatformNotSupportedException: System.Drawing.Common is not supported on non-Windows "
            u"platforms"_s);
        QList<Record> records {wrapper, platform};
        records += otherRecords(u"dotnet"_s, u"System.InvalidOperationException: step %1 is not allowed"_s);
        const QByteArray log
            = "fail: Microsoft.AspNetCore.Server.Kestrel[13]\n"
              "      System.TypeInitializationException: The type initializer for 'Gdip' threw an "
              "exception.\n"
              "       ---> System.PlatformNotSupportedException: System.Drawing.Common is not supported on "
              "non-Windows platforms. See https://aka.ms/systemdrawingnonwindows for more information.\n"
              "         at System.Drawing.LibraryResolver.EnsureRegistered()\n"
              "         --- End of inner exception stack trace ---\n";
        const TriageResult result = triage(LogMatcher(records), routineLines() + log);
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/platform-unsupported/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // Not to a record suggested for the inner exception by its class and common words only: a
    // FileNotFoundException of an assembly is another error than a data file not found, and the
    // wrapper's record, which says to read the inner exception, comes first.
    void theWrapperKeepsItsPlaceOverARecordOfAnotherInnerMessage()
    {
        const Record wrapper = signedRecord(u"dotnet/type-initializer/x"_s,
            u"The type initializer for '[\\w.]+' threw an exception"_s, u"dotnet"_s,
            u"System.TypeInitializationException: The type initializer for 'X' threw an exception."_s);
        const Record assembly
            = signedRecord(u"dotnet/assembly-load/x"_s, u"Could not load file or assembly"_s, u"dotnet"_s,
                u"FileNotFoundException: Could not load file or assembly"_s);
        QList<Record> records {wrapper, assembly};
        // Other records of the exception class, as a knowledge base has: its name and "Could not" are
        // common words, the file's name and path rare ones that no record names.
        records += otherRecords(u"dotnet"_s, u"System.IO.IOException: Could not read the file of step %1"_s);
        const QByteArray log
            = "fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1]\n"
              "      System.TypeInitializationException: The type initializer for "
              "'Tollgate.Shipping.RegionCatalog' "
              "threw an exception.\n"
              "       ---> System.IO.FileNotFoundException: Could not find file '/app/Data/regions.json'.\n"
              "         at Interop.ThrowExceptionForIoErrno(ErrorInfo errorInfo, String path, Boolean "
              "isDirError)\n"
              "         --- End of inner exception stack trace ---\n";
        const TriageResult result = triage(LogMatcher(records), routineLines() + log);
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"dotnet/type-initializer/x"_s);
    }

    // Docker reports the NVIDIA hook that failed and quotes its stderr, which goes on below: the
    // hook's own error there comes first.
    void theQuotedStderrOutranksTheReportOfTheHook()
    {
        // The report's record reads like its whole line, the driver's record like another of its
        // messages: only where the hook's error is decides.
        const Record oci = signedRecord(u"docker/oci-runtime-create-failed/x"_s,
            u"OCI runtime create failed: runc create failed: unable to start container process"_s,
            u"docker"_s,
            u"Error response from daemon: failed to create task for container: failed to create shim task: "
            u"OCI runtime create failed: runc create failed: unable to start container process: error "
            u"during container init: error running prestart hook"_s);
        const Record driver = signedRecord(u"cuda/driver-insufficient/x"_s,
            u"unsatisfied condition: cuda>=[\\d.]+, please update your driver"_s, u"cuda"_s,
            u"CUDA driver version is insufficient for CUDA runtime version"_s);
        const LogMatcher matcher({oci, driver});
        const QByteArray report
            = "$ docker compose up tgi\n"
              "Error response from daemon: failed to create task for container: failed to create shim "
              "task: OCI runtime create failed: runc create failed: unable to start container process: "
              "error during container init: error running prestart hook #0: exit status 1, stdout: , "
              "stderr: Auto-detected mode as 'legacy'\n";
        const QByteArray hook = "nvidia-container-cli: requirement error: unsatisfied condition: "
                                "cuda>=12.4, please update your driver to a newer version, or use an "
                                "earlier cuda container: unknown\n";
        const TriageResult result = triage(matcher, routineLines() + report + hook);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cuda/driver-insufficient/x"_s);
    }

    // systemd stopped restarting a service that kept failing; `systemctl status` shows that
    // first, the journal below says why: the Go server found its port taken. That is the
    // diagnosis, and the restart limit, which reads its own line well, is none.
    void theServicesErrorOutranksItsRestartLimit()
    {
        const Record limit = signedRecord(u"linux/start-limit-hit/x"_s,
            u"systemd\\[1\\]: \\S+\\.service: Start request repeated too quickly\\."_s, u"linux"_s,
            u"systemd[1]: prometheus.service: Start request repeated too quickly."_s);
        const Record inUse = signedRecord(u"go/listen-address-in-use/x"_s, u"already in use"_s, u"go"_s,
            u"OSError: [Errno 98] Address already in use"_s);
        const LogMatcher matcher({limit, inUse});
        const QByteArray log
            = "$ systemctl status prometheus\n"
              "x prometheus.service - Prometheus\n"
              "     Active: failed (Result: exit-code) since Mon 2024-07-08 21:14:05 UTC; 3s ago\n"
              "Jul 08 21:14:05 mon01 systemd[1]: prometheus.service: Start request repeated too quickly.\n"
              "$ journalctl -u prometheus -n 1\n"
              "Jul 08 21:14:04 mon01 prometheus[48911]: ts=2024-07-08T19:14:04.118Z caller=main.go:1129 "
              "level=error msg=\"Unable to start web listener\" err=\"listen tcp 0.0.0.0:9090: bind: address "
              "already in use\"\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"go/listen-address-in-use/x"_s);
        // The limit says only that the service kept failing: no diagnosis of its own beside why.
        QVERIFY(result.findings.first().isDiagnosis());
        QVERIFY(!result.findings.at(1).isDiagnosis());
    }

    // git says only that it could not read from the remote; ssh said why on the line above. A
    // record of ssh's failure fits the log although no marker names ssh.
    void sshsReasonOutranksGitsReport()
    {
        const Record unreadable
            = signedRecord(u"git/could-not-read-from-remote/x"_s, u"Could not read from remote repository"_s,
                u"git"_s, u"fatal: Could not read from remote repository."_s);
        const Record timedOut = signedRecord(u"ssh/connection-timed-out/x"_s,
            u"connect to host \\S+ port \\d+: Connection timed out"_s, u"ssh"_s,
            u"ssh: connect to host github.com port 22: Connection timed out"_s);
        const LogMatcher matcher({unreadable, timedOut});
        const QByteArray log = "$ git clone git@github.com:tu-robotics/ros-labs-template.git\n"
                               "Cloning into 'ros-labs-template'...\n"
                               "ssh: connect to host github.com port 22: Connection timed out\n"
                               "fatal: Could not read from remote repository.\n"
                               "\n"
                               "Please make sure you have the correct access rights\n"
                               "and the repository exists.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"ssh/connection-timed-out/x"_s);
    }

    // Spring Boot states why it could not start below "Description:" in its report, on a line of no
    // level: that line is the error, and its record outranks one matching the start of the chain of
    // exceptions logged as a warning above it.
    void springsDescriptionOutranksTheChainAboveIt()
    {
        const Record creation = signedRecord(u"java/bean-creation/x"_s,
            u"Error creating bean with name '\\w+'.*Unsatisfied dependency"_s, u"java"_s,
            u"Error creating bean with name 'x': Unsatisfied dependency expressed through constructor parameter"_s);
        const Record cycle = signedRecord(u"java/bean-cycle/x"_s,
            u"application context form a cycle|Requested bean is currently in creation"_s, u"java"_s,
            u"The dependencies of some of the beans in the application context form a cycle"_s);
        const LogMatcher matcher({creation, cycle});
        const QByteArray log
            = "2024-11-04T10:22:44.741+01:00  WARN 48213 --- [main] "
              "ConfigServletWebServerApplicationContext : Exception encountered during context "
              "initialization - cancelling refresh attempt: "
              "org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating "
              "bean with name 'bookingController': Unsatisfied dependency expressed through "
              "constructor parameter 0: Error creating bean with name 'bookingService': Unsatisfied "
              "dependency expressed through constructor parameter 2: Error creating bean with name "
              "'invoiceService': Unsatisfied dependency expressed through constructor parameter 1: "
              "Error creating bean with name 'bookingService': Requested bean is currently in "
              "creation: Is there an unresolvable circular reference?\n"
              "\n"
              "***************************\n"
              "APPLICATION FAILED TO START\n"
              "***************************\n"
              "\n"
              "Description:\n"
              "\n"
              "The dependencies of some of the beans in the application context form a cycle:\n"
              "\n"
              "   bookingController\n"
              "┌─────┐\n"
              "|  bookingService\n"
              "↑     ↓\n"
              "|  invoiceService\n"
              "└─────┘\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"java/bean-cycle/x"_s);
        QVERIFY(result.findings.first().isDiagnosis());
    }

    // webpack 5 explains its "Module not found" for a core module of Node in a note below it, on a
    // line of no level ("BREAKING CHANGE: webpack < 5 used to include polyfills …"): that note is
    // the error's message, an error line, where its record can outrank the generic one above.
    void webpacksPolyfillNoteIsItsResolveErrorsMessage()
    {
        const Record resolve = signedRecord(u"node/webpack-cant-resolve/x"_s,
            u"Module not found: Error: Can't resolve '[^']+' in '[^']+'"_s, u"node"_s,
            u"Module not found: Error: Can't resolve '<request>' in '<directory>'"_s);
        const Record polyfill = signedRecord(u"node/webpack5-node-polyfill/x"_s,
            u"BREAKING CHANGE: webpack < 5 used to include polyfills for node\\.js core modules by default"_s,
            u"node"_s,
            u"BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default. "
            u"This "
            "is no longer the case. Verify if you need this module and configure a polyfill for it."_s);
        const LogMatcher matcher({resolve, polyfill});
        // A CI job's output, each line after the runner's timestamp.
        auto job = [](const QList<QByteArray> &lines) {
            QByteArray log;
            for (const QByteArray &line : lines)
                log += "2025-04-22T08:31:51.0226484Z " + line + "\n";
            return log;
        };
        const QList<QByteArray> error = {"ERROR in ./node_modules/sax/lib/sax.js 222:13-30",
            "Module not found: Error: Can't resolve 'stream' in "
            "'/home/runner/work/fleet-portal/fleet-portal/node_modules/sax/lib'",
            ""};
        const QList<QByteArray> note = {
            "BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.",
            "This is no longer the case. Verify if you need this module and configure a polyfill for it."};
        TriageResult result = triage(matcher, routineLines() + job(error + note));
        const Finding *f = findingOf(result, u"node/webpack5-node-polyfill/x"_s);
        QVERIFY(f);
        QVERIFY(f->best.onErrorLine());
        // The same note far from any such error (release notes quoted in a log) is no error line.
        result = triage(matcher, routineLines() + job(error + QList<QByteArray>(6, "built") + note));
        f = findingOf(result, u"node/webpack5-node-polyfill/x"_s);
        QVERIFY(f);
        QVERIFY(!f->best.onErrorLine());
    }
};

QTEST_GUILESS_MAIN(TestStepOutcomes)
#include "tst_stepoutcomes.moc"
