// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "bundled.h"
#include "colorscheme.h"
#include "diagnosticsview.h"
#include "highlightdelegate.h"
#include "knowledgebaseloader.h"
#include "knowledgebasemodel.h"
#include "knowledgebaseproxymodel.h"
#include "recordview.h"
#include "searchbar.h"
#include "searchindex.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStatusBar>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Faultline {

struct MainWindow::Actions
{
    QMenu *fileMenu = nullptr;
    QMenu *viewMenu = nullptr;
    QAction *openFolder = nullptr;
    QAction *openFiles = nullptr;
    QAction *useBundled = nullptr;
    QAction *reload = nullptr;
    QAction *quit = nullptr;
    QAction *find = nullptr;
    QMenu *recentMenu = nullptr;
    QMenu *goMenu = nullptr;
    QAction *back = nullptr;
    QAction *forward = nullptr;
    QAction *englishColumn = nullptr;
    QAction *chineseColumn = nullptr;
    QMenu *schemeMenu = nullptr;
    QAction *schemeSystem = nullptr;
    QAction *schemeLight = nullptr;
    QAction *schemeDark = nullptr;
};

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_loader(new KnowledgeBaseLoader(this))
    , m_model(new KnowledgeBaseModel(this))
    , m_proxy(new KnowledgeBaseProxyModel(this))
    , m_tree(new QTreeView)
    , m_search(new SearchBar)
    , m_highlighter(new HighlightDelegate(this))
    , m_recordView(new RecordView)
    , m_diagnostics(new DiagnosticsView)
    , m_diagnosticsDock(new QDockWidget(this))
    , m_summary(new QLabel)
    , m_progress(new QProgressBar)
    , m_cancel(new QToolButton)
    , m_actions(std::make_unique<Actions>())
{
    setObjectName(u"MainWindow"_s);
    m_proxy->setSourceModel(m_model);
    m_tree->setModel(m_proxy);
    m_tree->setObjectName(u"KnowledgeBaseTree"_s);
    m_tree->setUniformRowHeights(true);
    m_tree->setItemDelegateForColumn(KnowledgeBaseModel::NameColumn, m_highlighter);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(KnowledgeBaseModel::NameColumn, Qt::AscendingOrder);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(KnowledgeBaseModel::NameColumn, QHeaderView::Stretch);
    m_recordView->setObjectName(u"RecordView"_s);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_tree);
    auto *splitter = new QSplitter;
    splitter->setObjectName(u"MainSplitter"_s);
    splitter->addWidget(left);
    splitter->addWidget(m_recordView);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    setCentralWidget(splitter);

    m_diagnosticsDock->setObjectName(u"DiagnosticsDock"_s);
    m_diagnosticsDock->setWidget(m_diagnostics);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnosticsDock);

    m_progress->setMaximumWidth(200);
    m_progress->hide();
    m_cancel->hide();
    m_summary->setObjectName(u"Summary"_s);
    statusBar()->addWidget(m_summary, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);

    connect(m_cancel, &QToolButton::clicked, m_loader, &KnowledgeBaseLoader::cancel);
    connect(m_loader, &KnowledgeBaseLoader::progressChanged, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_loader, &KnowledgeBaseLoader::finished, this, &MainWindow::onLoaded);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::showCurrent);
    connect(m_search, &SearchBar::queryChanged, this, &MainWindow::applyQuery);
    connect(m_recordView, &RecordView::recordLinkActivated, this, &MainWindow::showRecord);
    connect(m_diagnostics, &DiagnosticsView::diagnosticActivated, this, &MainWindow::openDiagnostic);
    setAcceptDrops(true);
    connect(m_recordView, &RecordView::documentLinkActivated, this, &MainWindow::showDocument);
    connect(m_search, &SearchBar::focusResultsRequested, this, [this] {
        m_tree->setFocus(Qt::OtherFocusReason);
        if (!m_tree->currentIndex().isValid() && m_proxy->rowCount() > 0)
            m_tree->setCurrentIndex(m_proxy->index(0, 0));
    });

    createActions();
    retranslate();

    // Shown when a load has errors, or by the user; empty, it would only take room.
    m_diagnosticsDock->hide();
    QSettings settings;
    if (!restoreGeometry(settings.value(u"window/geometry"_s).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(u"window/state"_s).toByteArray());
    splitter->restoreState(settings.value(u"window/splitter"_s).toByteArray());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto &a = *m_actions;
    a.fileMenu = menuBar()->addMenu(QString());
    a.openFolder
        = a.fileMenu->addAction(QIcon::fromTheme(u"folder-open"_s), QString(), this, &MainWindow::openFolder);
    a.openFolder->setShortcut(QKeySequence::Open);
    a.openFiles = a.fileMenu->addAction(QString(), this, &MainWindow::openFiles);
    a.openFiles->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    a.recentMenu = a.fileMenu->addMenu(QString());
    a.useBundled = a.fileMenu->addAction(QString(), this, [this] { loadSources({}); });
    a.reload = a.fileMenu->addAction(
        QIcon::fromTheme(u"view-refresh"_s), QString(), this, [this] { loadSources(m_sources); });
    a.reload->setShortcut(QKeySequence::Refresh);
    a.fileMenu->addSeparator();
    a.quit = a.fileMenu->addAction(QIcon::fromTheme(u"application-exit"_s), QString(), this, &QWidget::close);
    a.quit->setShortcut(QKeySequence::Quit);
    a.find = a.fileMenu->addAction(
        QIcon::fromTheme(u"edit-find"_s), QString(), m_search, &SearchBar::focusSearch);
    a.find->setShortcut(QKeySequence::Find);
    a.viewMenu = menuBar()->addMenu(QString());
    a.viewMenu->addAction(m_diagnosticsDock->toggleViewAction());
    a.viewMenu->addSeparator();
    a.englishColumn = a.viewMenu->addAction(QString());
    a.chineseColumn = a.viewMenu->addAction(QString());
    for (QAction *column : {a.englishColumn, a.chineseColumn}) {
        column->setCheckable(true);
        column->setChecked(true);
        connect(column, &QAction::toggled, this, [this] {
            auto &acts = *m_actions;
            // One column always stays: unticking the last one brings the other back.
            if (!acts.englishColumn->isChecked() && !acts.chineseColumn->isChecked())
                (sender() == acts.englishColumn ? acts.chineseColumn : acts.englishColumn)->setChecked(true);
            m_recordView->setColumnsVisible(acts.englishColumn->isChecked(), acts.chineseColumn->isChecked());
        });
    }
    a.schemeMenu = a.viewMenu->addMenu(QString());
    auto *schemes = new QActionGroup(this);
    const ColorScheme current = colorSchemeFromName(QSettings().value(u"ui/colorScheme"_s).toString());
    for (auto [action, scheme] : {std::pair {&a.schemeSystem, ColorScheme::System},
             std::pair {&a.schemeLight, ColorScheme::Light}, std::pair {&a.schemeDark, ColorScheme::Dark}}) {
        *action = a.schemeMenu->addAction(QString());
        (*action)->setCheckable(true);
        (*action)->setChecked(scheme == current);
        schemes->addAction(*action);
        connect(*action, &QAction::triggered, this, [scheme] {
            applyColorScheme(scheme);
            QSettings().setValue(u"ui/colorScheme"_s, colorSchemeName(scheme));
        });
    }
    a.goMenu = menuBar()->addMenu(QString());
    a.back = a.goMenu->addAction(QIcon::fromTheme(u"go-previous"_s), QString(), this, &MainWindow::goBack);
    a.back->setShortcut(QKeySequence::Back);
    a.forward = a.goMenu->addAction(QIcon::fromTheme(u"go-next"_s), QString(), this, &MainWindow::goForward);
    a.forward->setShortcut(QKeySequence::Forward);
    updateHistoryActions();
}

