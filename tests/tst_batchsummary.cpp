// SPDX-License-Identifier: MIT
// The summary of a batch (BatchSummary) from JSON lines as `faultline triage --jsonl` writes them:
// logs per record, and the error lines of unknown logs grouped by their normalised form.
#include "batchreport.h"
#include "batchsummary.h"

#include <QJsonArray>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

QJsonObject diagnosed(const QString &file, const QStringList &records)
{
    QJsonArray diagnosis;
    for (const QString &id : records)
        diagnosis.append(QJsonObject {
            {u"record"_s, id}, {u"signature"_s, QString(u"sig of "_s + id)}, {u"domain"_s, u"go"_s}});
    return QJsonObject {{u"file"_s, file}, {u"lines"_s, 10}, {u"bytes"_s, 100}, {u"complete"_s, true},
        {u"diagnosis"_s, diagnosis}};
}

QJsonObject unknown(const QString &file, const QStringList &errorLines)
{
    return QJsonObject {{u"file"_s, file}, {u"lines"_s, 10}, {u"bytes"_s, 100}, {u"complete"_s, true},
        {u"diagnosis"_s, QJsonArray()}, {u"errorLines"_s, QJsonArray::fromStringList(errorLines)}};
}

} // namespace

class TestBatchSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // What changes from one occurrence of an error to the next is replaced, as LineProposal
    // generalises a line into a record's signature; the rest is kept.
    void normalized_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("timestamp and level left out, numbers replaced")
            << u"2024-06-02T11:04:09Z ERROR Connection to 10.0.0.5:5432 timed out after 3000 ms"_s
            << u"Connection to <n>:<n> timed out after <n> ms"_s;
        QTest::newRow("quoted name") << u"ERROR: relation \"orders_2024\" does not exist"_s
                                     << u"relation \"<name>\" does not exist"_s;
        QTest::newRow("path") << u"open /var/lib/app/cache/9f/obj.bin: no space left on device"_s
                              << u"open <path>: no space left on device"_s;
        QTest::newRow("uuid") << u"job 3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e failed"_s
                              << u"job <hex> failed"_s;
        QTest::newRow("hex id") << u"[worker-3] segfault at 0x7f3a2b1c in libfoo"_s
                                << u"segfault at <hex> in libfoo"_s;
        QTest::newRow("blank") << u"   "_s << QString();
    }
    void normalized()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        QCOMPARE(BatchSummary::normalized(line), expected);
    }

    // Lines of the same error that differ in numbers, ids and paths make one group of the logs
    // they are in, each log counted once however often it has the line; another error is another
    // group; groups come most logs first.
    void groupsUnknownErrors()
    {
        BatchSummary summary;
        summary.add(unknown(u"a.log"_s,
            {u"10:00:01 ERROR Connection to 10.0.0.5:5432 timed out after 3000 ms"_s,
                u"10:00:02 ERROR Connection to 10.0.0.5:5432 timed out after 6000 ms"_s}));
        summary.add(
            unknown(u"b.log"_s, {u"11:30:00 ERROR Connection to 10.0.0.9:5433 timed out after 250 ms"_s}));
        summary.add(unknown(u"c.log"_s,
            {u"ERROR: relation \"orders\" does not exist"_s,
                u"12:00:00 ERROR Connection to 192.168.1.1:80 timed out after 1 ms"_s}));
        summary.add(unknown(u"d.log"_s, {}));

        QCOMPARE(summary.logs(), 4);
        QCOMPARE(summary.nothingKnown(), 4);
        QCOMPARE(summary.withoutErrorLine(), 1);
        const QList<BatchSummary::ErrorGroup> groups = summary.errorGroups();
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups[0].line, u"Connection to <n>:<n> timed out after <n> ms"_s);
        QCOMPARE(groups[0].logs, 3);
        QCOMPARE(groups[0].files, (QStringList {u"a.log"_s, u"b.log"_s, u"c.log"_s}));
        QCOMPARE(groups[0].example, u"10:00:01 ERROR Connection to 10.0.0.5:5432 timed out after 3000 ms"_s);
        QCOMPARE(groups[1].line, u"relation \"<name>\" does not exist"_s);
        QCOMPARE(groups[1].logs, 1);
    }

    // A record counts each log whose diagnosis holds it once; "first" counts the logs it leads.
    void countsRecords()
    {
        BatchSummary summary;
        summary.add(diagnosed(u"1.log"_s, {u"go/panic"_s, u"go/nil"_s}));
        summary.add(diagnosed(u"2.log"_s, {u"go/nil"_s}));
        summary.add(diagnosed(u"3.log"_s, {u"go/nil"_s, u"go/nil"_s}));
        summary.add(BatchReport::unreadableLine(u"4.log"_s, u"No such file or directory"_s));
        QCOMPARE(summary.logs(), 4);
        QCOMPARE(summary.diagnosed(), 3);
        QCOMPARE(summary.unreadable(), 1);
        QCOMPARE(summary.unreadableLogs().size(), 1);
        QCOMPARE(summary.unreadableLogs()[0].file, u"4.log"_s);
        const QList<BatchSummary::RecordCount> records = summary.records();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[0].id, u"go/nil"_s);
        QCOMPARE(records[0].logs, 3);
        QCOMPARE(records[0].first, 2);
        QCOMPARE(records[1].id, u"go/panic"_s);
        QCOMPARE(records[1].logs, 1);
        QCOMPARE(records[1].first, 1);
        const QJsonObject json = summary.toJson();
        QCOMPARE(json.value(u"logs"_s).toInteger(), 4);
        QCOMPARE(json.value(u"records"_s).toArray().size(), 2);
        QCOMPARE(json.value(u"records"_s).toArray()[0].toObject().value(u"record"_s).toString(), u"go/nil"_s);
    }

    // Nothing added: all zero, empty lists.
    void empty()
    {
        const BatchSummary summary;
        QCOMPARE(summary.logs(), 0);
        QVERIFY(summary.records().isEmpty());
        QVERIFY(summary.errorGroups().isEmpty());
        QCOMPARE(summary.toJson().value(u"unknownErrors"_s).toArray().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestBatchSummary)
#include "tst_batchsummary.moc"
