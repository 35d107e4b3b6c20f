// SPDX-License-Identifier: MIT
// The knowledge-base search ranked by relevance, with whole-word, prefix, phrase and Chinese
// matching, and the tree that is easy to scan: domains closed, categories as words, the
// environments of one error under one entry, group counts never marked as matches.
// Corpus-free: the records are written here.
#include "categoryname.h"
#include "highlightdelegate.h"
#include "knowledgebasebrowser.h"
#include "knowledgebasemodel.h"
#include "knowledgebaseproxymodel.h"
#include "searchindex.h"
#include "testshared.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Faultline;
using namespace Qt::StringLiterals;
using Kind = KnowledgeBaseModel::NodeKind;

namespace {

QByteArray record(const QString &id, const QString &category, const QString &signature,
    const QString &rootCause, const QString &signatureZh = {}, const QString &rootCauseZh = {},
    double confidence = 0.8)
{
    QJsonObject r {{u"id"_s, id}, {u"signature"_s, signature}, {u"regex"_s, QString()},
        {u"domain"_s, id.section(u'/', 0, 0)}, {u"category"_s, category}, {u"root_cause"_s, rootCause},
        {u"confidence"_s, confidence}};
    if (!signatureZh.isEmpty())
        r.insert(u"signature_zh"_s, signatureZh);
    if (!rootCauseZh.isEmpty())
        r.insert(u"root_cause_zh"_s, rootCauseZh);
    return QJsonDocument(r).toJson(QJsonDocument::Compact);
}

RecordQuery text(const QString &t)
{
    RecordQuery q;
    q.text = t;
    return q;
}

} // namespace

