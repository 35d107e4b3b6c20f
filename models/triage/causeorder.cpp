// SPDX-License-Identifier: MIT
#include "causeorder.h"

#include "errorslug.h"
#include "exceptionmessage.h"
#include "loglevel.h"
#include "outcomeline.h"
#include "triageconfidence.h"

#include <algorithm>
#include <optional>

namespace Faultline::CauseOrder {

namespace {

/// How much a finding on a line that says only that a step failed ("error: external filter
/// 'git-lfs filter-process' failed", "FAILURE: Build failed with an exception.") loses when another
/// finding's line, of the log's ecosystems, says why: the reason is the diagnosis, the failed step
/// its consequence.
constexpr double outcomePenalty = 0.15;
constexpr double consequencePenalty = 0.08;
/// How far apart an error and its consequence are: a few lines; an exception and its "Caused
/// by:" have the stack trace between them.
constexpr qint64 consequenceLines = 10, causeLines = 200;
/// How much below a Java exception its "Caused by: …" may score and still rank first, just below it:
/// the exception at the margin reads as an error more than any "Caused by:" line does, and its
/// record (Spring's "Error creating bean") is often worded just like it. Tuned on the evaluation's
/// tuning half: 0.15, 0.25 and 0.35 each gained the same case, and lost none.
constexpr double causedByMargin = 0.15;
/// How far below a .NET exception that defers to its inner exception the inner one is: the next
/// line, or a few when the outer message runs over several.
constexpr qint64 innerExceptionLines = 3;
/// How much of the inner exception's rare words a finding on its line must name (its Information
/// feature: about 2.4 rare words) for the wrapper to yield to it: "FileNotFoundException: Could not
/// load file or assembly" reads like " ---> System.IO.FileNotFoundException: Could not find file
/// '/app/Data/regions.json'." by its class and common words alone, and the record of the wrapper
/// then says more.
constexpr double explainsTheInnerError = 0.6;
/// How much an error line below or above an outcome must read like its record's signature for the
/// outcome to rank below it.
constexpr double statesItsReason = 0.4;

/// A score for \a findings[\a i] below the best of the findings that \a isItsReason (by index)
/// says it comes after, and an outcome's penalty below its own; none when there is no such finding.
template<typename IsItsReason>
std::optional<double> scoreBelowItsReason(
    const QList<Finding> &findings, qsizetype i, IsItsReason isItsReason)
{
    std::optional<double> best;
    for (qsizetype j = 0; j < findings.size(); ++j) {
        if (isItsReason(j))
            best = std::max(best.value_or(0.0), findings.at(j).score);
    }
    if (!best)
        return std::nullopt;
    return std::min(findings.at(i).score - outcomePenalty, *best - 0.01);
}

/// Whether \a finding's line is a Java "Caused by: …", the cause of the exception above it.
bool isJavaCause(const Finding &finding)
{
    return finding.bestLine.trimmed().startsWith(u"Caused by");
}

/// Cause before consequence: of two errors of one domain a few lines apart, the later is what
/// the earlier led to ("Permission denied (publickey)" after the key was ignored); but a Java
/// "Caused by: …" below an exception is the cause of that exception. \a outcomes: per finding,
/// whether it is no cause of anything (an outcome, a warning).
void lowerConsequences(QList<Finding> &findings, const QList<bool> &outcomes)
{
    QList<bool> consequence(findings.size(), false);
    QList<double> below(findings.size(), 0); // a Java exception ranks below its "Caused by:"
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding &later = findings.at(i);
        if (!later.best.evidence || later.best.severity < 0.5)
            continue;
        const bool causedBy = isJavaCause(later);
        for (qsizetype j = 0; j < findings.size(); ++j) {
            const Finding &earlier = findings.at(j);
            // Its best line, or its first error line when only that is above: a compiler's first
            // errors ("TS2307: Cannot find module '@northwind/ui'") before the ones they caused
            // ("TS7006: Parameter 'row' implicitly has an 'any' type"), worded best further down.
            const qint64 from = earlier.best.line < later.best.line || earlier.firstErrorLine < 0
                    || earlier.firstErrorLine >= later.best.line
                ? earlier.best.line
                : earlier.firstErrorLine;
            const qint64 gap = later.best.line - from;
            // Lines of one exception's message are one error, not an error and its consequence.
            if (earlier.best.errorLine() == later.best.errorLine())
                continue;
            // Two reports of an exception with its message below its header (Flutter's "The
            // following assertion was thrown …:") are far apart: the later is what the first led to.
            const bool reports = later.best.linesBelowException > 0 && earlier.best.linesBelowException > 0;
            if (gap <= 0 || gap > (causedBy || reports ? causeLines : consequenceLines)
                || !earlier.best.evidence || outcomes.at(j)
                || earlier.record.domain() != later.record.domain())
                continue;
            // Only between rivals: a clear diagnosis does not lose to a weak hit above it
            // ("listening on :9090" before a panic).
            const Finding &consequent = causedBy ? earlier : later;
            const Finding &cause = causedBy ? later : earlier;
            if (cause.score + (causedBy ? causedByMargin : consequencePenalty) >= consequent.score) {
                consequence[causedBy ? j : i] = true;
                if (causedBy)
                    below[j] = std::max(below[j], cause.score);
            }
        }
    }
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (consequence.at(i)) {
            findings[i].score -= consequencePenalty;
            // An exception below its "Caused by:" has yielded to it: no other rule puts it back
            // above (the user's record of the wrapper over a built-in one of the cause).
            if (below.at(i) > 0) {
                findings[i].score = std::min(findings[i].score, below.at(i) - 0.01);
                findings[i].yielded = true;
            }
            findings[i].features[TriageConfidence::Score] = findings[i].score;
        }
    }
}

