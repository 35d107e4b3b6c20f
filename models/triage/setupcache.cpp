// SPDX-License-Identifier: MIT
#include "setupcache.h"

#include "cachefile.h"
#include "streamreader.h"

#include <QDataStream>
#include <QIODevice>

using namespace Qt::StringLiterals;

namespace Faultline::SetupCache {

namespace {

constexpr QByteArrayView kind = "triage-setup";

void prepare(QDataStream &stream)
{
    stream.setVersion(QDataStream::Qt_6_5);
    stream.setByteOrder(QDataStream::LittleEndian); // what StreamReader reads
}

/// A running checksum of many small texts, without copying them into one buffer first.
class Sum
{
public:
    void add(QStringView text)
    {
        mix(CacheFile::checksum(
            QByteArrayView(reinterpret_cast<const char *>(text.data()), text.size() * 2)));
    }
    void add(const QStringList &texts)
    {
        mix(quint64(texts.size()));
        for (const QString &text : texts)
            add(text);
    }
    void mix(quint64 value)
    {
        m_sum = ((m_sum ^ value) * 0x9E3779B185EBCA87ull) + 0x165667B19E3779F9ull;
        m_sum = (m_sum << 27) | (m_sum >> 37);
    }
    quint64 value() const { return m_sum; }

private:
    quint64 m_sum = 0;
};

} // namespace

QByteArray key(const QList<Record> &records)
{
    Sum sum;
    for (const Record &r : records) {
        sum.add(r.id());
        sum.add(r.signature());
        sum.add(r.regex());
        sum.add(r.domain());
        sum.add(r.category());
        sum.add(r.subcategory());
        sum.add(r.rootCause());
        sum.add(r.aliases());
        sum.add(r.tags());
        sum.mix(r.isBuiltIn() ? 1 : 2);
    }
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    prepare(out);
    out << quint64(records.size()) << sum.value();
    return bytes;
}

QString filePath(const QString &folder, const QString &name)
{
    return CacheFile::filePath(folder, u"setup"_s, name.toUtf8());
}

std::optional<Contents> read(const QString &path, const QByteArray &key, qsizetype records, QString *why)
{
    const std::optional<CacheFile::Contents> file = CacheFile::read(path, kind, why);
    if (!file)
        return std::nullopt;
    if (!file->isFor(key)) {
        if (why)
            *why = u"stale: the records changed"_s;
        return std::nullopt;
    }
    StreamReader in(file->payload);
    Contents contents;
    const quint32 count = in.readCount(8);
    if (in.status() != QDataStream::Ok || qsizetype(count) != records) {
        if (why)
            *why = u"not of these records"_s;
        return std::nullopt;
    }
    contents.patternTexts.reserve(count);
    for (quint32 i = 0; i < count; ++i) {
        std::optional<PatternText> text = PatternText::read(in);
        if (!text)
            break;
        contents.patternTexts.push_back(std::move(*text));
    }
    std::optional<RecordSearch> search;
    if (contents.patternTexts.size() == count)
        search = RecordSearch::read(in);
    if (!search || search->size() != records || in.status() != QDataStream::Ok || !in.atEnd()) {
        if (why)
            *why = u"payload not readable"_s;
        return std::nullopt;
    }
    contents.search = std::move(*search);
    return contents;
}

bool write(const QString &path, const QByteArray &key, const std::vector<PatternText> &patternTexts,
    const RecordSearch &search, QString *error)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    prepare(out);
    out << quint32(patternTexts.size());
    for (const PatternText &text : patternTexts)
        text.write(out);
    search.write(out);
    return CacheFile::write(path, kind, key, bytes, error);
}

} // namespace Faultline::SetupCache
