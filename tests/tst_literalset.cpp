// SPDX-License-Identifier: MIT
// LiteralSet, the matcher's prefilter: every place a literal ends, as a plain search finds it.
#include "literalset.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

/// Where each literal ends in \a text: per position one past the end, the literals' ids in order.
using Ends = std::vector<std::pair<std::uint32_t, std::vector<std::uint32_t>>>;

Ends scan(const LiteralSet &set, std::string_view text)
{
    std::vector<LiteralSet::Occurrence> occurrences;
    set.scan(text, occurrences);
    Ends ends;
    for (const LiteralSet::Occurrence &o : occurrences) {
        const auto [first, last] = set.literalsEndingAt(o.state);
        std::vector<std::uint32_t> ids(first, last);
        std::sort(ids.begin(), ids.end());
        ends.emplace_back(o.end, std::move(ids));
    }
    return ends;
}

/// "3:0,1 5:2": readable in a failure message.
QString toString(const Ends &ends)
{
    QStringList parts;
    for (const auto &[end, ids] : ends) {
        QStringList idTexts;
        for (std::uint32_t id : ids)
            idTexts.append(QString::number(id));
        parts.append(QString::number(end) + u':' + idTexts.join(u','));
    }
    return parts.join(u' ');
}

unsigned char asciiLower(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<unsigned char>(c + 32) : c;
}

/// The plain way: whether \a literal ends at \a end in \a text, byte by byte as the header promises.
bool endsAt(const std::string &literal, std::string_view text, std::size_t end)
{
    if (end < literal.size())
        return false;
    const std::size_t start = end - literal.size();
    for (std::size_t i = 0; i < literal.size(); ++i) {
        const auto l = static_cast<unsigned char>(literal[i]);
        const auto t = static_cast<unsigned char>(text[start + i]);
        if (l == LiteralSet::wildcard)
            continue;
        if (l == LiteralSet::anyNonAscii) {
            if (t < 0x80)
                return false;
            continue;
        }
        if (asciiLower(l) != asciiLower(t))
            return false;
    }
    return true;
}

/// Whether the occurrence of \a literal ending at \a end holds a line end before its last byte:
/// scan() may miss those.
bool spansLineEnd(const std::string &literal, std::string_view text, std::size_t end)
{
    return text.substr(end - literal.size(), literal.size() - 1).find('\n') != std::string_view::npos;
}

std::string randomString(QRandomGenerator &random, std::string_view alphabet, std::size_t length)
{
    std::string result;
    for (std::size_t i = 0; i < length; ++i)
        result += alphabet[random.bounded(int(alphabet.size()))];
    return result;
}

} // namespace

class TestLiteralSet : public QObject
{
    Q_OBJECT

private slots:
    void findsEveryEnd_data()
    {
        QTest::addColumn<QStringList>("literals");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");

        QTest::newRow("one literal") << QStringList {u"ab"_s} << "xxabxx"_ba << u"4:0"_s;
        QTest::newRow("at the start and the end") << QStringList {u"ab"_s} << "ab ab"_ba << u"2:0 5:0"_s;
        QTest::newRow("whole text") << QStringList {u"abc"_s} << "abc"_ba << u"3:0"_s;
        QTest::newRow("overlapping") << QStringList {u"aba"_s, u"bab"_s} << "ababab"_ba
                                     << u"3:0 4:1 5:0 6:1"_s;
        QTest::newRow("repeats overlapping") << QStringList {u"aa"_s} << "aaaa"_ba << u"2:0 3:0 4:0"_s;
        QTest::newRow("a shorter one ending at the same place")
            << QStringList {u"he"_s, u"she"_s, u"hers"_s} << "ushers"_ba << u"4:0,1 6:2"_s;
        QTest::newRow("after a near miss") << QStringList {u"abcd"_s, u"bce"_s} << "abcbce"_ba << u"6:1"_s;
        QTest::newRow("the same literal twice") << QStringList {u"ab"_s, u"ab"_s} << "ab"_ba << u"2:0,1"_s;
        QTest::newRow("ASCII case ignored, both ways")
            << QStringList {u"Error"_s} << "ERROR error eRrOr"_ba << u"5:0 11:0 17:0"_s;
        QTest::newRow("punctuation is exact") << QStringList {u"a-b"_s} << "a_b a-b"_ba << u"7:0"_s;
        QTest::newRow("outside ASCII, exact") << QStringList {u"é"_s} << "\xC3\x89 \xC3\xA9"_ba << u"5:0"_s;
        QTest::newRow("nothing there") << QStringList {u"needle"_s} << "haystack"_ba << QString();
        QTest::newRow("on a later line") << QStringList {u"ab"_s} << "a\nb\nab"_ba << u"6:0"_s;
    }
    void findsEveryEnd()
    {
        QFETCH(QStringList, literals);
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        std::vector<std::string> list;
        for (const QString &literal : literals)
            list.push_back(literal.toStdString());
        const LiteralSet set(list);
        QCOMPARE(toString(scan(set, text.toStdString())), expected);
    }

