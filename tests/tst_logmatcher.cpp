// SPDX-License-Identifier: MIT
// The multi-regex matcher gives exactly what running each regex on each line gives.
#include "knowledgebase.h"
#include "logmatcher.h"
#include "patternsyntax.h"
#include "testshared.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <re2/re2.h>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::regexRecord;

// A hit as the tests compare it; in a named namespace, since a test's lambda holds a list of them
// (GCC warns of a field whose type has internal linkage once a unity build includes this file).
namespace LogMatcherTest {

struct Found
{
    qint64 line;
    QString id;
    int begin, end;
    bool operator==(const Found &) const = default;
};

/// How QCOMPARE shows a hit that differs.
char *toString(const Found &f)
{
    return QTest::toString(u"line %1 %2 [%3, %4)"_s.arg(f.line).arg(f.id).arg(f.begin).arg(f.end));
}

} // namespace LogMatcherTest

using LogMatcherTest::Found;

namespace {

QList<Found> matchAll(const LogMatcher &matcher, const QByteArray &text)
{
    QList<Found> found;
    matcher.matchBlock(std::string_view(text.data(), size_t(text.size())),
        [&](qint64 line, std::string_view, std::span<const LogMatcher::Hit> hits) {
            for (const LogMatcher::Hit &hit : hits)
                found.append({line, matcher.records().at(hit.pattern).id(), hit.begin, hit.end});
        });
    return found;
}

/// matchAll() a screenful at a time, as the log view matches what it shows.
QList<Found> matchInScreens(const LogMatcher &matcher, const QByteArray &text, int linesPerScreen)
{
    QList<Found> found;
    qint64 firstLine = 0;
    for (qsizetype begin = 0; begin < text.size();) {
        qsizetype end = begin;
        for (int line = 0; line < linesPerScreen && end < text.size(); ++line) {
            const qsizetype newline = text.indexOf('\n', end);
            end = newline < 0 ? text.size() : newline + 1;
        }
        const QByteArray screen = text.mid(begin, end - begin);
        for (Found f : matchAll(matcher, screen)) {
            f.line += firstLine;
            found.append(f);
        }
        firstLine += screen.count('\n');
        begin = end;
    }
    return found;
}

/// What LogMatcher promises on a line longer than LogMatcher::longLineBytes, the plain way: the
/// leftmost start at which \a re has a match of at most LogMatcher::longLineMatchBytes, and there
/// RE2's match as if the line ended that far on.
std::optional<std::pair<int, int>> boundedMatch(const RE2 &re, re2::StringPiece line)
{
    for (std::size_t from = 0; from <= line.size();) {
        re2::StringPiece match;
        if (!re.Match(line, from, line.size(), RE2::UNANCHORED, &match, 1))
            return std::nullopt;
        const auto start = std::size_t(match.data() - line.data());
        const std::size_t end = std::min(line.size(), start + LogMatcher::longLineMatchBytes);
        if (re.Match(line, start, end, RE2::ANCHOR_START, &match, 1))
            return std::pair(int(start), int(start + match.size()));
        from = start + 1;
    }
    return std::nullopt;
}

/// The plain way: every regex on every line, with RE2 as the corpus authors use it (bounded on
/// long lines).
QList<Found> reference(const QList<Record> &records, const QByteArray &text)
{
    RE2::Options options;
    options.set_case_sensitive(false);
    options.set_log_errors(false);
    std::vector<std::pair<QString, std::unique_ptr<RE2>>> regexes;
    for (const Record &r : records) {
        const QByteArray pattern = r.regex().toUtf8();
        auto re = std::make_unique<RE2>(re2::StringPiece(pattern.data(), size_t(pattern.size())), options);
        if (re->ok())
            regexes.emplace_back(r.id(), std::move(re));
    }
    QList<QByteArray> lines = text.split('\n');
    if (text.endsWith('\n'))
        lines.removeLast();
    QList<Found> found;
    for (qint64 n = 0; n < lines.size(); ++n) {
        QByteArray line = lines[n];
        if (line.endsWith('\r'))
            line.chop(1);
        const re2::StringPiece piece(line.data(), size_t(line.size()));
        for (const auto &[id, re] : regexes) {
            re2::StringPiece match;
            if (piece.size() > LogMatcher::longLineBytes) {
                if (const auto span = boundedMatch(*re, piece))
                    found.append({n, id, span->first, span->second});
            } else if (re->Match(piece, 0, piece.size(), RE2::UNANCHORED, &match, 1)) {
                found.append({n, id, int(match.data() - piece.data()),
                    int(match.data() - piece.data() + match.size())});
            }
        }
    }
    return found;
}

/// A line of \a size bytes of filler no test regex matches, with \a texts written over it at the
/// offsets given (negative: from the end).
QByteArray lineWith(qsizetype size, const QList<std::pair<qsizetype, QByteArray>> &texts)
{
    const QByteArray filler = "lorem ipsum dolor sit amet, consectetur adipiscing elit; "_ba;
    QByteArray line = filler.repeated(size / filler.size() + 1).left(size);
    for (const auto &[at, text] : texts)
        line.replace(at < 0 ? size + at : at, text.size(), text);
    return line;
}

/// \a text written every \a step bytes of a line of \a size bytes, from \a first on.
QList<std::pair<qsizetype, QByteArray>> every(
    qsizetype first, qsizetype step, qsizetype size, const QByteArray &text)
{
    QList<std::pair<qsizetype, QByteArray>> texts;
    for (qsizetype at = first; at + text.size() <= size; at += step)
        texts.append({at, text});
    return texts;
}

} // namespace

class TestLogMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void spansAndCase()
    {
        const LogMatcher matcher({regexRecord(u"oom"_s, u"CUDA out of memory"_s),
            regexRecord(u"mod"_s, uR"(No module named '?(\w+))"_s), regexRecord(u"none"_s, QString())});
        QCOMPARE(matcher.patternCount(), 2); // a record without a regex is not matched
        const QList<Found> found = matchAll(matcher,
            "starting\n"
            "RuntimeError: cuda OUT OF MEMORY (tried 2 GiB)\r\n"
            "ModuleNotFoundError: No module named 'torch'\n"
            "no module\n"
            "last line, no newline: no module named x"_ba);
        const QList<Found> expected = {{1, u"oom"_s, 14, 32}, {2, u"mod"_s, 21, 43}, {4, u"mod"_s, 23, 40}};
        QCOMPARE(found, expected);
    }

    void rejectedRegexesAreListed()
    {
        const LogMatcher matcher({regexRecord(u"good"_s, u"fine"_s), regexRecord(u"bad"_s, u"(unclosed"_s),
            regexRecord(u"backref"_s, uR"((a)\1)"_s)});
        QCOMPARE(matcher.patternCount(), 1);
        QCOMPARE(matcher.rejected().size(), 2);
        QCOMPARE(matcher.rejected().at(0).recordId, u"bad"_s);
        QVERIFY2(matcher.rejected().at(0).error.contains(u"missing )"_s),
            qPrintable(matcher.rejected().at(0).error));
        QCOMPARE(matcher.rejected().at(1).recordId, u"backref"_s);
    }

    void regexWithoutLiteralsStillMatches()
    {
        // (A regex matching the empty string is refused: tst_hostile.)
        const LogMatcher matcher(
            {regexRecord(u"digits"_s, uR"(\d{3})"_s), regexRecord(u"letters"_s, u"[a-c]+"_s)});
        const QList<Found> found = matchAll(matcher, "abc\nport 8080\n"_ba);
        const QList<Found> expected = {{0, u"letters"_s, 0, 3}, {1, u"digits"_s, 5, 8}};
        QCOMPARE(found, expected);
    }

    void caseOutsideAscii()
    {
        // Literal search folds ASCII only; RE2 folds all of Unicode. Nothing may be missed.
        const LogMatcher matcher({regexRecord(u"ru"_s, u"ошибка сегментирования"_s),
            regexRecord(u"kelvin"_s, u"kernel panic"_s), regexRecord(u"fr"_s, u"délai dépassé"_s)});
        const QList<Found> found = matchAll(matcher,
            "ОШИБКА СЕГМЕНТИРОВАНИЯ\n"
            "\xE2\x84\xAA"
            "ernel panic\n" // KELVIN SIGN
            "DÉLAI DÉPASSÉ\n"_ba);
        QCOMPARE(found.size(), 3);
        QCOMPARE(found.at(0).id, u"ru"_s);
        QCOMPARE(found.at(1).id, u"kelvin"_s);
        QCOMPARE(found.at(2).id, u"fr"_s);
    }

    // The reverse: a regex's KELVIN SIGN or LONG S matches plain ASCII `k` and `s` (found by the
    // matcher fuzz target: such literals were searched for only on lines outside ASCII).
    void foldingLettersInTheRegex()
    {
        const LogMatcher matcher({regexRecord(u"longs"_s, u"\u017F\u017Fs"_s),
            regexRecord(u"kelvin"_s, u"\u212Aelvin overheat"_s)});
        const QList<Found> found = matchAll(matcher, "sss\nKELVIN OVERHEAT\nsſs\n"_ba);
        const QList<Found> expected = {{0, u"longs"_s, 0, 3}, {1, u"kelvin"_s, 0, 15}, {2, u"longs"_s, 0, 4}};
        QCOMPARE(found, expected);
    }

    void outsideAsciiAgreesWithReference_data()
    {
        QTest::addColumn<QStringList>("regexes");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("hits");
        // Letters outside ASCII are searched for in each of their cases, including Greek's three
        // sigmas and mixed case within a word; a short word spelled that way still counts. Not the
        // last line: "ошибка" without "диска".
        QTest::newRow("letters in any mix of case")
            << QStringList {u"λάθος"_s, u"(çay|misafir)"_s, u"ошибка.*диска"_s}
            << "ΛΆΘΟΣ: λάθοσ\n"
               "Çay saati\n"
               "оШиБкА чтения ДИСКА\n"
               "çaY\n"
               "ошибка\n"_ba
            << 4;
        // Lines outside ASCII are searched only for what begins like a literal there: box drawing
        // (E2 94 …) must hide neither an em dash (E2 80 94) nor a Chinese literal beside it, nor a
        // KELVIN SIGN that stands for a `k`.
        QTest::newRow("literals among box drawing")
            << QStringList {u"fails — path"_s, u"面子.*问题"_s, u"kernel: out of memory"_s}
            << "━━━━ fails — path ━━━━\n"
               "██▌ 面子 █ 问题\n"
               "━━━━ 面子 ━━━━\n"
               "│ \xE2\x84\xAA"
               "ernel: out of memory │\n"
               "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ fails — path\n"_ba
            << 4;
    }
    void outsideAsciiAgreesWithReference()
    {
        QFETCH(QStringList, regexes);
        QFETCH(QByteArray, text);
        QFETCH(int, hits);
        QList<Record> records;
        for (const QString &regex : std::as_const(regexes))
            records.append(regexRecord(u"r%1"_s.arg(records.size()), regex));
        const LogMatcher matcher(records);
        const QList<Found> found = matchAll(matcher, text);
        QCOMPARE(found, reference(records, text));
        QCOMPARE(found.size(), hits);
    }

    void alternativesAgreeWithReference()
    {
        // Each top-level alternative is filtered on its own; groups, classes and escapes that hold
        // `|` must not be split, and an alternative that needs no literal makes the whole regex
        // run on every line.
        const QList<Record> records = {regexRecord(u"groups"_s, u"(alpha)|(beta.*gamma)"_s),
            regexRecord(u"class"_s, u"pipe[|]char|other thing"_s),
            regexRecord(u"escaped"_s, uR"(bar\|baz)"_s),
            regexRecord(u"flags"_s, u"(?i)(?:Delta|epsilon.*zeta)"_s),
            regexRecord(u"named"_s, u"(?P<word>kappa|lambda)mu"_s),
            regexRecord(u"bare"_s, uR"((omega|\d{4}))"_s),
            regexRecord(u"nested"_s, u"((one|two)three|four)"_s),
            // Literals joined by wildcards, worked out without FilteredRE2; optional letters not.
            regexRecord(u"pieces"_s, uR"(fatal:\s+bad.{0,10}?header\b)"_s),
            regexRecord(u"optional"_s, u"^errors? here$"_s), regexRecord(u"dot"_s, u"tian.anmen"_s)};
        const QByteArray text = "ALPHA\nbeta then gamma\nbeta alone\npipe|char\npipechar\nOther Thing\n"
                                "bar|baz\nbar\nbaz\ndelta\nepsilon zeta\nzeta epsilon\nkappamu\nlambda mu\n"
                                "year 2024\nomega\ntwothree\nfour\nonethree\nthree\n"
                                "FATAL:  bad  header\nfatal: bad header2\nfatal:bad header\nerror here\n"
                                "errors here\n errors here\ntian-anmen\ntiananmen\n"_ba;
        const QList<Found> found = matchAll(LogMatcher(records), text);
        QCOMPARE(found, reference(records, text));
        QCOMPARE(found.size(), 17);
    }

    void singleCharacterGaps()
    {
        // `6.4` is searched for as one literal with a gap, not as "6" and "4"; the gap may hold
        // any character, one outside ASCII too, but not a line end.
        const QList<Record> records
            = {regexRecord(u"version"_s, u"cuda 12|6.4"_s), regexRecord(u"keta"_s, u"k.eta"_s),
                regexRecord(u"short second"_s, u"911.*ch"_s), regexRecord(u"two wildcards"_s, u"ab.*.c"_s)};
        const QByteArray text = "v6.4\nv6-4\nv64\nv6\xC3\xA9"
                                "4\nv6\xE6\x97\xA5"
                                "4\n6\n4\nV6 4\n"
                                "K-ETA\nketa\nk\xC3\xA9"
                                "eta\ndial 911 in CH\n911\nch\n"
                                "abc\nab-c\nabxyc\n"_ba;
        const QList<Found> found = matchAll(LogMatcher(records), text);
        QCOMPARE(found, reference(records, text));
        QCOMPARE(found.size(), 10);
    }

    void piecesMustComeInOrder()
    {
        // A regex of literals joined by wildcards is tried only where its literals come in its
        // order; a gap that holds a character outside ASCII, or a KELVIN SIGN for a `k`, still
        // lets it match.
        const QList<Record> records = {regexRecord(u"three"_s, u"alpha.*beta\\s+gamma"_s),
            regexRecord(u"gap"_s, u"driver.*6.4.*failed"_s), regexRecord(u"kelvin"_s, u"kernel.*panic"_s)};
        const QByteArray text = "gamma beta alpha\n"
                                "alpha gamma beta\n"
                                "alphabeta gamma\n"
                                "ALPHA x Beta  GAMMA\n"
                                "alpha beta gamma beta gamma\n"
                                "driver 6.4 failed\n"
                                "driver 6\xC3\xA9"
                                "4 failed\n"
                                "failed driver 6.4\n"
                                "driver 64 failed\n"
                                "\xE2\x84\xAA"
                                "ERNEL: PANIC\n"
                                "panic kernel\n"_ba;
        const QList<Found> found = matchAll(LogMatcher(records), text);
        QCOMPARE(found, reference(records, text));
        QCOMPARE(found.size(), 6);
    }

    void literalsJoinedByDotStarMatchLikeRe2()
    {
        // Such regexes are matched without RE2 on lines of ASCII: the leftmost start, the first
        // alternative that matches there, `.*` taking all it can. Elsewhere RE2 matches them:
        // `.` does not cross an invalid byte, and KELVIN SIGN or LONG S stand for `k` or `s`.
        const QList<Record> records = {regexRecord(u"greedy"_s, u"alpha.*beta.*gamma"_s),
            regexRecord(u"order"_s, u"(foo|foobar|bar.*qux)"_s), regexRecord(u"overlap"_s, u"aba.*bab"_s),
            regexRecord(u"escaped"_s, u"(?i)file\\.txt.*not found"_s),
            regexRecord(u"long s"_s, u"stack.*overflow"_s)};
        const QByteArray text = "x ALPHA beta gamma beta GAMMA y\n"
                                "alpha gamma beta\n"
                                "foobar bar qux qux\n"
                                "bar foobar qux\n"
                                "ababab abab\n"
                                "abab\n"
                                "FILE.TXT not found, filextxt not found\n"
                                "filextxt not found\n"
                                "\xC3\xA9 alpha \xC3\xA9 beta gamma \xC3\xA9\n"
                                "alpha \xFF beta gamma\n"
                                "\xE2\x84\xAA x aba bab\n"
                                "foo\xC5\xBF bar qux\n"
                                "ALPHA \xC3\xA9\xC3\xA9 BETA gamma \xE2\x94\x81\n"
                                "\xC5\xBFtack overflow\n"_ba;
        const QList<Found> found = matchAll(LogMatcher(records), text);
        QCOMPARE(found, reference(records, text));
        QCOMPARE(found.size(), 10); // not "abab", "filextxt", nor across the invalid byte
    }

    void lineWithKelvinSignAndLiteralIsMatchedOnce()
    {
        // Such a line is tried against every regex; the literals found on it must not bring it
        // round a second time.
        const LogMatcher matcher({regexRecord(u"oom"_s, u"out of memory"_s)});
        const QList<Found> found = matchAll(matcher,
            "\xE2\x84\xAA"
            "ernel: out of memory\nout of memory\n"_ba);
        const QList<Found> expected = {{0, u"oom"_s, 10, 23}, {1, u"oom"_s, 0, 13}};
        QCOMPARE(found, expected);
    }

    // On a long line a match is looked for only where the text every match starts with is: a
    // prefix one byte too long loses matches.
    void literalPrefixes_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("literal then class") << uR"(ModuleNotFoundError: No module named '(\S+)')"_s
                                            << u"modulenotfounderror: no module named '"_s;
        QTest::newRow("flag") << u"(?i)CUDA out of memory"_s << u"cuda out of memory"_s;
        QTest::newRow("optional byte") << u"errors? found"_s << u"error"_s;
        QTest::newRow("repeat") << uR"(code \d{3})"_s << u"code "_s;
        QTest::newRow("counted literal") << u"x{2}y"_s << QString();
        QTest::newRow("escaped punctuation") << uR"(\[error\] disk)"_s << u"[error] disk"_s;
        QTest::newRow("alternatives") << u"disk full|no space"_s << QString();
        QTest::newRow("group first") << u"(foo|bar)baz"_s << QString();
        QTest::newRow("anchor") << u"^boot marker"_s << QString();
        QTest::newRow("word boundary") << uR"(\bsegfault)"_s << QString();
        QTest::newRow("outside ascii") << u"délai dépassé"_s << u"d"_s;
        QTest::newRow("dot") << u"a.b"_s << u"a"_s;
    }
    void literalPrefixes()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, prefix);
        QCOMPARE(QString::fromStdString(PatternSyntax::literalPrefix(pattern.toStdString())), prefix);
    }

    void literalAcrossLinesIsNoHit()
    {
        const LogMatcher matcher({regexRecord(u"x"_s, u"out of memory"_s)});
        QVERIFY(matchAll(matcher, "out of\nmemory\n"_ba).isEmpty());
    }

    void longLinesAgreeWithBoundedReference()
    {
        // On a line past LogMatcher::longLineBytes, RE2 runs only around the literals found, and a
        // match is at most longLineMatchBytes: the leftmost such match, as RE2 gives it there.
        const QList<Record> records = {regexRecord(u"plain"_s, u"disk full"_s),
            regexRecord(u"start"_s, u"^boot marker"_s), regexRecord(u"end"_s, u"end marker$"_s),
            regexRecord(u"alternatives"_s, u"(alpha|beta.*gamma)"_s),
            regexRecord(u"dot star"_s, u"connection.*refused"_s),
            regexRecord(u"word"_s, uR"(\bsegfault\b)"_s), regexRecord(u"code"_s, uR"(code \d{3}\b)"_s),
            regexRecord(u"no literal"_s, u"[0-9]{6}"_s), regexRecord(u"outside ascii"_s, u"délai dépassé"_s),
            regexRecord(u"greedy"_s, u"error.*timeout"_s), regexRecord(u"case"_s, u"Out Of Memory"_s)};
        constexpr qsizetype size = 100000;
        const QByteArray kelvin = "\xE2\x84\xAA"_ba;
        const QList<QByteArray> lines = {
            // Anchors at both ends, one literal in the middle, one pattern twice.
            lineWith(size,
                {{0, "BOOT MARKER"}, {30000, "Alpha"}, {50000, "disk full"}, {90000, "DISK FULL"},
                    {-10, "END MARKER"}}),
            // Anchors not at the ends; "beta" too far from "gamma", then close enough.
            lineWith(size,
                {{500, "boot marker"}, {10000, "beta"}, {12500, "gamma"}, {60000, "beta, gamma"},
                    {99000, "end marker"}}),
            // `.*` stops at the bound; a start without a bounded match is passed over.
            lineWith(size,
                {{1000, "error"}, {3000, "timeout"}, {5000, "connection"}, {5500, "refused"},
                    {6600, "refused"}, {20000, "ERROR"}, {20050, "timeout"}, {20450, "timeout"},
                    {20550, "timeout"}}),
            // Word boundaries and a regex tried everywhere, the last at the line's very end.
            lineWith(
                size, {{40000, "xsegfault"}, {70000, " segfault "}, {80000, "123456"}, {-8, "code 404"}}),
            // Outside ASCII, in another case.
            lineWith(size, {{45000, "DÉLAI DÉPASSÉ"}, {45100, "disk full"}}),
            // A KELVIN SIGN: tried against every regex.
            lineWith(size,
                {{10, kelvin}, {1000, "connection"}, {50000, "refused"}, {70000, "OUT OF MEMORY"},
                    {-5, "alpha"}}),
            // At the limit a line is matched whole; one byte more and the bound applies.
            lineWith(LogMatcher::longLineBytes, {{10, "connection"}, {8000, "refused"}}),
            lineWith(LogMatcher::longLineBytes + 1, {{10, "connection"}, {8000, "refused"}}),
            "disk full, short line"_ba,
            // Many starts before the one with a bounded match, for either literal.
            lineWith(size,
                every(100, 300, size, "error")
                    + QList<std::pair<qsizetype, QByteArray>> {{77777, "timeout"}}),
            lineWith(size,
                every(100, 300, size, "timeout")
                    + QList<std::pair<qsizetype, QByteArray>> {{50000, "error"}}),
        };
        const QByteArray text = lines.join('\n') + '\n';
        const LogMatcher matcher(records);
        const QList<Found> expected = reference(records, text);
        QCOMPARE(matchAll(matcher, text), expected);
        QCOMPARE(matchInScreens(matcher, text, 3), expected);
        // Each line a block of its own: each chooses which literals to look from by itself.
        QCOMPARE(matchInScreens(matcher, text, 1), expected);

        // What the reference says, spelled out (for a bound of 512 bytes).
        static_assert(LogMatcher::longLineMatchBytes == 512);
        auto hit = [&](qint64 line, const QString &id) {
            for (const Found &f : expected) {
                if (f.line == line && f.id == id)
                    return std::pair(f.begin, f.end);
            }
            return std::pair(-1, -1);
        };
        QCOMPARE(hit(0, u"start"_s), std::pair(0, 11));
        QCOMPARE(hit(0, u"end"_s), std::pair(int(size - 10), int(size)));
        QCOMPARE(hit(0, u"plain"_s), std::pair(50000, 50009));
        QCOMPARE(hit(1, u"start"_s), std::pair(-1, -1));
        QCOMPARE(hit(1, u"alternatives"_s), std::pair(60000, 60011));
        QCOMPARE(hit(2, u"dot star"_s), std::pair(5000, 5507));
        QCOMPARE(hit(2, u"greedy"_s), std::pair(20000, 20457));
        QCOMPARE(hit(3, u"word"_s), std::pair(70001, 70009));
        QCOMPARE(hit(3, u"code"_s), std::pair(int(size - 8), int(size)));
        QCOMPARE(hit(5, u"case"_s), std::pair(70000, 70013));
        QCOMPARE(hit(5, u"dot star"_s), std::pair(-1, -1));
        QCOMPARE(hit(6, u"dot star"_s), std::pair(10, 8007));
        QCOMPARE(hit(7, u"dot star"_s), std::pair(-1, -1));
        QCOMPARE(hit(9, u"greedy"_s), std::pair(77500, 77784));
        QCOMPARE(hit(10, u"greedy"_s), std::pair(50000, 50507));
        QCOMPARE(expected.size(), 18);
    }

    // Every corpus regex against a generated log plus every corpus signature, line for line.
    void corpusAgreesWithReference()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        const QString canons = FaultlineTest::corpusDir() + u"/data/canons"_s;
        const KnowledgeBase kb = KnowledgeBase::load({canons});
        QVERIFY(kb.records().size() > 2000);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(u"synth.log"_s);
        QProcess gen;
        gen.start(u"python3"_s,
            {FaultlineTest::sharedDir() + u"/bench/gen_logs.py"_s, u"--canons"_s, canons, u"--size"_s,
                u"400K"_s, u"--seed"_s, u"7"_s, u"--out"_s, log});
        QVERIFY2(gen.waitForFinished(60000) && gen.exitCode() == 0, gen.readAllStandardError().constData());
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        for (const Record &r : kb.records()) // a line that should match each record, mixed case
            text += "ERROR " + (r.id().size() % 2 ? r.signature().toUpper() : r.signature()).toUtf8() + '\n';

        const LogMatcher matcher(kb.records());
        QVERIFY(matcher.rejected().isEmpty());
        const QList<Found> expected = reference(kb.records(), text);
        // Screens have too few literal occurrences for the work per block that pays off in large
        // blocks: they take other ways, which must agree too: the cuts chosen once for all, then,
        // once the thread has counted enough occurrences in screens, the cuts learned from them.
        QCOMPARE(matchInScreens(matcher, text, 46), expected);
        QCOMPARE(matchInScreens(matcher, text, 46), expected);
        const QList<Found> found = matchAll(matcher, text);
        qInfo("%lld lines, %lld hits", qlonglong(text.count('\n')), qlonglong(expected.size()));
        QVERIFY(expected.size() > 2000);
        // The same regexes from a saved plan, each compiled when a line first needs it.
        const std::optional<MatchPlan> plan = MatchPlan::fromBytes(matcher.plan().toBytes());
        QVERIFY(plan);
        const LogMatcher planned(kb.records(), *plan);
        QCOMPARE(planned.compiledCount(), 0);
        QCOMPARE(planned.patternCount(), matcher.patternCount());
        QVERIFY(matchAll(planned, text) == expected);
        if (found != expected) {
            for (qsizetype i = 0; i < std::max(found.size(), expected.size()); ++i) {
                const Found f = found.value(i, {-1, {}, 0, 0}), e = expected.value(i, {-1, {}, 0, 0});
                if (!(f == e))
                    QFAIL(qPrintable(
                        u"first difference at hit %1: matcher line %2 %3, reference line %4 %5"_s.arg(i)
                            .arg(f.line + 1)
                            .arg(f.id)
                            .arg(e.line + 1)
                            .arg(e.id)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLogMatcher)
#include "tst_logmatcher.moc"
