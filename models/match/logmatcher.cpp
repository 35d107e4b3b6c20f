// SPDX-License-Identifier: MIT
#include "logmatcher.h"

#include "linewords.h"
#include "literalset.h"
#include "recordregex.h"
#include "textutil.h"

#include <QCoreApplication>
#include <QMutex>
#include <QtConcurrentMap>

#include <re2/filtered_re2.h>
#include <re2/re2.h>
#ifdef FAULTLINE_RE2_USES_ABSL
#include <absl/synchronization/mutex.h>
#endif

#include <algorithm>
#include <bit>
#include <bitset>
#include <cstring>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <span>
#include <unordered_map>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace Faultline {

namespace {

// RE2 folds ASCII 'k' and 's' with KELVIN SIGN (U+212A) and LONG S (U+017F) when ignoring case.
// The atom search folds ASCII only, so a line holding either is tried against every regex.
constexpr std::string_view kelvinSign = "\xE2\x84\xAA";
constexpr std::string_view longS = "\xC5\xBF";

/**
 * \a literal with KELVIN SIGN and LONG S as `k` and `s`: a regex's `ſ` matches an ASCII `s` (RE2
 * folds case across Unicode), so its literal must be searched for as the ASCII line would hold
 * it. Lines that hold a KELVIN SIGN or LONG S themselves are tried against every regex anyway.
 */
std::string foldedToAscii(std::string literal)
{
    for (const auto &[from, to] :
        {std::pair(kelvinSign, std::string_view("k")), std::pair(longS, std::string_view("s"))}) {
        for (std::size_t at = literal.find(from); at != std::string::npos;
             at = literal.find(from, at + to.size()))
            literal.replace(at, from.size(), to);
    }
    return literal;
}

// Stands for "any byte outside ASCII" in a cut: never an atom, since it is not UTF-8.
const std::string nonAsciiLine = "\xFF";

/// Whether \a text holds only ASCII, looked at eight bytes at a time (it runs on every line).
bool isAscii(std::string_view text)
{
    const char *p = text.data();
    const char *end = p + text.size();
    std::uint64_t any = 0;
    for (; end - p >= 8; p += 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        any |= word;
    }
    for (; p != end; ++p)
        any |= std::uint8_t(*p);
    return (any & 0x8080808080808080ull) == 0;
}

/// The characters RE2 treats as one when ignoring case (\a c's simple case-folding orbit), as
/// UTF-8; just \a c when it has no other case.
std::vector<std::string> caseOrbit(char32_t c)
{
    // Folded form → every character that folds to it; built once. No character past plane 1 has
    // case.
    constexpr char32_t lastCased = 0x20000;
    static const std::map<char32_t, std::vector<std::string>> orbits = [] {
        std::map<char32_t, std::vector<std::string>> result;
        for (char32_t x = 0x80; x < lastCased; ++x) {
            const char32_t folded = QChar::toCaseFolded(x);
            if (folded != x || QChar::toUpper(x) != x || QChar::toLower(x) != x)
                result[folded];
        }
        for (char32_t x = 0; x < lastCased; ++x) {
            auto it = result.find(QChar::toCaseFolded(x));
            if (it != result.end())
                it->second.push_back(QString::fromUcs4(&x, 1).toUtf8().toStdString());
        }
        return result;
    }();
    const auto it = orbits.find(QChar::toCaseFolded(c));
    if (it != orbits.end() && it->second.size() > 1)
        return it->second;
    return {QString::fromUcs4(&c, 1).toUtf8().toStdString()};
}

/// What to search for to find \a atom (lowercase UTF-8) in text of any case: a list of which
/// a match holds one. The search folds ASCII letters only, so a letter outside ASCII that has case
/// (é, Д) is spelled out in each of its cases: the longest stretch of the atom with at most eight
/// spellings is searched for. When that is shorter than three bytes (and not the whole atom), a
/// line must hold some byte outside ASCII.
std::vector<std::string> searchableParts(const std::string &literal)
{
    // KELVIN SIGN and LONG S also match ASCII `k` and `s`: search for them as those.
    const std::string atom = foldedToAscii(literal);
    if (isAscii(atom)) {
        // A NUL or 0x01 byte means more than itself to LiteralSet: search for the longest stretch
        // without one (any byte, when there is none).
        std::string_view longest;
        for (std::string_view rest = atom;;) {
            const std::size_t special
                = std::min(rest.find(char(LiteralSet::wildcard)), rest.find(char(LiteralSet::anyNonAscii)));
            const std::string_view stretch = rest.substr(0, special);
            if (stretch.size() > longest.size())
                longest = stretch;
            if (special == std::string_view::npos)
                break;
            rest.remove_prefix(special + 1);
        }
        return {longest.empty() ? std::string(1, char(LiteralSet::wildcard)) : std::string(longest)};
    }
    const QList<uint> text = QString::fromUtf8(atom.data(), qsizetype(atom.size())).toUcs4();
    std::vector<std::vector<std::string>> spellings;
    for (uint c : text)
        spellings.push_back(c < 0x80 ? std::vector<std::string> {std::string(1, char(c))} : caseOrbit(c));
    constexpr std::size_t maximumSpellings = 8;
    std::size_t bestBegin = 0, bestEnd = 0, bestBytes = 0, bestCount = 0;
    for (std::size_t begin = 0; begin < spellings.size(); ++begin) {
        std::size_t count = 1, bytes = 0;
        for (std::size_t end = begin; end < spellings.size(); ++end) {
            if (text[qsizetype(end)] == LiteralSet::wildcard
                || text[qsizetype(end)] == LiteralSet::anyNonAscii)
                break; // means more than itself to LiteralSet
            count *= spellings[end].size();
            if (count > maximumSpellings)
                break;
            bytes += spellings[end].front().size();
            if (bytes > bestBytes || (bytes == bestBytes && count < bestCount)) {
                bestBegin = begin;
                bestEnd = end + 1;
                bestBytes = bytes;
                bestCount = count;
            }
        }
    }
    if (bestBytes < 3 && bestBytes != atom.size())
        return {nonAsciiLine};
    std::vector<std::string> result {std::string()};
    for (std::size_t i = bestBegin; i < bestEnd; ++i) {
        std::vector<std::string> longer;
        for (const std::string &prefix : result) {
            for (const std::string &spelling : spellings[i])
                longer.push_back(prefix + spelling);
        }
        result = std::move(longer);
    }
    return result;
}

// RE2's string_view type, which Debian's abseil keeps distinct from std::string_view.
re2::StringPiece piece(std::string_view text)
{
    return re2::StringPiece(text.data(), text.size());
}

/// Orders literals from the most likely to occur in a log to the least: short ones and numbers
/// first.
int rarity(const std::string &literal)
{
    if (literal == nonAsciiLine)
        return 10;
    const bool digits = std::all_of(
        literal.begin(), literal.end(), [](unsigned char c) { return c < 0x80 && !std::isalpha(c); });
    return int(literal.size()) * 2 - (digits ? 3 : 0);
}

struct Compiled
{
    QByteArray pattern;
    std::unique_ptr<RE2> regex;
    std::string error;
    // A match holds at least one literal of each non-empty cut of one of the alternatives; no
    // alternatives: try on every line.
    struct Cuts
    {
        std::vector<std::string> cuts[2];
        // When the alternative is ASCII literals joined by wildcards (`cmake.*failed`): those
        // literals, lowercase, which every match holds in this order (requiredPieces()).
        std::vector<std::string> pieces;
    };
    std::vector<Cuts> alternatives;
    // Its alternatives' dotStarPieces(), when every alternative has them.
    std::optional<std::vector<std::vector<std::string>>> dotStar;
};

/**
 * Calls \a visit(i, c, depth) for each character \a c of \a pattern outside escapes and bracket
 * classes, \a depth being the group nesting after it (a `(` counts itself, a `)` does not);
 * stops when \a visit returns false. Returns the nesting at the end: not 0 when a group is open.
 */
template<typename Visit>
int walkOperators(std::string_view pattern, Visit visit)
{
    int depth = 0;
    bool inClass = false;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '\\') {
            ++i;
        } else if (inClass) {
            if (c == ']')
                inClass = false;
        } else if (c == '[') {
            inClass = true;
            if (i + 1 < pattern.size() && pattern[i + 1] == '^')
                ++i;
            if (i + 1 < pattern.size() && pattern[i + 1] == ']')
                ++i; // a leading `]` is a member
        } else {
            if (c == '(')
                ++depth;
            else if (c == ')')
                --depth;
            if (!visit(i, c, depth))
                break;
        }
    }
    return depth;
}

