// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace Faultline {

/// `faultline kb check PATH… [--builtin] [--healthy DIR] [--quiet] [--format text|json]`: checks
/// knowledge-base sources for their authors (KbCheck) without opening a window and prints one
/// finding per line, `file[:line]:field: severity: message (record id)`, or a JSON array of them,
/// then a summary on standard error. With --quiet only errors are listed (warnings still counted).
/// Returns, like `faultline triage`, 0 when nothing was found, 1 when something was (an error or a
/// warning), 2 when the check could not run (a bad option, a path or healthy log not there).
/// \a arguments: the program name as `faultline kb`, then `check` and its arguments.
int runKbCommand(const QStringList &arguments);

} // namespace Faultline
