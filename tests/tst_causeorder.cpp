// SPDX-License-Identifier: MIT
// The cause ranks above what it led to, each rule on a small log written here (no corpus): a
// build's summary, a step that only says it failed, a message about "the above error" and the
// later of two errors of one product yield to the error that says why; a Java "Caused by:" is the
// cause; of two records on one line, or on one exception's message over several lines, the one
// naming its rare words comes first.
#include "triage.h"
#include "triageconfidence.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

#include <tuple>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::findingOf;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

namespace {

/// Eight more records of \a domain whose signatures are \a signature with a number for %1: they
/// make that signature's words common, as the words of any domain's records are in a real
/// knowledge base. Their regexes match nothing of the logs here.
QList<Record> otherRecords(const QString &domain, const QString &signature)
{
    QList<Record> records;
    for (int i = 0; i < 8; ++i) {
        records << signedRecord(u"%1/other-%2/x"_s.arg(domain).arg(i),
            u"%1 step %2 broke"_s.arg(domain).arg(i), domain, signature.arg(i));
    }
    return records;
}

/// React's message after a render error: "The above error occurred in the <X> component".
Record errorBoundaryRecord()
{
    return signedRecord(u"react/error-boundary/x"_s,
        u"The above error occurred in the <\\w+> component|Consider adding an error boundary"_s, u"react"_s,
        u"The above error occurred in the <ComponentName> component. Consider adding "
        "an error boundary to your tree to customize error handling behavior."_s);
}

} // namespace

