// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "hitscore.h"
#include "record.h"
#include "streamreader.h"
#include "textsimilarity.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Faultline {

/**
 * What Triage compares a line with, per record: its signature's words and the error names it
 * holds, and the literal text its regex spells out, in lowercase pieces of two bytes or more:
 * `amp.*error` gives "amp" and "error", `colou?r` "colo", `\berrno 98\b` "errno 98". Character
 * classes, escapes such as `\d` and optional or repeated characters end a piece.
 *
 * Made once per record and run; then read-only, from any thread. The per-hit questions are inline.
 */
class PatternText
{
public:
    explicit PatternText(const Record &record);

    /// What of a match is the regex's own text (specificBytesOf()).
    struct Specific
    {
        std::size_t bytes = 0; ///< the regex's literal bytes in the match, less what cuts words
        std::size_t span = 0; ///< from the first of those literals to the end of the last
    };

    /// How many bytes of the match [\a begin, \a end) of \a line are the regex's own text, less
    /// what of it cuts into words (HitScore::cutWordBytes): each literal counted at its occurrence
    /// in the match that cuts least. `Context.*terminated` matched in "errorContext:
    /// child_terminated" spells out 17 bytes, all of them inside longer words: none is specific.
    /// The span tells a `.*` gap between literals (`type.*expected`) from a tail the regex only
    /// captures (`Error: Cycle:?\s*(.+)`). Regexes match without regard to case, but a literal that
    /// is an error class's camel-case name counts only as the regex spells it: "JsonDecodeError"
    /// is not `JSONDecodeError`.
    Specific specificBytesOf(std::string_view line, std::size_t begin, std::size_t end) const
    {
        const std::string_view match = line.substr(begin, end - begin);
        if (m_plain) {
            if (misspelt(match))
                return {};
            return {match.size() - std::min(match.size(), HitScore::cutWordBytes(line, begin, end)),
                match.size()};
        }
        thread_local std::string lower;
        lower.assign(match.substr(0, 4096));
        for (char &c : lower)
            c = TextSimilarity::asciiLower(c);
        std::size_t bytes = 0, first = std::string::npos, last = 0, spelt = 0;
        for (std::size_t l = 0; l < m_literals.size(); ++l) {
            const std::string &literal = m_literals[l];
            std::size_t best = 0, bestAt = std::string::npos;
            for (std::size_t at = lower.find(literal); at != std::string::npos && best < literal.size();
                at = lower.find(literal, at + 1)) {
                if (!m_exactCase[l].empty() && match.substr(at, literal.size()) != m_exactCase[l])
                    continue; // another identifier
                const std::size_t cut = HitScore::cutWordBytes(line, begin + at, begin + at + literal.size());
                if (literal.size() - std::min(cut, literal.size()) > best || bestAt == std::string::npos) {
                    best = literal.size() - std::min(cut, literal.size());
                    bestAt = at;
                }
            }
            if (bestAt == std::string::npos)
                continue;
            spelt += literal.size();
            bytes += best;
            first = std::min(first, bestAt);
            last = std::max(last, bestAt + literal.size());
        }
        if (first == std::string::npos)
            return {};
        // Literals that spell most of one whole identifier between them cut no word of it: the
        // `cusolver.*INTERNAL_ERROR` of "CUSOLVER_STATUS_INTERNAL_ERROR" names that status.
        if (spelt * 2 >= match.size() && isWholeName(line, begin, end))
            bytes = std::max(bytes, spelt / 2);
        return {std::min(bytes, match.size()), last - first};
    }

    /// At least specificBytesOf()'s bytes for \a match, without reading it.
    std::size_t literalBytesBound(std::string_view match) const
    {
        return m_plain ? match.size() : std::min(match.size(), m_literalBytes);
    }

    /// Whether \a compactLine (TextSimilarity::compactWords() of a line) names every error the
    /// signature names.
    bool namesErrorsOf(std::string_view compactLine) const
    {
        return TextSimilarity::namesAll(compactLine, m_errorNames);
    }

