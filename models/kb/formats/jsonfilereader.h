// SPDX-License-Identifier: MIT
#pragma once

#include "sourcereader.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <atomic>

class QIODevice;
class QThreadPool;

namespace Faultline {

/**
 * Reads JSON files: one document (an object, or an array of objects) or JSON Lines (one object a
 * line). Each object is recognised by its keys as a seed record, a canon record, a signature-index
 * entry or a graph edge; any other object is reported as not a record. A bad line or record is
 * reported (file, line, column) and the rest still read. Stateless and thread-safe.
 */
namespace JsonFileReader {

/// A whole JSON document, \a bytes, read from \a path.
void readDocument(const QString &path, const QByteArray &bytes, FileContents *out);

/// Complete JSON Lines lines: \a lines ends at a newline or at the end of the file, and starts at
/// file offset \a offset after \a linesBefore lines. With \a pool, a large block's lines are
/// parsed on it (never the pool the caller runs on: that could deadlock).
void readLines(const QString &path, QByteArrayView lines, FileContents *out, qint64 offset = 0,
    int linesBefore = 0, QThreadPool *pool = nullptr);

/// A JSON Lines file read from \a file in blocks, so a file of any size loads in bounded memory
/// beyond its records. \a cancel, when given, is polled between blocks.
void readLinesFile(QIODevice &file, const QString &path, const std::atomic_bool *cancel, QThreadPool *pool,
    FileContents *out);

} // namespace JsonFileReader

} // namespace Faultline
