// SPDX-License-Identifier: MIT
#include "sourcereader.h"
#include "bilingualpage.h"
#include "textutil.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QThreadPool>
#include <QVarLengthArray>
#include <QtConcurrent/QtConcurrentMap>

#include <numeric>

using namespace Qt::StringLiterals;
using namespace Qt::Literals::StringLiterals;

namespace Faultline {

namespace {

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "null"));
    case QJsonValue::Bool:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a boolean"));
    case QJsonValue::Double:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a number"));
    case QJsonValue::String:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a string"));
    case QJsonValue::Array:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an array"));
    case QJsonValue::Object:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an object"));
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "missing"));
}

/**
 * Reads typed fields out of one JSON object and reports each field of the wrong type. Keeps track
 * of the keys it was asked for, so the rest can be kept as "extra". The dotted path of a nested
 * field ("dead_ends[2].fail_rate") is only built when there is something to report.
 */
class FieldReader
{
public:
    FieldReader(
        const QJsonObject &object, Diagnostics *diagnostics, const Diagnostic &where, const QByteArray *raw)
        : m_object(object), m_diagnostics(diagnostics), m_where(&where), m_raw(raw)
    { }

    /// A reader for the object at \a key (or at \a key[\a index]) of this one.
    FieldReader child(const QJsonObject &object, QLatin1StringView key, qsizetype index = -1) const
    {
        FieldReader c(object, m_diagnostics, *m_where, m_raw);
        c.m_parent = this;
        c.m_keyInParent = key;
        c.m_indexInParent = index;
        return c;
    }

    QJsonValue value(QLatin1StringView key)
    {
        m_known.append(key);
        QJsonValue v = m_object.value(key);
        m_found += !v.isUndefined();
        return v;
    }

