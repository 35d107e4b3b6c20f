// SPDX-License-Identifier: MIT
// The real public corpus (../shared/corpus/deadends) loads completely. The expected figures were
// counted independently with a Python script over the raw JSON (see the closing note).
#include "knowledgebase.h"
#include "testshared.h"

#include <QSet>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestCorpus : public QObject
{
    Q_OBJECT

    static QString data(const QString &sub = {})
    {
        return FaultlineTest::corpusDir() + u"/data"_s + (sub.isEmpty() ? QString() : u'/' + sub);
    }

private Q_SLOTS:
    void init() { FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir()); }

    void wholeDataFolder()
    {
        const KnowledgeBase kb = KnowledgeBase::load({data()});
        QCOMPARE(kb.fileCount(), 2524); // 2,522 canons + index.jsonl + edges.jsonl
        QCOMPARE(kb.records().size(), 2522);
        QCOMPARE(kb.documents().size(), 0);
        for (const Diagnostic &d : kb.diagnostics())
            qWarning().noquote() << d.toString();
        QCOMPARE(kb.diagnostics().size(), 0);
        QVERIFY(kb.isComplete());

        QSet<QString> domains;
        qsizetype links = 0, partial = 0;
        for (const Record &r : kb.records()) {
            domains.insert(r.domain());
            links += r.links().size();
            partial += r.resolvable() == Resolvable::Partial;
            QCOMPARE(r.format(), RecordFormat::CanonJson);
            QVERIFY2(r.regexError().isEmpty(), qPrintable(r.id()));
        }
        QCOMPARE(domains.size(), 54);
        QCOMPARE(partial, 155);
        // Transition graphs in the canons plus edges.jsonl, without repeating a link.
        QCOMPARE(links, 4438);
    }

    void canonFieldsMapped()
    {
        const KnowledgeBase kb = KnowledgeBase::load({data(u"canons/python"_s)});
        const Record r = kb.record(u"python/typeerror-takes-positional-args/py311-linux"_s);
        QVERIFY(r.isValid());
        QCOMPARE(r.domain(), u"python"_s);
        QCOMPARE(r.resolvable(), Resolvable::True);
        QCOMPARE(r.fixSuccessRate().value_or(-1), 0.95);
        QCOMPARE(r.confidence().value_or(-1), 0.95);
        QCOMPARE(r.lastUpdated(), u"2026-02-11"_s);
        QVERIFY(r.rootCause().startsWith(u"Too many arguments passed."_s)); // verdict.summary
        QCOMPARE(r.deadEnds().size(), 2);
        QCOMPARE(r.workarounds().size(), 2);
        QCOMPARE(r.os(), u"linux"_s);
        QCOMPARE(r.versions().value(0).version, u"python >=3.11,<3.13"_s);
        QCOMPARE(r.environment().value(u"python"_s).toString(), u">=3.11,<3.13"_s);
        QCOMPARE(r.evidenceCount().value_or(-1), 50);
        QCOMPARE(r.verificationTier(), u"auto_generated"_s); // metadata.review_status
        QCOMPARE(r.metadata().value(u"generated_by"_s).toString(), u"bulk_generate.py"_s);
        QCOMPARE(r.links().size(), 1);
        QCOMPARE(r.links().first().kind, RecordLink::Kind::LeadsTo);
        QCOMPARE(r.links().first().targetId, u"python/typeerror-no-len/py311-linux"_s);
        QCOMPARE(r.links().first().probability.value_or(-1), 0.17);
        QCOMPARE(r.extra().value(u"schema_version"_s).toString(), u"1.0.0"_s);
    }

    // Opened by itself, the signature index stands in for the canons it lists.
    void signatureIndexAlone()
    {
        const KnowledgeBase kb = KnowledgeBase::load({data(u"signatures/index.jsonl"_s)});
        QCOMPARE(kb.records().size(), 2021);
        QVERIFY(kb.diagnostics().isEmpty());
        const Record r = kb.records().first();
        QCOMPARE(r.format(), RecordFormat::SignatureIndex);
        QCOMPARE(r.sourceLine(), 1);
        QVERIFY(!r.regex().isEmpty());
        QVERIFY(!r.aliases().isEmpty()); // the canon ids it stands for
    }

    // Edges with no loaded source are reported once for the file, not once per edge.
    void edgesAlone()
    {
        const KnowledgeBase kb = KnowledgeBase::load({data(u"graph/edges.jsonl"_s)});
        QCOMPARE(kb.records().size(), 0);
        QCOMPARE(kb.diagnostics().size(), 1);
        const Diagnostic d = kb.diagnostics().first();
        QCOMPARE(d.code, Diagnostic::Code::EdgeUnknownSource);
        QVERIFY(d.file.endsWith(u"edges.jsonl"_s));
        QCOMPARE(d.args.value(0), u"4330"_s);
    }

    // The corpus's root also holds a README (an article), a LICENSE (no known extension: skipped in
    // a folder scan) and benchmarks/error_scenarios.json (not records: one diagnostic).
    void corpusRoot()
    {
        const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::corpusDir()});
        QCOMPARE(kb.records().size(), 2522);
        QCOMPARE(kb.documents().size(), 1);
        QCOMPARE(kb.documents().first().kind, Document::Kind::Article);
        QCOMPARE(kb.diagnostics().size(), 1);
        QCOMPARE(kb.diagnostics().first().code, Diagnostic::Code::NotARecord);
        QVERIFY(kb.diagnostics().first().file.endsWith(u"error_scenarios.json"_s));
        QVERIFY(kb.diagnostics().first().text().contains(u"20 item(s)"_s));
    }

    // Loading twice gives the same knowledge base, in the same order, whatever thread finished first.
    void deterministic()
    {
        const KnowledgeBase a = KnowledgeBase::load({data(u"canons"_s)});
        const KnowledgeBase b = KnowledgeBase::load({data(u"canons"_s)});
        QCOMPARE(a.records().size(), b.records().size());
        for (qsizetype i = 0; i < a.records().size(); ++i)
            QCOMPARE(a.records()[i].id(), b.records()[i].id());
    }
};

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"
