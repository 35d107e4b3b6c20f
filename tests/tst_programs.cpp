// SPDX-License-Identifier: MIT
// The two programs, built: `faultline` starts the window program when given no command, says so
// when it cannot, and a cache written by one program is the other's (the same program identity).
#include "testshared.h"

#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int timeoutMs = 120000;

struct Run
{
    QByteArray out;
    QByteArray err;
    int exitCode = -1;
};

/// Runs \a program with \a arguments, with its caches in \a cacheDir and settings of its own (so
/// that the sources a user added do not matter), offscreen, in English.
Run run(
    const QString &program, const QStringList &arguments, const QString &cacheDir, const QString &configDir)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.remove(u"LANGUAGE"_s);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, configDir);
    env.insert(u"FAULTLINE_CACHE_DIR"_s, cacheDir);
    env.remove(u"FAULTLINE_NO_CACHE"_s);
    process.setProcessEnvironment(env);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = "did not finish";
        return result;
    }
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return result;
}

/// The program identities in the headers of the cache files in \a folder (CacheFile's layout:
/// magic, format version, the kind's size and bytes, the identity's size and bytes).
QSet<QByteArray> identities(const QString &folder)
{
    QSet<QByteArray> found;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({u"*.cache"_s}, QDir::Files)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        QDataStream in(&file);
        in.setByteOrder(QDataStream::LittleEndian);
        in.skipRawData(8);
        quint32 version = 0;
        quint32 size = 0;
        in >> version >> size;
        in.skipRawData(int(size));
        in >> size;
        QByteArray identity(qsizetype(size), Qt::Uninitialized);
        if (size < 4096 && in.readRawData(identity.data(), int(size)) == int(size))
            found.insert(identity);
    }
    return found;
}

const QString cli = QStringLiteral(FAULTLINE_EXECUTABLE);
const QString window = QStringLiteral(FAULTLINE_WINDOW_EXECUTABLE);

} // namespace

class TestPrograms : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_config;
    QTemporaryDir m_scratch;

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(cli).isExecutable(), qPrintable(cli));
        QVERIFY2(QFileInfo(window).isExecutable(), qPrintable(window));
        QVERIFY(m_config.isValid() && m_scratch.isValid());
    }

    // `faultline --version` answers itself; `--help` is the window's, under the name it was run by.
    void versionAndHelp()
    {
        const Run version = run(cli, {u"--version"_s}, m_scratch.path(), m_config.path());
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.startsWith("Faultline "), version.out.constData());
        const Run windowVersion = run(window, {u"--version"_s}, m_scratch.path(), m_config.path());
        QCOMPARE(windowVersion.out, version.out);

        const Run help = run(cli, {u"--help"_s}, m_scratch.path(), m_config.path());
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains("--screenshot"), help.out.constData());
        QVERIFY2(help.out.contains(QFile::encodeName(cli)), help.out.constData());
    }

    // A cache written by `faultline triage` is trusted by the window, opened directly or through
    // `faultline`, and the other way round: all three runs describe themselves alike, by the
    // `faultline` file (so that rebuilding it still makes its caches stale).
    void cachesAreShared()
    {
        const QString kb = FaultlineTest::testData(u"kb"_s);
        const QString log = FaultlineTest::testData(u"logs/train-crash.log"_s);
        QSet<QByteArray> seen;
        const QList<std::pair<QString, QStringList>> runs {
            {cli, {u"triage"_s, u"-q"_s, u"--kb"_s, kb, log}},
            {window, {u"--kb"_s, kb, u"--screenshot"_s, m_scratch.filePath(u"window.png"_s)}},
            {cli, {u"--kb"_s, kb, u"--screenshot"_s, m_scratch.filePath(u"launched.png"_s)}},
        };
        for (qsizetype i = 0; i < runs.size(); ++i) {
            const QString cacheDir = m_scratch.filePath(u"cache%1"_s.arg(i));
            const Run r = run(runs[i].first, runs[i].second, cacheDir, m_config.path());
            QVERIFY2(r.exitCode == 0 || (i == 0 && r.exitCode == 1), r.err.constData());
            const QSet<QByteArray> ids = identities(cacheDir);
            QVERIFY2(ids.size() == 1, qPrintable(u"run %1 wrote %2 identities"_s.arg(i).arg(ids.size())));
            seen.unite(ids);
        }
        QCOMPARE(seen.size(), 1);
        const QFileInfo program(cli);
        const QByteArray expected = ' ' + QByteArray::number(program.size()) + ' '
            + QByteArray::number(program.lastModified().toMSecsSinceEpoch());
        QVERIFY2(seen.begin()->endsWith(expected), seen.begin()->constData());
    }

    // Without its window program, `faultline` says which paths it tried and why, and exits 2.
    void missingWindowProgram()
    {
        QTemporaryDir alone;
        const QString copy = alone.filePath(u"faultline"_s);
        QVERIFY(QFile::copy(cli, copy));
        const Run r = run(copy, {u"some.log"_s}, m_scratch.path(), m_config.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QFile::encodeName(alone.filePath(u"faultline-window"_s))), r.err.constData());
        QVERIFY2(r.err.contains("No such file or directory"), r.err.constData());
        // Nor does --version need it.
        QCOMPARE(run(copy, {u"--version"_s}, m_scratch.path(), m_config.path()).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestPrograms)
#include "tst_programs.moc"
