// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "patterntext.h"
#include "textsimilarity.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace Faultline {

/**
 * The records' signature words, inverted: for a line's words, how many each record's signature
 * shares, found by walking the lists of the line's words rather than comparing the line with
 * every signature. Suggestions ask this for every error line of every log; a batch of thousands
 * of logs asks it thousands of times as often as one big log.
 */
class SignatureIndex
{
public:
    explicit SignatureIndex(const std::vector<PatternText> &patternTexts);

    /// Into \a common (resized to the number of records and zeroed): per record, how many of
    /// \a line's words its signature holds; into \a shared the records holding one or more, in no
    /// particular order.
    void countCommon(const TextSimilarity::Tokens &line, std::vector<std::uint16_t> &common,
        std::vector<int> &shared) const;

    /// The Dice coefficient of \a line and record \a pattern's signature from their \a common
    /// words: TextSimilarity::similarity() without the comparison.
    double similarity(const TextSimilarity::Tokens &line, int pattern, std::uint16_t common) const
    {
        return TextSimilarity::dice(common, line.size(), m_signatureWords[std::size_t(pattern)]);
    }

    /// TextSimilarity::recallWeighted() of \a line and record \a pattern's signature from their
    /// \a common words.
    double recallWeighted(const TextSimilarity::Tokens &line, int pattern, std::uint16_t common) const
    {
        return TextSimilarity::recallWeighted(common, line.size(), m_signatureWords[std::size_t(pattern)]);
    }

    /// Whether a line of \a lineWords words, \a common of them in record \a pattern's signature,
    /// may read like it by \a hundredths / 100: whether similarity() or recallWeighted() may reach
    /// that. Without a division: a line's words are compared with the signatures of thousands of
    /// records, most of which share only a common word or two with it.
    bool mayResemble(std::size_t lineWords, int pattern, std::uint16_t common, std::size_t hundredths) const
    {
        const std::size_t words = m_signatureWords[std::size_t(pattern)];
        // dice = 2c / (a + b), recallWeighted = 5c / (a + 4b)
        return 200 * std::size_t(common) >= hundredths * (lineWords + words)
            || 500 * std::size_t(common) >= hundredths * (lineWords + 4 * words);
    }
    /// Of record \a pattern's signature's words, how many the line holding \a common of them
    /// holds; 0 for a signature without words.
    double coverage(int pattern, std::uint16_t common) const
    {
        const std::size_t words = m_signatureWords[std::size_t(pattern)];
        return words == 0 ? 0.0 : double(common) / double(words);
    }
    std::size_t signatureWords(int pattern) const { return m_signatureWords[std::size_t(pattern)]; }

private:
    std::unordered_map<std::uint64_t, std::vector<int>> m_records; // by word: the records using it
    std::vector<std::size_t> m_signatureWords; // per record
};

} // namespace Faultline
