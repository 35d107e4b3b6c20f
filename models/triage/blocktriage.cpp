// SPDX-License-Identifier: MIT
#include "blocktriage.h"

#include "ansitext.h"
#include "exceptionmessage.h"
#include "hitscore.h"
#include "linewords.h"
#include "loglevel.h"
#include "matchevidence.h"
#include "messagelines.h"
#include "outcomeline.h"
#include "textutil.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace Faultline {

namespace {

/// The severity of a line written by a person (OutcomeLine::isPersonalProse()): a line's without
/// an error word (HitScore::lineSeverity()).
constexpr double proseSeverity = 0.15;

/// The severity of a line that goes on with an exception's message stated above it
/// (ExceptionMessage::linesBelowException()), as of a line of a message below its header.
constexpr double exceptionMessageSeverity = 0.9;
/// A Go program's crash (ExceptionMessage::headsAGoCrash()) reads as what stopped the program, as
/// a Python exception at the margin does (HitScore::lineSeverity()).
constexpr double goCrashSeverity = 1.2;

/// What the line words (LineWords::words()) in a block say: which lines hold an error or trouble
/// word, and which ecosystems' markers occur.
struct BlockWords
{
    struct LineLevel
    {
        qint64 line;
        std::uint8_t level; // 2 for an error word, 1 for a trouble word
        std::size_t at; // where in the block the line's first such word ends
    };
    std::vector<LineLevel> lineLevels; // in line order
    std::vector<LineLevel> levelWords; // every error or trouble word, where it ends, in order
    std::vector<bool> markerSeen; // per word
    QList<int> ecosystemMarks; // per ecosystem: how many of its markers occur

