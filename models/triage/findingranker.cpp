// SPDX-License-Identifier: MIT
#include "findingranker.h"

#include "causeorder.h"
#include "classrecords.h"
#include "errnomessage.h"
#include "errorcode.h"
#include "errorslug.h"
#include "exceptionmessage.h"
#include "failurephrase.h"
#include "hitscore.h"
#include "outcomeline.h"
#include "peerline.h"
#include "rivalrules.h"
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
/// A record that the search ranks clearly first for an error line (its BM25 score at least
/// distinctLead times the next record's, of all those in scope, matched in the log or not) and
/// that names at least distinctInformation of the line's
/// rare words (RecordSearch::explained()) reads like the line as much as a signature worded half
/// like it. A long line, with the program's own names and values in it ("ValueError: `rope_scaling`
/// must be a dictionary with two fields, `type` and `factor`, got {'factor': 8.0, …}"), leaves even
/// the right record a small share of its information. Tuned on the evaluation's tuning half:
/// information 2.5 to 4 gave the same cases; a lead of 1.3 or less made healthy logs speak.
constexpr double distinctLead = 1.5;
constexpr double distinctInformation = 3.5;
constexpr double distinctResemblance = 0.5;
/// A record leading as clearly that names fewer of the line's rare words, at least this many, reads
/// as much like it, tentatively: it may come first, never as a diagnosis. MongoDB's "text index
/// language not supported" for "MongoServerError: language override unsupported: pt-BR" names under
/// three of them; an Ansible "unreachable" record for a play's undefined variable names as many. Tuned on
/// the evaluation's tuning half: 2.5 gained two cases there and two in the holdout, 2.0 the same,
/// 3.0 only one of the holdout's; as a diagnosis it also spoke on two logs of unknown errors.
constexpr double tentativeInformation = 2.5;
/// Words an error line needs for a suggestion to be made for it.
constexpr std::size_t minSuggestionWords = 3;
/// How much more like an error line a built-in record that matched it may read than a record of
/// the user's sources suggested for it (which then comes first), less the 0.1 any suggestion must
/// read more like it than the records that matched. Tuned on the evaluation's tuning half: 0.2 lost
/// a case there (a Rust future not Send), 0.4 none; without a bound, a record reading half like a
/// line could take the place of a built-in one worded just like it.
constexpr double builtInLead = 0.4;
/// A suggestion reads at least this much like its line (its resemblance, Resembling): less, and a
/// record sharing a line's wording only in part is no suggestion for it.
constexpr double minSuggestionResemblance = 0.45;
/// A suggestion explains at least this much of its line's information (RecordSearch::explained()):
/// a record that shares a line's common words only ("could not", "value") is no explanation of it.
constexpr double minSuggestionInformation = 1.35;
/// How much a message pasted alone must read like a record for it to be suggested without that.
constexpr double aloneResemblance = 0.75;
/// A finding scored below this is weak evidence of its record, no more than a suggestion of it
/// reading half like its line would be (HitScore::suggestion(): 0.30 + 0.40 × 0.5, plus its fit and
/// confidence): the record may still be suggested for another line, and the better one is kept.
/// Tuned on the evaluation's tuning half: 0.8 lost a case there; at 0.6 a configure check's hit
/// ("Looking for include file io.h - not found", 0.66) still kept its record out.
constexpr double weakMatchScore = 0.7;
/// How much more of a line's information (RecordSearch::explained(), in rare words) a record that
/// matched must explain than one suggested for the line for the suggestion to be dropped; two
/// records of one error, worded alike, explain about the same.
constexpr double matchExplainsMore = 0.5;
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

/// How much less confident order() takes a finding that is no diagnosis to be when its record is
/// about a product the log never names: it comes after one of a product the log names that is
/// about as confident, not after one of none.
constexpr double absentPenalty = 0.05;

/// The confidence of a record naming a class alone that other records tell apart by their messages
/// (ClassRecords) at most: a developer accepts a record of one error of the class, or none, and
/// the labelled logs never accept such a record where it matched. It comes after the findings of
/// one error that are no diagnosis either.
constexpr double classAloneConfidence = 0.1;

