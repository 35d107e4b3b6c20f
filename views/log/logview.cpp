// SPDX-License-Identifier: MIT
#include "logview.h"

#include "linecolourer.h"
#include "logfile.h"
#include "monospacetext.h"

#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
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

// Longest part of a line laid out and painted; the rest is marked as cut. Laying out more costs
// frames and nobody reads a 50 MB line on screen; copying takes the whole line.
constexpr qsizetype maxShownChars = 20000;
// Lines kept prepared (with their pixmaps) around the screen. Freeing a few hundred of them costs
// milliseconds, so it is done when idle (prefetch()); a frame trims only past the hard limit.
constexpr qsizetype maxCachedLines = 300;
constexpr qsizetype hardMaxCachedLines = 4 * maxCachedLines;
constexpr int overviewWidth = 12;
constexpr int markerWidth = 4;
constexpr int textMargin = 6;
constexpr qint64 maxCopiedLines = 200000;

} // namespace

namespace {

/// UTF-16 position in the decoded line of byte \a offset of its UTF-8 form \a utf8.
int utf16Position(std::string_view utf8, int offset)
{
    int units = 0;
    for (int i = 0; i < offset && i < int(utf8.size());) {
        const auto c = static_cast<unsigned char>(utf8[std::size_t(i)]);
        const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        units += length == 4 ? 2 : 1;
        i += length;
    }
    return units;
}

} // namespace

struct LogView::Line
{
    QString text;
    bool cut = false;
    QList<Span> spans;
    // What is drawn: the text (with a mark when cut) and its formats, from glyphs when it can be.
    bool formatted = false;
    QString cutText; // the text with its mark, when cut
    QList<QTextLayout::FormatRange> formats;
    std::optional<MonospaceText::Prepared> glyphs; // when drawn from glyphs
    int width = 0;
    const QString &shown() const { return cut ? cutText : text; }
    // Otherwise laid out, and drawn once for the current horizontal scroll and width: a frame
    // then only blits lines it has seen (QTextLayout::draw is the expensive part of a frame).
    // Laid out too when a position in the line is needed (clicks, selections).
    QTextLayout layout;
    bool laidOut = false;
    QPixmap pixmap;
    int pixmapScroll = -1;
    int marker = -1; // finding shown in the gutter (strongest on the line), or -1
    int link = -1; // finding whose link the line carries, or -1
};

/// The line-number gutter left of the text; LogView paints it.
class LogViewGutter : public QWidget
{
public:
    explicit LogViewGutter(LogView *view) : QWidget(view), m_view(view) { }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintGutter(event, this); }
    void mousePressEvent(QMouseEvent *event) override
    {
        const qint64 line = m_view->firstVisibleLine() + qint64(event->position().y()) / m_view->lineHeight();
        m_view->setCurrent(line, event->modifiers() & Qt::ShiftModifier);
    }

private:
    LogView *m_view;
};

/// The overview strip right of the text: where findings are in the whole log; a click jumps.
class LogViewOverview : public QWidget
{
public:
    explicit LogViewOverview(LogView *view) : QWidget(view), m_view(view)
    {
        setCursor(Qt::PointingHandCursor);
    }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintOverview(event, this); }
    void mousePressEvent(QMouseEvent *event) override
    {
        m_view->overviewJump(int(event->position().y()), height());
    }
    void mouseMoveEvent(QMouseEvent *event) override
    {
        if (event->buttons() & Qt::LeftButton)
            m_view->overviewJump(int(event->position().y()), height());
    }

private:
    LogView *m_view;
};

LogView::LogView(QWidget *parent)
    : QAbstractScrollArea(parent), m_gutter(new LogViewGutter(this)), m_overview(new LogViewOverview(this))
{
    setObjectName(u"LogView"_s);
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(font);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->setCursor(Qt::IBeamCursor);
    // Each paints every pixel of its rectangle: no background under them (the viewport's is a
    // 2.5 MB fill a frame on a 1000×700 pane).
    for (QWidget *w : {viewport(), m_gutter, m_overview})
        w->setAttribute(Qt::WA_OpaquePaintEvent);
    m_gutter->setObjectName(u"LogViewGutter"_s);
    m_overview->setObjectName(u"LogViewOverview"_s);
    resetCaches();
}

LogView::~LogView() = default;

void LogView::setLogFile(LogFile *file)
{
    m_file = file;
    m_current = 0;
    m_anchor = m_cursor = {};
    m_autoSyntax.clear();
    m_widest = 0;
    resetCaches();
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
}

