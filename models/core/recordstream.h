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

namespace Faultline {

QDataStream &operator<<(QDataStream &out, const Record &record);
StreamReader &operator>>(StreamReader &in, Record &record);
QDataStream &operator<<(QDataStream &out, const Document &document);
StreamReader &operator>>(StreamReader &in, Document &document);
QDataStream &operator<<(QDataStream &out, const Diagnostic &diagnostic);
StreamReader &operator>>(StreamReader &in, Diagnostic &diagnostic);

} // namespace Faultline
