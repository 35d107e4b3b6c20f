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
 * The characters outside ASCII some search needs, by their first two bytes: a line without any of
 * them need not be searched. Most lines with bytes outside ASCII in a log are progress bars and
 * box drawing, which the few literals outside ASCII (Chinese, Japanese, é …) seldom share.
 *
 * 8 KiB of bits. Filled while compiling, then only read: mayHold() from any number of threads.
 * Inline: mayHold() runs on every line with a byte outside ASCII.
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
    bool mayHold(std::string_view line) const
    {
        if (m_any)
            return true;
        const auto *bytes = reinterpret_cast<const unsigned char *>(line.data());
        std::size_t i = 0;
#ifdef __SSE2__
        const __m128i lead = _mm_set1_epi8(char(0xC0));
        for (; i + 16 < line.size(); i += 16) { // a byte after the chunk for the last pair
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + i));
            auto leads = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(chunk, lead), chunk)));
            for (; leads; leads &= leads - 1) {
                if (m_pairs.test(pairOf(line.data() + i + std::size_t(std::countr_zero(leads)))))
                    return true;
            }
        }
#endif
        for (; i + 1 < line.size(); ++i) {
            if (bytes[i] >= 0xC0 && m_pairs.test(pairOf(line.data() + i)))
                return true;
        }
        return false;
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