void LogView::setMatcher(std::shared_ptr<const LogMatcher> matcher)
{
    m_matcher = std::move(matcher);
    setFindings(m_findings);
}

void LogView::setFindings(const QList<Finding> &findings)
{
    m_findings = findings;
    m_findingOfPattern.assign(m_matcher ? std::size_t(m_matcher->patternCount()) : 0, -1);
    m_patternOfFinding.assign(std::size_t(m_findings.size()), 0);
    if (m_matcher) {
        QHash<QString, int> pattern;
        for (qsizetype i = 0; i < m_matcher->patternCount(); ++i)
            pattern.insert(m_matcher->records().at(i).id(), int(i));
        for (qsizetype i = 0; i < m_findings.size(); ++i) {
            if (const auto it = pattern.constFind(m_findings[i].record.id()); it != pattern.cend()) {
                m_findingOfPattern[std::size_t(*it)] = int(i);
                m_patternOfFinding[std::size_t(i)] = *it;
            }
        }
    }
    m_overviewLines = -1;
    resetCaches();
}

void LogView::setSyntax(const QString &definitionName)
{
    m_syntax = definitionName;
    m_colourer.reset();
    resetCaches();
}

QString LogView::syntax() const
{
    return m_syntax;
}

QString LogView::effectiveSyntax() const
{
    return m_syntax.isEmpty() ? m_autoSyntax : m_syntax;
}

LineColourer &LogView::colourer()
{
    if (m_syntax.isEmpty() && m_autoSyntax.isEmpty() && m_file && m_file->lineCount() > 0) {
        // By content: a Python traceback anywhere near the start, otherwise a log file.
        bool python = false;
        for (qint64 i = 0; i < std::min<qint64>(m_file->lineCount(), 400) && !python; ++i)
            python = m_file->line(LineNumber(i), 200).contains(u"Traceback (most recent call last)"_s);
        m_autoSyntax = python ? u"Python"_s : u"Log File (advanced)"_s;
        m_colourer.reset();
    }
    if (!m_colourer)
        m_colourer = std::make_unique<LineColourer>(effectiveSyntax(), palette());
    return *m_colourer;
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
    m_lines.clear();
    m_linkLabels.clear(); // their font and language
    m_colourer.reset(); // the theme follows the palette
    m_hoverLink = -1;
    const QFontMetrics metrics(font());
    m_lineHeight = metrics.height() + 1;
    m_charWidth = std::max(1, metrics.horizontalAdvance(u'0'));
    m_monospace = std::make_unique<MonospaceText>(font(), 8 * m_charWidth);
    if (!m_monospace->isValid())
        m_monospace.reset();
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
        m_lines.erase(m_file->lineCount() - 1);
    if (m_file && m_file->lineCount() > 1)
        m_lines.erase(m_file->lineCount() - 2);
    updateGeometries();
    updateScrollBars();
    viewport()->update();
    m_gutter->update();
    m_overview->update();
}

int LogView::gutterWidth() const
{
    const qint64 lines = m_file ? std::max<qint64>(m_file->lineCount(), 999) : 999;
    const int digits = int(std::log10(double(lines))) + 1;
    return m_charWidth * digits + markerWidth + 2 * textMargin;
}

void LogView::updateGeometries()
{
    setViewportMargins(gutterWidth(), 0, overviewWidth, 0);
    const QRect r = viewport()->geometry();
    m_gutter->setGeometry(r.left() - gutterWidth(), r.top(), gutterWidth(), r.height());
    m_overview->setGeometry(r.right() + 1, r.top(), overviewWidth, r.height());
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

QColor LogView::patternColor(int pattern, bool weak) const
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    if (weak)
        return palette().color(QPalette::PlaceholderText);
    // Golden-ratio hues: neighbouring patterns get distinct colours.
    const double hue = std::fmod(double(pattern) * 0.6180339887, 1.0);
    return QColor::fromHsvF(float(hue), dark ? 0.55f : 0.35f, dark ? 0.45f : 1.0f);
}

