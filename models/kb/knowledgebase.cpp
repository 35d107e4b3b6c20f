// SPDX-License-Identifier: MIT
#include "knowledgebase.h"
#include "logging.h"
#include "ownpool.h"
#include "recordregex.h"
#include "sourcereader.h"
#include "sourcewalker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutex>
#include <QSet>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// Calls the progress callback from any thread, at most every 50 ms (and always for the last file).
class ProgressThrottle
{
public:
    ProgressThrottle(const LoadControl &control, int total) : m_control(control), m_total(total)
    {
        m_clock.start();
    }

    void fileDone()
    {
        const int done = ++m_done;
        if (!m_control.progress)
            return;
        QMutexLocker lock(&m_mutex); // guards m_lastReport and serialises the callback
        if (done == m_total || m_clock.elapsed() - m_lastReport >= 50) {
            m_lastReport = m_clock.elapsed();
            m_control.progress(done, m_total);
        }
    }

private:
    const LoadControl &m_control;
    const int m_total;
    std::atomic_int m_done = 0;
    QMutex m_mutex;
    QElapsedTimer m_clock;
    qint64 m_lastReport = -1000;
};

QString regexError(const QByteArray &utf8)
{
    const std::string_view text(utf8.constData(), std::size_t(utf8.size()));
    if (recordRegexMayOverflow(text)) {
        const RE2 re(re2::StringPiece(text.data(), text.size()), recordRegexOptions());
        return re.ok() ? QString() : QString::fromStdString(re.error());
    }
    return QString::fromStdString(recordRegexSyntaxError(text));
}

bool isCancelled(const LoadControl &control)
{
    return control.cancel && control.cancel->load(std::memory_order_relaxed);
}

/// Every file a source names, for all \a sources in order; \a sourceOf gets the index of the
/// source each file came from.
QList<KnowledgeFile> filesOfSources(const QStringList &sources, Diagnostics *diagnostics,
    QList<int> *sourceOf, QList<qint64> *walkNanoseconds)
{
    QList<KnowledgeFile> files;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        QElapsedTimer walk;
        walk.start();
        const QList<KnowledgeFile> some = SourceWalker::files(sources[i], diagnostics);
        walkNanoseconds->append(walk.nsecsElapsed());
        files += some;
        sourceOf->insert(sourceOf->size(), some.size(), int(i));
    }
    return files;
}

/**
 * Reads \a files in parallel on \a pool; each result lands in its own slot, so no locking is
 * needed and the merge sees files in a deterministic order. JSON Lines files can be huge: they are
 * read one at a time with their lines spread over the pool instead. A file not read because the
 * load was cancelled is left empty.
 */
QList<FileContents> readFiles(const QList<KnowledgeFile> &files, const LoadControl &control,
    QThreadPool &pool, QList<qint64> *readNanoseconds)
{
    QList<FileContents> contents(files.size());
    readNanoseconds->fill(0, files.size());
    QList<qsizetype> whole, streamed;
    for (qsizetype i = 0; i < files.size(); ++i)
        (SourceReader::isJsonLinesName(files[i].path) ? streamed : whole).append(i);
    ProgressThrottle progress(control, int(files.size()));
    QtConcurrent::blockingMap(&pool, whole, [&](qsizetype i) {
        if (isCancelled(control))
            return;
        QElapsedTimer read;
        read.start();
        contents[i] = SourceReader::readFile(files[i].path, control.cancel, nullptr, files[i].nativePath);
        (*readNanoseconds)[i] = read.nsecsElapsed();
        progress.fileDone();
    });
    for (qsizetype i : std::as_const(streamed)) {
        if (isCancelled(control))
            break;
        QElapsedTimer read;
        read.start();
        contents[i] = SourceReader::readFile(files[i].path, control.cancel, &pool, files[i].nativePath);
        (*readNanoseconds)[i] = read.nsecsElapsed();
        progress.fileDone();
    }
    return contents;
}

