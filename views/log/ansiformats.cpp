// SPDX-License-Identifier: MIT
#include "ansiformats.h"

#include <array>

namespace Faultline::AnsiFormats {

namespace {

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

/// Black, red, green, yellow, blue, magenta, cyan, white, then their bright forms.
QColor standard(quint32 index, bool dark)
{
    // Toned for each background: on a light one the "white" and "yellow" a dark terminal uses
    // would vanish, on a dark one the light terminal's navy would.
    static constexpr std::array<QRgb, 16> onDark
        = {0x000000, 0xcd3131, 0x0dbc79, 0xe5e510, 0x2472c8, 0xbc3fbc, 0x11a8cd, 0xe5e5e5, 0x767676, 0xf14c4c,
            0x23d18b, 0xf5f543, 0x3b8eea, 0xd670d6, 0x29b8db, 0xffffff};
    static constexpr std::array<QRgb, 16> onLight
        = {0x000000, 0xcd3131, 0x00a000, 0x949800, 0x0451a5, 0xbc05bc, 0x0598bc, 0x555555, 0x666666, 0xcd3131,
            0x14a014, 0x9a9e00, 0x0451a5, 0xbc05bc, 0x0598bc, 0x777777};
    return QColor::fromRgb((dark ? onDark : onLight)[index]);
}

} // namespace

QColor colour(const AnsiText::Colour &colour, const QPalette &palette)
{
    using Kind = AnsiText::Colour::Kind;
    if (colour.kind == Kind::Rgb)
        return QColor::fromRgb(QRgb(colour.value));
    if (colour.kind != Kind::Indexed)
        return {};
    const quint32 i = colour.value;
    if (i < 16)
        return standard(i, isDark(palette));
    if (i < 232) { // the 6×6×6 cube
        static constexpr std::array<int, 6> level = {0, 95, 135, 175, 215, 255};
        const quint32 c = i - 16;
        return QColor(level[c / 36], level[c / 6 % 6], level[c % 6]);
    }
    const int grey = 8 + 10 * int(i - 232);
    return QColor(grey, grey, grey);
}

QList<QTextLayout::FormatRange> formats(const QList<AnsiText::Run> &runs, const QPalette &palette)
{
    QList<QTextLayout::FormatRange> out;
    out.reserve(runs.size());
    for (const AnsiText::Run &run : runs) {
        const AnsiText::Style &s = run.style;
        QColor fg = colour(s.foreground, palette);
        QColor bg = colour(s.background, palette);
        if (s.inverse) {
            // The defaults swap too: inverse video on a plain line is text-coloured background.
            const QColor text = fg.isValid() ? fg : palette.color(QPalette::Text);
            fg = bg.isValid() ? bg : palette.color(QPalette::Base);
            bg = text;
        }
        if (s.faint) {
            fg = fg.isValid() ? fg : palette.color(QPalette::Text);
            fg.setAlphaF(0.6f);
        }
        QTextCharFormat format;
        if (fg.isValid())
            format.setForeground(fg);
        if (bg.isValid())
            format.setBackground(bg);
        if (s.bold)
            format.setFontWeight(QFont::Bold);
        if (s.italic)
            format.setFontItalic(true);
        if (s.underline)
            format.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        if (s.strikeOut)
            format.setFontStrikeOut(true);
        out.append({run.start, run.length, format});
    }
    return out;
}

} // namespace Faultline::AnsiFormats
