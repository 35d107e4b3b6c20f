// SPDX-License-Identifier: MIT
#include "logfile.h"
#include "logblockreader.h"
#include "logsource.h"
#include "textutil.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QStringDecoder>
#include <QtConcurrent/QtConcurrentRun>

#include <cstring>

#include <sys/stat.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

// Even, so a UTF-16 code unit never straddles two blocks.
constexpr qint64 scanBlockBytes = 8 * 1024 * 1024;

/// Appends to \a starts where the lines after each line end (\a eol) in \a block (read at \a pos
/// of a scan that started at \a from) start, those before \a to; returns whether a line end ends
/// the scan at \a to, so that the next byte scanned starts a line. \a unit is the code unit's byte
/// width. The hot loop of indexing, kept apart from the reading so that it stays one memchr per line.
bool appendLineStarts(QByteArrayView block, qint64 pos, qint64 from, qint64 to, int unit, bool bigEndian,
    char eol, std::vector<qint64> &starts)
{
    bool atLineStart = false;
    const char *data = block.data();
    const char *p = data;
    const char *end = data + block.size();
    while (const void *hit = std::memchr(p, eol, size_t(end - p))) {
        const char *nl = static_cast<const char *>(hit);
        p = nl + 1;
        qint64 next; // where the line after this line end starts
        if (unit == 1) {
            next = pos + (nl - data) + 1;
        } else {
            // A UTF-16 line feed is 0A 00 (LE) at an even offset or 00 0A (BE) at an odd one, a
            // UTF-32 one 0A 00 00 00 or 00 00 00 0A; blocks start on a code unit, so the whole
            // unit is in this block.
            const qint64 at = pos + (nl - data);
            const qint64 phase = (at - from) % unit;
            const char *unitStart = nl - phase;
            if (phase != (bigEndian ? unit - 1 : 0) || unitStart < data || unitStart + unit > end)
                continue;
            bool zeros = true;
            for (int k = 0; k < unit; ++k)
                zeros = zeros && (unitStart + k == nl || unitStart[k] == 0);
            if (!zeros)
                continue;
            next = at - phase + unit;
        }
        if (next < to)
            starts.push_back(next);
        else
            atLineStart = true;
    }
    return atLineStart;
}

} // namespace

LogFile::LogFile(QObject *parent) : QObject(parent) { }

LogFile::~LogFile()
{
    // The scan reports to us through queued calls: stop it before we go.
    cancelIndexing();
    waitForIndexed();
}

int LogFile::unitSize(Encoding encoding)
{
    switch (encoding) {
    case Encoding::Utf16LE:
    case Encoding::Utf16BE:
        return 2;
    case Encoding::Utf32LE:
    case Encoding::Utf32BE:
        return 4;
    case Encoding::Utf8:
    case Encoding::Gb18030:
        break;
    }
    return 1;
}

LogFile::LineEnd LogFile::detectLineEnd(QByteArrayView head, Encoding encoding)
{
    // In UTF-8 and GB18030 the bytes 0x0A and 0x0D are only ever LF and CR: no need to decode (a
    // batch of small logs pays this per log).
    if (encoding == Encoding::Utf8 || encoding == Encoding::Gb18030)
        return !head.contains('\n') && head.contains('\r') ? LineEnd::Cr : LineEnd::Lf;
    QStringDecoder decoder = LogBlockReader::decoderFor(encoding);
    const QString text = decoder.decode(head.sliced(LogBlockReader::byteOrderMarkLength(head, encoding)));
    return !text.contains(u'\n') && text.contains(u'\r') ? LineEnd::Cr : LineEnd::Lf;
}

