// SPDX-License-Identifier: MIT
// Fuzz target: the matcher against the plain way, with regexes an attacker chose.
//
// Input: up to eight regexes, one per line, then an empty line, then the log. Every regex RE2
// accepts is run on every line of the log by itself; the matcher must find exactly those hits
// (same lines, same spans; on a line past LogMatcher::longLineBytes, the leftmost match of at most
// LogMatcher::longLineMatchBytes, as LogMatcher promises). Any difference, crash or sanitizer
// report is a finding.
#include "logmatcher.h"
#include "recordregex.h"

#include <QByteArray>
#include <QList>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

using namespace Faultline;

namespace {

/// The plain way on a long line: the leftmost start with a match of at most the bound, and RE2's
/// match there as if the line ended at the bound.
bool boundedMatch(const RE2 &re, const re2::StringPiece &text, re2::StringPiece &match)
{
    for (std::size_t from = 0; from <= text.size();) {
        if (!re.Match(text, from, text.size(), RE2::UNANCHORED, &match, 1))
            return false;
        const auto start = std::size_t(match.data() - text.data());
        if (re.Match(text, start, std::min(text.size(), start + LogMatcher::longLineMatchBytes),
                RE2::ANCHOR_START, &match, 1))
            return true;
        from = start + 1;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const qsizetype split = input.indexOf("\n\n");
    if (split < 0)
        return 0;
    QList<Record> records;
    std::vector<std::unique_ptr<RE2>> reference;
    for (const QByteArray &pattern : input.first(split).split('\n')) {
        if (pattern.isEmpty() || records.size() == 8)
            continue;
        Record record;
        record.edit().id = QString::number(records.size());
        record.edit().regex = QString::fromUtf8(pattern);
        // What the matcher compiles: the regex as the record holds it, back in UTF-8.
        const QByteArray utf8 = record.regex().toUtf8();
        auto re = std::make_unique<RE2>(
            re2::StringPiece(utf8.data(), std::size_t(utf8.size())), recordRegexOptions());
        if (!re->ok() || RE2::PartialMatch(re2::StringPiece(), *re))
            continue; // rejected, also by the matcher: a regex matching "" would match every line
        records.append(record);
        reference.push_back(std::move(re));
    }
    const QByteArray log = input.sliced(split + 2);

    const LogMatcher matcher(records);
    if (matcher.records().size() != records.size())
        std::abort(); // RE2 accepted a regex the matcher rejected

    struct Hit
    {
        qint64 line;
        int pattern, begin, end;
        bool operator==(const Hit &) const = default;
    };
    std::vector<Hit> found, expected;
    const qint64 lines = matcher.matchBlock(std::string_view(log.constData(), std::size_t(log.size())),
        [&](qint64 line, std::string_view, std::span<const LogMatcher::Hit> hits) {
            for (const LogMatcher::Hit &hit : hits)
                found.push_back({line, hit.pattern, hit.begin, hit.end});
        });

    QList<QByteArray> logLines = log.split('\n');
    if (log.isEmpty() || log.endsWith('\n'))
        logLines.removeLast(); // what follows the last line end is no line
    if (!log.isEmpty() && lines != logLines.size())
        std::abort();
    for (qint64 n = 0; n < logLines.size(); ++n) {
        QByteArray line = logLines[n];
        if (line.endsWith('\r'))
            line.chop(1);
        const re2::StringPiece text(line.constData(), std::size_t(line.size()));
        for (std::size_t p = 0; p < reference.size(); ++p) {
            re2::StringPiece match;
            const bool matched = text.size() > LogMatcher::longLineBytes
                ? boundedMatch(*reference[p], text, match)
                : reference[p]->Match(text, 0, text.size(), RE2::UNANCHORED, &match, 1);
            if (matched)
                expected.push_back({n, int(p), int(match.data() - text.data()),
                    int(match.data() - text.data() + match.size())});
        }
    }
    if (found != expected) {
        for (std::size_t i = 0; i < std::max(found.size(), expected.size()); ++i) {
            const Hit f = i < found.size() ? found[i] : Hit {-1, -1, 0, 0};
            const Hit e = i < expected.size() ? expected[i] : Hit {-1, -1, 0, 0};
            if (!(f == e)) {
                std::fprintf(stderr,
                    "matcher: line %lld pattern %d [%d, %d); reference: line %lld pattern %d [%d, %d)\n",
                    f.line, f.pattern, f.begin, f.end, e.line, e.pattern, e.begin, e.end);
                break;
            }
        }
        std::abort();
    }
    return 0;
}
