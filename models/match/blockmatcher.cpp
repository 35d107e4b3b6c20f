// SPDX-License-Identifier: MIT
#include "blockmatcher.h"

#include "linescan.h"
#include "literalends.h"
#include "literalspelling.h"
#include "longlinesearch.h"
#include "lowercaseline.h"
#include "patternsyntax.h"
#include "triggerchooser.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace Faultline {

namespace {

using LineScan::findFrom;
constexpr std::uint32_t nonAsciiState = MatchTables::nonAsciiState;
constexpr qint64 none = std::numeric_limits<qint64>::max();

// RE2's string_view type, which Debian's abseil keeps distinct from std::string_view.
re2::StringPiece piece(std::string_view text)
{
    return re2::StringPiece(text.data(), text.size());
}

/**
 * Whether \a text (lowercase) holds \a pieces (lowercase ASCII) one after the other, as every
 * match of the alternative they come from does: true when there are none. \a ascii: whether the
 * line it is part of holds only ASCII. Checked before RE2 runs, which costs
 * more. A gap stands for one character, which on a line with others than ASCII may take several
 * bytes: there a piece with a gap counts as found. The KELVIN SIGN and LONG S that RE2 matches
 * for `k` and `s` never reach this: lines that hold them are tried against every regex.
 */
inline bool piecesInOrder(const std::vector<std::string> &pieces, std::string_view text, bool ascii)
{
    using PatternSyntax::gap;
    std::size_t at = 0;
    for (const std::string &piece : pieces) {
        if (piece.find(gap) == std::string::npos) {
            at = findFrom(text, piece, at);
        } else if (!ascii) {
            continue;
        } else {
            auto holdsAt = [&](std::size_t i) {
                return std::equal(piece.begin(), piece.end(), text.begin() + qsizetype(i),
                    [](char p, char t) { return p == gap || p == t; });
            };
            while (at + piece.size() <= text.size() && !holdsAt(at))
                ++at;
            if (at + piece.size() > text.size())
                at = std::string_view::npos;
        }
        if (at == std::string_view::npos)
            return false;
        at += piece.size();
    }
    return true;
}

/**
 * The match RE2 finds for a regex whose alternatives are all literals joined by `.*`
 * (PatternSyntax::dotStarAlternatives()), on a line of ASCII alone, without RE2: RE2 prefers the
 * leftmost start, then the first alternative in the regex that matches there, and `.*` takes all
 * it can, so the match ends where the last piece last occurs. That is exact only where `.`
 * matches every byte and case is ASCII's: lines of ASCII.
 */
inline std::optional<std::pair<int, int>> dotStarMatch(
    const std::vector<std::vector<std::string>> &alternatives, std::string_view lower)
{
    constexpr std::size_t notFound = std::string_view::npos;
    std::size_t start = notFound;
    const std::vector<std::string> *chosen = nullptr;
    for (const std::vector<std::string> &pieces : alternatives) {
        const std::size_t first = findFrom(lower, pieces.front(), 0);
        if (first == notFound || first >= start)
            continue;
        // From the first occurrence of its first piece, if from anywhere.
        std::size_t at = first + pieces.front().size();
        for (std::size_t k = 1; k < pieces.size() && at != notFound; ++k) {
            at = findFrom(lower, pieces[k], at);
            if (at != notFound)
                at += pieces[k].size();
        }
        if (at != notFound) {
            start = first;
            chosen = &pieces;
        }
    }
    if (!chosen)
        return std::nullopt;
    std::size_t end = start + chosen->front().size();
    if (chosen->size() > 1) {
        const std::string &last = chosen->back();
        end = lower.rfind(last) + last.size();
    }
    return std::pair(int(start), int(end));
}

} // namespace

