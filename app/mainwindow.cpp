// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "atomicfile.h"
#include "bundled.h"
#include "codehighlighter.h"
#include "colorscheme.h"
#include "diagnosticsview.h"
#include "findingsview.h"
#include "highlightdelegate.h"
#include "knowledgebaseloader.h"
#include "knowledgebasemodel.h"
#include "knowledgebaseproxymodel.h"
#include "logmatcher.h"
#include "logpane.h"
#include "logsource.h"
#include "recordview.h"
#include "searchbar.h"
#include "searchindex.h"
#include "textutil.h"
#include "translations.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
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
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrentRun>

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
    QAction *openLog = nullptr;
    QAction *pasteLog = nullptr;
    QAction *closeLog = nullptr;
    QMenu *logMenu = nullptr;
    QAction *findInLog = nullptr;
    QAction *findNext = nullptr;
    QAction *findPrevious = nullptr;
    QAction *goToLine = nullptr;
    QAction *nextFinding = nullptr;
    QAction *previousFinding = nullptr;
    QAction *follow = nullptr;
    QAction *cancelLog = nullptr;
    QAction *copyFindings = nullptr;
    QAction *exportFindings = nullptr;
    QMenu *encodingMenu = nullptr;
    QList<QAction *> encodings;
    QMenu *syntaxMenu = nullptr;
    QList<QAction *> syntaxes;
    QMenu *goMenu = nullptr;
    QAction *back = nullptr;
    QAction *forward = nullptr;
    QAction *englishColumn = nullptr;
    QAction *chineseColumn = nullptr;
    QMenu *schemeMenu = nullptr;
    QAction *schemeSystem = nullptr;
    QAction *schemeLight = nullptr;
    QAction *schemeDark = nullptr;
    QMenu *languageMenu = nullptr;
    QList<QAction *> languages;
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
    for (int c = KnowledgeBaseModel::FixRateColumn; c < KnowledgeBaseModel::ColumnCount; ++c)
        m_tree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_tree->installEventFilter(this);
    m_recordView->setObjectName(u"RecordView"_s);

    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->setSpacing(0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_tree);
    auto *splitter = new QSplitter;
    splitter->setObjectName(u"MainSplitter"_s);
    m_logStack = new QStackedWidget;
    m_logTabs = new QTabWidget;
    m_logTabs->setObjectName(u"LogTabs"_s);
    m_logTabs->setDocumentMode(true);
    m_logTabs->setTabsClosable(true);
    m_logTabs->setMovable(true);
    auto *placeholder = new QLabel;
    placeholder->setObjectName(u"LogPlaceholder"_s);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setWordWrap(true);
    placeholder->setMargin(24);
    placeholder->setFocusPolicy(Qt::StrongFocus);
    placeholder->setForegroundRole(QPalette::PlaceholderText);
    m_logPlaceholder = placeholder;
    m_logStack->addWidget(m_logPlaceholder);
    m_logStack->addWidget(m_logTabs);
    m_scratch = std::make_unique<QTemporaryDir>();
    m_findings = new FindingsView;
    m_findingsDock = new QDockWidget(this);
    m_findingsDock->setObjectName(u"FindingsDock"_s);
    m_findingsDock->setWidget(m_findings);
    addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);

    splitter->addWidget(left);
    splitter->addWidget(m_logStack);
    splitter->addWidget(m_recordView);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 3);
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

    connect(m_logTabs, &QTabWidget::tabCloseRequested, this, &MainWindow::closeLog);
    connect(m_logTabs, &QTabWidget::currentChanged, this, [this] {
        updateFindings();
        updateLogActions();
    });
    connect(m_findings, &FindingsView::lineActivated, this, [this](qint64 line) {
        if (LogPane *pane = currentLogPane()) {
            pane->view()->goToLine(line);
            pane->view()->setFocus();
        }
    });
    connect(m_findings, &FindingsView::linkActivated, this, &MainWindow::showRecordAt);
    connect(&m_matcherBuild, &QFutureWatcher<std::shared_ptr<const LogMatcher>>::finished, this, [this] {
        m_matcher = m_matcherBuild.result();
        for (LogPane *pane : logPanes())
            pane->setMatcher(m_matcher);
        Q_EMIT matcherReady();
    });

    createActions();
    retranslate();

    // Shown when a load has errors, or by the user; empty, it would only take room.
    m_diagnosticsDock->hide();
    m_findingsDock->hide(); // shown when a log is opened
    QSettings settings;
    if (!restoreGeometry(settings.value(u"window/geometry"_s).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(u"window/state"_s).toByteArray());
    // "panes": the tree, the log and the record; a state saved for the older two-pane window is
    // not applied to three panes.
    splitter->setSizes({width() * 24 / 100, width() * 44 / 100, width() * 32 / 100});
    splitter->restoreState(settings.value(u"window/panes"_s).toByteArray());

    // The syntax definitions a log view uses, loaded one at a time once the window is up, rather
    // than while the first dropped log opens.
    int delay = 200;
    for (const QString &definition : {u"Log File (advanced)"_s, u"Python"_s, u"Log File (simplified)"_s}) {
        QTimer::singleShot(delay, this, [definition] { CodeHighlighter::preload(definition); });
        delay += 100;
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    auto &a = *m_actions;
    a.fileMenu = menuBar()->addMenu(QString());
    // Opening a log is the everyday action: it gets Ctrl+O.
    a.openLog = a.fileMenu->addAction(
        QIcon::fromTheme(u"document-open"_s), QString(), this, &MainWindow::openLogDialog);
    a.openLog->setShortcut(QKeySequence::Open);
    a.pasteLog
        = a.fileMenu->addAction(QIcon::fromTheme(u"edit-paste"_s), QString(), this, &MainWindow::pasteLog);
    a.pasteLog->setShortcut(QKeySequence::Paste); // text fields keep their own Ctrl+V
    a.closeLog = a.fileMenu->addAction(QIcon::fromTheme(u"document-close"_s), QString(), this,
        [this] { closeLog(m_logTabs->currentIndex()); });
    a.closeLog->setShortcut(QKeySequence::Close);
    a.fileMenu->addSeparator();
    a.openFolder
        = a.fileMenu->addAction(QIcon::fromTheme(u"folder-open"_s), QString(), this, &MainWindow::openFolder);
    a.openFolder->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    a.openFiles = a.fileMenu->addAction(QString(), this, &MainWindow::openFiles);
    a.recentMenu = a.fileMenu->addMenu(QString());
    a.useBundled = a.fileMenu->addAction(QString(), this, [this] { loadSources({}); });
    a.reload = a.fileMenu->addAction(
        QIcon::fromTheme(u"view-refresh"_s), QString(), this, [this] { loadSources(m_sources); });
    a.reload->setShortcut(QKeySequence::Refresh);
    a.fileMenu->addSeparator();
    a.quit = a.fileMenu->addAction(QIcon::fromTheme(u"application-exit"_s), QString(), this, &QWidget::close);
    a.quit->setShortcut(QKeySequence::Quit);
    // Ctrl+F finds in the log when the log has focus, else searches the knowledge base.
    a.find = a.fileMenu->addAction(QIcon::fromTheme(u"edit-find"_s), QString(), this, [this] {
        if (LogPane *pane = currentLogPane(); pane && logHasFocus())
            pane->showFind();
        else
            m_search->focusSearch();
    });
    a.find->setShortcut(QKeySequence::Find);

    a.logMenu = menuBar()->addMenu(QString());
    auto onPane = [this](auto method) {
        return [this, method] {
            if (LogPane *pane = currentLogPane())
                (pane->*method)();
        };
    };
    a.findInLog
        = a.logMenu->addAction(QIcon::fromTheme(u"edit-find"_s), QString(), this, onPane(&LogPane::showFind));
    a.findInLog->setShortcut(Qt::CTRL | Qt::ALT | Qt::Key_F);
    a.findNext = a.logMenu->addAction(QString(), this, onPane(&LogPane::findNext));
    a.findNext->setShortcut(QKeySequence::FindNext);
    a.findPrevious = a.logMenu->addAction(QString(), this, onPane(&LogPane::findPrevious));
    a.findPrevious->setShortcut(QKeySequence::FindPrevious);
    a.goToLine
        = a.logMenu->addAction(QIcon::fromTheme(u"go-jump"_s), QString(), this, onPane(&LogPane::goToLine));
    a.goToLine->setShortcut(Qt::CTRL | Qt::Key_L);
    a.logMenu->addSeparator();
    a.nextFinding = a.logMenu->addAction(QIcon::fromTheme(u"go-down-search"_s), QString(), this, [this] {
        if (LogPane *pane = currentLogPane())
            pane->nextHit(false, m_findings->selectedRecordId());
    });
    a.nextFinding->setShortcut(Qt::Key_F8);
    a.previousFinding = a.logMenu->addAction(QIcon::fromTheme(u"go-up-search"_s), QString(), this, [this] {
        if (LogPane *pane = currentLogPane())
            pane->nextHit(true, m_findings->selectedRecordId());
    });
    a.previousFinding->setShortcut(Qt::SHIFT | Qt::Key_F8);
    a.copyFindings = a.logMenu->addAction(
        QIcon::fromTheme(u"edit-copy"_s), QString(), m_findings, &FindingsView::copyMarkdown);
    a.exportFindings = a.logMenu->addAction(
        QIcon::fromTheme(u"document-save-as"_s), QString(), m_findings, &FindingsView::exportReport);
    a.exportFindings->setShortcut(Qt::CTRL | Qt::Key_E);
    a.logMenu->addSeparator();
    a.follow = a.logMenu->addAction(QString());
    a.follow->setCheckable(true);
    a.follow->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_T);
    connect(a.follow, &QAction::toggled, this, [this](bool on) {
        if (LogPane *pane = currentLogPane())
            pane->setFollow(on);
    });
    a.cancelLog = a.logMenu->addAction(
        QIcon::fromTheme(u"process-stop"_s), QString(), this, onPane(&LogPane::cancel));
    a.encodingMenu = a.logMenu->addMenu(QString());
    auto *encodings = new QActionGroup(this);
    for (auto e : {LogFile::Encoding::Utf8, LogFile::Encoding::Utf16LE, LogFile::Encoding::Utf16BE,
             LogFile::Encoding::Gb18030}) {
        QAction *action = a.encodingMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(QVariant::fromValue(e));
        encodings->addAction(action);
        a.encodings.append(action);
        connect(action, &QAction::triggered, this, [this, e] {
            if (LogPane *pane = currentLogPane())
                pane->setEncoding(e);
        });
    }
    a.syntaxMenu = a.logMenu->addMenu(QString());
    auto *syntaxes = new QActionGroup(this);
    for (const QString &name :
        {QString(), u"Log File (advanced)"_s, u"Log File (simplified)"_s, u"Python"_s, u"None"_s}) {
        QAction *action = a.syntaxMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(name);
        syntaxes->addAction(action);
        a.syntaxes.append(action);
        connect(action, &QAction::triggered, this, [this, name] {
            if (LogPane *pane = currentLogPane())
                pane->view()->setSyntax(name);
        });
    }
    a.viewMenu = menuBar()->addMenu(QString());
    a.viewMenu->addAction(m_diagnosticsDock->toggleViewAction());
    a.viewMenu->addAction(m_findingsDock->toggleViewAction());
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
    a.languageMenu = a.viewMenu->addMenu(QString());
    a.languageMenu->setObjectName(u"LanguageMenu"_s);
    auto *languages = new QActionGroup(this);
    for (const QString &language : interfaceLanguages()) {
        // Each language is named in itself, so it can be found whatever the current one is.
        QAction *action = a.languageMenu->addAction(nativeLanguageName(language));
        action->setObjectName(u"Language-"_s + language);
        action->setCheckable(true);
        languages->addAction(action);
        a.languages.append(action);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }
    updateLogActions();
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
    a.openLog->setText(tr("&Open Log…"));
    a.pasteLog->setText(tr("&Paste Log"));
    a.pasteLog->setToolTip(tr("Open the text on the clipboard as a log"));
    a.closeLog->setText(tr("&Close Log"));
    a.logMenu->setTitle(tr("&Log", "menu: the open log file (noun)"));
    a.findInLog->setText(tr("&Find in Log…"));
    a.findNext->setText(tr("Find &Next"));
    a.findPrevious->setText(tr("Find Pre&vious"));
    a.goToLine->setText(tr("&Go to Line…"));
    a.nextFinding->setText(tr("Next &Match"));
    a.nextFinding->setToolTip(
        tr("The next line with a finding (of the finding selected in the panel, if any)"));
    a.previousFinding->setText(tr("Previous M&atch"));
    a.copyFindings->setText(tr("&Copy Findings as Markdown"));
    a.exportFindings->setText(tr("&Export Findings…"));
    a.follow->setText(tr("F&ollow File"));
    a.follow->setToolTip(tr("Keep reading what is appended to the log and stay at its end"));
    a.cancelLog->setText(tr("&Stop Reading and Matching"));
    a.encodingMenu->setTitle(tr("&Encoding"));
    const QStringList encodingNames = {
        tr("UTF-8"), tr("UTF-16 (little endian)"), tr("UTF-16 (big endian)"), tr("GB18030 / GBK (Chinese)")};
    for (qsizetype i = 0; i < a.encodings.size(); ++i)
        a.encodings[i]->setText(encodingNames.value(i));
    a.syntaxMenu->setTitle(tr("S&yntax Colouring"));
    const QStringList syntaxNames = {tr("&Automatic"), tr("Log File (&advanced)"),
        tr("Log File (&simplified)"), tr("&Python Traceback"), tr("&None")};
    for (qsizetype i = 0; i < a.syntaxes.size(); ++i)
        a.syntaxes[i]->setText(syntaxNames.value(i));
    m_findingsDock->setWindowTitle(tr("Findings"));
    static_cast<QLabel *>(m_logPlaceholder)
        ->setText(tr("Drop a crash log here (or several, or a folder of logs),\npaste one with Ctrl+V, "
                     "or use File → Open Log… (Ctrl+O).\n\nEvery line that matches a known error is "
                     "highlighted and linked to its workarounds and dead ends."));
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
    // The menu's name in the other language too: whoever switched by mistake can switch back.
    a.languageMenu->setTitle(tr("&Language", "menu: the language of the interface") + u" · "_s
        + (interfaceLanguage() == u"en"_s ? u"语言"_s : u"Language"_s));
    for (QAction *action : std::as_const(a.languages))
        action->setChecked(action->objectName() == u"Language-"_s + interfaceLanguage());
    a.back->setText(tr("&Back"));
    a.forward->setText(tr("&Forward"));
    m_diagnosticsDock->setWindowTitle(tr("Diagnostics"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop loading; what was read so far stays loaded"));
    m_model->retranslate();
    updateSummary();
}

void MainWindow::setLanguage(const QString &language)
{
    if (!setInterfaceLanguage(language)) // every widget retranslates itself on LanguageChange
        return;
    QSettings().setValue(u"ui/language"_s, language);
    statusBar()->showMessage(tr("The interface is now in %1.", "%1: a language's name in itself")
                                 .arg(nativeLanguageName(language)),
        5000);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tree && (event->type() == QEvent::Resize || event->type() == QEvent::LanguageChange))
        QMetaObject::invokeMethod(this, &MainWindow::fitTreeColumns, Qt::QueuedConnection);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitTreeColumns()
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
    // Compiling ~2,500 regexes takes a moment: off the GUI thread; open logs are matched again.
    m_matcherBuild.setFuture(QtConcurrent::run([records = kb->records()] {
        return std::shared_ptr<const LogMatcher>(std::make_shared<LogMatcher>(records));
    }));
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
    m_summary->setText(m_loader->isRunning() ? tr("Loading the knowledge base…") : summary());
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

LogPane *MainWindow::currentLogPane() const
{
    return qobject_cast<LogPane *>(m_logTabs->currentWidget());
}

QList<LogPane *> MainWindow::logPanes() const
{
    QList<LogPane *> panes;
    for (int i = 0; i < m_logTabs->count(); ++i)
        panes.append(qobject_cast<LogPane *>(m_logTabs->widget(i)));
    return panes;
}

bool MainWindow::logHasFocus() const
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && (focus == m_logStack || m_logStack->isAncestorOf(focus));
}

LogPane *MainWindow::addLogPane(const QString &path, const QString &displayName, QString *error)
{
    auto *pane = new LogPane(m_scratch->path());
    if (!pane->open(path, displayName, error)) {
        delete pane;
        return nullptr;
    }
    connect(pane, &LogPane::linkActivated, this, &MainWindow::showRecordAt);
    connect(pane, &LogPane::resultChanged, this, [this, pane] {
        if (pane == currentLogPane())
            updateFindings();
    });
    connect(pane, &LogPane::statusChanged, this, [this, pane] {
        if (pane == currentLogPane())
            updateLogActions();
    });
    connect(pane->view(), &LogView::currentLineChanged, this, [this] { updateLogActions(); });
    if (m_matcher)
        pane->setMatcher(m_matcher);
    const int index = m_logTabs->addTab(pane, displayName);
    m_logTabs->setTabToolTip(index, path);
    m_logTabs->setCurrentIndex(index);
    m_logStack->setCurrentWidget(m_logTabs);
    m_findingsDock->show();
    pane->view()->setFocus();
    return pane;
}

void MainWindow::openLogs(const QStringList &paths, bool quiet)
{
    QStringList problems;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        const QStringList files = info.isDir() ? LogSource::logFilesIn(path) : QStringList {path};
        if (info.isDir() && files.isEmpty())
            problems.append(tr("%1: the folder has no files").arg(path));
        for (const QString &file : files) {
            QString error;
            if (!addLogPane(QFileInfo(file).absoluteFilePath(), QFileInfo(file).fileName(), &error))
                problems.append(tr("%1: %2").arg(file, error));
        }
    }
    if (!problems.isEmpty()) {
        m_summary->setText(tr("Could not open: %1").arg(problems.join(u"; "_s)));
        if (!quiet)
            QMessageBox::warning(this, tr("Open Log"),
                tr("Some logs could not be opened:") + u"\n\n"_s + problems.join(u'\n'));
    }
}

