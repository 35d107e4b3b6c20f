// SPDX-License-Identifier: MIT
// Gzip data made in the test, with zlib: logs, cut-short and padded ones, decompression bombs.
#pragma once

#include <QByteArray>

#include <zlib.h>

namespace FaultlineTest {

/// \a text as one gzip member, as `gzip -c` writes it.
inline QByteArray gzip(const QByteArray &text, int level = Z_DEFAULT_COMPRESSION)
{
    z_stream zs {};
    if (deflateInit2(&zs, level, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        qFatal("deflateInit2 failed");
    QByteArray out(qsizetype(deflateBound(&zs, uLong(text.size()))), Qt::Uninitialized);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(text.constData()));
    zs.avail_in = uInt(text.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    if (deflate(&zs, Z_FINISH) != Z_STREAM_END)
        qFatal("deflate failed");
    out.truncate(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return out;
}

/// A decompression bomb: \a members gzip members of 64 MiB of zero bytes each (about 64 KiB
/// compressed each), as `cat` of many small .gz files makes.
inline QByteArray gzipBomb(int members)
{
    const QByteArray member = gzip(QByteArray(64 << 20, '\0'), 9);
    return member.repeated(members);
}

/// Numbered log lines, \a count of them: "line 1 of a log …\n".
inline QByteArray numberedLines(int count)
{
    QByteArray text;
    for (int i = 1; i <= count; ++i) {
        text.append("line ")
            .append(QByteArray::number(i))
            .append(" of a log that is long enough to fill some space\n");
    }
    return text;
}

} // namespace FaultlineTest