/**
 * The top-level alternatives of \a pattern: `(?i)(?:a|b.*c)` gives {a, b.*c}. Just the pattern
 * when it has one alternative, or a construct this does not follow.
 */
std::vector<std::string_view> topLevelBranches(std::string_view pattern)
{
    // The group that closes at the end of pattern, if the one opening at its start does.
    auto wholeGroupBody = [](std::string_view text) -> std::optional<std::string_view> {
        if (text.size() < 2 || text.front() != '(' || text.back() != ')')
            return std::nullopt;
        bool endsEarly = false; // the first group closes before the end: `(a)|(b)`
        const int open = walkOperators(text, [&](std::size_t i, char c, int depth) {
            endsEarly = c == ')' && depth == 0 && i + 1 != text.size();
            return !endsEarly;
        });
        if (endsEarly || open != 0)
            return std::nullopt;
        if (text.starts_with("(?:"))
            return text.substr(3, text.size() - 4);
        if (text.starts_with("(?"))
            return std::nullopt; // named groups, flags: leave alone
        return text.substr(1, text.size() - 2);
    };
    while (pattern.starts_with("(?i)"))
        pattern.remove_prefix(4); // matched ignoring case anyway
    while (const auto body = wholeGroupBody(pattern))
        pattern = *body;

    std::vector<std::string_view> branches;
    std::size_t begin = 0;
    walkOperators(pattern, [&](std::size_t i, char c, int depth) {
        if (c == '|' && depth == 0) {
            branches.push_back(pattern.substr(begin, i - begin));
            begin = i + 1;
        }
        return true;
    });
    branches.push_back(pattern.substr(begin));
    return branches;
}

/// In a piece from requiredPieces(): one character, any but a newline (a `.` between literals).
constexpr char gap = '\0';

/**
 * The literals (lowercase) every match of \a pattern holds, when it is literals joined by
 * wildcards: `cmake.*failed`, `primary shard .+ not allocated`, `fatal:\s+bad`, or one literal.
 * Nothing when it has any other operator: then FilteredRE2 works it out.
 *
 * Two ASCII literals joined by a single `.` stay one piece, with a gap, when either is shorter
 * than three bytes: `6.4` as "6" and "4" would make every line holding the digit 6 a candidate.
 */
std::optional<std::vector<std::string>> requiredPieces(std::string_view pattern)
{
    std::vector<std::string> pieces;
    std::string current;
    bool gapAfter = false; // current ended at a single `.`
    auto endPiece = [&] {
        if (!current.empty()) {
            std::string *previous = pieces.empty() ? nullptr : &pieces.back();
            if (gapAfter && previous && previous->find(gap) == std::string::npos && isAscii(*previous)
                && isAscii(current) && std::min(previous->size(), current.size()) < 3)
                *previous += gap + current;
            else
                pieces.push_back(std::move(current));
        }
        current.clear();
        gapAfter = false;
    };
    auto quantifierAt = [&](std::size_t i) {
        return i < pattern.size() && std::strchr("*+?{", pattern[i]) && pattern[i] != 0;
    };
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        auto c = static_cast<unsigned char>(pattern[i]);
        bool wildcard = false;
        if (c == '\\') {
            if (++i == pattern.size())
                return std::nullopt;
            c = static_cast<unsigned char>(pattern[i]);
            if (c < 0x80 && std::strchr("sdwSDWbB", c) && c != 0)
                wildcard = true; // a class or a boundary: ends a piece
            else if (c >= 0x80 || std::isalnum(c))
                return std::nullopt; // \x41, \pL …
        } else if (c == '.' || c == '^' || c == '$') {
            wildcard = true;
        } else if (c == LiteralSet::wildcard || c == LiteralSet::anyNonAscii
            || std::strchr("|?*+()[]{}", c)) {
            return std::nullopt;
        }
        if (wildcard) {
            const bool afterLiteral = !current.empty();
            endPiece();
            if (c == '.' && afterLiteral && !quantifierAt(i + 1)) {
                gapAfter = true; // exactly one character: the next literal may join this one
                continue;
            }
            if (i + 1 < pattern.size() && pattern[i + 1] == '{') {
                const std::size_t close = pattern.find('}', i + 1);
                if (close == std::string_view::npos)
                    return std::nullopt;
                i = close;
            } else if (quantifierAt(i + 1)) {
                ++i;
            }
            if (i + 1 < pattern.size() && pattern[i + 1] == '?')
                ++i; // lazy
            continue;
        }
        if (quantifierAt(i + 1))
            return std::nullopt; // `errors?`: the letter is optional
        current += char(TextUtil::asciiLower(c));
    }
    endPiece();
    if (pieces.empty())
        return std::nullopt;
    return pieces;
}

/**
 * What to search for to find an ASCII piece with one gap (`6.4`): the piece with any byte in the
 * gap, or, for a character outside ASCII in the gap, what comes before and any such byte.
 */
std::vector<std::string> gapParts(const std::string &piece)
{
    static_assert(gap == char(LiteralSet::wildcard));
    return {piece, piece.substr(0, piece.find(gap)) + char(LiteralSet::anyNonAscii)};
}

/**
 * Up to two disjoint "cuts" of \a pattern's prefilter: sets of literals such that every match
 * contains at least one literal of each, made of the rarest literals that will do.
 * `loss.*nan|training.*diverged` gets {loss, training} and {nan, diverged}, so a training log full
 * of "loss" only tries it on lines that also say "nan" or "diverged". Returns false when RE2
 * rejects the pattern; both cuts empty when a match needs no literal.
 *
 * FilteredRE2 gives the prefilter — an AND/OR formula over the regex's atoms — but is used one
 * regex at a time: over many regexes it drops an atom shared by more than eight of them from every
 * AND, so `kashmir.*india|loc.*india` would pass on any line holding "loc".
 */
