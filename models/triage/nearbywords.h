// SPDX-License-Identifier: MIT
#pragma once

#include "textsimilarity.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace Faultline {

/**
 * The words of a few lines around a line of a log, as a small Bloom filter: whether a word (a
 * product, "dynamodb" in "@aws-sdk/client-dynamodb") occurs near an error, asked after the log's
 * text is gone. mayContain() may say yes for a word that is not there (about one in a hundred for
 * a few hundred words), never no for one that is. Words are runs of ASCII letters and digits,
 * compared in lowercase. A value of 64 bytes; empty until filled.
 */
class NearbyWords
{
public:
    /// The words of the line holding byte \a at of \a text and of up to \a lines lines before and
    /// after it, reading at most maxBytes bytes on each side.
    static NearbyWords around(std::string_view text, std::size_t at, int lines = 6);
    static constexpr std::size_t maxBytes = 4096;
    /// Calls \a take with each word of \a text, lowercased, as the filter reads words.
    template<typename Take>
    static void forEachWord(std::string_view text, Take take);

    bool isEmpty() const { return m_bits == Bits {}; }
    /// Whether \a word (lowercase ASCII letters and digits) may be among the words.
    bool mayContain(std::string_view word) const;

private:
    /// ASCII letters and digits: "_" parts words ("client_dynamodb"), as it parts a record id's.
    static bool isWordByte(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
    void add(std::string_view lowercaseWord);
    using Bits = std::array<std::uint64_t, 8>;
    Bits m_bits {};
};

template<typename Take>
void NearbyWords::forEachWord(std::string_view text, Take take)
{
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i < text.size() && isWordByte(text[i])) {
            word += TextSimilarity::asciiLower(text[i]);
        } else if (!word.empty()) {
            take(std::string_view(word));
            word.clear();
        }
    }
}

} // namespace Faultline
