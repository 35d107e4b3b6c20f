// SPDX-License-Identifier: MIT
// Search as you type over every text field in both languages, with filters that combine.
#include "knowledgebasemodel.h"
#include "knowledgebaseproxymodel.h"
#include "searchindex.h"
#include "testshared.h"

#include <QAbstractItemModelTester>

using namespace Faultline;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Faultline::RecordQuery)

class TestSearch : public QObject
{
    Q_OBJECT

    std::shared_ptr<const KnowledgeBase> m_seeds, m_corpus;

    static QStringList ids(const KnowledgeBase &kb, const QBitArray &bits)
    {
        QStringList out;
        for (qsizetype i = 0; i < bits.size(); ++i) {
            if (bits.testBit(i))
                out.append(kb.records()[i].id());
        }
        out.sort();
        return out;
    }

    static RecordQuery text(const QString &t)
    {
        RecordQuery q;
        q.text = t;
        return q;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (QDir(FaultlineTest::seedsDir()).exists())
            m_seeds = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({FaultlineTest::seedsDir()}));
        if (QDir(FaultlineTest::corpusDir()).exists())
            m_corpus = std::make_shared<const KnowledgeBase>(
                KnowledgeBase::load({FaultlineTest::corpusDir() + u"/data/canons"_s}));
    }

    void seeds_data()
    {
        QTest::addColumn<RecordQuery>("query");
        QTest::addColumn<QStringList>("expected");
        const QString script = u"pytorch/torchscript-dynamic-control-flow"_s;
        const QString compile = u"pytorch/torch-compile-graph-break-fallback"_s;
        const QString page = u"pytorch/compile-graph-break-fallback"_s;
        QTest::newRow("Chinese: 图断裂 finds the graph-break records")
            << text(u"图断裂"_s) << QStringList {page, compile};
        QTest::newRow("two English words: jit trace")
            << text(u"jit trace"_s) << QStringList {compile, script};
        QTest::newRow("case does not matter") << text(u"TORCHSCRIPT supports"_s) << QStringList {script};
        // Punctuation separates words and is not searched for: a regex's syntax finds its words.
        QTest::newRow("punctuation around a word") << text(u"tensors\\.?"_s) << QStringList {script};
        QTest::newRow("a word also in an id") << text(u"\\.compile:"_s) << QStringList {page, compile};
        QTest::newRow("a dead end's text") << text(u"optimize_ddp"_s) << QStringList {page};
        QTest::newRow("a workaround's code") << text(u"x.sum() > 0"_s) << QStringList {script};
        QTest::newRow("id") << text(u"torch-compile-graph"_s) << QStringList {compile};
        QTest::newRow("no results") << text(u"kubernetes"_s) << QStringList {};
        RecordQuery partial;
        partial.resolvable = {Resolvable::Partial};
        QTest::newRow("filter: resolvable partial") << partial << QStringList {compile};
        RecordQuery combined = text(u"graph"_s);
        combined.minConfidence = 0.5;
        QTest::newRow("text and minimum confidence combine (the page has none)")
            << combined << QStringList {compile};
        RecordQuery tier = text(u"runtimeerror"_s);
        tier.verificationTiers = {u"ai_generated"_s};
        tier.categories = {u"runtime_error"_s};
        QTest::newRow("tier and category") << tier << QStringList {compile, script};
    }
    void seeds()
    {
        if (!m_seeds)
            QSKIP("needs ../shared/seeds, which is absent");
        QFETCH(RecordQuery, query);
        QFETCH(QStringList, expected);
        const SearchIndex index(m_seeds);
        QCOMPARE(ids(*m_seeds, index.matchRecords(query)), expected);
    }

    // Faultline's own records carry Chinese in each workaround, dead end, version note and link:
    // a Chinese search finds them there.
    void chineseItems_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        const QString grpc = u"go/grpc-deadline-exceeded"_s;
        const QString context = u"go/context-deadline-exceeded"_s;
        QTest::newRow("a dead end's why it fails") << u"增加负载"_s << QStringList {grpc};
        QTest::newRow("a dead end's action") << u"循环里重试"_s << QStringList {grpc};
        QTest::newRow("a workaround's action") << u"实际耗时"_s << QStringList {grpc};
        QTest::newRow("a workaround's condition") << u"每次调用都出现"_s << QStringList {context};
        QTest::newRow("a version's behaviour change") << u"客户端自己的"_s << QStringList {grpc};
        QTest::newRow("a link's distinction") << u"包着的"_s << QStringList {context};
    }
    void chineseItems()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        const auto kb
            = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({FaultlineTest::testData(u"kb"_s)}));
        const SearchIndex index(kb);
        QCOMPARE(ids(*kb, index.matchRecords(this->text(text))), expected);
        for (qsizetype i = 0; i < kb->records().size(); ++i)
            QVERIFY2(index.recordsWithChinese().testBit(i), qPrintable(kb->records()[i].id()));
    }

    void corpus_data()
    {
        QTest::addColumn<RecordQuery>("query");
        QTest::addColumn<int>("count");
        // Counts checked against a plain Python scan of the same fields (see closing note).
        RecordQuery rust = text(u"borrow"_s);
        rust.domains = {u"rust"_s};
        QTest::newRow("domain filter with text") << rust << 11;
        RecordQuery none;
        none.domains = {u"rust"_s};
        none.resolvable = {Resolvable::False};
        QTest::newRow("combined filters, no results") << none << 0;
    }
    void corpus()
    {
        if (!m_corpus)
            QSKIP("needs ../shared/corpus, which is absent");
        QFETCH(RecordQuery, query);
        QFETCH(int, count);
        const SearchIndex index(m_corpus);
        QCOMPARE(index.matchRecords(query).count(true), count);
    }

    void narrowing()
    {
        QVERIFY(text(u"trace"_s).narrows(text(u"trac"_s)));
        QVERIFY(text(u"jit trace"_s).narrows(text(u"jit"_s)));
        QVERIFY(!text(u"jit"_s).narrows(text(u"jit trace"_s)));
        QVERIFY(text(u"x"_s).narrows(text(QString())));
        RecordQuery withDomain = text(u"x"_s);
        withDomain.domains = {u"rust"_s};
        QVERIFY(withDomain.narrows(text(u"x"_s)));
        QVERIFY(!text(u"x"_s).narrows(withDomain));
        // Narrowing gives the same answer as a fresh scan.
        if (!m_corpus)
            QSKIP("needs ../shared/corpus, which is absent");
        const SearchIndex index(m_corpus);
        const QBitArray broad = index.matchRecords(text(u"err"_s));
        QCOMPARE(index.matchRecords(text(u"error"_s), &broad), index.matchRecords(text(u"error"_s)));
    }

    // The proxy shows matching records with their groups, hides the rest, and keeps documents
    // last; the tester watches every change.
    void proxy()
    {
        if (!m_seeds)
            QSKIP("needs ../shared/seeds, which is absent");
        KnowledgeBaseModel model;
        KnowledgeBaseProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKnowledgeBase(m_seeds);
        proxy.setSearchIndex(std::make_shared<const SearchIndex>(m_seeds));
        proxy.sort(0);
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(proxy.matchingRecordCount(), 3);

        proxy.setQuery(text(u"图断裂"_s));
        QCOMPARE(proxy.matchingRecordCount(), 2);
        QCOMPARE(proxy.rowCount(), 1); // pytorch only: no document mentions 图断裂
        const QModelIndex pytorch = proxy.index(0, 0);
        QCOMPARE(pytorch.data().toString(), u"pytorch (2 of 3)"_s);
        QCOMPARE(proxy.rowCount(pytorch), 2); // (no category) and runtime_error, one record each
        QCOMPARE(proxy.rowCount(proxy.index(1, 0, pytorch)), 1);

        proxy.setQuery(text(u"trace"_s)); // records and both documents
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(
            proxy.index(1, 0).data(KnowledgeBaseModel::NodeKindRole).value<KnowledgeBaseModel::NodeKind>(),
            KnowledgeBaseModel::NodeKind::DocumentGroup);

        proxy.setQuery(text(u"no such words anywhere"_s));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setQuery(RecordQuery());
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(proxy.index(0, 0).data().toString(), u"pytorch (3)"_s);
        QCOMPARE(proxy.matchingRecordCount(), 3);
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
