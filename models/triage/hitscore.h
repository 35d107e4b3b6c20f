// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: how a hit is scored from where it is and how specific its match is.
// Asked for every hit on every block, hence inline.

#include "loglevel.h"
#include "record.h"
#include "textsimilarity.h"

#include <algorithm>
#include <cstdint>
#include <string_view>

namespace Faultline::HitScore {

// How much each thing a hit is scored on counts.
inline constexpr double severityWeight = 0.30, resemblanceWeight = 0.25, lengthWeight = 0.15,
                        coverageWeight = 0.10, fitWeight = 0.12, confidenceWeight = 0.08;
// A suggestion has no match to score: its resemblance counts for more instead.
inline constexpr double suggestionResemblanceWeight = 0.40;

/// 1 for an error line, 0.5 for a line with a failure word, 0.15 otherwise (\a level: 2 for a line
/// with an error word, 1 for a trouble word, 0 for neither); a Python exception line
/// ("ValueError: …" at the start of a line) counts more than an error line; a Kubernetes
/// Warning event (LogLevel::isKubernetesWarningEvent()), a ref git could not push
/// (LogLevel::isRejectedRef()), the Go toolchain's report on a source line
/// (LogLevel::isGoCompilerDiagnostic()), the go command's failure to load a package
/// (LogLevel::isGoPackageLoadError()) and the Kotlin compiler's error (LogLevel::isKotlinCompilerError())
/// are error lines.
inline double lineSeverity(std::string_view line, std::uint8_t level)
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
    if (level < 2
        && (LogLevel::isKubernetesWarningEvent(line) || LogLevel::isRejectedRef(line)
            || LogLevel::isGoCompilerDiagnostic(line) || LogLevel::isGoPackageLoadError(line)
            || LogLevel::isKotlinCompilerError(line)))
        return 1.0;
    return level == 2 ? 1.0 : level == 1 ? 0.5 : 0.15;
}

/// How many bytes of the match [\a begin, \a end) in \a line are parts of words it cuts at either
/// end: `Error: connect` matched inside "MongooseServerSelectionError: connect" has cut a word,
/// and a visa record's "etail" inside "details" is nothing but a cut word. Such bytes say little
/// about the line. The first parts of a camel-case name are no cut word.
inline std::size_t cutWordBytes(std::string_view line, std::size_t begin, std::size_t end)
{
    using TextSimilarity::byteKind;
    auto inWord = [&](std::size_t at) { return TextSimilarity::isWordByte(line[at]); };
    // Two bytes of one word: letters (or `_`) on both sides, or digits on both; where letters meet
    // digits a code's parts meet ("AADSTS" of "AADSTS700016", "TS" of "TS2345"), not a cut.
    auto joined = [&](std::size_t left) {
        const auto a = byteKind(static_cast<unsigned char>(line[left]));
        const auto b = byteKind(static_cast<unsigned char>(line[left + 1]));
        return a != TextSimilarity::Separator && b != TextSimilarity::Separator
            && (a == TextSimilarity::Digit) == (b == TextSimilarity::Digit);
    };
    const auto camelPartEnds = [&](std::size_t at) {
        return line[at - 1] >= 'a' && line[at - 1] <= 'z' && line[at] >= 'A' && line[at] <= 'Z';
    };
    // A match that starts where a part of a class's camel-case name starts and ends with the name,
    // holding three parts or more, holds the name's last parts whole: "WriteConcernError" of the
    // driver's "MongoWriteConcernError". Two are too few: "MemoryError" of Java's
    // "OutOfMemoryError" is Python's error, "BadGateway" of "StatusBadGateway" a constant.
    const auto lastCamelParts = [&] {
        if (!camelPartEnds(begin) || (end < line.size() && inWord(end)))
            return false;
        int parts = 1;
        for (std::size_t i = begin + 1; i < end; ++i) {
            if (camelPartEnds(i))
                ++parts;
        }
        return parts >= 3;
    };
    std::size_t cut = 0;
    if (begin > 0 && begin < end && joined(begin - 1) && !lastCamelParts()) {
        std::size_t i = begin;
        while (i < end && inWord(i))
            ++i;
        cut += i - begin;
    }
    // A match that ends where the next part of a class's name starts (a capitalised camel-case
    // name), holding two parts of it or more from its start, holds the name's first parts whole:
    // "ProducerFenced" of "ProducerFencedException", "OutOfMemory" of "OutOfMemoryError"; not so
    // "Json" of PureScript's "JsonDecodeError", nor `useEffect` of the hook "useEffectEvent".
    const auto firstCamelParts = [&] {
        if (!camelPartEnds(end) || line[begin] < 'A' || line[begin] > 'Z' || (begin > 0 && inWord(begin - 1)))
            return false;
        for (std::size_t i = end - 1; i > begin; --i) {
            if (camelPartEnds(i))
                return true;
        }
        return false;
    };
    // A word that goes on only by an inflection ("context" of "contexts", "refuse" of "refused")
    // is the regex's word, as the log happens to inflect it: no cut.
    const auto inflectedOnly = [&] {
        std::size_t stem = end;
        while (stem > begin && line[stem - 1] >= 'a' && line[stem - 1] <= 'z')
            --stem;
        if (end - stem < 4 || (stem > begin && inWord(stem - 1)))
            return false;
        std::size_t next = end;
        while (next < line.size() && line[next] >= 'a' && line[next] <= 'z')
            ++next;
        if (next < line.size() && inWord(next))
            return false;
        const std::string_view rest = line.substr(end, next - end);
        return rest == "s" || rest == "es" || rest == "d" || rest == "ed" || rest == "ing";
    };
    if (end < line.size() && end > begin && joined(end - 1) && !firstCamelParts() && !inflectedOnly()) {
        std::size_t i = end;
        while (i > begin && inWord(i - 1))
            --i;
        cut += end - i;
    }
    return std::min(cut, end - begin);
}

/// A hit's score without the ecosystem fit, which is known only once the whole log is read, and
/// without its resemblance to the signature: the score is this plus resemblanceWeight times that.
/// Adding the resemblance last bounds the score before the resemblance is known. \a specific is
/// how many bytes of the match count as specific: its literal bytes, or its length for a bound.
inline double beforeResemblance(
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

/// A suggestion's score: like a hit on an error line whose wording resembles the signature
/// \a resemblance much, with nothing for the match itself; \a fit: how well the record's domain
/// fits the log (0 … 1).
inline double suggestion(const Record &record, double resemblance, double fit)
{
    return severityWeight + suggestionResemblanceWeight * resemblance + fitWeight * fit
        + confidenceWeight * record.confidence().value_or(0.5);
}

} // namespace Faultline::HitScore
