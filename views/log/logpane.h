// SPDX-License-Identifier: MIT
#pragma once

#include "logfile.h"
#include "logseverity.h"
#include "logsource.h"
#include "logview.h"
#include "triage.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>

class QAction;
class QLabel;
class QProgressBar;
class QSplitter;
class QTimer;
class QToolButton;

namespace Faultline {

class FindEdit;
class LogFilterView;
class TriageRunner;

/**
 * One open log: the LogView, a find bar (Ctrl+F, F3, Shift+F3), a message bar for a file that
 * changed on disk, a filtered view below the log (LogFilterView: a finding's hits, the lines with
 * a text, a minimum severity; activating a line shows it in the log), and a status line with the
 * line count, encoding, triage progress and Cancel. Indexing, unpacking (gzip), triage, find and
 * filtering all run off the GUI thread.
 *
 * Actions (children of the pane, shortcuts active while focus is in it; object names in
 * brackets): the view's (see LogView), Show Hit Lines Only (logFilterHits), Filter by Find Text
 * (logFilterFind), Show Warnings and Errors Only (logFilterWarnings), Close Filtered View
 * (logFilterClose), Go to Time… (logGoToTime).
 */
class LogPane : public QWidget
{
    Q_OBJECT
public:
    /// \a scratchDir: a folder for the pane's files (it outlives the pane's use of it).
    explicit LogPane(const QString &scratchDir, QWidget *parent = nullptr);
    ~LogPane() override;

    /// Opens \a path (gzip-compressed logs are unpacked into memory first, up to
    /// LogSource::maxUnpackedBytes); \a displayName names it in tabs and reports. False with the
    /// reason in \a error when it cannot be read at all (missing, no regular file, unreadable).
    bool open(const QString &path, const QString &displayName, QString *error = nullptr);
    QString displayName() const { return m_displayName; }
    QString sourcePath() const { return m_sourcePath; }

    LogView *view() const { return m_view; }
    LogFile *logFile() const { return m_file; }

    /// Triage (again) with \a matcher once the file is open.
    void setMatcher(std::shared_ptr<const LogMatcher> matcher);
    /// Which records triage may find: software only (the default), or all. Triages again when
    /// that changes.
    void setScope(ScopeFilter scope);
    const TriageResult &result() const;
    bool isBusy() const;
    void cancel();

    void showFind();
    void findNext();
    void findPrevious();
    void goToLine();
    /// Moves to the next (or previous) line with a finding's hit; only \a recordId's when given.
    void nextHit(bool backward, const QString &recordId = {});

    /// Shows the filtered view with the lines of \a recordId's hits (the first
    /// Finding::maxKeptHits); nothing when the log has no finding of it.
    void showFiltered(const QString &recordId);
    /// Shows the filtered view with \a lines (0-based), described by \a description.
    void showFilteredLines(const QList<qint64> &lines, const QString &description);
    /// Shows the filtered view with the lines holding \a text (ignoring case; empty: any) whose
    /// message is at least \a minimum severe (None: any line). A line that states no severity
    /// (a stack frame) belongs to the message above it. Runs on a worker, cancellable, with its
    /// progress in the filtered view's bar; a new filter cancels the one running.
    void filter(const QString &text, LogSeverity::Level minimum = LogSeverity::Level::None);
    void closeFiltered();
    /// Whether a filter runs (or its lines are not shown yet).
    bool isFiltering() const;
    LogFilterView *filterView() const { return m_filterView; }

    QAction *filterHitsAction() const { return m_filterHitsAction; }
    QAction *filterFindAction() const { return m_filterFindAction; }
    QAction *filterWarningsAction() const { return m_filterWarningsAction; }
    QAction *closeFilterAction() const { return m_closeFilterAction; }

