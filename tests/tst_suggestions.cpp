// SPDX-License-Identifier: MIT
// Which records an error line no regex matches well is suggested, each rule on a small log written
// here (no corpus): a record whose rare words the line holds (a few of them: tentatively, no
// diagnosis), one whose signature the line states whole or nearly, a user's record worded for an
// older message beside a built-in match, a message pasted alone, before a weak match when it reads
// the line clearly better; and which are not: one explaining less than the match, one whose regex
// names another part of the line's message, one stating another error number (glibc's or curl's),
// constant or code of its family, another built-in record for a well-matched line. Which lines are
// error lines to suggest a record for is tst_suggestionlines'; the similarity search that finds
// them is tst_recordsearch's.
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::otherBuiltInRecords;
using FaultlineTest::regexRecord;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

namespace {

/// With \a records, the record \a id (its regex matching neither line) is not suggested for
/// \a other, a line of another error worded like its own, and is suggested for \a own.
void suggestedForItsOwnErrorOnly(
    const QList<Record> &records, const QString &id, const QByteArray &other, const QByteArray &own)
{
    const LogMatcher matcher(records);
    QVERIFY2(!FaultlineTest::findingOf(triage(matcher, routineLines() + other), id), other.constData());
    const TriageResult result = triage(matcher, routineLines() + own);
    const Finding *f = FaultlineTest::findingOf(result, id);
    QVERIFY2(f, own.constData());
    QVERIFY(f->suggestion);
}

} // namespace

