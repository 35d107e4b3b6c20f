// SPDX-License-Identifier: MIT
// The log view and pane as a user meets them: the inline finding link beside the text (never over
// it), word wrap, the filtered view, bookmarks, severities and jumping to a time.
#include "logfile.h"
#include "logfilterview.h"
#include "logmatcher.h"
#include "logpane.h"
#include "logtimestamp.h"
#include "logview.h"
#include "testshared.h"
#include "triage.h"

#include <QAction>
#include <QDateTime>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

const QString recordId = u"test/cuda-oom"_s;

/// A record with one workaround and one dead end whose regex matches the CUDA error lines.
Record oomRecord()
{
    Record r = FaultlineTest::regexRecord(recordId, u"CUDA out of memory"_s, u"pytorch"_s);
    Workaround workaround;
    workaround.action = u"Halve the batch size"_s;
    r.edit().workarounds = {workaround};
    DeadEnd deadEnd;
    deadEnd.action = u"Restart the machine"_s;
    r.edit().deadEnds = {deadEnd};
    return r;
}

/// A log of \a lines lines; the lines in \a hits say the error, line \a longLine at length.
QByteArray makeLog(int lines, const QList<int> &hits, int longLine = -1)
{
    QByteArray log;
    for (int i = 0; i < lines; ++i) {
        log += "2026-11-23 12:" + QByteArray::number(10 + i / 60).rightJustified(2, '0') + ':'
            + QByteArray::number(i % 60).rightJustified(2, '0');
        if (i == longLine)
            log += " ERROR torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; "
                   "23.65 "
                   "GiB total capacity; 21.04 GiB already allocated; 1.12 GiB free; 21.90 GiB reserved in "
                   "total "
                   "by PyTorch) If reserved memory is >> allocated memory try setting max_split_size_mb";
        else if (hits.contains(i))
            log += " ERROR CUDA out of memory on step " + QByteArray::number(i);
        else
            log += " INFO step " + QByteArray::number(i) + " loss 0.25";
        log += '\n';
    }
    return log;
}

/// A finding of oomRecord() on \a lines, strong enough for a link.
QList<Finding> findingOn(const Record &record, const QList<qint64> &lines)
{
    Finding f;
    f.record = record;
    for (qint64 line : lines)
        f.hits.append({line, 0, 1, 1.0, 1.0f, true});
    f.hitCount = lines.size();
    f.best = f.hits.first();
    f.firstLine = lines.first();
    f.lastLine = lines.last();
    f.score = 10;
    f.confidence = 0.9;
    return {f};
}

} // namespace

