// SPDX-License-Identifier: MIT
#include "bundled.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

QString Faultline::bundledKnowledgeBase()
{
    return u":/seeds"_s;
}

QString Faultline::builtInKnowledgeBase()
{
    // Qt resources do not change while the program runs: looked up once.
    static const QString folder = QFileInfo(u":/kb"_s).isDir() ? u":/kb"_s : QString();
    return folder;
}
