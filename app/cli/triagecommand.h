// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace Faultline {

/// `faultline triage FILE… [--kb PATH…] [--format text|json] [--top N] [--quiet]`: prints the
/// ranked diagnosis of each log without opening a window, and the knowledge base's problems to
/// standard error (not with --quiet). Returns 0 when something matched, 1 when nothing did, 2 on
/// an error (bad option, unreadable file or knowledge base).
int runTriageCommand(const QStringList &arguments);

} // namespace Faultline