    /// Asks for a time and goes to the first line at or after it (see goToTime(QString)).
    void goToTime();
    /// Goes to the first line at or after the time \a typed says ("2026-11-23 12:00:05",
    /// "Nov 23 12:00:05", "12:00"; a time alone is on the log's first day): a binary search over
    /// the lines' times on a worker (LogTimestamp::firstLineAtOrAfter); the status line says when
    /// no line is. timeSearchFinished() when done.
    void goToTime(const QString &typed);
    QAction *goToTimeAction() const { return m_goToTimeAction; }

    void setEncoding(LogFile::Encoding encoding);
    void setFollow(bool follow);
    bool isFollowing() const { return m_follow; }

Q_SIGNALS:
    void resultChanged();
    /// A goToTime() search ended, on \a line (-1: none at or after the time).
    void timeSearchFinished(qint64 line);
    void linkActivated(const QString &recordId, Faultline::LogView::Link which);
    void statusChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    bool openPlain(const QString &path, QString *error);
    void startTriage();
    void startFind(bool backward, bool includeCurrent);
    void updateStatus();
    void checkFile();
    void retranslate();
    // The constructor's parts: the bars around the view, and what reports to the pane.
    void layOutMessageBar();
    void layOutFindBar();
    void layOutStatusBar(QWidget *statusBar);
    void connectFile();
    void connectRunner();
    void connectFind();
    void connectFilter();
    void makeActions();
    /// The lines \a recordId's finding was found on, ascending.
    std::vector<qint64> hitLines(const QString &recordId) const;
    /// Shows the text \a text makes in the bar above the log, made again when the language changes.
    void showMessage(std::function<QString()> text);

    QString m_scratchDir;
    QString m_displayName;
    QString m_sourcePath;
    LogFile *m_file;
    LogView *m_view;
    QSplitter *m_splitter;
    LogFilterView *m_filterView;
    TriageRunner *m_runner;
    std::shared_ptr<const LogMatcher> m_matcher;
    bool m_opened = false; // the plain file is open in m_file
    bool m_encodingChosen = false;
    bool m_follow = false;
    bool m_reported = false; // the file's change on disk was reported

    QWidget *m_messageBar;
    QLabel *m_message;
    std::function<QString()> m_messageText;
    QWidget *m_findBar;
    FindEdit *m_findEdit;
    QToolButton *m_findPrevious;
    QToolButton *m_findNext;
    QToolButton *m_findClose;
    QToolButton *m_findFilter;
    QLabel *m_findStatus;
    QLabel *m_status;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QTimer *m_watch;

    QAction *m_filterHitsAction;
    QAction *m_filterFindAction;
    QAction *m_filterWarningsAction;
    QAction *m_closeFilterAction;
    QAction *m_goToTimeAction;
    std::shared_ptr<std::atomic_bool> m_timeCancel;
    QFutureWatcher<qint64> m_timeSearch;
    std::function<QString()> m_timeNote; // what the last search to a time found, for the status
    QString m_filterText; // of the filter shown
    std::function<QString()> m_filterDescription; // made again when the language changes
    std::shared_ptr<std::atomic_bool> m_filterCancel;
    QFutureWatcher<std::vector<qint64>> m_filter;
    bool m_filtering = false; // a filter runs, or its lines are not shown yet
    /// Filters and time searches replaced while they ran: cancelled, they still read the file
    /// until their next block, so the pane waits for them when it goes.
    QList<QFuture<void>> m_abandoned;
    /// Cancels the job \a watcher watches (through \a cancel) and keeps it in m_abandoned.
    template<typename T>
    void abandon(QFutureWatcher<T> &watcher, const std::shared_ptr<std::atomic_bool> &cancel);

    std::shared_ptr<std::atomic_bool> m_findCancel;
    QFutureWatcher<LogFile::Found> m_find;
    QFutureWatcher<LogSource::Unpacked> m_unpack;
    std::shared_ptr<std::atomic_bool> m_unpackCancel;
    qint64 m_unpackDone = 0, m_unpackTotal = 0;
    qint64 m_triageDone = 0, m_triageTotal = 0;
};

} // namespace Faultline
