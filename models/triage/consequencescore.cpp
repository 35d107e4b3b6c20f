// SPDX-License-Identifier: MIT
#include "consequencescore.h"

#include "errorslug.h"
#include "linewords.h"
#include "loglevel.h"
#include "triageconfidence.h"

#include <algorithm>

namespace Faultline::CauseOrder {

namespace {

/// How far below a failure the program went on after its consequence may be: a traceback of the
/// next request, its frames and quoted code, lies between them.
constexpr qint64 tracebackLines = 60;
/// How far above pip's report of a failed wheel build the build's error may be: its output, which
/// pip prints whole, lies between them.
constexpr qint64 wheelBuildLines = 200;

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

/// The servers (MongoDB, Redis …) \a record is about: its domain's, when that is a server's, and
/// those its error slug names ("database/redis-connection-refused" is about Redis).
QStringList serversOf(const Record &record)
{
    QStringList servers;
    const QStringView slug = errorSlugView(record.id());
    for (const LineWords::Ecosystem &e : LineWords::ecosystems()) {
        if (!e.server || e.domains.isEmpty())
            continue;
        bool named = e.domains.contains(record.domain());
        for (QStringView word : slug.tokenize(u'-'))
            named = named || word == e.name;
        if (named)
            servers.append(e.name);
    }
    return servers;
}

/// Whether the head of \a line names a runtime's warning class ("DeprecationWarning:",
/// LogLevel::Detail::namesAWarningClass()).
bool namesAWarningClass(const QString &line)
{
    const QByteArray utf8 = line.left(160).toUtf8();
    return LogLevel::Detail::namesAWarningClass(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

/// The score below the failure logged before it that \a findings[\a i] (\a kinds) takes when it
/// is that failure's consequence: a peer gone after a crash, a nil value used after a failed call,
/// a collective operation timed out after a rank's error; a process killed by the OOM killer,
/// wherever the kernel's report of it is.
std::optional<double> scoreBelowTheFailureBefore(
    const QList<Finding> &findings, const QList<Kind> &kinds, qsizetype i)
{
    const Finding &current = findings.at(i);
    const Kind &kind = kinds.at(i);
    std::optional<double> below;
    // A connection refused or reset after a process crashed (PySpark's "ConnectionRefusedError"
    // once the JVM logged "Terminating due to java.lang.OutOfMemoryError: Java heap space") is
    // the crash's consequence: the peer is gone.
    // So is a refused connection to a server after the server's own error, though logged at its
    // warning level (Redis's "# Bad file format reading the append only file", "# Can't handle RDB
    // format version 12" after a downgrade): the server never came up. Not a protocol's error
    // (gRPC's): that is no server that failed to start. Nor a proxy's upstream that refused it
    // (nginx's "connect() failed (111: Connection refused) while connecting to upstream"): the
    // upstream is another server than the proxy whose error came before.
    if (!below && kind.peerWentAway) {
        const QStringList servers = kind.upstreamWentAway ? QStringList() : serversOf(current.record);
        const auto aboutItsServer = [&](const Record &record) {
            return std::ranges::any_of(
                serversOf(record), [&](const QString &s) { return servers.contains(s); });
        };
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return kinds.at(j).reason && f.firstLine < current.best.line
                && (kinds.at(j).crash
                    || (!servers.isEmpty() && !kinds.at(j).peerWentAway && !kinds.at(j).warning
                        && f.best.evidence && aboutItsServer(f.record)));
        });
    }
    // A process killed by SIGKILL (Celery's "WorkerLostError: Worker exited prematurely: signal 9
    // (SIGKILL)") in a log where the kernel says its OOM killer killed a process ("Out of memory:
    // Killed process 47711 (celery)"), above or below (`journalctl -k` pasted apart): the OOM kill
    // is who sent the signal, and why.
    if (!below && kind.killed) {
        below = scoreBelowItsReason(
            findings, i, [&](qsizetype j) { return kinds.at(j).reason && kinds.at(j).oomKill; });
    }
    // git's report that a filter failed ("error: external filter 'git-lfs filter-process' failed")
    // a few lines below the filter's own error (git-lfs's "Smudge error: … This repository is over
    // its data quota"): that error is why.
    if (!below && kind.gitFilterFailed) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            const qint64 above = current.best.line - f.best.line;
            return kinds.at(j).reason && !kinds.at(j).gitFilterFailed && f.best.evidence
                && f.best.onErrorLine() && above > 0 && above <= consequenceLines;
        });
    }
    // pip's report that a wheel did not build ("ERROR: Failed building wheel for tiktoken") below
    // the build's own output, which says why on an error line (Rust's "error: linker `cc` not
    // found", a compiler's missing header, "Microsoft Visual C++ 14.0 or greater is required"):
    // that error is why. Not pip's own word that a subprocess failed.
    if (!below && kind.wheelBuildFailed) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            const qint64 above = current.best.line - f.best.line;
            return kinds.at(j).reason && !kinds.at(j).wheelBuildFailed && !kinds.at(j).outcome
                && f.best.evidence && f.best.onErrorLine() && f.record.id() != current.record.id()
                && !f.bestLine.contains(u"subprocess-exited-with-error") && above > 0
                && above <= wheelBuildLines;
        });
    }
    // A proxy that found its upstream gone (nginx's "connect() failed (111: Connection refused)
    // while connecting to upstream") after that application's own error above it (a Laravel
    // container's seeder failed on a duplicate key and the container restarts): the application's
    // error is why; the proxy only saw it gone. An error of another product than the proxy's.
    if (!below && kind.upstreamWentAway) {
        below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
            const Finding &f = findings.at(j);
            return kinds.at(j).reason && !kinds.at(j).peerWentAway && !kinds.at(j).warningLine
                && f.best.severity >= 0.9 && f.firstLine < current.best.line
                && f.record.domain() != current.record.domain();
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
            // Or further above, a traceback away, when the program went on after that failure (a
            // web UI caught its model's load running out of CUDA memory; the next request's
            // traceback then finds no model): the value stayed unset since.
            const qint64 reach = kinds.at(j).wentOn ? tracebackLines : consequenceLines;
            return kinds.at(j).reason && !kinds.at(j).usedNothing && !kinds.at(j).warningLine
                && f.best.severity >= 0.5 && above > 0 && above <= reach;
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
        // Not a nil or null value used later: that is what the caught failure left unset.
        return kinds.at(j).reason && !kinds.at(j).wentOn && !kinds.at(j).warningLine
            && !kinds.at(j).usedNothing && f.best.severity > 1.0f
            && f.best.line > std::max(current.best.line, current.lastLine);
    });
}

