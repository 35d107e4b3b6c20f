// SPDX-License-Identifier: MIT
#include "logworkspace.h"

#include "ansitext.h"
#include "atomicfile.h"
#include "codehighlighter.h"
#include "findingsview.h"
#include "logfile.h"
#include "logmatcher.h"
#include "logpane.h"
#include "logsource.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {
/// Set on a pane once its first finished triage has been offered through diagnosed().
constexpr char diagnosisOffered[] = "faultlineDiagnosisOffered";

RecordView::Section sectionOf(LogView::Link link)
{
    return link == LogView::Link::DeadEnds ? RecordView::Section::DeadEnds : RecordView::Section::Workarounds;
}
} // namespace

LogWorkspace::LogWorkspace(QWidget *parent)
    : QStackedWidget(parent)
    , m_tabs(new QTabWidget)
    , m_findings(new FindingsView(this))
    , m_scratch(std::make_unique<QTemporaryDir>())
{
    m_tabs->setObjectName(u"LogTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    // Logs of one service differ at their ends ("api-2026-11-24.log", "api-2026-11-25.log"): cut
    // in the middle, whole in the tooltip, scrolled when there are many.
    m_tabs->setElideMode(Qt::ElideMiddle);
    m_tabs->setUsesScrollButtons(true);
    m_welcomeText = new QLabel;
    m_welcomeText->setObjectName(u"LogPlaceholder"_s);
    m_welcomeText->setAlignment(Qt::AlignCenter);
    m_welcomeText->setWordWrap(true);
    m_welcomeText->setMargin(24);
    m_welcomeText->setFocusPolicy(Qt::StrongFocus);
    m_welcomeText->setForegroundRole(QPalette::PlaceholderText);
    m_placeholder = new QWidget;
    m_welcome = new QVBoxLayout(m_placeholder);
    m_welcome->addStretch(1);
    m_welcome->addWidget(m_welcomeText);
    m_welcome->addStretch(1);
    addWidget(m_placeholder);
    addWidget(m_tabs);

    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &LogWorkspace::closeLog);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        updateFindings();
        updateActions();
    });
    connect(m_findings, &FindingsView::lineActivated, this, [this](qint64 line) {
        if (LogPane *pane = currentLogPane()) {
            pane->view()->goToLine(line);
            pane->view()->setFocus();
        }
    });
    connect(m_findings, &FindingsView::linkActivated, this,
        [this](const QString &id, LogView::Link link) { Q_EMIT recordRequested(id, sectionOf(link)); });
    connect(m_findings, &FindingsView::recordActivated, this,
        [this](const QString &id) { Q_EMIT recordRequested(id, RecordView::Section::Signature); });

    createActions();
    retranslate();

    // The syntax definitions a log view uses, loaded one at a time once the window is up, rather
    // than while the first dropped log opens.
    int delay = 200;
    for (const QString &definition : {u"Log File (advanced)"_s, u"Python"_s, u"Log File (simplified)"_s}) {
        QTimer::singleShot(delay, this, [definition] { CodeHighlighter::preload(definition); });
        delay += 100;
    }
}

void LogWorkspace::addToWelcome(QWidget *widget)
{
    // Under the text, above the lower stretch, centred, as wide as a paragraph reads well: a row
    // of its own, so that its wrapped text gets the height its width needs.
    const int character = fontMetrics().averageCharWidth();
    widget->setMinimumWidth(character * 50);
    widget->setMaximumWidth(character * 90);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(widget, 4);
    row->addStretch(1);
    m_welcome->insertLayout(m_welcome->count() - 1, row);
}

LogWorkspace::~LogWorkspace()
{
    // The findings panel lives in the window's dock, which may be gone already: closing the tabs
    // now must not update it. The panes cancel and wait for their work, which may use the scratch
    // folder: they go before it does.
    m_tabs->disconnect(this);
    for (LogPane *pane : logPanes()) {
        pane->disconnect(this);
        pane->view()->disconnect(this);
        delete pane;
    }
}

