// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "aboutdialog.h"
#include "colorscheme.h"
#include "corpusoffer.h"
#include "diagnosticsview.h"
#include "findingsview.h"
#include "knowledgebase.h"
#include "knowledgebasebrowser.h"
#include "logmatcher.h"
#include "logpane.h"
#include "logsource.h"
#include "logworkspace.h"
#include "navigationhistory.h"
#include "shortcutsdialog.h"
#include "translations.h"
#include "userrecordactions.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QShowEvent>
#include <QStatusBar>
#include <QUrl>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {
/// The smallest first window, and the width from which the record has a place of its own.
constexpr QSize firstSize(1024, 640);
constexpr int wideWindow = 1440;
/// The record panel's share of the window's width, in percent (the tree's too, when they share).
constexpr int recordShare = 34;
/// A diagnosis opens its record beside the log only if the log keeps this many columns.
constexpr int minimumLogColumns = 100;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_browser(new KnowledgeBaseBrowser)
    , m_logs(new LogWorkspace)
    , m_history(new NavigationHistory(this))
    , m_browserDock(new QDockWidget(this))
    , m_recordDock(new QDockWidget(this))
    , m_diagnosticsDock(new QDockWidget(this))
    , m_findingsDock(new QDockWidget(this))
    , m_summary(new QLabel)
    , m_corpusOffer(new CorpusOffer)
    , m_userRecords(new UserRecordActions(
          m_browser, this,
          [this] { return m_logs->currentLogPane() ? m_logs->currentLogPane()->logFile() : nullptr; }, this))
{
    setObjectName(u"MainWindow"_s);
    // The log has the centre; the knowledge base and the record are panels around it that can
    // be hidden, moved, tabbed together or detached.
    setCentralWidget(m_logs);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    createDocks();

    m_logs->addToWelcome(m_corpusOffer);
    m_summary->setObjectName(u"Summary"_s);
    statusBar()->addWidget(m_summary, 1);
    for (QWidget *widget : m_browser->statusWidgets())
        statusBar()->addPermanentWidget(widget);
    setAcceptDrops(true);

    connectParts();
    createMenus();
    retranslate();
    restoreLayout();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    // The tree runs the window's full height on the left; findings sit under the log and record.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_browserDock->setObjectName(u"KnowledgeBaseDock"_s);
    m_browserDock->setWidget(m_browser);
    addDockWidget(Qt::LeftDockWidgetArea, m_browserDock);
    m_recordDock->setObjectName(u"RecordDock"_s);
    m_recordDock->setWidget(m_browser->recordView());
    addDockWidget(Qt::RightDockWidgetArea, m_recordDock);
    m_findingsDock->setObjectName(u"FindingsDock"_s);
    m_findingsDock->setWidget(m_logs->findingsView());
    addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);
    m_diagnosticsDock->setObjectName(u"DiagnosticsDock"_s);
    m_diagnosticsDock->setWidget(m_browser->diagnosticsView());
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnosticsDock);
}

