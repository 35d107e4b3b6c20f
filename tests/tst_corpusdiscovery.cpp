// SPDX-License-Identifier: MIT
// Where Faultline finds the deadends.dev corpus: an installed Python package's data/canons, a git
// checkout's, in the places a developer keeps them; nothing that only looks like it.
#include "corpusdiscovery.h"
#include "testshared.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

/// A corpus under \a folder: one domain folder with one record, as the real one is laid out.
void makeCorpus(const QString &folder)
{
    QVERIFY(QDir().mkpath(folder + u"/python/modulenotfounderror"_s));
    FaultlineTest::writeFile(folder + u"/python/modulenotfounderror/py311-linux.json"_s,
        R"({"id": "python/modulenotfounderror/py311-linux", "error": {"signature":
            "ModuleNotFoundError: No module named", "regex": "ModuleNotFoundError",
            "domain": "python", "category": "import_error"}})");
}

QString canonical(const QString &path)
{
    return QFileInfo(path).canonicalFilePath();
}

} // namespace

class TestCorpusDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The places searched: the virtual environment's packages first, then the user's, the home
    // folder and its folders of checkouts, then the system's packages.
    void searchRoots()
    {
        QTemporaryDir home, venv;
        QVERIFY(QDir().mkpath(home.filePath(u".local/lib/python3.12/site-packages"_s)));
        QVERIFY(QDir().mkpath(venv.filePath(u"lib/python3.11/site-packages"_s)));
        const QStringList roots = CorpusDiscovery::searchRoots(home.path(), venv.path());
        QCOMPARE(roots.first(), venv.filePath(u"lib/python3.11/site-packages"_s));
        QVERIFY(roots.contains(home.filePath(u".local/lib/python3.12/site-packages"_s)));
        QVERIFY(roots.contains(home.path()));
        QVERIFY(roots.contains(home.filePath(u"src"_s)));
        QVERIFY(roots.indexOf(home.path()) < roots.indexOf(home.filePath(u"src"_s)));
        QVERIFY(!CorpusDiscovery::searchRoots(QString(), QString()).contains(QString()));
    }

    void findsPackagesAndCheckouts()
    {
        QTemporaryDir home;
        const QString sitePackages = home.filePath(u".local/lib/python3.12/site-packages"_s);
        makeCorpus(sitePackages + u"/deadends_dev/data/canons"_s);
        makeCorpus(home.filePath(u"src/deadends.dev/data/canons"_s));
        // Not the corpus: another package's data, a checkout with an empty canons folder, a
        // canons folder holding no record.
        makeCorpus(sitePackages + u"/otherpkg/data/canons"_s);
        QVERIFY(QDir().mkpath(home.filePath(u"code/deadends/data/canons/python"_s)));
        QVERIFY(QDir().mkpath(home.filePath(u"deadends.dev/data"_s)));

        const QStringList found = CorpusDiscovery::find(CorpusDiscovery::searchRoots(home.path(), QString()));
        QCOMPARE(found,
            QStringList({canonical(sitePackages + u"/deadends_dev/data/canons"_s),
                canonical(home.filePath(u"src/deadends.dev/data/canons"_s))}));
    }

    // A checkout reached twice (the home folder is a checkout folder too, or a link) is one.
    void eachFolderOnce()
    {
        QTemporaryDir home;
        makeCorpus(home.filePath(u"src/deadends.dev/data/canons"_s));
        QVERIFY(QFile::link(home.filePath(u"src"_s), home.filePath(u"work"_s)));
        const QStringList found = CorpusDiscovery::find(
            {home.filePath(u"src"_s), home.filePath(u"work"_s), home.filePath(u"src"_s)});
        QCOMPARE(found.size(), 1);
    }

    void nothingWhereNothingIs()
    {
        QTemporaryDir home;
        QCOMPARE(CorpusDiscovery::find({home.path(), home.filePath(u"missing"_s)}), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestCorpusDiscovery)
#include "tst_corpusdiscovery.moc"
