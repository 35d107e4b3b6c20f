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

} // namespace FaultlineTest