/// The working lists of one thread, kept from block to block (see the class comment).
struct BlockMatcher::Scratch
{
    // Where each line starts; one extra entry one past the end of the last line's `\n`.
    std::vector<std::uint32_t> starts, nonAsciiLines;
    // Lines with bytes outside ASCII are searched for the other literals, whose occurrences are
    // flagged in their state, and for the characters the ASCII-folding search cannot see: lines
    // holding those are foldLines.
    std::vector<std::uint32_t> foldLines;
    std::vector<LiteralSet::Occurrence> nonAsciiOccurrences, lineOccurrences;
    std::vector<LiteralSet::Occurrence> occurrences; // of both sets, by where they end
    // Which cut of each unit looks for the other, with what this thread's small blocks taught it.
    TriggerChooser triggerChooser;
    // Per literal, unit and pattern: the mark of the line it was last seen on, looked at on or
    // made a candidate on. A line's mark is markBase + its number + 1, and markBase grows from
    // block to block, so that marks left by earlier blocks are all lower and the lists need no
    // clearing (which a screenful of lines would spend most of its time on).
    std::vector<std::uint32_t> literalSeen, unitDone, patternDone;
    std::uint32_t markBase = 0;
    // The current line's.
    LowercaseLine lowercase;
    std::vector<std::uint32_t> present; // the literals on it
    std::vector<int> candidates;
    std::vector<LogMatcher::Hit> hits;
    // On a long line: the units made candidates, by number (so by pattern), and where the
    // literals they look for from end on it, by literal. Per pattern tried: the stretches where
    // its matches may start, as first and last start.
    std::vector<std::uint32_t> lineUnits;
    std::vector<LiteralEndOrder::End> literalEnds;
    std::vector<std::uint8_t> literalWanted;
    LiteralEndOrder endOrder; // puts literalEnds in order
    std::vector<std::pair<std::size_t, std::size_t>> startSpans;
    std::vector<std::pair<std::size_t, std::uint32_t>> prefixStarts; // where, and whose
    std::vector<std::uint32_t> patternUnits; // its units among lineUnits
};

/// Where matchLines() has got to in each list it walks.
struct BlockMatcher::Cursor
{
    std::size_t occurrence = 0, fold = 0, nonAscii = 0;
    std::size_t occurrenceLine = 0; // where the occurrence at occurrence ends
};

/// The current line in lowercase, made when some unit's pieces are to be looked for in it.
class BlockMatcher::LazyLowercase
{
public:
    LazyLowercase(const BlockMatcher &matcher, qint64 line) : m_matcher(matcher), m_line(line) { }
    const LowercaseLine &operator()()
    {
        if (!m_made) {
            m_matcher.m_scratch.lowercase.assign(m_matcher.lineText(m_line));
            m_made = true;
        }
        return m_matcher.m_scratch.lowercase;
    }

private:
    const BlockMatcher &m_matcher;
    qint64 m_line;
    bool m_made = false;
};

BlockMatcher::BlockMatcher(const MatchTables &tables, std::string_view block)
    : m_tables(tables), m_block(block), m_scratch([]() -> Scratch & {
        thread_local Scratch scratch;
        return scratch;
    }())
{
    Q_ASSERT(!block.empty());
    Q_ASSERT(block.size() < std::numeric_limits<std::uint32_t>::max());
}

qint64 BlockMatcher::run(const LogMatcher::LineSink &sink, const LogMatcher::WordSink &words)
{
    indexLines();
    if (m_tables.patternCount() == 0 && !words)
        return m_lineCount;
    findLiterals();
    Scratch &s = m_scratch;
    matchLines(
        s.triggerChooser.choose(m_tables, s.occurrences, s.nonAsciiLines.size(), bool(words)), sink, words);
    return m_lineCount;
}