void LogWorkspace::createActions()
{
    // Opening a log is the everyday action: it gets Ctrl+O.
    m_openLog = new QAction(QIcon::fromTheme(u"document-open"_s), QString(), this);
    m_openLog->setShortcut(QKeySequence::Open);
    connect(m_openLog, &QAction::triggered, this, &LogWorkspace::openLogDialog);
    m_pasteLog = new QAction(QIcon::fromTheme(u"edit-paste"_s), QString(), this);
    m_pasteLog->setShortcut(QKeySequence::Paste); // text fields keep their own Ctrl+V
    connect(m_pasteLog, &QAction::triggered, this, &LogWorkspace::pasteLog);
    m_closeLog = new QAction(QIcon::fromTheme(u"document-close"_s), QString(), this);
    m_closeLog->setShortcut(QKeySequence::Close);
    connect(m_closeLog, &QAction::triggered, this, [this] { closeLog(m_tabs->currentIndex()); });

    // Each Log action works on the current log.
    auto onPane = [this](const QIcon &icon, auto method) {
        auto *action = new QAction(icon, QString(), this);
        connect(action, &QAction::triggered, this, [this, method] {
            if (LogPane *pane = currentLogPane())
                method(pane);
        });
        return action;
    };
    m_findInLog = onPane(QIcon::fromTheme(u"edit-find"_s), [](LogPane *pane) { pane->showFind(); });
    m_findInLog->setShortcut(Qt::CTRL | Qt::ALT | Qt::Key_F);
    m_findNext = onPane(QIcon(), [](LogPane *pane) { pane->findNext(); });
    m_findNext->setShortcut(QKeySequence::FindNext);
    m_findPrevious = onPane(QIcon(), [](LogPane *pane) { pane->findPrevious(); });
    m_findPrevious->setShortcut(QKeySequence::FindPrevious);
    m_goToLine = onPane(QIcon::fromTheme(u"go-jump"_s), [](LogPane *pane) { pane->goToLine(); });
    m_goToLine->setShortcut(Qt::CTRL | Qt::Key_L);
    m_newRecord = onPane(QIcon::fromTheme(u"document-new"_s), [this](LogPane *pane) {
        const qint64 line = pane->view()->currentLine();
        if (line >= 0)
            Q_EMIT newRecordRequested(
                AnsiText::strip(pane->logFile()->line(LineNumber(line))), pane->logFile());
    });
    m_newRecord->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
    m_nextFinding = onPane(QIcon::fromTheme(u"go-down-search"_s),
        [this](LogPane *pane) { pane->nextHit(false, m_findings->selectedRecordId()); });
    m_nextFinding->setShortcut(Qt::Key_F8);
    m_previousFinding = onPane(QIcon::fromTheme(u"go-up-search"_s),
        [this](LogPane *pane) { pane->nextHit(true, m_findings->selectedRecordId()); });
    m_previousFinding->setShortcut(Qt::SHIFT | Qt::Key_F8);
    // The current log's own actions (word wrap, bookmarks, filters, go to time), in the Log menu.
    // Their keys work where the log has focus; the menu shows them but holds no shortcut of its
    // own, which would make each key ambiguous.
    using ActionOfPane = QAction *(*)(const LogPane *);
    for (const ActionOfPane of :
        std::initializer_list<ActionOfPane> {[](const LogPane *p) { return p->view()->wordWrapAction(); },
            [](const LogPane *p) { return p->view()->toggleBookmarkAction(); },
            [](const LogPane *p) { return p->view()->nextBookmarkAction(); },
            [](const LogPane *p) { return p->view()->previousBookmarkAction(); },
            [](const LogPane *p) { return p->filterHitsAction(); },
            [](const LogPane *p) { return p->filterFindAction(); },
            [](const LogPane *p) { return p->filterWarningsAction(); },
            [](const LogPane *p) { return p->closeFilterAction(); },
            [](const LogPane *p) { return p->goToTimeAction(); }}) {
        auto *action = new QAction(this);
        action->setShortcutContext(Qt::WidgetShortcut);
        connect(action, &QAction::triggered, this, [this, of] {
            if (LogPane *pane = currentLogPane())
                of(pane)->trigger();
            updateActions();
        });
        m_paneActions.append({action, of});
    }
    m_copyFindings = new QAction(QIcon::fromTheme(u"edit-copy"_s), QString(), this);
    connect(m_copyFindings, &QAction::triggered, m_findings, &FindingsView::copyMarkdown);
    m_exportFindings = new QAction(QIcon::fromTheme(u"document-save-as"_s), QString(), this);
    m_exportFindings->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(m_exportFindings, &QAction::triggered, m_findings, &FindingsView::exportReport);
    m_follow = new QAction(this);
    m_follow->setCheckable(true);
    m_follow->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_T);
    connect(m_follow, &QAction::toggled, this, [this](bool on) {
        if (LogPane *pane = currentLogPane())
            pane->setFollow(on);
    });
    m_cancelLog = onPane(QIcon::fromTheme(u"process-stop"_s), [](LogPane *pane) { pane->cancel(); });
    for (int i = 0; i < 3; ++i) {
        m_separators.append(new QAction(this));
        m_separators.last()->setSeparator(true);
    }
    createEncodingMenu();
    createSyntaxMenu();
    updateActions();
}