    void clear()
    {
        lineLevels.clear();
        levelWords.clear();
        markerSeen.assign(LineWords::words().size(), false);
    }
    /// LogMatcher::WordSink's work: \a word ends at \a end in \a block, on \a line.
    void add(std::string_view block, qint64 line, int word, std::size_t end)
    {
        const LineWords::Word &w = LineWords::words()[std::size_t(word)];
        if (w.kind == LineWords::Kind::Marker) {
            // The search ignores case; markers do not.
            if (!markerSeen[std::size_t(word)] && block.substr(end - w.text.size(), w.text.size()) == w.text)
                markerSeen[std::size_t(word)] = true;
            return;
        }
        if (w.kind == LineWords::Kind::Error && !LineWords::saysError(block, word, end))
            return;
        const std::uint8_t level = w.kind == LineWords::Kind::Error ? 2 : 1;
        levelWords.push_back({line, level, end});
        if (!lineLevels.empty() && lineLevels.back().line == line)
            lineLevels.back().level = std::max(lineLevels.back().level, level);
        else
            lineLevels.push_back({line, level, end});
    }
    void countMarks()
    {
        ecosystemMarks.fill(0, qsizetype(LineWords::ecosystems().size()));
        for (std::size_t word = 0; word < markerSeen.size(); ++word) {
            if (markerSeen[word])
                ++ecosystemMarks[LineWords::words()[word].ecosystem];
        }
    }
    /// The level of the line being matched: its words come before its hits.
    std::uint8_t levelOfLast(qint64 line) const
    {
        return !lineLevels.empty() && lineLevels.back().line == line ? lineLevels.back().level : 0;
    }
    /// The level of the bytes [\a from, \a to) of the block: of the words ending there.
    std::uint8_t levelIn(std::size_t from, std::size_t to) const
    {
        auto it = std::lower_bound(levelWords.begin(), levelWords.end(), from,
            [](const LineLevel &l, std::size_t at) { return l.at <= at; });
        std::uint8_t level = 0;
        for (; it != levelWords.end() && it->at <= to && level < 2; ++it)
            level = std::max(level, it->level);
        return level;
    }
    /// The level of an earlier line.
    std::uint8_t levelOf(qint64 line) const
    {
        const auto it = std::lower_bound(lineLevels.begin(), lineLevels.end(), line,
            [](const LineLevel &l, qint64 number) { return l.line < number; });
        return it != lineLevels.end() && it->line == line ? it->level : 0;
    }
};

/// Kept from block to block on each thread, like LogMatcher's lists: no allocation per block.
struct Scratch
{
    BlockWords words;
    std::vector<qint64> hitLines; // lines with hits, in order
    TextSimilarity::Tokens lineTokens;
    std::string compactLine;
    // Per pattern: its entry of the block's findings once it has one (the map's nodes stay put),
    // so that a hit costs no hash lookup.
    std::vector<BlockFinding *> findingOf;
};

/// A line of a block: its number and where its text starts and ends.
struct LineSpan
{
    qint64 line;
    std::size_t start, end;
    bool operator<(const LineSpan &o) const { return line < o.line; }
    bool operator==(const LineSpan &o) const { return line == o.line; }
};

/// The first line of the message below \a text, the line ending at \a end (line \a line of the
/// block), when \a text is a header that ends in a colon and the line below it is indented and no
/// stack frame; nothing otherwise.
std::optional<LineSpan> messageBelowHeader(
    std::string_view block, std::string_view text, std::size_t end, qint64 line)
{
    std::string_view header = text;
    while (!header.empty() && (header.back() == '\r' || header.back() == ' '))
        header.remove_suffix(1);
    if (!header.ends_with(':') || end + 1 >= block.size())
        return std::nullopt;
    const std::size_t start = end + 1;
    const std::size_t next = std::min(block.find('\n', start), block.size());
    const std::string_view below = block.substr(start, next - start);
    if (below.size() < 2 || (below[0] != ' ' && below[0] != '\t')
        || below.find_first_not_of(" \t\r") == std::string_view::npos
        || ExceptionMessage::isTraceSource(block, below))
        return std::nullopt;
    return LineSpan {line + 1, start, next};
}

/// Scores the hits of a block's lines, one line at a time as LogMatcher reports them: the inner
/// loop of triage, every member call inline.
class HitLineScorer
{
public:
    HitLineScorer(const LogMatcher &matcher, const std::vector<PatternText> &patternTexts,
        const std::vector<std::uint8_t> &full, std::string_view block, Scratch &scratch, BlockResult &result)
        : m_matcher(matcher)
        , m_patternTexts(patternTexts)
        , m_full(full)
        , m_scratch(scratch)
        , m_result(result)
        , m_block(block)
        , m_messageLines(block)
        // A pasted message rather than a log: every line counts as an error line.
        , m_tiny(block.size() < 65536 && std::count(block.begin(), block.end(), '\n') <= BlockTriage::tinyLog)
    { }