void LogView::prepareLines(qint64 first, qint64 last)
{
    if (!m_file)
        return;
    if (qsizetype(m_lines.size()) > hardMaxCachedLines)
        trimLines(first, last);
    std::vector<qint64> missing;
    for (qint64 n = first; n < last; ++n) {
        if (!m_lines.contains(n))
            missing.push_back(n);
    }
    if (missing.empty())
        return;
    // Read a stretch of consecutive lines at a time: a screen after a jump is one read.
    QList<QString> texts;
    QList<bool> cuts;
    for (std::size_t i = 0; i < missing.size();) {
        std::size_t j = i + 1;
        while (j < missing.size() && missing[j] == missing[j - 1] + 1)
            ++j;
        QList<bool> stretchCuts;
        texts += m_file->lines(LineNumber(missing[i]), qsizetype(j - i), maxShownChars, &stretchCuts);
        cuts += stretchCuts;
        texts.resize(qsizetype(j)); // lines gone from the file meanwhile are shown empty
        cuts.resize(qsizetype(j));
        i = j;
    }
    std::string block;
    for (std::size_t i = 0; i < missing.size(); ++i) {
        const qint64 n = missing[i];
        auto line = std::make_unique<Line>();
        line->text = std::move(texts[qsizetype(i)]);
        line->cut = cuts[qsizetype(i)];
        // Tabs and control characters would confuse the layout; show them as spaces and symbols.
        for (QChar &c : line->text) {
            if (c.unicode() < 0x20 && c != u'\t')
                c = QChar(0x2400 + c.unicode()); // ␀ … ␟
        }
        if (m_matcher) {
            const QByteArray utf8 = line->text.toUtf8();
            block.append(utf8.constData(), std::size_t(utf8.size()));
            block.push_back('\n');
        }
        m_lines.emplace(n, std::move(line));
    }
    if (!m_matcher)
        return;
    m_matcher->matchBlock(
        block, [&](qint64 index, std::string_view text, std::span<const LogMatcher::Hit> hits) {
            Line &line = *m_lines[missing[std::size_t(index)]];
            double best = -1, bestWeak = -1;
            for (const LogMatcher::Hit &h : hits) {
                const int start = utf16Position(text, h.begin);
                const int end = utf16Position(text, h.end);
                line.spans.append({start, end - start, h.pattern});
                const int f = h.pattern < int(m_findingOfPattern.size())
                    ? m_findingOfPattern[std::size_t(h.pattern)]
                    : -1;
                if (f < 0)
                    continue;
                const Finding &finding = m_findings[f];
                if (!finding.weak && finding.score > best) {
                    best = finding.score;
                    line.link = f;
                    line.marker = f;
                } else if (finding.weak && best < 0 && finding.score > bestWeak) {
                    bestWeak = finding.score;
                    line.marker = f;
                }
            }
        });
    // Suggestions have no hit: their link goes on the line they resemble.
    for (qsizetype i = 0; i < m_findings.size(); ++i) {
        const Finding &f = m_findings[i];
        if (f.suggestion) {
            if (const auto it = m_lines.find(f.best.line); it != m_lines.end() && it->second->link < 0) {
                it->second->link = int(i);
                it->second->marker = int(i);
            }
        }
    }
}

void LogView::trimLines(qint64 first, qint64 last)
{
    for (auto it = m_lines.begin(); it != m_lines.end();)
        it = it->first < first - 100 || it->first > last + 100 ? m_lines.erase(it) : std::next(it);
}

void LogView::formatLine(Line &line)
{
    if (line.formatted)
        return;
    line.formatted = true;
    if (line.cut)
        line.cutText = line.text + u" …"_s;

    QList<QTextLayout::FormatRange> &formats = line.formats;
    formats = colourer().colour(line.text.left(4000)); // colouring is the slow part on long lines
    for (const Span &span : std::as_const(line.spans)) {
        const int f = span.pattern < int(m_findingOfPattern.size())
            ? m_findingOfPattern[std::size_t(span.pattern)]
            : -1;
        const bool weak = f < 0 || m_findings[f].weak;
        QTextCharFormat format;
        if (weak) {
            format.setUnderlineStyle(QTextCharFormat::DotLine);
            format.setUnderlineColor(palette().color(QPalette::PlaceholderText));
        } else {
            format.setBackground(patternColor(span.pattern, false));
        }
        formats.append({span.start, span.length, format});
    }
    if (line.cut) {
        QTextCharFormat format;
        format.setForeground(palette().color(QPalette::PlaceholderText));
        formats.append({int(line.text.size()), 2, format});
    }
    if (m_monospace)
        line.glyphs = m_monospace->prepare(line.shown(), formats, palette().color(QPalette::Text));
    if (line.glyphs) {
        line.width = int(std::ceil(line.glyphs->width));
    } else {
        layoutLine(line);
        line.width = int(std::ceil(line.layout.lineAt(0).naturalTextWidth()));
    }
    if (line.width > m_widest) {
        m_widest = line.width;
        updateScrollBars();
    }
}

