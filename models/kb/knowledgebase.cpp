// SPDX-License-Identifier: MIT
#include "knowledgebase.h"
#include "recordregex.h"
#include "sourcereader.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutex>
#include <QSet>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <re2/set.h>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

bool isKnowledgeFile(const QString &name)
{
    static const QStringList suffixes
        = {u".json"_s, u".jsonl"_s, u".ndjson"_s, u".md"_s, u".markdown"_s, u".txt"_s};
    return std::any_of(suffixes.begin(), suffixes.end(),
        [&](const QString &s) { return name.endsWith(s, Qt::CaseInsensitive); });
}

/// Every file a source names, in path order; a missing source becomes a diagnostic.
QStringList filesOf(const QString &source, Diagnostics *diagnostics)
{
    const QFileInfo info(source);
    if (info.isFile() || (info.exists() && !info.isDir()))
        return {info.absoluteFilePath()};
    if (!info.exists()) {
        Diagnostic d;
        d.file = source;
        d.code = Diagnostic::Code::CannotOpen;
        d.args = {QCoreApplication::translate("Faultline::KnowledgeBase", "no such file or folder")};
        diagnostics->append(d);
        return {};
    }
    QStringList files;
    // No FollowSymlinks: a link back to a parent folder must not loop.
    QDirIterator it(
        info.absoluteFilePath(), QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (isKnowledgeFile(it.fileName()))
            files.append(it.filePath());
    }
    std::sort(files.begin(), files.end());
    return files;
}

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

QString regexError(const QString &pattern)
{
    const QByteArray utf8 = pattern.toUtf8();
    const re2::StringPiece piece(utf8.constData(), size_t(utf8.size()));
    RE2::Options options = recordRegexOptions();
    // Parsing alone finds every syntax error at a fraction of a compile's cost; only counted
    // repetition and very long patterns can also overflow RE2's program size limit, so only they
    // pay for a full compile, with the options matching uses (103 of the corpus's 2,522 patterns).
    if (utf8.contains('{') || utf8.size() > 1000) {
        const RE2 re(piece, options);
        return re.ok() ? QString() : QString::fromStdString(re.error());
    }
    // Case folding does not change whether a pattern is valid and makes parsing several times
    // dearer, so the parse-only check runs case-sensitive.
    options.set_case_sensitive(true);
    RE2::Set parser(options, RE2::UNANCHORED);
    std::string error;
    return parser.Add(piece, &error) < 0 ? QString::fromStdString(error) : QString();
}

} // namespace

