// SPDX-License-Identifier: MIT
// Record scope: software or advice, decided from a record's own data, and the knowledge base tree
// and search that show software only unless asked for every record. Corpus-free: the records
// are made here, by hand or as small canon files like the corpus's.
#include "knowledgebasemodel.h"
#include "knowledgebaseproxymodel.h"
#include "recordscope.h"
#include "testshared.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace Faultline;
using namespace Qt::StringLiterals;
using Kind = KnowledgeBaseModel::NodeKind;

Q_DECLARE_METATYPE(Faultline::RecordScope)

namespace {

/// A canon record as the corpus writes them: \a runtime is "name range" ("python >=3.8").
QByteArray canon(const QString &id, const QString &domain, const QString &category, const QString &signature,
    const QString &runtime, const QJsonObject &additional = {})
{
    QJsonObject environment {{u"runtime"_s,
                                 QJsonObject {{u"name"_s, runtime.section(u' ', 0, 0)},
                                     {u"version_range"_s, runtime.section(u' ', 1)}}},
        {u"os"_s, u"any"_s}};
    if (!additional.isEmpty())
        environment.insert(u"additional"_s, additional);
    const QJsonObject record {{u"schema_version"_s, u"1.0.0"_s}, {u"id"_s, id},
        {u"error"_s,
            QJsonObject {{u"signature"_s, signature}, {u"regex"_s, signature}, {u"domain"_s, domain},
                {u"category"_s, category}}},
        {u"environment"_s, environment},
        {u"verdict"_s, QJsonObject {{u"resolvable"_s, u"true"_s}, {u"confidence"_s, 0.9}}}};
    return QJsonDocument(record).toJson();
}

} // namespace

