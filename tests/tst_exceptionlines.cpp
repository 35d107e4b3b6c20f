// SPDX-License-Identifier: MIT
// How an exception's lines are read, each rule on a small log written here (no corpus): a stack
// frame under a runner's timestamp or a service's name is the program's code, not an error line;
// a record whose signature states the line's exception with another message, its class all the two
// share, is neither suggested for the line nor, when its regex reads any message of the class, a
// diagnosis (ExceptionMessage::statesAnotherMessage()); a record naming a class alone whose errors
// other records tell apart by their messages is no diagnosis of one of them (ClassRecords); a class
// printed alone, its message apart below it, gets no suggestion.
#include "classrecords.h"
#include "exceptionmessage.h"
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::findingOf;
using FaultlineTest::otherBuiltInRecords;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestExceptionLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A .NET stack frame, each line after a prefix: a GitHub Actions runner's timestamp, or the
    // service's name Docker Compose puts before its logs ("api-1  | "). A record whose regex caught
    // a word of the frame's code ("SqlException exception") leaves the line no error line, and no
    // record is suggested for it; the exception above it is the error.
    void aFrameUnderAPrefixGetsNoSuggestion_data()
    {
        QTest::addColumn<QByteArray>("prefix");
        QTest::newRow("a runner's timestamp") << "2024-05-22T10:14:50.4234840Z "_ba;
        QTest::newRow("a service's name") << "api-1  | "_ba;
    }
    void aFrameUnderAPrefixGetsNoSuggestion()
    {
        QFETCH(QByteArray, prefix);
        QList<Record> records = otherBuiltInRecords(
            u"dotnet"_s, u"OtherException%1: stopped"_s, u"OtherException%1: the worker stopped"_s);
        records.append(signedRecord(u"dotnet/sql-onerror/x"_s, u"SqlException exception, Boolean"_s,
            u"dotnet"_s, u"SqlException exception, Boolean breakConnection"_s));
        records.append(
            signedRecord(u"dotnet/sql-internal-connection/x"_s, u"SqlInternalConnectionTds"_s, u"dotnet"_s,
                u"at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception)"_s));
        const TriageResult result = triage(LogMatcher(records),
            routineLines() + prefix
                + "Microsoft.Data.SqlClient.SqlException (0x80131904): There is already an object named "
                  "'Customers' in the database.\n"
                + prefix
                + "   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, "
                  "Boolean breakConnection, Action`1 wrapCloseInAction)\n"
                + prefix + "   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior)\n");
        QVERIFY(std::none_of(result.findings.begin(), result.findings.end(),
            [](const Finding &f) { return f.suggestion && f.bestLine.contains(u"   at "_s); }));
    }

    // A signature of the line's exception with another message, not a word of it in common: the
    // class is all the two share, and any of its errors has it. The same record is suggested for
    // its own message in the same exception.
    void anExceptionWithAnotherMessageGetsNoSuggestion()
    {
        QList<Record> records = otherBuiltInRecords(
            u"dotnet"_s, u"OtherException%1: stopped"_s, u"OtherException%1: the worker stopped"_s);
        records.append(signedRecord(u"dotnet/sql-network/x"_s, u"SqlException.*Named Pipes Provider"_s,
            u"dotnet"_s,
            u"Microsoft.Data.SqlClient.SqlException: A network-related or instance-specific error occurred "
            "while establishing a connection to SQL Server."_s));
        const auto suggested = [&](const QByteArray &line) {
            const TriageResult result = triage(LogMatcher(records), routineLines() + line);
            return std::any_of(result.findings.begin(), result.findings.end(),
                [](const Finding &f) { return f.suggestion && f.record.id() == u"dotnet/sql-network/x"_s; });
        };
        QVERIFY(
            !suggested("api-1  | Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): "
                       "Login failed for user 'sa'.\n"));
        QVERIFY(suggested("api-1  | Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): "
                          "A network-related or instance-specific error occurred while establishing a "
                          "connection to SQL Server. (provider: TCP Provider, error: 40)\n"));
    }

    // Dart prints a StateError as "Bad state: …": a record of "Bad state: No element" is not
    // suggested for a bloc emitting after close, its own message is.
    void aDartStateErrorWithAnotherMessageGetsNoSuggestion()
    {
        QList<Record> records = otherBuiltInRecords(
            u"flutter"_s, u"OtherException%1: stopped"_s, u"OtherException%1: the worker stopped"_s);
        records.append(signedRecord(u"flutter/no-element/x"_s, u"Bad state: No element\\b"_s, u"flutter"_s,
            u"Unhandled Exception: Bad state: No element"_s));
        const auto suggested = [&](const QByteArray &line) {
            const TriageResult result = triage(LogMatcher(records), routineLines() + line);
            return std::any_of(result.findings.begin(), result.findings.end(),
                [](const Finding &f) { return f.suggestion && f.record.id() == u"flutter/no-element/x"_s; });
        };
        const QByteArray prefix
            = "E/flutter ( 8123): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: "_ba;
        QVERIFY(!suggested(prefix + "Bad state: Cannot emit new states after calling close\n"));
        QVERIFY(suggested(prefix + "Bad state: No elements left\n"));
    }

    // A regex that reads any message of an exception's class matched one its record is not
    // about: the record's signature states the class with another message, not a word of it in
    // common. That is no diagnosis; the record's own message is.
    void anExceptionWithAnotherMessageIsNoDiagnosis_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("diagnosis");
        QTest::newRow("another message")
            << "Unhandled exception. System.InvalidOperationException: Unable to configure HTTPS endpoint. "
               "No server certificate was specified, and the default developer certificate could not be found."_ba
            << false;
        QTest::newRow("its message")
            << "Unhandled exception. System.InvalidOperationException: Sequence contains no elements"_ba
            << true;
        QTest::newRow("its message, worded otherwise")
            << "Unhandled exception. System.InvalidOperationException: The sequence has no elements at all"_ba
            << true;
        // A logger's prefix may end in ": " too; the class is after it.
        QTest::newRow("another message, after a logger's prefix")
            << "2024-10-24 19:02:12.114 ERROR Relay.Worker: Unhandled exception. "
               "System.InvalidOperationException: "
               "Collection was modified; enumeration operation may not execute."_ba
            << false;
        QTest::newRow("its message, after a logger's prefix")
            << "2024-10-24 19:02:12.114 ERROR Relay.Worker: Unhandled exception. "
               "System.InvalidOperationException: "
               "Sequence contains no elements"_ba
            << true;
    }
    void anExceptionWithAnotherMessageIsNoDiagnosis()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, diagnosis);
        const Record anyMessage
            = signedRecord(u"dotnet/invalid-operation/x"_s, u"System\\.InvalidOperationException:\\s*.+"_s,
                u"dotnet"_s, u"System.InvalidOperationException: Sequence contains no elements"_s);
        const TriageResult result = triage(LogMatcher({anyMessage}), routineLines() + line + '\n');
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().isDiagnosis(), diagnosis);
    }

    // A record whose signature names an exception's class alone, its regex the class, is about any
    // error of the class. When other records tell the class's errors apart by their messages
    // ("IllegalStateException: Fragment not attached to a context"), a line stating one of them,
    // its message after the class or below it, is no diagnosis of the class's record: the message
    // says which error it is.
    // A class no record states with a message is one error, and its record is a diagnosis.
    void aClassOthersTellApartIsNoDiagnosis_data()
    {
        QTest::addColumn<int>("toldApart");
        QTest::addColumn<QByteArray>("exception");
        QTest::addColumn<bool>("diagnosis");
        const QByteArray withItsMessage = "Exception in thread \"main\" java.lang.IllegalStateException: "
                                          "Duplicate key SKU-10442 (attempted merging values Product[id=812] "
                                          "and Product[id=907])\n"_ba;
        const QByteArray messageBelow
            = "Caused by: java.lang.IllegalStateException: \n"
              "    Could not initialize plugin: interface org.mockito.plugins.MockMaker\n"_ba;
        QTest::newRow("no record states the class with a message") << 0 << withItsMessage << true;
        QTest::newRow("two records do") << ClassRecords::minKnownApart - 1 << withItsMessage << true;
        QTest::newRow("three records do") << ClassRecords::minKnownApart << withItsMessage << false;
        QTest::newRow("two do, its message below it")
            << ClassRecords::minKnownApart - 1 << messageBelow << true;
        QTest::newRow("three do, its message below it")
            << ClassRecords::minKnownApart << messageBelow << false;
    }
    void aClassOthersTellApartIsNoDiagnosis()
    {
        QFETCH(int, toldApart);
        QFETCH(QByteArray, exception);
        QFETCH(bool, diagnosis);
        QList<Record> records = otherBuiltInRecords(
            u"java"_s, u"OtherException%1: stopped"_s, u"OtherException%1: the worker stopped"_s);
        records += otherBuiltInRecords(
            u"python"_s, u"OtherError%1: stopped"_s, u"OtherError%1: the task stopped"_s);
        records.append(signedRecord(u"java/illegal-state/x"_s, u"java\\.lang\\.IllegalStateException"_s,
            u"java"_s, u"java.lang.IllegalStateException"_s));
        for (int i = 0; i < toldApart; ++i) {
            records.append(signedRecord(u"java/state-%1/x"_s.arg(i),
                u"Fragment %1 was never attached"_s.arg(i), u"java"_s,
                u"java.lang.IllegalStateException: Fragment %1 not attached to a context."_s.arg(i)));
        }
        const TriageResult result = triage(LogMatcher(records),
            routineLines() + exception
                + "\tat java.base/java.util.stream.Collectors.duplicateKeyException(Collectors.java:135)\n"
                  "\tat com.example.catalog.PriceSync.run(PriceSync.java:88)\n");
        const Finding *classRecord = findingOf(result, u"java/illegal-state/x"_s);
        QVERIFY(classRecord);
        QCOMPARE(classRecord->isDiagnosis(), diagnosis);
    }

    // Laravel prints an exception's class on a line of its own and its message apart below it. The
    // class alone states no error to suggest a record for; the message's own record leads.
    void aClassAloneGetsNoSuggestion()
    {
        QList<Record> records = otherBuiltInRecords(
            u"php"_s, u"OtherException%1: stopped"_s, u"OtherException%1: the worker stopped"_s);
        records.append(signedRecord(u"php/migration/x"_s, u"Migration table not found"_s, u"php"_s,
            u"Illuminate\\Database\\QueryException: SQLSTATE[42S02]: Base table or view not found"_s));
        records.append(
            signedRecord(u"php/pdo-refused/x"_s, u"SQLSTATE\\[HY000\\] \\[2002\\] Connection refused"_s,
                u"php"_s, u"PDOException: SQLSTATE[HY000] [2002] Connection refused"_s));
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "\n"
                  "   Illuminate\\Database\\QueryException \n"
                  "\n"
                  "  SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: select * from "
                  "information_schema.tables where table_schema = 'laravel' and table_name = 'migrations')\n"
                  "\n"
                  "  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:813\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"php/pdo-refused/x"_s);
        QVERIFY(std::none_of(result.findings.begin(), result.findings.end(),
            [](const Finding &f) { return f.record.id() == u"php/migration/x"_s; }));
        QVERIFY(ExceptionMessage::namesOnlyAClass("java.lang.StackOverflowError"));
        QVERIFY(!ExceptionMessage::namesOnlyAClass("java.lang.StackOverflowError: deep"));
        QVERIFY(!ExceptionMessage::namesOnlyAClass("QueryException happened"));
    }
};

QTEST_GUILESS_MAIN(TestExceptionLines)
#include "tst_exceptionlines.moc"
