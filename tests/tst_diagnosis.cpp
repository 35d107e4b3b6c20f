// SPDX-License-Identifier: MIT
// Which records a log's errors get, and in which order, each rule on a small log written here (no
// corpus): a product or language must be in the log, one error in several environments is one
// finding, advice is out of scope unless asked for, a line's words suggest the records that
// explain them (with those of the lines around), variants of one error do not doubt each other,
// and a log of an error nobody knows gets no diagnosis. tst_evidence checks what counts as
// evidence of an error in the first place.
#include "nearbywords.h"
#include "recordsearch.h"
#include "triage.h"
#include "triageconfidence.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::anyDiagnosis;
using FaultlineTest::findingOf;
using FaultlineTest::regexRecord;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestDiagnosis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A Kerberos "Authentication failed" is no MongoDB error: the MongoDB record cannot be the
    // diagnosis of a log that never names MongoDB, and the generic record comes first.
    void productAbsentFromTheLogIsNoDiagnosis()
    {
        const Record mongo = signedRecord(u"mongodb/authentication-failed/x"_s, u"Authentication failed"_s,
            u"mongodb"_s, u"MongoServerError: Authentication failed."_s);
        const Record generic = signedRecord(u"security/authentication-failed/x"_s, u"Authentication failed"_s,
            u"security"_s, u"Authentication failed for user"_s);
        const LogMatcher matcher({mongo, generic});
        const QByteArray kerberos = routineLines()
            + "2025-10-14 09:13:01,118 ERROR [krb5] Authentication failed for user bob@EXAMPLE.ORG\n";
        const TriageResult result = triage(matcher, kerberos);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"security/authentication-failed/x"_s);
        QVERIFY(!findingOf(result, u"mongodb/authentication-failed/x"_s)->isDiagnosis());

        // Once the log talks to MongoDB, its record may be the diagnosis.
        const TriageResult withMongo = triage(matcher,
            routineLines()
                + "connecting to mongodb://db-1:27017/app\n"
                  "MongoServerError: Authentication failed.\n");
        const Finding *m = findingOf(withMongo, u"mongodb/authentication-failed/x"_s);
        QVERIFY(m);
        QVERIFY(m->best.evidence);
        QVERIFY(m->features.at(TriageConfidence::ProductAbsent) == 0);
    }

    // A compiler's bare "error: Type mismatch", "error: build failed" or C#'s "error CS0246", pasted
    // without a marker of any ecosystem: OpenCV's, AWS CodeBuild's and Unity's records of those
    // words are no diagnosis of a log that never names OpenCV, AWS or Unity; once it does, they may
    // be.
    void openCvAndAwsNeedTheirNameInTheLog_data()
    {
        QTest::addColumn<QString>("domain");
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("naming");
        QTest::newRow("opencv") << u"opencv"_s << "error: Type mismatch"_ba
                                << "  File \"detect.py\", line 9, in <module>\n    img = cv2.imread(path)"_ba;
        QTest::newRow("aws") << u"aws"_s << "error: build failed"_ba
                             << "[Container] Running command aws s3 cp dist/ s3://artifacts/ --recursive"_ba;
        QTest::newRow("unity") << u"unity"_s
                               << "error CS0246: The type or namespace name 'Polly' could not be found"_ba
                               << "Assets/Scripts/Retry.cs(3,7): warning CS0618: 'WWW' is obsolete"_ba;
    }
    void openCvAndAwsNeedTheirNameInTheLog()
    {
        QFETCH(QString, domain);
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, naming);
        const QString id = domain + u"/their-error/x"_s;
        const LogMatcher matcher(
            {signedRecord(id, QString::fromUtf8(line).mid(7), domain, QString::fromUtf8(line))});
        const QByteArray pasted = "$ make\nsrc/app.x:12:3: " + line + "\n  expected User, got Result\n";
        const TriageResult result = triage(matcher, pasted);
        const Finding *alone = findingOf(result, id);
        QVERIFY(alone);
        QVERIFY(!alone->isDiagnosis());

        const TriageResult named = triage(matcher, naming + "\n" + pasted);
        const Finding *f = findingOf(named, id);
        QVERIFY(f);
        QVERIFY(f->features.at(TriageConfidence::ProductAbsent) == 0);
    }

    // A record about a CI service itself (GitHub Actions' checkout, GitLab's stuck job) is no
    // diagnosis of a log that never names that service (Vagrant fetching a box); one only seen on
    // a service (pnpm's outdated lockfile, in any CI) needs no such name.
    void aCiServicesOwnErrorNeedsTheServiceInTheLog_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("runtime");
        QTest::addColumn<QString>("regex");
        QTest::addColumn<QByteArray>("log");
        QTest::addColumn<bool>("absent");
        const QByteArray vagrant
            = "==> default: Box 'acme/jammy64' could not be found. Attempting to find and install...\n"
              "Error: The requested URL returned error: 404\n";
        const QByteArray actions = "##[group]Run actions/checkout@v4\n"
                                   "##[error]fatal: unable to access 'https://github.com/acme/app/': The "
                                   "requested URL returned error: 403\n";
        const QString checkout = u"cicd/gha-checkout-failed/gha-linux"_s;
        const QString urlError = u"The requested URL returned error: 40[34]"_s;
        QTest::newRow("actions' error, vagrant's log")
            << checkout << u"github-actions >=2.0"_s << urlError << vagrant << true;
        QTest::newRow("actions' error, its log")
            << checkout << u"github-actions >=2.0"_s << urlError << actions << false;
        QTest::newRow("runtime written with a space")
            << u"cicd/github-actions-artifact-path/github-actions-any"_s << u"GitHub Actions >=2.0"_s
            << urlError << vagrant << true;
        const QString stuck = u"cicd/gitlab-runner-stuck/gitlab-linux"_s;
        const QString stuckRegex = u"This job is stuck because"_s;
        const QByteArray stuckLine
            = "ERROR: This job is stuck because the project doesn't have any runners online\n";
        QTest::newRow("gitlab's error, an actions log")
            << stuck << u"gitlab-ci >=16"_s << stuckRegex << "##[group]Run make\n" + stuckLine << true;
        QTest::newRow("gitlab's error, its log")
            << stuck << u"gitlab-ci >=16"_s << stuckRegex
            << "Running with gitlab-runner 17.8.3 (690ce25c)\n" + stuckLine << false;
        QTest::newRow("an error seen on actions, in a gitlab log")
            << u"cicd/pnpm-lockfile-mismatch/gha-linux"_s << u"github-actions >=2.0"_s
            << u"ERR_PNPM_OUTDATED_LOCKFILE"_s
            << "Running with gitlab-runner 17.8.3 (690ce25c)\n$ pnpm install --frozen-lockfile\n"
               " ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\"\n"_ba
            << false;
    }
    void aCiServicesOwnErrorNeedsTheServiceInTheLog()
    {
        QFETCH(QString, id);
        QFETCH(QString, runtime);
        QFETCH(QString, regex);
        QFETCH(QByteArray, log);
        QFETCH(bool, absent);
        Record record = regexRecord(id, regex, u"cicd"_s);
        VersionInfo version;
        version.version = runtime;
        record.edit().versions.append(version);
        const LogMatcher matcher({record});
        const TriageResult result = triage(matcher, routineLines() + log);
        const Finding *f = findingOf(result, id);
        QVERIFY(f);
        QVERIFY(f->best.evidence);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), absent ? 1.0 : 0.0);
        if (absent)
            QVERIFY(!f->isDiagnosis());
    }

    // ssh cannot resolve a host: the Docker record whose signature is this very message is no
    // answer in a log without Docker, and the failure's own record takes its place first.
    void theFailuresOwnRecordGoesBeforeAnAbsentProducts()
    {
        const Record docker = signedRecord(u"docker/dns-resolution-failed/x"_s,
            u"Could not resolve host|Temporary failure in name resolution"_s, u"docker"_s,
            u"Could not resolve host / Temporary failure in name resolution"_s);
        const Record dns = signedRecord(u"networking/dns-resolution-failed/x"_s,
            u"NXDOMAIN|Name or service not known|could not resolve host"_s, u"networking"_s,
            u"DNS resolution failed: NXDOMAIN"_s);
        const LogMatcher matcher({docker, dns});
        // A log long enough to name what it runs on (EcosystemFit::longLogLines).
        const QByteArray log = routineLines().repeated(20)
            + "[2026-01-17 02:30:02] offsite-backup: rsync to backup@vault.example:/srv/nas-01/\n"
              "ssh: Could not resolve hostname vault.example: Temporary failure in name resolution\n"
              "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
              "rsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]\n";
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(findingOf(result, u"docker/dns-resolution-failed/x"_s)
                     ->features.at(TriageConfidence::ProductAbsent),
            1.0);
        QCOMPARE(result.findings.first().record.id(), u"networking/dns-resolution-failed/x"_s);

        // In a log of Docker's, its record stays first.
        const TriageResult inDocker = triage(matcher,
            routineLines()
                + "$ docker build -t app .\n"
                  "Step 3/9 : RUN apt-get update\n"
                  "W: Failed to fetch http://deb.example/dists/bookworm/InRelease  Could not resolve host: "
                  "deb.example: Temporary failure in name resolution\n");
        QVERIFY(!inDocker.findings.isEmpty());
        QCOMPARE(inDocker.findings.first().record.id(), u"docker/dns-resolution-failed/x"_s);
    }

    // A Go record is no diagnosis of a Swift program's crash, which says nothing of Go; in a Go
    // program's log it may be.
    void languageOfAnotherLogIsNoDiagnosis()
    {
        const Record go = signedRecord(u"go/index-out-of-range/x"_s, u"[Ii]ndex out of range"_s, u"go"_s,
            u"panic: runtime error: index out of range"_s);
        const LogMatcher matcher({go});
        const TriageResult swift = triage(matcher,
            "$ swift build && .build/debug/App\n"
            "Swift/ContiguousArrayBuffer.swift:600: Fatal error: Index out of range\n"
            "Current stack trace:\n"
            "0    libswiftCore.so    0x00007f1c2a3b1234 _assertionFailure + 52\n");
        const Finding *f = findingOf(swift, u"go/index-out-of-range/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 1.0);
        QVERIFY(!f->isDiagnosis());
        QVERIFY(swift.ecosystems.contains(u"swift"_s));

        const TriageResult goLog = triage(matcher,
            "panic: runtime error: index out of range [5] with length 3\n\n"
            "goroutine 1 [running]:\nmain.main()\n\t/app/main.go:12 +0x1d\n");
        f = findingOf(goLog, u"go/index-out-of-range/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 0.0);
    }

    // ASP.NET Core's record of a CORS refusal is no diagnosis of a browser's refusal of a Node.js
    // server's answer; in a .NET service's log it may be.
    void aDotNetRecordNeedsADotNetLog()
    {
        const Record aspnet = signedRecord(u"dotnet/aspnet-cors-blocked/x"_s, u"blocked by CORS policy"_s,
            u"dotnet"_s, u"Access to XMLHttpRequest has been blocked by CORS policy"_s);
        const LogMatcher matcher({aspnet});
        const TriageResult node = triage(matcher,
            "Access to fetch at 'https://api.example.io/v2/me' from origin 'https://app.example.io' has "
            "been blocked by CORS policy: The value of the 'Access-Control-Allow-Origin' header must "
            "not be '*'\n"
            "$ node server.js\n"
            "    at corsMiddleware (/srv/api/node_modules/cors/lib/index.js:188:7)\n"
            "    at Layer.handle (/srv/api/node_modules/express/lib/router/layer.js:95:5)\n"
            "    at Object.<anonymous> (/srv/api/server.js:14:5)\n"
            "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n");
        const Finding *f = findingOf(node, u"dotnet/aspnet-cors-blocked/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 1.0);
        QVERIFY(!f->isDiagnosis());

        const TriageResult dotnet = triage(matcher,
            "info: Microsoft.AspNetCore.Cors.Infrastructure.CorsService[5]\n"
            "      CORS policy execution failed.\n"
            "Access to fetch at 'https://api.example.io/v2/me' has been blocked by CORS policy\n");
        f = findingOf(dotnet, u"dotnet/aspnet-cors-blocked/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 0.0);
        QVERIFY(dotnet.ecosystems.contains(u"dotnet"_s));
    }

    // A native library's error (a libstdc++ older than an extension needs) is the same in a Python
    // program's log as in a C++ one's: the C++ record is no less the diagnosis there.
    void aNativeLibrarysErrorFitsAnyProgram()
    {
        const Record glibcxx
            = signedRecord(u"cpp/glibcxx-not-found/x"_s, u"version `GLIBCXX_[0-9.]+' not found"_s, u"cpp"_s,
                u"version `GLIBCXX_3.4.30' not found (required by …)"_s);
        const TriageResult result = triage(LogMatcher({glibcxx}),
            "Traceback (most recent call last):\n"
            "  File \"/srv/app/main.py\", line 3, in <module>\n"
            "    import meshkit\n"
            "ImportError: /opt/conda/lib/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by "
            "/opt/conda/lib/python3.11/site-packages/meshkit/_core.so)\n");
        QVERIFY(result.ecosystems.contains(u"python"_s));
        const Finding *f = findingOf(result, u"cpp/glibcxx-not-found/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 0.0);
        QVERIFY(f->isDiagnosis());
    }

    // A C++ build that CMake drives fails to link: the C++ record of the linker's message comes
    // before the CMake record that lists it among its own, and the log is read as C++.
    void aCppBuildsLinkErrorIsACppError()
    {
        const Record cmake = signedRecord(u"cmake/link-library-not-found/x"_s,
            u"(cannot find -l|undefined reference|linker.*not found)"_s, u"cmake"_s,
            u"Linking failed: undefined reference to symbol"_s);
        const Record cpp = signedRecord(u"cpp/undefined-reference/x"_s,
            u"undefined reference to [`'][^']+'"_s, u"cpp"_s, u"undefined reference to `<symbol>'"_s);
        const TriageResult result = triage(LogMatcher({cmake, cpp}),
            routineLines()
                + "-- Configuring done (0.4s)\n-- Generating done (0.1s)\n"
                  "-- Build files have been written to: /src/build (CMake 3.28)\n"
                  "[ 96%] Linking CXX executable tessel\n"
                  "/usr/bin/ld: CMakeFiles/tessel.dir/src/wal_writer.cc.o: in function `Wal::append()':\n"
                  "wal_writer.cc:88:(.text+0x3d1): undefined reference to `Crc32cHw(unsigned int)'\n"
                  "collect2: error: ld returned 1 exit status\n");
        QVERIFY(result.ecosystems.contains(u"cpp"_s));
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cpp/undefined-reference/x"_s);
    }

    // The same error in three environments is one finding listing the other two.
    void environmentsAreOneFinding()
    {
        QList<Record> records;
        for (const QString &env : {u"py311-linux"_s, u"py312-macos"_s, u"py310-windows"_s}) {
            const Record r = signedRecord(u"python/modulenotfounderror/"_s + env,
                u"ModuleNotFoundError: No module named"_s, u"python"_s,
                u"ModuleNotFoundError: No module named 'x'"_s);
            records.append(r);
        }
        records.append(
            regexRecord(u"python/importerror/py311-linux"_s, u"cannot import name"_s, u"python"_s));
        const LogMatcher matcher(records);
        const TriageResult result = triage(matcher,
            routineLines()
                + "Traceback (most recent call last):\n  File \"app.py\", line 1, in <module>\n"
                  "ModuleNotFoundError: No module named 'requests'\n");
        QCOMPARE(result.findings.size(), 1);
        const Finding &f = result.findings.first();
        QVERIFY(f.record.id().startsWith(u"python/modulenotfounderror/"_s));
        QCOMPARE(f.environments.size(), 2);
        QStringList all {f.record.id()};
        for (const Record &r : f.environments)
            all.append(r.id());
        all.sort();
        QCOMPARE(all,
            QStringList({u"python/modulenotfounderror/py310-windows"_s,
                u"python/modulenotfounderror/py311-linux"_s, u"python/modulenotfounderror/py312-macos"_s}));
        QVERIFY(f.isDiagnosis());
    }

    // A record Faultline ships and one of a source the user chose, both about the line: the
    // user's comes first though the shipped one reads more like the line; both stay findings.
    // Without the user's record, the shipped one is the diagnosis.
    void theUsersSourcesComeBeforeTheBuiltInRecords()
    {
        Record builtIn = signedRecord(u"node/npm-eresolve"_s, u"ERESOLVE could not resolve"_s, u"node"_s,
            u"npm error code ERESOLVE: could not resolve the dependency tree"_s);
        builtIn.edit().sourcePath = u":/kb/node.json"_s;
        builtIn.edit().rootCause = u"A peer dependency range excludes the version the tree resolves"_s;
        Record users = signedRecord(u"node/npm-peer-conflict/node20-linux"_s, u"ERESOLVE"_s, u"node"_s,
            u"npm ERR! ERESOLVE unable to resolve"_s);
        users.edit().sourcePath = u"/data/canons/node/npm-peer-conflict/node20-linux.json"_s;
        const QByteArray log = routineLines()
            + "npm error code ERESOLVE\nnpm error ERESOLVE could not resolve\n"
              "npm error While resolving: web@1.0.0\nnpm error Found: react@19.0.0\n";

        const TriageResult both = triage(LogMatcher({builtIn, users}), log);
        QCOMPARE(both.findings.size(), 2);
        QCOMPARE(both.findings.first().record.id(), u"node/npm-peer-conflict/node20-linux"_s);
        QCOMPARE(both.findings.at(1).record.id(), u"node/npm-eresolve"_s);

        const TriageResult alone = triage(LogMatcher({builtIn}), log);
        QCOMPARE(alone.findings.size(), 1);
        QCOMPARE(alone.findings.first().record.id(), u"node/npm-eresolve"_s);
        QVERIFY(alone.findings.first().isDiagnosis());
    }

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
        QList<Record> records {matching, other};
        // Other records, so that the line's words are rare ones.
        for (int i = 0; i < 8; ++i) {
            Record r = signedRecord(u"rust/other-%1"_s.arg(i), u"E07%1 mismatched"_s.arg(i), u"rust"_s,
                u"error[E07%1]: mismatched types in a match arm"_s.arg(i));
            r.edit().sourcePath = u":/kb/rust.json"_s;
            records << r;
        }
        const TriageResult result = triage(LogMatcher(records),
            routineLines()
                + "   Compiling worker v0.3.1 (/src/worker)\n"
                  "error: future cannot be sent between threads safely\n"
                  "   --> src/worker.rs:41:18\n");
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().record.id(), u"rust/not-send"_s);
    }

    // An issue's title names the error it is about, and the console output pasted below shows it
    // among other warnings: that error comes first, in a pasted log.
    void theIssuesTitleNamesItsError()
    {
        const Record keys = signedRecord(u"react/each-child-unique-key/x"_s,
            u"Each child in a list should have a unique .key. prop"_s, u"react"_s,
            u"Warning: Each child in a list should have a unique \"key\" prop."_s);
        const Record update = signedRecord(u"react/cannot-update-while-rendering/x"_s,
            u"Cannot update a component .+ while rendering a different component"_s, u"react"_s,
            u"Warning: Cannot update a component (`A`) while rendering a different component (`B`)"_s);
        const QByteArray issue
            = "Checkout: warning \"Cannot update a component (`CartProvider`) while rendering a different "
              "component\" and the total flickers\n"
              "When the country changes, the shipping total flickers. Console output:\n"
              "Warning: Each child in a list should have a unique \"key\" prop.\n"
              "    at CountrySelect (http://localhost:5173/src/checkout/CountrySelect.tsx:21:33)\n"
              "react-dom.development.js:86 Warning: Cannot update a component (`CartProvider`) while "
              "rendering a different component (`CheckoutSummary`). To locate the bad setState() call "
              "inside `CheckoutSummary`, follow the stack trace as described in "
              "https://reactjs.org/link/setstate-in-render\n"
              "    at CheckoutSummary (http://localhost:5173/src/checkout/CheckoutSummary.tsx:22:35)\n";
        const LogMatcher matcher({keys, update});
        const TriageResult result = triage(matcher, issue + routineLines());
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"react/cannot-update-while-rendering/x"_s);

        // The first line of a long log is no title: there the ranking is the lines' own.
        QByteArray longLog = issue;
        for (int i = 0; i < 20; ++i)
            longLog += routineLines();
        const TriageResult untitled = triage(matcher, longLog);
        QCOMPARE(untitled.findings.size(), 2);
        QCOMPARE(untitled.findings.first().record.id(), u"react/each-child-unique-key/x"_s);
    }

    // Advice (a record whose environment is a traveller, not a program) is not looked for unless
    // the user asks for every record.
    void adviceIsOutOfScopeUnlessAsked()
    {
        Record visa = regexRecord(u"visa/turkey/tr"_s, u"turkey.*visa"_s, u"visa"_s);
        VersionInfo forAgents;
        forAgents.version = u"ai-agent >=1.0"_s;
        visa.edit().versions.append(forAgents);
        const LogMatcher matcher({visa});
        const QByteArray log = routineLines() + "ERROR booking: turkey e-visa service answered 500\n";
        QVERIFY(triage(matcher, log).findings.isEmpty());
        TriageControl all;
        all.scope = ScopeFilter::All;
        const TriageResult result = triage(matcher, log, all);
        QCOMPARE(result.findings.size(), 1);
        QVERIFY(!result.findings.first().isDiagnosis());
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

    // Two records of one error in two products match the same line; the one naming the product
    // the lines around show (the SDK's client in the stack) comes first, though the other's
    // signature shares a word of the line ("shard").
    void theProductTheLinesAroundNameComesFirst()
    {
        const Record kinesis = signedRecord(u"aws/aws-kinesis-throughput-exceeded/x"_s,
            u"ProvisionedThroughputExceededException|Rate exceeded for shard"_s, u"aws"_s,
            u"ProvisionedThroughputExceededException: Rate exceeded for shard"_s);
        const Record dynamo = signedRecord(u"aws/dynamodb-provisioned-throughput-exceeded/x"_s,
            u"ProvisionedThroughputExceededException"_s, u"aws"_s,
            u"An error occurred (ProvisionedThroughputExceededException)"_s);
        const LogMatcher matcher({kinesis, dynamo});
        const QByteArray log
            = "2026-03-03T18:00:09.277Z\tERROR\tbatch failed shard=shardId-000000000003 "
              "ProvisionedThroughputExceededException: The level of configured provisioned "
              "throughput for the table was exceeded.\n"
              "    at throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:867:20)\n"
              "    at de_CommandError "
              "(/app/node_modules/@aws-sdk/client-dynamodb/dist-cjs/index.js:2299:14)\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"aws/dynamodb-provisioned-throughput-exceeded/x"_s);
    }

    // The words around a line: those of a few lines above and below it, not those further away.
    void nearbyWordsAreThoseOfTheLinesAround()
    {
        QByteArray text;
        for (int i = 0; i < 30; ++i)
            text += "line " + QByteArray::number(i) + " word" + QByteArray::number(i) + "\n";
        const qsizetype at = text.indexOf("line 15 ");
        const NearbyWords words = NearbyWords::around(
            std::string_view(text.constData(), std::size_t(text.size())), std::size_t(at), 6);
        for (int i = 9; i <= 21; ++i)
            QVERIFY2(words.mayContain("word" + std::to_string(i)), qPrintable(QString::number(i)));
        QVERIFY(!words.mayContain("word2"));
        QVERIFY(!words.mayContain("word28"));
        QVERIFY(!NearbyWords().mayContain("line"));
    }

    // The words the similarity search reads: a log line's rare words, not its stop words. (Qt's
    // `emit` macro once swallowed every term, which left suggestions to signatures alone.)
    void searchReadsTheLinesWords()
    {
        const std::vector<std::string> terms
            = RecordSearch::terms("torch._dynamo.exc.Unsupported: Graph break in the loop");
        const std::vector<std::string> expected
            = {"torch", "dynamo", "exc", "unsupported", "graph", "break", "loop"};
        QCOMPARE(terms, expected);
    }

    // BM25's answer for a line: its best few by score, ties to the record first in the knowledge
    // base, the records the filter rejects left out; the same list whatever the number asked for,
    // each hit with the share of the line it explains.
    void searchKeepsTheBestFew()
    {
        const QStringList signatures = {u"connection refused"_s, u"upstream server refused the connection"_s,
            u"disk quota exceeded"_s, u"connect() failed while connecting to upstream"_s,
            u"upstream timed out while reading response header"_s, u"connection reset by peer"_s,
            u"connect() failed while connecting to upstream"_s, u"no live upstreams while connecting"_s,
            u"server refused"_s, u"upstream prematurely closed connection"_s};
        QList<Record> records;
        for (qsizetype i = 0; i < signatures.size(); ++i)
            records.append(signedRecord(u"web/e%1/x"_s.arg(i), u"x"_s, u"web"_s, signatures.at(i)));
        const RecordSearch search(records);
        const std::string_view line
            = "connect() failed (111: Connection refused) while connecting to upstream server";
        auto ids = [](const QList<RecordSearch::Hit> &hits) {
            QList<qsizetype> list;
            for (const RecordSearch::Hit &h : hits)
                list.append(h.record);
            return list;
        };

        const QList<RecordSearch::Hit> all = search.query(line, 100);
        QVERIFY(all.size() >= 8);
        for (qsizetype i = 1; i < all.size(); ++i) {
            QVERIFY(all[i - 1].score >= all[i].score);
            if (all[i - 1].score == all[i].score)
                QVERIFY(all[i - 1].record < all[i].record);
        }
        // Records 3 and 6 are the same: the first is ranked first.
        QCOMPARE(ids(all).indexOf(6), ids(all).indexOf(3) + 1);
        // Each hit's share is what explained() says the record explains, over one line's
        // information: the shares stand in the ratios of explained(), and the best is a share.
        const double first = search.explained(line, all.first().record);
        QVERIFY(first > 0 && all.first().normalized > 0 && all.first().normalized <= 1);
        for (const RecordSearch::Hit &h : all) {
            QVERIFY(qAbs(h.normalized * first - all.first().normalized * search.explained(line, h.record))
                < 1e-9 * first);
        }
        for (int k = 1; k <= 5; ++k) {
            const QList<RecordSearch::Hit> best = search.query(line, k);
            QCOMPARE(ids(best), ids(all).first(k));
            for (qsizetype i = 0; i < best.size(); ++i)
                QCOMPARE(best[i].normalized, all[i].normalized);
        }
        // Even records only: the best three of those.
        QList<qsizetype> even;
        for (qsizetype r : ids(all)) {
            if (r % 2 == 0)
                even.append(r);
        }
        QCOMPARE(ids(search.query(line, 3, [](qsizetype r) { return r % 2 == 0; })), even.first(3));
    }

    // Two records of one domain that both name the line's error ("KeyError", and "KeyError on a
    // dict") are variants of one answer: the second does not make the first less certain.
    void variantsOfOneErrorDoNotDoubtEachOther()
    {
        const Record key
            = signedRecord(u"python/keyerror/x"_s, u"KeyError: "_s, u"python"_s, u"KeyError: 'name'"_s);
        const Record dict = signedRecord(u"python/keyerror-dict/x"_s, u"KeyError: '"_s, u"python"_s,
            u"KeyError: 'name' when reading a dict"_s);
        const LogMatcher matcher({key, dict});
        const TriageResult result = triage(matcher,
            routineLines()
                + "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n"
                  "    region = REGIONS[name]\nKeyError: 'eu-central-2'\n");
        QCOMPARE(result.findings.size(), 2);
        QVERIFY(result.findings.first().isDiagnosis());
    }

    // An Elixir error with records of other things that share its words: suggestions at most,
    // never a diagnosis.
    void unknownErrorGetsNoDiagnosis()
    {
        const Record dbt = signedRecord(u"data/dbt-compilation-error/x"_s, u"Compilation Error"_s, u"data"_s,
            u"Compilation Error in model orders: column not found"_s);
        const Record js = signedRecord(u"node/undefined-function/x"_s, u"is not a function"_s, u"node"_s,
            u"TypeError: x.map is not a function"_s);
        const LogMatcher matcher({dbt, js});
        const TriageResult result = triage(matcher,
            routineLines()
                + "** (UndefinedFunctionError) function MyAppWeb.PageController.indx/2 is undefined or "
                  "private\n"
                  "    (my_app 0.1.0) lib/my_app_web/controllers/page_controller.ex:9: "
                  "MyAppWeb.PageController.action/2\n"
                  "    (phoenix 1.7.10) lib/phoenix/router.ex:432: Phoenix.Router.__call__/5\n");
        QVERIFY(!anyDiagnosis(result));
    }
};

QTEST_GUILESS_MAIN(TestDiagnosis)
#include "tst_diagnosis.moc"
