// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "document.h"
#include "record.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <atomic>

class QThreadPool;

namespace Faultline {

/// An edge between two records, from a graph edge file (data/graph/edges.jsonl).
struct GraphEdge
{
    QString sourceId;
    RecordLink link;
};

/// What one file held. Records keep the order they had in the file.
struct FileContents
{
    QString path;
    QList<Record> records;
    /// Records synthesised from a signature index line, with the canon ids that line stands for;
    /// the knowledge base keeps one only when none of those canons is loaded.
    QList<Record> indexRecords;
    QList<QStringList> indexCanonIds;
    QList<Document> documents;
    QList<GraphEdge> edges;
    Diagnostics diagnostics;
};

/**
 * Reads one knowledge-base file and recognises its format from its content, whatever its name:
 * a flat JSON record (or an array of them), a nested "canon" record, JSON Lines of either or of
 * signature-index entries or graph edges, Markdown with front matter (an article), a rendered
 * bilingual record page, or any other text (a documentation page).
 *
 * Never throws and never gives up on a whole file for one bad record: problems become
 * diagnostics naming the file, line and field. Stateless and thread-safe: any number of threads
 * may read files at once.
 */
namespace SourceReader {

/// Largest single-document file read whole (what is past it is not read: the file is refused).
inline constexpr qint64 maxDocumentBytes = 64LL * 1024 * 1024;
/// Largest JSON Lines file: it is streamed, and read up to this point.
inline constexpr qint64 maxJsonLinesFileBytes = 2LL * 1024 * 1024 * 1024;
/// Longest single line of a JSON Lines file.
inline constexpr qint64 maxJsonLineBytes = 16LL * 1024 * 1024;
/// Most records (with signature-index entries) and, separately, most graph edges taken from one
/// file, and from one source: what is past them is reported once and not loaded.
inline constexpr qsizetype maxEntries = 100000;

/**
 * Reads the file at \a path (a file system or Qt resource path; \a nativePath, when given, is
 * the file system's bytes for it, for names that are not UTF-8). Only a regular file is read: the
 * file is opened without waiting (a FIFO never blocks) and what was opened decides, so a link to
 * /dev/zero or a FIFO is refused with a NotRegularFile error. \a cancel, when given, is polled
 * between blocks of large files. With \a linePool, the lines of a large JSON Lines file are
 * parsed on that pool; never pass the pool the caller itself runs on (it would deadlock).
 */
FileContents readFile(const QString &path, const std::atomic_bool *cancel = nullptr,
    QThreadPool *linePool = nullptr, const QByteArray &nativePath = {});

/// True for names that say JSON Lines (.jsonl, .ndjson): such files are streamed.
bool isJsonLinesName(const QString &path);

/// Parses \a bytes as if they were the content of \a path (used by readFile and by tests).
FileContents parse(const QString &path, const QByteArray &bytes);

} // namespace SourceReader

} // namespace Faultline
