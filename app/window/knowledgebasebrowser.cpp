// SPDX-License-Identifier: MIT
#include "knowledgebasebrowser.h"

#include "diagnosticsview.h"
#include "highlightdelegate.h"
#include "knowledgebaseloader.h"
#include "knowledgebasemodel.h"
#include "knowledgebaseproxymodel.h"
#include "knowledgesources.h"
#include "logmatcher.h"
#include "searchbar.h"
#include "searchquery.h"
#include "sourcesdialog.h"
#include "textutil.h"

#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QSettings>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Faultline {

KnowledgeBaseBrowser::KnowledgeBaseBrowser(QWidget *parent)
    : QWidget(parent)
    , m_loader(new KnowledgeBaseLoader(this))
    , m_model(new KnowledgeBaseModel(this))
    , m_proxy(new KnowledgeBaseProxyModel(this))
    , m_tree(new QTreeView)
    , m_search(new SearchBar)
    , m_highlighter(new HighlightDelegate(this))
    , m_recordView(new RecordView(this))
    , m_diagnostics(new DiagnosticsView(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    m_proxy->setSourceModel(m_model);
    m_tree->setModel(m_proxy);
    m_tree->setObjectName(u"KnowledgeBaseTree"_s);
    m_tree->setUniformRowHeights(true);
    // Two "RuntimeError: torch.co…" rows differ in their middle; the whole name is the tooltip.
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->setItemDelegateForColumn(KnowledgeBaseModel::NameColumn, m_highlighter);
    m_tree->setSortingEnabled(true);
    m_tree->sortByColumn(KnowledgeBaseModel::NameColumn, Qt::AscendingOrder);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(KnowledgeBaseModel::NameColumn, QHeaderView::Stretch);
    for (int c = KnowledgeBaseModel::FixRateColumn; c < KnowledgeBaseModel::ColumnCount; ++c)
        m_tree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_tree->installEventFilter(this);
    m_recordView->setObjectName(u"RecordView"_s);
    m_recordView->setSourceName([](const QString &source) {
        return QDir::toNativeSeparators(KnowledgeSources::displayName(source));
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_search);
    layout->addWidget(m_tree);

    m_progress->setMaximumWidth(200);
    m_progress->hide();
    m_cancel->hide();

    connect(m_cancel, &QToolButton::clicked, m_loader, &KnowledgeBaseLoader::cancel);
    connect(m_loader, &KnowledgeBaseLoader::progressChanged, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_loader, &KnowledgeBaseLoader::finished, this, &KnowledgeBaseBrowser::onLoaded);
    connect(m_loader, &KnowledgeBaseLoader::failed, this, &KnowledgeBaseBrowser::onLoadFailed);
    connect(&m_compile, &QFutureWatcherBase::finished, this, &KnowledgeBaseBrowser::onCompiled);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &KnowledgeBaseBrowser::showCurrent);
    connect(m_search, &SearchBar::queryChanged, this, &KnowledgeBaseBrowser::applyQuery);
    connect(m_recordView, &RecordView::recordLinkActivated, this, &KnowledgeBaseBrowser::showRecord);
    connect(m_recordView, &RecordView::documentLinkActivated, this, &KnowledgeBaseBrowser::showDocument);
    connect(
        m_diagnostics, &DiagnosticsView::diagnosticActivated, this, &KnowledgeBaseBrowser::openDiagnostic);
    connect(m_search, &SearchBar::focusResultsRequested, this, [this] {
        m_tree->setFocus(Qt::OtherFocusReason);
        if (!m_tree->currentIndex().isValid() && m_proxy->rowCount() > 0)
            m_tree->setCurrentIndex(m_proxy->index(0, 0));
    });

    createActions();
    // Before the first load, so that the tree never shows advice the user did not ask for.
    const bool showAdvice = QSettings().value(u"knowledgeBase/showAdvice"_s, false).toBool();
    m_showAdvice->setChecked(showAdvice);
    m_search->setShowAdvice(showAdvice);
    m_proxy->setScope(scope());
    connect(m_search, &SearchBar::showAdviceToggled, this, &KnowledgeBaseBrowser::setShowAdvice);
    connect(m_showAdvice, &QAction::toggled, this, &KnowledgeBaseBrowser::setShowAdvice);
    retranslate();
}

// The compile job holds no pointer to us, only the knowledge base: nothing to wait for.
KnowledgeBaseBrowser::~KnowledgeBaseBrowser() = default;

void KnowledgeBaseBrowser::createActions()
{
    m_openFolder = new QAction(QIcon::fromTheme(u"folder-open"_s), QString(), this);
    m_openFolder->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    connect(m_openFolder, &QAction::triggered, this, &KnowledgeBaseBrowser::openFolder);
    m_openFiles = new QAction(this);
    connect(m_openFiles, &QAction::triggered, this, &KnowledgeBaseBrowser::openFiles);
    m_recentMenu = new QMenu(this);
    m_editSources = new QAction(QIcon::fromTheme(u"configure"_s), QString(), this);
    connect(m_editSources, &QAction::triggered, this, &KnowledgeBaseBrowser::editSources);
    m_useBundled = new QAction(this);
    connect(m_useBundled, &QAction::triggered, this, [this] { loadSources({}); });
    m_reload = new QAction(QIcon::fromTheme(u"view-refresh"_s), QString(), this);
    m_reload->setShortcut(QKeySequence::Refresh);
    connect(m_reload, &QAction::triggered, this, [this] { loadSources(m_sources); });

    m_englishColumn = new QAction(this);
    m_chineseColumn = new QAction(this);
    for (QAction *column : {m_englishColumn, m_chineseColumn}) {
        column->setCheckable(true);
        column->setChecked(true);
        connect(column, &QAction::toggled, this, [this, column] {
            // One column always stays: unticking the last one brings the other back.
            if (!m_englishColumn->isChecked() && !m_chineseColumn->isChecked())
                (column == m_englishColumn ? m_chineseColumn : m_englishColumn)->setChecked(true);
            m_recordView->setColumnsVisible(m_englishColumn->isChecked(), m_chineseColumn->isChecked());
        });
    }
    m_showAdvice = new QAction(this);
    m_showAdvice->setCheckable(true);
}

QList<QAction *> KnowledgeBaseBrowser::fileActions() const
{
    return {m_openFolder, m_openFiles, m_recentMenu->menuAction(), m_editSources, m_useBundled, m_reload};
}

QList<QAction *> KnowledgeBaseBrowser::viewActions() const
{
    return {m_englishColumn, m_chineseColumn, m_showAdvice};
}

ScopeFilter KnowledgeBaseBrowser::scope() const
{
    return m_showAdvice->isChecked() ? ScopeFilter::All : ScopeFilter::Software;
}

void KnowledgeBaseBrowser::setShowAdvice(bool show)
{
    {
        // The box and the menu action both come here; each follows the other without coming back.
        const QSignalBlocker blockBox(m_search), blockAction(m_showAdvice);
        m_search->setShowAdvice(show);
        m_showAdvice->setChecked(show);
    }
    if (m_proxy->scope() == scope())
        return;
    QSettings().setValue(u"knowledgeBase/showAdvice"_s, show);
    m_proxy->setScope(scope());
    if (const auto kb = m_model->knowledgeBase())
        m_search->setKnowledgeBase(*kb, scope()); // offers the domains in scope; re-applies the query
    else
        applyQuery();
    Q_EMIT scopeChanged(scope());
}

QList<QWidget *> KnowledgeBaseBrowser::statusWidgets() const
{
    return {m_progress, m_cancel};
}

void KnowledgeBaseBrowser::setMatcherBuilder(KnowledgeSession::MatcherBuilder build)
{
    m_buildMatcher = std::move(build);
}

void KnowledgeBaseBrowser::retranslate()
{
    m_openFolder->setText(tr("Open Record &Folder…"));
    m_openFiles->setText(tr("Open Record F&iles…"));
    m_editSources->setText(tr("Knowledge Base &Sources…"));
    m_useBundled->setText(tr("Use &Bundled Knowledge Base"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    updateRecentMenu();
    m_reload->setText(tr("&Reload"));
    m_englishColumn->setText(tr("&English Column"));
    m_chineseColumn->setText(tr("&Chinese Column"));
    m_showAdvice->setText(tr("Show Non-Software &Advice"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop loading; what was read so far stays loaded"));
    m_model->retranslate();
    updateStatus();
}

void KnowledgeBaseBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool KnowledgeBaseBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree && (event->type() == QEvent::Resize || event->type() == QEvent::LanguageChange))
        QMetaObject::invokeMethod(this, &KnowledgeBaseBrowser::fitTreeColumns, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void KnowledgeBaseBrowser::fitTreeColumns()
{
    // In a narrow pane the names matter most: the other columns give way from the right (last
    // confirmed first) rather than squeezing the names to nothing behind a horizontal scroll bar.
    QHeaderView *header = m_tree->header();
    // Room for a record's name of some 30 characters, three levels deep (domain, category, record).
    int room
        = m_tree->viewport()->width() - fontMetrics().averageCharWidth() * 30 - 3 * m_tree->indentation();
    const QString widest[] = {QString(), TextUtil::percent(1.0), TextUtil::percent(1.0),
        QLocale().toString(QDate(2026, 12, 28), QLocale::ShortFormat)};
    for (int c = KnowledgeBaseModel::FixRateColumn; c < KnowledgeBaseModel::ColumnCount; ++c) {
        const int wanted
            = std::max(header->sectionSizeHint(c), m_tree->fontMetrics().horizontalAdvance(widest[c]) + 16);
        room -= wanted;
        header->setSectionHidden(c, room < 0);
    }
}

void KnowledgeBaseBrowser::loadSources(const QStringList &sources)
{
    m_sources = sources;
    rememberSources();
    m_failure.clear();
    setLoading(true);
    m_loader->start(loadedSources());
    updateStatus();
}

void KnowledgeBaseBrowser::rememberSources()
{
    // Remembered now rather than on exit, so a crash does not forget the user's choice.
    KnowledgeSources::saveSources(m_sources);
    if (m_sources.isEmpty())
        return;
    KnowledgeSources::addRecentSources(m_sources);
    updateRecentMenu();
}

void KnowledgeBaseBrowser::setLoading(bool loading)
{
    if (loading)
        m_progress->setRange(0, 0);
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
}

std::shared_ptr<const KnowledgeBase> KnowledgeBaseBrowser::knowledgeBase() const
{
    return m_model->knowledgeBase();
}

void KnowledgeBaseBrowser::onLoaded(
    std::shared_ptr<const KnowledgeBase> kb, std::shared_ptr<const SearchIndex> index)
{
    setLoading(false);
    const QString current = m_model->record(m_proxy->mapToSource(m_tree->currentIndex())).id();
    m_model->setKnowledgeBase(kb);
    // The reset shows every column again: fit them to the pane once more.
    QMetaObject::invokeMethod(this, &KnowledgeBaseBrowser::fitTreeColumns, Qt::QueuedConnection);
    m_proxy->setSearchIndex(std::move(index));
    m_recordView->setKnowledgeBase(kb);
    m_search->setKnowledgeBase(*kb, scope()); // re-applies the query, which expands the tree
    m_shownDiagnostics = kb->diagnostics();
    m_diagnostics->setDiagnostics(m_shownDiagnostics);
    if (const QModelIndex again = m_model->indexOfRecord(current); again.isValid()) {
        m_tree->setCurrentIndex(m_proxy->mapFromSource(again));
        revealCurrent();
    }
    if (kb->errorCount() > 0)
        Q_EMIT errorsFound();
    updateStatus();
    // Compiling ~2,500 regexes takes a moment: off the GUI thread.
    m_compile.setFuture(
        QtConcurrent::run([kb, build = m_buildMatcher] { return KnowledgeSession::compile(kb, build); }));
    Q_EMIT knowledgeBaseLoaded();
}

void KnowledgeBaseBrowser::onLoadFailed(const QString &reason)
{
    setLoading(false);
    // What was shown stays shown: the failure is news about the sources asked for, not about it.
    reportFailure(KnowledgeSession::failed(loadedSources(), reason));
}

void KnowledgeBaseBrowser::onCompiled()
{
    const KnowledgeSession session = m_compile.result();
    if (!session.isValid()) {
        reportFailure(session);
        return;
    }
    m_shownDiagnostics = session.diagnostics();
    m_diagnostics->setDiagnostics(m_shownDiagnostics);
    updateStatus();
    Q_EMIT matcherReady(session.matcher());
}

void KnowledgeBaseBrowser::reportFailure(const KnowledgeSession &session)
{
    m_failure = session.error();
    m_shownDiagnostics = session.diagnostics();
    m_diagnostics->setDiagnostics(m_shownDiagnostics);
    updateStatus();
    Q_EMIT errorsFound();
    Q_EMIT loadFailed();
}

void KnowledgeBaseBrowser::updateStatus()
{
    Q_EMIT statusChanged(status());
}

QString KnowledgeBaseBrowser::status() const
{
    if (m_loader->isRunning())
        return tr("Loading the knowledge base…");
    if (!m_failure.isEmpty()) {
        return tr("Could not open: %1").arg(tr("%1: %2").arg(sourceNames(), m_failure));
    }
    return summary();
}

QString KnowledgeBaseBrowser::summary() const
{
    const auto kb = m_model->knowledgeBase();
    if (!kb)
        return {};
    QString text = tr("%n record(s)", "", int(kb->records().size())) + u" · "_s
        + tr("%n document(s)", "", int(kb->documents().size())) + u" · "_s
        + tr("%n diagnostic(s)", "", int(m_shownDiagnostics.size())) + u" — "_s + sourceNames();
    if (!kb->isComplete())
        text += u" "_s + tr("(loading was cancelled: incomplete)");
    return text;
}

QStringList KnowledgeBaseBrowser::loadedSources() const
{
    return KnowledgeSources::toLoad(m_sources, KnowledgeSources::savedBuiltIn());
}

QString KnowledgeBaseBrowser::sourceNames() const
{
    QStringList names;
    for (const QString &source : loadedSources()) {
        names.append(m_sources.isEmpty() && !KnowledgeSources::isBuiltIn(source)
                ? tr("bundled knowledge base")
                : KnowledgeSources::displayName(source));
    }
    return names.join(u", "_s);
}

void KnowledgeBaseBrowser::search(const QString &text)
{
    m_search->setText(text);
}

void KnowledgeBaseBrowser::focusSearch()
{
    m_search->focusSearch();
}

void KnowledgeBaseBrowser::applyQuery()
{
    const RecordQuery query = m_search->query();
    m_proxy->setQuery(query);
    const QStringList terms = SearchIndex::terms(query.text);
    m_recordView->setHighlightTerms(terms);
    m_highlighter->setTerms(terms);
    m_tree->viewport()->update();
    const qsizetype matching = m_proxy->matchingRecordCount();
    m_search->setMatchCount(matching, m_proxy->scopeRecordCount(), matchNote(query, matching));
    // Searching: show the matches themselves, best first, unless there are too many to read.
    // Otherwise every domain closed but the one holding the selection: the first screen is a list
    // of domains to scan, not 2,500 records.
    if (!query.isEmpty() && matching <= 500) {
        m_tree->expandAll();
        m_tree->scrollToTop();
    } else {
        m_tree->collapseAll();
        revealCurrent();
    }
}

QString KnowledgeBaseBrowser::matchNote(const RecordQuery &query, qsizetype matching) const
{
    const SearchQuery words(query.text);
    if (words.isEmpty())
        return {};
    const QString text = query.text.trimmed();
    if (words.hasCjk()) {
        // Chinese text is rare: say so, rather than let an empty tree suggest the error is unknown.
        const qsizetype chinese = m_proxy->chineseRecordCount();
        if (chinese == 0)
            return tr("No records have Chinese text for %1: search in English").arg(text);
        if (matching == 0)
            return tr("No match for %1 in the %n record(s) with Chinese text; the others have English only",
                "", int(chinese))
                .arg(text);
        if (chinese < m_proxy->scopeRecordCount())
            return tr(
                "Only %n record(s) have Chinese text; the others are found in English", "", int(chinese));
        return {};
    }
    if (matching == 0)
        return tr("No record holds every word of %1").arg(text);
    const qsizetype english = m_proxy->matchesWithoutChinese();
    if (english > 0)
        return tr("%n of them without Chinese text", "", int(english));
    return {};
}

void KnowledgeBaseBrowser::revealCurrent()
{
    for (QModelIndex at = m_tree->currentIndex().parent(); at.isValid(); at = at.parent())
        m_tree->expand(at);
}

bool KnowledgeBaseBrowser::showRecord(const QString &id)
{
    if (!m_model->indexOfRecord(id).isValid())
        return false;
    const QString key = u"record:"_s + id;
    display(key);
    Q_EMIT shown(key);
    return true;
}

bool KnowledgeBaseBrowser::showDocument(const QString &id)
{
    if (!m_model->indexOfDocument(id).isValid())
        return false;
    const QString key = u"document:"_s + id;
    display(key);
    Q_EMIT shown(key);
    return true;
}

bool KnowledgeBaseBrowser::showRecordAt(const QString &id, RecordView::Section section)
{
    if (!showRecord(id))
        return false;
    if (const auto kb = m_model->knowledgeBase())
        m_recordView->showRecord(kb->record(id), section);
    return true;
}

void KnowledgeBaseBrowser::display(const QString &key)
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

void KnowledgeBaseBrowser::showCurrent()
{
    const QModelIndex index = m_proxy->mapToSource(m_tree->currentIndex());
    const auto kind = index.data(KnowledgeBaseModel::NodeKindRole).value<KnowledgeBaseModel::NodeKind>();
    const QString id = index.data(KnowledgeBaseModel::RecordIdRole).toString();
    QString key;
    if (index.isValid() && kind == KnowledgeBaseModel::NodeKind::RecordGroup) {
        // An error seen in several environments shows its best one, the selection staying on it.
        const Record best = m_model->record(index);
        m_recordView->showRecord(best);
        Q_EMIT shown(u"record:"_s + best.id());
        return;
    }
    if (index.isValid() && kind == KnowledgeBaseModel::NodeKind::Record)
        key = u"record:"_s + id;
    else if (index.isValid() && kind == KnowledgeBaseModel::NodeKind::Document)
        key = u"document:"_s + id;
    if (key.isEmpty()) {
        m_recordView->showNothing();
        return;
    }
    display(key);
    Q_EMIT shown(key);
}

void KnowledgeBaseBrowser::openFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Record Folder"));
    if (!dir.isEmpty())
        loadSources({dir});
}

void KnowledgeBaseBrowser::editSources()
{
    SourcesDialog dialog(m_sources, KnowledgeSources::savedDisabledSources(),
        KnowledgeSources::savedBuiltIn(), knowledgeBase().get(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    KnowledgeSources::saveSources(dialog.enabledSources(), dialog.disabledSources());
    KnowledgeSources::saveBuiltIn(dialog.builtInEnabled());
    loadSources(dialog.enabledSources());
}

void KnowledgeBaseBrowser::openFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Record Files"), QString(),
        tr("Records and documents (*.json *.jsonl *.ndjson *.md *.markdown *.txt);;All files (*)"));
    if (!files.isEmpty())
        loadSources(files);
}

void KnowledgeBaseBrowser::updateRecentMenu()
{
    m_recentMenu->clear();
    const QList<QStringList> recent = KnowledgeSources::recentSources();
    for (const QStringList &sources : recent) {
        QAction *action = m_recentMenu->addAction(sources.size() == 1
                ? sources.first()
                : tr("%1 and %n more", "", int(sources.size() - 1)).arg(sources.first()));
        action->setToolTip(sources.join(u'\n'));
        connect(action, &QAction::triggered, this, [this, sources] { loadSources(sources); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void KnowledgeBaseBrowser::openDiagnostic(const Diagnostic &diagnostic)
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

} // namespace Faultline
