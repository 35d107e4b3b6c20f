// SPDX-License-Identifier: MIT
#include "triage.h"

#include "linewords.h"
#include "logfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFuture>
#include <QHash>
#include <QSet>
#include <QStringDecoder>
#include <QtConcurrentRun>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstring>
#include <deque>
#include <limits>
#include <memory>
#include <unordered_map>
#include <unordered_set>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr qint64 blockSize = 8 << 20;
constexpr int maxSuggestionLines = 50;
constexpr double weakBelow = 0.42;
constexpr qint64 tinyLog = 20; // lines: a pasted error message rather than a log

// How much each thing a hit is scored on counts.
constexpr double severityWeight = 0.30, resemblanceWeight = 0.25, lengthWeight = 0.15, coverageWeight = 0.10,
                 fitWeight = 0.12, confidenceWeight = 0.08;
// A suggestion has no match to score: its resemblance counts for more instead.
constexpr double suggestionResemblanceWeight = 0.40;

/// Advice records (travel, culture …) describe situations, not program output: in a log a hit on
/// one is nearly always an ordinary line that happens to match.
bool isAdviceDomain(const QString &domain)
{
    static const QSet<QString> advice = {u"culture"_s, u"visa"_s, u"emergency"_s, u"medical"_s, u"legal"_s,
        u"policy"_s, u"safety"_s, u"banking"_s, u"food-safety"_s, u"mental-health"_s, u"disaster"_s,
        u"pet-safety"_s, u"communication"_s};
    return advice.contains(domain);
}

using LineWords::ecosystems;

/// What a byte is to tokens(): a table, not std::isalnum(), which is a call per byte on every hit
/// line and whose answer for bytes outside ASCII depends on the locale.
enum ByteKind : std::uint8_t { Separator = 0, WordByte = 1, Digit = 3 };

ByteKind byteKind(unsigned char c)
{
    static constexpr auto table = [] {
        std::array<ByteKind, 256> t {};
        for (int b = 0; b < 256; ++b) {
            if (b >= '0' && b <= '9')
                t[std::size_t(b)] = Digit;
            else if ((b >= 'A' && b <= 'Z') || (b >= 'a' && b <= 'z') || b == '_' || b >= 0x80)
                t[std::size_t(b)] = WordByte; // letters, `_` and every byte outside ASCII
        }
        return t;
    }();
    return table[c];
}

/// How many bytes of the match [\a begin, \a end) in \a line are parts of words it cuts at either
/// end: `Error: connect` matched inside "MongooseServerSelectionError: connect" has cut a word,
/// and a visa record's "etail" inside "details" is nothing but a cut word. Such bytes say little
/// about the line.
std::size_t cutWordBytes(std::string_view line, std::size_t begin, std::size_t end)
{
    auto inWord = [&](std::size_t at) { return byteKind(static_cast<unsigned char>(line[at])) != Separator; };
    std::size_t cut = 0;
    if (begin > 0 && begin < end && inWord(begin - 1) && inWord(begin)) {
        std::size_t i = begin;
        while (i < end && inWord(i))
            ++i;
        cut += i - begin;
    }
    if (end < line.size() && end > begin && inWord(end) && inWord(end - 1)) {
        std::size_t i = end;
        while (i > begin && inWord(i - 1))
            --i;
        cut += end - i;
    }
    return std::min(cut, end - begin);
}

/// Eight bytes of text with their ASCII capitals made lowercase, all at once.
std::uint64_t asciiLower8(std::uint64_t bytes)
{
    constexpr std::uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    const std::uint64_t low7 = bytes & ~highs;
    const std::uint64_t atLeastA = low7 + (0x80 - 'A') * ones; // each byte's high bit: >= 'A'
    const std::uint64_t aboveZ = low7 + (0x80 - 'Z' - 1) * ones; // > 'Z'
    const std::uint64_t capital = atLeastA & ~aboveZ & ~bytes & highs;
    return bytes | capital >> 2; // 0x80 >> 2 is 'a' - 'A'
}

/// A word's lowercase spelling as 64 bits, eight bytes a step: a byte at a time, the hash was a
/// chain of multiplications as long as the word, on every hit line.
std::uint64_t wordHash(std::string_view word)
{
    std::uint64_t hash = word.size() * 0x9E3779B97F4A7C15ull;
    for (std::size_t at = 0; at < word.size(); at += 8) {
        std::uint64_t bytes = 0;
        std::memcpy(&bytes, word.data() + at, std::min<std::size_t>(8, word.size() - at));
        hash = (hash ^ asciiLower8(bytes)) * 0xFF51AFD7ED558CCDull;
        hash ^= hash >> 32;
    }
    hash *= 0xC4CEB9FE1A85EC53ull;
    return hash ^ hash >> 29;
}