LogFile::Encoding LogFile::detectEncoding(QByteArrayView head)
{
    // Before UTF-16 LE, whose BOM starts UTF-32 LE's.
    if (head.startsWith(QByteArrayView("\xFF\xFE\0\0", 4)))
        return Encoding::Utf32LE;
    if (head.startsWith(QByteArrayView("\0\0\xFE\xFF", 4)))
        return Encoding::Utf32BE;
    if (head.startsWith("\xFF\xFE"))
        return Encoding::Utf16LE;
    if (head.startsWith("\xFE\xFF"))
        return Encoding::Utf16BE;
    if (head.startsWith("\xEF\xBB\xBF"))
        return Encoding::Utf8;
    // Judge whole lines only: the sample may end inside a character.
    const qsizetype lastLine = head.lastIndexOf('\n');
    const QByteArrayView sample = lastLine > 0 ? head.first(lastLine) : head;
    // NUL bytes are binary junk, not an encoding; leave them out of the judgement.
    QByteArray text = sample.contains('\0') ? sample.toByteArray().replace('\0', ' ') : QByteArray();
    if (TextUtil::firstInvalidUtf8(text.isNull() ? sample : QByteArrayView(text)) < 0)
        return Encoding::Utf8;
    if (text.isNull())
        text = sample.toByteArray();
    // Not UTF-8: Chinese Windows logs are GB18030/GBK. Take it only when it decodes cleanly.
    QStringDecoder gb("GB18030");
    if (gb.isValid()) {
        const QString decoded = gb.decode(text);
        if (!gb.hasError() && !decoded.contains(QChar::ReplacementCharacter))
            return Encoding::Gb18030;
    }
    return Encoding::Utf8; // invalid bytes will show as U+FFFD
}

bool LogFile::open(const QString &path, QString *error)
{
    cancelIndexing();
    waitForIndexed();
    m_reader.close();
    m_memoryReader.close();
    m_inMemory = false;
    m_memory.clear();
    // Checked before opening: opening a FIFO for reading blocks until something writes to it, a
    // device may never end, a file of /proc lies about its size.
    if (const QString refused = LogSource::refusal(path);
        !refused.isEmpty() && LogSource::inputType(path) != LogSource::InputType::Missing) {
        if (error)
            *error = refused;
        return false;
    }
    m_reader.setFileName(path);
    // Unbuffered: a buffer would go on serving bytes the file no longer has after a truncation.
    if (!m_reader.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = m_reader.errorString();
        return false;
    }
    m_path = path;
    struct stat opened {};
    if (::fstat(m_reader.handle(), &opened) == 0) {
        m_device = quint64(opened.st_dev);
        m_inode = quint64(opened.st_ino);
    }
    m_size = m_reader.size();
    m_encoding = detectEncoding(m_reader.read(64 * 1024));
    setEncoding(m_encoding);
    return true;
}

void LogFile::openData(const QByteArray &text, const QString &path)
{
    cancelIndexing();
    waitForIndexed();
    m_reader.close();
    m_memoryReader.close();
    m_inMemory = true;
    m_memory = text;
    m_memoryReader.setData(m_memory);
    m_memoryReader.open(QIODevice::ReadOnly);
    m_path = path;
    m_device = m_inode = 0;
    m_size = m_memory.size();
    m_encoding
        = detectEncoding(QByteArrayView(m_memory).first(std::min<qsizetype>(m_memory.size(), 64 * 1024)));
    setEncoding(m_encoding);
}

std::function<std::unique_ptr<QIODevice>()> LogFile::readerFactory() const
{
    if (m_inMemory) {
        return [text = m_memory]() -> std::unique_ptr<QIODevice> {
            auto buffer = std::make_unique<QBuffer>();
            buffer->setData(text); // shared, not copied
            buffer->open(QIODevice::ReadOnly);
            return buffer;
        };
    }
    return [path = reopenPath()]() -> std::unique_ptr<QIODevice> {
        auto file = std::make_unique<QFile>(path);
        file->open(QIODevice::ReadOnly | QIODevice::Unbuffered); // a failure is in its errorString()
        return file;
    };
}

void LogFile::setEncoding(Encoding encoding)
{
    cancelIndexing();
    waitForIndexed();
    m_encoding = encoding;
    QByteArray head;
    if (reader().isOpen() && reader().seek(0))
        head = reader().read(64 * 1024);
    m_contentStart = LogBlockReader::byteOrderMarkLength(head, encoding);
    m_lineEnd = detectLineEnd(head, encoding);
    {
        QMutexLocker lock(&m_mutex);
        m_offsets.clear();
        m_indexedEnd = m_contentStart;
        m_atLineStart = true;
    }
    startScan(m_contentStart, m_size);
}

