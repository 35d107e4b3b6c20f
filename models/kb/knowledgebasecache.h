// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace Faultline {

/**
 * A loaded knowledge base kept on disk between runs, so that the next load of the same sources
 * reads one file instead of parsing thousands (the public corpus: some 2,500 files).
 *
 * The cache is keyed by the sources as given and, for every file SourceWalker lists for them,
 * its path, size, modification and change times and inode (and what the walk itself reported):
 * editing, adding, removing or replacing a file makes the next load a miss. It holds everything
 * a KnowledgeBase holds (records with every field, documents, diagnostics, sources, their
 * summaries), so a load from it is the load that wrote it, warnings included. A file of another
 * build, a stale, truncated or damaged one is never trusted (CacheFile): the sources are read
 * again and the cache rewritten. An incomplete (cancelled) load is not saved.
 *
 * Stateless and thread-safe: two processes may load and save the same cache at once (each write
 * replaces the file whole). A load that misses saves the cache on a thread of its own while its
 * caller goes on; a later load of the same sources waits for that save, and the program for all of
 * them when its QCoreApplication ends (finishSaving()).
 */
class KnowledgeBaseCache
{
public:
    /// How a load() went, for developer logging, tests and benchmarks.
    enum class Outcome {
        Off, ///< no cache folder (caching turned off): loaded from the sources
        Hit, ///< read from the cache
        Miss, ///< no usable cache: loaded from the sources and saved
    };

    /// KnowledgeBase::load(\a sources, \a control), or what the cache in \a folder holds for the
    /// same sources as they are now. \a folder empty: CacheFile::directory(); caching is off when
    /// that is empty too. Never throws (beyond what KnowledgeBase::load may).
    static KnowledgeBase load(const QStringList &sources, const LoadControl &control = {},
        const QString &folder = {}, Outcome *outcome = nullptr);

    /// Returns when every cache a load() started saving is written (or failed to be, with a
    /// warning). QCoreApplication's end calls it; a program without one should before it ends.
    static void finishSaving();

    /// The cache file for \a sources in \a folder: named by a checksum of the sources' paths.
    static QString filePath(const QString &folder, const QStringList &sources);
    /// What the cache of \a sources is keyed by, as they are now (see the class comment). Costs a
    /// walk of the sources and a stat() of each file: a few milliseconds for the corpus.
    static QByteArray key(const QStringList &sources);

    /// Everything \a kb holds, as bytes; fromBytes() gives it back. Internal to the cache, public
    /// for its tests.
    static QByteArray toBytes(const KnowledgeBase &kb);
    /// Nothing when \a bytes are not what toBytes() wrote.
    /// With \a storage (what keeps \a bytes, CacheFile::Contents::storage) each record decodes
    /// most of its fields when they are first asked for (readDeferred()); without, at once.
    static std::optional<KnowledgeBase> fromBytes(
        const QByteArray &bytes, const std::shared_ptr<const void> &storage = {});
};

} // namespace Faultline
