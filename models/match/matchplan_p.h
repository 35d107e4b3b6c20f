// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: what a MatchPlan holds for each regex.

#include "literalset.h"
#include "matchplan.h"
#include "patterncuts.h"

#include <QByteArray>
#include <QFuture>

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

/**
 * One of a plan's literal automatons. One read from a plan's bytes is expanded on the thread pool
 * (some 10 ms for the corpus) while the matcher's other tables are built: get() waits for it, or
 * runs it itself when the pool has not started it yet.
 */
class PlannedAutomaton
{
public:
    PlannedAutomaton() = default;
    PlannedAutomaton(std::shared_ptr<const LiteralSet> set) : m_set(std::move(set)) { }
    /// LiteralSet::fromBytes() of the \a size bytes of \a bytes from \a from, started now.
    static PlannedAutomaton read(const QByteArray &bytes, qsizetype from, qsizetype size);
    /// The automaton; null when there is none, or when the bytes it was read from were damaged.
    std::shared_ptr<const LiteralSet> get() const { return m_reading.isValid() ? m_reading.result() : m_set; }

private:
    std::shared_ptr<const LiteralSet> m_set;
    QFuture<std::shared_ptr<const LiteralSet>> m_reading;
};

struct MatchPlan::Data
{
    std::unordered_map<std::string, PlannedPattern> patterns; // by the regex's UTF-8 text
    // The matcher's literal automatons (MatchTables::Automatons): ASCII, then the others. Used
    // only by a matcher whose literals they were made for.
    std::array<PlannedAutomaton, 2> automatons;
};

} // namespace Faultline
