// SPDX-License-Identifier: MIT
#include "jsonfilereader.h"
#include "corpusindexreader.h"
#include "filediagnostic.h"
#include "jsonrecordreader.h"
#include "textutil.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <numeric>

using namespace Qt::StringLiterals;

namespace Faultline::JsonFileReader {

namespace {

enum class ObjectKind { Flat, Canon, IndexEntry, Edge, Other };

ObjectKind classify(const QJsonObject &o)
{
    if (o.value(u"error"_s).isObject())
        return ObjectKind::Canon;
    if (o.contains(u"source"_s) && o.contains(u"target"_s) && o.contains(u"type"_s))
        return ObjectKind::Edge;
    if (o.contains(u"slug"_s) && o.contains(u"environments"_s))
        return ObjectKind::IndexEntry;
    if (o.contains(u"signature"_s) || (o.contains(u"id"_s) && o.contains(u"regex"_s)))
        return ObjectKind::Flat;
    return ObjectKind::Other;
}

QStringList describeKeys(const QJsonObject &o)
{
    QStringList keys = o.keys();
    const qsizetype shown = std::min<qsizetype>(keys.size(), 5);
    QString s = keys.mid(0, shown).join(u", "_s);
    if (keys.size() > shown)
        s += u", …"_s;
    // A phrase and its argument: Diagnostic::text() translates the phrase when it is shown.
    return {QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a JSON object with keys %1")), s};
}

/// Adds one JSON object (a whole file, an array item or a JSON Lines line) to \a out.
/// Returns false when the object is not something a knowledge base holds.
bool addObject(const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, FileContents *out)
{
    switch (classify(o)) {
    case ObjectKind::Flat: {
        Record r = JsonRecordReader::readFlat(o, where, raw, &out->diagnostics);
        if (r.isValid()) {
            r.edit().sourcePath = where.file;
            r.edit().sourceLine = where.line;
            out->records.append(r);
        }
        return true;
    }
    case ObjectKind::Canon: {
        Record r = JsonRecordReader::readCanon(o, where, raw, &out->diagnostics);
        if (r.isValid()) {
            r.edit().sourcePath = where.file;
            r.edit().sourceLine = where.line;
            out->records.append(r);
        }
        return true;
    }
    case ObjectKind::IndexEntry: {
        QStringList canonIds;
        Record r = CorpusIndexReader::readIndexEntry(o, where, &out->diagnostics, &canonIds);
        if (r.isValid()) {
            r.edit().sourcePath = where.file;
            r.edit().sourceLine = where.line;
            out->indexRecords.append(r);
            out->indexCanonIds.append(canonIds);
        }
        return true;
    }
    case ObjectKind::Edge:
        if (auto e = CorpusIndexReader::readEdge(o, where, &out->diagnostics))
            out->edges.append(*e);
        return true;
    case ObjectKind::Other:
        break;
    }
    return false;
}

/// True once \a out holds as many records, or graph edges, as one file may give.
bool atEntryLimit(const FileContents &out)
{
    return out.records.size() + out.indexRecords.size() >= SourceReader::maxEntries
        || out.edges.size() >= SourceReader::maxEntries;
}

/// Drops what is past the limit of entries (a block of lines is parsed whole, so it may overshoot).
void trimToEntryLimit(FileContents *out)
{
    const qsizetype records = std::min(out->records.size(), SourceReader::maxEntries);
    out->records.resize(records);
    const qsizetype index = std::min(out->indexRecords.size(), SourceReader::maxEntries - records);
    out->indexRecords.resize(index);
    out->indexCanonIds.resize(index);
    out->edges.resize(std::min(out->edges.size(), SourceReader::maxEntries));
}

Diagnostic tooManyEntries(const QString &path, int line = 0)
{
    return fileProblem(
        path, Diagnostic::Code::TooManyRecords, {QString::number(SourceReader::maxEntries)}, line);
}

/// One JSON Lines line; \a lineNumber is 1-based.
void readJsonLine(const QString &path, QByteArrayView line, int lineNumber, FileContents *out)
{
    line = line.trimmed();
    if (line.isEmpty())
        return;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &err);
    if (err.error != QJsonParseError::NoError) {
        out->diagnostics.append(fileProblem(path, Diagnostic::Code::JsonSyntax,
            {Diagnostic::jsonErrorPhrase(err.error)}, lineNumber, err.offset + 1));
        return;
    }
    if (!doc.isObject() || !addObject(doc.object(), fileLocation(path, lineNumber), nullptr, out))
        out->diagnostics.append(fileProblem(path, Diagnostic::Code::NotARecord,
            doc.isObject()
                ? describeKeys(doc.object())
                : QStringList {QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a JSON array"))},
            lineNumber));
}

} // namespace

void readDocument(const QString &path, const QByteArray &bytes, FileContents *out)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        const auto [line, column] = TextUtil::lineAndColumn(bytes, err.offset);
        out->diagnostics.append(fileProblem(
            path, Diagnostic::Code::JsonSyntax, {Diagnostic::jsonErrorPhrase(err.error)}, line, column));
        return;
    }
    const Diagnostic where = fileLocation(path);
    if (doc.isObject()) {
        if (!addObject(doc.object(), where, &bytes, out))
            out->diagnostics.append(
                fileProblem(path, Diagnostic::Code::NotARecord, describeKeys(doc.object())));
        // Fields are read in schema order; report them in the order they stand in the file.
        std::stable_sort(out->diagnostics.begin(), out->diagnostics.end(),
            [](const Diagnostic &a, const Diagnostic &b) { return a.line < b.line; });
        return;
    }
    const QJsonArray array = doc.array();
    qsizetype others = 0;
    for (const QJsonValue &v : array) {
        if (atEntryLimit(*out)) {
            out->diagnostics.append(tooManyEntries(path));
            break;
        }
        if (!v.isObject() || !addObject(v.toObject(), where, nullptr, out))
            ++others;
    }
    if (others == array.size())
        out->diagnostics.append(fileProblem(path, Diagnostic::Code::NotARecord,
            {QStringLiteral(QT_TRANSLATE_NOOP(
                 "Faultline::Diagnostic", "a JSON array of %1 item(s), none of them an error record")),
                QString::number(array.size())}));
}