void LogFile::startScan(qint64 from, qint64 to)
{
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const auto cancel = m_cancel;
    const auto openReader = readerFactory();
    const int unit = unitSize();
    const bool bigEndian = isBigEndian();
    const char eol = m_lineEnd == LineEnd::Cr ? '\r' : '\n';
    m_scan = QtConcurrent::run([this, cancel, openReader, unit, bigEndian, eol, from, to] {
        const std::unique_ptr<QIODevice> reader = openReader();
        QIODevice &file = *reader;
        bool complete = file.isOpen() && file.seek(from);
        QByteArray block(
            qsizetype(std::min(scanBlockBytes, std::max<qint64>(to - from, 2))), Qt::Uninitialized);
        std::vector<qint64> starts;
        QElapsedTimer sinceReport;
        sinceReport.start();
        bool atLineStart;
        {
            QMutexLocker lock(&m_mutex);
            atLineStart = m_atLineStart;
        }
        qint64 pos = from;
        while (complete && pos < to) {
            if (cancel->load(std::memory_order_relaxed)) {
                complete = false;
                break;
            }
            const qint64 n = file.read(block.data(), std::min<qint64>(block.size(), to - pos));
            if (n <= 0) { // truncated under us, or a read error
                complete = false;
                break;
            }
            starts.clear();
            if (atLineStart)
                starts.push_back(pos);
            atLineStart = appendLineStarts(
                QByteArrayView(block.constData(), n), pos, from, to, unit, bigEndian, eol, starts);
            pos += n;
            {
                QMutexLocker lock(&m_mutex);
                for (qint64 s : starts)
                    m_offsets.append(ByteOffset(s));
                m_indexedEnd = pos;
                m_atLineStart = atLineStart;
            }
            if (sinceReport.elapsed() >= 50 || pos >= to) {
                sinceReport.restart();
                QMetaObject::invokeMethod(
                    this, [this, pos, to] { Q_EMIT indexProgress(pos, to); }, Qt::QueuedConnection);
            }
        }
        QMetaObject::invokeMethod(
            this, [this, complete] { Q_EMIT indexFinished(complete); }, Qt::QueuedConnection);
        return complete;
    });
}

void LogFile::cancelIndexing()
{
    if (m_cancel)
        *m_cancel = true;
}

void LogFile::waitForIndexed()
{
    m_scan.waitForFinished();
}

bool LogFile::isIndexing() const
{
    return m_scan.isRunning();
}

qint64 LogFile::lineCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_offsets.size();
}

qint64 LogFile::indexedBytes() const
{
    QMutexLocker lock(&m_mutex);
    return m_indexedEnd;
}

qint64 LogFile::indexMemoryBytes() const
{
    QMutexLocker lock(&m_mutex);
    return m_offsets.memoryBytes();
}

qint64 LogFile::boundary(qint64 line) const
{
    return line < m_offsets.size() ? m_offsets.at(LineNumber(line)).value : m_indexedEnd;
}

QByteArrayView LogFile::withoutLineEnd(QByteArrayView bytes) const
{
    const int unit = unitSize();
    const bool be = isBigEndian();
    // Whether the last code unit is \a c.
    auto endsWithUnit = [&](char c) {
        if (bytes.size() < unit)
            return false;
        const QByteArrayView last = bytes.last(unit);
        for (int k = 0; k < unit; ++k) {
            const bool charByte = be ? k == unit - 1 : k == 0;
            if (last[k] != (charByte ? c : '\0'))
                return false;
        }
        return true;
    };
    if (m_lineEnd == LineEnd::Lf && endsWithUnit('\n'))
        bytes.chop(unit);
    if (endsWithUnit('\r'))
        bytes.chop(unit);
    return bytes;
}

QByteArray LogFile::lineBytes(LineNumber line, qint64 maxBytes) const
{
    qint64 start, end;
    {
        QMutexLocker lock(&m_mutex);
        if (line.value < 0 || line.value >= m_offsets.size())
            return {};
        start = m_offsets.at(line).value;
        end = boundary(line.value + 1);
    }
    if (!reader().isOpen() || !reader().seek(start))
        return {};
    const bool whole = end - start <= maxBytes;
    QByteArray bytes = reader().read(std::min(end - start, maxBytes));
    if (whole)
        bytes.truncate(withoutLineEnd(bytes).size());
    return bytes;
}

QString LogFile::decodeLine(
    QStringDecoder &decoder, QByteArrayView bytes, qint64 maxBytes, qsizetype maxChars, bool *cut) const
{
    decoder.resetState();
    QString text = decoder.decode(bytes);
    bool wasCut = bytes.size() >= maxBytes;
    if (text.size() > maxChars) {
        text.truncate(maxChars);
        wasCut = true;
    }
    if (cut)
        *cut = wasCut;
    return text;
}