bool namesAWarningClass(const QString &line)
{
    const QByteArray utf8 = line.left(160).toUtf8();
    return LogLevel::Detail::namesAWarningClass(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

/// Whether \a finding's record or line is about the error above it ("the above exception", "… due
/// to a previous exception during flush"; OutcomeLine::refersToAnErrorAbove()).
bool isAboutTheErrorAbove(const Finding &finding)
{
    return OutcomeLine::refersToAnErrorAbove(finding.record.signature())
        || OutcomeLine::refersToAnErrorAbove(finding.bestLine);
}

bool loggedAsAWarning(std::string_view line)
{
    return LogLevel::levelOf(line) == LogLevel::Level::Warning && !LogLevel::isKubernetesWarningEvent(line);
}

/// What a finding is to the others, as yieldToReasons() orders them.
struct Kind
{
    bool warning = false; // its record is about a warning (namesAWarning())
    bool warningLine = false; // not that, but its line was logged at the warning level
    bool afterItsReason = false; // it is about the error above it, or how a unit ended
    bool aboutUnreadyPods = false; // an autoscaler that found the pods not ready: they say why
    bool unwellContainer = false; // a failed probe or a restart (OutcomeLine::reportsAnUnwellContainer())
    bool peerWentAway = false; // a refused or broken connection: a crash above may say why
    bool crash = false; // a process crashed, and of what (OutcomeLine::reportsACrash())
    bool usedNothing = false; // a nil or null value was used (OutcomeLine::dereferencesNothing())
    bool waitedForPeers = false; // a collective operation timed out (OutcomeLine::waitedForPeers())
    bool gradleFailed = false; // Gradle's report of a failed build (OutcomeLine::reportsAFailedGradleBuild())
    bool gradlesReason = false; // a line Gradle says why on (OutcomeLine::statesGradlesReason())
    bool wentOn = false; // an exception the program went on after (ExceptionMessage::workWentOnAfter())
    bool pullBacksOff = false; // the kubelet retries a pull later (OutcomeLine::onlyThatAPullBacksOff())
    bool whyAPullFailed = false; // the kubelet's event of a failed pull (OutcomeLine::statesWhyAPullFailed())
    bool poolRanDry = false; // a wait for a pooled connection ran out (OutcomeLine::onlyThatAPoolRanDry())
    bool waitRanOut = false; // a wait ran out (OutcomeLine::onlyThatAWaitRanOut())
    bool authenticationFailed = false; // git's (OutcomeLine::onlyThatAuthenticationFailed())
    bool saidByTheRemote = false; // a git server's "remote: " line (OutcomeLine::saidByTheRemote())
    bool fetchFailed = false; // a download or a clone failed (OutcomeLine::saysAFetchFailed())
    bool missing = false; // something looked for is not there (OutcomeLine::saysSomethingIsMissing())
    bool handshakeFailed = false; // a TLS handshake failed (OutcomeLine::saysTheHandshakeFailed())
    bool timedOut = false; // not that, but a wait ran out (OutcomeLine::saysAWaitRanOut())
    bool warningEvent = false; // a Kubernetes Warning event (LogLevel::isKubernetesWarningEvent())
    bool outcome = false; // a step's outcome or a warning: no reason for a failure
    bool reason = false; // what an outcome may be about: evidence, of a record that fits the log
};

/// The Kind of each of \a findings.
QList<Kind> classify(const QList<Finding> &findings, const EcosystemFit &fit)
{
    QList<Kind> kinds;
    kinds.reserve(findings.size());
    for (const Finding &f : findings) {
        const QByteArray utf8 = f.bestLine.toUtf8();
        const std::string_view line(utf8.constData(), std::size_t(utf8.size()));
        Kind k;
        k.afterItsReason = isAboutTheErrorAbove(f) || OutcomeLine::onlyHowAUnitEnded(line)
            || OutcomeLine::onlyThatAProcessDied(line);
        k.warning = namesAWarning(f.record.id());
        k.warningLine = !k.warning && loggedAsAWarning(line);
        k.aboutUnreadyPods = OutcomeLine::blamesUnreadyPods(line);
        k.unwellContainer = OutcomeLine::reportsAnUnwellContainer(line);
        k.peerWentAway = OutcomeLine::saysThePeerWentAway(line);
        k.crash = OutcomeLine::reportsACrash(line);
        k.usedNothing = OutcomeLine::dereferencesNothing(line);
        k.waitedForPeers = OutcomeLine::waitedForPeers(line);
        k.gradleFailed = OutcomeLine::reportsAFailedGradleBuild(line);
        k.gradlesReason = OutcomeLine::statesGradlesReason(line);
        k.wentOn = f.best.wentOn;
        k.pullBacksOff = OutcomeLine::onlyThatAPullBacksOff(line);
        k.whyAPullFailed = OutcomeLine::statesWhyAPullFailed(line);
        k.poolRanDry = OutcomeLine::onlyThatAPoolRanDry(line);
        k.waitRanOut = OutcomeLine::onlyThatAWaitRanOut(line);
        k.authenticationFailed = OutcomeLine::onlyThatAuthenticationFailed(line);
        k.saidByTheRemote = OutcomeLine::saidByTheRemote(line);
        k.fetchFailed = OutcomeLine::saysAFetchFailed(line);
        k.missing = !k.fetchFailed && OutcomeLine::saysSomethingIsMissing(line);
        k.handshakeFailed = OutcomeLine::saysTheHandshakeFailed(line);
        k.timedOut = !k.handshakeFailed && OutcomeLine::saysAWaitRanOut(line);
        k.warningEvent = LogLevel::isKubernetesWarningEvent(line);
        k.outcome
            = k.warning || k.afterItsReason || k.aboutUnreadyPods || OutcomeLine::onlyThatAStepFailed(line);
        // A record of a failure no marker places (ssh's "connect to host … port 22: Connection
        // timed out") fits any log its line reads like.
        k.reason = !k.outcome && f.best.evidence
            && (fit(f.record) > 0
                || (!EcosystemFit::isMarked(f.record.domain())
                    && f.features.value(TriageConfidence::Resemblance) >= statesItsReason));
        kinds.append(k);
    }
    return kinds;
}

/// The score below the failure logged before it that \a findings[\a i] (\a kinds) takes when it
/// is that failure's consequence: a peer gone after a crash, a nil value used after a failed call,
/// a collective operation timed out after a rank's error.
std::optional<double> scoreBelowTheFailureBefore(
    const QList<Finding> &findings, const QList<Kind> &kinds, qsizetype i)
{
    const Finding &current = findings.at(i);
    const Kind &kind = kinds.at(i);
    std::optional<double> below;
    // A connection refused or reset after a process crashed (PySpark's "ConnectionRefusedError"
    // once the JVM logged "Terminating due to java.lang.OutOfMemoryError: Java heap space") is
    // the crash's consequence: the peer is gone.
    if (!below && kind.peerWentAway) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            return kinds.at(j).reason && kinds.at(j).crash && findings.at(j).firstLine < current.best.line;
        });
    }
    // A nil or null value used a few lines after a call failed (testcontainers' "Cannot connect to
    // the Docker daemon", then Go's nil pointer dereference in the test's cleanup) is the value the
    // call did not return: the failure is why. Warnings above are no such failure. Not a Java
    // "Caused by: java.lang.NullPointerException": the exceptions above it wrap it.
    if (!below && kind.usedNothing && !isJavaCause(current)) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            // Its best line, or its last when that is nearer above (the last of the missing
            // scripts Unity reports before the first NullReferenceException).
            const qint64 nearest
                = f.lastLine < current.best.line ? std::max(f.best.line, f.lastLine) : f.best.line;
            const qint64 above = current.best.line - nearest;
            return kinds.at(j).reason && !kinds.at(j).usedNothing && !kinds.at(j).warningLine
                && f.best.severity >= 0.5 && above > 0 && above <= consequenceLines;
        });
    }
    // Something missing after a download or a clone failed (git's "unable to access …: SSL
    // certificate problem" for a submodule, then CMake's "The source directory … does not contain
    // a CMakeLists.txt file.") is what did not arrive: the failed fetch is why.
    if (!below && kind.missing) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            return kinds.at(j).reason && kinds.at(j).fetchFailed
                && findings.at(j).best.line < current.best.line;
        });
    }
    // A wait that ran out after a TLS handshake failed (Kafka's "Topic … not present in metadata
    // after 60000 ms" after "PKIX path building failed") waited for what could not connect: the
    // failure is why. Not after a refused connection: a server that crashed on a timeout of its
    // own leaves its proxy refused.
    if (!below && kind.timedOut) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            return kinds.at(j).reason && kinds.at(j).handshakeFailed
                && findings.at(j).best.line < current.best.line;
        });
    }
    // A distributed job's collective operation that timed out after a rank logged its own error
    // ("RuntimeError: CUDA error: uncorrectable ECC error encountered" on rank 5, then every
    // rank's NCCL watchdog) waited for that rank: its error is why.
    if (!below && kind.waitedForPeers) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return kinds.at(j).reason && !kinds.at(j).waitedForPeers && !kinds.at(j).warningLine
                && f.best.onErrorLine() && f.best.line < current.best.line;
        });
    }
    return below;
}

