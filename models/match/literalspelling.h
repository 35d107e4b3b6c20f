// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: how to look for a regex's literal with LiteralSet, which folds ASCII
// case only, when RE2 (matching ignoring case) folds case across Unicode.

#include <string>
#include <string_view>
#include <vector>

namespace Faultline::LiteralSpelling {

// RE2 folds ASCII 'k' and 's' with KELVIN SIGN (U+212A) and LONG S (U+017F) when ignoring case.
// The literal search folds ASCII only, so a line holding either is tried against every regex.
constexpr std::string_view kelvinSign = "\xE2\x84\xAA";
constexpr std::string_view longS = "\xC5\xBF";

/// Stands for "any byte outside ASCII" in a cut: never a literal, since it is not UTF-8.
constexpr std::string_view nonAsciiLine = "\xFF";

/**
 * What to search for to find \a literal (lowercase UTF-8, as RE2's prefilter gives it) in text of
 * any case: a list of which a match holds one. The search folds ASCII letters only, so a letter
 * outside ASCII that has case (é, Д) is spelled out in each of its cases: the longest stretch of
 * the literal with at most eight spellings is searched for. When that is shorter than three bytes
 * (and not the whole literal), just nonAsciiLine: a line must hold some byte outside ASCII.
 * The first call builds a table of Unicode's case orbits; thread-safe.
 */
std::vector<std::string> searchableParts(const std::string &literal);

/**
 * What to search for to find an ASCII piece with one gap (`6.4`, see
 * PatternSyntax::requiredPieces()): the piece with any byte in the gap, or, for a character outside
 * ASCII in the gap, what comes before and any such byte.
 */
std::vector<std::string> gapParts(const std::string &piece);

} // namespace Faultline::LiteralSpelling
