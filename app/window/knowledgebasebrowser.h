// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "knowledgebase.h"
#include "knowledgesession.h"
#include "recordscope.h"
#include "recordview.h"
#include "searchindex.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>

class QAction;
class QMenu;
class QProgressBar;
class QToolButton;
class QTreeView;

namespace Faultline {

class DiagnosticsView;
class HighlightDelegate;
class KnowledgeBaseLoader;
class KnowledgeBaseModel;
class KnowledgeBaseProxyModel;
class LogMatcher;
class SearchBar;

/**
 * The knowledge base side of the window: loading it (in the background, with progress and
 * Cancel), the search bar and filters over the tree, the record view, the diagnostics list, and
 * the matcher compiled from the loaded regexes.
 *
 * The widget itself is the search bar above the tree. The record view, the diagnostics list and
 * the progress widgets are created here but placed by the window (recordView(),
 * diagnosticsView(), statusWidgets()); the actions are added to the window's menus by it
 * (fileActions(), viewActions()). Everything here translates itself again on LanguageChange.
 *
 * The tree and the search show software records only, unless the user ticks "Show non-software
 * advice" (below the filters, or in the View menu); the choice is remembered in the setting
 * "knowledgeBase/showAdvice" and announced by scopeChanged() (the window passes it on to the
 * triage of logs).
 *
 * A load or a compile that throws is reported as an error per source in the diagnostics list and
 * in status(). After a failed load the knowledge base shown before stays; after a failed compile
 * no matcherReady() comes, so logs keep the regexes they had. GUI thread only.
 */
class KnowledgeBaseBrowser : public QWidget
{
    Q_OBJECT
public:
    explicit KnowledgeBaseBrowser(QWidget *parent = nullptr);
    ~KnowledgeBaseBrowser() override;

    /// Loads \a sources in the background; an empty list means the bundled knowledge base. The
    /// choice is remembered at once (setting "knowledgeBase/sources", and the recent list).
    void loadSources(const QStringList &sources);
    QStringList sources() const { return m_sources; }
    /// What a load reads: sources(), or the bundled knowledge base when they are empty, and
    /// Faultline's built-in knowledge base unless the setting knowledgeBase/builtIn is false.
    QStringList loadedSources() const;
    /// The knowledge base shown; null before the first load has finished.
    std::shared_ptr<const KnowledgeBase> knowledgeBase() const;

    /// Shows the record with \a id (selecting it in the tree when the search shows it) and emits
    /// shown(); false if it is not loaded.
    bool showRecord(const QString &id);
    bool showDocument(const QString &id);
    /// Shows the record with \a id at \a section; false if it is not loaded.
    bool showRecordAt(const QString &id, Faultline::RecordView::Section section);
    /// Shows a "record:ID" or "document:ID" entry without emitting shown() (going back there).
    void display(const QString &key);

    /// Searches for \a text as if the user had typed it.
    void search(const QString &text);
    void focusSearch();
    /// The counts of the loaded knowledge base and where it came from; empty before a load.
    QString summary() const;
    /// What the status line should say: loading, the summary, or why the last load failed.
    QString status() const;

    RecordView *recordView() const { return m_recordView; }
    DiagnosticsView *diagnosticsView() const { return m_diagnostics; }
    /// The progress bar and Cancel button of a load, for the status bar; hidden when idle.
    QList<QWidget *> statusWidgets() const;
    /// Open Record Folder…, Open Record Files…, Open Recent, Use Bundled, Reload.
    QList<QAction *> fileActions() const;
    /// The English and Chinese columns of the record view; Show Non-Software Advice.
    QList<QAction *> viewActions() const;

    /// Which records the user asked to see: software only, or all (advice too).
    ScopeFilter scope() const;
    /// Shows advice records too, or hides them again, as ticking the box does (and remembers it).
    void setShowAdvice(bool show);

    /// For tests: what compiles the regexes of the next loads (KnowledgeSession's default).
    void setMatcherBuilder(KnowledgeSession::MatcherBuilder build);

Q_SIGNALS:
    /// A load has finished and the tree shows its result.
    void knowledgeBaseLoaded();
    /// The regexes of the loaded knowledge base are compiled.
    void matcherReady(std::shared_ptr<const Faultline::LogMatcher> matcher);
    /// Loading or compiling threw: status() and the diagnostics list say why.
    void loadFailed();
    /// A load or a compile reported errors the user should look at.
    void errorsFound();
    /// A "record:ID" or "document:ID" entry was shown because the user went there.
    void shown(const QString &key);
    void statusChanged(const QString &status);
    /// The user ticked or unticked "Show non-software advice".
    void scopeChanged(Faultline::ScopeFilter scope);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void retranslate();
    void fitTreeColumns();
    void openFolder();
    void openFiles();
    /// Knowledge Base Sources: the sources on and off, added and removed; loads what is on.
    void editSources();
    void rememberSources();
    /// The sources loaded, as the user knows them: "bundled knowledge base", "Faultline built-in",
    /// the paths chosen.
    QString sourceNames() const;
    void updateRecentMenu();
    void onLoaded(std::shared_ptr<const KnowledgeBase> kb, std::shared_ptr<const SearchIndex> index);
    void onLoadFailed(const QString &reason);
    void onCompiled();
    void reportFailure(const KnowledgeSession &session);
    void setLoading(bool loading);
    void showCurrent();
    void applyQuery();
    /// Why nothing matches, or which records lack text in the query's language; empty if nothing to say.
    QString matchNote(const RecordQuery &query, qsizetype matching) const;
    /// Opens the groups holding the current item.
    void revealCurrent();
    void openDiagnostic(const Diagnostic &diagnostic);
    void updateStatus();

    KnowledgeBaseLoader *m_loader;
    KnowledgeBaseModel *m_model;
    KnowledgeBaseProxyModel *m_proxy;
    QTreeView *m_tree;
    SearchBar *m_search;
    HighlightDelegate *m_highlighter;
    RecordView *m_recordView;
    DiagnosticsView *m_diagnostics;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QStringList m_sources;
    Diagnostics m_shownDiagnostics; // what the list shows; the summary counts them
    QString m_failure; // why the last load or compile failed; empty when it did not
    KnowledgeSession::MatcherBuilder m_buildMatcher;
    QFutureWatcher<KnowledgeSession> m_compile;

    QAction *m_openFolder;
    QAction *m_openFiles;
    QMenu *m_recentMenu;
    QAction *m_editSources;
    QAction *m_useBundled;
    QAction *m_reload;
    QAction *m_englishColumn;
    QAction *m_chineseColumn;
    QAction *m_showAdvice;
};

} // namespace Faultline
