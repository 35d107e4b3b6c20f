// SPDX-License-Identifier: MIT
#include "glyphstyle.h"

#include <QBrush>
#include <QFont>
#include <QTextCharFormat>

namespace Faultline {

std::optional<GlyphStyle> GlyphStyle::of(const QTextCharFormat &format)
{
    GlyphStyle style;
    // Every property understood is counted: one left over is something glyphs cannot show.
    int known = 0;
    auto solid = [&](QTextFormat::Property property, QColor &colour) {
        if (!format.hasProperty(property))
            return true;
        ++known;
        const QBrush brush = format.brushProperty(property);
        colour = brush.color();
        return brush.style() == Qt::SolidPattern;
    };
    if (!solid(QTextFormat::ForegroundBrush, style.foreground)
        || !solid(QTextFormat::BackgroundBrush, style.background))
        return std::nullopt;
    if (format.hasProperty(QTextFormat::FontWeight)) {
        ++known;
        const int weight = format.fontWeight();
        if (weight != QFont::Normal && weight != QFont::Bold)
            return std::nullopt;
        style.bold = weight == QFont::Bold;
    }
    if (format.hasProperty(QTextFormat::FontItalic)) {
        ++known;
        style.italic = format.fontItalic();
    }
    if (format.hasProperty(QTextFormat::TextUnderlineStyle)) {
        ++known;
        style.underline = qint8(format.underlineStyle());
        if (style.underline != QTextCharFormat::NoUnderline
            && style.underline != QTextCharFormat::SingleUnderline
            && style.underline != QTextCharFormat::DotLine)
            return std::nullopt;
    }
    known += format.hasProperty(QTextFormat::FontUnderline); // set along with the style
    if (format.hasProperty(QTextFormat::TextUnderlineColor)) {
        ++known;
        style.underlineColour = format.underlineColor();
    }
    if (known != format.propertyCount())
        return std::nullopt;
    return style;
}

} // namespace Faultline