void MainWindow::retranslate()
{
    auto &a = *m_actions;
    setWindowTitle(tr("Faultline"));
    a.fileMenu->setTitle(tr("&File"));
    a.openFolder->setText(tr("Open Record &Folder…"));
    a.openFiles->setText(tr("Open Record F&iles…"));
    a.useBundled->setText(tr("Use &Bundled Knowledge Base"));
    a.recentMenu->setTitle(tr("Open &Recent"));
    updateRecentMenu();
    a.reload->setText(tr("&Reload"));
    a.quit->setText(tr("&Quit"));
    a.find->setText(tr("&Find…"));
    a.viewMenu->setTitle(tr("&View"));
    a.englishColumn->setText(tr("&English Column"));
    a.chineseColumn->setText(tr("&Chinese Column"));
    a.goMenu->setTitle(tr("&Go"));
    a.schemeMenu->setTitle(tr("Colour &Scheme"));
    a.schemeSystem->setText(tr("&System", "colour scheme: the desktop's"));
    a.schemeLight->setText(tr("&Light", "colour scheme"));
    a.schemeDark->setText(tr("&Dark", "colour scheme"));
    a.back->setText(tr("&Back"));
    a.forward->setText(tr("&Forward"));
    m_diagnosticsDock->setWindowTitle(tr("Diagnostics"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop loading; what was read so far stays loaded"));
    updateSummary();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::loadSources(const QStringList &sources)
{
    m_sources = sources;
    // Remembered now rather than on exit, so a crash does not forget the user's choice.
    QSettings settings;
    settings.setValue(u"knowledgeBase/sources"_s, sources);
    if (!sources.isEmpty()) {
        QStringList recent = settings.value(u"knowledgeBase/recent"_s).toStringList();
        const QString entry = sources.join(u'\n');
        recent.removeAll(entry);
        recent.prepend(entry);
        settings.setValue(u"knowledgeBase/recent"_s, recent.mid(0, 8));
        updateRecentMenu();
    }
    m_summary->setText(tr("Loading the knowledge base…"));
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    m_loader->start(sources.isEmpty() ? QStringList {bundledKnowledgeBase()} : sources);
}

std::shared_ptr<const KnowledgeBase> MainWindow::knowledgeBase() const
{
    return m_model->knowledgeBase();
}

void MainWindow::onLoaded(std::shared_ptr<const KnowledgeBase> kb, std::shared_ptr<const SearchIndex> index)
{
    m_progress->hide();
    m_cancel->hide();
    const QString current = m_model->record(m_proxy->mapToSource(m_tree->currentIndex())).id();
    m_model->setKnowledgeBase(kb);
    m_proxy->setSearchIndex(std::move(index));
    m_recordView->setKnowledgeBase(kb);
    m_search->setKnowledgeBase(*kb); // re-applies the query, which expands the tree
    m_diagnostics->setDiagnostics(kb->diagnostics());
    if (const QModelIndex again = m_model->indexOfRecord(current); again.isValid())
        m_tree->setCurrentIndex(m_proxy->mapFromSource(again));
    if (kb->errorCount() > 0)
        m_diagnosticsDock->show();
    updateSummary();
    Q_EMIT knowledgeBaseLoaded();
}

void MainWindow::search(const QString &text)
{
    m_search->setText(text);
}

void MainWindow::applyQuery()
{
    const RecordQuery query = m_search->query();
    m_proxy->setQuery(query);
    const QStringList terms = SearchIndex::terms(query.text);
    m_recordView->setHighlightTerms(terms);
    m_highlighter->setTerms(terms);
    m_tree->viewport()->update();
    const auto kb = m_model->knowledgeBase();
    const qsizetype matching = m_proxy->matchingRecordCount();
    m_search->setMatchCount(matching, kb ? kb->records().size() : 0);
    // Searching: show the matches themselves unless there are too many to read. Otherwise domains
    // open, categories closed: the first screen shows the shape of the knowledge base.
    if (!query.isEmpty() && matching <= 500)
        m_tree->expandAll();
    else
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            m_tree->expand(m_proxy->index(row, 0));
}

void MainWindow::updateSummary()
{
    if (m_loader->isRunning())
        return;
    m_summary->setText(summary());
}

QString MainWindow::summary() const
{
    const auto kb = m_model->knowledgeBase();
    if (!kb)
        return {};
    const QString where = m_sources.isEmpty() ? tr("bundled knowledge base") : m_sources.join(u", "_s);
    QString text = tr("%n record(s)", "", int(kb->records().size())) + u" · "_s
        + tr("%n document(s)", "", int(kb->documents().size())) + u" · "_s
        + tr("%n diagnostic(s)", "", int(kb->diagnostics().size())) + u" — "_s + where;
    if (!kb->isComplete())
        text += u" "_s + tr("(loading was cancelled: incomplete)");
    return text;
}

bool MainWindow::showRecord(const QString &id)
{
    if (!m_model->indexOfRecord(id).isValid())
        return false;
    visit(u"record:"_s + id);
    return true;
}

bool MainWindow::showDocument(const QString &id)
{
    if (!m_model->indexOfDocument(id).isValid())
        return false;
    visit(u"document:"_s + id);
    return true;
}

void MainWindow::visit(const QString &key)
{
    if (!m_replaying && (m_historyPos < 0 || m_history.value(m_historyPos) != key)) {
        m_history.resize(m_historyPos + 1); // a new visit drops the forward entries
        m_history.append(key);
        m_historyPos = m_history.size() - 1;
        updateHistoryActions();
    }
    display(key);
}

/// Shows a "record:ID" or "document:ID" entry, selecting it in the tree when the search shows it.
void MainWindow::display(const QString &key)
{
    const bool isRecord = key.startsWith(u"record:"_s);
    const QString id = key.section(u':', 1);
    const QModelIndex source = isRecord ? m_model->indexOfRecord(id) : m_model->indexOfDocument(id);
    const QModelIndex index = m_proxy->mapFromSource(source);
    if (index.isValid() && m_tree->currentIndex() != index) {
        const QSignalBlocker block(m_tree->selectionModel());
        m_tree->setCurrentIndex(index);
        m_tree->scrollTo(index, QAbstractItemView::PositionAtCenter);
        m_tree->viewport()->update();
    }
    const auto kb = m_model->knowledgeBase();
    if (isRecord) {
        m_recordView->showRecord(m_model->record(source));
    } else if (kb) {
        for (const Document &d : kb->documents()) {
            if (d.id == id)
                m_recordView->showDocument(d);
        }
    }
}

void MainWindow::goBack()
{
    if (m_historyPos <= 0)
        return;
    m_replaying = true;
    display(m_history[--m_historyPos]);
    m_replaying = false;
    updateHistoryActions();
}

void MainWindow::goForward()
{
    if (m_historyPos + 1 >= m_history.size())
        return;
    m_replaying = true;
    display(m_history[++m_historyPos]);
    m_replaying = false;
    updateHistoryActions();
}

void MainWindow::updateHistoryActions()
{
    m_actions->back->setEnabled(m_historyPos > 0);
    m_actions->forward->setEnabled(m_historyPos + 1 < m_history.size());
}

void MainWindow::showCurrent()
{
    const QModelIndex index = m_proxy->mapToSource(m_tree->currentIndex());
    const auto kind = index.data(KnowledgeBaseModel::NodeKindRole).value<KnowledgeBaseModel::NodeKind>();
    const QString id = index.data(KnowledgeBaseModel::RecordIdRole).toString();
    if (index.isValid() && kind == KnowledgeBaseModel::NodeKind::Record)
        visit(u"record:"_s + id);
    else if (index.isValid() && kind == KnowledgeBaseModel::NodeKind::Document)
        visit(u"document:"_s + id);
    else
        m_recordView->showNothing();
}

void MainWindow::openFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Record Folder"));
    if (!dir.isEmpty())
        loadSources({dir});
}

void MainWindow::openFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Record Files"), QString(),
        tr("Records and documents (*.json *.jsonl *.ndjson *.md *.markdown *.txt);;All files (*)"));
    if (!files.isEmpty())
        loadSources(files);
}

