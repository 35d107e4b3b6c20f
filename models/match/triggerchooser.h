// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: which cut of each alternative looks for the other, block by block.

#include "literalset.h"
#include "matchtables.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace Faultline {

/**
 * Chooses, for one block of lines, which cut of each unit goes looking for its other cut
 * (MatchTables::Triggers), and drops the block's literal occurrences that choice does not need.
 *
 * A unit with two cuts is a candidate on lines that hold a literal of each; the cut whose literals
 * occur less in the block looks for the other. A log full of "loss" then looks for `loss.*nan`
 * from "nan". A block with fewer occurrences than the automaton has states that end literals (a
 * screen of lines, a small log of a batch) would spend more on counting and dropping occurrences
 * than on its lines: it is counted into what the chooser learns, and uses the cuts chosen from the
 * occurrences of such blocks once there were enough of them, or until then the cuts chosen once
 * for all (MatchTables::fixedTriggers).
 *
 * Keeps its working lists and what it learned from block to block: one per thread (BlockMatcher
 * keeps it with its own lists), one block at a time, on tables nobody changes meanwhile. What it
 * learned with some tables is used with those only (MatchTables::serial).
 */
class TriggerChooser
{
public:
    /**
     * The triggers for a block with \a tables: \a occurrences are its literals' occurrences, by
     * where they end, and \a nonAsciiLines the number of its lines with bytes outside ASCII.
     * Drops from \a occurrences those of the first literal set that finding candidates with these
     * triggers does not read; line words' are kept when \a withWords (and may be when not). The
     * result is this chooser's or \a tables', valid until the next call. Costs a pass over the
     * occurrences, and for a large block or once enough were learned, one over the tables'
     * literals and units.
     */
    const MatchTables::Triggers &choose(const MatchTables &tables,
        std::vector<LiteralSet::Occurrence> &occurrences, std::size_t nonAsciiLines, bool withWords);

private:
    const MatchTables::Triggers &learnedTriggers(const MatchTables &tables,
        std::vector<LiteralSet::Occurrence> &occurrences, std::size_t nonAsciiLines);

    // For a block with enough occurrences: its counts, the cuts chosen from them, and which
    // literals and states those need.
    MatchTables::Triggers m_counted;
    std::vector<std::uint32_t> m_literalCount, m_stateCount;
    std::vector<std::uint8_t> m_literalNeeded, m_stateNeeded;
    // What small blocks teach: the occurrences counted over the blocks since the cuts were last
    // chosen from them, and those cuts, for the tables of serial tables.
    struct Learned
    {
        std::uint64_t tables = 0;
        std::vector<std::uint32_t> stateCount, literalCount;
        std::uint64_t occurrences = 0;
        bool chosen = false;
        MatchTables::Triggers triggers;
        std::vector<std::uint8_t> stateNeeded; // with the line words kept
    } m_learned;
};

} // namespace Faultline