void MainWindow::connectParts()
{
    connect(m_browser, &KnowledgeBaseBrowser::statusChanged, m_summary, &QLabel::setText);
    connect(m_logs, &LogWorkspace::messageReported, m_summary, &QLabel::setText);
    connect(m_browser, &KnowledgeBaseBrowser::knowledgeBaseLoaded, this, &MainWindow::knowledgeBaseLoaded);
    connect(m_browser, &KnowledgeBaseBrowser::loadFailed, this, &MainWindow::loadFailed);
    // With no knowledge of the user's own, the deadends.dev corpus is offered if it is here.
    connect(m_browser, &KnowledgeBaseBrowser::knowledgeBaseLoaded, this, [this] {
        if (m_browser->sources().isEmpty())
            m_corpusOffer->findOnce();
    });
    connect(m_logs, &LogWorkspace::newRecordRequested, m_userRecords, &UserRecordActions::newFromLine);
    connect(m_corpusOffer, &CorpusOffer::accepted, m_browser,
        [this](const QString &path) { m_browser->loadSources({path}); });
    connect(m_browser, &KnowledgeBaseBrowser::errorsFound, m_diagnosticsDock, &QWidget::show);
    // Open logs are matched again with the regexes of the knowledge base just loaded.
    connect(m_browser, &KnowledgeBaseBrowser::matcherReady, this,
        [this](std::shared_ptr<const LogMatcher> matcher) {
            // Named as the match plan is: by the sources of the knowledge base compiled.
            const std::shared_ptr<const KnowledgeBase> kb = m_browser->knowledgeBase();
            m_logs->setMatcher(std::move(matcher), kb ? kb->sources().join(u'\n') : QString());
            // With only what ships loaded, a log where nothing is known says where more is.
            m_logs->findingsView()->setOnlyShippedKnowledge(m_browser->sources().isEmpty());
            Q_EMIT matcherReady();
        });
    // The browser's "Show non-software advice" applies to the diagnosis of logs as well.
    m_logs->setScope(m_browser->scope());
    connect(m_browser, &KnowledgeBaseBrowser::scopeChanged, m_logs, &LogWorkspace::setScope);
    connect(m_browser, &KnowledgeBaseBrowser::shown, m_history, &NavigationHistory::visit);
    connect(m_history, &NavigationHistory::navigated, m_browser, &KnowledgeBaseBrowser::display);
    // Whatever shows a record or a document shows its panel: the tree, a link, Back and Forward.
    connect(m_browser, &KnowledgeBaseBrowser::shown, this, &MainWindow::showRecordPanel);
    connect(m_history, &NavigationHistory::navigated, this, &MainWindow::showRecordPanel);
    connect(m_logs, &LogWorkspace::recordRequested, m_browser, &KnowledgeBaseBrowser::showRecordAt);
    connect(m_logs, &LogWorkspace::logOpened, m_findingsDock, &QWidget::show);
    connect(m_logs, &LogWorkspace::diagnosed, this, [this](const QString &id) {
        if (recordPanelFits())
            m_browser->showRecord(id);
    });
}

void MainWindow::focusKnowledgeBaseSearch()
{
    m_browserDock->show();
    m_browserDock->raise();
    m_browser->focusSearch();
}

void MainWindow::showRecordPanel()
{
    const bool opening = m_recordDock->isHidden();
    m_recordDock->show();
    m_recordDock->raise(); // its tab, when it shares the tree's place
    // Placed at the first show but hidden then, it is given its width when it first opens.
    if (opening && std::exchange(m_sizeRecordPanel, false) && !m_recordDock->isFloating())
        resizeDocks({m_recordDock}, {width() * recordShare / 100}, Qt::Horizontal);
}

