// SPDX-License-Identifier: MIT
#include "record.h"

using namespace Qt::StringLiterals;

namespace Faultline {

Record::Record() = default;
Record::Record(const Record &) = default;
Record::Record(Record &&) noexcept = default;
Record &Record::operator=(const Record &) = default;
Record &Record::operator=(Record &&) noexcept = default;
Record::~Record() = default;

bool Record::isValid() const
{
    return d && !d->id.isEmpty();
}

// An invalid record answers empty values rather than crashing.
static const RecordData &emptyData()
{
    static const RecordData empty;
    return empty;
}

const RecordData &Record::data() const
{
    if (!d)
        return emptyData();
    if (RecordPending *pending = d->pending.get()) {
        std::call_once(pending->decoded, [&] {
            // Into the shared data: every copy of the record sees it. The fields written here are
            // ones no reader touches before call_once() returns.
            pending->decode(pending->bytes, const_cast<RecordData &>(*d));
            pending->bytes = {};
            pending->storage.reset();
        });
    }
    return *d;
}

const RecordData &Record::firstFields() const
{
    return d ? *d : emptyData();
}

RecordData &Record::edit()
{
    if (!d) {
        d = new RecordData;
    } else if (d->pending) {
        (void)data(); // whole before it is copied or changed
        d->pending.reset(); // detaches; what it says of the record (its scope) may change now
    }
    return *d;
}

QString Record::id() const
{
    return firstFields().id;
}
QString Record::signature() const
{
    return firstFields().signature;
}
QString Record::signatureZh() const
{
    return data().signatureZh;
}
QString Record::regex() const
{
    return firstFields().regex;
}
QString Record::domain() const
{
    return firstFields().domain;
}
QString Record::category() const
{
    return firstFields().category;
}
QString Record::subcategory() const
{
    return firstFields().subcategory;
}
QString Record::rootCause() const
{
    return firstFields().rootCause;
}
QString Record::rootCauseType() const
{
    return data().rootCauseType;
}
QString Record::rootCauseZh() const
{
    return data().rootCauseZh;
}
QList<VersionInfo> Record::versions() const
{
    return data().versions;
}
QString Record::os() const
{
    return data().os;
}
QJsonObject Record::osSpecific() const
{
    return data().osSpecific;
}
QJsonObject Record::environment() const
{
    return data().environment;
}
QList<DeadEnd> Record::deadEnds() const
{
    return data().deadEnds;
}
QList<Workaround> Record::workarounds() const
{
    return data().workarounds;
}
QStringList Record::workaroundsZh() const
{
    return data().workaroundsZh;
}
QList<RecordLink> Record::links() const
{
    return data().links;
}
QString Record::officialDocUrl() const
{
    return data().officialDocUrl;
}
QString Record::officialDocSection() const
{
    return data().officialDocSection;
}
QString Record::errorCode() const
{
    return data().errorCode;
}
QString Record::verificationTier() const
{
    return data().verificationTier;
}
std::optional<double> Record::confidence() const
{
    return firstFields().confidence;
}
std::optional<double> Record::fixSuccessRate() const
{
    return data().fixSuccessRate;
}
Resolvable Record::resolvable() const
{
    return data().resolvable;
}
QString Record::firstSeen() const
{
    return data().firstSeen;
}
QString Record::lastConfirmed() const
{
    return data().lastConfirmed;
}
QString Record::lastUpdated() const
{
    return data().lastUpdated;
}
std::optional<int> Record::evidenceCount() const
{
    return data().evidenceCount;
}
QStringList Record::tags() const
{
    return firstFields().tags;
}
QStringList Record::examples() const
{
    return data().examples;
}
QString Record::locale() const
{
    return data().locale;
}
QStringList Record::aliases() const
{
    return firstFields().aliases;
}
QString Record::url() const
{
    return data().url;
}
QJsonObject Record::metadata() const
{
    return data().metadata;
}
QJsonObject Record::extra() const
{
    return data().extra;
}
RecordFormat Record::format() const
{
    return firstFields().format;
}
QString Record::sourcePath() const
{
    return firstFields().sourcePath;
}
bool Record::isBuiltIn() const
{
    return firstFields().sourcePath.startsWith(u":/");
}
int Record::sourceLine() const
{
    return firstFields().sourceLine;
}
QString Record::regexError() const
{
    return firstFields().regexError;
}

QString RecordLink::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::LeadsTo:
        return u"leads_to"_s;
    case Kind::PrecededBy:
        return u"preceded_by"_s;
    case Kind::ConfusedWith:
        return u"frequently_confused_with"_s;
    }
    return {};
}

std::optional<RecordLink::Kind> RecordLink::kindFromKey(QStringView key)
{
    if (key == u"leads_to")
        return Kind::LeadsTo;
    if (key == u"preceded_by")
        return Kind::PrecededBy;
    // The graph edge files say "confused_with" for what records call "frequently_confused_with".
    if (key == u"frequently_confused_with" || key == u"confused_with")
        return Kind::ConfusedWith;
    return std::nullopt;
}

QString resolvableKey(Resolvable r)
{
    switch (r) {
    case Resolvable::True:
        return u"true"_s;
    case Resolvable::Partial:
        return u"partial"_s;
    case Resolvable::False:
        return u"false"_s;
    case Resolvable::Unknown:
        break;
    }
    return {};
}

Resolvable resolvableFromKey(QStringView key)
{
    if (key.compare(u"true", Qt::CaseInsensitive) == 0)
        return Resolvable::True;
    if (key.compare(u"partial", Qt::CaseInsensitive) == 0)
        return Resolvable::Partial;
    if (key.compare(u"false", Qt::CaseInsensitive) == 0)
        return Resolvable::False;
    return Resolvable::Unknown;
}

} // namespace Faultline
