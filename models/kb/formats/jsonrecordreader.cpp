// SPDX-License-Identifier: MIT
#include "jsonrecordreader.h"
#include "fieldreader.h"

using namespace Qt::StringLiterals;
using namespace Qt::Literals::StringLiterals;

namespace Faultline::JsonRecordReader {

namespace {

// The parts both schemas share.

QList<DeadEnd> readDeadEnds(FieldReader &r)
{
    return r.objects<DeadEnd>("dead_ends"_L1, [](FieldReader &f) {
        DeadEnd d;
        d.action = f.str("action"_L1);
        d.actionZh = f.str("action_zh"_L1);
        d.whyFails = f.str("why_fails"_L1);
        d.whyFailsZh = f.str("why_fails_zh"_L1);
        d.failRate = f.num("fail_rate"_L1);
        d.condition = f.str("condition"_L1);
        d.conditionZh = f.str("condition_zh"_L1);
        d.commonMisconception = f.str("common_misconception"_L1);
        d.tradeoff = f.str("tradeoff"_L1);
        d.sources = f.strList("sources"_L1);
        d.extra = f.rest();
        return d;
    });
}

QList<Workaround> readWorkarounds(FieldReader &r)
{
    return r.objects<Workaround>("workarounds"_L1, [](FieldReader &f) {
        Workaround w;
        w.action = f.str("action"_L1);
        w.actionZh = f.str("action_zh"_L1);
        w.how = f.str("how"_L1);
        w.successRate = f.num("success_rate"_L1);
        w.condition = f.str("condition"_L1);
        w.conditionZh = f.str("condition_zh"_L1);
        w.tradeoff = f.str("tradeoff"_L1);
        w.sources = f.strList("sources"_L1);
        w.extra = f.rest();
        return w;
    });
}

QList<RecordLink> readTransitionGraph(FieldReader &r)
{
    QList<RecordLink> out;
    const QJsonObject graph = r.object("transition_graph"_L1);
    FieldReader g = r.child(graph, "transition_graph"_L1);
    // Faultline's own records say "confused_with", as the graph edge files do, for what the
    // seeds and canons call "frequently_confused_with".
    using Kind = RecordLink::Kind;
    const std::pair<QLatin1StringView, Kind> keys[]
        = {{"leads_to"_L1, Kind::LeadsTo}, {"preceded_by"_L1, Kind::PrecededBy},
            {"frequently_confused_with"_L1, Kind::ConfusedWith}, {"confused_with"_L1, Kind::ConfusedWith}};
    for (const auto &[key, kind] : keys) {
        const QJsonArray items = g.array(key);
        for (qsizetype i = 0; i < items.size(); ++i) {
            RecordLink link;
            link.kind = kind;
            if (items[i].isString()) { // a bare id
                link.targetId = items[i].toString();
            } else if (items[i].isObject()) {
                FieldReader f = g.child(items[i].toObject(), key, i);
                link.targetId = f.str("error_id"_L1);
                link.probability = f.num("probability"_L1);
                link.condition = f.str("condition"_L1);
                link.distinction = f.str("distinction"_L1);
                link.distinctionZh = f.str("distinction_zh"_L1);
                link.typicalDelay = f.str("typical_delay"_L1);
                link.extra = f.rest();
            } else {
                g.wrongType(key, i,
                    QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an id or an object")),
                    items[i]);
                continue;
            }
            if (!link.targetId.isEmpty())
                out.append(link);
        }
    }
    return out;
}

QList<VersionInfo> readVersions(FieldReader &r)
{
    QList<VersionInfo> out;
    const QJsonArray items = r.array("versions"_L1);
    for (qsizetype i = 0; i < items.size(); ++i) {
        VersionInfo v;
        if (items[i].isString()) {
            v.version = items[i].toString();
        } else if (items[i].isObject()) {
            FieldReader f = r.child(items[i].toObject(), "versions"_L1, i);
            v.version = f.str("version"_L1);
            v.introduced = f.str("introduced"_L1);
            v.deprecated = f.str("deprecated"_L1);
            v.removed = f.str("removed"_L1);
            v.behaviorChange = f.str("behavior_change"_L1);
            v.behaviorChangeZh = f.str("behavior_change_zh"_L1);
            v.status = f.str("status"_L1);
            v.extra = f.rest();
        } else {
            r.wrongType("versions"_L1, i,
                QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an object")), items[i]);
            continue;
        }
        out.append(v);
    }
    return out;
}

/// "resolvable": a boolean in older records, "true", "partial" or "false" in newer ones.
Resolvable readResolvable(FieldReader &r)
{
    const QJsonValue resolvable = r.value("resolvable"_L1);
    if (resolvable.isBool())
        return resolvable.toBool() ? Resolvable::True : Resolvable::False;
    if (resolvable.isString())
        return resolvableFromKey(resolvable.toString());
    if (!resolvable.isNull() && !resolvable.isUndefined())
        r.wrongType("resolvable"_L1, -1,
            QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "\"true\", \"partial\" or \"false\"")),
            resolvable);
    return Resolvable::Unknown;
}

} // namespace

