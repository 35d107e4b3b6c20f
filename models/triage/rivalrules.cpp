// SPDX-License-Identifier: MIT
#include "rivalrules.h"

#include "ecosystemfit.h"
#include "nearbywords.h"
#include "textsimilarity.h"
#include "triageconfidence.h"

#include <algorithm>
#include <string>
#include <unordered_set>

namespace Faultline::RivalRules {

namespace {

/// How much more of a line's information (TriageConfidence::Information) a record must explain
/// than another of its domain matching the same line for it to take that one's place: the record
/// on "ament_cmake" before the one on any CMake package (preferTheSpecificVariant(), and among the
/// user's records in preferTheChosenSources()).
constexpr double specificInformationMargin = 0.15;

/// How far below the best finding on a line one that matches further along it, the error the
/// best one's message wraps ("OCI runtime create failed: …: no space left on device"), may be and
/// still take its place. Within one domain the wrapper often matches more of the line's text than
/// the cause: Maven's "Failed to execute goal …maven-compiler-plugin… on project x: Fatal error
/// compiling: error: release version 21 not supported" scores its generic record 0.18 above the
/// release's. Across domains a record of another product reading the wrapped message is a weaker
/// cause: a CUDA record's "libcuda.*cannot open" in TensorFlow's "Could not load dynamic library
/// 'libcudart.so.11.0'; dlerror: …: cannot open shared object file".
constexpr double innermostMargin = 0.1;
constexpr double innermostMarginInItsDomain = 0.2;
/// How far below the best finding on a line a variant of one domain may be and still take its
/// place by naming a product the lines around show where the best one names one they do not.
constexpr double namedProductMargin = 0.15;
/// How far below a built-in record leading the findings one of the user's sources of its domain
/// may be and still lead instead. Tuned on the evaluation's tuning half (with the built-in records
/// loaded, as `faultline triage --kb` does): 0.1 gained 1 case, 0.2 3, 0.4 6, none lost.
constexpr double chosenSourceMargin = 0.4;
/// How far below the best finding on a line a variant of one domain may be and still take its
/// place by having its signature stated in the lines around (preferTheVariantItsMessageStates()),
/// what share of its words beyond the line they must state, and how many such words it needs: a
/// signature that adds a word or two may be found stated by chance (NearbyWords errs that way).
constexpr double statedMargin = 0.15;
constexpr double statedShare = 0.8;
/// The best finding keeps its place when its signature says less than this many words beyond the
/// line (a variant's one word: "CALL_AND_RETRY_LAST" for "Reached heap limit"), or when the lines
/// around state this share of them.
constexpr std::size_t unstatedWords = 2;
constexpr double keptShare = 0.5;
constexpr std::size_t statedWords = 3;
/// When the lines around state none of what the best one's signature says beyond the line ("cannot
/// open camera by index" for OpenCV's "!_src.empty() in function 'cvtColor'"), a variant needs
/// only this share of its own stated ("imread … returned None" where the log shows `imread_(…)`).
constexpr double someStatedShare = 0.3;
/// A signature the line states whole must have this many words of statedWordLength letters: "CLUSTERDOWN
/// The cluster is down" has two.
constexpr std::size_t wholeSignatureWords = 2;
/// Words shorter than this say little of an error ("the", "not", "on").
constexpr std::size_t statedWordLength = 5;
/// A record reads clearly more like a line than one of another domain (readsBetter()) when it
/// explains specificInformationMargin more of its rare words and its signature reads this much
/// more like it (TriageConfidence::Resemblance); then it takes the other's place on the line when
/// at most betterReadingMargin below it (preferTheBetterReading()), and a record of the user's
/// sources does not take it back (preferTheChosenSources()). Tuned on the evaluation's tuning half:
/// gained a Vite server's "listen EACCES" (Node's record over Docker's "EACCES: permission denied"
/// in a container), lost none.
constexpr double readsBetterResemblance = 0.2;
/// How much more of a line's information (TriageConfidence::Information) a built-in record must
/// explain than a record of the user's sources on its line for it to keep its place
/// (preferTheChosenSources()): "pod has unbound immediate PersistentVolumeClaims" says why the
/// pod waits, "0/2 nodes are available" only that it does.
constexpr double builtInExplainsMore = 0.4;
constexpr double betterReadingMargin = 0.15;
/// How far below a record that matched a line a suggestion for it (no regex of it matched) may be,
/// and how much more its signature must read like the line, for it to take the match's place
/// (preferTheSuggestionThatReadsBetter()). Tuned on the evaluation's tuning half: a score margin of
/// 0.1 lost a case (a TensorFlow record's match to a suggestion), 0.05 with 0.2 or 0.3 gained one
/// and lost none.
constexpr double suggestionMargin = 0.05;
constexpr double suggestionReadsBetter = 0.2;
/// At most this many bytes between the wrapping error's match and the wrapped one's.
constexpr qsizetype maxWrappingGap = 400;

/// What rival findings share: their best hits' line, or the error stated there (an exception's
/// message over several lines is one error).
enum class Same { Line, Error };

/// The findings whose best hits are on the same line, or of the same error (\a same), and of the
/// same domain when \a byDomain, for those \a counts: groups of two or more, as indexes into
/// \a findings.
template<typename Counts>
QList<QList<qsizetype>> rivals(
    const QList<Finding> &findings, bool byDomain, Counts counts, Same same = Same::Line)
{
    QHash<QPair<qint64, QString>, QList<qsizetype>> byLine;
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const Finding &f = findings.at(i);
        const qint64 line = same == Same::Error ? f.best.errorLine() : f.best.line;
        if (counts(f))
            byLine[{line, byDomain ? f.record.domain() : QString()}].append(i);
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

/// Of \a group's findings that \a counts, the one explaining the most of its line's information,
/// when that is at least specificInformationMargin more than \a than explains; otherwise \a than.
template<typename Counts>
qsizetype moreSpecific(
    const QList<Finding> &findings, const QList<qsizetype> &group, qsizetype than, Counts counts)
{
    using TriageConfidence::Information;
    auto information = [&](qsizetype i) { return findings.at(i).features.at(Information); };
    qsizetype specific = than;
    for (qsizetype i : group) {
        if (counts(findings.at(i)) && information(i) > information(specific))
            specific = i;
    }
    return information(specific) >= information(than) + specificInformationMargin ? specific : than;
}

/// Whether \a outer's message, on its line \a text, goes on to \a inner's error after a ": " (and
/// not through a dumped object or list, whose fields name states, not causes): Ansible's
/// "UNREACHABLE! … Failed to connect to the host via ssh: Unable to negotiate …".
bool wrapsTheError(const Finding &outer, const QByteArray &text, const Finding &inner)
{
    if (inner.best.begin < outer.best.end || inner.best.begin > text.size())
        return false;
    const QByteArrayView gap = QByteArrayView(text).sliced(outer.best.end, inner.best.begin - outer.best.end);
    return gap.contains(": ") && gap.size() <= maxWrappingGap
        && std::none_of(gap.begin(), gap.end(), [](char c) { return c == '{' || c == '[' || c == '}'; });
}

/// Whether \a a's signature is \a b's line nearly word for word, or all of it is in the line, while \a b's
/// own signature shares no word with it: Go's race detector's "WARNING: DATA RACE", whose regex also reads
/// "concurrent map writes", against a record of "fatal error: concurrent map writes" itself.
bool isTheLineAgainstNoWordOfIt(const Finding &a, const Finding &b)
{
    using TriageConfidence::Resemblance;
    constexpr double statesTheLine = 0.9, noWord = 0.05;
    if (b.features.value(Resemblance) >= noWord)
        return false;
    if (a.features.value(Resemblance) >= statesTheLine)
        return true;
    // Every word of a signature of three or more, around which a logger put its own ("Mar 11
    // 02:17:44 host telemetry-ingest[918244]: fatal error: concurrent map writes").
    const TextSimilarity::Tokens signature = TextSimilarity::tokens(a.record.signature().toStdString());
    return signature.size() >= 3
        && std::ranges::includes(TextSimilarity::tokens(a.bestLine.toStdString()), signature);
}

/// Whether \a a reads clearly more like their line than \a b: it explains clearly more of the
/// line's rare words, and its signature reads clearly more like it.
bool readsClearlyMore(const Finding &a, const Finding &b)
{
    using TriageConfidence::Information;
    using TriageConfidence::Resemblance;
    return a.features.value(Information) >= b.features.value(Information) + specificInformationMargin
        && a.features.value(Resemblance) >= b.features.value(Resemblance) + readsBetterResemblance;
}

/// Whether \a a, of another domain than \a b, reads clearly more like their line than \a b
/// (readsClearlyMore()).
bool readsBetter(const Finding &a, const Finding &b)
{
    return a.record.domain() != b.record.domain() && readsClearlyMore(a, b);
}

/// Whether the built-in record of \a builtIn explains much more of its line than that of \a chosen,
/// of the user's sources (builtInExplainsMore).
bool explainsMuchMore(const Finding &builtIn, const Finding &chosen)
{
    using TriageConfidence::Information;
    return builtIn.features.value(Information) >= chosen.features.value(Information) + builtInExplainsMore;
}

/// Whether \a f's record is about a language the log shows no sign of while it shows others'
/// (EcosystemFit: a fit of 0, not the 0.5 of a log without any sign).
bool ofAnUnseenLanguage(const Finding &f)
{
    return EcosystemFit::isLanguage(f.record.domain()) && f.features.value(TriageConfidence::Fit) == 0;
}

/// Whether \a a's record reads its line at least as much as \a b's: its signature as much like it,
/// and as much of its rare words explained.
bool readsAsMuch(const Finding &a, const Finding &b)
{
    using namespace TriageConfidence;
    return a.features.value(Resemblance) >= b.features.value(Resemblance)
        && a.features.value(Information) >= b.features.value(Information);
}

/// \a a takes \a b's place in the ranking, and \a b \a a's.
void swapScores(Finding &a, Finding &b)
{
    std::swap(a.score, b.score);
    a.features[TriageConfidence::Score] = a.score;
    b.features[TriageConfidence::Score] = b.score;
}

/// How much of a record's signature its line and the lines around state.
struct Stated
{
    std::size_t words = 0; // its words of statedWordLength letters or more
    std::size_t beyond = 0; // those of them not on the line
    double share = 1.0; // the share of those the lines around may contain
};

/// The words of \a line, as NearbyWords reads words.
std::unordered_set<std::string> wordsOf(const QString &line)
{
    std::unordered_set<std::string> words;
    const QByteArray text = line.toUtf8();
    NearbyWords::forEachWord(std::string_view(text.constData(), std::size_t(text.size())),
        [&](std::string_view w) { words.emplace(w); });
    return words;
}

/// How much of \a record's signature its line (whose words are \a onLine) and the lines around it
/// (\a nearby) state.
Stated statedAround(
    const Record &record, const std::unordered_set<std::string> &onLine, const NearbyWords &nearby)
{
    std::unordered_set<std::string> words, beyond;
    const QByteArray signature = record.signature().toUtf8();
    NearbyWords::forEachWord(
        std::string_view(signature.constData(), std::size_t(signature.size())), [&](std::string_view w) {
            if (w.size() < statedWordLength)
                return;
            words.emplace(w);
            if (!onLine.contains(std::string(w)))
                beyond.emplace(w);
        });
    Stated stated {words.size(), beyond.size()};
    if (!beyond.empty()) {
        const auto found = std::count_if(
            beyond.begin(), beyond.end(), [&](const std::string &w) { return nearby.mayContain(w); });
        stated.share = double(found) / double(beyond.size());
    }
    return stated;
}

} // namespace

void preferTheVariantItsMessageStates(QList<Finding> &findings)
{
    const auto groups = rivals(findings, true,
        [](const Finding &f) { return f.best.evidence && !f.suggestion && !f.nearby.isEmpty(); });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        const Finding &best = findings.at(top);
        // Rivals share their line, and the words around it.
        const std::unordered_set<std::string> onLine = wordsOf(best.bestLine);
        // The best one's signature is its line's, or the lines around say it too.
        const Stated leader = statedAround(best.record, onLine, best.nearby);
        if (leader.beyond < unstatedWords || leader.share >= keptShare)
            continue;
        qsizetype other = -1;
        for (qsizetype i : group) {
            const Finding &f = findings.at(i);
            if (i == top || f.score + statedMargin < best.score)
                continue;
            // Its signature stated whole on the line itself, or nearly all of what it says beyond
            // the line stated around it.
            const Stated stated = statedAround(f.record, onLine, best.nearby);
            const bool onTheLine = stated.beyond == 0 && stated.words >= wholeSignatureWords;
            const bool around = stated.beyond >= statedWords && stated.share >= statedShare;
            // Or, when the lines around state nothing of what the best one's adds, some of it.
            const bool some
                = leader.share == 0 && stated.beyond >= statedWords && stated.share > someStatedShare;
            if ((onTheLine || around || some) && (other < 0 || f.score > findings.at(other).score))
                other = i;
        }
        if (other >= 0)
            swapScores(findings[top], findings[other]);
    }
}

void preferTheSpecificVariant(QList<Finding> &findings)
{
    const auto groups = rivals(findings, true, [](const Finding &f) { return f.best.evidence; }, Same::Error);
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        const qsizetype specific = moreSpecific(findings, group, top, [](const Finding &) { return true; });
        if (specific != top)
            swapScores(findings[top], findings[specific]);
    }
}

