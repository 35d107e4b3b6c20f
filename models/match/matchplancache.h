// SPDX-License-Identifier: MIT
#pragma once

#include "logmatcher.h"

#include <QList>
#include <QString>

#include <memory>

namespace Faultline {

/**
 * A LogMatcher built with the MatchPlan saved by an earlier run (a file in the cache folder), and
 * the plan saved again when it did not cover every regex or its literal automatons were not
 * used (other literals, or damaged ones). A plan file of another build, or a
 * damaged one, is not used (CacheFile); entries for regexes that are not there any more are
 * dropped when it is saved again.
 */
namespace MatchPlanCache {

enum class Outcome {
    Off, ///< no cache folder: every regex compiled now
    Hit, ///< the saved plan covered every regex, and its automatons were used
    Miss, ///< some regexes compiled now, and the plan saved
};

/// The matcher of \a records. \a name names the plan's file (the knowledge base's sources, say:
/// several knowledge bases may each have one); \a folder empty: CacheFile::directory(), caching
/// off when that is empty too. Thread-safe; costs what LogMatcher's constructor does, less what
/// the plan spares.
std::unique_ptr<LogMatcher> build(const QList<Record> &records, const QString &name,
    const QString &folder = {}, Outcome *outcome = nullptr);

/// The plan file for \a name in \a folder.
QString filePath(const QString &folder, const QString &name);

} // namespace MatchPlanCache

} // namespace Faultline