/// The score below an exception stated after it that \a findings[\a i] (\a kinds), an exception
/// the program caught, printed and went on after (xformers' traceback of its failed import of
/// Triton, then the model's download bars), takes: after the last line its record matched, what
/// stopped the program came later. Not below any error line: a program that logs "shutting down"
/// after an exception went on only to stop.
std::optional<double> scoreBelowTheExceptionAfter(
    const QList<Finding> &findings, const QList<Kind> &kinds, qsizetype i)
{
    const Finding &current = findings.at(i);
    return scoreBelowItsReason(findings, i, [&](qsizetype j) {
        const Finding &f = findings.at(j);
        return kinds.at(j).reason && !kinds.at(j).wentOn && !kinds.at(j).warningLine && f.best.severity > 1.0f
            && f.best.line > std::max(current.best.line, current.lastLine);
    });
}

/// The score below its reason that \a findings[\a i] takes when it reports a failure whose reason
/// another report states: git's "Authentication failed" after the server said why on its "remote: "
/// lines just above ("Support for password authentication was removed"), whatever level that line
/// reads at; a wait that ran out (Helm's "Error: context deadline exceeded") after what Kubernetes'
/// Warning events report, however little a record's signature reads like the event's line (the
/// table's columns around "Error: ImagePullBackOff"). It ranks below the best of them.
std::optional<double> scoreBelowTheReasonReported(
    const QList<Finding> &findings, const QList<Kind> &kinds, qsizetype i)
{
    const Finding &current = findings.at(i);
    std::optional<double> below;
    if (kinds.at(i).authenticationFailed) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const qint64 above = current.best.line - findings.at(j).best.line;
            return kinds.at(j).saidByTheRemote && findings.at(j).best.evidence && above > 0
                && above <= consequenceLines;
        });
    }
    if (!below && kinds.at(i).waitRanOut) {
        below = scoreBelowItsReason(
            findings, i, [&](qsizetype j) { return kinds.at(j).reason && kinds.at(j).warningEvent; });
    }
    return below;
}

