// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "ecosystemfit.h"
#include "triage.h"

#include <QList>

/// The cause before what it led to, when a log's findings are ranked (FindingRanker).
namespace Faultline::CauseOrder {

/// Lowers the score of what an error led to: a finding whose line says only that a step failed or
/// that a wait ran out, or that is a warning (isAWarning()), when another finding's line, of a
/// record that fits the log, says why (below the best such error line whose record reads like it,
/// wherever it is: Gradle's "FAILURE: Build failed with an exception." above a stack trace's
/// "Caused by: … Unsupported class file major version 67"); a message about "the above error", or a
/// shell's "Segmentation fault (core dumped)", below the error above it; a runtime's warning class
/// ("DeprecationWarning:") below an error line after it, of any product; and of two errors of one domain a
/// few lines apart, the later (the earlier when the later is a Java "Caused by:"; any distance
/// apart when both are an exception's message below its header, as Flutter reports each error).
void yieldToReasons(QList<Finding> &findings, const EcosystemFit &fit);

/// Lowers a .NET exception that defers to the inner exception below it ("The type initializer for
/// 'Gdip' threw an exception." over " ---> System.PlatformNotSupportedException: …") below a
/// finding on that inner exception's line, a suggestion too: the inner exception is the error. Not
/// below a finding that names few of the inner message's rare words (a record of another message of
/// the same exception class). So does a report of a command that failed which quotes its stderr,
/// going on below (OutcomeLine::quotesStderrBelow()), below a finding on the lines of that stderr.
void yieldToInnerExceptions(QList<Finding> &findings);

/// Lowers a .NET inner exception (" ---> System.InvalidOperationException: Unable to resolve
/// service for type …") below the finding on the exception just above it when that exception
/// quotes the inner one's message in its own ("Unable to create a 'DbContext' of type 'ShopDb'. The
/// exception 'Unable to resolve service for type …' was thrown while attempting to create an
/// instance.") and its record reads like that whole line: the outer exception already says what
/// the inner one does, and in what situation.
void yieldToOuterExceptionsQuotingThem(QList<Finding> &findings);

/// Lowers a bare exception, its message a few words ("TimeoutError: timed out"), below the error of
/// another exception's class stated a little below it, on an error line, whose record explains much
/// more of its line: the library's error raised while handling the bare one, in a Python traceback's
/// chain ("pymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on
/// '….rds.amazonaws.com' (timed out)\")"), which says what timed out or refused.
void yieldBareExceptionsToTheirLibrarysError(QList<Finding> &findings);

/// Lowers a finding whose line says only that a step failed below the best suggestion on an error
/// line whose record reads like it: what no regex matched may be the reason.
void yieldToSuggestedReasons(QList<Finding> &findings);

/// Whether \a finding is a warning: its record is about one ("servername-warning"), or its line
/// was logged at the warning level ("WARN[0000] … the attribute `version` is obsolete"; not a
/// Kubernetes Warning event, which is how Kubernetes reports errors).
bool isAWarning(const Finding &finding);

} // namespace Faultline::CauseOrder