void LogView::layoutLine(Line &line)
{
    formatLine(line);
    if (line.laidOut)
        return;
    line.laidOut = true;
    line.layout.setText(line.shown());
    line.layout.setFont(font());
    QTextOption option;
    option.setWrapMode(QTextOption::NoWrap);
    option.setTabStopDistance(8 * m_charWidth);
    line.layout.setTextOption(option);
    line.layout.setCacheEnabled(true);
    line.layout.setFormats(line.formats);
    line.layout.beginLayout();
    QTextLine tl = line.layout.createLine();
    if (tl.isValid())
        tl.setLeadingIncluded(true);
    line.layout.endLayout();
}

bool LogView::hasPixmap(const Line &line) const
{
    return line.pixmapScroll == horizontalScrollBar()->value()
        && line.pixmap.deviceIndependentSize() == QSizeF(viewport()->width(), m_lineHeight);
}

bool LogView::renderLine(Line &line)
{
    const qreal dpr = viewport()->devicePixelRatioF();
    const QSize size(viewport()->width(), m_lineHeight);
    const int scroll = horizontalScrollBar()->value();
    if (hasPixmap(line))
        return false;
    formatLine(line); // lays the line out when it is not drawn from glyphs
    line.pixmap = QPixmap(size * dpr);
    line.pixmap.setDevicePixelRatio(dpr);
    line.pixmap.fill(Qt::transparent);
    QPainter painter(&line.pixmap);
    painter.setPen(palette().color(QPalette::Text)); // a pixmap's painter starts black
    if (line.glyphs)
        m_monospace->draw(&painter, QPointF(textMargin - scroll, 0), *line.glyphs, 0, size.width());
    else
        line.layout.draw(&painter, QPointF(textMargin - scroll, 0));
    line.pixmapScroll = scroll;
    return true;
}

const LogView::Line &LogView::line(qint64 number)
{
    prepareLines(number, number + 1);
    Line &l = *m_lines[number];
    layoutLine(l);
    return l;
}

