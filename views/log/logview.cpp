// SPDX-License-Identifier: MIT
#include "logview.h"

#include "logfile.h"
#include "logfindings.h"
#include "loggutter.h"
#include "loglinecache.h"
#include "loglineformatter.h"
#include "loglinklabels.h"
#include "logoverview.h"
#include "logseverity.h"
#include "monospacetext.h"
#include "widgetaction.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>
#include <QVarLengthArray>
#include <QWheelEvent>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr int textMargin = 6;
constexpr qint64 maxCopiedLines = 200000;
const auto wrapSetting = QLatin1StringView("log/wordWrap");

/// The link label of \a f, drawn for \a view when first needed.
const LogLinkLabels::Label &labelOf(
    LogLinkLabels &labels, const Finding &f, const QWidget *view, int lineHeight)
{
    if (const LogLinkLabels::Label *label = labels.find(f))
        return *label;
    const int workarounds = int(f.record.workarounds().size());
    const int deadEnds = int(f.record.deadEnds().size());
    const LogLinkLabels::Texts texts {f.suggestion
            ? LogView::tr("suggested:", "before a record named only because its signature resembles the line")
                + u' '
            : QString(),
        LogView::tr("%n workaround(s)", nullptr, workarounds), u" · "_s,
        LogView::tr("%n dead end(s)", nullptr, deadEnds)};
    return labels.add(f, texts, view->font(), view->palette(), lineHeight, view->devicePixelRatioF());
}

} // namespace

LogView::LogView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_findings(std::make_unique<LogFindings>())
    , m_lines(std::make_unique<LogLineCache>(*m_findings))
    , m_formatter(std::make_unique<LogLineFormatter>(*m_findings))
    , m_linkLabels(std::make_unique<LogLinkLabels>())
    , m_gutter(new LogGutter(this, *m_lines, *m_findings))
    , m_overview(new LogOverview(this, *m_findings))
{
    setObjectName(u"LogView"_s);
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(font);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->setCursor(Qt::IBeamCursor);
    // It paints every pixel: no background under it (a 2.5 MB fill a frame on a 1000×700 pane).
    // The gutter and the overview strip say the same of themselves.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    connect(m_gutter, &LogGutter::lineClicked, this, &LogView::setCurrent);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        if (!m_settingTop)
            m_topRow = 0; // the scroll bar counts lines: a line it brings up shows from its start
        m_screenValid = false;
    });
    makeActions();
    m_wrap = QSettings().value(wrapSetting, false).toBool();
    m_wrapAction->setChecked(m_wrap);
    setHorizontalScrollBarPolicy(m_wrap ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    resetCaches();
}

void LogView::makeActions()
{
    auto make = [this](const char *name, const QKeySequence &shortcut = {}) {
        return addWidgetAction(this, name, shortcut);
    };
    m_wrapAction = make("logWordWrap", QKeySequence(Qt::ALT | Qt::Key_Z));
    m_wrapAction->setCheckable(true);
    connect(m_wrapAction, &QAction::toggled, this, [this](bool on) {
        setWordWrap(on);
        QSettings().setValue(wrapSetting, on); // the next log opens as the user left this one
    });
    m_toggleBookmarkAction = make("logToggleBookmark", QKeySequence(Qt::CTRL | Qt::Key_F2));
    connect(m_toggleBookmarkAction, &QAction::triggered, this, [this] { toggleBookmark(m_current); });
    m_nextBookmarkAction = make("logNextBookmark", QKeySequence(Qt::Key_F2));
    connect(m_nextBookmarkAction, &QAction::triggered, this, [this] { goToBookmark(false); });
    m_previousBookmarkAction = make("logPreviousBookmark", QKeySequence(Qt::SHIFT | Qt::Key_F2));
    connect(m_previousBookmarkAction, &QAction::triggered, this, [this] { goToBookmark(true); });
    retranslate();
}

