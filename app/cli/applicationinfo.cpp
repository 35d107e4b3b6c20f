// SPDX-License-Identifier: MIT
#include "applicationinfo.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace Faultline {

void setApplicationInfo()
{
    QCoreApplication::setOrganizationName(u"Faultline"_s);
    QCoreApplication::setApplicationName(u"Faultline"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(FAULTLINE_VERSION));
}

} // namespace Faultline
