// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"

namespace Faultline {

/// Documents related to \a record: those whose text matches the record's regex (RE2, ignoring
/// case) or contains its signature. Positions in kb.documents(), in order. Thread-safe.
QList<qsizetype> relatedDocuments(const KnowledgeBase &kb, const Record &record);

} // namespace Faultline
