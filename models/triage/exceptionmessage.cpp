// SPDX-License-Identifier: MIT
#include "exceptionmessage.h"

#include "textutil.h"

#include <algorithm>

namespace Faultline::ExceptionMessage {

namespace {

/// An exception's message is rarely longer than this many lines.
constexpr int maxMessageLines = 6;

bool indented(std::string_view line)
{
    return !line.empty() && (line[0] == ' ' || line[0] == '\t');
}

std::string_view trimmed(std::string_view line)
{
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
        line.remove_prefix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r'))
        line.remove_suffix(1);
    return line;
}

} // namespace

bool isStackFrame(std::string_view line)
{
    const std::string_view text = trimmed(line);
    return text.starts_with("at ") || text.starts_with("File \"") || text.starts_with("--- End of")
        || text.starts_with("... ");
}

bool statesException(std::string_view line)
{
    std::string_view head = trimmed(line);
    const std::size_t colon = head.find(": ");
    if (colon == std::string_view::npos)
        return false;
    head = head.substr(0, colon);
    // .NET's error code after the class: "SocketException (13)".
    if (head.ends_with(')')) {
        const std::size_t open = head.rfind(" (");
        if (open == std::string_view::npos)
            return false;
        head = head.substr(0, open);
    }
    // A class's name: "System.Net.Sockets.SocketException", "Outer$InnerError"; not a line of
    // code that mentions one (`log.error(f"UploadError: {e}")`).
    const bool name = !head.empty() && std::all_of(head.begin(), head.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.'
            || c == '_' || c == '$';
    });
    return name && (head.ends_with("Exception") || head.ends_with("Error"));
}

int linesBelowException(std::string_view block, std::size_t lineStart)
{
    const std::size_t lineEnd = std::min(block.find('\n', lineStart), block.size());
    const std::string_view line = block.substr(lineStart, lineEnd - lineStart);
    if (!indented(line) || isStackFrame(line) || statesException(line))
        return 0;
    std::size_t start = lineStart;
    for (int back = 1; back <= maxMessageLines && start > 0; ++back) {
        const std::size_t end = start - 1; // the newline before
        start = end == 0 ? 0 : TextUtil::findLast(block, '\n', end - 1) + 1; // npos + 1 is 0
        const std::string_view previous = block.substr(start, end - start);
        if (trimmed(previous).empty() || isStackFrame(previous))
            return 0;
        if (statesException(previous))
            return back;
        if (!indented(previous))
            return 0;
    }
    return 0;
}

} // namespace Faultline::ExceptionMessage
