// SPDX-License-Identifier: MIT
#pragma once

#include "gzipdevice.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace Faultline {

/**
 * Where a log comes from before LogFile reads it: telling a dropped log from a dropped knowledge
 * base, what kind of file a path names (only regular files are read in place; a pipe is read as a
 * stream by the command line; devices and sockets are refused), listing a folder of logs, and
 * unpacking gzip-compressed logs into memory (LogFile reads by offset, which a compressed stream
 * cannot give; nothing is written to disk).
 */
namespace LogSource {

enum class Kind { Log, KnowledgeBase };

/// What the user most likely means by dropping \a path: record files (.json, .jsonl, .ndjson,
/// .md, or a .txt holding JSON or front matter) and folders holding any are a knowledge base;
/// every other file (and a folder of such files) is a log.
Kind classify(const QString &path);

/// The regular, non-hidden files directly in \a folder, by name, at most \a limit of them.
QStringList logFilesIn(const QString &folder, int limit = 200);

/// What a path names, for reading a log from it (symbolic links followed).
enum class InputType {
    File, ///< a regular file: read in place, its size known
    Folder,
    Pipe, ///< a FIFO: standard input, `<(command)`, a named pipe; only readable as a stream
    Device, ///< a character or block device (/dev/zero, /dev/sda): may never end
    Socket,
    SystemFile, ///< a file of /proc, /sys and the like: its size is made up, it may never end
    Missing,
};
InputType inputType(const QString &path);

/// Whether a pipe is read (as a stream, from its first byte: the command line) or refused.
enum class Pipes { Refused, Streamed };

/// Why \a path cannot be read as a log, for the user ("not a regular file: …"), or empty when it
/// can: a regular file, or a pipe when \a pipes allows it. A folder is refused here: callers list
/// its files with logFilesIn().
QString refusal(const QString &path, Pipes pipes = Pipes::Refused);

/// True when the file starts with the gzip magic bytes (whatever its name).
bool isGzip(const QString &path);

/// A gzip log unpacked into memory: its text (what could be unpacked: all of it, or the start when
/// the data is cut short, corrupt or over a limit) and why it is not all there.
struct Unpacked
{
    QByteArray text;
    QString notice; ///< empty when the whole log is in text
    QString error; ///< the file could not be read at all (then text is empty)
};

/// At most this much of a gzip log is unpacked into memory for viewing (1 GiB).
constexpr qint64 maxUnpackedBytes = 1LL << 30;

/// Unpacks the gzip file \a path into memory, all members, as `zcat` does, up to \a limits (at most
/// maxUnpackedBytes by default, and no decompression bomb). \a progress gets compressed bytes read
/// and the compressed size. Peak memory is the text plus 16 MiB. Stops when \a cancel is set, with
/// a notice. Thread-safe: call it from a worker.
Unpacked unpack(const QString &path, const std::atomic_bool *cancel = nullptr,
    const std::function<void(qint64 done, qint64 total)> &progress = {},
    GzipLimits limits = {.maxBytes = maxUnpackedBytes});

class Messages
{
    Q_DECLARE_TR_FUNCTIONS(LogSource)
};

} // namespace LogSource

} // namespace Faultline
