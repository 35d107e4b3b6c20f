// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: one block of lines through the matcher (LogMatcher::matchBlock()).

#include "logmatcher.h"
#include "matchtables.h"

#include <cstdint>
#include <string_view>

namespace Faultline {

struct LowercaseLine;

/**
 * Matches one block of lines with the tables compiled from the records, in steps: index the
 * lines, find the literals, choose which cut of each alternative looks for the other
 * (TriggerChooser), then visit the lines where some literal occurs, make candidates of the patterns
 * whose cuts are all there, and try those.
 *
 * Its working lists belong to the calling thread and are kept from block to block (allocated
 * afresh, each block's would be faulted in again, and the allocator cost a tenth of the matching):
 * one BlockMatcher at a time per thread, on tables nobody changes meanwhile.
 */
class BlockMatcher
{
public:
    /// \a block: not empty, under 4 GiB.
    BlockMatcher(const MatchTables &tables, std::string_view block);
    BlockMatcher(const BlockMatcher &) = delete;
    BlockMatcher &operator=(const BlockMatcher &) = delete;

    /// Does what LogMatcher::matchBlock() promises; returns the number of lines.
    qint64 run(const LogMatcher::LineSink &sink, const LogMatcher::WordSink &words);

private:
    struct Scratch;
    struct Cursor;
    class LazyLowercase;

    void indexLines();
    void findLiterals();
    void matchLines(const MatchTables::Triggers &triggers, const LogMatcher::LineSink &sink,
        const LogMatcher::WordSink &words);
    // The steps for one line; inline, in the loop of matchLines().
    qint64 nextLine(qint64 line, Cursor &cursor) const;
    void collectLiterals(qint64 line, std::uint32_t mark, Cursor &cursor, const LogMatcher::WordSink &words);
    void collectCandidates(qint64 line, std::uint32_t mark, Cursor &cursor,
        const MatchTables::Triggers &triggers, LazyLowercase &lowercase, bool longLine);
    void tryPattern(int pattern, std::string_view line, const LowercaseLine &lower,
        std::vector<LogMatcher::Hit> &hits) const;
    // Lines longer than LogMatcher::longLineBytes instead.
    void indexLongLine(qint64 line, std::size_t first, std::size_t last);
    bool mayMatchIn(std::uint32_t unit, const MatchTables::Triggers &triggers, const LowercaseLine &lower,
        std::size_t from, std::size_t to) const;
    bool otherCutIn(
        std::uint32_t unit, const MatchTables::Triggers &triggers, std::size_t from, std::size_t to) const;
    void tryOnLongLine(int pattern, std::string_view line, const LowercaseLine &lower,
        const MatchTables::Triggers &triggers, std::size_t &units, std::vector<LogMatcher::Hit> &hits) const;
    std::string_view lineText(qint64 line) const;

    const MatchTables &m_tables;
    std::string_view m_block;
    Scratch &m_scratch;
    qint64 m_lineCount = 0;
};

} // namespace Faultline
