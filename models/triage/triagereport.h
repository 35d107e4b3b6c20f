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
    /// Where a finding is reported: a diagnosis (confident), a suggestion (no regex matched; its
    /// record reads like an error line) or a weak hit; the last two are not diagnoses.
    enum class Section { Diagnosis, Suggestions, Hits };
    static Section sectionOf(const Finding &f);

    /// \a result for the log \a file, its findings in three ranked lists, each cut at \a top:
    /// "diagnosis" (possibly empty), "suggestions" and "hits". Per finding: record id, signature,
    /// domain, calibrated confidence, rank score, kind (match, weak, suggestion), the ids of the
    /// same error's other environments, hit count, first/last/best line (1-based), counts of
    /// workarounds and dead ends, and the kept hits with their line, byte span and score.
    static QJsonObject toJson(const QString &file, const TriageResult &result, int top = INT_MAX);
    static QJsonObject findingToJson(const Finding &f);
    /// The same as a Markdown report: a Diagnosis section (or the plain sentence that no known
    /// error was recognised), then suggestions and weak hits, each finding with its confidence,
    /// other environments, workarounds (with success rates) and dead ends (with fail rates),
    /// record text escaped.
    static QString toMarkdown(const QString &file, const TriageResult &result, int top = INT_MAX);
    /// "No known error was recognised in this log.", in the interface's language.
    static QString noDiagnosisText();
};

} // namespace Faultline
