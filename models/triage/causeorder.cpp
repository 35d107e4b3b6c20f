// SPDX-License-Identifier: MIT
#include "causeorder.h"

#include "errorslug.h"
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
/// How far below a .NET exception that defers to its inner exception the inner one is: the next
/// line, or a few when the outer message runs over several.
constexpr qint64 innerExceptionLines = 3;
/// The severity of an error line (HitScore::lineSeverity()): "RuntimeError: …", "[error] …", not a
/// line that merely says "warning" or "failed".
constexpr double errorLineSeverity = 0.9;
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

/// Cause before consequence: of two errors of one domain a few lines apart, the later is what
/// the earlier led to ("Permission denied (publickey)" after the key was ignored); but a Java
/// "Caused by: …" below an exception is the cause of that exception. \a outcomes: per finding,
/// whether it is no cause of anything (an outcome, a warning).
void lowerConsequences(QList<Finding> &findings, const QList<bool> &outcomes)
{
    QList<bool> consequence(findings.size(), false);
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding &later = findings.at(i);
        if (!later.best.evidence || later.best.severity < 0.5)
            continue;
        const bool causedBy = later.bestLine.trimmed().startsWith(u"Caused by");
        for (qsizetype j = 0; j < findings.size(); ++j) {
            const Finding &earlier = findings.at(j);
            const qint64 gap = later.best.line - earlier.best.line;
            // Lines of one exception's message are one error, not an error and its consequence.
            if (earlier.best.errorLine() == later.best.errorLine())
                continue;
            if (gap <= 0 || gap > (causedBy ? causeLines : consequenceLines) || !earlier.best.evidence
                || outcomes.at(j) || earlier.record.domain() != later.record.domain())
                continue;
            // Only between rivals: a clear diagnosis does not lose to a weak hit above it
            // ("listening on :9090" before a panic).
            const Finding &consequent = causedBy ? earlier : later;
            const Finding &cause = causedBy ? later : earlier;
            if (cause.score + consequencePenalty >= consequent.score)
                consequence[causedBy ? j : i] = true;
        }
    }
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (consequence.at(i)) {
            findings[i].score -= consequencePenalty;
            findings[i].features[TriageConfidence::Score] = findings[i].score;
        }
    }
}

bool loggedAsAWarning(std::string_view line)
{
    return LogLevel::levelOf(line) == LogLevel::Level::Warning && !LogLevel::isKubernetesWarningEvent(line);
}

} // namespace

void yieldToInnerExceptions(QList<Finding> &findings)
{
    for (Finding &outer : findings) {
        const QByteArray utf8 = outer.bestLine.toUtf8();
        if (!OutcomeLine::defersToAnInnerException(
                std::string_view(utf8.constData(), std::size_t(utf8.size()))))
            continue;
        const Finding *inner = nullptr;
        for (const Finding &f : std::as_const(findings)) {
            const qint64 below = f.best.line - outer.best.line;
            if (below > 0 && below <= innerExceptionLines && f.bestLine.trimmed().startsWith(u"--->")
                && (!inner || f.score > inner->score))
                inner = &f;
        }
        if (inner && inner->score <= outer.score) {
            outer.score = inner->score - 0.01;
            outer.features[TriageConfidence::Score] = outer.score;
            outer.yielded = true;
        }
    }
}

