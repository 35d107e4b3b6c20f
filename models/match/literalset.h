// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: finds many literals at once (the prefilter in front of RE2).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace Faultline {

/**
 * Aho-Corasick over bytes, compiled to a full DFA whose alphabet is the bytes the literals use
 * (every other byte is one class that leads back to the start). ASCII letters compare without
 * case; other bytes exactly, except for the two bytes below that stand for several. One table lookup per byte
 * of text; a state that ends a literal is flagged in the transition that enters it, so the loop only branches
 * on a hit.
 */
class LiteralSet
{
public:
    /// In a literal: any one byte. Each one multiplies the states the literal takes: use one or two.
    static constexpr unsigned char wildcard = 0;
    /// In a literal: any one byte outside ASCII.
    static constexpr unsigned char anyNonAscii = 1;

    /// Literals must be non-empty; their index in \a literals is their id.
    explicit LiteralSet(const std::vector<std::string> &literals);

    struct Occurrence
    {
        std::uint32_t end; // one past the last byte, from the start of the text
        std::uint32_t state; // pass to literalsEndingAt()
    };
    /// Every position in \a text (at most 4 GiB) where some literal ends, in order.
    void scan(std::string_view text, std::vector<Occurrence> &out) const;
    /// The ids of the literals that end where \a state was entered.
    std::pair<const std::uint32_t *, const std::uint32_t *> literalsEndingAt(std::uint32_t state) const
    {
        return {m_outputs.data() + m_outputStart[state], m_outputs.data() + m_outputStart[state + 1]};
    }

    std::size_t stateCount() const { return m_outputStart.size() - 1; }
    std::size_t memoryBytes() const;

private:
    static constexpr std::uint32_t hitFlag = 0x80000000u;
    std::uint8_t m_class[256] = {};
    std::uint32_t m_classCount = 1;
    // m_next[state * m_classCount + class] = next state * m_classCount, | hitFlag if it ends a literal.
    std::vector<std::uint32_t> m_next;
    std::vector<std::uint32_t> m_outputStart; // per state, into m_outputs; one extra at the end
    std::vector<std::uint32_t> m_outputs;
};

} // namespace Faultline
