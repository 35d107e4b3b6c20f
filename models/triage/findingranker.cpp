// SPDX-License-Identifier: MIT
#include "findingranker.h"

#include "errorslug.h"
#include "hitscore.h"
#include "loglevel.h"
#include "outcomeline.h"
#include "textsimilarity.h"
#include "triageconfidence.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// How much a record that explains all of an error line's information (RecordSearch's normalised
/// score) counts next to a signature worded just like the line (TextSimilarity's 1).
constexpr double searchWeight = 0.8;
/// Words an error line needs for a suggestion to be made for it.
constexpr std::size_t minSuggestionWords = 3;
/// A suggestion explains at least this much of its line's information (RecordSearch::explained()):
/// a record that shares a line's common words only ("could not", "value") is no explanation of it.
constexpr double minSuggestionInformation = 1.35;
/// A finding scored below this is weak evidence of its record, no more than a suggestion of it
/// reading half like its line would be (HitScore::suggestion(): 0.30 + 0.40 × 0.5, plus its fit and
/// confidence): the record may still be suggested for another line, and the better one is kept.
/// Tuned on the evaluation's tuning half: 0.8 lost a case there; at 0.6 a configure check's hit
/// ("Looking for include file io.h - not found", 0.66) still kept its record out.
constexpr double weakMatchScore = 0.7;
/// A line holding this share of a signature's words, of this many at least, states the record's
/// message whole with its own names in the signature's placeholders ("fatal error: header.h: No
/// such file or directory" for a missing "boost/asio/ip/tcp.hpp"): the information it lacks is the
/// names', which no record can explain.
constexpr double wholeSignatureCoverage = 0.85;
constexpr std::size_t wholeSignatureMinWords = 6;

/// The information (RecordSearch::explained()) a line naming its error's rare words has, and how
/// much explaining it counts: of two records matching a build's lines, the one that explains the
/// rare words of its line ("Cannot fit requested classes in a single dex file") is the cause, the
/// one explaining only common words ("FAILURE: Build failed with an exception") its summary.
constexpr double informationScale = 4, informationWeight = 0.2;

/// How much a record that the log's first line names, and the log shows again, counts more. Tuned
/// on the evaluation's tuning half: 0.1 changed no case, 0.2 gained one and lost none.
constexpr double titleWeight = 0.2;

/// How much a finding on a line that says only that a step failed ("error: external filter
/// 'git-lfs filter-process' failed", "FAILURE: Build failed with an exception.") loses when another
/// finding's line, of the log's ecosystems, says why: the reason is the diagnosis, the failed step
/// its consequence.
constexpr double outcomePenalty = 0.15;
constexpr double consequencePenalty = 0.08;
/// How far apart an error and its consequence are: a few lines; an exception and its "Caused
/// by:" have the stack trace between them.
constexpr qint64 consequenceLines = 10, causeLines = 200;

/// How much more of a line's information (TriageConfidence::Information) a record must explain
/// than another of its domain matching the same line for it to take that one's place: the record
/// on "ament_cmake" before the one on any CMake package.
constexpr double specificInformationMargin = 0.15;

/// What makes records the same error in other environments: their domain and the error's slug
/// ("python/modulenotfounderror/py311-linux" and "…/py312-macos"; "docker/port-in-use_docker24"
/// and "docker/port-in-use/docker27-linux"). A record without a slug is its own error.
QString errorKey(const Record &record)
{
    bool environment = false;
    const QString slug = errorSlug(record.id(), &environment);
    return environment ? record.domain() + u'/' + slug : record.id();
}

/// How far below the best finding on a line one that matches further along it, the error the
/// best one's message wraps ("OCI runtime create failed: …: no space left on device"), may be and
/// still take its place.
constexpr double innermostMargin = 0.1;
/// How far below the best finding on a line a variant of one domain may be and still take its
/// place by naming a product the lines around show where the best one names one they do not.
constexpr double namedProductMargin = 0.15;
/// How far below a built-in record leading the findings one of the user's sources of its domain
/// may be and still lead instead. Tuned on the evaluation's tuning half (with the built-in records
/// loaded, as `faultline triage --kb` does): 0.1 gained 1 case, 0.2 3, 0.4 6, none lost.
constexpr double chosenSourceMargin = 0.4;
/// At most this many bytes between the wrapping error's match and the wrapped one's.
constexpr qsizetype maxWrappingGap = 400;

