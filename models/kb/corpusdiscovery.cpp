// SPDX-License-Identifier: MIT
#include "corpusdiscovery.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Faultline::CorpusDiscovery {

namespace {

/// The Python library folders under \a prefix: `lib/python3.*/site-packages` and
/// `…/dist-packages`, and Debian's `lib/python3/dist-packages`.
QStringList pythonLibraries(const QString &prefix)
{
    QStringList folders;
    const QDir lib(prefix + u"/lib"_s);
    for (const QString &python : lib.entryList({u"python3*"_s}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        for (const char *packages : {"site-packages", "dist-packages"})
            folders.append(lib.filePath(python) + u'/' + QLatin1StringView(packages));
    }
    return folders;
}

/// Whether \a canons holds a domain folder with a record in it: a folder of that name alone is
/// not the corpus.
bool holdsRecords(const QString &canons)
{
    QDirIterator domains(canons, QDir::Dirs | QDir::NoDotAndDotDot);
    while (domains.hasNext()) {
        QDirIterator records(domains.next(), {u"*.json"_s}, QDir::Files, QDirIterator::Subdirectories);
        if (records.hasNext())
            return true;
    }
    return false;
}

} // namespace

QStringList searchRoots(const QString &home, const QString &virtualEnv)
{
    QStringList roots;
    if (!virtualEnv.isEmpty())
        roots += pythonLibraries(virtualEnv);
    if (!home.isEmpty()) {
        roots += pythonLibraries(home + u"/.local"_s);
        roots.append(home);
        for (const char *checkouts : {"src", "code", "projects", "git", "dev", "work"})
            roots.append(home + u'/' + QLatin1StringView(checkouts));
    }
    roots += pythonLibraries(u"/usr/local"_s);
    roots += pythonLibraries(u"/usr"_s);
    return roots;
}

QStringList find(const QStringList &roots)
{
    QStringList found;
    auto consider = [&found](const QString &canons) {
        const QFileInfo info(canons);
        if (!info.isDir())
            return;
        const QString path = info.canonicalFilePath();
        if (!found.contains(path) && holdsRecords(path))
            found.append(path);
    };
    for (const QString &root : roots) {
        const QDir dir(root);
        if (!dir.exists())
            continue;
        // An installed package (deadends_dev, deadends-dev…) or a checkout (deadends.dev, deadends).
        for (const QString &name : dir.entryList({u"deadends*"_s}, QDir::Dirs | QDir::NoDotAndDotDot))
            consider(dir.filePath(name) + u"/data/canons"_s);
    }
    return found;
}

QStringList findOnThisMachine()
{
    return find(searchRoots(QDir::homePath(), qEnvironmentVariable("VIRTUAL_ENV")));
}

} // namespace Faultline::CorpusDiscovery
