// SPDX-License-Identifier: MIT
#include "recordwriter.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace Faultline::RecordWriter {

namespace {

QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue() : QJsonValue(s);
}
QJsonValue orNull(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject withExtra(QJsonObject o, const QJsonObject &extra)
{
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

QJsonArray versionsJson(const QList<VersionInfo> &versions)
{
    QJsonArray out;
    for (const VersionInfo &v : versions) {
        QJsonObject item {{u"version"_s, v.version}, {u"introduced"_s, orNull(v.introduced)},
            {u"deprecated"_s, orNull(v.deprecated)}, {u"removed"_s, orNull(v.removed)},
            {u"behavior_change"_s, orNull(v.behaviorChange)}, {u"status"_s, v.status}};
        if (!v.behaviorChangeZh.isEmpty())
            item[u"behavior_change_zh"_s] = v.behaviorChangeZh;
        out.append(withExtra(item, v.extra));
    }
    return out;
}

QJsonArray deadEndsJson(const QList<DeadEnd> &deadEnds)
{
    QJsonArray out;
    for (const DeadEnd &e : deadEnds) {
        QJsonObject item {{u"action"_s, e.action}, {u"why_fails"_s, e.whyFails},
            {u"fail_rate"_s, orNull(e.failRate)}, {u"condition"_s, e.condition},
            {u"sources"_s, QJsonArray::fromStringList(e.sources)}};
        // The Chinese items only when there are some, so records without them write back as read.
        if (!e.actionZh.isEmpty())
            item[u"action_zh"_s] = e.actionZh;
        if (!e.whyFailsZh.isEmpty())
            item[u"why_fails_zh"_s] = e.whyFailsZh;
        if (!e.conditionZh.isEmpty())
            item[u"condition_zh"_s] = e.conditionZh;
        if (!e.commonMisconception.isEmpty())
            item[u"common_misconception"_s] = e.commonMisconception;
        if (!e.tradeoff.isEmpty())
            item[u"tradeoff"_s] = e.tradeoff;
        out.append(withExtra(item, e.extra));
    }
    return out;
}

QJsonArray workaroundsJson(const QList<Workaround> &workarounds)
{
    QJsonArray out;
    for (const Workaround &w : workarounds) {
        QJsonObject item {{u"action"_s, w.action}, {u"success_rate"_s, orNull(w.successRate)},
            {u"how"_s, w.how}, {u"condition"_s, w.condition},
            {u"sources"_s, QJsonArray::fromStringList(w.sources)}};
        if (!w.actionZh.isEmpty())
            item[u"action_zh"_s] = w.actionZh;
        if (!w.conditionZh.isEmpty())
            item[u"condition_zh"_s] = w.conditionZh;
        if (!w.tradeoff.isEmpty())
            item[u"tradeoff"_s] = w.tradeoff;
        out.append(withExtra(item, w.extra));
    }
    return out;
}

/// Every kind's list is written, empty or not, as the seeds do.
QJsonObject transitionGraphJson(const QList<RecordLink> &links)
{
    QJsonObject graph {{u"leads_to"_s, QJsonArray()}, {u"preceded_by"_s, QJsonArray()},
        {u"frequently_confused_with"_s, QJsonArray()}};
    for (const RecordLink &l : links) {
        QJsonObject item {{u"error_id"_s, l.targetId}};
        if (l.probability)
            item[u"probability"_s] = *l.probability;
        if (!l.condition.isEmpty())
            item[u"condition"_s] = l.condition;
        if (!l.distinction.isEmpty())
            item[u"distinction"_s] = l.distinction;
        if (!l.distinctionZh.isEmpty())
            item[u"distinction_zh"_s] = l.distinctionZh;
        if (!l.typicalDelay.isEmpty())
            item[u"typical_delay"_s] = l.typicalDelay;
        const QString key = RecordLink::kindKey(l.kind);
        QJsonArray list = graph[key].toArray();
        list.append(withExtra(item, l.extra));
        graph[key] = list;
    }
    return graph;
}

} // namespace

QJsonObject toFlatJson(const Record &r)
{
    const RecordData &d = r.data();
    QJsonObject o;
    o[u"id"_s] = d.id;
    o[u"signature"_s] = d.signature;
    o[u"signature_zh"_s] = d.signatureZh;
    o[u"regex"_s] = d.regex;
    o[u"domain"_s] = d.domain;
    o[u"category"_s] = d.category;
    o[u"subcategory"_s] = orNull(d.subcategory);
    o[u"root_cause"_s] = d.rootCause;
    o[u"root_cause_type"_s] = d.rootCauseType;
    o[u"root_cause_zh"_s] = d.rootCauseZh;
    o[u"versions"_s] = versionsJson(d.versions);
    o[u"os_specific"_s] = d.osSpecific;
    o[u"dead_ends"_s] = deadEndsJson(d.deadEnds);
    o[u"workarounds"_s] = workaroundsJson(d.workarounds);
    o[u"workarounds_zh"_s] = QJsonArray::fromStringList(d.workaroundsZh);
    o[u"transition_graph"_s] = transitionGraphJson(d.links);
    o[u"official_doc_url"_s] = orNull(d.officialDocUrl);
    o[u"official_doc_section"_s] = orNull(d.officialDocSection);
    o[u"error_code"_s] = orNull(d.errorCode);
    o[u"verification_tier"_s] = orNull(d.verificationTier);
    o[u"confidence"_s] = orNull(d.confidence);
    o[u"fix_success_rate"_s] = orNull(d.fixSuccessRate);
    o[u"resolvable"_s] = orNull(resolvableKey(d.resolvable));
    o[u"first_seen"_s] = orNull(d.firstSeen);
    o[u"last_confirmed"_s] = orNull(d.lastConfirmed);
    o[u"last_updated"_s] = orNull(d.lastUpdated);
    o[u"evidence_count"_s] = d.evidenceCount ? QJsonValue(*d.evidenceCount) : QJsonValue();
    o[u"tags"_s] = QJsonArray::fromStringList(d.tags);
    if (!d.examples.isEmpty())
        o[u"examples"_s] = QJsonArray::fromStringList(d.examples);
    o[u"locale"_s] = orNull(d.locale);
    o[u"aliases"_s] = QJsonArray::fromStringList(d.aliases);
    return withExtra(o, d.extra);
}

} // namespace Faultline::RecordWriter
