// SPDX-License-Identifier: MIT
#include "errnomessage.h"

#include "textsimilarity.h"

#include <algorithm>
#include <array>

namespace Faultline::ErrnoMessage {

namespace {

/// The messages of the error numbers a log states most, as glibc spells them (and Python's
/// "Errno 28"-less forms, which are the same words).
constexpr std::array messages
    = {std::string_view("permission denied"), std::string_view("no such file or directory"),
        std::string_view("no space left on device"), std::string_view("connection refused"),
        std::string_view("connection reset by peer"), std::string_view("operation not permitted"),
        std::string_view("too many open files"), std::string_view("read-only file system"),
        std::string_view("is a directory"), std::string_view("not a directory"),
        std::string_view("file exists"), std::string_view("cannot allocate memory"),
        std::string_view("broken pipe"), std::string_view("network is unreachable"),
        std::string_view("no route to host"), std::string_view("connection timed out"),
        std::string_view("address already in use"), std::string_view("device or resource busy"),
        std::string_view("disk quota exceeded"), std::string_view("input/output error")};

/// Where \a lowerNeedle (lowercase) is in \a text, without regard to ASCII case; npos if nowhere.
std::size_t findIgnoringCase(std::string_view text, std::string_view lowerNeedle)
{
    const auto found = std::search(text.begin(), text.end(), lowerNeedle.begin(), lowerNeedle.end(),
        [](char a, char b) { return TextSimilarity::asciiLower(a) == b; });
    return found == text.end() ? std::string_view::npos : std::size_t(found - text.begin());
}

} // namespace

std::string_view statedIn(std::string_view text)
{
    std::string_view first;
    std::size_t firstAt = std::string_view::npos;
    for (const std::string_view message : messages) {
        const std::size_t at = findIgnoringCase(text, message);
        if (at < firstAt) {
            first = message;
            firstAt = at;
        }
    }
    return first;
}

bool statesAnother(std::string_view signature, std::string_view line)
{
    const std::string_view stated = statedIn(signature);
    if (stated.empty() || findIgnoringCase(line, stated) != std::string_view::npos)
        return false;
    return !statedIn(line).empty();
}

} // namespace Faultline::ErrnoMessage
