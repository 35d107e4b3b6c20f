// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "colorscheme.h"
#include "diagnosticsview.h"
#include "findingsview.h"
#include "knowledgebasebrowser.h"
#include "logmatcher.h"
#include "logsource.h"
#include "logworkspace.h"
#include "navigationhistory.h"
#include "translations.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_browser(new KnowledgeBaseBrowser)
    , m_logs(new LogWorkspace)
    , m_history(new NavigationHistory(this))
    , m_splitter(new QSplitter)
    , m_diagnosticsDock(new QDockWidget(this))
    , m_findingsDock(new QDockWidget(this))
    , m_summary(new QLabel)
{
    setObjectName(u"MainWindow"_s);
    m_splitter->setObjectName(u"MainSplitter"_s);
    m_splitter->addWidget(m_browser);
    m_splitter->addWidget(m_logs);
    m_splitter->addWidget(m_browser->recordView());
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 4);
    m_splitter->setStretchFactor(2, 3);
    setCentralWidget(m_splitter);
    createDocks();

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
    connect(m_browser, &KnowledgeBaseBrowser::errorsFound, m_diagnosticsDock, &QWidget::show);
    // Open logs are matched again with the regexes of the knowledge base just loaded.
    connect(m_browser, &KnowledgeBaseBrowser::matcherReady, this,
        [this](std::shared_ptr<const LogMatcher> matcher) {
            m_logs->setMatcher(std::move(matcher));
            Q_EMIT matcherReady();
        });
    // The browser's "Show non-software advice" applies to the diagnosis of logs as well.
    m_logs->setScope(m_browser->scope());
    connect(m_browser, &KnowledgeBaseBrowser::scopeChanged, m_logs, &LogWorkspace::setScope);
    connect(m_browser, &KnowledgeBaseBrowser::shown, m_history, &NavigationHistory::visit);
    connect(m_history, &NavigationHistory::navigated, m_browser, &KnowledgeBaseBrowser::display);
    connect(m_logs, &LogWorkspace::recordRequested, m_browser, &KnowledgeBaseBrowser::showRecordAt);
    connect(m_logs, &LogWorkspace::logOpened, m_findingsDock, &QWidget::show);
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
    // Ctrl+F finds in the log when the log has focus, else searches the knowledge base: it is
    // here because only the window knows both.
    m_find = m_fileMenu->addAction(QIcon::fromTheme(u"edit-find"_s), QString(), this, [this] {
        if (!m_logs->hasLogFocus() || !m_logs->showFind())
            m_browser->focusSearch();
    });
    m_find->setShortcut(QKeySequence::Find);

    m_logMenu = menuBar()->addMenu(QString());
    m_logMenu->addActions(m_logs->logActions());

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_diagnosticsDock->toggleViewAction());
    m_viewMenu->addAction(m_findingsDock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions(m_browser->viewActions());
    createSchemeMenu();
    createLanguageMenu();

    m_goMenu = menuBar()->addMenu(QString());
    m_goMenu->addActions({m_history->backAction(), m_history->forwardAction()});
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
        resize(1280, 800);
    restoreState(settings.value(u"window/state"_s).toByteArray());
    // "panes": the tree, the log and the record; a state saved for the older two-pane window is
    // not applied to three panes.
    m_splitter->setSizes({width() * 24 / 100, width() * 44 / 100, width() * 32 / 100});
    m_splitter->restoreState(settings.value(u"window/panes"_s).toByteArray());
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Faultline"));
    m_fileMenu->setTitle(tr("&File"));
    m_quit->setText(tr("&Quit"));
    m_find->setText(tr("&Find…"));
    m_logMenu->setTitle(tr("&Log", "menu: the open log file (noun)"));
    m_viewMenu->setTitle(tr("&View"));
    m_goMenu->setTitle(tr("&Go"));
    m_schemeMenu->setTitle(tr("Colour &Scheme"));
    m_schemes[0]->setText(tr("&System", "colour scheme: the desktop's"));
    m_schemes[1]->setText(tr("&Light", "colour scheme"));
    m_schemes[2]->setText(tr("&Dark", "colour scheme"));
    // The menu's name in the other language too: whoever switched by mistake can switch back.
    m_languageMenu->setTitle(tr("&Language", "menu: the language of the interface") + u" · "_s
        + (interfaceLanguage() == u"en"_s ? u"语言"_s : u"Language"_s));
    for (QAction *action : std::as_const(m_languages))
        action->setChecked(action->objectName() == u"Language-"_s + interfaceLanguage());
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
    settings.setValue(u"window/state"_s, saveState());
    settings.setValue(u"window/panes"_s, m_splitter->saveState());
    event->accept();
}

} // namespace Faultline
