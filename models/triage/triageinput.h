// SPDX-License-Identifier: MIT
#pragma once

#include "triage.h"

#include <QString>

#include <optional>

namespace Faultline {

/**
 * A log named on the command line, triaged: a file, standard input (-) or another pipe
 * (`<(command)`), gzip-compressed or not, whatever its name (the first bytes tell). A pipe is read
 * once, as a stream, from its first byte; gzip is unpacked as it is read, never to disk. Devices,
 * sockets and /proc files are refused before they are opened (they may never end).
 *
 * What `faultline triage` does for each log, one at a time or many at once (a batch): thread-safe,
 * as Triage::run() is, apart from standard input, which only one call may read.
 */
namespace TriageInput {

struct Outcome
{
    /// Unset when the log could not be read at all (error says why); set with its error when it
    /// was read in part (a cut-short gzip log is triaged as far as it goes).
    std::optional<TriageResult> result;
    QString error; ///< why it was not read at all, for the user; empty when it was
    /// What the gzip reader noticed about a log it read to the end (a trailing mess it skipped),
    /// for the user; empty for most logs.
    QString notice;
    qint64 fileSize = -1; ///< the file's size as stored (compressed, for gzip); -1 for a pipe
    bool gzip = false;
};

Outcome triage(const TriageSetup &setup, const QString &file, const TriageControl &control);

} // namespace TriageInput

} // namespace Faultline
