// SPDX-License-Identifier: MIT
#include "knowledgebasecache.h"
#include "cachefile.h"
#include "cachesaves.h"
#include "logging.h"
#include "ownpool.h"
#include "recordstream.h"
#include "sourcewalker.h"

#include <QDataStream>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFuture>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr QByteArrayView kind = "knowledge-base";
constexpr QDataStream::Version streamVersion = QDataStream::Qt_6_5;

void prepare(QDataStream &stream)
{
    stream.setVersion(streamVersion);
    stream.setByteOrder(QDataStream::LittleEndian); // the machine's: no byte swapping
}

/// What says a file changed: its size, modification and change times and inode. The change
/// time cannot be set back by a tool that restores the modification time.
void addFileState(QDataStream &out, const KnowledgeFile &file)
{
    out << file.path;
#ifdef Q_OS_UNIX
    struct stat st;
    if (!file.nativePath.isEmpty()) {
        if (::stat(file.nativePath.constData(), &st) != 0) {
            out << qint64(-1);
            return;
        }
        out << qint64(st.st_size) << qint64(st.st_mtim.tv_sec) << qint64(st.st_mtim.tv_nsec)
            << qint64(st.st_ctim.tv_sec) << qint64(st.st_ctim.tv_nsec) << quint64(st.st_ino)
            << quint64(st.st_dev);
        return;
    }
#endif
    // A Qt resource (part of the program, which the cache's header names) or another system.
    const QFileInfo info(file.path);
    out << info.size() << info.lastModified().toMSecsSinceEpoch();
}

/// The records, each as a block of bytes of its own, so that reading them back can be shared
/// out among the cores (readRecords()).
void writeRecords(QDataStream &out, const QList<Record> &records)
{
    out << quint32(records.size());
    QByteArray block;
    for (const Record &record : records) {
        block.clear();
        QDataStream one(&block, QIODevice::WriteOnly);
        prepare(one);
        one << record;
        out << block;
    }
}

/// What writeRecords() wrote, decoded in parallel: a warm start with the corpus spent a third of
/// its time here on one core. False when any block is damaged.
bool readRecords(StreamReader &in, QList<Record> &records, const std::shared_ptr<const void> &storage)
{
    const quint32 count = in.readCount(4); // each block starts with its size
    if (in.status() != QDataStream::Ok)
        return false;
    std::vector<QByteArrayView> blocks(count);
    for (QByteArrayView &block : blocks) {
        quint32 size = 0;
        in >> size;
        block = in.readRaw(size);
    }
    if (in.status() != QDataStream::Ok)
        return false;
    records.resize(count);
    Record *const out = records.data();
    // A few hundred records a piece: enough pieces to share among the cores, few enough that
    // handing them out costs nothing.
    constexpr quint32 piece = 256;
    std::vector<quint32> starts;
    for (quint32 start = 0; start < count; start += piece)
        starts.push_back(start);
    std::atomic<bool> damaged = false;
    OwnPool pool; // the loader reads the cache on a global-pool thread
    QtConcurrent::blockingMap(&pool, starts, [&](quint32 start) {
        for (quint32 i = start; i < std::min(count, start + piece) && !damaged; ++i) {
            StreamReader one(blocks[i]);
            if (storage)
                readDeferred(one, out[i], storage); // the rest of each when it is asked for
            else
                one >> out[i];
            if (one.status() != QDataStream::Ok || !one.atEnd())
                damaged = true;
        }
    });
    return !damaged;
}

} // namespace

QString KnowledgeBaseCache::filePath(const QString &folder, const QStringList &sources)
{
    return CacheFile::filePath(folder, u"kb"_s, sources.join(u'\n').toUtf8());
}

QByteArray KnowledgeBaseCache::key(const QStringList &sources)
{
    QByteArray key;
    QDataStream out(&key, QIODevice::WriteOnly);
    prepare(out);
    for (const QString &source : sources) {
        Diagnostics walkProblems;
        const QList<KnowledgeFile> files = SourceWalker::files(source, &walkProblems);
        out << source << quint32(files.size()) << walkProblems;
        for (const KnowledgeFile &file : files)
            addFileState(out, file);
    }
    return key;
}

