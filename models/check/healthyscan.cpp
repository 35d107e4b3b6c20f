// SPDX-License-Identifier: MIT
#include "healthyscan.h"

#include "logmatcher.h"

#include <QFile>

#include <string_view>

namespace Faultline {

namespace {

constexpr qint64 blockBytes = 4 << 20;
/// Matches looked at for a word they cut, per regex: enough to find one where there is one, and
/// a bound on the work for a regex that fires on every line.
constexpr qint64 fragmentTries = 64;

/// Matches \a block (whole lines) and adds what it finds to \a scan; \a firstLine is the 0-based
/// line of the file the block starts with.
void matchLines(const LogMatcher &matcher, std::string_view block, const QString &file, qint64 firstLine,
    HealthyScan *scan)
{
    const auto sink = [&](qint64 line, std::string_view text, std::span<const LogMatcher::Hit> hits) {
        for (const LogMatcher::Hit &hit : hits) {
            HealthyScan::PatternHits &p = scan->patterns[hit.pattern];
            if (p.lines++ == 0)
                p.first = {file, firstLine + line + 1};
            if (p.fragment || p.lines > fragmentTries)
                continue;
            // The line and the hit's offsets in UTF-16, decoded in pieces cut at the hit's ends.
            const auto piece = [&](int from, int to) {
                return QString::fromUtf8(text.substr(std::size_t(from), std::size_t(to - from)));
            };
            const QString before = piece(0, hit.begin);
            const QString match = piece(hit.begin, hit.end);
            const QString line16 = before + match + piece(hit.end, int(text.size()));
            if (auto f = RegexBreadth::fragmentAt(line16, before.size(), before.size() + match.size())) {
                p.fragment = std::move(f);
                p.fragmentPlace = {file, firstLine + line + 1};
            }
        }
    };
    scan->lineCount += matcher.matchBlock(block, sink);
}

} // namespace

HealthyScan HealthyScan::run(const LogMatcher &matcher, const QStringList &files)
{
    HealthyScan scan;
    scan.patterns.resize(matcher.patternCount());
    for (const QString &file : files) {
        QFile input(file);
        if (!input.open(QIODevice::ReadOnly)) {
            scan.errors.append(file + u": " + input.errorString());
            continue;
        }
        // Whole lines to the matcher: a block ends at its last line end; the rest starts the next.
        QByteArray carry;
        qint64 line = 0;
        while (true) {
            const QByteArray more = input.read(blockBytes);
            if (more.isEmpty() && input.error() != QFileDevice::NoError) {
                scan.errors.append(file + u": " + input.errorString());
                break;
            }
            carry += more;
            const bool atEnd = more.isEmpty() || input.atEnd();
            const qsizetype cut = atEnd ? carry.size() : carry.lastIndexOf('\n') + 1;
            if (cut > 0) {
                const std::string_view block(carry.constData(), std::size_t(cut));
                const qint64 before = scan.lineCount;
                matchLines(matcher, block, file, line, &scan);
                line += scan.lineCount - before;
                carry.remove(0, cut);
            }
            if (atEnd)
                break;
        }
    }
    return scan;
}

double HealthyScan::share(int pattern) const
{
    if (lineCount == 0 || pattern < 0 || pattern >= patterns.size())
        return 0;
    return double(patterns[pattern].lines) / double(lineCount);
}

} // namespace Faultline
