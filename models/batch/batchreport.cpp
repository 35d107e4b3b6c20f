// SPDX-License-Identifier: MIT
#include "batchreport.h"

#include "triagereport.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QJsonValue sizeValue(qint64 size)
{
    return size >= 0 ? QJsonValue(size) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject BatchReport::logLine(const QString &file, const TriageInput::Outcome &outcome, int top)
{
    if (!outcome.result)
        return unreadableLine(file, outcome.error, outcome.fileSize);
    const TriageResult &result = *outcome.result;
    QJsonArray diagnosis, suggestions, weak;
    for (const Finding &f : result.findings) {
        switch (TriageReport::sectionOf(f)) {
        case TriageReport::Section::Diagnosis:
        case TriageReport::Section::Suggestions: {
            QJsonArray &list = f.isDiagnosis() ? diagnosis : suggestions;
            if (list.size() < top) {
                QJsonObject finding = TriageReport::findingToJson(f);
                finding.remove(u"hits"_s); // a batch counts; the log's own triage lists them
                list.append(finding);
            }
            break;
        }
        case TriageReport::Section::Hits:
            if (weak.size() < top)
                weak.append(QJsonObject {{u"record"_s, f.record.id()}, {u"hitCount"_s, f.hitCount},
                    {u"confidence"_s, std::round(f.confidence * 1000) / 1000}});
            break;
        }
    }
    QJsonObject line {{u"file"_s, file}, {u"size"_s, sizeValue(outcome.fileSize)}, {u"gzip"_s, outcome.gzip},
        {u"lines"_s, result.lines}, {u"bytes"_s, result.bytes}, {u"complete"_s, result.complete},
        {u"ecosystems"_s, QJsonArray::fromStringList(result.ecosystems)}, {u"diagnosis"_s, diagnosis},
        {u"suggestions"_s, suggestions},
        {u"hits"_s, QJsonObject {{u"lines"_s, result.hitLines}, {u"weak"_s, weak}}}};
    if (diagnosis.isEmpty())
        line.insert(u"errorLines"_s, QJsonArray::fromStringList(result.errorLines));
    if (!result.error.isEmpty())
        line.insert(u"error"_s, result.error);
    if (!outcome.notice.isEmpty())
        line.insert(u"notice"_s, outcome.notice);
    return line;
}

QJsonObject BatchReport::unreadableLine(const QString &file, const QString &error, qint64 size)
{
    return QJsonObject {{u"file"_s, file}, {u"size"_s, sizeValue(size)}, {u"error"_s, error}};
}

bool BatchReport::isUnreadable(const QJsonObject &line)
{
    return !line.contains(u"lines"_s);
}

} // namespace Faultline
