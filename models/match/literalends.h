// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: a long line's literal ends, put in order for the searches around them.

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace Faultline {

/**
 * Orders (literal, end) pairs by literal, and by end within each, when they come by end (as a
 * line's occurrences do): a counting sort over the literals that have ends, since a comparison
 * sort of the thousands of ends on a long line cost more than the rest of indexing it. Its lists
 * are kept from line to line, so that a line costs no allocation.
 */
class LiteralEndOrder
{
public:
    using End = std::pair<std::uint32_t, std::uint32_t>; // literal, where it ends

    /// Orders \a ends, by end on entry, of literals below \a literalCount.
    void sort(std::vector<End> &ends, std::size_t literalCount)
    {
        m_count.resize(literalCount);
        m_literals.clear();
        for (const auto &[literal, end] : ends) {
            if (m_count[literal]++ == 0)
                m_literals.push_back(literal);
        }
        std::sort(m_literals.begin(), m_literals.end());
        std::uint32_t at = 0;
        for (std::uint32_t literal : m_literals)
            at += std::exchange(m_count[literal], at);
        m_sorted.resize(ends.size());
        for (const End &entry : ends)
            m_sorted[m_count[entry.first]++] = entry;
        for (std::uint32_t literal : m_literals)
            m_count[literal] = 0;
        ends.swap(m_sorted);
    }

private:
    std::vector<std::uint32_t> m_count; // per literal: how many ends it has (0 between calls)
    std::vector<std::uint32_t> m_literals; // those with some
    std::vector<End> m_sorted;
};

} // namespace Faultline