    void line(qint64 line, std::string_view text, std::span<const LogMatcher::Hit> hits)
    {
        ++m_result.hitLines;
        m_scratch.hitLines.push_back(line);
        if (text.size() > BlockTriage::longLineBytes) {
            longLine(line, text, hits);
            return;
        }
        const double severity = this->severity(line, text);
        // The line's words are made when a hit's resemblance is needed: on the 1 GB bench log,
        // nearly all hits are of records whose kept hits are full, and a third of the hit lines
        // have no hit that could be its record's best, whatever its wording.
        m_tokenized = false;
        m_compacted = false;
        // Whether the line is routine is read when first needed: most hit lines need it not.
        m_routineKnown = false;
        m_text = text;
        m_severity = severity;
        // Not a stack frame's code, whatever error words it holds ("at …SqlConnection.OnError(SqlException
        // exception, …)"): the exception above it is the error.
        const bool mayBeSuggested = severity >= 0.5
            && m_result.unmatchedErrors.size() < BlockTriage::maxSuggestionLines && routine() == Routine::No
            && !ExceptionMessage::isTraceSource(m_block, text)
            && !OutcomeLine::headsACMakeWarning(ExceptionMessage::withoutRunnerTimestamp(text));
        double bestSimilarity = 0, builtInSimilarity = 0;
        for (const LogMatcher::Hit &hit : hits) {
            const double similar = score(line, text, hit, 0, severity, mayBeSuggested);
            double &best
                = m_patternTexts[std::size_t(hit.pattern)].builtIn() ? builtInSimilarity : bestSimilarity;
            best = std::max(best, similar);
        }
        // An error line whose hits do not read just like it: a record whose regex missed it
        // (a port number its regex did not expect) may have its very wording. A built-in record's
        // hit, however like the line it reads, leaves the line to the user's records too.
        if (mayBeSuggested && bestSimilarity < ErrorLine::readsLikeIt) {
            // A header's message is the line below it (messageBelowHeader()).
            const auto message = messageBelowHeader(
                m_block, text, std::size_t(text.data() + text.size() - m_block.data()), line);
            const std::string_view error
                = message ? m_block.substr(message->start, message->end - message->start) : text;
            m_result.unmatchedErrors.append({message ? message->line : line,
                QByteArray(error.data(),
                    qsizetype(std::min<std::size_t>(error.size(), ErrorLine::maxErrorLineBytes))),
                bestSimilarity, builtInSimilarity});
        }
    }

private:
    /// A long line (a minified bundle, a JSON document on one line) is read around each hit, as
    /// if the hit's window were the line: scoring it whole for each of thousands of records' hits
    /// would cost the line's length each time, keeping it as each record's best line as much
    /// memory, and an error word far away in the line says nothing about the hit.
    void longLine(qint64 line, std::string_view text, std::span<const LogMatcher::Hit> hits)
    {
        m_linesBelowException = 0;
        m_wentOn = false;
        m_routineKnown = false;
        m_text = text;
        const std::size_t lineAt = std::size_t(text.data() - m_block.data());
        // One error line for suggestions from a line: the window of its first hit that does not
        // read just like it, or that is a built-in record's (each window is read as a line).
        bool suggested = false;
        for (const LogMatcher::Hit &wholeHit : hits) {
            const std::size_t offset = std::size_t(wholeHit.begin)
                - std::min<std::size_t>(std::size_t(wholeHit.begin), BlockTriage::hitContext);
            const std::size_t matchEnd = std::min<std::size_t>(
                std::size_t(wholeHit.end), std::size_t(wholeHit.begin) + BlockTriage::longestMatchRead);
            const std::size_t end = std::min(text.size(), matchEnd + BlockTriage::hitContext);
            const std::string_view window = text.substr(offset, end - offset);
            const LogMatcher::Hit hit {
                wholeHit.pattern, int(std::size_t(wholeHit.begin) - offset), int(matchEnd - offset)};
            m_tokenized = false; // the words and compact text are the window's
            m_compacted = false;
            const std::uint8_t level = m_scratch.words.levelIn(lineAt + offset, lineAt + end);
            m_personal = OutcomeLine::isPersonalProse(window);
            const double severity = m_tiny ? 1.0 : unlessPersonal(HitScore::lineSeverity(window, level));
            m_severity = severity;
            const bool mayBeSuggested = !suggested && severity >= 0.5
                && m_result.unmatchedErrors.size() < BlockTriage::maxSuggestionLines
                && routine() == Routine::No;
            const double similar = score(line, window, hit, offset, severity, mayBeSuggested);
            const bool builtIn = m_patternTexts[std::size_t(hit.pattern)].builtIn();
            if (mayBeSuggested && (builtIn || similar < ErrorLine::readsLikeIt)) {
                m_result.unmatchedErrors.append({line,
                    QByteArray(window.data(),
                        qsizetype(std::min<std::size_t>(window.size(), ErrorLine::maxErrorLineBytes))),
                    builtIn ? 0 : similar, builtIn ? similar : 0});
                suggested = true;
            }
        }
    }

    enum class Routine { No, Stated, Continued, Command };
    /// Whether the line states a routine level (INFO …) or, when it reads like an error, continues
    /// the message of a routine line above (a stack trace an INFO line logs), or is a command typed
    /// at a prompt ("$ aws lambda get-function-configuration --query '{Timeout:Timeout}'"): what
    /// was run, never what failed.
    Routine routine()
    {
        if (!m_routineKnown) {
            m_routine = OutcomeLine::isShellCommand(m_text) ? Routine::Command
                : m_tiny                                    ? Routine::No
                                                            : routineOf(m_text, m_severity);
            m_routineKnown = true;
        }
        return m_routine;
    }

