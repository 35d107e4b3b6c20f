// SPDX-License-Identifier: MIT
// Fuzz target: the log line indexer and decoder on any bytes (UTF-8, UTF-16 and UTF-32 with a
// BOM, GB18030, CRLF, CR alone, NUL bytes, no line end at all): open, index, decode every line as
// detected and as the encoding the first byte picks, search. Bytes that start as gzip are also
// unpacked as the window unpacks them (cut short, corrupt, padded …) and read from memory.
#include "logfile.h"
#include "logsource.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdlib>

using namespace Faultline;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fuzz.log"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        file.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    LogFile log;
    if (!log.open(path))
        std::abort();
    log.waitForIndexed();
    auto readAll = [&log](qint64 logBytes) {
        const qint64 lines = log.lineCount();
        if (lines < 0 || lines > logBytes + 1)
            std::abort();
        for (qint64 n = 0; n < std::min<qint64>(lines, 5000); ++n) {
            const QString text = log.line(LineNumber(n));
            const QByteArray bytes = log.lineBytes(LineNumber(n));
            if (text.size() > bytes.size()) // every character takes at least one byte
                std::abort();
        }
        if (!log.line(LineNumber(lines)).isEmpty()) // past the end
            std::abort();
    };
    readAll(qint64(size));
    static constexpr LogFile::Encoding encodings[]
        = {LogFile::Encoding::Utf8, LogFile::Encoding::Utf16LE, LogFile::Encoding::Utf16BE,
            LogFile::Encoding::Gb18030, LogFile::Encoding::Utf32LE, LogFile::Encoding::Utf32BE};
    if (size > 0) {
        log.setEncoding(encodings[data[0] % 6]);
        log.waitForIndexed();
        readAll(qint64(size));
    }
    const LogFile::Found found = log.find(QStringLiteral("error"), LineNumber(0), false, true);
    if (found.line >= log.lineCount())
        std::abort();
    if (log.check() != LogFile::Status::Ok)
        std::abort();
    if (LogSource::isGzip(path)) {
        // At most 64 MiB, whatever the data claims: a bomb must stop, not fill memory.
        const LogSource::Unpacked unpacked = LogSource::unpack(path, nullptr, {}, {.maxBytes = 64 << 20});
        if (!unpacked.error.isEmpty() || unpacked.text.size() > (64 << 20))
            std::abort();
        log.openData(unpacked.text, path);
        log.waitForIndexed();
        readAll(unpacked.text.size());
    }
    return 0;
}
