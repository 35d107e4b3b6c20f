// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "logmatcher.h"
#include "nearbywords.h"
#include "patterntext.h"
#include "triage.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace Faultline {

/// A line that may call for a suggestion: an error line whose hits, if any, do not read like it,
/// or whose hits that do are only of built-in records (the user's records, which come first, may
/// read like it too).
struct ErrorLine
{
    qint64 line;
    QByteArray text; // UTF-8, at most maxErrorLineBytes
    double matched = 0; // resemblance of the signature of the user's records' hit that reads most like it
    double builtInMatched = 0; // the same of the built-in records' hits

    /// Resemblance from which a hit reads just like its line: no other record is looked for.
    static constexpr double readsLikeIt = 0.9;
    /// Whether a hit of any record reads just like the line.
    bool wellMatched() const { return std::max(matched, builtInMatched) >= readsLikeIt; }

    static constexpr qsizetype maxErrorLineBytes = 2000;
};

/// What one block's hits of one record give; lines are the block's.
struct BlockFinding
{
    qint64 hitCount = 0;
    qint64 firstLine = -1, lastLine = -1;
    qint64 firstErrorLine = -1; // Finding::firstErrorLine
    QList<TriageHit> hits;
    TriageHit best;
    QString bestLine;
    std::size_t bestAt = 0; // where the best hit's line (or window of a long line) starts in the block
    NearbyWords nearby; // Finding::nearby
};

/// What matching a block gives, to be merged in line order with the other blocks'.
struct BlockResult
{
    qint64 lines = 0;
    qint64 hitLines = 0;
    std::unordered_map<int, BlockFinding> findings; // by pattern
    QList<ErrorLine> unmatchedErrors; // error lines that may call for suggestions (ErrorLine)
    QList<ErrorLine> tinyLogLines; // every line without hits, when the block is tiny
    QList<int> ecosystemMarks; // per ecosystem: how many of its markers occur in the block
};

/**
 * Matches a block of whole UTF-8 lines against every record and scores each hit (HitScore):
 * where it is (an error line, the message below a "CMake Error at …:" line), how specific its
 * match is and how much the line reads like the record's signature. It also gathers the error
 * lines that may call for suggestions and the ecosystem markers the block holds.
 *
 * The matcher and pattern texts are shared, read-only: match() runs on any number of threads at
 * once. Cost: LogMatcher's pass over the block, plus scoring per hit (a hit that can be neither
 * kept nor its record's best is only counted).
 */
class BlockTriage
{
public:
    /// \a patternTexts: one per record of \a matcher, in its order; both outlive this.
    BlockTriage(const LogMatcher &matcher, const std::vector<PatternText> &patternTexts)
        : m_matcher(matcher), m_patternTexts(patternTexts)
    { }

    /// \a full: per pattern, whether the hits kept for it are already Finding::maxKeptHits, from the
    /// blocks before this one; this block's hits of it are then only counted, and scored when they
    /// could be its best.
    BlockResult match(std::string_view block, const std::vector<std::uint8_t> &full) const;

    /// Error lines kept for suggestions: the last of them, in a block and in the log.
    static constexpr qsizetype maxSuggestionLines = 50;
    /// Lines of a log that is rather a pasted error message: every line of it may be the error.
    static constexpr qint64 tinyLog = 20;
    /// A line longer than this is scored, and kept as a finding's best line, only around each hit:
    /// hitContext bytes before the match and after it, and of the match at most longestMatchRead
    /// bytes. Lines up to this length are scored whole.
    static constexpr std::size_t longLineBytes = LogMatcher::longLineBytes, hitContext = 256,
                                 longestMatchRead = 4096;

private:
    const LogMatcher &m_matcher;
    const std::vector<PatternText> &m_patternTexts;
};

} // namespace Faultline
