// SPDX-License-Identifier: MIT
#include "logsource.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <zlib.h>

using namespace Qt::StringLiterals;

namespace Faultline::LogSource {

namespace {

bool isRecordName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == u"json"_s || suffix == u"jsonl"_s || suffix == u"ndjson"_s || suffix == u"md"_s
        || suffix == u"markdown"_s;
}

/// A .txt file that holds JSON records or a Markdown article with front matter (as the user's
/// seed documents do); plain text in a .txt file is taken for a log.
bool isRecordText(const QString &path)
{
    // Only a regular file is opened to look: opening a FIFO waits for a writer, and a device
    // (/dev/zero) is no record file.
    const QFileInfo info(path);
    if (info.suffix().toLower() != u"txt"_s || !info.isFile())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(4096).trimmed();
    return head.startsWith('{') || head.startsWith('[') || head.startsWith("---\n")
        || head.startsWith("---\r\n");
}

/// Inflates all of \a zs's input, writing what it gives to \a out through \a output. \a status
/// is inflate()'s, kept from chunk to chunk: a gzip member may end inside a chunk. Returns false,
/// saying why in \a why, for corrupt data or a failed write.
bool inflateInto(z_stream &zs, int &status, QByteArray &output, QFile &out, QString &why)
{
    while (zs.avail_in > 0) {
        if (status == Z_STREAM_END) { // another gzip member follows, as `cat a.gz b.gz` makes
            if (inflateReset(&zs) != Z_OK)
                break;
        }
        zs.next_out = reinterpret_cast<Bytef *>(output.data());
        zs.avail_out = uInt(output.size());
        status = inflate(&zs, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END && status != Z_BUF_ERROR) {
            why = Messages::tr("corrupt compressed data (%1)")
                      .arg(QString::fromLatin1(zs.msg ? zs.msg : "zlib error"));
            return false;
        }
        const qint64 produced = output.size() - qint64(zs.avail_out);
        if (produced > 0 && out.write(output.constData(), produced) != produced) {
            why = out.errorString();
            return false;
        }
        if (status == Z_BUF_ERROR && produced == 0)
            break;
    }
    return true;
}

} // namespace

Kind classify(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QStringList files = logFilesIn(path, 500);
        return std::any_of(files.begin(), files.end(),
                   [](const QString &f) { return isRecordName(f) || isRecordText(f); })
            ? Kind::KnowledgeBase
            : Kind::Log;
    }
    return isRecordName(path) || isRecordText(path) ? Kind::KnowledgeBase : Kind::Log;
}

QStringList logFilesIn(const QString &folder, int limit)
{
    QStringList files;
    const QFileInfoList entries
        = QDir(folder).entryInfoList(QDir::Files | QDir::Readable, QDir::Name | QDir::IgnoreCase);
    for (const QFileInfo &entry : entries) {
        if (files.size() >= limit)
            break;
        files.append(entry.absoluteFilePath());
    }
    return files;
}

bool isGzip(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(2) == "\x1f\x8b";
}

bool gunzip(const QString &path, const QString &destination, const std::atomic_bool *cancel,
    const std::function<void(qint64, qint64)> &progress, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        QFile::remove(destination);
        return false;
    };
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return fail(in.errorString());
    QFile out(destination);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return fail(out.errorString());

    z_stream zs {};
    // 16 + MAX_WBITS: a gzip header and trailer, not a raw zlib stream.
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
        return fail(Messages::tr("cannot start decompressing"));
    constexpr qint64 chunk = 1 << 20;
    QByteArray input(chunk, Qt::Uninitialized), output(4 * chunk, Qt::Uninitialized);
    const qint64 total = in.size();
    qint64 done = 0;
    int status = Z_OK;
    bool ok = true;
    QString why;
    for (;;) {
        if (cancel && cancel->load()) {
            ok = false;
            why = Messages::tr("cancelled");
            break;
        }
        const qint64 n = in.read(input.data(), chunk);
        if (n < 0) {
            ok = false;
            why = in.errorString();
            break;
        }
        if (n == 0) {
            if (status != Z_STREAM_END) {
                ok = false;
                why = Messages::tr("the compressed data ends early (the file is cut short)");
            }
            break;
        }
        done += n;
        zs.next_in = reinterpret_cast<Bytef *>(input.data());
        zs.avail_in = uInt(n);
        ok = inflateInto(zs, status, output, out, why);
        if (!ok)
            break;
        if (progress)
            progress(done, total);
    }
    inflateEnd(&zs);
    if (ok && !out.flush())
        return fail(out.errorString());
    out.close();
    return ok ? true : fail(why);
}

} // namespace Faultline::LogSource