Record readFlat(const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, Diagnostics *diags)
{
    FieldReader r(o, diags, where, raw);
    Record rec;
    RecordData &d = rec.edit();
    d.format = RecordFormat::FlatJson;
    d.id = r.str("id"_L1);
    d.signature = r.str("signature"_L1);
    d.signatureZh = r.str("signature_zh"_L1);
    d.regex = r.str("regex"_L1);
    d.domain = r.str("domain"_L1);
    d.category = r.str("category"_L1);
    d.subcategory = r.str("subcategory"_L1);
    d.rootCause = r.str("root_cause"_L1);
    d.rootCauseType = r.str("root_cause_type"_L1);
    d.rootCauseZh = r.str("root_cause_zh"_L1);
    d.versions = readVersions(r);
    d.osSpecific = r.object("os_specific"_L1);
    d.deadEnds = readDeadEnds(r);
    d.workarounds = readWorkarounds(r);
    d.workaroundsZh = r.strList("workarounds_zh"_L1);
    d.links = readTransitionGraph(r);
    d.officialDocUrl = r.str("official_doc_url"_L1);
    d.officialDocSection = r.str("official_doc_section"_L1);
    d.errorCode = r.str("error_code"_L1, true);
    d.verificationTier = r.str("verification_tier"_L1);
    d.confidence = r.num("confidence"_L1);
    d.fixSuccessRate = r.num("fix_success_rate"_L1);
    d.resolvable = readResolvable(r);
    d.firstSeen = r.str("first_seen"_L1);
    d.lastConfirmed = r.str("last_confirmed"_L1);
    d.lastUpdated = r.str("last_updated"_L1);
    d.evidenceCount = r.integer("evidence_count"_L1);
    d.tags = r.strList("tags"_L1);
    d.examples = r.strList("examples"_L1);
    d.locale = r.str("locale"_L1);
    d.aliases = r.strList("aliases"_L1);
    d.extra = r.rest();
    if (d.id.isEmpty()) {
        r.missing(u"id"_s);
        return {};
    }
    if (d.signature.isEmpty()) {
        r.missing(u"signature"_s);
        return {};
    }
    return rec;
}

Record readCanon(const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, Diagnostics *diags)
{
    FieldReader r(o, diags, where, raw);
    Record rec;
    RecordData &d = rec.edit();
    d.format = RecordFormat::CanonJson;
    d.id = r.str("id"_L1);
    d.url = r.str("url"_L1);

    FieldReader error = r.child(r.object("error"_L1), "error"_L1);
    d.signature = error.str("signature"_L1);
    d.regex = error.str("regex"_L1);
    d.domain = error.str("domain"_L1);
    d.category = error.str("category"_L1);
    d.firstSeen = error.str("first_seen"_L1);
    d.lastConfirmed = error.str("last_confirmed"_L1);
    // The flat schema's Chinese fields, should a canon carry them.
    d.signatureZh = error.str("signature_zh"_L1);
    d.errorCode = error.str("error_code"_L1, true);

    FieldReader env = r.child(r.object("environment"_L1), "environment"_L1);
    const QJsonObject runtime = env.object("runtime"_L1);
    FieldReader rt = env.child(runtime, "runtime"_L1);
    const QString runtimeName = rt.str("name"_L1);
    const QString range = rt.str("version_range"_L1);
    if (!runtimeName.isEmpty() || !range.isEmpty()) {
        VersionInfo v;
        v.version = QStringList {runtimeName, range}.join(u' ').trimmed();
        v.status = u"affected"_s;
        d.versions.append(v);
    }
    d.os = env.str("os"_L1);
    d.environment = env.rest();

    FieldReader verdict = r.child(r.object("verdict"_L1), "verdict"_L1);
    d.resolvable = readResolvable(verdict);
    d.fixSuccessRate = verdict.num("fix_success_rate"_L1);
    d.confidence = verdict.num("confidence"_L1);
    d.lastUpdated = verdict.str("last_updated"_L1);
    d.rootCause = verdict.str("summary"_L1);
    d.rootCauseZh = verdict.str("summary_zh"_L1);

    d.deadEnds = readDeadEnds(r);
    d.workarounds = readWorkarounds(r);
    d.links = readTransitionGraph(r);
    d.metadata = r.object("metadata"_L1);
    FieldReader meta = r.child(d.metadata, "metadata"_L1);
    d.evidenceCount = meta.integer("evidence_count"_L1);
    d.verificationTier = meta.str("review_status"_L1);
    d.tags = r.strList("tags"_L1);
    d.examples = r.strList("examples"_L1);
    d.extra = r.rest();

    if (d.id.isEmpty()) {
        r.missing(u"id"_s);
        return {};
    }
    if (d.signature.isEmpty()) {
        r.missing(u"error.signature"_s);
        return {};
    }
    return rec;
}

} // namespace Faultline::JsonRecordReader
