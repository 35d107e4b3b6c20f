// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: the byte-level primitives the matcher runs on every line of a block
// (where lines start, which hold bytes outside ASCII, finding a literal in a line). All inline:
// they run inside per-line and per-candidate loops, where a call across files would cost more
// than the work.

#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Faultline::LineScan {

/// Whether \a text holds only ASCII, looked at eight bytes at a time.
inline bool isAscii(std::string_view text)
{
    const char *p = text.data();
    const char *end = p + text.size();
    std::uint64_t any = 0;
    for (; end - p >= 8; p += 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        any |= word;
    }
    for (; p != end; ++p)
        any |= std::uint8_t(*p);
    return (any & 0x8080808080808080ull) == 0;
}

/**
 * The first \a needle in \a text at or after \a from, like std::string_view::find(). Where there
 * is SSE2, sixteen places at a time are tested for the needle's first and last byte, and only
 * where both are found are the others compared: memchr() for the first byte alone stops on most
 * places of a log line, for the common letters most literals start with.
 */
inline std::size_t findFrom(std::string_view text, std::string_view needle, std::size_t from)
{
    const std::size_t n = needle.size();
#ifdef __SSE2__
    if (n >= 2 && from <= text.size()) {
        const __m128i first = _mm_set1_epi8(needle.front()), last = _mm_set1_epi8(needle.back());
        std::size_t i = from;
        for (; i + n - 1 + 16 <= text.size(); i += 16) {
            const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.data() + i));
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.data() + i + n - 1));
            auto both = unsigned(
                _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(a, first), _mm_cmpeq_epi8(b, last))));
            for (; both; both &= both - 1) {
                const std::size_t at = i + std::size_t(std::countr_zero(both));
                if (std::memcmp(text.data() + at + 1, needle.data() + 1, n - 2) == 0)
                    return at;
            }
        }
        from = i;
    }
#endif
    return text.find(needle, from);
}

/**
 * Where each line of \a block starts (after each `\n` but one that ends the block), and which
 * lines hold a byte outside ASCII, in one pass: sixteen bytes at a time where there is SSE2. A
 * memchr() per line and a second pass for the bytes cost twice as much, on lines of some 85 bytes.
 * Calls \a visitNonAscii(line, text without its line end) as each such line ends, while its bytes
 * are still in the cache: looked at after the literal search, they cost a cache miss each.
 */
template<typename Visit>
void indexLines(std::string_view block, std::vector<std::uint32_t> &starts,
    std::vector<std::uint32_t> &nonAsciiLines, Visit visitNonAscii)
{
    starts.clear();
    nonAsciiLines.clear();
    starts.push_back(0);
    bool nonAscii = false; // the line so far
    auto visit = [&](std::size_t end) {
        const auto line = std::uint32_t(starts.size() - 1);
        nonAsciiLines.push_back(line);
        std::string_view text = block.substr(starts.back(), end - starts.back());
        if (text.ends_with('\r'))
            text.remove_suffix(1);
        visitNonAscii(line, text);
    };
    auto endLine = [&](std::size_t newline) {
        if (nonAscii)
            visit(newline);
        nonAscii = false;
        if (newline + 1 < block.size())
            starts.push_back(std::uint32_t(newline + 1));
    };
    const auto *bytes = reinterpret_cast<const unsigned char *>(block.data());
    std::size_t i = 0;
#ifdef __SSE2__
    const __m128i newline = _mm_set1_epi8('\n');
    for (; i + 16 <= block.size(); i += 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + i));
        auto newlines = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, newline)));
        auto high = unsigned(_mm_movemask_epi8(chunk));
        for (; newlines; newlines &= newlines - 1) {
            const int at = std::countr_zero(newlines);
            const unsigned upTo = (2u << at) - 1; // this newline and the bytes before it
            nonAscii = nonAscii || (high & upTo);
            high &= ~upTo;
            endLine(i + std::size_t(at));
        }
        nonAscii = nonAscii || high;
    }
#endif
    for (; i < block.size(); ++i) {
        if (bytes[i] == '\n')
            endLine(i);
        else if (bytes[i] >= 0x80)
            nonAscii = true;
    }
    if (nonAscii) // a last line without `\n`
        visit(block.size());
}

} // namespace Faultline::LineScan
