// SPDX-License-Identifier: MIT
// What CauseOrder reads a line as, phrase by phrase (OutcomeLine): a line saying only that an error
// occurred, and a text about the error above it. tst_stepoutcomes and tst_causeorder check the
// ranking those readings lead to; tst_evidence the prose and shell commands that are no error at all.
#include "outcomeline.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;

class TestOutcomeLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Which lines report a process killed by SIGKILL, and which report the OOM killer's work
    // (CauseOrder ranks the first below the second, wherever it is).
    void whichLinesReportAKillAndWhichTheOomKiller_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("killed");
        QTest::addColumn<bool>("oomKill");
        QTest::newRow("celery") << QByteArray(
            "WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: 3.')")
                                << true << false;
        QTest::newRow("signal 9 at the end")
            << QByteArray("worker 12 terminated by signal 9") << true << false;
        QTest::newRow("not signal 95") << QByteArray("received signal 95 from the bus") << false << false;
        QTest::newRow("the kernel") << QByteArray(
            "kernel: Out of memory: Killed process 47711 (celery) total-vm:4805864kB")
                                    << false << true;
        QTest::newRow("an older kernel")
            << QByteArray("kernel: Out of memory: Kill process 2301 (java) score 958 or sacrifice child")
            << false << true;
        QTest::newRow("systemd") << QByteArray("celery.service: Failed with result 'oom-kill'.") << false
                                 << true;
        QTest::newRow("neither") << QByteArray("INFO worker 3 restarted after 12 s") << false << false;
    }
    void whichLinesReportAKillAndWhichTheOomKiller()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, killed);
        QFETCH(bool, oomKill);
        const std::string_view view(line.constData(), std::size_t(line.size()));
        QCOMPARE(OutcomeLine::saysAProcessWasKilled(view), killed);
        QCOMPARE(OutcomeLine::reportsAnOomKill(view), oomKill);
    }

    // Which lines say only that an error occurred while something was done: no reason after a
    // colon, a link to read more being none.
    void whichLinesSayOnlyThatAnErrorOccurred_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("only");
        QTest::newRow("next.js") << QByteArray(
            "Error occurred prerendering page \"/contacts/new\". Read more: "
            "https://nextjs.org/docs/messages/prerender-error")
                                 << true;
        QTest::newRow("asp.net") << QByteArray("An error occurred while processing your request.") << true;
        QTest::newRow("pip's summary")
            << QByteArray("\xc3\x97 Encountered error while generating package metadata.") << true;
        QTest::newRow("next.js's export summary")
            << QByteArray("#12 53.40 > Export encountered errors on following paths:") << true;
        QTest::newRow("encountered an error")
            << QByteArray("The build encountered an error while bundling the server.") << true;
        QTest::newRow("encountered, then the reason")
            << QByteArray("Webpack encountered errors: Module not found: Can't resolve './theme'") << false;
        QTest::newRow("a reason after the summary's colon")
            << QByteArray("Encountered error while loading: config.toml is not valid") << false;
        QTest::newRow("has occurred")
            << QByteArray("2025-03-01 10:00:01 ERROR [main] An unexpected error has occurred during startup")
            << true;
        QTest::newRow("aws: the reason after a colon") << QByteArray(
            "An error occurred (AccessDenied) when calling the PutObject operation: Access Denied")
                                                       << false;
        QTest::newRow("a reason after a colon")
            << QByteArray("Error occurred during initialization of VM: Could not reserve enough space")
            << false;
        QTest::newRow("another word") << QByteArray("No terror occurred here") << false;
        QTest::newRow("far into a quoted message")
            << QByteArray(QByteArray(130, 'x') + " an error occurred while saving") << false;
        QTest::newRow("not the phrase") << QByteArray("error: cannot find symbol") << false;
    }
    void whichLinesSayOnlyThatAnErrorOccurred()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, only);
        QCOMPARE(OutcomeLine::onlyThatAnErrorOccurred(
                     std::string_view(line.constData(), std::size_t(line.size()))),
            only);
    }

    // Which lines say that a step failed and not why: Gradle's failed task, whose reason is on
    // the "> " lines below it, is one; the reason itself is not.
    void whichLinesSayOnlyThatAStepFailed_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("only");
        QTest::newRow("gradle's failed task")
            << QByteArray("Execution failed for task ':app:mergeDebugResources'.") << true;
        QTest::newRow("gradle's reason")
            << QByteArray("> Could not resolve all files for configuration ':app:debugRuntimeClasspath'.")
            << false;
        QTest::newRow("flutter's gradle task")
            << QByteArray("Gradle task bundleRelease failed with exit code 1") << true;
        QTest::newRow("gradle's summary") << QByteArray("FAILURE: Build failed with an exception.") << true;
        QTest::newRow("gradle's summary pasted with its reason") << QByteArray(
            "FAILURE: Build failed with an exception. * What went wrong: Could not determine the "
            "dependencies of task ':app:compileDebugJavaWithJavac'. > SDK location not found.")
                                                                 << false;
        QTest::newRow("ends with failed")
            << QByteArray("error: external filter 'git-lfs filter-process' failed") << true;
        QTest::newRow("a reason") << QByteArray("error: cannot find symbol") << false;
        QTest::newRow("pip's code") << QByteArray("error: metadata-generation-failed") << true;
        QTest::newRow("pip's older code") << QByteArray("error: legacy-install-failure") << true;
        QTest::newRow("python's child process") << QByteArray(
            "subprocess.CalledProcessError: Command '['/opt/conda/bin/python3.11', 'train.py']' "
            "returned non-zero exit status 1.") << true;
        QTest::newRow("make's failed recipe") << QByteArray("make: *** [Makefile:41: check] Error 1") << true;
        QTest::newRow("a sub-make's failed recipe")
            << QByteArray("make[2]: *** [src/CMakeFiles/app.dir/build.make:76: src/main.o] Error 1") << true;
        QTest::newRow("make's own error")
            << QByteArray("make: *** No rule to make target 'install'.  Stop.") << false;
        QTest::newRow("the linker's status")
            << QByteArray("collect2: error: ld returned 1 exit status") << true;
        QTest::newRow("the linker's reason")
            << QByteArray("/usr/bin/ld: main.o: undefined reference to symbol 'pthread_create@@GLIBC_2.2.5'")
            << false;
        QTest::newRow("python's child process not found")
            << QByteArray("FileNotFoundError: [Errno 2] No such file or directory: 'nvcc'") << false;
    }
    void whichLinesSayOnlyThatAStepFailed()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, only);
        QCOMPARE(
            OutcomeLine::onlyThatAStepFailed(std::string_view(line.constData(), std::size_t(line.size()))),
            only);
    }

    // Which of kubectl describe's reasons only say that the kubelet could not create or start a
    // container: not a last state's OOMKilled, which is the error itself.
    void whichReasonsOnlySayAContainerWaits_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("only");
        QTest::newRow("config error") << QByteArray("      Reason:       CreateContainerConfigError") << true;
        QTest::newRow("run error") << QByteArray("      Reason:       RunContainerError  ") << true;
        QTest::newRow("oom killed") << QByteArray("      Reason:       OOMKilled") << false;
        QTest::newRow("an event's reason column")
            << QByteArray("  Warning  Failed  3m1s  kubelet  Error: CreateContainerConfigError") << false;
    }
    void whichReasonsOnlySayAContainerWaits()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, only);
        QCOMPARE(OutcomeLine::onlyAContainersWaitingReason(
                     std::string_view(line.constData(), std::size_t(line.size()))),
            only);
    }

    // Which .NET exceptions say their reason is the inner exception below them.
    void whichLinesDeferToAnInnerException_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("defers");
        QTest::newRow("HttpRequestException") << QByteArray(
            "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner "
            "exception.") << true;
        QTest::newRow("Entity Framework") << QByteArray(
            "Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity "
            "changes. See the inner exception for details.")
                                          << true;
        QTest::newRow("type initializer") << QByteArray(
            "System.TypeInitializationException: The type initializer for 'Gdip' threw an exception.")
                                          << true;
        QTest::newRow("reflection") << QByteArray("System.Reflection.TargetInvocationException: Exception "
                                                  "has been thrown by the target of an invocation.")
                                    << true;
        QTest::newRow("the inner exception itself") << QByteArray(
            " ---> System.Security.Authentication.AuthenticationException: The remote certificate is "
            "invalid") << false;
        QTest::newRow("a reason of its own")
            << QByteArray("System.InvalidOperationException: Sequence contains no elements") << false;
    }
    void whichLinesDeferToAnInnerException()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, defers);
        QCOMPARE(OutcomeLine::defersToAnInnerException(
                     std::string_view(line.constData(), std::size_t(line.size()))),
            defers);
    }

    // systemd's start limit is an outcome: the unit's own error is the reason.
    void aRestartLimitIsOnlyThatAStepFailed()
    {
        const QByteArray line
            = "Jul 08 21:14:05 mon01 systemd[1]: prometheus.service: Start request repeated too "
              "quickly.";
        const std::string_view view(line.constData(), std::size_t(line.size()));
        QVERIFY(OutcomeLine::onlyThatAUnitRestartedTooOften(view));
        QVERIFY(OutcomeLine::onlyThatAStepFailed(view));
        QVERIFY(
            !OutcomeLine::onlyThatAUnitRestartedTooOften("Start request repeated too quickly for the API"));
    }

    // git's report that it could not read from the remote is an outcome: ssh said why above.
    void anUnreadableRemoteIsOnlyThatAStepFailed()
    {
        const std::string_view line = "fatal: Could not read from remote repository.";
        QVERIFY(OutcomeLine::onlyThatTheRemoteWasUnreadable(line));
        QVERIFY(OutcomeLine::onlyThatAStepFailed(line));
        QVERIFY(!OutcomeLine::onlyThatAStepFailed(
            "ssh: connect to host github.com port 22: Connection timed out"));
        // ssh's own reason above it is no step's outcome, though it ends in "failed".
        QVERIFY(!OutcomeLine::onlyThatAStepFailed("Host key verification failed."));
    }

    // Which reports of a failed command quote its stderr, going on below.
    void whichLinesQuoteStderrBelow_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("below");
        const QByteArray hook
            = "Error response from daemon: failed to create task for container: OCI runtime "
              "create failed: error running prestart hook #0: exit status 1, stdout: , stderr: ";
        QTest::newRow("goes on below") << hook + "Auto-detected mode as 'legacy'" << true;
        QTest::newRow("ends on its line") << hook
                + "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: "
                  "cannot open shared object file: no such file or directory: unknown"
                                          << false;
        QTest::newRow("no stderr") << QByteArray("exit status 1") << false;
    }

    void whichLinesQuoteStderrBelow()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, below);
        QCOMPARE(OutcomeLine::quotesStderrBelow(std::string_view(line.constData(), std::size_t(line.size()))),
            below);
    }

    // Which lines say that a job's retries ran out, and nothing more.
    void whichLinesSayOnlyThatRetriesRanOut_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("ranOut");
        QTest::newRow("laravel") << QByteArray(
            "[2024-06-12 02:19:08] production.ERROR: App\\Jobs\\SyncShopifyOrders "
            "has been attempted too many times.")
                                 << true;
        QTest::newRow("sidekiq") << QByteArray("WARN: Retries exhausted for InvoiceMailerJob job") << true;
        QTest::newRow("celery") << QByteArray(
            "celery.exceptions.MaxRetriesExceededError: Can't retry tasks.render_pdf[9f1c] args:() kwargs:{}")
                                << true;
        // ioredis gives up a command after its connection failed that often; why it failed
        // (ECONNREFUSED, ENOTFOUND) is logged above it.
        QTest::newRow("ioredis") << QByteArray(
            "MaxRetriesPerRequestError: Reached the max retries per request limit (which is 20). "
            "Refer to \"maxRetriesPerRequest\" option for details.")
                                 << true;
        QTest::newRow("a retry, not the last")
            << QByteArray("Retrying (Retry(total=4)) after connection broken by 'ReadTimeoutError'") << false;
    }
    void whichLinesSayOnlyThatRetriesRanOut()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, ranOut);
        QCOMPARE(
            OutcomeLine::onlyThatRetriesRanOut(std::string_view(line.constData(), std::size_t(line.size()))),
            ranOut);
    }

    // Which lines are Markdown headings: one to six '#' and a space, not BuildKit's step numbers,
    // a GitHub Actions command or a C preprocessor directive.
    void whichLinesAreHeadings_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("heading");
        QTest::newRow("h3") << QByteArray("### Error (storage/logs/laravel.log)") << true;
        QTest::newRow("h2, indented") << QByteArray("  ## Relevant log output") << true;
        QTest::newRow("buildkit step") << QByteArray("#12 51.88 TypeError: Invalid URL") << false;
        QTest::newRow("actions command")
            << QByteArray("##[error]Process completed with exit code 1.") << false;
        QTest::newRow("preprocessor") << QByteArray("#error \"unsupported platform\"") << false;
        QTest::newRow("seven hashes") << QByteArray("####### not a heading") << false;
    }
    void whichLinesAreHeadings()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, heading);
        QCOMPARE(
            OutcomeLine::isHeading(std::string_view(line.constData(), std::size_t(line.size()))), heading);
    }

    // Which lines are a shell's report that its program died of a signal, and nothing else.
    void whichLinesSayOnlyThatAProcessDied_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("died");
        QTest::newRow("segfault") << QByteArray("Segmentation fault (core dumped)") << true;
        QTest::newRow("no core") << QByteArray("Segmentation fault") << true;
        QTest::newRow("abort, indented, CRLF") << QByteArray("  Aborted (core dumped)\r") << true;
        QTest::newRow("bus error") << QByteArray("Bus error (core dumped)") << true;
        QTest::newRow("python's ctrl-c") << QByteArray("KeyboardInterrupt") << true;
        QTest::newRow("code raising it") << QByteArray("    raise KeyboardInterrupt") << false;
        QTest::newRow("the kernel's report of where")
            << QByteArray("glint[48213]: segfault at 18 ip 00007f3b9c41c9e1 sp 00007ffd8b2e4f20 error 4")
            << false;
        QTest::newRow("a sentence about it")
            << QByteArray("Segmentation fault when opening any .exr file after the upgrade") << false;
        QTest::newRow("Python's fatal error")
            << QByteArray("Fatal Python error: Segmentation fault") << false;
    }
    void whichLinesSayOnlyThatAProcessDied()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, died);
        QCOMPARE(
            OutcomeLine::onlyThatAProcessDied(std::string_view(line.constData(), std::size_t(line.size()))),
            died);
    }

    // Which lines say that the peer of a connection refused or broke it, and which report a crash
    // that may be why.
    void whichLinesSayThePeerWentAway_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("gone");
        QTest::newRow("python") << QByteArray("ConnectionRefusedError: [Errno 111] Connection refused")
                                << true;
        QTest::newRow("node") << QByteArray("Error: connect ECONNREFUSED 127.0.0.1:5432") << true;
        QTest::newRow("reset") << QByteArray("ConnectionResetError: [Errno 104] Connection reset by peer")
                               << true;
        QTest::newRow("pipe") << QByteArray("BrokenPipeError: [Errno 32] Broken pipe") << true;
        QTest::newRow("timeout") << QByteArray("TimeoutError: [Errno 110] Connection timed out") << false;
        QTest::newRow("go refused") << QByteArray("dial tcp 172.22.0.2:5432: connect: connection refused")
                                    << true;
        QTest::newRow("go reset") << QByteArray(
            "read tcp 10.0.0.4:51234->10.0.0.9:6379: read: connection reset by peer")
                                  << true;
        QTest::newRow("go pipe") << QByteArray("write tcp 10.0.0.4:51234->10.0.0.9:8080: write: broken pipe")
                                 << true;
        QTest::newRow("lowercase prose") << QByteArray("the connection refused to come up") << false;
    }
    void whichLinesSayThePeerWentAway()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, gone);
        QCOMPARE(
            OutcomeLine::saysThePeerWentAway(std::string_view(line.constData(), std::size_t(line.size()))),
            gone);
    }
    void whichLinesReportACrash_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("crash");
        QTest::newRow("jvm heap") << QByteArray(
            "Terminating due to java.lang.OutOfMemoryError: Java heap space")
                                  << true;
        QTest::newRow("kernel") << QByteArray("kernel: Out of memory: Killed process 4121 (java)") << true;
        QTest::newRow("container") << QByteArray("    Reason:       OOMKilled") << true;
        QTest::newRow("go panic, timestamped")
            << QByteArray("2025-02-18T09:38:17Z panic: runtime error: index out of range") << true;
        QTest::newRow("go runtime") << QByteArray("fatal error: runtime: out of memory") << true;
        QTest::newRow("signal") << QByteArray("[signal SIGSEGV: segmentation violation code=0x1]") << true;
        QTest::newRow("an error of its own")
            << QByteArray("ERROR: relation \"orders\" does not exist") << false;
        QTest::newRow("a shutdown") << QByteArray("INFO Shutting down gracefully") << false;
    }
    void whichLinesReportACrash()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, crash);
        QCOMPARE(
            OutcomeLine::reportsACrash(std::string_view(line.constData(), std::size_t(line.size()))), crash);
    }

    // Which texts are about the error above them: the phrase in any case, nothing shorter or
    // other.
    void whichTextsAreAboutTheErrorAbove_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("about");
        QTest::newRow("react") << u"The above error occurred in the <App> component:"_s << true;
        QTest::newRow("python") << u"During handling of the above exception, another exception occurred:"_s
                                << true;
        QTest::newRow("capitals") << u"NOTE: THE ABOVE ERROR IS FATAL"_s << true;
        QTest::newRow("after non-ASCII") << u"→ café: the above exception was raised"_s << true;
        QTest::newRow("flutter") << u"Another exception was thrown: RangeError (index)"_s << true;
        QTest::newRow("sqlalchemy") << u"sqlalchemy.exc.PendingRollbackError: This Session's transaction "
                                       "has been rolled back due to a previous exception during flush."_s
                                    << true;
        QTest::newRow("a previous run") << u"retrying after a previous error was cleared"_s << false;
        QTest::newRow("flutter's, lowercase") << u"another exception was thrown: no"_s << false;
        QTest::newRow("other words") << u"see the error above; the above-mentioned error"_s << false;
        QTest::newRow("at the very end") << u"see the above error"_s << true;
        QTest::newRow("the whole text") << u"THE ABOVE EXCEPTION"_s << true;
        QTest::newRow("cut short") << u"the above erro"_s << false;
        QTest::newRow("empty") << QString() << false;
    }
    void whichTextsAreAboutTheErrorAbove()
    {
        QFETCH(QString, text);
        QFETCH(bool, about);
        QCOMPARE(OutcomeLine::refersToAnErrorAbove(text), about);
    }
};

QTEST_GUILESS_MAIN(TestOutcomeLine)
#include "tst_outcomeline.moc"