/// A text's distinct words, each as a 64-bit hash of its lowercase spelling, sorted: compared for
/// every hit, so without an allocation per word.
using Tokens = std::vector<std::uint64_t>;

/// Lowercase word tokens of two bytes or more, numbers left out (they vary between occurrences).
void tokens(std::string_view text, Tokens &result)
{
    result.clear();
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && byteKind(static_cast<unsigned char>(text[i])) == Separator)
            ++i;
        const std::size_t start = i;
        unsigned kinds = Digit;
        for (; i < text.size(); ++i) {
            const ByteKind kind = byteKind(static_cast<unsigned char>(text[i]));
            if (kind == Separator)
                break;
            kinds &= kind;
        }
        if (i - start >= 2 && kinds != Digit)
            result.push_back(wordHash(text.substr(start, i - start)));
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
}

Tokens tokens(std::string_view text)
{
    Tokens result;
    tokens(text, result);
    return result;
}

/// How much of the signature's wording the line holds (Dice coefficient over word tokens).
double similarity(const Tokens &line, const Tokens &signature)
{
    if (line.empty() || signature.empty())
        return 0;
    std::size_t common = 0;
    for (auto a = line.begin(), b = signature.begin(); a != line.end() && b != signature.end();) {
        if (*a < *b) {
            ++a;
        } else if (*b < *a) {
            ++b;
        } else {
            ++common;
            ++a;
            ++b;
        }
    }
    return 2.0 * double(common) / double(line.size() + signature.size());
}

char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

/// The errors and things a text names, in lowercase: exception and error classes
/// ("AccessDeniedException", "ModuleNotFoundError"; as "accessdenied", "modulenotfound", since AWS
/// prints the class "ExpiredTokenException" as "ExpiredToken"), other CamelCase names, errno names
/// ("EADDRINUSE") and error codes ("E0382", "TS2339", "NETSDK1045"). A line that lacks one of a
/// signature's names is hardly that error, however much of the rest of its wording it shares.
std::vector<std::string> namedErrors(std::string_view text)
{
    // errno names and npm's codes in that style: a list, since "ERROR" and "EXPIRED" look alike.
    static const std::unordered_set<std::string_view> errnoNames = {"EACCES", "EADDRINUSE", "EADDRNOTAVAIL",
        "EAGAIN", "EAI_AGAIN", "EBADF", "EBUSY", "ECONNABORTED", "ECONNREFUSED", "ECONNRESET", "EEXIST",
        "EHOSTUNREACH", "EINTEGRITY", "EINVAL", "EISDIR", "ELIFECYCLE", "EMFILE", "ENAMETOOLONG",
        "ENETUNREACH", "ENFILE", "ENOENT", "ENOMEM", "ENOSPC", "ENOTDIR", "ENOTEMPTY", "ENOTFOUND", "EPERM",
        "EPIPE", "ERESOLVE", "EROFS", "ETIMEDOUT", "ETXTBSY", "EXDEV"};
    std::vector<std::string> names;
    auto isUpper = [](char c) { return c >= 'A' && c <= 'Z'; };
    auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && byteKind(static_cast<unsigned char>(text[i])) == Separator)
            ++i;
        const std::size_t start = i;
        while (i < text.size() && byteKind(static_cast<unsigned char>(text[i])) != Separator)
            ++i;
        std::string_view word = text.substr(start, i - start);
        std::size_t capitals = 0, letters = 0, digits = 0;
        for (char c : word) {
            capitals += isUpper(c);
            letters += isUpper(c) || (c >= 'a' && c <= 'z');
            digits += isDigit(c);
        }
        bool named = false;
        for (std::string_view suffix : {std::string_view("Exception"), std::string_view("Error")}) {
            if (word.size() >= suffix.size() + 4 && word.ends_with(suffix) && capitals >= 2) {
                word.remove_suffix(suffix.size());
                named = true;
                break;
            }
        }
        // Other CamelCase names: AWS's error codes ("AccessDenied"), Kubernetes' reasons
        // ("CrashLoopBackOff"), classes ("RecyclerView").
        named = named
            || (word.size() >= 6 && isUpper(word[0]) && capitals >= 2 && capitals < letters
                && letters == word.size());
        named = named || errnoNames.contains(word);
        // Codes: capitals then digits ("E0382", "TS2339").
        named = named
            || (digits >= 3 && capitals >= 1 && capitals == letters && capitals + digits == word.size()
                && isDigit(word.back()) && isUpper(word.front()));
        if (named) {
            std::string name(word);
            for (char &c : name)
                c = asciiLower(c);
            names.push_back(std::move(name));
        }
    }
    return names;
}