/// The lines' starts, and on lines with bytes outside ASCII, the literals of the second set and
/// the characters that make a line a fold line.
void BlockMatcher::indexLines()
{
    Scratch &s = m_scratch;
    s.foldLines.clear();
    s.nonAsciiOccurrences.clear();
    // These literals, KELVIN SIGN and LONG S each hold a character outside ASCII whose first two
    // bytes nonAsciiLeads holds: they are looked for around such characters only, so a line of
    // 100 KB of progress bars with a "✗" in it is not read whole for them.
    const bool anyLiteral = m_tables.nonAsciiLiterals->stateCount() > 1;
    const std::size_t reach
        = std::max<std::size_t>(m_tables.longestNonAsciiLiteral, LiteralSpelling::kelvinSign.size()) - 1;
    LineScan::indexLines(m_block, s.starts, s.nonAsciiLines, [&](std::uint32_t line, std::string_view text) {
        bool fold = false;
        m_tables.nonAsciiLeads.forEachStretch(text, reach, [&](std::size_t from, std::size_t to) {
            const std::string_view stretch = text.substr(from, to - from);
            fold = fold || findFrom(stretch, LiteralSpelling::kelvinSign, 0) != std::string_view::npos
                || findFrom(stretch, LiteralSpelling::longS, 0) != std::string_view::npos;
            if (!anyLiteral)
                return;
            s.lineOccurrences.clear();
            m_tables.nonAsciiLiterals->scan(stretch, s.lineOccurrences);
            const auto begin = std::uint32_t(stretch.data() - m_block.data());
            for (const LiteralSet::Occurrence &o : s.lineOccurrences)
                s.nonAsciiOccurrences.push_back({begin + o.end, o.state | nonAsciiState});
        });
        if (fold)
            s.foldLines.push_back(line);
    });
    m_lineCount = qint64(s.starts.size());
    s.starts.push_back(std::uint32_t(m_block.size()) + 1);
}

/// The ASCII literals of the whole block, merged with the others found by indexLines().
void BlockMatcher::findLiterals()
{
    Scratch &s = m_scratch;
    s.occurrences.clear();
    m_tables.literals->scan(m_block, s.occurrences);
    const std::size_t asciiCount = s.occurrences.size();
    s.occurrences.insert(s.occurrences.end(), s.nonAsciiOccurrences.begin(), s.nonAsciiOccurrences.end());
    std::inplace_merge(s.occurrences.begin(), s.occurrences.begin() + qsizetype(asciiCount),
        s.occurrences.end(), [](const auto &a, const auto &b) { return a.end < b.end; });
}

/// The next line after \a line worth a look: one some literal ends on, a fold line, a line
/// outside ASCII when that is a literal, or simply the next when some pattern is tried on every
/// line. A literal found across a line end counts on the line where it ends: that can only make
/// a regex tried where it does not match, which is cheaper than looking at each literal's length.
qint64 BlockMatcher::nextLine(qint64 line, Cursor &cursor) const
{
    const Scratch &s = m_scratch;
    qint64 next = m_tables.everyLine.empty() ? none : line + 1;
    if (cursor.occurrence < s.occurrences.size()) {
        while (s.starts[cursor.occurrenceLine + 1] <= s.occurrences[cursor.occurrence].end - 1)
            ++cursor.occurrenceLine;
        next = std::min(next, qint64(cursor.occurrenceLine));
    }
    if (cursor.fold < s.foldLines.size())
        next = std::min<qint64>(next, s.foldLines[cursor.fold]);
    if (m_tables.usesNonAsciiLine && cursor.nonAscii < s.nonAsciiLines.size())
        next = std::min<qint64>(next, s.nonAsciiLines[cursor.nonAscii]);
    return next;
}

