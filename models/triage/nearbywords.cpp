// SPDX-License-Identifier: MIT
#include "nearbywords.h"

#include <functional>

namespace Faultline {

namespace {

/// Two of the filter's 512 bits for a word.
std::pair<unsigned, unsigned> bitsOf(std::string_view word)
{
    const std::size_t h = std::hash<std::string_view> {}(word);
    return {unsigned(h & 511u), unsigned((h >> 9) & 511u)};
}

} // namespace

NearbyWords NearbyWords::around(std::string_view text, std::size_t at, int lines)
{
    NearbyWords words;
    if (at > text.size())
        return words;
    // Back to the start of the line `lines` lines up, forward to the end of the one `lines` down.
    std::size_t begin = at;
    const std::size_t lowest = at > maxBytes ? at - maxBytes : 0;
    for (int seen = 0; begin > lowest; --begin) {
        if (text[begin - 1] == '\n' && seen++ == lines)
            break;
    }
    std::size_t end = at;
    const std::size_t highest = std::min(text.size(), at + maxBytes);
    for (int seen = 0; end < highest; ++end) {
        if (text[end] == '\n' && seen++ == lines)
            break;
    }
    forEachWord(text.substr(begin, end - begin), [&](std::string_view word) { words.add(word); });
    return words;
}

void NearbyWords::add(std::string_view lowercaseWord)
{
    const auto [a, b] = bitsOf(lowercaseWord);
    m_bits[a / 64] |= std::uint64_t(1) << (a % 64);
    m_bits[b / 64] |= std::uint64_t(1) << (b % 64);
}

bool NearbyWords::mayContain(std::string_view word) const
{
    const auto [a, b] = bitsOf(word);
    return (m_bits[a / 64] >> (a % 64) & 1u) && (m_bits[b / 64] >> (b % 64) & 1u);
}

} // namespace Faultline
