// SPDX-License-Identifier: MIT
#include "signatureindex.h"

namespace Faultline {

SignatureIndex::SignatureIndex(const std::vector<PatternText> &patternTexts)
{
    m_signatureWords.reserve(patternTexts.size());
    for (std::size_t i = 0; i < patternTexts.size(); ++i) {
        const TextSimilarity::Tokens &words = patternTexts[i].signature();
        m_signatureWords.push_back(words.size());
        for (const std::uint64_t word : words) // unique words (TextSimilarity::tokens())
            m_records[word].push_back(int(i));
    }
}

void SignatureIndex::countCommon(
    const TextSimilarity::Tokens &line, std::vector<std::uint16_t> &common, std::vector<int> &shared) const
{
    common.assign(m_signatureWords.size(), 0);
    shared.clear();
    for (const std::uint64_t word : line) {
        const auto found = m_records.find(word);
        if (found == m_records.end())
            continue;
        for (const int record : found->second) {
            if (common[std::size_t(record)]++ == 0)
                shared.push_back(record);
        }
    }
}

} // namespace Faultline
