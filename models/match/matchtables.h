// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: what compiling the records builds and matching reads.

#include "lazyregex.h"
#include "leadpairs.h"
#include "literalset.h"
#include "logmatcher.h"
#include "matchplan_p.h"

#include <re2/re2.h>

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <vector>

namespace Faultline {

struct CompiledPattern;

/**
 * The tables LogMatcher matches with, built once from the accepted patterns and then only read:
 * share them between any number of threads. Literal ids number the ASCII literals, then the
 * others, then one more, nonAsciiLine, "some byte outside ASCII", present on such lines.
 *
 * A unit is one alternative of one pattern, with one or two cuts (PatternCuts); a line is a
 * candidate for a unit's pattern when it holds a literal of each of the unit's cuts.
 */
struct MatchTables
{
    /// In an occurrence's state: it is of a literal of the second set, the one outside ASCII.
    static constexpr std::uint32_t nonAsciiState = 0x80000000u;

    /// The literal automatons, ASCII and not: what a plan may save of these tables.
    using Automatons = std::array<PlannedAutomaton, 2>;

    /// Which cut of each unit looks for its other cut (see TriggerChooser), and the units each
    /// literal looks for: units[start[id] … start[id + 1]).
    struct Triggers
    {
        std::vector<std::uint8_t> cut;
        std::vector<std::uint32_t> start, units;
    };

    /// Builds the tables from \a patterns, whose index is their pattern number; takes their
    /// regexes (a pattern without one gets its regex compiled when first used), dotStar and their
    /// alternatives' pieces and prefix. Costs the automatons'
    /// construction, some tens of milliseconds for the corpus, unless \a saved holds them: each of
    /// the two is used when it was made for exactly the literals of its set (LiteralSet::isFor()),
    /// built otherwise.
    explicit MatchTables(std::vector<CompiledPattern> &patterns, const Automatons &saved = {});
    ~MatchTables();

    /// Per pattern; compiled, or compiled when first used (see LazyRegex).
    std::vector<std::unique_ptr<const LazyRegex>> regexes;
    // Literals of ASCII only are searched for in the whole text; the others, on the lines that
    // hold a byte outside ASCII (few, in most logs), which keeps the first automaton's alphabet
    // and so its tables small. Their ids follow the first set's.
    std::shared_ptr<const LiteralSet> literals, nonAsciiLiterals; // shared with the matcher's plan
    std::uint32_t firstNonAsciiLiteral = 0;
    std::uint32_t longestNonAsciiLiteral = 0; // in bytes
    // The first characters of the other literals and of KELVIN SIGN and LONG S: lines with bytes
    // outside ASCII but none of these are neither searched for those literals nor tried against
    // every regex.
    LeadPairs nonAsciiLeads;
    std::vector<std::uint32_t> outputStates; // the first set's states where some literal ends
    std::vector<std::uint32_t> literalLength; // by id, in bytes; 0 for nonAsciiLine
    std::uint32_t nonAsciiLine = 0; // its id
    bool usesNonAsciiLine = false; // in some cut
    // Cut c of unit u holds the literal ids cutLiterals[cutStart[u * 2 + c] … cutStart[u * 2 + c
    // + 1]); cut 1 may be empty.
    std::vector<int> unitPattern;
    std::vector<std::uint32_t> cutStart;
    std::vector<std::uint32_t> cutLiterals;
    std::vector<std::vector<std::string>> unitPieces; // per unit: PatternCuts::pieces
    std::vector<std::string> unitPrefix; // per unit: PatternCuts::prefix
    // Per entry of cutLiterals: where the literal first lies in its unit's prefix, or -1.
    std::vector<std::int32_t> cutPrefixOffset;
    // Per pattern: PatternSyntax::dotStarAlternatives().
    std::vector<std::optional<std::vector<std::vector<std::string>>>> dotStar;
    // Literal id → the LineWords::words() it stands for: lineWords[lineWordStart[id] …
    // lineWordStart[id + 1]).
    std::vector<std::uint32_t> lineWordStart;
    std::vector<int> lineWords;
    std::vector<int> everyLine; // patterns tried on each line
    /// For blocks with few literal occurrences (a screen of lines), chosen once: counting
    /// occurrences to choose would cost more than the lines. Each unit's cut whose shortest
    /// literal is the longer, as longer literals are the rarer.
    Triggers fixedTriggers;
    LogMatcher::Statistics statistics;
    /// Tells these tables from any others, even ones later made at the same address: what a
    /// thread learned matching with them (TriggerChooser) is used with them only.
    const std::uint64_t serial;

    std::size_t patternCount() const { return regexes.size(); }
    std::size_t unitCount() const { return unitPattern.size(); }
    std::size_t literalIdCount() const { return nonAsciiLine + 1; }
    std::span<const std::uint32_t> cut(std::size_t unit, std::size_t which) const
    {
        return {cutLiterals.data() + cutStart[unit * 2 + which],
            cutLiterals.data() + cutStart[unit * 2 + which + 1]};
    }
    /// The literals that end where \a occurrence was found: their ids in their set, and what
    /// makes those global ids.
    std::tuple<const std::uint32_t *, const std::uint32_t *, std::uint32_t> literalsAt(
        const LiteralSet::Occurrence &occurrence) const
    {
        const bool other = occurrence.state & nonAsciiState;
        const LiteralSet &set = other ? *nonAsciiLiterals : *literals;
        const auto [first, last] = set.literalsEndingAt(occurrence.state & ~nonAsciiState);
        return std::tuple(first, last, other ? firstNonAsciiLiteral : 0u);
    }
    /// Fills in \a triggers' units from its cuts.
    void indexTriggers(Triggers &triggers) const;
};

} // namespace Faultline
