// SPDX-License-Identifier: MIT
#pragma once

#include "triage.h"

#include <QBuffer>

#include <algorithm>
#include <utility>

namespace FaultlineTest {

/// Triage of \a text as a log, read from memory, with \a setup: one made once and shared serves many
/// logs triaged against the same records.
inline Faultline::TriageResult triage(
    const Faultline::TriageSetup &setup, QByteArray text, const Faultline::TriageControl &control = {})
{
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    return Faultline::Triage::run(setup, buffer, control);
}

/// Triage of \a text as a log, read from memory.
inline Faultline::TriageResult triage(
    const Faultline::LogMatcher &matcher, QByteArray text, const Faultline::TriageControl &control = {})
{
    return triage(Faultline::TriageSetup(matcher), std::move(text), control);
}

/// Thirty lines of a service at work: more than a pasted message, in which every line would count.
inline QByteArray routineLines()
{
    QByteArray log;
    for (int i = 0; i < 30; ++i)
        log += "2025-10-14 09:12:" + QByteArray::number(10 + i) + ",118 INFO  [worker-"
            + QByteArray::number(i % 4) + "] Processed batch " + QByteArray::number(1000 + i) + " in 12 ms\n";
    return log;
}

/// The finding of the record \a id in \a result, or null.
inline const Faultline::Finding *findingOf(const Faultline::TriageResult &result, const QString &id)
{
    for (const Faultline::Finding &f : result.findings) {
        if (f.record.id() == id)
            return &f;
    }
    return nullptr;
}

/// Whether some finding of \a result is a diagnosis.
inline bool anyDiagnosis(const Faultline::TriageResult &result)
{
    return std::any_of(result.findings.begin(), result.findings.end(),
        [](const Faultline::Finding &f) { return f.isDiagnosis(); });
}

} // namespace FaultlineTest