void MainWindow::openLogText(const QString &text)
{
    if (text.isEmpty())
        return;
    ++m_pasted;
    const QString path = QDir(m_scratch->path()).filePath(u"pasted-%1.log"_s.arg(m_pasted));
    QString error;
    if (!AtomicFile::write(path, text.toUtf8(), &error)) {
        QMessageBox::warning(this, tr("Paste Log"), tr("Could not keep the pasted text: %1").arg(error));
        return;
    }
    if (!addLogPane(path, tr("Pasted text %1").arg(m_pasted), &error))
        QMessageBox::warning(this, tr("Paste Log"), error);
}

void MainWindow::pasteLog()
{
    const QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        m_summary->setText(tr("The clipboard holds no text to open as a log."));
        return;
    }
    openLogText(text);
}

void MainWindow::openLogDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Log"),
        QSettings().value(u"logs/lastFolder"_s).toString(),
        tr("Logs (*.log *.txt *.out *.err *.gz *.trace);;All files (*)"));
    if (files.isEmpty())
        return;
    QSettings().setValue(u"logs/lastFolder"_s, QFileInfo(files.first()).absolutePath());
    openLogs(files);
}

void MainWindow::closeLog(int index)
{
    QWidget *pane = m_logTabs->widget(index);
    if (!pane)
        return;
    m_logTabs->removeTab(index);
    delete pane; // cancels and waits for its work
    if (m_logTabs->count() == 0)
        m_logStack->setCurrentWidget(m_logPlaceholder);
    updateFindings();
    updateLogActions();
}

