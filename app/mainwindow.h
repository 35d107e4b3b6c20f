// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "knowledgebase.h"
#include "searchindex.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QProgressBar;
class QToolButton;
class QTreeView;
class QDockWidget;

namespace Faultline {

class DiagnosticsView;
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

Q_SIGNALS:
    /// Emitted on the GUI thread when a load has finished and the tree shows its result.
    void knowledgeBaseLoaded();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslate();
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
    // What was shown, as "record:ID" or "document:ID", and where in that list we are.
    QStringList m_history;
    qsizetype m_historyPos = -1;
    bool m_replaying = false; // showing a history entry: do not record it again

    struct Actions;
    std::unique_ptr<Actions> m_actions;
};

} // namespace Faultline
