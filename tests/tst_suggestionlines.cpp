// SPDX-License-Identifier: MIT
// Which lines of a log are error lines to suggest a record for, each rule on a small log written
// here (no corpus): the message below a header ("CMake Error in …:") rather than the header; not a
// traceback frame's code, a traceback's or a Rust panic's header, an exception's class printed
// alone, a line saying only that a step failed, a CMake warning's message, an issue's heading,
// sshd's line about a client that never logged in, in a server's long log.
// Which record is suggested for an error line is tst_suggestions'.
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::otherBuiltInRecords;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

namespace {

/// Eight built-in records of \a domain about other errors, so that the words of a test's line are
/// rare ones.
QList<Record> otherErrorsOf(const QString &domain)
{
    return otherBuiltInRecords(domain, u"OtherError%1: stopped"_s, u"OtherError%1: the worker stopped"_s);
}

} // namespace

class TestSuggestionLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A Python traceback quotes each frame's code: "    raise StoreError(str(exc)) from exc" holds
    // error words, but it is the program's code, not its error. A record worded like that code is not
    // suggested for it; the exception below the frames is still the error line it was.
    void aFramesCodeGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"python"_s);
        records.append(signedRecord(u"python/store-error/x"_s, u"StoreErrorX"_s, u"python"_s,
            u"StoreError raised from exc while storing rows"_s));
        records.append(signedRecord(u"llm/embedding-dimensions/x"_s, u"EmbeddingDimensionError"_s, u"llm"_s,
            u"pgvector DataException: expected N dimensions, not M"_s));
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "Traceback (most recent call last):\n"
                  "  File \"/opt/ingest/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py\", "
                  "line 1967, in _exec_single_context\n"
                  "    raise StoreError(str(exc)) from exc\n"
                  "  File \"/opt/ingest/store.py\", line 88, in upsert\n"
                  "    session.execute(insert_chunks, rows)\n"
                  "psycopg.errors.DataException: expected 1536 dimensions, not 3072\n");
        QVERIFY(!FaultlineTest::findingOf(result, u"python/store-error/x"_s));
        QVERIFY(std::any_of(result.findings.begin(), result.findings.end(), [](const Finding &f) {
            return f.record.id() == u"llm/embedding-dimensions/x"_s && f.suggestion;
        }));
    }

    // CMake heads each error with where it met it ("CMake Error in src/CMakeLists.txt:") and
    // states the error on the indented lines below: the suggestion is for the message, and a
    // record that reads like the header alone is not suggested for it.
    void aHeadersMessageGetsTheSuggestion()
    {
        QList<Record> records = otherBuiltInRecords(
            u"cmake"_s, u"CMake Error: other%1 failed"_s, u"CMake Error: step %1 failed"_s);
        records.append(
            signedRecord(u"cmake/add-subdirectory/x"_s, u"add_subdirectory given source"_s, u"cmake"_s,
                u"CMake Error in CMakeLists.txt: add_subdirectory given source which is not a directory"_s));
        Record dialect
            = signedRecord(u"cmake/language-dialect/x"_s, u"CXX_STANDARD is set to invalid value"_s,
                u"cmake"_s, u"Target requires the language dialect CXX20 (with compiler extensions)"_s);
        dialect.edit().rootCause = u"The compiler is too old for the C++ standard the target requires"_s;
        records.append(dialect);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "-- Configuring done (0.4s)\n"
                  "CMake Error in src/CMakeLists.txt:\n"
                  "  Target \"qb_core\" requires the language dialect \"CXX20\" (with compiler\n"
                  "  extensions), but CMake does not know the compile flags to use to enable it.\n"
                  "\n"
                  "-- Generating done (0.0s)\n");
        QVERIFY(!FaultlineTest::findingOf(result, u"cmake/add-subdirectory/x"_s));
        const Finding *found = FaultlineTest::findingOf(result, u"cmake/language-dialect/x"_s);
        QVERIFY(found);
        QVERIFY(found->suggestion);
        QVERIFY(found->bestLine.contains(u"requires the language dialect"_s));

        // Below a header logged as routine work, the message is routine too.
        const TriageResult routine = triage(LogMatcher(records),
            routineLines()
                + "2024-03-02 10:14:07,512 INFO worker: retrying after error in src/CMakeLists.txt:\n"
                  "  Target \"qb_core\" requires the language dialect \"CXX20\" (with compiler\n"
                  "  extensions), but CMake does not know the compile flags to use to enable it.\n");
        QVERIFY(!FaultlineTest::findingOf(routine, u"cmake/language-dialect/x"_s));
    }

    // IPython heads a traceback with the exception's class and "Traceback (most recent call
    // last)": the class alone, every record on it alike, is no error to suggest a record for; the
    // message at the traceback's end is.
    void aTracebacksHeaderGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"python"_s);
        records.append(signedRecord(u"python/module-no-attribute/x"_s, u"ModuleAttrErrorX"_s, u"python"_s,
            u"AttributeError: module 'x' has no attribute 'y'"_s));
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "---------------------------------------------------------------------------\n"
                  "AttributeError                            Traceback (most recent call last)\n"
                  "Cell In[3], line 1\n"
                  "----> 1 import pyarrow.parquet as pq\n");
        QVERIFY(!FaultlineTest::findingOf(result, u"python/module-no-attribute/x"_s));
    }

    // Since Rust 1.73 a panic's header says only where it happened ("thread 'main' panicked at
    // src/split.rs:57:34:"), its message on the line below: a record of one kind of panic, whose
    // signature reads like any header, is no suggestion for it.
    void aRustPanicsHeaderGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"rust"_s);
        records.append(signedRecord(u"rust/scoped-thread-panic/x"_s, u"scoped thread panicked"_s, u"rust"_s,
            u"thread '<unnamed>' panicked at 'scoped thread panicked'"_s));
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "thread 'main' panicked at src/split.rs:57:34:\n"
                  "index out of bounds: the len is 3 but the index is 7\n"
                  "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n");
        QVERIFY(!FaultlineTest::findingOf(result, u"rust/scoped-thread-panic/x"_s));
    }

    // Prisma writes an error's class on a line of its own and its message below it, here under a
    // GitLab runner's timestamp and stream: the class alone, any of its messages, is no error to
    // suggest a record of one of them for.
    void anExceptionsClassAloneGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"node"_s);
        records.append(signedRecord(u"node/prisma-unique-constraint/x"_s, u"UniqueConstraintX"_s, u"node"_s,
            u"PrismaClientKnownRequestError: Unique constraint failed on the fields: ('email')"_s));
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "2024-11-12T09:42:02.773016Z 01O     PrismaClientKnownRequestError:\n"
                  "2024-11-12T09:42:02.773029Z 01O     Invalid `tx.invoice.update()` invocation in\n"
                  "2024-11-12T09:42:02.773041Z 01O     /builds/acme/api/src/reminders/service.ts:58:27\n");
        QVERIFY(!FaultlineTest::findingOf(result, u"node/prisma-unique-constraint/x"_s));
        // With its message on the line, it is an error.
        const TriageResult stated = triage(matcher,
            routineLines()
                + "PrismaClientKnownRequestError: Unique constraint failed on the fields: (`email`)\n");
        QVERIFY(FaultlineTest::findingOf(stated, u"node/prisma-unique-constraint/x"_s));
    }

    // `nginx -t` ends its report with "configuration file … test failed": a step's outcome, the
    // error above it. A record whose signature shares the file's words is no suggestion for it.
    void aStepsOutcomeGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"nginx"_s);
        records.append(signedRecord(u"nginx/config-file-missing/x"_s, u"ConfigFileMissingX"_s, u"nginx"_s,
            u"nginx: [emerg] open() \"/etc/nginx/nginx.conf\" failed: configuration file test failed"_s));
        // A generic record whose regex catches the line, reading nothing like it.
        records.append(signedRecord(u"cicd/suite-failed/x"_s, u"test failed"_s, u"cicd"_s,
            u"The regression suite reported a failing case"_s));
        const LogMatcher matcher(records);
        const TriageResult result = triage(
            matcher, routineLines() + "nginx: configuration file /etc/nginx/nginx.conf test failed\n");
        QVERIFY(!FaultlineTest::findingOf(result, u"nginx/config-file-missing/x"_s));
        // The error itself, above such a line, gets it.
        const TriageResult stated = triage(matcher,
            routineLines()
                + "nginx: [emerg] open() \"/etc/nginx/nginx.conf\" failed: configuration file missing\n");
        QVERIFY(FaultlineTest::findingOf(stated, u"nginx/config-file-missing/x"_s));
    }

    // CMake heads a warning with "CMake Deprecation Warning at …" and its message below: the
    // configure step goes on, so the message is no error to suggest a record for ("will be
    // removed" for a record of CMake 4's "has been removed"). Under "CMake Error at" it is.
    void aCMakeWarningsMessageGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"cmake"_s);
        records.append(signedRecord(u"cmake/compatibility-removed/x"_s, u"CompatibilityRemovedX"_s,
            u"cmake"_s, u"Compatibility with CMake < 3.5 has been removed from CMake."_s));
        // A generic record whose regex catches the header, reading nothing like its message.
        records.append(
            signedRecord(u"cmake/listfile-problem/x"_s, u"CMake (?:Deprecation Warning|Error) at"_s,
                u"cmake"_s, u"The build tool reported a problem in a listfile"_s));
        const LogMatcher matcher(records);
        auto suggested = [&](const QByteArray &header, const QByteArray &message) {
            const TriageResult result = triage(matcher,
                routineLines() + header
                    + " at third_party/cli11/CMakeLists.txt:1 (cmake_minimum_required):\n  " + message
                    + "\n\n\n");
            return FaultlineTest::findingOf(result, u"cmake/compatibility-removed/x"_s) != nullptr;
        };
        QVERIFY(!suggested("CMake Deprecation Warning",
            "Compatibility with CMake < 3.10 will be removed from a future version of CMake."));
        QVERIFY(suggested("CMake Error", "Compatibility with CMake < 3.5 has been removed from CMake."));
    }

    // An issue's template heads each part with a Markdown heading; one titled "### Error
    // (storage/logs/laravel.log)" holds a record's words but states no error.
    void anIssuesHeadingGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"php"_s);
        records.append(signedRecord(u"php/storage-permission/x"_s, u"StoragePermissionX"_s, u"php"_s,
            u"ErrorException: file_put_contents(storage/logs/laravel.log): Permission denied"_s));
        const LogMatcher matcher(records);
        const QByteArray heading = "### Error (storage/logs/laravel.log)\n";
        const TriageResult result = triage(matcher, routineLines() + heading + "\n" + routineLines());
        QVERIFY(!FaultlineTest::findingOf(result, u"php/storage-permission/x"_s));
    }
    // sshd marks what it logs about a client that has not logged in yet with "[preauth]". Pasted
    // by someone whose login fails, such a line is their error; in the thousands of lines of a
    // server's own log it is a scanner's or another person's client, not the server's failure.
    void anSshdPreauthLineOfALongLogGetsNoSuggestion()
    {
        QList<Record> records = otherErrorsOf(u"ssh"_s);
        records.append(signedRecord(u"ssh/host-key-type/x"_s, u"HostKeyTypeX"_s, u"ssh"_s,
            u"Unable to negotiate with <host> port <port>: no matching host key type found. Their offer: ssh-rsa"_s));
        // A broad regex of another tool catches the line, reading little like it, as records of a
        // corpus do: the line is then an error line, whatever its words.
        records.append(signedRecord(u"terraform/no-match/x"_s, u"no matching [a-z ]+ found"_s, u"terraform"_s,
            u"Error: No matching resource found or data source returned no results"_s));
        const LogMatcher matcher(records);
        const QByteArray line
            = "Jul 14 00:11:06 bastion-01 sshd[471390]: Unable to negotiate with 198.51.100.115 "
              "port 49823: no matching host key type found. Their offer: ssh-rsa,ssh-dss [preauth]\n";
        QByteArray serverLog;
        for (int i = 0; i < 600; ++i) {
            serverLog += "Jul 14 00:0" + QByteArray::number(i % 10) + ":12 bastion-01 sshd["
                + QByteArray::number(4000 + i) + "]: Accepted publickey for deploy from 10.0.4."
                + QByteArray::number(i % 250) + " port 5" + QByteArray::number(1000 + i)
                + " ssh2: ED25519 SHA256:3b1f\n";
        }
        QVERIFY(!FaultlineTest::findingOf(
            triage(matcher, serverLog + line + serverLog), u"ssh/host-key-type/x"_s));
        const TriageResult pasted = triage(matcher,
            "$ journalctl -u sshd --since '10 min ago'\n" + line);
        const Finding *suggested = FaultlineTest::findingOf(pasted, u"ssh/host-key-type/x"_s);
        QVERIFY(suggested && suggested->suggestion);
    }
};

QTEST_GUILESS_MAIN(TestSuggestionLines)
#include "tst_suggestionlines.moc"