/// The score below what a tool said went wrong that \a findings[\a i] (\a kinds) takes when it is
/// the tool's report of the failure only: the kubelet's of an unwell container, Gradle's of a failed
/// build.
std::optional<double> scoreBelowWhatTheToolSaid(
    const QList<Finding> &findings, const QList<Kind> &kinds, qsizetype i)
{
    const Finding &current = findings.at(i);
    const Kind &kind = kinds.at(i);
    std::optional<double> below;
    // The kubelet's report of a container that failed its probe or exited, and is restarted: the
    // error the container logged, of whatever product, is why ("pq: no pg_hba.conf entry for host"
    // above "Readiness probe failed: … statuscode: 503").
    if (kind.unwellContainer) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return kinds.at(j).reason && !kinds.at(j).unwellContainer && !kinds.at(j).warningEvent
                && f.best.evidence && f.best.onErrorLine();
        });
    }
    // Gradle's report of a failed build yields to what it wrote under "* What went wrong:", however
    // little that reads like a build failure ("> Keystore file '…' not found for signing config"),
    // when its record explains at least as much of that line as the report's record does of its
    // own: a record of the failed task ("Execution failed for task ':app:mergeDebugResources'")
    // explains more than one of Java's exceptions does of the resource compiler's message below.
    // Or, when nothing under it says why ("Compilation failed; see the compiler error output for
    // details."), to an error line above it: the compiler's ("UsageLineMapper.java:47: error:
    // incompatible types: possible lossy conversion from long to int") or a plugin's.
    if (!below && kind.gradleFailed) {
        const double explains = current.features.value(TriageConfidence::Information);
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return kinds.at(j).reason && kinds.at(j).gradlesReason && !kinds.at(j).gradleFailed
                && f.best.severity >= 0.5 && f.features.value(TriageConfidence::Information) >= explains;
        });
        if (!below) {
            below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
                const Finding &f = findings.at(j);
                return kinds.at(j).reason && !kinds.at(j).gradleFailed && f.best.onErrorLine()
                    && f.best.line < current.best.line;
            });
        }
    }
    return below;
}