void MainWindow::updateFindings()
{
    const LogPane *pane = currentLogPane();
    m_findings->setResult(pane ? pane->result() : TriageResult(), pane ? pane->displayName() : QString());
}

void MainWindow::updateLogActions()
{
    auto &a = *m_actions;
    const LogPane *pane = currentLogPane();
    for (QAction *action : {a.closeLog, a.findInLog, a.findNext, a.findPrevious, a.goToLine, a.nextFinding,
             a.previousFinding, a.copyFindings, a.exportFindings, a.follow})
        action->setEnabled(pane);
    a.encodingMenu->setEnabled(pane);
    a.syntaxMenu->setEnabled(pane);
    a.cancelLog->setEnabled(pane && pane->isBusy());
    if (!pane)
        return;
    {
        const QSignalBlocker block(a.follow);
        a.follow->setChecked(pane->isFollowing());
    }
    for (QAction *action : std::as_const(a.encodings))
        action->setChecked(action->data().value<LogFile::Encoding>() == pane->logFile()->encoding());
    for (QAction *action : std::as_const(a.syntaxes))
        action->setChecked(action->data().toString() == pane->view()->syntax());
}

bool MainWindow::showRecordAt(const QString &id, LogView::Link section)
{
    if (!showRecord(id))
        return false;
    if (const auto kb = m_model->knowledgeBase())
        m_recordView->showRecord(kb->record(id),
            section == LogView::Link::DeadEnds ? RecordView::Section::DeadEnds
                                               : RecordView::Section::Workarounds);
    return true;
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
    // Record files and folders of them load as the knowledge base; anything else opens as a log.
    QStringList sources, logs;
    for (const QUrl &url : event->mimeData()->urls()) {
        const QString path = url.toLocalFile();
        (LogSource::classify(path) == LogSource::Kind::KnowledgeBase ? sources : logs).append(path);
    }
    if (sources.isEmpty() && logs.isEmpty())
        return;
    event->acceptProposedAction();
    if (!sources.isEmpty())
        loadSources(sources);
    if (!logs.isEmpty())
        openLogs(logs);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    if (auto *splitter = findChild<QSplitter *>(u"MainSplitter"_s))
        settings.setValue(u"window/panes"_s, splitter->saveState());
    event->accept();
}

} // namespace Faultline
