// SPDX-License-Identifier: MIT
// The diagnosis: ranking on the public development set, counts, caps, encodings, cancel.
#include "findingsmodel.h"
#include "knowledgebase.h"
#include "logmatcher.h"
#include "testshared.h"
#include "triage.h"
#include "triagetest.h"

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QStringEncoder>
#include <QTest>
#include <QThreadPool>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::regexRecord;
using FaultlineTest::triage;

namespace { } // namespace

class TestTriage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void precisionOnPublicScenarios()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::corpusDir() + u"/data/canons"_s});
        const LogMatcher matcher(kb.records());
        QFile file(FaultlineTest::corpusDir() + u"/benchmarks/error_scenarios.json"_s);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray scenarios = QJsonDocument::fromJson(file.readAll()).array();
        QVERIFY(scenarios.size() >= 20);
        int correct = 0;
        for (const QJsonValue &v : scenarios) {
            const QJsonObject s = v.toObject();
            const TriageResult result = triage(matcher, s[u"error_message"_s].toString().toUtf8() + '\n');
            const QString top
                = result.findings.isEmpty() ? QString() : result.findings.first().record.domain();
            if (top == s[u"expected_domain"_s].toString())
                ++correct;
            else
                qInfo("miss: %s → %s (expected %s)", qPrintable(s[u"id"_s].toString()), qPrintable(top),
                    qPrintable(s[u"expected_domain"_s].toString()));
        }
        const double precision = double(correct) / double(scenarios.size());
        qInfo("precision@1 = %.2f (%d of %lld)", precision, correct, qlonglong(scenarios.size()));
        // Issue 27: the public set stays at 1.00 whatever is tuned on our own.
        QVERIFY2(correct == scenarios.size(), qPrintable(u"precision@1 %1 is below 1.00"_s.arg(precision)));
    }

    // Logs as developers paste them (a Node.js server that cannot listen, a Python script whose
    // requests fail, cargo, kubectl …), each with the record a developer would pick first. The
    // row's expected id is a prefix where the corpus has the same error for several versions.
    void realLogs_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cargo: borrow of moved value") << u"cargo-moved.log"_s << u"rust/e0382-"_s;
        QTest::newRow("docker build: no space left") << u"docker-nospace.log"_s << u"pip/no-space-left/"_s;
        QTest::newRow("git push rejected") << u"git-push.log"_s << u"git/"_s;
        QTest::newRow("go panic: index out of range") << u"go-panic.log"_s << u"go/panic-runtime-error/"_s;
        QTest::newRow("kubectl: OOMKilled in a crash loop")
            << u"k8s-crashloop.log"_s << u"kubernetes/oomkilled/"_s;
        QTest::newRow("nginx: upstream refused") << u"nginx-502.log"_s << u"nginx/"_s;
        // The record's regex misses its own signature (":::3000"): found by its wording, over the
        // Python and networking records that match "EADDRINUSE".
        QTest::newRow("node: EADDRINUSE") << u"node-eaddrinuse.log"_s << u"node/eaddrinuse-port/"_s;
        QTest::newRow("postgres: password authentication")
            << u"pg-auth.log"_s << u"database/authentication-failed/"_s;
        QTest::newRow("pip: externally managed")
            << u"pip-managed.log"_s << u"pip/externally-managed-environment/"_s;
        // `amp.*error` matches from "example.com" to "NameResolutionError": not a specific match.
        QTest::newRow("python requests: name resolution")
            << u"py-requests.log"_s << u"docker/dns-resolution-failed/"_s;
        QTest::newRow("spring boot: port in use")
            << u"spring-bind.log"_s << u"networking/address-already-in-use/"_s;
        QTest::newRow("pytorch: CUDA out of memory")
            << u"torch-oom.log"_s << u"pytorch/cuda-out-of-memory/"_s;
        QTest::newRow("tsc: two type errors") << u"ts-build.log"_s << u"typescript/"_s;
        // AWS prints ExpiredTokenException as "(ExpiredToken)"; the AccessDenied records share the
        // rest of the line's wording, not its error.
        QTest::newRow("aws cli: expired token") << u"aws-expired.log"_s << u"aws/expired-token-exception/"_s;
        // The message is on the indented lines below "CMake Error at …:".
        QTest::newRow("cmake: package configuration not found")
            << u"cmake-qt.log"_s << u"cmake/find-package-"_s;
        QTest::newRow("docker: socket permission denied")
            << u"docker-sock.log"_s << u"docker/permission-denied-sock/"_s;
        QTest::newRow("elasticsearch: flood stage watermark") << u"es-watermark.log"_s << u"elasticsearch/"_s;
        QTest::newRow("git pull: merge conflict") << u"git-merge.log"_s << u"git/merge-conflict-markers/"_s;
        QTest::newRow("go: all goroutines asleep") << u"go-deadlock.log"_s << u"go/channel-deadlock/"_s;
        QTest::newRow("spring boot: NullPointerException")
            << u"java-npe.log"_s << u"java/nullpointerexception/"_s;
        QTest::newRow("java: heap space") << u"java-oom.log"_s << u"java/outofmemoryerror-heap/"_s;
        // A Node.js program that cannot reach MongoDB: "Error: connect ECONNREFUSED" matched inside
        // "MongooseServerSelectionError" is the weaker match.
        QTest::newRow("mongoose: connection refused")
            << u"mongo-refused.log"_s << u"mongodb/connection-refused/"_s;
        QTest::newRow("next.js: hydration failed") << u"next-hydration.log"_s << u"nextjs/hydration-"_s;
        QTest::newRow("npm: ERESOLVE") << u"npm-eresolve.log"_s << u"node/npm-peer-deps-conflict/"_s;
        QTest::newRow("php-fpm: memory exhausted") << u"php-memory.log"_s << u"php/memory-limit-exhausted/"_s;
        QTest::newRow("python: no module named")
            << u"py-modulenotfound.log"_s << u"python/modulenotfounderror"_s;
        QTest::newRow("redis: MISCONF from a worker") << u"redis-misconf.log"_s << u"redis/"_s;
        QTest::newRow("cargo: mismatched types")
            << u"rust-mismatch.log"_s << u"rust/e0308-mismatched-types/"_s;
        QTest::newRow("terraform: state lock") << u"terraform-lock.log"_s << u"terraform/"_s;
        QTest::newRow("tensorflow: libcudart missing")
            << u"tf-cudart.log"_s << u"tensorflow/cudart-library-not-found/"_s;
        QTest::newRow("asp.net core: service not registered")
            << u"dotnet-di.log"_s << u"dotnet/di-missing-registration/"_s;
        QTest::newRow("flutter: RenderFlex overflowed") << u"flutter-overflow.log"_s << u"flutter/"_s;
        QTest::newRow("go build: no required module") << u"go-mod.log"_s << u"go/no-required-module/"_s;
        QTest::newRow("hugging face: gated model") << u"hf-gated.log"_s << u"huggingface/"_s;
        QTest::newRow("kubectl: image pull back-off") << u"k8s-imagepull.log"_s << u"kubernetes/"_s;
        QTest::newRow("kafka: topic not in metadata") << u"kafka-timeout.log"_s << u"kafka/"_s;
        QTest::newRow("node: heap out of memory") << u"node-heap.log"_s << u"node/heap-out-of-memory/"_s;
        QTest::newRow("postgres: deadlock detected")
            << u"pg-deadlock.log"_s << u"database/deadlock-detected/"_s;
        QTest::newRow("django: KeyError") << u"py-keyerror.log"_s << u"python/keyerror/"_s;
        QTest::newRow("python requests: certificate verify failed")
            << u"py-ssl.log"_s << u"python/ssl-certificate-verify-failed/"_s;
        QTest::newRow("tsc: cannot find module") << u"ts-module.log"_s << u"typescript/ts2307-"_s;
        QTest::newRow("pytorch: device-side assert") << u"cuda-assert.log"_s << u"cuda/device-side-assert/"_s;
        // No regex matches "uncorrectable ECC error"; a signature sharing the line's "RuntimeError:
        // CUDA error:" explains too little of it, the search's record by its rare words does.
        QTest::newRow("pytorch: uncorrectable ECC error")
            << u"cuda-ecc.log"_s << u"cuda/ecc-uncorrectable/"_s;
        QTest::newRow("make: undefined reference")
            << u"gcc-undefined.log"_s << u"cmake/link-library-not-found/"_s;
        QTest::newRow("git pull: unrelated histories")
            << u"git-unrelated.log"_s << u"git/refusing-to-merge-unrelated/"_s;
        QTest::newRow("go: assignment to entry in nil map")
            << u"go-nilmap.log"_s << u"go/assignment-to-entry-in-nil-map/"_s;
        // pip says it twice, "Could not find a version that satisfies the requirement …" and then
        // "No matching distribution found for …": either record names the failure.
        QTest::newRow("pip: no matching distribution")
            << u"pip-noversion.log"_s << u"pip/could-not-find-version pip/no-matching-distribution/"_s;
        QTest::newRow("python: UnicodeDecodeError") << u"py-unicode.log"_s << u"python/unicodedecodeerror/"_s;
        QTest::newRow("react: reading 'map' of undefined")
            << u"react-undefined.log"_s << u"react/cannot-read-undefined-map/"_s;
    }

    void realLogs()
    {
        QFETCH(QString, log);
        QFETCH(QString, expected);
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        static const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::corpusDir() + u"/data/canons"_s});
        static const LogMatcher matcher(kb.records());
        const TriageResult result = Triage::runFile(matcher, FaultlineTest::testData(u"logs/real/"_s + log));
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(!result.findings.isEmpty());
        const Finding &top = result.findings.first();
        // Several prefixes, separated by spaces, when any of their records is the right answer.
        const QStringList accepted = expected.split(u' ');
        QVERIFY2(std::any_of(accepted.begin(), accepted.end(),
                     [&](const QString &prefix) { return top.record.id().startsWith(prefix); }),
            qPrintable(u"first: %1 (%2), expected %3"_s.arg(top.record.id(), top.bestLine, expected)));
        // Found first but not confidently, so not called a diagnosis: the right record is about
        // a product the log never names (Docker, for a script's failed DNS lookup), its error line
        // is one that many records share, or it is only a suggestion (npm's wording of ERESOLVE is
        // not the record regex's).
        static const QStringList notConfident
            = {u"py-requests.log"_s, u"spring-bind.log"_s, u"npm-eresolve.log"_s};
        QCOMPARE(top.isDiagnosis(), !notConfident.contains(log));
    }

    // CI jobs that passed, as their raw logs read (the checkout's git advice, warnings of
    // deprecations and of running pip as root, Docker layers already pushed, a retried timeout in
    // a test's log): nothing in them is a diagnosis. Each got one before git's and Docker's
    // progress reports were read as normal work and warnings were kept from leading as one.
    void passingJobsGetNoDiagnosis_data()
    {
        QTest::addColumn<QString>("log");
        for (const char *name : {"gha-node-vitest.log", "gitlab-pytest.log", "jenkins-go-docker-push.log",
                 "maven-spring-tests.log", "docker-build-nginx.log"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void passingJobsGetNoDiagnosis()
    {
        QFETCH(QString, log);
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        static const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::corpusDir() + u"/data/canons"_s});
        static const LogMatcher matcher(kb.records());
        const TriageResult result
            = Triage::runFile(matcher, FaultlineTest::testData(u"logs/passing/"_s + log));
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        for (const Finding &f : result.findings)
            QVERIFY2(!f.isDiagnosis(), qPrintable(u"%1 on: %2"_s.arg(f.record.id(), f.bestLine)));
    }

    // A regex whose wildcard spans most of an error line is not a specific match of it: the
    // record whose literal text matches ranks first, though its domain fits the log less.
    void wildcardSpanIsNotSpecific()
    {
        const LogMatcher matcher({regexRecord(u"wildcard"_s, u"amp.*error"_s, u"pytorch"_s),
            regexRecord(u"dns"_s, u"Temporary failure in name resolution"_s, u"docker"_s)});
        QByteArray log;
        for (int i = 0; i < 30; ++i)
            log += "INFO step " + QByteArray::number(i) + '\n';
        log += "Traceback (most recent call last):\n  File \"sync.py\", line 61, in main\n"
               "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.example.com', port=443): "
               "Max retries exceeded (Caused by NameResolutionError: Temporary failure in name resolution)\n";
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.at(0).record.id(), u"dns"_s);
        QCOMPARE(result.findings.at(1).record.id(), u"wildcard"_s);
    }

    // An error line that a record's signature spells out word for word, though that record's
    // regex missed it, gets that record as a suggestion, first: the regexes that did match it
    // read less like it.
    void signatureThatReadsLikeTheLineIsSuggested()
    {
        Record node
            = regexRecord(u"node"_s, u"Error: listen EADDRINUSE: address already in use \\d+"_s, u"node"_s);
        node.edit().signature = u"Error: listen EADDRINUSE: address already in use :::3000"_s;
        Record python = regexRecord(u"python"_s, u"EADDRINUSE"_s, u"python"_s);
        python.edit().signature = u"OSError: [Errno 98] Address already in use"_s;
        const LogMatcher matcher({node, python});
        QByteArray log;
        for (int i = 0; i < 30; ++i)
            log += "[info] request " + QByteArray::number(i) + '\n';
        log += "node:events:497\n      throw er; // Unhandled 'error' event\n\n"
               "Error: listen EADDRINUSE: address already in use :::3000\n"
               "    at Object.<anonymous> (/srv/api/server.js:42:5)\n";
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.at(0).record.id(), u"node"_s);
        QVERIFY(result.findings.at(0).suggestion);
        QCOMPARE(result.findings.at(0).best.line, 33);
        QCOMPARE(result.findings.at(1).record.id(), u"python"_s);
        QVERIFY(!result.findings.at(1).suggestion);
    }

    // A match that starts or ends inside a word says little of the line: "ServerSelectionError"
    // inside "MongooseServerSelectionError" is no more specific than a shorter whole word.
    void matchCuttingAWordIsNotSpecific()
    {
        Record cut = regexRecord(u"cut"_s, u"ServerSelectionError"_s, u"x"_s);
        Record whole = regexRecord(u"whole"_s, u"ECONNREFUSED"_s, u"x"_s);
        cut.edit().signature = whole.edit().signature = u"no connection"_s; // the wording is no help
        const LogMatcher matcher({cut, whole});
        QByteArray log;
        for (int i = 0; i < 30; ++i)
            log += "[info] request " + QByteArray::number(i) + '\n';
        log += "MongooseServerSelectionError: connect ECONNREFUSED 127.0.0.1:27017\n";
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.at(0).record.id(), u"whole"_s);
        QVERIFY(result.findings.at(0).score > result.findings.at(1).score);
    }

    // CMake writes "CMake Error at CMakeLists.txt:14 (find_package):" and the message below it,
    // indented, with blank lines between: a hit there is on the error, not on an ordinary line.
    // A Python traceback's frames stay ordinary lines.
    void messageBelowAnErrorHeaderIsTheError()
    {
        const LogMatcher matcher(
            {regexRecord(u"cmake"_s, u"Could not find a package configuration"_s, u"x"_s),
                regexRecord(u"frame"_s, u"create_connection"_s, u"y"_s)});
        QByteArray log;
        for (int i = 0; i < 30; ++i)
            log += "-- Detecting step " + QByteArray::number(i) + '\n';
        log += "CMake Error at CMakeLists.txt:14 (find_package):\n"
               "  By not providing \"FindQt6.cmake\" in CMAKE_MODULE_PATH this project has\n"
               "\n"
               "  Could not find a package configuration file provided by \"Qt6\" with any of\n"
               "-- Configuring incomplete\n"
               "Traceback (most recent call last):\n"
               "  File \"sync.py\", line 3, in <module>\n"
               "    sock = create_connection(host)\n";
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 2);
        const Finding &cmake = result.findings.at(0);
        QCOMPARE(cmake.record.id(), u"cmake"_s);
        QCOMPARE(cmake.best.line, 33);
        QVERIFY(!cmake.weak);
        QVERIFY(cmake.best.severity >= 0.9f);
        const Finding &frame = result.findings.at(1);
        QCOMPARE(frame.record.id(), u"frame"_s);
        QVERIFY(frame.weak);
        QVERIFY(frame.best.severity < 0.5f);
    }

    // A Node.js program that cannot reach MongoDB: MongoDB's records fit the log as well as
    // Node.js's, and naming MongoDB more often than Node.js takes nothing from Node.js's fit.
    void serviceTheLogNamesFitsLikeItsLanguage()
    {
        const LogMatcher matcher({regexRecord(u"a-mongodb"_s, u"ECONNREFUSED"_s, u"mongodb"_s),
            regexRecord(u"b-node"_s, u"ECONNREFUSED"_s, u"node"_s),
            regexRecord(u"c-python"_s, u"ECONNREFUSED"_s, u"python"_s)});
        QByteArray log;
        for (int i = 0; i < 30; ++i)
            log += "[info] request " + QByteArray::number(i) + '\n';
        log += "[info] connecting to mongodb://127.0.0.1:27017/shop with mongoose\n"
               "MongoServerSelectionError: connect ECONNREFUSED 127.0.0.1:27017\n"
               "    at Object.<anonymous> (/app/node_modules/mongoose/lib/connection.js:825:11)\n";
        const TriageResult result = triage(matcher, log);
        QVERIFY(result.ecosystems.contains(u"node"_s));
        QVERIFY(result.ecosystems.contains(u"mongodb"_s));
        QCOMPARE(result.findings.size(), 3);
        QCOMPARE(result.findings.at(0).record.id(), u"a-mongodb"_s);
        QCOMPARE(result.findings.at(1).record.id(), u"b-node"_s);
        QCOMPARE(result.findings.at(0).score, result.findings.at(1).score);
        QCOMPARE(result.findings.at(2).record.id(), u"c-python"_s);
        QVERIFY(result.findings.at(2).score < result.findings.at(1).score);
    }

    // A signature that names another error than the line ("AccessDeniedException" for a line of
    // "(ExpiredToken)") is no suggestion for it, though it shares the rest of its wording; one
    // whose name the line spells in words ("OutOfMemoryError", "out of memory") still is.
    void signatureNamingAnotherErrorIsNotSuggested()
    {
        Record denied = regexRecord(u"denied"_s, u"AccessDeniedException.*calling"_s, u"aws"_s);
        denied.edit().signature = u"An error occurred (AccessDeniedException) when calling the X operation"_s;
        Record expired = regexRecord(u"expired"_s, u"token.+has expired"_s, u"aws"_s);
        expired.edit().signature
            = u"An error occurred (ExpiredTokenException): The security token included in the request is expired"_s;
        Record oom = regexRecord(u"oom"_s, u"torch\\.cuda\\.OutOfMemoryError"_s, u"cuda"_s);
        oom.edit().signature = u"torch.cuda.OutOfMemoryError: CUDA out of memory"_s;
        const LogMatcher matcher({denied, expired, oom});
        QByteArray log;
        for (int i = 0; i < 30; ++i)
            log += "upload: dist/" + QByteArray::number(i) + ".js to s3://site/" + QByteArray::number(i)
                + ".js\n";
        log += "fatal error: An error occurred (ExpiredToken) when calling the ListObjectsV2 operation: "
               "The provided token has expired.\n"
               "RuntimeError: CUDA error: out of memory\n";
        const TriageResult result = triage(matcher, log);
        QHash<QString, Finding> found;
        for (const Finding &f : result.findings)
            found.insert(f.record.id(), f);
        QCOMPARE(found.keys().size(), 2);
        QVERIFY(found.contains(u"expired"_s));
        QVERIFY(!found[u"expired"_s].suggestion);
        QVERIFY(!found.contains(u"denied"_s));
        QVERIFY(found.contains(u"oom"_s));
        QVERIFY(found[u"oom"_s].suggestion);
        QCOMPARE(found[u"oom"_s].best.line, 31);
    }

    // A Node.js log says "Error: " (also a mark of Python) once but Node.js twice: a record of
    // Node.js fits it better than the same match in a Python record.
    void ecosystemWithMoreMarksFitsBetter()
    {
        const LogMatcher matcher({regexRecord(u"a-python"_s, u"ECONNRESET"_s, u"python"_s),
            regexRecord(u"b-node"_s, u"ECONNRESET"_s, u"node"_s)});
        QByteArray log;
        for (int i = 0; i < 30; ++i)
            log += "[info] request " + QByteArray::number(i) + '\n';
        log += "node:internal/process/task_queues:82\nError: read ECONNRESET\n"
               "    at Object.<anonymous> (/srv/api/server.js:42:5)\n";
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.at(0).record.id(), u"b-node"_s);
        QVERIFY(result.findings.at(0).score > result.findings.at(1).score);
    }

    void exceptionLineOutranksOrdinaryLine()
    {
        const LogMatcher matcher({regexRecord(u"loose"_s, u"epoch"_s, u"python"_s),
            regexRecord(u"oom"_s, u"CUDA out of memory"_s, u"cuda"_s)});
        QByteArray log = "epoch 1 loss 0.5\nepoch 2 loss 0.4\n";
        for (int i = 0; i < 30; ++i) // longer than a pasted message, whose every line counts as an error
            log += "INFO step " + QByteArray::number(i) + '\n';
        const TriageResult result = triage(matcher,
            log
                + "Traceback (most recent call last):\n  File \"train.py\", line 3\n"
                  "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB\n"_ba);
        QCOMPARE(result.lines, 35);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.at(0).record.id(), u"oom"_s);
        QCOMPARE(result.findings.at(0).best.line, 34);
        QCOMPARE(result.findings.at(1).record.id(), u"loose"_s);
        QVERIFY(result.findings.at(1).weak);
        QCOMPARE(result.findings.at(1).hitCount, 2);
        QCOMPARE(result.findings.at(1).firstLine, 0);
        QCOMPARE(result.findings.at(1).lastLine, 1);
    }

    // The findings panel's tree: the diagnosis first, weak hits in their own group, hits under
    // each finding with the line to jump to.
    void findingsModelGroupsTheDiagnosis()
    {
        const LogMatcher matcher({regexRecord(u"loose"_s, u"epoch"_s, u"python"_s),
            regexRecord(u"oom"_s, u"CUDA out of memory"_s, u"cuda"_s)});
        QByteArray log = "epoch 1 loss 0.5\nepoch 2 loss 0.4\n";
        for (int i = 0; i < 30; ++i)
            log += "INFO step " + QByteArray::number(i) + '\n';
        log += "RuntimeError: CUDA out of memory. Tried to allocate 2 GiB\n";
        FindingsModel model;
        QAbstractItemModelTester tester(&model);
        model.setResult(triage(matcher, log));
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex diagnosis = model.index(0, 0), weak = model.index(1, 0);
        QCOMPARE(model.rowCount(diagnosis), 1);
        QCOMPARE(model.rowCount(weak), 1);
        const QModelIndex oom = model.index(0, 0, diagnosis);
        QCOMPARE(oom.data(FindingsModel::RecordIdRole).toString(), u"oom"_s);
        QCOMPARE(oom.data(FindingsModel::LineRole).toLongLong(), 32);
        QCOMPARE(oom.data(FindingsModel::KindRole).value<FindingsModel::Kind>(), FindingsModel::Kind::Match);
        const QModelIndex loose = model.index(0, 0, weak);
        QCOMPARE(loose.data(FindingsModel::KindRole).value<FindingsModel::Kind>(), FindingsModel::Kind::Weak);
        QCOMPARE(model.rowCount(loose), 2); // its two hits
        const QModelIndex second = model.index(1, 0, loose);
        QCOMPARE(second.data(FindingsModel::LineRole).toLongLong(), 1);
        QCOMPARE(second.parent(), loose);
        QCOMPARE(model.finding(second)->record.id(), u"loose"_s);
        QCOMPARE(model.indexOfRecord(u"loose"_s), loose);
    }

    // While a large log is read, ranked partial results come through the callback.
    void partialResultsWhileReading()
    {
        const LogMatcher matcher({regexRecord(u"oom"_s, u"CUDA out of memory"_s, u"cuda"_s)});
        // Blocks are 8 MiB with two per thread in flight: on two threads, 48 MiB leaves some
        // blocks collected before the end.
        const int threads = QThreadPool::globalInstance()->maxThreadCount();
        QThreadPool::globalInstance()->setMaxThreadCount(2);
        const auto restore
            = qScopeGuard([threads] { QThreadPool::globalInstance()->setMaxThreadCount(threads); });
        QByteArray log;
        const QByteArray filler = "2026-11-20 INFO step done, nothing to see on this line at all\n";
        while (log.size() < (48 << 20))
            log += filler;
        log.prepend("RuntimeError: CUDA out of memory\n");
        QList<TriageResult> partials;
        TriageControl control;
        control.partialIntervalMs = 0;
        control.partial = [&](TriageResult r) { partials.append(std::move(r)); };
        const TriageResult result = triage(matcher, log, control);
        QVERIFY(result.complete);
        QVERIFY(partials.size() >= 1);
        const TriageResult &last = partials.last();
        QVERIFY(!last.complete);
        QVERIFY(last.lines > 0 && last.lines < result.lines);
        QCOMPARE(last.findings.size(), 1); // the hit on the first line is already there
        QCOMPARE(last.findings.first().record.id(), u"oom"_s);
        for (qsizetype i = 1; i < partials.size(); ++i) // each one says something new
            QVERIFY(partials[i].lines > partials[i - 1].lines);
    }

    // A line too long to be read in one go (blocks are 8 MiB) is matched on its start alone,
    // wherever it starts; the lines around it are matched whole.
    void longLinesAreMatchedOnTheirStartOnly()
    {
        const LogMatcher matcher({regexRecord(u"start"_s, u"fatal: long line"_s, u"python"_s),
            regexRecord(u"end"_s, u"the end of it"_s, u"python"_s),
            regexRecord(u"after"_s, u"^after \\d+$"_s, u"python"_s)});
        const QByteArray longLine = "fatal: long line " + QByteArray(19 << 19, 'x') + " the end of it\n";
        QByteArray log;
        qint64 lines = 0;
        constexpr int longLines = 3;
        for (int i = 0; i < longLines; ++i) {
            // Fillers of different lengths put the long lines at different places in the blocks.
            for (int filler = 0; filler < 1000 + 100000 * i; ++filler, ++lines)
                log += "step ok\n";
            log += longLine + "after " + QByteArray::number(i) + '\n';
            lines += 2;
        }
        const TriageResult result = triage(matcher, log);
        QVERIFY(result.complete);
        QCOMPARE(result.lines, lines);
        QCOMPARE(result.cutLines, longLines);
        QHash<QString, qint64> hits;
        for (const Finding &f : result.findings)
            hits[f.record.id()] = f.hitCount;
        QCOMPARE(hits.value(u"start"_s), longLines);
        QCOMPARE(hits.value(u"end"_s), 0);
        QCOMPARE(hits.value(u"after"_s), longLines);
    }

    void hitsAreCappedButCounted()
    {
        const LogMatcher matcher({regexRecord(u"any"_s, u"tick"_s, u"python"_s)});
        QByteArray log;
        for (int i = 0; i < 5000; ++i)
            log += "tick " + QByteArray::number(i) + '\n';
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.at(0).hitCount, 5000);
        QCOMPARE(result.findings.at(0).hits.size(), Finding::maxKeptHits);
        QCOMPARE(result.findings.at(0).lastLine, 4999);
    }

    // Once a record's kept hits are full, later blocks score its hits only when they could be its
    // best: a hit that is best by its wording alone must still be found, blocks later.
    void bestHitAfterKeptHitsAreFull()
    {
        Record record = regexRecord(u"tick"_s, u"tick"_s, u"python"_s);
        record.edit().signature = u"tick overflow handler"_s;
        const LogMatcher matcher({record});
        QByteArray log;
        qint64 lines = 0;
        while (log.size() < 20 << 20) { // blocks of 8 MB: three of them
            log += "tick " + QByteArray::number(lines + 1000000) + '\n';
            ++lines;
        }
        log += "tick zzzzzzzz qqqqqqq\n"; // ordinary lines, longer than the others: they match less of it
        log += "tick Overflow HANDLER\n"; // but this one reads like the signature, in any case
        lines += 2;
        const TriageResult result = triage(matcher, log);
        QCOMPARE(result.findings.size(), 1);
        const Finding &f = result.findings.at(0);
        QCOMPARE(f.hitCount, lines);
        QCOMPARE(f.hits.size(), Finding::maxKeptHits);
        QCOMPARE(f.hits.last().line, Finding::maxKeptHits - 1);
        QCOMPARE(f.best.line, lines - 1);
        QCOMPARE(f.bestLine, u"tick Overflow HANDLER"_s);
    }

    void encodings_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const QString text = u"第一行\r\nValueError: 参数错误 bad value\r\n"_s;
        QStringEncoder le(QStringConverter::Utf16LE, QStringConverter::Flag::WriteBom);
        QStringEncoder be(QStringConverter::Utf16BE, QStringConverter::Flag::WriteBom);
        QStringEncoder gb("GB18030");
        QTest::newRow("utf-8") << text.toUtf8();
        QTest::newRow("utf-16le") << QByteArray(le.encode(text));
        QTest::newRow("utf-16be") << QByteArray(be.encode(text));
        QTest::newRow("gb18030") << QByteArray(gb.encode(text));
    }
    void encodings()
    {
        QFETCH(QByteArray, bytes);
        const LogMatcher matcher({regexRecord(u"zh"_s, u"参数错误 bad"_s, u"python"_s)});
        const TriageResult result = triage(matcher, bytes);
        QCOMPARE(result.lines, 2);
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.at(0).best.line, 1);
        QCOMPARE(result.findings.at(0).bestLine, u"ValueError: 参数错误 bad value"_s);
    }

    void cancel()
    {
        const LogMatcher matcher({regexRecord(u"x"_s, u"needle"_s, u"python"_s)});
        QByteArray log(40 << 20, 'a');
        for (qsizetype i = 100; i < log.size(); i += 100)
            log[i] = '\n';
        std::atomic_bool stop = false;
        int calls = 0;
        TriageControl control;
        control.cancel = &stop;
        control.progress = [&](qint64, qint64) {
            if (++calls == 1)
                stop = true;
        };
        const TriageResult result = triage(matcher, log, control);
        QVERIFY(!result.complete);
        QVERIFY(result.bytes < log.size());
    }
};

QTEST_GUILESS_MAIN(TestTriage)
#include "tst_triage.moc"