void LogView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    const QPalette pal = palette();
    p.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    m_links.clear();
    if (!m_file)
        return;
    const qint64 count = m_file->lineCount();
    const qint64 first = firstVisibleLine();
    const qint64 last = std::min(count, first + visibleLineCount() + 1);
    prepareLines(first, last);
    if (!m_prefetchQueued) { // the pages above and below, once the event loop is idle
        m_prefetchQueued = true;
        QTimer::singleShot(0, this, &LogView::prefetch);
    }
    const int x0 = textMargin - horizontalScrollBar()->value();
    const Position selFrom = std::min(m_anchor, m_cursor), selTo = std::max(m_anchor, m_cursor);
    const bool hasSelection = selFrom != selTo;
    QTextCharFormat selectionFormat;
    selectionFormat.setBackground(pal.color(QPalette::Highlight));
    selectionFormat.setForeground(pal.color(QPalette::HighlightedText));
    QTextCharFormat searchFormat;
    searchFormat.setBackground(QColor(255, 220, 0, 150));
    const QFontMetrics linkMetrics(font());
    // Lines drawn from glyphs have their glyphs drawn together once every line's background is
    // (a jump's frame had some 180 glyph runs, a dozen colours); the link labels go over them.
    MonospaceText::Batch batch;
    struct Label
    {
        QPoint at;
        const QPixmap *pill;
        QLine underline; // under the link the pointer is over, if any
    };
    QVarLengthArray<Label, 16> labels;

    for (qint64 n = first; n < last; ++n) {
        const int y = int(n - first) * m_lineHeight;
        Line &l = *m_lines[n];
        formatLine(l);
        if (n == m_current) {
            QColor c = pal.color(QPalette::Highlight);
            c.setAlpha(hasFocus() ? 40 : 20);
            p.fillRect(QRect(0, y, viewport()->width(), m_lineHeight), c);
        }
        QList<QTextLayout::FormatRange> extra;
        if (!m_search.isEmpty()) {
            for (qsizetype at = l.text.indexOf(m_search, 0, Qt::CaseInsensitive); at >= 0;
                at = l.text.indexOf(m_search, at + m_search.size(), Qt::CaseInsensitive))
                extra.append({int(at), int(m_search.size()), searchFormat});
        }
        if (hasSelection && n >= selFrom.line && n <= selTo.line) {
            const int from = n == selFrom.line ? int(selFrom.column) : 0;
            const int to = n == selTo.line ? int(selTo.column) : int(l.text.size()) + 1;
            if (to > from)
                extra.append({from, to - from, selectionFormat});
        }
        // A line seen before is blitted; one not seen yet is drawn from glyphs if it can be (a
        // jump shows a screen of such lines: their pixmaps are drawn later, when idle).
        bool drawn = false;
        if (extra.isEmpty() && hasPixmap(l)) {
            p.drawPixmap(0, y, l.pixmap);
            drawn = true;
        } else if (l.glyphs && extra.isEmpty()) {
            m_monospace->draw(&p, QPointF(x0, y), *l.glyphs, 0, viewport()->width(), &batch);
            drawn = true;
        } else if (l.glyphs) {
            drawn = m_monospace->draw(&p, QPointF(x0, y), l.shown(), l.formats + extra,
                pal.color(QPalette::Text), 0, viewport()->width());
        }
        if (!drawn && extra.isEmpty()) {
            renderLine(l);
            p.drawPixmap(0, y, l.pixmap);
        } else if (!drawn) {
            layoutLine(l);
            l.layout.draw(&p, QPointF(x0, y), extra);
        }

        if (l.link >= 0) {
            const LinkLabel &label = linkLabel(l.link);
            const int total = int(label.pill.deviceIndependentSize().width());
            // After the text when there is room. Else at the right edge over the text, which is
            // often the error message itself: only on the current line and the one under the
            // pointer, so the message stays readable (the gutter marker shows there is a link).
            const int textEnd = x0 + l.width + 3 * m_charWidth;
            const bool fits = textEnd + total <= viewport()->width() - 2;
            if (!fits && n != m_current && n != m_hoverLine)
                continue;
            const int left = std::max(0, std::min(textEnd, viewport()->width() - total - 2));
            labels.append({QPoint(left, y + 1), &label.pill, QLine()});
            for (const auto &[which, from, width] :
                {std::tuple(Link::Workarounds, label.workarounds.first, label.workarounds.second),
                    std::tuple(Link::DeadEnds, label.deadEnds.first, label.deadEnds.second)}) {
                if (m_hoverLink == m_links.size()) {
                    const int underline = y + label.baseline + linkMetrics.underlinePos();
                    labels.back().underline
                        = QLine(left + from, underline, left + from + width - 1, underline);
                }
                m_links.append({QRect(left + from, y, width, m_lineHeight), n, l.link, which});
            }
        }
    }
    if (m_monospace)
        m_monospace->flush(&p, batch);
    for (const Label &label : std::as_const(labels)) {
        p.drawPixmap(label.at, *label.pill);
        if (!label.underline.isNull()) {
            p.setPen(pal.color(QPalette::Link));
            p.drawLine(label.underline);
        }
    }
}

const LogView::LinkLabel &LogView::linkLabel(int finding)
{
    const Finding &f = m_findings[finding];
    const auto key = std::tuple(f.suggestion, f.record.workarounds().size(), f.record.deadEnds().size());
    auto it = m_linkLabels.find(key);
    if (it != m_linkLabels.end())
        return it->second;
    const QString prefix = f.suggestion
        ? tr("suggested:", "before a record named only because its signature resembles the line") + u' '
        : QString();
    const QString workarounds = tr("%n workaround(s)", nullptr, int(f.record.workarounds().size()));
    const QString separator = u" · "_s;
    const QString deadEnds = tr("%n dead end(s)", nullptr, int(f.record.deadEnds().size()));
    const QFontMetrics metrics(font());
    const int wp = metrics.horizontalAdvance(prefix), w1 = metrics.horizontalAdvance(workarounds),
              ws = metrics.horizontalAdvance(separator), w2 = metrics.horizontalAdvance(deadEnds);

    // Drawn once: a rounded pill with the links' text.
    LinkLabel label;
    const QPalette pal = palette();
    const QSize size(wp + w1 + ws + w2 + 2 * textMargin, m_lineHeight - 2);
    const qreal dpr = viewport()->devicePixelRatioF();
    label.pill = QPixmap(size * dpr);
    label.pill.setDevicePixelRatio(dpr);
    label.pill.fill(Qt::transparent);
    QPainter p(&label.pill);
    p.setFont(font());
    p.setPen(Qt::NoPen);
    p.setBrush(pal.color(QPalette::Base));
    p.drawRoundedRect(QRect(QPoint(0, 0), size), 4, 4);
    QColor border = pal.color(QPalette::Link);
    border.setAlpha(90);
    p.setPen(border);
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRect(QPoint(0, 0), size).adjusted(0, 0, -1, -1), 4, 4);
    // The pill sits one pixel below the line's top; baseline is from the line's top.
    label.baseline = (m_lineHeight - metrics.height()) / 2 + metrics.ascent();
    const int baseline = label.baseline - 1;
    int x = textMargin;
    auto draw = [&](const QString &text, int width, QPalette::ColorRole role) {
        p.setPen(pal.color(role));
        p.drawText(x, baseline, text);
        x += width;
        return std::pair(x - width, width);
    };
    draw(prefix, wp, QPalette::PlaceholderText);
    label.workarounds = draw(workarounds, w1, QPalette::Link);
    draw(separator, ws, QPalette::PlaceholderText);
    label.deadEnds = draw(deadEnds, w2, QPalette::Link);
    return m_linkLabels.emplace(key, std::move(label)).first->second;
}

