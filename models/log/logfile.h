// SPDX-License-Identifier: MIT
#pragma once

#include "lineoffsets.h"
#include "linetypes.h"

#include <QBuffer>
#include <QFile>
#include <QFuture>
#include <QMutex>
#include <QObject>
#include <QStringDecoder>

#include <atomic>
#include <functional>
#include <memory>

namespace Faultline {

/**
 * A log file read on demand: lines are found by a background scan that records where each one
 * starts (LineOffsets, about 4 bytes a line) and decoded only when asked for. Nothing is mapped
 * into memory, so a file truncated, replaced or deleted while open gives a status, not a crash.
 * Only regular files are opened (see LogSource::refusal()); a gzip log is unpacked into memory
 * first (LogSource::unpack()) and given to openData().
 *
 * Encodings: UTF-8 (invalid bytes shown as U+FFFD, never dropped), UTF-16 and UTF-32 LE/BE with a
 * BOM, and GB18030/GBK (detected when the text is not UTF-8 but decodes cleanly as GB18030), or
 * chosen. Line ends: LF or CRLF; CR alone (old Mac OS) when the start of the log has no LF but CRs;
 * a final line without one counts.
 *
 * Lives on the GUI thread. lineCount() grows while indexing, so the first screen can be shown at
 * once; line() may be called at any time for lines already counted.
 */
class LogFile : public QObject
{
    Q_OBJECT
public:
    enum class Encoding { Utf8, Utf16LE, Utf16BE, Gb18030, Utf32LE, Utf32BE };
    Q_ENUM(Encoding)
    /// What ends a line: LF (CRLF too), or CR alone.
    enum class LineEnd { Lf, Cr };
    Q_ENUM(LineEnd)
    /// Replaced: another file now has the path (a rotated log); Truncated: it is shorter than
    /// what was read.
    enum class Status { Ok, Truncated, Deleted, Unreadable, Replaced };
    Q_ENUM(Status)

    explicit LogFile(QObject *parent = nullptr);
    ~LogFile() override;

    /// Opens \a path and starts indexing it in the background. On failure returns false and puts
    /// the reason in \a error: the system's, or LogSource::refusal()'s for what is no regular file.
    bool open(const QString &path, QString *error = nullptr);
    /// Reads the log from \a text (a gzip log unpacked into memory) as if it were a file named
    /// \a path. It never changes: check() says Ok, refresh() finds nothing new.
    void openData(const QByteArray &text, const QString &path);
    QString path() const { return m_path; }
    bool isInMemory() const { return m_inMemory; }
    /// Opens another reader of the log's bytes, at its start: the file again (even renamed or
    /// replaced) or the text in memory. The function may be called on any thread, and outlives
    /// this object. It gives a device that is not open (with the reason in its errorString())
    /// when the file cannot be opened again.
    std::function<std::unique_ptr<QIODevice>()> readerFactory() const;

    Encoding encoding() const { return m_encoding; }
    /// Reads the file again as \a encoding (the user chose it from a menu).
    void setEncoding(Encoding encoding);
    static Encoding detectEncoding(QByteArrayView head);
    LineEnd lineEnd() const { return m_lineEnd; }
    /// LF, unless the start of the log (\a head, as it is stored in \a encoding) has no LF but
    /// has CRs.
    static LineEnd detectLineEnd(QByteArrayView head, Encoding encoding);
    /// Bytes of a code unit in \a encoding: 1, or 2 for UTF-16, 4 for UTF-32.
    static int unitSize(Encoding encoding);

    qint64 lineCount() const;
    /// Bytes scanned so far, and the file's size when the scan started.
    qint64 indexedBytes() const;
    qint64 size() const { return m_size; }
    bool isIndexing() const;
    qint64 indexMemoryBytes() const;

    /// Line \a line decoded, without its line end, cut to \a maxChars characters (\a cut says
    /// whether it was). An empty string for a line that is not (or no longer) in the file.
    QString line(LineNumber line, qsizetype maxChars = 100000, bool *cut = nullptr) const;
    /// \a count lines from \a first (fewer at the end of the file), as line() gives them, with
    /// one read when they are not too long: a screen of lines. \a cut, if given, says which were.
    QList<QString> lines(
        LineNumber first, qsizetype count, qsizetype maxChars = 100000, QList<bool> *cut = nullptr) const;
    /// The line's bytes as stored, without its line end, at most \a maxBytes of them.
    QByteArray lineBytes(LineNumber line, qint64 maxBytes = 64LL * 1024 * 1024) const;