/**
 * Keeps, for each source, its first SourceReader::maxEntries records (with index entries) and as
 * many graph edges, in file order; what is past them is dropped with one diagnostic per source,
 * at the file where the limit was reached. Each file was already held to the limit as it was read.
 */
void limitEntriesPerSource(QList<FileContents> *contents, const QList<int> &sourceOf)
{
    constexpr qsizetype limit = SourceReader::maxEntries;
    int source = -1;
    qsizetype records = 0, edges = 0;
    bool reported = false;
    for (qsizetype i = 0; i < contents->size(); ++i) {
        if (sourceOf[i] != source) {
            source = sourceOf[i];
            records = edges = 0;
            reported = false;
        }
        FileContents &c = (*contents)[i];
        const qsizetype recordsLeft = limit - records;
        const qsizetype keepRecords = std::min(c.records.size(), recordsLeft);
        const qsizetype keepIndex = std::min(c.indexRecords.size(), recordsLeft - keepRecords);
        const qsizetype keepEdges = std::min(c.edges.size(), limit - edges);
        const bool cut = keepRecords < c.records.size() || keepIndex < c.indexRecords.size()
            || keepEdges < c.edges.size();
        if (cut && !reported) {
            Diagnostic d;
            d.code = Diagnostic::Code::TooManyRecords;
            d.file = c.path;
            d.line = keepRecords < c.records.size() ? c.records.at(keepRecords).sourceLine() : 0;
            d.args = {QString::number(limit)};
            c.diagnostics.append(d);
            reported = true;
        }
        c.records.resize(keepRecords);
        c.indexRecords.resize(keepIndex);
        c.indexCanonIds.resize(keepIndex);
        c.edges.resize(keepEdges);
        records += keepRecords + keepIndex;
        edges += keepEdges;
    }
}

Diagnostic duplicateId(const Record &kept, const Record &duplicate)
{
    auto where = [](const Record &x) {
        return x.sourceLine() > 0 ? x.sourcePath() + u':' + QString::number(x.sourceLine()) : x.sourcePath();
    };
    Diagnostic d;
    d.severity = Diagnostic::Severity::Warning;
    d.code = Diagnostic::Code::DuplicateId;
    d.file = duplicate.sourcePath();
    d.line = duplicate.sourceLine();
    d.args = {duplicate.id(), where(kept), where(duplicate)};
    return d;
}

} // namespace

KnowledgeBase KnowledgeBase::load(const QStringList &sources, const LoadControl &control)
{
    QElapsedTimer timer;
    timer.start();
    KnowledgeBase kb;
    kb.m_sources = sources;
    QList<int> sourceOf;
    QList<qint64> walkNanoseconds, readNanoseconds;
    const QList<KnowledgeFile> files
        = filesOfSources(sources, &kb.m_diagnostics, &sourceOf, &walkNanoseconds);
    kb.m_fileCount = int(files.size());

    // The GUI's loader runs on a global-pool thread.
    OwnPool pool;
    QList<FileContents> contents = readFiles(files, control, pool, &readNanoseconds);
    limitEntriesPerSource(&contents, sourceOf);
    kb.addFileContents(contents);
    kb.addIndexRecords(contents);
    kb.addEdges(contents);
    kb.checkRegexes(pool, control);

    if (isCancelled(control)) {
        kb.m_complete = false;
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.code = Diagnostic::Code::Cancelled;
        kb.m_diagnostics.append(d);
    }
    kb.summarise(files, sourceOf, walkNanoseconds, readNanoseconds);
    qCDebug(lcKnowledgeBase) << "loaded" << kb.m_records.size() << "records from" << kb.m_fileCount
                             << "files of" << sources.size() << "sources in" << timer.elapsed() << "ms;"
                             << kb.m_diagnostics.size() << "diagnostics";
    return kb;
}

