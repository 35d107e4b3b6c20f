// SPDX-License-Identifier: MIT
// TriageReport: the JSON and Markdown written from a hand-made TriageResult: fields and 1-based
// lines, the result's order kept and cut at `top` in each of the three sections (diagnosis,
// suggestions, weak hits), confidence and environments, record text escaped in Markdown, and an
// empty or incomplete result.
#include "testshared.h"
#include "triagereport.h"

#include <QJsonArray>
#include <QTest>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

Record record(const QString &id, const QString &signature, const QString &domain = u"python"_s)
{
    Record r = FaultlineTest::regexRecord(id, u"x"_s, domain);
    r.edit().signature = signature;
    return r;
}

/// A finding of \a r with hits on the 0-based \a lines, the best on the last.
Finding hitFinding(const Record &r, const QList<qint64> &lines, double score)
{
    Finding f;
    f.record = r;
    for (qint64 line : lines)
        f.hits.append({line, 7, 19, score - 0.1, 1});
    f.hitCount = lines.size();
    f.firstLine = lines.first();
    f.lastLine = lines.last();
    f.best = f.hits.last();
    f.bestLine = u"ModuleNotFoundError: No module named 'torch'"_s;
    f.score = score;
    f.confidence = score;
    return f;
}

/// Three findings in ranked order: a diagnosis, a suggestion, a weak match (in two environments).
TriageResult threeKinds()
{
    TriageResult result;
    result.lines = 120;
    result.bytes = 4567;
    result.hitLines = 4;
    result.cutLines = 1;
    result.ecosystems = {u"python"_s, u"docker"_s};

    Record torch = record(u"py-torch-missing"_s, u"ModuleNotFoundError: No module named 'torch'"_s);
    Workaround install, wheel;
    install.action = u"pip install torch"_s;
    install.successRate = 0.92;
    wheel.action = u"Use the (CPU) wheel"_s;
    DeadEnd reinstall;
    reinstall.action = u"Reinstall *Python*"_s;
    reinstall.failRate = 0.4;
    torch.edit().workarounds = {install, wheel};
    torch.edit().deadEnds = {reinstall};
    result.findings.append(hitFinding(torch, {3, 9, 41}, 0.87654));

    Finding suggestion;
    suggestion.record = record(u"docker-oom"_s, u"container killed: out of memory"_s, u"docker"_s);
    suggestion.suggestion = true;
    suggestion.hitCount = 1;
    suggestion.firstLine = suggestion.lastLine = 77;
    suggestion.best = {77, 0, 0, 0.61};
    suggestion.bestLine = u"Killed (out of memory)"_s;
    suggestion.score = 0.61;
    suggestion.confidence = 0.41;
    result.findings.append(suggestion);

    Finding weak = hitFinding(record(u"generic-warning"_s, u"warning"_s), {100}, 0.3);
    weak.weak = true;
    weak.environments = {record(u"generic-warning-win"_s, u"warning"_s)};
    result.findings.append(weak);
    return result;
}

} // namespace

class TestTriageReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonSummary()
    {
        const QJsonObject json = TriageReport::toJson(u"logs/build.log"_s, threeKinds());
        QCOMPARE(json[u"file"_s].toString(), u"logs/build.log"_s);
        QCOMPARE(json[u"lines"_s].toInteger(), 120);
        QCOMPARE(json[u"bytes"_s].toInteger(), 4567);
        QCOMPARE(json[u"linesMatchedOnTheirStartOnly"_s].toInteger(), 1);
        QCOMPARE(json[u"complete"_s].toBool(), true);
        QCOMPARE(json[u"ecosystems"_s].toArray(), QJsonArray({u"python"_s, u"docker"_s}));
    }

    void jsonSectionsKeepTheRankedOrder_data()
    {
        QTest::addColumn<int>("top");
        QTest::addColumn<QString>("section");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("diagnosis") << INT_MAX << u"diagnosis"_s << QStringList {u"py-torch-missing"_s};
        QTest::newRow("suggestions") << INT_MAX << u"suggestions"_s << QStringList {u"docker-oom"_s};
        QTest::newRow("hits") << INT_MAX << u"hits"_s << QStringList {u"generic-warning"_s};
        QTest::newRow("top 0") << 0 << u"diagnosis"_s << QStringList();
    }

    void jsonSectionsKeepTheRankedOrder()
    {
        QFETCH(int, top);
        QFETCH(QString, section);
        QFETCH(QStringList, ids);
        const QJsonArray findings = TriageReport::toJson(u"a.log"_s, threeKinds(), top)[section].toArray();
        QStringList got;
        for (const QJsonValue &f : findings)
            got.append(f[u"record"_s].toString());
        QCOMPARE(got, ids);
    }

    void jsonTopCutsEachSection()
    {
        TriageResult result = threeKinds();
        result.findings.insert(1, hitFinding(record(u"second"_s, u"second"_s), {5}, 0.7));
        const QJsonObject json = TriageReport::toJson(u"a.log"_s, result, 1);
        QCOMPARE(json[u"diagnosis"_s].toArray().size(), 1);
        QCOMPARE(json[u"diagnosis"_s][0][u"record"_s].toString(), u"py-torch-missing"_s);
        QCOMPARE(json[u"suggestions"_s].toArray().size(), 1);
        QCOMPARE(json[u"hits"_s].toArray().size(), 1);
    }

    void jsonNothingDiagnosed()
    {
        TriageResult result = threeKinds();
        result.findings.removeFirst();
        const QJsonObject json = TriageReport::toJson(u"a.log"_s, result);
        QVERIFY(json[u"diagnosis"_s].isArray());
        QVERIFY(json[u"diagnosis"_s].toArray().isEmpty());
        QCOMPARE(json[u"suggestions"_s].toArray().size(), 1);
    }

    void jsonFinding_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("hits");
        QTest::addColumn<int>("firstLine");
        QTest::addColumn<int>("bestLine");
        QTest::addColumn<double>("score");
        QTest::addColumn<double>("confidence");
        QTest::addColumn<QStringList>("environments");
        QTest::newRow("match") << u"diagnosis"_s << u"match"_s << 3 << 4 << 42 << 0.877 << 0.877
                               << QStringList();
        QTest::newRow("suggestion: no hits listed")
            << u"suggestions"_s << u"suggestion"_s << 0 << 78 << 78 << 0.61 << 0.41 << QStringList();
        QTest::newRow("weak, two environments") << u"hits"_s << u"weak"_s << 1 << 101 << 101 << 0.3 << 0.3
                                                << QStringList {u"generic-warning-win"_s};
    }

    void jsonFinding()
    {
        QFETCH(QString, section);
        QFETCH(QString, kind);
        QFETCH(int, hits);
        QFETCH(int, firstLine);
        QFETCH(int, bestLine);
        QFETCH(double, score);
        QFETCH(double, confidence);
        QFETCH(QStringList, environments);
        const QJsonObject f = TriageReport::toJson(u"a.log"_s, threeKinds())[section][0].toObject();
        QCOMPARE(f[u"kind"_s].toString(), kind);
        QCOMPARE(f[u"hits"_s].toArray().size(), hits);
        QCOMPARE(f[u"firstLine"_s].toInt(), firstLine); // 1-based
        QCOMPARE(f[u"bestLine"_s].toInt(), bestLine);
        QCOMPARE(f[u"score"_s].toDouble(), score); // rounded to three decimals
        QCOMPARE(f[u"confidence"_s].toDouble(), confidence);
        QStringList gotEnvironments;
        for (const QJsonValue &id : f[u"environments"_s].toArray())
            gotEnvironments.append(id.toString());
        QCOMPARE(gotEnvironments, environments);
    }

    void jsonMatchDetails()
    {
        const QJsonObject f = TriageReport::toJson(u"a.log"_s, threeKinds())[u"diagnosis"_s][0].toObject();
        QCOMPARE(f[u"signature"_s].toString(), u"ModuleNotFoundError: No module named 'torch'"_s);
        QCOMPARE(f[u"domain"_s].toString(), u"python"_s);
        QCOMPARE(f[u"hitCount"_s].toInteger(), 3);
        QCOMPARE(f[u"lastLine"_s].toInt(), 42);
        QCOMPARE(f[u"bestLineText"_s].toString(), u"ModuleNotFoundError: No module named 'torch'"_s);
        QCOMPARE(f[u"workarounds"_s].toInt(), 2);
        QCOMPARE(f[u"deadEnds"_s].toInt(), 1);
        const QJsonObject hit = f[u"hits"_s][1].toObject();
        QCOMPARE(hit[u"line"_s].toInt(), 10);
        QCOMPARE(hit[u"begin"_s].toInt(), 7);
        QCOMPARE(hit[u"end"_s].toInt(), 19);
        QCOMPARE(hit[u"score"_s].toDouble(), 0.777);
    }

    void markdownListsFindingsInSections()
    {
        const QString md = TriageReport::toMarkdown(u"build.log"_s, threeKinds());
        QVERIFY(
            md.startsWith(u"# Triage of build.log\n\n120 line(s) · python, docker\n\n## Diagnosis\n\n"_s));
        const qsizetype first = md.indexOf(
            u"1. **ModuleNotFoundError: No module named 'torch'** `py-torch-missing` — confidence 88%\n"_s);
        const qsizetype second = md.indexOf(
            u"## Suggestions\n\n1. **container killed: out of memory** `docker-oom` — confidence 41%"_s);
        const qsizetype third
            = md.indexOf(u"## Weak hits\n\n1. **warning** `generic-warning` — confidence 30%"_s);
        QVERIFY2(first > 0, qPrintable(md));
        QVERIFY(second > first);
        QVERIFY(third > second);
        QVERIFY(!md.contains(u"incomplete"_s));
        QVERIFY(!md.contains(u"No known error was recognised in this log."_s));

        TriageResult two = threeKinds();
        two.findings.insert(1, hitFinding(record(u"second"_s, u"second"_s), {5}, 0.7));
        const QString top1 = TriageReport::toMarkdown(u"build.log"_s, two, 1); // each section cut
        QVERIFY(top1.contains(u"`py-torch-missing`"_s));
        QVERIFY(!top1.contains(u"`second`"_s));
        QVERIFY(top1.contains(u"`docker-oom`"_s));
    }

    void markdownKinds()
    {
        const QString md = TriageReport::toMarkdown(u"build.log"_s, threeKinds());
        // A match: its hits and best line, workarounds with success rates, dead ends with fail rates.
        QVERIFY(md.contains(u"   - 3 hit(s), first on line 4, last on line 42\n"_s));
        QVERIFY(md.contains(u"   - Line 42: ModuleNotFoundError: No module named 'torch'\n"_s));
        QVERIFY(md.contains(u"   - Workaround: pip install torch (92%)\n"_s));
        QVERIFY(md.contains(u"   - Workaround: Use the \\(CPU\\) wheel\n"_s)); // no rate, no suffix
        QVERIFY(md.contains(u"   - Dead end: Reinstall \\*Python\\* (40%)\n"_s));
        // A suggestion: why it is listed, and no hit counts.
        QVERIFY(md.contains(u"`docker-oom` — confidence 41%\n   - *suggestion*: its regex did not match; its "
                            u"signature resembles line 78\n   - Line 78: Killed \\(out of memory\\)\n"_s));
        QCOMPARE(md.count(u"hit(s)"_s), 2);
        // The same error in its other environments.
        QVERIFY(
            md.contains(u"`generic-warning` — confidence 30%\n   - 1 hit(s), first on line 101, last on line "
                        u"101\n   - Also in: `generic-warning-win`\n"_s));
    }

    void markdownEscapesRecordText_data()
    {
        QTest::addColumn<QString>("signature");
        QTest::addColumn<QString>("written");
        QTest::newRow("emphasis") << u"a*b_c"_s << u"a\\*b\\_c"_s;
        QTest::newRow("code") << u"`rm -rf`"_s << u"\\`rm \\-rf\\`"_s;
        QTest::newRow("link") << u"[x](http://y)"_s << u"\\[x\\]\\(http://y\\)"_s;
        QTest::newRow("html") << u"<script>"_s << u"\\<script\\>"_s;
        QTest::newRow("heading and table") << u"# a | b"_s << u"\\# a \\| b"_s;
        QTest::newRow("line breaks") << u"first\r\nsecond"_s << u"first  second"_s;
        QTest::newRow("backslash") << u"C:\\temp"_s << u"C:\\\\temp"_s;
        QTest::newRow("plain") << u"Segmentation fault"_s << u"Segmentation fault"_s;
    }

    void markdownEscapesRecordText()
    {
        QFETCH(QString, signature);
        QFETCH(QString, written);
        TriageResult result;
        result.lines = 1;
        result.findings.append(hitFinding(record(u"id"_s, signature), {0}, 0.9));
        result.findings.first().bestLine = signature;
        const QString md = TriageReport::toMarkdown(signature, result);
        QVERIFY2(md.startsWith(u"# Triage of "_s + written + u"\n"_s), qPrintable(md));
        QVERIFY2(md.contains(u"1. **"_s + written + u"** `id` — confidence 90%\n"_s), qPrintable(md));
        QVERIFY2(md.contains(u"   - Line 1: "_s + written + u"\n"_s), qPrintable(md));
    }

    void emptyResult()
    {
        const TriageResult empty;
        const QString md = TriageReport::toMarkdown(u"quiet.log"_s, empty);
        QCOMPARE(md,
            u"# Triage of quiet.log\n\n0 line(s)\n\n## Diagnosis\n\nNo known error was recognised in this log.\n"_s);
        const QJsonObject json = TriageReport::toJson(u"quiet.log"_s, empty);
        QVERIFY(json[u"diagnosis"_s].toArray().isEmpty());
        QVERIFY(json[u"suggestions"_s].toArray().isEmpty());
        QVERIFY(json[u"hits"_s].toArray().isEmpty());
        QVERIFY(json[u"ecosystems"_s].toArray().isEmpty());
        QCOMPARE(json[u"lines"_s].toInteger(), 0);
    }

    void incompleteResult()
    {
        TriageResult result = threeKinds();
        result.complete = false;
        QVERIFY(TriageReport::toMarkdown(u"a.log"_s, result)
                .contains(
                    u"120 line(s) · python, docker · **incomplete**: the log was not read to the end\n"_s));
        QCOMPARE(TriageReport::toJson(u"a.log"_s, result)[u"complete"_s].toBool(), false);
    }
};

QTEST_GUILESS_MAIN(TestTriageReport)
#include "tst_triagereport.moc"
