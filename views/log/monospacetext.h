// SPDX-License-Identifier: MIT
#pragma once

#include <QGlyphRun>
#include <QHash>
#include <QList>
#include <QPen>
#include <QRawFont>
#include <QStringView>
#include <QTextLayout>

#include <array>
#include <optional>

class QPainter;

namespace Faultline {

struct GlyphStyle;

/**
 * Draws one line of text in a monospace font straight from the font's glyphs, with the same
 * positions, colours and backgrounds as a one-line QTextLayout would use.
 *
 * Laying out a line with QTextLayout shapes it first (font matching, itemization, HarfBuzz),
 * which is most of what a log view spends when it shows a screen of lines it has not seen. For a
 * log's typical line none of that is needed: every glyph has the same advance.
 * Lines it cannot draw are left to QTextLayout (see canDraw()): characters the font lacks (which
 * QTextLayout takes from a fallback font), characters of other widths or that need shaping
 * (marks, right-to-left, scripts other than Latin, Greek and Cyrillic), fonts with ligatures, and
 * formats other than colours, weight, slant and underlines. Not thread-safe: it remembers the
 * characters outside ASCII it has looked up.
 */
class MonospaceText
{
public:
    /// For \a font, with tab stops every \a tabStop pixels, as a QTextLayout without wrapping
    /// whose line includes the font's leading.
    MonospaceText(const QFont &font, qreal tabStop);

    /// Whether the font is monospace for printable ASCII, that is whether drawing is possible.
    bool isValid() const { return m_faces[0].valid; }
    qreal advance() const { return m_advance; }

    /// Whether draw() can show \a text with \a formats exactly as QTextLayout would.
    bool canDraw(QStringView text, const QList<QTextLayout::FormatRange> &formats) const
    {
        return prepare(text, formats, QColor()).has_value();
    }
    /// A line made ready to draw: its glyphs, in runs of one colour and face, and backgrounds.
    struct Prepared
    {
        struct Fill
        {
            qreal left, right;
            QColor colour;
        };
        /// Glyphs of one colour and face, not necessarily side by side, between left and right;
        /// an underlined run is one stretch of text.
        struct Run
        {
            qreal left, right;
            QColor colour;
            QGlyphRun glyphs; // positions from the line's start, on the baseline
            int face = 0; // regular, bold, italic, bold italic
            QPen underline; // Qt::NoPen: none
            qreal underlineOffset = 0; // below the baseline
        };
        QList<Fill> fills;
        QList<Run> runs;
        qreal width = 0; // of the whole line, tabs expanded
    };
    /// \a text with \a formats, in \a textColor where no format sets a colour; nothing when it
    /// cannot be drawn from glyphs exactly as QTextLayout would draw it.
    std::optional<Prepared> prepare(
        QStringView text, const QList<QTextLayout::FormatRange> &formats, const QColor &textColor) const;
    /// The glyphs and underlines of many lines, gathered to be drawn together: a glyph run has a
    /// cost of its own, and a screen of lines has a few hundred runs but a dozen colours.
    class Batch
    {
    private:
        friend class MonospaceText;
        struct Group
        {
            QColor colour;
            int face;
            QList<quint32> glyphs;
            QList<QPointF> positions;
        };
        /// The group of \a colour and \a face, made if there is none.
        Group &group(const QColor &colour, int face);
        QList<Group> m_groups;
        QList<std::pair<QPen, QLineF>> m_underlines;
    };
    /// Draws \a line with its top left at \a origin; only what lies between \a clipLeft and
    /// \a clipRight (painter coordinates). With a \a batch, only the backgrounds are drawn now;
    /// the glyphs and underlines when the batch is (see flush()), over every line's backgrounds.
    void draw(QPainter *painter, QPointF origin, const Prepared &line, qreal clipLeft, qreal clipRight,
        Batch *batch = nullptr) const;
    /// Draws what \a batch gathered and empties it.
    void flush(QPainter *painter, Batch &batch) const;
    /// Prepares and draws; false if it cannot.
    bool draw(QPainter *painter, QPointF origin, QStringView text,
        const QList<QTextLayout::FormatRange> &formats, const QColor &textColor, qreal clipLeft,
        qreal clipRight) const
    {
        const std::optional<Prepared> line = prepare(text, formats, textColor);
        if (line)
            draw(painter, origin, *line, clipLeft, clipRight);
        return line.has_value();
    }

    /// Adds \a text, printable ASCII in the regular face and \a colour, to \a batch with its top
    /// left at \a origin (painter coordinates) as draw() places a line: many short texts, such as
    /// line numbers, are then drawn by flush() in a run a colour instead of a text layout each.
    /// False, with nothing added, if \a text has other characters.
    bool appendAscii(QStringView text, QPointF origin, const QColor &colour, Batch &batch) const;

private:
    struct Face
    {
        bool valid = false;
        QRawFont font;
        std::array<quint32, 95> ascii {}; // for ' ' … '~'
        mutable QHash<char16_t, quint32> other; // characters outside ASCII met so far; 0: unusable
        qreal underlinePosition = 0, lineThickness = 1, descent = 0;
    };
    /// \a c's glyph in \a face, or 0 when it cannot be drawn from it.
    quint32 glyph(const Face &face, char16_t c) const;
    /// x of each character's left edge from the line's start, and one past the last.
    void positions(QStringView text, QList<qreal> &x) const;
    // The steps of prepare(); each false when the line cannot be drawn from glyphs.
    struct Styles;
    struct Window;
    /// Each character's style in \a styles: \a formats merged over it in order.
    bool resolveStyles(
        QStringView text, const QList<QTextLayout::FormatRange> &formats, Styles &styles) const;
    /// Adds the backgrounds and runs of the characters from \a from to before \a to to \a result.
    bool appendWindow(QStringView text, qsizetype from, qsizetype to, const Styles &styles,
        const QList<qreal> &x, const QColor &textColor, Prepared &result, Window &window) const;
    /// A run in \a style from \a left, with its underline if it has one; glyphs come later.
    static Prepared::Run newRun(
        const GlyphStyle &style, const Face &face, qreal left, const QColor &textColor);
    /// Gives the window's runs their glyphs and drops the runs that draw nothing.
    static void finishWindow(Prepared &result, const Window &window);

    std::array<Face, 4> m_faces; // regular, bold, italic, bold italic
    qreal m_advance = 0;
    qreal m_tabStop = 0;
    qreal m_ascent = 0;
    qreal m_lineHeight = 0;
};

} // namespace Faultline
