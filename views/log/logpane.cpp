// SPDX-License-Identifier: MIT
#include "logpane.h"

#include "findedit.h"
#include "logfilterview.h"
#include "logsource.h"
#include "logtimestamp.h"
#include "triagerunner.h"
#include "widgetaction.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QScrollBar>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrentRun>

#include <set>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QString encodingName(LogFile::Encoding e)
{
    switch (e) {
    case LogFile::Encoding::Utf8:
        return u"UTF-8"_s;
    case LogFile::Encoding::Utf16LE:
        return u"UTF-16 LE"_s;
    case LogFile::Encoding::Utf16BE:
        return u"UTF-16 BE"_s;
    case LogFile::Encoding::Gb18030:
        return u"GB18030"_s;
    case LogFile::Encoding::Utf32LE:
        return u"UTF-32 LE"_s;
    case LogFile::Encoding::Utf32BE:
        return u"UTF-32 BE"_s;
    }
    return {};
}

} // namespace

LogPane::LogPane(const QString &scratchDir, QWidget *parent)
    : QWidget(parent)
    , m_scratchDir(scratchDir)
    , m_file(new LogFile(this))
    , m_view(new LogView)
    , m_splitter(new QSplitter(Qt::Vertical))
    , m_filterView(new LogFilterView)
    , m_runner(new TriageRunner(this))
    , m_messageBar(new QWidget)
    , m_message(new QLabel)
    , m_findBar(new QWidget)
    , m_findEdit(new FindEdit)
    , m_findPrevious(new QToolButton)
    , m_findNext(new QToolButton)
    , m_findClose(new QToolButton)
    , m_findFilter(new QToolButton)
    , m_findStatus(new QLabel)
    , m_status(new QLabel)
    , m_progress(new QProgressBar)
    , m_cancel(new QToolButton)
    , m_watch(new QTimer(this))
{
    setObjectName(u"LogPane"_s);
    layOutMessageBar();
    layOutFindBar();
    auto *statusBar = new QWidget;
    layOutStatusBar(statusBar);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_messageBar);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_filterView);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 1);
    m_filterView->hide();
    layout->addWidget(m_splitter, 1);
    layout->addWidget(m_findBar);
    layout->addWidget(statusBar);

    m_view->setLogFile(m_file);
    connect(m_view, &LogView::linkActivated, this, &LogPane::linkActivated);
    connectFile();
    connectRunner();
    connectFind();
    makeActions();
    connectFilter();
    connect(&m_unpack, &QFutureWatcher<LogSource::Unpacked>::finished, this, [this] {
        if (m_unpack.future().resultCount() == 0)
            return;
        const LogSource::Unpacked unpacked = m_unpack.result();
        m_unpack.setFuture({}); // the text is the LogFile's now: hold no second reference
        if (!unpacked.error.isEmpty()) {
            showMessage([this, why = unpacked.error] {
                return tr("%1 could not be unpacked: %2").arg(m_displayName, why);
            });
        } else {
            m_file->openData(unpacked.text, m_sourcePath);
            m_opened = true;
            m_view->setLogFile(m_file);
            startTriage();
            // What could be unpacked is shown; the message says what is missing.
            if (!unpacked.notice.isEmpty())
                showMessage([this, why = unpacked.notice] {
                    return tr("%1 is not shown whole: %2").arg(m_displayName, why);
                });
        }
        updateStatus();
    });
    m_watch->setInterval(1000);
    connect(m_watch, &QTimer::timeout, this, &LogPane::checkFile);
    retranslate();
}

void LogPane::layOutMessageBar()
{
    m_message->setWordWrap(true);
    m_message->setObjectName(u"LogMessage"_s);
    auto *messageLayout = new QHBoxLayout(m_messageBar);
    messageLayout->setContentsMargins(6, 4, 6, 4);
    messageLayout->addWidget(m_message, 1);
    m_messageBar->setAutoFillBackground(true);
    m_messageBar->setBackgroundRole(QPalette::ToolTipBase);
    m_messageBar->hide();
}

