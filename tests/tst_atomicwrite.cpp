// SPDX-License-Identifier: MIT
// Nothing the user made is lost: a process killed while it writes an export, a pasted log or the
// settings leaves the old file as it was (issue 7). The writing is done by a helper process, the
// way the app writes, and killed once its temporary file has grown.
#include "atomicfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace Faultline;

class TestAtomicWrite : public QObject
{
    Q_OBJECT

    /// Bytes the process has written so far (its temporary file is unnamed: O_TMPFILE).
    static qint64 written(qint64 pid)
    {
        QFile io(u"/proc/%1/io"_s.arg(pid));
        if (!io.open(QIODevice::ReadOnly))
            return -1;
        for (const QByteArray &line : io.readAll().split('\n')) {
            if (line.startsWith("wchar: "))
                return line.mid(7).toLongLong();
        }
        return -1;
    }

    /// Runs the helper; kills it once it has written more than \a killAfter bytes, unless
    /// \a killAfter is negative. False if it could not be killed before it finished.
    static bool runHelper(const QStringList &args, qint64 killAfter)
    {
        QProcess helper;
        helper.start(QStringLiteral(ATOMICWRITE_HELPER), args);
        if (!helper.waitForStarted() || !helper.waitForReadyRead(20000))
            qFatal("the helper did not start");
        if (killAfter < 0)
            return helper.waitForFinished(60000) && helper.exitCode() == 0;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 30000 && helper.state() == QProcess::Running) {
            if (written(helper.processId()) > killAfter) {
                helper.kill(); // SIGKILL: no handler, no cleanup, as a crash or a power cut
                helper.waitForFinished();
                return true;
            }
            QThread::usleep(200);
        }
        helper.waitForFinished();
        return false;
    }

private Q_SLOTS:
    void writesWholeFiles()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"export.md"_s);
        QString error;
        QVERIFY(AtomicFile::write(path, "old", &error));
        QVERIFY(AtomicFile::write(path, QByteArray(10 << 20, 'x'), &error));
        QCOMPARE(QFileInfo(path).size(), 10 << 20);
        QVERIFY(!AtomicFile::write(dir.filePath(u"no-such-folder/export.md"_s), "x", &error));
        QVERIFY(!error.isEmpty());
    }

    void killedWhileWriting_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::newRow("export") << u"file"_s;
        QTest::newRow("settings") << u"settings"_s;
    }

    void killedWhileWriting()
    {
        QFETCH(QString, mode);
        QTemporaryDir dir;
        const QString path = dir.filePath(mode == u"file"_s ? u"findings.json"_s : u"faultline.conf"_s);
        auto writeOld = [&] {
            if (mode == u"file"_s) {
                QVERIFY(AtomicFile::write(path, "{\"old\": true}\n"));
            } else {
                QFile::remove(path);
                QSettings settings(path, QSettings::IniFormat);
                settings.setValue(u"kept"_s, u"old"_s);
            }
        };
        auto isOld = [&] {
            if (mode == u"file"_s) {
                QFile f(path);
                return f.open(QIODevice::ReadOnly) && f.readAll() == "{\"old\": true}\n";
            }
            QSettings settings(path, QSettings::IniFormat);
            return settings.status() == QSettings::NoError && settings.value(u"kept"_s) == u"old"_s
                && !settings.contains(u"big"_s);
        };
        // All the helper writes, as it writes it (\a mib MiB).
        auto isNew = [&](qsizetype mib) {
            if (mode == u"file"_s) {
                QFile f(path);
                return f.open(QIODevice::ReadOnly) && f.readAll() == QByteArray(mib << 20, 'n');
            }
            QSettings settings(path, QSettings::IniFormat);
            return settings.status() == QSettings::NoError && settings.value(u"kept"_s) == u"new"_s
                && settings.value(u"big"_s).toString() == QString(mib << 20, u'n');
        };
        writeOld();
        QVERIFY(isOld());

        // The helper does write: left alone, the new content replaces the old.
        QVERIFY(runHelper({mode, path, u"16"_s}, -1));
        QVERIFY(isNew(16));

        // Killed part way, a few times: the old file every time. On a busy machine the kill can
        // come after the helper has put its whole file in place; that file must then be whole.
        int caught = 0;
        for (int attempt = 0; attempt < 8 && caught < 3; ++attempt) {
            writeOld();
            if (!runHelper({mode, path, u"64"_s}, 1 << 20))
                continue; // it finished before it could be killed: not a finding either way
            const bool old = isOld();
            QVERIFY2(
                old || isNew(64), "killed while writing, the file must be the old one or the whole new one");
            caught += old;
        }
        QVERIFY2(caught > 0, "the helper was never caught writing");
    }
};

QTEST_GUILESS_MAIN(TestAtomicWrite)
#include "tst_atomicwrite.moc"
