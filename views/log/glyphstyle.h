// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

#include <optional>

class QTextCharFormat;

namespace Faultline {

/**
 * What of a QTextCharFormat MonospaceText draws glyphs with: solid colours, bold, italic and a
 * plain or dotted underline. Unset parts are invalid colours or -1, so that a style put over
 * another (mergedWith()) changes only what it sets, as QTextLayout merges its format ranges.
 * A plain value; merging and comparing allocate nothing (they run once per styled stretch of a
 * painted line).
 */
struct GlyphStyle
{
    QColor foreground, background, underlineColour;
    qint8 bold = -1, italic = -1, underline = -1; // underline: a QTextCharFormat::UnderlineStyle

    /// \a format's, or nothing when it sets anything else (a size, a gradient, a wavy underline):
    /// then only QTextLayout can draw it.
    static std::optional<GlyphStyle> of(const QTextCharFormat &format);

    /// This with what \a over sets put over it.
    GlyphStyle mergedWith(const GlyphStyle &over) const
    {
        GlyphStyle result = *this;
        if (over.foreground.isValid())
            result.foreground = over.foreground;
        if (over.background.isValid())
            result.background = over.background;
        if (over.underlineColour.isValid())
            result.underlineColour = over.underlineColour;
        if (over.bold >= 0)
            result.bold = over.bold;
        if (over.italic >= 0)
            result.italic = over.italic;
        if (over.underline >= 0)
            result.underline = over.underline;
        return result;
    }
    /// 0 regular, 1 bold, 2 italic, 3 bold italic.
    int face() const { return (bold > 0 ? 1 : 0) | (italic > 0 ? 2 : 0); }
    bool operator==(const GlyphStyle &) const = default;
};

} // namespace Faultline
