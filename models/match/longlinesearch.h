// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: RE2 on a long line, around where its matches may start.

#include <re2/re2.h>

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace Faultline {

/**
 * The match LogMatcher gives on a line longer than LogMatcher::longLineBytes: the leftmost one of
 * at most LogMatcher::longLineMatchBytes ("bounded"), and of those starting there the one RE2
 * prefers. Each search covers only the starts asked for and that length after them, so a caller
 * that knows where matches may start (around the literals every match holds) pays for those
 * stretches, not the line.
 *
 * A plain view of \a re and \a line, which outlive it; RE2 searches are thread-safe.
 */
class LongLineSearch
{
public:
    using Span = std::pair<std::size_t, std::size_t>; // begin, end: bytes in the line

    LongLineSearch(const RE2 &re, std::string_view line) : m_re(re), m_line(line) { }

    /// The bounded match that starts first among those starting in [\a first, \a last] (\a last at
    /// most the line's length). Costs searches over about twice the stretch, plus the bound.
    std::optional<Span> startingIn(std::size_t first, std::size_t last) const;
    /// The bounded match starting at \a start, if there is one: one anchored search, which ends
    /// where no match can go on.
    std::optional<Span> at(std::size_t start) const;
    /// The first bounded match on the whole line: one search of the line, and more only when its
    /// leftmost match is longer than the bound.
    std::optional<Span> anywhere() const;

private:
    std::optional<Span> search(std::size_t from, std::size_t to, RE2::Anchor anchor) const;

    const RE2 &m_re;
    std::string_view m_line;
};

} // namespace Faultline
