// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace Faultline::CorpusDiscovery {

/**
 * Where the deadends.dev corpus usually is on a developer's machine: the `data/canons` folder of
 * a `pip install deadends-dev` (in a Python site-packages or dist-packages folder: the user's, a
 * virtual environment's, the system's) or of a git checkout of deadends.dev in the home folder or
 * a folder of checkouts under it (`~/src`, `~/code`, `~/projects`, `~/git`, `~/dev`, `~/work`).
 * \a home is the home folder, \a virtualEnv the active virtual environment (may be empty).
 */
QStringList searchRoots(const QString &home, const QString &virtualEnv);

/**
 * The corpus folders found under \a roots: each a `data/canons` folder (of a package whose name
 * starts with "deadends", or of a checkout named deadends.dev or deadends) holding at least one
 * domain folder of records. Each folder once, as a canonical path, in the order of \a roots.
 * Reads only folder listings, never a record: fast enough for the first start.
 */
QStringList find(const QStringList &roots);

/// find() over searchRoots() of this process's home folder and virtual environment.
QStringList findOnThisMachine();

} // namespace Faultline::CorpusDiscovery
