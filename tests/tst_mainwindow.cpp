// SPDX-License-Identifier: MIT
// The real main window, on a throwaway configuration: it opens on the bundled knowledge base,
// shows the tree and the counts, and shows record text literally.
#include "knowledgebasemodel.h"
#include "mainwindow.h"
#include "recordview.h"
#include "testshared.h"
#include "translations.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location, not the user's
        QCoreApplication::setOrganizationName(u"FaultlineTest"_s);
        installTranslations(QLocale(QLocale::English));
    }

    void opensOnBundledKnowledgeBase()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.show();
        window.loadSources({});
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.knowledgeBase()->records().size(), 3);
        QCOMPARE(window.knowledgeBase()->documents().size(), 2);
        auto *summary = window.findChild<QLabel *>(u"Summary"_s);
        QVERIFY(summary);
        QCOMPARE(summary->text(), u"3 records · 2 documents · 0 diagnostics — bundled knowledge base"_s);
        auto *tree = window.findChild<QTreeView *>(u"KnowledgeBaseTree"_s);
        QVERIFY(tree);
        QCOMPARE(tree->model()->rowCount(), 2);
        QVERIFY(tree->isExpanded(tree->model()->index(0, 0)));

        // Selecting a record shows it.
        auto *proxy = qobject_cast<QAbstractProxyModel *>(tree->model());
        auto *model = qobject_cast<KnowledgeBaseModel *>(proxy->sourceModel());
        tree->setCurrentIndex(
            proxy->mapFromSource(model->indexOfRecord(u"pytorch/torchscript-dynamic-control-flow"_s)));
        auto *view = window.findChild<RecordView *>(u"RecordView"_s);
        QVERIFY(view->toPlainText().contains(u"TorchScript supports tracing only for tensors"_s));
        QVERIFY(view->toPlainText().contains(u"运行时错误"_s));
        QVERIFY(view->toPlainText().contains(u"fails 80%"_s));
    }

    void diagnosticsAreCounted()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({ FaultlineTest::testData(u"bad"_s) });
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.summary().section(u" — "_s, 0, 0), u"6 records · 0 documents · 11 diagnostics"_s);
    }

    // Record text is data, never markup: HTML in a signature shows as those characters.
    void recordTextIsEscaped()
    {
        Record r;
        r.edit().id = u"x/html"_s;
        r.edit().signature = u"<b>x</b><a href=\"file:///etc/passwd\">y</a>"_s;
        r.edit().officialDocUrl = u"javascript:alert(1)"_s;
        RecordView view;
        view.showRecord(r);
        QVERIFY(view.toPlainText().contains(u"<b>x</b><a href=\"file:///etc/passwd\">y</a>"_s));
        QVERIFY(!RecordView::recordHtml(r).contains(u"href=\"file:"_s));
        QVERIFY(!RecordView::recordHtml(r).contains(u"javascript:"_s));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
