// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

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

} // namespace Faultline