QString LogFile::line(LineNumber line, qsizetype maxChars, bool *cut) const
{
    const qint64 maxBytes = maxLineBytes(maxChars);
    QStringDecoder decoder = LogBlockReader::decoderFor(m_encoding);
    return decodeLine(decoder, lineBytes(line, maxBytes), maxBytes, maxChars, cut);
}

QList<QString> LogFile::lines(LineNumber first, qsizetype count, qsizetype maxChars, QList<bool> *cut) const
{
    const qint64 maxBytes = maxLineBytes(maxChars);
    QList<qint64> at; // where each line starts, and where the last one ends
    {
        QMutexLocker lock(&m_mutex);
        const qint64 available = first.value < 0 ? 0 : std::max<qint64>(0, m_offsets.size() - first.value);
        count = qsizetype(std::clamp<qint64>(count, 0, available));
        if (count == 0) {
            if (cut)
                cut->clear();
            return {};
        }
        at.reserve(count + 1);
        for (qsizetype i = 0; i <= count; ++i) {
            const qint64 n = first.value + i;
            at.append(boundary(n));
        }
    }
    QList<QString> result;
    result.reserve(count);
    if (cut)
        cut->resize(count);
    QStringDecoder decoder = LogBlockReader::decoderFor(m_encoding);
    // A screen of lines is one read; lines too long to show whole are read one by one, each cut.
    constexpr qint64 maxRead = 4LL * 1024 * 1024;
    QByteArray bytes;
    qint64 readFrom = 0;
    if (at.last() - at.first() <= maxRead && reader().isOpen() && reader().seek(at.first())) {
        bytes = reader().read(at.last() - at.first());
        readFrom = at.first();
    }
    for (qsizetype i = 0; i < count; ++i) {
        bool *lineCut = cut ? &(*cut)[i] : nullptr;
        if (at[i + 1] - readFrom > bytes.size()) { // not read (or no longer there)
            result.append(line(LineNumber(first.value + i), maxChars, lineCut));
            continue;
        }
        const QByteArrayView whole(bytes.constData() + (at[i] - readFrom), at[i + 1] - at[i]);
        const QByteArrayView text = whole.size() <= maxBytes ? withoutLineEnd(whole) : whole.first(maxBytes);
        result.append(decodeLine(decoder, text, maxBytes, maxChars, lineCut));
    }
    return result;
}

QString LogFile::decodedLines(QIODevice &file, qint64 first, qint64 last) const
{
    qint64 start, end;
    {
        QMutexLocker lock(&m_mutex);
        start = m_offsets.at(LineNumber(first)).value;
        end = boundary(last);
    }
    QString decoded;
    if (!file.seek(start))
        return decoded;
    // In one read; a line longer than this is searched on its start only.
    const qint64 length = std::min(end - start, maxDecodedLinesBytes);
    LogBlockReader reader(file,
        {.encoding = m_encoding,
            .lineEnd = m_lineEnd,
            .blockBytes = std::max<qint64>(3, 3 * length),
            .maxLineBytes = qsizetype(length) + 1,
            .length = length});
    while (!reader.atEnd()) {
        const LogBlockReader::Block block = reader.next();
        decoded += QString::fromUtf8(block.text.data(), qsizetype(block.text.size()));
        reader.recycle(block);
    }
    return decoded;
}

