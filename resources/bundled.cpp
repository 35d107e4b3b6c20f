// SPDX-License-Identifier: MIT
#include "bundled.h"

using namespace Qt::StringLiterals;

QString Faultline::bundledKnowledgeBase()
{
    return u":/seeds"_s;
}
