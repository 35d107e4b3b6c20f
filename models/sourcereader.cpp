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

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return u"a boolean"_s;
    case QJsonValue::Double:
        return u"a number"_s;
    case QJsonValue::String:
        return u"a string"_s;
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Undefined:
        break;
    }
    return u"missing"_s;
}

/**
 * Reads typed fields out of one JSON object and reports each field of the wrong type once.
 * Keeps track of the keys it was asked for, so the rest can be kept as "extra".
 */
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString prefix, Diagnostics *diagnostics, const Diagnostic &where,
                const QByteArray *raw)
        : m_object(object)
        , m_prefix(std::move(prefix))
        , m_diagnostics(diagnostics)
        , m_where(where)
        , m_raw(raw)
    {
    }

    bool has(const QString &key) const { return m_object.contains(key); }

    QJsonValue value(const QString &key)
    {
        m_known.insert(key);
        return m_object.value(key);
    }

    /// A string; null or absent is empty. Numbers are accepted where \a allowNumber (error codes).
    QString str(const QString &key, bool allowNumber = false)
    {
        const QJsonValue v = value(key);
        if (v.isString())
            return v.toString();
        if (v.isNull() || v.isUndefined())
            return {};
        if (allowNumber && v.isDouble())
            return QString::number(v.toDouble(), 'g', 17);
        wrongType(key, u"a string"_s, v);
        return {};
    }

    std::optional<double> num(const QString &key)
    {
        const QJsonValue v = value(key);
        if (v.isDouble())
            return v.toDouble();
        if (!v.isNull() && !v.isUndefined())
            wrongType(key, u"a number"_s, v);
        return std::nullopt;
    }

    std::optional<int> integer(const QString &key)
    {
        const auto d = num(key);
        if (d)
            return int(*d);
        return std::nullopt;
    }

    QStringList strList(const QString &key)
    {
        const QJsonValue v = value(key);
        QStringList out;
        if (v.isNull() || v.isUndefined())
            return out;
        if (!v.isArray()) {
            wrongType(key, u"a list of strings"_s, v);
            return out;
        }
        const QJsonArray a = v.toArray();
        out.reserve(a.size());
        for (const QJsonValue &item : a) {
            if (item.isString())
                out.append(item.toString());
            else {
                wrongType(key, u"a list of strings"_s, item);
                break;
            }
        }
        return out;
    }

    QJsonObject object(const QString &key)
    {
        const QJsonValue v = value(key);
        if (v.isObject())
            return v.toObject();
        if (!v.isNull() && !v.isUndefined())
            wrongType(key, u"an object"_s, v);
        return {};
    }

    QJsonArray array(const QString &key)
    {
        const QJsonValue v = value(key);
        if (v.isArray())
            return v.toArray();
        if (!v.isNull() && !v.isUndefined())
            wrongType(key, u"a list"_s, v);
        return {};
    }

    /// Every key nobody asked for.
    QJsonObject rest() const
    {
        QJsonObject out;
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!m_known.contains(it.key()))
                out.insert(it.key(), it.value());
        }
        return out;
    }

    FieldReader child(const QJsonObject &object, const QString &prefix) const
    {
        return FieldReader(object, m_prefix + prefix, m_diagnostics, m_where, m_raw);
    }

    void wrongType(const QString &key, const QString &expected, const QJsonValue &actual)
    {
        Diagnostic d = m_where;
        d.severity = Diagnostic::Severity::Warning;
        d.code = Diagnostic::Code::WrongType;
        d.args = {m_prefix + key, expected, jsonTypeName(actual)};
        // A whole-file record has no line of its own: point at the first place the key is written.
        if (d.line == 0 && m_raw)
            d.line = TextUtil::lineOfJsonKey(*m_raw, key);
        m_diagnostics->append(d);
    }

private:
    QJsonObject m_object;
    QString m_prefix;
    Diagnostics *m_diagnostics;
    Diagnostic m_where;
    const QByteArray *m_raw;
    QSet<QString> m_known;
};

