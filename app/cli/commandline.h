// SPDX-License-Identifier: MIT
#pragma once
// What the commands without a window (triage, kb) share.

#include "terminaltext.h"

#include <QString>

#include <cstdio>

namespace Faultline::CommandLine {

/// Every line a command prints goes through here: a log's or a record's escape sequences are
/// shown, never obeyed (TerminalText). JSON keeps its structure, as it has no raw control
/// characters but `\n`.
inline void print(FILE *stream, const QString &text)
{
    const QByteArray bytes = TerminalText::visible(text).toUtf8();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stream);
}

} // namespace Faultline::CommandLine