QByteArray KnowledgeBaseCache::toBytes(const KnowledgeBase &kb)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    prepare(out);
    writeRecords(out, kb.m_records);
    out << kb.m_documents << kb.m_diagnostics << kb.m_sources << quint32(kb.m_summaries.size());
    for (const SourceSummary &s : kb.m_summaries) {
        out << s.source << qint32(s.files) << qint32(s.records) << qint32(s.documents) << qint32(s.errors)
            << qint32(s.warnings) << s.readMilliseconds;
    }
    out << kb.m_overridden << qint32(kb.m_fileCount) << kb.m_complete;
    return bytes;
}

std::optional<KnowledgeBase> KnowledgeBaseCache::fromBytes(
    const QByteArray &bytes, const std::shared_ptr<const void> &storage)
{
    StreamReader in(bytes);
    KnowledgeBase kb;
    quint32 summaries = 0;
    if (!readRecords(in, kb.m_records, storage))
        return std::nullopt;
    in >> kb.m_documents >> kb.m_diagnostics >> kb.m_sources >> summaries;
    if (in.status() != QDataStream::Ok || summaries > quint32(kb.m_sources.size()))
        return std::nullopt;
    kb.m_summaries.resize(summaries);
    for (SourceSummary &s : kb.m_summaries) {
        qint32 files = 0, records = 0, documents = 0, errors = 0, warnings = 0;
        in >> s.source >> files >> records >> documents >> errors >> warnings >> s.readMilliseconds;
        s.files = files;
        s.records = records;
        s.documents = documents;
        s.errors = errors;
        s.warnings = warnings;
    }
    qint32 fileCount = 0;
    in >> kb.m_overridden >> fileCount >> kb.m_complete;
    if (in.status() != QDataStream::Ok || !in.atEnd())
        return std::nullopt;
    kb.m_fileCount = fileCount;
    kb.m_index.reserve(kb.m_records.size());
    for (qsizetype i = 0; i < kb.m_records.size(); ++i) {
        if (!kb.m_records[i].isValid() || kb.m_index.contains(kb.m_records[i].id()))
            return std::nullopt; // a load never keeps two records of one id
        kb.m_index.insert(kb.m_records[i].id(), i);
    }
    return kb;
}

void KnowledgeBaseCache::finishSaving()
{
    CacheSaves::finish();
}

KnowledgeBase KnowledgeBaseCache::load(
    const QStringList &sources, const LoadControl &control, const QString &folder, Outcome *outcome)
{
    const QString dir = folder.isEmpty() ? CacheFile::directory() : folder;
    if (dir.isEmpty()) {
        if (outcome)
            *outcome = Outcome::Off;
        return KnowledgeBase::load(sources, control);
    }
    QElapsedTimer timer;
    timer.start();
    // The key before the load: a file changed while it is read makes the next start a miss, not
    // a hit on what was read before the change. Worked out (a walk and a stat() of each file)
    // while the cache is read.
    QFuture<QByteArray> cacheKey = QtConcurrent::run([&sources] { return key(sources); });
    const QString path = filePath(dir, sources);
    CacheSaves::waitFor(path); // this process's last load of these sources may still be saving
    QString why;
    if (const std::optional<CacheFile::Contents> contents = CacheFile::read(path, kind, &why)) {
        if (!contents->isFor(cacheKey.result())) {
            why = u"stale: its sources changed"_s;
        } else if (std::optional<KnowledgeBase> kb = fromBytes(contents->payload, contents->storage)) {
            if (control.progress)
                control.progress(kb->fileCount(), kb->fileCount());
            qCDebug(lcKnowledgeBase) << "read" << kb->records().size() << "records from the cache" << path
                                     << "in" << timer.elapsed() << "ms";
            if (outcome)
                *outcome = Outcome::Hit;
            return std::move(*kb);
        } else {
            why = u"payload not readable"_s;
        }
    }
    qCDebug(lcKnowledgeBase) << "cache miss:" << path << why;
    KnowledgeBase kb = KnowledgeBase::load(sources, control);
    if (outcome)
        *outcome = Outcome::Miss;
    if (kb.isComplete()) {
        // Written while the caller goes on (a cold start compiles the regexes meanwhile): making
        // and writing the file took 96-155 ms of a cold start with the corpus.
        CacheSaves::start(path, [path, key = cacheKey.result(), saved = kb] {
            QElapsedTimer save;
            save.start();
            QString error;
            if (!CacheFile::write(path, kind, key, toBytes(saved), &error))
                qCWarning(lcKnowledgeBase) << "cannot save the cache" << path << error;
            qCDebug(lcKnowledgeBase) << "saved the cache in" << save.elapsed() << "ms";
        });
    }
    return kb;
}

} // namespace Faultline