class TestRecordScope : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const KnowledgeBase> m_kb;

    static RecordQuery text(const QString &t)
    {
        RecordQuery q;
        q.text = t;
        return q;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // python: two software records, and one piece of etiquette advice in a category of its
        // own; visa: advice only. And an article, which is about software.
        QVERIFY(QDir(m_dir.path()).mkpath(u"canons"_s));
        const QString at = m_dir.path() + u"/canons/"_s;
        FaultlineTest::writeFile(at + u"a.json"_s,
            canon(u"python/import-error/py311"_s, u"python"_s, u"runtime_error"_s,
                u"ImportError: cannot import name"_s, u"python >=3.11"_s));
        FaultlineTest::writeFile(at + u"b.json"_s,
            canon(u"python/recursion-error/py311"_s, u"python"_s, u"runtime_error"_s,
                u"RecursionError: maximum recursion depth exceeded"_s, u"python >=3.8"_s));
        FaultlineTest::writeFile(at + u"c.json"_s,
            canon(u"python/pep8-etiquette/ai-agent-any"_s, u"python"_s, u"etiquette"_s,
                u"AI tells a maintainer their error is rude"_s, u"ai-agent >=1.0"_s));
        FaultlineTest::writeFile(at + u"d.json"_s,
            canon(u"visa/overstay-fine-error/tr"_s, u"visa"_s, u"immigration"_s,
                u"Overstay fine error at the border"_s, u"ai-agent >=1.0"_s,
                {{u"country"_s, u"tr"_s}, {u"audience"_s, u"traveller"_s}}));
        FaultlineTest::writeFile(
            at + u"notes.md"_s, "---\ntitle: Reading a traceback\n---\nThe last line names the exception.\n");
        m_kb = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({m_dir.path() + u"/canons"_s}));
        QCOMPARE(m_kb->records().size(), 4);
        QCOMPARE(m_kb->documents().size(), 1);
    }

    void scopeOfRecord_data()
    {
        QTest::addColumn<QStringList>("versions");
        QTest::addColumn<QJsonObject>("environment");
        QTest::addColumn<RecordScope>("expected");

        // Like the seeds: a library version and the language it runs on.
        QTest::newRow("seed-like") << QStringList {u"torch >=2.0"_s, u"python 3.11"_s}
                                   << QJsonObject {{u"gpu"_s, u"cuda 12.1"_s}} << RecordScope::Software;
        QTest::newRow("nothing known") << QStringList() << QJsonObject() << RecordScope::Software;
        QTest::newRow("runtime ai-agent")
            << QStringList {u"ai-agent >=1.0"_s} << QJsonObject() << RecordScope::Advice;
        QTest::newRow("runtime ai-agent, bare")
            << QStringList {u"ai-agent"_s} << QJsonObject() << RecordScope::Advice;
        QTest::newRow("runtime AI-Agent, any case")
            << QStringList {u"AI-Agent any"_s} << QJsonObject() << RecordScope::Advice;
        QTest::newRow("ai-agent as a later runtime")
            << QStringList {u"node 20"_s, u"ai-agent >=1.0"_s} << QJsonObject() << RecordScope::Advice;
        // A program whose name starts like it is still a program.
        QTest::newRow("runtime ai-agents-sdk")
            << QStringList {u"ai-agents-sdk 0.4"_s} << QJsonObject() << RecordScope::Software;
        QTest::newRow("audience") << QStringList {u"python 3.11"_s}
                                  << QJsonObject {{u"audience"_s, u"tourist"_s}} << RecordScope::Advice;
        QTest::newRow("country in additional")
            << QStringList() << QJsonObject {{u"additional"_s, QJsonObject {{u"country"_s, u"jp"_s}}}}
            << RecordScope::Advice;
        QTest::newRow("jurisdiction")
            << QStringList() << QJsonObject {{u"jurisdiction_level"_s, u"national"_s}} << RecordScope::Advice;
        QTest::newRow("other additional keys")
            << QStringList {u"go 1.22"_s}
            << QJsonObject {{u"additional"_s, QJsonObject {{u"arch"_s, u"arm64"_s}}}}
            << RecordScope::Software;
    }

    void scopeOfRecord()
    {
        QFETCH(QStringList, versions);
        QFETCH(QJsonObject, environment);
        QFETCH(RecordScope, expected);
        Record r;
        r.edit().id = u"test/record/any"_s;
        r.edit().signature = u"Something failed"_s;
        r.edit().domain = u"test"_s;
        for (const QString &v : versions) {
            VersionInfo info;
            info.version = v;
            r.edit().versions.append(info);
        }
        r.edit().environment = environment;
        QCOMPARE(scopeOf(r), expected);
        QCOMPARE(inScope(r, ScopeFilter::Software), expected == RecordScope::Software);
        QVERIFY(inScope(r, ScopeFilter::All));
    }

    // An invalid record has nothing that makes it advice.
    void scopeOfInvalid() { QCOMPARE(scopeOf(Record()), RecordScope::Software); }

    // Records read from canon files get their scope from what the files say.
    void scopeOfLoaded()
    {
        QCOMPARE(scopeOf(m_kb->record(u"python/import-error/py311"_s)), RecordScope::Software);
        QCOMPARE(scopeOf(m_kb->record(u"python/pep8-etiquette/ai-agent-any"_s)), RecordScope::Advice);
        QCOMPARE(scopeOf(m_kb->record(u"visa/overstay-fine-error/tr"_s)), RecordScope::Advice);
    }

    // By default the tree hides advice, and the groups it leaves empty: visa, python/etiquette.
    void proxyHidesAdvice()
    {
        KnowledgeBaseModel model;
        KnowledgeBaseProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(proxy.scope(), ScopeFilter::Software);
        model.setKnowledgeBase(m_kb);
        proxy.setSearchIndex(std::make_shared<const SearchIndex>(m_kb));
        proxy.sort(0);

        QCOMPARE(proxy.rowCount(), 2); // python, then the documents: no visa
        const QModelIndex python = proxy.index(0, 0);
        QCOMPARE(python.data(KnowledgeBaseModel::SortRole).toString(), u"python"_s);
        QCOMPARE(python.data().toString(), u"python (2)"_s); // not the model's "python (3)"
        QCOMPARE(proxy.rowCount(python), 1); // runtime_error; etiquette is gone
        QCOMPARE(proxy.index(0, 0, python).data().toString(), u"Runtime error (2)"_s);
        QCOMPARE(proxy.index(1, 0).data(KnowledgeBaseModel::NodeKindRole).value<Kind>(), Kind::DocumentGroup);
        QCOMPARE(proxy.matchingRecordCount(), 2);
        QCOMPARE(proxy.scopeRecordCount(), 2);
        // A hidden record has no place in the proxy, though the model still has it.
        QVERIFY(!proxy.mapFromSource(model.indexOfRecord(u"visa/overstay-fine-error/tr"_s)).isValid());

        // Search finds no advice either, and counts out of the software records.
        proxy.setQuery(text(u"error"_s));
        QCOMPARE(proxy.matchingRecordCount(), 2);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), u"python (2 of 2)"_s);
        proxy.setQuery(text(u"overstay"_s));
        QCOMPARE(proxy.matchingRecordCount(), 0);
        QCOMPARE(proxy.rowCount(), 0);
        // A narrower query (examining only the previous matches) stays within the scope.
        proxy.setQuery(text(u"recur"_s));
        proxy.setQuery(text(u"recursion"_s));
        QCOMPARE(proxy.matchingRecordCount(), 1);
        QCOMPARE(proxy.rowCount(), 1);
    }

    // Every record shows with ScopeFilter::All, in the tree and in search; going back hides them.
    void proxyShowsAllWhenAsked()
    {
        KnowledgeBaseModel model;
        KnowledgeBaseProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKnowledgeBase(m_kb);
        proxy.setSearchIndex(std::make_shared<const SearchIndex>(m_kb));
        proxy.sort(0);

        proxy.setScope(ScopeFilter::All);
        QCOMPARE(proxy.scope(), ScopeFilter::All);
        QCOMPARE(proxy.rowCount(), 3); // python, visa, documents
        QCOMPARE(proxy.index(0, 0).data().toString(), u"python (3)"_s);
        QCOMPARE(proxy.index(1, 0).data().toString(), u"visa (1)"_s);
        QCOMPARE(proxy.rowCount(proxy.index(0, 0)), 2); // etiquette is back
        QCOMPARE(proxy.matchingRecordCount(), 4);
        QCOMPARE(proxy.scopeRecordCount(), 4);

        proxy.setQuery(text(u"overstay"_s));
        QCOMPARE(proxy.matchingRecordCount(), 1);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), u"visa (1 of 1)"_s);

        // Back to software while searching: the advice match goes, the query stays.
        proxy.setScope(ScopeFilter::Software);
        QCOMPARE(proxy.query(), text(u"overstay"_s));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setQuery(RecordQuery());
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(proxy.matchingRecordCount(), 2);
    }

    // Before a knowledge base, and with one that has no advice, the scope filters nothing.
    void proxyWithoutAdvice()
    {
        KnowledgeBaseModel model;
        KnowledgeBaseProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setScope(ScopeFilter::All);
        proxy.setScope(ScopeFilter::Software);
        QCOMPARE(proxy.rowCount(), 0);
        QCOMPARE(proxy.scopeRecordCount(), 0);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        FaultlineTest::writeFile(dir.filePath(u"a.json"_s),
            canon(u"python/import-error/py311"_s, u"python"_s, u"runtime_error"_s, u"ImportError"_s,
                u"python >=3.11"_s));
        const auto kb = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({dir.path()}));
        model.setKnowledgeBase(kb);
        proxy.setSearchIndex(std::make_shared<const SearchIndex>(kb));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), u"python (1)"_s);
        QCOMPARE(proxy.matchingRecordCount(), 1);
        QCOMPARE(proxy.scopeRecordCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestRecordScope)
#include "tst_recordscope.moc"