void readLines(const QString &path, QByteArrayView lines, FileContents *out, qint64 offset, int linesBefore,
    QThreadPool *pool)
{
    struct Line
    {
        qsizetype start, length;
        int number;
    };
    QList<Line> all;
    qsizetype pos = 0;
    int number = linesBefore;
    while (pos < lines.size()) {
        qsizetype end = lines.indexOf('\n', pos);
        if (end < 0)
            end = lines.size();
        all.append({pos, end - pos, ++number});
        pos = end + 1;
    }
    auto parseRange = [&](qsizetype from, qsizetype to, FileContents *into) {
        for (qsizetype i = from; i < to; ++i) {
            const QByteArrayView line = lines.sliced(all[i].start, all[i].length);
            if (line.size() > SourceReader::maxJsonLineBytes) {
                into->diagnostics.append(fileProblem(path, Diagnostic::Code::LineTooLong,
                    {QString::number(SourceReader::maxJsonLineBytes / (1024 * 1024))}, all[i].number));
                continue;
            }
            if (const qsizetype bad = TextUtil::firstInvalidUtf8(line); bad >= 0) {
                into->diagnostics.append(fileProblem(path, Diagnostic::Code::InvalidUtf8,
                    {QString::number(offset + all[i].start + bad)}, all[i].number, int(bad) + 1));
                continue;
            }
            readJsonLine(path, line, all[i].number, into);
        }
    };
    const int chunks = !pool || all.size() < 2000 ? 1 : std::max(1, pool->maxThreadCount());
    if (chunks == 1) {
        parseRange(0, all.size(), out);
        return;
    }
    QList<FileContents> parts(chunks);
    QList<int> which(chunks);
    std::iota(which.begin(), which.end(), 0);
    QtConcurrent::blockingMap(pool, which,
        [&](int c) { parseRange(all.size() * c / chunks, all.size() * (c + 1) / chunks, &parts[c]); });
    for (FileContents &p : parts) {
        out->records += p.records;
        out->indexRecords += p.indexRecords;
        out->indexCanonIds += p.indexCanonIds;
        out->documents += p.documents;
        out->edges += p.edges;
        out->diagnostics += p.diagnostics;
    }
}