void LogWorkspace::createEncodingMenu()
{
    m_encodingMenu = new QMenu(this);
    auto *group = new QActionGroup(this);
    for (auto e : {LogFile::Encoding::Utf8, LogFile::Encoding::Utf16LE, LogFile::Encoding::Utf16BE,
             LogFile::Encoding::Gb18030, LogFile::Encoding::Utf32LE, LogFile::Encoding::Utf32BE}) {
        QAction *action = m_encodingMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(QVariant::fromValue(e));
        group->addAction(action);
        m_encodings.append(action);
        connect(action, &QAction::triggered, this, [this, e] {
            if (LogPane *pane = currentLogPane())
                pane->setEncoding(e);
        });
    }
}

void LogWorkspace::createSyntaxMenu()
{
    m_syntaxMenu = new QMenu(this);
    auto *group = new QActionGroup(this);
    for (const QString &name :
        {QString(), u"Log File (advanced)"_s, u"Log File (simplified)"_s, u"Python"_s, u"None"_s}) {
        QAction *action = m_syntaxMenu->addAction(QString());
        action->setCheckable(true);
        action->setData(name);
        group->addAction(action);
        m_syntaxes.append(action);
        connect(action, &QAction::triggered, this, [this, name] {
            if (LogPane *pane = currentLogPane())
                pane->view()->setSyntax(name);
        });
    }
}

QList<QAction *> LogWorkspace::fileActions() const
{
    return {m_openLog, m_pasteLog, m_closeLog};
}

QList<QAction *> LogWorkspace::logActions() const
{
    QList<QAction *> actions {m_findInLog, m_findNext, m_findPrevious, m_goToLine, m_newRecord,
        m_separators[0], m_nextFinding, m_previousFinding, m_copyFindings, m_exportFindings, m_separators[1]};
    for (const auto &[action, of] : m_paneActions)
        actions.append(action);
    actions
        += {m_separators[2], m_follow, m_cancelLog, m_encodingMenu->menuAction(), m_syntaxMenu->menuAction()};
    return actions;
}

