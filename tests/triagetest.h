// SPDX-License-Identifier: MIT
#pragma once

#include "triage.h"

#include <QBuffer>

namespace FaultlineTest {

/// Triage of \a text as a log, read from memory.
inline Faultline::TriageResult triage(
    const Faultline::LogMatcher &matcher, QByteArray text, const Faultline::TriageControl &control = {})
{
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    return Faultline::Triage::run(matcher, buffer, control);
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

} // namespace FaultlineTest
