// SPDX-License-Identifier: MIT
#include "textsimilarity.h"

#include <unordered_set>

namespace Faultline::TextSimilarity {

namespace {

bool isUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// Whether \a word names an error or a thing; if so, and \a stripSuffix, \a word loses an
/// "Exception" or "Error" suffix.
bool isName(std::string_view &word, bool stripSuffix)
{
    // errno names and npm's codes in that style: a list, since "ERROR" and "EXPIRED" look alike.
    static const std::unordered_set<std::string_view> errnoNames = {"EACCES", "EADDRINUSE", "EADDRNOTAVAIL",
        "EAGAIN", "EAI_AGAIN", "EBADF", "EBUSY", "ECONNABORTED", "ECONNREFUSED", "ECONNRESET", "EEXIST",
        "EHOSTUNREACH", "EINTEGRITY", "EINVAL", "EISDIR", "ELIFECYCLE", "EMFILE", "ENAMETOOLONG",
        "ENETUNREACH", "ENFILE", "ENOENT", "ENOMEM", "ENOSPC", "ENOTDIR", "ENOTEMPTY", "ENOTFOUND", "EPERM",
        "EPIPE", "ERESOLVE", "EROFS", "ETIMEDOUT", "ETXTBSY", "EXDEV"};
    std::size_t capitals = 0, letters = 0, digits = 0;
    for (char c : word) {
        capitals += isUpper(c);
        letters += isUpper(c) || (c >= 'a' && c <= 'z');
        digits += isDigit(c);
    }
    for (std::string_view suffix : {std::string_view("Exception"), std::string_view("Error")}) {
        if (word.size() >= suffix.size() + 4 && word.ends_with(suffix) && capitals >= 2) {
            if (stripSuffix)
                word.remove_suffix(suffix.size());
            return true;
        }
    }
    // Other CamelCase names: AWS's error codes ("AccessDenied"), Kubernetes' reasons
    // ("CrashLoopBackOff"), classes ("RecyclerView").
    if (word.size() >= 6 && isUpper(word[0]) && capitals >= 2 && capitals < letters && letters == word.size())
        return true;
    if (errnoNames.contains(word))
        return true;
    // An SQLSTATE class ("HY000", general error: MySQL reports hundreds of errors under it) says
    // which class an error is of, not which error.
    if (word.size() == 5 && word.ends_with("000"))
        return false;
    // Codes: capitals then digits ("E0382", "TS2339").
    return digits >= 3 && capitals >= 1 && capitals == letters && capitals + digits == word.size()
        && isDigit(word.back()) && isUpper(word.front());
}

} // namespace

std::vector<std::string> namedErrors(std::string_view text, Suffix suffix)
{
    std::vector<std::string> names;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && !isWordByte(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && isWordByte(text[i]))
            ++i;
        std::string_view word = text.substr(start, i - start);
        if (isName(word, suffix == Suffix::Strip)) {
            std::string name(word);
            for (char &c : name)
                c = asciiLower(c);
            names.push_back(std::move(name));
        }
    }
    return names;
}

std::string compactWords(std::string_view text)
{
    std::string compact;
    for (char c : text) {
        if (isWordByte(c))
            compact += asciiLower(c);
    }
    return compact;
}

} // namespace Faultline::TextSimilarity