void LogView::prefetch()
{
    m_prefetchQueued = false;
    if (!m_file)
        return;
    const qint64 first = firstVisibleLine();
    const int page = visibleLineCount() + 1;
    const qint64 count = m_file->lineCount();
    const qint64 from = std::max<qint64>(0, first - page), to = std::min(count, first + 2 * page);
    if (qsizetype(m_lines.size()) > maxCachedLines)
        trimLines(from, to);
    prepareLines(from, to);
    // Drawn into pixmaps ahead, so that scrolling and paging only blit: the lines on screen
    // (drawn from glyphs when they were new), then the page below (the way a log is read), then
    // the one above. A slice at a time, so that input never waits long.
    QElapsedTimer slice;
    slice.start();
    auto render = [&](qint64 a, qint64 b) {
        for (qint64 n = a; n < b; ++n) {
            if (renderLine(*m_lines[n]) && slice.elapsed() >= 8)
                return false;
        }
        return true;
    };
    if (!render(first, std::min(count, first + page)) || !render(std::min(count, first + page), to)
        || !render(from, first)) {
        m_prefetchQueued = true;
        QTimer::singleShot(0, this, &LogView::prefetch);
    }
}

void LogView::paintGutter(QPaintEvent *, QWidget *gutter)
{
    QPainter p(gutter);
    const QPalette pal = palette();
    p.fillRect(gutter->rect(), pal.color(QPalette::AlternateBase));
    if (!m_file)
        return;
    const qint64 first = firstVisibleLine();
    const qint64 last = std::min(m_file->lineCount(), first + visibleLineCount() + 1);
    prepareLines(first, last);
    p.setFont(font());
    const int numberRight = gutter->width() - markerWidth - textMargin;
    // The numbers in two glyph runs, the current line's colour and the others': a text layout
    // each cost a fifth of a wheel step's frame.
    MonospaceText::Batch numbers;
    for (qint64 n = first; n < last; ++n) {
        const int y = int(n - first) * m_lineHeight;
        const Line &l = *m_lines[n];
        const QString number = QString::number(n + 1);
        const QColor colour
            = n == m_current ? pal.color(QPalette::Text) : pal.color(QPalette::PlaceholderText);
        if (!m_monospace
            || !m_monospace->appendAscii(number,
                QPointF(numberRight - m_monospace->advance() * qreal(number.size()), y), colour, numbers)) {
            p.setPen(colour);
            p.drawText(QRect(0, y, numberRight, m_lineHeight), Qt::AlignRight | Qt::AlignVCenter, number);
        }
        if (l.marker >= 0) {
            const Finding &f = m_findings[l.marker];
            const bool weak = f.weak;
            QColor c = f.suggestion ? pal.color(QPalette::Link)
                                    : patternColor(m_patternOfFinding[std::size_t(l.marker)], weak);
            if (!weak && !f.suggestion)
                c = c.darker(pal.color(QPalette::Base).lightness() < 128 ? 70 : 130);
            p.fillRect(QRect(gutter->width() - markerWidth - 1, y + 1, markerWidth, m_lineHeight - 2), c);
        }
    }
    if (m_monospace)
        m_monospace->flush(&p, numbers);
}

