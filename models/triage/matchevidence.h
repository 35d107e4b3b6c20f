// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: whether what a regex matched is evidence of its record's error.
// Asked for scored hits on every block, hence inline and without allocation.

#include "textsimilarity.h"
#include "textutil.h"

#include <algorithm>
#include <cstddef>
#include <string_view>

namespace Faultline::MatchEvidence {

namespace Detail {

inline bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
inline bool isHex(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
/// What ends a token around a match: space, quotes, brackets and list punctuation.
inline bool endsToken(char c)
{
    switch (c) {
    case ' ':
    case '\t':
    case '\r':
    case '"':
    case '\'':
    case '`':
    case '(':
    case ')':
    case '[':
    case ']':
    case '{':
    case '}':
    case '<':
    case '>':
    case ',':
    case ';':
    case '=':
    case '|':
        return true;
    default:
        return false;
    }
}

/// A command-line option: `--` and a word ("--no-cache", "--force-reinstall").
inline bool isOption(std::string_view token)
{
    return token.size() >= 4 && token.starts_with("--") && isLetter(token[2]);
}

/// A token that names a thing rather than says something: a hex id (a hash, an address), a UUID,
/// or an identifier mixing letters and digits with `_` or `-` ("blk_1073741825",
/// "attempt_1445_m_000003", "task-101").
inline bool isIdentifier(std::string_view token)
{
    std::size_t letters = 0, digits = 0, hex = 0, joiners = 0;
    for (char c : token) {
        letters += isLetter(c);
        digits += isDigit(c);
        hex += isHex(c);
        joiners += c == '_' || c == '-' || c == '.' || c == ':';
    }
    if (digits == 0)
        return false;
    if (hex + joiners == token.size() && hex >= 8)
        return true; // a hash, an address, a UUID
    return letters > 0 && joiners > 0 && digits >= 3;
}

inline bool isPath(std::string_view token)
{
    return token.find('/') != std::string_view::npos || token.find('\\') != std::string_view::npos;
}

/// Whether \a at is where a path's segment starts or ends in \a token.
inline bool segmentEdge(std::string_view token, std::size_t at)
{
    if (at == 0 || at >= token.size())
        return true;
    const char before = token[at - 1], here = token[at];
    return before == '/' || before == '\\' || here == '/' || here == '\\' || here == '.';
}

/// A number of seven digits or more that is a token of its own: a limit such as 16777216 names its
/// error; a status code or the milliseconds of a timestamp do not.
inline bool isLongNumber(std::string_view line, std::size_t begin, std::size_t end)
{
    if (end - begin < 7)
        return false;
    for (std::size_t i = begin; i < end; ++i) {
        if (!isDigit(line[i]))
            return false;
    }
    const bool startsToken = begin == 0 || line[begin - 1] == ' ' || line[begin - 1] == '(';
    const bool endsHere = end == line.size() || line[end] == ' ' || line[end] == ',' || line[end] == ')';
    return startsToken && endsHere;
}

/// Where \a line names the place a message below it was raised, in CMake's header "CMake Error at
/// src/CMakeLists.txt:12 (find_package):": from the file to the end. npos when it is no such header
/// (the line must end with the place: a message on the same line is no place).
inline std::size_t placeOfMessageHeader(std::string_view line)
{
    line = TextUtil::withoutTrailingSpace(line);
    if (!line.ends_with("):"))
        return std::string_view::npos;
    // "FILE:LINE (COMMAND):" at the end.
    const std::size_t open = line.rfind(" (");
    if (open == std::string_view::npos || open + 4 > line.size())
        return std::string_view::npos;
    const std::string_view command = line.substr(open + 2, line.size() - 2 - (open + 2));
    const bool identifier = !command.empty() && std::all_of(command.begin(), command.end(), [](char c) {
        return isLetter(c) || isDigit(c) || c == '_';
    });
    std::size_t digits = open;
    while (digits > 0 && isDigit(line[digits - 1]))
        --digits;
    if (!identifier || digits == open || digits == 0 || line[digits - 1] != ':')
        return std::string_view::npos;
    for (std::size_t cmake = line.find("CMake "); cmake < open; cmake = line.find("CMake ", cmake + 1)) {
        const std::string_view kind = line.substr(cmake + 6, open - (cmake + 6));
        for (std::string_view k : {"Error at ", "Warning at ", "Error (dev) at ", "Warning (dev) at ",
                 "Deprecation Error at ", "Deprecation Warning at "}) {
            if (kind.starts_with(k))
                return cmake + 6 + k.size();
        }
    }
    return std::string_view::npos;
}

/// Whether \a line is only a field's name with no value after it: "               Last_SQL_Error:"
/// of MySQL's SHOW REPLICA STATUS, which names the field an error would be reported in. The name
/// joins its words with `_`, as status fields do and exceptions' classes do not.
inline bool isEmptyField(std::string_view line)
{
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
        line.remove_suffix(1);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
        line.remove_prefix(1);
    if (line.size() < 3 || line.back() != ':')
        return false;
    const std::string_view name = line.substr(0, line.size() - 1);
    return name.find('_') != std::string_view::npos && std::all_of(name.begin(), name.end(), [](char c) {
        return isLetter(c) || isDigit(c) || c == '_';
    });
}

/// Whether \a line is only a field whose value says nothing happened, as a state dump prints it:
/// `"OOMKilled": false,` of `docker inspect`, "oomKilled: false", `"Error": "",`, "ExitCode: 0",
/// "lastError: null". The field names the error it would report, its value that there was none.
/// Nor is an exception's class, its message below ("PrismaClientKnownRequestError:") or after it
/// ("KeyError: 0").
inline bool isUnsetField(std::string_view line)
{
    while (!line.empty()
        && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t' || line.back() == ','))
        line.remove_suffix(1);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
        line.remove_prefix(1);
    std::string_view name;
    std::size_t at = 0;
    if (line.starts_with('"')) {
        const std::size_t close = line.find('"', 1);
        if (close == std::string_view::npos)
            return false;
        name = line.substr(1, close - 1);
        at = close + 1;
    } else {
        while (at < line.size() && line[at] != ':' && line[at] != '=' && line[at] != ' ')
            ++at;
        name = line.substr(0, at);
    }
    if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) {
            return isLetter(c) || isDigit(c) || c == '_' || c == '.' || c == '-';
        }))
        return false;
    // Unquoted, an exception's class with its message: Java's "java.util.ConcurrentModificationException:
    // null", Python's "KeyError: 0" (a field's name starts in lower case: "lastError: null").
    const bool capitalised = name.front() >= 'A' && name.front() <= 'Z';
    if (!line.starts_with('"')
        && ((capitalised && (name.ends_with("Error") || name.ends_with("Exception")))
            || name.find('.') != std::string_view::npos))
        return false;
    while (at < line.size() && line[at] == ' ')
        ++at;
    if (at >= line.size() || (line[at] != ':' && line[at] != '='))
        return false;
    ++at;
    while (at < line.size() && line[at] == ' ')
        ++at;
    const std::string_view value = line.substr(at);
    for (std::string_view unset :
        {"false", "False", "FALSE", "0", "null", "None", "nil", "<nil>", "<none>", "\"\"", "''"}) {
        if (value == unset)
            return true;
    }
    return false;
}

} // namespace Detail

