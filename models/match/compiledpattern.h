// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: one record's regex as the matcher is built from it.

#include "patterncuts.h"

#include <QByteArray>
#include <QMutex>

#include <re2/re2.h>

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace Faultline {

/**
 * A record's regex compiled by RE2, with the cuts of each of its top-level alternatives: a line
 * may match when it holds a literal of each cut of some alternative. Taken whole, RE2 factors
 * `hko|hk.*t8` into `hk(?:o|.*t8)`, whose only required literal of three bytes or more would be
 * lost, leaving "h"; and `image.*token.*cost|vision.*expensive` would have no second cut.
 *
 * Invalid (no regex) when RE2 rejects the pattern: error says why.
 */
struct CompiledPattern
{
    /// Alternatives already worked out, shared by the threads compiling patterns: the corpus
    /// repeats many (`911`, `emergency.*number`).
    class CutCache
    {
    public:
        /// The cuts of \a alternative, found once; nothing when RE2 rejects it alone.
        std::optional<PatternCuts> cutsOf(std::string_view alternative);

    private:
        QMutex m_mutex; // guards m_cuts
        std::unordered_map<std::string, std::optional<PatternCuts>> m_cuts;
    };

    QByteArray pattern; // UTF-8
    // Null when the pattern came from a MatchPlan or compile() left it for later: then compiled
    // when first used (LazyRegex).
    std::unique_ptr<RE2> regex;
    std::string error;
    // It matches an empty string, so it would match every line: the matcher leaves it out.
    bool matchesEmpty = false;
    // No alternatives: tried on every line.
    std::vector<PatternCuts> alternatives;
    // PatternSyntax::dotStarAlternatives() of the pattern.
    std::optional<std::vector<std::vector<std::string>>> dotStar;

    /// Checks pattern and fills in the rest; compiles it now only when that takes a compile
    /// (otherwise regex stays null: compiled when first used). Costs RE2 parses and compiles (a
    /// millisecond or so each); call from any thread, each on its own pattern.
    void compile(CutCache &cache);

private:
    bool compileNow(); ///< regex, or error; false when RE2 rejects the pattern
    void findAlternatives(CutCache &cache);
};

} // namespace Faultline