/// The literals on \a line, into Scratch::present, and its line words, to \a words.
void BlockMatcher::collectLiterals(
    qint64 line, std::uint32_t mark, Cursor &cursor, const LogMatcher::WordSink &words)
{
    Scratch &s = m_scratch;
    s.present.clear();
    auto see = [&](std::uint32_t literal) {
        if (s.literalSeen[literal] != mark) {
            s.literalSeen[literal] = mark;
            s.present.push_back(literal);
        }
    };
    for (; cursor.occurrence < s.occurrences.size(); ++cursor.occurrence) {
        const LiteralSet::Occurrence &occurrence = s.occurrences[cursor.occurrence];
        if (occurrence.end - 1 >= s.starts[std::size_t(line) + 1])
            break;
        const auto [first, last, offset] = m_tables.literalsAt(occurrence);
        for (auto local = first; local != last; ++local) {
            const std::uint32_t literal = *local + offset;
            see(literal);
            if (words) {
                for (std::uint32_t k = m_tables.lineWordStart[literal];
                    k < m_tables.lineWordStart[literal + 1]; ++k)
                    words(line, m_tables.lineWords[k], occurrence.end);
            }
        }
    }
    if (cursor.nonAscii < s.nonAsciiLines.size() && s.nonAsciiLines[cursor.nonAscii] == line) {
        ++cursor.nonAscii;
        see(m_tables.nonAsciiLine);
    }
}

/// The patterns to try on \a line, in order, into Scratch::candidates: every one on a fold line;
/// else those of the units a literal here looks for that have a literal of their other cut here
/// too and their pieces in order, and those tried on every line. On a long line (\a longLine), those
/// units too, into Scratch::lineUnits.
void BlockMatcher::collectCandidates(qint64 line, std::uint32_t mark, Cursor &cursor,
    const MatchTables::Triggers &triggers, LazyLowercase &lowercase, bool longLine)
{
    Scratch &s = m_scratch;
    s.candidates.clear();
    s.lineUnits.clear();
    if (cursor.fold < s.foldLines.size() && s.foldLines[cursor.fold] == line) {
        ++cursor.fold;
        for (int pattern = 0; pattern < int(m_tables.patternCount()); ++pattern)
            s.candidates.push_back(pattern);
        return;
    }
    for (std::uint32_t literal : s.present) {
        for (std::uint32_t k = triggers.start[literal]; k < triggers.start[literal + 1]; ++k) {
            const std::uint32_t unit = triggers.units[k];
            if (s.unitDone[unit] == mark)
                continue;
            s.unitDone[unit] = mark;
            const auto other = m_tables.cut(unit, 1 - triggers.cut[unit]);
            if (m_tables.unitPieces[unit].empty() && !other.empty()
                && std::none_of(
                    other.begin(), other.end(), [&](std::uint32_t l) { return s.literalSeen[l] == mark; }))
                continue;
            // On a long line they are checked around each literal instead (tryOnLongLine()): on the
            // whole line, each unit's check could cost the line's length.
            if (!longLine && !piecesInOrder(m_tables.unitPieces[unit], lowercase().text, lowercase().ascii))
                continue;
            if (longLine)
                s.lineUnits.push_back(unit);
            const auto pattern = std::size_t(m_tables.unitPattern[unit]);
            if (s.patternDone[pattern] != mark) {
                s.patternDone[pattern] = mark;
                s.candidates.push_back(int(pattern));
            }
        }
    }
    s.candidates.insert(s.candidates.end(), m_tables.everyLine.begin(), m_tables.everyLine.end());
    std::sort(s.candidates.begin(), s.candidates.end());
}

/// Adds \a pattern's hit on \a line, if any, to \a hits; \a lower is \a line in lowercase.
void BlockMatcher::tryPattern(
    int pattern, std::string_view line, const LowercaseLine &lower, std::vector<LogMatcher::Hit> &hits) const
{
    if (const auto &alternatives = m_tables.dotStar[std::size_t(pattern)]; alternatives && lower.ascii) {
        if (const auto span = dotStarMatch(*alternatives, lower.text))
            hits.push_back({pattern, span->first, span->second});
        return;
    }
    const RE2 &re = m_tables.regexes[std::size_t(pattern)]->get();
    re2::StringPiece match;
    if (re.Match(piece(line), 0, line.size(), RE2::UNANCHORED, &match, 1))
        hits.push_back(
            {pattern, int(match.data() - line.data()), int(match.data() - line.data() + match.size())});
}