void LogView::paintOverview(QPaintEvent *, QWidget *overview)
{
    QPainter p(overview);
    const QPalette pal = palette();
    const qint64 count = m_file ? m_file->lineCount() : 0;
    const int h = overview->height();
    if (m_overviewCache.size() != overview->size() * overview->devicePixelRatio()
        || m_overviewLines != count) {
        m_overviewLines = count;
        m_overviewCache = QPixmap(overview->size() * overview->devicePixelRatio());
        m_overviewCache.setDevicePixelRatio(overview->devicePixelRatio());
        m_overviewCache.fill(pal.color(QPalette::AlternateBase));
        QPainter c(&m_overviewCache);
        if (count > 0 && h > 2) {
            // A mark a pixel row, the last one there winning, as if each hit were painted in
            // turn: tens of thousands of hits, redrawn as the index grows, cost tens of
            // milliseconds painted one by one. Weak findings first, so the diagnosis is drawn
            // over them.
            std::vector<QRgb> rows[2]; // per pass: the colour of each row; 0: none
            for (int pass = 0; pass < 2; ++pass) {
                rows[pass].assign(std::size_t(h), 0);
                for (qsizetype i = 0; i < m_findings.size(); ++i) {
                    const Finding &f = m_findings[i];
                    if (f.weak != (pass == 0))
                        continue;
                    const QColor colour = f.suggestion ? pal.color(QPalette::Link)
                        : f.weak                       ? pal.color(QPalette::PlaceholderText)
                                 : patternColor(m_patternOfFinding[std::size_t(i)], false).darker(130);
                    const QRgb rgb = colour.rgba(); // 0 (transparent) marks nothing either way
                    auto mark = [&](qint64 line) {
                        rows[pass][std::size_t(double(line) / double(count) * (h - 2))] = rgb;
                    };
                    if (f.suggestion)
                        mark(f.best.line);
                    for (const TriageHit &hit : f.hits)
                        mark(hit.line);
                }
                const QRect area
                    = pass == 0 ? QRect(0, 0, overviewWidth / 2, 1) : QRect(0, 0, overviewWidth, 2);
                for (int y = 0; y < h; ++y) {
                    if (rows[pass][std::size_t(y)] != 0)
                        c.fillRect(area.translated(0, y), QColor::fromRgba(rows[pass][std::size_t(y)]));
                }
            }
        }
    }
    p.drawPixmap(0, 0, m_overviewCache);
    if (count > 0) { // where the screen is
        const double top = double(firstVisibleLine()) / double(count) * h;
        const double height = std::max(3.0, double(visibleLineCount()) / double(count) * h);
        QColor c = pal.color(QPalette::Text);
        c.setAlpha(40);
        p.fillRect(QRectF(0, top, overviewWidth, height), c);
    }
}

void LogView::overviewJump(int y, int height)
{
    if (!m_file || height <= 0)
        return;
    const qint64 line = qint64(double(std::clamp(y, 0, height)) / height * double(m_file->lineCount()));
    verticalScrollBar()->setValue(int(std::min<qint64>(INT_MAX, line - visibleLineCount() / 2)));
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
        const Line &l = this->line(line);
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
    const Line &l = line(n);
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
    for (const LinkArea &a : m_links) {
        if (a.line == line && a.which == which)
            return a.rect;
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
    for (const LinkArea &a : std::as_const(m_links)) {
        if (a.rect.contains(event->position().toPoint())) {
            Q_EMIT linkActivated(m_findings[a.finding].record.id(), a.which);
            return;
        }
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
    int hover = -1;
    for (qsizetype i = 0; i < m_links.size(); ++i) {
        if (m_links[i].rect.contains(point))
            hover = int(i);
    }
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
        for (const LinkArea &a : std::as_const(m_links)) {
            if (a.rect.contains(help->pos())) {
                const Finding &f = m_findings[a.finding];
                QToolTip::showText(help->globalPos(),
                    (a.which == Link::Workarounds ? tr("Open the workarounds of %1")
                                                  : tr("Open the dead ends of %1"))
                            .arg(f.record.id())
                        + u"\n"_s + f.record.signature().left(200),
                    viewport());
                return true;
            }
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
        m_overviewLines = -1;
        resetCaches();
    }
    QAbstractScrollArea::changeEvent(event);
}

} // namespace Faultline
