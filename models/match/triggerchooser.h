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
 * from "nan". A block with few occurrences (up to fullCountFactor per state of the automaton that
 * ends a literal: a screen of lines, a log of a few hundred KB in a batch) would spend more on
 * counting, choosing and marking than on its lines: it is counted into what the chooser learns, and uses the
 * cuts chosen from the occurrences of such blocks once there were enough of them, or until then the cuts
 * chosen once for all (MatchTables::fixedTriggers). The learned cuts are chosen again after twice as many
 * occurrences each time, up to a limit.
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
    /// A block with up to this many occurrences per output state of the automaton uses the cuts
    /// learned: counting, choosing and marking for a block costs about as much as visiting
    /// eight times the occurrences (a log of a few hundred KB in a batch, each its own block).
    static constexpr std::size_t fullCountFactor = 8;
    /// The cuts learned are chosen again after at most this many occurrences per output state.
    static constexpr std::uint64_t maxIntervalFactor = 64;

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
        std::uint64_t interval = 0; // the occurrences after which the cuts are chosen again
        bool chosen = false;
        MatchTables::Triggers triggers;
        std::vector<std::uint8_t> stateNeeded; // with the line words kept
    } m_learned;
};

} // namespace Faultline