void readLinesFile(QIODevice &file, const QString &path, const std::atomic_bool *cancel, QThreadPool *pool,
    FileContents *out)
{
    // Blocks big enough that each one's lines keep every core of the pool busy.
    constexpr qint64 blockBytes = 8 * 1024 * 1024;
    int lineNumber = 0;
    qint64 blockStart = 0; // file offset of pending[0]
    QByteArray pending;
    bool skippingLongLine = false;
    qint64 bytesRead = 0;
    while (!(cancel && cancel->load(std::memory_order_relaxed))) {
        // Past the file limit, reading ends as if the file did (a line cut there is read as it is).
        QByteArray block;
        if (bytesRead < SourceReader::maxJsonLinesFileBytes) {
            block = file.read(std::min(blockBytes, SourceReader::maxJsonLinesFileBytes - bytesRead));
        } else if (char next; file.peek(&next, 1) > 0) {
            out->diagnostics.append(fileProblem(path, Diagnostic::Code::FileTooLong,
                {QString::number(SourceReader::maxJsonLinesFileBytes / (1024 * 1024))}, lineNumber + 1));
        }
        bytesRead += block.size();
        const bool atEnd = block.isEmpty();
        if (skippingLongLine) {
            const qsizetype nl = block.indexOf('\n');
            blockStart += nl < 0 ? block.size() : nl + 1;
            if (nl < 0 && !atEnd)
                continue;
            skippingLongLine = false;
            pending = nl < 0 ? QByteArray() : block.mid(nl + 1);
        } else {
            pending += block;
        }
        qsizetype complete = atEnd ? pending.size() : pending.lastIndexOf('\n') + 1;
        if (complete == 0 && pending.size() > SourceReader::maxJsonLineBytes) {
            ++lineNumber;
            out->diagnostics.append(fileProblem(path, Diagnostic::Code::LineTooLong,
                {QString::number(SourceReader::maxJsonLineBytes / (1024 * 1024))}, lineNumber));
            blockStart += pending.size();
            pending.clear();
            skippingLongLine = true;
            continue;
        }
        if (blockStart == 0 && pending.startsWith("\xEF\xBB\xBF")) {
            pending.remove(0, 3);
            complete -= 3;
            blockStart = 3;
        }
        const QByteArrayView lines = QByteArrayView(pending).first(complete);
        readLines(path, lines, out, blockStart, lineNumber, pool);
        lineNumber += int(lines.count('\n')) + (atEnd && !lines.isEmpty() && !lines.endsWith('\n') ? 1 : 0);
        blockStart += complete;
        pending.remove(0, complete);
        if (atEntryLimit(*out)) {
            // The first line not taken: the first record past the limit, else the next line.
            const int stop = out->records.size() > SourceReader::maxEntries
                ? out->records.at(SourceReader::maxEntries).sourceLine()
                : lineNumber + 1;
            trimToEntryLimit(out);
            if (stop <= lineNumber || !atEnd)
                out->diagnostics.append(tooManyEntries(path, stop));
            break;
        }
        if (atEnd)
            break;
    }
    if (lineNumber == 0)
        out->diagnostics.append(fileProblem(path, Diagnostic::Code::EmptyFile));
}

} // namespace Faultline::JsonFileReader
