// SPDX-License-Identifier: MIT
#include "recordscope.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// The runtime of a version entry: its first word ("ai-agent >=1.0" → "ai-agent").
QStringView runtimeOf(const VersionInfo &v)
{
    const QStringView version(v.version);
    const qsizetype space = version.indexOf(u' ');
    return space < 0 ? version : version.left(space);
}

bool namesPeople(const QJsonObject &environment)
{
    const QJsonObject additional = environment.value("additional"_L1).toObject();
    for (const QJsonObject &o : {environment, additional}) {
        for (const auto key : {"audience"_L1, "country"_L1, "jurisdiction_level"_L1}) {
            if (o.contains(key))
                return true;
        }
    }
    return false;
}

} // namespace

RecordScope scopeOf(const Record &record)
{
    // A record read from a cache says what it was when it was written, so that asking does not
    // decode every record's versions and environment.
    if (const RecordPending *pending = record.firstFields().pending.get(); pending && pending->scope >= 0)
        return RecordScope(pending->scope);
    const RecordData &d = record.data();
    for (const VersionInfo &v : d.versions) {
        if (runtimeOf(v).compare("ai-agent"_L1, Qt::CaseInsensitive) == 0)
            return RecordScope::Advice;
    }
    return namesPeople(d.environment) ? RecordScope::Advice : RecordScope::Software;
}

} // namespace Faultline
