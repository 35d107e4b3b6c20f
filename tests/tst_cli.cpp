// SPDX-License-Identifier: MIT
// `faultline triage` as a user runs it: the built binary on fixture logs, its standard output,
// standard error and exit status compared with golden files in tests/data/golden/.
//
// After an intended change of the output, rewrite the golden files and review their diff:
//   packaging/dev/dev.sh shell "FAULTLINE_REFRESH_GOLDEN=1 ctest --preset debug -R tst_cli"
// (tests/data/golden/README.md says the same).
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTest>

#include "gziptest.h"
#include "testshared.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringEncoder>
#include <QTemporaryDir>

#include <algorithm>
#include <thread>
#include <utility>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int timeoutMs = 60000;

struct Run
{
    QByteArray out;
    QByteArray err;
    int exitCode = -1;
    QString failure; // why the process did not run to its end; empty when it did
};

/// How a run is set up besides its arguments: the standard input, a program to run it through
/// (a shell for `<(…)`), a temporary folder, a memory limit.
struct Setup
{
    QString stdinFile = {};
    QStringList shell = {}; ///< run as: shell… FAULTLINE_EXECUTABLE triage arguments…
    QString tmpDir = {};
    rlim_t addressSpace = 0; ///< RLIMIT_AS for the run; 0: none
    /// Loads Faultline's built-in knowledge base too; off by default (--no-builtin), so that the
    /// built-in records growing does not move the golden files.
    bool builtIn = false;
};

/// A settings folder of the tests' own (XDG_CONFIG_HOME): the sources a user added with `faultline
/// kb add` must not change what the tests see, and the tests must not change the user's.
QString configHome()
{
    static QTemporaryDir dir;
    return dir.path();
}

Run runProgram(const QStringList &command, const Setup &setup);

// Runs the binary from the test data folder, so the paths it prints are the relative ones given,
// with the language and terminal fixed: the output must not depend on who runs the test.
Run runTriage(const QStringList &arguments, const Setup &setup = {})
{
    return runProgram(QStringList {QStringLiteral(FAULTLINE_EXECUTABLE), u"triage"_s}
            + (setup.builtIn ? QStringList() : QStringList {u"--no-builtin"_s}) + arguments,
        setup);
}

/// `faultline kb …`, as runTriage() runs `faultline triage`.
Run runKb(const QStringList &arguments)
{
    return runProgram(QStringList {QStringLiteral(FAULTLINE_EXECUTABLE), u"kb"_s} + arguments, {});
}

Run runProgram(const QStringList &command, const Setup &setup)
{
    QProcess process;
    process.setProgram(setup.shell.isEmpty() ? command.first() : setup.shell.first());
    process.setArguments(setup.shell.isEmpty() ? command.mid(1) : setup.shell.mid(1) + command);
    process.setWorkingDirectory(QStringLiteral(FAULTLINE_TEST_DATA));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LANGUAGE"_s, u"LC_MESSAGES"_s, u"TERM"_s, u"COLUMNS"_s})
        env.remove(name);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, configHome());
    if (!setup.tmpDir.isEmpty())
        env.insert(u"TMPDIR"_s, setup.tmpDir);
    process.setProcessEnvironment(env);
    process.setStandardInputFile(setup.stdinFile.isEmpty() ? QProcess::nullDevice() : setup.stdinFile);
    if (setup.addressSpace > 0) {
        process.setChildProcessModifier([limit = setup.addressSpace] {
            const rlimit cap {limit, limit};
            ::setrlimit(RLIMIT_AS, &cap);
        });
    }
    process.start();

    Run run;
    if (!process.waitForFinished(timeoutMs)) {
        run.failure = u"did not finish: "_s + process.errorString();
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit)
        run.failure = u"crashed; standard error:\n"_s + QString::fromUtf8(run.err);
    run.exitCode = process.exitCode();
    return run;
}

