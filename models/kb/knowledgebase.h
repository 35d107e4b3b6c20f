// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "document.h"
#include "record.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <atomic>
#include <functional>

class QThreadPool;

namespace Faultline {

struct FileContents;
struct KnowledgeFile;

/// How a load is steered from outside: both members may be left empty.
struct LoadControl
{
    /// Polled between files (and between lines of large files); when it becomes true the load
    /// stops, keeps what it read and adds a "cancelled" diagnostic.
    const std::atomic_bool *cancel = nullptr;
    /// Called with (files done, files total), from any thread, at most about every 50 ms and
    /// once at the end. Must be thread-safe.
    std::function<void(int, int)> progress;
};

/// What one source of a knowledge base gave, for the user choosing sources.
struct SourceSummary
{
    QString source;
    int files = 0; ///< files read
    int records = 0; ///< records kept (a duplicate id counts for the source read first)
    int documents = 0;
    int errors = 0;
    int warnings = 0;
    /// Time spent finding and reading its files, summed over the threads that read them.
    double readMilliseconds = 0;
};

/**
 * The loaded set of records and documents from one or more sources, with every problem found on
 * the way. Immutable once built, so one instance may be read from any number of threads.
 *
 * Rules a user can rely on:
 * - Folders are read recursively (SourceWalker); files in them are read when they end in .json,
 *   .jsonl, .ndjson, .md, .markdown or .txt (a file named directly is always read, whatever its
 *   name). Hidden files and folders are skipped; a symbolic link to a folder is not followed and
 *   is reported, as is every other file left out. Names need not be UTF-8.
 * - Only regular files are read (after links are resolved): a FIFO, socket or device is refused
 *   with an error naming it. Limits, each reported when reached: SourceReader::maxDocumentBytes
 *   for a JSON or text file, maxJsonLinesFileBytes for a JSON Lines file, maxEntries records (and
 *   as many graph edges) per file and per source, SourceWalker::maxFilesPerSource files per source.
 * - Sources are read in the order given, files in a folder in path order. For a duplicate record
 *   id the first record read is kept and the later one is reported. A document whose id is taken
 *   is renamed "id~2" (or ~3 …) and reported, so both can be opened.
 * - Signature-index lines become records only when none of the canons they list is loaded.
 * - Graph edges become links on their source record (a link already on the record is not
 *   repeated); edges whose source is not loaded are reported once per file.
 * - Every regex is compiled with RE2 (case-insensitive); one RE2 rejects, or one longer than
 *   maxRecordRegexBytes (refused before RE2 sees it), leaves its record loaded, with
 *   regexError() set and a warning.
 */
class KnowledgeBase
{
public:
    KnowledgeBase() = default;

    /// Loads \a sources (files or folders, file system or Qt resource paths). Runs on the calling
    /// thread but parses files on a thread pool of its own. Never throws.
    static KnowledgeBase load(const QStringList &sources, const LoadControl &control = {});

    const QList<Record> &records() const { return m_records; }
    const QList<Document> &documents() const { return m_documents; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    QStringList sources() const { return m_sources; }
    /// One per source, in the order of sources().
    const QList<SourceSummary> &sourceSummaries() const { return m_summaries; }
    int fileCount() const { return m_fileCount; }

    /// The record with \a id, or an invalid Record.
    Record record(const QString &id) const;
    bool contains(const QString &id) const { return m_index.contains(id); }
    /// The sources (as in sources()) that also held a record with \a id, set aside for the one
    /// kept because it was read from a source before them: what that record overrides. Empty
    /// when it overrides none; a duplicate in the kept record's own source does not count.
    QStringList overriddenSources(const QString &id) const { return m_overridden.value(id); }
    /// False when the load was cancelled before every file was read.
    bool isComplete() const { return m_complete; }
    int errorCount() const;
    int warningCount() const;

private:
    friend class KnowledgeBaseCache; // saves and restores every member

    // The steps of load() after the files are read, in order.
    /// Records in file order, the first of each id kept and later ones reported; documents, each
    /// id made unique. The one place ids are made unique across sources.
    void addFileContents(const QList<FileContents> &contents);
    /// Signature-index records that no loaded canon covers.
    void addIndexRecords(const QList<FileContents> &contents);
    /// Graph edges as links on their source records.
    void addEdges(const QList<FileContents> &contents);
    /// Every record's regex checked with RE2 on \a pool; a rejected one is reported.
    void checkRegexes(QThreadPool &pool, const LoadControl &control);
    /// The per-source summaries, from the files of each source and what each took to read; and
    /// the sources each kept record overrides, from the duplicates reported.
    void summarise(const QList<KnowledgeFile> &files, const QList<int> &sourceOf,
        const QList<qint64> &walkNanoseconds, const QList<qint64> &readNanoseconds);
    void insert(const Record &record);

    QList<Record> m_records;
    QHash<QString, qsizetype> m_index;
    QHash<QString, QStringList> m_overridden; ///< id → sources of those, see overriddenSources()
    QList<Document> m_documents;
    Diagnostics m_diagnostics;
    QStringList m_sources;
    QList<SourceSummary> m_summaries;
    int m_fileCount = 0;
    bool m_complete = true;
};

} // namespace Faultline
