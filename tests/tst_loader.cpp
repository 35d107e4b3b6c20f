// SPDX-License-Identifier: MIT
// Loading runs off the calling thread, reports progress, can be cancelled, and a newer load
// supersedes an older one.
#include "knowledgebasecache.h"
#include "knowledgebaseloader.h"
#include "logmatcher.h"
#include "testshared.h"

#include <QDir>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <latch>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsInBackgroundWithProgress()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        KnowledgeBaseLoader loader;
        QSignalSpy progress(&loader, &KnowledgeBaseLoader::progressChanged);
        QSignalSpy finished(&loader, &KnowledgeBaseLoader::finished);
        loader.start({FaultlineTest::corpusDir() + u"/data"_s});
        QVERIFY(loader.isRunning());
        QVERIFY(finished.isEmpty()); // returned before the work was done
        QVERIFY(finished.wait(30000));
        QVERIFY(!loader.isRunning());
        const auto kb = finished.first().first().value<std::shared_ptr<const KnowledgeBase>>();
        QCOMPARE(kb->records().size(), 2522);
        QVERIFY(kb->isComplete());
        // The search index comes with it, built off the GUI thread, for this knowledge base.
        const auto index = finished.first().at(1).value<std::shared_ptr<const SearchIndex>>();
        QVERIFY(index);
        QCOMPARE(index->knowledgeBase(), kb);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toInt(), 2524); // the last report is "all files done"
        QCOMPARE(progress.last().at(1).toInt(), 2524);
    }

    void cancelKeepsWhatWasRead()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        // A load from the sources: one from the cache (of the test before) is done before a cancel
        // could stop anything.
        qputenv("FAULTLINE_NO_CACHE", "1");
        const auto cacheBack = qScopeGuard([] { qunsetenv("FAULTLINE_NO_CACHE"); });
        KnowledgeBaseLoader loader;
        QSignalSpy finished(&loader, &KnowledgeBaseLoader::finished);
        loader.start({FaultlineTest::corpusDir() + u"/data"_s});
        loader.cancel();
        QVERIFY(finished.wait(30000));
        const auto kb = finished.first().first().value<std::shared_ptr<const KnowledgeBase>>();
        QVERIFY(!kb->isComplete());
        QVERIFY(kb->records().size() < 2522);
        QCOMPARE(kb->diagnostics().last().code, Diagnostic::Code::Cancelled);
    }

    // Only the newest load reports, even when the older one finishes later.
    void newerLoadSupersedes()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        KnowledgeBaseLoader loader;
        QSignalSpy finished(&loader, &KnowledgeBaseLoader::finished);
        loader.start({FaultlineTest::corpusDir() + u"/data"_s});
        loader.start({FaultlineTest::corpusDir() + u"/data/canons/rust"_s});
        QVERIFY(finished.wait(30000));
        // The loader deletes each job's watcher once that job's end has been handled, so with no
        // watcher left the first load is over too: a stray report of it would be in the spy.
        QTRY_VERIFY_WITH_TIMEOUT(loader.findChildren<QFutureWatcherBase *>().isEmpty(), 30000);
        QCOMPARE(finished.size(), 1);
        const auto kb = finished.first().first().value<std::shared_ptr<const KnowledgeBase>>();
        QCOMPARE(kb->records().first().domain(), u"rust"_s);
    }

    // Destroying a loader mid-load neither crashes nor reports afterwards.
    void destroyWhileLoading()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        auto loader = std::make_unique<KnowledgeBaseLoader>();
        QSignalSpy progress(loader.get(), &KnowledgeBaseLoader::progressChanged);
        loader->start({FaultlineTest::corpusDir() + u"/data"_s});
        QVERIFY(progress.wait(30000)); // the worker is under way
        loader.reset();
        // Until the pool is idle, the worker may still call back; QTRY also delivers whatever it
        // queued for the dead loader, which must be dropped, not run.
        QTRY_COMPARE_WITH_TIMEOUT(QThreadPool::globalInstance()->activeThreadCount(), 0, 30000);
    }

    // The GUI loads and compiles on global-pool threads. Loads from the cache and compiles on every
    // one of its threads at once all finish: none waits for a thread that another one holds.
    void loadsOnEveryThreadOfTheGlobalPool()
    {
        QTemporaryDir cache;
        QVERIFY(cache.isValid());
        const QStringList sources {FaultlineTest::testData(u"kb"_s)};
        KnowledgeBaseCache::Outcome outcome = KnowledgeBaseCache::Outcome::Off;
        KnowledgeBaseCache::load(sources, {}, cache.path(), &outcome);
        QCOMPARE(outcome, KnowledgeBaseCache::Outcome::Miss);
        const int threads = QThreadPool::globalInstance()->maxThreadCount();
        std::latch allBusy(threads);
        QList<QFuture<qsizetype>> jobs;
        for (int i = 0; i < threads; ++i) {
            jobs.append(QtConcurrent::run([&] {
                allBusy.arrive_and_wait();
                const KnowledgeBase kb = KnowledgeBaseCache::load(sources, {}, cache.path());
                return LogMatcher(kb.records()).patternCount();
            }));
        }
        QDeadlineTimer deadline(std::chrono::seconds(30));
        for (const QFuture<qsizetype> &job : std::as_const(jobs)) {
            while (!job.isFinished() && !deadline.hasExpired())
                QThread::msleep(10);
        }
        // Stuck threads would also hang the pool's teardown at exit: end here, saying why.
        if (deadline.hasExpired())
            qFatal("loads on every thread of the global pool are stuck waiting for each other");
        for (const QFuture<qsizetype> &job : std::as_const(jobs))
            QVERIFY(job.result() > 0);
    }

    void resourcePathsLoad()
    {
        // The bundled knowledge base is a Qt resource folder; a missing one is a diagnostic.
        KnowledgeBaseLoader loader;
        QSignalSpy finished(&loader, &KnowledgeBaseLoader::finished);
        loader.start({u":/no-such-folder"_s});
        QVERIFY(finished.wait(5000));
        const auto kb = finished.first().first().value<std::shared_ptr<const KnowledgeBase>>();
        QCOMPARE(kb->diagnostics().size(), 1);
        QCOMPARE(kb->diagnostics().first().code, Diagnostic::Code::CannotOpen);
    }

    // Each source says what it gave: files, records, documents, problems, time to read. A
    // duplicate id counts for the source read first.
    void summariesPerSource()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(u"records"_s);
        QVERIFY(QDir().mkpath(folder));
        auto record = [](const char *id) {
            return "{\"id\": \"" + QByteArray(id)
                + "\", \"error\": {\"signature\": \"boom\", \"regex\": \"boom\", \"domain\": \"d\", "
                  "\"category\": \"c\"}}";
        };
        FaultlineTest::writeFile(folder + u"/a.json"_s, record("d/a"));
        FaultlineTest::writeFile(folder + u"/b.json"_s, record("d/b"));
        FaultlineTest::writeFile(folder + u"/broken.json"_s, "{ not json");
        FaultlineTest::writeFile(folder + u"/note.md"_s, "---\ntitle: A note\n---\nText.\n");
        const QString single = dir.filePath(u"single.json"_s);
        FaultlineTest::writeFile(single, record("d/a")); // the same id as in the folder

        const KnowledgeBase kb = KnowledgeBase::load({folder, single});
        const QList<SourceSummary> &summaries = kb.sourceSummaries();
        QCOMPARE(summaries.size(), 2);
        QCOMPARE(summaries[0].source, folder);
        QCOMPARE(summaries[0].files, 4);
        QCOMPARE(summaries[0].records, 2);
        QCOMPARE(summaries[0].documents, 1);
        QCOMPARE(summaries[0].errors, 1);
        QVERIFY(summaries[0].readMilliseconds > 0);
        QCOMPARE(summaries[1].source, single);
        QCOMPARE(summaries[1].files, 1);
        QCOMPARE(summaries[1].records, 0); // its record's id was taken by the folder's
        QCOMPARE(summaries[1].warnings, 1);
    }
};

QTEST_GUILESS_MAIN(TestLoader)
#include "tst_loader.moc"