/// Where on long line \a line the literals end that the units made candidates look for from, into
/// Scratch::literalEnds: the occurrences [\a first, \a last) are the line's.
void BlockMatcher::indexLongLine(qint64 line, std::size_t first, std::size_t last)
{
    Scratch &s = m_scratch;
    s.literalWanted.resize(m_tables.literalIdCount());
    auto want = [&](std::uint8_t wanted) {
        for (std::uint32_t unit : s.lineUnits) {
            for (int cut : {0, 1}) {
                for (std::uint32_t literal : m_tables.cut(unit, cut))
                    s.literalWanted[literal] = wanted;
            }
        }
    };
    want(1);
    s.literalEnds.clear();
    const std::uint32_t lineStart = s.starts[std::size_t(line)];
    for (std::size_t i = first; i < last; ++i) {
        const LiteralSet::Occurrence &occurrence = s.occurrences[i];
        const auto [firstLiteral, lastLiteral, offset] = m_tables.literalsAt(occurrence);
        for (auto local = firstLiteral; local != lastLiteral; ++local) {
            if (s.literalWanted[*local + offset])
                s.literalEnds.push_back({*local + offset, occurrence.end - lineStart});
        }
    }
    want(0);
    s.endOrder.sort(s.literalEnds, m_tables.literalIdCount());
    std::sort(s.lineUnits.begin(), s.lineUnits.end());
}

/// Whether a literal of \a unit's cut other than the one it was made a candidate by lies whole in
/// [\a from, \a to) of the long line (Scratch::literalEnds): every match of the unit holds one.
/// Only for a unit without pieces to check in order: the others' are not kept (TriggerChooser).
bool BlockMatcher::otherCutIn(
    std::uint32_t unit, const MatchTables::Triggers &triggers, std::size_t from, std::size_t to) const
{
    const auto other = m_tables.cut(unit, 1 - triggers.cut[unit]);
    if (other.empty())
        return true;
    const auto &ends = m_scratch.literalEnds;
    return std::any_of(other.begin(), other.end(), [&](std::uint32_t literal) {
        if (literal == m_tables.nonAsciiLine)
            return true;
        const auto it = std::lower_bound(ends.begin(), ends.end(),
            std::pair(literal, std::uint32_t(from + m_tables.literalLength[literal])));
        return it != ends.end() && it->first == literal && it->second <= to;
    });
}

/// Whether a match of \a unit may lie in [\a from, \a to) of the long line \a lower: its pieces
/// are there in order, or, without pieces, a literal of its other cut is there too.
bool BlockMatcher::mayMatchIn(std::uint32_t unit, const MatchTables::Triggers &triggers,
    const LowercaseLine &lower, std::size_t from, std::size_t to) const
{
    const std::vector<std::string> &pieces = m_tables.unitPieces[unit];
    return pieces.empty()
        ? otherCutIn(unit, triggers, from, to)
        : piecesInOrder(pieces, std::string_view(lower.text).substr(from, to - from), lower.ascii);
}

/**
 * Adds \a pattern's hit on long line \a line, if any, to \a hits (LongLineSearch): RE2 runs
 * only where a match may start, around the literals found on the line that the pattern's
 * candidate units look for from, since every match holds one. Without those (a pattern tried on
 * every line or on a fold line, a unit that looks for "any byte outside ASCII"), RE2 searches the
 * line. A stretch where no unit may match (mayMatchIn(): pieces not in order, no literal of the
 * other cut) is passed over: that costs a fraction of RE2's search, and most stretches are. A unit
 * whose matches all start with a text that holds its literals (MatchTables::unitPrefix) has its
 * starts known exactly: RE2 runs anchored there, which ends where no match can go on. \a lower:
 * \a line in lowercase. \a units: where in Scratch::lineUnits the pattern's units may start,
 * moved past them.
 */
