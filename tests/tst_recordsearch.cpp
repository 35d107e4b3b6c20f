// SPDX-License-Identifier: MIT
// The similarity search (RecordSearch, BM25 over records' signatures, regex literals and prose)
// that finds the records suggested for an error line no regex matched: the words it reads, and the
// best few it answers with. Which of them are suggested is tst_suggestions'.
#include "recordsearch.h"

#include "testshared.h"

#include <QTest>

#include <string>
#include <vector>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::signedRecord;

class TestRecordSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The words the similarity search reads: a log line's rare words, not its stop words. (Qt's
    // `emit` macro once swallowed every term, which left suggestions to signatures alone.)
    void searchReadsTheLinesWords()
    {
        const std::vector<std::string> terms
            = RecordSearch::terms("torch._dynamo.exc.Unsupported: Graph break in the loop");
        const std::vector<std::string> expected
            = {"torch", "dynamo", "exc", "unsupported", "graph", "break", "loop"};
        QCOMPARE(terms, expected);
    }

    // BM25's answer for a line: its best few by score, ties to the record first in the knowledge
    // base, the records the filter rejects left out; the same list whatever the number asked for,
    // each hit with the share of the line it explains.
    void searchKeepsTheBestFew()
    {
        const QStringList signatures = {u"connection refused"_s, u"upstream server refused the connection"_s,
            u"disk quota exceeded"_s, u"connect() failed while connecting to upstream"_s,
            u"upstream timed out while reading response header"_s, u"connection reset by peer"_s,
            u"connect() failed while connecting to upstream"_s, u"no live upstreams while connecting"_s,
            u"server refused"_s, u"upstream prematurely closed connection"_s};
        QList<Record> records;
        for (qsizetype i = 0; i < signatures.size(); ++i)
            records.append(signedRecord(u"web/e%1/x"_s.arg(i), u"x"_s, u"web"_s, signatures.at(i)));
        const RecordSearch search(records);
        const std::string_view line
            = "connect() failed (111: Connection refused) while connecting to upstream server";
        auto ids = [](const QList<RecordSearch::Hit> &hits) {
            QList<qsizetype> list;
            for (const RecordSearch::Hit &h : hits)
                list.append(h.record);
            return list;
        };

        const QList<RecordSearch::Hit> all = search.query(line, 100);
        QVERIFY(all.size() >= 8);
        for (qsizetype i = 1; i < all.size(); ++i) {
            QVERIFY(all[i - 1].score >= all[i].score);
            if (all[i - 1].score == all[i].score)
                QVERIFY(all[i - 1].record < all[i].record);
        }
        // Records 3 and 6 are the same: the first is ranked first.
        QCOMPARE(ids(all).indexOf(6), ids(all).indexOf(3) + 1);
        // Each hit's share is what explained() says the record explains, over one line's
        // information: the shares stand in the ratios of explained(), and the best is a share.
        const double first = search.explained(line, all.first().record);
        QVERIFY(first > 0 && all.first().normalized > 0 && all.first().normalized <= 1);
        for (const RecordSearch::Hit &h : all) {
            QVERIFY(qAbs(h.normalized * first - all.first().normalized * search.explained(line, h.record))
                < 1e-9 * first);
        }
        for (int k = 1; k <= 5; ++k) {
            const QList<RecordSearch::Hit> best = search.query(line, k);
            QCOMPARE(ids(best), ids(all).first(k));
            for (qsizetype i = 0; i < best.size(); ++i)
                QCOMPARE(best[i].normalized, all[i].normalized);
        }
        // Even records only: the best three of those.
        QList<qsizetype> even;
        for (qsizetype r : ids(all)) {
            if (r % 2 == 0)
                even.append(r);
        }
        QCOMPARE(ids(search.query(line, 3, [](qsizetype r) { return r % 2 == 0; })), even.first(3));

        // A line's terms looked up once answer every question as the line itself does (the
        // ranking asks several of each error line), to the last bit.
        const RecordSearch::Terms terms = search.termsOf(line);
        QVERIFY(!terms.isEmpty());
        const QList<RecordSearch::Hit> again = search.query(terms, 100);
        QCOMPARE(ids(again), ids(all));
        for (qsizetype i = 0; i < all.size(); ++i) {
            QCOMPARE(again[i].score, all[i].score);
            QCOMPARE(again[i].normalized, all[i].normalized);
            QCOMPARE(search.explained(terms, all[i].record), search.explained(line, all[i].record));
        }
        QCOMPARE(ids(search.query(terms, 3, [](qsizetype r) { return r % 2 == 0; })), even.first(3));
        QVERIFY(search.termsOf("the 42 of").isEmpty());
        QVERIFY(search.query(search.termsOf("the 42 of"), 3).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRecordSearch)
#include "tst_recordsearch.moc"
