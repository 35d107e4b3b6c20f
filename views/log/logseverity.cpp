// SPDX-License-Identifier: MIT
#include "logseverity.h"

#include "loglevel.h"

#include <QByteArray>

#include <string_view>

namespace Faultline::LogSeverity {

namespace {

bool isAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

bool equalsIgnoringCase(std::string_view word, std::string_view lower)
{
    if (word.size() != lower.size())
        return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
        const char c = word[i] >= 'A' && word[i] <= 'Z' ? char(word[i] - 'A' + 'a') : word[i];
        if (c != lower[i])
            return false;
    }
    return true;
}

/// For a line levelOf() found routine: whether the first level word of its head (or logcat's
/// letter after the pid and tid) says debug rather than info.
bool isDebug(std::string_view head)
{
    static constexpr std::string_view debugWords[]
        = {"trace", "debug", "dbg", "verbose", "fine", "finer", "finest"};
    static constexpr std::string_view infoWords[]
        = {"info", "information", "notice", "log", "config", "normal", "informational"};
    bool afterDigits = false;
    std::size_t i = 0;
    for (int words = 0; words < 12 && i < head.size(); ++words) {
        while (i < head.size() && !isAlnum(head[i]))
            ++i;
        const std::size_t start = i;
        while (i < head.size() && isAlnum(head[i]))
            ++i;
        if (start == i)
            break;
        const std::string_view word = head.substr(start, i - start);
        if (word.size() == 1 && afterDigits && (word[0] == 'V' || word[0] == 'D'))
            return true;
        if (word.size() == 1 && afterDigits && word[0] == 'I')
            return false;
        for (std::string_view w : debugWords) {
            if (equalsIgnoringCase(word, w))
                return true;
        }
        for (std::string_view w : infoWords) {
            if (equalsIgnoringCase(word, w))
                return false;
        }
        afterDigits = word.front() >= '0' && word.front() <= '9' && word.back() >= '0' && word.back() <= '9';
    }
    return false;
}

} // namespace

Level of(QStringView line)
{
    const QByteArray head = line.first(std::min<qsizetype>(line.size(), 160)).toUtf8();
    const std::string_view text(head.constData(), std::size_t(head.size()));
    switch (LogLevel::levelOf(text)) {
    case LogLevel::Level::None:
        return Level::None;
    case LogLevel::Level::Quiet:
        return isDebug(text) ? Level::Debug : Level::Info;
    case LogLevel::Level::Warning:
        return Level::Warning;
    case LogLevel::Level::Error:
        return Level::Error;
    }
    return Level::None;
}

} // namespace Faultline::LogSeverity
