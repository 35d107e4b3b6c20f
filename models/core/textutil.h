// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <string_view>
#include <utility>

namespace Faultline::TextUtil {

/// 1-based line and column of byte \a offset in \a bytes (column counted in bytes).
std::pair<int, int> lineAndColumn(QByteArrayView bytes, qsizetype offset);

/// Offset of the first byte that is not valid UTF-8 (overlongs, surrogates and NUL included,
/// since no text format we read contains NUL), or -1.
qsizetype firstInvalidUtf8(QByteArrayView bytes);

/// True when the first 8 KiB hold NUL bytes or mostly control characters.
bool looksBinary(QByteArrayView bytes);

qsizetype firstNonSpace(QByteArrayView bytes);

/// 1-based line of the first `"key"` followed by a colon, or 0. For pointing diagnostics at a
/// field of a whole-file JSON record; only used on the error path.
int lineOfJsonKey(QByteArrayView json, const QString &key);

/// \a c with an ASCII capital made lowercase, any other byte as it is: for searches that ignore
/// ASCII case only.
constexpr unsigned char asciiLower(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<unsigned char>(c + ('a' - 'A')) : c;
}

/// Where the last \a c at or before \a pos in \a text is, as std::string_view::rfind() says, found
/// by the C library's vectorised search rather than a byte at a time: the lines above a line of a
/// minified bundle are 100 KB each.
std::size_t findLast(std::string_view text, char c, std::size_t pos = std::string_view::npos);

/// Where the line before the one starting at \a lineStart (> 0) of \a text starts: the walk up a
/// log from a line to those above it. That line ends at lineStart - 1, its newline.
std::size_t startOfLineBefore(std::string_view text, std::size_t lineStart);

/// The line before the one starting at \a lineStart of \a text, without its line end ("\n",
/// "\r\n"); empty when \a lineStart is 0, the first line.
std::string_view lineBefore(std::string_view text, std::size_t lineStart);

/// \a text without the spaces, tabs and carriage returns at its end.
std::string_view withoutTrailingSpace(std::string_view text);

/// A rate in [0, 1] as a whole percentage in the user's locale ("92%").
QString percent(double rate);

} // namespace Faultline::TextUtil
