// SPDX-License-Identifier: MIT
#include "knowledgebasemodel.h"
#include "testshared.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>

using namespace Faultline;
using namespace Qt::StringLiterals;
using Kind = KnowledgeBaseModel::NodeKind;

class TestKnowledgeBaseModel : public QObject
{
    Q_OBJECT

    static std::shared_ptr<const KnowledgeBase> load(const QString &path)
    {
        return std::make_shared<const KnowledgeBase>(KnowledgeBase::load({path}));
    }

private Q_SLOTS:
    void emptyModel()
    {
        KnowledgeBaseModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.indexOfRecord(u"anything"_s).isValid());
        QVERIFY(!model.record(QModelIndex()).isValid());
        model.setKnowledgeBase(std::make_shared<const KnowledgeBase>());
        QCOMPARE(model.rowCount(), 0);
        model.setKnowledgeBase(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void seedsTree()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::seedsDir());
        KnowledgeBaseModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setKnowledgeBase(load(FaultlineTest::seedsDir()));
        QCOMPARE(reset.size(), 1);

        // pytorch, then the documents branch.
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex pytorch = model.index(0, 0);
        QCOMPARE(pytorch.data().toString(), u"pytorch (3)"_s);
        QCOMPARE(pytorch.data(KnowledgeBaseModel::NodeKindRole).value<Kind>(), Kind::Domain);
        QCOMPARE(pytorch.data(KnowledgeBaseModel::RecordCountRole).toInt(), 3);
        // Seed 003 (the page) has no category; 000 and 001 are runtime errors.
        QCOMPARE(model.rowCount(pytorch), 2);
        QCOMPARE(model.index(0, 0, pytorch).data().toString(), u"(no category) (1)"_s);
        const QModelIndex runtime = model.index(1, 0, pytorch);
        QCOMPARE(runtime.data().toString(), u"Runtime error (2)"_s);
        QCOMPARE(model.rowCount(runtime), 2);
        const QModelIndex first = model.index(0, 0, runtime);
        QCOMPARE(first.data(KnowledgeBaseModel::NodeKindRole).value<Kind>(), Kind::Record);
        QCOMPARE(first.data(KnowledgeBaseModel::RecordIdRole).toString(),
            u"pytorch/torchscript-dynamic-control-flow"_s);
        QVERIFY(first.data().toString().startsWith(u"RuntimeError: TorchScript"_s));
        QCOMPARE(model.index(0, KnowledgeBaseModel::FixRateColumn, runtime).data().toString(), u"90%"_s);
        QCOMPARE(model.index(0, KnowledgeBaseModel::ConfidenceColumn, runtime)
                     .data(KnowledgeBaseModel::SortRole)
                     .toDouble(),
            0.88);

        const QModelIndex docs = model.index(1, 0);
        QCOMPARE(docs.data(KnowledgeBaseModel::NodeKindRole).value<Kind>(), Kind::DocumentGroup);
        QCOMPARE(docs.data().toString(), u"Documents (2)"_s);
        QCOMPARE(model.rowCount(docs), 2);
        QCOMPARE(model.index(0, 0, docs).data().toString(),
            u"Why can't I trace my model using torch.jit.trace?"_s);

        const QModelIndex found = model.indexOfRecord(u"pytorch/compile-graph-break-fallback"_s);
        QVERIFY(found.isValid());
        QCOMPARE(model.record(found).id(), u"pytorch/compile-graph-break-fallback"_s);
        QCOMPARE(found.parent().parent(), pytorch);
        QVERIFY(!model.indexOfRecord(u"no/such/record"_s).isValid());
    }

    // The tester checks every index of the full corpus tree, also through a sorting proxy.
    void corpusTreeIsConsistent()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        KnowledgeBaseModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(KnowledgeBaseModel::SortRole);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setKnowledgeBase(load(FaultlineTest::corpusDir() + u"/data"_s));
        QCOMPARE(model.rowCount(), 54);
        int records = 0;
        for (int d = 0; d < model.rowCount(); ++d)
            records += model.index(d, 0).data(KnowledgeBaseModel::RecordCountRole).toInt();
        QCOMPARE(records, 2522);
        proxy.sort(KnowledgeBaseModel::FixRateColumn, Qt::DescendingOrder);
        // Replacing the knowledge base resets cleanly, also under the proxy.
        model.setKnowledgeBase(load(FaultlineTest::corpusDir() + u"/data/canons/python"_s));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(proxy.rowCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeBaseModel)
#include "tst_knowledgebasemodel.moc"