/// What Triage compares a line with, per record: its signature's words and the literal text its
/// regex spells out, in lowercase pieces of two bytes or more: `amp.*error` gives "amp" and
/// "error", `colou?r` "colo", `\berrno 98\b` "errno 98". Character classes, escapes such as
/// `\d` and optional or repeated characters end a piece.
struct PatternText
{
    explicit PatternText(const Record &record)
    {
        const QByteArray signatureText = record.signature().toUtf8();
        const std::string_view signatureView(signatureText.constData(), std::size_t(signatureText.size()));
        signature = tokens(signatureView);
        errorNames = namedErrors(signatureView);
        const std::string source = record.regex().toStdString();
        const std::string_view regex = source;
        std::string piece;
        auto end = [&] {
            if (piece.size() >= 2) {
                literalBytes += piece.size();
                literals.push_back(piece);
            }
            piece.clear();
        };
        for (std::size_t i = 0; i < regex.size(); ++i) {
            const char c = regex[i];
            if (c == '\\' && i + 1 < regex.size()) {
                const char e = regex[++i];
                if (std::isalnum(static_cast<unsigned char>(e))) {
                    plain = false;
                    end(); // \d, \b, \x41 …: not literal text
                } else {
                    piece += e;
                }
            } else if (c == '[') { // a class: skipped whole
                plain = false;
                end();
                std::size_t j = i + 1;
                if (j < regex.size() && regex[j] == '^')
                    ++j;
                if (j < regex.size() && regex[j] == ']')
                    ++j;
                while (j < regex.size() && regex[j] != ']')
                    j += regex[j] == '\\' ? 2 : 1;
                i = j;
            } else if (c == '?' || c == '*' || c == '{') { // the character before may be missing
                plain = false;
                if (!piece.empty())
                    piece.pop_back();
                end();
                if (c == '{')
                    i = std::min(regex.find('}', i), regex.size());
            } else if (c == '(' && i + 1 < regex.size() && regex[i + 1] == '?') { // (?: (?i) …
                plain = false;
                end();
                while (i < regex.size() && regex[i] != ':' && regex[i] != ')')
                    ++i;
            } else if (c == '|') {
                end();
            } else if (c == '.' || c == '+' || c == '(' || c == ')' || c == '^' || c == '$') {
                plain = false;
                end();
            } else {
                piece += asciiLower(c);
            }
        }
        end();
    }

    /// How many bytes of \a match are text the regex spells out (at most the match's length): a
    /// match of `amp.*error` from "example.com" to "NameResolutionError" is 8 bytes of it, not the
    /// 80 between.
    std::size_t literalBytesOf(std::string_view match) const
    {
        if (plain)
            return match.size(); // the match is one of the alternatives
        thread_local std::string lower;
        lower.assign(match.substr(0, 4096));
        for (char &c : lower)
            c = asciiLower(c);
        std::size_t bytes = 0;
        for (const std::string &literal : literals) {
            if (lower.find(literal) != std::string::npos)
                bytes += literal.size();
        }
        return std::min(bytes, match.size());
    }

    /// At least literalBytesOf(\a match), without reading it.
    std::size_t literalBytesBound(std::string_view match) const
    {
        return plain ? match.size() : std::min(match.size(), literalBytes);
    }

    /// Whether \a compactLine (the line's word bytes only, lowercase) names every error the
    /// signature names.
    bool namesErrorsOf(std::string_view compactLine) const
    {
        return std::all_of(errorNames.begin(), errorNames.end(),
            [&](const std::string &name) { return compactLine.find(name) != std::string_view::npos; });
    }

    Tokens signature;
    std::vector<std::string> errorNames; // namedErrors() of the signature
    std::vector<std::string> literals;
    std::size_t literalBytes = 0; // of all of them
    bool plain = true; // alternatives of literal text only
};

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
    std::vector<bool> markerSeen; // per word
    QList<int> ecosystemMarks; // per ecosystem: how many of its markers occur

    void clear()
    {
        lineLevels.clear();
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
        const std::uint8_t level = w.kind == LineWords::Kind::Error ? 2 : 1;
        if (!lineLevels.empty() && lineLevels.back().line == line)
            lineLevels.back().level = std::max(lineLevels.back().level, level);
        else
            lineLevels.push_back({line, level, end});
    }
    void countMarks()
    {
        ecosystemMarks.fill(0, qsizetype(ecosystems().size()));
        for (std::size_t word = 0; word < markerSeen.size(); ++word) {
            if (markerSeen[word])
                ++ecosystemMarks[LineWords::words()[word].ecosystem];
        }
    }
};

/// 1 for an error line, 0.5 for a line with a failure word, 0.15 otherwise (\a level as in
/// BlockWords); a Python exception line ("ValueError: …" at the start of a line) counts more than
/// an error line.
double lineSeverity(std::string_view line, std::uint8_t level)
{
    std::size_t start = 0;
    while (start < line.size() && (line[start] == ' ' || line[start] == '\t'))
        ++start;
    const std::size_t colon = line.find(": ");
    if (start == 0 && colon != std::string_view::npos && colon > 5) {
        const std::string_view head = line.substr(0, colon);
        if ((head.ends_with("Error") || head.ends_with("Exception") || head.ends_with("Exit"))
            && head.find(' ') == std::string_view::npos)
            return 1.2;
    }
    return level == 2 ? 1.0 : level == 1 ? 0.5 : 0.15;
}

