// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: a candidate line folded once for the checks made before RE2 runs.

#include "textutil.h"

#include <string>
#include <string_view>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Faultline {

/**
 * A line with its ASCII letters in lowercase, and whether it holds only ASCII. Reused from line to
 * line, so its buffer is allocated once per thread. Inline: it is made for every candidate line.
 */
struct LowercaseLine
{
    std::string text;
    bool ascii = true;

    /// Sixteen bytes at a time where there is SSE2: a byte at a time, this took a tenth of the
    /// matching, on lines of some 85 bytes.
    void assign(std::string_view line)
    {
        text.resize(line.size());
        const auto *from = reinterpret_cast<const unsigned char *>(line.data());
        auto *to = reinterpret_cast<unsigned char *>(text.data());
        std::size_t i = 0;
        unsigned any = 0;
#ifdef __SSE2__
        // c - 'A' - 128 as a signed byte is below -128 + 26 just for the capitals.
        const __m128i shift = _mm_set1_epi8(char('A' + 128)), limit = _mm_set1_epi8(-128 + 26);
        const __m128i toLower = _mm_set1_epi8(0x20);
        for (; i + 16 <= line.size(); i += 16) {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(from + i));
            const __m128i capital = _mm_cmplt_epi8(_mm_sub_epi8(chunk, shift), limit);
            _mm_storeu_si128(
                reinterpret_cast<__m128i *>(to + i), _mm_or_si128(chunk, _mm_and_si128(capital, toLower)));
            any |= unsigned(_mm_movemask_epi8(chunk));
        }
        any = any ? 0x80 : 0;
#endif
        for (; i < line.size(); ++i) {
            any |= from[i];
            to[i] = TextUtil::asciiLower(from[i]);
        }
        ascii = any < 0x80;
    }
};

} // namespace Faultline