void LogPane::layOutFindBar()
{
    m_findEdit->setObjectName(u"LogFind"_s);
    m_findEdit->setClearButtonEnabled(true);
    m_findEdit->onEscape = [this] {
        m_findBar->hide();
        m_view->setSearchText({});
        m_view->setFocus();
    };
    m_findEdit->onNext = [this] { findNext(); };
    m_findEdit->onPrevious = [this] { findPrevious(); };
    m_findPrevious->setIcon(QIcon::fromTheme(u"go-up"_s));
    m_findNext->setIcon(QIcon::fromTheme(u"go-down"_s));
    m_findClose->setIcon(QIcon::fromTheme(u"window-close"_s));
    m_findPrevious->setArrowType(Qt::UpArrow);
    m_findNext->setArrowType(Qt::DownArrow);
    m_findClose->setAutoRaise(true);
    auto *findLayout = new QHBoxLayout(m_findBar);
    findLayout->setContentsMargins(4, 2, 4, 2);
    findLayout->addWidget(m_findEdit, 1);
    findLayout->addWidget(m_findPrevious);
    findLayout->addWidget(m_findNext);
    findLayout->addWidget(m_findStatus);
    findLayout->addWidget(m_findFilter);
    findLayout->addWidget(m_findClose);
    m_findFilter->setObjectName(u"LogFindFilter"_s);
    m_findFilter->setAutoRaise(true);
    m_findBar->hide();
}

void LogPane::layOutStatusBar(QWidget *statusBar)
{
    auto *statusLayout = new QHBoxLayout(statusBar);
    statusLayout->setContentsMargins(6, 1, 2, 1);
    statusLayout->addWidget(m_status, 1);
    statusLayout->addWidget(m_progress);
    statusLayout->addWidget(m_cancel);
    m_status->setObjectName(u"LogStatus"_s);
    m_progress->setMaximumWidth(160);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    m_progress->hide();
    m_cancel->setAutoRaise(true);
    m_cancel->hide();
}

void LogPane::connectFile()
{
    connect(m_file, &LogFile::indexProgress, this, [this] {
        m_view->refresh();
        updateStatus();
    });
    connect(m_file, &LogFile::indexFinished, this, [this](bool complete) {
        m_view->refresh();
        if (!complete && m_file->check() != LogFile::Status::Ok)
            checkFile();
        if (m_follow)
            m_view->goToLine(m_file->lineCount() - 1);
        updateStatus();
    });
}

void LogPane::connectRunner()
{
    connect(m_runner, &TriageRunner::progressChanged, this, [this](qint64 done, qint64 total) {
        m_triageDone = done;
        m_triageTotal = total;
        updateStatus();
    });
    connect(m_runner, &TriageRunner::resultChanged, this, [this] {
        m_view->setFindings(m_runner->result().findings);
        updateStatus();
        Q_EMIT resultChanged();
    });
    connect(m_runner, &TriageRunner::finished, this, &LogPane::updateStatus);
    connect(m_cancel, &QToolButton::clicked, this, &LogPane::cancel);
}

void LogPane::connectFind()
{
    connect(m_findEdit, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_view->setSearchText(text);
        startFind(false, true);
    });
    connect(m_findNext, &QToolButton::clicked, this, &LogPane::findNext);
    connect(m_findPrevious, &QToolButton::clicked, this, &LogPane::findPrevious);
    connect(m_findClose, &QToolButton::clicked, this, [this] { m_findEdit->onEscape(); });
    connect(&m_find, &QFutureWatcher<LogFile::Found>::finished, this, [this] {
        if (m_find.isCanceled() || m_find.future().resultCount() == 0)
            return;
        const LogFile::Found found = m_find.result();
        if (m_findEdit->text().isEmpty())
            m_findStatus->clear();
        else if (found.line < 0)
            m_findStatus->setText(tr("Not found", "find in log: no line contains the text"));
        else
            m_findStatus->setText(
                found.wrapped ? tr("Wrapped round", "find in log: continued from the other end") : QString());
        if (found.line >= 0)
            m_view->goToLine(found.line, found.column, m_findEdit->text().size());
    });
}

LogPane::~LogPane()
{
    if (m_findCancel)
        *m_findCancel = true;
    if (m_filterCancel)
        *m_filterCancel = true;
    if (m_unpackCancel)
        *m_unpackCancel = true;
    if (m_timeCancel)
        *m_timeCancel = true;
    m_find.waitForFinished();
    m_filter.waitForFinished();
    m_timeSearch.waitForFinished();
    for (QFuture<void> &f : m_abandoned)
        f.waitForFinished();
    m_unpack.waitForFinished();
    m_runner->cancel();
}