/// A finding's confidence may not pass the diagnosis threshold when the rules say it cannot be the
/// error: its match is no evidence, its product is nowhere in the log, its line is a person's words
/// (someone telling what else they met), it is a tentative suggestion, or it is advice (shown when
/// the user asks for every record, never as a diagnosis).
/// Set below the diagnosis threshold of its time (0.5), where the ranking's rules were tuned.
constexpr double belowThreshold = 0.45;
static_assert(belowThreshold < Finding::diagnosisThreshold);

} // namespace

void FindingRanker::score(Finding &finding, const EcosystemFit &fit, double information, bool pasted)
{
    finding.score = finding.best.score + HitScore::fitWeight * fit(finding.record)
        + informationWeight * std::min(1.0, information / informationScale);
    // The log's first line states the error, and the log shows it again below: the title of an
    // issue naming the error it is about ("Checkout: warning \"Cannot update a component …\"").
    // Only a pasted log has a title: the first line of a server's long log is one like the others.
    if (pasted && finding.firstLine == 0 && finding.lastLine > 0)
        finding.score += titleWeight;
    // Advice (travel, culture …), shown only when asked for: in a log a hit on it is nearly always
    // an ordinary line that happens to match.
    if (scopeOf(finding.record) == RecordScope::Advice)
        finding.score *= 0.6;
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
    v[OnErrorLine] = finding.best.onErrorLine() ? 1 : 0;
    v[Information] = std::min(1.0, information / informationScale);
    return v;
}

namespace {

/// Whether \a finding's record states the exception of its best line with another message, not a
/// word of it in common (ExceptionMessage::statesAnotherMessage()): a regex that reads any message
/// of the class ("System\\.InvalidOperationException:\\s*.+") matched an error its record is not about.
bool statesAnotherMessage(const Finding &finding)
{
    if (finding.suggestion)
        return false; // a suggestion's signature never does (suggestible())
    const QByteArray signature = finding.record.signature().toUtf8();
    const QByteArray line = finding.bestLine.toUtf8();
    return ExceptionMessage::statesAnotherMessage(
        std::string_view(signature.constData(), std::size_t(signature.size())),
        std::string_view(line.constData(), std::size_t(line.size())));
}

} // namespace

void FindingRanker::calibrate(QList<Finding> &findings)
{
    using namespace TriageConfidence;
    const Finding *leader = nullptr;
    // Not a record of any error of a class (ClassRecords): it is no answer to measure the others by.
    for (const Finding &f : std::as_const(findings)) {
        if (!f.classAlone && (!leader || f.score > leader->score))
            leader = &f;
    }
    const double best = leader ? leader->score : 0;
    // The leader's rivals: a record of the same domain matching the same line is a variant of its
    // diagnosis ("KeyError" and "KeyError on a dict"), not another answer.
    double second = 0;
    for (const Finding &f : std::as_const(findings)) {
        if (!leader || &f == leader || f.classAlone
            || (f.best.errorLine() == leader->best.errorLine()
                && f.record.domain() == leader->record.domain()))
            continue;
        second = std::max(second, f.score);
    }
    for (Finding &f : findings) {
        f.features[BelowBest] = f.score - best;
        if (&f == leader)
            f.features[Lead] = best - second;
        f.confidence = TriageConfidence::of(f.features);
        if (f.features[Evidence] == 0 || f.features[ProductAbsent] == 1
            || scopeOf(f.record) == RecordScope::Advice || f.best.personal || f.tentative
            || namesAWarning(f.record.id()) || namesADeprecation(f.record.id())
            || (&f != leader && f.yielded && CauseOrder::isAWarning(f))
            || (f.confidence > belowThreshold && statesAnotherMessage(f)))
            f.confidence = std::min(f.confidence, belowThreshold);
        if (f.classAlone)
            f.confidence = std::min(f.confidence, classAloneConfidence);
    }
    // An outcome ranked below its reason is not a diagnosis when its reason is not: its record may
    // explain its whole line ("x.service: Main process exited, code=killed") and the reason's less.
    for (Finding &f : findings) {
        if (f.yielded) {
            for (const Finding &above : std::as_const(findings)) {
                if (above.score > f.score)
                    f.confidence = std::min(f.confidence, above.confidence);
            }
        }
    }
    for (Finding &f : findings)
        f.weak = !f.suggestion && !f.isDiagnosis();
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
        // Of the others, by confidence, less absentPenalty for a record of a product the log never
        // names: after one of a product it does that is about as confident.
        const auto rank = [](const Finding &f) {
            return f.confidence
                - (f.features.value(TriageConfidence::ProductAbsent) > 0 ? absentPenalty : 0.0);
        };
        if (rank(a) != rank(b))
            return rank(a) > rank(b);
        if (a.score != b.score)
            return a.score > b.score;
        if (a.firstLine != b.firstLine)
            return a.firstLine < b.firstLine;
        return a.record.id() < b.record.id(); // the same hits: an order that does not vary
    });
}

