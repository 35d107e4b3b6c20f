// SPDX-License-Identifier: MIT
// `faultline triage --jsonl` and `--merge` as a user runs them: the built binary over a folder of
// logs (a good one, an empty one, one that cannot be read, a gzip one), a list of paths on standard
// input, the summary written to a file and the same summary merged from the JSON lines.
#include "gziptest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    QByteArray out, err;
    int exitCode = -1;
};

/// A settings folder of the tests' own (XDG_CONFIG_HOME), so the user's sources are not read.
QString configHome()
{
    static QTemporaryDir dir;
    return dir.path();
}

/// `faultline triage ARGUMENTS` from the test data folder with the fixture knowledge base
/// (golden/kb) only, in a fixed language; \a stdinFile as standard input.
Run triage(const QStringList &arguments, const QString &stdinFile = {})
{
    QProcess process;
    process.setProgram(QStringLiteral(FAULTLINE_EXECUTABLE));
    process.setArguments(QStringList {u"triage"_s, u"--no-builtin"_s, u"--kb"_s, u"golden/kb"_s} + arguments);
    process.setWorkingDirectory(QStringLiteral(FAULTLINE_TEST_DATA));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"LANGUAGE"_s);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, configHome());
    process.setProcessEnvironment(env);
    process.setStandardInputFile(stdinFile.isEmpty() ? QProcess::nullDevice() : stdinFile);
    process.start();
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return run;
}

/// Each JSON line of \a out by its "file"; an empty map if any line is not a JSON object.
QMap<QString, QJsonObject> linesByFile(const QByteArray &out)
{
    QMap<QString, QJsonObject> lines;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(line);
        if (!document.isObject())
            return {};
        lines.insert(document.object().value(u"file"_s).toString(), document.object());
    }
    return lines;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList recordsOf(const QJsonObject &line)
{
    QStringList ids;
    for (const QJsonValue &f : line.value(u"diagnosis"_s).toArray())
        ids.append(f.toObject().value(u"record"_s).toString());
    return ids;
}

} // namespace

class TestBatchCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_logs; // good.log, empty.log, unreadable.log (a broken link), packed.log.gz

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(FAULTLINE_EXECUTABLE)), FAULTLINE_EXECUTABLE);
        QVERIFY(m_dir.isValid());
        m_logs = m_dir.filePath(u"logs"_s);
        QVERIFY(QDir().mkpath(m_logs));
        const QString real = QStringLiteral(FAULTLINE_TEST_DATA "/logs/real/");
        QVERIFY(QFile::copy(real + u"go-panic.log"_s, m_logs + u"/good.log"_s));
        QVERIFY(writeFile(m_logs + u"/empty.log"_s, {}));
        // A broken link cannot be read by anyone, root included (a file without read permission
        // can be, by root).
        QVERIFY(QFile::link(m_dir.filePath(u"gone.log"_s), m_logs + u"/unreadable.log"_s));
        QVERIFY(writeFile(
            m_logs + u"/packed.log.gz"_s, FaultlineTest::gzip(readFile(real + u"py-keyerror.log"_s))));
    }

    // One line per log, each whole JSON, as each finishes (in any order); the run goes on past the
    // log it cannot read, reports it in its line, and exits 2 for it; the summary on standard
    // error counts every kind.
    void folder()
    {
        const Run run = triage({u"--jsonl"_s, m_logs});
        QCOMPARE(run.exitCode, 2);
        const QMap<QString, QJsonObject> lines = linesByFile(run.out);
        QCOMPARE(lines.keys(),
            (QStringList {m_logs + u"/empty.log"_s, m_logs + u"/good.log"_s, m_logs + u"/packed.log.gz"_s,
                m_logs + u"/unreadable.log"_s}));

        const QJsonObject good = lines.value(m_logs + u"/good.log"_s);
        QVERIFY2(recordsOf(good).contains(u"go/index-out-of-range/fixture"_s),
            qPrintable(recordsOf(good).join(u' ')));
        QCOMPARE(good.value(u"size"_s).toInteger(), QFileInfo(m_logs + u"/good.log"_s).size());
        QVERIFY(good.value(u"complete"_s).toBool());
        QVERIFY(!good.contains(u"error"_s));
        QVERIFY(good.value(u"hits"_s).toObject().value(u"lines"_s).toInteger() > 0);
        // A batch counts hits; it does not list them.
        QVERIFY(!good.value(u"diagnosis"_s).toArray()[0].toObject().contains(u"hits"_s));

        const QJsonObject empty = lines.value(m_logs + u"/empty.log"_s);
        QCOMPARE(empty.value(u"lines"_s).toInteger(), 0);
        QCOMPARE(empty.value(u"diagnosis"_s).toArray().size(), 0);
        QCOMPARE(empty.value(u"errorLines"_s).toArray().size(), 0);
        QVERIFY(!empty.contains(u"error"_s));

        const QJsonObject unreadable = lines.value(m_logs + u"/unreadable.log"_s);
        QVERIFY(!unreadable.value(u"error"_s).toString().isEmpty());
        QVERIFY(!unreadable.contains(u"lines"_s));

        const QJsonObject packed = lines.value(m_logs + u"/packed.log.gz"_s);
        QVERIFY(packed.value(u"gzip"_s).toBool());
        QCOMPARE(recordsOf(packed), QStringList {u"python/keyerror/fixture"_s});
        QCOMPARE(packed.value(u"lines"_s).toInteger(), 11);

        const QString err = QString::fromUtf8(run.err);
        QVERIFY2(err.startsWith(u"4 logs"_s), qPrintable(err));
        QVERIFY2(err.contains(u"2 with a diagnosis, 1 with nothing known, 1 unreadable"_s), qPrintable(err));
        QVERIFY2(err.contains(u"Unreadable logs:"_s), qPrintable(err));
    }

    // A pipe in a folder is no log: reading it would wait for a writer for ever. It gets its line
    // with the reason, and the batch ends.
    void pipeInAFolderIsNotRead()
    {
        const QString folder = m_dir.filePath(u"withpipe"_s);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(
            QStringLiteral(FAULTLINE_TEST_DATA "/logs/real/go-panic.log"), folder + u"/good.log"_s));
        QVERIFY(::mkfifo(QFile::encodeName(folder + u"/pipe.log"_s).constData(), 0600) == 0);
        const Run run = triage({u"--jsonl"_s, folder});
        QCOMPARE(run.exitCode, 2);
        const QMap<QString, QJsonObject> lines = linesByFile(run.out);
        QCOMPARE(lines.size(), 2);
        const QString error = lines.value(folder + u"/pipe.log"_s).value(u"error"_s).toString();
        QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
        QVERIFY(!recordsOf(lines.value(folder + u"/good.log"_s)).isEmpty());
    }

    // The paths of a list on standard input, one a line, blank lines skipped; the same lines as
    // for the files named. Everything diagnosed: exit 0.
    void filesFromStdin()
    {
        const QString list = m_dir.filePath(u"list.txt"_s);
        QVERIFY(writeFile(list,
            (m_logs + u"/good.log\n\n"_s + m_logs + u"/packed.log.gz\n"_s
                + u"logs/real/rust-mismatch.log\n"_s)
                .toUtf8()));
        const Run run = triage({u"--jsonl"_s, u"--files-from"_s, u"-"_s, u"--quiet"_s}, list);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        const QMap<QString, QJsonObject> lines = linesByFile(run.out);
        QCOMPARE(lines.keys(),
            (QStringList {
                m_logs + u"/good.log"_s, m_logs + u"/packed.log.gz"_s, u"logs/real/rust-mismatch.log"_s}));
        for (const QJsonObject &line : lines)
            QVERIFY(!recordsOf(line).isEmpty());
    }

    // The summary as JSON in a file, and the same summary from the JSON lines by --merge: what a
    // run split over many machines merges.
    void summaryAndMerge()
    {
        const QString summaryFile = m_dir.filePath(u"summary.json"_s);
        const Run run
            = triage({u"--jsonl"_s, u"--summary"_s, summaryFile, m_logs, u"logs/real/nginx-502.log"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(!run.err.contains("with a diagnosis"), run.err.constData()); // in the file, not on stderr
        const QJsonObject summary = QJsonDocument::fromJson(readFile(summaryFile)).object();
        QCOMPARE(summary.value(u"logs"_s).toInteger(), 5);
        QCOMPARE(summary.value(u"diagnosed"_s).toInteger(), 2);
        QCOMPARE(summary.value(u"nothingKnown"_s).toInteger(), 2);
        QCOMPARE(summary.value(u"unreadable"_s).toInteger(), 1);
        QCOMPARE(summary.value(u"nothingKnownWithoutErrorLine"_s).toInteger(), 1); // the empty log
        // nginx's two error lines differ in their numbers only: one group, of one log.
        const QJsonArray groups = summary.value(u"unknownErrors"_s).toArray();
        QCOMPARE(groups.size(), 1);
        QCOMPARE(groups[0].toObject().value(u"logs"_s).toInteger(), 1);
        QVERIFY2(groups[0].toObject().value(u"line"_s).toString().contains(
                     u"connect() failed (<n>: Connection refused)"_s),
            qPrintable(groups[0].toObject().value(u"line"_s).toString()));

        const QString jsonl = m_dir.filePath(u"batch.jsonl"_s);
        QVERIFY(writeFile(jsonl, run.out));
        const Run merged = triage({u"--merge"_s, u"--format"_s, u"json"_s, jsonl});
        QCOMPARE(merged.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(merged.out).object(), summary);

        const Run text = triage({u"--merge"_s, jsonl});
        QVERIFY2(text.out.contains("Logs per diagnosed record:"), text.out.constData());
        QVERIFY2(
            text.out.contains("Error lines of the logs with nothing known, grouped"), text.out.constData());
    }

    // Options that make no sense together are refused before anything is read.
    void badOptions_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--files-from without --jsonl") << QStringList {u"--files-from"_s, u"-"_s};
        QTest::newRow("--jobs without --jsonl") << QStringList {u"--jobs"_s, u"2"_s, u"x.log"_s};
        QTest::newRow("--jobs 0") << QStringList {u"--jsonl"_s, u"--jobs"_s, u"0"_s, u"x.log"_s};
        QTest::newRow("--jsonl with --merge") << QStringList {u"--jsonl"_s, u"--merge"_s, u"x.jsonl"_s};
        QTest::newRow("--jsonl with --format")
            << QStringList {u"--jsonl"_s, u"--format"_s, u"json"_s, u"x.log"_s};
        QTest::newRow("standard input twice")
            << QStringList {u"--jsonl"_s, u"--files-from"_s, u"-"_s, u"-"_s};
    }
    void badOptions()
    {
        QFETCH(QStringList, arguments);
        const Run run = triage(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QVERIFY(run.err.startsWith("faultline triage: "));
    }
};

QTEST_GUILESS_MAIN(TestBatchCli)
#include "tst_batchcli.moc"
