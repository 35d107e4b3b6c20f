// SPDX-License-Identifier: MIT
#include "gzipdevice.h"

#include <QLocale>

#include <zlib.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr qsizetype inputChunk = 256 * 1024;

QString sizeText(qint64 bytes)
{
    return QLocale::system().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

GzipDevice::GzipDevice(QIODevice *source, const Limits &limits, QObject *parent)
    : QIODevice(parent)
    , m_source(source)
    , m_limits(limits)
    , m_zs(std::make_unique<z_stream>())
    , m_in(inputChunk, Qt::Uninitialized)
{
    // 16 + MAX_WBITS: a gzip header and trailer, not a raw zlib stream.
    m_zsReady = inflateInit2(m_zs.get(), 16 + MAX_WBITS) == Z_OK;
    if (!m_zsReady)
        finish(tr("cannot start decompressing"), true);
}

GzipDevice::~GzipDevice()
{
    if (m_zsReady)
        inflateEnd(m_zs.get());
}

bool GzipDevice::atEnd() const
{
    return m_finished && QIODevice::bytesAvailable() == 0;
}

qint64 GzipDevice::bytesAvailable() const
{
    return QIODevice::bytesAvailable();
}

void GzipDevice::finish(const QString &why, bool incomplete)
{
    m_finished = true;
    if (!why.isEmpty())
        m_notice = why;
    m_incomplete = m_incomplete || incomplete;
}

bool GzipDevice::fill()
{
    if (m_sourceEnded)
        return false;
    const qint64 n = m_source->read(m_in.data(), m_in.size());
    if (n <= 0) {
        m_sourceEnded = true;
        return false;
    }
    m_compressed += n;
    m_zs->next_in = reinterpret_cast<Bytef *>(m_in.data());
    m_zs->avail_in = uInt(n);
    return true;
}

bool GzipDevice::startNextMember()
{
    for (;;) {
        // Zero bytes after a member are padding (a tape block, a disk image), as gzip says.
        while (m_zs->avail_in > 0 && *m_zs->next_in == 0) {
            ++m_zs->next_in;
            --m_zs->avail_in;
        }
        if (m_zs->avail_in > 0)
            break;
        if (!fill()) {
            finish();
            return false;
        }
    }
    if (*m_zs->next_in != 0x1f) { // no other member: junk after the data, which gzip ignores too
        finish(tr("bytes after the compressed data were ignored"));
        return false;
    }
    if (inflateReset(m_zs.get()) != Z_OK) {
        finish(tr("cannot go on decompressing"), true);
        return false;
    }
    m_betweenMembers = false;
    m_memberOutput = 0;
    return true;
}

qint64 GzipDevice::allowance() const
{
    qint64 left = -1;
    if (m_limits.maxBytes >= 0)
        left = std::max<qint64>(0, m_limits.maxBytes - m_unpacked);
    if (m_limits.maxRatio > 0) {
        // Below ratioFrom anything goes; above it, as much as the ratio allows for what was read.
        const qint64 byRatio = std::max(m_limits.ratioFrom, m_compressed * m_limits.maxRatio) - m_unpacked;
        left = left < 0 ? std::max<qint64>(0, byRatio) : std::min(left, std::max<qint64>(0, byRatio));
    }
    return left;
}

qint64 GzipDevice::readData(char *data, qint64 maxSize)
{
    qint64 produced = 0;
    while (produced < maxSize && !m_finished) {
        if (m_zs->avail_in == 0 && !fill()) {
            if (m_betweenMembers || (m_memberOutput == 0 && m_compressed == 0))
                finish();
            else
                finish(tr("truncated: the compressed data ends early (the file is cut short); "
                          "%1 of text could be read")
                           .arg(sizeText(m_unpacked)),
                    true);
            break;
        }
        if (m_betweenMembers && !startNextMember())
            break;
        const qint64 left = allowance();
        if (left == 0) {
            finish(m_limits.maxBytes >= 0 && m_unpacked >= m_limits.maxBytes
                    ? tr("stopped after %1 of text: that is as much as is unpacked").arg(sizeText(m_unpacked))
                    : tr("stopped after %1 of text: the data unpacks to more than %2 times its compressed "
                         "size, as a decompression bomb does")
                          .arg(sizeText(m_unpacked))
                          .arg(m_limits.maxRatio),
                true);
            break;
        }
        const qint64 room
            = std::min<qint64>({maxSize - produced, left < 0 ? maxSize : left, qint64(1) << 30});
        m_zs->next_out = reinterpret_cast<Bytef *>(data + produced);
        m_zs->avail_out = uInt(room);
        const int status = inflate(m_zs.get(), Z_NO_FLUSH);
        const qint64 out = room - qint64(m_zs->avail_out);
        produced += out;
        m_unpacked += out;
        m_memberOutput += out;
        if (status == Z_STREAM_END) {
            m_betweenMembers = true;
        } else if (status != Z_OK && status != Z_BUF_ERROR) {
            finish(tr("corrupt compressed data after %1 of text (%2)")
                       .arg(sizeText(m_unpacked), QString::fromLatin1(m_zs->msg ? m_zs->msg : "zlib error")),
                true);
        }
    }
    return produced == 0 && m_finished ? -1 : produced;
}

} // namespace Faultline