bool MainWindow::recordPanelFits() const
{
    // Sharing the tree's place (a tab, or above or below it), or detached, the record takes
    // nothing from the log.
    if (m_recordDock->isFloating()
        || (m_browserDock->isVisible() && dockWidgetArea(m_recordDock) == dockWidgetArea(m_browserDock)))
        return true;
    const int recordWidth = m_recordDock->isVisible() ? 0 : width() * recordShare / 100;
    const QFontMetrics mono(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return m_logs->width() - recordWidth >= mono.horizontalAdvance(u'M') * minimumLogColumns;
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions(m_logs->fileActions());
    m_fileMenu->addSeparator();
    m_fileMenu->addActions(m_browser->fileActions());
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QIcon::fromTheme(u"application-exit"_s), QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    // Finding has a menu of its own, as in every editor. Ctrl+F finds in the log when the log has
    // focus, else searches the knowledge base (only the window knows both); the knowledge base's
    // search has a key of its own, whatever has focus.
    m_editMenu = menuBar()->addMenu(QString());
    m_find = m_editMenu->addAction(QIcon::fromTheme(u"edit-find"_s), QString(), this, [this] {
        if (!m_logs->hasLogFocus() || !m_logs->showFind())
            focusKnowledgeBaseSearch();
    });
    m_find->setShortcut(QKeySequence::Find);
    m_findInKnowledgeBase = m_editMenu->addAction(
        QIcon::fromTheme(u"search"_s), QString(), this, &MainWindow::focusKnowledgeBaseSearch);
    m_findInKnowledgeBase->setObjectName(u"FindInKnowledgeBase"_s);
    m_findInKnowledgeBase->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_F);
    m_editMenu->addSeparator();
    m_editMenu->addActions({m_userRecords->editAction(), m_userRecords->deleteAction()});

    m_logMenu = menuBar()->addMenu(QString());
    m_logMenu->addActions(m_logs->logActions());

    m_viewMenu = menuBar()->addMenu(QString());
    // Alt+0 and Alt+Shift+0 show and hide the side panels, as in Qt Creator.
    m_browserDock->toggleViewAction()->setShortcut(Qt::ALT | Qt::Key_0);
    m_recordDock->toggleViewAction()->setShortcut(Qt::ALT | Qt::SHIFT | Qt::Key_0);
    m_findingsDock->toggleViewAction()->setShortcut(Qt::ALT | Qt::Key_1);
    m_viewMenu->addActions({m_browserDock->toggleViewAction(), m_recordDock->toggleViewAction(),
        m_findingsDock->toggleViewAction(), m_diagnosticsDock->toggleViewAction()});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_browser->viewActions());
    createSchemeMenu();
    createLanguageMenu();

    m_goMenu = menuBar()->addMenu(QString());
    m_goMenu->addActions({m_history->backAction(), m_history->forwardAction()});

    m_helpMenu = menuBar()->addMenu(QString());
    m_shortcuts = m_helpMenu->addAction(QIcon::fromTheme(u"configure-shortcuts"_s), QString(), this, [this] {
        ShortcutsDialog dialog(menuBar(), this);
        dialog.exec();
    });
    m_shortcuts->setObjectName(u"KeyboardShortcuts"_s);
    m_shortcuts->setShortcut(Qt::Key_F1);
    m_about = m_helpMenu->addAction(QIcon::fromTheme(u"help-about"_s), QString(), this, [this] {
        const auto kb = m_browser->knowledgeBase();
        AboutDialog::show(this, m_browser->loadedSources(), kb.get());
    });
    m_about->setObjectName(u"About"_s);
    m_about->setMenuRole(QAction::AboutRole);
}

void MainWindow::createSchemeMenu()
{
    m_schemeMenu = m_viewMenu->addMenu(QString());
    auto *group = new QActionGroup(this);
    const ColorScheme current = colorSchemeFromName(QSettings().value(u"ui/colorScheme"_s).toString());
    for (const ColorScheme scheme : {ColorScheme::System, ColorScheme::Light, ColorScheme::Dark}) {
        QAction *action = m_schemeMenu->addAction(QString());
        action->setCheckable(true);
        action->setChecked(scheme == current);
        group->addAction(action);
        m_schemes.append(action);
        connect(action, &QAction::triggered, this, [scheme] {
            applyColorScheme(scheme);
            QSettings().setValue(u"ui/colorScheme"_s, colorSchemeName(scheme));
        });
    }
}

void MainWindow::createLanguageMenu()
{
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->setObjectName(u"LanguageMenu"_s);
    auto *group = new QActionGroup(this);
    for (const QString &language : interfaceLanguages()) {
        // Each language is named in itself, so it can be found whatever the current one is.
        QAction *action = m_languageMenu->addAction(nativeLanguageName(language));
        action->setObjectName(u"Language-"_s + language);
        action->setCheckable(true);
        group->addAction(action);
        m_languages.append(action);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }
}

void MainWindow::restoreLayout()
{
    // Shown when a load has errors, or by the user; empty, it would only take room.
    m_diagnosticsDock->hide();
    m_findingsDock->hide(); // shown when a log is opened
    QSettings settings;
    if (!restoreGeometry(settings.value(u"window/geometry"_s).toByteArray()))
        setFirstGeometry();
    // "docks": the panels around the log. A state saved by the older three-column window
    // ("window/state" without the tree's and the record's panels) is not applied.
    // Without it, the panels are placed when the window is first shown, at its final size.
    m_placeDocks = !restoreState(settings.value(u"window/docks"_s).toByteArray());
    // The record panel opens with a record; empty, it would take the log's room.
    m_recordDock->hide();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_placeDocks, false))
        setFirstDocks();
}

