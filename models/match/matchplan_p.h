// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: what a MatchPlan holds for each regex.

#include "literalset.h"
#include "matchplan.h"
#include "patterncuts.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace Faultline {

struct CompiledPattern;

/// One regex as CompiledPattern::compile() found it, without the compiled regex.
struct PlannedPattern
{
    std::string error; // RE2's reason; empty when accepted
    bool matchesEmpty = false;
    std::vector<PatternCuts> alternatives;
    std::optional<std::vector<std::vector<std::string>>> dotStar;

    /// What \a compiled found (call after its compile()).
    static PlannedPattern of(const CompiledPattern &compiled);
    /// Fills in \a pattern (its pattern text set) as compile() would, leaving its regex to be
    /// compiled when first used.
    void applyTo(CompiledPattern &pattern) const;
};

struct MatchPlan::Data
{
    std::unordered_map<std::string, PlannedPattern> patterns; // by the regex's UTF-8 text
    // The matcher's literal automatons (MatchTables::Automatons): ASCII, then the others. Used
    // only by a matcher whose literals they were made for; none when the saved ones were damaged.
    std::array<std::shared_ptr<const LiteralSet>, 2> automatons;
};

} // namespace Faultline