class TestKbSearch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const KnowledgeBase> m_kb;
    std::shared_ptr<const SearchIndex> m_index;

    /// Ids of the records \a query matches, best first.
    QStringList ranked(const QString &query) const
    {
        const SearchHits hits = m_index->searchRecords(text(query));
        QList<qsizetype> found;
        for (qsizetype i = 0; i < hits.matches.size(); ++i) {
            if (hits.matches.testBit(i))
                found.append(i);
        }
        std::stable_sort(found.begin(), found.end(),
            [&](qsizetype a, qsizetype b) { return hits.scores[a] > hits.scores[b]; });
        QStringList ids;
        for (qsizetype i : found)
            ids.append(m_kb->records()[i].id());
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The counts below are those of this test's records alone, not of the built-in ones too.
        QSettings().setValue(u"knowledgeBase/builtIn"_s, false);
        QVERIFY(m_dir.isValid());
        QByteArray lines;
        // The exact signature searched for below, and a record that repeats its words more often.
        lines += record(u"cuda/out-of-memory/cu12"_s, u"memory_error"_s,
                     u"CUDA out of memory. Tried to allocate 2.00 GiB"_s,
                     u"The GPU has too little memory free."_s, u"CUDA 显存不足。尝试分配 2.00 GiB"_s,
                     u"显卡上的空闲显存太少。"_s)
            + '\n';
        lines
            += record(u"cuda/allocator-notes/cu12"_s, u"memory_error"_s,
                   u"RuntimeError: CUDA error: an illegal memory access"_s,
                   u"CUDA out of memory tried to allocate: CUDA memory CUDA memory out of memory tried allocate GiB GiB"_s)
            + '\n';
        lines
            += record(u"node/heap-out-of-memory/node18-linux"_s, u"memory_error"_s,
                   u"FATAL ERROR: JavaScript heap out of memory"_s, u"V8's old space is full."_s, {}, {}, 0.7)
            + '\n';
        lines
            += record(u"node/heap-out-of-memory/node20-linux"_s, u"memory_error"_s,
                   u"FATAL ERROR: JavaScript heap out of memory"_s, u"V8's old space is full."_s, {}, {}, 0.9)
            + '\n';
        lines += record(u"java/outofmemoryerror/jdk17"_s, u"memory_error"_s,
                     u"java.lang.OutOfMemoryError: Java heap space"_s, u"The heap space is exhausted."_s)
            + '\n';
        lines += record(u"python/timeout-error/py311"_s, u"timeout_error"_s,
                     u"TimeoutError: the read operation exceeded its deadline"_s,
                     u"The server is slow to answer."_s)
            + '\n';
        lines += record(u"python/build-failure/py311"_s, u"build_error"_s,
                     u"error: command 'gcc' failed with exit status 1"_s,
                     u"The memory of the build machine is fine; a compiler is missing."_s)
            + '\n';
        FaultlineTest::writeFile(m_dir.filePath(u"records.jsonl"_s), lines);
        m_kb = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({m_dir.path()}));
        QCOMPARE(m_kb->records().size(), 7);
        m_index = std::make_shared<const SearchIndex>(m_kb);
    }

    void exactSignatureRanksFirst()
    {
        const QStringList found = ranked(u"CUDA out of memory. Tried to allocate 2.00 GiB"_s);
        QVERIFY(found.size() >= 1);
        QCOMPARE(found.first(), u"cuda/out-of-memory/cu12"_s);
        // Words in the signature count above the same words in prose: the record that only
        // repeats them in its root cause comes after the one saying them in its signature.
        const QStringList oom = ranked(u"out of memory"_s);
        QVERIFY2(oom.indexOf(u"cuda/out-of-memory/cu12"_s) < oom.indexOf(u"cuda/allocator-notes/cu12"_s),
            qPrintable(oom.join(u", "_s)));
        QVERIFY(oom.first().contains(u"out-of-memory"_s));
    }

    void wholeWordsAndPrefixesNotSubstrings_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("expected");
        const QString cuda = u"cuda/out-of-memory/cu12"_s, notes = u"cuda/allocator-notes/cu12"_s,
                      node18 = u"node/heap-out-of-memory/node18-linux"_s,
                      node20 = u"node/heap-out-of-memory/node20-linux"_s,
                      java = u"java/outofmemoryerror/jdk17"_s, timeout = u"python/timeout-error/py311"_s,
                      build = u"python/build-failure/py311"_s;
        QTest::newRow("out: not timeout_error, but OutOfMemoryError's part")
            << u"out"_s << QStringList {cuda, notes, java, node18, node20};
        QTest::newRow("prefix: timeo begins TimeoutError") << u"timeo"_s << QStringList {timeout};
        QTest::newRow("prefix: alloc begins allocate and allocator")
            << u"alloc"_s << QStringList {notes, cuda};
        QTest::newRow("no substring: imeout") << u"imeout"_s << QStringList {};
        QTest::newRow("phrase: \"heap out of memory\"")
            << u"\"heap out of memory\""_s << QStringList {node18, node20};
        QTest::newRow("phrase words in another order find nothing")
            << u"\"memory out of heap\""_s << QStringList {};
        QTest::newRow("a quoted word is whole: \"heap spac\" is not heap space")
            << u"\"heap spac\""_s << QStringList {};
        QTest::newRow("an unspaced chunk is a phrase: java.lang") << u"java.lang"_s << QStringList {java};
        QTest::newRow("Chinese: 显存 finds the Chinese text") << u"显存"_s << QStringList {cuda};
        QTest::newRow("Chinese: two characters inside a run") << u"存不"_s << QStringList {cuda};
        QTest::newRow("Chinese: characters apart do not make a pair") << u"显足"_s << QStringList {};
    }
    void wholeWordsAndPrefixesNotSubstrings()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, expected);
        QStringList found = ranked(query);
        found.sort();
        expected.sort();
        QCOMPARE(found, expected);
    }

    void narrowingAgreesWithAFreshSearch()
    {
        QVERIFY(text(u"trace"_s).narrows(text(u"trac"_s)));
        QVERIFY(!text(u"\"trac\""_s).narrows(text(u"\"trace\""_s)));
        for (const auto &[broad, narrow] : {std::pair {u"ou"_s, u"out"_s}, {u"out of"_s, u"out of mem"_s}}) {
            QVERIFY(text(narrow).narrows(text(broad)));
            const QBitArray previous = m_index->matchRecords(text(broad));
            QCOMPARE(m_index->matchRecords(text(narrow), &previous), m_index->matchRecords(text(narrow)));
        }
    }

    void categoryWords()
    {
        QCOMPARE(categoryDisplayName(u"build_error"_s), u"Build error"_s);
        QCOMPARE(categoryDisplayName(u"config_error"_s), u"Configuration error"_s);
        QCOMPARE(categoryDisplayName(u"foo_bar"_s), u"Foo bar"_s);
        QCOMPARE(categoryDisplayName(u"sslHandshake"_s), u"SSL handshake"_s);
        QCOMPARE(categoryDisplayName(u"oom_error"_s), u"OOM error"_s);
        QCOMPARE(categoryDisplayName(u"io"_s), u"IO"_s);
        QCOMPARE(categoryDisplayName(QString()), QString());
    }

    // Categories as words, the environments of one error under one entry, whole names in tooltips.
    void tree()
    {
        KnowledgeBaseModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKnowledgeBase(m_kb);
        const QModelIndex node = model.indexOfRecord(u"node/heap-out-of-memory/node18-linux"_s);
        QVERIFY(node.isValid());
        const QModelIndex group = node.parent();
        QCOMPARE(group.data(KnowledgeBaseModel::NodeKindRole).value<Kind>(), Kind::RecordGroup);
        QCOMPARE(group.data().toString(), u"FATAL ERROR: JavaScript heap out of memory"_s);
        QCOMPARE(model.rowCount(group), 2);
        QCOMPARE(node.data().toString(), u"node18-linux"_s);
        // The group stands for its most confident environment.
        QCOMPARE(model.record(group).id(), u"node/heap-out-of-memory/node20-linux"_s);
        QCOMPARE(group.data(KnowledgeBaseModel::RecordIdRole).toString(),
            u"node/heap-out-of-memory/node20-linux"_s);
        const QModelIndex category = group.parent();
        QCOMPARE(category.data().toString(), u"Memory error (2)"_s);
        QCOMPARE(category.parent().data().toString(), u"node (2)"_s);
        // Records alone in their error stay plain records.
        const QModelIndex java = model.indexOfRecord(u"java/outofmemoryerror/jdk17"_s);
        QCOMPARE(java.parent().data(KnowledgeBaseModel::NodeKindRole).value<Kind>(), Kind::Category);
        QCOMPARE(java.data().toString(), u"java.lang.OutOfMemoryError: Java heap space"_s);
        QVERIFY(
            java.data(Qt::ToolTipRole).toString().contains(u"java.lang.OutOfMemoryError: Java heap space"_s));
        QVERIFY(group.data(Qt::ToolTipRole).toString().contains(u"node18-linux"_s));
    }

    // While searching the tree is ranked: the domain holding the best match first, and in it the
    // best record first; group counts are never marked as matches.
    void rankedTreeAndUnmarkedCounts()
    {
        KnowledgeBaseModel model;
        KnowledgeBaseProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKnowledgeBase(m_kb);
        proxy.setSearchIndex(m_index);
        proxy.sort(0);
        QCOMPARE(proxy.index(0, 0).data(KnowledgeBaseModel::SortRole).toString(), u"cuda"_s); // by name

        proxy.setQuery(text(u"JavaScript heap out of memory"_s));
        QCOMPARE(proxy.index(0, 0).data(KnowledgeBaseModel::SortRole).toString(), u"node"_s);
        proxy.setQuery(text(u"java heap space"_s));
        QCOMPARE(proxy.index(0, 0).data(KnowledgeBaseModel::SortRole).toString(), u"java"_s);

        proxy.setQuery(text(u"out of memory"_s));
        // The first record shown is one whose signature says "out of memory"; in cuda, the record
        // saying it in its signature comes before the one only repeating the words in prose.
        QModelIndex first = proxy.index(0, 0);
        while (first.data(KnowledgeBaseModel::NodeKindRole).value<Kind>() == Kind::Domain
            || first.data(KnowledgeBaseModel::NodeKindRole).value<Kind>() == Kind::Category)
            first = proxy.index(0, 0, first);
        QVERIFY2(first.data().toString().contains(u"out of memory"_s), qPrintable(first.data().toString()));
        QModelIndex cuda;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            if (proxy.index(row, 0).data(KnowledgeBaseModel::SortRole).toString() == u"cuda"_s)
                cuda = proxy.index(row, 0);
        }
        QVERIFY(cuda.isValid());
        QCOMPARE(cuda.data().toString(), u"cuda (2 of 2)"_s);
        const QModelIndex best = proxy.index(0, 0, proxy.index(0, 0, cuda));
        QCOMPARE(best.data(KnowledgeBaseModel::RecordIdRole).toString(), u"cuda/out-of-memory/cu12"_s);
        QCOMPARE(proxy.index(1, 0, proxy.index(0, 0, cuda)).data(KnowledgeBaseModel::RecordIdRole).toString(),
            u"cuda/allocator-notes/cu12"_s);

        HighlightDelegate delegate;
        delegate.setTerms(SearchIndex::terms(u"out of memory"_s));
        QVERIFY(delegate.marks(cuda, cuda.data().toString()).isEmpty()); // "(2 of 2)" is not a match
        const QString signature = best.data().toString();
        const auto marks = delegate.marks(best, signature);
        QStringList marked;
        for (const auto &[at, length] : marks)
            marked.append(signature.mid(at, length));
        QCOMPARE(marked, (QStringList {u"out"_s, u"of"_s, u"memory"_s}));
        // "out" is not marked inside a word where it does not begin a part.
        delegate.setTerms(SearchIndex::terms(u"out"_s));
        QVERIFY(SearchQuery::matchSpans(u"TimeoutError"_s, {u"out"_s}).isEmpty());
        QCOMPARE(SearchQuery::matchSpans(u"OutOfMemoryError"_s, {u"memory"_s}).size(), 1);

        // Chinese: how many records a Chinese query can find at all.
        proxy.setQuery(text(u"显存"_s));
        QCOMPARE(proxy.matchingRecordCount(), 1);
        QCOMPARE(proxy.chineseRecordCount(), 1);
        proxy.setQuery(text(u"out of memory"_s));
        QCOMPARE(proxy.matchesWithoutChinese(), proxy.matchingRecordCount() - 1);
        proxy.setQuery(RecordQuery());
        QCOMPARE(proxy.index(0, 0).data(KnowledgeBaseModel::SortRole).toString(), u"cuda"_s);
    }

    // The window's tree: domains closed at first, the one holding the selection open; a search
    // with no Chinese match says why.
    void browserTreeStartsCollapsed()
    {
        KnowledgeBaseBrowser browser;
        QSignalSpy loaded(&browser, &KnowledgeBaseBrowser::knowledgeBaseLoaded);
        browser.resize(600, 600);
        browser.show();
        browser.loadSources({m_dir.path()});
        QVERIFY(loaded.wait(10000));
        auto *tree = browser.findChild<QTreeView *>(u"KnowledgeBaseTree"_s);
        QVERIFY(tree);
        QCOMPARE(tree->model()->rowCount(), 4);
        for (int row = 0; row < tree->model()->rowCount(); ++row)
            QVERIFY2(!tree->isExpanded(tree->model()->index(row, 0)), qPrintable(QString::number(row)));
        QCOMPARE(tree->textElideMode(), Qt::ElideMiddle);

        QVERIFY(browser.showRecord(u"java/outofmemoryerror/jdk17"_s));
        browser.search(u"heap"_s);
        browser.search(QString());
        // Back from a search: closed again, but for the way to the record shown.
        int open = 0;
        for (int row = 0; row < tree->model()->rowCount(); ++row) {
            const QModelIndex domain = tree->model()->index(row, 0);
            if (tree->isExpanded(domain)) {
                ++open;
                QCOMPARE(domain.data(KnowledgeBaseModel::SortRole).toString(), u"java"_s);
            }
        }
        QCOMPARE(open, 1);

        auto *note = browser.findChild<QLabel *>(u"MatchNote"_s);
        QVERIFY(note);
        browser.search(u"内存"_s);
        QVERIFY2(note->text().contains(u"1 record"_s) && note->text().contains(u"Chinese text"_s),
            qPrintable(note->text()));
        browser.search(u"out of memory"_s);
        QVERIFY2(note->text().contains(u"without Chinese text"_s), qPrintable(note->text()));
    }
};

QTEST_MAIN(TestKbSearch)
#include "tst_kbsearch.moc"
