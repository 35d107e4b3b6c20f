// SPDX-License-Identifier: MIT
// A build's summary ranks below the error that says why, each rule on a small log written here (no
// corpus): Gradle's "FAILURE: Build failed with an exception." below its "What went wrong" and the
// compiler's error above it, however far, and pip's "metadata-generation-failed" below the reason
// its backend printed. Other steps that only say they failed are tst_stepoutcomes'.
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::otherRecords;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestBuildSummaries : public QObject
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

    // The reason may be on a line that names no error, only trouble: adb's "device unauthorized"
    // after the build that could not install its APK.
    void theSummaryYieldsToTroubleItsRecordReadsLike()
    {
        const Record summary
            = signedRecord(u"java/gradle-build-failed/x"_s, u"FAILURE: Build failed with an exception"_s,
                u"java"_s, u"FAILURE: Build failed with an exception."_s);
        const Record adb
            = signedRecord(u"android/adb-unauthorized/x"_s, u"device unauthorized"_s, u"android"_s,
                u"adb: device unauthorized. Please check the confirmation dialog on your device."_s);
        const LogMatcher matcher({summary, adb});
        const QByteArray log = "> Task :app:installDebug FAILED\n"
                               "\n"
                               "FAILURE: Build failed with an exception.\n"
                               "\n"
                               "* What went wrong:\n"
                               "Execution failed for task ':app:installDebug'.\n"
                               "\n"
                               "BUILD FAILED in 4s\n"
                               "jonas@thinkpad-p14s:~/src/parkwise-android$ adb install -r "
                               "app/build/outputs/apk/debug/app-debug.apk\n"
                               "adb: device unauthorized.\n"
                               "This adb server's $ADB_VENDOR_KEYS is not set\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"android/adb-unauthorized/x"_s);
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

    // When what Gradle wrote under "* What went wrong:" only points at the compiler's output
    // ("Compilation failed; see the compiler error output for details."), the compiler's error
    // above is the reason, however little its record reads like its line.
    void theCompilersErrorAboveOutranksTheSummary()
    {
        const Record summary
            = signedRecord(u"java/gradle-build-failed/x"_s, u"FAILURE: Build failed with an exception"_s,
                u"java"_s, u"FAILURE: Build failed with an exception."_s);
        const Record types = signedRecord(u"java/incompatible-types/x"_s, u"error: incompatible types"_s,
            u"java"_s, u"incompatible types: inference variable T has incompatible bounds"_s);
        // Records of other type errors, so that "incompatible types" says little.
        const LogMatcher matcher(QList<Record> {summary, types}
            + otherRecords(u"java"_s, u"error: incompatible types: bad type in switch expression %1"_s));
        const QByteArray gradle
            = "> Task :core:compileJava\n"
              "/home/ci/work/core/src/main/java/io/acme/invoice/UsageLineMapper.java:47: error: "
              "incompatible types: possible lossy conversion from long to int\n"
              "        int units = report.getBilledUnits();\n"
              "                                         ^\n"
              "1 error\n"
              "\n"
              "> Task :core:compileJava FAILED\n"
              "\n"
              "FAILURE: Build failed with an exception.\n"
              "\n"
              "* What went wrong:\n"
              "Execution failed for task ':core:compileJava'.\n"
              "> Compilation failed; see the compiler error output for details.\n"
              "\n"
              "* Try:\n"
              "> Run with --stacktrace option to get the stack trace.\n";
        const TriageResult result = triage(matcher, routineLines() + gradle);
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"java/incompatible-types/x"_s);
    }

    // What Gradle wrote under "* What went wrong:" is the reason for its summary and for Flutter's
    // report of the task, however little its record reads like a build failure ("> Keystore file
    // … not found for signing config").
    void gradlesReasonOutranksReportsThatReadLittleLikeIt()
    {
        const Record summary
            = signedRecord(u"java/gradle-build-failed/x"_s, u"FAILURE: Build failed with an exception"_s,
                u"java"_s, u"FAILURE: Build failed with an exception."_s);
        const Record task
            = signedRecord(u"flutter/gradle-task-failed/x"_s, u"Gradle task \\w+ failed with exit code"_s,
                u"flutter"_s, u"Gradle task assembleDebug failed with exit code 1"_s);
        Record keystore = signedRecord(u"android/signing-config-not-found/x"_s,
            u"Keystore file .* not found for signing config"_s, u"android"_s,
            u"SigningConfig \"release\" is missing required property \"storeFile\""_s);
        keystore.edit().rootCause = u"The keystore file the release signing config names does not exist "
                                    "on this machine: key.properties points at another user's path."_s;
        const LogMatcher matcher({summary, task, keystore});
        const QByteArray gradle
            = "Downloading https://services.gradle.org/distributions/gradle-8.3-all.zip\n"
              "Running Gradle task 'bundleRelease'...\n"
              "\n"
              "FAILURE: Build failed with an exception.\n"
              "\n"
              "* What went wrong:\n"
              "Execution failed for task ':app:validateSigningRelease'.\n"
              "> Keystore file '/home/ana/keys/upload.jks' not found for signing config 'release'.\n"
              "\n"
              "* Try:\n"
              "> Run with --stacktrace option to get the stack trace.\n"
              "\n"
              "BUILD FAILED in 41s\n"
              "Gradle task bundleRelease failed with exit code 1\n";
        const TriageResult result = triage(matcher, "$ flutter build appbundle\n" + routineLines() + gradle);
        QCOMPARE(result.findings.size(), 3);
        QCOMPARE(result.findings.first().record.id(), u"android/signing-config-not-found/x"_s);
    }

    // The record of the task that failed ranks above the build's summary even where its best hit
    // is the task's exception in the stack trace below ("TaskExecutionException: Execution failed
    // for task ':app:checkDebugAarMetadata'."): it says which check failed, the summary only that
    // one did.
    void theFailedTaskRanksAboveTheBuildsSummary()
    {
        const Record summary
            = signedRecord(u"java/gradle-build-failed/x"_s, u"FAILURE: Build failed with an exception"_s,
                u"java"_s, u"FAILURE: Build failed with an exception."_s);
        const Record aar = signedRecord(u"android/aar-metadata-compile-sdk/x"_s,
            u"Execution failed for task '[\\w:\\-]*:check\\w*AarMetadata'|CheckAarMetadataWorkAction|"
            "requires libraries and applications that depend on it to compile against"_s,
            u"android"_s,
            u"Execution failed for task ':app:checkDebugAarMetadata'. Dependency requires libraries and "
            "applications that depend on it to compile against version 34 or later"_s);
        const LogMatcher matcher({summary, aar});
        QByteArray gradle = "> Task :app:checkDebugAarMetadata FAILED\n"
                            "\n"
                            "FAILURE: Build failed with an exception.\n"
                            "\n"
                            "* What went wrong:\n"
                            "Execution failed for task ':app:checkDebugAarMetadata'.\n"
                            "> A failure occurred while executing "
                            "com.android.build.gradle.internal.tasks.CheckAarMetadataWorkAction\n"
                            "   > 1 issue was found when checking AAR metadata:\n"
                            "       1.  Dependency 'androidx.work:work-runtime:2.9.0' requires libraries and "
                            "applications that\n"
                            "           depend on it to compile against version 34 or later of the\n"
                            "           Android APIs.\n"
                            "\n"
                            "* Exception is:\n"
                            "org.gradle.api.tasks.TaskExecutionException: Execution failed for task "
                            "':app:checkDebugAarMetadata'.\n";
        for (int i = 0; i < 8; ++i)
            gradle += "\tat org.gradle.internal.Frame" + QByteArray::number(i) + ".run(Frame.java:42)\n";
        gradle += "\nBUILD FAILED in 12s\n";
        const TriageResult result = triage(matcher, "$ ./gradlew assembleDebug\n" + routineLines() + gradle);
        QVERIFY(!result.findings.isEmpty());
        QCOMPARE(result.findings.first().record.id(), u"android/aar-metadata-compile-sdk/x"_s);
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
};

QTEST_GUILESS_MAIN(TestBuildSummaries)
#include "tst_buildsummaries.moc"