/// The score below its reason that \a findings[\a i], an outcome or a warning line (\a kinds), takes,
/// if it has such a reason; \a reasonGiven: some finding is a reason on a line with a failure word.
std::optional<double> scoreBelowReason(
    const QList<Finding> &findings, const QList<Kind> &kinds, qsizetype i, bool reasonGiven)
{
    // A step's outcome, or a warning the tool went on after: neither is the reason for a failure.
    // Of the outcomes, some follow their reason: a message about "the above error" is about the
    // error above it, whatever level that was logged at (React's "Warning: Maximum update depth
    // exceeded" through console.error), systemd's report of how a unit's process ended about
    // the kernel's OOM kill or the service's own error above it, and a shell's report of a
    // program killed by a signal about what the program logged before it died. Those rank below the best such
    // error above them.
    const Finding &current = findings.at(i);
    const Kind &kind = kinds.at(i);
    std::optional<double> below;
    if (kind.afterItsReason) {
        below = scoreBelowItsReason(findings, i,
            [&](qsizetype j) { return kinds.at(j).reason && findings.at(j).firstLine < current.best.line; });
    }
    if (!below)
        below = scoreBelowTheFailureBefore(findings, kinds, i);
    if (!below && kind.wentOn)
        below = scoreBelowTheExceptionAfter(findings, kinds, i);
    if (!below)
        below = scoreBelowWhatTheToolSaid(findings, kinds, i);
    // A warning of a product whose error is logged too (Apache's "Could not reliably determine
    // the server's fully qualified domain name" before its "could not bind"): the error is the
    // reason, whether or not the product has markers of its own. It ranks below the best such
    // error. So does a report of pods not ready below the pods' own error, wherever events
    // sorted by time put it. A line merely logged at the warning level ("WARN[0000] … the
    // attribute `version` is obsolete") yields only to an error of its product logged after it,
    // or on an error line before it: the consequence a runtime warns of after an exception
    // (Python's "RuntimeWarning: coroutine '_fetch_rates' was never awaited" below the
    // RuntimeError that left it unawaited), or a server's pool filling up with requests that
    // fail (php-fpm's "server reached pm.max_children" a dozen lines below nginx's "Primary
    // script unknown"). A line above that only says "warning" (an issue's title) is no such error.
    if (!below && (kind.warning || kind.aboutUnreadyPods || kind.warningLine)) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return !kinds.at(j).outcome && !kinds.at(j).warningLine && f.best.evidence
                && f.best.severity >= 0.5 && f.record.domain() == current.record.domain()
                && (!kind.warningLine || f.best.line > current.best.line || f.best.onErrorLine());
        });
    }
    // A runtime's warning class ("(node:61244) [DEP0040] DeprecationWarning: The `punycode` module
    // is deprecated.", Python's "UserWarning: …") is printed while the program goes on working: an
    // error line after it, of whatever product, is what failed.
    if (!below && kind.warningLine && namesAWarningClass(current.bestLine)) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return !kinds.at(j).outcome && !kinds.at(j).warningLine && f.best.evidence && f.best.onErrorLine()
                && f.best.line > current.best.line;
        });
    }
    if (!below)
        below = scoreBelowTheReasonReported(findings, kinds, i);
    // A step's outcome ranks below the best line of the log with an error or trouble word whose
    // record reads like it (its signature worded much like the line), above or below it: Gradle
    // prints "FAILURE: Build failed with an exception." before the reason, which a stack trace
    // may state far below, or a command run after it ("adb: device unauthorized."). Below an error line whose
    // record reads little like it (a generic record on Java's exceptions for Android's "Resource compilation
    // failed"), it is only lowered by outcomePenalty.
    if (!below && reasonGiven && kind.outcome && !kind.warning) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return kinds.at(j).reason && f.best.severity >= 0.5
                && f.features.value(TriageConfidence::Resemblance) >= statesItsReason;
        });
    }
    return below;
}