QList<DeadEnd> readDeadEnds(FieldReader &r, const QString &key)
{
    QList<DeadEnd> out;
    const QJsonArray items = r.array(key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items[i].isObject()) {
            r.wrongType(key + u'[' + QString::number(i) + u']', u"an object"_s, items[i]);
            continue;
        }
        FieldReader f = r.child(items[i].toObject(), key + u'[' + QString::number(i) + u"]."_s);
        DeadEnd d;
        d.action = f.str(u"action"_s);
        d.whyFails = f.str(u"why_fails"_s);
        d.failRate = f.num(u"fail_rate"_s);
        d.condition = f.str(u"condition"_s);
        d.commonMisconception = f.str(u"common_misconception"_s);
        d.tradeoff = f.str(u"tradeoff"_s);
        d.sources = f.strList(u"sources"_s);
        d.extra = f.rest();
        out.append(d);
    }
    return out;
}

QList<Workaround> readWorkarounds(FieldReader &r, const QString &key)
{
    QList<Workaround> out;
    const QJsonArray items = r.array(key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items[i].isObject()) {
            r.wrongType(key + u'[' + QString::number(i) + u']', u"an object"_s, items[i]);
            continue;
        }
        FieldReader f = r.child(items[i].toObject(), key + u'[' + QString::number(i) + u"]."_s);
        Workaround w;
        w.action = f.str(u"action"_s);
        w.how = f.str(u"how"_s);
        w.successRate = f.num(u"success_rate"_s);
        w.condition = f.str(u"condition"_s);
        w.tradeoff = f.str(u"tradeoff"_s);
        w.sources = f.strList(u"sources"_s);
        w.extra = f.rest();
        out.append(w);
    }
    return out;
}

