// SPDX-License-Identifier: MIT
#include "causeorder.h"

#include "consequencescore.h"
#include "findingkind.h"

#include "errorslug.h"
#include "exceptionmessage.h"
#include "outcomeline.h"
#include "triageconfidence.h"

#include <algorithm>
#include <optional>

namespace Faultline::CauseOrder {

namespace {

/// How much the later of two errors of one domain a few lines apart loses: it is what the
/// earlier led to.
constexpr double consequencePenalty = 0.08;
/// How far apart an exception and its "Caused by:" are: the stack trace is between them.
constexpr qint64 causeLines = 200;
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

/// How far above its inner exception an exception quoting it may be, in lines.
constexpr qint64 quotingLines = 2;
/// How much of the start of an inner exception's message, longer than that, the outer one must
/// quote, in bytes.
constexpr qsizetype quotedBytes = 24;
/// How much an outer exception's record must read like its line (Resemblance, 0 … 1).
constexpr double readsTheQuotingLine = 0.6;

} // namespace

void yieldToOuterExceptionsQuotingThem(QList<Finding> &findings)
{
    for (Finding &inner : findings) {
        const QString innerLine = inner.bestLine.trimmed();
        if (inner.suggestion || !innerLine.startsWith(u"--->"))
            continue;
        const QByteArray utf8 = innerLine.toUtf8();
        const auto [name, message]
            = ExceptionMessage::statedException(std::string_view(utf8.constData(), std::size_t(utf8.size())));
        if (name.empty() || message.size() <= std::size_t(quotedBytes))
            continue;
        // Not a character cut in two: its half would match nothing.
        std::size_t bytes = std::size_t(quotedBytes);
        while (bytes > 0 && (static_cast<unsigned char>(message[bytes]) & 0xC0) == 0x80)
            --bytes;
        // The start of its message as the outer one quotes it.
        const QString quoted = u'\'' + QString::fromUtf8(message.data(), qsizetype(bytes));
        const Finding *outer = nullptr;
        for (const Finding &f : std::as_const(findings)) {
            const qint64 above = inner.best.line - f.best.line;
            if (&f != &inner && !f.suggestion && above > 0 && above <= quotingLines
                && f.record.id() != inner.record.id()
                && f.features.value(TriageConfidence::Resemblance) >= readsTheQuotingLine
                && f.bestLine.contains(quoted) && (!outer || f.score > outer->score))
                outer = &f;
        }
        rankJustBelow(inner, outer);
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

/// Whether the exception class \a name, a view into \a line, is named there without a module or
/// namespace before it.
bool namedWithoutModule(std::string_view name, const QByteArray &line)
{
    return name.data() == line.constData() || (name.data()[-1] != '.' && name.data()[-1] != '\\');
}

} // namespace

void yieldBareExceptionsToTheirLibrarysError(QList<Finding> &findings)
{
    using TriageConfidence::Information;
    for (Finding &bare : findings) {
        const QByteArray utf8 = bare.bestLine.toUtf8();
        const auto [name, message]
            = ExceptionMessage::statedException(std::string_view(utf8.constData(), std::size_t(utf8.size())));
        if (name.empty() || message.empty())
            continue;
        // A language's own exception, its class named without a module ("AttributeError: 'str'
        // object has no attribute '_execute_on_connection'"), may be bare whatever its message: a
        // library's error stated with its module below it ("sqlalchemy.exc.ObjectNotExecutableError:
        // Not an executable object") is what the library made of it.
        const bool shortMessage = wordsOf(message) <= bareMessageWords;
        if (!shortMessage && !namedWithoutModule(name, utf8))
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
            if (!otherName.empty() && otherName != name
                && (shortMessage || !namedWithoutModule(otherName, text)))
                said = &f;
        }
        // Below the library's error already, it stays there: a record of the user's sources on
        // the bare exception does not take the lead from the library's (preferTheChosenSources()).
        if (said)
            bare.yielded = true;
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
            && !kinds.at(i).unwellContainer && !kinds.at(i).killed && !kinds.at(i).gitFilterFailed
            && !kinds.at(i).wheelBuildFailed)
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