void LogView::retranslate()
{
    m_wrapAction->setText(tr("&Word Wrap"));
    m_wrapAction->setToolTip(tr("Continue lines wider than the view on further rows"));
    m_toggleBookmarkAction->setText(tr("Toggle &Bookmark"));
    m_nextBookmarkAction->setText(tr("Next Bookmark"));
    m_previousBookmarkAction->setText(tr("Previous Bookmark"));
}

void LogView::setWordWrap(bool wrap)
{
    if (wrap == m_wrap)
        return;
    const qint64 top = firstVisibleLine();
    m_wrap = wrap;
    m_wrapAction->setChecked(wrap);
    setHorizontalScrollBarPolicy(wrap ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    horizontalScrollBar()->setValue(0);
    m_topRow = 0;
    resetCaches(); // lines laid out and drawn for the other mode
    setTop(top, 0);
    ensureVisible(m_current, false);
}

void LogView::toggleBookmark(qint64 line)
{
    if (!m_file || line < 0 || line >= m_file->lineCount())
        return;
    if (!m_bookmarks.erase(line))
        m_bookmarks.insert(line);
    m_gutter->update();
}

bool LogView::goToBookmark(bool backward)
{
    if (m_bookmarks.empty())
        return false;
    qint64 target;
    if (!backward) {
        const auto it = m_bookmarks.upper_bound(m_current);
        target = it == m_bookmarks.end() ? *m_bookmarks.begin() : *it;
    } else {
        const auto it = m_bookmarks.lower_bound(m_current);
        target = it == m_bookmarks.begin() ? *m_bookmarks.rbegin() : *std::prev(it);
    }
    goToLine(target);
    return true;
}

LogView::~LogView() = default;

void LogView::setLogFile(LogFile *file)
{
    m_file = file;
    m_lines->setFile(file);
    m_formatter->setFile(file);
    m_current = 0;
    m_anchor = m_cursor = {};
    m_widest = 0;
    m_topRow = 0;
    m_bookmarks.clear();
    resetCaches();
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
}

void LogView::setMatcher(std::shared_ptr<const LogMatcher> matcher)
{
    m_matcher = std::move(matcher);
    m_lines->setMatcher(m_matcher);
    setFindings(QList<Finding>(m_findings->findings()));
}

void LogView::setFindings(const QList<Finding> &findings)
{
    m_findings->set(findings, m_matcher.get());
    m_overview->invalidate();
    resetCaches();
}

void LogView::setSyntax(const QString &definitionName)
{
    m_formatter->setSyntax(definitionName);
    resetCaches();
}

QString LogView::syntax() const
{
    return m_formatter->syntax();
}

QString LogView::effectiveSyntax() const
{
    return m_formatter->effectiveSyntax();
}

void LogView::setSearchText(const QString &text)
{
    if (text == m_search)
        return;
    m_search = text;
    viewport()->update();
}

void LogView::resetCaches()
{
    m_lines->clear();
    m_linkLabels->clear(); // their font and language
    m_hoverLink = -1;
    const QFontMetrics metrics(font());
    m_lineHeight = metrics.height() + 1;
    m_charWidth = std::max(1, metrics.horizontalAdvance(u'0'));
    m_formatter->setLook(font(), palette(), m_charWidth, m_lineHeight);
    m_screenValid = false;
    m_gutter->setMonospace(m_formatter->monospace());
    updateGeometries();
    updateScrollBars();
    viewport()->update();
    m_gutter->update();
    m_overview->update();
}

void LogView::refresh()
{
    // The last line may have grown while the file was being indexed.
    if (m_file && m_file->lineCount() > 0)
        m_lines->forget(m_file->lineCount() - 1);
    if (m_file && m_file->lineCount() > 1)
        m_lines->forget(m_file->lineCount() - 2);
    m_screenValid = false;
    updateGeometries();
    updateScrollBars();
    viewport()->update();
    m_gutter->update();
    m_overview->update();
}

void LogView::updateGeometries()
{
    const int gutterWidth = LogGutter::widthFor(m_file ? m_file->lineCount() : 0, m_charWidth);
    setViewportMargins(gutterWidth, 0, LogOverview::stripWidth, 0);
    const QRect r = viewport()->geometry();
    m_gutter->setGeometry(r.left() - gutterWidth, r.top(), gutterWidth, r.height());
    m_overview->setGeometry(r.right() + 1, r.top(), LogOverview::stripWidth, r.height());
}

int LogView::visibleLineCount() const
{
    if (!m_wrap)
        return std::max(1, viewport()->height() / m_lineHeight);
    // The lines whole on screen.
    int whole = 0;
    for (const ScreenLine &s : const_cast<LogView *>(this)->screenLines())
        whole += s.y >= 0 && s.y + s.rows * m_lineHeight <= viewport()->height() ? 1 : 0;
    return std::max(1, whole);
}

const QList<LogView::ScreenLine> &LogView::screenLines()
{
    if (m_screenValid)
        return m_screen;
    m_screen.clear();
    m_screenValid = true;
    if (!m_file)
        return m_screen;
    const qint64 first = firstVisibleLine();
    // Every line takes a row at least: no more lines than rows can be on screen.
    const qint64 last = std::min(m_file->lineCount(), first + viewport()->height() / m_lineHeight + 1);
    m_lines->prepare(first, last);
    int y = m_wrap ? -m_topRow * m_lineHeight : 0;
    for (qint64 n = first; n < last && y < viewport()->height(); ++n) {
        const int rows = m_wrap ? wrapLine(m_lines->line(n)) : 1;
        m_screen.append({n, y, rows});
        y += rows * m_lineHeight;
    }
    return m_screen;
}

qint64 LogView::lineAt(int y)
{
    for (const ScreenLine &s : screenLines()) {
        if (y >= s.y && y < s.y + s.rows * m_lineHeight)
            return s.line;
    }
    return -1;
}

int LogView::wrapLine(LogLine &l)
{
    formatLine(l);
    const int width = viewport()->width();
    // A line with a link leaves the right margin to its label, unless text and label fit.
    int available = width - 2 * textMargin;
    if (l.link >= 0) {
        const int label = linkLabelWidth(l.link);
        if (textMargin + l.width + 3 * m_charWidth + label <= width - 2)
            available = l.width;
        else
            available = width - 2 - label - m_charWidth - textMargin;
    }
    available = std::max(available, 8 * m_charWidth);
    if (l.width <= available) {
        if (l.wrapWidth > 0)
            m_formatter->layOut(l, 0); // wrapped for a narrower view before
        return 1;
    }
    m_formatter->layOut(l, available);
    return l.rows;
}

int LogView::rowsOf(qint64 number)
{
    m_lines->prepare(number, number + 1);
    return wrapLine(m_lines->line(number));
}

void LogView::setTop(qint64 line, int row)
{
    m_settingTop = true;
    verticalScrollBar()->setValue(int(std::clamp<qint64>(line, 0, INT_MAX)));
    m_settingTop = false;
    m_topRow = m_wrap ? row : 0;
    m_screenValid = false;
    viewport()->update();
    m_gutter->update();
}

void LogView::scrollRows(int rows)
{
    if (!m_file || m_file->lineCount() == 0)
        return;
    qint64 top = firstVisibleLine();
    int row = m_topRow;
    const qint64 last = m_file->lineCount() - 1;
    while (rows > 0) {
        const int r = rowsOf(top);
        if (row + rows < r) {
            row += rows;
            break;
        }
        if (top >= last) {
            row = r - 1;
            break;
        }
        rows -= r - row;
        ++top;
        row = 0;
    }
    while (rows < 0) {
        if (row + rows >= 0) {
            row += rows;
            break;
        }
        rows += row;
        if (top == 0) {
            row = 0;
            break;
        }
        --top;
        row = rowsOf(top);
    }
    setTop(top, row);
}

void LogView::wheelEvent(QWheelEvent *event)
{
    if (!m_wrap || event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier)) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    // By rows, as many as a wheel step scrolls lines elsewhere: a line of many rows is read
    // through, not jumped over.
    m_wheelDelta += event->angleDelta().y();
    const int steps = m_wheelDelta / 120;
    m_wheelDelta -= steps * 120;
    if (steps != 0)
        scrollRows(-steps * QApplication::wheelScrollLines());
    event->accept();
}

