// SPDX-License-Identifier: MIT
// Every format the user gave us loads by content, whatever the file is called.
#include "knowledgebase.h"
#include "sourcereader.h"
#include "testshared.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestSeeds : public QObject
{
    Q_OBJECT

private:
    static FileContents readSeed(const QString &prefix)
    {
        const QStringList found = QDir(FaultlineTest::seedsDir()).entryList({prefix + u"_*"_s}, QDir::Files);
        if (found.size() != 1)
            qFatal("expected exactly one seed %s", qPrintable(prefix));
        return SourceReader::readFile(FaultlineTest::seedsDir() + u'/' + found.first());
    }

private Q_SLOTS:
    void init() { FAULTLINE_REQUIRE_DIR(FaultlineTest::seedsDir()); }

    void formatIsRecognised_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("documents");
        QTest::newRow("000 flat JSON record") << u"000"_s << 1 << 0;
        QTest::newRow("001 flat JSON record") << u"001"_s << 1 << 0;
        QTest::newRow("002 Markdown article") << u"002"_s << 0 << 1;
        QTest::newRow("003 bilingual record page") << u"003"_s << 1 << 0;
        QTest::newRow("004 API documentation page") << u"004"_s << 0 << 1;
    }
    void formatIsRecognised()
    {
        QFETCH(QString, seed);
        QFETCH(int, records);
        QFETCH(int, documents);
        const FileContents c = readSeed(seed);
        QVERIFY2(c.diagnostics.isEmpty(), qPrintable(c.diagnostics.value(0).toString()));
        QCOMPARE(c.records.size(), records);
        QCOMPARE(c.documents.size(), documents);
    }

    void flatRecordFields_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("versions");
        QTest::addColumn<QList<double>>("failRates");
        QTest::addColumn<QList<double>>("successRates");
        QTest::addColumn<int>("workaroundsZh");
        QTest::addColumn<double>("fixSuccessRate");
        QTest::addColumn<QString>("resolvable");
        QTest::addColumn<QString>("docUrl");
        QTest::newRow("000") << u"000"_s << u"pytorch/torchscript-dynamic-control-flow"_s << 3
                             << QList<double> {0.8, 0.7} << QList<double> {0.9, 0.85} << 2 << 0.9 << u"true"_s
                             << u"https://pytorch.org/docs/stable/jit.html#mixing-tracing-and-scripting"_s;
        QTest::newRow("001") << u"001"_s << u"pytorch/torch-compile-graph-break-fallback"_s << 2
                             << QList<double> {0.8, 0.5, 0.7} << QList<double> {0.85, 0.8, 0.75} << 3 << 0.7
                             << u"partial"_s
                             << u"https://pytorch.org/docs/stable/compile.html#troubleshooting"_s;
    }
    void flatRecordFields()
    {
        QFETCH(QString, seed);
        QFETCH(QString, id);
        QFETCH(int, versions);
        QFETCH(QList<double>, failRates);
        QFETCH(QList<double>, successRates);
        QFETCH(int, workaroundsZh);
        QFETCH(double, fixSuccessRate);
        QFETCH(QString, resolvable);
        QFETCH(QString, docUrl);
        const Record r = readSeed(seed).records.value(0);
        QVERIFY(r.isValid());
        QCOMPARE(r.format(), RecordFormat::FlatJson);
        QCOMPARE(r.id(), id);
        QCOMPARE(r.domain(), u"pytorch"_s);
        QCOMPARE(r.category(), u"runtime_error"_s);
        QVERIFY(r.signature().startsWith(u"RuntimeError: "_s));
        QVERIFY(r.signatureZh().startsWith(u"运行时错误"_s));
        QVERIFY(r.rootCauseZh().contains(u"控制流"_s));
        QCOMPARE(r.rootCauseType(), u"generic"_s);
        QCOMPARE(r.versions().size(), versions);
        QCOMPARE(r.versions().first().status, u"active"_s);
        QList<double> fails, successes;
        for (const DeadEnd &d : r.deadEnds())
            fails.append(d.failRate.value_or(-1));
        for (const Workaround &w : r.workarounds())
            successes.append(w.successRate.value_or(-1));
        QCOMPARE(fails, failRates);
        QCOMPARE(successes, successRates);
        QCOMPARE(r.workaroundsZh().size(), workaroundsZh);
        QCOMPARE(r.fixSuccessRate().value_or(-1), fixSuccessRate);
        QCOMPARE(r.confidence().value_or(-1), 0.88);
        QCOMPARE(resolvableKey(r.resolvable()), resolvable);
        QCOMPARE(r.officialDocUrl(), docUrl);
        QCOMPARE(r.verificationTier(), u"ai_generated"_s);
        QCOMPARE(r.evidenceCount().value_or(-1), 1);
        QCOMPARE(r.locale(), u"en"_s);
        QVERIFY(r.subcategory().isEmpty());
        QVERIFY(r.regexError().isEmpty());
    }

    void seed000WorkaroundHasCode()
    {
        const Record r = readSeed(u"000"_s).records.value(0);
        QCOMPARE(r.deadEnds().size(), 2);
        QCOMPARE(r.workarounds().size(), 2);
        QVERIFY(r.workarounds().first().how.contains(u"@torch.jit.script\ndef forward(self, x):"_s));
        QCOMPARE(r.firstSeen(), u"2023-02-10"_s);
        QCOMPARE(Record::date(r.lastConfirmed()), QDate(2024, 6, 1));
    }

    void bilingualPage()
    {
        const FileContents c = readSeed(u"003"_s);
        const Record r = c.records.value(0);
        QCOMPARE(r.format(), RecordFormat::BilingualPage);
        QCOMPARE(r.id(), u"pytorch/compile-graph-break-fallback"_s);
        QCOMPARE(r.domain(), u"pytorch"_s);
        QVERIFY(r.signature().startsWith(u"RuntimeError: torch.compile: function 'forward' failed"_s));
        QVERIFY(r.signatureZh().contains(u"图断裂"_s));
        QCOMPARE(r.versions().size(), 5);
        QCOMPARE(r.versions().first().version, u"PyTorch 2.1.0"_s);
        QCOMPARE(r.versions().first().status, u"active"_s);
        QVERIFY(r.versions().first().introduced.isEmpty()); // "—" means none
        QCOMPARE(r.versions().last().version, u"Python 3.11"_s);
        QVERIFY(r.rootCauseZh().startsWith(u"编译的函数包含不受支持的 Python 控制流"_s));
        QVERIFY(
            r.rootCause().startsWith(u"The compiled function contains unsupported Python control flow"_s));
        QCOMPARE(r.officialDocUrl(),
            u"https://pytorch.org/docs/stable/torch.compiler.html#debugging-graph-breaks"_s);
        QCOMPARE(r.workarounds().size(), 3);
        QVERIFY(
            r.workarounds().first().action.startsWith(u"Refactor the forward method to use torch.where"_s));
        QCOMPARE(r.deadEnds().size(), 3);
        QList<double> fails;
        for (const DeadEnd &d : r.deadEnds())
            fails.append(d.failRate.value_or(-1));
        QCOMPARE(fails, (QList<double> {0.70, 0.95, 0.80}));
        QCOMPARE(r.deadEnds().first().action, u"Disable torch.compile entirely and use eager mode"_s);
        QVERIFY(r.deadEnds().first().whyFails.startsWith(u"This removes performance benefits"_s));
    }

    void markdownArticle()
    {
        const Document d = readSeed(u"002"_s).documents.value(0);
        QCOMPARE(d.kind, Document::Kind::Article);
        QCOMPARE(d.title, u"Why can't I trace my model using torch.jit.trace?"_s);
        QCOMPARE(d.date, u"2025-01-30"_s);
        QCOMPARE(d.id, u"why-cant-i-trace-my-model-using-torchjittrace"_s);
        QVERIFY(d.body.startsWith(u"The inability to trace a PyTorch model"_s));
        QVERIFY(d.body.contains(u"```python"_s));
        QVERIFY(!d.body.contains(u"title:"_s));
    }

    void documentationPage()
    {
        const Document d = readSeed(u"004"_s).documents.value(0);
        QCOMPARE(d.kind, Document::Kind::Page);
        QCOMPARE(d.title, u"torch.jit.trace — PyTorch 2.7 documentation"_s);
        QVERIFY(d.body.startsWith(u"torch.jit.trace(func, example_inputs=None"_s));
    }

    void wholeSeedFolder()
    {
        const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::seedsDir()});
        QCOMPARE(kb.records().size(), 3);
        QCOMPARE(kb.documents().size(), 2);
        QVERIFY(kb.diagnostics().isEmpty());
        QVERIFY(kb.record(u"pytorch/compile-graph-break-fallback"_s).isValid());
    }

    // The bundled copy in resources/ must be the user's seeds, byte for byte.
    void bundledCopyMatchesSeeds()
    {
        const QDir bundled(QStringLiteral(FAULTLINE_TEST_DATA) + u"/../../resources/seeds"_s);
        const QStringList names = QDir(FaultlineTest::seedsDir()).entryList(QDir::Files);
        QCOMPARE(bundled.entryList(QDir::Files), names);
        for (const QString &name : names) {
            QFile a(FaultlineTest::seedsDir() + u'/' + name), b(bundled.filePath(name));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), qPrintable(name));
        }
    }
};

QTEST_GUILESS_MAIN(TestSeeds)
#include "tst_seeds.moc"
