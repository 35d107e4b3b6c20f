// SPDX-License-Identifier: MIT
#pragma once

#include "recordscope.h"

#include <QString>
#include <QStringList>

namespace Faultline {

class KnowledgeSession;

/// `faultline triage --jsonl` (many logs, one JSON line each, a summary at the end) and
/// `faultline triage --merge` (the summary of JSON lines written before). Options are parsed by
/// the triage command (triagecommand.cpp); these run them.
namespace BatchCommand {

struct Request
{
    QStringList names; ///< files and folders
    QString filesFrom; ///< a list of paths, one a line; - for standard input; empty: none
    QString summaryFile; ///< the summary as JSON there; empty: as text on standard error
    ScopeFilter scope = ScopeFilter::Software;
    int top = 10;
    int jobs = 0; ///< logs triaged at once; 0: one per core
    bool quiet = false; ///< no progress, no summary on standard error
};

struct Outcome
{
    int exitCode = 0; ///< 2 when the batch could not run; otherwise see anyDiagnosis and anyError
    bool anyDiagnosis = false;
    bool anyError = false; ///< some log unreadable or read in part, or the summary not written
};

/// Triages every log of \a request with \a session (valid), printing a JSON line per log to
/// standard output as each finishes, progress on standard error when it is a terminal, and the
/// summary.
Outcome triage(const KnowledgeSession &session, const Request &request);

/// Reads the JSON lines of \a files (- for standard input) and prints their summary to standard
/// output, as text or, when \a json, as JSON; or writes it as JSON to \a summaryFile when set.
/// Returns 0 when some log has a diagnosis, 1 when none has, 2 when a file or line was unreadable.
int merge(const QStringList &files, const QString &summaryFile, bool json, int top);

} // namespace BatchCommand

} // namespace Faultline
