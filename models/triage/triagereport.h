// SPDX-License-Identifier: MIT
#pragma once

#include "triage.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <climits>

namespace Faultline {

/// A triage result written out for people (Markdown) and programs (JSON): what `faultline triage`
/// prints and what the findings panel copies and exports.
class TriageReport
{
    Q_DECLARE_TR_FUNCTIONS(TriageReport)
public:
    /// The first \a top findings of \a result for the log \a file: record id, signature, domain,
    /// score, kind (match, weak, suggestion), hit count, first/last/best line (1-based), counts of
    /// workarounds and dead ends, and the kept hits with their line, byte span and score.
    static QJsonObject toJson(const QString &file, const TriageResult &result, int top = INT_MAX);
    /// The same as a Markdown report: a ranked list with each record's workarounds (with success
    /// rates) and dead ends (with fail rates), record text escaped.
    static QString toMarkdown(const QString &file, const TriageResult &result, int top = INT_MAX);
};

} // namespace Faultline