/// Severity of a line that is part of an error's message below it: CMake writes "CMake Error at
/// CMakeLists.txt:14 (find_package):" and then the message itself, indented, over several lines
/// with blank ones between. A Python traceback's frames are not its message.
///
/// Asked for a block's hit lines in order, it remembers the last indented stretch it walked, so
/// that the lines of a long one (a Java stack trace whose frames all have hits) cost a walk over
/// the lines since the last one asked for, not back to the stretch's start each time.
class MessageLines
{
public:
    explicit MessageLines(std::string_view block) : m_block(block) { }

    /// \a line lies in the block; \a levelOf gives an earlier line's level (as in BlockWords) by
    /// its distance back. 0 when the line is no part of such a message.
    template<typename LevelOf>
    double severity(std::string_view line, const LevelOf &levelOf)
    {
        if (!indented(line))
            return 0;
        const std::size_t lineStart = std::size_t(line.data() - m_block.data());
        int distance = noHeader; // lines back to the line above the stretch
        bool header = false; // whether that line introduces a message
        std::size_t start = lineStart;
        for (int back = 1; back <= maxLinesBack && start > 0; ++back) {
            const std::size_t end = start - 1; // the newline before
            start = end == 0 ? 0 : m_block.rfind('\n', end - 1) + 1; // npos + 1 is 0
            if (start == m_knownStart) { // in the stretch walked before
                distance = m_knownDistance == noHeader ? noHeader : back + m_knownDistance;
                header = m_knownHeader;
                break;
            }
            std::string_view previous = m_block.substr(start, end - start);
            while (!previous.empty() && (previous.back() == '\r' || previous.back() == ' '))
                previous.remove_suffix(1);
            if (previous.empty() || indented(previous))
                continue;
            distance = back;
            header = previous.ends_with(':') && !previous.starts_with("Traceback") && levelOf(back) == 2;
            break;
        }
        m_knownStart = lineStart;
        m_knownDistance = distance;
        m_knownHeader = header;
        return header && distance <= maxLinesBack ? 0.9 : 0;
    }

private:
    static bool indented(std::string_view l) { return !l.empty() && (l[0] == ' ' || l[0] == '\t'); }

    static constexpr int maxLinesBack = 40; // a message is no longer than this
    static constexpr int noHeader = std::numeric_limits<int>::max() / 2;

    std::string_view m_block;
    std::size_t m_knownStart = std::string_view::npos; // an indented line asked for before
    int m_knownDistance = noHeader; // its lines back to the line above its stretch
    bool m_knownHeader = false; // whether that line introduces a message
};

/// A hit's score without the ecosystem fit, which is known only once the whole log is read, and
/// without its resemblance to the signature: the score is this plus resemblanceWeight times that.
/// Adding the resemblance last bounds the score before the resemblance is known. \a specific is
/// how many bytes of the match count as specific: its literal bytes, or its length for a bound.
double hitScoreBeforeResemblance(
    const Record &record, std::string_view line, std::size_t specific, double severity)
{
    // Specificity: long literal matches, and matches that cover much of the (trimmed) line.
    const std::size_t first = line.find_first_not_of(" \t");
    const std::size_t last = line.find_last_not_of(" \t\r");
    const double lineLength = first == std::string_view::npos ? 1.0 : double(last - first + 1);
    const double length = double(specific);
    return lengthWeight * std::min(1.0, length / 25.0) + coverageWeight * std::min(1.0, length / lineLength)
        + severityWeight * severity + confidenceWeight * record.confidence().value_or(0.5);
}

/// A line that may call for a suggestion: an error line whose hits, if any, do not read like it.
struct ErrorLine
{
    qint64 line;
    QByteArray text;
    double matched = 0; // resemblance of the signature of its hit that reads most like it
};

struct BlockFinding
{
    qint64 hitCount = 0;
    qint64 firstLine = -1, lastLine = -1;
    QList<TriageHit> hits;
    TriageHit best;
    QString bestLine;
};

struct BlockResult
{
    qint64 lines = 0;
    qint64 hitLines = 0;
    std::unordered_map<int, BlockFinding> findings;
    QList<ErrorLine> unmatchedErrors; // error lines without hits that read like them
    QList<ErrorLine> tinyLogLines; // every line without hits, when the block is tiny
    QList<int> ecosystemMarks; // per ecosystem: whether a marker occurs in the block
};