void BlockMatcher::tryOnLongLine(int pattern, std::string_view line, const LowercaseLine &lower,
    const MatchTables::Triggers &triggers, std::size_t &units, std::vector<LogMatcher::Hit> &hits) const
{
    constexpr std::size_t bound = LogMatcher::longLineMatchBytes;
    Scratch &s = m_scratch;
    s.startSpans.clear();
    s.prefixStarts.clear();
    s.patternUnits.clear();
    bool anywhere = false, anyUnit = false;
    const std::string_view lowered(lower.text);
    for (; units < s.lineUnits.size() && m_tables.unitPattern[s.lineUnits[units]] <= pattern; ++units) {
        const std::uint32_t unit = s.lineUnits[units];
        if (m_tables.unitPattern[unit] < pattern)
            continue;
        anyUnit = true;
        const std::string &prefix = m_tables.unitPrefix[unit];
        const std::uint32_t cutBegin = m_tables.cutStart[unit * 2 + triggers.cut[unit]];
        const auto cut = m_tables.cut(unit, triggers.cut[unit]);
        // Where every match of the unit starts with the same text and each literal it looks from
        // lies in that text, a match starts that far before the literal: RE2 is asked there only,
        // anchored, where the text is. The text is ASCII, \a lower keeps the line's offsets, and
        // a line here holds no byte outside ASCII that RE2 would take for an ASCII letter.
        const bool byPrefix = std::all_of(cut.begin(), cut.end(), [&](const std::uint32_t &literal) {
            return m_tables.cutPrefixOffset[cutBegin + std::size_t(&literal - cut.data())] >= 0;
        });
        if (!byPrefix)
            s.patternUnits.push_back(unit);
        for (std::size_t k = 0; k < cut.size(); ++k) {
            const std::uint32_t literal = cut[k];
            if (literal == m_tables.nonAsciiLine) {
                anywhere = true;
                continue;
            }
            const std::size_t length = m_tables.literalLength[literal];
            auto ends = std::equal_range(s.literalEnds.begin(), s.literalEnds.end(),
                std::pair(literal, std::uint32_t(0)),
                [](const auto &a, const auto &b) { return a.first < b.first; });
            const auto offset = std::size_t(std::max(0, m_tables.cutPrefixOffset[cutBegin + k]));
            for (auto it = ends.first; it != ends.second; ++it) {
                const std::size_t end = it->second;
                const std::size_t begin = std::min(line.size(), end - std::min(end, length));
                if (byPrefix) {
                    if (begin >= offset && lowered.substr(begin - offset).starts_with(prefix))
                        s.prefixStarts.push_back({begin - offset, unit});
                    continue;
                }
                // A match that holds the literal starts at most `bound` bytes before its end.
                const std::size_t firstStart = end - std::min(end, bound);
                if (firstStart <= begin)
                    s.startSpans.push_back({firstStart, begin});
            }
        }
    }
    // The regex is compiled (LazyRegex) only when RE2 is asked: on a long line many patterns have
    // their literals somewhere, and for most no place passes mayMatchIn().
    std::optional<LongLineSearch> searchOnce;
    auto search = [&]() -> const LongLineSearch & {
        if (!searchOnce)
            searchOnce.emplace(m_tables.regexes[std::size_t(pattern)]->get(), line);
        return *searchOnce;
    };
    std::optional<LongLineSearch::Span> found;
    if (anywhere || !anyUnit) {
        found = search().anywhere();
    } else {
        // The first of the prefixes' places where RE2 finds a bounded match …
        std::sort(s.prefixStarts.begin(), s.prefixStarts.end());
        s.prefixStarts.erase(std::unique(s.prefixStarts.begin(), s.prefixStarts.end()), s.prefixStarts.end());
        for (const auto &[at, unit] : s.prefixStarts) {
            if (!mayMatchIn(unit, triggers, lower, at, std::min(line.size(), at + bound)))
                continue;
            if ((found = search().at(at)))
                break;
        }
        // … unless the other units' stretches have one that starts before.
        std::sort(s.startSpans.begin(), s.startSpans.end());
        for (std::size_t i = 0; i < s.startSpans.size();) {
            auto [first, last] = s.startSpans[i];
            for (++i; i < s.startSpans.size() && s.startSpans[i].first <= last + 1; ++i)
                last = std::max(last, s.startSpans[i].second);
            if (found && first >= found->first)
                break;
            if (found)
                last = std::min(last, found->first - 1);
            // The matches starting there lie in the stretch and the bound after it: a unit may match
            // there only with its pieces there in order, or, without pieces, a literal of its other
            // cut there too.
            const std::size_t stretchEnd = std::min(line.size(), last + bound);
            if (std::none_of(s.patternUnits.begin(), s.patternUnits.end(),
                    [&](std::uint32_t unit) { return mayMatchIn(unit, triggers, lower, first, stretchEnd); }))
                continue;
            if (const auto earlier = search().startingIn(first, last)) {
                found = earlier;
                break;
            }
        }
    }
    if (found)
        hits.push_back({pattern, int(found->first), int(found->second)});
}