    /// A string; null or absent is empty. Numbers are accepted where \a allowNumber (error codes).
    QString str(QLatin1StringView key, bool allowNumber = false)
    {
        const QJsonValue v = value(key);
        if (v.isString())
            return v.toString();
        if (v.isNull() || v.isUndefined())
            return {};
        if (allowNumber && v.isDouble())
            return QString::number(v.toDouble(), 'g', 17);
        wrongType(key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a string")), v);
        return {};
    }

    std::optional<double> num(QLatin1StringView key)
    {
        const QJsonValue v = value(key);
        if (v.isDouble())
            return v.toDouble();
        if (!v.isNull() && !v.isUndefined())
            wrongType(key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a number")), v);
        return std::nullopt;
    }

    std::optional<int> integer(QLatin1StringView key)
    {
        const auto d = num(key);
        if (d)
            return int(*d);
        return std::nullopt;
    }

    QStringList strList(QLatin1StringView key)
    {
        const QJsonValue v = value(key);
        QStringList out;
        if (v.isNull() || v.isUndefined())
            return out;
        if (!v.isArray()) {
            wrongType(
                key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a list of strings")), v);
            return out;
        }
        const QJsonArray a = v.toArray();
        out.reserve(a.size());
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonValue item = a.at(i);
            if (item.isString())
                out.append(item.toString());
            else
                wrongType(
                    key, i, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a string")), item);
        }
        return out;
    }

    QJsonObject object(QLatin1StringView key)
    {
        const QJsonValue v = value(key);
        if (v.isObject())
            return v.toObject();
        if (!v.isNull() && !v.isUndefined())
            wrongType(key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an object")), v);
        return {};
    }

    QJsonArray array(QLatin1StringView key)
    {
        const QJsonValue v = value(key);
        if (v.isArray())
            return v.toArray();
        if (!v.isNull() && !v.isUndefined())
            wrongType(key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a list")), v);
        return {};
    }

    /// Every key nobody asked for.
    QJsonObject rest() const
    {
        QJsonObject out;
        if (m_found == m_object.size())
            return out; // every key was claimed: the common case, and no key strings to build
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            const QString key = it.key();
            if (std::find(m_known.cbegin(), m_known.cend(), key) == m_known.cend())
                out.insert(key, it.value());
        }
        return out;
    }

    void wrongType(QLatin1StringView key, qsizetype index, const QString &expected, const QJsonValue &actual)
    {
        Diagnostic d = *m_where;
        d.severity = Diagnostic::Severity::Warning;
        d.code = Diagnostic::Code::WrongType;
        QString field = path() + key;
        if (index >= 0)
            field += u'[' + QString::number(index) + u']';
        d.args = {field, expected, jsonTypeName(actual)};
        // A whole-file record has no line of its own: point at the first place the key is written.
        if (d.line == 0 && m_raw)
            d.line = TextUtil::lineOfJsonKey(*m_raw, QString(key));
        m_diagnostics->append(d);
    }

private:
    /// "error." or "dead_ends[2]." for a child reader, empty for the top level.
    QString path() const
    {
        if (!m_parent)
            return {};
        QString p = m_parent->path() + m_keyInParent;
        if (m_indexInParent >= 0)
            p += u'[' + QString::number(m_indexInParent) + u']';
        return p + u'.';
    }

    QJsonObject m_object;
    Diagnostics *m_diagnostics;
    const Diagnostic *m_where;
    const QByteArray *m_raw;
    const FieldReader *m_parent = nullptr;
    QLatin1StringView m_keyInParent;
    qsizetype m_indexInParent = -1;
    // The keys asked for: a few dozen literals, so a flat list beats hashing.
    QVarLengthArray<QLatin1StringView, 48> m_known;
    qsizetype m_found = 0;
};

/// The objects of the list at \a key, each read by \a read; an item that is not an object is
/// reported and skipped.
template<typename T, typename Read>
QList<T> readObjectList(FieldReader &r, QLatin1StringView key, Read read)
{
    QList<T> out;
    const QJsonArray items = r.array(key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items[i].isObject()) {
            r.wrongType(
                key, i, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an object")), items[i]);
            continue;
        }
        FieldReader f = r.child(items[i].toObject(), key, i);
        out.append(read(f));
    }
    return out;
}

QList<DeadEnd> readDeadEnds(FieldReader &r)
{
    return readObjectList<DeadEnd>(r, "dead_ends"_L1, [](FieldReader &f) {
        DeadEnd d;
        d.action = f.str("action"_L1);
        d.whyFails = f.str("why_fails"_L1);
        d.failRate = f.num("fail_rate"_L1);
        d.condition = f.str("condition"_L1);
        d.commonMisconception = f.str("common_misconception"_L1);
        d.tradeoff = f.str("tradeoff"_L1);
        d.sources = f.strList("sources"_L1);
        d.extra = f.rest();
        return d;
    });
}

QList<Workaround> readWorkarounds(FieldReader &r)
{
    return readObjectList<Workaround>(r, "workarounds"_L1, [](FieldReader &f) {
        Workaround w;
        w.action = f.str("action"_L1);
        w.how = f.str("how"_L1);
        w.successRate = f.num("success_rate"_L1);
        w.condition = f.str("condition"_L1);
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
    for (auto kind :
        {RecordLink::Kind::LeadsTo, RecordLink::Kind::PrecededBy, RecordLink::Kind::ConfusedWith}) {
        const QByteArray keyBytes = RecordLink::kindKey(kind).toLatin1();
        const QLatin1StringView key(keyBytes);
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

Diagnostic missing(const Diagnostic &where, const QString &field)
{
    Diagnostic d = where;
    d.code = Diagnostic::Code::MissingField;
    d.args = {field};
    return d;
}

/// The seed schema: every field at the top level.
Record readFlatRecord(
    const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, Diagnostics *diags)
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
    const QJsonValue resolvable = r.value("resolvable"_L1);
    if (resolvable.isBool())
        d.resolvable = resolvable.toBool() ? Resolvable::True : Resolvable::False;
    else if (resolvable.isString())
        d.resolvable = resolvableFromKey(resolvable.toString());
    else if (!resolvable.isNull() && !resolvable.isUndefined())
        r.wrongType("resolvable"_L1, -1,
            QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "\"true\", \"partial\" or \"false\"")),
            resolvable);
    d.firstSeen = r.str("first_seen"_L1);
    d.lastConfirmed = r.str("last_confirmed"_L1);
    d.lastUpdated = r.str("last_updated"_L1);
    d.evidenceCount = r.integer("evidence_count"_L1);
    d.tags = r.strList("tags"_L1);
    d.locale = r.str("locale"_L1);
    d.aliases = r.strList("aliases"_L1);
    d.extra = r.rest();
    if (d.id.isEmpty()) {
        diags->append(missing(where, "id"_L1));
        return {};
    }
    if (d.signature.isEmpty()) {
        diags->append(missing(where, "signature"_L1));
        return {};
    }
    return rec;
}

/// The deadends.dev "canon" schema: error{}, environment{}, verdict{}, metadata{}.
Record readCanonRecord(
    const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, Diagnostics *diags)
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
    const QJsonValue resolvable = verdict.value("resolvable"_L1);
    if (resolvable.isString())
        d.resolvable = resolvableFromKey(resolvable.toString());
    else if (resolvable.isBool())
        d.resolvable = resolvable.toBool() ? Resolvable::True : Resolvable::False;
    else if (!resolvable.isUndefined() && !resolvable.isNull())
        verdict.wrongType("resolvable"_L1, -1,
            QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "\"true\", \"partial\" or \"false\"")),
            resolvable);
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
    d.extra = r.rest();

    if (d.id.isEmpty()) {
        diags->append(missing(where, "id"_L1));
        return {};
    }
    if (d.signature.isEmpty()) {
        diags->append(missing(where, u"error.signature"_s));
        return {};
    }
    return rec;
}

/// A line of data/signatures/index.jsonl: one signature shared by one or more canons.
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
        diags->append(missing(where, u"domain/slug"_s));
        return {};
    }
    if (d.signature.isEmpty()) {
        diags->append(missing(where, "signature"_L1));
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
        diags->append(missing(where, e.sourceId.isEmpty() ? u"source"_s : "target"_L1));
        return std::nullopt;
    }
    return e;
}

