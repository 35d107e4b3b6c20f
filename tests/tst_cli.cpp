// SPDX-License-Identifier: MIT
// `faultline triage` as a user runs it: the built binary on fixture logs, its standard output,
// standard error and exit status compared with golden files in tests/data/golden/.
//
// After an intended change of the output, rewrite the golden files and review their diff:
//   packaging/dev/dev.sh shell "FAULTLINE_REFRESH_GOLDEN=1 ctest --preset debug -R tst_cli"
// (tests/data/golden/README.md says the same).
#include <QFile>
#include <QProcess>
#include <QTest>

#include <algorithm>
#include <utility>

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

// Runs the binary from the test data folder, so the paths it prints are the relative ones given,
// with the language and terminal fixed: the output must not depend on who runs the test.
Run runTriage(const QStringList &arguments, const QString &stdinFile = {})
{
    QProcess process;
    process.setProgram(QStringLiteral(FAULTLINE_EXECUTABLE));
    process.setArguments(QStringList {u"triage"_s} + arguments);
    process.setWorkingDirectory(QStringLiteral(FAULTLINE_TEST_DATA));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LANGUAGE"_s, u"LC_MESSAGES"_s, u"TERM"_s, u"COLUMNS"_s})
        env.remove(name);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    process.setProcessEnvironment(env);
    process.setStandardInputFile(stdinFile.isEmpty() ? QProcess::nullDevice() : stdinFile);
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
        QTest::newRow("postgres: only a suggestion, which is not a match")
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
        const Run run = runTriage(
            arguments, stdinFile.isEmpty() ? QString() : QStringLiteral(FAULTLINE_TEST_DATA "/") + stdinFile);
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
