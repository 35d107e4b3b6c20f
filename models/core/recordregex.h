// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: how a record's regex is compiled, in one place, so validating a regex at
// load time and matching with it later agree.

#include <re2/re2.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace Faultline {

/// Longest record regex handed to RE2, in UTF-8 bytes, checked before compiling: parsing alone
/// costs about 0.4 s a megabyte and, past a million syntax nodes, RE2 logs to stderr whatever
/// its options say. The corpus's longest is 212 bytes.
inline constexpr std::size_t maxRecordRegexBytes = 256 * 1024;
/// RE2's memory budget for one compiled regex (its program, then its DFA cache): RE2's default,
/// stated here so the bound is ours. A regex whose program does not fit is rejected.
inline constexpr int64_t recordRegexMaxMem = 8 << 20;

/// Why a regex of \a bytes is not compiled at all; empty when it may be. English, like RE2's own
/// errors, which it stands beside.
inline std::string recordRegexLengthError(std::size_t bytes)
{
    if (bytes <= maxRecordRegexBytes)
        return {};
    return "pattern of " + std::to_string(bytes) + " bytes is over the limit of "
        + std::to_string(maxRecordRegexBytes);
}

/// Case-insensitive, as the corpus authors apply their patterns; RE2's own logging off, since
/// errors are reported as diagnostics.
inline RE2::Options recordRegexOptions()
{
    RE2::Options options;
    options.set_case_sensitive(false);
    options.set_log_errors(false);
    options.set_max_mem(recordRegexMaxMem);
    return options;
}

/// Whether RE2 may reject \a utf8 although its syntax is right: counted repetition and very long
/// patterns can overflow the program's memory budget. Only such a regex takes a compile to be
/// known valid (103 of the corpus's 2,522 patterns); for the others parsing says it.
inline bool recordRegexMayOverflow(std::string_view utf8)
{
    constexpr std::size_t longPattern = 1000;
    return utf8.find('{') != std::string_view::npos || utf8.size() > longPattern;
}

/// RE2's error on the syntax of \a utf8, parsed with recordRegexOptions(); empty when it parses.
/// Parsing alone costs a fraction of a compile.
std::string recordRegexSyntaxError(std::string_view utf8);

} // namespace Faultline