bool findCuts(std::string_view pattern, Compiled::Cuts &result)
{
    std::vector<std::string>(&cuts)[2] = result.cuts;
    // The common shapes need no compiling: each piece is required, the rarest two are the cuts.
    if (const auto pieces = requiredPieces(pattern)) {
        std::vector<std::vector<std::string>> parts;
        for (const std::string &piece : *pieces)
            parts.push_back(piece.find(gap) == std::string::npos ? searchableParts(piece) : gapParts(piece));
        std::stable_sort(parts.begin(), parts.end(),
            [](const auto &a, const auto &b) { return rarity(a.front()) > rarity(b.front()); });
        cuts[0] = parts[0];
        if (parts.size() > 1)
            cuts[1] = parts[1];
        if (pieces->size() > 1 && std::all_of(pieces->begin(), pieces->end(), isAscii))
            result.pieces = *pieces;
        return true;
    }
    const re2::StringPiece text(pattern.data(), pattern.size());
    for (int minimumLength : {3, 2, 1}) { // short atoms only when the long ones do not suffice
        re2::FilteredRE2 filter(minimumLength);
        int id = -1;
        if (filter.Add(text, recordRegexOptions(), &id) != RE2::NoError)
            return false;
        std::vector<std::string> atoms;
        filter.Compile(&atoms);
        std::vector<std::vector<std::string>> parts;
        std::vector<int> all;
        for (int atom = 0; atom < int(atoms.size()); ++atom) {
            const std::string &literal = atoms[std::size_t(atom)];
            parts.push_back(searchableParts(literal));
            // RE2's case folding gives `k` and `s` atoms a twin with KELVIN SIGN or LONG S. Lines
            // holding those are tried against every regex anyway, so on the lines cuts are used
            // for, such a twin is never present: leave it out of the formula.
            if (literal.find(kelvinSign) == std::string::npos && literal.find(longS) == std::string::npos)
                all.push_back(atom);
        }
        std::stable_sort(all.begin(), all.end(), [&](int a, int b) {
            return rarity(parts[std::size_t(a)].front()) < rarity(parts[std::size_t(b)].front());
        });
        std::vector<int> passed, present;
        // Whether every match must hold an atom of cut: the formula fails with all the others.
        auto isCut = [&](const std::vector<int> &cut) {
            present.clear();
            std::copy_if(all.begin(), all.end(), std::back_inserter(present),
                [&](int atom) { return std::find(cut.begin(), cut.end(), atom) == cut.end(); });
            filter.AllPotentials(present, &passed);
            return passed.empty();
        };
        // From a pool (commonest first), drop atoms while what is left is still a cut.
        auto findCut = [&](const std::vector<int> &pool) {
            if (pool.empty() || !isCut(pool))
                return std::vector<int>();
            std::vector<int> cut = pool;
            for (int atom : pool) {
                std::vector<int> trial;
                std::copy_if(
                    cut.begin(), cut.end(), std::back_inserter(trial), [atom](int a) { return a != atom; });
                if (!trial.empty() && isCut(trial))
                    cut = std::move(trial);
            }
            return cut;
        };
        const std::vector<int> first = findCut(all);
        if (first.empty())
            continue; // no literal is required
        std::vector<int> rest;
        std::copy_if(all.begin(), all.end(), std::back_inserter(rest),
            [&](int atom) { return std::find(first.begin(), first.end(), atom) == first.end(); });
        const std::vector<int> second = findCut(rest);
        int which = 0;
        for (const std::vector<int> *cut : {&first, &second}) {
            std::vector<std::string> &literals = cuts[which++];
            for (int atom : *cut)
                literals.insert(
                    literals.end(), parts[std::size_t(atom)].begin(), parts[std::size_t(atom)].end());
            std::sort(literals.begin(), literals.end());
            literals.erase(std::unique(literals.begin(), literals.end()), literals.end());
        }
        return true;
    }
    return true; // the regex can match without any literal: tried on every line
}

/**
 * The literals (lowercase) of \a branch when it is ASCII literals joined by `.*` alone
 * (`cmake.*failed`, `oom`): nothing for any other operator, escape or wildcard.
 */
std::optional<std::vector<std::string>> dotStarPieces(std::string_view branch)
{
    std::vector<std::string> pieces(1);
    for (std::size_t i = 0; i < branch.size(); ++i) {
        auto c = static_cast<unsigned char>(branch[i]);
        if (c == '.' && branch.substr(i, 2) == ".*" && branch.substr(i + 2, 1) != "?") {
            if (pieces.back().empty())
                return std::nullopt;
            pieces.emplace_back();
            ++i;
            continue;
        }
        if (c == '\\') {
            if (++i == branch.size())
                return std::nullopt;
            c = static_cast<unsigned char>(branch[i]);
            if (c >= 0x80 || !std::ispunct(c))
                return std::nullopt; // a class, a boundary, a code …
        } else if (c >= 0x80 || c < 0x20 || std::strchr(".^$|?*+()[]{}", c)) {
            return std::nullopt;
        }
        pieces.back() += char(TextUtil::asciiLower(c));
    }
    if (pieces.back().empty())
        return std::nullopt;
    return pieces;
}

/// Each top-level alternative's dotStarPieces(), when every one has them.
std::optional<std::vector<std::vector<std::string>>> dotStarAlternatives(std::string_view pattern)
{
    std::vector<std::vector<std::string>> alternatives;
    for (std::string_view branch : topLevelBranches(pattern)) {
        auto pieces = dotStarPieces(branch);
        if (!pieces)
            return std::nullopt;
        alternatives.push_back(std::move(*pieces));
    }
    return alternatives;
}

/**
 * Searching for a cut of short literals ("ch" in `911.*ch`) finds them on most lines, and costs
 * more than trying the regex on the lines that hold the other cut: leave such a cut out when the
 * other is made of longer literals. A single byte is never worth searching for as a second cut.
 */
void dropCommonCut(Compiled::Cuts &cuts)
{
    if (cuts.cuts[1].empty())
        return;
    auto shortest = [](const std::vector<std::string> &cut) {
        return std::min_element(cut.begin(), cut.end(), [](const auto &a, const auto &b) {
            return a.size() < b.size();
        })->size();
    };
    constexpr std::size_t common = 3; // bytes: shorter literals occur on many lines of a log
    const std::size_t first = shortest(cuts.cuts[0]), second = shortest(cuts.cuts[1]);
    if (first < common && second >= common)
        cuts.cuts[0] = std::move(cuts.cuts[1]);
    if ((first < common) != (second < common) || second < 2)
        cuts.cuts[1].clear();
}

/**
 * Compiles a pattern and finds the cuts of each of its top-level alternatives: a line may match
 * when it holds a literal of each cut of some alternative. Taken whole, RE2 factors `hko|hk.*t8`
 * into `hk(?:o|.*t8)`, whose only required literal of three bytes or more would be lost, leaving
 * "h"; and `image.*token.*cost|vision.*expensive` would have no second cut.
 */