    /// Whether \a compactLine names the signature's errors in full ("timeouterror", not "timeout"
    /// alone): what a routine line must do for its hit to count.
    bool namesErrorsFullyIn(std::string_view compactLine) const
    {
        return TextSimilarity::namesAll(compactLine, m_fullErrorNames);
    }

    /**
     * Whether \a lowerLine (in lowercase) begins a long piece of the regex's text but does not hold
     * it whole: the line is the message the regex spells out, with another part where the regex
     * names its own ("failed to execute goal org.apache.maven.plugins:maven-" of a regex for
     * "…maven-compiler-plugin:" in a line about "maven-surefire-plugin"). The regex, which did not
     * match, was written to leave such lines out.
     */
    bool beginsAnotherInstance(std::string_view lowerLine) const;

    /// Whether the signature names an error at all (an exception class, an errno name, a code).
    bool namesAnError() const { return !m_errorNames.empty(); }
    /// The kinds of failure its signature states in words (FailurePhrase::kindsIn()).
    unsigned failureKinds() const { return m_failureKinds; }

    /// The words of the record's id that its signature and regex do not say: what it is about
    /// besides the error's own text, a product most often ("kinesis" in
    /// aws/aws-kinesis-throughput-exceeded), in lowercase.
    const std::vector<std::string> &contextWords() const { return m_contextWords; }
    static constexpr qsizetype minContextWord = 4;

    /// The signature's words (TextSimilarity::tokens()).
    const TextSimilarity::Tokens &signature() const { return m_signature; }

    /// Record::isBuiltIn(), asked for every hit.
    bool builtIn() const { return m_builtIn; }

    /// What the constructor worked out, as bytes, for a cache (SetupCache).
    void write(QDataStream &out) const;
    /// What write() wrote; nothing when it does not hold together.
    static std::optional<PatternText> read(StreamReader &in);

private:
    PatternText() = default;

    /// Whether [\a begin, \a end) of \a line is one whole name of letters and `_` (digits after its
    /// first letter), as an error constant is written: "CUDNN_STATUS_NOT_SUPPORTED".
    static bool isWholeName(std::string_view line, std::size_t begin, std::size_t end)
    {
        if (end - begin < 6 || (begin > 0 && TextSimilarity::isWordByte(line[begin - 1]))
            || (end < line.size() && TextSimilarity::isWordByte(line[end])))
            return false;
        bool underscore = false;
        for (std::size_t i = begin; i < end; ++i) {
            const char c = line[i];
            const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
            if (c == '_')
                underscore = true;
            else if (!letter && !(i > begin && c >= '0' && c <= '9'))
                return false;
        }
        return underscore;
    }

    void readRegex(std::string_view regex);
    /// Whether \a match, of a plain regex, is one of its error class names in another case.
    bool misspelt(std::string_view match) const
    {
        for (std::size_t l = 0; l < m_literals.size(); ++l) {
            // The literal is kept in lowercase: the match lowercased is it, but not as written.
            if (!m_exactCase[l].empty() && match != m_exactCase[l]
                && std::ranges::equal(match, m_literals[l], {}, TextSimilarity::asciiLower))
                return true;
        }
        return false;
    }
    void readContextWords(const Record &record, std::string_view signature);

    TextSimilarity::Tokens m_signature;
    std::vector<std::string> m_errorNames; // TextSimilarity::namedErrors() of the signature
    unsigned m_failureKinds = 0; // FailurePhrase::kindsIn() of the signature
    std::vector<std::string> m_fullErrorNames; // the same with their "Error"/"Exception" suffix
    std::vector<std::string> m_contextWords; // contextWords()
    std::vector<std::string> m_literals;
    std::vector<std::string> m_exactCase; // per literal: as written when it is an error class name
    std::size_t m_literalBytes = 0; // of all of them
    bool m_plain = true; // alternatives of literal text only
    bool m_builtIn = false;
};

} // namespace Faultline