    Routine routineOf(std::string_view text, double severity) const
    {
        // Output of a Go test that passed, at whatever level: what the test provoked.
        if (text.data() >= m_block.data() && text.data() + text.size() <= m_block.data() + m_block.size()
            && OutcomeLine::inAPassingGoTest(
                m_block, std::size_t(text.data() + text.size() - m_block.data())))
            return Routine::Continued;
        const LogLevel::Level level = LogLevel::levelOf(text);
        if (level != LogLevel::Level::None)
            return level == LogLevel::Level::Quiet ? Routine::Stated : Routine::No;
        const std::string_view written = ExceptionMessage::withoutRunnerTimestamp(text);
        if (OutcomeLine::reportsACacheMiss(text) || OutcomeLine::announcesWhatItUses(written)
            || OutcomeLine::isCMakeStatus(written))
            return Routine::Stated;
        const bool continued = severity >= 0.5 && text.data() > m_block.data()
            && text.data() < m_block.data() + m_block.size()
            && LogLevel::continuesRoutine(m_block, std::size_t(text.data() - m_block.data()));
        return continued ? Routine::Continued : Routine::No;
    }

    double severity(qint64 line, std::string_view text)
    {
        const BlockWords &words = m_scratch.words;
        double severity = HitScore::lineSeverity(text, words.levelOfLast(line));
        if (severity < 0.9)
            severity = std::max(severity,
                m_messageLines.severity(text, [&](int back) { return words.levelOf(line - back); }));
        const bool inBlock = text.data() >= m_block.data() && text.data() < m_block.data() + m_block.size();
        if (severity < 0.9 && inBlock
            && (MessageLines::describesAFailedStart(m_block, std::size_t(text.data() - m_block.data()))
                || MessageLines::explainsAResolveError(m_block, std::size_t(text.data() - m_block.data()))))
            severity = exceptionMessageSeverity;
        // Whatever its own words, a line of an exception's message is that exception's error.
        m_linesBelowException = 0;
        if (inBlock) {
            m_linesBelowException = std::uint16_t(ExceptionMessage::linesBelowException(m_block, text));
            if (m_linesBelowException > 0)
                severity = std::max(severity, exceptionMessageSeverity);
        }
        // Only an error line may be one ("panic: runtime error: …", "fatal error: …"): most hits'
        // lines are spared the look.
        if (severity >= 0.9 && severity < goCrashSeverity && inBlock
            && ExceptionMessage::headsAGoCrash(m_block, text))
            severity = goCrashSeverity;
        // An exception at the margin, printed by a program that went on (HitScore::lineSeverity()
        // scores only such a line above an error line).
        m_wentOn = severity > 1.0 && inBlock && ExceptionMessage::workWentOnAfter(m_block, text);
        // A line going on with a person's sentence is theirs too, unless it reads like an error: an
        // error pasted right under "since then I get" is the program's.
        m_personal = OutcomeLine::isPersonalProse(text)
            || (severity < 0.5 && inBlock
                && OutcomeLine::continuesPersonalProse(m_block, std::size_t(text.data() - m_block.data())));
        return m_tiny ? std::max(1.0, severity) : unlessPersonal(severity);
    }

    /// \a severity, or less when the line is a person telling what else they met ("Earlier I was
    /// also getting `RateLimitError`"): that is not the program reporting it.
    double unlessPersonal(double severity) const
    {
        return m_personal ? std::min(severity, proseSeverity) : severity;
    }

    double resemblance(std::string_view text, int pattern)
    {
        if (!m_tokenized) {
            TextSimilarity::tokens(text, m_scratch.lineTokens);
            m_tokenized = true;
        }
        return TextSimilarity::similarity(
            m_scratch.lineTokens, m_patternTexts[std::size_t(pattern)].signature());
    }