/// \a full: per pattern, whether the hits kept for it are already Finding::maxKeptHits, from the
/// blocks before this one; this block's hits of it are then only counted, and scored when they
/// could be its best.
BlockResult matchBlock(const LogMatcher &matcher, const std::vector<PatternText> &patternTexts,
    const std::vector<std::uint8_t> &full, std::string_view text)
{
    BlockResult result;
    // Kept from block to block, like LogMatcher's lists.
    thread_local BlockWords blockWords;
    blockWords.clear();
    // The level of the line being matched: its words come before its hits.
    auto levelOf = [&](qint64 line) -> std::uint8_t {
        const auto &levels = blockWords.lineLevels;
        return !levels.empty() && levels.back().line == line ? levels.back().level : 0;
    };
    // The level of an earlier line.
    auto levelBefore = [&](qint64 line) -> std::uint8_t {
        const auto &levels = blockWords.lineLevels;
        const auto it = std::lower_bound(levels.begin(), levels.end(), line,
            [](const BlockWords::LineLevel &l, qint64 number) { return l.line < number; });
        return it != levels.end() && it->line == line ? it->level : 0;
    };
    MessageLines messageLines(text);
    thread_local std::vector<qint64> hitLines;
    hitLines.clear();
    const bool tiny
        = text.size() < 65536 && std::count(text.begin(), text.end(), '\n') <= tinyLog; // a pasted message
    Tokens lineTokens;
    result.lines = matcher.matchBlock(
        text,
        [&](qint64 line, std::string_view lineText, std::span<const LogMatcher::Hit> hits) {
            ++result.hitLines;
            hitLines.push_back(line);
            double severity = lineSeverity(lineText, levelOf(line));
            if (severity < 0.9)
                severity = std::max(severity,
                    messageLines.severity(lineText, [&](int back) { return levelBefore(line - back); }));
            if (tiny)
                severity = std::max(1.0, severity);
            // The line's words, made when a hit's resemblance is needed: on the 1 GB bench log, nearly
            // all hits are of records whose kept hits are full, and a third of the hit lines have no hit
            // that could be its record's best, whatever its wording.
            bool tokenized = false;
            auto resemblance = [&](int pattern) {
                if (!tokenized) {
                    tokens(lineText, lineTokens);
                    tokenized = true;
                }
                return similarity(lineTokens, patternTexts[std::size_t(pattern)].signature);
            };
            const bool mayBeSuggested = severity >= 0.5 && result.unmatchedErrors.size() < maxSuggestionLines;
            double bestSimilarity = 0;
            for (const LogMatcher::Hit &hit : hits) {
                const Record &record = matcher.records().at(hit.pattern);
                BlockFinding &f = result.findings[hit.pattern];
                if (f.hitCount++ == 0)
                    f.firstLine = line;
                f.lastLine = line;
                const std::string_view match
                    = lineText.substr(std::size_t(hit.begin), std::size_t(hit.end - hit.begin));
                const PatternText &pattern = patternTexts[std::size_t(hit.pattern)];
                const bool kept = !full[std::size_t(hit.pattern)] && f.hits.size() < Finding::maxKeptHits;
                if (!kept && !mayBeSuggested && !f.bestLine.isNull()
                    && hitScoreBeforeResemblance(record, lineText, pattern.literalBytesBound(match), severity)
                            + resemblanceWeight
                        <= f.best.score)
                    continue; // neither kept nor its best, whatever its literals and resemblance
                const std::size_t literal = pattern.literalBytesOf(match);
                const std::size_t cut = cutWordBytes(lineText, std::size_t(hit.begin), std::size_t(hit.end));
                const double before
                    = hitScoreBeforeResemblance(record, lineText, literal - std::min(literal, cut), severity);
                const double similar = resemblance(hit.pattern);
                bestSimilarity = std::max(bestSimilarity, similar);
                const double score = before + resemblanceWeight * similar;
                const TriageHit h {line, hit.begin, hit.end, score, float(severity)};
                if (kept)
                    f.hits.append(h);
                if (f.bestLine.isNull() || score > f.best.score) {
                    f.best = h;
                    f.bestLine = QString::fromUtf8(lineText.data(), qsizetype(lineText.size()));
                }
            }
            // An error line whose hits do not read just like it: a record whose regex missed it
            // (a port number its regex did not expect) may have its very wording.
            if (mayBeSuggested && bestSimilarity < 0.9)
                result.unmatchedErrors.append({line,
                    QByteArray(lineText.data(), qsizetype(std::min<std::size_t>(lineText.size(), 2000))),
                    bestSimilarity});
        },
        [&](qint64 line, int word, std::size_t end) { blockWords.add(text, line, word, end); });
    blockWords.countMarks();
    result.ecosystemMarks = blockWords.ecosystemMarks;
    if (result.lines <= tinyLog) { // a pasted message: every line may be the error
        const QList<QByteArray> lines = QByteArray(text.data(), qsizetype(text.size())).split('\n');
        for (qsizetype i = 0; i < std::min<qsizetype>(lines.size(), result.lines); ++i) {
            if (!std::binary_search(hitLines.begin(), hitLines.end(), qint64(i))
                && !lines[i].trimmed().isEmpty())
                result.tinyLogLines.append({i, lines[i]});
        }
    }
    // Error lines without hits, for suggestions: the last few of the block, found around one of
    // their words (a walk from the block's start cost a pass over the block).
    std::vector<BlockWords::LineLevel> errorLines;
    for (auto it = blockWords.lineLevels.rbegin();
        it != blockWords.lineLevels.rend() && errorLines.size() <= std::size_t(maxSuggestionLines); ++it) {
        if (it->level == 2 && !std::binary_search(hitLines.begin(), hitLines.end(), it->line))
            errorLines.push_back(*it);
    }
    for (auto it = errorLines.rbegin(); it != errorLines.rend(); ++it) {
        const std::size_t newlineBefore = text.rfind('\n', it->at - 1);
        const std::size_t lineStart = newlineBefore == std::string_view::npos ? 0 : newlineBefore + 1;
        const std::size_t end = std::min(text.find('\n', it->at), text.size());
        result.unmatchedErrors.append({it->line,
            QByteArray(text.data() + lineStart, qsizetype(std::min<std::size_t>(end - lineStart, 2000)))});
    }
    while (result.unmatchedErrors.size() > maxSuggestionLines)
        result.unmatchedErrors.removeFirst();
    return result;
}

} // namespace