bool LogPane::open(const QString &path, const QString &displayName, QString *error)
{
    m_displayName = displayName;
    m_sourcePath = path;
    const QFileInfo info(path);
    if (!info.exists()) {
        if (error)
            *error = tr("no such file");
        return false;
    }
    if (const QString refused = LogSource::refusal(path); !refused.isEmpty()) {
        if (error)
            *error = refused;
        return false;
    }
    if (!info.isReadable()) {
        if (error)
            *error = tr("not readable (permission denied)");
        return false;
    }
    if (LogSource::isGzip(path)) {
        // LogFile reads lines by offset, which a compressed stream cannot give: unpack it into
        // memory first (up to LogSource::maxUnpackedBytes), never to disk.
        m_unpackCancel = std::make_shared<std::atomic_bool>(false);
        const auto cancelFlag = m_unpackCancel;
        m_unpack.setFuture(QtConcurrent::run([this, path, cancelFlag] {
            return LogSource::unpack(path, cancelFlag.get(), [this](qint64 done, qint64 total) {
                QMetaObject::invokeMethod(
                    this,
                    [this, done, total] {
                        m_unpackDone = done;
                        m_unpackTotal = total;
                        updateStatus();
                    },
                    Qt::QueuedConnection);
            });
        }));
        updateStatus();
        return true;
    }
    const bool opened = openPlain(path, error);
    updateStatus();
    return opened;
}

bool LogPane::openPlain(const QString &path, QString *error)
{
    if (!m_file->open(path, error))
        return false;
    m_opened = true;
    m_view->setLogFile(m_file);
    m_watch->start();
    startTriage();
    return true;
}

void LogPane::setMatcher(std::shared_ptr<const LogMatcher> matcher)
{
    m_matcher = std::move(matcher);
    m_view->setMatcher(m_matcher);
    startTriage();
}

void LogPane::setScope(ScopeFilter scope)
{
    if (scope == m_runner->scope())
        return;
    m_runner->setScope(scope);
    startTriage();
}

void LogPane::startTriage()
{
    if (!m_opened || !m_matcher)
        return;
    m_triageDone = 0;
    m_triageTotal = m_file->size();
    m_runner->start(m_matcher, m_file->readerFactory(),
        m_encodingChosen ? std::optional<LogFile::Encoding>(m_file->encoding()) : std::nullopt);
    updateStatus();
}

const TriageResult &LogPane::result() const
{
    return m_runner->result();
}

bool LogPane::isBusy() const
{
    return m_runner->isRunning() || m_file->isIndexing() || m_unpack.isRunning();
}

void LogPane::cancel()
{
    m_runner->cancel();
    m_file->cancelIndexing();
    if (m_unpackCancel)
        *m_unpackCancel = true;
}

void LogPane::showFind()
{
    m_findBar->show();
    const QString selected = m_view->selectedText();
    if (!selected.isEmpty() && !selected.contains(u'\n') && selected.size() < 200
        && selected != m_file->line(LineNumber(m_view->currentLine())))
        m_findEdit->setText(selected);
    m_findEdit->setFocus(Qt::ShortcutFocusReason);
    m_findEdit->selectAll();
    m_view->setSearchText(m_findEdit->text());
}

void LogPane::findNext()
{
    if (m_findEdit->text().isEmpty())
        return showFind();
    m_view->setSearchText(m_findEdit->text());
    startFind(false, false);
}

void LogPane::findPrevious()
{
    if (m_findEdit->text().isEmpty())
        return showFind();
    m_view->setSearchText(m_findEdit->text());
    startFind(true, false);
}

void LogPane::startFind(bool backward, bool includeCurrent)
{
    if (m_findCancel)
        *m_findCancel = true;
    const QString text = m_findEdit->text();
    if (text.isEmpty() || !m_opened) {
        m_findStatus->clear();
        return;
    }
    m_findCancel = std::make_shared<std::atomic_bool>(false);
    const auto cancelFlag = m_findCancel;
    const LogFile *file = m_file;
    const qint64 from = m_view->currentLine();
    m_findStatus->setText(tr("Searching…"));
    m_find.setFuture(QtConcurrent::run([file, text, from, backward, includeCurrent, cancelFlag] {
        return file->find(
            text, LineNumber(from), backward, includeCurrent, Qt::CaseInsensitive, cancelFlag.get());
    }));
}