void LogWorkspace::retranslate()
{
    m_openLog->setText(tr("&Open Log…"));
    m_pasteLog->setText(tr("&Paste Log"));
    m_pasteLog->setToolTip(tr("Open the text on the clipboard as a log"));
    m_closeLog->setText(tr("&Close Log"));
    m_findInLog->setText(tr("&Find in Log…"));
    m_findNext->setText(tr("Find &Next"));
    m_findPrevious->setText(tr("Find Pre&vious"));
    m_goToLine->setText(tr("&Go to Line…"));
    m_newRecord->setText(tr("New &Record from This Line…"));
    m_newRecord->setToolTip(tr("Write down the error on the current line as a record of your own"));
    m_nextFinding->setText(tr("Next &Match"));
    m_nextFinding->setToolTip(
        tr("The next line with a finding (of the finding selected in the panel, if any)"));
    m_previousFinding->setText(tr("Previous M&atch"));
    m_copyFindings->setText(tr("&Copy Findings as Markdown"));
    m_exportFindings->setText(tr("&Export Findings…"));
    m_follow->setText(tr("F&ollow File"));
    m_follow->setToolTip(tr("Keep reading what is appended to the log and stay at its end"));
    m_cancelLog->setText(tr("&Stop Reading and Matching"));
    m_encodingMenu->setTitle(tr("&Encoding"));
    const QStringList encodingNames = {tr("UTF-8"), tr("UTF-16 (little endian)"), tr("UTF-16 (big endian)"),
        tr("GB18030 / GBK (Chinese)"), tr("UTF-32 (little endian)"), tr("UTF-32 (big endian)")};
    for (qsizetype i = 0; i < m_encodings.size(); ++i)
        m_encodings[i]->setText(encodingNames.value(i));
    m_syntaxMenu->setTitle(tr("S&yntax Colouring"));
    const QStringList syntaxNames = {tr("&Automatic"), tr("Log File (&advanced)"),
        tr("Log File (&simplified)"), tr("&Python Traceback"), tr("&None")};
    for (qsizetype i = 0; i < m_syntaxes.size(); ++i)
        m_syntaxes[i]->setText(syntaxNames.value(i));
    m_welcomeText->setText(
        tr("Drop a crash log here (or several, or a folder of logs),\npaste one with Ctrl+V, "
           "or use File → Open Log… (Ctrl+O).\n\nEvery line that matches a known error is "
           "highlighted and linked to its workarounds and dead ends."));
}

void LogWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The panes' own actions are named anew in their own LanguageChange, after this one.
        QTimer::singleShot(0, this, &LogWorkspace::updateActions);
    }
    QStackedWidget::changeEvent(event);
}

LogPane *LogWorkspace::currentLogPane() const
{
    return qobject_cast<LogPane *>(m_tabs->currentWidget());
}

QList<LogPane *> LogWorkspace::logPanes() const
{
    QList<LogPane *> panes;
    for (int i = 0; i < m_tabs->count(); ++i)
        panes.append(qobject_cast<LogPane *>(m_tabs->widget(i)));
    return panes;
}

void LogWorkspace::setMatcher(std::shared_ptr<const LogMatcher> matcher, const QString &cacheName)
{
    m_matcher = std::move(matcher);
    if (m_matcher) {
        // Named before any pane asks for the setup, so whoever asks first reads the cache.
        TriageSetup::nameCache(m_matcher, cacheName);
        m_setupAhead = QtConcurrent::run([m = m_matcher] { return TriageSetup::shared(m); });
    }
    for (LogPane *pane : logPanes())
        pane->setMatcher(m_matcher);
}

void LogWorkspace::setScope(ScopeFilter scope)
{
    m_scope = scope;
    for (LogPane *pane : logPanes())
        pane->setScope(scope);
}

bool LogWorkspace::hasLogFocus() const
{
    const QWidget *focus = QApplication::focusWidget();
    return focus && (focus == this || isAncestorOf(focus));
}

bool LogWorkspace::showFind()
{
    LogPane *pane = currentLogPane();
    if (pane)
        pane->showFind();
    return pane;
}

LogPane *LogWorkspace::addLogPane(const QString &path, const QString &displayName, QString *error)
{
    auto *pane = new LogPane(m_scratch->path());
    pane->setScope(m_scope); // before open(), which may start the triage
    if (!pane->open(path, displayName, error)) {
        delete pane;
        return nullptr;
    }
    connect(pane, &LogPane::linkActivated, this,
        [this](const QString &id, LogView::Link link) { Q_EMIT recordRequested(id, sectionOf(link)); });
    connect(pane, &LogPane::resultChanged, this, [this, pane] {
        if (pane == currentLogPane())
            updateFindings();
    });
    connect(pane, &LogPane::statusChanged, this, [this, pane] {
        if (pane == currentLogPane())
            updateActions();
        offerDiagnosis(pane);
    });
    connect(pane->view(), &LogView::currentLineChanged, this, [this] { updateActions(); });
    connect(pane->view()->wordWrapAction(), &QAction::toggled, this, [this] { updateActions(); });
    if (m_matcher)
        pane->setMatcher(m_matcher);
    const int index = m_tabs->addTab(pane, displayName);
    m_tabs->setTabToolTip(index, path);
    m_tabs->setCurrentIndex(index);
    setCurrentWidget(m_tabs);
    Q_EMIT logOpened();
    pane->view()->setFocus();
    return pane;
}