qint64 LogView::firstVisibleLine() const
{
    return verticalScrollBar()->value();
}

void LogView::updateScrollBars()
{
    const qint64 lines = m_file ? m_file->lineCount() : 0;
    const int page = m_wrap ? std::max(1, viewport()->height() / m_lineHeight) : visibleLineCount();
    // Wrapped, rows per line are known only for lines laid out: the last line can come to the top.
    verticalScrollBar()->setRange(0, int(std::clamp<qint64>(m_wrap ? lines - 1 : lines - page, 0, INT_MAX)));
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setSingleStep(1);
    horizontalScrollBar()->setRange(
        0, m_wrap ? 0 : std::max(0, m_widest + 2 * textMargin + 200 - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    horizontalScrollBar()->setSingleStep(m_charWidth * 4);
}

void LogView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    m_screenValid = false;
    updateGeometries();
    updateScrollBars();
}

void LogView::scrollContentsBy(int, int)
{
    m_screenValid = false;
    viewport()->update();
    m_gutter->update();
    m_overview->update();
}

void LogView::formatLine(LogLine &line)
{
    if (line.formatted)
        return;
    m_formatter->format(line);
    if (line.width > m_widest) {
        m_widest = line.width;
        updateScrollBars();
    }
}

void LogView::layoutLine(LogLine &line)
{
    formatLine(line);
    m_formatter->layOut(line, line.laidOut ? line.wrapWidth : 0); // as wrapped, if it is
}

bool LogView::hasPixmap(const LogLine &line) const
{
    return LogLineFormatter::hasPixmap(
        line, QSize(viewport()->width(), line.rows * m_lineHeight), horizontalScrollBar()->value());
}

bool LogView::renderLine(LogLine &line)
{
    if (hasPixmap(line))
        return false;
    formatLine(line); // lays the line out when it is not drawn from glyphs
    const int scroll = horizontalScrollBar()->value();
    m_formatter->render(line, QSize(viewport()->width(), line.rows * m_lineHeight), scroll,
        textMargin - scroll, viewport()->devicePixelRatioF());
    return true;
}

const LogLine &LogView::line(qint64 number)
{
    m_lines->prepare(number, number + 1);
    LogLine &l = m_lines->line(number);
    layoutLine(l);
    return l;
}

struct LogView::Frame
{
    Frame(QWidget *viewport, const QPalette &viewPalette, const QFont &font)
        : painter(viewport), palette(viewPalette), linkMetrics(font)
    {
        selectionFormat.setBackground(palette.color(QPalette::Highlight));
        selectionFormat.setForeground(palette.color(QPalette::HighlightedText));
        searchFormat.setBackground(QColor(255, 220, 0, 150));
    }

    QPainter painter;
    const QPalette palette;
    const QFontMetrics linkMetrics;
    int x0 = 0; // where the text starts, scrolled sideways
    Position selectionFrom, selectionTo;
    QTextCharFormat selectionFormat, searchFormat;
    // Lines drawn from glyphs have their glyphs drawn together once every line's background is
    // (a jump's frame had some 180 glyph runs, a dozen colours); the link labels go over them.
    MonospaceText::Batch batch;
    QVarLengthArray<LogLinkLabels::Placed, 16> labels;
};

void LogView::paintEvent(QPaintEvent *)
{
    Frame frame(viewport(), palette(), font());
    frame.painter.fillRect(viewport()->rect(), frame.palette.color(QPalette::Base));
    m_linkLabels->clearAreas();
    if (!m_file)
        return;
    const QList<ScreenLine> &screen = screenLines();
    if (screen.isEmpty())
        return;
    m_lines->prepare(screen.first().line, screen.last().line + 1);
    if (!m_prefetchQueued) { // the pages above and below, once the event loop is idle
        m_prefetchQueued = true;
        QTimer::singleShot(0, this, &LogView::prefetch);
    }
    frame.x0 = textMargin - horizontalScrollBar()->value();
    frame.selectionFrom = std::min(m_anchor, m_cursor);
    frame.selectionTo = std::max(m_anchor, m_cursor);

    m_textRects.clear();
    for (const ScreenLine &s : screen) {
        const qint64 n = s.line;
        const int y = s.y;
        LogLine &l = m_lines->line(n);
        formatLine(l);
        const QRect row(0, y, viewport()->width(), s.rows * m_lineHeight);
        if (const QColor tint = LogSeverity::background(l.severity, frame.palette); tint.isValid())
            frame.painter.fillRect(row, tint);
        if (n == m_current) {
            QColor c = frame.palette.color(QPalette::Highlight);
            c.setAlpha(hasFocus() ? 40 : 20);
            frame.painter.fillRect(row, c);
        }
        // The link first: where it goes decides where the text must stop.
        const int clip = l.link >= 0 ? placeLink(frame, l, n, y) : viewport()->width();
        drawLineText(frame, l, n, y, clip);
    }
    if (const MonospaceText *monospace = m_formatter->monospace())
        monospace->flush(&frame.painter, frame.batch);
    for (const LogLinkLabels::Placed &label : std::as_const(frame.labels)) {
        frame.painter.drawPixmap(label.at, *label.pill);
        if (!label.underline.isNull()) {
            frame.painter.setPen(frame.palette.color(QPalette::Link));
            frame.painter.drawLine(label.underline);
        }
    }
}

void LogView::drawLineText(Frame &frame, LogLine &l, qint64 n, int y, int clip)
{
    QPainter &p = frame.painter;
    const int height = l.rows * m_lineHeight;
    const int textLeft = std::max(0, frame.x0);
    const int textRight = std::min(clip, frame.x0 + (l.isWrapped() ? l.wrappedWidth : l.width));
    if (textRight > textLeft)
        m_textRects.append({n, QRect(textLeft, y, textRight - textLeft, height)});
    QList<QTextLayout::FormatRange> extra;
    if (!m_search.isEmpty()) {
        for (qsizetype at = l.text.indexOf(m_search, 0, Qt::CaseInsensitive); at >= 0;
            at = l.text.indexOf(m_search, at + m_search.size(), Qt::CaseInsensitive))
            extra.append({int(at), int(m_search.size()), frame.searchFormat});
    }
    const Position &selFrom = frame.selectionFrom, &selTo = frame.selectionTo;
    if (selFrom != selTo && n >= selFrom.line && n <= selTo.line) {
        const int from = n == selFrom.line ? int(selFrom.column) : 0;
        const int to = n == selTo.line ? int(selTo.column) : int(l.text.size()) + 1;
        if (to > from)
            extra.append({from, to - from, frame.selectionFormat});
    }
    // Text cut before a link label in the right margin is drawn clipped, on its own (a batch is
    // drawn later, without the clip).
    const bool cut = clip < viewport()->width();
    if (cut) {
        p.save();
        p.setClipRect(QRect(0, y, std::max(0, clip), height));
    }
    // A line seen before is blitted; one not seen yet is drawn from glyphs if it can be (a
    // jump shows a screen of such lines: their pixmaps are drawn later, when idle).
    bool drawn = false;
    if (extra.isEmpty() && hasPixmap(l)) {
        p.drawPixmap(0, y, l.pixmap);
        drawn = true;
    } else if (l.glyphs && !l.isWrapped() && extra.isEmpty()) {
        m_formatter->monospace()->draw(
            &p, QPointF(frame.x0, y), *l.glyphs, 0, clip, cut ? nullptr : &frame.batch);
        drawn = true;
    } else if (l.glyphs && !l.isWrapped()) {
        drawn = m_formatter->monospace()->draw(&p, QPointF(frame.x0, y), l.shown(), l.formats + extra,
            frame.palette.color(QPalette::Text), 0, clip);
    }
    if (!drawn && extra.isEmpty()) {
        renderLine(l);
        p.drawPixmap(0, y, l.pixmap);
    } else if (!drawn) {
        layoutLine(l);
        l.layout.draw(&p, QPointF(frame.x0, y), extra);
    }
    if (cut)
        p.restore();
}

int LogView::placeLink(Frame &frame, const LogLine &l, qint64 n, int y)
{
    const LogLinkLabels::Label &label = labelOf(*m_linkLabels, m_findings->at(l.link), this, m_lineHeight);
    // A wrapped line's rows end before the right margin (wrapLine() left it to the label).
    const int textEnd = frame.x0 + (l.isWrapped() ? l.wrapWidth : l.width) + 3 * m_charWidth;
    const LogLinkLabels::Placed placed = m_linkLabels->place(label, l.link, n, y, m_lineHeight, textEnd,
        viewport()->width(), m_charWidth, m_hoverLink, frame.linkMetrics.underlinePos());
    frame.labels.append(placed);
    return placed.textClip;
}

int LogView::linkLabelWidth(int finding)
{
    return LogLinkLabels::width(labelOf(*m_linkLabels, m_findings->at(finding), this, m_lineHeight));
}

void LogView::prefetch()
{
    m_prefetchQueued = false;
    if (!m_file)
        return;
    const int page = std::max(1, viewport()->height() / m_lineHeight);
    if (!m_lines->prefetch(firstVisibleLine(), page + 1, [this](LogLine &line) {
            if (m_wrap)
                wrapLine(line);
            return renderLine(line);
        })) {
        m_prefetchQueued = true;
        QTimer::singleShot(0, this, &LogView::prefetch);
    }
}

void LogView::ensureVisible(qint64 line, bool centre)
{
    if (m_wrap) {
        ensureVisibleWrapped(line, centre);
        return;
    }
    const qint64 first = firstVisibleLine();
    const int page = visibleLineCount();
    if (line >= first && line < first + page)
        return;
    qint64 top;
    if (centre || line < first - page || line >= first + 2 * page)
        top = line - page / 2;
    else if (line < first)
        top = line;
    else
        top = line - page + 1;
    verticalScrollBar()->setValue(int(std::clamp<qint64>(top, 0, INT_MAX)));
}

void LogView::ensureVisibleWrapped(qint64 line, bool centre)
{
    const int height = viewport()->height();
    const QList<ScreenLine> &screen = screenLines();
    for (const ScreenLine &s : screen) {
        if (s.line == line && s.y >= 0 && (s.y + s.rows * m_lineHeight <= height || s.y == 0))
            return; // whole on screen, or as much of it as fits
    }
    const int pageRows = std::max(1, height / m_lineHeight);
    const qint64 first = firstVisibleLine();
    const bool far = screen.isEmpty() || line < first - pageRows || line > screen.last().line + 2 * pageRows;
    // Rows to leave above the line: half a page to centre it, or what puts it at the bottom.
    int above;
    if (line <= first && !centre && !far)
        above = 0;
    else if (centre || far)
        above = pageRows / 2;
    else
        above = pageRows - rowsOf(line);
    qint64 top = line;
    int used = 0;
    while (top > 0 && above > 0) {
        const int rows = rowsOf(top - 1);
        if (used + rows > above)
            break;
        used += rows;
        --top;
    }
    setTop(top, 0);
}

void LogView::setCurrent(qint64 number, bool extendSelection)
{
    if (!m_file || m_file->lineCount() == 0)
        return;
    number = std::clamp<qint64>(number, 0, m_file->lineCount() - 1);
    m_current = number;
    m_cursor = {number, 0};
    if (!extendSelection)
        m_anchor = m_cursor;
    else if (m_cursor > m_anchor) // whole lines when extending by keys: to the end of this one
        m_cursor.column = line(number).text.size();
    ensureVisible(number, false);
    viewport()->update();
    m_gutter->update();
    Q_EMIT currentLineChanged(number);
}

void LogView::goToLine(qint64 line, qsizetype column, qsizetype length)
{
    if (!m_file || m_file->lineCount() == 0)
        return;
    line = std::clamp<qint64>(line, 0, m_file->lineCount() - 1);
    m_current = line;
    if (column >= 0) {
        m_anchor = {line, column};
        m_cursor = {line, column + length};
    } else {
        m_anchor = m_cursor = {line, 0};
    }
    ensureVisible(line, true);
    if (column >= 0 && !m_wrap) { // bring the found text into view horizontally
        const LogLine &l = this->line(line);
        const int x = int(l.layout.lineAt(0).cursorToX(int(column)));
        if (x < horizontalScrollBar()->value()
            || x > horizontalScrollBar()->value() + viewport()->width() - 40)
            horizontalScrollBar()->setValue(std::max(0, x - viewport()->width() / 3));
    }
    viewport()->update();
    m_gutter->update();
    Q_EMIT currentLineChanged(line);
}

LogView::Position LogView::positionAt(const QPoint &point)
{
    if (!m_file || m_file->lineCount() == 0)
        return {};
    const QList<ScreenLine> &screen = screenLines();
    if (screen.isEmpty())
        return {};
    // The line at the point; above the first or below the last, that one.
    ScreenLine at = point.y() < screen.first().y ? screen.first() : screen.last();
    for (const ScreenLine &s : screen) {
        if (point.y() >= s.y && point.y() < s.y + s.rows * m_lineHeight)
            at = s;
    }
    const LogLine &l = line(at.line);
    const int row = std::clamp((point.y() - at.y) / m_lineHeight, 0, std::max(0, l.layout.lineCount() - 1));
    const double x = point.x() + horizontalScrollBar()->value() - textMargin;
    const int column = l.layout.lineCount() > 0 ? l.layout.lineAt(row).xToCursor(x) : 0;
    return {at.line, std::min<qsizetype>(column, l.text.size())};
}

QString LogView::selectedText() const
{
    if (!m_file || m_file->lineCount() == 0)
        return {};
    Position from = std::min(m_anchor, m_cursor), to = std::max(m_anchor, m_cursor);
    if (from == to) // nothing selected: the current line
        return m_file->line(LineNumber(m_current), 16 * 1024 * 1024);
    to.line = std::min(to.line, from.line + maxCopiedLines - 1);
    QStringList lines;
    for (qint64 n = from.line; n <= to.line; ++n) {
        QString text = m_file->line(LineNumber(n), 16 * 1024 * 1024);
        if (n == to.line)
            text.truncate(to.column);
        if (n == from.line)
            text.remove(0, from.column);
        lines.append(text);
    }
    return lines.join(u'\n');
}

void LogView::copy()
{
    QApplication::clipboard()->setText(selectedText());
}

QRect LogView::linkRect(qint64 line, Link which) const
{
    return m_linkLabels->rect(line, which);
}

QRect LogView::textRect(qint64 line) const
{
    for (const auto &[number, rect] : m_textRects) {
        if (number == line)
            return rect;
    }
    return {};
}

void LogView::keyPressEvent(QKeyEvent *event)
{
    if (event == QKeySequence::Copy) {
        copy();
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const int page = visibleLineCount();
    switch (event->key()) {
    case Qt::Key_Up:
        setCurrent(m_current - 1, shift);
        return;
    case Qt::Key_Down:
        setCurrent(m_current + 1, shift);
        return;
    case Qt::Key_PageUp:
        verticalScrollBar()->setValue(verticalScrollBar()->value() - page);
        setCurrent(m_current - page, shift);
        return;
    case Qt::Key_PageDown:
        verticalScrollBar()->setValue(verticalScrollBar()->value() + page);
        setCurrent(m_current + page, shift);
        return;
    case Qt::Key_Home:
        if (ctrl)
            setCurrent(0, shift);
        horizontalScrollBar()->setValue(0);
        return;
    case Qt::Key_End:
        if (ctrl && m_file)
            setCurrent(m_file->lineCount() - 1, shift);
        else
            horizontalScrollBar()->setValue(horizontalScrollBar()->maximum());
        return;
    case Qt::Key_Left:
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - horizontalScrollBar()->singleStep());
        return;
    case Qt::Key_Right:
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() + horizontalScrollBar()->singleStep());
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void LogView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    if (const int link = m_linkLabels->areaAt(event->position().toPoint()); link >= 0) {
        const LogLinkLabels::Area &a = m_linkLabels->areas()[link];
        Q_EMIT linkActivated(m_findings->at(a.finding).record.id(), a.which);
        return;
    }
    const Position at = positionAt(event->position().toPoint());
    if (at.line < 0)
        return;
    m_cursor = at;
    if (!(event->modifiers() & Qt::ShiftModifier))
        m_anchor = at;
    m_selecting = true;
    m_current = at.line;
    viewport()->update();
    m_gutter->update();
    Q_EMIT currentLineChanged(m_current);
}

void LogView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint point = event->position().toPoint();
    if (m_selecting && (event->buttons() & Qt::LeftButton)) {
        if (point.y() < 0)
            verticalScrollBar()->setValue(verticalScrollBar()->value() - 1);
        else if (point.y() > viewport()->height())
            verticalScrollBar()->setValue(verticalScrollBar()->value() + 1);
        m_cursor = positionAt(point);
        m_current = m_cursor.line;
        viewport()->update();
        return;
    }
    const int hover = m_linkLabels->areaAt(point);
    if (hover != m_hoverLink) {
        m_hoverLink = hover;
        viewport()->setCursor(hover >= 0 ? Qt::PointingHandCursor : Qt::IBeamCursor);
        viewport()->update();
    }
}