/// A finding's confidence may not pass the diagnosis threshold when the rules say it cannot be the
/// error: its match is no evidence, its product is nowhere in the log, or it is advice (shown when
/// the user asks for every record, never as a diagnosis).
constexpr double belowThreshold = Finding::diagnosisThreshold * 0.9;

/// The findings whose best hits are on the same line (and of the same domain when \a byDomain),
/// for those \a counts: groups of two or more, as indexes into \a findings.
template<typename Counts>
QList<QList<qsizetype>> rivals(const QList<Finding> &findings, bool byDomain, Counts counts)
{
    QHash<QPair<qint64, QString>, QList<qsizetype>> byLine;
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding &f = findings.at(i);
        if (counts(f))
            byLine[{f.best.line, byDomain ? f.record.domain() : QString()}].append(i);
    }
    QList<QList<qsizetype>> groups;
    for (const QList<qsizetype> &group : std::as_const(byLine)) {
        if (group.size() >= 2)
            groups.append(group);
    }
    return groups;
}

/// Of \a group, the finding with the highest score.
qsizetype topScored(const QList<Finding> &findings, const QList<qsizetype> &group)
{
    qsizetype top = group.first();
    for (qsizetype i : group) {
        if (findings.at(i).score > findings.at(top).score)
            top = i;
    }
    return top;
}

