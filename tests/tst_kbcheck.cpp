// SPDX-License-Identifier: MIT
// `faultline kb check`: each kind of fault found in a fixture of its own (tests/data/kbcheck/), a
// clean knowledge base found clean, the measures of a regex's breadth on their own, and the
// command line's exit codes and line format.
#include "kbcheck.h"
#include "regexbreadth.h"
#include "testshared.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <algorithm>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

QString fixture(const QString &name)
{
    return FaultlineTest::testData(u"kbcheck/"_s + name);
}

/// The kinds of \a findings, by name, in their order.
QStringList kinds(const QList<KbFinding> &findings)
{
    QStringList names;
    for (const KbFinding &f : findings)
        names.append(KbFinding::kindName(f.kind));
    return names;
}

/// All the findings, one a line, for a failure's message.
QByteArray listed(const QList<KbFinding> &findings)
{
    QStringList lines;
    for (const KbFinding &f : findings)
        lines.append(f.toString());
    return lines.join(u'\n').toUtf8();
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/// The built binary's `kb check` with \a arguments, from the test data folder (so the paths it
/// prints are the relative ones given), in English.
Run runKbCheck(const QStringList &arguments)
{
    QProcess process;
    process.setProgram(QStringLiteral(FAULTLINE_EXECUTABLE));
    process.setArguments(QStringList {u"kb"_s, u"check"_s} + arguments);
    process.setWorkingDirectory(QStringLiteral(FAULTLINE_TEST_DATA));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LANGUAGE"_s, u"LC_MESSAGES"_s})
        env.remove(name);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    process.setProcessEnvironment(env);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace

class TestKbCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One fixture per kind of fault: exactly the findings expected, each at its field and record.
    void fault_data()
    {
        QTest::addColumn<QStringList>("sources");
        QTest::addColumn<QString>("healthy"); // a fixture folder of healthy logs; empty: none
        QTest::addColumn<QStringList>("kinds");
        // Of the last finding (sorted by file and line):
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("recordId");
        QTest::addColumn<bool>("error"); // whether it is an error

        QTest::newRow("malformed JSON") << QStringList {fixture(u"syntax"_s)} << QString()
                                        << QStringList {u"syntax"_s} << QString() << QString() << true;
        QTest::newRow("a field of the wrong type, a file that is no record")
            << QStringList {fixture(u"wrong-type"_s)} << QString() << QStringList {u"schema"_s, u"schema"_s}
            << u"tags"_s << QString() << false;
        QTest::newRow("regex RE2 rejects")
            << QStringList {fixture(u"regex-rejected"_s)} << QString() << QStringList {u"regex-rejected"_s}
            << u"regex"_s << u"fixture/backreference"_s << true;
        QTest::newRow("example not matched") << QStringList {fixture(u"example-not-matched"_s)} << QString()
                                             << QStringList {u"example-not-matched"_s} << u"examples[1]"_s
                                             << u"fixture/example-missed"_s << true;
        QTest::newRow("duplicate id across two sources")
            << QStringList {fixture(u"duplicate-id/first"_s), fixture(u"duplicate-id/second"_s)} << QString()
            << QStringList {u"duplicate-id"_s} << u"id"_s << u"fixture/same-id"_s << true;
        QTest::newRow("regex without letters")
            << QStringList {fixture(u"no-letters"_s)} << QString() << QStringList {u"regex-no-letters"_s}
            << u"regex"_s << u"fixture/status-429"_s << false;
        QTest::newRow("regex matching fragments of words")
            << QStringList {fixture(u"fragment"_s)} << QString()
            << QStringList {u"regex-fragment"_s, u"regex-fragment"_s} << u"regex"_s
            << u"fixture/fragment-end"_s << false;
        QTest::newRow("regex firing on healthy logs")
            << QStringList {fixture(u"broad"_s)} << u"broad/healthy"_s << QStringList {u"regex-broad"_s}
            << u"regex"_s << u"fixture/connection-word"_s << false;
        QTest::newRow("clean") << QStringList {fixture(u"clean"_s)} << QString() << QStringList() << QString()
                               << QString() << false;
        QTest::newRow("clean, with healthy logs") << QStringList {fixture(u"clean"_s)} << u"broad/healthy"_s
                                                  << QStringList() << QString() << QString() << false;
    }

    void fault()
    {
        QFETCH(QStringList, sources);
        QFETCH(QString, healthy);
        QFETCH(QStringList, kinds);
        QFETCH(QString, field);
        QFETCH(QString, recordId);
        QFETCH(bool, error);
        KbCheck::Options options;
        if (!healthy.isEmpty())
            options.healthyFiles = {fixture(healthy + u"/service.log"_s)};
        const KbCheck check = KbCheck::run(sources, options);
        const QList<KbFinding> &findings = check.findings();
        QVERIFY2(::kinds(findings) == kinds, listed(findings).constData());
        QCOMPARE(check.errorCount() + check.warningCount(), findings.size());
        if (findings.isEmpty())
            return;
        const KbFinding &f = findings.last();
        QCOMPARE(f.field, field);
        QCOMPARE(f.recordId, recordId);
        QCOMPARE(f.severity == KbFinding::Severity::Error, error);
        QVERIFY2(f.file.startsWith(sources.last()), qPrintable(f.file));
        QVERIFY2(f.line > 0, qPrintable(f.toString()));
    }

    // Where each finding points, and what it says, for the faults whose details matter.
    void details()
    {
        const KbCheck fragments = KbCheck::run({fixture(u"fragment"_s)}, {});
        QCOMPARE(fragments.findings().size(), 2);
        QVERIFY2(fragments.findings()[0].message.contains(
                     u"begins inside the word \"getDetail\" (in examples[0])"_s),
            qPrintable(fragments.findings()[0].message));
        QVERIFY2(fragments.findings()[1].message.contains(u"ends 3 character"_s)
                && fragments.findings()[1].message.contains(u"the word \"dependency\" (in signature)"_s),
            qPrintable(fragments.findings()[1].message));
        // Items of one array: each finding on its own record's line.
        QCOMPARE(fragments.findings()[0].line, 5);
        QCOMPARE(fragments.findings()[1].line, 12);

        const KbCheck broad
            = KbCheck::run({fixture(u"broad"_s)}, {{fixture(u"broad/healthy/service.log"_s)}});
        QCOMPARE(broad.healthyLineCount(), 10);
        const QString message = broad.findings().value(0).message;
        QVERIFY2(message.contains(u"40.0%"_s) && message.contains(u"service.log:2"_s), qPrintable(message));

        // Below the share, nothing: the regex fires on 4 lines of 10.
        const KbCheck lenient = KbCheck::run({fixture(u"broad"_s)},
            {.healthyFiles = {fixture(u"broad/healthy/service.log"_s)}, .maxHealthyShare = 0.5});
        QVERIFY2(lenient.findings().isEmpty(), listed(lenient.findings()).constData());

        const KbCheck duplicate
            = KbCheck::run({fixture(u"duplicate-id/first"_s), fixture(u"duplicate-id/second"_s)}, {});
        QVERIFY(duplicate.findings().value(0).file.endsWith(u"second/record.json"_s));
        QCOMPARE(duplicate.recordCount(), 1);
    }

    void fragmentAt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("match"); // found in text; its first occurrence is the match
        QTest::addColumn<bool>("fragment");
        QTest::addColumn<QString>("word");

        QTest::newRow("inside a word") << u"getdetail failed"_s << u"etail"_s << true << u"getdetail"_s;
        QTest::newRow("after a camel-case boundary")
            << u"getDetail failed"_s << u"Detail"_s << false << QString();
        QTest::newRow("before it, a capital")
            << u"getDetail failed"_s << u"etail"_s << true << u"getDetail"_s;
        QTest::newRow("build error") << u"build error"_s << u"ld error"_s << true << u"build"_s;
        QTest::newRow("whole words") << u"ld: cannot find -lfoo"_s << u"cannot find"_s << false << QString();
        QTest::newRow("a stem") << u"the build failed"_s << u"fail"_s << false << QString();
        QTest::newRow("a short end") << u"peer dependency"_s << u"peer dep"_s << true << u"dependency"_s;
        QTest::newRow("digits inside a number") << u"port 54290 open"_s << u"429"_s << true << u"54290"_s;
        QTest::newRow("digits after letters") << u"http429"_s << u"429"_s << false << QString();
        QTest::newRow("Chinese has no spaces") << u"连接被拒绝了"_s << u"被拒绝"_s << false << QString();
        QTest::newRow("at the line's ends") << u"timeout"_s << u"timeout"_s << false << QString();
    }

    void fragmentAt()
    {
        QFETCH(QString, text);
        QFETCH(QString, match);
        QFETCH(bool, fragment);
        QFETCH(QString, word);
        const qsizetype begin = text.indexOf(match);
        QVERIFY(begin >= 0);
        const auto f = RegexBreadth::fragmentAt(text, begin, begin + match.size());
        QCOMPARE(f.has_value(), fragment);
        if (f)
            QCOMPARE(f->word, word);
    }

    void canMatchWithoutLetters_data()
    {
        QTest::addColumn<QString>("regex");
        QTest::addColumn<bool>("withoutLetters");
        QTest::newRow("a number") << u"429"_s << true;
        QTest::newRow("digits") << u"\\d{3}\\.\\d+"_s << true;
        QTest::newRow("one alternative a number") << u"Too Many Requests|\\b429\\b"_s << true;
        QTest::newRow("punctuation") << u"\\.\\./"_s << true;
        QTest::newRow("no literal at all") << u".{3,}"_s << true;
        QTest::newRow("a word") << u"timeout"_s << false;
        QTest::newRow("a number and a word") << u"HTTP 429"_s << false;
        QTest::newRow("every alternative a word") << u"(CANCELLED|context cancel+ed)"_s << false;
        QTest::newRow("letters of a class") << u"[Ee]rror \\d+"_s << false;
        QTest::newRow("Chinese") << u"连接被拒绝"_s << false;
        QTest::newRow("RE2 rejects it") << u"(a)\\1"_s << false;
    }

    void canMatchWithoutLetters()
    {
        QFETCH(QString, regex);
        QFETCH(bool, withoutLetters);
        QCOMPARE(RegexBreadth::canMatchWithoutLetters(regex), withoutLetters);
    }

    void cliExitCodes_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("clean") << QStringList {u"kbcheck/clean"_s} << 0;
        QTest::newRow("clean, healthy logs")
            << QStringList {u"kbcheck/clean"_s, u"--healthy"_s, u"kbcheck/broad/healthy"_s} << 0;
        QTest::newRow("a warning") << QStringList {u"kbcheck/no-letters"_s} << 1;
        QTest::newRow("a warning, quiet") << QStringList {u"--quiet"_s, u"kbcheck/no-letters"_s} << 1;
        QTest::newRow("an error") << QStringList {u"kbcheck/syntax"_s} << 1;
        QTest::newRow("broad on healthy logs")
            << QStringList {u"kbcheck/broad"_s, u"--healthy"_s, u"kbcheck/broad/healthy"_s} << 1;
        QTest::newRow("no such path") << QStringList {u"kbcheck/no-such"_s} << 2;
        QTest::newRow("no path") << QStringList() << 2;
        QTest::newRow("bad format") << QStringList {u"--format"_s, u"xml"_s, u"kbcheck/clean"_s} << 2;
        QTest::newRow("healthy folder without logs")
            << QStringList {u"kbcheck/clean"_s, u"--healthy"_s, u"kbcheck/no-such"_s} << 2;
    }

    void cliExitCodes()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        const Run run = runKbCheck(arguments);
        QVERIFY2(run.exitCode == exitCode,
            qPrintable(u"exit %1, expected %2; standard error:\n%3"_s.arg(run.exitCode)
                    .arg(exitCode)
                    .arg(QString::fromUtf8(run.err))));
    }

    // One finding a line, as compilers write them: file, line, field, severity, message, record.
    void cliText()
    {
        const Run run = runKbCheck({u"kbcheck/no-letters"_s});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out,
            "kbcheck/no-letters/record.json:4:regex: warning: the regex can match text with no letter in it "
            "(only digits, spaces or punctuation), which is no evidence of this error "
            "(fixture/status-429)\n");
        QVERIFY2(run.err.startsWith("faultline kb check: 1 record"), run.err.constData());

        const Run quiet = runKbCheck({u"--quiet"_s, u"kbcheck/no-letters"_s});
        QCOMPARE(quiet.out, QByteArray()); // a warning, not listed
    }

    void cliJson()
    {
        const Run run = runKbCheck({u"--format"_s, u"json"_s, u"kbcheck/example-not-matched"_s});
        QCOMPARE(run.exitCode, 1);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
        QVERIFY2(doc.isArray(), qPrintable(error.errorString()));
        QCOMPARE(doc.array().size(), 1);
        const QJsonObject o = doc.array().first().toObject();
        QCOMPARE(o[u"kind"_s].toString(), u"example-not-matched"_s);
        QCOMPARE(o[u"severity"_s].toString(), u"error"_s);
        QCOMPARE(o[u"field"_s].toString(), u"examples[1]"_s);
        QCOMPARE(o[u"id"_s].toString(), u"fixture/example-missed"_s);
        QCOMPARE(o[u"file"_s].toString(), u"kbcheck/example-not-matched/record.json"_s);
        QCOMPARE(o[u"line"_s].toInt(), 6);
    }

    // Faultline's own knowledge base is kept clean by this very check.
    void cliBuiltIn()
    {
        const Run run = runKbCheck({u"--builtin"_s});
        if (run.exitCode == 2 && run.err.contains("name at least one"))
            QSKIP("this build embeds no knowledge base (resources/kb holds no records)");
        QVERIFY2(run.exitCode == 0, QByteArray(run.out + run.err).constData());
    }

    // The corpus: nothing that stops a record from loading or matching, and the whole check in
    // well under the two seconds it may take.
    void corpus()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        QElapsedTimer timer;
        timer.start();
        const KbCheck check = KbCheck::run({FaultlineTest::corpusDir() + u"/data"_s}, {});
        qInfo("corpus checked in %lld ms: %lld errors, %lld warnings", timer.elapsed(),
            qlonglong(check.errorCount()), qlonglong(check.warningCount()));
        QCOMPARE(check.recordCount(), 2522);
        QVERIFY2(check.errorCount() == 0, listed(check.findings()).constData());
        const auto noLetters
            = std::find_if(check.findings().begin(), check.findings().end(), [](const KbFinding &f) {
                  return f.kind == KbFinding::Kind::RegexNoLetters
                      && f.recordId == u"llm/rate-limit-429/api-all"_s;
              });
        QVERIFY(noLetters != check.findings().end());
        QCOMPARE(noLetters->field, u"error.regex"_s);
    }
};

QTEST_GUILESS_MAIN(TestKbCheck)
#include "tst_kbcheck.moc"
