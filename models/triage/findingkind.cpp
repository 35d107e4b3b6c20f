// SPDX-License-Identifier: MIT
#include "findingkind.h"

#include "errorslug.h"
#include "loglevel.h"
#include "outcomeline.h"
#include "triageconfidence.h"

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

QList<Kind> classify(const QList<Finding> &findings, const EcosystemFit &fit)
{
    QList<Kind> kinds;
    kinds.reserve(findings.size());
    for (const Finding &f : findings) {
        const QByteArray utf8 = f.bestLine.toUtf8();
        const std::string_view line(utf8.constData(), std::size_t(utf8.size()));
        Kind k;
        k.afterItsReason = isAboutTheErrorAbove(f) || OutcomeLine::onlyHowAUnitEnded(line)
            || OutcomeLine::onlyThatAProcessDied(line) || OutcomeLine::onlyThatAPushFailed(line);
        k.warning = namesAWarning(f.record.id());
        k.warningLine = !k.warning && loggedAsAWarning(line);
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
        k.wentOn = f.best.wentOn;
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
        k.outcome = k.warning || k.afterItsReason || k.aboutUnreadyPods || k.waitingReason
            || OutcomeLine::onlyThatAStepFailed(line);
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