    void specialBytes_data()
    {
        QTest::addColumn<QByteArray>("literal");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");

        QTest::newRow("wildcard: any byte") << "a\0c"_ba << "abc a-c a\xC3\xA9"_ba << u"3:0 7:0"_s;
        QTest::newRow("wildcard: a byte no literal uses") << "a\0"_ba << "a~"_ba << u"2:0"_s;
        QTest::newRow("wildcard: a byte outside ASCII") << "\0b"_ba << "\xC3\x62"_ba << u"2:0"_s;
        QTest::newRow("any byte outside ASCII") << "x\1"_ba << "xa x\xC3 x\xFF"_ba << u"5:0 8:0"_s;
        QTest::newRow("any byte outside ASCII, one named elsewhere")
            << "\1\xA9"_ba << "\xC3\xA9 \xA9\xA9 a\xA9"_ba << u"2:0 5:0"_s;
    }
    void specialBytes()
    {
        QFETCH(QByteArray, literal);
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const LiteralSet set({literal.toStdString()});
        QCOMPARE(toString(scan(set, text.toStdString())), expected);
    }

    /// Random literal sets and texts, some long enough for the four lanes and their 16 KiB chunks,
    /// against the plain search: every end scan() reports is real, and it misses none but those
    /// the header allows (across a line end).
    void agreesWithPlainSearch_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("textLength");
        QTest::addColumn<int>("lineLength"); // on average; 0: one line