enum class ObjectKind { Flat, Canon, IndexEntry, Edge, Other };

ObjectKind classify(const QJsonObject &o)
{
    if (o.value(u"error"_s).isObject())
        return ObjectKind::Canon;
    if (o.contains(u"source"_s) && o.contains(u"target"_s) && o.contains(u"type"_s))
        return ObjectKind::Edge;
    if (o.contains(u"slug"_s) && o.contains(u"environments"_s))
        return ObjectKind::IndexEntry;
    if (o.contains(u"signature"_s) || (o.contains(u"id"_s) && o.contains(u"regex"_s)))
        return ObjectKind::Flat;
    return ObjectKind::Other;
}

QStringList describeKeys(const QJsonObject &o)
{
    QStringList keys = o.keys();
    const qsizetype shown = std::min<qsizetype>(keys.size(), 5);
    QString s = keys.mid(0, shown).join(u", "_s);
    if (keys.size() > shown)
        s += u", …"_s;
    // A phrase and its argument: Diagnostic::text() translates the phrase when it is shown.
    return {QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a JSON object with keys %1")), s};
}

/// Adds one JSON object (a whole file, an array item or a JSON Lines line) to \a out.
/// Returns false when the object is not something a knowledge base holds.
bool addObject(const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, FileContents *out)
{
    switch (classify(o)) {
    case ObjectKind::Flat: {
        Record r = readFlatRecord(o, where, raw, &out->diagnostics);
        if (r.isValid()) {
            r.edit().sourcePath = where.file;
            r.edit().sourceLine = where.line;
            out->records.append(r);
        }
        return true;
    }
    case ObjectKind::Canon: {
        Record r = readCanonRecord(o, where, raw, &out->diagnostics);
        if (r.isValid()) {
            r.edit().sourcePath = where.file;
            r.edit().sourceLine = where.line;
            out->records.append(r);
        }
        return true;
    }
    case ObjectKind::IndexEntry: {
        QStringList canonIds;
        Record r = readIndexEntry(o, where, &out->diagnostics, &canonIds);
        if (r.isValid()) {
            r.edit().sourcePath = where.file;
            r.edit().sourceLine = where.line;
            out->indexRecords.append(r);
            out->indexCanonIds.append(canonIds);
        }
        return true;
    }
    case ObjectKind::Edge:
        if (auto e = readEdge(o, where, &out->diagnostics))
            out->edges.append(*e);
        return true;
    case ObjectKind::Other:
        break;
    }
    return false;
}

Diagnostic at(const QString &path, int line = 0, int column = 0)
{
    Diagnostic d;
    d.file = path;
    d.line = line;
    d.column = column;
    return d;
}

Diagnostic problem(
    const QString &path, Diagnostic::Code code, QStringList args = {}, int line = 0, int column = 0)
{
    Diagnostic d = at(path, line, column);
    d.code = code;
    d.args = std::move(args);
    return d;
}

void readJsonDocument(const QString &path, const QByteArray &bytes, FileContents *out)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        const auto [line, column] = TextUtil::lineAndColumn(bytes, err.offset);
        out->diagnostics.append(problem(
            path, Diagnostic::Code::JsonSyntax, {Diagnostic::jsonErrorPhrase(err.error)}, line, column));
        return;
    }
    const Diagnostic where = at(path);
    if (doc.isObject()) {
        if (!addObject(doc.object(), where, &bytes, out))
            out->diagnostics.append(problem(path, Diagnostic::Code::NotARecord, describeKeys(doc.object())));
        // Fields are read in schema order; report them in the order they stand in the file.
        std::stable_sort(out->diagnostics.begin(), out->diagnostics.end(),
            [](const Diagnostic &a, const Diagnostic &b) { return a.line < b.line; });
        return;
    }
    const QJsonArray array = doc.array();
    qsizetype others = 0;
    for (const QJsonValue &v : array) {
        if (!v.isObject() || !addObject(v.toObject(), where, nullptr, out))
            ++others;
    }
    if (others == array.size())
        out->diagnostics.append(problem(path, Diagnostic::Code::NotARecord,
            {QStringLiteral(QT_TRANSLATE_NOOP(
                 "Faultline::Diagnostic", "a JSON array of %1 item(s), none of them an error record")),
                QString::number(array.size())}));
}

