// SPDX-License-Identifier: MIT
#include "logtimestamp.h"

#include "logfile.h"

#include <QDate>

#include <optional>
#include <utility>

namespace Faultline::LogTimestamp {

namespace {

constexpr qint64 msecsPerDay = 24LL * 3600 * 1000;

int digitAt(QStringView s, qsizetype i)
{
    return i < s.size() && s[i] >= u'0' && s[i] <= u'9' ? s[i].unicode() - u'0' : -1;
}

/// The number of \a count digits at \a i, or -1.
int number(QStringView s, qsizetype i, int count)
{
    int value = 0;
    for (int k = 0; k < count; ++k) {
        const int d = digitAt(s, i + k);
        if (d < 0)
            return -1;
        value = value * 10 + d;
    }
    return value;
}

/// "HH:MM[:SS[.fff]]" at \a i: msecs of the day and the end; seconds required unless \a lenient.
std::optional<std::pair<qint64, qsizetype>> timeAt(QStringView s, qsizetype i, bool lenient)
{
    const int h = number(s, i, 2), m = number(s, i + 3, 2);
    if (h < 0 || m < 0 || s.size() <= i + 2 || s[i + 2] != u':' || h > 23 || m > 59)
        return std::nullopt;
    qsizetype end = i + 5;
    int sec = 0, ms = 0;
    if (end < s.size() && s[end] == u':' && number(s, end + 1, 2) >= 0) {
        sec = std::min(59, number(s, end + 1, 2));
        end += 3;
        if (end < s.size() && (s[end] == u'.' || s[end] == u',') && digitAt(s, end + 1) >= 0) {
            int scale = 100;
            for (++end; digitAt(s, end) >= 0; ++end) {
                ms += digitAt(s, end) * scale;
                scale /= 10;
            }
        }
    } else if (!lenient) {
        return std::nullopt;
    }
    if (digitAt(s, end) >= 0)
        return std::nullopt; // part of a longer number
    return std::pair(((h * 60LL + m) * 60 + sec) * 1000 + ms, end);
}

qint64 dayOf(int year, int month, int day)
{
    const QDate date(year, month, day);
    return date.isValid() ? QDate(1970, 1, 1).daysTo(date) : -1;
}

} // namespace

Stamp read(QStringView line, bool lenient)
{
    static constexpr const char16_t *months[]
        = {u"Jan", u"Feb", u"Mar", u"Apr", u"May", u"Jun", u"Jul", u"Aug", u"Sep", u"Oct", u"Nov", u"Dec"};
    const QStringView s = line.first(std::min<qsizetype>(line.size(), 80));
    Stamp bareTime;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (i > 0 && digitAt(s, i - 1) >= 0)
            continue; // inside a number
        // 2026-11-23[T ]12:00:00 or 2026/11/23 …
        const int year = number(s, i, 4);
        if (year >= 1970 && i + 10 <= s.size() && (s[i + 4] == u'-' || s[i + 4] == u'/')
            && s[i + 7] == s[i + 4]) {
            const qint64 day = dayOf(year, number(s, i + 5, 2), number(s, i + 8, 2));
            if (day >= 0) {
                if (i + 11 < s.size() && (s[i + 10] == u' ' || s[i + 10] == u'T')) {
                    if (const auto time = timeAt(s, i + 11, lenient))
                        return {day * msecsPerDay + time->first, true};
                }
                if (lenient)
                    return {day * msecsPerDay, true};
            }
        }
        // Nov 23 12:00:00 (syslog; no year)
        for (int m = 0; m < 12; ++m) {
            if (s.sliced(i).startsWith(QStringView(months[m])) && i + 4 < s.size() && s[i + 3] == u' ') {
                qsizetype at = i + 4;
                if (s[at] == u' ')
                    ++at;
                int day = digitAt(s, at);
                if (day < 0)
                    break;
                if (digitAt(s, at + 1) >= 0)
                    day = day * 10 + digitAt(s, ++at);
                if (at + 2 < s.size() && s[at + 1] == u' ') {
                    const qint64 d = dayOf(2000, m + 1, day);
                    if (const auto time = timeAt(s, at + 2, lenient); time && d >= 0)
                        return {d * msecsPerDay + time->first, true};
                }
                break;
            }
        }
        if (!bareTime.isValid()) {
            if (const auto time = timeAt(s, i, lenient))
                bareTime = {time->first, false};
        }
    }
    return bareTime;
}

Stamp onDayOf(Stamp target, Stamp reference)
{
    if (target.dated || !reference.isValid() || !reference.dated)
        return target;
    return {reference.msecs - reference.msecs % msecsPerDay + target.msecs, true};
}

bool isBefore(Stamp stamp, Stamp target)
{
    if (stamp.dated && target.dated)
        return stamp.msecs < target.msecs;
    return stamp.msecs % msecsPerDay < target.msecs % msecsPerDay;
}

qint64 firstLineAtOrAfter(const LogFile &file, Stamp target, const std::atomic_bool *cancel)
{
    const qint64 count = file.lineCount();
    // The first line with a time from \a from on (at most 200 lines on), or -1.
    auto stampFrom = [&](qint64 from) -> std::pair<qint64, Stamp> {
        std::pair<qint64, Stamp> found {-1, {}};
        file.scan(
            LineNumber(from), LineNumber(std::min(count, from + 200)), [&](qint64 line, QStringView text) {
                const Stamp stamp = read(text);
                if (stamp.isValid())
                    found = {line, stamp};
                return !stamp.isValid();
            });
        return found;
    };
    if (!target.dated) // a time of day on the log's first day
        target = onDayOf(target, stampFrom(0).second);
    qint64 lo = 0, hi = count;
    while (lo < hi) {
        if (cancel && cancel->load())
            return -1;
        const qint64 mid = lo + (hi - lo) / 2;
        const auto [line, stamp] = stampFrom(mid);
        if (line < 0)
            hi = mid; // no time below mid for a while: look above
        else if (isBefore(stamp, target))
            lo = line + 1;
        else
            hi = mid;
    }
    const auto [line, stamp] = stampFrom(lo);
    return line >= 0 && !isBefore(stamp, target) ? line : -1;
}

} // namespace Faultline::LogTimestamp
