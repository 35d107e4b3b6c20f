// SPDX-License-Identifier: MIT
#include "patterncuts.h"

#include "linescan.h"
#include "literalspelling.h"
#include "patternsyntax.h"
#include "recordregex.h"

#include <re2/filtered_re2.h>

#include <algorithm>
#include <cctype>
#include <iterator>

namespace Faultline {

namespace {

using LiteralSpelling::kelvinSign;
using LiteralSpelling::longS;
using LiteralSpelling::nonAsciiLine;

/// Orders literals from the most likely to occur in a log to the least: short ones and numbers
/// first.
int rarity(const std::string &literal)
{
    if (literal == nonAsciiLine)
        return 10;
    const bool digits = std::all_of(
        literal.begin(), literal.end(), [](unsigned char c) { return c < 0x80 && !std::isalpha(c); });
    return int(literal.size()) * 2 - (digits ? 3 : 0);
}

/// The common shapes need no compiling: each of \a pieces is required, the rarest two are the cuts.
PatternCuts cutsOfPieces(const std::vector<std::string> &pieces)
{
    PatternCuts result;
    std::vector<std::vector<std::string>> parts;
    for (const std::string &piece : pieces) {
        parts.push_back(piece.find(PatternSyntax::gap) == std::string::npos
                ? LiteralSpelling::searchableParts(piece)
                : LiteralSpelling::gapParts(piece));
    }
    std::stable_sort(parts.begin(), parts.end(),
        [](const auto &a, const auto &b) { return rarity(a.front()) > rarity(b.front()); });
    result.cuts[0] = parts[0];
    if (parts.size() > 1)
        result.cuts[1] = parts[1];
    if (pieces.size() > 1 && std::all_of(pieces.begin(), pieces.end(), LineScan::isAscii))
        result.pieces = pieces;
    return result;
}

/// Narrows sets of a prefilter's atoms down to cuts, asking the prefilter's formula.
class CutSearch
{
public:
    /// \a atoms: those the cuts are chosen from, the commonest first.
    CutSearch(re2::FilteredRE2 &filter, const std::vector<int> &atoms) : m_filter(filter), m_atoms(atoms) { }

    /// Whether every match must hold an atom of \a cut: the formula fails with all the others.
    bool isCut(const std::vector<int> &cut)
    {
        m_present.clear();
        std::copy_if(m_atoms.begin(), m_atoms.end(), std::back_inserter(m_present),
            [&](int atom) { return std::find(cut.begin(), cut.end(), atom) == cut.end(); });
        m_filter.AllPotentials(m_present, &m_passed);
        return m_passed.empty();
    }
    /// From \a pool (commonest first), drops atoms while what is left is still a cut; empty when
    /// \a pool is not one.
    std::vector<int> narrowed(const std::vector<int> &pool)
    {
        if (pool.empty() || !isCut(pool))
            return {};
        std::vector<int> cut = pool;
        for (int atom : pool) {
            std::vector<int> trial;
            std::copy_if(
                cut.begin(), cut.end(), std::back_inserter(trial), [atom](int a) { return a != atom; });
            if (!trial.empty() && isCut(trial))
                cut = std::move(trial);
        }
        return cut;
    }

private:
    re2::FilteredRE2 &m_filter;
    const std::vector<int> &m_atoms;
    std::vector<int> m_passed, m_present; // kept from call to call
};

enum class Prefiltered { Rejected, NoCut, Found };

/// The cuts of \a pattern from RE2's prefilter, made of atoms of at least \a minimumLength bytes.
Prefiltered cutsFromPrefilter(std::string_view pattern, int minimumLength, PatternCuts &result)
{
    re2::FilteredRE2 filter(minimumLength);
    int id = -1;
    if (filter.Add(re2::StringPiece(pattern.data(), pattern.size()), recordRegexOptions(), &id)
        != RE2::NoError)
        return Prefiltered::Rejected;
    std::vector<std::string> atoms;
    filter.Compile(&atoms);
    std::vector<std::vector<std::string>> parts;
    std::vector<int> all;
    for (int atom = 0; atom < int(atoms.size()); ++atom) {
        const std::string &literal = atoms[std::size_t(atom)];
        parts.push_back(LiteralSpelling::searchableParts(literal));
        // RE2's case folding gives `k` and `s` atoms a twin with KELVIN SIGN or LONG S. Lines
        // holding those are tried against every regex anyway, so on the lines cuts are used
        // for, such a twin is never present: leave it out of the formula.
        if (literal.find(kelvinSign) == std::string::npos && literal.find(longS) == std::string::npos)
            all.push_back(atom);
    }
    std::stable_sort(all.begin(), all.end(), [&](int a, int b) {
        return rarity(parts[std::size_t(a)].front()) < rarity(parts[std::size_t(b)].front());
    });
    CutSearch search(filter, all);
    const std::vector<int> first = search.narrowed(all);
    if (first.empty())
        return Prefiltered::NoCut;
    std::vector<int> rest;
    std::copy_if(all.begin(), all.end(), std::back_inserter(rest),
        [&](int atom) { return std::find(first.begin(), first.end(), atom) == first.end(); });
    const std::vector<int> second = search.narrowed(rest);
    int which = 0;
    for (const std::vector<int> *cut : {&first, &second}) {
        std::vector<std::string> &literals = result.cuts[which++];
        for (int atom : *cut)
            literals.insert(literals.end(), parts[std::size_t(atom)].begin(), parts[std::size_t(atom)].end());
        std::sort(literals.begin(), literals.end());
        literals.erase(std::unique(literals.begin(), literals.end()), literals.end());
    }
    return Prefiltered::Found;
}

} // namespace

std::optional<PatternCuts> PatternCuts::find(std::string_view pattern)
{
    if (const auto pieces = PatternSyntax::requiredPieces(pattern)) {
        PatternCuts result = cutsOfPieces(*pieces);
        result.prefix = PatternSyntax::literalPrefix(pattern);
        return result;
    }
    PatternCuts result;
    for (int minimumLength : {3, 2, 1}) { // short atoms only when the long ones do not suffice
        switch (cutsFromPrefilter(pattern, minimumLength, result)) {
        case Prefiltered::Rejected:
            return std::nullopt;
        case Prefiltered::Found:
            result.prefix = PatternSyntax::literalPrefix(pattern);
            return result;
        case Prefiltered::NoCut:
            break;
        }
    }
    return result; // the regex can match without any literal: tried on every line
}

void PatternCuts::dropCommonCut()
{
    if (cuts[1].empty())
        return;
    auto shortest = [](const std::vector<std::string> &cut) {
        return std::min_element(cut.begin(), cut.end(), [](const auto &a, const auto &b) {
            return a.size() < b.size();
        })->size();
    };
    constexpr std::size_t common = 3; // bytes: shorter literals occur on many lines of a log
    const std::size_t first = shortest(cuts[0]), second = shortest(cuts[1]);
    if (first < common && second >= common)
        cuts[0] = std::move(cuts[1]);
    if ((first < common) != (second < common) || second < 2)
        cuts[1].clear();
}

} // namespace Faultline
