// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace Faultline::ProgramFiles {

/**
 * Where Faultline's two executables find each other. `faultline` is the command line (Qt Core
 * only); without a command it starts the window program, `faultline-window`, which links Qt
 * Widgets and KSyntaxHighlighting. In the build tree both sit in one folder; installed,
 * `faultline` is in bin/ and the window in libexec/faultline/ (the relative path between the two
 * is worked out when the build is configured).
 */

/// The paths the window program may have when the command-line program is in \a folder, in the
/// order to try them: next to it (the build tree), then where `cmake --install` puts it.
QStringList windowProgramCandidates(const QString &folder);

/// The command-line program that goes with the window program in \a folder: next to it (the build
/// tree), else where `cmake --install` puts it; empty when neither exists.
QString commandLineProgram(const QString &folder);

} // namespace Faultline::ProgramFiles