void LogPane::goToLine()
{
    if (!m_opened || m_file->lineCount() == 0)
        return;
    bool ok = false;
    const int line = QInputDialog::getInt(this, tr("Go to Line"),
        tr("Line (1 – %1):").arg(QLocale().toString(m_file->lineCount())), int(m_view->currentLine() + 1), 1,
        int(std::min<qint64>(m_file->lineCount(), INT_MAX)), 1, &ok);
    if (ok)
        m_view->goToLine(line - 1);
}

void LogPane::nextHit(bool backward, const QString &recordId)
{
    std::set<qint64> lines;
    for (const Finding &f : result().findings) {
        if (recordId.isEmpty() ? f.weak : f.record.id() != recordId)
            continue;
        if (f.suggestion)
            lines.insert(f.best.line);
        for (const TriageHit &h : f.hits)
            lines.insert(h.line);
    }
    if (lines.empty())
        return;
    const qint64 current = m_view->currentLine();
    qint64 target;
    if (!backward) {
        const auto it = lines.upper_bound(current);
        target = it == lines.end() ? *lines.begin() : *it;
    } else {
        auto it = lines.lower_bound(current);
        target = it == lines.begin() ? *lines.rbegin() : *std::prev(it);
    }
    m_view->goToLine(target);
    m_view->setFocus();
}

void LogPane::makeActions()
{
    auto make = [this](const char *name, const QKeySequence &shortcut = {}) {
        return addWidgetAction(this, name, shortcut);
    };
    m_filterHitsAction = make("logFilterHits");
    m_filterFindAction = make("logFilterFind");
    m_filterWarningsAction = make("logFilterWarnings");
    m_closeFilterAction = make("logFilterClose");
    m_goToTimeAction = make("logGoToTime");
    connect(m_goToTimeAction, &QAction::triggered, this, qOverload<>(&LogPane::goToTime));
    connect(&m_timeSearch, &QFutureWatcher<qint64>::finished, this, [this] {
        if (m_timeSearch.isCanceled() || m_timeSearch.future().resultCount() == 0)
            return;
        const qint64 line = m_timeSearch.result();
        if (line >= 0) {
            m_timeNote = {};
            m_view->goToLine(line);
            m_view->setFocus();
        }
        updateStatus();
        Q_EMIT timeSearchFinished(line);
    });
    connect(m_filterHitsAction, &QAction::triggered, this, [this] {
        // The finding on the current line, else the top one.
        QString id;
        for (const Finding &f : result().findings) {
            if (f.weak)
                continue;
            if (id.isEmpty())
                id = f.record.id();
            const auto hits = hitLines(f.record.id());
            if (std::binary_search(hits.begin(), hits.end(), m_view->currentLine())) {
                id = f.record.id();
                break;
            }
        }
        if (!id.isEmpty())
            showFiltered(id);
    });
    connect(m_filterFindAction, &QAction::triggered, this, [this] {
        if (m_findBar->isHidden() || m_findEdit->text().isEmpty())
            return showFind();
        filter(m_findEdit->text(), m_filterView->severity());
    });
    connect(m_findFilter, &QToolButton::clicked, m_filterFindAction, &QAction::trigger);
    connect(m_filterWarningsAction, &QAction::triggered, this,
        [this] { filter({}, LogSeverity::Level::Warning); });
    connect(m_closeFilterAction, &QAction::triggered, this, &LogPane::closeFiltered);
    for (QAction *action : m_view->actions())
        addAction(action); // the view's shortcuts work wherever the focus is in the pane
}

void LogPane::connectFilter()
{
    connect(
        m_filterView, &LogFilterView::lineActivated, this, [this](qint64 line) { m_view->goToLine(line); });
    connect(m_filterView, &LogFilterView::severityChosen, this,
        [this](LogSeverity::Level minimum) { filter(m_filterText, minimum); });
    connect(m_filterView, &LogFilterView::cancelRequested, this, [this] {
        if (m_filterCancel)
            *m_filterCancel = true;
    });
    connect(m_filterView, &LogFilterView::closeRequested, this, &LogPane::closeFiltered);
    connect(&m_filter, &QFutureWatcher<std::vector<qint64>>::finished, this, [this] {
        m_filtering = false;
        m_filterView->setProgress(-1);
        if (m_filter.future().resultCount() == 0)
            return;
        std::vector<qint64> lines = m_filter.result();
        m_filter.setFuture({});
        const bool cancelled = m_filterCancel && m_filterCancel->load();
        m_filterView->setLines(m_file, std::move(lines),
            cancelled ? m_filterDescription() + u' ' + tr("(stopped: the lines found so far)")
                      : m_filterDescription());
        m_filterView->selectLine(m_view->currentLine());
    });
}

