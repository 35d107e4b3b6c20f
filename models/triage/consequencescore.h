// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: how far below its reason a finding that is only a consequence of it
// ranks (a peer gone after a crash, a report of a failed step below what says why, a warning below
// the error after it), as CauseOrder::yieldToReasons() lowers them.

#include "findingkind.h"

#include <optional>

namespace Faultline::CauseOrder {

/// How much a finding on a line that says only that a step failed ("error: external filter
/// 'git-lfs filter-process' failed", "FAILURE: Build failed with an exception.") loses when another
/// finding's line, of the log's ecosystems, says why: the reason is the diagnosis, the failed step
/// its consequence.
inline constexpr double outcomePenalty = 0.15;
/// How far apart an error and its consequence are: a few lines.
inline constexpr qint64 consequenceLines = 10;

/// Whether \a finding's line is a Java "Caused by: …", the cause of the exception above it.
bool isJavaCause(const Finding &finding);

/// The score below its reason that \a findings[\a i], an outcome or a warning line (\a kinds), takes,
/// if it has such a reason; \a reasonGiven: some finding is a reason on a line with a failure word.
std::optional<double> scoreBelowReason(
    const QList<Finding> &findings, const QList<Kind> &kinds, qsizetype i, bool reasonGiven);

} // namespace Faultline::CauseOrder
