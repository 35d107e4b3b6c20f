// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPalette>
#include <QStringView>

namespace Faultline {

/**
 * The severity a log line states, as the log view colours and filters lines: read from the line's
 * head with triage's level reader (LogLevel::levelOf: syslog, log4j, Python, Go, JSON, glog,
 * logcat … formats), which it splits further into debug and info. A line that states none (a
 * stack frame, free text) is None. Pure functions: any thread.
 */
namespace LogSeverity {

enum class Level {
    None,
    Debug, // TRACE, DEBUG, VERBOSE, FINE …: shown dimmed
    Info, // INFO, NOTICE …
    Warning,
    Error, // ERROR, FATAL, CRITICAL, PANIC …
};

/// The level \a line states; reads at most its first 160 characters.
Level of(QStringView line);

/// Whether a line of level \a level passes a filter of minimum \a minimum: None passes none.
inline bool atLeast(Level level, Level minimum)
{
    return level != Level::None && int(level) >= int(minimum);
}

/// The tint behind a line of \a level in \a palette: red-ish for errors, amber for warnings,
/// none (invalid) otherwise.
inline QColor background(Level level, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    switch (level) {
    case Level::Error:
        return dark ? QColor(255, 90, 90, 46) : QColor(230, 40, 40, 30);
    case Level::Warning:
        return dark ? QColor(255, 190, 40, 40) : QColor(245, 170, 0, 40);
    default:
        return {};
    }
}

/// Whether a line of \a level is dimmed (debug and trace lines).
inline bool isDimmed(Level level)
{
    return level == Level::Debug;
}

} // namespace LogSeverity

} // namespace Faultline