std::vector<qint64> LogPane::hitLines(const QString &recordId) const
{
    std::set<qint64> lines;
    for (const Finding &f : result().findings) {
        if (f.record.id() != recordId)
            continue;
        if (f.suggestion)
            lines.insert(f.best.line);
        for (const TriageHit &h : f.hits)
            lines.insert(h.line);
    }
    return {lines.begin(), lines.end()};
}

void LogPane::showFiltered(const QString &recordId)
{
    qint64 hitCount = 0, kept = 0;
    for (const Finding &f : result().findings) {
        if (f.record.id() == recordId) {
            hitCount = f.hitCount;
            kept = f.hits.size();
        }
    }
    std::vector<qint64> lines = hitLines(recordId);
    if (lines.empty())
        return;
    m_filterDescription = [recordId, hitCount, kept] {
        return hitCount > kept ? tr("Hits of %1 (the first %2 of %3)").arg(recordId).arg(kept).arg(hitCount)
                               : tr("Hits of %1").arg(recordId);
    };
    showFilteredLines({lines.begin(), lines.end()}, m_filterDescription());
}

void LogPane::showFilteredLines(const QList<qint64> &lines, const QString &description)
{
    // A filter still running would replace these lines when it ends.
    abandon(m_filter, m_filterCancel);
    m_filter.setFuture(QFuture<std::vector<qint64>>());
    m_filtering = false;
    m_filterView->setProgress(-1);
    if (!m_filterDescription || m_filterDescription() != description)
        m_filterDescription = [description] { return description; };
    m_filterText.clear();
    std::vector<qint64> sorted(lines.begin(), lines.end());
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    m_filterView->setSeverity(LogSeverity::Level::None);
    m_filterView->setLines(m_file, std::move(sorted), description);
    m_filterView->show();
    m_filterView->selectLine(m_view->currentLine());
}

void LogPane::filter(const QString &text, LogSeverity::Level minimum)
{
    abandon(m_filter, m_filterCancel);
    if (!m_opened)
        return;
    m_filterText = text;
    m_filterDescription = [text, minimum] {
        const QString level = minimum == LogSeverity::Level::Error ? tr("Errors")
            : minimum == LogSeverity::Level::Warning               ? tr("Warnings and errors")
            : minimum == LogSeverity::Level::Info                  ? tr("Info and above")
            : minimum == LogSeverity::Level::Debug                 ? tr("Debug and above")
                                                                   : QString();
        if (text.isEmpty())
            return level.isEmpty() ? tr("All lines") : level;
        return level.isEmpty() ? tr("Lines with “%1”").arg(text) : tr("%1 with “%2”").arg(level, text);
    };
    m_filterView->setSeverity(minimum);
    m_filterView->setLines(m_file, {}, m_filterDescription());
    m_filterView->setProgress(0);
    m_filterView->show();
    m_filterCancel = std::make_shared<std::atomic_bool>(false);
    m_filtering = true;
    const auto cancel = m_filterCancel;
    const LogFile *file = m_file;
    const qint64 count = m_file->lineCount();
    QPointer<LogFilterView> progressView = m_filterView;
    m_filter.setFuture(QtConcurrent::run([file, text, minimum, count, cancel, progressView] {
        std::vector<qint64> kept;
        QElapsedTimer sinceReport;
        sinceReport.start();
        bool inMessage = false; // the last line stating a severity passed
        int continued = 0; // lines after it stating none
        constexpr int maxContinued = 500; // a message's stack trace, not the rest of the log
        file->scan(
            LineNumber(0), LineNumber(count),
            [&](qint64 line, QStringView lineText) {
                bool keep = true;
                if (minimum != LogSeverity::Level::None) {
                    const LogSeverity::Level level = LogSeverity::of(lineText);
                    if (level != LogSeverity::Level::None) {
                        inMessage = LogSeverity::atLeast(level, minimum);
                        continued = 0;
                    } else if (inMessage && ++continued > maxContinued) {
                        inMessage = false;
                    }
                    keep = inMessage;
                }
                if (keep && !text.isEmpty())
                    keep = lineText.contains(text, Qt::CaseInsensitive);
                if (keep)
                    kept.push_back(line);
                if (sinceReport.elapsed() >= 100) { // progress, about ten times a second
                    sinceReport.restart();
                    const int permille = int(line * 1000 / std::max<qint64>(1, count));
                    QMetaObject::invokeMethod(
                        progressView,
                        [progressView, permille] {
                            if (progressView)
                                progressView->setProgress(permille);
                        },
                        Qt::QueuedConnection);
                }
                return true;
            },
            cancel.get());
        return kept;
    }));
}

