// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: how much a log line reads like a record's signature. Ranking
// compares every hit line and every unmatched error line with signatures, so the hot parts are
// inline and allocate nothing per word.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace Faultline::TextSimilarity {

/// What a byte is to tokens(): a table, not std::isalnum(), which is a call per byte on every hit
/// line and whose answer for bytes outside ASCII depends on the locale.
enum ByteKind : std::uint8_t { Separator = 0, WordByte = 1, Digit = 3 };

inline ByteKind byteKind(unsigned char c)
{
    static constexpr auto table = [] {
        std::array<ByteKind, 256> t {};
        for (int b = 0; b < 256; ++b) {
            if (b >= '0' && b <= '9')
                t[std::size_t(b)] = Digit;
            else if ((b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z') || b == '_' || b >= 0x80)
                t[std::size_t(b)] = WordByte; // letters, `_` and every byte outside ASCII
        }
        return t;
    }();
    return table[c];
}

inline bool isWordByte(char c)
{
    return byteKind(static_cast<unsigned char>(c)) != Separator;
}

inline char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

/// Eight bytes of text with their ASCII capitals made lowercase, all at once.
inline std::uint64_t asciiLower8(std::uint64_t bytes)
{
    constexpr std::uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    const std::uint64_t low7 = bytes & ~highs;
    const std::uint64_t atLeastA = low7 + (0x80 - 'A') * ones; // each byte's high bit: >= 'A'
    const std::uint64_t aboveZ = low7 + (0x80 - 'Z' - 1) * ones; // > 'Z'
    const std::uint64_t capital = atLeastA & ~aboveZ & ~bytes & highs;
    return bytes | capital >> 2; // 0x80 >> 2 is 'a' - 'A'
}

/// A word's lowercase spelling as 64 bits, eight bytes a step: a byte at a time, the hash was a
/// chain of multiplications as long as the word, on every hit line.
inline std::uint64_t wordHash(std::string_view word)
{
    std::uint64_t hash = word.size() * 0x9E3779B97F4A7C15ull;
    for (std::size_t at = 0; at < word.size(); at += 8) {
        std::uint64_t bytes = 0;
        std::memcpy(&bytes, word.data() + at, std::min<std::size_t>(8, word.size() - at));
        hash = (hash ^ asciiLower8(bytes)) * 0xFF51AFD7ED558CCDull;
        hash ^= hash >> 32;
    }
    hash *= 0xC4CEB9FE1A85EC53ull;
    return hash ^ hash >> 29;
}

/// A text's distinct words, each as a 64-bit hash of its lowercase spelling, sorted: compared for
/// every hit, so without an allocation per word.
using Tokens = std::vector<std::uint64_t>;

/// \a text's lowercase word tokens of two bytes or more into \a result, numbers left out (they
/// vary between occurrences). Reuses \a result's memory.
inline void tokens(std::string_view text, Tokens &result)
{
    result.clear();
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && !isWordByte(text[i]))
            ++i;
        const std::size_t start = i;
        unsigned kinds = Digit;
        for (; i < text.size(); ++i) {
            const ByteKind kind = byteKind(static_cast<unsigned char>(text[i]));
            if (kind == Separator)
                break;
            kinds &= kind;
        }
        if (i - start >= 2 && kinds != Digit)
            result.push_back(wordHash(text.substr(start, i - start)));
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
}

inline Tokens tokens(std::string_view text)
{
    Tokens result;
    tokens(text, result);
    return result;
}

/// The Dice coefficient of two sets of \a a and \a b words with \a common words in common: 0 when
/// none are, 1 when they are the same words.
inline double dice(std::size_t common, std::size_t a, std::size_t b)
{
    return common == 0 ? 0.0 : 2.0 * double(common) / double(a + b);
}

/// Like dice(), with the \a b side's words (a signature's) counting four times as much as the \a a
/// side's (a line's): the F2 score of the common words. A long line that holds most of a
/// signature's words around other text (a query, a dumped object) reads like it; a short generic
/// signature of which a long line holds every word does not.
inline double recallWeighted(std::size_t common, std::size_t a, std::size_t b)
{
    if (common == 0)
        return 0.0;
    const double precision = double(common) / double(a), recall = double(common) / double(b);
    return 5.0 * precision * recall / (4.0 * precision + recall);
}

/// How much of the signature's wording the line holds: the Dice coefficient over word tokens,
/// from 0 (no word in common, or either has none) to 1 (the same words).
inline double similarity(const Tokens &line, const Tokens &signature)
{
    if (line.empty() || signature.empty())
        return 0;
    std::size_t common = 0;
    for (auto a = line.begin(), b = signature.begin(); a != line.end() && b != signature.end();) {
        if (*a < *b) {
            ++a;
        } else if (*b < *a) {
            ++b;
        } else {
            ++common;
            ++a;
            ++b;
        }
    }
    return dice(common, line.size(), signature.size());
}

/// The errors and things a text names, in lowercase: exception and error classes
/// ("AccessDeniedException", "ModuleNotFoundError"; as "accessdenied", "modulenotfound", since AWS
/// prints the class "ExpiredTokenException" as "ExpiredToken"), other CamelCase names, errno names
/// ("EADDRINUSE") and error codes ("E0382", "TS2339", "NETSDK1045"). A line that lacks one of a
/// signature's names is hardly that error, however much of the rest of its wording it shares.
/// With Suffix::Keep the classes keep their suffix ("timeouterror", not "timeout").
enum class Suffix { Strip, Keep };
std::vector<std::string> namedErrors(std::string_view text, Suffix suffix = Suffix::Strip);

/// \a text's word bytes only, run together and lowercase: "out of memory" becomes "outofmemory",
/// in which a name from namedErrors() ("OutOfMemoryError") can be looked for.
std::string compactWords(std::string_view text);

/// Whether \a compactText (as compactWords() gives) holds every name in \a names.
inline bool namesAll(std::string_view compactText, const std::vector<std::string> &names)
{
    return std::all_of(names.begin(), names.end(),
        [&](const std::string &name) { return compactText.find(name) != std::string_view::npos; });
}

} // namespace Faultline::TextSimilarity