    struct Evidence
    {
        LogMatcher::Hit span; // the match scored
        std::size_t specific; // its literal bytes that cut no word
        bool evidence; // MatchEvidence::isEvidence() of it
    };
    /// How specific \a hit's match is and whether it is evidence; when it is not, a later match of
    /// the same regex on the line that is (RE2 gives the leftmost: `429` of "HTTP 429 Too Many
    /// Requests" before "Too Many Requests"). At most a few more searches, only for such hits.
    Evidence evidenceOf(std::string_view text, const LogMatcher::Hit &hit, const PatternText &pattern) const
    {
        auto judge = [&](const LogMatcher::Hit &h) {
            const auto specific = pattern.specificBytesOf(text, std::size_t(h.begin), std::size_t(h.end));
            return Evidence {h, specific.bytes,
                MatchEvidence::isEvidence(
                    text, std::size_t(h.begin), std::size_t(h.end), specific.bytes, specific.span)};
        };
        const Evidence first = judge(hit);
        Evidence current = first;
        for (int more = 0; more < 3 && !current.evidence; ++more) {
            const auto next = m_matcher.matchFrom(hit.pattern, text, std::size_t(current.span.begin) + 1);
            if (!next)
                break;
            current = judge(*next);
        }
        return current.evidence ? current : first;
    }

    /// Whether a routine (INFO …) line names the exception, code or signal the record's signature
    /// names: only then is it evidence of that error.
    bool namesErrorsOf(std::string_view text, const PatternText &pattern)
    {
        if (!pattern.namesAnError())
            return false;
        if (!m_compacted) {
            m_scratch.compactLine = TextSimilarity::compactWords(text);
            m_compacted = true;
        }
        return pattern.namesErrorsFullyIn(m_scratch.compactLine);
    }

    /// Counts and scores \a hit on \a text, which starts \a offset bytes into the line (a long
    /// line's window); returns how much the text reads like its record's signature, or 0 when that
    /// was not needed.
    double score(qint64 line, std::string_view text, const LogMatcher::Hit &hit, std::size_t offset,
        double severity, bool mayBeSuggested)
    {
        const Record &record = m_matcher.records().at(hit.pattern);
        BlockFinding *&slot = m_scratch.findingOf[std::size_t(hit.pattern)];
        if (!slot)
            slot = &m_result.findings[hit.pattern];
        BlockFinding &f = *slot;
        if (f.hitCount++ == 0)
            f.firstLine = line;
        f.lastLine = line;
        const std::string_view match = text.substr(std::size_t(hit.begin), std::size_t(hit.end - hit.begin));
        const PatternText &pattern = m_patternTexts[std::size_t(hit.pattern)];
        const bool kept = !m_full[std::size_t(hit.pattern)] && f.hits.size() < Finding::maxKeptHits;
        if (!kept && !mayBeSuggested && !f.bestLine.isNull()
            && HitScore::beforeResemblance(record, text, pattern.literalBytesBound(match), severity)
                    + HitScore::resemblanceWeight
                <= f.best.score)
            return 0; // neither kept nor its best, whatever its literals and resemblance
        const auto [span, specific, evidenceSpan] = evidenceOf(text, hit, pattern);
        // A routine line may still name the record's exception ("retry after TimeoutError"); the
        // exception line of a trace a routine line logged always does, so it never counts.
        const Routine routine = evidenceSpan ? this->routine() : Routine::No;
        const bool evidence = evidenceSpan
            && (routine == Routine::No || (routine == Routine::Stated && namesErrorsOf(text, pattern)));
        // A match that is no evidence scores as a match of nothing on an ordinary line.
        const double before = evidence ? HitScore::beforeResemblance(record, text, specific, severity)
                                       : HitScore::beforeResemblance(record, text, 0, 0);
        const double similar = resemblance(text, hit.pattern);
        const double score = before + HitScore::resemblanceWeight * similar;
        const TriageHit h {line, span.begin + int(offset), span.end + int(offset), score,
            float(evidence ? severity : 0.0), evidence, m_linesBelowException, m_personal, m_wentOn};
        if (kept)
            f.hits.append(h);
        if (f.firstErrorLine < 0 && h.evidence && h.onErrorLine() && !m_personal)
            f.firstErrorLine = line;
        if (f.bestLine.isNull() || score > f.best.score) {
            f.best = h;
            f.bestLine = QString::fromUtf8(text.data(), qsizetype(text.size()));
            f.bestAt = std::size_t(text.data() - m_block.data());
        }
        return similar;
    }

