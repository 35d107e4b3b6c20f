// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace Faultline {

/// Where a problem was found: \a line and \a column are 1-based, 0 when unknown or the whole file.
inline Diagnostic fileLocation(const QString &path, int line = 0, int column = 0)
{
    Diagnostic d;
    d.file = path;
    d.line = line;
    d.column = column;
    return d;
}

/// A problem with a file as a whole or at one place in it, with the default (error) severity.
inline Diagnostic fileProblem(
    const QString &path, Diagnostic::Code code, QStringList args = {}, int line = 0, int column = 0)
{
    Diagnostic d = fileLocation(path, line, column);
    d.code = code;
    d.args = std::move(args);
    return d;
}

#ifdef Q_OS_UNIX
/// What a file of \a mode (st_mode) is, for NotRegularFile; translated when shown.
inline QString fileKindPhrase(mode_t mode)
{
    if (S_ISDIR(mode))
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a folder"));
    if (S_ISFIFO(mode))
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a FIFO (named pipe)"));
    if (S_ISSOCK(mode))
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a socket"));
    if (S_ISCHR(mode))
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a character device"));
    if (S_ISBLK(mode))
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a block device"));
    return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a special file"));
}
#endif

} // namespace Faultline