void LogView::mouseReleaseEvent(QMouseEvent *event)
{
    m_selecting = false;
    if (m_anchor != m_cursor && QApplication::clipboard()->supportsSelection())
        QApplication::clipboard()->setText(selectedText(), QClipboard::Selection);
    QAbstractScrollArea::mouseReleaseEvent(event);
}

void LogView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // Selects the word (letters, digits, _ . - /) under the pointer.
    const Position at = positionAt(event->position().toPoint());
    if (at.line < 0)
        return;
    const QString &text = line(at.line).text;
    auto isWord
        = [](QChar c) { return c.isLetterOrNumber() || c == u'_' || c == u'.' || c == u'-' || c == u'/'; };
    qsizetype from = at.column, to = at.column;
    while (from > 0 && isWord(text[from - 1]))
        --from;
    while (to < text.size() && isWord(text[to]))
        ++to;
    m_anchor = {at.line, from};
    m_cursor = {at.line, to};
    viewport()->update();
}

bool LogView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const int link = m_linkLabels->areaAt(help->pos()); link >= 0) {
            const LogLinkLabels::Area &a = m_linkLabels->areas()[link];
            const Finding &f = m_findings->at(a.finding);
            QToolTip::showText(help->globalPos(),
                (a.which == Link::Workarounds ? tr("Open the workarounds of %1")
                                              : tr("Open the dead ends of %1"))
                        .arg(f.record.id())
                    + u"\n"_s + f.record.signature().left(200),
                viewport());
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void LogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::LanguageChange) {
        m_widest = 0;
        m_overview->invalidate();
        resetCaches();
    }
    QAbstractScrollArea::changeEvent(event);
}

} // namespace Faultline
