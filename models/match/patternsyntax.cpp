// SPDX-License-Identifier: MIT
#include "patternsyntax.h"

#include "linescan.h"
#include "literalset.h"
#include "textutil.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace Faultline::PatternSyntax {

namespace {

/**
 * Calls \a visit(i, c, depth) for each character \a c of \a pattern outside escapes and bracket
 * classes, \a depth being the group nesting after it (a `(` counts itself, a `)` does not);
 * stops when \a visit returns false. Returns the nesting at the end: not 0 when a group is open.
 */
template<typename Visit>
int walkOperators(std::string_view pattern, Visit visit)
{
    int depth = 0;
    bool inClass = false;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '\\') {
            ++i;
        } else if (inClass) {
            if (c == ']')
                inClass = false;
        } else if (c == '[') {
            inClass = true;
            if (i + 1 < pattern.size() && pattern[i + 1] == '^')
                ++i;
            if (i + 1 < pattern.size() && pattern[i + 1] == ']')
                ++i; // a leading `]` is a member
        } else {
            if (c == '(')
                ++depth;
            else if (c == ')')
                --depth;
            if (!visit(i, c, depth))
                break;
        }
    }
    return depth;
}

/**
 * The literals (lowercase) of \a branch when it is ASCII literals joined by `.*` alone
 * (`cmake.*failed`, `oom`): nothing for any other operator, escape or wildcard.
 */
std::optional<std::vector<std::string>> dotStarPieces(std::string_view branch)
{
    std::vector<std::string> pieces(1);
    for (std::size_t i = 0; i < branch.size(); ++i) {
        auto c = static_cast<unsigned char>(branch[i]);
        if (c == '.' && branch.substr(i, 2) == ".*" && branch.substr(i + 2, 1) != "?") {
            if (pieces.back().empty())
                return std::nullopt;
            pieces.emplace_back();
            ++i;
            continue;
        }
        if (c == '\\') {
            if (++i == branch.size())
                return std::nullopt;
            c = static_cast<unsigned char>(branch[i]);
            if (c >= 0x80 || !std::ispunct(c))
                return std::nullopt; // a class, a boundary, a code …
        } else if (c >= 0x80 || c < 0x20 || std::strchr(".^$|?*+()[]{}", c)) {
            return std::nullopt;
        }
        pieces.back() += char(TextUtil::asciiLower(c));
    }
    if (pieces.back().empty())
        return std::nullopt;
    return pieces;
}

/// Whether \a next, after a single `.` following \a previous, joins it as one piece with a gap.
bool joinsAcrossGap(const std::string &previous, const std::string &next)
{
    return previous.find(gap) == std::string::npos && LineScan::isAscii(previous) && LineScan::isAscii(next)
        && std::min(previous.size(), next.size()) < 3;
}

} // namespace

std::vector<std::string_view> topLevelBranches(std::string_view pattern)
{
    // The group that closes at the end of pattern, if the one opening at its start does.
    auto wholeGroupBody = [](std::string_view text) -> std::optional<std::string_view> {
        if (text.size() < 2 || text.front() != '(' || text.back() != ')')
            return std::nullopt;
        bool endsEarly = false; // the first group closes before the end: `(a)|(b)`
        const int open = walkOperators(text, [&](std::size_t i, char c, int depth) {
            endsEarly = c == ')' && depth == 0 && i + 1 != text.size();
            return !endsEarly;
        });
        if (endsEarly || open != 0)
            return std::nullopt;
        if (text.starts_with("(?:"))
            return text.substr(3, text.size() - 4);
        if (text.starts_with("(?"))
            return std::nullopt; // named groups, flags: leave alone
        return text.substr(1, text.size() - 2);
    };
    while (pattern.starts_with("(?i)"))
        pattern.remove_prefix(4); // matched ignoring case anyway
    while (const auto body = wholeGroupBody(pattern))
        pattern = *body;

    std::vector<std::string_view> branches;
    std::size_t begin = 0;
    walkOperators(pattern, [&](std::size_t i, char c, int depth) {
        if (c == '|' && depth == 0) {
            branches.push_back(pattern.substr(begin, i - begin));
            begin = i + 1;
        }
        return true;
    });
    branches.push_back(pattern.substr(begin));
    return branches;
}

