// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace Faultline {

/**
 * Where a log comes from before LogFile reads it: telling a dropped log from a dropped knowledge
 * base, listing a folder of logs, and unpacking gzip-compressed logs into a plain file (LogFile
 * reads files in place, by offset, which a compressed stream cannot give).
 */
namespace LogSource {

enum class Kind { Log, KnowledgeBase };

/// What the user most likely means by dropping \a path: record files (.json, .jsonl, .ndjson,
/// .md, or a .txt holding JSON or front matter) and folders holding any are a knowledge base;
/// every other file (and a folder of such files) is a log.
Kind classify(const QString &path);

/// The regular, non-hidden files directly in \a folder, by name, at most \a limit of them.
QStringList logFilesIn(const QString &folder, int limit = 200);

/// True when the file starts with the gzip magic bytes.
bool isGzip(const QString &path);

/// Decompresses the gzip file \a path (all members, as `gzip -d` does) into \a destination.
/// \a progress gets compressed bytes read and the compressed size. On failure, or when \a cancel
/// is set, returns false, removes the partial output and says why in \a error.
bool gunzip(const QString &path, const QString &destination, const std::atomic_bool *cancel = nullptr,
    const std::function<void(qint64 done, qint64 total)> &progress = {}, QString *error = nullptr);

class Messages
{
    Q_DECLARE_TR_FUNCTIONS(LogSource)
};

} // namespace LogSource

} // namespace Faultline
