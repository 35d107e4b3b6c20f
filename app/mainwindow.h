// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "knowledgebase.h"
#include "logview.h"
#include "searchindex.h"

#include <QFutureWatcher>
#include <QMainWindow>

#include <memory>

class QLabel;
class QProgressBar;
class QToolButton;
class QTreeView;
class QDockWidget;
class QStackedWidget;
class QTabWidget;
class QTemporaryDir;

namespace Faultline {

class DiagnosticsView;
class FindingsView;
class LogMatcher;
class LogPane;
class HighlightDelegate;
class KnowledgeBaseLoader;
class KnowledgeBaseModel;
class KnowledgeBaseProxyModel;
class RecordView;
class SearchBar;

/// The main window: the knowledge base tree, the record view and the diagnostics panel.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Loads \a sources in the background; an empty list means the bundled knowledge base.
    void loadSources(const QStringList &sources);
    QStringList sources() const { return m_sources; }
    std::shared_ptr<const KnowledgeBase> knowledgeBase() const;
    /// Shows the record with \a id (selecting it in the tree when the search shows it) and adds
    /// it to the history; false if it is not loaded.
    bool showRecord(const QString &id);
    bool showDocument(const QString &id);
    /// Back and forward through what was shown (Alt+Left, Alt+Right).
    void goBack();
    void goForward();
    /// Searches for \a text as if the user had typed it.
    void search(const QString &text);
    /// The status line's text about the loaded knowledge base.
    QString summary() const;

    /// Opens each path as a log in its own tab (a folder: the files in it); gzip logs are unpacked.
    /// Problems are reported in a message box unless \a quiet.
    void openLogs(const QStringList &paths, bool quiet = false);
    /// Opens \a text (pasted by the user) as a log.
    void openLogText(const QString &text);
    LogPane *currentLogPane() const;
    QList<LogPane *> logPanes() const;
    /// The compiled regexes of the loaded knowledge base; null until compiled.
    std::shared_ptr<const LogMatcher> matcher() const { return m_matcher; }
    /// Shows the record with \a id at \a section (from a log's link or a finding).
    bool showRecordAt(const QString &id, Faultline::LogView::Link section);
    /// Switches the interface to \a language (one of interfaceLanguages()) at run time and
    /// remembers the choice for the next start.
    void setLanguage(const QString &language);

Q_SIGNALS:
    /// Emitted on the GUI thread when a load has finished and the tree shows its result.
    void knowledgeBaseLoaded();
    /// The regexes of the loaded knowledge base are compiled; logs are (re)matched with them.
    void matcherReady();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void retranslate();
    void fitTreeColumns();
    void openFolder();
    void openFiles();
    void onLoaded(std::shared_ptr<const KnowledgeBase> kb, std::shared_ptr<const SearchIndex> index);
    void showCurrent();
    void updateSummary();
    void applyQuery();
    void display(const QString &key);
    void visit(const QString &key);
    void updateHistoryActions();
    void updateRecentMenu();
    void openDiagnostic(const Diagnostic &diagnostic);
    void openLogDialog();
    void pasteLog();
    void closeLog(int index);
    LogPane *addLogPane(const QString &path, const QString &displayName, QString *error);
    void updateFindings();
    void updateLogActions();
    bool logHasFocus() const;

    KnowledgeBaseLoader *m_loader;
    KnowledgeBaseModel *m_model;
    KnowledgeBaseProxyModel *m_proxy;
    QTreeView *m_tree;
    SearchBar *m_search;
    HighlightDelegate *m_highlighter;
    RecordView *m_recordView;
    DiagnosticsView *m_diagnostics;
    QDockWidget *m_diagnosticsDock;
    QLabel *m_summary;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QStringList m_sources;
    QStackedWidget *m_logStack;
    QTabWidget *m_logTabs;
    QWidget *m_logPlaceholder;
    FindingsView *m_findings;
    QDockWidget *m_findingsDock;
    std::unique_ptr<QTemporaryDir> m_scratch; // unpacked and pasted logs, removed on exit
    int m_pasted = 0;
    std::shared_ptr<const LogMatcher> m_matcher;
    QFutureWatcher<std::shared_ptr<const LogMatcher>> m_matcherBuild;
    // What was shown, as "record:ID" or "document:ID", and where in that list we are.
    QStringList m_history;
    qsizetype m_historyPos = -1;
    bool m_replaying = false; // showing a history entry: do not record it again

    struct Actions;
    std::unique_ptr<Actions> m_actions;
};

} // namespace Faultline
