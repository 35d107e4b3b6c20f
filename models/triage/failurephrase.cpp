// SPDX-License-Identifier: MIT
#include "failurephrase.h"

#include "textsimilarity.h"

#include <algorithm>
#include <array>
#include <initializer_list>

namespace Faultline::FailurePhrase {

namespace {

/// Each kind's phrases, lowercase: the words programs state that kind of failure with.
const std::array<std::initializer_list<std::string_view>, 9> &kinds()
{
    static const std::array<std::initializer_list<std::string_view>, 9> list = {{
        {"not found", "no such", "does not exist", "doesn't exist", "cannot find", "can't find",
            "could not find", "unable to find", "unable to locate", "not installed", "missing", "cannot open",
            "not present"},
        {"permission denied", "access denied", "access is denied", "forbidden", "unauthorized",
            "not permitted", "not authorized", "authentication failed", "auth failed", "invalid username",
            "invalid password", "invalid credentials", "invalid token", "invalid api key"},
        {"connection refused", "econnrefused", "connection reset", "econnreset", "unreachable",
            "could not connect", "failed to connect", "unable to connect", "broken pipe"},
        {"timed out", "timeout", "deadline exceeded"},
        {"already in use", "already exists", "already allocated", "duplicate", "conflict"},
        {"out of memory", "cannot allocate memory", "heap space", "oom"},
        {"invalid", "malformed", "unexpected token", "syntax error", "parse error", "failed to parse",
            "cannot parse", "unexpected end"},
        {"not supported", "unsupported", "incompatible", "mismatch", "requires a newer", "too old"},
        {"exceeded", "limit", "too many", "too large", "quota", "no space left"},
    }};
    return list;
}

bool holds(std::string_view lower, std::string_view phrase)
{
    for (std::size_t at = lower.find(phrase); at != std::string_view::npos; at = lower.find(phrase, at + 1)) {
        // Whole words, or their plural ("timeouts", "limits"): "oom" of "room" does not count, nor
        // "invalid" of "invalidated".
        const bool startsWord = at == 0 || !TextSimilarity::isWordByte(lower[at - 1]);
        std::size_t end = at + phrase.size();
        if (end < lower.size() && lower[end] == 's')
            ++end;
        else if (end + 1 < lower.size() && lower[end] == 'e' && lower[end + 1] == 's')
            end += 2;
        const bool endsWord = end >= lower.size() || !TextSimilarity::isWordByte(lower[end]);
        if (startsWord && endsWord)
            return true;
    }
    return false;
}

} // namespace

unsigned kindsIn(std::string_view text)
{
    std::string lower(text);
    std::ranges::transform(lower, lower.begin(), TextSimilarity::asciiLower);
    return kindsInLowercase(lower);
}

unsigned kindsInLowercase(std::string_view lower)
{
    unsigned found = 0;
    for (std::size_t k = 0; k < kinds().size(); ++k) {
        if (std::ranges::any_of(kinds()[k], [&](std::string_view phrase) { return holds(lower, phrase); }))
            found |= 1u << k;
    }
    return found;
}

bool statesAnother(unsigned signatureKinds, std::string_view lowerLine)
{
    if (signatureKinds == 0)
        return false;
    const unsigned lines = kindsInLowercase(lowerLine);
    return lines != 0 && (signatureKinds & lines) == 0;
}

} // namespace Faultline::FailurePhrase
