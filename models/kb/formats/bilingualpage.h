// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "record.h"

namespace Faultline::BilingualPage {

/// True for the text of a rendered record page: an "ID:" line near the top and at least one
/// of the page's section headings (Chinese or English).
bool looksLikePage(const QString &text);

/**
 * Parses a rendered bilingual record page: Chinese and English signatures, ID, the versions
 * table, root cause in both languages, official docs link, solutions (workarounds) and failed
 * attempts (dead ends, with their fail percentages). Returns an invalid record, with a
 * diagnostic based on \a where, when the page has no ID or no signature. Thread-safe.
 */
Record parse(const QString &text, const Diagnostic &where, Diagnostics *diagnostics);

} // namespace Faultline::BilingualPage
