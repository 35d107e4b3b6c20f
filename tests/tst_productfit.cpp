// SPDX-License-Identifier: MIT
// A record about a product, a language or a CI service is a diagnosis only of a log that shows it,
// each rule on a small log written here (no corpus): a MongoDB, OpenCV or AWS record needs its
// name in the log, a language's record a log of that language, a CI service's own error that
// service; the failure's generic record comes first instead, and a native library's or a C++
// build's errors fit any program. tst_diagnosis checks the rest of the ranking.
#include "findingranker.h"
#include "triage.h"
#include "triageconfidence.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::findingOf;
using FaultlineTest::regexRecord;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestProductFit : public QObject
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

    // Of the findings that are no diagnosis, a record of a product the log never names comes after
    // the others about as confident, whatever its score: a MariaDB log's disk-full records before
    // Docker's.
    void weakFindingsOfAnAbsentProductComeLast()
    {
        auto weak = [](const QString &id, double score, bool absent) {
            Finding f;
            f.record = signedRecord(
                id, u"No space left on device"_s, id.section(u'/', 0, 0), u"No space left on device"_s);
            f.score = score;
            f.confidence = 0.25;
            f.features = QList<double>(TriageConfidence::FeatureCount, 0.0);
            f.features[TriageConfidence::ProductAbsent] = absent ? 1 : 0;
            return f;
        };
        Finding diagnosis = weak(u"database/disk-full/x"_s, 0.7, false);
        diagnosis.confidence = 0.8;
        // One the calibration gives no chance still comes after it.
        Finding unlikely = weak(u"python/timeouterror/x"_s, 0.9, false);
        unlikely.confidence = 0.0;
        QList<Finding> findings {weak(u"docker/no-space/x"_s, 0.79, true), unlikely,
            weak(u"linux/no-space/x"_s, 0.69, false), diagnosis};
        FindingRanker::order(findings);
        QCOMPARE(findings.at(0).record.id(), u"database/disk-full/x"_s);
        QCOMPARE(findings.at(1).record.id(), u"linux/no-space/x"_s);
        QCOMPARE(findings.at(2).record.id(), u"docker/no-space/x"_s);
        QCOMPARE(findings.at(3).record.id(), u"python/timeouterror/x"_s);
    }

    // A compiler's bare "error: Type mismatch", "error: build failed" or C#'s "error CS0246", pasted
    // without a marker of any ecosystem: OpenCV's, AWS CodeBuild's and Unity's records of those
    // words are no diagnosis of a log that never names OpenCV, AWS or Unity; once it does, they may
    // be. So with TensorFlow's: a scikit-learn "ValueError" about inputs is not Keras's; with a
    // language model API's; and with Docker's.
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
        QTest::newRow("tensorflow")
            << u"tensorflow"_s << "error: Input 0 of layer dense is incompatible with the layer"_ba
            << "2024-07-22 09:51:37.118 I tensorflow/core/platform/cpu_feature_guard.cc:182] "
               "This TensorFlow binary is optimized to use available CPU instructions"_ba;
        // A language model provider's rate limit needs its API in the log: a 429 from another
        // HTTP API is the generic one.
        // So does pip's: a Python service's failed TLS connection is no pip download's.
        QTest::newRow("pip") << u"pip"_s << "error: SSL: CERTIFICATE_VERIFY_FAILED certificate has expired"_ba
                             << "Collecting requests==2.32.3 (from -r requirements.txt (line 4))"_ba;
        QTest::newRow("llm") << u"llm"_s << "error: 429 Too Many Requests for url"_ba
                             << "POST https://api.openai.com/v1/chat/completions model=gpt-4o-mini"_ba;
        // Docker's records of what any program meets on a host: zstd's full disk while apt builds
        // an initramfs is no Docker error.
        QTest::newRow("docker") << u"docker"_s << "error: cannot write block : No space left on device"_ba
                                << "$ docker compose up -d --build"_ba;
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
        const QString helm = u"cicd/helm-upgrade-failed/helm-linux"_s;
        const QString inProgress = u"another operation.*in progress"_s;
        QTest::newRow("helm's error, a python log")
            << helm << u"helm >=3.0"_s << inProgress
            << "asyncpg.exceptions._base.InterfaceError: cannot perform operation: another operation "
               "is in progress\n"_ba
            << true;
        QTest::newRow("helm's error, its log")
            << helm << u"helm >=3.0"_s << inProgress
            << "$ helm upgrade --install api charts/api\nError: UPGRADE FAILED: another operation "
               "(install/upgrade/rollback) is in progress\n"_ba
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

    // A Kubernetes log is no Docker log: pods have run on containerd since the kubelet dropped
    // dockershim, and a broker's full volume is no Docker error. Named, Docker fits again.
    void aKubernetesLogIsNoDockerLog()
    {
        const Record docker = signedRecord(u"docker/no-space-left/x"_s, u"No space left on device"_s,
            u"docker"_s, u"write /var/lib/docker/tmp/GetImageBlob: no space left on device"_s);
        const Record full = signedRecord(u"linux/no-space-left-on-device/x"_s, u"No space left on device"_s,
            u"linux"_s, u"No space left on device"_s);
        const LogMatcher matcher({docker, full});
        const QByteArray pod = "$ kubectl -n streaming logs events-kafka-1 --previous\n"
                               "java.io.IOException: No space left on device\n"
                               "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n"
                               "$ kubectl -n streaming get pod events-kafka-1\n"
                               "events-kafka-1   0/1   CrashLoopBackOff   4 (37s ago)   12d\n";
        const TriageResult result = triage(matcher, routineLines().repeated(20) + pod);
        QCOMPARE(findingOf(result, u"docker/no-space-left/x"_s)->features.at(TriageConfidence::ProductAbsent),
            1.0);
        QCOMPARE(result.findings.first().record.id(), u"linux/no-space-left-on-device/x"_s);
        const TriageResult named
            = triage(matcher, routineLines().repeated(20) + "$ docker info | grep 'Docker Root Dir'\n" + pod);
        QCOMPARE(
            findingOf(named, u"docker/no-space-left/x"_s)->features.at(TriageConfidence::ProductAbsent), 0.0);
    }

    // A CI job checks out with git, then copies its build with scp, which the server refuses: the
    // log shows ssh's client at work, and ssh's record of the refused key comes before git's, which
    // the checkout's git commands alone made fit. Where git pushes over ssh, git's stays first.
    void theProgramAtWorkShowsWhoseRefusalItIs()
    {
        const Record git = signedRecord(u"git/permission-denied-publickey/x"_s,
            u"Permission denied \\(publickey\\)"_s, u"git"_s,
            u"git@github.com: Permission denied (publickey). fatal: Could not read from remote repository."_s);
        const Record ssh = signedRecord(u"ssh/permission-denied-publickey/x"_s,
            u"Permission denied \\(publickey"_s, u"ssh"_s, u"user@host: Permission denied (publickey)."_s);
        const LogMatcher matcher({git, ssh});
        const QByteArray checkout = "[command]/usr/bin/git init /home/runner/work/shop/shop\n"
                                    "[command]/usr/bin/git fetch --depth=1 origin +refs/heads/main\n"
                                    "[command]/usr/bin/git checkout --progress --force -B main\n"
                                    "[command]/usr/bin/git log -1 --format=%H\n";
        const TriageResult scp = triage(matcher,
            routineLines() + checkout
                + "Run scp -i ~/.ssh/deploy_key -r dist/* \"deploy@web-01:/var/www/shop/\"\n"
                  "deploy@web-01: Permission denied (publickey).\n"
                  "lost connection\n");
        QVERIFY(!scp.findings.isEmpty());
        QCOMPARE(scp.findings.first().record.id(), u"ssh/permission-denied-publickey/x"_s);

        const TriageResult push = triage(matcher,
            routineLines() + checkout
                + "[command]/usr/bin/git push origin HEAD:release\n"
                  "git@github.com: Permission denied (publickey).\n"
                  "fatal: Could not read from remote repository.\n");
        QVERIFY(!push.findings.isEmpty());
        QCOMPARE(push.findings.first().record.id(), u"git/permission-denied-publickey/x"_s);
    }

    // A record filed under a general domain that names a service in its id
    // ("database/mongodb-namespace-not-found") is about that service: in a log that shows MongoDB
    // and no SQL database it fits, and is the diagnosis. A .NET record naming gRPC stays .NET's.
    void aRecordNamingAServiceFitsWhereTheServiceShows()
    {
        const Record ns = signedRecord(u"database/mongodb-namespace-not-found/x"_s, u"ns not found"_s,
            u"database"_s, u"MongoServerError: ns not found"_s);
        const QByteArray log = routineLines()
            + "  ● orders repository › removes an order\n"
              "    MongoServerError: ns not found\n"
              "      at Connection.onMessage (node_modules/mongodb/lib/cmap/connection.js:231:26)\n"
              "      at MongoMemoryServer.stop "
              "(node_modules/mongodb-memory-server-core/lib/MongoMemoryServer.js:488:9)\n";
        const TriageResult result = triage(LogMatcher({ns}), log);
        const Finding *f = findingOf(result, u"database/mongodb-namespace-not-found/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 0.0);
        QCOMPARE(f->features.at(TriageConfidence::Fit), 1.0);
        QVERIFY(f->isDiagnosis());

        const Record channel
            = signedRecord(u"dotnet/grpc-channel-error/x"_s, u"failed to connect to all addresses"_s,
                u"dotnet"_s, u"Grpc.Core.RpcException: Status(StatusCode=\"Unavailable\")"_s);
        const TriageResult python = triage(LogMatcher({channel}),
            routineLines()
                + "grpc._channel._InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n"
                  "\tstatus = StatusCode.UNAVAILABLE\n"
                  "\tdetails = \"failed to connect to all addresses\"\n");
        const Finding *dotnet = findingOf(python, u"dotnet/grpc-channel-error/x"_s);
        QVERIFY(dotnet);
        QCOMPARE(dotnet->features.at(TriageConfidence::ProductAbsent), 1.0);
    }

    // PostgreSQL's server writes its levels with two spaces after them ("ERROR:  deadlock
    // detected"): a Compose log of a Node worker and its database names PostgreSQL by those lines
    // alone, and a database record of the deadlock fits it; a line that only reads like one
    // (a single space) names nothing.
    void postgresServerLinesNameTheDatabase_data()
    {
        QTest::addColumn<QByteArray>("level");
        QTest::addColumn<bool>("absent");
        QTest::newRow("the server's two spaces") << "ERROR:  "_ba << false;
        QTest::newRow("one space") << "ERROR: "_ba << true;
    }
    void postgresServerLinesNameTheDatabase()
    {
        QFETCH(QByteArray, level);
        QFETCH(bool, absent);
        const Record deadlock = signedRecord(u"database/deadlock-detected/x"_s, u"deadlock detected"_s,
            u"database"_s, u"ERROR: deadlock detected"_s);
        const QByteArray log = routineLines()
            + "worker-1  | npm ERR! code ELIFECYCLE in node_modules/.bin/worker\n"
              "db-1      | 2025-09-18 14:01:51.384 UTC [2817] "
            + level + "deadlock detected\n";
        const TriageResult result = triage(LogMatcher({deadlock}), log);
        const Finding *f = findingOf(result, u"database/deadlock-detected/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), absent ? 1.0 : 0.0);
    }

    // A photo editor built from source dies of a segfault: Node.js's record on native addons
    // matches more of the shell's line and reads it as well as the native failure's, but the log
    // shows no Node.js, and the native failure's record takes its place first. In a Node.js
    // program's log the addon's record stays first.
    void theNativeFailuresRecordGoesBeforeAnUnseenLanguages()
    {
        const Record addon = signedRecord(u"node/segfault-native-module/x"_s,
            u"Segmentation fault \\(core dumped\\)"_s, u"node"_s, u"Segmentation fault (core dumped)"_s);
        const Record native = signedRecord(
            u"cpp/segfault/x"_s, u"Segmentation fault"_s, u"cpp"_s, u"Segmentation fault (core dumped)"_s);
        const LogMatcher matcher({addon, native});
        const QByteArray crash = "Segmentation fault (core dumped)\n";
        const TriageResult editor = triage(matcher,
            routineLines()
                + "$ cmake --build build -j8 && ./build/bin/darktable\n"
                  "[100%] Built target darktable\n"
                  "     0.4121 [opencl_init] found opencl runtime library 'libOpenCL.so.1'\n"
                + crash);
        QCOMPARE(editor.findings.size(), 2);
        QCOMPARE(editor.findings.first().record.id(), u"cpp/segfault/x"_s);

        const TriageResult node = triage(matcher,
            routineLines()
                + "$ node server.js\n"
                  "    at Module._extensions..node (node:internal/modules/cjs/loader:1460:18)\n"
                  "    at Module.load (node:internal/modules/cjs/loader:1203:32)\n"
                + crash);
        QVERIFY(!node.findings.isEmpty());
        QCOMPARE(node.findings.first().record.id(), u"node/segfault-native-module/x"_s);
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

    // A Laravel job's log is a PHP log by its console and namespaces even where "PHP " shows only
    // once: a Java record about a native library is no diagnosis of its missing extension.
    void aLaravelLogIsAPhpLog()
    {
        const Record java
            = signedRecord(u"java/native-library-not-found/x"_s, u"cannot open shared object file"_s,
                u"java"_s, u"java.lang.UnsatisfiedLinkError: libfoo.so: cannot open shared object file"_s);
        const LogMatcher matcher({java});
        const TriageResult laravel = triage(matcher,
            "$ php artisan horizon\n"
            "PHP Warning:  PHP Startup: Unable to load dynamic library 'redis.so' (tried: "
            "/usr/lib/php/20230831/redis.so (/usr/lib/php/20230831/redis.so: cannot open shared object "
            "file: No such file or directory)) in Unknown on line 0\n"
            "   Error\n\n  Class \"Redis\" not found\n\n"
            "  at vendor/laravel/framework/src/Illuminate/Redis/Connectors/PhpRedisConnector.php:80\n"
            "  22  artisan:13\n"
            "      Illuminate\\Foundation\\Application::handleCommand()\n");
        const Finding *f = findingOf(laravel, u"java/native-library-not-found/x"_s);
        QVERIFY(f);
        QVERIFY(laravel.ecosystems.contains(u"php"_s));
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 1.0);
        QVERIFY(!f->isDiagnosis());
    }

    // A ROS 2 record needs ROS 2 in the log: a Python traceback alone does not name it.
    void aRos2RecordNeedsRos2InTheLog()
    {
        const Record service = signedRecord(u"ros2/service-not-available/x"_s, u"Service.*not available"_s,
            u"ros2"_s, u"rclpy.service.ServiceException: Service /map is not available"_s);
        const LogMatcher matcher({service});
        const QByteArray traceback = "Traceback (most recent call last):\n"
                                     "  File \"/srv/app/jobs.py\", line 88, in run\n"
                                     "    client.call(\"geocode\")\n"
                                     "RuntimeError: Service geocoder is not available (HTTP 503)\n";
        const TriageResult python = triage(matcher, traceback);
        const Finding *f = findingOf(python, u"ros2/service-not-available/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 1.0);

        const TriageResult ros = triage(matcher, "$ ros2 run nav_pkg planner\n" + traceback);
        f = findingOf(ros, u"ros2/service-not-available/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 0.0);
    }

    // ASP.NET Core's record of a CORS refusal is no diagnosis of a browser's refusal of a Node.js
    // server's answer, nor of one in a browser's console alone; in a .NET service's log it may be.
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

        // A browser's console alone shows no language at all; .NET, which names itself wherever
        // it runs, is still absent from it.
        const TriageResult console = triage(matcher,
            "[vite] connected.                                     client.ts:173\n"
            "Access to fetch at 'http://localhost:8088/v1/invoices' from origin 'http://localhost:5173' has "
            "been blocked by CORS policy: Request header field x-tenant-id is not allowed by "
            "Access-Control-Allow-Headers in preflight response.\n"
            "Uncaught (in promise) TypeError: Failed to fetch                    apiClient.ts:38\n");
        f = findingOf(console, u"dotnet/aspnet-cors-blocked/x"_s);
        QVERIFY(f);
        QCOMPARE(f->features.at(TriageConfidence::ProductAbsent), 1.0);
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
};

QTEST_GUILESS_MAIN(TestProductFit)
#include "tst_productfit.moc"