/// Alternatives already worked out, shared by the compiling threads: the corpus repeats many
/// (`911`, `emergency.*number`).
struct CutCache
{
    QMutex mutex;
    std::unordered_map<std::string, std::optional<Compiled::Cuts>> cuts; // nothing: RE2 rejects it
};

void compile(Compiled &result, CutCache &cache)
{
    const std::string_view pattern(result.pattern.constData(), std::size_t(result.pattern.size()));
    result.regex
        = std::make_unique<RE2>(re2::StringPiece(pattern.data(), pattern.size()), recordRegexOptions());
    if (!result.regex->ok()) {
        result.error = result.regex->error();
        result.regex.reset();
        return;
    }
    result.dotStar = dotStarAlternatives(pattern);
    // One alternative each, unless some needs no literal (then neither does the whole) or RE2
    // rejects one on its own (split where RE2 would not: use the whole).
    for (std::string_view branch : topLevelBranches(pattern)) {
        const std::string key(branch);
        std::optional<Compiled::Cuts> cuts;
        {
            QMutexLocker locker(&cache.mutex);
            const auto it = cache.cuts.find(key);
            if (it != cache.cuts.end())
                cuts = it->second;
        }
        if (!cuts) {
            cuts.emplace();
            if (!findCuts(branch, *cuts))
                cuts.reset();
            else
                dropCommonCut(*cuts);
            QMutexLocker locker(&cache.mutex);
            cache.cuts.emplace(key, cuts);
        }
        if (!cuts) {
            result.alternatives.clear();
            break;
        }
        if (cuts->cuts[0].empty()) {
            result.alternatives.clear();
            return;
        }
        result.alternatives.push_back(std::move(*cuts));
    }
    if (result.alternatives.empty()) {
        Compiled::Cuts cuts;
        findCuts(pattern, cuts);
        if (!cuts.cuts[0].empty())
            result.alternatives.push_back(std::move(cuts));
    }
}

/**
 * Where each line of \a block starts (after each `\n` but one that ends the block), and which
 * lines hold a byte outside ASCII, in one pass: sixteen bytes at a time where there is SSE2. A
 * memchr() per line and a second pass for the bytes cost twice as much, on lines of some 85 bytes.
 * Calls \a visitNonAscii(line, text without its line end) as each such line ends, while its bytes
 * are still in the cache: looked at after the literal search, they cost a cache miss each.
 */
template<typename Visit>
void indexLines(std::string_view block, std::vector<std::uint32_t> &starts,
    std::vector<std::uint32_t> &nonAsciiLines, Visit visitNonAscii)
{
    starts.clear();
    nonAsciiLines.clear();
    starts.push_back(0);
    bool nonAscii = false; // the line so far
    auto visit = [&](std::size_t end) {
        const auto line = std::uint32_t(starts.size() - 1);
        nonAsciiLines.push_back(line);
        std::string_view text = block.substr(starts.back(), end - starts.back());
        if (text.ends_with('\r'))
            text.remove_suffix(1);
        visitNonAscii(line, text);
    };
    auto endLine = [&](std::size_t newline) {
        if (nonAscii)
            visit(newline);
        nonAscii = false;
        if (newline + 1 < block.size())
            starts.push_back(std::uint32_t(newline + 1));
    };
    const auto *bytes = reinterpret_cast<const unsigned char *>(block.data());
    std::size_t i = 0;
#ifdef __SSE2__
    const __m128i newline = _mm_set1_epi8('\n');
    for (; i + 16 <= block.size(); i += 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + i));
        auto newlines = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, newline)));
        auto high = unsigned(_mm_movemask_epi8(chunk));
        for (; newlines; newlines &= newlines - 1) {
            const int at = std::countr_zero(newlines);
            const unsigned upTo = (2u << at) - 1; // this newline and the bytes before it
            nonAscii = nonAscii || (high & upTo);
            high &= ~upTo;
            endLine(i + std::size_t(at));
        }
        nonAscii = nonAscii || high;
    }
#endif
    for (; i < block.size(); ++i) {
        if (bytes[i] == '\n')
            endLine(i);
        else if (bytes[i] >= 0x80)
            nonAscii = true;
    }
    if (nonAscii) // a last line without `\n`
        visit(block.size());
}

/// A line with its ASCII letters in lowercase, and whether it holds only ASCII.
struct LowercaseLine
{
    std::string text;
    bool ascii = true;

    /// Sixteen bytes at a time where there is SSE2: a byte at a time, this took a tenth of the
    /// matching, on lines of some 85 bytes.
    void assign(std::string_view line)
    {
        text.resize(line.size());
        const auto *from = reinterpret_cast<const unsigned char *>(line.data());
        auto *to = reinterpret_cast<unsigned char *>(text.data());
        std::size_t i = 0;
        unsigned any = 0;
#ifdef __SSE2__
        // c - 'A' - 128 as a signed byte is below -128 + 26 just for the capitals.
        const __m128i shift = _mm_set1_epi8(char('A' + 128)), limit = _mm_set1_epi8(-128 + 26);
        const __m128i toLower = _mm_set1_epi8(0x20);
        for (; i + 16 <= line.size(); i += 16) {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(from + i));
            const __m128i capital = _mm_cmplt_epi8(_mm_sub_epi8(chunk, shift), limit);
            _mm_storeu_si128(
                reinterpret_cast<__m128i *>(to + i), _mm_or_si128(chunk, _mm_and_si128(capital, toLower)));
            any |= unsigned(_mm_movemask_epi8(chunk));
        }
        any = any ? 0x80 : 0;
#endif
        for (; i < line.size(); ++i) {
            any |= from[i];
            to[i] = TextUtil::asciiLower(from[i]);
        }
        ascii = any < 0x80;
    }
};

/**
 * The first \a needle in \a text at or after \a from, like std::string_view::find(). Where there
 * is SSE2, sixteen places at a time are tested for the needle's first and last byte, and only
 * where both are found are the others compared: memchr() for the first byte alone stops on most
 * places of a log line, for the common letters most literals start with.
 */
std::size_t findFrom(std::string_view text, std::string_view needle, std::size_t from)
{
    const std::size_t n = needle.size();
#ifdef __SSE2__
    if (n >= 2 && from <= text.size()) {
        const __m128i first = _mm_set1_epi8(needle.front()), last = _mm_set1_epi8(needle.back());
        std::size_t i = from;
        for (; i + n - 1 + 16 <= text.size(); i += 16) {
            const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.data() + i));
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(text.data() + i + n - 1));
            auto both = unsigned(
                _mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(a, first), _mm_cmpeq_epi8(b, last))));
            for (; both; both &= both - 1) {
                const std::size_t at = i + std::size_t(std::countr_zero(both));
                if (std::memcmp(text.data() + at + 1, needle.data() + 1, n - 2) == 0)
                    return at;
            }
        }
        from = i;
    }
#endif
    return text.find(needle, from);
}

