// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QPalette>
#include <QPointer>
#include <QString>

#include <memory>

namespace Faultline {

class LineColourer;
class LogFile;
class LogFindings;
class MonospaceText;
struct LogLine;

/**
 * Works out how the log view draws a LogLine, once a line: its colours (the log's own ANSI colour
 * codes where it has any, otherwise the syntax definition in effect, through KSyntaxHighlighting), its
 * matches tinted in their finding's colour (a weak finding's only underlined), a mark where it was cut, and
 * whether it can be drawn from glyphs (MonospaceText) or needs a QTextLayout; then draws it into its pixmap.
 *
 * The colourer is made when first needed; with no syntax chosen it is chosen then from the file's
 * first lines (a Python traceback, or a log file). setLook() and setSyntax() change how lines
 * *will* be formatted: lines formatted before keep their looks, so the view forgets them.
 * GUI thread only (pixmaps, and the glyph drawer remembers characters it has looked up).
 */
class LogLineFormatter
{
public:
    /// Tints matches by \a findings (it must outlive the formatter).
    explicit LogLineFormatter(const LogFindings &findings);
    ~LogLineFormatter();

    /// The file whose first lines choose the syntax; forgets a syntax chosen by content.
    void setFile(LogFile *file);
    /// Lines in \a font with tab stops every 8 × \a charWidth, rows \a lineHeight apart when
    /// wrapped, coloured for \a palette. Makes the glyph drawer again (a few milliseconds) and
    /// forgets the colourer.
    void setLook(const QFont &font, const QPalette &palette, int charWidth, int lineHeight);
    /// A KSyntaxHighlighting definition by name; empty chooses by content.
    void setSyntax(const QString &definitionName);
    QString syntax() const { return m_syntax; }
    /// The definition lines are coloured with; empty until one is chosen by content.
    QString effectiveSyntax() const { return m_syntax.isEmpty() ? m_autoSyntax : m_syntax; }

    /// Draws from glyphs; null when the font is not monospace for ASCII.
    const MonospaceText *monospace() const { return m_monospace.get(); }

    /// Gives \a line its formats, and its glyphs or its layout, and its width; once.
    void format(LogLine &line);
    /// Lays \a line out (for positions in it, or to draw what glyphs cannot) on one row, or
    /// wrapped at \a wrapWidth pixels into rows (LogLine::rows); again only when the width changes.
    void layOut(LogLine &line, int wrapWidth = 0);
    /// Whether \a line's pixmap is drawn for rows of \a size scrolled \a scroll pixels sideways.
    static bool hasPixmap(const LogLine &line, QSize size, int scroll);
    /// Draws a formatted \a line into its pixmap of \a size (device-independent pixels, at
    /// \a devicePixelRatio; a wrapped line's rows one under the other), its text starting \a x
    /// from the left.
    void render(LogLine &line, QSize size, int scroll, int x, qreal devicePixelRatio) const;

private:
    LineColourer &colourer();

    const LogFindings &m_findings;
    QPointer<LogFile> m_file;
    QFont m_font;
    QPalette m_palette;
    int m_charWidth = 8;
    int m_lineHeight = 16;
    std::unique_ptr<MonospaceText> m_monospace; // when the font is monospace for ASCII
    QString m_syntax; // chosen by the user; empty: by content
    QString m_autoSyntax; // chosen by content, once lines are there
    std::unique_ptr<LineColourer> m_colourer; // for effectiveSyntax(), with the palette's theme
};

} // namespace Faultline