        for (quint32 seed = 1; seed <= 12; ++seed)
            QTest::addRow("seed %u, short lines", seed) << seed << 600 << 12;
        for (quint32 seed = 20; seed <= 23; ++seed)
            QTest::addRow("seed %u, one line", seed) << seed << 3000 << 0;
        for (quint32 seed = 30; seed <= 32; ++seed)
            QTest::addRow("seed %u, 300 KiB", seed) << seed << (300 << 10) << 90;
    }
    void agreesWithPlainSearch()
    {
        QFETCH(quint32, seed);
        QFETCH(int, textLength);
        QFETCH(int, lineLength);
        QRandomGenerator random(seed);
        // Few letters, so that literals occur and overlap often; both cases, bytes outside ASCII.
        constexpr std::string_view letters = "abAB-\xC3\xA9";
        std::vector<std::string> literals;
        const int count = random.bounded(1, 25);
        for (int i = 0; i < count; ++i) {
            std::string literal = randomString(random, letters, std::size_t(random.bounded(1, 7)));
            if (random.bounded(4) == 0) // one wildcard or "any byte outside ASCII" in some
                literal[std::size_t(random.bounded(int(literal.size())))]
                    = char(random.bounded(2) ? LiteralSet::wildcard : LiteralSet::anyNonAscii);
            literals.push_back(literal);
        }
        std::string text = randomString(random, "abAB-c \xC3\xA9\xFF", std::size_t(textLength));
        for (std::size_t at = 0; lineLength > 0 && at < text.size();
            at += std::size_t(random.bounded(1, 2 * lineLength)))
            text[at] = '\n';

        const LiteralSet set(literals);
        const Ends found = scan(set, text);
        std::size_t next = 0; // in found
        for (std::size_t end = 1; end <= text.size(); ++end) {
            std::vector<std::uint32_t> expected;
            bool mustBeFound = false; // some literal ends here within a line
            for (std::uint32_t id = 0; id < literals.size(); ++id) {
                if (endsAt(literals[id], text, end)) {
                    expected.push_back(id);
                    mustBeFound = mustBeFound || !spansLineEnd(literals[id], text, end);
                }
            }
            if (next < found.size() && found[next].first == end) {
                const std::vector<std::uint32_t> &ids = found[next++].second;
                // Those that span no line end must all be there; the others, if any, are real.
                for (std::uint32_t id : expected) {
                    if (!spansLineEnd(literals[id], text, end))
                        QVERIFY2(std::binary_search(ids.begin(), ids.end(), id),
                            qPrintable(u"literal %1 missed at %2"_s.arg(id).arg(end)));
                }
                for (std::uint32_t id : ids)
                    QVERIFY2(std::binary_search(expected.begin(), expected.end(), id),
                        qPrintable(u"literal %1 reported at %2, where it does not end"_s.arg(id).arg(end)));
            } else {
                QVERIFY2(!mustBeFound, qPrintable(u"nothing reported at %1"_s.arg(end)));
            }
        }
        QCOMPARE(next, found.size()); // in order, each end once
    }

    /// Occurrences on every line, so that some straddle each lane's start and chunk boundaries.
    void denseOccurrencesAllFound()
    {
        std::string text;
        std::size_t expected = 0;
        while (text.size() < (400 << 10)) {
            text += "needle"; // at the start of each line
            for (int k = 0; k < 11; ++k)
                text += " needle";
            text += '\n';
            expected += 12;
        }
        const LiteralSet set({"needle", "le n"});
        std::size_t needles = 0, joins = 0;
        for (const auto &[end, ids] : scan(set, text)) {
            QCOMPARE(ids.size(), std::size_t(1));
            ++(ids.front() == 0 ? needles : joins);
        }
        QCOMPARE(needles, expected);
        QCOMPARE(joins, expected / 12 * 11);
    }

    void emptySetFindsNothing()
    {
        const LiteralSet set({});
        QCOMPARE(set.stateCount(), std::size_t(1));
        QCOMPARE(toString(scan(set, "any text at all\nor none\n")), QString());
    }

    void emptyTextFindsNothing()
    {
        const LiteralSet set({"a", std::string(1, char(LiteralSet::wildcard))});
        QCOMPARE(toString(scan(set, {})), QString());
    }

    void appendsToWhatIsThere()
    {
        const LiteralSet set({"b"});
        std::vector<LiteralSet::Occurrence> out {{7, 0}};
        set.scan("ab", out);
        QCOMPARE(out.size(), std::size_t(2));
        QCOMPARE(out[0].end, 7u);
        QCOMPARE(out[1].end, 2u);
    }

    void longLiterals()
    {
        const std::string longOne = std::string(3000, 'a') + 'b';
        const std::string nearMiss = std::string(2999, 'a') + 'b'; // one `a` short
        const std::string repeated(1000, 'c');
        const LiteralSet set({longOne, repeated});
        const std::string text
            = nearMiss + "x" + std::string(3000, 'a') + std::string(1, 'B') + "-" + std::string(1500, 'C');
        const Ends found = scan(set, text);
        QCOMPARE(found.size(), std::size_t(1 + 501));
        QCOMPARE(found.front().first, std::uint32_t(nearMiss.size() + 1 + longOne.size()));
        QVERIFY(found.front().second == std::vector<std::uint32_t> {0});
        QCOMPARE(found.back().first, std::uint32_t(text.size()));
        QVERIFY(found.back().second == std::vector<std::uint32_t> {1});
    }

    /// Saved and read back (what the match plan's cache does): the same tables, for the same
    /// literals in the same order only.
    void savedAndReadBack_data()
    {
        QTest::addColumn<QByteArrayList>("literals");
        QTest::newRow("none") << QByteArrayList {};
        QTest::newRow("one") << QByteArrayList {"ab"};
        QTest::newRow("shared prefixes and suffixes") << QByteArrayList {"he", "she", "hers", "his", "Error"};
        QTest::newRow("wildcards") << QByteArrayList {"a\0c"_ba, "x\1"_ba, "\1\xA9"_ba};
        QTest::newRow("outside ASCII") << QByteArrayList {"délai", "内存不足", "ошибка", "\xC3\xA9"};
        QByteArrayList many;
        QRandomGenerator random(7);
        for (int i = 0; i < 400; ++i)
            many.append(QByteArray::fromStdString(
                randomString(random, "abcdefgh-_.XY", std::size_t(random.bounded(1, 12)))));
        QTest::newRow("400 random") << many;
    }
    void savedAndReadBack()
    {
        QFETCH(QByteArrayList, literals);
        std::vector<std::string> list;
        for (const QByteArray &literal : literals)
            list.push_back(literal.toStdString());
        const LiteralSet built(list);
        const std::optional<LiteralSet> read = LiteralSet::fromBytes(built.toBytes());
        QVERIFY(read);
        QVERIFY(*read == built);
        QVERIFY(read->isFor(list));
        const std::string text = "a-c xa \xC3\xA9 hershe his ERROR délai 内存不足 ошибка abcdefgh.XY ab";
        QCOMPARE(toString(scan(*read, text)), toString(scan(built, text)));
        std::vector<std::string> other = list;
        other.push_back("more");
        QVERIFY(!read->isFor(other));
        if (list.size() > 1) {
            std::reverse(other.begin(), other.end() - 1);
            other.pop_back();
            QVERIFY(!read->isFor(other));
        }
    }

    /// Bytes cut short or with a byte changed: either nothing, or tables whose every state and
    /// literal id is in range, so that scanning reads nothing out of bounds.
    void damagedBytesReadNothingOutOfBounds()
    {
        const std::vector<std::string> literals {
            "he", "she", "hers", std::string("a\0c", 3), "x\1", "délai", "Error"};
        const LiteralSet built(literals);
        const QByteArray bytes = built.toBytes();
        for (qsizetype size = 0; size < bytes.size(); ++size)
            QVERIFY2(!LiteralSet::fromBytes(bytes.first(size)), qPrintable(u"cut to %1 bytes"_s.arg(size)));
        QVERIFY(!LiteralSet::fromBytes(QByteArray(bytes + '\0')));
        const std::string text = "ushers a-c xa x\xC3 délai error Error ERROR hers she";
        int accepted = 0;
        for (qsizetype at = 0; at < bytes.size(); ++at) {
            for (int flip : {0x01, 0x10, 0x80}) {
                QByteArray damaged = bytes;
                damaged[at] = char(damaged[at] ^ flip);
                const std::optional<LiteralSet> read = LiteralSet::fromBytes(damaged);
                if (!read)
                    continue;
                ++accepted;
                std::vector<LiteralSet::Occurrence> occurrences;
                read->scan(text, occurrences);
                for (const LiteralSet::Occurrence &o : occurrences) {
                    QVERIFY(o.state < read->stateCount());
                    const auto [first, last] = read->literalsEndingAt(o.state);
                    for (const std::uint32_t *id = first; id != last; ++id)
                        QVERIFY(*id < literals.size());
                }
            }
        }
        QVERIFY(accepted > 0); // the key's bytes, say: isFor() tells those apart
    }
};

QTEST_GUILESS_MAIN(TestLiteralSet)
#include "tst_literalset.moc"