namespace {

/// Whether \a line (of \a words words) states no error to suggest a record for: two words ("npm
/// error") cannot tell one error from another; a command typed at a prompt is what was run; an
/// issue's heading ("### Error (storage/logs/laravel.log)") titles what follows; a traceback's
/// header names at most the class of the error its last line states, a Rust panic's header only
/// where it happened (its message is below); a line of normal work
/// (INFO, LOG …), kept because the log is tiny, names none; nor does git's report that it could
/// not read from the remote, whose reason ssh gave above.
bool statesNoError(std::string_view line, std::size_t words)
{
    return words < minSuggestionWords || OutcomeLine::onlyExitStatus(line)
        || OutcomeLine::isShellCommand(line) || OutcomeLine::isHeading(line)
        || ExceptionMessage::headsATraceback(line) || ExceptionMessage::headsARustPanic(line)
        || ExceptionMessage::namesOnlyItsClass(line) || OutcomeLine::onlyThatTheRemoteWasUnreadable(line)
        || OutcomeLine::onlyThatAStepFailed(line) || OutcomeLine::onlyThatAProcessDied(line)
        || LogLevel::levelOf(line) == LogLevel::Level::Quiet;
}

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
    // Each line's words, read once for all the findings on it (a record's environments, rivals).
    struct LineReading
    {
        RecordSearch::Terms terms;
        TextSimilarity::Tokens tokens;
    };
    QHash<QString, LineReading> lineWords;
    for (auto &[pattern, f] : collected.findings) {
        if (!inScope(pattern))
            continue;
        auto words = lineWords.constFind(f.bestLine);
        if (words == lineWords.constEnd()) {
            const QByteArray utf8 = f.bestLine.toUtf8();
            const std::string_view line(utf8.constData(), std::size_t(utf8.size()));
            words = lineWords.insert(f.bestLine, {m_search.termsOf(line), TextSimilarity::tokens(line)});
        }
        const double information = m_search.explained(words->terms, pattern);
        score(f, fit, information, out.lines <= EcosystemFit::longLogLines);
        const double resemblance
            = TextSimilarity::similarity(words->tokens, m_patternTexts[std::size_t(pattern)].signature());
        f.features = features(f, fit, resemblance, information);
        f.classAlone = m_anyErrorOfAClass[std::size_t(pattern)] != 0;
        // A record whose regex caught only a line of routine work ("Looking for include file io.h -
        // not found") may still be suggested for the error its signature reads like.
        matched[std::size_t(pattern)] = f.score >= weakMatchScore;
        patternOf.insert(f.record.id(), pattern);
        findings.append(std::move(f));
    }
    CauseOrder::yieldToReasons(findings, fit);
    RivalRules::preferTheSpecificVariant(findings);
    RivalRules::preferTheInnermostError(findings);
    RivalRules::preferTheVariantItsMessageStates(findings);
    RivalRules::preferTheNamedProduct(findings, m_patternTexts, patternOf);
    RivalRules::preferTheProductInTheLog(findings);
    RivalRules::preferTheBetterReading(findings);
    QList<ErrorLine> &pending = collected.unmatchedErrors;
    if (out.lines <= BlockTriage::tinyLog)
        pending += collected.tinyLogLines;
    if (!pending.isEmpty())
        addSuggestions(findings,
            suggestions(pending, matched, fit, out.lines == 1, out.lines > EcosystemFit::longLogLines));
    RivalRules::preferTheSuggestionThatReadsBetter(findings);
    CauseOrder::yieldToInnerExceptions(findings);
    CauseOrder::yieldBareExceptionsToTheirLibrarysError(findings);
    CauseOrder::yieldToSuggestedReasons(findings);
    RivalRules::preferTheChosenSources(findings);
    CauseOrder::yieldToOuterExceptionsQuotingThem(findings);
    groupEnvironments(findings);
    calibrate(findings);
    order(findings);
    out.findings = std::move(findings);
}

