// SPDX-License-Identifier: MIT
// The level a line states, in the formats developers meet (syslog, journald, log4j/logback, Python
// logging, Go, Rust tracing, logcat, Windows CBS, Apache/nginx, Kubernetes events …): what decides
// whether a line is routine work or an error. And the lines that are errors whatever level they
// read at: the Go toolchain's report on a source line, the Kotlin compiler's error, a Kubernetes
// Warning event.
#include "hitscore.h"
#include "loglevel.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;

class TestLogLevels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        // The Kotlin compiler's level before the file it reports on, under a CI runner's timestamp
        // too; an "e:" that is not followed by a file is no level.
        QTest::newRow("kotlin error")
            << QByteArray("2024-11-18T09:41:21.9901177Z e: file:///home/runner/work/app/src/Api.kt:14:21 "
                          "Unresolved reference: retrofit")
            << error;
        QTest::newRow("kotlin error, old form") << QByteArray(
            "e: /Users/dev/notes/app/src/main/java/NoteFragment.kt: (41, 14): Unresolved reference: x")
                                                << error;
        QTest::newRow("kotlin warning")
            << QByteArray("w: file:///home/dev/app/src/Main.kt:3:5 Parameter 'args' is never used")
            << warning;
        QTest::newRow("option e: value") << QByteArray("  e: 2.718281828") << none;
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

    // The go command's failure to load a package names no file position and no word of error, and
    // stops the build: an error line. The same words in prose are not.
    void goPackageLoadErrors_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("error");
        QTest::newRow("found packages") << QByteArray(
            "found packages main (config.go) and seed (seed.go) in /Users/lea/src/kitepost/cmd/api")
                                        << true;
        QTest::newRow("after the package")
            << QByteArray("package .: found packages main (a.go) and util (b.go) in /src") << true;
        QTest::newRow("no Go files") << QByteArray("no Go files in /home/runner/work/app/app/tools") << true;
        QTest::newRow("no required module")
            << QByteArray("main.go:4:2: no required module provides package github.com/acme/kit; to add it:")
            << true;
        QTest::newRow("not in std") << QByteArray(
            "package crypto/ecdh is not in std (/usr/lib/go-1.19/src/crypto/ecdh)")
                                    << true;
        QTest::newRow("prose") << QByteArray("Why does go say it found packages main and seed in my folder?")
                               << false;
    }
    void goPackageLoadErrors()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, error);
        const std::string_view text(line.constData(), std::size_t(line.size()));
        QCOMPARE(HitScore::lineSeverity(text, 0) >= 1.0, error);
    }

    // The Kotlin compiler's "e: " before a file fails the build, under a CI runner's timestamp too;
    // its warnings, and an "e:" in a sentence, are no error lines.
    void kotlinCompilerErrors_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("error");
        QTest::newRow("gradle") << QByteArray(
            "e: file:///home/dev/app/src/Api.kt:14:21 Unresolved reference: x")
                                << true;
        QTest::newRow("ci timestamp") << QByteArray(
            "2024-11-18T09:41:21.7824951Z e: /home/runner/.gradle/caches/kotlin-stdlib-2.0.21.jar!/"
            "META-INF/kotlin-stdlib.kotlin_module: Module was compiled with an incompatible version "
            "of Kotlin.") << true;
        QTest::newRow("warning") << QByteArray(
            "w: file:///home/dev/app/src/Main.kt:3:5 Parameter 'args' is never used")
                                 << false;
        QTest::newRow("prose") << QByteArray("Note: see e: /tmp/x for details") << false;
        QTest::newRow("no file") << QByteArray("e: 2.718281828") << false;
    }
    void kotlinCompilerErrors()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, error);
        const std::string_view text(line.constData(), std::size_t(line.size()));
        QCOMPARE(LogLevel::isKotlinCompilerError(text), error);
        QCOMPARE(HitScore::lineSeverity(text, 0) >= 1.0, error);
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
};

QTEST_GUILESS_MAIN(TestLogLevels)
#include "tst_loglevels.moc"
