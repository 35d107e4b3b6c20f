// SPDX-License-Identifier: MIT
#include "logview.h"

#include "logfile.h"
#include "logfindings.h"
#include "loggutter.h"
#include "loglinecache.h"
#include "loglineformatter.h"
#include "loglinklabels.h"
#include "logoverview.h"
#include "monospacetext.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextLayout>
#include <QTimer>
#include <QToolTip>
#include <QVarLengthArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr int textMargin = 6;
constexpr qint64 maxCopiedLines = 200000;

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
    resetCaches();
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
    m_formatter->setLook(font(), palette(), m_charWidth);
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
    return std::max(1, viewport()->height() / m_lineHeight);
}

qint64 LogView::firstVisibleLine() const
{
    return verticalScrollBar()->value();
}

void LogView::updateScrollBars()
{
    const qint64 lines = m_file ? m_file->lineCount() : 0;
    const int page = visibleLineCount();
    verticalScrollBar()->setRange(0, int(std::clamp<qint64>(lines - page, 0, INT_MAX)));
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setSingleStep(1);
    horizontalScrollBar()->setRange(0, std::max(0, m_widest + 2 * textMargin + 200 - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    horizontalScrollBar()->setSingleStep(m_charWidth * 4);
}

void LogView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateGeometries();
    updateScrollBars();
}

void LogView::scrollContentsBy(int, int)
{
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
    m_formatter->layOut(line);
}

bool LogView::hasPixmap(const LogLine &line) const
{
    return LogLineFormatter::hasPixmap(
        line, QSize(viewport()->width(), m_lineHeight), horizontalScrollBar()->value());
}

bool LogView::renderLine(LogLine &line)
{
    if (hasPixmap(line))
        return false;
    formatLine(line); // lays the line out when it is not drawn from glyphs
    const int scroll = horizontalScrollBar()->value();
    m_formatter->render(line, QSize(viewport()->width(), m_lineHeight), scroll, textMargin - scroll,
        viewport()->devicePixelRatioF());
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
    const qint64 count = m_file->lineCount();
    const qint64 first = firstVisibleLine();
    const qint64 last = std::min(count, first + visibleLineCount() + 1);
    m_lines->prepare(first, last);
    if (!m_prefetchQueued) { // the pages above and below, once the event loop is idle
        m_prefetchQueued = true;
        QTimer::singleShot(0, this, &LogView::prefetch);
    }
    frame.x0 = textMargin - horizontalScrollBar()->value();
    frame.selectionFrom = std::min(m_anchor, m_cursor);
    frame.selectionTo = std::max(m_anchor, m_cursor);

    for (qint64 n = first; n < last; ++n) {
        const int y = int(n - first) * m_lineHeight;
        LogLine &l = m_lines->line(n);
        formatLine(l);
        if (n == m_current) {
            QColor c = frame.palette.color(QPalette::Highlight);
            c.setAlpha(hasFocus() ? 40 : 20);
            frame.painter.fillRect(QRect(0, y, viewport()->width(), m_lineHeight), c);
        }
        drawLineText(frame, l, n, y);
        if (l.link >= 0)
            placeLink(frame, l, n, y);
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

void LogView::drawLineText(Frame &frame, LogLine &l, qint64 n, int y)
{
    QPainter &p = frame.painter;
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
    // A line seen before is blitted; one not seen yet is drawn from glyphs if it can be (a
    // jump shows a screen of such lines: their pixmaps are drawn later, when idle).
    bool drawn = false;
    if (extra.isEmpty() && hasPixmap(l)) {
        p.drawPixmap(0, y, l.pixmap);
        drawn = true;
    } else if (l.glyphs && extra.isEmpty()) {
        m_formatter->monospace()->draw(
            &p, QPointF(frame.x0, y), *l.glyphs, 0, viewport()->width(), &frame.batch);
        drawn = true;
    } else if (l.glyphs) {
        drawn = m_formatter->monospace()->draw(&p, QPointF(frame.x0, y), l.shown(), l.formats + extra,
            frame.palette.color(QPalette::Text), 0, viewport()->width());
    }
    if (!drawn && extra.isEmpty()) {
        renderLine(l);
        p.drawPixmap(0, y, l.pixmap);
    } else if (!drawn) {
        layoutLine(l);
        l.layout.draw(&p, QPointF(frame.x0, y), extra);
    }
}

void LogView::placeLink(Frame &frame, const LogLine &l, qint64 n, int y)
{
    const Finding &finding = m_findings->at(l.link);
    const LogLinkLabels::Label *label = m_linkLabels->find(finding);
    if (!label) {
        const int workarounds = int(finding.record.workarounds().size());
        const int deadEnds = int(finding.record.deadEnds().size());
        const LogLinkLabels::Texts texts {finding.suggestion
                ? tr("suggested:", "before a record named only because its signature resembles the line")
                    + u' '
                : QString(),
            tr("%n workaround(s)", nullptr, workarounds), u" · "_s, tr("%n dead end(s)", nullptr, deadEnds)};
        label = &m_linkLabels->add(
            finding, texts, font(), palette(), m_lineHeight, viewport()->devicePixelRatioF());
    }
    const int textEnd = frame.x0 + l.width + 3 * m_charWidth;
    if (const auto placed
        = m_linkLabels->place(*label, l.link, n, y, m_lineHeight, textEnd, viewport()->width(),
            n == m_current || n == m_hoverLine, m_hoverLink, frame.linkMetrics.underlinePos()))
        frame.labels.append(*placed);
}

void LogView::prefetch()
{
    m_prefetchQueued = false;
    if (!m_file)
        return;
    if (!m_lines->prefetch(
            firstVisibleLine(), visibleLineCount() + 1, [this](LogLine &line) { return renderLine(line); })) {
        m_prefetchQueued = true;
        QTimer::singleShot(0, this, &LogView::prefetch);
    }
}

void LogView::ensureVisible(qint64 line, bool centre)
{
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
    if (column >= 0) { // bring the found text into view horizontally
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
    const qint64 n = std::clamp<qint64>(
        firstVisibleLine() + std::max(0, point.y()) / m_lineHeight, 0, m_file->lineCount() - 1);
    const LogLine &l = line(n);
    const double x = point.x() + horizontalScrollBar()->value() - textMargin;
    const int column = l.layout.lineCount() > 0 ? l.layout.lineAt(0).xToCursor(x) : 0;
    return {n, std::min<qsizetype>(column, l.text.size())};
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
    const qint64 hoverLine = m_file && point.y() >= 0 && m_lineHeight > 0
        ? std::min(firstVisibleLine() + point.y() / m_lineHeight, m_file->lineCount() - 1)
        : -1;
    if (hoverLine != m_hoverLine) {
        m_hoverLine = hoverLine;
        viewport()->update(); // a link pill that would cover text shows on the line under the pointer
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
    if (event->type() == QEvent::Leave && m_hoverLine >= 0) {
        m_hoverLine = -1;
        viewport()->update();
    }
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
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::LanguageChange) {
        m_widest = 0;
        m_overview->invalidate();
        resetCaches();
    }
    QAbstractScrollArea::changeEvent(event);
}

} // namespace Faultline
