// SPDX-License-Identifier: MIT
#include "literalset.h"

#include <algorithm>
#include <deque>
#include <limits>

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
            if (byte == wildcard || byte == anyNonAscii)
                continue;
            const std::uint8_t folded = fold(byte);
            if (m_class[folded] == 0)
                m_class[folded] = std::uint8_t(m_classCount++);
        }
    }
    for (int upper = 'A'; upper <= 'Z'; ++upper)
        m_class[upper] = m_class[fold(std::uint8_t(upper))];
    // The bytes outside ASCII that no literal names share a class, when some literal needs them.
    const bool needsNonAscii = std::any_of(literals.begin(), literals.end(),
        [](const std::string &literal) { return literal.find(char(anyNonAscii)) != std::string::npos; });
    if (needsNonAscii) {
        const auto shared = std::uint8_t(m_classCount++);
        for (int byte = 0x80; byte <= 0xFF; ++byte) {
            if (m_class[byte] == 0)
                m_class[byte] = shared;
        }
    }
    const std::uint32_t classes = m_classCount;
    // The classes a byte of a literal stands for.
    std::vector<std::uint8_t> any, nonAscii;
    for (std::uint32_t c = 0; c < classes; ++c)
        any.push_back(std::uint8_t(c));
    for (int byte = 0x80; byte <= 0xFF; ++byte)
        nonAscii.push_back(m_class[byte]);
    std::sort(nonAscii.begin(), nonAscii.end());
    nonAscii.erase(std::unique(nonAscii.begin(), nonAscii.end()), nonAscii.end());

    // The trie, sparse: each state's edges as (class, child).
    std::vector<std::vector<std::pair<std::uint8_t, std::uint32_t>>> children(1);
    std::vector<std::vector<std::uint32_t>> ends(1);
    m_lengths.reserve(literals.size());
    for (std::uint32_t id = 0; id < literals.size(); ++id) {
        const std::string &literal = literals[id];
        m_lengths.push_back(std::uint32_t(literal.size()));
        // The states the literal has reached: more than one after a wildcard.
        std::vector<std::uint32_t> states {0}, nextStates;
        auto follow = [&](std::uint32_t state, std::uint8_t c) {
            auto &edges = children[state];
            const auto edge
                = std::find_if(edges.begin(), edges.end(), [c](const auto &e) { return e.first == c; });
            if (edge != edges.end())
                return edge->second;
            const auto child = std::uint32_t(children.size());
            edges.push_back({c, child});
            children.emplace_back(); // invalidates edges
            ends.emplace_back();
            return child;
        };
        for (unsigned char byte : literal) {
            nextStates.clear();
            for (std::uint32_t state : states) {
                if (byte == wildcard || byte == anyNonAscii) {
                    for (std::uint8_t c : byte == wildcard ? any : nonAscii)
                        nextStates.push_back(follow(state, c));
                } else {
                    nextStates.push_back(follow(state, m_class[byte]));
                }
            }
            std::swap(states, nextStates);
        }
        for (std::uint32_t state : states)
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
    // Each byte's step waits for the one before: one stream of text runs at the latency of a
    // table load. Four streams, from four line starts, overlap their loads. A literal found across
    // a line end is of no use to callers, so none is lost where a stream starts afresh.
    constexpr std::size_t lanes = 4;
    const auto *begin = reinterpret_cast<const std::uint8_t *>(text.data());
    const std::uint8_t *laneBegin[lanes + 1];
    laneBegin[0] = begin;
    laneBegin[lanes] = begin + text.size();
    for (std::size_t k = 1; k < lanes; ++k) {
        const std::size_t from = std::max<std::size_t>(text.size() * k / lanes, laneBegin[k - 1] - begin);
        const std::size_t newline = text.find('\n', from);
        laneBegin[k] = newline == std::string_view::npos ? laneBegin[lanes] : begin + newline + 1;
    }
    thread_local std::vector<Occurrence> laneOut[lanes];
    std::vector<Occurrence> *sink[lanes] = {&out, &laneOut[1], &laneOut[2], &laneOut[3]};
    for (std::size_t k = 1; k < lanes; ++k)
        laneOut[k].clear();

    const std::uint32_t *next = m_next.data();
    const std::uint8_t *classOf = m_class;
    const std::uint32_t classes = m_classCount;
    std::uint32_t state[lanes] = {};
    const std::uint8_t *p[lanes];
    std::size_t common = std::numeric_limits<std::size_t>::max();
    for (std::size_t k = 0; k < lanes; ++k) {
        p[k] = laneBegin[k];
        common = std::min<std::size_t>(common, laneBegin[k + 1] - laneBegin[k]);
    }
    auto step = [&](std::size_t k) {
        state[k] = next[state[k] + classOf[*p[k]]];
        ++p[k];
        if (state[k] & hitFlag) [[unlikely]] {
            state[k] &= ~hitFlag;
            sink[k]->push_back({std::uint32_t(p[k] - begin), state[k] / classes});
        }
    };
    for (std::size_t i = 0; i < common; ++i) {
        step(0);
        step(1);
        step(2);
        step(3);
    }
    for (std::size_t k = 0; k < lanes; ++k) {
        while (p[k] != laneBegin[k + 1])
            step(k);
    }
    for (std::size_t k = 1; k < lanes; ++k)
        out.insert(out.end(), laneOut[k].begin(), laneOut[k].end());
}

std::size_t LiteralSet::memoryBytes() const
{
    return sizeof(*this) + (m_next.size() + m_outputStart.size() + m_outputs.size() + m_lengths.size()) * 4;
}

} // namespace Faultline