void preferTheNamedProduct(QList<Finding> &findings, const std::vector<PatternText> &patternTexts,
    const QHash<QString, int> &patternOf)
{
    auto named = [&](const Finding &f, const NearbyWords &nearby) {
        int present = 0, absent = 0;
        for (const std::string &word :
            patternTexts[std::size_t(patternOf.value(f.record.id()))].contextWords())
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

void preferTheBetterReading(QList<Finding> &findings)
{
    const auto groups
        = rivals(findings, false, [](const Finding &f) { return f.best.evidence && !f.suggestion; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        qsizetype other = -1;
        for (qsizetype i : group) {
            const Finding &f = findings.at(i);
            // Not one that fits the log less (preferTheInnermostError() asks the same).
            if (i == top || f.score + betterReadingMargin < findings.at(top).score
                || !readsBetter(f, findings.at(top))
                || f.features.value(TriageConfidence::Fit)
                    < findings.at(top).features.value(TriageConfidence::Fit))
                continue;
            if (other < 0 || f.score > findings.at(other).score)
                other = i;
        }
        if (other >= 0)
            swapScores(findings[top], findings[other]);
    }
}

void preferTheSuggestionThatReadsBetter(QList<Finding> &findings)
{
    using TriageConfidence::Fit;
    using TriageConfidence::Information;
    using TriageConfidence::Resemblance;
    // A suggestion's best hit counts as evidence (FindingRanker::suggestions()).
    const auto groups = rivals(findings, false, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        const Finding &best = findings.at(top);
        if (best.suggestion)
            continue;
        // Not one that explains less of the line's rare words, or fits the log less.
        qsizetype other = -1;
        for (qsizetype i : group) {
            const Finding &f = findings.at(i);
            if (i == top || !f.suggestion || f.score + suggestionMargin < best.score
                || f.features.value(Resemblance) < best.features.value(Resemblance) + suggestionReadsBetter
                || f.features.value(Information) < best.features.value(Information)
                || f.features.value(Fit) < best.features.value(Fit))
                continue;
            if (other < 0 || f.score > findings.at(other).score)
                other = i;
        }
        if (other >= 0)
            swapScores(findings[top], findings[other]);
    }
}

void preferTheProductInTheLog(QList<Finding> &findings)
{
    using TriageConfidence::ProductAbsent;
    const auto groups = rivals(findings, false, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        // A language's record where the log shows no sign of that language (Node.js's record on
        // native addons for the shell's "Segmentation fault (core dumped)" in a photo editor's
        // log) is no more the failure's own record than a product's the log never names, when
        // the other reads the line as much: Node's "Error: EMFILE: too many open files" is worded
        // as Node words it, whatever else the log shows.
        const bool unseenLanguage = ofAnUnseenLanguage(findings.at(top));
        if (findings.at(top).features.value(ProductAbsent) != 1 && !unseenLanguage)
            continue;
        qsizetype other = -1;
        for (qsizetype i : group) {
            const Finding &f = findings.at(i);
            if (f.features.value(ProductAbsent) == 0
                && (!unseenLanguage
                    || (!EcosystemFit::isLanguage(f.record.domain()) && readsAsMuch(f, findings.at(top))))
                && (other < 0 || f.score > findings.at(other).score))
                other = i;
        }
        if (other >= 0)
            swapScores(findings[top], findings[other]);
    }
}

void preferTheChosenSources(QList<Finding> &findings)
{
    auto shipped = [](const Finding &f) { return f.record.isBuiltIn(); };
    // Not a finding CauseOrder ranked below another (an outcome below its reason; a warning, or a
    // report of unready pods, below its product's error): that order stands, whatever source the
    // record comes from.
    // Nor a record of a language the log shows no sign of, where it shows others.
    auto chosen = [&](const Finding &f) {
        return !shipped(f) && !f.yielded && f.best.evidence
            && f.features.value(TriageConfidence::ProductAbsent) == 0 && !ofAnUnseenLanguage(f);
    };
    // On one line, a record of the user's sources is that line's error as they know it: the best
    // of them, or a variant of its domain that explains much more of the line (the record on
    // "ament_cmake" rather than the one on any CMake package, where a built-in record on any
    // package led both), as preferTheSpecificVariant() chooses among a domain's records.
    // Not one whose signature names an error the line does not: a Java record's
    // "UnsatisfiedLinkError: … cannot open shared object file" for the loader's own message.
    // Nor one of another domain that reads clearly less like the line than the built-in one
    // (readsBetter()): Docker's "EACCES: permission denied" inside a container for a dev server's
    // "listen EACCES". Nor one whose message wraps the built-in record's error: that one is its
    // cause (preferTheInnermostError()).
    auto statesItsErrors = [](const Finding &f) {
        const std::vector<std::string> names
            = TextSimilarity::namedErrors(f.record.signature().toStdString());
        return names.empty()
            || TextSimilarity::namesAll(TextSimilarity::compactWords(f.bestLine.toStdString()), names);
    };
    const auto groups = rivals(findings, false, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        if (!shipped(findings.at(top)))
            continue;
        qsizetype other = -1;
        for (qsizetype i : group) {
            if (chosen(findings.at(i)) && (other < 0 || findings.at(i).score > findings.at(other).score)
                && statesItsErrors(findings.at(i)) && !readsBetter(findings.at(top), findings.at(i))
                && !explainsMuchMore(findings.at(top), findings.at(i))
                && !isTheLineAgainstNoWordOfIt(findings.at(top), findings.at(i))
                && !wrapsTheError(findings.at(i), findings.at(i).bestLine.toUtf8(), findings.at(top)))
                other = i;
        }
        if (other < 0)
            continue;
        const QString &domain = findings.at(other).record.domain();
        const qsizetype specific = moreSpecific(findings, group, other,
            [&](const Finding &f) { return chosen(f) && f.record.domain() == domain; });
        swapScores(findings[top], findings[specific]);
    }
    // The leader, when shipped, before a record of its domain the user's sources hold (the same
    // error seen on another line of it: npm's "ERESOLVE" and its "Conflicting peer dependency"),
    // unless that one is far behind. Not one only suggested by how another line reads: that is no
    // sign of the same error (a record on panics in scoped threads for Rust's "thread … panicked
    // at" above an unwrap on None). Nor one matched on a line that is no error of the log: the
    // reporter's prose on what a tried fix gave ("I tried pinning hyper, which only added
    // `error[E0308]: mismatched types` errors"), or a line without a failure word. Nor, on the
    // leader's own line, one that reads clearly less like it (readsClearlyMore()): a record of any
    // failed Helm install for "INSTALLATION FAILED: cannot re-use a name that is still in use".
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
        if (chosen(f) && !f.suggestion && f.record.domain() == findings.at(top).record.domain()
            && f.best.severity >= 0.5 && !f.best.personal
            && f.score + chosenSourceMargin >= findings.at(top).score
            && !(f.best.line == findings.at(top).best.line
                && (explainsMuchMore(findings.at(top), f) || readsClearlyMore(findings.at(top), f)
                    || isTheLineAgainstNoWordOfIt(findings.at(top), f)))
            && (other < 0 || f.score > findings.at(other).score))
            other = i;
    }
    if (other >= 0)
        swapScores(findings[top], findings[other]);
}

void preferTheInnermostError(QList<Finding> &findings)
{
    const auto groups = rivals(findings, false, [](const Finding &f) { return f.best.evidence; });
    for (const QList<qsizetype> &group : groups) {
        const qsizetype top = topScored(findings, group);
        const Finding &outer = findings.at(top);
        const QByteArray text = outer.bestLine.toUtf8(); // hits count bytes of it
        qsizetype inner = -1;
        for (qsizetype i : group) {
            const Finding &f = findings.at(i);
            // A record that fits the log less is no cause of its error: a Java record reading "cannot
            // open shared object file" in TensorFlow's "Could not load dynamic library …".
            const double margin
                = f.record.domain() == outer.record.domain() ? innermostMarginInItsDomain : innermostMargin;
            if (i == top || f.score + margin < outer.score
                || f.features.value(TriageConfidence::Fit) < outer.features.value(TriageConfidence::Fit)
                || !wrapsTheError(outer, text, f))
                continue;
            if (inner < 0 || f.best.begin > findings.at(inner).best.begin)
                inner = i;
        }
        if (inner >= 0)
            swapScores(findings[top], findings[inner]);
    }
}

} // namespace Faultline::RivalRules