class TestLogView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Record m_record = oomRecord();
    std::shared_ptr<const LogMatcher> m_matcher
        = std::make_shared<const LogMatcher>(QList<Record> {m_record});

    QString writeLog(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        FaultlineTest::writeFile(path, bytes);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings in a throwaway place
        QCoreApplication::setOrganizationName(u"FaultlineTest"_s);
        QCoreApplication::setApplicationName(u"tst_logview"_s);
        QSettings().clear();
    }

    // The link "1 workaround · 1 dead end" on a long matched line never covers its text: after
    // the text when there is room, otherwise in the right margin with the text cut before it. On
    // every line on screen, current or not.
    void linkBesideText_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("current");
        QTest::newRow("wide, the text ends before the link") << 1900 << false;
        QTest::newRow("narrow, not the current line") << 500 << false;
        QTest::newRow("narrow, the current line") << 500 << true;
    }
    void linkBesideText()
    {
        QFETCH(int, width);
        QFETCH(bool, current);
        const QString path = writeLog(u"link.log"_s, makeLog(40, {}, 6));
        LogFile file;
        QVERIFY(file.open(path));
        file.waitForIndexed();
        LogView view;
        view.resize(width, 400);
        view.show();
        view.setMatcher(m_matcher);
        view.setFindings(findingOn(m_record, {6}));
        view.setLogFile(&file);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.goToLine(current ? 6 : 5);
        view.viewport()->repaint();

        const QRect text = view.textRect(6);
        QVERIFY2(!text.isEmpty(), "the matched line shows no text");
        for (LogView::Link which : {LogView::Link::Workarounds, LogView::Link::DeadEnds}) {
            const QRect link = view.linkRect(6, which);
            QVERIFY2(!link.isEmpty(), "the matched line shows no link");
            QVERIFY2(!link.intersects(text),
                qPrintable(u"link %1,%2 %3×%4 over text %5,%6 %7×%8"_s.arg(link.x())
                        .arg(link.y())
                        .arg(link.width())
                        .arg(link.height())
                        .arg(text.x())
                        .arg(text.y())
                        .arg(text.width())
                        .arg(text.height())));
            QVERIFY(view.viewport()->rect().contains(link));
        }
        QVERIFY(view.linkRect(5, LogView::Link::DeadEnds).isEmpty()); // a line without a hit
        if (width > 1000) // room: the text is whole, the link after it
            QVERIFY(view.linkRect(6, LogView::Link::Workarounds).left() > text.right());
    }

    // With word wrap, a long line continues on further rows: no horizontal scrolling, the next
    // line starts under its last row (the gutter numbers with it), the link stays clear of the
    // text, and a jump shows the line whole.
    void wordWrap()
    {
        const QString path = writeLog(u"wrap.log"_s, makeLog(200, {}, 6));
        LogFile file;
        QVERIFY(file.open(path));
        file.waitForIndexed();
        LogView view;
        view.resize(500, 300);
        view.show();
        view.setMatcher(m_matcher);
        view.setFindings(findingOn(m_record, {6}));
        view.setLogFile(&file);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!view.wordWrap());
        view.viewport()->repaint();
        QCOMPARE(view.textRect(6).height(), view.lineHeight());

        view.wordWrapAction()->trigger();
        QVERIFY(view.wordWrap());
        QCOMPARE(QSettings().value(u"log/wordWrap"_s).toBool(), true); // remembered
        view.viewport()->repaint();
        QCOMPARE(view.horizontalScrollBar()->maximum(), 0);
        const QList<LogView::ScreenLine> screen = view.screenLines();
        QCOMPARE(screen.first().line, 0);
        const auto six = std::find_if(screen.begin(), screen.end(), [](auto s) { return s.line == 6; });
        QVERIFY(six != screen.end());
        QVERIFY2(six->rows > 1, "the long line is not wrapped");
        QCOMPARE(std::next(six)->y, six->y + six->rows * view.lineHeight());
        QCOMPARE(view.lineAt(six->y + view.lineHeight()), 6); // its second row
        const QRect text = view.textRect(6);
        QCOMPARE(text.height(), six->rows * view.lineHeight());
        for (LogView::Link which : {LogView::Link::Workarounds, LogView::Link::DeadEnds}) {
            const QRect link = view.linkRect(6, which);
            QVERIFY(!link.isEmpty());
            QVERIFY(!link.intersects(text));
        }
        // Short lines are one row each, numbered by log line.
        QCOMPARE(screen[1].y, view.lineHeight());

        view.goToLine(150);
        view.viewport()->repaint();
        const QList<LogView::ScreenLine> after = view.screenLines();
        const auto target = std::find_if(after.begin(), after.end(), [](auto s) { return s.line == 150; });
        QVERIFY(target != after.end());
        QVERIFY(target->y >= 0 && target->y + view.lineHeight() <= view.viewport()->height());

        // A new view opens as the user left the last.
        LogView second;
        QVERIFY(second.wordWrap());
        second.wordWrapAction()->trigger();
        QVERIFY(!QSettings().value(u"log/wordWrap"_s).toBool());
    }

    // The filtered view shows exactly a finding's hit lines with their numbers in the log, and
    // a click on one makes that line current in the log; severity and text filters run on a
    // worker and keep the lines they should.
    void filteredView()
    {
        const QList<int> hits {3, 17, 42};
        const QString path = writeLog(u"filter.log"_s, makeLog(60, hits));
        LogPane pane(m_dir.path());
        pane.resize(900, 600);
        pane.show();
        QString error;
        QVERIFY2(pane.open(path, u"filter.log"_s, &error), qPrintable(error));
        pane.logFile()->waitForIndexed();
        pane.setMatcher(m_matcher);
        QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy() && !pane.result().findings.isEmpty(), 10000);

        pane.showFiltered(recordId);
        LogFilterView *filtered = pane.filterView();
        QVERIFY(filtered->isVisible());
        QCOMPARE(filtered->lines(), (std::vector<qint64> {3, 17, 42}));
        QListView *list = filtered->list();
        QCOMPARE(list->model()->rowCount(), 3);
        const QModelIndex second = list->model()->index(1, 0);
        QVERIFY(second.data().toString().contains(u"CUDA out of memory on step 17"_s));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(second).center());
        QCOMPARE(pane.view()->currentLine(), 17);

        pane.filter({}, LogSeverity::Level::Warning); // the ERROR lines, none of the INFO ones
        QTRY_VERIFY_WITH_TIMEOUT(!pane.isFiltering(), 10000);
        QCOMPARE(filtered->lines(), (std::vector<qint64> {3, 17, 42}));
        pane.filter(u"STEP 5 loss"_s); // ignoring case
        QTRY_VERIFY_WITH_TIMEOUT(!pane.isFiltering(), 10000);
        QCOMPARE(filtered->lines(), (std::vector<qint64> {5}));
        pane.closeFilterAction()->trigger();
        QVERIFY(!filtered->isVisible());
    }

    void severity_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("level");
        using L = LogSeverity::Level;
        QTest::newRow("log4j error") << u"2026-11-23 12:00:00,123 ERROR [main] Boom"_s << int(L::Error);
        QTest::newRow("fatal") << u"FATAL: out of memory"_s << int(L::Error);
        QTest::newRow("warning") << u"[2026-11-21 09:14:19] WARNING recompiling"_s << int(L::Warning);
        QTest::newRow("info") << u"2026-11-23 12:00:00 INFO step 1"_s << int(L::Info);
        QTest::newRow("debug") << u"2026-11-23 12:00:00 DEBUG cache hit"_s << int(L::Debug);
        QTest::newRow("trace, lower case in brackets") << u"12:00:00 [trace] tick"_s << int(L::Debug);
        QTest::newRow("info mentioning debug") << u"2026-11-23 INFO loading debug symbols"_s << int(L::Info);
        QTest::newRow("logcat debug") << u"11-23 12:00:00.100  1702  2395 D Tag: x"_s << int(L::Debug);
        QTest::newRow("stack frame") << u"  File \"/srv/app/train.py\", line 41"_s << int(L::None);
    }
    void severity()
    {
        QFETCH(QString, line);
        QFETCH(int, level);
        QCOMPARE(int(LogSeverity::of(line)), level);
    }

    void timestamp_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("lenient");
        QTest::addColumn<QString>("expected"); // as "yyyy-MM-dd HH:mm:ss.zzz", or a time when undated
        QTest::newRow("ISO with a T and a zone")
            << u"2026-11-23T12:00:01.250Z INFO x"_s << false << u"2026-11-23 12:00:01.250"_s;
        QTest::newRow("log4j, comma")
            << u"2026-11-23 12:00:01,5 ERROR [main]"_s << false << u"2026-11-23 12:00:01.500"_s;
        QTest::newRow("in brackets") << u"[2026-11-21 09:14:19] WARNING x"_s << false
                                     << u"2026-11-21 09:14:19.000"_s;
        QTest::newRow("slashes") << u"2026/11/23 12:00:00 x"_s << false << u"2026-11-23 12:00:00.000"_s;
        QTest::newRow("syslog") << u"Nov  3 07:08:09 host sshd[1]: x"_s << false
                                << u"2000-11-03 07:08:09.000"_s;
        QTest::newRow("bare time") << u"12:00:00 [trace] tick"_s << false << u"12:00:00.000"_s;
        QTest::newRow("typed, no seconds") << u"12:05"_s << true << u"12:05:00.000"_s;
        QTest::newRow("typed date and time") << u"2026-11-23 12:05"_s << true << u"2026-11-23 12:05:00.000"_s;
        QTest::newRow("none: a version") << u"torch 2.7.0 on cuda 12.4"_s << false << QString();
        QTest::newRow("none: no seconds in a log line") << u"took 12:05 minutes"_s << false << QString();
    }
    void timestamp()
    {
        QFETCH(QString, line);
        QFETCH(bool, lenient);
        QFETCH(QString, expected);
        const LogTimestamp::Stamp stamp = LogTimestamp::read(line, lenient);
        if (expected.isEmpty()) {
            QVERIFY(!stamp.isValid());
            return;
        }
        QVERIFY(stamp.isValid());
        const QDateTime epoch(QDate(1970, 1, 1), QTime(0, 0), QTimeZone::UTC);
        QCOMPARE(stamp.dated ? epoch.addMSecs(stamp.msecs).toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s)
                             : QTime::fromMSecsSinceStartOfDay(int(stamp.msecs)).toString(u"HH:mm:ss.zzz"_s),
            expected);
    }

    // Going to a time finds the first line at or after it, skipping lines without a time.
    void goToTime_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<qint64>("line");
        QTest::newRow("exact") << u"2026-11-23 12:10:30"_s << qint64(30 * 2);
        QTest::newRow("between two lines") << u"2026-11-23 12:10:30.5"_s << qint64(31 * 2);
        QTest::newRow("a time of day: the log's day") << u"12:11:05"_s << qint64(65 * 2);
        QTest::newRow("before the log") << u"2026-11-22 23:00"_s << qint64(0);
        QTest::newRow("after the log") << u"2026-11-23 13:00"_s << qint64(-1);
    }
    void goToTime()
    {
        QFETCH(QString, typed);
        QFETCH(qint64, line);
        // Each timed line followed by a stack frame without a time.
        QByteArray log;
        const QByteArray timed = makeLog(100, {});
        for (const QByteArray &l : timed.split('\n')) {
            if (!l.isEmpty())
                log += l + "\n    at frame()\n";
        }
        LogFile file;
        QVERIFY(file.open(writeLog(u"times.log"_s, log)));
        file.waitForIndexed();
        QCOMPARE(LogTimestamp::firstLineAtOrAfter(file, LogTimestamp::read(typed, true)), line);
    }

    // The pane's Go to Time: the search runs on a worker and the view lands on the line; a time
    // after the log moves nothing and says so in the status line.
    void goToTimeInPane()
    {
        const QString path = writeLog(u"pane-times.log"_s, makeLog(300, {}));
        LogPane pane(m_dir.path());
        pane.resize(900, 600);
        pane.show();
        QVERIFY(pane.open(path, u"pane-times.log"_s));
        pane.logFile()->waitForIndexed();
        QSignalSpy done(&pane, &LogPane::timeSearchFinished);
        pane.goToTime(u"2026-11-23 12:13:20"_s);
        QVERIFY(done.wait(10000));
        QCOMPARE(done.last().first().toLongLong(), 200);
        QCOMPARE(pane.view()->currentLine(), 200);
        pane.goToTime(u"2026-11-24 00:00"_s);
        QVERIFY(done.wait(10000));
        QCOMPARE(done.last().first().toLongLong(), -1);
        QCOMPARE(pane.view()->currentLine(), 200);
        QVERIFY(pane.findChild<QLabel *>(u"LogStatus"_s)
                ->text()
                .contains(u"no line at or after 2026-11-24 00:00"_s));
        QCOMPARE(pane.goToTimeAction()->objectName(), u"logGoToTime"_s);
    }

    // Ctrl+F2 marks the current line, F2 and Shift+F2 go round the marks.
    void bookmarks()
    {
        const QString path = writeLog(u"marks.log"_s, makeLog(100, {}));
        LogFile file;
        QVERIFY(file.open(path));
        file.waitForIndexed();
        LogView view;
        view.resize(600, 300);
        view.show();
        view.setLogFile(&file);
        QVERIFY(!view.goToBookmark(false));
        for (qint64 line : {5, 60}) {
            view.goToLine(line);
            view.toggleBookmarkAction()->trigger();
        }
        QCOMPARE(view.bookmarks(), (std::set<qint64> {5, 60}));
        view.goToLine(0);
        view.nextBookmarkAction()->trigger();
        QCOMPARE(view.currentLine(), 5);
        view.nextBookmarkAction()->trigger();
        QCOMPARE(view.currentLine(), 60);
        view.nextBookmarkAction()->trigger();
        QCOMPARE(view.currentLine(), 5); // round
        view.previousBookmarkAction()->trigger();
        QCOMPARE(view.currentLine(), 60);
        view.toggleBookmarkAction()->trigger();
        QCOMPARE(view.bookmarks(), (std::set<qint64> {5}));
        QCOMPARE(view.toggleBookmarkAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_F2));
    }
};

QTEST_MAIN(TestLogView)
#include "tst_logview.moc"
