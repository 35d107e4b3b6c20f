// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "record.h"

#include <QList>

#include <vector>

namespace Faultline::ClassRecords {

/// How many errors (records, each error once of its environments) must state an exception's class
/// with messages of their own before a record naming the class alone reads as any of its errors
/// rather than as one.
inline constexpr int minKnownApart = 3;

/// Per record of \a records, in their order: whether its signature names an exception's class and
/// nothing else ("java.lang.IllegalStateException") while the records of at least minKnownApart
/// errors state that class with a message of their own ("IllegalStateException: The specified child already
/// has a parent."). The class is then an umbrella whose errors the knowledge base tells apart by their
/// messages, and the record naming it alone is about none of them in particular. A class that no record
/// states with a message ("java.lang.NullPointerException") is one error.
std::vector<char> ofAnyErrorOfAClass(const QList<Record> &records);

} // namespace Faultline::ClassRecords
