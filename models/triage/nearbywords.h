// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
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

    bool isEmpty() const { return m_bits == Bits {}; }
    /// Whether \a word (lowercase ASCII letters and digits) may be among the words.
    bool mayContain(std::string_view word) const;

private:
    void add(std::string_view lowercaseWord);
    using Bits = std::array<std::uint64_t, 8>;
    Bits m_bits {};
};

} // namespace Faultline