/// One JSON Lines line; \a lineNumber is 1-based.
void readJsonLine(const QString &path, QByteArrayView line, int lineNumber, FileContents *out)
{
    line = line.trimmed();
    if (line.isEmpty())
        return;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &err);
    if (err.error != QJsonParseError::NoError) {
        out->diagnostics.append(problem(path, Diagnostic::Code::JsonSyntax,
            {Diagnostic::jsonErrorPhrase(err.error)}, lineNumber, err.offset + 1));
        return;
    }
    if (!doc.isObject() || !addObject(doc.object(), at(path, lineNumber), nullptr, out))
        out->diagnostics.append(problem(path, Diagnostic::Code::NotARecord,
            doc.isObject()
                ? describeKeys(doc.object())
                : QStringList {QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a JSON array"))},
            lineNumber));
}

void readJsonLinesBlock(const QString &path, QByteArrayView lines, qint64 offset, int linesBefore,
    QThreadPool *pool, FileContents *out);

void readJsonLines(const QString &path, const QByteArray &bytes, FileContents *out)
{
    readJsonLinesBlock(path, bytes, 0, 0, nullptr, out);
}

/// "key: value" lines between two "---" lines.
bool readFrontMatterArticle(const QString &path, const QString &text, FileContents *out)
{
    static const QRegularExpression fence(u"^---[ \\t]*\\r?$"_s, QRegularExpression::MultilineOption);
    if (!text.startsWith(u"---"_s))
        return false;
    const auto first = fence.match(text);
    if (!first.hasMatch() || first.capturedStart() != 0)
        return false;
    const auto second = fence.match(text, first.capturedEnd());
    if (!second.hasMatch())
        return false;
    Document doc;
    doc.kind = Document::Kind::Article;
    doc.sourcePath = path;
    const QString header = text.mid(first.capturedEnd(), second.capturedStart() - first.capturedEnd());
    for (const QString &rawLine : header.split(u'\n')) {
        const QString line = rawLine.trimmed();
        const qsizetype colon = line.indexOf(u':');
        if (line.isEmpty() || line.startsWith(u'#') || colon <= 0)
            continue;
        const QString key = line.left(colon).trimmed();
        QString value = line.mid(colon + 1).trimmed();
        if (value.size() >= 2
            && ((value.startsWith(u'"') && value.endsWith(u'"'))
                || (value.startsWith(u'\'') && value.endsWith(u'\'')))) {
            value = value.mid(1, value.size() - 2);
            value.replace(u"\\\""_s, u"\""_s);
        }
        doc.frontMatter.insert(key, value);
    }
    doc.title = doc.frontMatter.value(u"title"_s).toString();
    doc.date = doc.frontMatter.value(u"date"_s).toString();
    doc.id = doc.frontMatter.value(u"id"_s).toString();
    doc.body = text.mid(second.capturedEnd()).trimmed();
    if (doc.id.isEmpty())
        doc.id = QFileInfo(path).completeBaseName();
    if (doc.title.isEmpty())
        doc.title = doc.id;
    out->documents.append(doc);
    return true;
}