bool FindingRanker::leadsClearly(const RecordSearch::Terms &line, qsizetype record, double lead) const
{
    const QList<RecordSearch::Hit> top
        = m_search.query(line, 2, [&](qsizetype i) { return inScope(int(i)); });
    return !top.isEmpty() && top.first().record == record
        && (top.size() == 1 || top.first().score >= lead * top.at(1).score);
}

FindingRanker::Resembling FindingRanker::bySignature(const TextSimilarity::Tokens &tokens,
    const std::string &compact, const std::vector<char> &eligible, std::vector<std::uint16_t> &common) const
{
    Resembling best;
    // The records sharing a word with the line, visited in any order: of equal resemblances the
    // record first in the knowledge base is kept, as a walk in order would keep it.
    thread_local std::vector<int> sharing;
    m_signatures.countCommon(tokens, common, sharing);
    const auto hundredths = std::size_t(minSuggestionResemblance * 100 + 0.5);
    const auto beats = [&best](double s, int i) {
        return s > best.resemblance || (s == best.resemblance && best.pattern >= 0 && i < best.pattern);
    };
    for (const int i : sharing) {
        const std::uint16_t shared = common[std::size_t(i)];
        // Only a record that may read like the line enough to be suggested: most share only a
        // common word or two with an error line.
        if (!m_signatures.mayResemble(tokens.size(), i, shared, hundredths) || !eligible[std::size_t(i)])
            continue;
        // Of a long line (an error with its query or context around it), how much of the signature
        // it holds counts more than how much of it the signature holds.
        double s = std::max(
            m_signatures.similarity(tokens, i, shared), m_signatures.recallWeighted(tokens, i, shared));
        // A signature that names an error the line does not ("AccessDeniedException" for an
        // "(ExpiredToken)" line) reads like it only in its boilerplate.
        if (beats(s, i) && !m_patternTexts[std::size_t(i)].namesErrorsOf(compact))
            s /= 2;
        if (beats(s, i)) {
            best = {i, s,
                m_signatures.signatureWords(i) >= wholeSignatureMinWords
                    && m_signatures.coverage(i, shared) >= wholeSignatureCoverage};
        }
    }
    return best;
}

FindingRanker::Resembling FindingRanker::bySearch(
    const RecordSearch::Terms &line, const std::string &compact, const std::vector<char> &eligible) const
{
    Resembling best;
    // Records whose words the line shares, weighed by how rare the words are (BM25): they find the
    // error when the line's wording differs from every signature's ("Graph break … data-dependent
    // branching" for a record on data-dependent control flow).
    const QList<RecordSearch::Hit> found
        = m_search.query(line, 3, [&](qsizetype i) { return eligible[std::size_t(i)] != 0; });
    for (qsizetype rank = 0; rank < found.size(); ++rank) {
        const RecordSearch::Hit &hit = found.at(rank);
        double s = hit.normalized * searchWeight;
        // Leading the records still eligible is needed to lead all those in scope, and costs
        // nothing: asked first, it spares most lines the other two questions.
        bool tentative = false;
        if (rank == 0 && s < distinctResemblance
            && (found.size() == 1 || hit.score >= distinctLead * found.at(1).score)) {
            const double explained = m_search.explained(line, hit.record);
            if (explained >= tentativeInformation && leadsClearly(line, hit.record, distinctLead)) {
                s = distinctResemblance;
                tentative = explained < distinctInformation;
            }
        }
        if (s > best.resemblance && m_patternTexts[std::size_t(hit.record)].namesErrorsOf(compact))
            best = {hit.record, s, false, tentative};
    }
    return best;
}

