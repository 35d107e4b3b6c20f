// SPDX-License-Identifier: MIT
// A triage setup whose record index was prepared before its matcher was compiled triages as one
// built from the matcher: also when the matcher left out a record the index was prepared with.
// A shared setup is one per matcher and keeps its matcher alive.
#include "logmatcher.h"
#include "testshared.h"
#include "triage.h"
#include "triagesetup.h"

#include <QBuffer>
#include <QTest>

using namespace Faultline;
using namespace FaultlineTest;
using namespace Qt::StringLiterals;

namespace {

const QByteArray crashLog = "INFO starting vacuum\n"
                            "ERROR: connect failed: connection refused\n"
                            "ERROR: vacuum freeze horizon could not advance in worker 7\n"
                            "FATAL: tablespace bloat limit reached in vacuum worker 7\n"_ba;

/// Each finding as "record score confidence", in the order triage ranked them.
QStringList findingsOf(const TriageSetup &setup)
{
    QByteArray bytes = crashLog;
    QBuffer input(&bytes);
    input.open(QIODevice::ReadOnly);
    QStringList found;
    for (const Finding &f : Triage::run(setup, input).findings)
        found.append(u"%1 %2 %3%4"_s.arg(f.record.id())
                .arg(f.score, 0, 'f', 6)
                .arg(f.confidence, 0, 'f', 6)
                .arg(f.suggestion ? u" (s)"_s : u""_s));
    return found;
}

} // namespace

class TestTriageSetup : public QObject
{
    Q_OBJECT

private slots:
    void preparedSearchTriagesAsTheMatchersOwn_data()
    {
        QTest::addColumn<bool>("withRejected");
        QTest::newRow("matcher keeps every record") << false;
        QTest::newRow("matcher leaves one out") << true;
    }

    void preparedSearchTriagesAsTheMatchersOwn()
    {
        QFETCH(bool, withRejected);
        QList<Record> records {
            signedRecord(u"net/refused"_s, u"connection refused"_s, u"networking"_s,
                u"connect ECONNREFUSED: connection refused"_s),
        };
        // A regex that matches an empty string: the matcher leaves it out, so the prepared index
        // (of every record with a regex) is not the matcher's: what a hit on the record after it
        // explains would be read from the wrong record.
        if (withRejected)
            records.append(regexRecord(u"bad/empty"_s, u"(x*)"_s, u"database"_s));
        records.append(signedRecord(u"pg/bloat"_s, u"bloat_limit_\\d+_reached"_s, u"database"_s,
            u"tablespace bloat limit reached in vacuum worker"_s));
        records.append(signedRecord(u"pg/vacuum-freeze"_s, u"vacuum freeze horizon"_s, u"database"_s,
            u"vacuum worker could not advance the freeze horizon"_s));

        const LogMatcher matcher(records);
        QCOMPARE(matcher.records().size(), withRejected ? records.size() - 1 : records.size());
        const QStringList expected = findingsOf(TriageSetup(matcher));
        // The fatal line's record is found by its words (a suggestion).
        QVERIFY2(
            !expected.filter(u"pg/bloat"_s).filter(u"(s)"_s).isEmpty(), qPrintable(expected.join(u"; "_s)));
        QCOMPARE(findingsOf(TriageSetup(matcher, TriageSetup::prepare(records))), expected);
    }

    // The log panes of a window ask for the setup of one matcher: they get one, built once; a new
    // matcher gets its own; a setup outlives the caller's hold on its matcher.
    void sharedIsOnePerMatcher()
    {
        auto matcher = std::make_shared<const LogMatcher>(QList<Record> {signedRecord(u"pg/bloat"_s,
            u"bloat limit reached"_s, u"database"_s, u"tablespace bloat limit reached in vacuum worker"_s)});
        const TriageSetup first = TriageSetup::shared(matcher);
        const TriageSetup again = TriageSetup::shared(matcher);
        QCOMPARE(&again.data(), &first.data());
        const QStringList expected = findingsOf(TriageSetup(*matcher));

        const auto other = std::make_shared<const LogMatcher>(matcher->records());
        QVERIFY(&TriageSetup::shared(other).data() != &first.data());

        matcher.reset(); // the caller lets go; its setup still triages with it
        QCOMPARE(findingsOf(first), expected);
        QVERIFY(!expected.filter(u"pg/bloat"_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTriageSetup)
#include "tst_triagesetup.moc"
