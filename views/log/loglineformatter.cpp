// SPDX-License-Identifier: MIT
#include "loglineformatter.h"

#include "ansiformats.h"
#include "linecolourer.h"
#include "logfile.h"
#include "logfindings.h"
#include "loglinecache.h"
#include "logseverity.h"
#include "monospacetext.h"

#include <QPainter>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

LogLineFormatter::LogLineFormatter(const LogFindings &findings) : m_findings(findings) { }

LogLineFormatter::~LogLineFormatter() = default;

void LogLineFormatter::setFile(LogFile *file)
{
    m_file = file;
    m_autoSyntax.clear();
}

void LogLineFormatter::setLook(const QFont &font, const QPalette &palette, int charWidth, int lineHeight)
{
    m_font = font;
    m_palette = palette;
    m_charWidth = charWidth;
    m_lineHeight = lineHeight;
    m_colourer.reset(); // the theme follows the palette
    m_monospace = std::make_unique<MonospaceText>(font, 8 * charWidth);
    if (!m_monospace->isValid())
        m_monospace.reset();
}

void LogLineFormatter::setSyntax(const QString &definitionName)
{
    m_syntax = definitionName;
    m_colourer.reset();
}

LineColourer &LogLineFormatter::colourer()
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
        m_colourer = std::make_unique<LineColourer>(effectiveSyntax(), m_palette);
    return *m_colourer;
}

void LogLineFormatter::format(LogLine &line)
{
    if (line.formatted)
        return;
    line.formatted = true;
    if (line.cut)
        line.cutText = line.text + u" …"_s;

    QList<QTextLayout::FormatRange> &formats = line.formats;
    if (line.ansi)
        formats = AnsiFormats::formats(line.ansiRuns, m_palette);
    else
        formats = colourer().colour(line.text.left(4000)); // colouring is the slow part on long lines
    if (LogSeverity::isDimmed(line.severity)) { // debug and trace lines: dimmed over their colours
        QTextCharFormat dim;
        dim.setForeground(m_palette.color(QPalette::PlaceholderText));
        formats.append({0, int(line.text.size()), dim});
    }
    for (const LogLine::Span &span : std::as_const(line.spans)) {
        const int f = m_findings.findingOfPattern(span.pattern);
        const bool weak = f < 0 || m_findings.at(f).weak;
        QTextCharFormat format;
        if (weak) {
            format.setUnderlineStyle(QTextCharFormat::DotLine);
            format.setUnderlineColor(m_palette.color(QPalette::PlaceholderText));
        } else {
            format.setBackground(LogFindings::patternColour(span.pattern, false, m_palette));
        }
        formats.append({span.start, span.length, format});
    }
    if (line.cut) {
        QTextCharFormat format;
        format.setForeground(m_palette.color(QPalette::PlaceholderText));
        formats.append({int(line.text.size()), 2, format});
    }
    if (m_monospace)
        line.glyphs = m_monospace->prepare(line.shown(), formats, m_palette.color(QPalette::Text));
    if (line.glyphs) {
        line.width = int(std::ceil(line.glyphs->width));
    } else {
        layOut(line);
        line.width = int(std::ceil(line.layout.lineAt(0).naturalTextWidth()));
    }
}

void LogLineFormatter::layOut(LogLine &line, int wrapWidth)
{
    format(line);
    if (line.laidOut && line.wrapWidth == wrapWidth)
        return;
    if (line.laidOut) { // laid out for another width: its rows and pixmap change
        line.layout.clearLayout();
        line.pixmap = QPixmap();
        line.pixmapScroll = -1;
    }
    line.laidOut = true;
    line.wrapWidth = wrapWidth;
    line.layout.setText(line.shown());
    line.layout.setFont(m_font);
    QTextOption option;
    option.setWrapMode(wrapWidth > 0 ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::NoWrap);
    option.setTabStopDistance(8 * m_charWidth);
    line.layout.setTextOption(option);
    line.layout.setCacheEnabled(true);
    line.layout.setFormats(line.formats);
    line.layout.beginLayout();
    // Rows the view's line height apart, so that they line up with the gutter and other lines.
    // Unwrapped, one row only (a U+2028 in the text would start another).
    int rows = 0;
    qreal widest = 0;
    for (QTextLine tl = line.layout.createLine(); tl.isValid();
        tl = wrapWidth > 0 ? line.layout.createLine() : QTextLine()) {
        tl.setLeadingIncluded(true);
        if (wrapWidth > 0)
            tl.setLineWidth(wrapWidth);
        tl.setPosition(QPointF(0, rows * m_lineHeight));
        widest = std::max(widest, tl.naturalTextWidth());
        ++rows;
    }
    line.layout.endLayout();
    line.rows = wrapWidth > 0 ? std::max(1, rows) : 1;
    line.wrappedWidth = int(std::ceil(widest));
}

bool LogLineFormatter::hasPixmap(const LogLine &line, QSize size, int scroll)
{
    return line.pixmapScroll == scroll && line.pixmap.deviceIndependentSize() == QSizeF(size);
}

void LogLineFormatter::render(LogLine &line, QSize size, int scroll, int x, qreal devicePixelRatio) const
{
    line.pixmap = QPixmap(size * devicePixelRatio);
    line.pixmap.setDevicePixelRatio(devicePixelRatio);
    line.pixmap.fill(Qt::transparent);
    QPainter painter(&line.pixmap);
    painter.setPen(m_palette.color(QPalette::Text)); // a pixmap's painter starts black
    if (line.glyphs && !line.isWrapped())
        m_monospace->draw(&painter, QPointF(x, 0), *line.glyphs, 0, size.width());
    else
        line.layout.draw(&painter, QPointF(x, 0));
    line.pixmapScroll = scroll;
}

} // namespace Faultline
