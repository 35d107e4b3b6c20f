// SPDX-License-Identifier: MIT
#include "logblockreader.h"

#include <algorithm>
#include <cstring>

namespace Faultline {

namespace {

// A device byte decodes to at most three UTF-8 bytes: an invalid GB18030 byte becomes U+FFFD.
constexpr qint64 maxDecodedPerByte = 3;
// The decoder may hold back the start of a character (at most 3 bytes) from one read and put it
// out with the next: room for it in the buffer, on top of three bytes for each byte read.
constexpr qint64 heldDecodedBytes = 16;

} // namespace

LogBlockReader::LogBlockReader(QIODevice &device, const Options &options)
    : m_device(device), m_options(options), m_left(options.length)
{
    Q_ASSERT(m_options.blockBytes >= maxDecodedPerByte && m_options.maxLineBytes > 0);
    // Only at the start of the input: a caller that seeked into the log reads lines, not a BOM.
    const bool atStart = m_device.pos() == 0;
    const QByteArray head = atStart ? m_device.peek(64 * 1024) : QByteArray();
    m_encoding = m_options.encoding.value_or(LogFile::detectEncoding(head));
    m_lineEnd = m_options.lineEnd.value_or(LogFile::detectLineEnd(head, m_encoding));
    if (m_encoding != LogFile::Encoding::Utf8)
        m_decoder.emplace(decoderFor(m_encoding));
    if (const int bom = atStart ? byteOrderMarkLength(head, m_encoding) : 0) {
        m_device.read(bom);
        if (m_left > 0)
            m_left = std::max<qint64>(0, m_left - bom);
    }
    m_readSize = m_decoder ? m_options.blockBytes / maxDecodedPerByte : m_options.blockBytes;
    qint64 capacity = qint64(m_options.maxLineBytes) + m_options.blockBytes + heldDecodedBytes;
    if (m_left >= 0) // a short range needs no more than it can decode to
        capacity = std::min(capacity, m_left * (m_decoder ? maxDecodedPerByte : 1) + heldDecodedBytes + 1);
    m_capacity = std::size_t(capacity);
}

LogBlockReader::~LogBlockReader() = default;

int LogBlockReader::byteOrderMarkLength(QByteArrayView head, LogFile::Encoding encoding)
{
    if ((encoding == LogFile::Encoding::Utf32LE && head.startsWith(QByteArrayView("\xFF\xFE\0\0", 4)))
        || (encoding == LogFile::Encoding::Utf32BE && head.startsWith(QByteArrayView("\0\0\xFE\xFF", 4))))
        return 4;
    if ((encoding == LogFile::Encoding::Utf16LE && head.startsWith("\xFF\xFE"))
        || (encoding == LogFile::Encoding::Utf16BE && head.startsWith("\xFE\xFF")))
        return 2;
    if (encoding == LogFile::Encoding::Utf8 && head.startsWith("\xEF\xBB\xBF"))
        return 3;
    return 0;
}

QStringDecoder LogBlockReader::decoderFor(LogFile::Encoding encoding)
{
    switch (encoding) {
    case LogFile::Encoding::Utf16LE:
        return QStringDecoder(QStringConverter::Utf16LE);
    case LogFile::Encoding::Utf16BE:
        return QStringDecoder(QStringConverter::Utf16BE);
    case LogFile::Encoding::Utf32LE:
        return QStringDecoder(QStringConverter::Utf32LE);
    case LogFile::Encoding::Utf32BE:
        return QStringDecoder(QStringConverter::Utf32BE);
    case LogFile::Encoding::Gb18030:
        return QStringDecoder("GB18030");
    case LogFile::Encoding::Utf8:
        break;
    }
    return QStringDecoder(QStringConverter::Utf8);
}

char *LogBlockReader::freeBuffer()
{
    if (m_spare.empty()) {
        m_buffers.push_back(std::make_unique_for_overwrite<char[]>(m_capacity));
        return m_buffers.back().get();
    }
    char *buffer = m_spare.back();
    m_spare.pop_back();
    return buffer;
}

void LogBlockReader::recycle(const Block &block)
{
    if (!block.buffer)
        return;
    if (block.buffer == m_carryBuffer)
        m_carryBufferRecycled = true; // given back once next() has copied the carry out of it
    else
        m_spare.push_back(block.buffer);
}

qint64 LogBlockReader::readDecoded(char *to)
{
    const qint64 size = m_left >= 0 ? std::min(m_readSize, m_left) : m_readSize;
    qint64 read = 0, decoded = 0;
    if (size <= 0) {
        // The range is read: nothing more to ask the device for.
    } else if (m_decoder) {
        const QByteArray raw = m_device.read(size);
        const QByteArray utf8 = QString(m_decoder->decode(raw)).toUtf8();
        Q_ASSERT(utf8.size() <= raw.size() * maxDecodedPerByte + heldDecodedBytes);
        if (!utf8.isEmpty())
            std::memcpy(to, utf8.constData(), std::size_t(utf8.size()));
        read = raw.size();
        decoded = utf8.size();
    } else {
        read = decoded = std::max<qint64>(0, m_device.read(to, size));
    }
    m_bytesRead += read;
    if (m_left >= 0)
        m_left -= read;
    if (read == 0) {
        m_atEnd = true;
        // A device that stopped short of its end: a read error, not the end of the log.
        if (size > 0 && !m_device.atEnd() && m_device.isReadable() && !m_device.errorString().isEmpty()
            && !m_device.isSequential())
            m_error = m_device.errorString();
    }
    return decoded;
}

LogBlockReader::Block LogBlockReader::next()
{
    if (m_atEnd)
        return {};
    char *const buffer = freeBuffer();
    if (!m_carry.empty())
        std::memcpy(buffer, m_carry.data(), m_carry.size());
    if (m_carryBufferRecycled)
        m_spare.push_back(m_carryBuffer);
    m_carryBuffer = nullptr;
    m_carryBufferRecycled = false;

    char *const bytes = buffer + m_carry.size();
    const qint64 decoded = readDecoded(bytes);
    if (m_lineEnd == LogFile::LineEnd::Cr) // only such logs pay for this pass
        std::replace(bytes, bytes + decoded, '\r', '\n');
    if (!m_error.isEmpty()) {
        m_carry = {};
        m_spare.push_back(buffer);
        return {};
    }
    std::string_view added(bytes, std::size_t(decoded));
    if (m_skipping) {
        const std::size_t newline = added.find('\n');
        if (newline == std::string_view::npos && !m_atEnd) {
            m_carry = {buffer, m_carry.size()};
            m_carryBuffer = buffer;
            return {{}, buffer};
        }
        // Its newline ends the kept start.
        added.remove_prefix(newline == std::string_view::npos ? added.size() : newline);
        std::memmove(bytes, added.data(), added.size());
        m_skipping = false;
    }
    std::string_view text(buffer, m_carry.size() + added.size());
    m_carry = {};
    if (!m_atEnd) {
        const std::size_t cut = text.rfind('\n') + 1; // 0: no newline
        m_carry = text.substr(cut);
        text = text.substr(0, cut);
        if (m_carry.size() > std::size_t(m_options.maxLineBytes)) {
            m_carry = m_carry.substr(0, std::size_t(m_options.maxLineBytes));
            m_skipping = true;
            ++m_cutLines;
        }
        if (!m_carry.empty())
            m_carryBuffer = buffer;
    }
    return {text, buffer};
}

} // namespace Faultline
