// SPDX-License-Identifier: MIT
#include "matchplan.h"
#include "matchplan_p.h"

#include "compiledpattern.h"
#include "logging.h"
#include "streamreader.h"

#include <QDataStream>
#include <QIODevice>
#include <QtConcurrentRun>

namespace Faultline {

namespace {

constexpr QDataStream::Version streamVersion = QDataStream::Qt_6_5;

void prepare(QDataStream &stream)
{
    stream.setVersion(streamVersion);
    stream.setByteOrder(QDataStream::LittleEndian);
}

void write(QDataStream &out, const std::string &text)
{
    out << quint32(text.size());
    out.writeRawData(text.data(), int(text.size()));
}

bool read(StreamReader &in, std::string &text)
{
    quint32 size = 0;
    in >> size;
    const QByteArrayView raw = in.readRaw(size);
    text.assign(raw.data(), std::size_t(raw.size()));
    return in.status() == QDataStream::Ok;
}

void write(QDataStream &out, const std::vector<std::string> &texts)
{
    out << quint32(texts.size());
    for (const std::string &text : texts)
        write(out, text);
}

bool read(StreamReader &in, std::vector<std::string> &texts)
{
    const quint32 size = in.readCount(4); // each text starts with its size
    if (in.status() != QDataStream::Ok)
        return false;
    texts.resize(size);
    for (std::string &text : texts) {
        if (!read(in, text))
            return false;
    }
    return true;
}

void write(QDataStream &out, const PlannedPattern &p)
{
    write(out, p.error);
    out << p.matchesEmpty << quint32(p.alternatives.size());
    for (const PatternCuts &cuts : p.alternatives) {
        write(out, cuts.cuts[0]);
        write(out, cuts.cuts[1]);
        write(out, cuts.pieces);
        write(out, cuts.prefix);
    }
    out << p.dotStar.has_value() << quint32(p.dotStar ? p.dotStar->size() : 0);
    if (p.dotStar) {
        for (const std::vector<std::string> &alternative : *p.dotStar)
            write(out, alternative);
    }
}

bool read(StreamReader &in, PlannedPattern &p)
{
    if (!read(in, p.error))
        return false;
    in >> p.matchesEmpty;
    const quint32 alternatives = in.readCount();
    if (in.status() != QDataStream::Ok)
        return false;
    p.alternatives.resize(alternatives);
    for (PatternCuts &cuts : p.alternatives) {
        if (!read(in, cuts.cuts[0]) || !read(in, cuts.cuts[1]) || !read(in, cuts.pieces)
            || !read(in, cuts.prefix))
            return false;
    }
    bool hasDotStar = false;
    in >> hasDotStar;
    const quint32 dotStar = in.readCount();
    if (in.status() != QDataStream::Ok)
        return false;
    if (hasDotStar) {
        p.dotStar.emplace(dotStar);
        for (std::vector<std::string> &alternative : *p.dotStar) {
            if (!read(in, alternative))
                return false;
        }
    }
    return in.status() == QDataStream::Ok;
}

} // namespace

PlannedAutomaton PlannedAutomaton::read(const QByteArray &bytes, qsizetype from, qsizetype size)
{
    PlannedAutomaton planned;
    // bytes is shared, not copied, and kept by the job.
    planned.m_reading = QtConcurrent::run([bytes, from, size]() -> std::shared_ptr<const LiteralSet> {
        std::optional<LiteralSet> set = LiteralSet::fromBytes(QByteArrayView(bytes).sliced(from, size));
        if (!set) {
            // Tables that do not hold together are dropped and built again from the literals; what
            // the plan says of each regex stands.
            qCDebug(lcMatch) << "a literal automaton of the match plan is damaged: built again";
            return nullptr;
        }
        return std::make_shared<const LiteralSet>(std::move(*set));
    });
    return planned;
}

PlannedPattern PlannedPattern::of(const CompiledPattern &compiled)
{
    return {compiled.error, compiled.matchesEmpty, compiled.alternatives, compiled.dotStar};
}

void PlannedPattern::applyTo(CompiledPattern &pattern) const
{
    pattern.error = error;
    pattern.matchesEmpty = matchesEmpty;
    pattern.alternatives = alternatives;
    pattern.dotStar = dotStar;
}

MatchPlan::MatchPlan() = default;
MatchPlan::~MatchPlan() = default;
MatchPlan::MatchPlan(const MatchPlan &) = default;
MatchPlan &MatchPlan::operator=(const MatchPlan &) = default;
MatchPlan::MatchPlan(std::shared_ptr<const Data> data) : d(std::move(data)) { }

qsizetype MatchPlan::size() const
{
    return d ? qsizetype(d->patterns.size()) : 0;
}

QByteArray MatchPlan::toBytes() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    prepare(out);
    // The automatons first, so that fromBytes() can start reading them before the patterns.
    const std::shared_ptr<const LiteralSet> sets[2]
        = {d ? d->automatons[0].get() : nullptr, d ? d->automatons[1].get() : nullptr};
    const bool automatons = sets[0] && sets[1];
    out << quint32(automatons ? 2 : 0);
    if (automatons) {
        for (const auto &set : sets) {
            const QByteArray saved = set->toBytes();
            out << quint32(saved.size());
            out.writeRawData(saved.constData(), int(saved.size()));
        }
    }
    out << quint32(size());
    if (d) {
        for (const auto &[pattern, planned] : d->patterns) {
            write(out, pattern);
            write(out, planned);
        }
    }
    return bytes;
}

std::optional<MatchPlan> MatchPlan::fromBytes(const QByteArray &bytes)
{
    StreamReader in(bytes);
    auto data = std::make_shared<Data>();
    quint32 automatons = 0;
    in >> automatons;
    if (in.status() != QDataStream::Ok || (automatons != 0 && automatons != 2))
        return std::nullopt;
    for (quint32 i = 0; i < automatons; ++i) {
        quint32 size = 0;
        in >> size;
        const qint64 at = in.position();
        if (in.readRaw(size).size() != qint64(size) || in.status() != QDataStream::Ok)
            return std::nullopt;
        data->automatons[i] = PlannedAutomaton::read(bytes, at, size);
    }
    const quint32 count = in.readCount();
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    data->patterns.reserve(count);
    for (quint32 i = 0; i < count; ++i) {
        std::string pattern;
        PlannedPattern planned;
        if (!read(in, pattern) || !read(in, planned))
            return std::nullopt;
        data->patterns.insert_or_assign(std::move(pattern), std::move(planned));
    }
    if (in.status() != QDataStream::Ok || !in.atEnd())
        return std::nullopt;
    return MatchPlan(std::move(data));
}

} // namespace Faultline