/**
 * The characters outside ASCII some search needs, by their first two bytes: a line without any of
 * them need not be searched. Most lines with bytes outside ASCII in a log are progress bars and
 * box drawing, which the few literals outside ASCII (Chinese, Japanese, é …) seldom share.
 */
class LeadPairs
{
public:
    /// The first character of \a text outside ASCII; any line, when \a text has none that is UTF-8.
    void addFirstOf(std::string_view text)
    {
        const auto at = std::find_if(
            text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0xC0; });
        if (at == text.end() || at + 1 == text.end())
            m_any = m_any || !isAscii(text);
        else
            m_pairs.set(pairOf(&*at));
    }
    bool mayHold(std::string_view line) const
    {
        if (m_any)
            return true;
        const auto *bytes = reinterpret_cast<const unsigned char *>(line.data());
        std::size_t i = 0;
#ifdef __SSE2__
        const __m128i lead = _mm_set1_epi8(char(0xC0));
        for (; i + 16 < line.size(); i += 16) { // a byte after the chunk for the last pair
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + i));
            auto leads = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(chunk, lead), chunk)));
            for (; leads; leads &= leads - 1) {
                if (m_pairs.test(pairOf(line.data() + i + std::size_t(std::countr_zero(leads)))))
                    return true;
            }
        }
#endif
        for (; i + 1 < line.size(); ++i) {
            if (bytes[i] >= 0xC0 && m_pairs.test(pairOf(line.data() + i)))
                return true;
        }
        return false;
    }

private:
    static std::size_t pairOf(const char *at)
    {
        return std::size_t(static_cast<unsigned char>(at[0])) << 8 | static_cast<unsigned char>(at[1]);
    }
    std::bitset<1 << 16> m_pairs;
    bool m_any = false;
};

/**
 * Whether \a line holds \a pieces (lowercase ASCII) one after the other, as every match of the
 * alternative they come from does: true when there are none. Checked before RE2 runs, which costs
 * more. A gap stands for one character, which on a line with others than ASCII may take several
 * bytes: there a piece with a gap counts as found. The KELVIN SIGN and LONG S that RE2 matches
 * for `k` and `s` never reach this: lines that hold them are tried against every regex.
 */
