// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace Faultline {

/// Whether \a command (the word after `faultline kb`) is one runKbSourcesCommand() runs.
bool isKbSourcesCommand(const QString &command);

/// `faultline kb list [--format text|json]`, `faultline kb add PATH…`, `faultline kb remove
/// PATH…`: the knowledge-base sources the window and `faultline triage` use without --kb (the
/// same settings as Knowledge Base Sources). list prints each source, on or off, with its records,
/// read time, licence and problems; add takes folders and files that exist (as absolute paths)
/// and turns them on; remove forgets them. Returns 0 when done, 2 on a bad option or a path that is
/// not there (add) or not listed (remove): nothing is changed then.
/// \a arguments: the program name as `faultline kb`, then the command and its arguments.
int runKbSourcesCommand(const QStringList &arguments);

} // namespace Faultline