/// \a lower ranks just below \a reason, having yielded to it, when there is a reason and \a lower
/// is not below it already.
void rankJustBelow(Finding &lower, const Finding *reason)
{
    if (!reason || reason->score > lower.score)
        return;
    lower.score = reason->score - 0.01;
    lower.features[TriageConfidence::Score] = lower.score;
    lower.yielded = true;
}

} // namespace

void yieldToSuggestedReasons(QList<Finding> &findings)
{
    for (Finding &outcome : findings) {
        if (outcome.yielded || outcome.suggestion)
            continue;
        const QByteArray utf8 = outcome.bestLine.toUtf8();
        const std::string_view line(utf8.constData(), std::size_t(utf8.size()));
        // A collective operation that timed out waited for a rank whose error is above it
        // (yieldToReasons()), matched or suggested.
        const bool waited = OutcomeLine::waitedForPeers(line);
        // So does an error about the one before it ("… rolled back due to a previous exception
        // during flush"), when only a suggestion reads that one.
        const bool after = isAboutTheErrorAbove(outcome);
        // A .NET wrapper yields to its inner exception only (yieldToInnerExceptions()).
        if (!waited && !after
            && (!OutcomeLine::onlyThatAStepFailed(line) || OutcomeLine::defersToAnInnerException(line)))
            continue;
        const Finding *reason = nullptr;
        for (const Finding &f : std::as_const(findings)) {
            if (f.suggestion && f.best.onErrorLine()
                && f.features.value(TriageConfidence::Resemblance) >= statesItsReason
                && (!(waited || after) || f.best.line < outcome.best.line)
                && (!reason || f.score > reason->score))
                reason = &f;
        }
        rankJustBelow(outcome, reason);
    }
}

