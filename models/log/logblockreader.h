// SPDX-License-Identifier: MIT
#pragma once

#include "logfile.h"

#include <QIODevice>
#include <QStringDecoder>

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace Faultline {

/**
 * Reads a log from a device as blocks of whole lines of UTF-8, whatever the log's encoding: the
 * one way the log's bytes are decoded for reading in bulk (Triage, LogFile::find).
 *
 * From where the device is (its start, unless the caller seeked), it detects the encoding and the
 * line end as LogFile::detectEncoding() and detectLineEnd() do or takes the ones given, skips a
 * byte order mark at position 0, and decodes to UTF-8 (UTF-8 input is passed through as it is,
 * invalid bytes included). A log whose lines end in CR alone has each CR given as `\n`. A block
 * ends after its last `\n`; the line not yet ended is carried into the next block, and the last
 * block of the input also holds a final line without one. A line longer than maxLineBytes is
 * cut: its start is kept (ended by its `\n`) and the rest skipped; cutLines() counts such lines.
 *
 * Blocks are read into buffers the reader owns and gives out again once recycle()d, so that a
 * caller matching several blocks at a time on other threads does not fault in a fresh buffer per
 * block (that cost as much as a third of the matching). A block's text stays valid until it is
 * recycled, and also while other blocks are read and matched.
 *
 * Cost: one read and, for other encodings than UTF-8, one decoding per block; memory is a buffer
 * of blockBytes + maxLineBytes per block not yet recycled. Not thread-safe: next() and recycle()
 * are called from one thread, which may hand block texts to others to read.
 */
class LogBlockReader
{
public:
    struct Options
    {
        /// Unset: detected from the first 64 KiB.
        std::optional<LogFile::Encoding> encoding;
        /// Unset: detected from the first 64 KiB.
        std::optional<LogFile::LineEnd> lineEnd = std::nullopt;
        /// UTF-8 bytes a block holds at most besides the carried line: other encodings read half
        /// as many bytes, since decoded text is at most one and a half times as long.
        qint64 blockBytes = 8 << 20;
        /// A line's bytes kept (UTF-8, without its `\n`) when it is longer.
        qsizetype maxLineBytes = 1 << 20;
        /// How many bytes to read from the device's position; -1 for all it has.
        qint64 length = -1;
    };

    struct Block
    {
        std::string_view text; // whole lines, each ended by `\n` but the input's last
        char *buffer = nullptr; // give it back with recycle()
    };

    explicit LogBlockReader(QIODevice &device, const Options &options);
    ~LogBlockReader();
    LogBlockReader(const LogBlockReader &) = delete;
    LogBlockReader &operator=(const LogBlockReader &) = delete;

    /// The next block; its text is empty when nothing ended a line in what was read (a long
    /// line), or at the end. Check atEnd() after each call.
    Block next();
    /// Whether the last block was given (or reading failed: see errorString()).
    bool atEnd() const { return m_atEnd; }
    /// Makes \a block's buffer available to later blocks: its text is no longer read.
    void recycle(const Block &block);

    LogFile::Encoding encoding() const { return m_encoding; }
    LogFile::LineEnd lineEnd() const { return m_lineEnd; }
    /// Bytes read from the device so far, a byte order mark not included.
    qint64 bytesRead() const { return m_bytesRead; }
    /// Lines longer than maxLineBytes so far.
    qint64 cutLines() const { return m_cutLines; }
    /// Why the device could not be read to the end; empty when it could.
    QString errorString() const { return m_error; }

    /// How many bytes a byte order mark of \a encoding takes at the start of \a head (0: none).
    static int byteOrderMarkLength(QByteArrayView head, LogFile::Encoding encoding);
    /// A decoder from \a encoding (UTF-16 without a BOM in the given byte order).
    static QStringDecoder decoderFor(LogFile::Encoding encoding);

private:
    char *freeBuffer();
    /// Reads into \a to (room for blockBytes) and returns the UTF-8 bytes written there.
    qint64 readDecoded(char *to);

    QIODevice &m_device;
    Options m_options;
    LogFile::Encoding m_encoding = LogFile::Encoding::Utf8;
    LogFile::LineEnd m_lineEnd = LogFile::LineEnd::Lf;
    std::optional<QStringDecoder> m_decoder; // unset for UTF-8, read without decoding
    qint64 m_readSize = 0; // device bytes per read
    qint64 m_left = -1; // bytes still to read of Options::length
    std::size_t m_capacity = 0; // of each buffer

    std::vector<std::unique_ptr<char[]>> m_buffers;
    std::vector<char *> m_spare;
    // The line read so far but not yet ended, in the buffer of the block before; when longer than
    // maxLineBytes, its start only, and the rest of the line is skipped as it is read.
    std::string_view m_carry;
    char *m_carryBuffer = nullptr; // where m_carry is
    bool m_carryBufferRecycled = false; // recycle()d while it still held m_carry
    bool m_skipping = false;

    qint64 m_bytesRead = 0;
    qint64 m_cutLines = 0;
    bool m_atEnd = false;
    QString m_error;
};

} // namespace Faultline