    const LogMatcher &m_matcher;
    const std::vector<PatternText> &m_patternTexts;
    const std::vector<std::uint8_t> &m_full;
    Scratch &m_scratch;
    BlockResult &m_result;
    const std::string_view m_block;
    MessageLines m_messageLines;
    const bool m_tiny;
    bool m_tokenized = false; // whether m_scratch.lineTokens are the current line's
    bool m_compacted = false; // whether m_scratch.compactLine is the current line's
    // The current line: whether it states a routine level (INFO, DEBUG …) or continues one, once
    // asked (routine()).
    std::string_view m_text;
    double m_severity = 0;
    std::uint16_t m_linesBelowException = 0; // of the line being scored (TriageHit)
    bool m_personal = false; // whether the line being scored is a person's words (TriageHit)
    bool m_wentOn = false; // whether the program went on after the line's exception (TriageHit)
    Routine m_routine = Routine::No;
    bool m_routineKnown = false;
};

bool hasHits(const Scratch &scratch, qint64 line)
{
    return std::binary_search(scratch.hitLines.begin(), scratch.hitLines.end(), line);
}

/// A pasted message: every line without hits may be the error.
void addTinyLogLines(BlockResult &result, std::string_view block, const Scratch &scratch)
{
    const QList<QByteArray> lines = QByteArray(block.data(), qsizetype(block.size())).split('\n');
    for (qsizetype i = 0; i < std::min<qsizetype>(lines.size(), result.lines); ++i) {
        if (!hasHits(scratch, qint64(i)) && !lines[i].trimmed().isEmpty())
            result.tinyLogLines.append({i, lines[i]});
    }
}

/// The first line that is not indented below the line ending at \a end (line \a line of the
/// block): a traceback's exception below its frames. Nothing when the block ends first or the
/// frames run longer than a traceback's.
std::optional<LineSpan> lineBelowIndented(std::string_view block, std::size_t end, qint64 line)
{
    std::size_t start = end + 1;
    for (int walked = 0; walked < 400 && start < block.size(); ++walked) {
        ++line;
        const std::size_t next = std::min(block.find('\n', start), block.size());
        const std::string_view text = block.substr(start, next - start);
        if (!text.empty() && text[0] != ' ' && text[0] != '\t' && text != "\r")
            return LineSpan {line, start, next};
        start = next + 1;
    }
    return std::nullopt;
}

/// Error lines without hits, for suggestions: the last few of the block, found around one of
/// their words (a walk from the block's start cost a pass over the block).
void addErrorLinesWithoutHits(BlockResult &result, std::string_view block, const Scratch &scratch)
{
    std::vector<BlockWords::LineLevel> errorLines;
    const auto &levels = scratch.words.lineLevels;
    for (auto it = levels.rbegin();
        it != levels.rend() && errorLines.size() <= std::size_t(BlockTriage::maxSuggestionLines); ++it) {
        if (it->level == 2)
            errorLines.push_back(*it);
    }
    std::vector<LineSpan> spans;
    for (auto it = errorLines.rbegin(); it != errorLines.rend(); ++it) {
        const std::size_t newlineBefore = TextUtil::findLast(block, '\n', it->at - 1);
        const std::size_t lineStart = newlineBefore == std::string_view::npos ? 0 : newlineBefore + 1;
        const std::size_t end = std::min(block.find('\n', it->at), block.size());
        const std::string_view text = block.substr(lineStart, end - lineStart);
        // A Python traceback's error is the line below its frames, whatever words it uses
        // ("torch._dynamo.exc.Unsupported: Graph break …").
        if (text.starts_with("Traceback (most recent call last)")) {
            if (const auto exception = lineBelowIndented(block, end, it->line))
                spans.push_back(*exception);
            continue;
        }
        // An INFO line that mentions an error ("retrying after error …") is routine work, and so
        // is the stack trace it logs.
        const LogLevel::Level level = LogLevel::levelOf(text);
        if (hasHits(scratch, it->line) || level == LogLevel::Level::Quiet
            || ExceptionMessage::isTraceSource(block, text)
            || (level == LogLevel::Level::None && LogLevel::continuesRoutine(block, lineStart)))
            continue;
        // A header that ends in a colon ("CMake Error in src/CMakeLists.txt:") names where the
        // error was met; its message is on the indented line below ("  Target \"qb_core\" requires
        // the language dialect \"CXX20\" …"), and that is the line to suggest a record for.
        const auto message = messageBelowHeader(block, text, end, it->line);
        spans.push_back(message ? *message : LineSpan {it->line, lineStart, end});
    }
    std::sort(spans.begin(), spans.end());
    spans.erase(std::unique(spans.begin(), spans.end()), spans.end());
    for (const LineSpan &span : spans) {
        if (hasHits(scratch, span.line))
            continue;
        result.unmatchedErrors.append({span.line,
            QByteArray(block.data() + span.start,
                qsizetype(std::min<std::size_t>(span.end - span.start, ErrorLine::maxErrorLineBytes)))});
    }
    while (result.unmatchedErrors.size() > BlockTriage::maxSuggestionLines)
        result.unmatchedErrors.removeFirst();
}

/// The words around each line that is the best line of two findings or more with evidence on an
/// error line (FindingRanker::preferTheNamedProduct() compares them there): read once per line.
void addNearbyWords(BlockResult &result, std::string_view block)
{
    std::unordered_map<qint64, int> bestOn; // by line: how many findings have their best hit there
    auto counts = [](const BlockFinding &f) { return f.best.evidence && f.best.severity >= 0.5f; };
    for (const auto &[pattern, f] : result.findings) {
        if (counts(f))
            ++bestOn[f.best.line];
    }
    std::unordered_map<qint64, NearbyWords> words;
    for (auto &[pattern, f] : result.findings) {
        if (!counts(f) || bestOn[f.best.line] < 2)
            continue;
        auto it = words.find(f.best.line);
        if (it == words.end())
            it = words.emplace(f.best.line, NearbyWords::around(block, f.bestAt)).first;
        f.nearby = it->second;
    }
}

} // namespace

