// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/kb: the knowledge base's cache written on a thread of its own.

#include <QString>

#include <functional>

namespace Faultline::CacheSaves {

/// Runs \a save (which writes the cache file \a path) on a thread of its own, after any save of
/// \a path still running: a cold start goes on compiling the regexes meanwhile. Not on a pool's
/// thread: a load waits for the save of its cache (waitFor()), and loads may hold every thread of
/// a pool. The program waits for every save before it ends (finish()).
void start(const QString &path, std::function<void()> save);

/// Returns when no save of \a path is running: what the cache holds is then what the last load
/// of its sources saved.
void waitFor(const QString &path);

/// Returns when no save is running. Called when the QCoreApplication ends, so that a program
/// leaves its caches written.
void finish();

} // namespace Faultline::CacheSaves