KnowledgeBase KnowledgeBase::load(const QStringList &sources, const LoadControl &control)
{
    KnowledgeBase kb;
    kb.m_sources = sources;

    QStringList files;
    for (const QString &source : sources)
        files += filesOf(source, &kb.m_diagnostics);
    kb.m_fileCount = int(files.size());

    // Parse files in parallel; each result lands in its own slot, so no locking is needed and
    // the merge below sees files in a deterministic order. JSON Lines files can be huge: they are
    // read one at a time with their lines spread over the pool instead. The pool is our own, so
    // a load started from a global-pool thread (the GUI's loader) cannot starve itself.
    QThreadPool pool;
    pool.setMaxThreadCount(QThread::idealThreadCount());
    QList<FileContents> contents(files.size());
    QList<qsizetype> whole, streamed;
    for (qsizetype i = 0; i < files.size(); ++i)
        (SourceReader::isJsonLinesName(files[i]) ? streamed : whole).append(i);
    ProgressThrottle progress(control, int(files.size()));
    auto cancelled = [&] { return control.cancel && control.cancel->load(std::memory_order_relaxed); };
    QtConcurrent::blockingMap(&pool, whole, [&](qsizetype i) {
        if (cancelled())
            return;
        contents[i] = SourceReader::readFile(files[i], control.cancel);
        progress.fileDone();
    });
    for (qsizetype i : std::as_const(streamed)) {
        if (cancelled())
            break;
        contents[i] = SourceReader::readFile(files[i], control.cancel, &pool);
        progress.fileDone();
    }

    QList<qsizetype> indexOnly; // positions in `contents` holding signature-index entries
    for (qsizetype f = 0; f < contents.size(); ++f) {
        FileContents &c = contents[f];
        kb.m_diagnostics += c.diagnostics;
        for (const Record &r : std::as_const(c.records)) {
            if (const auto existing = kb.m_index.constFind(r.id()); existing != kb.m_index.cend()) {
                const Record &kept = kb.m_records.at(*existing);
                Diagnostic d;
                d.severity = Diagnostic::Severity::Warning;
                d.code = Diagnostic::Code::DuplicateId;
                d.file = r.sourcePath();
                d.line = r.sourceLine();
                auto where = [](const Record &x) {
                    return x.sourceLine() > 0 ? x.sourcePath() + u':' + QString::number(x.sourceLine())
                                              : x.sourcePath();
                };
                d.args = {r.id(), where(kept), where(r)};
                kb.m_diagnostics.append(d);
                continue;
            }
            kb.m_index.insert(r.id(), kb.m_records.size());
            kb.m_records.append(r);
        }
        kb.m_documents += c.documents;
        if (!c.indexRecords.isEmpty())
            indexOnly.append(f);
    }

    // A signature-index line stands for canons; it is a record of its own only where none of
    // those canons is loaded (e.g. the index file opened by itself).
    for (qsizetype f : std::as_const(indexOnly)) {
        const FileContents &c = contents[f];
        for (qsizetype i = 0; i < c.indexRecords.size(); ++i) {
            const QStringList &canons = c.indexCanonIds[i];
            const bool covered = std::any_of(
                canons.begin(), canons.end(), [&](const QString &id) { return kb.m_index.contains(id); });
            const Record &r = c.indexRecords[i];
            if (covered || kb.m_index.contains(r.id()))
                continue;
            kb.m_index.insert(r.id(), kb.m_records.size());
            kb.m_records.append(r);
        }
    }

    // Graph edges become links on the record they start from.
    for (const FileContents &c : std::as_const(contents)) {
        if (c.edges.isEmpty())
            continue;
        int unknown = 0;
        QString example;
        for (const GraphEdge &e : c.edges) {
            const auto at = kb.m_index.constFind(e.sourceId);
            if (at == kb.m_index.cend()) {
                if (unknown++ == 0)
                    example = e.sourceId;
                continue;
            }
            Record &r = kb.m_records[*at];
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
            kb.m_diagnostics.append(d);
        }
    }
    // Compile every regex once now, so a bad one is reported at load time rather than when a log
    // is matched. RE2 is linear-time, so a hostile pattern cannot hang us; it can only be rejected.
    QList<QString> errors(kb.m_records.size());
    QList<qsizetype> recordOrder(kb.m_records.size());
    std::iota(recordOrder.begin(), recordOrder.end(), 0);
    QtConcurrent::blockingMap(&pool, recordOrder, [&](qsizetype i) {
        if (cancelled())
            return;
        const QString &pattern = kb.m_records[i].data().regex;
        if (!pattern.isEmpty())
            errors[i] = regexError(pattern);
    });
    for (qsizetype i = 0; i < kb.m_records.size(); ++i) {
        if (errors[i].isEmpty())
            continue;
        Record &r = kb.m_records[i];
        r.edit().regexError = errors[i];
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.code = Diagnostic::Code::RegexRejected;
        d.file = r.sourcePath();
        d.line = r.sourceLine();
        d.args = {r.id(), errors[i]};
        kb.m_diagnostics.append(d);
    }

    if (cancelled()) {
        kb.m_complete = false;
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.code = Diagnostic::Code::Cancelled;
        kb.m_diagnostics.append(d);
    }
    return kb;
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
