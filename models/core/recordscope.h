// SPDX-License-Identifier: MIT
#pragma once

#include "record.h"

namespace Faultline {

/// What a record is about: an error of software, or advice of another kind (travel, culture, law,
/// health …) that a developer reading a log never wants to see unless they ask for it.
enum class RecordScope { Software, Advice };

/// Which records triage and search show: software only (the default), or every record.
enum class ScopeFilter { Software, All };

/**
 * Decided from the record's own data, never from a list of ids or domains: a record is advice when
 * the "environment" it applies to is a person, not a program — its runtime is an AI agent that
 * talks to people (the corpus's "ai-agent") or its environment names an audience, a country or a
 * jurisdiction (a traveller in Turkey). Every other record, the seeds' and the Markdown articles'
 * included, is software.
 */
RecordScope scopeOf(const Record &record);

inline bool inScope(const Record &record, ScopeFilter filter)
{
    return filter == ScopeFilter::All || scopeOf(record) == RecordScope::Software;
}

} // namespace Faultline