/// Whether \a line is a person's words about an error (OutcomeLine::isPersonalProse()): someone
/// telling what else they met is no diagnosis of the log.
bool isPersonalProse(const QString &line)
{
    const QByteArray utf8 = line.toUtf8();
    return OutcomeLine::isPersonalProse(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

/// \a a takes \b's place in the ranking, and \b a's.
void swapScores(Finding &a, Finding &b)
{
    std::swap(a.score, b.score);
    a.features[TriageConfidence::Score] = a.score;
    b.features[TriageConfidence::Score] = b.score;
}

} // namespace

void FindingRanker::score(Finding &finding, const EcosystemFit &fit, double information)
{
    finding.score = finding.best.score + HitScore::fitWeight * fit(finding.record)
        + informationWeight * std::min(1.0, information / informationScale);
    // The log's first line states the error, and the log shows it again below: the title of an
    // issue naming the error it is about ("Checkout: warning \"Cannot update a component …\"").
    if (finding.firstLine == 0 && finding.lastLine > 0)
        finding.score += titleWeight;
    // Advice (travel, culture …), shown only when asked for: in a log a hit on it is nearly always
    // an ordinary line that happens to match.
    if (scopeOf(finding.record) == RecordScope::Advice)
        finding.score *= 0.6;
}

void FindingRanker::yieldToReasons(QList<Finding> &findings, const EcosystemFit &fit)
{
    // A line that says only that a step failed, or a record about the message that follows
    // another error ("The above error occurred in the <X> component").
    auto refersAbove = [](const Finding &f) {
        return OutcomeLine::refersToAnErrorAbove(f.record.signature())
            || OutcomeLine::refersToAnErrorAbove(f.bestLine);
    };
    // A step's outcome, or a warning the tool went on after: neither is the reason for a failure.
    auto outcome = [&](const Finding &f) {
        if (namesAWarning(f.record.id()))
            return true;
        const QByteArray line = f.bestLine.toUtf8();
        return OutcomeLine::onlyThatAStepFailed(std::string_view(line.constData(), std::size_t(line.size())))
            || refersAbove(f);
    };
    QList<bool> outcomes, reasons;
    outcomes.reserve(findings.size());
    reasons.reserve(findings.size());
    bool reasonGiven = false;
    for (const Finding &f : std::as_const(findings)) {
        outcomes.append(outcome(f));
        // What could be the error the outcome is about: evidence, of a record that fits the log.
        reasons.append(!outcomes.back() && f.best.evidence && fit(f.record) > 0);
        reasonGiven = reasonGiven || (reasons.back() && f.best.severity >= 0.5);
    }
    // A message about "the above error" is about the error above it, whatever level that was
    // logged at (React's "Warning: Maximum update depth exceeded" through console.error): it ranks
    // below the best such error above it.
    auto scoreBelowTheErrorAbove = [&](qsizetype i) -> std::optional<double> {
        if (!refersAbove(findings.at(i)))
            return std::nullopt;
        std::optional<double> best;
        for (qsizetype j = 0; j < findings.size(); ++j) {
            if (reasons.at(j) && findings.at(j).firstLine < findings.at(i).best.line)
                best = std::max(best.value_or(0.0), findings.at(j).score);
        }
        if (!best)
            return std::nullopt;
        return std::min(findings.at(i).score - outcomePenalty, *best - 0.01);
    };
    // A warning of a product whose error is logged too (Apache's "Could not reliably determine the
    // server's fully qualified domain name" before its "could not bind"): the error is the reason,
    // whether or not the product has markers of its own.
    // It ranks below the best such error.
    auto scoreBelowItsError = [&](qsizetype i) -> std::optional<double> {
        if (!namesAWarning(findings.at(i).record.id()))
            return std::nullopt;
        std::optional<double> best;
        for (qsizetype j = 0; j < findings.size(); ++j) {
            const Finding &f = findings.at(j);
            if (!outcomes.at(j) && f.best.evidence && f.best.severity >= 0.5
                && f.record.domain() == findings.at(i).record.domain())
                best = std::max(best.value_or(0.0), f.score);
        }
        if (!best)
            return std::nullopt;
        return std::min(findings.at(i).score - outcomePenalty, *best - 0.01);
    };
    // Cause before consequence: of two errors of one domain a few lines apart, the later is what
    // the earlier led to ("Permission denied (publickey)" after the key was ignored); but a Java
    // "Caused by: …" below an exception is the cause of that exception.
    QList<bool> consequence(findings.size(), false);
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding &later = findings.at(i);
        if (!later.best.evidence || later.best.severity < 0.5)
            continue;
        const bool causedBy = later.bestLine.trimmed().startsWith(u"Caused by");
        for (qsizetype j = 0; j < findings.size(); ++j) {
            const Finding &earlier = findings.at(j);
            const qint64 gap = later.best.line - earlier.best.line;
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
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (!outcomes.at(i))
            continue;
        if (const std::optional<double> below = scoreBelowTheErrorAbove(i))
            findings[i].score = *below;
        else if (const std::optional<double> underError = scoreBelowItsError(i))
            findings[i].score = *underError;
        else if (reasonGiven)
            findings[i].score -= outcomePenalty;
        else
            continue;
        findings[i].features[TriageConfidence::Score] = findings[i].score;
    }
}

void FindingRanker::preferTheSpecificVariant(QList<Finding> &findings)
{
    using TriageConfidence::Information;
    const auto groups = rivals(findings, true, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        qsizetype specific = group.first();
        for (qsizetype i : group) {
            if (findings.at(i).features.at(Information) > findings.at(specific).features.at(Information))
                specific = i;
        }
        if (specific != top
            && findings.at(specific).features.at(Information)
                >= findings.at(top).features.at(Information) + specificInformationMargin)
            swapScores(findings[top], findings[specific]);
    }
}

void FindingRanker::preferTheNamedProduct(
    QList<Finding> &findings, const QHash<QString, int> &patternOf) const
{
    auto named = [&](const Finding &f, const NearbyWords &nearby) {
        int present = 0, absent = 0;
        for (const std::string &word :
            m_patternTexts[std::size_t(patternOf.value(f.record.id()))].contextWords())
            ++(nearby.mayContain(word) ? present : absent);
        return std::pair {present, absent};
    };
    const auto groups = rivals(findings, true, [&](const Finding &f) {
        return f.best.evidence && !f.suggestion && !f.nearby.isEmpty() && patternOf.contains(f.record.id());
    });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        const NearbyWords &nearby = findings.at(top).nearby;
        const auto [topPresent, topAbsent] = named(findings.at(top), nearby);
        if (topPresent > 0 || topAbsent == 0)
            continue;
        qsizetype other = -1;
        for (qsizetype i : group) {
            if (i == top || findings.at(i).score + namedProductMargin < findings.at(top).score
                || named(findings.at(i), nearby).first == 0)
                continue;
            if (other < 0 || findings.at(i).score > findings.at(other).score)
                other = i;
        }
        if (other >= 0)
            swapScores(findings[top], findings[other]);
    }
}

void FindingRanker::preferTheProductInTheLog(QList<Finding> &findings)
{
    using TriageConfidence::ProductAbsent;
    const auto groups = rivals(findings, false, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        if (findings.at(top).features.value(ProductAbsent) != 1)
            continue;
        qsizetype other = -1;
        for (qsizetype i : group) {
            if (findings.at(i).features.value(ProductAbsent) == 0
                && (other < 0 || findings.at(i).score > findings.at(other).score))
                other = i;
        }
        if (other >= 0)
            swapScores(findings[top], findings[other]);
    }
}

