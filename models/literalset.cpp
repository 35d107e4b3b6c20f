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

    // The trie, sparse: each state's edges as (class, child).
    std::vector<std::vector<std::pair<std::uint8_t, std::uint32_t>>> children(1);
    std::vector<std::vector<std::uint32_t>> ends(1);
    m_lengths.reserve(literals.size());
    for (std::uint32_t id = 0; id < literals.size(); ++id) {
        const std::string &literal = literals[id];
        m_lengths.push_back(std::uint32_t(literal.size()));
        std::uint32_t state = 0;
        for (unsigned char byte : literal) {
            const std::uint8_t c = m_class[byte];
            auto &edges = children[state];
            const auto edge
                = std::find_if(edges.begin(), edges.end(), [c](const auto &e) { return e.first == c; });
            if (edge != edges.end()) {
                state = edge->second;
                continue;
            }
            const auto child = std::uint32_t(children.size());
            edges.push_back({c, child});
            children.emplace_back();
            ends.emplace_back();
            state = child;
        }
        ends[state].push_back(id);
    }
    const std::size_t stateCount = ends.size();

    // Breadth first, so a state's failure link is done before it: its row of the full DFA is its
    // failure's row with its own edges put in, and its outputs include its failure's (a shorter
    // literal that ends at the same place). An entry is flagged when its target has outputs.
    m_next.assign(stateCount * classes, 0);
    std::vector<std::uint32_t> failure(stateCount, 0);
    std::vector<bool> hasOutput(stateCount, false);
    auto entry = [&](std::uint32_t target) { return target * classes | (hasOutput[target] ? hitFlag : 0); };
    std::deque<std::uint32_t> queue;
    for (const auto &[c, child] : children[0]) {
        hasOutput[child] = !ends[child].empty();
        m_next[c] = entry(child);
        queue.push_back(child);
    }
    while (!queue.empty()) {
        const std::uint32_t state = queue.front();
        queue.pop_front();
        const std::uint32_t fail = failure[state];
        const auto &inherited = ends[fail];
        ends[state].insert(ends[state].end(), inherited.begin(), inherited.end());
        std::uint32_t *row = m_next.data() + std::size_t(state) * classes;
        const std::uint32_t *failRow = m_next.data() + std::size_t(fail) * classes;
        std::copy(failRow, failRow + classes, row);
        for (const auto &[c, child] : children[state]) {
            failure[child] = (failRow[c] & ~hitFlag) / classes;
            hasOutput[child] = !ends[child].empty() || hasOutput[failure[child]];
            row[c] = entry(child);
            queue.push_back(child);
        }
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
