// SPDX-License-Identifier: MIT
#pragma once

#include "record.h"

#include <QJsonObject>

namespace Faultline::RecordWriter {

/**
 * The record in the flat (seed) schema, with every key the reader did not know put back, so a
 * record read and written again keeps all it had. Optional values that are absent are written
 * as null, as the seeds do. Thread-safe.
 */
QJsonObject toFlatJson(const Record &record);

} // namespace Faultline::RecordWriter
