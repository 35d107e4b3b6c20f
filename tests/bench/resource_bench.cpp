// SPDX-License-Identifier: MIT
// Resource bounds (issue 7), on logs from ../shared/bench/gen_logs.py with every corpus regex:
//  1. peak memory of a full triage (knowledge-base load, compile, one pass, ranking) of a 1 GB
//     and a 10 GB log, each in a process of its own so that the peaks do not mix; the 10 GB log
//     is generated into a temporary folder and deleted afterwards;
//  2. the GUI thread's event-loop latency while the main window (with the corpus loaded) opens a
//     1 GB log, indexes it and triages it, the findings panel filling as results come: how late
//     a 5 ms timer fires (goal: under 50 ms).
//   resource_bench [--sizes 1G,10G] [--skip-latency]
//   resource_bench --child LOG     (one triage; prints its figures as one line)
#include "benchcommon.h"
#include "guithreads.h"
#include "knowledgebase.h"
#include "logmatcher.h"
#include "logpane.h"
#include "mainwindow.h"
#include "triage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

QString canons()
{
    return Bench::sharedDir() + u"/corpus/deadends/data/canons"_s;
}

int child(const QString &log)
{
    QElapsedTimer timer;
    timer.start();
    const KnowledgeBase kb = KnowledgeBase::load({canons()});
    const long afterLoad = Bench::peakRssMib();
    const LogMatcher matcher(kb.records());
    const long afterCompile = Bench::peakRssMib();
    const TriageResult result = Triage::runFile(matcher, log);
    qint64 kept = 0, counted = 0;
    for (const Finding &f : result.findings) {
        kept += f.hits.size();
        counted += f.hitCount;
    }
    std::printf("%.1f %ld %ld %ld %lld %lld %lld %lld %lld\n", double(timer.elapsed()) / 1e3, afterLoad,
        afterCompile, Bench::peakRssMib(), static_cast<long long>(result.bytes),
        static_cast<long long>(result.lines), static_cast<long long>(result.findings.size()),
        static_cast<long long>(kept), static_cast<long long>(counted));
    return result.error.isEmpty() ? 0 : 1;
}

void peakMemory(const QString &size, const QString &self)
{
    QTemporaryDir scratch(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + u"/faultline-bench/tmp-XXXXXX"_s);
    QString log;
    if (size == u"10G"_s) { // too big to keep: made for this run, deleted after it
        log = scratch.filePath(u"synth-10G.log"_s);
        std::printf("  generating %s … ", qPrintable(log));
        std::fflush(stdout);
        QElapsedTimer t;
        t.start();
        const int rc = QProcess::execute(u"python3"_s,
            {Bench::sharedDir() + u"/bench/gen_logs.py"_s, u"--canons"_s, canons(), u"--size"_s, size,
                u"--out"_s, log});
        std::printf("%s in %.0f s\n", rc == 0 ? "done" : "FAILED", double(t.elapsed()) / 1e3);
        if (rc != 0)
            return;
    } else {
        log = Bench::generatedLog(size);
    }
    Bench::warm(log);
    QProcess run;
    run.start(self, {u"--child"_s, log});
    run.waitForFinished(-1);
    const QList<QByteArray> f = run.readAllStandardOutput().trimmed().split(' ');
    if (run.exitCode() != 0 || f.size() != 9) {
        std::printf(
            "  %s: the triage failed: %s\n", qPrintable(size), run.readAllStandardError().constData());
        return;
    }
    const double seconds = f[0].toDouble();
    const double mb = f[4].toDouble() / 1e6;
    std::printf("  %-4s %9.0f MB %10lld lines  %6.1f s  %6.1f MB/s  peak RSS %5ld MiB"
                "  (after load %ld MiB, after compile %ld MiB)\n",
        qPrintable(size), mb, f[5].toLongLong(), seconds, mb / seconds, f[3].toLong(), f[1].toLong(),
        f[2].toLong());
    std::printf("        %lld findings; hits kept %lld of %lld counted\n", f[6].toLongLong(),
        f[7].toLongLong(), f[8].toLongLong());
    if (size == u"10G"_s)
        QFile::remove(log);
}

void eventLoopLatency()
{
    const QString log = Bench::generatedLog(u"1G"_s);
    Bench::warm(log);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QSignalSpy ready(&window, &MainWindow::matcherReady);
    window.loadSources({canons()});
    if (!ready.wait(60000)) {
        std::printf("  the knowledge base did not load\n");
        return;
    }

    // A timer every 5 ms; each firing later than due is latency the user would feel as lag.
    QList<double> late, opening, working; // opening: until the log's first screen is painted
    qint64 firstPaint = -1;
    QElapsedTimer clock;
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    qint64 due = 0;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        late.append(std::max<double>(0, double(now - due) / 1e6));
        (firstPaint < 0 ? opening : working).append(late.last());
        due = now + 5'000'000;
    });
    clock.start();
    due = clock.nsecsElapsed() + 5'000'000;
    tick.start(5);
    QElapsedTimer total;
    total.start();
    window.openLogs({log}, true);
    LogPane *pane = window.currentLogPane();
    if (!pane) {
        std::printf("  the log did not open\n");
        return;
    }
    struct FirstPaint : QObject
    {
        std::function<void()> seen;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint && seen) {
                seen();
                seen = nullptr;
            }
            return false;
        }
    } filter;
    filter.seen = [&] { QTimer::singleShot(0, [&] { firstPaint = clock.nsecsElapsed(); }); };
    pane->view()->viewport()->installEventFilter(&filter);
    QCoreApplication::processEvents();
    while (pane->isBusy() || pane->logFile()->isIndexing())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    tick.stop();
    std::printf("  opening, indexing and triaging 1 GB took %.1f s; %lld ticks of a 5 ms timer\n",
        double(total.elapsed()) / 1e3, static_cast<long long>(late.size()));
    auto report = [](const char *what, QList<double> v) {
        std::sort(v.begin(), v.end());
        auto at = [&](double p) { return v.isEmpty() ? 0 : v[qsizetype(p * double(v.size() - 1))]; };
        std::printf("  %-52s median %5.2f ms, p99 %5.2f ms, max %5.2f ms (%lld ticks)\n", what, at(0.5),
            at(0.99), at(1.0), static_cast<long long>(v.size()));
    };
    report("lateness while opening, to the first painted screen:", opening);
    report("lateness while indexing and triaging (goal < 50 ms):", working);
}

} // namespace

int main(int argc, char *argv[])
{
    keepRasterFillsOnGuiThread(); // as the application does
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args[1] == u"--child"_s)
        return child(args[2]);
    std::printf("resource_bench: full triage with every corpus regex, each size in its own process\n");
    for (const QString &size : Bench::option(args, u"--sizes"_s, u"1G,10G"_s).split(u',', Qt::SkipEmptyParts))
        peakMemory(size, app.applicationFilePath());
    if (!args.contains(u"--skip-latency"_s)) {
        std::printf("GUI event loop while a log pane opens, indexes and triages a log:\n");
        eventLoopLatency();
    }
    return 0;
}
