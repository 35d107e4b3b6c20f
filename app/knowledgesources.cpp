// SPDX-License-Identifier: MIT
#include "knowledgesources.h"

#include "bundled.h"

#include <QCoreApplication>

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

} // namespace Faultline::KnowledgeSources