void KnowledgeBase::summarise(const QList<KnowledgeFile> &files, const QList<int> &sourceOf,
    const QList<qint64> &walkNanoseconds, const QList<qint64> &readNanoseconds)
{
    m_summaries.resize(m_sources.size());
    QList<qint64> nanoseconds = walkNanoseconds;
    QHash<QString, int> sourceOfFile;
    for (qsizetype i = 0; i < files.size(); ++i) {
        ++m_summaries[sourceOf[i]].files;
        nanoseconds[sourceOf[i]] += readNanoseconds.value(i);
        sourceOfFile.insert(files[i].path, sourceOf[i]);
    }
    // A problem of a file the walk left out names that file, not one it read: the source is the
    // one whose folder holds it.
    auto sourceOfPath = [&](const QString &path) {
        if (const auto found = sourceOfFile.constFind(path); found != sourceOfFile.cend())
            return *found;
        for (qsizetype s = 0; s < m_sources.size(); ++s) {
            const QString &source = m_sources[s];
            if (path == source || path.startsWith(source.endsWith(u'/') ? source : source + u'/'))
                return int(s);
        }
        return -1;
    };
    for (qsizetype s = 0; s < m_sources.size(); ++s) {
        m_summaries[s].source = m_sources[s];
        m_summaries[s].readMilliseconds = double(nanoseconds[s]) / 1e6;
    }
    for (const Record &r : std::as_const(m_records)) {
        if (const int s = sourceOfPath(r.sourcePath()); s >= 0)
            ++m_summaries[s].records;
    }
    for (const Document &d : std::as_const(m_documents)) {
        if (const int s = sourceOfPath(d.sourcePath); s >= 0)
            ++m_summaries[s].documents;
    }
    for (const Diagnostic &d : std::as_const(m_diagnostics)) {
        if (const int s = sourceOfPath(d.file); s >= 0)
            ++(d.severity == Diagnostic::Severity::Error ? m_summaries[s].errors : m_summaries[s].warnings);
    }
    for (const Diagnostic &d : std::as_const(m_diagnostics)) {
        if (d.code != Diagnostic::Code::DuplicateId)
            continue;
        const QString id = d.args.value(0);
        const int s = sourceOfPath(d.file);
        if (s < 0 || s == sourceOfPath(record(id).sourcePath()))
            continue; // a duplicate within one source overrides nothing the user chose
        QStringList &sources = m_overridden[id];
        if (!sources.contains(m_sources[s]))
            sources.append(m_sources[s]);
    }
}

void KnowledgeBase::insert(const Record &record)
{
    m_index.insert(record.id(), m_records.size());
    m_records.append(record);
}

void KnowledgeBase::addFileContents(const QList<FileContents> &contents)
{
    QHash<QString, qsizetype> documentIndex; // id → position in m_documents
    for (const FileContents &c : contents) {
        m_diagnostics += c.diagnostics;
        for (const Record &r : c.records) {
            if (const auto existing = m_index.constFind(r.id()); existing != m_index.cend())
                m_diagnostics.append(duplicateId(m_records.at(*existing), r));
            else
                insert(r);
        }
        for (Document d : c.documents) {
            // Documents are opened by id: two with one id would both open the first. The later one
            // gets the first free "id~N", so both stay reachable.
            if (const auto kept = documentIndex.constFind(d.id); kept != documentIndex.cend()) {
                QString unique;
                for (int n = 2; unique.isEmpty() || documentIndex.contains(unique); ++n)
                    unique = d.id + u'~' + QString::number(n);
                Diagnostic clash;
                clash.severity = Diagnostic::Severity::Warning;
                clash.code = Diagnostic::Code::DuplicateDocumentId;
                clash.file = d.sourcePath;
                clash.args = {d.id, m_documents.at(*kept).sourcePath, d.sourcePath, unique};
                m_diagnostics.append(clash);
                d.id = unique;
            }
            documentIndex.insert(d.id, m_documents.size());
            m_documents.append(d);
        }
    }
}

