// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

namespace Faultline {

/**
 * Text from logs and records made safe to print on a terminal. A log line or a record field may
 * hold escape sequences (a window title, a clear screen, a cursor move that overwrites what was
 * printed); printed as they are, the terminal obeys them. Here every control character is made
 * visible instead: ESC reads `\x1b`, DEL `\x7f`, a C1 control such as CSI `\u009b`.
 *
 * Stateless and thread-safe; the text is only copied when it holds a control character.
 */
namespace TerminalText {

/// Whether \a c is a control character: C0 (U+0000–U+001F), DEL or C1 (U+0080–U+009F).
constexpr bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

enum class Breaks {
    Keep, ///< `\n` and `\t` stay: text of several lines (a report)
    Show, ///< `\n` and `\t` are made visible too: one field on one line
};

/// \a text with its control characters made visible (`\x1b`, `\u009b`).
QString visible(const QString &text, Breaks breaks = Breaks::Keep);

/// JSON text (as QJsonDocument writes it) whose DEL and C1 characters, which JSON allows raw in
/// strings, are written as `\u007f` … `\u009f` escapes: the same JSON, safe on a terminal. It
/// must come from a JSON writer: a raw control character can then only be inside a string.
QString jsonEscaped(const QString &json);

} // namespace TerminalText

} // namespace Faultline
