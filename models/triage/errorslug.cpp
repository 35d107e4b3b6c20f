// SPDX-License-Identifier: MIT
#include "errorslug.h"

#include <QStringTokenizer>

namespace Faultline {

QStringView errorSlugView(QStringView id, bool *namesEnvironment)
{
    const qsizetype first = id.indexOf(u'/');
    const qsizetype second = first < 0 ? -1 : id.indexOf(u'/', first + 1);
    QStringView slug;
    bool environment = second >= 0;
    if (second >= 0) {
        slug = id.sliced(first + 1, second - first - 1);
    } else if (first >= 0) {
        slug = id.sliced(first + 1);
        const qsizetype underscore = slug.indexOf(u'_');
        environment = underscore >= 0;
        if (environment)
            slug.truncate(underscore);
    }
    if (namesEnvironment)
        *namesEnvironment = environment;
    return slug;
}

QString errorSlug(const QString &id, bool *namesEnvironment)
{
    return errorSlugView(id, namesEnvironment).toString();
}

namespace {

/// Whether a word of \a id's error slug ("punycode-deprecation": "punycode", "deprecation")
/// satisfies \a says.
template<typename Says>
bool aSlugWord(const QString &id, Says says)
{
    for (QStringView part : errorSlugView(id).tokenize(u'-')) {
        if (says(part))
            return true;
    }
    return false;
}

} // namespace

bool namesAWarning(const QString &id)
{
    return aSlugWord(id, [](QStringView part) { return part.endsWith(u"warning"); });
}

bool namesADeprecation(const QString &id)
{
    return aSlugWord(id, [](QStringView part) { return part.startsWith(u"deprecat"); });
}

QString errorKey(const Record &record)
{
    bool environment = false;
    const QString id = record.id();
    const QStringView slug = errorSlugView(id, &environment);
    return environment ? record.domain() + u'/' + slug : id;
}

} // namespace Faultline