bool FindingRanker::aMatchExplainsMore(const RecordSearch::Terms &line, qsizetype record, double explained,
    const std::vector<char> &eligible) const
{
    const QList<RecordSearch::Hit> top
        = m_search.query(line, 1, [&](qsizetype i) { return inScope(int(i)); });
    if (top.isEmpty() || top.first().record == record || eligible[std::size_t(top.first().record)])
        return false;
    return m_search.explained(line, top.first().record) >= explained + matchExplainsMore;
}

std::optional<double> FindingRanker::suggestible(const Resembling &candidate, std::string_view line,
    const RecordSearch::Terms &terms, double matched, double builtInMatched,
    const std::vector<char> &eligible, bool alone) const
{
    if (candidate.pattern < 0)
        return std::nullopt;
    // Over a line's hits, only a record that reads clearly more like it. A record of the
    // user's sources, which on one line come before the built-in ones
    // (RivalRules::preferTheChosenSources()), need only read nearly as much like it as the
    // built-in records that matched it.
    const double matchedBefore = m_patternTexts[std::size_t(candidate.pattern)].builtIn()
        ? std::max(matched, builtInMatched)
        : std::max(matched, builtInMatched - builtInLead);
    if (candidate.resemblance < std::max(minSuggestionResemblance, matchedBefore + 0.1))
        return std::nullopt;
    const double explained = m_search.explained(terms, candidate.pattern);
    if (explained < minSuggestionInformation && !candidate.statesWholeSignature
        && !(alone && candidate.resemblance >= aloneResemblance))
        return std::nullopt;
    // Nor when a record that matched reads most like the line by its rare words and
    // explains clearly more of them: its signature may be worded for another of its regex's
    // messages ("The source … does not match the source … used to generate cache") and read
    // less like the line than one sharing its boilerplate ("CMake Error: The source
    // directory …").
    if (aMatchExplainsMore(terms, candidate.pattern, explained, eligible))
        return std::nullopt;
    // Nor a record whose regex spells out this very message but names another part of it
    // in its own place ("maven-compiler-plugin" for a line of "maven-surefire-plugin"): the
    // regex did not match because it was written not to.
    std::string lower(line);
    std::ranges::transform(lower, lower.begin(), TextSimilarity::asciiLower);
    if (m_patternTexts[std::size_t(candidate.pattern)].beginsAnotherInstance(lower))
        return std::nullopt;
    // Nor a record whose signature states another error number's message than the line
    // ("Failed to open stream: Permission denied" for "… : No space left on device").
    const QByteArray signature = m_matcher.records().at(candidate.pattern).signature().toUtf8();
    const std::string_view signatureView(signature.constData(), std::size_t(signature.size()));
    if (ErrnoMessage::statesAnother(signatureView, line))
        return std::nullopt;
    // Nor one whose signature states another libcurl error ("curl: (60) SSL: …" for "curl: (5)
    // Could not resolve proxy: …").
    if (ErrorCode::statesAnotherCurlCode(signatureView, line))
        return std::nullopt;
    // Nor one whose signature states another code of the same family ("ITMS-91053: Missing API
    // declaration" for "ITMS-90683: Missing purpose string in Info.plist").
    if (ErrorCode::statesAnotherNumberedCode(signatureView, line))
        return std::nullopt;
    // Nor one whose signature names the error by another constant than the line
    // ("{orders=LEADER_NOT_AVAILABLE}" for "Error: NOT_ENOUGH_REPLICAS").
    if (ErrorCode::statesAnotherConstant(signatureView, line))
        return std::nullopt;
    // Nor one whose signature states the line's exception with another message, not a word of it
    // in common ("SqlException: A network-related … error" for "SqlException (0x80131904): Login
    // failed for user 'sa'."): the class alone is any of its errors.
    if (ExceptionMessage::statesAnotherMessage(signatureView, line))
        return std::nullopt;
    // Nor one whose signature says another name is not defined ("fetch" for "process").
    if (ExceptionMessage::statesAnotherUndefinedName(signatureView, line))
        return std::nullopt;
    // Nor one whose signature states another kind of failure than the line, and none of its
    // ("network x not found" for "The container name "/web" is already in use").
    if (FailurePhrase::statesAnother(m_patternTexts[std::size_t(candidate.pattern)].failureKinds(), lower))
        return std::nullopt;
    return explained;
}

