// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;

namespace Faultline {

class CorpusOffer;
class KnowledgeBaseBrowser;
class LogMatcher;
class LogPane;
class LogWorkspace;
class NavigationHistory;
class UserRecordActions;

/**
 * The main window: a shell around its parts. The logs (LogWorkspace) have the centre; the
 * knowledge base (KnowledgeBaseBrowser), the record, the findings and the diagnostics are panels
 * (docks) around them that the user hides, moves, tabs together or detaches, remembered; Back and
 * Forward (NavigationHistory). The record panel opens when a record is shown, and with the first
 * diagnosis of a log just opened when the log keeps its room; on a narrow window it shares the
 * tree's place as a tab. The first size comes from the screen. The window assembles the menus from
 * the parts' actions, keeps the status line, switches the language and the colour scheme, and
 * connects the parts: a record asked for from a log is shown by the browser, the matcher the
 * browser compiles matches the logs.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Loads \a sources in the background; an empty list means the bundled knowledge base.
    void loadSources(const QStringList &sources);
    QStringList sources() const;
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
    std::shared_ptr<const LogMatcher> matcher() const;
    /// Switches the interface to \a language (one of interfaceLanguages()) at run time and
    /// remembers the choice for the next start.
    void setLanguage(const QString &language);

Q_SIGNALS:
    /// Emitted on the GUI thread when a load has finished and the tree shows its result.
    void knowledgeBaseLoaded();
    /// The regexes of the loaded knowledge base are compiled; logs are (re)matched with them.
    void matcherReady();
    /// Loading the knowledge base or compiling its regexes failed; the status line and the
    /// diagnostics say why. What was loaded before stays.
    void loadFailed();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createDocks();
    void createMenus();
    void createSchemeMenu();
    void createLanguageMenu();
    void connectParts();
    void restoreLayout();
    void setFirstGeometry();
    void setFirstDocks();
    void showRecordPanel();
    void focusKnowledgeBaseSearch();
    /// Whether the record panel can be shown without leaving the log too narrow.
    bool recordPanelFits() const;
    void retranslate();

    KnowledgeBaseBrowser *m_browser;
    LogWorkspace *m_logs;
    NavigationHistory *m_history;
    QDockWidget *m_browserDock;
    QDockWidget *m_recordDock;
    QDockWidget *m_diagnosticsDock;
    QDockWidget *m_findingsDock;
    QLabel *m_summary;
    CorpusOffer *m_corpusOffer;
    UserRecordActions *m_userRecords;
    bool m_placeDocks = false; ///< no remembered layout: place the panels at the first show
    bool m_sizeRecordPanel = false; ///< placed on its own: give it its width when it first opens

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_logMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_goMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_find = nullptr;
    QAction *m_findInKnowledgeBase = nullptr;
    QAction *m_shortcuts = nullptr;
    QAction *m_about = nullptr;
    QMenu *m_schemeMenu = nullptr;
    QList<QAction *> m_schemes; // system, light, dark
    QMenu *m_languageMenu = nullptr;
    QList<QAction *> m_languages;
};

} // namespace Faultline
