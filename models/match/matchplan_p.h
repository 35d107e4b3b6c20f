// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: what a MatchPlan holds for each regex.

#include "matchplan.h"
#include "patterncuts.h"

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
};

} // namespace Faultline
