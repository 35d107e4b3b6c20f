// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <cstring>
#include <string>
#include <string_view>

namespace Faultline {

/**
 * ANSI (ECMA-48) escape sequences in log lines: the colour codes of `\e[31mERROR\e[0m`, window
 * titles, cursor moves. Programs that log to a terminal write them, and they hide a line's words
 * from the record regexes. This unit finds them, takes them out of the text and reads what the
 * colour codes (SGR) mean.
 *
 * A sequence is ESC followed by: `[` and a CSI (parameters, intermediates, one final byte);
 * `]`, `P`, `X`, `^` or `_` and a string ended by BEL or ESC `\`; or intermediates and one final
 * byte. A sequence never runs past a line end, so lines keep their numbers. A CSI cut short by a
 * byte it may not hold ends before that byte; a string sequence left unended at the line's end
 * loses only its introducer, keeping its text; a lone ESC is dropped.
 *
 * Stateless and thread-safe. Cost: one memchr for hasEscape(); one pass for the others, which
 * only lines with an ESC need.
 */
namespace AnsiText {

constexpr char16_t escape = 0x1b;

/// Whether \a text holds an ESC: the only case where the rest of this unit has work to do.
inline bool hasEscape(std::string_view text)
{
    return !text.empty() && std::memchr(text.data(), escape, text.size()) != nullptr;
}
inline bool hasEscape(QStringView text)
{
    return text.contains(QChar(escape));
}

/// \a text (UTF-8 bytes, any number of lines) without its escape sequences, into \a out (which
/// is cleared first). Every `\n` stays, so line numbers are those of \a text.
void strip(std::string_view text, std::string &out);
/// The same, for one decoded line.
QString strip(QStringView text);

/// How much of a text hasLostEscapes() looks at.
constexpr std::size_t lostEscapeWindow = 64 * 1024;

/**
 * Whether \a text shows colour codes that lost their ESC on the way: a terminal's or a CI page's
 * output copied into an issue or a chat keeps "[0m[1m[38;5;9merror[0m[0m[1m: linker …" and
 * drops the invisible ESC. It does when it holds a reset, "[0m", with no ESC before it. Only the
 * first \a window bytes are looked at: a log that lost them lost them throughout, and a search of
 * every byte of a gigabyte would cost a fifth of its triage.
 */
bool hasLostEscapes(std::string_view text, std::size_t window = lostEscapeWindow);
/// The same, for one decoded line, all of it.
bool hasLostEscapes(QStringView line);

/**
 * \a text (UTF-8 bytes, any number of lines) into \a out (cleared first) with an ESC put back
 * before each colour code that lost it, on each line holding a lost reset (hasLostEscapes()): a
 * "[", one or more digits and ';', and "m", not after an ESC, and not before "]" (PromQL's
 * "[1m]" is one minute) nor "s" ("[15ms]"). The rest of this unit then reads them as it reads
 * any colour code; other lines are copied as they are.
 */
void restoreLostEscapes(std::string_view text, std::string &out);
/// The same, for one decoded line.
QString restoreLostEscapes(QStringView line);

/// A colour as SGR names it: the terminal's default, one of its 256 palette entries (0–7 the
/// standard colours, 8–15 their bright forms, then a 6×6×6 cube and 24 greys) or 24-bit RGB.
struct Colour
{
    enum class Kind : quint8 { Default, Indexed, Rgb };
    Kind kind = Kind::Default;
    quint32 value = 0; ///< palette index, or 0xRRGGBB

    bool operator==(const Colour &) const = default;
};

/// What SGR codes set for a stretch of text. Unknown codes change nothing.
struct Style
{
    Colour foreground;
    Colour background;
    bool bold = false;
    bool faint = false;
    bool italic = false;
    bool underline = false;
    bool inverse = false;
    bool strikeOut = false;

    bool isPlain() const { return *this == Style(); }
    bool operator==(const Style &) const = default;
};

/// A stretch of the visible text drawn in a style other than plain.
struct Run
{
    int start; ///< UTF-16 position in the visible text
    int length;
    Style style;
};

/// One line as it shows: its text without escape sequences and the styled stretches of it, in
/// order, not overlapping.
struct Styled
{
    QString text;
    QList<Run> runs;
};
/// \a line's visible text and styles; the style starts plain at the line's start.
Styled parse(QStringView line);

} // namespace AnsiText

} // namespace Faultline