void MainWindow::updateRecentMenu()
{
    QMenu *menu = m_actions->recentMenu;
    menu->clear();
    const QStringList recent = QSettings().value(u"knowledgeBase/recent"_s).toStringList();
    for (const QString &entry : recent) {
        const QStringList sources = entry.split(u'\n');
        QAction *action = menu->addAction(sources.size() == 1
                ? sources.first()
                : tr("%1 and %n more", "", int(sources.size() - 1)).arg(sources.first()));
        action->setToolTip(sources.join(u'\n'));
        connect(action, &QAction::triggered, this, [this, sources] { loadSources(sources); });
    }
    menu->setEnabled(!recent.isEmpty());
}

void MainWindow::openDiagnostic(const Diagnostic &diagnostic)
{
    // A problem with a loaded record (a regex RE2 rejects, a wrong field) shows that record;
    // a file that did not load opens in the system's viewer, as the user asked for it.
    if (const auto kb = m_model->knowledgeBase()) {
        for (const Record &r : kb->records()) {
            if (r.sourcePath() == diagnostic.file
                && (diagnostic.line == 0 || r.sourceLine() == diagnostic.line || r.sourceLine() == 0)) {
                showRecord(r.id());
                return;
            }
        }
    }
    if (!diagnostic.file.startsWith(u':') && QFileInfo(diagnostic.file).isFile())
        QDesktopServices::openUrl(QUrl::fromLocalFile(diagnostic.file));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty()
        && std::all_of(urls.begin(), urls.end(), [](const QUrl &u) { return u.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        paths.append(url.toLocalFile());
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        loadSources(paths);
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    if (auto *splitter = findChild<QSplitter *>(u"MainSplitter"_s))
        settings.setValue(u"window/splitter"_s, splitter->saveState());
    event->accept();
}

} // namespace Faultline
