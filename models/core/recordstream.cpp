// SPDX-License-Identifier: MIT
#include "recordstream.h"

#include "logging.h"
#include "recordscope.h"

#include <QIODevice>
#include <QJsonDocument>

#include <optional>

namespace Faultline {

namespace {

// Free-form objects (metadata, extra keys) as compact JSON text: Qt parses it straight into a
// QJsonObject, which measured faster than CBOR and its conversion (the corpus's 2,500 records hold
// some 7,500). An empty one costs one empty byte array.
void writeObject(QDataStream &out, const QJsonObject &object)
{
    out << (object.isEmpty() ? QByteArray() : QJsonDocument(object).toJson(QJsonDocument::Compact));
}

void readObject(StreamReader &in, QJsonObject &object)
{
    QByteArray json;
    in >> json;
    object = QJsonObject();
    if (json.isEmpty() || in.status() != QDataStream::Ok)
        return;
    QJsonParseError error;
    const QJsonDocument value = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !value.isObject())
        in.setStatus(QDataStream::ReadCorruptData);
    else
        object = value.object();
}

template<typename T>
void writeOptional(QDataStream &out, const std::optional<T> &value)
{
    out << value.has_value() << (value ? *value : T());
}

template<typename T>
void readOptional(StreamReader &in, std::optional<T> &value)
{
    bool has = false;
    T v {};
    in >> has >> v;
    value = has ? std::optional<T>(v) : std::nullopt;
}

template<typename E>
void writeEnum(QDataStream &out, E value)
{
    out << qint32(value);
}

/// Reads an enum written by writeEnum(); a value past \a last is damage.
template<typename E>
void readEnum(StreamReader &in, E &value, E last)
{
    qint32 v = 0;
    in >> v;
    if (v < 0 || v > qint32(last))
        in.setStatus(QDataStream::ReadCorruptData);
    else
        value = E(v);
}

/// A list of \a T, each element by \a write / \a read.
template<typename T, typename Write>
void writeList(QDataStream &out, const QList<T> &list, Write write)
{
    out << quint32(list.size());
    for (const T &item : list)
        write(out, item);
}

template<typename T, typename Read>
void readList(StreamReader &in, QList<T> &list, Read read)
{
    list.clear();
    const quint32 size = in.readCount();
    list.reserve(size);
    for (quint32 i = 0; i < size && in.status() == QDataStream::Ok; ++i) {
        T item;
        read(in, item);
        list.append(std::move(item));
    }
}

void writeVersion(QDataStream &out, const VersionInfo &v)
{
    out << v.version << v.introduced << v.deprecated << v.removed << v.behaviorChange << v.behaviorChangeZh
        << v.status;
    writeObject(out, v.extra);
}

void readVersion(StreamReader &in, VersionInfo &v)
{
    in >> v.version >> v.introduced >> v.deprecated >> v.removed >> v.behaviorChange >> v.behaviorChangeZh
        >> v.status;
    readObject(in, v.extra);
}

void writeDeadEnd(QDataStream &out, const DeadEnd &d)
{
    out << d.action << d.actionZh << d.whyFails << d.whyFailsZh;
    writeOptional(out, d.failRate);
    out << d.condition << d.conditionZh << d.commonMisconception << d.tradeoff << d.sources;
    writeObject(out, d.extra);
}

void readDeadEnd(StreamReader &in, DeadEnd &d)
{
    in >> d.action >> d.actionZh >> d.whyFails >> d.whyFailsZh;
    readOptional(in, d.failRate);
    in >> d.condition >> d.conditionZh >> d.commonMisconception >> d.tradeoff >> d.sources;
    readObject(in, d.extra);
}

void writeWorkaround(QDataStream &out, const Workaround &w)
{
    out << w.action << w.actionZh << w.how;
    writeOptional(out, w.successRate);
    out << w.condition << w.conditionZh << w.tradeoff << w.sources;
    writeObject(out, w.extra);
}

void readWorkaround(StreamReader &in, Workaround &w)
{
    in >> w.action >> w.actionZh >> w.how;
    readOptional(in, w.successRate);
    in >> w.condition >> w.conditionZh >> w.tradeoff >> w.sources;
    readObject(in, w.extra);
}

void writeLink(QDataStream &out, const RecordLink &l)
{
    writeEnum(out, l.kind);
    out << l.targetId;
    writeOptional(out, l.probability);
    out << l.condition << l.distinction << l.distinctionZh << l.typicalDelay;
    writeObject(out, l.extra);
}

void readLink(StreamReader &in, RecordLink &l)
{
    readEnum(in, l.kind, RecordLink::Kind::ConfusedWith);
    in >> l.targetId;
    readOptional(in, l.probability);
    in >> l.condition >> l.distinction >> l.distinctionZh >> l.typicalDelay;
    readObject(in, l.extra);
}

/// What triage reads of every record: decoded when the record is read.
void writeFirst(QDataStream &out, const RecordData &r)
{
    out << r.id << r.signature << r.regex << r.domain << r.category << r.subcategory << r.rootCause << r.tags
        << r.aliases;
    writeOptional(out, r.confidence);
    writeEnum(out, r.format);
    out << r.sourcePath << qint32(r.sourceLine) << r.regexError;
}

void readFirst(StreamReader &in, RecordData &r)
{
    in >> r.id >> r.signature >> r.regex >> r.domain >> r.category >> r.subcategory >> r.rootCause >> r.tags
        >> r.aliases;
    readOptional(in, r.confidence);
    readEnum(in, r.format, RecordFormat::BilingualPage);
    qint32 line = 0;
    in >> r.sourcePath >> line >> r.regexError;
    r.sourceLine = line;
}

/// The rest, which a reader shows for a few records: decoded when first asked for.
void writeRest(QDataStream &out, const RecordData &r)
{
    out << r.signatureZh << r.rootCauseType << r.rootCauseZh;
    writeList(out, r.versions, writeVersion);
    out << r.os;
    writeObject(out, r.osSpecific);
    writeObject(out, r.environment);
    writeList(out, r.deadEnds, writeDeadEnd);
    writeList(out, r.workarounds, writeWorkaround);
    out << r.workaroundsZh;
    writeList(out, r.links, writeLink);
    out << r.officialDocUrl << r.officialDocSection << r.errorCode << r.verificationTier;
    writeOptional(out, r.fixSuccessRate);
    writeEnum(out, r.resolvable);
    out << r.firstSeen << r.lastConfirmed << r.lastUpdated;
    writeOptional(out, r.evidenceCount);
    out << r.examples << r.locale << r.url;
    writeObject(out, r.metadata);
    writeObject(out, r.extra);
}

void readRest(StreamReader &in, RecordData &r)
{
    in >> r.signatureZh >> r.rootCauseType >> r.rootCauseZh;
    readList(in, r.versions, readVersion);
    in >> r.os;
    readObject(in, r.osSpecific);
    readObject(in, r.environment);
    readList(in, r.deadEnds, readDeadEnd);
    readList(in, r.workarounds, readWorkaround);
    in >> r.workaroundsZh;
    readList(in, r.links, readLink);
    in >> r.officialDocUrl >> r.officialDocSection >> r.errorCode >> r.verificationTier;
    readOptional(in, r.fixSuccessRate);
    readEnum(in, r.resolvable, Resolvable::False);
    in >> r.firstSeen >> r.lastConfirmed >> r.lastUpdated;
    readOptional(in, r.evidenceCount);
    in >> r.examples >> r.locale >> r.url;
    readObject(in, r.metadata);
    readObject(in, r.extra);
}

/// The rest's bytes, whole: false when they do not hold together.
bool readRestFrom(QByteArrayView bytes, RecordData &r)
{
    StreamReader in(bytes);
    readRest(in, r);
    return in.status() == QDataStream::Ok && in.atEnd();
}

/// RecordPending::decode for readDeferred(): the file's checksum was checked when it was read, so
/// damage here means a bug; the fields it could not read stay empty, and it says so.
void decodeRest(QByteArrayView bytes, RecordData &r)
{
    if (!readRestFrom(bytes, r))
        qCWarning(lcKnowledgeBase) << "a record of the knowledge base's cache is damaged:" << r.id;
}

/// The first fields, the record's scope and the rest's bytes; false when they do not hold together.
bool readParts(StreamReader &in, RecordData &r, qint8 &scope, QByteArrayView &rest)
{
    readFirst(in, r);
    in >> scope;
    quint32 size = 0;
    in >> size;
    rest = in.readRaw(size);
    if (scope < -1 || scope > qint8(RecordScope::Advice))
        in.setStatus(QDataStream::ReadCorruptData);
    return in.status() == QDataStream::Ok;
}

} // namespace