void MainWindow::setFirstGeometry()
{
    // Most of the screen, as a desktop editor opens, but never larger than the screen.
    const QRect screenArea = screen()->availableGeometry();
    const QSize size(std::min(screenArea.width(), std::max(firstSize.width(), screenArea.width() * 85 / 100)),
        std::min(screenArea.height(), std::max(firstSize.height(), screenArea.height() * 85 / 100)));
    resize(size);
    move(screenArea.center() - QPoint(size.width() / 2, size.height() / 2));
}

void MainWindow::setFirstDocks()
{
    // On a narrow window the record shares the tree's place as a tab, so the log keeps its room;
    // on a wide one it has its own place on the right.
    if (width() < wideWindow) {
        tabifyDockWidget(m_browserDock, m_recordDock);
        resizeDocks({m_browserDock}, {width() * recordShare / 100}, Qt::Horizontal);
    } else {
        resizeDocks({m_browserDock}, {width() * 20 / 100}, Qt::Horizontal);
        m_sizeRecordPanel = true;
    }
    m_browserDock->raise();
    resizeDocks({m_findingsDock}, {height() * 28 / 100}, Qt::Vertical);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Faultline"));
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_quit->setText(tr("&Quit"));
    m_find->setText(tr("&Find…"));
    m_logMenu->setTitle(tr("&Log", "menu: the open log file (noun)"));
    m_viewMenu->setTitle(tr("&View"));
    m_goMenu->setTitle(tr("&Go"));
    m_findInKnowledgeBase->setText(tr("Find in &Knowledge Base…"));
    m_userRecords->retranslate();
    m_helpMenu->setTitle(tr("&Help"));
    m_shortcuts->setText(tr("&Keyboard Shortcuts"));
    m_about->setText(tr("&About Faultline"));
    m_schemeMenu->setTitle(tr("Colour &Scheme"));
    m_schemes[0]->setText(tr("&System", "colour scheme: the desktop's"));
    m_schemes[1]->setText(tr("&Light", "colour scheme"));
    m_schemes[2]->setText(tr("&Dark", "colour scheme"));
    // The menu's name in the other language too: whoever switched by mistake can switch back.
    m_languageMenu->setTitle(tr("&Language", "menu: the language of the interface") + u" · "_s
        + (interfaceLanguage() == u"en"_s ? u"语言"_s : u"Language"_s));
    for (QAction *action : std::as_const(m_languages))
        action->setChecked(action->objectName() == u"Language-"_s + interfaceLanguage());
    m_browserDock->setWindowTitle(tr("Knowledge Base"));
    m_recordDock->setWindowTitle(tr("Record", "panel: the error record shown"));
    m_findingsDock->setWindowTitle(tr("Findings"));
    m_diagnosticsDock->setWindowTitle(tr("Diagnostics"));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
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

void MainWindow::loadSources(const QStringList &sources)
{
    m_browser->loadSources(sources);
}

QStringList MainWindow::sources() const
{
    return m_browser->sources();
}

std::shared_ptr<const KnowledgeBase> MainWindow::knowledgeBase() const
{
    return m_browser->knowledgeBase();
}

bool MainWindow::showRecord(const QString &id)
{
    return m_browser->showRecord(id);
}

bool MainWindow::showDocument(const QString &id)
{
    return m_browser->showDocument(id);
}

void MainWindow::goBack()
{
    m_history->goBack();
}

void MainWindow::goForward()
{
    m_history->goForward();
}

void MainWindow::search(const QString &text)
{
    m_browser->search(text);
}

QString MainWindow::summary() const
{
    return m_browser->summary();
}

void MainWindow::openLogs(const QStringList &paths, bool quiet)
{
    m_logs->openLogs(paths, quiet);
}

void MainWindow::openLogText(const QString &text)
{
    m_logs->openLogText(text);
}

LogPane *MainWindow::currentLogPane() const
{
    return m_logs->currentLogPane();
}

QList<LogPane *> MainWindow::logPanes() const
{
    return m_logs->logPanes();
}

std::shared_ptr<const LogMatcher> MainWindow::matcher() const
{
    return m_logs->matcher();
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
        m_browser->loadSources(sources);
    if (!logs.isEmpty())
        m_logs->openLogs(logs);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/docks"_s, saveState());
    event->accept();
}

} // namespace Faultline
