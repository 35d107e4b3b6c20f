// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>

namespace Faultline {

/**
 * What building a LogMatcher found out about each regex that depends on the regex alone, not on
 * any log: whether RE2 accepts it (and why not), whether it matches an empty string, and the
 * literals its matches must hold. Given to the next LogMatcher of the same regexes (from a cache:
 * MatchPlanCache), it spares that matcher every RE2 compile at start; each regex is compiled
 * when a line first needs it. It also holds the matcher's literal automatons (MatchTables), which
 * spare the next matcher building them when its literals are exactly the same, in the same order.
 *
 * Keyed by each regex's text: an entry is used only for exactly that text, so a plan of other
 * regexes is harmless (its entries go unused). It is valid only for the program that made it
 * (PatternCuts may change with it): the cache file it is saved in says which.
 *
 * A value: copies share the data, immutable; read from any thread.
 */
class MatchPlan
{
public:
    MatchPlan();
    ~MatchPlan();
    MatchPlan(const MatchPlan &);
    MatchPlan &operator=(const MatchPlan &);

    bool isEmpty() const { return size() == 0; }
    /// Regexes planned.
    qsizetype size() const;

    /// The plan as bytes; fromBytes() gives it back.
    QByteArray toBytes() const;
    /// Nothing when \a bytes are not what toBytes() wrote. The automatons in them are read on the
    /// thread pool meanwhile; a damaged one (sizes or states out of range) is left out, and the
    /// plan kept.
    static std::optional<MatchPlan> fromBytes(const QByteArray &bytes);

    struct Data; // internal to models/match (matchplan_p.h)
    explicit MatchPlan(std::shared_ptr<const Data> data);
    const Data *data() const { return d.get(); }

private:
    std::shared_ptr<const Data> d;
};

} // namespace Faultline
