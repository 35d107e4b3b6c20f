// SPDX-License-Identifier: MIT
#include "logmatcher.h"

#include "literalset.h"
#include "recordregex.h"

#include <QtConcurrentMap>

#include <re2/filtered_re2.h>
#include <re2/re2.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <map>
#include <optional>

namespace Faultline {

namespace {

// RE2 folds ASCII 'k' and 's' with KELVIN SIGN (U+212A) and LONG S (U+017F) when ignoring case.
// The atom search folds ASCII only, so a line holding either is tried against every regex.
constexpr std::string_view kelvinSign = "\xE2\x84\xAA";
constexpr std::string_view longS = "\xC5\xBF";

// Stands for "any byte outside ASCII" in a cut: never an atom, since it is not UTF-8.
const std::string anyNonAscii = "\xFF";

/// What to search for to find \a atom (lowercase UTF-8) in text of any case. The search folds
/// ASCII letters only, so a letter outside ASCII that has case (é, Д) splits the atom and the
/// longest part between such letters is searched for; when no part is three bytes long, a line
/// must hold some byte outside ASCII.
std::string searchablePart(const std::string &atom)
{
    if (std::all_of(atom.begin(), atom.end(), [](unsigned char c) { return c < 0x80; }))
        return atom;
    std::string best, current;
    const QString text = QString::fromUtf8(atom.data(), qsizetype(atom.size()));
    auto endRun = [&] {
        if (current.size() > best.size())
            best = current;
        current.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const bool cased = c.isSurrogate() || (c.unicode() >= 0x80 && (c.toUpper() != c || c.toLower() != c));
        if (cased)
            endRun();
        else
            current += QString(c).toUtf8().toStdString();
    }
    endRun();
    return best.size() >= 3 || best.size() == atom.size() ? best : anyNonAscii;
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
    if (literal == anyNonAscii)
        return 10;
    const bool digits = std::all_of(
        literal.begin(), literal.end(), [](unsigned char c) { return c < 0x80 && !std::isalpha(c); });
    return int(literal.size()) * 2 - (digits ? 3 : 0);
}

struct Compiled
{
    QByteArray pattern;
    std::unique_ptr<re2::FilteredRE2> regex; // holds the RE2 object
    std::string error;
    // A match holds at least one literal of each non-empty cut; both empty: try on every line.
    std::vector<std::string> cuts[2];
};

/**
 * Compiles a pattern and finds up to two disjoint "cuts" of its prefilter: sets of literals such
 * that every match contains at least one literal of each, made of the rarest literals that will
 * do. `loss.*nan|training.*diverged` gets {loss, training} and {nan, diverged}, so a training log
 * full of "loss" only tries it on lines that also say "nan" or "diverged".
 *
 * FilteredRE2 gives the prefilter — an AND/OR formula over the regex's atoms — but is used one
 * regex at a time: over many regexes it drops an atom shared by more than eight of them from every
 * AND, so `kashmir.*india|loc.*india` would pass on any line holding "loc".
 */
void compile(Compiled &result)
{
    const re2::StringPiece text(result.pattern.data(), size_t(result.pattern.size()));
    for (int minimumLength : {3, 2, 1}) { // short atoms only when the long ones do not suffice
        result.regex = std::make_unique<re2::FilteredRE2>(minimumLength);
        int id = -1;
        if (result.regex->Add(text, recordRegexOptions(), &id) != RE2::NoError) {
            // FilteredRE2 drops the RE2 object; compile again for its message.
            result.error = RE2(text, recordRegexOptions()).error();
            result.regex.reset();
            return;
        }
        std::vector<std::string> atoms;
        result.regex->Compile(&atoms);
        std::vector<std::string> parts;
        std::vector<int> all;
        for (int atom = 0; atom < int(atoms.size()); ++atom) {
            const std::string &literal = atoms[std::size_t(atom)];
            parts.push_back(searchablePart(literal));
            // RE2's case folding gives `k` and `s` atoms a twin with KELVIN SIGN or LONG S. Lines
            // holding those are tried against every regex anyway, so on the lines cuts are used
            // for, such a twin is never present: leave it out of the formula.
            if (literal.find(kelvinSign) == std::string::npos && literal.find(longS) == std::string::npos)
                all.push_back(atom);
        }
        std::stable_sort(all.begin(), all.end(),
            [&](int a, int b) { return rarity(parts[std::size_t(a)]) < rarity(parts[std::size_t(b)]); });
        std::vector<int> passed, present;
        // Whether every match must hold an atom of cut: the formula fails with all the others.
        auto isCut = [&](const std::vector<int> &cut) {
            present.clear();
            std::copy_if(all.begin(), all.end(), std::back_inserter(present),
                [&](int atom) { return std::find(cut.begin(), cut.end(), atom) == cut.end(); });
            result.regex->AllPotentials(present, &passed);
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
            std::vector<std::string> &literals = result.cuts[which++];
            for (int atom : *cut)
                literals.push_back(parts[std::size_t(atom)]);
            std::sort(literals.begin(), literals.end());
            literals.erase(std::unique(literals.begin(), literals.end()), literals.end());
        }
        return;
    }
    // The regex can match without any literal: tried on every line.
}

} // namespace

struct LogMatcher::Private
{
    std::vector<std::unique_ptr<re2::FilteredRE2>> regexes;
    std::optional<LiteralSet> literals;
    std::vector<std::uint32_t> literalPatternStart; // per literal, into literalPatterns; one extra
    std::vector<int> literalPatterns; // pattern * 2 + which of its cuts holds the literal
    std::vector<std::uint8_t> requiredCuts; // per pattern: bit 0, and bit 1 when it has two cuts
    std::vector<int> everyLine; // patterns tried on each line
    Statistics statistics;

