// SPDX-License-Identifier: MIT
#include "corpusindexreader.h"
#include "fieldreader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace Qt::Literals::StringLiterals;

namespace Faultline::CorpusIndexReader {

Record readIndexEntry(
    const QJsonObject &o, const Diagnostic &where, Diagnostics *diags, QStringList *canonIds)
{
    FieldReader r(o, diags, where, nullptr);
    Record rec;
    RecordData &d = rec.edit();
    d.format = RecordFormat::SignatureIndex;
    d.domain = r.str("domain"_L1);
    const QString slug = r.str("slug"_L1);
    d.id = d.domain.isEmpty() || slug.isEmpty() ? QString() : d.domain + u'/' + slug;
    d.signature = r.str("signature"_L1);
    d.regex = r.str("regex"_L1);
    d.category = r.str("category"_L1);
    d.fixSuccessRate = r.num("avg_fix_rate"_L1);
    const QJsonArray envs = r.array("environments"_L1);
    for (const QJsonValue &e : envs) {
        const QJsonObject env = e.toObject();
        canonIds->append(env.value("canon_id"_L1).toString());
        VersionInfo v;
        v.version = QStringList {env.value("runtime"_L1).toString(), env.value("version"_L1).toString()}
                        .join(u' ')
                        .trimmed();
        v.status = u"affected"_s;
        d.versions.append(v);
        d.aliases.append(env.value("canon_id"_L1).toString());
    }
    d.extra = r.rest();
    if (d.id.isEmpty()) {
        r.missing(u"domain/slug"_s);
        return {};
    }
    if (d.signature.isEmpty()) {
        r.missing(u"signature"_s);
        return {};
    }
    return rec;
}

std::optional<GraphEdge> readEdge(const QJsonObject &o, const Diagnostic &where, Diagnostics *diags)
{
    FieldReader r(o, diags, where, nullptr);
    GraphEdge e;
    e.sourceId = r.str("source"_L1);
    e.link.targetId = r.str("target"_L1);
    const QString type = r.str("type"_L1);
    const auto kind = RecordLink::kindFromKey(type);
    e.link.probability = r.num("probability"_L1);
    e.link.condition = r.str("condition"_L1);
    e.link.distinction = r.str("distinction"_L1);
    e.link.extra = r.rest();
    if (!kind) {
        r.wrongType("type"_L1, -1,
            QStringLiteral(QT_TRANSLATE_NOOP(
                "Faultline::Diagnostic", "leads_to, preceded_by or frequently_confused_with")),
            QJsonValue(type));
        return std::nullopt;
    }
    e.link.kind = *kind;
    if (e.sourceId.isEmpty() || e.link.targetId.isEmpty()) {
        r.missing(e.sourceId.isEmpty() ? u"source"_s : u"target"_s);
        return std::nullopt;
    }
    return e;
}

} // namespace Faultline::CorpusIndexReader
