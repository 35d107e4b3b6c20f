// SPDX-License-Identifier: MIT
#include "knowledgesources.h"

#include "bundled.h"
#include "sourcelicence.h"

#include <QCoreApplication>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace Faultline::KnowledgeSources {

QStringList toLoad(const QStringList &chosen, bool builtIn)
{
    QStringList sources = chosen.isEmpty() ? QStringList {bundledKnowledgeBase()} : chosen;
    if (builtIn && !builtInKnowledgeBase().isEmpty())
        sources.append(builtInKnowledgeBase());
    return sources;
}

bool isBuiltIn(const QString &source)
{
    return !source.isEmpty() && source == builtInKnowledgeBase();
}

QString displayName(const QString &source)
{
    if (isBuiltIn(source))
        return QCoreApplication::translate("Faultline::KnowledgeSources", "Faultline built-in");
    return source;
}

QString licence(const QString &source)
{
    if (source.isEmpty() || source.startsWith(u':'))
        return u"MIT License"_s; // the bundled and the built-in knowledge bases are the project's
    return SourceLicence::find(source);
}

QStringList savedSources()
{
    return QSettings().value(u"knowledgeBase/sources"_s).toStringList();
}

QStringList savedDisabledSources()
{
    return QSettings().value(u"knowledgeBase/disabledSources"_s).toStringList();
}

bool savedBuiltIn()
{
    return QSettings().value(u"knowledgeBase/builtIn"_s, true).toBool();
}

void saveBuiltIn(bool builtIn)
{
    QSettings().setValue(u"knowledgeBase/builtIn"_s, builtIn);
}

void saveSources(const QStringList &on, const QStringList &off)
{
    QSettings settings;
    settings.setValue(u"knowledgeBase/sources"_s, on);
    settings.setValue(u"knowledgeBase/disabledSources"_s, off);
}

void saveSources(const QStringList &on)
{
    QSettings().setValue(u"knowledgeBase/sources"_s, on);
}

QList<QStringList> recentSources()
{
    QList<QStringList> recent;
    // Each set is kept as one string, its sources a line each.
    for (const QString &entry : QSettings().value(u"knowledgeBase/recent"_s).toStringList())
        recent.append(entry.split(u'\n'));
    return recent;
}

void addRecentSources(const QStringList &sources)
{
    if (sources.isEmpty())
        return;
    QSettings settings;
    QStringList recent = settings.value(u"knowledgeBase/recent"_s).toStringList();
    const QString entry = sources.join(u'\n');
    recent.removeAll(entry);
    recent.prepend(entry);
    settings.setValue(u"knowledgeBase/recent"_s, recent.mid(0, 8));
}

} // namespace Faultline::KnowledgeSources
