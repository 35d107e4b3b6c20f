// SPDX-License-Identifier: MIT
#include "nearbywords.h"

#include "textsimilarity.h"

#include <functional>
#include <string>

namespace Faultline {

namespace {

/// ASCII letters and digits: unlike TextSimilarity's word bytes, "_" parts words
/// ("client_dynamodb"), as it parts the words of a record's id.
bool isIdWordByte(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

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
    std::string word;
    for (std::size_t i = begin; i <= end; ++i) {
        if (i < end && isIdWordByte(text[i])) {
            word += TextSimilarity::asciiLower(text[i]);
        } else if (!word.empty()) {
            words.add(word);
            word.clear();
        }
    }
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
