// SPDX-License-Identifier: MIT
#pragma once

#include "linetypes.h"

#include <QStringView>

#include <atomic>

namespace Faultline {

class LogFile;

/**
 * The time a log line states, read from its head: ISO 8601 and log4j ("2026-11-23 12:00:00,123",
 * "2026-11-23T12:00:00.123Z", "2026/11/23 12:00:00"), syslog ("Nov 23 12:00:00", which has no
 * year) and a bare time of day ("12:00:00"). Times are compared as written (no time zones):
 * lines of one log write them one way. Pure functions, any thread.
 */
namespace LogTimestamp {

struct Stamp
{
    qint64 msecs = -1; ///< from 1970-01-01 (syslog: in the year 2000), or of the day when undated
    bool dated = false;
    bool isValid() const { return msecs >= 0; }
};

/// The first time stated in \a line's first 80 characters; invalid when none. \a lenient (what
/// a user types) also reads "12:00" and a date alone.
Stamp read(QStringView line, bool lenient = false);

/// \a target on the day of \a reference when \a target has no date; as it is otherwise.
Stamp onDayOf(Stamp target, Stamp reference);

/// Whether \a stamp is before \a target, comparing times of day only when either is undated.
bool isBefore(Stamp stamp, Stamp target);

/**
 * The first line of \a file at or after \a target: a binary search over the lines, each probe
 * reading forward from its line to the next one with a time (at most 200 lines), so the lines
 * without one (stack traces, continuations) are skipped. Assumes the times ascend, as a log's
 * do. -1 when no line is at or after it, or when cancelled by \a cancel. Reads through the file's
 * own handles (LogFile::scan): any thread.
 */
qint64 firstLineAtOrAfter(const LogFile &file, Stamp target, const std::atomic_bool *cancel = nullptr);

} // namespace LogTimestamp

} // namespace Faultline