std::optional<std::vector<std::string>> requiredPieces(std::string_view pattern)
{
    std::vector<std::string> pieces;
    std::string current;
    bool gapAfter = false; // current ended at a single `.`
    auto endPiece = [&] {
        if (!current.empty()) {
            if (gapAfter && !pieces.empty() && joinsAcrossGap(pieces.back(), current))
                pieces.back() += gap + current;
            else
                pieces.push_back(std::move(current));
        }
        current.clear();
        gapAfter = false;
    };
    auto quantifierAt = [&](std::size_t i) {
        return i < pattern.size() && std::strchr("*+?{", pattern[i]) && pattern[i] != 0;
    };
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        auto c = static_cast<unsigned char>(pattern[i]);
        bool wildcard = false;
        if (c == '\\') {
            if (++i == pattern.size())
                return std::nullopt;
            c = static_cast<unsigned char>(pattern[i]);
            if (c < 0x80 && std::strchr("sdwSDWbB", c) && c != 0)
                wildcard = true; // a class or a boundary: ends a piece
            else if (c >= 0x80 || std::isalnum(c))
                return std::nullopt; // \x41, \pL …
        } else if (c == '.' || c == '^' || c == '$') {
            wildcard = true;
        } else if (c == LiteralSet::wildcard || c == LiteralSet::anyNonAscii
            || std::strchr("|?*+()[]{}", c)) {
            return std::nullopt;
        }
        if (wildcard) {
            const bool afterLiteral = !current.empty();
            endPiece();
            if (c == '.' && afterLiteral && !quantifierAt(i + 1)) {
                gapAfter = true; // exactly one character: the next literal may join this one
                continue;
            }
            if (i + 1 < pattern.size() && pattern[i + 1] == '{') {
                const std::size_t close = pattern.find('}', i + 1);
                if (close == std::string_view::npos)
                    return std::nullopt;
                i = close;
            } else if (quantifierAt(i + 1)) {
                ++i;
            }
            if (i + 1 < pattern.size() && pattern[i + 1] == '?')
                ++i; // lazy
            continue;
        }
        if (quantifierAt(i + 1))
            return std::nullopt; // `errors?`: the letter is optional
        current += char(TextUtil::asciiLower(c));
    }
    endPiece();
    if (pieces.empty())
        return std::nullopt;
    return pieces;
}

std::optional<std::vector<std::vector<std::string>>> dotStarAlternatives(std::string_view pattern)
{
    std::vector<std::vector<std::string>> alternatives;
    for (std::string_view branch : topLevelBranches(pattern)) {
        auto pieces = dotStarPieces(branch);
        if (!pieces)
            return std::nullopt;
        alternatives.push_back(std::move(*pieces));
    }
    return alternatives;
}

std::string literalPrefix(std::string_view pattern)
{
    if (topLevelBranches(pattern).size() > 1)
        return {};
    if (pattern.starts_with("(?i)")) // record regexes ignore case anyway
        pattern.remove_prefix(4);
    constexpr std::string_view operators = "\\^$.|?*+()[]{}";
    constexpr std::string_view quantifiers = "?*+{";
    std::string prefix;
    for (std::size_t i = 0; i < pattern.size();) {
        char literal = pattern[i];
        std::size_t next = i + 1;
        if (literal == '\\') {
            // An escaped punctuation byte is itself; `\d`, `\b`, `\x41`, `\Q` … are not followed.
            if (next >= pattern.size() || !std::ispunct(static_cast<unsigned char>(pattern[next])))
                break;
            literal = pattern[next++];
        } else if (operators.find(literal) != std::string_view::npos
            || static_cast<unsigned char>(literal) >= 0x80) {
            break;
        }
        if (next < pattern.size() && quantifiers.find(pattern[next]) != std::string_view::npos)
            break;
        prefix += char(std::tolower(static_cast<unsigned char>(literal)));
        i = next;
    }
    return prefix;
}

} // namespace Faultline::PatternSyntax
