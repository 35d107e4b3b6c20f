// SPDX-License-Identifier: MIT
// The log pane on a generated log (../shared/bench/gen_logs.py) with every corpus regex and the
// log's findings: time to the first painted screen, scroll frames (wheel steps of 3 lines, page
// jumps, jumps to random places) with matches highlighted and linked, each frame everything a
// scroll repaints (the text, and beside it the line numbers, the overview strip and the scroll
// bar), and find keystrokes (typing
// into the find bar: the work done before the next key can be handled; the search itself runs on
// a worker thread). The event loop runs (untimed) between frames, as it does between a user's
// wheel events. Peer in the same run: QPlainTextEdit holding the log's first 200,000 lines
// (it cannot hold the whole log), scrolled the same way. Runs on the offscreen platform.
// Each kind of scroll step is timed N times (400 by default): the p99 of 100 frames would be
// their maximum.
// With --wrap, the view and its peer wrap long lines (LogView wraps only the lines on screen).
//   logview_bench [--size 100M|1G] [--frames N] [--log FILE] [--wrap]
#include "benchcommon.h"
#include "guithreads.h"
#include "knowledgebase.h"
#include "logfile.h"
#include "logmatcher.h"
#include "logpane.h"
#include "logview.h"
#include "triage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSet>
#include <QTest>

#include <cstdio>
#include <ctime>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

double percentile(QList<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[std::min<qsizetype>(v.size() - 1, qsizetype(p * double(v.size())))];
}

void report(const char *what, const QList<double> &ms)
{
    std::printf("  %-44s median %6.2f ms  p99 %6.2f ms  max %6.2f ms  (%lld frames)\n", what,
        Bench::median(ms), percentile(ms, 0.99), percentile(ms, 1.0), static_cast<long long>(ms.size()));
}

/// The GUI thread's own CPU time, in milliseconds: a frame's work without the time the thread
/// waited while other processes ran (which a busy machine adds to the wall time).
double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

struct Frames
{
    QList<double> wall, cpu; // ms per frame
};

void report(const char *what, const Frames &frames)
{
    report(what, frames.wall);
    std::printf("  %-44s median %6.2f ms  p99 %6.2f ms  max %6.2f ms\n", "  (the GUI thread's CPU time)",
        Bench::median(frames.cpu), percentile(frames.cpu, 0.99), percentile(frames.cpu, 1.0));
}

