// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "blocktriage.h"
#include "ecosystemfit.h"
#include "textsimilarity.h"
#include "triage.h"
#include "triagesetup_p.h"

#include <QHash>
#include <QList>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace Faultline {

/// What the blocks of a log gave so far, merged in line order: what ranking starts from.
struct Collected
{
    std::unordered_map<int, Finding> findings; // by pattern; not yet scored for the log as a whole
    QList<ErrorLine> unmatchedErrors; // the last BlockTriage::maxSuggestionLines of them
    QList<ErrorLine> tinyLogLines; // lines without hits of a log's first block, if it was tiny
    QList<int> ecosystemMarks; // per ecosystem
};

/**
 * Turns what triage collected into a ranked diagnosis. A finding scores its best hit's score plus
 * how well its record fits the log (EcosystemFit), less for advice records. Error lines that no
 * regex matched, or whose hits read less like them than some other record does, get suggestions:
 * the record whose signature resembles the line most (TextSimilarity) or whose words the line
 * shares, weighed by rarity (RecordSearch, BM25). Records that are the same error in several
 * environments become one finding listing the others. A cause outranks what it led to
 * (CauseOrder), and of findings on one line the better answer comes first (RivalRules). Each
 * finding then gets a calibrated confidence (TriageConfidence) from its features; the rules cap it
 * below the diagnosis threshold when the match is no evidence, the record's product is absent from
 * the log, the record is advice, it names an exception's class alone that other records tell apart
 * by their messages (ClassRecords), or it is a warning that does not lead, and an outcome ranked
 * below its reason at the confidence of the findings above it. Order: diagnoses by score, then
 * suggestions and weak hits by confidence; ties by score, first line, then record id, so that the
 * order never varies.
 *
 * Holds references to the setup's matcher, texts and indexes, which outlive it. Cost: per finding, and per
 * error line kept for suggestions a comparison with every record's signature.
 */
class FindingRanker
{
public:
    explicit FindingRanker(const TriageSetup::Data &setup, ScopeFilter scope = ScopeFilter::Software)
        : m_matcher(setup.matcher)
        , m_patternTexts(setup.patternTexts)
        , m_search(setup.search)
        , m_signatures(setup.signatures)
        , m_software(setup.software)
        , m_anyErrorOfAClass(setup.anyErrorOfAClass)
        , m_scope(scope)
    { }

    /// Fills \a out's findings and ecosystems from \a collected; \a out.lines must be set.
    void rank(TriageResult &out, Collected collected) const;

    /// Sets \a finding's score for the log as a whole: its best hit's score and the fit of its
    /// record; more when the first line of a \a pasted log (no longer than
    /// EcosystemFit::longLogLines), its title, names it too.
    static void score(Finding &finding, const EcosystemFit &fit, double information, bool pasted);
    /// What \a finding's confidence is computed from (TriageConfidence), all but BelowBest.
    static QList<double> features(
        const Finding &finding, const EcosystemFit &fit, double resemblance, double information);
    /// Appends \a suggested to \a findings; a suggestion of a record \a findings already holds
    /// replaces that finding when it scores higher, and is dropped otherwise.
    static void addSuggestions(QList<Finding> &findings, QList<Finding> suggested);
    /// Merges findings of the same error in other environments into the best of them.
    static void groupEnvironments(QList<Finding> &findings);
    /// Sets each finding's confidence, and weak for hits that are no diagnosis.
    static void calibrate(QList<Finding> &findings);
    /// Ranked order: diagnoses by score, then suggestions and weak hits by confidence, those of a
    /// product the log never names (TriageConfidence::ProductAbsent) after the others.
    static void order(QList<Finding> &findings);

private:
    /// Suggestions for \a lines, of records whose patterns \a matchedPatterns does not mark (those
    /// matched well). \a alone: the log is one line, a message pasted on its own ("CUDA error: out
    /// of memory"), which holds too few words to reach minSuggestionInformation however well a
    /// record explains it; a record reading much like it is suggested. \a longLog: the log is
    /// longer than EcosystemFit::longLogLines, a system's own log rather than a paste.
    QList<Finding> suggestions(const QList<ErrorLine> &lines, const std::vector<char> &matchedPatterns,
        const EcosystemFit &fit, bool alone, bool longLog) const;
    /// The record an error line reads most like, and how much (0 … 1).
    struct Resembling
    {
        qsizetype pattern = -1;
        double resemblance = 0;
        bool statesWholeSignature = false; // the line holds nearly every word of its signature
        bool tentative = false; // found by the search, naming few of the line's rare words
    };
    /// Of the records \a eligible marks, the one whose signature the line with \a tokens (and
    /// \a compact, its words run together) reads most like; \a common is scratch space.
    Resembling bySignature(const TextSimilarity::Tokens &tokens, const std::string &compact,
        const std::vector<char> &eligible, std::vector<std::uint16_t> &common) const;
    /// Of the records \a eligible marks, the one the search finds reading most like the line of
    /// \a terms (\a compact: its words run together), and how much.
    Resembling bySearch(
        const RecordSearch::Terms &line, const std::string &compact, const std::vector<char> &eligible) const;
    /// Whether \a candidate may be suggested for \a line (\a terms: its terms for the search), whose hits
    /// read \a matched and
    /// \a builtInMatched much like it (ErrorLine), and how much of the line's information it
    /// explains (RecordSearch::explained()) when it may.
    std::optional<double> suggestible(const Resembling &candidate, std::string_view line,
        const RecordSearch::Terms &terms, double matched, double builtInMatched,
        const std::vector<char> &eligible, bool alone) const;
    /// Whether the search ranks first for the line of \a line's terms, of all the records in scope, a record
    /// other than \a record that \a eligible does not mark (matched in the log) and that explains clearly
    /// more of its information than \a record's \a explained.
    bool aMatchExplainsMore(const RecordSearch::Terms &line, qsizetype record, double explained,
        const std::vector<char> &eligible) const;
    /// Whether the search ranks \a record first for the line of \a line's terms among all the records in
    /// scope (those matched elsewhere in the log too), its score at least \a lead times the next one's.
    bool leadsClearly(const RecordSearch::Terms &line, qsizetype record, double lead) const;
    /// Whether the record of \a pattern is one the ranking shows (ScopeFilter).
    bool inScope(int pattern) const
    {
        return m_scope == ScopeFilter::All || m_software[std::size_t(pattern)] != 0;
    }

    const LogMatcher &m_matcher;
    const std::vector<PatternText> &m_patternTexts;
    const RecordSearch &m_search;
    const SignatureIndex &m_signatures; // of m_patternTexts
    const std::vector<char> &m_software; // per pattern: its record is about software
    const std::vector<char> &m_anyErrorOfAClass; // per pattern: ClassRecords::ofAnyErrorOfAClass()
    const ScopeFilter m_scope;
};

} // namespace Faultline
