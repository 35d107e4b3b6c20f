// SPDX-License-Identifier: MIT
#include "findingkind.h"

#include "errorslug.h"
#include "loglevel.h"
#include "outcomeline.h"
#include "triageconfidence.h"

#include <QHash>

namespace Faultline::CauseOrder {

bool isAboutTheErrorAbove(const Finding &finding)
{
    return OutcomeLine::refersToAnErrorAbove(finding.record.signature())
        || OutcomeLine::refersToAnErrorAbove(finding.bestLine);
}

bool loggedAsAWarning(std::string_view line)
{
    return LogLevel::levelOf(line) == LogLevel::Level::Warning && !LogLevel::isKubernetesWarningEvent(line);
}

namespace {

/// What a line says whatever record matched it: the kinds classify() reads off the line alone,
/// with warningLine set when it was logged at the warning level, and whether it says only that a
/// step failed.
struct LineKind
{
    Kind kind;
    bool stepFailed = false;
};

LineKind lineKind(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    const std::string_view line(utf8.constData(), std::size_t(utf8.size()));
    LineKind read;
    Kind &k = read.kind;
    k.afterItsReason = OutcomeLine::refersToAnErrorAbove(text) || OutcomeLine::onlyHowAUnitEnded(line)
        || OutcomeLine::onlyThatAProcessDied(line) || OutcomeLine::onlyThatAPushFailed(line);
    k.warningLine = loggedAsAWarning(line);
    k.aboutUnreadyPods = OutcomeLine::blamesUnreadyPods(line);
    k.unwellContainer = OutcomeLine::reportsAnUnwellContainer(line);
    k.peerWentAway = OutcomeLine::saysThePeerWentAway(line);
    k.upstreamWentAway = OutcomeLine::saysTheUpstreamWentAway(line);
    k.crash = OutcomeLine::reportsACrash(line);
    k.oomKill = OutcomeLine::reportsAnOomKill(line);
    k.gitFilterFailed = OutcomeLine::reportsAFailedGitFilter(line);
    k.wheelBuildFailed = OutcomeLine::reportsAFailedWheelBuild(line);
    k.killed = !k.oomKill && OutcomeLine::saysAProcessWasKilled(line);
    k.usedNothing = OutcomeLine::dereferencesNothing(line);
    k.waitedForPeers = OutcomeLine::waitedForPeers(line);
    k.gradleFailed = OutcomeLine::reportsAFailedGradleBuild(line);
    k.gradlesReason = OutcomeLine::statesGradlesReason(line);
    k.gradleTask = k.gradleFailed && OutcomeLine::isGradleTaskFailure(line);
    k.pullBacksOff = OutcomeLine::onlyThatAPullBacksOff(line);
    k.whyAPullFailed = OutcomeLine::statesWhyAPullFailed(line);
    k.poolRanDry = OutcomeLine::onlyThatAPoolRanDry(line);
    k.waitRanOut = OutcomeLine::onlyThatAWaitRanOut(line);
    k.waitingReason = OutcomeLine::onlyAContainersWaitingReason(line);
    k.authenticationFailed = OutcomeLine::onlyThatAuthenticationFailed(line);
    k.saidByTheRemote = OutcomeLine::saidByTheRemote(line);
    k.fetchFailed = OutcomeLine::saysAFetchFailed(line);
    k.missing = !k.fetchFailed && OutcomeLine::saysSomethingIsMissing(line);
    k.handshakeFailed = OutcomeLine::saysTheHandshakeFailed(line);
    k.timedOut = !k.handshakeFailed && OutcomeLine::saysAWaitRanOut(line);
    k.warningEvent = LogLevel::isKubernetesWarningEvent(line);
    read.stepFailed = OutcomeLine::onlyThatAStepFailed(line);
    return read;
}

} // namespace

QList<Kind> classify(const QList<Finding> &findings, const EcosystemFit &fit)
{
    QList<Kind> kinds;
    kinds.reserve(findings.size());
    // Several findings often share a line (a record's environments, rivals on one message): its
    // thirty questions are asked once. A batch of many logs pays this for every log.
    QHash<QString, LineKind> lines;
    for (const Finding &f : findings) {
        auto read = lines.constFind(f.bestLine);
        if (read == lines.constEnd())
            read = lines.insert(f.bestLine, lineKind(f.bestLine));
        Kind k = read->kind;
        k.afterItsReason = k.afterItsReason || OutcomeLine::refersToAnErrorAbove(f.record.signature());
        k.warning = namesAWarning(f.record.id());
        k.warningLine = !k.warning && k.warningLine;
        k.wentOn = f.best.wentOn;
        k.outcome
            = k.warning || k.afterItsReason || k.aboutUnreadyPods || k.waitingReason || read->stepFailed;
        // A record of a failure no marker places (ssh's "connect to host … port 22: Connection
        // timed out"), or of one any program meets (apt's "Temporary failure resolving" in a
        // Docker build, though Kubernetes' markers place networking), fits any log its line reads
        // like.
        const QString &domain = f.record.domain();
        k.reason = !k.outcome && f.best.evidence
            && (fit(f.record) > 0
                || ((!EcosystemFit::isMarked(domain) || EcosystemFit::meetsAnyProgram(domain))
                    && f.features.value(TriageConfidence::Resemblance) >= statesItsReason));
        kinds.append(k);
    }
    return kinds;
}

} // namespace Faultline::CauseOrder