void readPlainDocument(const QString &path, const QString &text, FileContents *out)
{
    Document doc;
    doc.kind
        = path.endsWith(u".md"_s, Qt::CaseInsensitive) || path.endsWith(u".markdown"_s, Qt::CaseInsensitive)
        ? Document::Kind::Article
        : Document::Kind::Page;
    doc.sourcePath = path;
    const QString trimmed = text.trimmed();
    const qsizetype nl = trimmed.indexOf(u'\n');
    doc.title = (nl < 0 ? trimmed : trimmed.left(nl)).trimmed();
    if (doc.title.startsWith(u'#'))
        doc.title = doc.title.mid(doc.title.indexOf(u' ') + 1).trimmed();
    // Documentation pages are titled "Name — Project documentation (original) (raw)": the
    // provenance suffix is the renderer's, not the page's.
    static const QRegularExpression renderNoise(u"\\s*\\((original|raw)\\)"_s);
    doc.title.remove(renderNoise);
    doc.body = nl < 0 ? QString() : trimmed.mid(nl + 1).trimmed();
    doc.id = QFileInfo(path).completeBaseName();
    out->documents.append(doc);
}

bool looksLikeJsonLines(const QString &path, const QByteArray &bytes)
{
    if (SourceReader::isJsonLinesName(path))
        return true;
    // Several top-level objects, one per line: the first line is a complete object by itself.
    const qsizetype nl = bytes.indexOf('\n');
    if (nl < 0 || nl + 1 >= bytes.size())
        return false;
    const QByteArray first = bytes.left(nl).trimmed();
    if (!first.startsWith('{') || !first.endsWith('}'))
        return false;
    QJsonParseError err;
    QJsonDocument::fromJson(first, &err);
    return err.error == QJsonParseError::NoError;
}

/// Complete lines (\a lines ends at a newline or at the end of the file) starting at file offset
/// \a offset, after \a linesBefore lines. Large blocks are split across \a pool, if given.
void readJsonLinesBlock(const QString &path, QByteArrayView lines, qint64 offset, int linesBefore,
    QThreadPool *pool, FileContents *out)
{
    struct Line
    {
        qsizetype start, length;
        int number;
    };
    QList<Line> all;
    qsizetype pos = 0;
    int number = linesBefore;
    while (pos < lines.size()) {
        qsizetype end = lines.indexOf('\n', pos);
        if (end < 0)
            end = lines.size();
        all.append({pos, end - pos, ++number});
        pos = end + 1;
    }
    auto parseRange = [&](qsizetype from, qsizetype to, FileContents *into) {
        for (qsizetype i = from; i < to; ++i) {
            const QByteArrayView line = lines.sliced(all[i].start, all[i].length);
            if (line.size() > SourceReader::maxJsonLineBytes) {
                into->diagnostics.append(problem(path, Diagnostic::Code::LineTooLong,
                    {QString::number(SourceReader::maxJsonLineBytes / (1024 * 1024))}, all[i].number));
                continue;
            }
            if (const qsizetype bad = TextUtil::firstInvalidUtf8(line); bad >= 0) {
                into->diagnostics.append(problem(path, Diagnostic::Code::InvalidUtf8,
                    {QString::number(offset + all[i].start + bad)}, all[i].number, int(bad) + 1));
                continue;
            }
            readJsonLine(path, line, all[i].number, into);
        }
    };
    const int chunks = !pool || all.size() < 2000 ? 1 : std::max(1, pool->maxThreadCount());
    if (chunks == 1) {
        parseRange(0, all.size(), out);
        return;
    }
    QList<FileContents> parts(chunks);
    QList<int> which(chunks);
    std::iota(which.begin(), which.end(), 0);
    QtConcurrent::blockingMap(pool, which,
        [&](int c) { parseRange(all.size() * c / chunks, all.size() * (c + 1) / chunks, &parts[c]); });
    for (FileContents &p : parts) {
        out->records += p.records;
        out->indexRecords += p.indexRecords;
        out->indexCanonIds += p.indexCanonIds;
        out->documents += p.documents;
        out->edges += p.edges;
        out->diagnostics += p.diagnostics;
    }
}

} // namespace

bool SourceReader::isJsonLinesName(const QString &path)
{
    return path.endsWith(u".jsonl"_s, Qt::CaseInsensitive)
        || path.endsWith(u".ndjson"_s, Qt::CaseInsensitive);
}

