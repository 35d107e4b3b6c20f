// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: what each finding of a log is to the others, read from its line and
// its record (a report of a step that failed, a wait that ran out, a crash, a reason …), as
// CauseOrder ranks cause before consequence.

#include "ecosystemfit.h"
#include "triage.h"

#include <QList>

#include <string_view>

namespace Faultline::CauseOrder {

/// How much an error line below or above an outcome must read like its record's signature for the
/// outcome to rank below it.
inline constexpr double statesItsReason = 0.4;

/// What a finding is to the others, as yieldToReasons() orders them.
struct Kind
{
    bool warning = false; // its record is about a warning (namesAWarning())
    bool warningLine = false; // not that, but its line was logged at the warning level
    bool afterItsReason = false; // it is about the error above it, or how a unit ended
    bool aboutUnreadyPods = false; // an autoscaler that found the pods not ready: they say why
    bool unwellContainer = false; // a failed probe or a restart (OutcomeLine::reportsAnUnwellContainer())
    bool peerWentAway = false; // a refused or broken connection: a crash above may say why
    bool upstreamWentAway
        = false; // a proxy's upstream refused or dropped it (OutcomeLine::saysTheUpstreamWentAway())
    bool crash = false; // a process crashed, and of what (OutcomeLine::reportsACrash())
    bool killed = false; // a process was killed by SIGKILL (OutcomeLine::saysAProcessWasKilled())
    bool oomKill = false; // the kernel's OOM killer killed one (OutcomeLine::reportsAnOomKill())
    bool wheelBuildFailed = false; // pip's report of a failed build (OutcomeLine::reportsAFailedWheelBuild())
    bool gitFilterFailed
        = false; // git's report of a filter that failed (OutcomeLine::reportsAFailedGitFilter())
    bool usedNothing = false; // a nil or null value was used (OutcomeLine::dereferencesNothing())
    bool waitedForPeers = false; // a collective operation timed out (OutcomeLine::waitedForPeers())
    bool gradleFailed = false; // Gradle's report of a failed build (OutcomeLine::reportsAFailedGradleBuild())
    bool gradlesReason = false; // a line Gradle says why on (OutcomeLine::statesGradlesReason())
    bool gradleTask = false; // which of Gradle's tasks failed (OutcomeLine::isGradleTaskFailure())
    bool wentOn = false; // an exception the program went on after (ExceptionMessage::workWentOnAfter())
    bool pullBacksOff = false; // the kubelet retries a pull later (OutcomeLine::onlyThatAPullBacksOff())
    bool whyAPullFailed = false; // the kubelet's event of a failed pull (OutcomeLine::statesWhyAPullFailed())
    bool poolRanDry = false; // a wait for a pooled connection ran out (OutcomeLine::onlyThatAPoolRanDry())
    bool waitRanOut = false; // a wait ran out (OutcomeLine::onlyThatAWaitRanOut())
    bool waitingReason = false; // why a container waits (OutcomeLine::onlyAContainersWaitingReason())
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

/// The Kind of each of \a findings; \a fit: how well each record fits the log.
QList<Kind> classify(const QList<Finding> &findings, const EcosystemFit &fit);

/// Whether \a finding's record or line is about the error above it ("the above exception", "… due
/// to a previous exception during flush"; OutcomeLine::refersToAnErrorAbove()).
bool isAboutTheErrorAbove(const Finding &finding);

/// Whether \a line was logged at the warning level (not a Kubernetes Warning event, which is how
/// Kubernetes reports errors).
bool loggedAsAWarning(std::string_view line);

} // namespace Faultline::CauseOrder
