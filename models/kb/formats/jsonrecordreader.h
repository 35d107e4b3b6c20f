// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "record.h"

#include <QByteArray>
#include <QJsonObject>

namespace Faultline {

/**
 * Reads one error record out of a JSON object, in either of the two schemas records come in.
 * Fields of the wrong type are reported (based on \a where, naming the field) and read as empty;
 * keys neither schema knows are kept in the record's "extra" for write-back. A record without an
 * id or a signature is reported and returned invalid.
 *
 * \a raw, when given, is the whole file the object came from, so that problems in a one-record
 * file can point at a line. Stateless and thread-safe.
 */
namespace JsonRecordReader {

/// The seed schema: every field at the top level (see RecordWriter::toFlatJson).
Record readFlat(
    const QJsonObject &object, const Diagnostic &where, const QByteArray *raw, Diagnostics *diagnostics);

/// The "canon" schema of the corpus: error{}, environment{}, verdict{}, metadata{}.
Record readCanon(
    const QJsonObject &object, const Diagnostic &where, const QByteArray *raw, Diagnostics *diagnostics);

} // namespace JsonRecordReader

} // namespace Faultline
