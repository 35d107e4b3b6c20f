// SPDX-License-Identifier: MIT
#include "errorcode.h"

#include <algorithm>
#include <vector>

namespace Faultline::ErrorCode {

namespace {

bool isUpperOrDigit(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool isNameByte(char c)
{
    return isUpperOrDigit(c) || c == '_' || (c >= 'a' && c <= 'z');
}

/// The constants \a text names: runs of upper-case letters, digits and `_`, starting with a
/// letter, of two parts or more, not inside a longer word.
std::vector<std::string_view> constantsIn(std::string_view text)
{
    std::vector<std::string_view> found;
    std::size_t i = 0;
    while (i < text.size()) {
        if (!isNameByte(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && isNameByte(text[end]))
            ++end;
        const std::string_view word = text.substr(i, end - i);
        const bool allUpper = std::ranges::all_of(word, [](char c) { return isUpperOrDigit(c) || c == '_'; });
        const std::size_t joint = word.find('_');
        if (allUpper && word.front() >= 'A' && word.front() <= 'Z' && joint != std::string_view::npos
            && joint + 1 < word.size() && word.back() != '_')
            found.push_back(word);
        i = end;
    }
    return found;
}

/// A constant's family: its first two parts with the `_` after them ("ESP_ERR_" of
/// "ESP_ERR_NVS_NO_FREE_PAGES", "CUDA_ERROR_" of "CUDA_ERROR_OUT_OF_MEMORY"); empty for a constant
/// of fewer than three parts, whose first parts say what it is, not whose it is.
std::string_view familyOf(std::string_view constant)
{
    const std::size_t first = constant.find('_');
    const std::size_t second = constant.find('_', first + 1);
    return second == std::string_view::npos ? std::string_view() : constant.substr(0, second + 1);
}

struct NumberedCode
{
    std::string_view family; // its letters, with the hyphen if one joins them to the digits
    std::string_view code; // the whole code
};

/// The numbered codes \a text states: two upper-case letters or more, an optional hyphen, three
/// digits or more, not inside a longer word ("ITMS-90683", "NETSDK1045", "AADSTS700082").
std::vector<NumberedCode> numberedCodesIn(std::string_view text)
{
    std::vector<NumberedCode> found;
    std::size_t i = 0;
    while (i < text.size()) {
        if (!isNameByte(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && (isNameByte(text[end]) || text[end] == '-'))
            ++end;
        const std::string_view word = text.substr(i, end - i);
        std::size_t letters = 0;
        while (letters < word.size() && word[letters] >= 'A' && word[letters] <= 'Z')
            ++letters;
        const std::size_t digitsFrom = letters < word.size() && word[letters] == '-' ? letters + 1 : letters;
        std::size_t digitsTo = digitsFrom;
        while (digitsTo < word.size() && word[digitsTo] >= '0' && word[digitsTo] <= '9')
            ++digitsTo;
        if (letters >= 2 && digitsTo - digitsFrom >= 3 && digitsTo == word.size())
            found.push_back({word.substr(0, digitsFrom), word});
        i = end;
    }
    return found;
}

} // namespace

int curlCodeIn(std::string_view text)
{
    // "curl: (N)" as curl prints it, "curl N " as git quotes it.
    for (std::size_t at = text.find("curl"); at != std::string_view::npos; at = text.find("curl", at + 4)) {
        std::string_view rest = text.substr(at + 4);
        const bool parenthesised = rest.starts_with(": (");
        if (parenthesised)
            rest.remove_prefix(3);
        else if (rest.starts_with(' '))
            rest.remove_prefix(1);
        else
            continue;
        int code = 0;
        std::size_t digits = 0;
        while (digits < rest.size() && digits < 3 && rest[digits] >= '0' && rest[digits] <= '9')
            code = code * 10 + (rest[digits++] - '0');
        const char after = digits < rest.size() ? rest[digits] : '\0';
        if (digits > 0 && after == (parenthesised ? ')' : ' '))
            return code;
    }
    return -1;
}

bool statesAnotherCurlCode(std::string_view signature, std::string_view line)
{
    const int stated = curlCodeIn(signature);
    const int lines = curlCodeIn(line);
    return stated >= 0 && lines >= 0 && stated != lines;
}

bool statesAnotherNumberedCode(std::string_view signature, std::string_view line)
{
    const std::vector<NumberedCode> stated = numberedCodesIn(signature);
    if (stated.empty())
        return false;
    const std::vector<NumberedCode> lines = numberedCodesIn(line);
    const auto sameCode = [&](const NumberedCode &s) {
        return std::ranges::any_of(lines, [&](const NumberedCode &l) { return l.code == s.code; });
    };
    const auto anotherOfItsFamily = [&](const NumberedCode &s) {
        return std::ranges::any_of(lines, [&](const NumberedCode &l) { return l.family == s.family; });
    };
    return std::ranges::none_of(stated, sameCode) && std::ranges::any_of(stated, anotherOfItsFamily);
}

bool statesAnotherConstant(std::string_view signature, std::string_view line)
{
    const std::vector<std::string_view> stated = constantsIn(signature);
    if (stated.empty())
        return false;
    const std::vector<std::string_view> lines = constantsIn(line);
    if (lines.empty())
        return false;
    const auto named = [&](std::string_view name) { return std::ranges::find(lines, name) != lines.end(); };
    if (std::ranges::none_of(stated, named))
        return true;
    // Both may name the macro or the call that reports the error ("ESP_ERROR_CHECK failed:
    // esp_err_t 0x103 (ESP_ERR_INVALID_STATE)"): then a constant of the signature's family that the
    // line does not name, where the line names another of that family, is another error.
    return std::ranges::any_of(stated, [&](std::string_view name) {
        const std::string_view family = familyOf(name);
        const auto ofFamily = [&](std::string_view other) { return familyOf(other) == family; };
        return !family.empty() && !named(name)
            && std::ranges::none_of(stated, [&](std::string_view s) { return ofFamily(s) && named(s); })
            && std::ranges::any_of(lines, ofFamily);
    });
}

} // namespace Faultline::ErrorCode