/// Scrolls \a area as the user would and times each repaint of what a scroll changes: the
/// viewport and the area's other visible parts (a gutter, an overview strip, the scroll bar).
Frames scrollFrames(QAbstractScrollArea *area, int frames, int step, bool random)
{
    QScrollBar *bar = area->verticalScrollBar();
    Frames ms;
    QRandomGenerator rng(42);
    const int lo = bar->maximum() / 4; // the middle half: away from the first screen's cache
    bar->setValue(lo);
    QCoreApplication::processEvents(); // the scroll bars shown, the area laid out
    // Each part rendered into an image its size: paintEvent runs whatever the platform does with
    // exposure.
    QList<QWidget *> parts {area->viewport()};
    for (QWidget *child : area->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child != area->viewport() && child->isVisible())
            parts.append(child);
    }
    QList<QImage> images;
    QStringList sizes;
    for (QWidget *part : parts) {
        images.append(QImage(part->size(), QImage::Format_ARGB32_Premultiplied));
        sizes.append(u"%1×%2"_s.arg(part->width()).arg(part->height()));
    }
    static QSet<QAbstractScrollArea *> described;
    if (!described.contains(area)) {
        described.insert(area);
        std::printf("  %s: each frame paints %lld parts (%s)\n", area->metaObject()->className(),
            static_cast<long long>(parts.size()), qPrintable(sizes.join(u", "_s)));
    }
    auto paint = [&] {
        for (qsizetype i = 0; i < parts.size(); ++i)
            parts[i]->render(&images[i]);
    };
    paint();
    QCoreApplication::processEvents(); // that frame is untimed; idle after it like after the others
    for (int i = 0; i < frames; ++i) {
        const int next
            = random ? lo + int(rng.bounded(quint32(std::max(1, bar->maximum() / 2)))) : bar->value() + step;
        QElapsedTimer t;
        t.start();
        const double cpu = threadCpuMs();
        bar->setValue(next);
        paint();
        ms.wall.append(double(t.nsecsElapsed()) / 1e6);
        ms.cpu.append(threadCpuMs() - cpu);
        // Idle between frames, as between a user's wheel events (~16 ms apart): views may use it.
        QCoreApplication::processEvents();
    }
    return ms;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    keepRasterFillsOnGuiThread(); // as the application does
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto option
        = [&](const QString &name, const QString &fallback) { return Bench::option(args, name, fallback); };
    const int frames = option(u"--frames"_s, u"400"_s).toInt();
    const bool wrap = args.contains(u"--wrap"_s);
    const QString log = Bench::logFromArguments(args);
    if (log.isEmpty())
        return 2;
    Bench::warm(log);
    const Bench::StealMeter steal;

    const KnowledgeBase kb = KnowledgeBase::load({Bench::sharedDir() + u"/corpus/deadends"_s});
    const auto matcher = std::make_shared<const LogMatcher>(kb.records());
    std::printf("logview_bench: %s (%.0f MB), %lld regexes\n", qPrintable(log),
        double(QFileInfo(log).size()) / 1e6, static_cast<long long>(matcher->patternCount()));
    QElapsedTimer t;
    t.start();
    const TriageResult triage = Triage::runFile(*matcher, log);
    std::printf("  triage for the findings: %.1f s, %lld findings\n", double(t.elapsed()) / 1e3,
        static_cast<long long>(triage.findings.size()));

    // First screen: open, then paint the first lines while the index is still being built.
    QList<double> firstScreen;
    for (int run = 0; run < 5; ++run) {
        LogFile file;
        LogView view;
        view.resize(1000, 700);
        view.show();
        view.setWordWrap(wrap);
        view.setMatcher(matcher);
        view.setFindings(triage.findings);
        t.restart();
        file.open(log);
        while (file.lineCount() < 60 && file.isIndexing())
            QThread::usleep(100);
        view.setLogFile(&file);
        QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        view.viewport()->render(&image);
        firstScreen.append(double(t.nsecsElapsed()) / 1e6);
        file.cancelIndexing();
    }
    std::printf(
        "  open to first painted screen (matched, coloured): median %.1f ms\n", Bench::median(firstScreen));

    LogFile file;
    file.open(log);
    file.waitForIndexed();
    LogView view;
    view.resize(1000, 700);
    view.show();
    view.setWordWrap(wrap);
    view.setMatcher(matcher);
    view.setFindings(triage.findings);
    view.setLogFile(&file);
    std::printf("  %lld lines, %d on screen%s\n", static_cast<long long>(file.lineCount()),
        view.visibleLineCount(), wrap ? ", word wrap on" : "");

    QPlainTextEdit peer;
    {
        QString text;
        for (qint64 i = 0; i < std::min<qint64>(200000, file.lineCount()); ++i)
            text += file.line(LineNumber(i)) + u'\n';
        peer.setFont(view.font());
        peer.setLineWrapMode(wrap ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap);
        peer.setReadOnly(true);
        peer.resize(1000, 700);
        peer.show();
        t.restart();
        peer.setPlainText(text);
        std::printf("  peer QPlainTextEdit: loading 200,000 lines took %.0f ms\n", double(t.elapsed()));
    }

    std::printf("scroll frames (repaint after each scroll step):\n");
    const Frames wheel = scrollFrames(&view, frames, 3, false);
    const Frames peerWheel = scrollFrames(&peer, frames, 3, false);
    report("LogView, wheel step (3 lines)", wheel);
    report("peer QPlainTextEdit, wheel step (3 lines)", peerWheel);
    const int page = view.visibleLineCount();
    const Frames pages = scrollFrames(&view, frames, page, false);
    const Frames peerPages = scrollFrames(&peer, frames, page, false);
    report("LogView, page down", pages);
    report("peer QPlainTextEdit, page down", peerPages);
    const Frames jumps = scrollFrames(&view, frames, 0, true);
    report("LogView, jump to a random place", jumps);
    std::printf("  ratio (median wheel frame, peer / LogView): %.1fx\n",
        Bench::median(peerWheel.wall) / Bench::median(wheel.wall));

    std::printf("find keystrokes (event handled and view repainted; the search runs on a worker):\n");
    LogPane pane(QDir::tempPath());
    pane.resize(1000, 760);
    pane.show();
    pane.view()->setWordWrap(wrap);
    QString error;
    pane.open(log, u"bench"_s, &error);
    pane.logFile()->waitForIndexed();
    pane.view()->goToLine(pane.logFile()->lineCount() / 2);
    pane.showFind();
    auto *edit = pane.findChild<QLineEdit *>(u"LogFind"_s);
    QImage paneImage(pane.view()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QList<double> keys;
    for (int round = 0; round < 10; ++round) {
        edit->clear();
        for (const QChar c : u"CUDA out of memory"_s) {
            t.restart();
            QTest::keyClick(edit, c.toLatin1());
            pane.view()->viewport()->render(&paneImage);
            keys.append(double(t.nsecsElapsed()) / 1e6);
        }
        // Let the last search land, as a user pausing would.
        QTest::qWait(50);
    }
    report("find keystroke", keys);
    steal.print();
    return 0;
}