FileContents SourceReader::parse(const QString &path, const QByteArray &input)
{
    FileContents out;
    out.path = path;
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (bytes.trimmed().isEmpty()) {
        out.diagnostics.append(problem(path, Diagnostic::Code::EmptyFile));
        return out;
    }
    if (TextUtil::looksBinary(bytes)) {
        out.diagnostics.append(problem(path, Diagnostic::Code::Binary));
        return out;
    }
    if (const qsizetype bad = TextUtil::firstInvalidUtf8(bytes); bad >= 0) {
        const auto [line, column] = TextUtil::lineAndColumn(bytes, bad);
        out.diagnostics.append(
            problem(path, Diagnostic::Code::InvalidUtf8, {QString::number(bad)}, line, column));
        return out;
    }

    const qsizetype start = TextUtil::firstNonSpace(bytes);
    const char first = bytes.at(start);
    if (first == '{' || first == '[') {
        if (first == '{' && looksLikeJsonLines(path, bytes))
            readJsonLines(path, bytes, &out);
        else
            readJsonDocument(path, bytes, &out);
        return out;
    }
    if (path.endsWith(u".jsonl"_s, Qt::CaseInsensitive) || path.endsWith(u".json"_s, Qt::CaseInsensitive)) {
        const auto [line, column] = TextUtil::lineAndColumn(bytes, start);
        out.diagnostics.append(problem(path, Diagnostic::Code::JsonSyntax,
            {QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "expected { or ["))}, line, column));
        return out;
    }

    const QString text = QString::fromUtf8(bytes);
    if (readFrontMatterArticle(path, text, &out))
        return out;
    if (BilingualPage::looksLikePage(text)) {
        Diagnostic where = at(path);
        Record r = BilingualPage::parse(text, where, &out.diagnostics);
        if (r.isValid()) {
            r.edit().sourcePath = path;
            out.records.append(r);
        }
        return out;
    }
    readPlainDocument(path, text, &out);
    return out;
}

FileContents SourceReader::readFile(
    const QString &path, const std::atomic_bool *cancel, QThreadPool *linePool)
{
    FileContents out;
    out.path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.diagnostics.append(problem(path, Diagnostic::Code::CannotOpen, {file.errorString()}));
        return out;
    }
    const qint64 size = file.size();
    const bool jsonLines = isJsonLinesName(path);
    if (!jsonLines && size > maxDocumentBytes) {
        out.diagnostics.append(problem(path, Diagnostic::Code::TooLarge,
            {QString::number(size / (1024 * 1024)), QString::number(maxDocumentBytes / (1024 * 1024))}));
        return out;
    }
    if (!jsonLines)
        return parse(path, file.readAll());

    // JSON Lines: stream in blocks, so a file of any size loads in bounded memory beyond its
    // records, and parse each block's lines on every core.
    constexpr qint64 blockBytes = 8 * 1024 * 1024;
    int lineNumber = 0;
    qint64 blockStart = 0; // file offset of pending[0]
    QByteArray pending;
    bool skippingLongLine = false;
    while (!(cancel && cancel->load(std::memory_order_relaxed))) {
        const QByteArray block = file.read(blockBytes);
        const bool atEnd = block.isEmpty();
        if (skippingLongLine) {
            const qsizetype nl = block.indexOf('\n');
            blockStart += nl < 0 ? block.size() : nl + 1;
            if (nl < 0 && !atEnd)
                continue;
            skippingLongLine = false;
            pending = nl < 0 ? QByteArray() : block.mid(nl + 1);
        } else {
            pending += block;
        }
        qsizetype complete = atEnd ? pending.size() : pending.lastIndexOf('\n') + 1;
        if (complete == 0 && pending.size() > maxJsonLineBytes) {
            ++lineNumber;
            out.diagnostics.append(problem(path, Diagnostic::Code::LineTooLong,
                {QString::number(maxJsonLineBytes / (1024 * 1024))}, lineNumber));
            blockStart += pending.size();
            pending.clear();
            skippingLongLine = true;
            continue;
        }
        if (blockStart == 0 && pending.startsWith("\xEF\xBB\xBF")) {
            pending.remove(0, 3);
            complete -= 3;
            blockStart = 3;
        }
        const QByteArrayView lines = QByteArrayView(pending).first(complete);
        readJsonLinesBlock(path, lines, blockStart, lineNumber, linePool, &out);
        lineNumber += int(lines.count('\n')) + (atEnd && !lines.isEmpty() && !lines.endsWith('\n') ? 1 : 0);
        blockStart += complete;
        pending.remove(0, complete);
        if (atEnd)
            break;
    }
    if (lineNumber == 0)
        out.diagnostics.append(problem(path, Diagnostic::Code::EmptyFile));
    return out;
}

} // namespace Faultline
