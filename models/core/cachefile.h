// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>
#include <optional>

namespace Faultline::CacheFile {

/**
 * Files that save work from one run to the next (a loaded knowledge base, what compiling its
 * regexes found), never trusted: each starts with a header that says what it holds and who wrote
 * it, and read() gives its payload back only when every part of the header agrees with the
 * reader's and the payload is whole. Anything else (a stale, truncated or damaged file, one of
 * another program build) is a miss, and the caller rebuilds what the file held.
 *
 * The header: a magic, the format version, the kind of content, the identity of the program that
 * wrote it (programIdentity()), a checksum of the caller's key (what the content was made from),
 * the payload's size and its checksum.
 */

/// The folder caches go in: $FAULTLINE_CACHE_DIR when set, else the user's cache location
/// (QStandardPaths::CacheLocation, on Linux ~/.cache/<organisation>/<application>). Empty when
/// caching is off: FAULTLINE_NO_CACHE set to anything but "" or "0", or setEnabled(false).
QString directory();
/// Turns caches off (or on again) for this process, as `--no-cache` does. Thread-safe.
void setEnabled(bool enabled);

/// What makes a cache written by another build untrustworthy to this one: the application's
/// version, Qt's, and the size and modification time of the program file (setProgramFile(), by
/// default the running executable), so that a rebuilt program (which may read or match
/// differently) does not read its predecessor's caches.
QByteArray programIdentity();
/// Makes \a path the program file that programIdentity() describes, so that two executables of
/// one build (`faultline` and the window it starts) write and accept the same caches. Call it in
/// main(), before any cache is read or written and before other threads start: the identity is
/// worked out once. A \a path that does not exist is ignored (the running executable is used).
void setProgramFile(const QString &path);

/// A 64-bit checksum of \a bytes, fast enough for tens of megabytes (several GB/s): it finds a
/// damaged or cut payload, it is no defence against someone forging one.
quint64 checksum(QByteArrayView bytes);

/// The path of the cache file in \a folder of what \a name names (the sources of a knowledge
/// base): "PREFIX-" and the name's checksum() in 16 hexadecimal digits, ".cache".
QString filePath(const QString &folder, const QString &prefix, QByteArrayView name);

/// Writes \a payload to \a path with the header for \a kind and \a key, atomically (AtomicFile),
/// creating the folder if needed. False with why in \a error when it could not.
bool write(const QString &path, QByteArrayView kind, QByteArrayView key, QByteArrayView payload,
    QString *error = nullptr);

/// A cache file's payload, and the checksum of the key it was written for.
struct Contents
{
    /// The file's bytes after its header, mapped from the file rather than copied where the system
    /// can (a cache of the corpus is 20 MB, and on some virtual machines every fresh page of a copy
    /// costs a slow page fault at start-up). Valid while this Contents, or a copy of it, lives: a
    /// copy of the QByteArray alone does not keep them. The file is replaced by renaming
    /// (AtomicFile), never rewritten in place, so the mapped bytes stay what was checked.
    QByteArray payload;
    std::shared_ptr<const void> storage; ///< what keeps payload's bytes: the mapped file or a copy
    quint64 keySize = 0;
    quint64 keySum = 0;

    /// Whether it was written for \a key.
    bool isFor(QByteArrayView key) const;
};

/// What \a path holds when it is a complete cache file of \a kind written by this program;
/// otherwise nothing, with why in \a why (for developer logging; English). Its key is left for
/// the caller to check (Contents::isFor()), so that working the key out may overlap reading.
std::optional<Contents> read(const QString &path, QByteArrayView kind, QString *why = nullptr);

/// The payload of \a path when it is a complete cache file of \a kind written by this program
/// for \a key, in a byte array of its own; otherwise nothing, with why in \a why.
std::optional<QByteArray> read(
    const QString &path, QByteArrayView kind, QByteArrayView key, QString *why = nullptr);

} // namespace Faultline::CacheFile
