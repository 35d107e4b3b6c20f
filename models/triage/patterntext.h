// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "record.h"
#include "textsimilarity.h"

#include <algorithm>
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

    /// How many bytes of \a match are text the regex spells out (at most the match's length): a
    /// match of `amp.*error` from "example.com" to "NameResolutionError" is 8 bytes of it, not the
    /// 80 between.
    std::size_t literalBytesOf(std::string_view match) const
    {
        if (m_plain)
            return match.size(); // the match is one of the alternatives
        thread_local std::string lower;
        lower.assign(match.substr(0, 4096));
        for (char &c : lower)
            c = TextSimilarity::asciiLower(c);
        std::size_t bytes = 0;
        for (const std::string &literal : m_literals) {
            if (lower.find(literal) != std::string::npos)
                bytes += literal.size();
        }
        return std::min(bytes, match.size());
    }

    /// At least literalBytesOf(\a match), without reading it.
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

    /// Whether the signature names an error at all (an exception class, an errno name, a code).
    bool namesAnError() const { return !m_errorNames.empty(); }

    /// The signature's words (TextSimilarity::tokens()).
    const TextSimilarity::Tokens &signature() const { return m_signature; }

private:
    void readRegex(std::string_view regex);

    TextSimilarity::Tokens m_signature;
    std::vector<std::string> m_errorNames; // TextSimilarity::namedErrors() of the signature
    std::vector<std::string> m_fullErrorNames; // the same with their "Error"/"Exception" suffix
    std::vector<std::string> m_literals;
    std::size_t m_literalBytes = 0; // of all of them
    bool m_plain = true; // alternatives of literal text only
};

} // namespace Faultline
