// SPDX-License-Identifier: MIT
#include "literalset.h"

#include <algorithm>
#include <deque>

namespace Faultline {

namespace {

constexpr std::uint8_t fold(std::uint8_t byte)
{
    return byte >= 'A' && byte <= 'Z' ? byte + ('a' - 'A') : byte;
}

} // namespace

LiteralSet::LiteralSet(const std::vector<std::string> &literals)
{
    // Alphabet: class 0 is every byte no literal uses; upper and lower case share a class.
    for (const std::string &literal : literals) {
        for (unsigned char byte : literal) {
            const std::uint8_t folded = fold(byte);
            if (m_class[folded] == 0)
                m_class[folded] = std::uint8_t(m_classCount++);
        }
    }
    for (int upper = 'A'; upper <= 'Z'; ++upper)
        m_class[upper] = m_class[fold(std::uint8_t(upper))];
    const std::uint32_t classes = m_classCount;

    // The trie, with -1 for "no edge yet".
    std::vector<std::int32_t> trie(classes, -1);
    std::vector<std::vector<std::uint32_t>> ends(1);
    m_lengths.reserve(literals.size());
    for (std::uint32_t id = 0; id < literals.size(); ++id) {
        const std::string &literal = literals[id];
        m_lengths.push_back(std::uint32_t(literal.size()));
        std::uint32_t state = 0;
        for (unsigned char byte : literal) {
            const std::size_t edge = state * classes + m_class[byte];
            if (trie[edge] < 0) {
                trie[edge] = std::int32_t(ends.size());
                ends.emplace_back();
                trie.resize(trie.size() + classes, -1);
            }
            state = std::uint32_t(trie[edge]);
        }
        ends[state].push_back(id);
    }
    const std::size_t stateCount = ends.size();

    // Breadth first: failure links, full transitions, and each state's outputs including those of
    // the states its failure chain reaches (a shorter literal that ends at the same place).
    std::vector<std::uint32_t> failure(stateCount, 0);
    std::vector<std::uint32_t> next(stateCount * classes, 0);
    std::deque<std::uint32_t> queue;
    for (std::uint32_t c = 0; c < classes; ++c) {
        const std::int32_t child = trie[c];
        if (child > 0) {
            next[c] = std::uint32_t(child);
            queue.push_back(std::uint32_t(child));
        }
    }
    while (!queue.empty()) {
        const std::uint32_t state = queue.front();
        queue.pop_front();
        const auto &inherited = ends[failure[state]];
        ends[state].insert(ends[state].end(), inherited.begin(), inherited.end());
        for (std::uint32_t c = 0; c < classes; ++c) {
            const std::int32_t child = trie[state * classes + c];
            if (child > 0) {
                failure[child] = next[failure[state] * classes + c];
                next[state * classes + c] = std::uint32_t(child);
                queue.push_back(std::uint32_t(child));
            } else {
                next[state * classes + c] = next[failure[state] * classes + c];
            }
        }
    }

    m_next.resize(next.size());
    for (std::size_t i = 0; i < next.size(); ++i) {
        const std::uint32_t target = next[i];
        m_next[i] = target * classes | (ends[target].empty() ? 0 : hitFlag);
    }
    m_outputStart.reserve(stateCount + 1);
    for (auto &stateEnds : ends) {
        m_outputStart.push_back(std::uint32_t(m_outputs.size()));
        std::sort(stateEnds.begin(), stateEnds.end(),
            [this](std::uint32_t a, std::uint32_t b) { return m_lengths[a] > m_lengths[b]; });
        m_outputs.insert(m_outputs.end(), stateEnds.begin(), stateEnds.end());
    }
    m_outputStart.push_back(std::uint32_t(m_outputs.size()));
}

void LiteralSet::scan(std::string_view text, std::vector<Occurrence> &out) const
{
    const std::uint32_t *next = m_next.data();
    const std::uint8_t *classOf = m_class;
    const auto *p = reinterpret_cast<const std::uint8_t *>(text.data());
    const auto *begin = p;
    const auto *end = p + text.size();
    std::uint32_t state = 0;
    for (; p != end; ++p) {
        state = next[state + classOf[*p]];
        if (state & hitFlag) [[unlikely]] {
            state &= ~hitFlag;
            out.push_back({std::uint32_t(p + 1 - begin), state / m_classCount});
        }
    }
}

std::size_t LiteralSet::memoryBytes() const
{
    return sizeof(*this) + (m_next.size() + m_outputStart.size() + m_outputs.size() + m_lengths.size()) * 4;
}

} // namespace Faultline
