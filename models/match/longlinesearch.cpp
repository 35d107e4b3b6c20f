// SPDX-License-Identifier: MIT
#include "longlinesearch.h"

#include "logmatcher.h"

#include <algorithm>

namespace Faultline {

namespace {
constexpr std::size_t bound = LogMatcher::longLineMatchBytes;
}

/// RE2's leftmost match lying in [\a from, \a to): RE2 still reads the text around it for `^`,
/// `$` and `\b`, so a match found is a match on the whole line.
std::optional<LongLineSearch::Span> LongLineSearch::search(
    std::size_t from, std::size_t to, RE2::Anchor anchor) const
{
    re2::StringPiece match;
    if (!m_re.Match(re2::StringPiece(m_line.data(), m_line.size()), from, to, anchor, &match, 1))
        return std::nullopt;
    const auto begin = std::size_t(match.data() - m_line.data());
    return Span(begin, begin + match.size());
}

std::optional<LongLineSearch::Span> LongLineSearch::startingIn(std::size_t first, std::size_t last) const
{
    // A chunk of `bound` starts at a time, each searched with the `bound` bytes after it: every
    // bounded match starting there lies in that stretch, so the leftmost match RE2 finds in it
    // starts no later. When that match is longer than the bound, its start may still have a
    // bounded one (RE2's preferred match at a start that fits is also its preferred among those
    // that fit); else the search goes on after it.
    for (std::size_t chunk = first; chunk <= last; chunk += bound) {
        const std::size_t chunkLast = std::min(last, chunk + bound - 1);
        const std::size_t to = std::min(m_line.size(), chunkLast + bound);
        for (std::size_t from = chunk; from <= chunkLast;) {
            const std::optional<Span> found = search(from, to, RE2::UNANCHORED);
            if (!found || found->first > chunkLast)
                break;
            if (found->second - found->first <= bound)
                return found;
            if (const auto bounded
                = search(found->first, std::min(m_line.size(), found->first + bound), RE2::ANCHOR_START))
                return bounded;
            from = found->first + 1;
        }
    }
    return std::nullopt;
}

std::optional<LongLineSearch::Span> LongLineSearch::at(std::size_t start) const
{
    return search(start, std::min(m_line.size(), start + bound), RE2::ANCHOR_START);
}

std::optional<LongLineSearch::Span> LongLineSearch::anywhere() const
{
    // No match starts before the leftmost one.
    const std::optional<Span> leftmost = search(0, m_line.size(), RE2::UNANCHORED);
    if (!leftmost || leftmost->second - leftmost->first <= bound)
        return leftmost;
    return startingIn(leftmost->first, m_line.size());
}

} // namespace Faultline