class TestSuggestions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A built-in record's regex matches the line and its signature reads just like it; a record
    // of the user's sources about the same error, whose regex expects an older wording, reads
    // like it too: it is suggested for the line and comes first, as a match of it would.
    void theUsersRecordIsSuggestedForALineABuiltInRecordMatches()
    {
        Record builtIn
            = signedRecord(u"rust/not-send"_s, u"error: future cannot be sent between threads safely"_s,
                u"rust"_s, u"error: future cannot be sent between threads safely"_s);
        builtIn.edit().sourcePath = u":/kb/rust.json"_s;
        Record users = signedRecord(u"rust/async-send-bound/rust1-linux"_s, u"future is not `Send`"_s,
            u"rust"_s, u"error: future cannot be sent between threads safely"_s);
        users.edit().sourcePath = u"/data/canons/rust/async-send-bound/rust1-linux.json"_s;
        users.edit().rootCause = u"A value that is not Send is held across an await point"_s;
        const QByteArray log = routineLines()
            + "   Compiling worker v0.3.1 (/src/worker)\n"
              "error: future cannot be sent between threads safely\n"
              "   --> src/worker.rs:41:18\n";

        const TriageResult both = triage(LogMatcher({builtIn, users}), log);
        QCOMPARE(both.findings.size(), 2);
        QCOMPARE(both.findings.first().record.id(), u"rust/async-send-bound/rust1-linux"_s);
        QVERIFY(both.findings.first().suggestion);
        QCOMPARE(both.findings.at(1).record.id(), u"rust/not-send"_s);
    }

    // A built-in record's regex matches the line and its signature reads just like it: another
    // built-in record that reads only partly like the line is not suggested for it, as before
    // built-in records' hits left their lines open to the user's records.
    void anotherBuiltInRecordIsNotSuggestedForAWellMatchedLine()
    {
        Record matching
            = signedRecord(u"rust/not-send"_s, u"error: future cannot be sent between threads safely"_s,
                u"rust"_s, u"error: future cannot be sent between threads safely"_s);
        matching.edit().sourcePath = u":/kb/rust.json"_s;
        Record other = signedRecord(u"rust/rc-not-send"_s, u"`Rc<[^>]+>` cannot be sent"_s, u"rust"_s,
            u"future cannot be sent between threads safely: Rc held across an await"_s);
        other.edit().sourcePath = u":/kb/rust.json"_s;
        const QList<Record> records = QList<Record> {matching, other}
            + otherBuiltInRecords(
                u"rust"_s, u"E07%1 mismatched"_s, u"error[E07%1]: mismatched types in a match arm"_s);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "   Compiling worker v0.3.1 (/src/worker)\n"
                  "error: future cannot be sent between threads safely\n"
                  "   --> src/worker.rs:41:18\n");
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().record.id(), u"rust/not-send"_s);
    }

    // A built-in record's regex matches the line by its second message, its signature worded for
    // the first; a record of the user's sources about another error shares the line's boilerplate
    // ("CMake Error: The source …") and reads more like it by signature. The matched record
    // explains more of the line's rare words: the other is not suggested for it.
    void aRecordExplainingLessThanTheMatchIsNotSuggested()
    {
        Record builtIn = signedRecord(u"cmake/cache-directory-mismatch"_s,
            u"The current CMakeCache\\.txt directory \\S+ is different|The source \"[^\"]+\" does not "
            u"match the source \"[^\"]+\" used to generate cache"_s,
            u"cmake"_s,
            u"The current CMakeCache.txt directory <dir> is different than the directory <old> where "
            u"CMakeCache.txt was created"_s);
        builtIn.edit().sourcePath = u":/kb/cmake.json"_s;
        Record users = signedRecord(u"cmake/add-subdirectory-not-found/cmake3-linux"_s,
            u"does not contain a CMakeLists\\.txt"_s, u"cmake"_s,
            u"CMake Error: The source directory /src/sub does not contain a CMakeLists.txt file."_s);
        users.edit().sourcePath = u"/data/canons/cmake/add-subdirectory-not-found/cmake3-linux.json"_s;
        const QList<Record> records = QList<Record> {builtIn, users}
            + otherBuiltInRecords(
                u"cmake"_s, u"CMP00%1 warning"_s, u"CMake Warning (dev): policy CMP00%1 is not set"_s);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "CMake Error: The source \"/src/CMakeLists.txt\" does not match the source "
                  "\"/home/dev/app/CMakeLists.txt\" used to generate cache.  Re-run cmake with a "
                  "different source directory.\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"cmake/cache-directory-mismatch"_s);
        for (const Finding &f : result.findings)
            QVERIFY2(!f.suggestion, qPrintable(f.record.id()));
    }

    // No regex matches the error line, but one record's words are its rare words: it is suggested
    // first, by text similarity (BM25 over signature, regex literals, root cause).
    void suggestionFoundBySimilarity()
    {
        Record graphBreak
            = signedRecord(u"pytorch/graph-break/x"_s, u"torch\\.compile.*fullgraph=True.*failed"_s,
                u"pytorch"_s, u"torch.compile graph break: data-dependent control flow"_s);
        graphBreak.edit().rootCause = u"Dynamo cannot trace Python branching on tensor values"_s;
        const Record oom = signedRecord(u"pytorch/cuda-oom/x"_s, u"CUDA out of memory"_s, u"pytorch"_s,
            u"torch.OutOfMemoryError: CUDA out of memory"_s);
        const Record shape = signedRecord(u"pytorch/shape-mismatch/x"_s, u"size mismatch for"_s, u"pytorch"_s,
            u"RuntimeError: Error(s) in loading state_dict: size mismatch for torch"_s);
        const LogMatcher matcher({graphBreak, oom, shape});
        const TriageResult result = triage(matcher,
            routineLines()
                + "Traceback (most recent call last):\n  File \"train.py\", line 12, in <module>\n"
                  "torch._dynamo.exc.Unsupported: Graph break due to data-dependent branching: if x.sum() > "
                  "0\n");
        QVERIFY(!result.findings.isEmpty());
        const Finding &top = result.findings.first();
        QCOMPARE(top.record.id(), u"pytorch/graph-break/x"_s);
        QVERIFY(top.suggestion);
        QCOMPARE(top.best.line, 32);
    }

    // A signature sharing the line's words but stating another error number's message ("Failed to
    // open stream: Permission denied" for "… Failed to open stream: No space left on device") is
    // about another error; the same signature is suggested for the line it states.
    void aSignatureStatingAnotherErrnoMessageIsNotSuggested()
    {
        QList<Record> records = otherBuiltInRecords(
            u"php"_s, u"PHP Warning %1"_s, u"PHP Warning: code %1 in /var/www/html/index.php"_s);
        records << signedRecord(u"php/permission-denied-storage/x"_s,
            u"Permission denied.*(?:storage|logs)"_s, u"php"_s,
            u"ErrorException: file_put_contents(/var/www/html/storage/logs/laravel.log): Failed to open "
            u"stream: Permission denied"_s);
        const QByteArray full = "[2024-07-16 21:12:55] production.ERROR: file_put_contents(/var/www/html/"
                                "storage/logs/laravel.log): Failed to open stream: No space left on device\n";
        const QByteArray denied = "[2024-07-16 21:12:55] production.ERROR: file_put_contents(/var/www/html/"
                                  "storage/logs/laravel.log): Failed to open stream: Permission denied\n";
        suggestedForItsOwnErrorOnly(records, u"php/permission-denied-storage/x"_s, full, denied);
    }

    // Python libraries name some exceptions without "Error" (pyarrow's ArrowInvalid): after the
    // module's dot, a CamelCase class with another message is still another error of that class,
    // not a word of it in common (ExceptionMessage::statesAnotherMessage()).
    void aModulesClassWithAnotherMessageIsNotSuggested()
    {
        QList<Record> records = otherBuiltInRecords(
            u"python"_s, u"OtherException%1: stopped"_s, u"OtherException%1: the worker stopped"_s);
        records << signedRecord(u"python/column-length/x"_s, u"Column \\d+ named \\S+ expected length"_s,
            u"python"_s,
            u"pyarrow.lib.ArrowInvalid: Column <i> named <column> expected length <n> but got length <m>"_s);
        const QByteArray schema
            = "ERROR compact: pyarrow.lib.ArrowInvalid: Schema at index 14 was different: \n";
        const QByteArray length = "ERROR compact: pyarrow.lib.ArrowInvalid: Column named label expected "
                                  "length 1000 but got length 998\n";
        suggestedForItsOwnErrorOnly(records, u"python/column-length/x"_s, schema, length);
    }

    // curl numbers its errors: a record about "curl: (6) Could not resolve host" reads much like
    // "curl: (5) Could not resolve proxy: …", but the proxy's name is the line's error, not the
    // host's; the record is suggested for a line that states its number.
    void aSignatureStatingAnotherCurlErrorIsNotSuggested()
    {
        QList<Record> records
            = otherBuiltInRecords(u"curl"_s, u"curl warning %1"_s, u"curl warning %1 about the download"_s);
        records << signedRecord(u"networking/curl-resolve-host/x"_s,
            u"^curl: \\(6\\) Could not resolve host"_s, u"networking"_s,
            u"curl: (6) Could not resolve host: downloads.example.com"_s);
        const QByteArray proxy
            = "ERROR: fetching the toolchain failed: curl: (5) Could not resolve proxy: proxy.example.com\n";
        const QByteArray host
            = "ERROR: fetching the toolchain failed: curl: (6) Could not resolve host: mirror.example.com\n";
        suggestedForItsOwnErrorOnly(records, u"networking/curl-resolve-host/x"_s, proxy, host);
    }

    // Services number their errors: a record about App Store Connect's "ITMS-91053: Missing API
    // declaration" reads much like "ITMS-90683: Missing purpose string" by the wording around the
    // code, which is another error; the record is suggested for a line that states its code.
    void aSignatureStatingAnotherCodeOfItsFamilyIsNotSuggested()
    {
        QList<Record> records
            = otherBuiltInRecords(u"ios"_s, u"upload warning %1"_s, u"upload warning %1 about the build"_s);
        records << signedRecord(u"ios/itms-91053/x"_s, u"^ITMS-91053: Missing API declaration"_s, u"ios"_s,
            u"ITMS-91053: Missing API declaration - Your app's code references one or more APIs that "
            u"require reasons in the app's privacy manifest"_s);
        const QByteArray purpose
            = "ERROR: ITMS-90683: Missing purpose string - Your app's code references "
              "one or more APIs that access sensitive user data in the app's Info.plist\n";
        const QByteArray declaration = "ERROR: ITMS-91053: Missing API declaration - Your app's code "
                                       "references one or more APIs that require reasons\n";
        suggestedForItsOwnErrorOnly(records, u"ios/itms-91053/x"_s, purpose, declaration);
    }

    // A record about "ReferenceError: fetch is not defined" reads like "ReferenceError: process is not
    // defined" (a bundler no longer defining Node's globals) by every word but the name, which is
    // the error; it is suggested for a line saying fetch is not defined.
    void aSignatureOfAnotherUndefinedNameIsNotSuggested()
    {
        QList<Record> records
            = otherBuiltInRecords(u"node"_s, u"node warning %1"_s, u"node warning %1 about the build"_s);
        records << signedRecord(u"node/fetch-not-defined/x"_s, u"^ReferenceError: fetch is not defined$"_s,
            u"node"_s, u"ReferenceError: fetch is not defined"_s);
        const QByteArray process = "Uncaught ReferenceError: process is not defined\n"
                                   "    at http://localhost:5173/src/api/client.ts:3:20\n";
        const QByteArray fetch = "Uncaught ReferenceError: fetch is not defined\n"
                                 "    at http://localhost:5173/src/api/client.ts:3:20\n";
        suggestedForItsOwnErrorOnly(records, u"node/fetch-not-defined/x"_s, process, fetch);
    }

    // Docker's daemon starts every error the same way: a record about "Error response from daemon:
    // network x not found" reads like "Error response from daemon: Conflict. The container name
    // "/web" is already in use" by those words, but states another kind of failure and none of the
    // line's; it is suggested for a line saying a network is missing in other words.
    void aSignatureOfAnotherKindOfFailureIsNotSuggested()
    {
        QList<Record> records = otherBuiltInRecords(
            u"docker"_s, u"docker warning %1"_s, u"docker warning %1 about the build"_s);
        records << signedRecord(u"docker/network-not-found/x"_s, u"network \\S+ not found"_s, u"docker"_s,
            u"Error response from daemon: network <name> not found"_s);
        const QByteArray conflict
            = "docker: Error response from daemon: Conflict. The container name \"/web\" "
              "is already in use by container \"3f2a9c1b\".\n";
        const QByteArray missing = "docker: Error response from daemon: No such network: backend_net.\n";
        suggestedForItsOwnErrorOnly(records, u"docker/network-not-found/x"_s, conflict, missing);
    }

    // Kafka names a topic's error by a constant in the same sentence whatever the error: a record
    // about "{orders=LEADER_NOT_AVAILABLE}" reads much like "{orders=UNKNOWN_TOPIC_OR_PARTITION}",
    // but the constant is the error; the record is suggested for a line naming its constant.
    void aSignatureNamingAnotherConstantIsNotSuggested()
    {
        QList<Record> records = otherBuiltInRecords(
            u"kafka"_s, u"broker notice %1"_s, u"broker notice %1 about the partition"_s);
        records << signedRecord(u"kafka/leader-not-available/x"_s,
            u"^Error while fetching metadata.*LEADER_NOT_AVAILABLE"_s, u"kafka"_s,
            u"Error while fetching metadata with correlation id 7 : {orders=LEADER_NOT_AVAILABLE}"_s);
        const QByteArray unknown
            = "[2024-06-11 08:14:02,517] WARN [Producer clientId=producer-1] Error while "
              "fetching metadata with correlation id 3 : {payments=UNKNOWN_TOPIC_OR_PARTITION}\n";
        const QByteArray leader
            = "[2024-06-11 08:14:02,517] WARN [Producer clientId=producer-1] Error while "
              "fetching metadata with correlation id 3 : {payments=LEADER_NOT_AVAILABLE}\n";
        suggestedForItsOwnErrorOnly(records, u"kafka/leader-not-available/x"_s, unknown, leader);
    }

    // ESP-IDF reports every failed call alike, the macro and the code's constant in one sentence:
    // a record of "ESP_ERR_NVS_NO_FREE_PAGES" reads much like a line of "ESP_ERR_INVALID_STATE", but
    // the constant of the ESP_ERR_ family is the error; the record is suggested for its own.
    void aSignatureNamingAnotherConstantOfItsFamilyIsNotSuggested()
    {
        QList<Record> records = otherBuiltInRecords(
            u"embedded"_s, u"firmware notice %1"_s, u"firmware notice %1 about the flash"_s);
        records << signedRecord(u"embedded/nvs-no-free-pages/x"_s,
            u"^nvs_flash_init.*ESP_ERR_NVS_NO_FREE_PAGES"_s, u"embedded"_s,
            u"ESP_ERROR_CHECK failed: esp_err_t 0x110d (ESP_ERR_NVS_NO_FREE_PAGES) at 0x400d2f3a"_s);
        const QByteArray invalid
            = "ESP_ERROR_CHECK failed: esp_err_t 0x103 (ESP_ERR_INVALID_STATE) at 0x400d6b1f\n";
        const QByteArray nvs
            = "ESP_ERROR_CHECK failed: esp_err_t 0x110d (ESP_ERR_NVS_NO_FREE_PAGES) at 0x400d6b1f\n";
        suggestedForItsOwnErrorOnly(records, u"embedded/nvs-no-free-pages/x"_s, invalid, nvs);
    }

    // A record's regex matched a line only by its start ("Error: INSTALLATION FAILED"), and its
    // signature is of another message; a record no regex of which matched reads like the rest of
    // the line: it is suggested, and as it reads the line clearly better it comes first, though
    // the match scored a little higher (it explains some of the line's rare words too).
    void aSuggestionReadingTheLineBetterComesBeforeAWeakMatch()
    {
        Record values = signedRecord(u"kubernetes/helm-values-mismatch/x"_s, u"Error: INSTALLATION FAILED"_s,
            u"kubernetes"_s,
            u"Error: INSTALLATION FAILED: create: failed to create: values don't meet the schema"_s);
        values.edit().rootCause = u"Helm could not store its secrets"_s;
        Record terminating = signedRecord(u"kubernetes/namespace-terminating/x"_s,
            u"namespace \\S+ is stuck terminating"_s, u"kubernetes"_s,
            u"forbidden: unable to create new content in namespace because it is being terminated"_s);
        terminating.edit().rootCause = u"The namespace is being deleted while finalizers remain"_s;
        QList<Record> records {values, terminating};
        records << FaultlineTest::otherRecords(u"kubernetes"_s, u"kubectl error: object %1 was not valid"_s);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "+ helm install shop-pr-1482 ./deploy/chart -n pr-1482 --create-namespace\n"
                  "Error: INSTALLATION FAILED: create: failed to create: secrets "
                  "\"sh.helm.release.v1.shop.v1\" "
                  "is forbidden: unable to create new content in namespace pr-1482 because it is being "
                  "terminated\n");
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/namespace-terminating/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // A driver reports the server's error in its own words, with the query after it: the line
    // holds most of the record's signature among many other words, and no regex matches it.
    void longLineHoldingTheSignatureIsSuggested()
    {
        const Record denied = signedRecord(u"database/mysql-access-denied/x"_s,
            u"ERROR 1045.*Access denied for user"_s, u"database"_s,
            u"ERROR 1045 (28000): Access denied for user 'myuser'@'localhost' (using password: YES)"_s);
        const Record gone = signedRecord(u"database/mysql-gone-away/x"_s, u"MySQL server has gone away"_s,
            u"database"_s, u"ERROR 2006 (HY000): MySQL server has gone away"_s);
        const Record exists = signedRecord(u"database/table-exists/x"_s, u"Table '\\w+' already exists"_s,
            u"database"_s, u"ERROR 1050 (42S01): Table 'users' already exists"_s);
        const LogMatcher matcher({denied, gone, exists});
        const TriageResult result = triage(matcher,
            routineLines()
                + "[2025-11-24 20:11:07] production.ERROR: SQLSTATE[HY000] [1045] Access denied for user "
                  "'wiki'@'172.22.0.3' (using password: YES) (Connection: mysql, SQL: select * from "
                  "information_schema.tables where table_schema = 'wiki' and table_name = 'migrations' and "
                  "table_type = 'BASE TABLE')\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"database/mysql-access-denied/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // A long error line is mostly the program's own names and values, which no record holds, so
    // even the right record explains a small share of it; but when the search ranks one record
    // clearly first and it names several of the line's rare words, it is suggested.
    void aRecordTheSearchRanksClearlyFirstIsSuggested()
    {
        Record rope = signedRecord(u"huggingface/rope-scaling/x"_s, u"RoPE.*scaling.*invalid"_s,
            u"huggingface"_s, u"ValueError: RoPE scaling configuration is invalid"_s);
        rope.edit().rootCause = u"transformers before 4.43 checks rope_scaling for the two fields type and "
                                u"factor; Llama 3.1's config gives rope_type llama3 and more"_s;
        Record unpack = signedRecord(u"python/not-enough-values/x"_s, u"not enough values to unpack"_s,
            u"python"_s, u"ValueError: not enough values to unpack (expected 2, got 1)"_s);
        unpack.edit().rootCause
            = u"a tuple or dictionary has fewer fields than the names it is unpacked into"_s;
        const Record input = signedRecord(u"huggingface/wrong-input/x"_s, u"Unsupported input type"_s,
            u"huggingface"_s, u"ValueError: Unsupported input type, expected a dictionary of tensors"_s);
        const LogMatcher matcher({rope, unpack, input});
        const QByteArray log = routineLines()
            + "Traceback (most recent call last):\n  File \"worker.py\", line 41, in <module>\n"
              "ValueError: `rope_scaling` must be a dictionary with two fields, `type` and `factor`, got "
              "{'factor': 8.0, 'low_freq_factor': 1.0, 'high_freq_factor': 4.0, "
              "'original_max_position_embeddings': 8192, 'rope_type': 'llama3'}\n";
        const TriageResult result = triage(matcher, log);
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"huggingface/rope-scaling/x"_s);
        QVERIFY(result.findings.first().suggestion);
        QVERIFY(result.findings.first().isDiagnosis());

        // Two records the search ranks alike: neither is clearly the line's error. (Among records
        // on other things, so that the twin leaves the line's words as rare as they were.)
        Record twin = rope;
        twin.edit().id = u"llm/rope-scaling/x"_s;
        twin.edit().domain = u"llm"_s;
        QList<Record> records {rope, twin, unpack, input};
        for (const char *thing : {"disk", "socket", "certificate", "thread", "queue", "cache", "pipe", "lock",
                 "mount", "quota", "signal", "cursor"}) {
            const QString word = QString::fromLatin1(thing);
            records.append(signedRecord(u"other/"_s + word + u"/x"_s, word + u" broken"_s, u"other"_s,
                u"OSError: the "_s + word + u" is broken"_s));
        }
        const TriageResult doubtful = triage(LogMatcher(records), log);
        QVERIFY(doubtful.findings.isEmpty());
    }

    // A record the search ranks clearly first that names only a few of the line's rare words
    // (MongoDB's "text index language not supported" for "language override unsupported") is the
    // best lead there is, and comes first; but it is no diagnosis: a record naming as few of an
    // unknown error's words may lead as clearly.
    void aRecordNamingFewOfTheLinesRareWordsIsOnlyTentative()
    {
        Record language = signedRecord(u"mongodb/text-index-language/x"_s, u"text index.*language"_s,
            u"mongodb"_s, u"MongoServerError: text index language not supported"_s);
        language.edit().rootCause
            = u"a text index reads each document's language field as its language "
              u"override, and a language the server does not know, such as pt, is unsupported"_s;
        QList<Record> records {language};
        for (const char *thing : {"authentication", "duplicate key", "cursor", "write concern", "validation",
                 "index build", "transaction", "replica set", "shard key", "timeout"}) {
            const QString words = QString::fromLatin1(thing);
            records.append(signedRecord(u"mongodb/"_s + QString(words).replace(u' ', u'-') + u"/x"_s,
                words + u" failed"_s, u"mongodb"_s, u"MongoServerError: "_s + words + u" failed"_s));
        }
        const QByteArray log = routineLines()
            + "[seed] pt-BR  batch 1 failed: language override unsupported: pt-BR\n"
              "MongoServerError: language override unsupported: pt-BR\n"
              "    at Connection.onMessage (node_modules/mongodb/lib/cmap/connection.js:231:26)\n";
        const TriageResult result = triage(LogMatcher(records), log);
        QVERIFY(!result.findings.isEmpty());
        const Finding &first = result.findings.first();
        QCOMPARE(first.record.id(), u"mongodb/text-index-language/x"_s);
        QVERIFY(first.suggestion);
        QVERIFY(!first.isDiagnosis());
    }

    // A compiler's error states the record's message whole, its own header in the signature's
    // placeholder: the record is suggested though every word the line adds is a name it cannot
    // explain. The same record's regex catching a routine configure line ("Looking for include file
    // io.h - not found") does not keep it from being suggested for the error, and it is one finding.
    void aLineStatingTheWholeSignatureIsSuggested_data()
    {
        QTest::addColumn<bool>("routineHitAbove");
        QTest::newRow("alone") << false;
        QTest::newRow("after a routine hit of its regex") << true;
    }

    void aLineStatingTheWholeSignatureIsSuggested()
    {
        QFETCH(bool, routineHitAbove);
        const Record include = signedRecord(u"cmake/missing-include-path/x"_s,
            u"(No such file.*directory.*\\.h|fatal error.*header|include.*not found)"_s, u"cmake"_s,
            u"fatal error: header.h: No such file or directory"_s);
        const Record package = signedRecord(u"cmake/find-package-not-found/x"_s, u"Could NOT find \\w+"_s,
            u"cmake"_s, u"CMake Error: Could NOT find Package (missing: Package_DIR)"_s);
        QList<Record> records {include, package};
        // Other records' messages end alike: the line's common words explain little of it.
        for (int i = 0; i < 20; ++i) {
            const Record other = signedRecord(u"build/other-%1/x"_s.arg(i), u"module%1 was removed"_s.arg(i),
                u"build"_s, u"fatal error in module%1: No such file or directory"_s.arg(i));
            records.append(other);
        }
        const LogMatcher matcher(records);
        QByteArray log = routineLines();
        if (routineHitAbove)
            log += "-- Looking for include file io.h - not found\n";
        log += "[779/852] Building CXX object src/net/CMakeFiles/ta_net.dir/http_client.cpp.o\n"
               "FAILED: src/net/CMakeFiles/ta_net.dir/http_client.cpp.o\n"
               "/home/runner/work/agent/agent/src/net/http_client.h:9:10: fatal error: "
               "boost/asio/ssl/stream.hpp: No such file or directory\n"
               "    9 | #include <boost/asio/ssl/stream.hpp>\n"
               "compilation terminated.\n";
        const TriageResult result = triage(matcher, log);
        QVERIFY(!result.findings.isEmpty());
        const Finding &first = result.findings.first();
        QCOMPARE(first.record.id(), u"cmake/missing-include-path/x"_s);
        QVERIFY(first.suggestion);
        QVERIFY(first.bestLine.contains(u"fatal error: boost/asio"_s));
        QCOMPARE(std::count_if(result.findings.begin(), result.findings.end(),
                     [](const Finding &f) { return f.record.id() == u"cmake/missing-include-path/x"_s; }),
            1);
    }

    // A message pasted on its own holds few words, so even the record it reads just like explains
    // little information of it: that record is still suggested, before records whose regexes
    // catch only its common words.
    void aMessagePastedAloneGetsTheRecordItReadsLike()
    {
        const Record cuda = signedRecord(u"cuda/torch-cuda-oom/x"_s,
            u"torch\\.cuda\\.OutOfMemoryError|CUDA out of memory"_s, u"cuda"_s,
            u"torch.cuda.OutOfMemoryError: CUDA out of memory"_s);
        QList<Record> records {cuda};
        for (const auto &[domain, signature] :
            {std::pair {u"redis"_s, u"OOM command not allowed when used memory > maxmemory"_s},
                std::pair {u"kubernetes"_s, u"OOMKilled"_s},
                std::pair {u"tensorflow"_s, u"ResourceExhaustedError: OOM when allocating tensor"_s}})
            records.append(signedRecord(domain + u"/oom/x"_s, u"out of memory"_s, domain, signature));
        for (int i = 0; i < 8; ++i) {
            records.append(signedRecord(u"cuda/other-%1/x"_s.arg(i), u"CUDA error: code %1"_s.arg(i),
                u"cuda"_s, u"CUDA error: code %1 launch failure"_s.arg(i)));
        }
        const TriageResult result = triage(LogMatcher(records), "CUDA error: out of memory\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"cuda/torch-cuda-oom/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // Maven reports every plugin's failure in one sentence. A record whose regex spells out that
    // sentence for the compiler plugin reads much like the test plugin's failure, but its regex
    // leaves that failure out on purpose: it is not suggested for it.
    void aRecordWhoseRegexNamesAnotherPartOfTheMessageIsNotSuggested()
    {
        const Record compiler = signedRecord(u"java/maven-compiler-plugin-failed/x"_s,
            u"Failed to execute goal org\\.apache\\.maven\\.plugins:maven-compiler-plugin:\\S+:compile"_s,
            u"java"_s,
            u"Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:<version>:compile "
            u"(default-compile) on project <project>: Compilation failure"_s);
        QList<Record> records {compiler};
        for (int i = 0; i < 8; ++i) {
            records.append(signedRecord(u"java/other-%1/x"_s.arg(i), u"Exception%1 in thread"_s.arg(i),
                u"java"_s, u"Exception%1 in thread main: stopped"_s.arg(i)));
        }
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test "
                  "(default-test) on project payments-service: There are test failures.\n");
        QVERIFY(!FaultlineTest::findingOf(result, u"java/maven-compiler-plugin-failed/x"_s));
    }

    // A driver's exception repeats the server's message without its SQLSTATE class ("HY000",
    // general error): the record whose signature states the class is still suggested for it.
    void anSqlStateClassIsNotAnErrorTheLineMustName()
    {
        Record lockWait = regexRecord(u"database/mysql-lock-wait-timeout/x"_s,
            u"ERROR 1205.*Lock wait timeout exceeded"_s, u"database"_s);
        lockWait.edit().signature
            = u"ERROR 1205 (HY000): Lock wait timeout exceeded; try restarting transaction"_s;
        const Record gone = signedRecord(u"database/mysql-gone-away/x"_s, u"MySQL server has gone away"_s,
            u"database"_s, u"ERROR 2006 (HY000): MySQL server has gone away"_s);
        const LogMatcher matcher({lockWait, gone});
        const TriageResult result = triage(matcher,
            routineLines()
                + "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout "
                  "exceeded; try restarting transaction\n"
                  "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:114)\n");
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"database/mysql-lock-wait-timeout/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }
};

QTEST_GUILESS_MAIN(TestSuggestions)
#include "tst_suggestions.moc"