void yieldToInnerExceptions(QList<Finding> &findings)
{
    for (Finding &outer : findings) {
        const QByteArray utf8 = outer.bestLine.toUtf8();
        const std::string_view line(utf8.constData(), std::size_t(utf8.size()));
        // A .NET exception's inner one is a line " ---> …" below; a command's stderr quoted at
        // the end of the line goes on with whatever the command wrote.
        const bool defers = OutcomeLine::defersToAnInnerException(line);
        if (!defers && !OutcomeLine::quotesStderrBelow(line))
            continue;
        const Finding *inner = nullptr;
        for (const Finding &f : std::as_const(findings)) {
            const qint64 below = f.best.line - outer.best.line;
            if (below > 0 && below <= innerExceptionLines && (!inner || f.score > inner->score)
                && (!defers || f.bestLine.trimmed().startsWith(u"--->"))
                && f.features.value(TriageConfidence::Information) >= explainsTheInnerError)
                inner = &f;
        }
        rankJustBelow(outer, inner);
    }
}

namespace {

/// How many words a bare exception's message has at most ("timed out", "Connection refused").
constexpr int bareMessageWords = 3;
/// How far below a bare exception the error raised while handling it may be, in lines: a
/// traceback of a library's calls.
constexpr qint64 chainLines = 60;
/// How much more of its line a record of the later error must explain (Information, 0 … 1).
constexpr double explainsMuchMore = 0.3;

/// The number of words of \a message, up to bareMessageWords + 1.
int wordsOf(std::string_view message)
{
    int words = 0;
    bool inWord = false;
    for (char c : message) {
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (letter && !inWord && ++words > bareMessageWords)
            break;
        inWord = letter || (inWord && c != ' ');
    }
    return words;
}

} // namespace

void yieldBareExceptionsToTheirLibrarysError(QList<Finding> &findings)
{
    using TriageConfidence::Information;
    for (Finding &bare : findings) {
        const QByteArray utf8 = bare.bestLine.toUtf8();
        const auto [name, message]
            = ExceptionMessage::statedException(std::string_view(utf8.constData(), std::size_t(utf8.size())));
        if (name.empty() || message.empty() || wordsOf(message) > bareMessageWords)
            continue;
        const Finding *said = nullptr;
        for (const Finding &f : std::as_const(findings)) {
            const qint64 below = f.best.line - bare.best.line;
            if (below <= 0 || below > chainLines || !f.best.evidence || !f.best.onErrorLine()
                || f.features.value(Information) < bare.features.value(Information) + explainsMuchMore
                || (said && f.score <= said->score))
                continue;
            const QByteArray text = f.bestLine.toUtf8();
            const auto [otherName, otherMessage] = ExceptionMessage::statedException(
                std::string_view(text.constData(), std::size_t(text.size())));
            if (!otherName.empty() && otherName != name)
                said = &f;
        }
        rankJustBelow(bare, said);
    }
}