template<typename T>
void LogPane::abandon(QFutureWatcher<T> &watcher, const std::shared_ptr<std::atomic_bool> &cancel)
{
    if (cancel)
        *cancel = true;
    m_abandoned.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
    if (watcher.isRunning())
        m_abandoned.append(QFuture<void>(watcher.future()));
}

void LogPane::goToTime()
{
    if (!m_opened || m_file->lineCount() == 0)
        return;
    // The current line's time as an example of what the log writes.
    const QString current = m_file->line(LineNumber(m_view->currentLine()), 200);
    const LogTimestamp::Stamp stamp = LogTimestamp::read(current);
    QString example;
    if (stamp.isValid()) {
        for (qsizetype i = 0; i < current.size() && example.isEmpty(); ++i) {
            for (qsizetype length = 8; length <= 30 && i + length <= current.size(); ++length) {
                const LogTimestamp::Stamp s = LogTimestamp::read(QStringView(current).sliced(i, length));
                if (s.msecs == stamp.msecs && s.dated == stamp.dated) {
                    example = current.sliced(i, length);
                    break;
                }
            }
        }
    }
    bool ok = false;
    const QString typed = QInputDialog::getText(this, tr("Go to Time"),
        tr("Time, as the log writes it (for example 2026-11-23 12:00:05, Nov 23 12:00:05, or 12:00):"),
        QLineEdit::Normal, example, &ok);
    if (ok && !typed.trimmed().isEmpty())
        goToTime(typed.trimmed());
}

void LogPane::goToTime(const QString &typed)
{
    abandon(m_timeSearch, m_timeCancel);
    const LogTimestamp::Stamp target = LogTimestamp::read(typed, true);
    if (!target.isValid()) {
        m_timeNote
            = [typed] { return tr("“%1” is no time (for example 2026-11-23 12:00:05 or 12:00)").arg(typed); };
        updateStatus();
        Q_EMIT timeSearchFinished(-1);
        return;
    }
    m_timeNote = [typed] { return tr("no line at or after %1", "go to time").arg(typed); };
    m_timeCancel = std::make_shared<std::atomic_bool>(false);
    const auto cancel = m_timeCancel;
    const LogFile *file = m_file;
    m_timeSearch.setFuture(QtConcurrent::run(
        [file, target, cancel] { return LogTimestamp::firstLineAtOrAfter(*file, target, cancel.get()); }));
}

void LogPane::closeFiltered()
{
    if (m_filterCancel)
        *m_filterCancel = true;
    m_filterView->hide();
    m_view->setFocus();
}

bool LogPane::isFiltering() const
{
    return m_filtering;
}

void LogPane::setEncoding(LogFile::Encoding encoding)
{
    if (!m_opened)
        return;
    m_encodingChosen = true;
    m_file->setEncoding(encoding);
    m_view->setLogFile(m_file);
    startTriage();
    updateStatus();
}

void LogPane::setFollow(bool follow)
{
    m_follow = follow;
    if (follow && m_opened) {
        checkFile();
        m_view->goToLine(m_file->lineCount() - 1);
    }
    updateStatus();
}