void FindingRanker::preferTheChosenSources(QList<Finding> &findings)
{
    // Built into the binary (a Qt resource): Faultline's built-in knowledge base.
    auto shipped = [](const Finding &f) { return f.record.sourcePath().startsWith(u":/"); };
    auto chosen = [&](const Finding &f) {
        return !shipped(f) && f.best.evidence && f.features.value(TriageConfidence::ProductAbsent) == 0;
    };
    // On one line, a record of the user's sources is that line's error as they know it.
    const auto groups = rivals(findings, false, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        if (!shipped(findings.at(top)))
            continue;
        qsizetype other = -1;
        for (qsizetype i : group) {
            if (chosen(findings.at(i)) && (other < 0 || findings.at(i).score > findings.at(other).score))
                other = i;
        }
        if (other >= 0)
            swapScores(findings[top], findings[other]);
    }
    // The leader, when shipped, before a record of its domain the user's sources hold (the same
    // error seen on another line of it: npm's "ERESOLVE" and its "Conflicting peer dependency"),
    // unless that one is far behind.
    qsizetype top = -1;
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (top < 0 || findings.at(i).score > findings.at(top).score)
            top = i;
    }
    if (top < 0 || !shipped(findings.at(top)))
        return;
    qsizetype other = -1;
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding &f = findings.at(i);
        if (chosen(f) && f.record.domain() == findings.at(top).record.domain()
            && f.score + chosenSourceMargin >= findings.at(top).score
            && (other < 0 || f.score > findings.at(other).score))
            other = i;
    }
    if (other >= 0)
        swapScores(findings[top], findings[other]);
}

void FindingRanker::preferTheInnermostError(QList<Finding> &findings)
{
    const auto groups = rivals(findings, false, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        const Finding &outer = findings.at(top);
        const QByteArray text = outer.bestLine.toUtf8(); // hits count bytes of it
        qsizetype inner = -1;
        for (qsizetype i : group) {
            const Finding &f = findings.at(i);
            if (i == top || f.best.begin < outer.best.end || f.best.begin > text.size()
                || f.score + innermostMargin < outer.score)
                continue;
            // Wrapped: the outer error's message goes on to the inner one after a ": " (and not
            // through a dumped object or list, whose fields name states, not causes).
            const QByteArrayView gap
                = QByteArrayView(text).sliced(outer.best.end, f.best.begin - outer.best.end);
            if (!gap.contains(": ") || gap.size() > maxWrappingGap
                || std::any_of(
                    gap.begin(), gap.end(), [](char c) { return c == '{' || c == '[' || c == '}'; }))
                continue;
            if (inner < 0 || f.best.begin > findings.at(inner).best.begin)
                inner = i;
        }
        if (inner >= 0)
            swapScores(findings[top], findings[inner]);
    }
}

QList<double> FindingRanker::features(
    const Finding &finding, const EcosystemFit &fit, double resemblance, double information)
{
    using namespace TriageConfidence;
    QList<double> v(FeatureCount, 0.0);
    v[Score] = finding.score;
    v[Severity] = finding.best.severity;
    v[Evidence] = finding.suggestion || finding.best.evidence ? 1 : 0;
    v[Fit] = fit(finding.record);
    v[Suggestion] = finding.suggestion ? 1 : 0;
    v[ProductAbsent] = fit.absent(finding.record) ? 1 : 0;
    v[Resemblance] = resemblance;
    v[HitLines] = std::log1p(double(finding.hitCount)) / 5;
    v[OnErrorLine] = finding.best.severity >= 0.9 ? 1 : 0;
    v[Information] = std::min(1.0, information / informationScale);
    return v;
}

void FindingRanker::calibrate(QList<Finding> &findings)
{
    using namespace TriageConfidence;
    const Finding *leader = nullptr;
    for (const Finding &f : std::as_const(findings)) {
        if (!leader || f.score > leader->score)
            leader = &f;
    }
    const double best = leader ? leader->score : 0;
    // The leader's rivals: a record of the same domain matching the same line is a variant of its
    // diagnosis ("KeyError" and "KeyError on a dict"), not another answer.
    double second = 0;
    for (const Finding &f : std::as_const(findings)) {
        if (&f == leader
            || (f.best.line == leader->best.line && f.record.domain() == leader->record.domain()))
            continue;
        second = std::max(second, f.score);
    }
    for (Finding &f : findings) {
        f.features[BelowBest] = f.score - best;
        if (&f == leader)
            f.features[Lead] = best - second;
        f.confidence = TriageConfidence::of(f.features);
        if (f.features[Evidence] == 0 || f.features[ProductAbsent] == 1
            || scopeOf(f.record) == RecordScope::Advice || isPersonalProse(f.bestLine)
            || (namesAWarning(f.record.id()) && &f != leader))
            f.confidence = std::min(f.confidence, belowThreshold);
        f.weak = !f.suggestion && !f.isDiagnosis();
    }
}

