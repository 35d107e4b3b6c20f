// SPDX-License-Identifier: MIT
#include "matchplancache.h"
#include "cachefile.h"
#include "logging.h"
#include "matchplan_p.h"

using namespace Qt::StringLiterals;

namespace Faultline::MatchPlanCache {

namespace {

constexpr QByteArrayView kind = "match-plan";

} // namespace

QString filePath(const QString &folder, const QString &name)
{
    return CacheFile::filePath(folder, u"match"_s, name.toUtf8());
}

std::unique_ptr<LogMatcher> build(
    const QList<Record> &records, const QString &name, const QString &folder, Outcome *outcome)
{
    const QString dir = folder.isEmpty() ? CacheFile::directory() : folder;
    if (dir.isEmpty()) {
        if (outcome)
            *outcome = Outcome::Off;
        return std::make_unique<LogMatcher>(records);
    }
    const QString path = filePath(dir, name);
    const QByteArray key = name.toUtf8();
    QString why;
    MatchPlan plan;
    if (const std::optional<QByteArray> payload = CacheFile::read(path, kind, key, &why)) {
        if (std::optional<MatchPlan> read = MatchPlan::fromBytes(*payload))
            plan = std::move(*read);
        else
            why = u"payload not readable"_s;
    }
    if (plan.isEmpty())
        qCDebug(lcMatch) << "no match plan:" << path << why;
    auto matcher = std::make_unique<LogMatcher>(records, plan);
    // Saved again when something was compiled now, when the file holds regexes no longer there
    // (it would grow with every edit of a record), or when its literal automatons were not the
    // matcher's (other literals, or damaged).
    const auto sameAutomaton = [&](std::size_t set) {
        return plan.data()
            && plan.data()->automatons[set].get() == matcher->plan().data()->automatons[set].get();
    };
    const bool save = matcher->compiledCount() > 0 || plan.size() != matcher->plan().size()
        || !sameAutomaton(0) || !sameAutomaton(1);
    if (outcome)
        *outcome = save ? Outcome::Miss : Outcome::Hit;
    if (save) {
        QString error;
        if (!CacheFile::write(path, kind, key, matcher->plan().toBytes(), &error))
            qCWarning(lcMatch) << "cannot save the match plan" << path << error;
    }
    return matcher;
}

} // namespace Faultline::MatchPlanCache