void LogWorkspace::offerDiagnosis(LogPane *pane)
{
    // The first diagnosis of a log just opened is offered once, when its triage has finished;
    // a later triage (another knowledge base, another scope) does not pull the record up again.
    if (!m_matcher || pane->isBusy() || pane->property(diagnosisOffered).toBool())
        return;
    pane->setProperty(diagnosisOffered, true);
    const TriageResult &result = pane->result();
    if (pane == currentLogPane() && !result.findings.isEmpty() && result.findings.first().isDiagnosis())
        Q_EMIT diagnosed(result.findings.first().record.id());
}

void LogWorkspace::openLogs(const QStringList &paths, bool quiet)
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
    if (problems.isEmpty())
        return;
    Q_EMIT messageReported(tr("Could not open: %1").arg(problems.join(u"; "_s)));
    if (!quiet)
        QMessageBox::warning(
            this, tr("Open Log"), tr("Some logs could not be opened:") + u"\n\n"_s + problems.join(u'\n'));
}

void LogWorkspace::openLogText(const QString &text)
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

void LogWorkspace::pasteLog()
{
    const QString text = QApplication::clipboard()->text();
    if (text.trimmed().isEmpty()) {
        Q_EMIT messageReported(tr("The clipboard holds no text to open as a log."));
        return;
    }
    openLogText(text);
}

void LogWorkspace::openLogDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Log"),
        QSettings().value(u"logs/lastFolder"_s).toString(),
        tr("Logs (*.log *.txt *.out *.err *.gz *.trace);;All files (*)"));
    if (files.isEmpty())
        return;
    QSettings().setValue(u"logs/lastFolder"_s, QFileInfo(files.first()).absolutePath());
    openLogs(files);
}

void LogWorkspace::closeLog(int index)
{
    QWidget *pane = m_tabs->widget(index);
    if (!pane)
        return;
    m_tabs->removeTab(index);
    delete pane; // cancels and waits for its work
    if (m_tabs->count() == 0)
        setCurrentWidget(m_placeholder);
    updateFindings();
    updateActions();
}

void LogWorkspace::updateFindings()
{
    const LogPane *pane = currentLogPane();
    m_findings->setResult(pane ? pane->result() : TriageResult(), pane ? pane->displayName() : QString());
}

void LogWorkspace::updateActions()
{
    const LogPane *pane = currentLogPane();
    for (QAction *action : {m_closeLog, m_findInLog, m_findNext, m_findPrevious, m_goToLine, m_newRecord,
             m_nextFinding, m_previousFinding, m_copyFindings, m_exportFindings, m_follow})
        action->setEnabled(pane);
    m_encodingMenu->setEnabled(pane);
    m_syntaxMenu->setEnabled(pane);
    m_cancelLog->setEnabled(pane && pane->isBusy());
    for (const auto &[action, of] : std::as_const(m_paneActions)) {
        const QAction *own = pane ? of(pane) : nullptr;
        action->setEnabled(own && own->isEnabled());
        if (!own)
            continue;
        action->setText(own->text());
        action->setIcon(own->icon());
        action->setShortcut(own->shortcut());
        action->setCheckable(own->isCheckable());
        action->setChecked(own->isChecked());
    }
    if (!pane)
        return;
    {
        const QSignalBlocker block(m_follow);
        m_follow->setChecked(pane->isFollowing());
    }
    for (QAction *action : std::as_const(m_encodings))
        action->setChecked(action->data().value<LogFile::Encoding>() == pane->logFile()->encoding());
    for (QAction *action : std::as_const(m_syntaxes))
        action->setChecked(action->data().toString() == pane->view()->syntax());
}

} // namespace Faultline