    const RE2 &regex(int pattern) const { return regexes[std::size_t(pattern)]->GetRE2(0); }
    void tryPattern(int pattern, std::string_view line, std::vector<Hit> &hits) const
    {
        re2::StringPiece match;
        if (regex(pattern).Match(piece(line), 0, line.size(), RE2::UNANCHORED, &match, 1))
            hits.push_back(
                {pattern, int(match.data() - line.data()), int(match.data() - line.data() + match.size())});
    }
};

LogMatcher::LogMatcher(const QList<Record> &records) : d(std::make_unique<Private>())
{
    std::vector<Compiled> compiled;
    QList<Record> withRegex;
    for (const Record &record : records) {
        if (!record.regex().isEmpty()) {
            withRegex.append(record);
            compiled.push_back({record.regex().toUtf8(), {}, {}, {}});
        }
    }
    // RE2 compiles are the bulk of the time and independent: spread them over the cores.
    QtConcurrent::blockingMap(compiled, compile);

    // Literal → the patterns whose cuts hold it, as pattern * 2 + which cut.
    std::map<std::string, std::vector<int>> literalPatterns;
    for (qsizetype i = 0; i < withRegex.size(); ++i) {
        Compiled &one = compiled[std::size_t(i)];
        if (!one.error.empty()) {
            m_rejected.append({withRegex[i].id(), QString::fromStdString(one.error)});
            continue;
        }
        const int pattern = int(m_records.size());
        m_records.append(withRegex[i]);
        d->regexes.push_back(std::move(one.regex));
        d->requiredCuts.push_back(one.cuts[1].empty() ? 1 : 3);
        if (one.cuts[0].empty())
            d->everyLine.push_back(pattern);
        for (int which : {0, 1}) {
            for (const std::string &literal : one.cuts[which]) {
                if (literal == anyNonAscii) {
                    for (int byte = 0x80; byte <= 0xFF; ++byte)
                        literalPatterns[std::string(1, char(byte))].push_back(pattern * 2 + which);
                } else {
                    literalPatterns[literal].push_back(pattern * 2 + which);
                }
            }
        }
    }
    std::vector<std::string> literals;
    for (const auto &[literal, users] : literalPatterns) {
        literals.push_back(literal);
        d->literalPatternStart.push_back(std::uint32_t(d->literalPatterns.size()));
        d->literalPatterns.insert(d->literalPatterns.end(), users.begin(), users.end());
    }
    d->literalPatternStart.push_back(std::uint32_t(d->literalPatterns.size()));
    d->literals.emplace(literals);

    d->statistics.atoms = qsizetype(literals.size());
    d->statistics.automatonStates = qsizetype(d->literals->stateCount());
    d->statistics.everyLine = qsizetype(d->everyLine.size());
}

LogMatcher::~LogMatcher() = default;

LogMatcher::Statistics LogMatcher::statistics() const
{
    return d->statistics;
}

qint64 LogMatcher::matchBlock(std::string_view block, const LineSink &sink) const
{
    if (block.empty())
        return 0;
    Q_ASSERT(block.size() < std::numeric_limits<std::uint32_t>::max());

    // Where each line starts; one extra entry one past the end of the last line's `\n`.
    std::vector<std::uint32_t> starts;
    starts.reserve(block.size() / 64 + 2);
    starts.push_back(0);
    for (const char *p = block.data(), *end = block.data() + block.size();;) {
        const void *newline = std::memchr(p, '\n', std::size_t(end - p));
        if (!newline)
            break;
        p = static_cast<const char *>(newline) + 1;
        if (p == end)
            break;
        starts.push_back(std::uint32_t(p - block.data()));
    }
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
    auto lineOf = [&](std::size_t offset) {
        return qint64(
                   std::upper_bound(starts.begin(), starts.end() - 1, std::uint32_t(offset)) - starts.begin())
            - 1;
    };
    if (m_records.isEmpty())
        return lineCount;

    // Lines holding a character the ASCII-folding literal search cannot see.
    std::vector<std::uint32_t> foldLines;
    for (std::string_view needle : {kelvinSign, longS}) {
        for (std::size_t at = block.find(needle); at != std::string_view::npos;
             at = block.find(needle, at + 1))
            foldLines.push_back(std::uint32_t(lineOf(at)));
    }
    std::sort(foldLines.begin(), foldLines.end());
    foldLines.erase(std::unique(foldLines.begin(), foldLines.end()), foldLines.end());

    std::vector<LiteralSet::Occurrence> occurrences;
    d->literals->scan(block, occurrences);

    constexpr qint64 none = std::numeric_limits<qint64>::max();
    // Per pattern: the line whose literals were last seen for it, and which of its cuts they hit.
    std::vector<qint64> lastSeen(m_records.size(), -1);
    std::vector<std::uint8_t> cutsSeen(m_records.size(), 0);
    std::vector<int> touched, candidates;
    std::vector<Hit> hits;
    std::size_t occurrenceAt = 0, foldAt = 0, occurrenceLine = 0;
    // The line of the next occurrence that lies wholly within one line.
    auto nextOccurrenceLine = [&]() -> qint64 {
        for (; occurrenceAt < occurrences.size(); ++occurrenceAt) {
            const LiteralSet::Occurrence &occurrence = occurrences[occurrenceAt];
            while (starts[occurrenceLine + 1] <= occurrence.end - 1)
                ++occurrenceLine;
            const auto [first, last] = d->literals->literalsEndingAt(occurrence.state);
            if (occurrence.end - d->literals->literalLength(*(last - 1)) >= starts[occurrenceLine])
                return qint64(occurrenceLine); // its shortest literal, at least, is not across lines
        }
        return none;
    };
    for (qint64 line = -1;;) {
        qint64 next = d->everyLine.empty() ? none : line + 1;
        next = std::min(next, nextOccurrenceLine());
        if (foldAt < foldLines.size())
            next = std::min<qint64>(next, foldLines[foldAt]);
        if (next >= lineCount)
            break;
        line = next;

        // The patterns with a literal from each of their cuts on this line.
        touched.clear();
        for (; occurrenceAt < occurrences.size(); ++occurrenceAt) {
            const LiteralSet::Occurrence &occurrence = occurrences[occurrenceAt];
            if (occurrence.end - 1 >= starts[std::size_t(line) + 1])
                break;
            const auto [first, last] = d->literals->literalsEndingAt(occurrence.state);
            for (auto literal = first; literal != last; ++literal) {
                if (occurrence.end - d->literals->literalLength(*literal) < starts[std::size_t(line)])
                    continue; // begins on an earlier line
                for (std::uint32_t k = d->literalPatternStart[*literal];
                     k < d->literalPatternStart[*literal + 1]; ++k) {
                    const int entry = d->literalPatterns[k];
                    const std::size_t pattern = std::size_t(entry >> 1);
                    if (lastSeen[pattern] != line) {
                        lastSeen[pattern] = line;
                        cutsSeen[pattern] = 0;
                        touched.push_back(int(pattern));
                    }
                    cutsSeen[pattern] |= std::uint8_t(1 << (entry & 1));
                }
            }
        }
        candidates.clear();
        if (foldAt < foldLines.size() && foldLines[foldAt] == line) { // every pattern
            ++foldAt;
            for (int pattern = 0; pattern < int(m_records.size()); ++pattern)
                candidates.push_back(pattern);
        } else {
            for (int pattern : touched) {
                if (cutsSeen[std::size_t(pattern)] == d->requiredCuts[std::size_t(pattern)])
                    candidates.push_back(pattern);
            }
            candidates.insert(candidates.end(), d->everyLine.begin(), d->everyLine.end());
            std::sort(candidates.begin(), candidates.end());
        }

        const std::string_view text = lineText(line);
        hits.clear();
        for (int pattern : candidates)
            d->tryPattern(pattern, text, hits);
        if (!hits.empty())
            sink(line, text, hits);
    }
    return lineCount;
}

} // namespace Faultline
