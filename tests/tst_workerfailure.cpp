// SPDX-License-Identifier: MIT
// Work that throws off the GUI thread (loading the knowledge base, compiling its regexes) is
// caught where the job ends and reported, rather than ending the program or never finishing.
#include "diagnosticsview.h"
#include "knowledgebasebrowser.h"
#include "knowledgebaseloader.h"
#include "logmatcher.h"
#include "mainwindow.h"
#include "testshared.h"
#include "translations.h"

#include <QDockWidget>
#include <QLabel>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <stdexcept>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {
struct NotAnException
{
};
} // namespace

class TestWorkerFailure : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location, not the user's
        QCoreApplication::setOrganizationName(u"FaultlineTest"_s);
    }

    void init()
    {
        QSettings().clear();
        QSettings().setValue(u"knowledgeBase/builtIn"_s, false); // the bundled knowledge base alone
        QVERIFY(setInterfaceLanguage(u"en"_s));
    }

    // The loader's job that throws reports failed() once, with what it said, and no finished().
    void loaderReportsFailure_data()
    {
        QTest::addColumn<bool>("standard"); // a std::exception, else something else thrown
        QTest::addColumn<QString>("reason");
        QTest::newRow("std::exception") << true << u"out of patience"_s;
        QTest::newRow("not an exception type") << false << u"unknown exception"_s;
    }
    void loaderReportsFailure()
    {
        QFETCH(bool, standard);
        QFETCH(QString, reason);
        KnowledgeBaseLoader loader;
        loader.setLoadFunction([standard](const QStringList &, const LoadControl &) -> KnowledgeBase {
            if (standard)
                throw std::runtime_error("out of patience");
            throw NotAnException();
        });
        QSignalSpy failed(&loader, &KnowledgeBaseLoader::failed);
        QSignalSpy finished(&loader, &KnowledgeBaseLoader::finished);
        loader.start({FaultlineTest::testData(u"bad/bad-regex.json"_s)});
        QVERIFY(loader.isRunning());
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.first().first().toString(), reason);
        QVERIFY(!loader.isRunning());
        QCOMPARE(finished.count(), 0);

        // The loader is not stuck: without the fault the next load finishes.
        loader.setLoadFunction({});
        loader.start({FaultlineTest::testData(u"bad/bad-regex.json"_s)});
        QVERIFY(finished.wait(10000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(finished.first().first().value<std::shared_ptr<const KnowledgeBase>>()->records().size(), 1);
    }

    // A load or a compile that throws shows which sources failed and why, in the diagnostics and
    // the status line; the progress goes away and the knowledge base shown before stays.
    void workerFailureIsShown_data()
    {
        QTest::addColumn<bool>("loading"); // the load throws; else compiling the regexes does
        QTest::newRow("loading throws") << true;
        QTest::newRow("compiling throws") << false;
    }
    void workerFailureIsShown()
    {
        QFETCH(bool, loading);
        MainWindow window;
        window.show();
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        QSignalSpy failed(&window, &MainWindow::loadFailed);
        window.loadSources({});
        QVERIFY(ready.wait(10000));
        const auto before = window.knowledgeBase();

        auto *browser = window.findChild<KnowledgeBaseBrowser *>();
        auto *loader = window.findChild<KnowledgeBaseLoader *>();
        QVERIFY(browser && loader);
        if (loading)
            loader->setLoadFunction([](const QStringList &, const LoadControl &) -> KnowledgeBase {
                throw std::runtime_error("the disk caught fire");
            });
        else
            browser->setMatcherBuilder([](const QList<Record> &) -> std::shared_ptr<const LogMatcher> {
                throw std::runtime_error("the disk caught fire");
            });
        const QString source = FaultlineTest::testData(u"bad/bad-regex.json"_s);
        window.loadSources({source});
        QVERIFY(failed.wait(10000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(ready.count(), 1); // no matcher from the failed job
        QCOMPARE(loaded.count(), loading ? 1 : 2);
        if (loading)
            QCOMPARE(window.knowledgeBase(), before);

        auto *summary = window.findChild<QLabel *>(u"Summary"_s);
        QCOMPARE(summary->text(), u"Could not open: %1: the disk caught fire"_s.arg(source));
        auto *diagnostics = window.findChild<DiagnosticsView *>();
        QVERIFY(window.findChild<QDockWidget *>(u"DiagnosticsDock"_s)->isVisible());
        QTreeWidgetItem *last = diagnostics->topLevelItem(diagnostics->topLevelItemCount() - 1);
        QVERIFY(last);
        QCOMPARE(last->text(0), u"cannot read the file: the disk caught fire\nbad-regex.json"_s);
        QVERIFY(!window.statusBar()->findChild<QProgressBar *>()->isVisible());
        QVERIFY(!window.statusBar()->findChild<QToolButton *>()->isVisible());

        // The window still works: the next load, without the fault, loads.
        loader->setLoadFunction({});
        browser->setMatcherBuilder({});
        window.loadSources({source});
        QVERIFY(ready.wait(10000));
        QCOMPARE(window.knowledgeBase()->records().size(), 1);
        QCOMPARE(summary->text(), u"1 record · 0 documents · 1 diagnostic — %1"_s.arg(source));
    }
};

QTEST_MAIN(TestWorkerFailure)
#include "tst_workerfailure.moc"