bool isAWarning(const Finding &finding)
{
    if (namesAWarning(finding.record.id()))
        return true;
    const QByteArray utf8 = finding.bestLine.toUtf8();
    return loggedAsAWarning(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

/// Of the findings that are reasons and \a isReason, the best takes the place of each that
/// \a isReport: it takes the report's score if higher, and the report ranks just below it. Nothing
/// changes when there is no such reason.
template<typename IsReport, typename IsReason>
void yieldReportsToTheBestReason(
    QList<Finding> &findings, const QList<Kind> &kinds, IsReport isReport, IsReason isReason)
{
    qsizetype reason = -1;
    for (qsizetype j = 0; j < findings.size(); ++j) {
        if (kinds.at(j).reason && !isReport(j) && isReason(j)
            && (reason < 0 || findings.at(j).score > findings.at(reason).score))
            reason = j;
    }
    if (reason < 0)
        return;
    Finding &why = findings[reason];
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (!isReport(i))
            continue;
        why.score = std::max(why.score, findings.at(i).score);
        why.features[TriageConfidence::Score] = why.score;
        rankJustBelow(findings[i], &why);
    }
}

/// The kubelet's back-off on a pull ("Error: ImagePullBackOff") retries what its "Failed to pull
/// image" event says failed, wherever `kubectl describe` sorted that event: the best record of that
/// event's reason (a rate limit, a tag not found) takes the back-off's place, and the back-off
/// ranks just below it.
void yieldPullBackOffsToTheirReasons(QList<Finding> &findings, const QList<Kind> &kinds)
{
    yieldReportsToTheBestReason(
        findings, kinds, [&](qsizetype i) { return kinds.at(i).pullBacksOff; },
        [&](qsizetype j) { return kinds.at(j).whyAPullFailed; });
}

/// A pool's report that a wait for a connection ran out (OutcomeLine::onlyThatAPoolRanDry()) says
/// no more than that the pool had none to give: what held its connections (a deadlock) or refused
/// it more (the database's connection limit for a role, a refused connection), stated elsewhere in
/// the log, is the reason. The best such reason, a database's error or a deadlock, takes the
/// report's score, and the report ranks just below it.
void yieldDryPoolsToTheirReasons(QList<Finding> &findings, const QList<Kind> &kinds)
{
    yieldReportsToTheBestReason(
        findings, kinds, [&](qsizetype i) { return kinds.at(i).poolRanDry; },
        [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return f.record.domain() == u"database" || errorSlug(f.record.id()).contains(u"deadlock");
        });
}

void yieldToReasons(QList<Finding> &findings, const EcosystemFit &fit)
{
    const QList<Kind> kinds = classify(findings, fit);
    bool reasonGiven = false; // a reason on a line with a failure word
    for (qsizetype i = 0; i < findings.size(); ++i)
        reasonGiven = reasonGiven || (kinds.at(i).reason && findings.at(i).best.severity >= 0.5);
    // A warning line is no cause of the error after it either ("the attribute `version` is
    // obsolete" before "env file … not found"), nor an exception the program went on after.
    QList<bool> noCause;
    noCause.reserve(kinds.size());
    for (const Kind &k : kinds)
        noCause.append(k.outcome || k.warningLine || k.wentOn);
    lowerConsequences(findings, noCause);
    yieldPullBackOffsToTheirReasons(findings, kinds);
    yieldDryPoolsToTheirReasons(findings, kinds);
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (!kinds.at(i).outcome && !kinds.at(i).warningLine && !kinds.at(i).peerWentAway
            && !kinds.at(i).usedNothing && !kinds.at(i).waitedForPeers && !kinds.at(i).wentOn
            && !kinds.at(i).authenticationFailed && !kinds.at(i).missing && !kinds.at(i).timedOut
            && !kinds.at(i).unwellContainer)
            continue;
        if (const std::optional<double> below = scoreBelowReason(findings, kinds, i, reasonGiven)) {
            findings[i].score = *below;
            findings[i].yielded = true;
        } else if (reasonGiven && kinds.at(i).outcome)
            findings[i].score -= outcomePenalty;
        else
            continue;
        findings[i].features[TriageConfidence::Score] = findings[i].score;
    }
}

} // namespace Faultline::CauseOrder
