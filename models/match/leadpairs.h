// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: which lines with bytes outside ASCII are worth a closer look.

#include "linescan.h"

#include <algorithm>
#include <bit>
#include <bitset>
#include <string_view>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Faultline {

/**
 * The characters outside ASCII some search needs, by their first two bytes: only around them is
 * a line searched. Most bytes outside ASCII in a log are progress bars and box drawing, which the
 * few literals outside ASCII (Chinese, Japanese, é, ✗ …) seldom share.
 *
 * 8 KiB of bits. Filled while compiling, then only read: forEachStretch() from any number of
 * threads. Inline: it runs on every line with a byte outside ASCII.
 */
class LeadPairs
{
public:
    /// The first character of \a text outside ASCII; any line, when \a text has none that is UTF-8.
    void addFirstOf(std::string_view text)
    {
        const auto at = std::find_if(
            text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0xC0; });
        if (at == text.end() || at + 1 == text.end())
            m_any = m_any || !LineScan::isAscii(text);
        else
            m_pairs.set(pairOf(&*at));
    }
    /// Calls \a window(begin, end) for each stretch of \a line within \a reach bytes of a wanted
    /// character (of a byte outside ASCII, when some text added has no pair), in order, stretches
    /// that touch merged. A text added lies in one of them when \a reach is at least its length
    /// less one: on a line of 100 KB of progress bars with one "✗" in it, only the bytes around the
    /// "✗" are worth a search.
    template<typename Window>
    void forEachStretch(std::string_view line, std::size_t reach, Window window) const
    {
        std::size_t begin = 0, end = 0; // the stretch not yet given; empty before the first
        auto add = [&](std::size_t at) {
            const std::size_t from = at > reach ? at - reach : 0;
            const std::size_t to = std::min(line.size(), at + 1 + reach);
            if (end > begin && from <= end) {
                end = std::max(end, to);
                return;
            }
            if (end > begin)
                window(begin, end);
            begin = from;
            end = to;
        };
        const auto *bytes = reinterpret_cast<const unsigned char *>(line.data());
        const auto wanted = [&](std::size_t at) {
            return m_any
                ? bytes[at] >= 0x80
                : bytes[at] >= 0xC0 && at + 1 < line.size() && m_pairs.test(pairOf(line.data() + at));
        };
        std::size_t i = 0;
#ifdef __SSE2__
        const __m128i lead = _mm_set1_epi8(char(m_any ? 0x80 : 0xC0));
        for (; i + 16 < line.size(); i += 16) { // a byte after the chunk for the last pair
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + i));
            auto leads = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(chunk, lead), chunk)));
            for (; leads; leads &= leads - 1) {
                const std::size_t at = i + std::size_t(std::countr_zero(leads));
                if (m_any || m_pairs.test(pairOf(line.data() + at)))
                    add(at);
            }
        }
#endif
        for (; i < line.size(); ++i) {
            if (wanted(i))
                add(i);
        }
        if (end > begin)
            window(begin, end);
    }

private:
    static std::size_t pairOf(const char *at)
    {
        return std::size_t(static_cast<unsigned char>(at[0])) << 8 | static_cast<unsigned char>(at[1]);
    }
    std::bitset<1 << 16> m_pairs;
    bool m_any = false;
};

} // namespace Faultline
