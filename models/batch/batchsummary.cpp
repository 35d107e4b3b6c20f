// SPDX-License-Identifier: MIT
#include "batchsummary.h"

#include "batchreport.h"
#include "lineproposal.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

void BatchSummary::add(const QJsonObject &line)
{
    ++m_logs;
    const QString file = line.value(u"file"_s).toString();
    if (BatchReport::isUnreadable(line)) {
        ++m_unreadable;
        if (m_unreadableLogs.size() < maxNamedUnreadable)
            m_unreadableLogs.append({file, line.value(u"error"_s).toString()});
        return;
    }
    m_bytes += line.value(u"bytes"_s).toInteger();
    if (!line.value(u"complete"_s).toBool(true))
        ++m_incomplete;
    const QJsonArray diagnosis = line.value(u"diagnosis"_s).toArray();
    if (!diagnosis.isEmpty()) {
        ++m_diagnosed;
        QSet<QString> counted; // a record once per log
        for (const QJsonValue &value : diagnosis) {
            const QJsonObject finding = value.toObject();
            const QString id = finding.value(u"record"_s).toString();
            if (counted.contains(id))
                continue;
            RecordCount &count = m_records[id];
            if (count.logs == 0) {
                count.id = id;
                count.signature = finding.value(u"signature"_s).toString();
                count.domain = finding.value(u"domain"_s).toString();
            }
            ++count.logs;
            if (counted.isEmpty())
                ++count.first;
            counted.insert(id);
        }
        return;
    }
    ++m_nothingKnown;
    QSet<QString> groups; // a log once per group
    bool ungrouped = false;
    for (const QJsonValue &value : line.value(u"errorLines"_s).toArray()) {
        const QString text = value.toString();
        const QString normal = normalized(text);
        if (normal.isEmpty() || groups.contains(normal))
            continue;
        groups.insert(normal);
        auto group = m_groups.find(normal);
        if (group == m_groups.end()) {
            if (m_groups.size() >= maxGroups) {
                ungrouped = true;
                continue;
            }
            group = m_groups.insert(normal, ErrorGroup {normal, 0, text, {}});
        }
        ++group->logs;
        if (group->files.size() < maxExamples)
            group->files.append(file);
    }
    if (groups.isEmpty())
        ++m_withoutErrorLine;
    if (ungrouped)
        ++m_ungroupedLogs;
}

QList<BatchSummary::RecordCount> BatchSummary::records() const
{
    QList<RecordCount> list = m_records.values();
    std::sort(list.begin(), list.end(), [](const RecordCount &a, const RecordCount &b) {
        return a.logs != b.logs ? a.logs > b.logs : a.id < b.id;
    });
    return list;
}

QList<BatchSummary::ErrorGroup> BatchSummary::errorGroups() const
{
    QList<ErrorGroup> list = m_groups.values();
    std::sort(list.begin(), list.end(), [](const ErrorGroup &a, const ErrorGroup &b) {
        return a.logs != b.logs ? a.logs > b.logs : a.line < b.line;
    });
    return list;
}

QJsonObject BatchSummary::toJson(qsizetype maxGroupsShown) const
{
    QJsonArray records, groups, unreadable;
    for (const RecordCount &r : this->records())
        records.append(QJsonObject {{u"record"_s, r.id}, {u"signature"_s, r.signature},
            {u"domain"_s, r.domain}, {u"logs"_s, r.logs}, {u"first"_s, r.first}});
    for (const ErrorGroup &g : errorGroups()) {
        if (groups.size() >= maxGroupsShown)
            break;
        groups.append(QJsonObject {{u"line"_s, g.line}, {u"logs"_s, g.logs}, {u"example"_s, g.example},
            {u"files"_s, QJsonArray::fromStringList(g.files)}});
    }
    for (const Unreadable &u : m_unreadableLogs)
        unreadable.append(QJsonObject {{u"file"_s, u.file}, {u"error"_s, u.error}});
    return QJsonObject {{u"logs"_s, m_logs}, {u"diagnosed"_s, m_diagnosed},
        {u"nothingKnown"_s, m_nothingKnown}, {u"unreadable"_s, m_unreadable}, {u"incomplete"_s, m_incomplete},
        {u"nothingKnownWithoutErrorLine"_s, m_withoutErrorLine}, {u"bytes"_s, m_bytes},
        {u"records"_s, records}, {u"unknownErrorGroups"_s, m_groups.size()}, {u"unknownErrors"_s, groups},
        {u"ungroupedLogs"_s, m_ungroupedLogs}, {u"unreadableLogs"_s, unreadable}};
}

QString BatchSummary::normalized(const QString &errorLine)
{
    return LineProposal::fromLine(errorLine).signature.simplified();
}

} // namespace Faultline