void FindingRanker::groupEnvironments(QList<Finding> &findings)
{
    std::sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.record.id() < b.record.id();
    });
    QHash<QString, qsizetype> head; // by error key: the index of its best finding in grouped
    QList<Finding> grouped;
    for (Finding &f : findings) {
        const QString key = errorKey(f.record);
        const auto it = head.constFind(key);
        if (it == head.constEnd()) {
            head.insert(key, grouped.size());
            grouped.append(std::move(f));
        } else {
            grouped[*it].environments.append(f.record);
        }
    }
    findings = std::move(grouped);
}

void FindingRanker::order(QList<Finding> &findings)
{
    auto group = [](const Finding &f) { return f.isDiagnosis() ? 0 : 1; };
    std::sort(findings.begin(), findings.end(), [&](const Finding &a, const Finding &b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        // Diagnoses by score: the confidence of the best of them is what abstaining asks.
        if (group(a) == 0 && a.score != b.score)
            return a.score > b.score;
        if (a.confidence != b.confidence)
            return a.confidence > b.confidence;
        if (a.score != b.score)
            return a.score > b.score;
        if (a.firstLine != b.firstLine)
            return a.firstLine < b.firstLine;
        return a.record.id() < b.record.id(); // the same hits: an order that does not vary
    });
}

namespace {

/// Whether \a line is among those of \a finding's kept hits.
bool hitsLine(const Finding &finding, qint64 line)
{
    return finding.best.line == line
        || std::any_of(
            finding.hits.begin(), finding.hits.end(), [&](const TriageHit &h) { return h.line == line; });
}

} // namespace

void FindingRanker::addSuggestions(QList<Finding> &findings, QList<Finding> suggested)
{
    for (Finding &suggestion : suggested) {
        const auto same = std::find_if(findings.begin(), findings.end(),
            [&](const Finding &f) { return f.record.id() == suggestion.record.id(); });
        if (same == findings.end())
            findings.append(std::move(suggestion));
        else if (suggestion.score > same->score && !hitsLine(*same, suggestion.best.line))
            *same = std::move(suggestion);
    }
}

void FindingRanker::rank(TriageResult &out, Collected collected) const
{
    const EcosystemFit fit(collected.ecosystemMarks, out.lines > EcosystemFit::longLogLines);
    out.ecosystems.append(fit.ecosystems());
    QList<Finding> findings;
    std::vector<char> matched(std::size_t(m_matcher.patternCount()));
    QHash<QString, int> patternOf; // of the findings' records
    for (auto &[pattern, f] : collected.findings) {
        if (!inScope(pattern))
            continue;
        const std::string line = f.bestLine.toUtf8().toStdString();
        const double information = m_search.explained(line, pattern);
        score(f, fit, information);
        const double resemblance = TextSimilarity::similarity(
            TextSimilarity::tokens(line), m_patternTexts[std::size_t(pattern)].signature());
        f.features = features(f, fit, resemblance, information);
        // A record whose regex caught only a line of routine work ("Looking for include file io.h -
        // not found") may still be suggested for the error its signature reads like.
        matched[std::size_t(pattern)] = f.score >= weakMatchScore;
        patternOf.insert(f.record.id(), pattern);
        findings.append(std::move(f));
    }
    yieldToReasons(findings, fit);
    preferTheSpecificVariant(findings);
    preferTheInnermostError(findings);
    preferTheNamedProduct(findings, patternOf);
    preferTheProductInTheLog(findings);
    QList<ErrorLine> &pending = collected.unmatchedErrors;
    if (out.lines <= BlockTriage::tinyLog)
        pending += collected.tinyLogLines;
    if (!pending.isEmpty())
        addSuggestions(findings, suggestions(pending, matched, fit));
    preferTheChosenSources(findings);
    groupEnvironments(findings);
    calibrate(findings);
    order(findings);
    out.findings = std::move(findings);
}