/**
 * Whether the match [\a begin, \a end) in \a line, of which \a specificBytes are literal text of
 * the regex that cuts no word, spread over \a literalSpan bytes from the first literal to the end
 * of the last (PatternText::specificBytesOf), is evidence of the record's error. It is not when:
 * - it holds no letter (digits and punctuation: `429` in a block id, `6-4` in a UUID), unless it
 *   is a number of seven digits or more standing alone (a limit: 16777216);
 * - fewer than three of its bytes are the regex's own words, whole (`ld` of "child");
 * - it lies inside an identifier, a hex id or a UUID without being all of it (`101` of "task-101",
 *   three letters of a hash), or inside a path without reaching a segment's edges ("www/");
 * - it lies mostly in a `.*` gap: under a third of a long span between the regex's literals is
 *   their text, and that text is short (`911.*xx`, `type.*expected`; `OutOfMemoryError.*CUDA`
 *   names its error whatever it spans, and a tail the regex captures is no gap);
 * - it lies in the place a message's header names, which says where the error below it was raised,
 *   not which: `cmake_minimum_required` of "CMake Error at CMakeLists.txt:1 (cmake_minimum_required):";
 * - its line is a field's name with no value (Detail::isEmptyField(): "Last_SQL_Error:"), or with
 *   a value saying nothing happened (Detail::isUnsetField(): `"OOMKilled": false,`);
 * - it is a command-line option, or lies in one (`--no-cache` of "RUN apk add --no-cache …"): an
 *   option says what was asked for, not what failed.
 */
inline bool isEvidence(std::string_view line, std::size_t begin, std::size_t end, std::size_t specificBytes,
    std::size_t literalSpan)
{
    using namespace Detail;
    if (end <= begin || end > line.size())
        return false;
    const std::string_view match = line.substr(begin, end - begin);
    bool letter = false;
    for (char c : match) {
        if (isLetter(c) || static_cast<unsigned char>(c) >= 0x80) {
            letter = true;
            break;
        }
    }
    if (!letter && !isLongNumber(line, begin, end))
        return false;
    if (specificBytes < 3)
        return false;
    if (literalSpan > 24 && specificBytes * 3 < literalSpan && specificBytes < 14)
        return false;
    if (isEmptyField(line) || isUnsetField(line))
        return false;
    if (const std::size_t place = placeOfMessageHeader(line);
        place != std::string_view::npos && begin >= place)
        return false;
    // The token the match lies in, when it lies in one.
    std::size_t tokenBegin = begin, tokenEnd = end;
    for (std::size_t i = begin; i < end; ++i) {
        if (endsToken(line[i]))
            return true; // it spans words: not a piece of one token
    }
    while (tokenBegin > 0 && !endsToken(line[tokenBegin - 1]))
        --tokenBegin;
    while (tokenEnd < line.size() && !endsToken(line[tokenEnd]))
        ++tokenEnd;
    if (isOption(line.substr(tokenBegin, tokenEnd - tokenBegin)))
        return false;
    if (tokenBegin == begin && tokenEnd == end)
        return true; // the whole token
    std::string_view token = line.substr(tokenBegin, tokenEnd - tokenBegin);
    // Punctuation closing a sentence or a message's head is no part of the token.
    while (!token.empty() && (token.back() == '.' || token.back() == ':'))
        token.remove_suffix(1);
    if (isPath(token))
        return segmentEdge(token, begin - tokenBegin) && segmentEdge(token, end - tokenBegin);
    return !isIdentifier(token);
}

} // namespace Faultline::MatchEvidence