BlockResult BlockTriage::match(std::string_view block, const std::vector<std::uint8_t> &full) const
{
    // Colour codes (`\e[31mERROR\e[0m`) would hide words from the regexes: a block that has any
    // is matched as it reads, and hits' columns count in that text, as the log view shows it.
    // So would those that lost their ESC when the log was copied off a terminal or a CI page.
    thread_local std::string visible, restored;
    if (AnsiText::hasLostEscapes(block)) {
        AnsiText::restoreLostEscapes(block, restored);
        block = restored;
    }
    if (AnsiText::hasEscape(block)) {
        AnsiText::strip(block, visible);
        block = visible;
    }
    BlockResult result;
    thread_local Scratch scratch;
    scratch.words.clear();
    scratch.hitLines.clear();
    scratch.findingOf.assign(std::size_t(m_matcher.patternCount()), nullptr);
    HitLineScorer scorer(m_matcher, m_patternTexts, full, block, scratch, result);
    result.lines = m_matcher.matchBlock(
        block,
        [&](qint64 line, std::string_view text, std::span<const LogMatcher::Hit> hits) {
            scorer.line(line, text, hits);
        },
        [&](qint64 line, int word, std::size_t end) { scratch.words.add(block, line, word, end); });
    scratch.words.countMarks();
    result.ecosystemMarks = scratch.words.ecosystemMarks;
    if (result.lines <= tinyLog)
        addTinyLogLines(result, block, scratch);
    addErrorLinesWithoutHits(result, block, scratch);
    addNearbyWords(result, block);
    return result;
}

} // namespace Faultline
