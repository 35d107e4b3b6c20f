// SPDX-License-Identifier: MIT
#pragma once

#include "triageinput.h"

#include <QJsonObject>
#include <QString>

namespace Faultline {

/**
 * One log of a batch as one JSON object, written on a line of its own (JSON Lines): what
 * `faultline triage --jsonl` prints per log and what BatchSummary and `--merge` read back.
 *
 * Keys: "file" (as named), "size" (bytes as stored; null for a pipe), "gzip", "lines", "bytes"
 * (of text read), "complete", "ecosystems", "diagnosis" and "suggestions" (findings as
 * TriageReport::findingToJson() writes them, without their list of hits), "hits" (a summary:
 * "lines" with a hit, and the weak findings, each its record, hit count and confidence), and for a
 * log with no diagnosis "errorLines" (TriageResult::errorLines). "error" says why a log was not
 * read at all (then only "file", "size" and "error" are there) or was read only in part;
 * "notice", what the gzip reader skipped in a log it read to the end. Each list is cut at \a top.
 */
namespace BatchReport {

QJsonObject logLine(const QString &file, const TriageInput::Outcome &outcome, int top);
/// A log that was not read at all, or an input that names no log.
QJsonObject unreadableLine(const QString &file, const QString &error, qint64 size = -1);
/// Whether \a line is of a log that was not read at all.
bool isUnreadable(const QJsonObject &line);

} // namespace BatchReport

} // namespace Faultline