QList<Finding> FindingRanker::suggestions(
    const QList<ErrorLine> &lines, const std::vector<char> &matchedPatterns, const EcosystemFit &fit) const
{
    QHash<QString, Finding> suggested;
    QHash<QString, double> resemblance, information;
    // Which records may be suggested, decided once rather than for each line (a batch of many
    // logs pays this per log): those in scope whose regexes matched nothing.
    std::vector<char> eligible(std::size_t(m_matcher.patternCount()));
    for (qsizetype i = 0; i < m_matcher.patternCount(); ++i)
        eligible[std::size_t(i)] = !matchedPatterns[std::size_t(i)] && inScope(int(i));
    std::vector<std::uint16_t> common; // per record: words its signature shares with the line
    for (const auto &[line, text, matched] : lines) {
        const std::string_view textView(text.constData(), std::size_t(text.size()));
        const TextSimilarity::Tokens lineTokens = TextSimilarity::tokens(textView);
        // Two words ("npm error") cannot tell one error from another; a command typed at a prompt
        // is what was run.
        if (lineTokens.size() < minSuggestionWords || OutcomeLine::onlyExitStatus(textView)
            || OutcomeLine::isShellCommand(textView))
            continue;
        // A line of normal work (INFO, LOG …), kept because the log is tiny, names no error.
        if (LogLevel::levelOf(textView) == LogLevel::Level::Quiet)
            continue;
        // Its words run together, lowercase: "out of memory" names "OutOfMemoryError" too.
        const std::string compact = TextSimilarity::compactWords(textView);
        const Record *bestRecord = nullptr;
        qsizetype bestRecordIndex = -1;
        double best = 0;
        bool statesWholeSignature = false; // the line holds nearly every word of the best's
        m_signatures.countCommon(lineTokens, common);
        for (qsizetype i = 0; i < m_matcher.patternCount(); ++i) {
            if (!eligible[std::size_t(i)] || common[std::size_t(i)] == 0)
                continue;
            const Record &r = m_matcher.records().at(i);
            const PatternText &pattern = m_patternTexts[std::size_t(i)];
            // Of a long line (an error with its query or context around it), how much of the
            // signature it holds counts more than how much of it the signature holds.
            double s = std::max(m_signatures.similarity(lineTokens, int(i), common[std::size_t(i)]),
                m_signatures.recallWeighted(lineTokens, int(i), common[std::size_t(i)]));
            // A signature that names an error the line does not ("AccessDeniedException" for an
            // "(ExpiredToken)" line) reads like it only in its boilerplate.
            if (s > best && !pattern.namesErrorsOf(compact))
                s /= 2;
            if (s > best) {
                best = s;
                bestRecord = &r;
                bestRecordIndex = i;
                statesWholeSignature = m_signatures.signatureWords(int(i)) >= wholeSignatureMinWords
                    && m_signatures.coverage(int(i), common[std::size_t(i)]) >= wholeSignatureCoverage;
            }
        }
        // Records whose words the line shares, weighed by how rare the words are (BM25): they
        // find the error when the line's wording differs from every signature's ("Graph break …
        // data-dependent branching" for a record on data-dependent control flow).
        const QList<RecordSearch::Hit> found
            = m_search.query(textView, 3, [&](qsizetype i) { return eligible[std::size_t(i)] != 0; });
        for (const RecordSearch::Hit &hit : found) {
            const double s = hit.normalized * searchWeight;
            if (s > best && m_patternTexts[std::size_t(hit.record)].namesErrorsOf(compact)) {
                best = s;
                bestRecord = &m_matcher.records().at(hit.record);
                bestRecordIndex = hit.record;
                statesWholeSignature = false;
            }
        }
        // Over a line's hits, only a record that reads clearly more like it.
        if (!bestRecord || best < std::max(0.45, matched + 0.1))
            continue;
        const double explained = m_search.explained(textView, bestRecordIndex);
        if (explained < minSuggestionInformation && !statesWholeSignature)
            continue;
        Finding &f = suggested[bestRecord->id()];
        if (f.hitCount++ == 0) {
            f.record = *bestRecord;
            f.firstLine = line;
            f.suggestion = true;
        }
        f.lastLine = line;
        const double score = HitScore::suggestion(*bestRecord, best, fit(*bestRecord));
        if (score > f.score) {
            f.score = score;
            f.best = {line, 0, 0, score, 1.0f, true};
            f.bestLine = QString::fromUtf8(text);
            resemblance[bestRecord->id()] = best;
            information[bestRecord->id()] = explained;
        }
    }
    QList<Finding> out;
    for (Finding &f : suggested) {
        f.features = features(f, fit, resemblance.value(f.record.id()), information.value(f.record.id()));
        out.append(std::move(f));
    }
    return out;
}

} // namespace Faultline
