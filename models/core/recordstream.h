// SPDX-License-Identifier: MIT
#pragma once

// Records, documents and diagnostics written to a QDataStream and read back with a StreamReader,
// field by field, for caches of a loaded knowledge base: what is read back equals what was
// written, every field. Reading stops at the first damaged field with the reader's status set
// (QDataStream::ReadCorruptData or ReadPastEnd); the caller then discards everything read. The
// layout is not stable from one build to the next: a cache of another build is never read
// (CacheFile).

#include "diagnostic.h"
#include "document.h"
#include "record.h"
#include "streamreader.h"

#include <QDataStream>

#include <memory>

namespace Faultline {

QDataStream &operator<<(QDataStream &out, const Record &record);
StreamReader &operator>>(StreamReader &in, Record &record);
/// Reads a record as operator>>() does, but only the fields that Record::firstFields() promises;
/// the rest stay as bytes in what \a storage keeps alive, decoded the first time one of them is
/// asked for. \a in's bytes must be a whole cache file whose checksum was checked.
void readDeferred(StreamReader &in, Record &record, std::shared_ptr<const void> storage);
QDataStream &operator<<(QDataStream &out, const Document &document);
StreamReader &operator>>(StreamReader &in, Document &document);
QDataStream &operator<<(QDataStream &out, const Diagnostic &diagnostic);
StreamReader &operator>>(StreamReader &in, Diagnostic &diagnostic);

} // namespace Faultline