QDataStream &operator<<(QDataStream &out, const Record &record)
{
    const RecordData &r = record.data();
    writeFirst(out, r);
    out << qint8(scopeOf(record));
    QByteArray rest;
    QDataStream restOut(&rest, QIODevice::WriteOnly);
    restOut.setVersion(out.version());
    restOut.setByteOrder(out.byteOrder());
    writeRest(restOut, r);
    out << quint32(rest.size());
    out.writeRawData(rest.constData(), int(rest.size()));
    return out;
}

StreamReader &operator>>(StreamReader &in, Record &record)
{
    record = Record();
    RecordData &r = record.edit();
    qint8 scope = -1;
    QByteArrayView rest;
    if (readParts(in, r, scope, rest) && !readRestFrom(rest, r))
        in.setStatus(QDataStream::ReadCorruptData);
    return in;
}

void readDeferred(StreamReader &in, Record &record, std::shared_ptr<const void> storage)
{
    record = Record();
    RecordData &r = record.edit();
    auto pending = std::make_shared<RecordPending>();
    if (!readParts(in, r, pending->scope, pending->bytes))
        return;
    pending->storage = std::move(storage);
    pending->decode = decodeRest;
    r.pending = std::move(pending);
}

QDataStream &operator<<(QDataStream &out, const Document &d)
{
    writeEnum(out, d.kind);
    out << d.id << d.title << d.date << d.body;
    writeObject(out, d.frontMatter);
    out << d.sourcePath;
    return out;
}

StreamReader &operator>>(StreamReader &in, Document &d)
{
    readEnum(in, d.kind, Document::Kind::Page);
    in >> d.id >> d.title >> d.date >> d.body;
    readObject(in, d.frontMatter);
    in >> d.sourcePath;
    return in;
}

QDataStream &operator<<(QDataStream &out, const Diagnostic &d)
{
    writeEnum(out, d.severity);
    writeEnum(out, d.code);
    out << d.file << qint32(d.line) << qint32(d.column) << d.args;
    return out;
}

StreamReader &operator>>(StreamReader &in, Diagnostic &d)
{
    readEnum(in, d.severity, Diagnostic::Severity::Warning);
    readEnum(in, d.code, Diagnostic::Code::DuplicateDocumentId);
    qint32 line = 0, column = 0;
    in >> d.file >> line >> column >> d.args;
    d.line = line;
    d.column = column;
    return in;
}

} // namespace Faultline
