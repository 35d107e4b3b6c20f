// SPDX-License-Identifier: MIT
#include "programfiles.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Faultline::ProgramFiles {

namespace {

/// \a name in \a folder and in \a folder's \a relative folder, cleaned (no "..").
QStringList nextToAndAt(const QString &folder, const QString &relative, const QString &name)
{
    const QDir here(folder);
    return {QDir::cleanPath(here.filePath(name)), QDir::cleanPath(here.filePath(relative + u'/' + name))};
}

} // namespace

QStringList windowProgramCandidates(const QString &folder)
{
    return nextToAndAt(
        folder, QStringLiteral(FAULTLINE_BIN_TO_WINDOW), QStringLiteral(FAULTLINE_WINDOW_PROGRAM));
}

QString commandLineProgram(const QString &folder)
{
    for (const QString &path :
        nextToAndAt(folder, QStringLiteral(FAULTLINE_WINDOW_TO_BIN), QStringLiteral(FAULTLINE_CLI_PROGRAM))) {
        if (QFileInfo(path).isFile())
            return path;
    }
    return {};
}

} // namespace Faultline::ProgramFiles