void KnowledgeBase::addIndexRecords(const QList<FileContents> &contents)
{
    // A signature-index line stands for canons; it is a record of its own only where none of
    // those canons is loaded (e.g. the index file opened by itself).
    for (const FileContents &c : contents) {
        for (qsizetype i = 0; i < c.indexRecords.size(); ++i) {
            const QStringList &canons = c.indexCanonIds[i];
            const bool covered = std::any_of(
                canons.begin(), canons.end(), [&](const QString &id) { return m_index.contains(id); });
            const Record &r = c.indexRecords[i];
            if (!covered && !m_index.contains(r.id()))
                insert(r);
        }
    }
}

void KnowledgeBase::addEdges(const QList<FileContents> &contents)
{
    for (const FileContents &c : contents) {
        if (c.edges.isEmpty())
            continue;
        int unknown = 0;
        QString example;
        for (const GraphEdge &e : c.edges) {
            const auto at = m_index.constFind(e.sourceId);
            if (at == m_index.cend()) {
                if (unknown++ == 0)
                    example = e.sourceId;
                continue;
            }
            Record &r = m_records[*at];
            const QList<RecordLink> &links = r.data().links;
            const bool present = std::any_of(links.begin(), links.end(),
                [&](const RecordLink &l) { return l.kind == e.link.kind && l.targetId == e.link.targetId; });
            if (!present)
                r.edit().links.append(e.link);
        }
        if (unknown > 0) {
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.code = Diagnostic::Code::EdgeUnknownSource;
            d.file = c.path;
            d.args = {QString::number(unknown), example};
            m_diagnostics.append(d);
        }
    }
}

void KnowledgeBase::checkRegexes(QThreadPool &pool, const LoadControl &control)
{
    // Compile every regex once now, so a bad one is reported at load time rather than when a log
    // is matched. RE2 is linear-time, so a hostile pattern cannot hang us; it can only be rejected.
    QList<QString> errors(m_records.size());
    QList<qsizetype> lengths(m_records.size());
    QList<qsizetype> recordOrder(m_records.size());
    std::iota(recordOrder.begin(), recordOrder.end(), 0);
    QtConcurrent::blockingMap(&pool, recordOrder, [&](qsizetype i) {
        if (isCancelled(control))
            return;
        const Record &record = m_records.at(i);
        const QString &pattern = record.firstFields().regex;
        // Faultline's own records are checked when it is built (tst_builtinkb runs each regex
        // through the matcher): parsing their 1,600 regexes again was a tenth of every start's
        // work without a cache.
        if (pattern.isEmpty() || record.firstFields().sourcePath.startsWith(u":/kb/"))
            return;
        const QByteArray utf8 = pattern.toUtf8();
        // Too long to hand to RE2 at all: refused by its length, before any parsing.
        const std::string tooLong = recordRegexLengthError(std::size_t(utf8.size()));
        errors[i] = tooLong.empty() ? regexError(utf8) : QString::fromStdString(tooLong);
        lengths[i] = utf8.size();
    });
    for (qsizetype i = 0; i < m_records.size(); ++i) {
        if (errors[i].isEmpty())
            continue;
        Record &r = m_records[i];
        r.edit().regexError = errors[i];
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.file = r.sourcePath();
        d.line = r.sourceLine();
        if (std::size_t(lengths[i]) > maxRecordRegexBytes) {
            d.code = Diagnostic::Code::RegexTooLong;
            d.args = {r.id(), QString::number(lengths[i]), QString::number(maxRecordRegexBytes)};
        } else {
            d.code = Diagnostic::Code::RegexRejected;
            d.args = {r.id(), errors[i]};
        }
        m_diagnostics.append(d);
    }
}

Record KnowledgeBase::record(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? Record() : m_records.at(*it);
}

int KnowledgeBase::errorCount() const
{
    return int(std::count_if(m_diagnostics.begin(), m_diagnostics.end(),
        [](const Diagnostic &d) { return d.severity == Diagnostic::Severity::Error; }));
}

int KnowledgeBase::warningCount() const
{
    return int(m_diagnostics.size()) - errorCount();
}

} // namespace Faultline