void LogPane::checkFile()
{
    if (!m_opened)
        return;
    const LogFile::Status status = m_file->check();
    if (status != LogFile::Status::Ok) {
        if (!m_reported) {
            m_reported = true;
            showMessage([this, status] {
                return status == LogFile::Status::Deleted
                    ? tr("%1 was deleted on disk. What was read stays shown.").arg(m_displayName)
                    : status == LogFile::Status::Replaced
                    ? tr("%1 was replaced on disk by another file (as when a log is rotated). What was read "
                         "stays shown; open it again to see the new file.")
                          .arg(m_displayName)
                    : status == LogFile::Status::Truncated
                    ? tr("%1 was truncated on disk (it is shorter than what was read). What was read stays "
                         "shown; open it again to see the new content.")
                          .arg(m_displayName)
                    : tr("%1 can no longer be read. What was read stays shown.").arg(m_displayName);
            });
        }
        return;
    }
    if (!m_follow || m_file->isIndexing())
        return;
    const qint64 before = m_file->lineCount();
    const qint64 sizeBefore = m_file->size();
    m_file->refresh();
    if (m_file->size() != sizeBefore) {
        // New lines: index them (goToLine follows in indexFinished) and triage again when idle.
        if (!m_runner->isRunning())
            startTriage();
    } else if (before > 0) {
        m_view->goToLine(m_file->lineCount() - 1);
    }
}

void LogPane::showMessage(std::function<QString()> text)
{
    m_messageText = std::move(text);
    m_message->setText(m_messageText());
    m_messageBar->show();
}

void LogPane::updateStatus()
{
    const QLocale locale;
    QStringList parts;
    if (m_unpack.isRunning()) {
        parts.append(tr("Unpacking %1…").arg(m_displayName));
    } else if (m_opened) {
        parts.append(tr("%1 lines").arg(locale.toString(m_file->lineCount())));
        parts.append(encodingName(m_file->encoding()));
        if (m_file->lineEnd() == LogFile::LineEnd::Cr)
            parts.append(tr("lines end in CR (old Mac OS)"));
        parts.append(locale.formattedDataSize(m_file->size()));
        const QString syntax = m_view->effectiveSyntax();
        if (!syntax.isEmpty())
            parts.append(syntax);
        const TriageResult &r = result();
        const auto diagnoses = std::count_if(
            r.findings.begin(), r.findings.end(), [](const Finding &f) { return f.isDiagnosis(); });
        if (m_runner->isRunning())
            parts.append(tr("matching… %1 found so far").arg(diagnoses));
        else if (m_matcher)
            parts.append((diagnoses > 0 ? tr("%n known error(s) recognised", nullptr, int(diagnoses))
                                        : tr("no known error recognised"))
                + (r.complete ? QString() : u" "_s + tr("(incomplete: matching was stopped)")));
        else
            parts.append(tr("waiting for the knowledge base"));
        if (m_follow)
            parts.append(tr("following", "log status: appended lines are read as they come"));
        if (m_timeNote && !m_timeSearch.isRunning())
            parts.append(m_timeNote());
    }
    m_status->setText(parts.join(u" · "_s));
    const bool busy = isBusy();
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy) {
        qint64 done = 0, total = 0;
        if (m_unpack.isRunning()) {
            done = m_unpackDone;
            total = m_unpackTotal;
        } else if (m_file->isIndexing()) {
            done = m_file->indexedBytes();
            total = m_file->size();
        } else {
            done = m_triageDone;
            total = m_triageTotal;
        }
        m_progress->setRange(0, 1000);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    }
    Q_EMIT statusChanged();
}

void LogPane::retranslate()
{
    m_findEdit->setPlaceholderText(tr("Find in log (Enter: next, Shift+Enter: previous, Esc: close)"));
    m_findPrevious->setToolTip(tr("Previous (Shift+F3)"));
    m_findNext->setToolTip(tr("Next (F3)"));
    m_findClose->setToolTip(tr("Close (Esc)"));
    m_findFilter->setText(tr("Filter", "find bar: show only the lines with the text"));
    m_findFilter->setToolTip(tr("Show only the lines with this text, below the log"));
    m_filterHitsAction->setText(tr("Show Hit Lines Only"));
    m_filterHitsAction->setToolTip(
        tr("Show the lines of the finding on the current line (or the top finding) "
           "below the log"));
    m_filterFindAction->setText(tr("Filter by Find Text"));
    m_filterWarningsAction->setText(tr("Show Warnings and Errors Only"));
    m_closeFilterAction->setText(tr("Close Filtered View"));
    m_goToTimeAction->setText(tr("Go to &Time…"));
    if (m_filterDescription && m_filterView->isVisible() && !isFiltering())
        m_filterView->setLines(m_file, std::vector<qint64>(m_filterView->lines()), m_filterDescription());
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop reading and matching; what was found so far stays"));
    if (m_messageText)
        m_message->setText(m_messageText());
    updateStatus();
}

void LogPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Faultline