    struct Found
    {
        qint64 line = -1; ///< 0-based; -1 when nothing was found (or the search was cancelled)
        qsizetype column = -1; ///< where the text starts in the decoded line
        bool wrapped = false; ///< found only after going past the end (or the start) and round
    };
    /// The next line holding \a text after \a from (or \a from itself with \a includeFrom),
    /// going backwards with \a backward, wrapping round at the end. Reads the file in blocks on
    /// the calling thread through its own handle: safe to call from a worker thread while the
    /// GUI reads lines. \a cancel is polled between blocks.
    Found find(const QString &text, LineNumber from, bool backward, bool includeFrom,
        Qt::CaseSensitivity cs = Qt::CaseInsensitive, const std::atomic_bool *cancel = nullptr) const;

    /// Calls \a visit with the number (0-based) and text of each line from \a first to before
    /// \a last, in order, until it returns false or \a cancel is set; false when it was stopped so.
    /// Lines are read in blocks as find() reads them (a block's lines are decoded whole; a line
    /// longer than 64 MiB on its start only), on the calling thread through a handle of its own:
    /// safe to call from a worker thread while the GUI reads lines.
    bool scan(LineNumber first, LineNumber last,
        const std::function<bool(qint64 line, QStringView text)> &visit,
        const std::atomic_bool *cancel = nullptr) const;

    /// Compares the file on disk with what was indexed.
    Status check() const;
    /// Indexes what was appended since the last scan (following a growing log). Returns false
    /// (and does nothing) when the file shrank or vanished: see check().
    bool refresh();
    void cancelIndexing();
    /// Blocks until the current scan ends (tests, the command line).
    void waitForIndexed();

Q_SIGNALS:
    void indexProgress(qint64 bytesDone, qint64 bytesTotal);
    /// \a complete is false when the scan was cancelled or the file could not be read to the end.
    void indexFinished(bool complete);

private:
    void startScan(qint64 from, qint64 to);
    /// Where \a line starts, or past the last line where the indexed bytes end (one past the
    /// previous line's end). The caller holds m_mutex.
    qint64 boundary(qint64 line) const;
    /// \a bytes without a line end (LF, CRLF, or CR for a CR-only log) in the file's code units.
    QByteArrayView withoutLineEnd(QByteArrayView bytes) const;
    /// Lines [\a first, \a last) of \a file decoded, at most maxDecodedLinesBytes of them: the
    /// lines are whole, so they decode on their own.
    QString decodedLines(QIODevice &file, qint64 first, qint64 last) const;
    static constexpr qint64 maxDecodedLinesBytes = 64LL * 1024 * 1024;
    /// UTF-8 and GB18030 need at most 4 bytes a character, UTF-16 at most 4 (a surrogate pair).
    static qint64 maxLineBytes(qsizetype maxChars) { return qint64(maxChars) * 4 + 4; }
    /// A line's \a bytes (at most \a maxBytes: more were cut) decoded, at most \a maxChars.
    QString decodeLine(
        QStringDecoder &decoder, QByteArrayView bytes, qint64 maxBytes, qsizetype maxChars, bool *cut) const;
    int unitSize() const { return unitSize(m_encoding); }
    bool isBigEndian() const { return m_encoding == Encoding::Utf16BE || m_encoding == Encoding::Utf32BE; }
    /// The device single lines are read from on the GUI thread.
    QIODevice &reader() const { return m_inMemory ? static_cast<QIODevice &>(m_memoryReader) : m_reader; }

    QString m_path;
    Encoding m_encoding = Encoding::Utf8;
    LineEnd m_lineEnd = LineEnd::Lf;
    qint64 m_contentStart = 0; // after a byte order mark
    qint64 m_size = 0;
    mutable QFile m_reader; // GUI-thread reads of single lines
    bool m_inMemory = false; // the log is m_memory, not the file
    QByteArray m_memory;
    mutable QBuffer m_memoryReader; // GUI-thread reads of single lines, when in memory
    quint64 m_device = 0, m_inode = 0; // of the file opened, to notice it being replaced
    /// Where the file opened can be opened again, even after it was renamed or replaced.
    QString reopenPath() const;

    mutable QMutex m_mutex; // guards m_offsets, m_indexedEnd and m_atLineStart
    LineOffsets m_offsets;
    qint64 m_indexedEnd = 0;
    bool m_atLineStart = true; // the next byte scanned begins a line

    std::shared_ptr<std::atomic_bool> m_cancel;
    QFuture<bool> m_scan;
};

} // namespace Faultline
