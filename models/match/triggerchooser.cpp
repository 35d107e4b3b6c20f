// SPDX-License-Identifier: MIT
#include "triggerchooser.h"

#include <algorithm>

namespace Faultline {

namespace {

using Occurrences = std::vector<LiteralSet::Occurrence>;
constexpr std::uint32_t nonAsciiState = MatchTables::nonAsciiState;

/// Adds how often each literal occurs in \a occurrences: those of the second set to \a
/// literalCount, those of the first to \a stateCount, by state (chooseCuts() adds them to their
/// literals, once for all occurrences).
void countLiterals(const MatchTables &tables, const Occurrences &occurrences, std::size_t nonAsciiLines,
    std::vector<std::uint32_t> &stateCount, std::vector<std::uint32_t> &literalCount)
{
    for (const LiteralSet::Occurrence &occurrence : occurrences) {
        if (!(occurrence.state & nonAsciiState)) {
            ++stateCount[occurrence.state];
            continue;
        }
        const auto [first, last, offset] = tables.literalsAt(occurrence);
        for (auto local = first; local != last; ++local)
            ++literalCount[*local + offset];
    }
    literalCount[tables.nonAsciiLine] += std::uint32_t(nonAsciiLines);
}

/// Into \a triggers, for each unit the cut whose literals occur less, as counted by
/// countLiterals() into \a stateCount and \a literalCount (whose first set's counts this adds).
void chooseCuts(const MatchTables &tables, const std::vector<std::uint32_t> &stateCount,
    std::vector<std::uint32_t> &literalCount, MatchTables::Triggers &triggers)
{
    for (std::uint32_t state : tables.outputStates) {
        const auto [first, last] = tables.literals->literalsEndingAt(state);
        for (auto literal = first; literal != last; ++literal)
            literalCount[*literal] += stateCount[state];
    }
    auto occurrencesOf = [&](std::size_t unit, std::size_t which) {
        std::uint64_t sum = 0;
        for (std::uint32_t literal : tables.cut(unit, which))
            sum += literalCount[literal];
        return sum;
    };
    triggers.cut.assign(tables.unitCount(), 0);
    for (std::size_t unit = 0; unit < tables.unitCount(); ++unit) {
        if (!tables.cut(unit, 1).empty() && occurrencesOf(unit, 1) < occurrencesOf(unit, 0))
            triggers.cut[unit] = 1;
    }
    tables.indexTriggers(triggers);
}

/**
 * Into \a stateNeeded, per state of the first literal set, whether its occurrences are needed
 * when each unit looks for its others from its cut \a trigger: those of literals that look for
 * their units, or are the other cut of units without pieces to check in order (pieces in order
 * hold both cuts), or are line words (\a withWords). The others are mostly a log's commonest
 * words: three occurrences in four, in a training log. \a literalNeeded: working list.
 */
void markNeeded(const MatchTables &tables, const std::vector<std::uint8_t> &trigger, bool withWords,
    std::vector<std::uint8_t> &literalNeeded, std::vector<std::uint8_t> &stateNeeded)
{
    literalNeeded.assign(tables.literalIdCount(), 0);
    for (std::size_t unit = 0; unit < tables.unitCount(); ++unit) {
        for (std::uint32_t literal : tables.cut(unit, trigger[unit]))
            literalNeeded[literal] = 1;
        if (tables.unitPieces[unit].empty()) {
            for (std::uint32_t literal : tables.cut(unit, 1 - trigger[unit]))
                literalNeeded[literal] = 1;
        }
    }
    for (std::size_t literal = 0; withWords && literal < tables.literalIdCount(); ++literal) {
        if (tables.lineWordStart[literal + 1] != tables.lineWordStart[literal])
            literalNeeded[literal] = 1;
    }
    stateNeeded.assign(tables.literals->stateCount(), 0);
    for (std::uint32_t state : tables.outputStates) {
        const auto [first, last] = tables.literals->literalsEndingAt(state);
        stateNeeded[state]
            = std::any_of(first, last, [&](std::uint32_t literal) { return literalNeeded[literal]; });
    }
}

/// Drops the occurrences of the first literal set whose state \a stateNeeded does not mark; those
/// of the other set are all kept.
void dropUnneeded(Occurrences &occurrences, const std::vector<std::uint8_t> &stateNeeded)
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < occurrences.size(); ++i) {
        const LiteralSet::Occurrence occurrence = occurrences[i];
        occurrences[kept] = occurrence;
        kept += (occurrence.state & nonAsciiState) || stateNeeded[occurrence.state];
    }
    occurrences.resize(kept);
}

} // namespace

const MatchTables::Triggers &TriggerChooser::choose(
    const MatchTables &tables, Occurrences &occurrences, std::size_t nonAsciiLines, bool withWords)
{
    if (occurrences.size() <= fullCountFactor * tables.outputStates.size())
        return learnedTriggers(tables, occurrences, nonAsciiLines);
    m_stateCount.assign(tables.literals->stateCount(), 0);
    m_literalCount.assign(tables.literalIdCount(), 0);
    countLiterals(tables, occurrences, nonAsciiLines, m_stateCount, m_literalCount);
    chooseCuts(tables, m_stateCount, m_literalCount, m_counted);
    markNeeded(tables, m_counted.cut, withWords, m_literalNeeded, m_stateNeeded);
    dropUnneeded(occurrences, m_stateNeeded);
    return m_counted;
}

/// The cuts for a small block: those learned from earlier small blocks, if enough occurrences were
/// counted for them; the occurrences this block does not need are dropped.
const MatchTables::Triggers &TriggerChooser::learnedTriggers(
    const MatchTables &tables, Occurrences &occurrences, std::size_t nonAsciiLines)
{
    Learned &learned = m_learned;
    if (learned.tables != tables.serial) {
        learned = {};
        learned.tables = tables.serial;
        learned.interval = tables.outputStates.size();
        learned.stateCount.assign(tables.literals->stateCount(), 0);
        learned.literalCount.assign(tables.literalIdCount(), 0);
    }
    countLiterals(tables, occurrences, nonAsciiLines, learned.stateCount, learned.literalCount);
    learned.occurrences += occurrences.size();
    if (learned.occurrences > learned.interval) {
        // Adds the states' counts to their literals' once, as countLiterals() leaves them.
        chooseCuts(tables, learned.stateCount, learned.literalCount, learned.triggers);
        // Kept with the line words, whether this block reads them or not: more occurrences kept
        // than a block needs cost only their visit.
        markNeeded(tables, learned.triggers.cut, true, m_literalNeeded, learned.stateNeeded);
        learned.chosen = true;
        std::fill(learned.stateCount.begin(), learned.stateCount.end(), 0);
        std::fill(learned.literalCount.begin(), learned.literalCount.end(), 0);
        learned.occurrences = 0;
        // The counts of a thread's logs settle: choosing again after twice as many occurrences
        // each time, up to a limit, keeps up with a change of log without paying the choice
        // for every small log of a batch.
        learned.interval
            = std::min<std::uint64_t>(learned.interval * 2, maxIntervalFactor * tables.outputStates.size());
    }
    if (!learned.chosen)
        return tables.fixedTriggers;
    dropUnneeded(occurrences, learned.stateNeeded);
    return learned.triggers;
}

} // namespace Faultline