/// The score below its reason that \a findings[\a i] takes when it reports a failure whose reason
/// another report states: git's "Authentication failed" after the server said why on its "remote: "
/// lines just above ("Support for password authentication was removed"), whatever level that line
/// reads at; a wait that ran out (Helm's "Error: context deadline exceeded") after what Kubernetes'
/// Warning events report, however little a record's signature reads like the event's line (the
/// table's columns around "Error: ImagePullBackOff"), or the reason kubectl describe gives for a
/// container it could not create ("Reason: CreateContainerConfigError") after what the kubelet's
/// Warning events say. It ranks below the best of them.
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
    if (!below && (kinds.at(i).waitRanOut || kinds.at(i).waitingReason)) {
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
        // The build's summary ("FAILURE: Build failed with an exception.") yields to the task
        // that failed, wherever its record found it ("Execution failed for task
        // ':app:checkDebugAarMetadata'" in the stack trace below), when that record explains more
        // of its line than the summary's record does of the summary: it says which check failed.
        if (!below && !kind.gradleTask) {
            below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
                const Finding &f = findings.at(j);
                return kinds.at(j).gradleTask && f.best.evidence && f.best.severity >= 0.5
                    && f.features.value(TriageConfidence::Information) > explains;
            });
        }
    }
    return below;
}

} // namespace

bool isJavaCause(const Finding &finding)
{
    return finding.bestLine.trimmed().startsWith(u"Caused by");
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

} // namespace Faultline::CauseOrder
