// SPDX-License-Identifier: MIT
#pragma once

#include "regexbreadth.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Faultline {

class LogMatcher;

/**
 * Logs of systems that worked, matched once against every regex of a matcher: on how many of
 * their lines each regex fires, where first, and whether one of its matches there cuts a word.
 * A regex that fires on many lines of healthy logs is no evidence of an error.
 *
 * One pass of LogMatcher::matchBlock() over each file, in blocks of some MiB: about as fast as
 * `faultline triage` reads a log. Files are read as plain text (not unpacked). A plain value.
 */
struct HealthyScan
{
    /// A line of a healthy log.
    struct Place
    {
        QString file;
        qint64 line = 0; ///< 1-based; 0: none
    };
    /// What one regex did over all the healthy logs.
    struct PatternHits
    {
        qint64 lines = 0; ///< lines it fired on
        Place first;
        std::optional<RegexBreadth::Fragment> fragment; ///< the first match that cut a word
        Place fragmentPlace;
    };

    qint64 lineCount = 0; ///< lines of all the files read
    QList<PatternHits> patterns; ///< by the matcher's pattern index
    QStringList errors; ///< "file: reason" for each file that could not be read (whole)

    /// Reads \a files and matches them with \a matcher. A file that cannot be read is skipped and
    /// named in errors. Runs on the calling thread.
    static HealthyScan run(const LogMatcher &matcher, const QStringList &files);

    /// The share of lineCount that \a pattern fired on, in [0, 1]; 0 when no line was read.
    double share(int pattern) const;
};

} // namespace Faultline