bool isAWarning(const Finding &finding)
{
    if (namesAWarning(finding.record.id()))
        return true;
    const QByteArray utf8 = finding.bestLine.toUtf8();
    return loggedAsAWarning(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

void yieldToReasons(QList<Finding> &findings, const EcosystemFit &fit)
{
    // A step's outcome, or a warning the tool went on after: neither is the reason for a failure.
    // Of the outcomes, some follow their reason: a message about "the above error" is about the
    // error above it, whatever level that was logged at (React's "Warning: Maximum update depth
    // exceeded" through console.error), and systemd's report of how a unit's process ended about
    // the kernel's OOM kill or the service's own error above it. Those rank below the best such
    // error above them.
    QList<bool> warnings, outcomes, afterItsReason, reasons, warningLines;
    QList<bool> aboutUnreadyPods; // an autoscaler that found the pods not ready: they say why
    warnings.reserve(findings.size());
    aboutUnreadyPods.reserve(findings.size());
    outcomes.reserve(findings.size());
    afterItsReason.reserve(findings.size());
    reasons.reserve(findings.size());
    bool reasonGiven = false;
    for (const Finding &f : std::as_const(findings)) {
        const QByteArray utf8 = f.bestLine.toUtf8();
        const std::string_view line(utf8.constData(), std::size_t(utf8.size()));
        afterItsReason.append(OutcomeLine::refersToAnErrorAbove(f.record.signature())
            || OutcomeLine::refersToAnErrorAbove(f.bestLine) || OutcomeLine::onlyHowAUnitEnded(line));
        warnings.append(namesAWarning(f.record.id()));
        warningLines.append(!warnings.back() && loggedAsAWarning(line));
        aboutUnreadyPods.append(OutcomeLine::blamesUnreadyPods(line));
        outcomes.append(warnings.back() || afterItsReason.back() || aboutUnreadyPods.back()
            || OutcomeLine::onlyThatAStepFailed(line));
        // What could be the error the outcome is about: evidence, of a record that fits the log.
        reasons.append(!outcomes.back() && f.best.evidence && fit(f.record) > 0);
        reasonGiven = reasonGiven || (reasons.back() && f.best.severity >= 0.5);
    }
    // A warning line is no cause of the error after it either ("the attribute `version` is
    // obsolete" before "env file … not found").
    QList<bool> noCause = outcomes;
    for (qsizetype i = 0; i < noCause.size(); ++i)
        noCause[i] = noCause.at(i) || warningLines.at(i);
    lowerConsequences(findings, noCause);
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (!outcomes.at(i) && !warningLines.at(i))
            continue;
        const Finding &current = findings.at(i);
        std::optional<double> below;
        if (afterItsReason.at(i)) {
            below = scoreBelowItsReason(findings, i,
                [&](qsizetype j) { return reasons.at(j) && findings.at(j).firstLine < current.best.line; });
        }
        // A warning of a product whose error is logged too (Apache's "Could not reliably determine
        // the server's fully qualified domain name" before its "could not bind"): the error is the
        // reason, whether or not the product has markers of its own. It ranks below the best such
        // error. So does a report of pods not ready below the pods' own error, wherever events
        // sorted by time put it. A line merely logged at the warning level ("WARN[0000] … the
        // attribute `version` is obsolete") yields only to an error of its product logged after it,
        // or on an error line just before it: the consequence a runtime warns of after an exception
        // (Python's "RuntimeWarning: coroutine '_fetch_rates' was never awaited" below the
        // RuntimeError that left it unawaited). A line above that only says "warning" (an issue's
        // title) is no such error.
        if (!below && (warnings.at(i) || aboutUnreadyPods.at(i) || warningLines.at(i))) {
            below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
                const Finding &f = findings.at(j);
                return !outcomes.at(j) && !warningLines.at(j) && f.best.evidence && f.best.severity >= 0.5
                    && f.record.domain() == current.record.domain()
                    && (!warningLines.at(i) || f.best.line > current.best.line
                        || (current.best.line - f.best.line <= consequenceLines
                            && f.best.severity >= float(errorLineSeverity)));
            });
        }
        // A step's outcome ranks below the best error line of the log whose record reads like it
        // (its signature worded much like the line), above or below it: Gradle prints "FAILURE:
        // Build failed with an exception." before the reason, which a stack trace may state
        // far below. Below an error line whose record reads little like it (a generic record on
        // Java's exceptions for Android's "Resource compilation failed"), it is only lowered by
        // outcomePenalty.
        if (!below && reasonGiven && outcomes.at(i) && !warnings.at(i)) {
            below = scoreBelowItsReason(findings, i, [&](qsizetype j) {
                const Finding &f = findings.at(j);
                return reasons.at(j) && f.best.severity >= float(errorLineSeverity)
                    && f.features.value(TriageConfidence::Resemblance) >= statesItsReason;
            });
        }
        if (below) {
            findings[i].score = *below;
            findings[i].yielded = true;
        } else if (reasonGiven && outcomes.at(i))
            findings[i].score -= outcomePenalty;
        else
            continue;
        findings[i].features[TriageConfidence::Score] = findings[i].score;
    }
}

} // namespace Faultline::CauseOrder
