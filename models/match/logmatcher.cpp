// SPDX-License-Identifier: MIT
#include "logmatcher.h"
#include "logging.h"

#include "blockmatcher.h"
#include "compiledpattern.h"
#include "matchplan_p.h"
#include "matchtables.h"
#include "ownpool.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrentMap>

#include <re2/re2.h>
#ifdef FAULTLINE_RE2_USES_ABSL
#include <absl/synchronization/mutex.h>
#endif

#include <algorithm>
#include <mutex>

namespace Faultline {

namespace {

/// RE2 takes a reader lock on its regex's cache for every search. Abseil built without NDEBUG
/// (as Debian builds it) also records each lock in a global lock-order graph, behind one spin
/// lock: with millions of short searches on every core, that cost more than the searches.
/// Faultline takes no Abseil lock itself, so there is no lock order to check.
void stopAbseilDeadlockTracking()
{
#ifdef FAULTLINE_RE2_USES_ABSL
    static std::once_flag once;
    std::call_once(once, [] { absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore); });
#endif
}

} // namespace

LogMatcher::LogMatcher(const QList<Record> &records, const MatchPlan &plan)
{
    QElapsedTimer timer;
    timer.start();
    stopAbseilDeadlockTracking();
    std::vector<CompiledPattern> compiled;
    QList<Record> withRegex;
    std::vector<std::size_t> toCompile;
    const MatchPlan::Data *given = plan.data();
    std::vector<const PlannedPattern *> used; // the entries of the plan these regexes use
    for (const Record &record : records) {
        if (record.regex().isEmpty())
            continue;
        withRegex.append(record);
        CompiledPattern &one = compiled.emplace_back();
        one.pattern = record.regex().toUtf8();
        const auto planned = given ? given->patterns.find(one.pattern.toStdString())
                                   : std::unordered_map<std::string, PlannedPattern>::const_iterator();
        if (given && planned != given->patterns.cend()) {
            planned->second.applyTo(one);
            used.push_back(&planned->second);
        } else
            toCompile.push_back(compiled.size() - 1);
    }
    // RE2 compiles are the bulk of the time and independent: spread them over the cores.
    CompiledPattern::CutCache cache;
    OwnPool pool; // the GUI compiles on a global-pool thread
    QtConcurrent::blockingMap(
        &pool, toCompile, [&cache, &compiled](std::size_t i) { compiled[i].compile(cache); });
    m_compiledCount = qsizetype(toCompile.size());

    // A plan that holds exactly these regexes (a warm start) is kept as it is, not made again entry
    // by entry: that took some 6 ms for the corpus.
    std::sort(used.begin(), used.end());
    const bool planIsExact = given && toCompile.empty()
        && std::size_t(std::unique(used.begin(), used.end()) - used.begin()) == given->patterns.size();
    std::shared_ptr<MatchPlan::Data> made;
    if (!planIsExact) {
        made = std::make_shared<MatchPlan::Data>();
        made->patterns.reserve(compiled.size());
    }
    std::vector<CompiledPattern> accepted;
    for (qsizetype i = 0; i < withRegex.size(); ++i) {
        CompiledPattern &one = compiled[std::size_t(i)];
        if (made)
            made->patterns.insert_or_assign(one.pattern.toStdString(), PlannedPattern::of(one));
        if (!one.error.empty()) {
            m_rejected.append({withRegex[i].id(), QString::fromStdString(one.error)});
            continue;
        }
        // It would "match" every line (`x*`, `(fatal)?`, `^`) and bury the real findings.
        if (one.matchesEmpty) {
            m_rejected.append({withRegex[i].id(),
                QCoreApplication::translate(
                    "Faultline::LogMatcher", "matches an empty string, so it would match every line")});
            continue;
        }
        m_records.append(withRegex[i]);
        accepted.push_back(std::move(one));
    }
    m_tables = std::make_unique<const MatchTables>(
        accepted, given ? given->automatons : MatchTables::Automatons());
    if (planIsExact && given->automatons[0].get() == m_tables->literals
        && given->automatons[1].get() == m_tables->nonAsciiLiterals) {
        m_plan = plan;
    } else {
        if (!made) // the plan's entries, with automatons built now
            made = std::make_shared<MatchPlan::Data>(*given);
        made->automatons
            = {PlannedAutomaton(m_tables->literals), PlannedAutomaton(m_tables->nonAsciiLiterals)};
        m_plan = MatchPlan(std::move(made));
    }
    qCDebug(lcMatch) << "compiled" << m_records.size() << "regexes," << m_rejected.size() << "rejected,"
                     << m_tables->statistics.atoms << "literals in" << timer.elapsed() << "ms;"
                     << m_compiledCount << "compiled now, the others when first used";
}

LogMatcher::~LogMatcher() = default;

LogMatcher::Statistics LogMatcher::statistics() const
{
    return m_tables->statistics;
}

std::optional<LogMatcher::Hit> LogMatcher::matchFrom(
    int pattern, std::string_view line, std::size_t from) const
{
    if (pattern < 0 || std::size_t(pattern) >= m_tables->regexes.size() || from >= line.size())
        return std::nullopt;
    const RE2 &re = m_tables->regexes[std::size_t(pattern)]->get();
    re2::StringPiece match;
    if (!re.Match(re2::StringPiece(line.data(), line.size()), from, line.size(), RE2::UNANCHORED, &match, 1))
        return std::nullopt;
    const int begin = int(match.data() - line.data());
    return Hit {pattern, begin, begin + int(match.size())};
}

qint64 LogMatcher::matchBlock(std::string_view block, const LineSink &sink, const WordSink &words) const
{
    if (block.empty())
        return 0;
    return BlockMatcher(*m_tables, block).run(sink, words);
}

} // namespace Faultline