class TestCauseOrder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A build prints its error, then a summary that any failure ends with: of two records that
    // match, the one naming the error's rare words ranks first, though the summary is an error
    // line too.
    void causeRanksAboveTheBuildsSummary()
    {
        QList<Record> records;
        const Record summary
            = signedRecord(u"java/gradle-build-failed/x"_s, u"FAILURE: Build failed with an exception"_s,
                u"java"_s, u"FAILURE: Build failed with an exception."_s);
        const Record dex = signedRecord(u"android/dex-limit/x"_s, u"Cannot fit requested classes"_s,
            u"java"_s, u"Cannot fit requested classes in a single dex file"_s);
        records << summary << dex;
        // Other build records, so that "build" and "failed" are common words, as they are in any
        // knowledge base.
        records << otherRecords(u"java"_s, u"Build failed: task %1 exited with an exception"_s);
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "ERROR:D8: Cannot fit requested classes in a single dex file (# methods: 71842 > 65536)\n"
                  "\n"
                  "FAILURE: Build failed with an exception.\n");
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"android/dex-limit/x"_s);
    }

    // Gradle writes its error below "* What went wrong:", on lines that start with "> ": they are
    // the error's message, and its cause outranks the "FAILURE: Build failed" summary above it.
    void gradleMessageOutranksTheSummary()
    {
        const Record summary
            = signedRecord(u"java/gradle-build-failed/x"_s, u"FAILURE: Build failed with an exception"_s,
                u"java"_s, u"FAILURE: Build failed with an exception."_s);
        const Record resolve
            = signedRecord(u"java/gradle-resolve/x"_s, u"Could not resolve all files for configuration"_s,
                u"java"_s, u"Could not resolve all files for configuration"_s);
        const LogMatcher matcher({summary, resolve});
        const QByteArray gradle = "> Task :app:compileJava FAILED\n"
                                  "\n"
                                  "FAILURE: Build failed with an exception.\n"
                                  "\n"
                                  "* What went wrong:\n"
                                  "Execution failed for task ':app:compileJava'.\n"
                                  "> Could not resolve all files for configuration ':app:compileClasspath'.\n"
                                  "   > Could not find com.acme:events:2.4.1.\n"
                                  "\n"
                                  "* Try:\n"
                                  "> Run with --stacktrace option to get the stack trace.\n";
        const TriageResult result = triage(matcher, routineLines() + gradle);
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"java/gradle-resolve/x"_s);
        QVERIFY(result.findings.first().isDiagnosis());
    }

    // Gradle's "FAILURE: Build failed with an exception." comes before the reason, which a stack
    // trace far below states ("Caused by: java.lang.IllegalArgumentException: Unsupported class
    // file major version 67"): the summary says only that the build failed, and ranks below the
    // error line whose record reads like it, however much of its own line the summary's record reads.
    void theBuildsSummaryRanksBelowTheCauseFarBelowIt()
    {
        const Record summary
            = signedRecord(u"java/build-failed/x"_s, u"FAILURE: Build failed with an exception\\."_s,
                u"java"_s, u"FAILURE: Build failed with an exception."_s);
        const Record major = signedRecord(u"java/class-file-major/x"_s, u"class file major version \\d+"_s,
            u"java"_s, u"IllegalArgumentException: Unsupported class file major version 65"_s);
        QByteArray gradle
            = "FAILURE: Build failed with an exception.\n"
              "\n"
              "* What went wrong:\n"
              "Could not open cp_settings generic class cache for settings file.\n"
              "\n"
              "* Exception is:\n"
              "org.gradle.cache.CacheOpenException: Could not open cp_settings generic class cache\n";
        for (int i = 0; i < 30; ++i)
            gradle += "\tat org.gradle.internal.Frame" + QByteArray::number(i) + ".run(Frame.java:42)\n";
        gradle += "Caused by: java.lang.IllegalArgumentException: Unsupported class file major version 67\n"
                  "\tat groovyjarjarasm.asm.ClassReader.<init>(ClassReader.java:199)\n";
        // Other Java records on class files, so that the cause's words are common ones.
        QList<Record> records {summary, major};
        records += otherRecords(
            u"java"_s, u"IllegalArgumentException: Unsupported class file major version %1"_s);
        const TriageResult result = triage(LogMatcher(records), routineLines() + gradle);
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"java/class-file-major/x"_s);
    }

    // pip ends a failed build with its summary ("error: metadata-generation-failed", "× Encountered
    // error while generating package metadata."), which says only that a step failed: the reason
    // the user then finds (git refusing the repository setuptools-scm read) comes first, though
    // pip's records read their lines whole.
    void pipsSummaryRanksBelowTheReason()
    {
        const Record code = signedRecord(u"pip/metadata-generation/x"_s,
            u"error: metadata-generation-failed"_s, u"pip"_s, u"error: metadata-generation-failed"_s);
        const Record summary = signedRecord(u"pip/metadata-summary/x"_s,
            u"Encountered error while generating package metadata"_s, u"pip"_s,
            u"Encountered error while generating package metadata."_s);
        const Record ownership = signedRecord(u"git/dubious-ownership/x"_s, u"detected dubious ownership"_s,
            u"git"_s, u"fatal: detected dubious ownership in repository at '/srv/repo'"_s);
        const QByteArray log
            = "(.venv) PS D:\\repos\\fwtools> pip install -e .[dev]\n"
              "  note: This error originates from a subprocess, and is likely not a problem with pip.\n"
              "error: metadata-generation-failed\n"
              "\n"
              "\xc3\x97 Encountered error while generating package metadata.\n"
              "\xe2\x95\xb0\xe2\x94\x80> See above for output.\n"
              "PS D:\\repos\\fwtools> git describe --tags\n"
              "fatal: detected dubious ownership in repository at 'D:/repos/fwtools'\n";
        // Other git records on repositories, so that the reason's words are common ones.
        QList<Record> records {code, summary, ownership};
        records += otherRecords(u"git"_s, u"fatal: detected dubious ownership in repository at '/srv/r%1'"_s);
        const TriageResult result = triage(LogMatcher(records), routineLines() + log);
        QVERIFY(result.findings.size() >= 3);
        QCOMPARE(result.findings.first().record.id(), u"git/dubious-ownership/x"_s);
    }

    // A line that says only that a step failed ("external filter … failed") is what the error
    // above it led to: the error that says why comes first, though both are error lines of git.
    void theReasonOutranksTheStepThatFailed()
    {
        const Record smudge = signedRecord(u"git/lfs-smudge/x"_s, u"Smudge error: .*does not exist"_s,
            u"git"_s, u"Smudge error: Object does not exist on the server"_s);
        const Record filter
            = signedRecord(u"git/filter-failed/x"_s, u"error: external filter '[^']+' failed"_s, u"git"_s,
                u"error: external filter 'git-lfs filter-process' failed"_s);
        const LogMatcher matcher({smudge, filter});
        const QByteArray clone
            = "git clone git@example.com:vision/detector.git\n"
              "Error downloading object: model.onnx (4be1c7d): Smudge error: Error downloading "
              "model.onnx: [404] Object does not exist on the server\n"
              "error: external filter 'git-lfs filter-process' failed\n"
              "fatal: model.onnx: smudge filter lfs failed\n";
        const TriageResult result = triage(matcher, routineLines() + clone);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"git/lfs-smudge/x"_s);
    }

    // A launcher's "CalledProcessError: Command '[…]' returned non-zero exit status 1" says only
    // that the program it ran failed: that program's error above it comes first, though the
    // launcher's record reads its own line as well.
    void theProgramsErrorOutranksItsLaunchersReport()
    {
        const Record oom = signedRecord(u"cuda/device-out-of-memory/x"_s, u"out of memory"_s, u"cuda"_s,
            u"OutOfMemoryError: CUDA out of memory. Tried to allocate"_s);
        const Record child = signedRecord(u"python/child-process-failed/x"_s,
            u"subprocess\\.CalledProcessError: Command '\\[.*\\]' returned non-zero exit status \\d+"_s,
            u"python"_s,
            u"subprocess.CalledProcessError: Command '['python3', 'train.py']' returned non-zero exit status 1."_s);
        const TriageResult result = triage(LogMatcher({oom, child}),
            routineLines()
                + "Traceback (most recent call last):\n"
                  "  File \"/srv/train/train.py\", line 88, in <module>\n"
                  "    trainer.train()\n"
                  "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 15.66 GiB\n"
                  "Traceback (most recent call last):\n"
                  "  File \"/srv/train/launch.py\", line 12, in <module>\n"
                  "    subprocess.run(cmd, check=True)\n"
                  "subprocess.CalledProcessError: Command '['/opt/conda/bin/python3.11', 'train.py', "
                  "'--config', 'configs/llama31-8b.yaml']' returned non-zero exit status 1.\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cuda/device-out-of-memory/x"_s);
    }

    // A line that says only that an error occurred while a page was prerendered is what the error
    // above it led to: that error, the reason, comes first.
    void theReasonOutranksTheErrorThatOccurred()
    {
        const Record prerender = signedRecord(u"nextjs/prerender/x"_s,
            u"Error occurred prerendering page \"[^\"]+\"\\. Read more: https://nextjs\\.org/docs/messages/"
            u"prerender-error"_s,
            u"nextjs"_s, u"Error occurred prerendering page \"<page>\". Read more: <link>"_s);
        const Record functions = signedRecord(u"nextjs/functions-to-client/x"_s,
            u"Functions cannot be passed directly to Client Components"_s, u"nextjs"_s,
            u"Error: Functions cannot be passed directly to Client Components"_s);
        const LogMatcher matcher({prerender, functions});
        const QByteArray build
            = "   Generating static pages (3/9)\n"
              " ⨯ Error: Functions cannot be passed directly to Client Components unless you "
              "explicitly expose it by marking it with \"use server\".\n"
              "    at stringify (<anonymous>)\n"
              "    at renderModelDestructive (/app/node_modules/next/dist/compiled/react.js:1:2207)\n"
              "    at resolveModelToJSON (/app/node_modules/next/dist/compiled/react.js:1:8155)\n"
              "    at Object.toJSON (/app/node_modules/next/dist/compiled/react.js:1:1320)\n"
              "    at stringify (<anonymous>)\n"
              "    at emitChunk (/app/node_modules/next/dist/compiled/react.js:1:3480)\n"
              "    at retryTask (/app/node_modules/next/dist/compiled/react.js:1:9921)\n"
              "    at performWork (/app/node_modules/next/dist/compiled/react.js:1:10471)\n"
              "    at AsyncLocalStorage.run (node:async_hooks:346:14)\n"
              "  digest: '1804331790'\n"
              "   Generating static pages (4/9)\n"
              "\n"
              "Error occurred prerendering page \"/contacts/new\". Read more: "
              "https://nextjs.org/docs/messages/prerender-error\n";
        const TriageResult result = triage(matcher, routineLines() + build);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"nextjs/functions-to-client/x"_s);
    }

    // .NET's HttpRequestException says the reason is its inner exception, printed below it after
    // " ---> ": the record of that inner error comes first, though the wrapper's reads as well.
    void theInnerExceptionOutranksItsWrapper()
    {
        const Record wrapper = signedRecord(u"dotnet/httprequestexception/x"_s,
            u"HttpRequestException: The SSL connection could not be established"_s, u"dotnet"_s,
            u"System.Net.Http.HttpRequestException: The SSL connection could not be established"_s);
        const Record chain
            = signedRecord(u"dotnet/certificate-chain/x"_s, u"The remote certificate is invalid"_s,
                u"dotnet"_s, u"AuthenticationException: The remote certificate is invalid"_s);
        const LogMatcher matcher({wrapper, chain});
        const QByteArray log
            = "fail: SyncWorker[0]\n"
              "      System.Net.Http.HttpRequestException: The SSL connection could not be established, "
              "see inner exception.\n"
              "       ---> System.Security.Authentication.AuthenticationException: The remote certificate is "
              "invalid because of errors in the certificate chain: UntrustedRoot\n"
              "         at System.Net.Security.SslStream.SendAuthResetSignal(ReadOnlySpan`1 alert)\n"
              "         --- End of inner exception stack trace ---\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/certificate-chain/x"_s);
    }

    // The same when no record's regex matches the inner exception and a record is only suggested
    // for it by its wording: .NET's "The type initializer for 'Gdip' threw an exception." says the
    // error is the PlatformNotSupportedException below it, whose suggested record comes first.
    void theSuggestionForTheInnerExceptionOutranksItsWrapper()
    {
        const Record wrapper = signedRecord(u"dotnet/type-initializer/x"_s,
            u"The type initializer for '\\w+' threw an exception"_s, u"dotnet"_s,
            u"System.TypeInitializationException: The type initializer for 'X' threw an exception."_s);
        const Record platform = signedRecord(u"dotnet/platform-unsupported/x"_s,
            u"PlatformNotSupportedException: Operation is not supported on this platform"_s, u"dotnet"_s,
            u"System.PlatformNotSupportedException: System.Drawing.Common is not supported on non-Windows "
            u"platforms"_s);
        QList<Record> records {wrapper, platform};
        records += otherRecords(u"dotnet"_s, u"System.InvalidOperationException: step %1 is not allowed"_s);
        const QByteArray log
            = "fail: Microsoft.AspNetCore.Server.Kestrel[13]\n"
              "      System.TypeInitializationException: The type initializer for 'Gdip' threw an "
              "exception.\n"
              "       ---> System.PlatformNotSupportedException: System.Drawing.Common is not supported on "
              "non-Windows platforms. See https://aka.ms/systemdrawingnonwindows for more information.\n"
              "         at System.Drawing.LibraryResolver.EnsureRegistered()\n"
              "         --- End of inner exception stack trace ---\n";
        const TriageResult result = triage(LogMatcher(records), routineLines() + log);
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/platform-unsupported/x"_s);
        QVERIFY(result.findings.first().suggestion);
    }

    // Two records of one domain on the same line are one answer at two levels of detail: the one
    // naming the package the line names ("ament_cmake") comes before the one on any package.
    void theSpecificVariantComesFirst()
    {
        QList<Record> records;
        const Record any
            = signedRecord(u"cmake/find-package/x"_s, u"Could not find a package configuration file"_s,
                u"cmake"_s, u"CMake Error: Could not find a package configuration file for"_s);
        const Record ament = signedRecord(u"cmake/ament-missing/x"_s, u"Could not find.*ament"_s, u"cmake"_s,
            u"CMake Error: find_package(ament_cmake REQUIRED) failed: ament_cmake not found"_s);
        records << any << ament;
        // Other CMake records, so that "package" and "configuration" are common words.
        records << otherRecords(u"cmake"_s, u"CMake Error: package configuration %1 could not be found"_s);
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "CMake Error at CMakeLists.txt:14 (find_package):\n"
                  "  Could not find a package configuration file provided by \"ament_cmake\" with\n"
                  "  any of the following names:\n");
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"cmake/ament-missing/x"_s);
    }

    // The same line with a built-in record on any package leading: of the user's records that
    // take its place, the one naming the line's package does, not the one reading most like it.
    void theUsersSpecificRecordTakesTheBuiltInRecordsPlace()
    {
        Record builtIn = signedRecord(u"cmake/package-config-missing"_s,
            u"Could not find a package configuration file provided by"_s, u"cmake"_s,
            u"Could not find a package configuration file provided by \"<Pkg>\" with any of the "
            u"following names"_s);
        builtIn.edit().sourcePath = u":/kb/cmake.json"_s;
        QList<Record> records {builtIn};
        for (const auto &[id, regex, signature] :
            {std::tuple {u"cmake/find-package/x"_s, u"Could not find.*package"_s,
                 u"CMake Error: Could not find a package configuration file for"_s},
                std::tuple {u"cmake/ament-missing/x"_s, u"Could not find.*ament"_s,
                    u"CMake Error: find_package(ament_cmake REQUIRED) failed: ament_cmake not found"_s}}) {
            Record users = signedRecord(id, regex, u"cmake"_s, signature);
            users.edit().sourcePath = u"/data/canons/"_s + id + u".json"_s;
            records << users;
        }
        records << otherRecords(u"cmake"_s, u"CMake Error: package configuration %1 could not be found"_s);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "CMake Error at CMakeLists.txt:14 (find_package):\n"
                  "  Could not find a package configuration file provided by \"ament_cmake\" with\n"
                  "  any of the following names:\n");
        QVERIFY(result.findings.size() >= 3);
        QCOMPARE(result.findings.first().record.id(), u"cmake/ament-missing/x"_s);
    }

    // .NET writes an exception's message over as many lines as it has, above the stack frames:
    // the line going on with it is that error too, and the record naming what it says there comes
    // before the one on the exception's class alone, as a specific variant on one line does.
    void theSpecificVariantOfAMultiLineMessageComesFirst()
    {
        QList<Record> records;
        records << signedRecord(u"dotnet/invalid-operation/x"_s,
            u"System\\.InvalidOperationException:\\s*.+"_s, u"dotnet"_s,
            u"System.InvalidOperationException: Sequence contains no elements"_s);
        records << signedRecord(u"dotnet/linq-untranslatable/x"_s, u"could not be translated"_s, u"dotnet"_s,
            u"System.InvalidOperationException: The LINQ expression could not be translated."_s);
        records << otherRecords(u"dotnet"_s, u"System.InvalidOperationException: step %1 is not valid"_s);
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "fail: Microsoft.AspNetCore.Diagnostics.DeveloperExceptionPageMiddleware[1]\n"
                  "      An unhandled exception has occurred while executing the request.\n"
                  "      System.InvalidOperationException: The LINQ expression 'DbSet<Invoice>()\n"
                  "          .Where(i => InvoiceRules.IsOverdue(i))' could not be translated. Either "
                  "rewrite the query in a form that can be translated, or switch to client evaluation.\n"
                  "         at "
                  "Microsoft.EntityFrameworkCore.Query.QueryableMethodTranslatingExpressionVisitor"
                  ".Translate(Expression expression)\n");
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"dotnet/linq-untranslatable/x"_s);
        // The line is as much an error line as the exception's, and its confidence counts it so.
        QVERIFY(result.findings.first().best.severity >= 0.9f);
        QCOMPARE(result.findings.first().features.value(TriageConfidence::OnErrorLine), 1.0);
        QVERIFY(result.findings.first().isDiagnosis());
    }

    // React follows every render error with "The above error occurred in the <X> component": a
    // record about that message is the consequence, the error above it the diagnosis.
    void messageAboutTheErrorAboveYieldsToIt()
    {
        const Record child
            = signedRecord(u"react/objects-child/x"_s, u"Objects are not valid as a React child"_s,
                u"react"_s, u"Error: Objects are not valid as a React child"_s);
        const Record boundary = errorBoundaryRecord();
        const LogMatcher matcher({child, boundary});
        QByteArray log
            = "Error: Objects are not valid as a React child (found: object with keys {from, to}).\n";
        for (int i = 0; i < 30; ++i)
            log += "    at renderWithHooks (node_modules/react-dom/cjs/react-dom.development.js:"
                + QByteArray::number(16305 + i) + ":18)\n";
        log += "The above error occurred in the <ObjectCell> component:\n"
               "    at ObjectCell (src/components/ObjectCell.tsx:12:3)\n"
               "Consider adding an error boundary to your tree to customize error handling behavior.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"react/objects-child/x"_s);
    }

    // Flutter prints the first exception whole and each one after it as "Another exception was
    // thrown: …": the later one, however precise its record, comes after the first.
    void anotherExceptionComesAfterTheFirst()
    {
        const Record provider = signedRecord(u"flutter/provider-not-found/x"_s,
            u"Could not find the correct Provider<"_s, u"flutter"_s, u"ProviderNotFoundException"_s);
        const Record overflow = signedRecord(u"flutter/renderflex-overflowed/x"_s,
            u"A RenderFlex overflowed by [\\d.]+ pixels on the"_s, u"flutter"_s,
            u"A RenderFlex overflowed by 42 pixels on the bottom."_s);
        const LogMatcher matcher({provider, overflow});
        const QByteArray log
            = "flutter: ══╡ EXCEPTION CAUGHT BY WIDGETS LIBRARY ╞══════\n"
              "The following ProviderNotFoundException was thrown building SettingsPage:\n"
              "Error: Could not find the correct Provider<SettingsController> above this SettingsPage "
              "Widget\n"
              "The relevant error-causing widget was:\n"
              "  SettingsPage SettingsPage:file:///app/lib/main.dart:41:16\n"
              "════════════════════════════════════════\n"
              "Another exception was thrown: A RenderFlex overflowed by 42 pixels on the bottom.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"flutter/provider-not-found/x"_s);
    }

    // The error above may have been logged at a lower level: React reports an update loop as a
    // "Warning:" through console.error, then "The above error occurred …" for the same error.
    // A warning the server goes on after (Apache's guess at its own name) is logged just before the
    // error it stopped on: the error comes first, and the warning is no diagnosis next to it.
    void aWarningYieldsToTheErrorOfItsProduct()
    {
        const Record warning = signedRecord(u"httpd/servername-warning"_s,
            u"AH00558: \\S+: Could not reliably determine the server's fully qualified domain name"_s,
            u"httpd"_s,
            u"AH00558: httpd: Could not reliably determine the server's fully "
            "qualified domain name, using <addr>"_s);
        const Record bind
            = signedRecord(u"httpd/make-sock-bind"_s, u"AH00072: make_sock: could not bind to address \\S+"_s,
                u"httpd"_s, u"(98)Address already in use: AH00072: make_sock: could not bind to address"_s);
        const LogMatcher matcher({warning, bind});
        const QByteArray log
            = "Nov 12 09:44:02 web-03 systemd[1]: Starting The Apache HTTP Server...\n"
              "Nov 12 09:44:02 web-03 httpd[58213]: AH00558: httpd: Could not reliably determine the "
              "server's fully qualified domain name, using 10.0.4.17. Set the 'ServerName' directive "
              "globally to suppress this message\n"
              "Nov 12 09:44:02 web-03 httpd[58213]: (98)Address already in use: AH00072: make_sock: could "
              "not bind to address [::]:443\n"
              "Nov 12 09:44:02 web-03 httpd[58213]: no listening sockets available, shutting down\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"httpd/make-sock-bind"_s);
        QVERIFY(!result.findings.last().isDiagnosis());
    }

    // A line logged at the warning level is a warning whatever its record is called: Compose's
    // "the attribute `version` is obsolete" before the env file it cannot find yields to that
    // error of its product, though neither line names a level of error.
    void aWarningLineYieldsToTheErrorOfItsProduct()
    {
        const Record obsolete = signedRecord(u"docker/compose-version-obsolete/x"_s,
            u"the attribute `version` is obsolete"_s, u"docker"_s,
            u"the attribute `version` is obsolete, it will be ignored, please remove it to avoid "
            "potential confusion"_s);
        const Record envFile = signedRecord(u"docker/env-file-not-found/x"_s, u"env file \\S+ not found"_s,
            u"docker"_s, u"env file .env not found: no such file"_s);
        const TriageResult result = triage(LogMatcher({obsolete, envFile}),
            routineLines()
                + "docker compose -f compose.yaml -f compose.dev.yaml up -d --build\n"
                  "WARN[0000] /Users/lea/src/atlas/compose.yaml: the attribute `version` is obsolete, it "
                  "will be ignored, please remove it to avoid potential confusion\n"
                  "env file /Users/lea/src/atlas/.env.local not found: stat /Users/lea/src/atlas/.env.local: "
                  "no such file or directory\n"
                  "make: *** [dev] Error 1\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"docker/env-file-not-found/x"_s);
        QVERIFY(result.findings.first().isDiagnosis());
        QVERIFY(!result.findings.last().isDiagnosis());
    }

    // Python prints "RuntimeWarning: coroutine … was never awaited" right after the exception that
    // left the coroutine unawaited: the warning is that error's consequence, ranked below it and no
    // diagnosis beside it.
    void aWarningJustBelowAnErrorYieldsToIt()
    {
        const Record running = signedRecord(u"python/loop-run-in-running-loop/x"_s, u"loop\\.run\\(\\)"_s,
            u"python"_s, u"RuntimeError: loop.run() cannot be called from a running event loop"_s);
        const Record neverAwaited = signedRecord(u"python/coroutine-left-unawaited/x"_s,
            u"RuntimeWarning: coroutine '\\w+' was never awaited"_s, u"python"_s,
            u"RuntimeWarning: coroutine 'fetch' was never awaited"_s);
        const TriageResult result = triage(LogMatcher({running, neverAwaited}),
            routineLines()
                + "Traceback (most recent call last):\n"
                  "  File \"/srv/app/rates.py\", line 29, in get_rates\n"
                  "    return loop.run(_fetch_rates(base))\n"
                  "RuntimeError: loop.run() cannot be called\n"
                  "/srv/app/handlers.py:-1: RuntimeWarning: coroutine '_fetch_rates' was never awaited\n");
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"python/loop-run-in-running-loop/x"_s);
        QVERIFY(!result.findings.last().isDiagnosis());
    }

    // `helm upgrade --wait` gives up with "Error: context deadline exceeded"; the events of the pods
    // it waited for say why (a Kubernetes Warning event is its error): they come first.
    void aWaitThatRanOutYieldsToWhatItWaitedFor()
    {
        const Record deadline = signedRecord(u"docker/context-deadline-exceeded/x"_s,
            u"context deadline exceeded"_s, u"docker"_s, u"Error: context deadline exceeded"_s);
        const Record scheduling = signedRecord(u"kubernetes/failedscheduling/x"_s,
            u"FailedScheduling.*\\d+/\\d+ nodes are available"_s, u"kubernetes"_s,
            u"Warning FailedScheduling: 0/3 nodes are available: 3 Insufficient memory"_s);
        const LogMatcher matcher({deadline, scheduling});
        const QByteArray log
            = "$ helm upgrade --install indexer charts/indexer -n search --wait --timeout 5m\n"
              "Release \"indexer\" does not exist. Installing it now.\n"
              "Error: context deadline exceeded\n"
              "$ kubectl -n search get events --sort-by=.lastTimestamp\n"
              "LAST SEEN   TYPE      REASON              OBJECT                      MESSAGE\n"
              "5m15s       Normal    SuccessfulCreate    replicaset/indexer-7b9f6d   Created pod: "
              "indexer-7b9f6d-4hx2w\n"
              "5m14s       Warning   FailedScheduling    pod/indexer-7b9f6d-4hx2w    0/5 nodes are "
              "available: 5 Insufficient memory. preemption: 0/5 nodes are available.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/failedscheduling/x"_s);
    }

    // An autoscaler that gets no metrics for pods that are not ready reports it before the pods'
    // own events, sorted by time: the pods say why, and come first. The order stands when the
    // pods' record is built in and the autoscaler's the user's (preferTheChosenSources()).
    void unreadyPodsMetricsYieldToThePodsError_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("pods might be unready")
            << "failed to get cpu utilization: did not receive metrics for targeted pods (pods might be "
               "unready)"_ba;
        QTest::newRow("no metrics returned")
            << "failed to get cpu utilization: unable to get metrics for resource cpu: no metrics "
               "returned from resource metrics API"_ba;
    }
    void unreadyPodsMetricsYieldToThePodsError()
    {
        QFETCH(QByteArray, message);
        Record metrics = signedRecord(u"kubernetes/hpa-no-metrics/x"_s, u"failed to get cpu utilization"_s,
            u"kubernetes"_s, u"FailedGetResourceMetric: failed to get cpu utilization"_s);
        metrics.edit().sourcePath = u"/data/canons/kubernetes/hpa-no-metrics/x.json"_s;
        Record backOff = signedRecord(u"kubernetes/back-off/x"_s, u"Back-off restarting failed container"_s,
            u"kubernetes"_s, u"Back-off restarting failed container"_s);
        backOff.edit().sourcePath = u":/kb/kubernetes.json"_s;
        const LogMatcher matcher({metrics, backOff});
        const QByteArray log
            = "$ kubectl -n shop get events --sort-by=.lastTimestamp\n"
              "LAST SEEN   TYPE      REASON                    OBJECT                  MESSAGE\n"
              "13m         Warning   FailedGetResourceMetric   horizontalpodautoscaler/api   "
            + message
            + "\n"
              "4m12s       Warning   BackOff                   pod/api-6d9c7b5f48-2xkq7   "
              "Back-off restarting failed container migrate in pod api-6d9c7b5f48-2xkq7_shop\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"kubernetes/back-off/x"_s);
        QVERIFY(result.findings.at(1).confidence <= result.findings.first().confidence);
    }

    // systemd says how a unit's process ended; the kernel's OOM killer above says why.
    void howAUnitEndedYieldsToWhy()
    {
        const Record ended
            = signedRecord(u"linux/unit-ended/x"_s, u"\\.service: Main process exited, code=killed"_s,
                u"linux"_s, u"<unit>.service: Main process exited, code=killed, status=<n>/<NAME>"_s);
        const Record oom
            = signedRecord(u"linux/out-of-memory/x"_s, u"Out of memory: Killed process \\d+ \\(\\w+\\)"_s,
                u"linux"_s, u"Out of memory: Killed process <pid> (<comm>)"_s);
        const LogMatcher matcher({ended, oom});
        const QByteArray log
            = "May 20 01:53:52 app-02 kernel: Out of memory: Killed process 1187 (ledgerd) "
              "total-vm:3936884kB\n"
              "May 20 01:53:59 app-02 systemd[1]: ledgerd.service: Main process exited, code=killed, "
              "status=9/KILL\n"
              "May 20 01:53:59 app-02 systemd[1]: ledgerd.service: Failed with result 'signal'.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        // First, and the report no more confident than it, though its record explains its whole
        // line.
        QCOMPARE(result.findings.first().record.id(), u"linux/out-of-memory/x"_s);
        QVERIFY(result.findings.at(1).confidence <= result.findings.first().confidence);
    }

    // git reports each ref it could not push with its reason, then "error: failed to push some
    // refs" for any of them: the reason comes first.
    void aRejectedRefIsWhyThePushFailed()
    {
        const Record summary = signedRecord(u"git/failed-to-push-refs/x"_s, u"failed to push some refs"_s,
            u"git"_s, u"error: failed to push some refs to '<remote>'"_s);
        const Record shallow
            = signedRecord(u"git/shallow-update-not-allowed/x"_s, u"shallow update not allowed"_s, u"git"_s,
                u"! [remote rejected] <branch> -> <branch> (shallow update not allowed)"_s);
        const LogMatcher matcher({summary, shallow});
        const QByteArray log
            = "2025-04-14T06:00:49.8812340Z $ git push mirror HEAD:main\n"
              "2025-04-14T06:00:50.9732440Z To https://git.example.org/web/cms.git\n"
              "2025-04-14T06:00:50.9732440Z  ! [remote rejected] HEAD -> main (shallow update not allowed)\n"
              "2025-04-14T06:00:51.0354860Z error: failed to push some refs to "
              "'https://git.example.org/web/cms.git'\n"
              "2025-04-14T06:00:51.0412000Z ##[error]Process completed with exit code 1.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"git/shallow-update-not-allowed/x"_s);
    }

    void messageAboutTheErrorAboveYieldsToAWarningAboveIt()
    {
        const Record depth = signedRecord(u"react/update-depth/x"_s, u"Maximum update depth exceeded"_s,
            u"react"_s, u"Warning: Maximum update depth exceeded."_s);
        const Record boundary = errorBoundaryRecord();
        const LogMatcher matcher({depth, boundary});
        QByteArray log = "    console.error\n"
                         "      Warning: Maximum update depth exceeded. This can happen when a "
                         "component calls setState inside useEffect.\n";
        for (int i = 0; i < 4; ++i)
            log += "          at FilterPanel (src/features/filters/FilterPanel.tsx:"
                + QByteArray::number(18 + i) + ":3)\n";
        log += "    console.error\n"
               "      The above error occurred in the <FilterPanel> component:\n"
               "          at FilterPanel (src/features/filters/FilterPanel.tsx:18:3)\n"
               "      Consider adding an error boundary to your tree to customize error handling behavior.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"react/update-depth/x"_s);
    }

    // A chained message wraps its cause: "…: OCI runtime create failed: …: no space left on
    // device". Of two records matching such a line, the one matching further along is the cause;
    // but not a state named in an object dumped after the message.
    void theWrappedErrorIsTheCause()
    {
        const Record oci = signedRecord(u"docker/oci-create/x"_s, u"OCI runtime create failed"_s, u"docker"_s,
            u"Error response from daemon: failed to create task for container: "
            "failed to create shim task: OCI runtime create failed"_s);
        const Record space = signedRecord(
            u"docker/no-space/x"_s, u"no space left on device"_s, u"docker"_s, u"no space left on device"_s);
        const LogMatcher matcher({oci, space});
        const QByteArray log = "$ docker compose up -d\n"
                               "Error response from daemon: failed to create task for container: "
                               "failed to create shim task: OCI runtime create failed: runc create "
                               "failed: unable to start container process: error mounting "
                               "\"/srv/models\" to rootfs at \"/models\": mkdir "
                               "/var/lib/docker/overlay2/7c1e/merged/models: no space left on device: "
                               "unknown\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"docker/no-space/x"_s);

        const Record selection
            = signedRecord(u"mongodb/selection-timeout/x"_s, u"Server selection timed out after \\d+ ms"_s,
                u"mongodb"_s, u"MongoServerSelectionError: Server selection timed out after 30000 ms"_s);
        const Record noPrimary = signedRecord(u"mongodb/no-primary/x"_s, u"ReplicaSetNoPrimary"_s,
            u"mongodb"_s, u"Server selection timed out: ReplicaSetNoPrimary"_s);
        const LogMatcher mongo({selection, noPrimary});
        const QByteArray dumped = "MongoServerSelectionError: Server selection timed out after 30000 ms: "
                                  "{ description: TopologyDescription { type: 'ReplicaSetNoPrimary', "
                                  "servers: Map(1) { 'mongo1:27017' => [ServerDescription] } } }\n";
        const TriageResult mongoResult = triage(mongo, routineLines() + dumped);
        QCOMPARE(mongoResult.findings.size(), 2);
        QCOMPARE(mongoResult.findings.first().record.id(), u"mongodb/selection-timeout/x"_s);

        // The wrapper's regex may read much more of the line than the cause's does (nearly 0.2 less
        // score for the cause, as Maven's wrapper gives a release the JDK does not support).
        const Record goal = signedRecord(u"java/compiler-plugin-failed/x"_s,
            u"Failed to execute goal org\\.apache\\.maven\\.plugins:maven-compiler-plugin:\\S+:compile "
            "\\(default-compile\\) on project \\S+:"_s,
            u"java"_s,
            u"Failed to execute goal maven-compiler-plugin:compile on project: Compilation failure"_s);
        const Record release = signedRecord(u"java/release-not-supported/x"_s,
            u"version \\d+ not supported"_s, u"java"_s, u"version 21 not supported"_s);
        const LogMatcher maven({goal, release});
        const QByteArray build
            = "[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:"
              "3.11.0:compile (default-compile) on project orders: Fatal error compiling: "
              "error: release version 21 not supported\n";
        const TriageResult mavenResult = triage(maven, routineLines() + build);
        QCOMPARE(mavenResult.findings.size(), 2);
        QCOMPARE(mavenResult.findings.first().record.id(), u"java/release-not-supported/x"_s);
    }

    // Of two errors of one product a few lines apart, the first led to the second: ssh ignores a
    // key whose permissions are too open, and then the server refuses the login. A Java "Caused
    // by:" line below its exception is the other way round: it is the cause.
    void causeComesBeforeItsConsequence()
    {
        const Record key
            = signedRecord(u"git/key-too-open/x"_s, u"Permissions \\d+ for '[^']+' are too open"_s, u"git"_s,
                u"Permissions 0644 for '~/.ssh/id_rsa' are too open"_s);
        const Record denied = signedRecord(u"git/publickey/x"_s, u"Permission denied \\(publickey\\)"_s,
            u"git"_s, u"Permission denied (publickey)"_s);
        const LogMatcher matcher({key, denied});
        const QByteArray ssh = "$ git pull --ff-only\n"
                               "Permissions 0664 for '/home/ops/.ssh/id_ed25519' are too open.\n"
                               "This private key will be ignored.\n"
                               "git@bitbucket.org: Permission denied (publickey).\n"
                               "fatal: Could not read from remote repository.\n";
        const TriageResult sshResult = triage(matcher, routineLines() + ssh);
        QVERIFY(sshResult.findings.size() >= 2);
        QCOMPARE(sshResult.findings.first().record.id(), u"git/key-too-open/x"_s);

        const Record creation
            = signedRecord(u"java/bean-creation/x"_s, u"BeanCreationException: Error creating bean"_s,
                u"java"_s, u"BeanCreationException: Error creating bean with name"_s);
        const Record cycle
            = signedRecord(u"java/bean-cycle/x"_s, u"Caused by: .*BeanCurrentlyInCreationException"_s,
                u"java"_s, u"BeanCurrentlyInCreationException: Requested bean is currently in creation"_s);
        const LogMatcher javaMatcher({creation, cycle});
        const QByteArray java
            = "Exception in thread \"main\" org.springframework.beans.factory.BeanCreationException: "
              "Error creating bean with name 'invoiceService'\n"
              "\tat "
              "org.springframework.beans.factory.support.AbstractBeanFactory.getBean(AbstractBeanFactory."
              "java:208)\n"
              "Caused by: org.springframework.beans.factory.BeanCurrentlyInCreationException: "
              "Error creating bean with name 'paymentService': Requested bean is currently in creation\n";
        const TriageResult javaResult = triage(javaMatcher, routineLines() + java);
        QVERIFY(javaResult.findings.size() >= 2);
        QCOMPARE(javaResult.findings.first().record.id(), u"java/bean-cycle/x"_s);
    }
};

QTEST_GUILESS_MAIN(TestCauseOrder)
#include "tst_causeorder.moc"
