// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: what a regex's own text says about its matches, read without
// compiling it. Only the common shapes of the corpus are followed (alternatives, literals joined
// by wildcards); anything else answers "don't know" and is left to RE2's prefilter.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Faultline::PatternSyntax {

/// In a piece from requiredPieces(): one character, any but a newline (a `.` between literals).
/// The same byte as LiteralSet::wildcard, so that a piece can be searched for as it is.
constexpr char gap = '\0';

/**
 * The top-level alternatives of \a pattern: `(?i)(?:a|b.*c)` gives {a, b.*c}. Just the pattern
 * when it has one alternative, or a construct this does not follow. Views into \a pattern.
 */
std::vector<std::string_view> topLevelBranches(std::string_view pattern);

/**
 * The literals (lowercase) every match of \a pattern holds, when it is literals joined by
 * wildcards: `cmake.*failed`, `primary shard .+ not allocated`, `fatal:\s+bad`, or one literal.
 * Nothing when it has any other operator: then FilteredRE2 works it out.
 *
 * Two ASCII literals joined by a single `.` stay one piece, with a gap, when either is shorter
 * than three bytes: `6.4` as "6" and "4" would make every line holding the digit 6 a candidate.
 */
std::optional<std::vector<std::string>> requiredPieces(std::string_view pattern);

/**
 * Each top-level alternative's literals (lowercase) when every alternative is ASCII literals
 * joined by `.*` alone (`cmake.*failed|oom`): nothing when any has another operator, escape or
 * wildcard. Such a regex can be matched without RE2 on lines of ASCII (see BlockMatcher).
 */
std::optional<std::vector<std::vector<std::string>>> dotStarAlternatives(std::string_view pattern);

/**
 * The text (lowercase ASCII) every match of \a pattern starts with: `ModuleNotFoundError: No
 * module named '` of `ModuleNotFoundError: No module named '(\S+)'`. Empty when that is not known:
 * the pattern starts with an operator, an anchor, a class or an escape like `\s`, or has
 * alternatives. A literal a quantifier applies to is not part of it.
 */
std::string literalPrefix(std::string_view pattern);

} // namespace Faultline::PatternSyntax