/// \a line's text, without its `\n` or `\r\n`.
std::string_view BlockMatcher::lineText(qint64 line) const
{
    const std::vector<std::uint32_t> &starts = m_scratch.starts;
    std::size_t begin = starts[std::size_t(line)];
    std::size_t end = starts[std::size_t(line) + 1] - 1; // its `\n`, or the block's end
    if (line == m_lineCount - 1 && end > begin && m_block[end - 1] == '\n')
        --end;
    if (end > begin && m_block[end - 1] == '\r')
        --end;
    return m_block.substr(begin, end - begin);
}

/// The lines that may have hits, each tried against its candidates.
void BlockMatcher::matchLines(const MatchTables::Triggers &triggers, const LogMatcher::LineSink &sink,
    const LogMatcher::WordSink &words)
{
    Scratch &s = m_scratch;
    if (std::uint64_t(s.markBase) + std::uint64_t(m_lineCount) >= std::numeric_limits<std::uint32_t>::max()) {
        for (auto *marks : {&s.literalSeen, &s.unitDone, &s.patternDone})
            std::fill(marks->begin(), marks->end(), 0);
        s.markBase = 0;
    }
    const std::uint32_t base = s.markBase;
    s.markBase += std::uint32_t(m_lineCount);
    s.literalSeen.resize(std::max(s.literalSeen.size(), m_tables.literalIdCount()));
    s.unitDone.resize(std::max(s.unitDone.size(), m_tables.unitCount()));
    s.patternDone.resize(std::max(s.patternDone.size(), m_tables.patternCount()));

    Cursor cursor;
    for (qint64 line = -1;;) {
        line = nextLine(line, cursor);
        if (line >= m_lineCount)
            break;
        const std::uint32_t mark = base + std::uint32_t(line) + 1;
        const std::size_t firstOccurrence = cursor.occurrence;
        collectLiterals(line, mark, cursor, words);
        const std::size_t lastOccurrence = cursor.occurrence;
        LazyLowercase lowercase(*this, line);
        const std::string_view text = lineText(line);
        const bool longLine = text.size() > LogMatcher::longLineBytes;
        collectCandidates(line, mark, cursor, triggers, lowercase, longLine);
        if (s.candidates.empty())
            continue;
        s.hits.clear();
        if (longLine) {
            indexLongLine(line, firstOccurrence, lastOccurrence);
            std::size_t units = 0; // into Scratch::lineUnits: the pattern's
            for (int pattern : s.candidates)
                tryOnLongLine(pattern, text, lowercase(), triggers, units, s.hits);
        } else {
            for (int pattern : s.candidates)
                tryPattern(pattern, text, lowercase(), s.hits);
        }
        if (!s.hits.empty())
            sink(line, text, s.hits);
    }
}

} // namespace Faultline