QList<RecordLink> readTransitionGraph(FieldReader &r)
{
    QList<RecordLink> out;
    const QJsonObject graph = r.object(u"transition_graph"_s);
    FieldReader g = r.child(graph, u"transition_graph."_s);
    for (auto kind : {RecordLink::Kind::LeadsTo, RecordLink::Kind::PrecededBy, RecordLink::Kind::ConfusedWith}) {
        const QString key = RecordLink::kindKey(kind);
        const QJsonArray items = g.array(key);
        for (qsizetype i = 0; i < items.size(); ++i) {
            RecordLink link;
            link.kind = kind;
            if (items[i].isString()) { // a bare id
                link.targetId = items[i].toString();
            } else if (items[i].isObject()) {
                FieldReader f = g.child(items[i].toObject(), key + u'[' + QString::number(i) + u"]."_s);
                link.targetId = f.str(u"error_id"_s);
                link.probability = f.num(u"probability"_s);
                link.condition = f.str(u"condition"_s);
                link.distinction = f.str(u"distinction"_s);
                link.typicalDelay = f.str(u"typical_delay"_s);
                link.extra = f.rest();
            } else {
                g.wrongType(key + u'[' + QString::number(i) + u']', u"an id or an object"_s, items[i]);
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
    const QJsonArray items = r.array(u"versions"_s);
    for (qsizetype i = 0; i < items.size(); ++i) {
        VersionInfo v;
        if (items[i].isString()) {
            v.version = items[i].toString();
        } else if (items[i].isObject()) {
            FieldReader f = r.child(items[i].toObject(), u"versions["_s + QString::number(i) + u"]."_s);
            v.version = f.str(u"version"_s);
            v.introduced = f.str(u"introduced"_s);
            v.deprecated = f.str(u"deprecated"_s);
            v.removed = f.str(u"removed"_s);
            v.behaviorChange = f.str(u"behavior_change"_s);
            v.status = f.str(u"status"_s);
            v.extra = f.rest();
        } else {
            r.wrongType(u"versions["_s + QString::number(i) + u']', u"an object"_s, items[i]);
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
Record readFlatRecord(const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, Diagnostics *diags)
{
    FieldReader r(o, QString(), diags, where, raw);
    Record rec;
    RecordData &d = rec.edit();
    d.format = RecordFormat::FlatJson;
    d.id = r.str(u"id"_s);
    d.signature = r.str(u"signature"_s);
    d.signatureZh = r.str(u"signature_zh"_s);
    d.regex = r.str(u"regex"_s);
    d.domain = r.str(u"domain"_s);
    d.category = r.str(u"category"_s);
    d.subcategory = r.str(u"subcategory"_s);
    d.rootCause = r.str(u"root_cause"_s);
    d.rootCauseType = r.str(u"root_cause_type"_s);
    d.rootCauseZh = r.str(u"root_cause_zh"_s);
    d.versions = readVersions(r);
    d.osSpecific = r.object(u"os_specific"_s);
    d.deadEnds = readDeadEnds(r, u"dead_ends"_s);
    d.workarounds = readWorkarounds(r, u"workarounds"_s);
    d.workaroundsZh = r.strList(u"workarounds_zh"_s);
    d.links = readTransitionGraph(r);
    d.officialDocUrl = r.str(u"official_doc_url"_s);
    d.officialDocSection = r.str(u"official_doc_section"_s);
    d.errorCode = r.str(u"error_code"_s, true);
    d.verificationTier = r.str(u"verification_tier"_s);
    d.confidence = r.num(u"confidence"_s);
    d.fixSuccessRate = r.num(u"fix_success_rate"_s);
    const QJsonValue resolvable = r.value(u"resolvable"_s);
    if (resolvable.isBool())
        d.resolvable = resolvable.toBool() ? Resolvable::True : Resolvable::False;
    else if (resolvable.isString())
        d.resolvable = resolvableFromKey(resolvable.toString());
    else if (!resolvable.isNull() && !resolvable.isUndefined())
        r.wrongType(u"resolvable"_s, u"\"true\", \"partial\" or \"false\""_s, resolvable);
    d.firstSeen = r.str(u"first_seen"_s);
    d.lastConfirmed = r.str(u"last_confirmed"_s);
    d.lastUpdated = r.str(u"last_updated"_s);
    d.evidenceCount = r.integer(u"evidence_count"_s);
    d.tags = r.strList(u"tags"_s);
    d.locale = r.str(u"locale"_s);
    d.aliases = r.strList(u"aliases"_s);
    d.extra = r.rest();
    if (d.id.isEmpty()) {
        diags->append(missing(where, u"id"_s));
        return {};
    }
    if (d.signature.isEmpty()) {
        diags->append(missing(where, u"signature"_s));
        return {};
    }
    return rec;
}

/// The deadends.dev "canon" schema: error{}, environment{}, verdict{}, metadata{}.
Record readCanonRecord(const QJsonObject &o, const Diagnostic &where, const QByteArray *raw, Diagnostics *diags)
{
    FieldReader r(o, QString(), diags, where, raw);
    Record rec;
    RecordData &d = rec.edit();
    d.format = RecordFormat::CanonJson;
    d.id = r.str(u"id"_s);
    d.url = r.str(u"url"_s);

    FieldReader error = r.child(r.object(u"error"_s), u"error."_s);
    d.signature = error.str(u"signature"_s);
    d.regex = error.str(u"regex"_s);
    d.domain = error.str(u"domain"_s);
    d.category = error.str(u"category"_s);
    d.firstSeen = error.str(u"first_seen"_s);
    d.lastConfirmed = error.str(u"last_confirmed"_s);
    // The flat schema's Chinese fields, should a canon carry them.
    d.signatureZh = error.str(u"signature_zh"_s);
    d.errorCode = error.str(u"error_code"_s, true);

    FieldReader env = r.child(r.object(u"environment"_s), u"environment."_s);
    const QJsonObject runtime = env.object(u"runtime"_s);
    FieldReader rt = env.child(runtime, u"runtime."_s);
    const QString runtimeName = rt.str(u"name"_s);
    const QString range = rt.str(u"version_range"_s);
    if (!runtimeName.isEmpty() || !range.isEmpty()) {
        VersionInfo v;
        v.version = QStringList{runtimeName, range}.join(u' ').trimmed();
        v.status = u"affected"_s;
        d.versions.append(v);
    }
    d.os = env.str(u"os"_s);
    d.environment = env.rest();

    FieldReader verdict = r.child(r.object(u"verdict"_s), u"verdict."_s);
    const QJsonValue resolvable = verdict.value(u"resolvable"_s);
    if (resolvable.isString())
        d.resolvable = resolvableFromKey(resolvable.toString());
    else if (resolvable.isBool())
        d.resolvable = resolvable.toBool() ? Resolvable::True : Resolvable::False;
    else if (!resolvable.isUndefined() && !resolvable.isNull())
        verdict.wrongType(u"resolvable"_s, u"\"true\", \"partial\" or \"false\""_s, resolvable);
    d.fixSuccessRate = verdict.num(u"fix_success_rate"_s);
    d.confidence = verdict.num(u"confidence"_s);
    d.lastUpdated = verdict.str(u"last_updated"_s);
    d.rootCause = verdict.str(u"summary"_s);
    d.rootCauseZh = verdict.str(u"summary_zh"_s);

    d.deadEnds = readDeadEnds(r, u"dead_ends"_s);
    d.workarounds = readWorkarounds(r, u"workarounds"_s);
    d.links = readTransitionGraph(r);
    d.metadata = r.object(u"metadata"_s);
    FieldReader meta = r.child(d.metadata, u"metadata."_s);
    d.evidenceCount = meta.integer(u"evidence_count"_s);
    d.verificationTier = meta.str(u"review_status"_s);
    d.tags = r.strList(u"tags"_s);
    d.extra = r.rest();

    if (d.id.isEmpty()) {
        diags->append(missing(where, u"id"_s));
        return {};
    }
    if (d.signature.isEmpty()) {
        diags->append(missing(where, u"error.signature"_s));
        return {};
    }
    return rec;
}

/// A line of data/signatures/index.jsonl: one signature shared by one or more canons.
Record readIndexEntry(const QJsonObject &o, const Diagnostic &where, Diagnostics *diags, QStringList *canonIds)
{
    FieldReader r(o, QString(), diags, where, nullptr);
    Record rec;
    RecordData &d = rec.edit();
    d.format = RecordFormat::SignatureIndex;
    d.domain = r.str(u"domain"_s);
    const QString slug = r.str(u"slug"_s);
    d.id = d.domain.isEmpty() || slug.isEmpty() ? QString() : d.domain + u'/' + slug;
    d.signature = r.str(u"signature"_s);
    d.regex = r.str(u"regex"_s);
    d.category = r.str(u"category"_s);
    d.fixSuccessRate = r.num(u"avg_fix_rate"_s);
    const QJsonArray envs = r.array(u"environments"_s);
    for (const QJsonValue &e : envs) {
        const QJsonObject env = e.toObject();
        canonIds->append(env.value(u"canon_id"_s).toString());
        VersionInfo v;
        v.version = QStringList{env.value(u"runtime"_s).toString(), env.value(u"version"_s).toString()}
                        .join(u' ')
                        .trimmed();
        v.status = u"affected"_s;
        d.versions.append(v);
        d.aliases.append(env.value(u"canon_id"_s).toString());
    }
    d.extra = r.rest();
    if (d.id.isEmpty()) {
        diags->append(missing(where, u"domain/slug"_s));
        return {};
    }
    if (d.signature.isEmpty()) {
        diags->append(missing(where, u"signature"_s));
        return {};
    }
    return rec;
}

std::optional<GraphEdge> readEdge(const QJsonObject &o, const Diagnostic &where, Diagnostics *diags)
{
    FieldReader r(o, QString(), diags, where, nullptr);
    GraphEdge e;
    e.sourceId = r.str(u"source"_s);
    e.link.targetId = r.str(u"target"_s);
    const QString type = r.str(u"type"_s);
    const auto kind = RecordLink::kindFromKey(type);
    e.link.probability = r.num(u"probability"_s);
    e.link.condition = r.str(u"condition"_s);
    e.link.distinction = r.str(u"distinction"_s);
    e.link.extra = r.rest();
    if (!kind) {
        r.wrongType(u"type"_s, u"leads_to, preceded_by or frequently_confused_with"_s, QJsonValue(type));
        return std::nullopt;
    }
    e.link.kind = *kind;
    if (e.sourceId.isEmpty() || e.link.targetId.isEmpty()) {
        diags->append(missing(where, e.sourceId.isEmpty() ? u"source"_s : u"target"_s));
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

QString describeKeys(const QJsonObject &o)
{
    QStringList keys = o.keys();
    const qsizetype shown = std::min<qsizetype>(keys.size(), 5);
    QString s = u"a JSON object with keys "_s + keys.mid(0, shown).join(u", "_s);
    if (keys.size() > shown)
        s += u", …"_s;
    return s;
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

Diagnostic problem(const QString &path, Diagnostic::Code code, QStringList args = {}, int line = 0, int column = 0)
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
        out->diagnostics.append(problem(path, Diagnostic::Code::JsonSyntax, {err.errorString()}, line, column));
        return;
    }
    const Diagnostic where = at(path);
    if (doc.isObject()) {
        if (!addObject(doc.object(), where, &bytes, out))
            out->diagnostics.append(problem(path, Diagnostic::Code::NotARecord, {describeKeys(doc.object())}));
        return;
    }
    const QJsonArray array = doc.array();
    qsizetype others = 0;
    for (const QJsonValue &v : array) {
        if (!v.isObject() || !addObject(v.toObject(), where, nullptr, out))
            ++others;
    }
    if (others == array.size())
        out->diagnostics.append(problem(
            path, Diagnostic::Code::NotARecord,
            {QStringLiteral("a JSON array of %1 item(s), none of them an error record").arg(array.size())}));
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
        out->diagnostics.append(problem(path, Diagnostic::Code::JsonSyntax, {err.errorString()}, lineNumber,
                                        err.offset + 1));
        return;
    }
    if (!doc.isObject() || !addObject(doc.object(), at(path, lineNumber), nullptr, out))
        out->diagnostics.append(problem(path, Diagnostic::Code::NotARecord,
                                        {doc.isObject() ? describeKeys(doc.object()) : u"a JSON array"_s},
                                        lineNumber));
}

void readJsonLines(const QString &path, const QByteArray &bytes, FileContents *out)
{
    int lineNumber = 0;
    qsizetype pos = 0;
    while (pos < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', pos);
        if (end < 0)
            end = bytes.size();
        ++lineNumber;
        readJsonLine(path, QByteArrayView(bytes).sliced(pos, end - pos), lineNumber, out);
        pos = end + 1;
    }
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
        if (value.size() >= 2 && ((value.startsWith(u'"') && value.endsWith(u'"'))
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
    doc.kind = path.endsWith(u".md"_s, Qt::CaseInsensitive) || path.endsWith(u".markdown"_s, Qt::CaseInsensitive)
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
    if (path.endsWith(u".jsonl"_s, Qt::CaseInsensitive) || path.endsWith(u".ndjson"_s, Qt::CaseInsensitive))
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

} // namespace

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
        out.diagnostics.append(problem(path, Diagnostic::Code::InvalidUtf8, {QString::number(bad)}, line, column));
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
        out.diagnostics.append(
            problem(path, Diagnostic::Code::JsonSyntax, {u"expected { or ["_s}, line, column));
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

FileContents SourceReader::readFile(const QString &path, const std::atomic_bool *cancel)
{
    FileContents out;
    out.path = path;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.diagnostics.append(problem(path, Diagnostic::Code::CannotOpen, {file.errorString()}));
        return out;
    }
    const qint64 size = file.size();
    const bool jsonLines = path.endsWith(u".jsonl"_s, Qt::CaseInsensitive)
        || path.endsWith(u".ndjson"_s, Qt::CaseInsensitive);
    if (!jsonLines && size > maxDocumentBytes) {
        out.diagnostics.append(problem(path, Diagnostic::Code::TooLarge,
                                       {QString::number(size / (1024 * 1024)),
                                        QString::number(maxDocumentBytes / (1024 * 1024))}));
        return out;
    }
    if (!jsonLines)
        return parse(path, file.readAll());

    // JSON Lines: stream, so a file of any size loads in bounded memory beyond its records.
    int lineNumber = 0;
    QByteArray line;
    while (!file.atEnd()) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            break;
        line = file.readLine(maxJsonLineBytes + 1);
        ++lineNumber;
        if (line.size() > maxJsonLineBytes && !line.endsWith('\n')) {
            out.diagnostics.append(problem(path, Diagnostic::Code::LineTooLong,
                                           {QString::number(maxJsonLineBytes / (1024 * 1024))}, lineNumber));
            while (!file.atEnd() && !file.readLine(1 << 20).endsWith('\n')) { }
            continue;
        }
        if (lineNumber == 1 && line.startsWith("\xEF\xBB\xBF"))
            line.remove(0, 3);
        if (const qsizetype bad = TextUtil::firstInvalidUtf8(line); bad >= 0) {
            out.diagnostics.append(problem(path, Diagnostic::Code::InvalidUtf8,
                                           {QString::number(file.pos() - line.size() + bad)}, lineNumber,
                                           int(bad) + 1));
            continue;
        }
        readJsonLine(path, line, lineNumber, &out);
    }
    if (lineNumber == 0)
        out.diagnostics.append(problem(path, Diagnostic::Code::EmptyFile));
    return out;
}

} // namespace Faultline
