// SPDX-License-Identifier: MIT
// KnowledgeSession: the one place the window and the triage command get their matcher from.
// Which regexes it leaves out and how it says so, and a compile that throws.
#include "knowledgesession.h"
#include "logmatcher.h"
#include "testshared.h"

#include <QTemporaryDir>
#include <QTest>

#include <stdexcept>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestKnowledgeSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void regexLeftOut_data()
    {
        QTest::addColumn<QString>("regex");
        QTest::addColumn<bool>("inMatcher");
        QTest::addColumn<int>("loadReports"); // RegexRejected diagnostics of the load itself
        QTest::addColumn<int>("sessionAdds"); // what diagnostics() adds to the load's
        QTest::newRow("accepted") << u"Error: disk \\\\d+ full"_s << true << 0 << 0;
        // RE2 rejects it: the load reports it already, the session must not say it twice.
        QTest::newRow("lookahead, reported by the load") << u"Error(?=: disk)"_s << false << 1 << 0;
        // Valid, but it would match every line: only the matcher knows to leave it out.
        QTest::newRow("matches an empty string") << u"(fatal)?"_s << false << 0 << 1;
    }
    void regexLeftOut()
    {
        QFETCH(QString, regex);
        QFETCH(bool, inMatcher);
        QFETCH(int, loadReports);
        QFETCH(int, sessionAdds);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"record.json"_s);
        FaultlineTest::writeFile(file,
            uR"({"id": "x/one", "signature": "Error: disk 3 full", "regex": "%1", "domain": "x"})"_s
                .arg(regex)
                .toUtf8());

        const KnowledgeSession session = KnowledgeSession::load({file});
        QVERIFY(session.isValid());
        QVERIFY(session.error().isEmpty());
        QCOMPARE(session.knowledgeBase()->records().size(), 1);
        QCOMPARE(session.matcher()->patternCount(), inMatcher ? 1 : 0);
        const Diagnostics fromLoad = session.knowledgeBase()->diagnostics();
        QCOMPARE(std::count_if(fromLoad.begin(), fromLoad.end(),
                     [](const Diagnostic &d) { return d.code == Diagnostic::Code::RegexRejected; }),
            loadReports);
        QCOMPARE(session.diagnostics().size(), fromLoad.size() + sessionAdds);

        // Every regex left out is in matcherDiagnostics(), where it is: what the command line prints.
        QCOMPARE(session.matcherDiagnostics().size(), inMatcher ? 0 : 1);
        if (!inMatcher) {
            const Diagnostic &d = session.matcherDiagnostics().first();
            QCOMPARE(d.code, Diagnostic::Code::RegexRejected);
            QCOMPARE(d.severity, Diagnostic::Severity::Warning);
            QCOMPARE(d.file, file);
            QCOMPARE(d.args.value(0), u"x/one"_s);
            QCOMPARE(d.args.value(1), session.matcher()->rejected().first().error);
            QVERIFY(!d.args.value(1).isEmpty());
        }
    }

    // A compile that throws is caught in the session: invalid, with the reason once per source.
    void compileThatThrowsIsReported()
    {
        const QStringList sources = {FaultlineTest::testData(u"bad/bad-regex.json"_s),
            FaultlineTest::testData(u"bad/unknown-fields.json"_s)};
        const KnowledgeSession loaded = KnowledgeSession::load(sources);
        QVERIFY(loaded.isValid());
        const KnowledgeSession session = KnowledgeSession::compile(
            loaded.knowledgeBase(), [](const QList<Record> &) -> std::shared_ptr<const LogMatcher> {
                throw std::runtime_error("out of patience");
            });
        QVERIFY(!session.isValid());
        QVERIFY(!session.matcher());
        QCOMPARE(session.knowledgeBase(), loaded.knowledgeBase()); // what loaded is still there
        QCOMPARE(session.error(), u"out of patience"_s);
        QCOMPARE(session.matcherDiagnostics().size(), sources.size());
        for (qsizetype i = 0; i < sources.size(); ++i) {
            const Diagnostic &d = session.matcherDiagnostics()[i];
            QCOMPARE(d.severity, Diagnostic::Severity::Error);
            QCOMPARE(d.file, sources[i]);
            QVERIFY2(d.text().contains(u"out of patience"_s), qPrintable(d.text()));
        }
        // The load's own diagnostics come first, then the failure.
        QCOMPARE(session.diagnostics().mid(0, loaded.knowledgeBase()->diagnostics().size()),
            loaded.knowledgeBase()->diagnostics());
        QCOMPARE(session.diagnostics().last().file, sources.last());
    }

    void defaultIsInvalid()
    {
        const KnowledgeSession session;
        QVERIFY(!session.isValid());
        QVERIFY(!session.knowledgeBase());
        QVERIFY(session.diagnostics().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestKnowledgeSession)
#include "tst_knowledgesession.moc"
