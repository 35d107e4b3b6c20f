// SPDX-License-Identifier: MIT
#pragma once

#include "matchplan.h"
#include "record.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace Faultline {

struct MatchTables;

/**
 * Every record regex at once, over lines of UTF-8 text.
 *
 * Each regex is compiled once by RE2 (case-insensitive, as the corpus authors apply them). From
 * RE2's prefilter (FilteredRE2) each top-level alternative of a regex gets one or two sets of
 * literals ("cuts") of which any match must contain one each, the rarest that will do. One
 * Aho-Corasick pass over a block of lines finds those literals, and a regex runs only on the lines
 * where some alternative has all its cuts. A regex that needs no literal at all (`.*`, `\d+`) runs
 * on every line.
 *
 * Three things keep that cheap where most lines hold some common literal: each block looks for an
 * alternative from whichever of its cuts is rarer there; an alternative of literals joined by
 * wildcards is tried only where those literals come in its order; and a regex whose alternatives
 * are all literals joined by `.*` is matched without RE2 on lines of ASCII, where its match is
 * known from where the literals occur.
 *
 * The result is exactly what running each regex on each line would give (the matcher test checks
 * that on the corpus): a hit is a line on which the regex has a match, with the leftmost match's
 * byte span. Line ends are `\n`; a `\r` before it is not part of the line.
 *
 * Except on a line longer than longLineBytes (a minified bundle, a JSON document on one line),
 * where a match is at most longLineMatchBytes long: the hit is the leftmost match of at most that
 * length, and of those starting there the one RE2 prefers, as if the line ended that far after
 * the start (the text beyond still counts for `$` and `\b`). A longer match is not seen:
 * `error.*timeout` finds "error … timeout" on such a line only when the two are that close, and
 * `.*` stops there. That lets RE2 run only around the literals found on the line, as on short
 * lines, rather than over all of it for every regex with a literal somewhere in it. Lines up to
 * longLineBytes are matched whole, as above.
 *
 * In the same pass it finds the words that say what a line is about (error words, ecosystem
 * markers: LineWords::words(), internal to models/), for callers that rank lines, such as Triage.
 *
 * Immutable once built; match from any number of threads.
 */
class LogMatcher
{
public:
    /// Compiles the regexes of \a records, spread over the global thread pool; those \a plan
    /// holds (by their text) are not compiled now but when a line first needs them, which makes
    /// building the matcher several times cheaper (see MatchPlan). Either way the matcher matches
    /// the same.
    explicit LogMatcher(const QList<Record> &records, const MatchPlan &plan = {});
    ~LogMatcher();
    LogMatcher(const LogMatcher &) = delete;
    /// A line longer than this is a long line; see the class comment.
    static constexpr std::size_t longLineBytes = 8192;
    /// The longest match seen on a long line.
    static constexpr std::size_t longLineMatchBytes = 512;
    LogMatcher &operator=(const LogMatcher &) = delete;

    /// The records with a regex RE2 accepts, in the order given; a hit's pattern indexes this.
    const QList<Record> &records() const { return m_records; }
    qsizetype patternCount() const { return m_records.size(); }
    /// Records left out because RE2 rejected their regex, with its reason.
    struct Rejected
    {
        QString recordId;
        QString error;
    };
    const QList<Rejected> &rejected() const { return m_rejected; }

    /// The plan of every regex of the records given (rejected ones too), for the next matcher of
    /// them.
    const MatchPlan &plan() const { return m_plan; }
    /// How many regexes the constructor compiled: those the plan given to it did not hold. The
    /// others are compiled when a line first needs them.
    qsizetype compiledCount() const { return m_compiledCount; }

    struct Hit
    {
        int pattern;
        int begin; // byte offsets in the line
        int end;
    };
    /// Called for each line of a block that has hits: its index in the block, its text and hits.
    using LineSink = std::function<void(qint64 line, std::string_view text, std::span<const Hit> hits)>;
    /// Called for each place one of LineWords::words() occurs, ignoring ASCII case, in line order
    /// and before the line's hits: the line's index in the block, the word's index and the offset
    /// in the block one past the word's end. A word found across a line end counts where it ends.
    using WordSink = std::function<void(qint64 line, int word, std::size_t end)>;
    /// Matches every line of \a block (at most 4 GiB; a last line without `\n` counts) and
    /// returns the number of lines.
    qint64 matchBlock(std::string_view block, const LineSink &sink, const WordSink &words = {}) const;

    /// The first match of \a pattern's regex in \a line that starts at \a from or later, if any:
    /// matchBlock() gives the leftmost match, which may be the weaker of two ("token.+has expired"
    /// starting inside "(ExpiredToken)" rather than at "token has expired"). One RE2 search, of
    /// \a line whole, whatever its length: callers pass a long line's neighbourhood of a hit.
    std::optional<Hit> matchFrom(int pattern, std::string_view line, std::size_t from) const;

    struct Statistics
    {
        qsizetype atoms = 0; // literals searched for
        qsizetype automatonStates = 0;
        qsizetype automatonBytes = 0; // its tables
        qsizetype everyLine = 0; // regexes that must be tried on every line
    };
    Statistics statistics() const;

private:
    std::unique_ptr<const MatchTables> m_tables;
    QList<Record> m_records;
    QList<Rejected> m_rejected;
    MatchPlan m_plan;
    qsizetype m_compiledCount = 0;
};

} // namespace Faultline
