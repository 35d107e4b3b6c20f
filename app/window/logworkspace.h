// SPDX-License-Identifier: MIT
#pragma once

#include "recordscope.h"
#include "recordview.h"
#include "triagesetup.h"

#include <QFuture>
#include <QStackedWidget>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QTabWidget;
class QTemporaryDir;
class QVBoxLayout;

namespace Faultline {

class FindingsView;
class LogFile;
class LogMatcher;
class LogPane;

/**
 * The logs side of the window: one tab per open log (opened from files, folders, gzip files or
 * pasted text), a placeholder saying how to open one while there is none, the findings panel of
 * the current log, and the matcher every log is matched with.
 *
 * The widget itself shows the tabs, or the placeholder while no log is open; the findings panel
 * is created here but placed by the window (findingsView()), which also adds the actions to its
 * menus (fileActions(), logActions()). Everything here translates itself again on
 * LanguageChange.
 *
 * A click on a finding's or a log line's link to a record leaves through recordRequested() only.
 * Unpacked and pasted logs live in a scratch folder removed with the workspace. GUI thread only.
 */
class LogWorkspace : public QStackedWidget
{
    Q_OBJECT
public:
    explicit LogWorkspace(QWidget *parent = nullptr);
    ~LogWorkspace() override;

    /// Opens each path as a log in its own tab (a folder: the files in it); gzip logs are unpacked.
    /// Problems are reported in messageReported(), and in a message box unless \a quiet.
    void openLogs(const QStringList &paths, bool quiet = false);
    /// Opens \a text (pasted by the user) as a log.
    void openLogText(const QString &text);
    LogPane *currentLogPane() const;
    QList<LogPane *> logPanes() const;

    /// Matches every open log, and those opened later, with \a matcher. Its triage setup is
    /// made ahead, read from the cache named \a cacheName when an earlier start saved it
    /// (TriageSetup::shared()).
    void setMatcher(std::shared_ptr<const LogMatcher> matcher, const QString &cacheName = {});
    /// Which records triage may find in every open log and those opened later: software only
    /// (the default), or all. Open logs are triaged again when it changes.
    void setScope(ScopeFilter scope);
    ScopeFilter scope() const { return m_scope; }
    /// Null until setMatcher().
    std::shared_ptr<const LogMatcher> matcher() const { return m_matcher; }

    /// Whether the keyboard focus is in the logs (Ctrl+F then finds in the current log).
    bool hasLogFocus() const;
    /// Opens the current log's find bar; false when no log is open.
    bool showFind();

    FindingsView *findingsView() const { return m_findings; }
    /// Shows \a widget under the placeholder's text, while no log is open (an offer, a hint).
    void addToWelcome(QWidget *widget);
    /// Open Log…, Paste Log, Close Log.
    QList<QAction *> fileActions() const;
    /// The Log menu: find, go to line, findings, follow, stop, encoding and syntax colouring.
    QList<QAction *> logActions() const;

Q_SIGNALS:
    /// The user asked for a record from a log: a finding's or a matched line's link.
    void recordRequested(const QString &id, Faultline::RecordView::Section section);
    /// A log was opened (the findings panel has something to show).
    void logOpened();
    /// The first triage of the current log, just opened, has finished with a diagnosis: \a
    /// recordId is its first finding's record. Once per log.
    void diagnosed(const QString &recordId);
    /// "New Record from This Line…": \a line is the current line's text, \a log its log (alive
    /// as long as its tab).
    void newRecordRequested(const QString &line, const Faultline::LogFile *log);
    /// Something to tell in the status line: logs that could not be opened, an empty clipboard.
    void messageReported(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createEncodingMenu();
    void createSyntaxMenu();
    void retranslate();
    void openLogDialog();
    void pasteLog();
    void closeLog(int index);
    LogPane *addLogPane(const QString &path, const QString &displayName, QString *error);
    void updateFindings();
    void offerDiagnosis(LogPane *pane);
    void updateActions();

    QTabWidget *m_tabs;
    QWidget *m_placeholder; ///< the page shown while no log is open
    QLabel *m_welcomeText;
    QVBoxLayout *m_welcome;
    FindingsView *m_findings;
    std::unique_ptr<QTemporaryDir> m_scratch;
    int m_pasted = 0;
    std::shared_ptr<const LogMatcher> m_matcher;
    // Triage's setup of m_matcher, built as soon as it comes: the first log dropped need not wait
    // for it, and the panes' runners share it (TriageSetup::shared()).
    QFuture<TriageSetup> m_setupAhead;
    ScopeFilter m_scope = ScopeFilter::Software;

    QAction *m_openLog;
    QAction *m_pasteLog;
    QAction *m_closeLog;
    QAction *m_findInLog;
    QAction *m_findNext;
    QAction *m_findPrevious;
    QAction *m_goToLine;
    QAction *m_newRecord;
    QAction *m_nextFinding;
    QAction *m_previousFinding;
    QAction *m_copyFindings;
    QAction *m_exportFindings;
    QAction *m_follow;
    QAction *m_cancelLog;
    QMenu *m_encodingMenu;
    QList<QAction *> m_encodings;
    QMenu *m_syntaxMenu;
    QList<QAction *> m_syntaxes;
    QList<QAction *> m_separators; // between the Log menu's groups
    /// The Log menu's stand-ins for the current pane's own actions, and how to find those.
    struct PaneAction
    {
        QAction *action;
        QAction *(*of)(const LogPane *);
    };
    QList<PaneAction> m_paneActions;
};

} // namespace Faultline