TriageResult Triage::run(const LogMatcher &matcher, QIODevice &input, const TriageControl &control)
{
    TriageResult result;
    const qint64 total = input.isSequential() ? 0 : input.size();
    const int maxInFlight = std::max(2, QThreadPool::globalInstance()->maxThreadCount() * 2);
    std::unordered_map<int, Finding> findings;
    QList<ErrorLine> unmatched, tinyLines;
    QList<int> marks(qsizetype(ecosystems().size()), 0);
    // Each signature's words and regex's literals, once per run: every hit and every suggestion
    // compares with them.
    std::vector<PatternText> patternTexts;
    patternTexts.reserve(std::size_t(matcher.patternCount()));
    for (const Record &r : matcher.records())
        patternTexts.emplace_back(r);

    // Per pattern: whether Finding::maxKeptHits of its hits are kept; blocks started later need not
    // score most of their hits of it.
    std::vector<std::uint8_t> full(std::size_t(matcher.patternCount()), 0);
    auto collect = [&](BlockResult block) {
        const qint64 base = result.lines;
        for (auto &[pattern, bf] : block.findings) {
            Finding &f = findings[pattern];
            if (f.hitCount == 0) {
                f.record = matcher.records().at(pattern);
                f.firstLine = base + bf.firstLine;
            }
            f.hitCount += bf.hitCount;
            f.lastLine = base + bf.lastLine;
            for (TriageHit h : std::as_const(bf.hits)) {
                if (f.hits.size() >= Finding::maxKeptHits)
                    break;
                h.line += base;
                f.hits.append(h);
            }
            full[std::size_t(pattern)] = f.hits.size() >= Finding::maxKeptHits;
            if (f.bestLine.isNull() || bf.best.score > f.best.score) {
                f.best = bf.best;
                f.best.line += base;
                f.bestLine = bf.bestLine;
            }
        }
        for (ErrorLine &e : block.unmatchedErrors)
            unmatched.append({base + e.line, std::move(e.text), e.matched});
        for (ErrorLine &e : block.tinyLogLines)
            tinyLines.append({base + e.line, std::move(e.text), e.matched});
        while (unmatched.size() > maxSuggestionLines)
            unmatched.removeFirst();
        for (qsizetype i = 0; i < marks.size(); ++i)
            marks[i] += block.ecosystemMarks.value(i);
        result.lines += block.lines;
        result.hitLines += block.hitLines;
    };

    const QByteArray head = input.peek(64 * 1024);
    const LogFile::Encoding encoding = control.encoding.value_or(LogFile::detectEncoding(head));
    std::optional<QStringDecoder> decoder;
    if (encoding != LogFile::Encoding::Utf8) {
        if (encoding == LogFile::Encoding::Gb18030)
            decoder.emplace("GB18030");
        else
            decoder.emplace(encoding == LogFile::Encoding::Utf16LE ? QStringConverter::Utf16LE
                                                                   : QStringConverter::Utf16BE);
        if ((encoding == LogFile::Encoding::Utf16LE && head.startsWith("\xFF\xFE"))
            || (encoding == LogFile::Encoding::Utf16BE && head.startsWith("\xFE\xFF")))
            input.read(2); // the byte order mark
    } else if (head.startsWith("\xEF\xBB\xBF")) {
        input.read(3);
    }

    // Ranks what was collected so far: at the end, and for the partial results shown while the
    // log is still being read.
    auto rank = [&](TriageResult &out, std::unordered_map<int, Finding> found, QList<ErrorLine> pending) {
        // What the log looks like it comes from: a domain fits as well as the ecosystem with the
        // most markers in the log it belongs to, compared with the ecosystem with the most. One
        // marker ("Error: " in a Node.js log) is a weak sign next to several of another's.
        // A service the log names fits whatever the program talking to it is written in.
        QHash<QString, double> fitting;
        int most = 0;
        for (std::size_t i = 0; i < ecosystems().size(); ++i) {
            if (!ecosystems()[i].service)
                most = std::max(most, marks[qsizetype(i)]);
        }
        for (std::size_t i = 0; i < ecosystems().size(); ++i) {
            if (marks[qsizetype(i)] > 0) {
                out.ecosystems.append(ecosystems()[i].name);
                const double share
                    = ecosystems()[i].service ? 1.0 : double(marks[qsizetype(i)]) / double(most);
                for (const QString &d : ecosystems()[i].domains)
                    fitting[d] = std::max(fitting.value(d), share);
            }
        }
        auto fit = [&fitting](const Record &record) {
            return fitting.isEmpty() ? 0.5 : fitting.value(record.domain());
        };
        QSet<QString> matchedIds;
        for (auto &[pattern, f] : found) {
            f.score = f.best.score + fitWeight * fit(f.record);
            if (isAdviceDomain(f.record.domain()))
                f.score *= 0.6;
            f.weak = f.score < weakBelow || f.best.severity < 0.5;
            matchedIds.insert(f.record.id());
            out.findings.append(std::move(f));
        }

        // Suggestions: the records whose signatures read most like an error line nothing matched well.
        if (out.lines <= tinyLog)
            pending += tinyLines;
        if (!pending.isEmpty()) {
            QHash<QString, Finding> suggested;
            for (const auto &[line, text, matched] : std::as_const(pending)) {
                const Tokens lineTokens
                    = tokens(std::string_view(text.constData(), std::size_t(text.size())));
                // Its words run together, lowercase: "out of memory" names "OutOfMemoryError" too.
                std::string compact;
                for (char c : std::string_view(text.constData(), std::size_t(text.size()))) {
                    if (byteKind(static_cast<unsigned char>(c)) != Separator)
                        compact += asciiLower(c);
                }
                const Record *bestRecord = nullptr;
                double best = 0;
                for (qsizetype i = 0; i < matcher.patternCount(); ++i) {
                    const Record &r = matcher.records().at(i);
                    if (matchedIds.contains(r.id()))
                        continue;
                    const PatternText &pattern = patternTexts[std::size_t(i)];
                    double s = similarity(lineTokens, pattern.signature);
                    // A signature that names an error the line does not ("AccessDeniedException"
                    // for an "(ExpiredToken)" line) reads like it only in its boilerplate.
                    if (s > best && !pattern.namesErrorsOf(compact))
                        s /= 2;
                    if (s > best) {
                        best = s;
                        bestRecord = &r;
                    }
                }
                // Over a line's hits, only a record that reads clearly more like it.
                if (!bestRecord || best < std::max(0.45, matched + 0.1))
                    continue;
                Finding &f = suggested[bestRecord->id()];
                if (f.hitCount++ == 0) {
                    f.record = *bestRecord;
                    f.firstLine = line;
                    f.suggestion = true;
                }
                f.lastLine = line;
                // Scored like a hit on an error line whose wording resembles the signature this much,
                // with nothing for the match itself.
                const double score = severityWeight + suggestionResemblanceWeight * best
                    + fitWeight * fit(*bestRecord)
                    + confidenceWeight * bestRecord->confidence().value_or(0.5);
                if (score > f.score) {
                    f.score = score;
                    f.best = {line, 0, 0, score};
                    f.bestLine = QString::fromUtf8(text);
                }
            }
            for (Finding &f : suggested)
                out.findings.append(f);
        }

        auto group = [](const Finding &f) { return f.weak ? 1 : 0; };
        std::sort(out.findings.begin(), out.findings.end(), [&](const Finding &a, const Finding &b) {
            if (group(a) != group(b))
                return group(a) < group(b);
            if (a.score != b.score)
                return a.score > b.score;
            if (a.firstLine != b.firstLine)
                return a.firstLine < b.firstLine;
            return a.record.id() < b.record.id(); // the same hits: an order that does not vary
        });
    };

    // Blocks are read into buffers that are used again once their block is matched: a fresh buffer
    // per block is faulted in page by page, which cost as much as a third of the matching.
    // Decoded text is at most one and a half times as long as what it was decoded from.
    const qint64 readSize = decoder ? blockSize / 2 : blockSize;
    const std::size_t capacity = std::size_t(maxMatchedLineBytes + blockSize);
    std::vector<std::unique_ptr<char[]>> buffers;
    std::vector<char *> spare;
    struct InFlight
    {
        QFuture<BlockResult> future;
        char *buffer;
    };
    std::deque<InFlight> inFlight;
    auto collectOldest = [&] {
        collect(inFlight.front().future.result());
        spare.push_back(inFlight.front().buffer);
        inFlight.pop_front();
    };

    // The last line read so far, not yet ended, in the buffer of the block before; when longer than
    // maxMatchedLineBytes, just its start, and the rest of the line is skipped as it is read.
    std::string_view carry;
    char *carryBuffer = nullptr; // it, when no block of it is being matched
    bool skipping = false;
    bool cancelled = false;
    qint64 partialLines = 0; // lines the last partial result covered
    QElapsedTimer sincePartial;
    sincePartial.start();
    for (;;) {
        if (control.cancel && control.cancel->load()) {
            cancelled = true;
            break;
        }
        char *buffer = nullptr;
        if (spare.empty()) {
            buffers.push_back(std::make_unique_for_overwrite<char[]>(capacity));
            buffer = buffers.back().get();
        } else {
            buffer = spare.back();
            spare.pop_back();
        }
        if (!carry.empty())
            std::memcpy(buffer, carry.data(), carry.size());
        if (carryBuffer)
            spare.push_back(std::exchange(carryBuffer, nullptr));
        char *const bytes = buffer + carry.size();
        qint64 read = 0, decoded = 0;
        if (decoder) {
            const QByteArray raw = input.read(readSize);
            const QByteArray utf8 = QString(decoder->decode(raw)).toUtf8();
            if (!utf8.isEmpty())
                std::memcpy(bytes, utf8.constData(), std::size_t(utf8.size()));
            read = raw.size();
            decoded = utf8.size();
        } else {
            read = decoded = std::max<qint64>(0, input.read(bytes, readSize));
        }
        result.bytes += read;
        const bool atEnd = read == 0;
        if (atEnd && !input.atEnd() && input.isReadable() && !input.errorString().isEmpty()
            && !input.isSequential()) {
            result.error = input.errorString();
            spare.push_back(buffer);
            break;
        }
        std::string_view added(bytes, std::size_t(decoded));
        if (skipping) {
            const std::size_t newline = added.find('\n');
            if (newline == std::string_view::npos && !atEnd) {
                carryBuffer = buffer;
                carry = {buffer, carry.size()};
                continue;
            }
            // Its newline ends the kept start.
            added.remove_prefix(newline == std::string_view::npos ? added.size() : newline);
            std::memmove(bytes, added.data(), added.size());
            skipping = false;
        }
        std::string_view block(buffer, carry.size() + added.size());
        carry = {};
        if (!atEnd) {
            const std::size_t cut = block.rfind('\n') + 1; // 0: no newline
            carry = block.substr(cut);
            block = block.substr(0, cut);
            if (carry.size() > std::size_t(maxMatchedLineBytes)) {
                carry = carry.substr(0, std::size_t(maxMatchedLineBytes));
                skipping = true;
                ++result.cutLines;
            }
        }
        if (block.empty()) {
            carryBuffer = buffer;
        } else {
            inFlight.push_back({QtConcurrent::run([&matcher, &patternTexts, full, block] {
                                    return matchBlock(matcher, patternTexts, full, block);
                                }),
                buffer});
        }
        // The newest block stays: the carry is in its buffer.
        Q_ASSERT(maxInFlight >= 2);
        while (!inFlight.empty() && (atEnd || qsizetype(inFlight.size()) >= maxInFlight))
            collectOldest();
        if (control.progress)
            control.progress(result.bytes, total);
        if (atEnd)
            break;
        if (control.partial && result.lines > partialLines
            && sincePartial.elapsed() >= control.partialIntervalMs) {
            partialLines = result.lines;
            TriageResult snapshot;
            snapshot.lines = result.lines;
            snapshot.bytes = result.bytes;
            snapshot.hitLines = result.hitLines;
            snapshot.cutLines = result.cutLines;
            snapshot.complete = false;
            rank(snapshot, findings, unmatched);
            control.partial(std::move(snapshot));
            sincePartial.restart();
        }
    }
    for (InFlight &block : inFlight) // after a cancel: wait, so nothing refers to the matcher later
        block.future.waitForFinished();
    result.complete = !cancelled && result.error.isEmpty();

    rank(result, std::move(findings), std::move(unmatched));
    return result;
}

TriageResult Triage::runFile(const LogMatcher &matcher, const QString &path, const TriageControl &control)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        TriageResult result;
        result.complete = false;
        result.error = file.errorString();
        return result;
    }
    return run(matcher, file, control);
}

} // namespace Faultline
