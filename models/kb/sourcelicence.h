// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Faultline::SourceLicence {

/**
 * The licence a knowledge-base source is published under, as its authors name it: the first
 * non-empty line of a LICENSE, LICENCE or COPYING file (any of .md, .txt or none) in the source's
 * folder or in one of its three nearest parent folders ("MIT License"). A corpus is often a
 * data folder inside the repository that holds the licence. Empty when none is found; the line is
 * cut to 80 characters. Reads at most a few KiB, from regular files only.
 */
QString find(const QString &sourcePath);

} // namespace Faultline::SourceLicence
