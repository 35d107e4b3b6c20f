// SPDX-License-Identifier: MIT
#include "errorslug.h"

#include <QStringList>

namespace Faultline {

QString errorSlug(const QString &id, bool *namesEnvironment)
{
    const QStringList parts = id.split(u'/');
    QString slug = parts.size() >= 2 ? parts.at(1) : QString();
    bool environment = parts.size() >= 3;
    if (parts.size() == 2) {
        const qsizetype underscore = slug.indexOf(u'_');
        environment = underscore >= 0;
        if (environment)
            slug.truncate(underscore);
    }
    if (namesEnvironment)
        *namesEnvironment = environment;
    return slug;
}

bool namesAWarning(const QString &id)
{
    const QString slug = errorSlug(id);
    for (QStringView part : QStringView(slug).split(u'-')) {
        if (part.endsWith(u"warning"))
            return true;
    }
    return false;
}

} // namespace Faultline