bool piecesInOrder(const std::vector<std::string> &pieces, const LowercaseLine &line)
{
    const std::string_view text = line.text;
    std::size_t at = 0;
    for (const std::string &piece : pieces) {
        if (piece.find(gap) == std::string::npos) {
            at = findFrom(text, piece, at);
        } else if (!line.ascii) {
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
 * The match RE2 finds for a regex whose alternatives are all dotStarPieces(), on a line of ASCII
 * alone, without RE2: RE2 prefers the leftmost start, then the first alternative in the regex that
 * matches there, and `.*` takes all it can, so the match ends where the last piece last occurs.
 * That is exact only where `.` matches every byte and case is ASCII's: lines of ASCII.
 */
std::optional<std::pair<int, int>> dotStarMatch(
    const std::vector<std::vector<std::string>> &alternatives, std::string_view lower)
{
    constexpr std::size_t none = std::string_view::npos;
    std::size_t start = none;
    const std::vector<std::string> *chosen = nullptr;
    for (const std::vector<std::string> &pieces : alternatives) {
        const std::size_t first = findFrom(lower, pieces.front(), 0);
        if (first == none || first >= start)
            continue;
        // From the first occurrence of its first piece, if from anywhere.
        std::size_t at = first + pieces.front().size();
        for (std::size_t k = 1; k < pieces.size() && at != none; ++k) {
            at = findFrom(lower, pieces[k], at);
            if (at != none)
                at += pieces[k].size();
        }
        if (at != none) {
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

/// In an occurrence's state: it is of a literal of the second set, the one outside ASCII.
constexpr std::uint32_t nonAsciiState = 0x80000000u;

} // namespace

struct LogMatcher::Private
{
    std::vector<std::unique_ptr<RE2>> regexes;
    // Literals of ASCII only are searched for in the whole text; the others, on the lines that
    // hold a byte outside ASCII (few, in most logs), which keeps the first automaton's alphabet
    // and so its tables small. Their ids follow the first set's.
    std::optional<LiteralSet> literals, nonAsciiLiterals;
    std::uint32_t firstNonAsciiLiteral = 0;
    // The first characters of the other literals and of KELVIN SIGN and LONG S: lines with bytes
    // outside ASCII but none of these are neither searched for those literals nor tried against
    // every regex.
    LeadPairs nonAsciiLeads;
    std::vector<std::uint32_t> outputStates; // the first set's states where some literal ends
    // One more literal id, after both sets': "some byte outside ASCII", present on such lines.
    std::uint32_t nonAsciiLine = 0;
    bool usesNonAsciiLine = false;
    // A unit is one alternative of one pattern, with one or two cuts. Cut c of unit u holds the
    // literal ids cutLiterals[cutStart[u * 2 + c] … cutStart[u * 2 + c + 1]); cut 1 may be empty.
    std::vector<int> unitPattern;
    std::vector<std::uint32_t> cutStart;
    std::vector<std::uint32_t> cutLiterals;
    std::vector<std::vector<std::string>> unitPieces; // per unit: Compiled::Cuts::pieces
    // Per pattern: its alternatives' dotStarPieces(), when every alternative has them.
    std::vector<std::optional<std::vector<std::vector<std::string>>>> dotStar;
    // Literal id → the LineWords::words() it stands for: lineWords[lineWordStart[id] …
    // lineWordStart[id + 1]); only ASCII literals are line words.
    std::vector<std::uint32_t> lineWordStart;
    std::vector<int> lineWords;
    std::vector<int> everyLine; // patterns tried on each line

    std::size_t literalIdCount() const { return nonAsciiLine + 1; }
    std::span<const std::uint32_t> cut(std::size_t unit, std::size_t which) const
    {
        return {cutLiterals.data() + cutStart[unit * 2 + which],
            cutLiterals.data() + cutStart[unit * 2 + which + 1]};
    }

    /// Which cut of each unit looks for its other cut (see matchBlock()), and the units each
    /// literal looks for: units[start[id] … start[id + 1]).
    struct Triggers
    {
        std::vector<std::uint8_t> cut;
        std::vector<std::uint32_t> start, units;
    };
    /// Fills in \a triggers' units from its cuts.
    void indexTriggers(Triggers &triggers) const
    {
        triggers.start.assign(literalIdCount() + 1, 0);
        for (std::size_t unit = 0; unit < unitPattern.size(); ++unit) {
            for (std::uint32_t literal : cut(unit, triggers.cut[unit]))
                ++triggers.start[literal + 1];
        }
        for (std::size_t literal = 0; literal < literalIdCount(); ++literal)
            triggers.start[literal + 1] += triggers.start[literal];
        triggers.units.resize(triggers.start.back());
        thread_local std::vector<std::uint32_t> fill;
        fill.assign(triggers.start.begin(), triggers.start.end() - 1);
        for (std::size_t unit = 0; unit < unitPattern.size(); ++unit) {
            for (std::uint32_t literal : cut(unit, triggers.cut[unit]))
                triggers.units[fill[literal]++] = std::uint32_t(unit);
        }
    }
    /// For blocks with few literal occurrences (a screen of lines), chosen once: counting
    /// occurrences to choose would cost more than the lines. Each unit's cut whose shortest
    /// literal is the longer, as longer literals are the rarer.
    Triggers fixedTriggers;
    Statistics statistics;

    /**
     * Drops the \a occurrences the lines need not be visited for, when each unit looks for its
     * others from its cut \a trigger: those of literals that neither look for their units, nor
     * are the other cut of units without pieces to check in order (pieces in order hold both
     * cuts), nor are line words (\a withWords). Mostly a log's commonest words: three
     * occurrences in four, in a training log. Those of the other literal set are all kept.
     */
    void dropUnneeded(std::vector<LiteralSet::Occurrence> &occurrences,
        const std::vector<std::uint8_t> &trigger, bool withWords) const
    {
        thread_local std::vector<std::uint8_t> literalNeeded, stateNeeded;
        literalNeeded.assign(literalIdCount(), 0);
        for (std::size_t unit = 0; unit < unitPattern.size(); ++unit) {
            for (std::uint32_t literal : cut(unit, trigger[unit]))
                literalNeeded[literal] = 1;
            if (unitPieces[unit].empty()) {
                for (std::uint32_t literal : cut(unit, 1 - trigger[unit]))
                    literalNeeded[literal] = 1;
            }
        }
        for (std::size_t literal = 0; withWords && literal < literalIdCount(); ++literal) {
            if (lineWordStart[literal + 1] != lineWordStart[literal])
                literalNeeded[literal] = 1;
        }
        stateNeeded.resize(literals->stateCount());
        for (std::uint32_t state : outputStates) {
            const auto [first, last] = literals->literalsEndingAt(state);
            stateNeeded[state]
                = std::any_of(first, last, [](std::uint32_t literal) { return literalNeeded[literal]; });
        }
        std::size_t kept = 0;
        for (std::size_t i = 0; i < occurrences.size(); ++i) {
            const LiteralSet::Occurrence occurrence = occurrences[i];
            occurrences[kept] = occurrence;
            kept += (occurrence.state & nonAsciiState) || stateNeeded[occurrence.state];
        }
        occurrences.resize(kept);
    }

    const RE2 &regex(int pattern) const { return *regexes[std::size_t(pattern)]; }
    /// \a lower is \a line in lowercase.
    void tryPattern(
        int pattern, std::string_view line, const LowercaseLine &lower, std::vector<Hit> &hits) const
    {
        if (const auto &alternatives = dotStar[std::size_t(pattern)]; alternatives && lower.ascii) {
            if (const auto span = dotStarMatch(*alternatives, lower.text))
                hits.push_back({pattern, span->first, span->second});
            return;
        }
        const RE2 &re = regex(pattern);
        re2::StringPiece match;
        if (re.Match(piece(line), 0, line.size(), RE2::UNANCHORED, &match, 1))
            hits.push_back(
                {pattern, int(match.data() - line.data()), int(match.data() - line.data() + match.size())});
    }
};

LogMatcher::LogMatcher(const QList<Record> &records) : d(std::make_unique<Private>())
{
#ifdef FAULTLINE_RE2_USES_ABSL
    // RE2 takes a reader lock on its regex's cache for every search. Abseil built without NDEBUG
    // (as Debian builds it) also records each lock in a global lock-order graph, behind one spin
    // lock: with millions of short searches on every core, that cost more than the searches.
    // Faultline takes no Abseil lock itself, so there is no lock order to check.
    static std::once_flag noDeadlockTracking;
    std::call_once(
        noDeadlockTracking, [] { absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore); });
#endif
    std::vector<Compiled> compiled;
    QList<Record> withRegex;
    for (const Record &record : records) {
        if (!record.regex().isEmpty()) {
            withRegex.append(record);
            compiled.push_back({record.regex().toUtf8(), {}, {}, {}});
        }
    }
    // RE2 compiles are the bulk of the time and independent: spread them over the cores.
    CutCache cache;
    QtConcurrent::blockingMap(compiled, [&cache](Compiled &one) { compile(one, cache); });

    // Literal → the units whose cuts hold it, as unit * 2 + which cut.
    std::map<std::string, std::vector<int>> literalUnits;
    for (qsizetype i = 0; i < withRegex.size(); ++i) {
        Compiled &one = compiled[std::size_t(i)];
        if (!one.error.empty()) {
            m_rejected.append({withRegex[i].id(), QString::fromStdString(one.error)});
            continue;
        }
        // It would "match" every line (`x*`, `(fatal)?`, `^`) and bury the real findings.
        if (RE2::PartialMatch(re2::StringPiece(), *one.regex)) {
            m_rejected.append({withRegex[i].id(),
                QCoreApplication::translate(
                    "Faultline::LogMatcher", "matches an empty string, so it would match every line")});
            continue;
        }
        const int pattern = int(m_records.size());
        m_records.append(withRegex[i]);
        d->regexes.push_back(std::move(one.regex));
        d->dotStar.push_back(std::move(one.dotStar));
        if (one.alternatives.empty())
            d->everyLine.push_back(pattern);
        for (const Compiled::Cuts &alternative : one.alternatives) {
            const int unit = int(d->unitPattern.size());
            d->unitPattern.push_back(pattern);
            d->unitPieces.push_back(alternative.pieces);
            for (int which : {0, 1}) {
                for (const std::string &literal : alternative.cuts[which])
                    literalUnits[literal].push_back(unit * 2 + which);
            }
        }
    }
    // The line words are literals too, with no units of their own. Searching ignores ASCII case:
    // "CUDA" and "cuda" are one literal.
    std::map<std::string, std::vector<int>> lineWordsOf;
    for (std::size_t word = 0; word < LineWords::words().size(); ++word) {
        const QByteArray lower = QByteArray::fromStdString(LineWords::words()[word].text).toLower();
        literalUnits[lower.toStdString()];
        lineWordsOf[lower.toStdString()].push_back(int(word));
    }
    // ASCII literals first, then the others, then "any byte outside ASCII": ids in that order.
    std::vector<std::string> literals[2];
    std::vector<std::vector<std::uint32_t>> cuts(d->unitPattern.size() * 2);
    for (bool ascii : {true, false}) {
        for (const auto &[literal, users] : literalUnits) {
            if (literal == nonAsciiLine || isAscii(literal) != ascii)
                continue;
            const auto id = std::uint32_t(literals[0].size() + literals[1].size());
            literals[ascii ? 0 : 1].push_back(literal);
            for (int entry : users)
                cuts[std::size_t(entry)].push_back(id);
            d->lineWordStart.push_back(std::uint32_t(d->lineWords.size()));
            if (const auto it = lineWordsOf.find(literal); it != lineWordsOf.end())
                d->lineWords.insert(d->lineWords.end(), it->second.begin(), it->second.end());
        }
    }
    d->nonAsciiLine = std::uint32_t(literals[0].size() + literals[1].size());
    d->lineWordStart.push_back(std::uint32_t(d->lineWords.size())); // "any byte outside ASCII": none
    d->lineWordStart.push_back(std::uint32_t(d->lineWords.size()));
    if (const auto it = literalUnits.find(nonAsciiLine); it != literalUnits.end()) {
        d->usesNonAsciiLine = true;
        for (int entry : it->second)
            cuts[std::size_t(entry)].push_back(d->nonAsciiLine);
    }
    for (std::vector<std::uint32_t> &cut : cuts) {
        std::sort(cut.begin(), cut.end());
        cut.erase(std::unique(cut.begin(), cut.end()), cut.end());
        d->cutStart.push_back(std::uint32_t(d->cutLiterals.size()));
        d->cutLiterals.insert(d->cutLiterals.end(), cut.begin(), cut.end());
    }
    d->cutStart.push_back(std::uint32_t(d->cutLiterals.size()));
    d->literals.emplace(literals[0]);
    d->nonAsciiLiterals.emplace(literals[1]);
    d->firstNonAsciiLiteral = std::uint32_t(literals[0].size());
    for (std::uint32_t state = 0; state < d->literals->stateCount(); ++state) {
        if (const auto [first, last] = d->literals->literalsEndingAt(state); first != last)
            d->outputStates.push_back(state);
    }
    std::vector<std::size_t> literalLength; // by id; "any byte outside ASCII" counts as one byte
    for (const auto &set : literals) {
        for (const std::string &literal : set)
            literalLength.push_back(literal.size());
    }
    literalLength.push_back(1);
    auto shortest = [&](std::size_t unit, std::size_t which) {
        std::size_t length = std::numeric_limits<std::size_t>::max();
        for (std::uint32_t literal : d->cut(unit, which))
            length = std::min(length, literalLength[literal]);
        return length;
    };
    d->fixedTriggers.cut.assign(d->unitPattern.size(), 0);
    for (std::size_t unit = 0; unit < d->unitPattern.size(); ++unit) {
        if (!d->cut(unit, 1).empty() && shortest(unit, 1) > shortest(unit, 0))
            d->fixedTriggers.cut[unit] = 1;
    }
    d->indexTriggers(d->fixedTriggers);
    for (std::string_view literal : literals[1])
        d->nonAsciiLeads.addFirstOf(literal);
    d->nonAsciiLeads.addFirstOf(kelvinSign);
    d->nonAsciiLeads.addFirstOf(longS);

    d->statistics.atoms = qsizetype(literals[0].size() + literals[1].size());
    d->statistics.automatonStates = qsizetype(d->literals->stateCount() + d->nonAsciiLiterals->stateCount());
    d->statistics.automatonBytes = qsizetype(d->literals->memoryBytes() + d->nonAsciiLiterals->memoryBytes());
    d->statistics.everyLine = qsizetype(d->everyLine.size());
}

LogMatcher::~LogMatcher() = default;

LogMatcher::Statistics LogMatcher::statistics() const
{
    return d->statistics;
}

qint64 LogMatcher::matchBlock(std::string_view block, const LineSink &sink, const WordSink &words) const
{
    if (block.empty())
        return 0;
    Q_ASSERT(block.size() < std::numeric_limits<std::uint32_t>::max());

    // Where each line starts; one extra entry one past the end of the last line's `\n`.
    // This and the other per-block lists are kept from block to block: allocated afresh, each
    // block's would be faulted in again, and the allocator cost a tenth of the matching.
    thread_local std::vector<std::uint32_t> starts, nonAsciiLines;
    // Lines with bytes outside ASCII are searched for the other literals, whose occurrences are
    // flagged in their state, and for the characters the ASCII-folding search cannot see: lines
    // holding those are foldLines.
    thread_local std::vector<std::uint32_t> foldLines;
    thread_local std::vector<LiteralSet::Occurrence> nonAsciiOccurrences, lineOccurrences;
    foldLines.clear();
    nonAsciiOccurrences.clear();
    indexLines(block, starts, nonAsciiLines, [&](std::uint32_t line, std::string_view text) {
        if (!d->nonAsciiLeads.mayHold(text))
            return;
        if (findFrom(text, kelvinSign, 0) != std::string_view::npos
            || findFrom(text, longS, 0) != std::string_view::npos)
            foldLines.push_back(line);
        if (d->nonAsciiLiterals->stateCount() == 1)
            return;
        lineOccurrences.clear();
        d->nonAsciiLiterals->scan(text, lineOccurrences);
        const auto begin = std::uint32_t(text.data() - block.data());
        for (const LiteralSet::Occurrence &o : lineOccurrences)
            nonAsciiOccurrences.push_back({begin + o.end, o.state | nonAsciiState});
    });
    const qint64 lineCount = qint64(starts.size());
    starts.push_back(std::uint32_t(block.size()) + 1);
    auto lineText = [&](qint64 line) {
        std::size_t begin = starts[std::size_t(line)];
        std::size_t end = starts[std::size_t(line) + 1] - 1; // its `\n`, or the block's end
        if (line == lineCount - 1 && end > begin && block[end - 1] == '\n')
            --end;
        if (end > begin && block[end - 1] == '\r')
            --end;
        return block.substr(begin, end - begin);
    };
    if (m_records.isEmpty() && !words)
        return lineCount;

    // Reused from block to block: growing it anew each time would fault in fresh pages.
    thread_local std::vector<LiteralSet::Occurrence> occurrences;
    occurrences.clear();
    d->literals->scan(block, occurrences);
    const std::size_t asciiCount = occurrences.size();
    occurrences.insert(occurrences.end(), nonAsciiOccurrences.begin(), nonAsciiOccurrences.end());
    std::inplace_merge(occurrences.begin(), occurrences.begin() + qsizetype(asciiCount), occurrences.end(),
        [](const auto &a, const auto &b) { return a.end < b.end; });
    // The literals that end where an occurrence was found: their ids in their set, and what
    // makes those global ids.
    auto literalsAt = [this](const LiteralSet::Occurrence &o) {
        const bool other = o.state & nonAsciiState;
        const LiteralSet &set = other ? *d->nonAsciiLiterals : *d->literals;
        const auto [first, last] = set.literalsEndingAt(o.state & ~nonAsciiState);
        return std::tuple(first, last, other ? d->firstNonAsciiLiteral : 0u);
    };

    constexpr qint64 none = std::numeric_limits<qint64>::max();
    const std::size_t literalIds = d->literalIdCount();
    const std::size_t units = d->unitPattern.size();

    // A unit with two cuts is a candidate on lines that hold a literal of each. Which cut's
    // literals go looking for its other cut is chosen here, for this block: the cut whose
    // literals occur less. A log full of "loss" then looks for `loss.*nan` from "nan".
    // Counted by state: a state's literals are then looked up once per block, not per
    // occurrence. A screenful of lines (the log view's) has fewer occurrences than the automaton
    // has states that end literals: there counting, and dropping occurrences below, would cost
    // more than the lines, and the cuts chosen once are used.
    const bool perState = occurrences.size() > d->outputStates.size();
    thread_local Private::Triggers counted;
    const Private::Triggers &triggers = perState ? counted : d->fixedTriggers;
    if (perState) {
        thread_local std::vector<std::uint32_t> literalCount, stateCount;
        stateCount.assign(d->literals->stateCount(), 0);
        literalCount.assign(literalIds, 0);
        for (const LiteralSet::Occurrence &occurrence : occurrences) {
            if (!(occurrence.state & nonAsciiState)) {
                ++stateCount[occurrence.state];
                continue;
            }
            const auto [first, last, offset] = literalsAt(occurrence);
            for (auto local = first; local != last; ++local)
                ++literalCount[*local + offset];
        }
        for (std::uint32_t state : d->outputStates) {
            const auto [first, last] = d->literals->literalsEndingAt(state);
            for (auto literal = first; literal != last; ++literal)
                literalCount[*literal] += stateCount[state];
        }
        literalCount[d->nonAsciiLine] = std::uint32_t(nonAsciiLines.size());
        auto occurrencesOf = [&](std::size_t unit, std::size_t which) {
            std::uint64_t sum = 0;
            for (std::uint32_t literal : d->cut(unit, which))
                sum += literalCount[literal];
            return sum;
        };
        counted.cut.assign(units, 0);
        for (std::size_t unit = 0; unit < units; ++unit) {
            if (!d->cut(unit, 1).empty() && occurrencesOf(unit, 1) < occurrencesOf(unit, 0))
                counted.cut[unit] = 1;
        }
        d->indexTriggers(counted);
        d->dropUnneeded(occurrences, counted.cut, bool(words));
    }
    const std::vector<std::uint8_t> &trigger = triggers.cut;
    const std::vector<std::uint32_t> &triggerStart = triggers.start, &triggerUnits = triggers.units;

    // Per literal, unit and pattern: the mark of the line it was last seen on, looked at on or
    // made a candidate on. A line's mark is markBase + its number + 1, and markBase grows from
    // block to block, so that marks left by earlier blocks are all lower and the lists need no
    // clearing (which a screenful of lines would spend most of its time on).
    thread_local std::vector<std::uint32_t> literalSeen, unitDone, patternDone;
    thread_local std::uint32_t markBase = 0;
    if (std::uint64_t(markBase) + std::uint64_t(lineCount) >= std::numeric_limits<std::uint32_t>::max()) {
        for (auto *marks : {&literalSeen, &unitDone, &patternDone})
            std::fill(marks->begin(), marks->end(), 0);
        markBase = 0;
    }
    const std::uint32_t base = markBase;
    markBase += std::uint32_t(lineCount);
    literalSeen.resize(std::max(literalSeen.size(), literalIds));
    unitDone.resize(std::max(unitDone.size(), units));
    patternDone.resize(std::max(patternDone.size(), std::size_t(m_records.size())));
    thread_local LowercaseLine lowercase;
    thread_local std::vector<std::uint32_t> present; // the literals on this line
    thread_local std::vector<int> candidates;
    thread_local std::vector<Hit> hits;
    std::size_t occurrenceAt = 0, foldAt = 0, occurrenceLine = 0, nonAsciiAt = 0;
    // The line where the next occurrence ends. A literal found across a line end counts on the
    // line where it ends: that can only make a regex tried where it does not match, which is
    // cheaper than looking at each literal's length.
    auto nextOccurrenceLine = [&]() -> qint64 {
        if (occurrenceAt == occurrences.size())
            return none;
        while (starts[occurrenceLine + 1] <= occurrences[occurrenceAt].end - 1)
            ++occurrenceLine;
        return qint64(occurrenceLine);
    };
    for (qint64 line = -1;;) {
        qint64 next = d->everyLine.empty() ? none : line + 1;
        next = std::min(next, nextOccurrenceLine());
        if (foldAt < foldLines.size())
            next = std::min<qint64>(next, foldLines[foldAt]);
        if (d->usesNonAsciiLine && nonAsciiAt < nonAsciiLines.size())
            next = std::min<qint64>(next, nonAsciiLines[nonAsciiAt]);
        if (next >= lineCount)
            break;
        line = next;
        const std::uint32_t mark = base + std::uint32_t(line) + 1;

        // The literals on this line.
        present.clear();
        auto see = [&](std::uint32_t literal) {
            if (literalSeen[literal] != mark) {
                literalSeen[literal] = mark;
                present.push_back(literal);
            }
        };
        for (; occurrenceAt < occurrences.size(); ++occurrenceAt) {
            const LiteralSet::Occurrence &occurrence = occurrences[occurrenceAt];
            if (occurrence.end - 1 >= starts[std::size_t(line) + 1])
                break;
            const auto [first, last, offset] = literalsAt(occurrence);
            for (auto local = first; local != last; ++local) {
                const std::uint32_t literal = *local + offset;
                see(literal);
                if (words) {
                    for (std::uint32_t k = d->lineWordStart[literal]; k < d->lineWordStart[literal + 1]; ++k)
                        words(line, d->lineWords[k], occurrence.end);
                }
            }
        }
        if (nonAsciiAt < nonAsciiLines.size() && nonAsciiLines[nonAsciiAt] == line) {
            ++nonAsciiAt;
            see(d->nonAsciiLine);
        }

        // The line in lowercase, made when some unit's pieces are to be looked for in it.
        bool lowered = false;
        auto lowercaseLine = [&]() -> const LowercaseLine & {
            if (!lowered) {
                lowercase.assign(lineText(line));
                lowered = true;
            }
            return lowercase;
        };
        candidates.clear();
        if (foldAt < foldLines.size() && foldLines[foldAt] == line) { // every pattern
            ++foldAt;
            for (int pattern = 0; pattern < int(m_records.size()); ++pattern)
                candidates.push_back(pattern);
        } else {
            // The units a literal here looks for, that have a literal of their other cut here too.
            for (std::uint32_t literal : present) {
                for (std::uint32_t k = triggerStart[literal]; k < triggerStart[literal + 1]; ++k) {
                    const std::uint32_t unit = triggerUnits[k];
                    if (unitDone[unit] == mark)
                        continue;
                    unitDone[unit] = mark;
                    const auto other = d->cut(unit, 1 - trigger[unit]);
                    if (d->unitPieces[unit].empty() && !other.empty()
                        && std::none_of(other.begin(), other.end(),
                            [&](std::uint32_t l) { return literalSeen[l] == mark; }))
                        continue;
                    if (!piecesInOrder(d->unitPieces[unit], lowercaseLine()))
                        continue;
                    const auto pattern = std::size_t(d->unitPattern[unit]);
                    if (patternDone[pattern] != mark) {
                        patternDone[pattern] = mark;
                        candidates.push_back(int(pattern));
                    }
                }
            }
            candidates.insert(candidates.end(), d->everyLine.begin(), d->everyLine.end());
            std::sort(candidates.begin(), candidates.end());
        }

        if (candidates.empty())
            continue;
        const std::string_view text = lineText(line);
        hits.clear();
        for (int pattern : candidates)
            d->tryPattern(pattern, text, lowercaseLine(), hits);
        if (!hits.empty())
            sink(line, text, hits);
    }
    return lineCount;
}

} // namespace Faultline
