// SPDX-License-Identifier: MIT
#pragma once

class QString;

namespace Faultline {

/// Replaces this process with the window program (ProgramFiles::windowProgramCandidates() of
/// \a folder, the first that starts), given \a argv unchanged: argv[0] too, so that the window's
/// usage line and its desktop identity still say `faultline`. \a argv ends with a null pointer,
/// as main()'s does. Returns only when no candidate could be started, after printing each path
/// tried and why it failed: then the exit code, 2.
int execWindowProgram(const QString &folder, char *argv[]);

} // namespace Faultline
