// SPDX-License-Identifier: MIT
#include "outcomeline.h"

#include "textsimilarity.h"

#include <algorithm>

namespace Faultline::OutcomeLine {

namespace {

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

} // namespace

bool onlyExitStatus(std::string_view line)
{
    static const TextSimilarity::Tokens statusWords = [] {
        TextSimilarity::Tokens t;
        for (const char *w : {"process", "completed", "finished", "exited", "exit", "code", "status", "with",
                 "returned", "non", "zero", "command", "failed", "error", "job", "step", "script", "make",
                 "npm", "err", "the", "has", "and", "build", "task", "run", "subprocess", "return", "failure",
                 "an", "exception"})
            t.push_back(TextSimilarity::wordHash(w));
        std::sort(t.begin(), t.end());
        return t;
    }();
    bool any = false;
    for (std::size_t i = 0; i < line.size();) {
        if (!isLetter(line[i])) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < line.size() && isLetter(line[i]))
            ++i;
        if (i - start < 2)
            continue;
        if (!std::binary_search(statusWords.begin(), statusWords.end(),
                TextSimilarity::wordHash(line.substr(start, i - start))))
            return false;
        any = true;
    }
    return any;
}

bool onlyThatAStepFailed(std::string_view line)
{
    std::size_t end = line.size();
    while (end > 0 && !isLetter(line[end - 1]) && line[end - 1] != '\'' && line[end - 1] != '"'
        && line[end - 1] != ')' && line[end - 1] != ']')
        --end;
    const std::string_view trimmed = line.substr(0, end);
    const bool endsFailed = trimmed.ends_with(" failed") || trimmed.ends_with(" FAILED");
    return endsFailed || onlyExitStatus(line);
}

bool refersToAnErrorAbove(QStringView text)
{
    return text.contains(u"the above error", Qt::CaseInsensitive)
        || text.contains(u"the above exception", Qt::CaseInsensitive);
}

} // namespace Faultline::OutcomeLine
