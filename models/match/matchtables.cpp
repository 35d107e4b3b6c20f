// SPDX-License-Identifier: MIT
#include "matchtables.h"

#include "compiledpattern.h"
#include "linescan.h"
#include "linewords.h"
#include "literalspelling.h"

#include <QByteArray>

#include <algorithm>
#include <atomic>
#include <limits>
#include <map>

namespace Faultline {

namespace {

using LiteralSpelling::nonAsciiLine;

/// Literal → the units whose cuts hold it, as unit * 2 + which cut. Ordered, so that ids are
/// given in the same order on every run.
using LiteralUsers = std::map<std::string, std::vector<int>>;
/// Literal (lowercase) → the LineWords::words() it stands for.
using LineWordsOf = std::map<std::string, std::vector<int>>;

/// Takes each pattern's regex and makes a unit of each of its alternatives (taking their pieces and
/// prefix too: copies of them cost some milliseconds for the corpus).
LiteralUsers addUnits(MatchTables &tables, std::vector<CompiledPattern> &patterns)
{
    LiteralUsers users;
    for (std::size_t pattern = 0; pattern < patterns.size(); ++pattern) {
        CompiledPattern &one = patterns[pattern];
        tables.regexes.push_back(one.regex ? std::make_unique<const LazyRegex>(std::move(one.regex))
                                           : std::make_unique<const LazyRegex>(one.pattern.toStdString()));
        tables.dotStar.push_back(std::move(one.dotStar));
        if (one.alternatives.empty())
            tables.everyLine.push_back(int(pattern));
        for (PatternCuts &alternative : one.alternatives) {
            const int unit = int(tables.unitPattern.size());
            tables.unitPattern.push_back(int(pattern));
            tables.unitPieces.push_back(std::move(alternative.pieces));
            tables.unitPrefix.push_back(std::move(alternative.prefix));
            for (int which : {0, 1}) {
                for (const std::string &literal : alternative.cuts[which])
                    users[literal].push_back(unit * 2 + which);
            }
        }
    }
    return users;
}

/// The line words are literals too, with no units of their own. Searching ignores ASCII case:
/// "CUDA" and "cuda" are one literal.
LineWordsOf addLineWords(LiteralUsers &users)
{
    LineWordsOf lineWordsOf;
    for (std::size_t word = 0; word < LineWords::words().size(); ++word) {
        const QByteArray lower = QByteArray::fromStdString(LineWords::words()[word].text).toLower();
        users[lower.toStdString()];
        lineWordsOf[lower.toStdString()].push_back(int(word));
    }
    return lineWordsOf;
}

/// Gives each literal its id (ASCII literals first, then the others, then "any byte outside
/// ASCII") and fills in the cuts and line words by id; \a literals gets each set's literals.
void numberLiterals(MatchTables &tables, const LiteralUsers &users, const LineWordsOf &lineWordsOf,
    std::vector<std::string> (&literals)[2])
{
    std::vector<std::vector<std::uint32_t>> cuts(tables.unitCount() * 2);
    for (bool ascii : {true, false}) {
        for (const auto &[literal, entries] : users) {
            if (literal == nonAsciiLine || LineScan::isAscii(literal) != ascii)
                continue;
            const auto id = std::uint32_t(literals[0].size() + literals[1].size());
            literals[ascii ? 0 : 1].push_back(literal);
            for (int entry : entries)
                cuts[std::size_t(entry)].push_back(id);
            tables.lineWordStart.push_back(std::uint32_t(tables.lineWords.size()));
            if (const auto it = lineWordsOf.find(literal); it != lineWordsOf.end())
                tables.lineWords.insert(tables.lineWords.end(), it->second.begin(), it->second.end());
        }
    }
    tables.nonAsciiLine = std::uint32_t(literals[0].size() + literals[1].size());
    tables.lineWordStart.push_back(std::uint32_t(tables.lineWords.size())); // "any byte outside ASCII": none
    tables.lineWordStart.push_back(std::uint32_t(tables.lineWords.size()));
    if (const auto it = users.find(std::string(nonAsciiLine)); it != users.end()) {
        tables.usesNonAsciiLine = true;
        for (int entry : it->second)
            cuts[std::size_t(entry)].push_back(tables.nonAsciiLine);
    }
    for (std::vector<std::uint32_t> &cut : cuts) {
        std::sort(cut.begin(), cut.end());
        cut.erase(std::unique(cut.begin(), cut.end()), cut.end());
        tables.cutStart.push_back(std::uint32_t(tables.cutLiterals.size()));
        tables.cutLiterals.insert(tables.cutLiterals.end(), cut.begin(), cut.end());
    }
    tables.cutStart.push_back(std::uint32_t(tables.cutLiterals.size()));
}

/// MatchTables::cutPrefixOffset: where each cut literal lies in its unit's prefix.
void findInPrefixes(MatchTables &tables, const std::vector<std::string> (&literals)[2])
{
    tables.cutPrefixOffset.assign(tables.cutLiterals.size(), -1);
    for (std::size_t unit = 0; unit < tables.unitCount(); ++unit) {
        const std::string &prefix = tables.unitPrefix[unit];
        if (prefix.empty())
            continue;
        for (std::uint32_t i = tables.cutStart[unit * 2]; i < tables.cutStart[unit * 2 + 2]; ++i) {
            const std::uint32_t literal = tables.cutLiterals[i];
            if (literal == tables.nonAsciiLine)
                continue;
            const std::string &text = literal < literals[0].size()
                ? literals[0][literal]
                : literals[1][literal - literals[0].size()];
            if (const std::size_t at = prefix.find(text); at != std::string::npos)
                tables.cutPrefixOffset[i] = std::int32_t(at);
        }
    }
}

/// The two automatons, and what is looked up of them while matching.
void buildAutomatons(
    MatchTables &tables, const std::vector<std::string> (&literals)[2], const MatchTables::Automatons &saved)
{
    auto automaton = [&](int set) {
        const std::shared_ptr<const LiteralSet> given = saved[std::size_t(set)].get();
        return given && given->isFor(literals[set]) ? given
                                                    : std::make_shared<const LiteralSet>(literals[set]);
    };
    tables.literals = automaton(0);
    tables.nonAsciiLiterals = automaton(1);
    tables.firstNonAsciiLiteral = std::uint32_t(literals[0].size());
    for (std::uint32_t state = 0; state < tables.literals->stateCount(); ++state) {
        if (const auto [first, last] = tables.literals->literalsEndingAt(state); first != last)
            tables.outputStates.push_back(state);
    }
    for (std::string_view literal : literals[1])
        tables.nonAsciiLeads.addFirstOf(literal);
    tables.nonAsciiLeads.addFirstOf(LiteralSpelling::kelvinSign);
    tables.nonAsciiLeads.addFirstOf(LiteralSpelling::longS);
}

/// MatchTables::fixedTriggers: each unit's cut whose shortest literal is the longer.
void chooseFixedTriggers(MatchTables &tables, const std::vector<std::string> (&literals)[2])
{
    std::vector<std::size_t> literalLength; // by id; "any byte outside ASCII" counts as one byte
    for (const auto &set : literals) {
        for (const std::string &literal : set)
            literalLength.push_back(literal.size());
    }
    literalLength.push_back(1);
    auto shortest = [&](std::size_t unit, std::size_t which) {
        std::size_t length = std::numeric_limits<std::size_t>::max();
        for (std::uint32_t literal : tables.cut(unit, which))
            length = std::min(length, literalLength[literal]);
        return length;
    };
    tables.fixedTriggers.cut.assign(tables.unitCount(), 0);
    for (std::size_t unit = 0; unit < tables.unitCount(); ++unit) {
        if (!tables.cut(unit, 1).empty() && shortest(unit, 1) > shortest(unit, 0))
            tables.fixedTriggers.cut[unit] = 1;
    }
    tables.indexTriggers(tables.fixedTriggers);
}

} // namespace

MatchTables::MatchTables(std::vector<CompiledPattern> &patterns, const Automatons &saved)
    : serial([] {
        static std::atomic<std::uint64_t> made {0};
        return ++made;
    }())
{
    LiteralUsers users = addUnits(*this, patterns);
    const LineWordsOf lineWordsOf = addLineWords(users);
    std::vector<std::string> texts[2]; // each literal set's, by id
    numberLiterals(*this, users, lineWordsOf, texts);
    for (const auto &set : texts) {
        for (const std::string &literal : set)
            literalLength.push_back(std::uint32_t(literal.size()));
    }
    literalLength.push_back(0); // nonAsciiLine
    for (const std::string &literal : texts[1])
        longestNonAsciiLiteral = std::max(longestNonAsciiLiteral, std::uint32_t(literal.size()));
    findInPrefixes(*this, texts);
    buildAutomatons(*this, texts, saved);
    chooseFixedTriggers(*this, texts);

    statistics.atoms = qsizetype(texts[0].size() + texts[1].size());
    statistics.automatonStates = qsizetype(literals->stateCount() + nonAsciiLiterals->stateCount());
    statistics.automatonBytes = qsizetype(literals->memoryBytes() + nonAsciiLiterals->memoryBytes());
    statistics.everyLine = qsizetype(everyLine.size());
}

MatchTables::~MatchTables() = default;

void MatchTables::indexTriggers(Triggers &triggers) const
{
    triggers.start.assign(literalIdCount() + 1, 0);
    for (std::size_t unit = 0; unit < unitCount(); ++unit) {
        for (std::uint32_t literal : cut(unit, triggers.cut[unit]))
            ++triggers.start[literal + 1];
    }
    for (std::size_t literal = 0; literal < literalIdCount(); ++literal)
        triggers.start[literal + 1] += triggers.start[literal];
    triggers.units.resize(triggers.start.back());
    thread_local std::vector<std::uint32_t> fill; // kept: it runs for every block of many lines
    fill.assign(triggers.start.begin(), triggers.start.end() - 1);
    for (std::size_t unit = 0; unit < unitCount(); ++unit) {
        for (std::uint32_t literal : cut(unit, triggers.cut[unit]))
            triggers.units[fill[literal]++] = std::uint32_t(unit);
    }
}

} // namespace Faultline