QList<Finding> FindingRanker::suggestions(const QList<ErrorLine> &lines,
    const std::vector<char> &matchedPatterns, const EcosystemFit &fit, bool alone, bool longLog) const
{
    QHash<QString, Finding> suggested;
    QHash<QString, double> resemblance, information;
    // Which records may be suggested, decided once rather than for each line (a batch of many
    // logs pays this per log): those in scope whose regexes matched nothing.
    std::vector<char> eligible(std::size_t(m_matcher.patternCount()));
    for (qsizetype i = 0; i < m_matcher.patternCount(); ++i)
        eligible[std::size_t(i)] = !matchedPatterns[std::size_t(i)] && inScope(int(i));
    std::vector<std::uint16_t> common; // per record: words its signature shares with the line
    for (const auto &[line, text, matched, builtInMatched] : lines) {
        const std::string_view textView(text.constData(), std::size_t(text.size()));
        const TextSimilarity::Tokens lineTokens = TextSimilarity::tokens(textView);
        // Nor a line naming an exception's class alone: its message, printed apart below it
        // (Laravel's "Illuminate\\Database\\QueryException", then "SQLSTATE[HY000] [2002] …"), says
        // which error of the class it is.
        if (statesNoError(textView, lineTokens.size()) || ExceptionMessage::namesOnlyAClass(textView))
            continue;
        // Nor, in a server's long log, a line about a client that never logged in.
        if (longLog && PeerLine::isBeforeAuthentication(textView))
            continue;
        // Its words run together, lowercase: "out of memory" names "OutOfMemoryError" too.
        const std::string compact = TextSimilarity::compactWords(textView);
        // The record reading most like the line, by its signature or by the search; of equals, the
        // signature's.
        const Resembling bySignatures = bySignature(lineTokens, compact, eligible, common);
        const RecordSearch::Terms searchTerms = m_search.termsOf(textView);
        const Resembling searched = bySearch(searchTerms, compact, eligible);
        Resembling best = searched.resemblance > bySignatures.resemblance ? searched : bySignatures;
        std::optional<double> explainedShare
            = suggestible(best, textView, searchTerms, matched, builtInMatched, eligible, alone);
        // A signature that reads like the line by its boilerplate only ("RuntimeError: CUDA error:
        // CUBLAS_STATUS_NOT_INITIALIZED" for "… CUDA error: uncorrectable ECC error encountered")
        // explains too little of it to be suggested; the record the search finds by the line's
        // rare words may be.
        if (!explainedShare && best.pattern >= 0 && best.pattern == bySignatures.pattern
            && searched.pattern >= 0 && searched.pattern != best.pattern) {
            best = searched;
            explainedShare
                = suggestible(best, textView, searchTerms, matched, builtInMatched, eligible, alone);
        }
        if (!explainedShare)
            continue;
        const double explained = *explainedShare;
        const Record &record = m_matcher.records().at(best.pattern);
        Finding &f = suggested[record.id()];
        if (f.hitCount++ == 0) {
            f.record = record;
            f.firstLine = line;
            f.suggestion = true;
        }
        f.lastLine = line;
        const double score = HitScore::suggestion(record, best.resemblance, fit(record));
        if (score > f.score) {
            f.score = score;
            f.tentative = best.tentative;
            f.best = {line, 0, 0, score, 1.0f, true, 0, OutcomeLine::isPersonalProse(textView)};
            f.bestLine = QString::fromUtf8(text);
            resemblance[record.id()] = best.resemblance;
            information[record.id()] = explained;
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