// The first line where the two texts part, with two lines before it, as a unified diff shows it.
QString firstDifference(const QString &name, const QByteArray &golden, const QByteArray &actual)
{
    const QList<QByteArray> want = golden.split('\n');
    const QList<QByteArray> got = actual.split('\n');
    qsizetype line = 0;
    while (line < want.size() && line < got.size() && want.at(line) == got.at(line))
        ++line;
    const qsizetype from = std::max<qsizetype>(0, line - 2);
    QString text = u"--- %1 (golden)\n+++ %1 (actual)\n@@ line %2 @@\n"_s.arg(name).arg(line + 1);
    for (qsizetype i = from; i < line; ++i)
        text += u" "_s + QString::fromUtf8(want.at(i)) + u"\n"_s;
    text += line < want.size() ? u"-"_s + QString::fromUtf8(want.at(line)) + u"\n"_s : u"-(end of file)\n"_s;
    text += line < got.size() ? u"+"_s + QString::fromUtf8(got.at(line)) : u"+(end of file)"_s;
    return text;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The JSON report of one log.
QJsonObject report(const Run &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

/// The go panic fixture after 1,990 lines of filler: 2,003 lines, 125 KB, its panic far past the
/// first 16 KiB.
QByteArray longGoPanic()
{
    return FaultlineTest::numberedLines(1990)
        + readFile(QStringLiteral(FAULTLINE_TEST_DATA "/logs/real/go-panic.log"));
}

const QStringList jsonKb = {u"--kb"_s, u"golden/kb"_s, u"--format"_s, u"json"_s};

using FaultlineTest::addressSanitizer;

bool refreshing()
{
    return qEnvironmentVariableIntValue("FAULTLINE_REFRESH_GOLDEN") == 1;
}

QString goldenPath(const QString &name)
{
    return QStringLiteral(FAULTLINE_TEST_DATA) + u"/golden/"_s + name;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(FAULTLINE_EXECUTABLE)), FAULTLINE_EXECUTABLE);
    }

    // Four ecosystems, a log with nothing in it and one nothing matches, each in both formats, and
    // the options that change what is printed. The knowledge base is a fixture of our own
    // (golden/kb), so a change of the bundled one does not move these files.
    void triage_data()
    {
        QTest::addColumn<QString>("golden"); // NAME: NAME.out is standard output, NAME.status the rest
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("stdinFile"); // relative to the test data; empty: none

        const QStringList kb = {u"--kb"_s, u"golden/kb"_s};
        const struct
        {
            const char *row;
            QString name;
            QString log;
        } logs[] = {
            {"go panic: two findings", u"go-panic"_s, u"logs/real/go-panic.log"_s},
            {"java NullPointerException: two hits", u"java-npe"_s, u"logs/real/java-npe.log"_s},
            {"python KeyError", u"py-keyerror"_s, u"logs/real/py-keyerror.log"_s},
            {"rust: a match and a suggestion", u"rust-mismatch"_s, u"logs/real/rust-mismatch.log"_s},
            {"nginx: nothing matches", u"nginx-502"_s, u"logs/real/nginx-502.log"_s},
            {"empty log", u"empty"_s, u"golden/logs/empty.log"_s},
        };
        for (const auto &log : logs) {
            for (const QString &format : {u"text"_s, u"json"_s}) {
                QTest::addRow("%s, %s", log.row, qPrintable(format))
                    << log.name + u"-"_s + format << kb + QStringList {u"--format"_s, format, log.log}
                    << QString();
            }
        }
        QTest::newRow("postgres: its LOG lines are normal work, no error to suggest for")
            << u"pg-auth-text"_s << kb + QStringList {u"logs/real/pg-auth.log"_s} << QString();
        QTest::newRow("--top 1: the rest counted")
            << u"go-panic-top1-text"_s << kb + QStringList {u"--top"_s, u"1"_s, u"logs/real/go-panic.log"_s}
            << QString();
        const QStringList twoLogs = {u"logs/real/py-keyerror.log"_s, u"logs/real/nginx-502.log"_s};
        QTest::newRow("two logs, json: an array")
            << u"two-logs-json"_s << kb + QStringList {u"--format"_s, u"json"_s} + twoLogs << QString();
        QTest::newRow("standard input")
            << u"stdin-text"_s << kb + QStringList {u"-"_s} << u"logs/real/rust-mismatch.log"_s;
        QTest::newRow("bundled knowledge base, without --kb")
            << u"bundled-go-panic-text"_s << QStringList {u"logs/real/go-panic.log"_s} << QString();
        QTest::newRow("missing log, json")
            << u"missing-log-json"_s
            << kb + QStringList {u"--format"_s, u"json"_s, u"logs/real/no-such.log"_s} << QString();
    }

    void triage()
    {
        QFETCH(QString, golden);
        QFETCH(QStringList, arguments);
        QFETCH(QString, stdinFile);
        const Run run = runTriage(arguments,
            {.stdinFile
                = stdinFile.isEmpty() ? QString() : QStringLiteral(FAULTLINE_TEST_DATA "/") + stdinFile});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));

        const QByteArray status = "exit " + QByteArray::number(run.exitCode) + '\n' + run.err;
        for (const auto &[suffix, actual] :
            {std::pair {u".out"_s, run.out}, std::pair {u".status"_s, status}}) {
            const QString name = golden + suffix;
            QFile file(goldenPath(name));
            if (refreshing()) {
                QVERIFY2(
                    file.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(file.errorString()));
                file.write(actual);
                file.close();
                qInfo("refreshed %s", qPrintable(file.fileName()));
            }
            QVERIFY2(file.open(QIODevice::ReadOnly),
                qPrintable(u"%1: %2 (FAULTLINE_REFRESH_GOLDEN=1 writes it)"_s.arg(
                    file.fileName(), file.errorString())));
            const QByteArray expected = file.readAll();
            QVERIFY2(actual == expected, qPrintable(firstDifference(name, expected, actual)));
        }
    }

    // Not golden: whatever the wording, a file that cannot be read is an error (exit 2) that names
    // the file on standard error and prints no diagnosis.
    void missingFile_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("log") << QStringList {u"--kb"_s, u"golden/kb"_s, u"logs/real/no-such.log"_s}
                             << u"logs/real/no-such.log"_s;
        const QStringList noKb = {u"--kb"_s, u"golden/no-such-kb"_s, u"logs/real/go-panic.log"_s};
        QTest::newRow("knowledge base") << noKb << u"golden/no-such-kb"_s;
    }

    void missingFile()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, named);
        const Run run = runTriage(arguments);
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QVERIFY2(QString::fromUtf8(run.err).startsWith(u"faultline triage: "_s + named + u": "_s),
            run.err.constData());
    }

    // A log read as a stream from its first byte, however it comes: standard input, `<(cat …)`, a
    // named FIFO given on the command line; gzip-compressed or not (its first bytes tell). Lines
    // are counted and numbered as for the same log in a file.
    void streams_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<bool>("packed");
        for (const QString &how : {u"stdin"_s, u"process substitution"_s, u"named FIFO"_s, u"file"_s}) {
            QTest::newRow(qPrintable(how)) << how << false;
            QTest::newRow(qPrintable(how + u", gzip"_s)) << how << true;
        }
    }
    void streams()
    {
        QFETCH(QString, how);
        QFETCH(bool, packed);
        QTemporaryDir dir;
        const QString plain = dir.filePath(u"plain.log"_s);
        FaultlineTest::writeFile(plain, longGoPanic());
        const QString log = dir.filePath(u"stream-input"_s); // no .gz: the name tells nothing
        FaultlineTest::writeFile(log, packed ? FaultlineTest::gzip(longGoPanic()) : longGoPanic());
        const Run reference = runTriage(jsonKb + QStringList {plain});
        QCOMPARE(report(reference).value(u"lines"_s).toInt(), 2003);

        Run run;
        std::thread writer;
        if (how == u"stdin"_s) {
            run = runTriage(jsonKb + QStringList {u"-"_s}, {.stdinFile = log});
        } else if (how == u"process substitution"_s) {
            run = runTriage(jsonKb, {.shell = {u"bash"_s, u"-c"_s, u"\"$@\" <(cat \"$0\")"_s, log}});
        } else if (how == u"named FIFO"_s) {
            const QString fifo = dir.filePath(u"fifo"_s);
            QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
            // Writes once a reader opened it, giving up after a minute (the reader never came).
            writer = std::thread([fifo, bytes = readFile(log)] {
                for (int tries = 0; tries < 6000; ++tries) {
                    const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
                    if (fd < 0) {
                        std::this_thread::sleep_for(std::chrono::milliseconds(10));
                        continue;
                    }
                    ::fcntl(fd, F_SETFL, 0);
                    for (qsizetype done = 0; done < bytes.size();) {
                        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
                        if (n <= 0)
                            break;
                        done += n;
                    }
                    ::close(fd);
                    return;
                }
            });
            run = runTriage(jsonKb + QStringList {fifo});
        } else {
            run = runTriage(jsonKb + QStringList {log});
        }
        if (writer.joinable())
            writer.join();
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QCOMPARE(QString::fromUtf8(run.err), QString());
        QCOMPARE(run.exitCode, 0);
        const QJsonObject got = report(run), want = report(reference);
        QCOMPARE(got.value(u"lines"_s).toInt(), 2003);
        QCOMPARE(got.value(u"bytes"_s), want.value(u"bytes"_s));
        QCOMPARE(got.value(u"diagnosis"_s), want.value(u"diagnosis"_s)); // same lines, same numbers
    }

    // What may never end is not read, and says what it is; a folder is read as the window reads
    // one: each file in it.
    void notRegularFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        QTest::newRow("device")
            << u"/dev/zero"_s
            << u"not a regular file but a device (such as /dev/zero), which may never end"_s;
        QTest::newRow("system file")
            << u"/proc/self/status"_s
            << u"not a regular file but a system file (of /proc or /sys), whose size "
               "is not known and which may never end: copy it to a file and open that"_s;
    }
    void notRegularFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        const Run run = runTriage(jsonKb + QStringList {path});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(QString::fromUtf8(run.err), u"faultline triage: %1: %2\n"_s.arg(path, message));
    }

    void folders()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"logs.gz"_s); // a folder, whatever its name says
        QVERIFY(QDir().mkpath(folder));
        FaultlineTest::writeFile(folder + u"/a.log"_s, longGoPanic());
        FaultlineTest::writeFile(folder + u"/b.log.gz"_s, FaultlineTest::gzip(longGoPanic()));
        const Run run = runTriage(jsonKb + QStringList {folder});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QCOMPARE(QString::fromUtf8(run.err), QString());
        QCOMPARE(run.exitCode, 0);
        const QJsonArray logs = QJsonDocument::fromJson(run.out).array();
        QCOMPARE(logs.size(), 2);
        QCOMPARE(logs.at(0).toObject().value(u"file"_s).toString(), folder + u"/a.log"_s);
        QCOMPARE(logs.at(1).toObject().value(u"file"_s).toString(), folder + u"/b.log.gz"_s);
        QCOMPARE(logs.at(1).toObject().value(u"lines"_s).toInt(), 2003);

        const QString empty = dir.filePath(u"empty"_s);
        QVERIFY(QDir().mkpath(empty));
        const Run none = runTriage(jsonKb + QStringList {empty});
        QCOMPARE(none.exitCode, 2);
        QCOMPARE(QString::fromUtf8(none.err),
            u"faultline triage: %1: a folder with no files in it; name log files, or a folder of logs\n"_s
                .arg(empty));
    }

    // A gzip log cut short is triaged as far as it goes, and says it is cut (exit status 2, as for
    // any log read in part).
    void cutShortGzip()
    {
        QTemporaryDir dir;
        const QByteArray packed = FaultlineTest::gzip(longGoPanic());
        const QString log = dir.filePath(u"cut.log.gz"_s);
        FaultlineTest::writeFile(log, packed.first(packed.size() / 2));
        const Run run = runTriage(jsonKb + QStringList {log});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(QString::fromUtf8(run.err).startsWith(u"faultline triage: %1: truncated: "_s.arg(log)),
            run.err.constData());
        const int lines = report(run).value(u"lines"_s).toInt();
        QVERIFY2(lines > 500 && lines < 2003, QByteArray::number(lines).constData());
        QCOMPARE(report(run).value(u"complete"_s).toBool(), false);
    }

    // A 5 MB file that unpacks to 5 GiB: unpacked as it is read, never written anywhere, and
    // stopped at the bomb's ratio, with memory capped for the run so that keeping it would fail.
    void gzipBomb()
    {
        QTemporaryDir dir, tmp;
        const QString bomb = dir.filePath(u"bomb.log.gz"_s);
        FaultlineTest::writeFile(bomb, FaultlineTest::gzipBomb(80));
        const Run run = runTriage(jsonKb + QStringList {bomb},
            {.tmpDir = tmp.path(), .addressSpace = addressSanitizer ? 0 : rlim_t(3) << 30});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("as a decompression bomb does"), run.err.constData());
        const qint64 bytes = qint64(report(run).value(u"bytes"_s).toDouble());
        QVERIFY2(
            bytes >= 1LL << 30 && bytes < (1LL << 30) + (64 << 20), QByteArray::number(bytes).constData());
        QCOMPARE(QDir(tmp.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
    }

    // One line of a megabyte that 400 records' regexes all match (a minified bundle, a JSON
    // document on one line): scored around each hit, not whole for each record, so memory stays
    // bounded (each record kept the whole line as its best line: 800 MB for these) and the findings
    // point at line 2 with an excerpt of it.
    void oneLongLineManyRecords()
    {
        QTemporaryDir dir;
        QJsonArray records;
        for (int i = 0; i < 400; ++i) {
            records.append(QJsonObject {{u"id"_s, u"long/gizmo-%1/x"_s.arg(i)},
                {u"error"_s,
                    QJsonObject {{u"signature"_s, u"gizmo%1 exploded"_s.arg(i)},
                        {u"regex"_s, u"gizmo%1 exploded"_s.arg(i)}, {u"domain"_s, u"go"_s},
                        {u"category"_s, u"runtime_error"_s}}}});
        }
        const QString kb = dir.filePath(u"records.json"_s), log = dir.filePath(u"long.log"_s);
        FaultlineTest::writeFile(kb, QJsonDocument(records).toJson());
        QByteArray line;
        for (int i = 0; line.size() < (1 << 20); i = (i + 1) % 400)
            line += "ERROR gizmo" + QByteArray::number(i) + " exploded at step 12; ";
        FaultlineTest::writeFile(log, "start\n" + line + "\nend\n");
        const Run run
            = runTriage({u"--quiet"_s, u"--top"_s, u"1000"_s, u"--kb"_s, kb, u"--format"_s, u"json"_s, log},
                {.addressSpace = addressSanitizer ? 0 : rlim_t(768) << 20});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QVERIFY2(run.exitCode == 0 || run.exitCode == 1, run.err.constData());
        QCOMPARE(report(run).value(u"lines"_s).toInt(), 3);
        QJsonArray findings = report(run).value(u"diagnosis"_s).toArray();
        for (const QJsonValue &hit : report(run).value(u"hits"_s).toArray())
            findings.append(hit);
        QCOMPARE(findings.size(), 400);
        const QJsonObject top = findings.first().toObject();
        QCOMPARE(top.value(u"bestLine"_s).toInt(), 2);
        const QString excerpt = top.value(u"bestLineText"_s).toString();
        QVERIFY2(excerpt.size() < 8192 && excerpt.contains(u" exploded"_s), qPrintable(excerpt.left(200)));
    }

    // UTF-32 (by its BOM) and CR-only line ends (old Mac OS) are read as such: the same findings
    // on the same lines as the UTF-8 LF log.
    void encodingsAndLineEnds_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const QString text = QString::fromUtf8(longGoPanic());
        QStringEncoder le(QStringConverter::Utf32LE), be(QStringConverter::Utf32BE);
        QTest::newRow("UTF-32 LE") << QByteArray("\xFF\xFE\0\0", 4) + QByteArray(le.encode(text));
        QTest::newRow("UTF-32 BE") << QByteArray("\0\0\xFE\xFF", 4) + QByteArray(be.encode(text));
        QTest::newRow("CR only") << longGoPanic().replace('\n', '\r');
        QTest::newRow("CR only, gzip") << FaultlineTest::gzip(longGoPanic().replace('\n', '\r'));
    }
    void encodingsAndLineEnds()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString plain = dir.filePath(u"plain.log"_s), log = dir.filePath(u"other.log"_s);
        FaultlineTest::writeFile(plain, longGoPanic());
        FaultlineTest::writeFile(log, bytes);
        const Run run = runTriage(jsonKb + QStringList {log});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(report(run).value(u"lines"_s).toInt(), 2003);
        QCOMPARE(report(run).value(u"diagnosis"_s),
            report(runTriage(jsonKb + QStringList {plain})).value(u"diagnosis"_s));
    }

    // A problem in the knowledge base that is not fatal (a field of the wrong type, a file refused)
    // was a warning the command never printed. It is printed to standard error as file:line:
    // warning: what is wrong, and --quiet silences it; the exit status is the same either way.
    void loadDiagnosticsOnStderr()
    {
        const QStringList args
            = {u"--kb"_s, u"bad/wrong-types.json"_s, u"--kb"_s, u"/dev/null"_s, u"logs/real/go-panic.log"_s};
        const Run loud = runTriage(args);
        QVERIFY2(loud.failure.isEmpty(), qPrintable(loud.failure));
        const QString err = QString::fromUtf8(loud.err);
        QVERIFY2(
            err.contains(
                u"/bad/wrong-types.json:8: warning: field \"tags\" should be a list of strings but is a string; ignored\n"_s),
            loud.err.constData());
        QVERIFY2(err.contains(u"/dev/null: error: not a regular file but a character device; not read\n"_s),
            loud.err.constData());

        const Run quiet = runTriage(QStringList {u"--quiet"_s} + args);
        QVERIFY2(quiet.failure.isEmpty(), qPrintable(quiet.failure));
        QCOMPARE(quiet.err, QByteArray());
        QCOMPARE(quiet.exitCode, loud.exitCode);
        QCOMPARE(quiet.out, loud.out);
    }

    // A log where nothing is known, with only the knowledge that ships: the user learns that and
    // where more comes from (on stderr: the report itself stays as it is). With a source of their
    // own, or --quiet, nothing is added.
    void nothingKnownSaysWhereMoreIs()
    {
        const QString log = u"golden/logs/empty.log"_s;
        const QByteArray hint = "only the knowledge that ships with Faultline";
        const Run shipped = runTriage({log}, {.builtIn = true});
        QVERIFY2(shipped.failure.isEmpty(), qPrintable(shipped.failure));
        QCOMPARE(shipped.exitCode, 1);
        QVERIFY2(shipped.err.contains(hint) && shipped.err.contains("--kb PATH"), shipped.err.constData());
        QVERIFY2(!shipped.out.contains(hint), shipped.out.constData());

        const Run own = runTriage({u"--kb"_s, u"golden/kb"_s, log}, {.builtIn = true});
        QCOMPARE(own.exitCode, 1);
        QVERIFY2(!own.err.contains(hint), own.err.constData());
        const Run quiet = runTriage({u"--quiet"_s, log}, {.builtIn = true});
        QCOMPARE(quiet.exitCode, 1);
        QCOMPARE(quiet.err, QByteArray());

        const Run known = runTriage({u"logs/real/go-panic.log"_s}, {.builtIn = true});
        QCOMPARE(known.exitCode, 0);
        QVERIFY2(!known.err.contains(hint), known.err.constData());
    }

    // kb add, list and remove keep the sources faultline triage uses without --kb (and the window
    // too); a path that is not there, or not listed, changes nothing and exits 2.
    void kbSources()
    {
        const QString kb = QStringLiteral(FAULTLINE_TEST_DATA "/golden/kb");
        const auto cleanup = qScopeGuard([] { QDir(configHome()).removeRecursively(); });

        Run run = runKb({u"add"_s, u"golden/kb"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, (u"added "_s + kb + u"\n"_s).toUtf8());
        run = runKb({u"add"_s, u"golden/no-such-folder"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("no such file or folder; nothing added"), run.err.constData());

        run = runKb({u"list"_s, u"--format"_s, u"json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray rows = QJsonDocument::fromJson(run.out).array();
        QVERIFY2(!rows.isEmpty(), run.out.constData());
        QCOMPARE(rows.first().toObject().value(u"source"_s).toString(), kb);
        QVERIFY(rows.first().toObject().value(u"on"_s).toBool());
        QVERIFY(rows.first().toObject().value(u"records"_s).toInt() > 0);
        QVERIFY(std::any_of(rows.begin(), rows.end(), [](const QJsonValue &v) {
            return v.toObject().value(u"source"_s).toString() == u"Faultline built-in"_s;
        }));
        run = runKb({u"list"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QByteArray("on  " + kb.toUtf8() + " — ")), run.out.constData());

        // Triage without --kb reads what was added: the same report as naming it.
        const Run added = runTriage({u"logs/real/go-panic.log"_s});
        const Run named = runTriage({u"--kb"_s, u"golden/kb"_s, u"logs/real/go-panic.log"_s});
        QCOMPARE(added.exitCode, 0);
        QCOMPARE(added.out, named.out);

        run = runKb({u"remove"_s, u"golden/other"_s});
        QCOMPARE(run.exitCode, 2);
        run = runKb({u"remove"_s, u"golden/kb"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(runTriage({u"logs/real/go-panic.log"_s}).exitCode, 1); // the bundled one again
        run = runKb({u"frobnicate"_s});
        QCOMPARE(run.exitCode, 2);
    }

    // --scope takes software or all; anything else is a usage error (exit 2) that says so.
    void scope_data()
    {
        QTest::addColumn<QString>("scope");
        QTest::addColumn<bool>("valid");
        QTest::newRow("software") << u"software"_s << true;
        QTest::newRow("all") << u"all"_s << true;
        QTest::newRow("bogus") << u"bogus"_s << false;
        QTest::newRow("wrong case") << u"All"_s << false;
        QTest::newRow("empty") << QString() << false;
    }

    void scope()
    {
        QFETCH(QString, scope);
        QFETCH(bool, valid);
        const Run run
            = runTriage({u"--kb"_s, u"golden/kb"_s, u"--scope"_s, scope, u"logs/real/go-panic.log"_s});
        QVERIFY2(run.failure.isEmpty(), qPrintable(run.failure));
        if (valid) {
            QCOMPARE_NE(run.exitCode, 2);
            QVERIFY(!run.out.isEmpty());
            return;
        }
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(QString::fromUtf8(run.err),
            u"faultline triage: --scope must be software or all, not \"%1\"\n"_s.arg(scope));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