LogFile::Found LogFile::find(const QString &text, LineNumber from, bool backward, bool includeFrom,
    Qt::CaseSensitivity cs, const std::atomic_bool *cancel) const
{
    Found found;
    const qint64 lines = lineCount();
    if (text.isEmpty() || lines == 0)
        return found;
    const std::unique_ptr<QIODevice> reader = readerFactory()();
    QIODevice &file = *reader;
    if (!file.isOpen())
        return found;
    constexpr qint64 blockLines = 4096;
    constexpr qint64 blockBytes = 8LL * 1024 * 1024;
    // Searches lines [first, last) for the first (or, backwards, the last) line with the text.
    auto searchRange = [&](qint64 first, qint64 last) -> bool {
        qint64 step = blockLines;
        while (first < last) {
            if (cancel && cancel->load())
                return true; // stop, nothing found
            const qint64 n = std::min(step, last - first);
            const qint64 lo = backward ? last - n : first;
            const qint64 hi = backward ? last : first + n;
            if (n > 1) { // keep blocks to a few MiB, even of long lines
                QMutexLocker lock(&m_mutex);
                const qint64 loAt = m_offsets.at(LineNumber(lo)).value;
                const qint64 hiAt = boundary(hi);
                if (hiAt - loAt > blockBytes) {
                    step = std::max<qint64>(1, n / 2);
                    continue;
                }
            }
            const QString block = decodedLines(file, lo, hi);
            const qsizetype at = backward ? block.lastIndexOf(text, -1, cs) : block.indexOf(text, 0, cs);
            if (at >= 0) {
                const qsizetype lineStart = at == 0 ? 0 : block.lastIndexOf(u'\n', at - 1) + 1;
                found.line = lo + QStringView(block).first(at).count(u'\n');
                found.column = at - lineStart;
                return true;
            }
            if (backward)
                last = lo;
            else
                first = hi;
            step = blockLines;
        }
        return false;
    };
    const qint64 origin = std::clamp<qint64>(from.value, 0, lines - 1);
    if (!backward) {
        if (searchRange(includeFrom ? origin : origin + 1, lines))
            return found;
        found.wrapped = true;
        if (searchRange(0, includeFrom ? origin : origin + 1))
            return found;
    } else {
        if (searchRange(0, includeFrom ? origin + 1 : origin))
            return found;
        found.wrapped = true;
        if (searchRange(includeFrom ? origin + 1 : origin, lines))
            return found;
    }
    found.wrapped = false;
    return found;
}

bool LogFile::scan(LineNumber firstLine, LineNumber lastLine,
    const std::function<bool(qint64, QStringView)> &visit, const std::atomic_bool *cancel) const
{
    const qint64 last = std::min(lastLine.value, lineCount());
    qint64 first = std::max<qint64>(0, firstLine.value);
    if (first >= last)
        return true;
    const std::unique_ptr<QIODevice> reader = readerFactory()();
    if (!reader->isOpen())
        return false;
    constexpr qint64 blockLines = 4096;
    constexpr qint64 blockBytes = 8LL * 1024 * 1024;
    qint64 step = blockLines;
    while (first < last) {
        if (cancel && cancel->load())
            return false;
        const qint64 n = std::min(step, last - first);
        if (n > 1) { // keep blocks to a few MiB, even of long lines
            QMutexLocker lock(&m_mutex);
            if (boundary(first + n) - m_offsets.at(LineNumber(first)).value > blockBytes) {
                step = std::max<qint64>(1, n / 2);
                continue;
            }
        }
        const QString block = decodedLines(*reader, first, first + n);
        qint64 line = first;
        for (qsizetype from = 0; line < first + n; ++line) {
            qsizetype end = block.indexOf(u'\n', from);
            if (end < 0)
                end = block.size();
            QStringView text = QStringView(block).sliced(from, end - from);
            if (text.endsWith(u'\r'))
                text.chop(1);
            if (!visit(line, text))
                return false;
            from = std::min(end + 1, block.size());
        }
        first += n;
        step = blockLines;
    }
    return true;
}

QString LogFile::reopenPath() const
{
    // The open file itself, with an offset of its own (a dup() would share the GUI's).
    const QString proc = u"/proc/self/fd/%1"_s.arg(m_reader.handle());
    return m_reader.isOpen() && QFileInfo::exists(proc) ? proc : m_path;
}

LogFile::Status LogFile::check() const
{
    if (m_inMemory)
        return Status::Ok; // the text unpacked stays as it was
    const QFileInfo info(m_path);
    if (!info.exists())
        return Status::Deleted;
    struct stat now {};
    if (m_inode != 0 && ::stat(QFile::encodeName(m_path).constData(), &now) == 0
        && (quint64(now.st_dev) != m_device || quint64(now.st_ino) != m_inode))
        return Status::Replaced;
    if (!info.isReadable())
        return Status::Unreadable;
    if (info.size() < indexedBytes())
        return Status::Truncated;
    return Status::Ok;
}

bool LogFile::refresh()
{
    if (m_inMemory)
        return true;
    if (check() != Status::Ok || isIndexing())
        return false;
    const qint64 newSize = QFileInfo(m_path).size();
    if (newSize <= m_size)
        return true;
    const qint64 from = indexedBytes();
    m_size = newSize;
    startScan(from, newSize);
    return true;
}

} // namespace Faultline
