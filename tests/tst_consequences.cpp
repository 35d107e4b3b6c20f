// SPDX-License-Identifier: MIT
// An error that follows from a failure logged before it ranks below that failure, each rule on a
// small log written here (no corpus): a crash's lost connection or last words, a server's refused
// connection after its own error (not a proxy's upstream after the proxy's), a proxy's refused
// upstream after the application's error, a nil value the failed call did not return (a traceback
// below it, too, when the program went on after the failure), a collective operation waiting for
// a rank that died, a build's later errors, a Java exception its "Caused by:" reads less like an
// error than. What else yields to its cause is tst_causeorder's.
#include "triage.h"
#include "triageconfidence.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

class TestConsequences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A shell's "Segmentation fault (core dumped)" says only that the program died; a plugin that
    // failed to load above it, though logged as a warning, says why.
    void aCrashYieldsToTheErrorBeforeIt()
    {
        const Record segfault = signedRecord(
            u"cpp/segfault/x"_s, u"Segmentation fault"_s, u"cpp"_s, u"Segmentation fault (core dumped)"_s);
        const Record symbol = signedRecord(u"cpp/undefined-symbol/x"_s, u"\\.so: undefined symbol: \\S+"_s,
            u"cpp"_s, u"<lib>.so: undefined symbol: <symbol>"_s);
        const LogMatcher matcher({segfault, symbol});
        const QByteArray log
            = "[2024-09-18 21:03:44.137] [warning] plugin loader: dlopen failed: "
              "/usr/local/lib/glint/plugins/libglint_exr.so: undefined symbol: _ZN5glint5Image6resizeEjj\n"
              "[2024-09-18 21:03:44.152] [info] opening /home/tomasz/Pictures/render-0042.exr\n"
              "Segmentation fault (core dumped)\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cpp/undefined-symbol/x"_s);
    }

    // PySpark's driver JVM died of its heap; Python then finds its socket refused. The crash is
    // the diagnosis, the refused connection its consequence, though Python's error line comes last
    // and reads as loudly.
    void aRefusedConnectionYieldsToTheCrashBeforeIt()
    {
        const Record refused = signedRecord(u"python/connectionrefusederror/x"_s,
            u"ConnectionRefusedError: \\[Errno 111\\] Connection refused"_s, u"python"_s,
            u"ConnectionRefusedError: [Errno 111] Connection refused"_s);
        const Record heap = signedRecord(u"java/outofmemoryerror-heap/x"_s,
            u"java\\.lang\\.OutOfMemoryError: Java heap space"_s, u"java"_s,
            u"java.lang.OutOfMemoryError: Java heap space"_s);
        const LogMatcher matcher({refused, heap});
        const QByteArray crash = "Terminating due to java.lang.OutOfMemoryError: Java heap space\n";
        const QByteArray after = "Traceback (most recent call last):\n"
                                 "  File \"/opt/jobs/export.py\", line 41, in <module>\n"
                                 "    pdf = df.toPandas()\n"
                                 "  File \"/usr/lib/python3.11/socket.py\", line 836, in create_connection\n"
                                 "    sock.connect(sa)\n"
                                 "ConnectionRefusedError: [Errno 111] Connection refused\n";
        TriageResult result = triage(matcher, routineLines() + crash + after);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"java/outofmemoryerror-heap/x"_s);
        // Without the crash above it, a refused connection is the error.
        result = triage(matcher, routineLines() + after + "INFO shutting down\n" + crash);
        QCOMPARE(result.findings.first().record.id(), u"python/connectionrefusederror/x"_s);
    }

    // Redis stopped at its own error on start (a damaged append-only file); the application then
    // finds its connection refused. The server's error is the diagnosis, though the client's line
    // comes last and reads as loudly, and though Redis logs it at its warning level ("#").
    void aRefusedConnectionYieldsToItsServersErrorBeforeIt()
    {
        const Record refused
            = signedRecord(u"database/redis-connection-refused/x"_s, u"connect ECONNREFUSED [0-9.]+:6379"_s,
                u"database"_s, u"Error: connect ECONNREFUSED <host>:6379"_s);
        const Record aof = signedRecord(u"redis/aof-bad-format/x"_s,
            u"Bad file format reading the append only file"_s, u"redis"_s,
            u"Bad file format reading the append only file <file>: make a backup of your AOF file"_s);
        const QByteArray server
            = "redis-1  | 1:M 18 Feb 2025 06:02:51.910 * Reading RDB base file on AOF loading...\n"
              "redis-1  | 1:M 18 Feb 2025 06:02:51.912 # Bad file format reading the append only file "
              "appendonly.aof.41.incr.aof: make a backup of your AOF file, then use ./redis-check-aof --fix\n"
              "redis-1 exited with code 1\n";
        const QByteArray client
            = "api-1    | [ioredis] Unhandled error event: Error: connect ECONNREFUSED 172.18.0.2:6379\n"
              "api-1    |     at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n";
        TriageResult result = triage(LogMatcher({refused, aof}), routineLines() + server + client);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"redis/aof-bad-format/x"_s);
        // Its error after the refused connection is no reason for it.
        result = triage(LogMatcher({refused, aof}), routineLines() + client + server);
        QCOMPARE(result.findings.first().record.id(), u"database/redis-connection-refused/x"_s);
        // nginx's upstream refused it: the upstream is down, whatever nginx logged before.
        const Record upstream = signedRecord(u"nginx/upstream-refused/x"_s,
            u"connect\\(\\) failed \\(111: Connection refused\\) while connecting to upstream"_s, u"nginx"_s,
            u"connect() failed (111: Connection refused) while connecting to upstream"_s);
        const Record forbidden = signedRecord(u"nginx/open-permission-denied/x"_s,
            u"open\\(\\) \"[^\"]+\" failed \\(13: Permission denied\\)"_s, u"nginx"_s,
            u"open() \"<path>\" failed (13: Permission denied)"_s);
        result = triage(LogMatcher({upstream, forbidden}),
            routineLines()
                + "2025/02/18 06:01:12 [error] 29#29: *1 open() \"/var/www/app/public/app.css\" failed (13: "
                  "Permission denied), client: 10.0.0.7, server: app.example.com, request: \"GET /app.css "
                  "HTTP/1.1\"\n"
                  "2025/02/18 06:02:51 [error] 29#29: *7 connect() failed (111: Connection refused) while "
                  "connecting to upstream, client: 10.0.0.7, server: app.example.com, request: \"GET / "
                  "HTTP/1.1\", upstream: \"http://127.0.0.1:8000/\"\n");
        QCOMPARE(result.findings.first().record.id(), u"nginx/upstream-refused/x"_s);
    }

    // Celery's pool says a worker was killed by SIGKILL, which says nothing of who sent it; the
    // kernel's log, pasted below it, says its OOM killer did. The OOM kill is the diagnosis,
    // wherever it is in the log; without it, the killed worker is.
    void aKilledProcessYieldsToTheOomKillThatKilledIt()
    {
        const Record lost = signedRecord(u"python/celery-worker-lost/x"_s,
            u"WorkerLostError: Worker exited prematurely: signal \\d+ \\(SIG[A-Z]+\\)"_s, u"python"_s,
            u"billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: <n>."_s);
        const Record oom = signedRecord(u"linux/oom-kill/x"_s, u"Out of memory: Killed process \\d+"_s,
            u"linux"_s, u"Out of memory: Killed process <pid> (<name>)"_s);
        const LogMatcher matcher({lost, oom});
        const QByteArray worker = "[2024-05-21 02:01:48,409: ERROR/MainProcess] Task handler raised error: "
                                  "WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: 3.')\n"
                                  "billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 "
                                  "(SIGKILL) Job: 3.\n";
        const QByteArray kernel = "May 21 02:01:48 rpt-worker-1 kernel: Out of memory: Killed process 47711 "
                                  "(celery) total-vm:4805864kB, anon-rss:4359740kB\n";
        TriageResult result = triage(matcher, routineLines() + worker + "\nAnd journalctl -k:\n" + kernel);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"linux/oom-kill/x"_s);
        result = triage(matcher, routineLines() + worker);
        QCOMPARE(result.findings.first().record.id(), u"python/celery-worker-lost/x"_s);
    }

    // git reports that the LFS filter failed below the filter's own error: the quota git-lfs ran
    // into is the diagnosis, though git's report reads more like a record of failed filters; without
    // the filter's error above it, the report is.
    void aFailedGitFilterYieldsToTheFiltersError()
    {
        const Record filter = signedRecord(u"git/filter-process-failed/x"_s,
            u"external filter '[^']+' failed"_s, u"git"_s, u"error: external filter '<filter>' failed"_s);
        const Record smudge = signedRecord(u"git/lfs-smudge-error/x"_s, u"Smudge error: Error downloading"_s,
            u"git"_s, u"Error downloading object: <path> (<oid>): Smudge error: Error downloading <path>"_s);
        const LogMatcher matcher({filter, smudge});
        const QByteArray lfs = "Error downloading object: Textures/wall.png (9c1e4f2): Smudge error: Error "
                               "downloading Textures/wall.png (9c1e4f2d): batch response: This repository is "
                               "over its data quota. Account responsible for LFS bandwidth should purchase "
                               "more data packs to restore access.\n";
        const QByteArray git = "error: external filter 'git-lfs filter-process' failed\n"
                               "fatal: Textures/wall.png: smudge filter lfs failed\n";
        TriageResult result = triage(matcher, routineLines() + lfs + git);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"git/lfs-smudge-error/x"_s);
        result = triage(matcher, routineLines() + git);
        QCOMPARE(result.findings.first().record.id(), u"git/filter-process-failed/x"_s);
    }

    // pip builds a Rust extension and reports only that the wheel did not build; the build's own
    // output above says the linker is missing. The build's error is the diagnosis; without it, pip's
    // report is.
    void aFailedWheelBuildYieldsToTheBuildsError()
    {
        const Record wheel = signedRecord(u"pip/build-wheel-failed/x"_s, u"Failed building wheel for \\S+"_s,
            u"pip"_s, u"ERROR: Failed building wheel for <package>"_s);
        const Record linker
            = signedRecord(u"rust/linker-not-found/x"_s, u"error: linker `[^`]+` not found"_s, u"rust"_s,
                u"error: linker `<linker>` not found = note: No such file or directory (os error 2) while "
                u"building a "
                "crate's build script without a C toolchain"_s);
        const LogMatcher matcher({wheel, linker});
        const QByteArray build
            = "  Building wheel for tiktoken (pyproject.toml): finished with status 'error'\n"
              "  error: subprocess-exited-with-error\n"
              "      Compiling proc-macro2 v1.0.86\n"
              "      Running `rustc --crate-name build_script_build build.rs --edition=2018`\n"
              "      error: linker `cc` not found\n"
              "        |\n"
              "        = note: No such file or directory (os error 2)\n"
              "      error: could not compile `proc-macro2` (build script) due to 1 previous error\n"
              "  note: This error originates from a subprocess, and is likely not a problem with "
              "pip.\n";
        const QByteArray pip = "  ERROR: Failed building wheel for tiktoken\n"
                               "Failed to build tiktoken\n";
        TriageResult result = triage(matcher, routineLines() + build + pip);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"rust/linker-not-found/x"_s);
        result = triage(matcher, routineLines() + pip);
        QCOMPARE(result.findings.first().record.id(), u"pip/build-wheel-failed/x"_s);
    }

    // A Compose project's PHP container failed on a duplicate key while seeding and restarts; nginx
    // in front of it then finds its upstream refused. The application's error is the diagnosis,
    // the proxy's refused connection its consequence, though nginx's line comes last.
    void aProxysRefusedUpstreamYieldsToTheApplicationsErrorBeforeIt()
    {
        const Record upstream = signedRecord(u"nginx/upstream-connection-refused/x"_s,
            u"connect\\(\\) failed \\(111: Connection refused\\) while connecting to upstream"_s, u"nginx"_s,
            u"connect() failed (111: Connection refused) while connecting to upstream, client: <ip>"_s);
        const Record duplicate
            = signedRecord(u"database/mysql-duplicate-entry/x"_s, u"1062 Duplicate entry '[^']*' for key"_s,
                u"database"_s, u"Duplicate entry '<value>' for key '<key>'"_s);
        const LogMatcher matcher({upstream, duplicate});
        const QByteArray seeded
            = "app-1  | In Connection.php line 825:\n"
              "app-1  |   SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry "
              "'admin@shop.local' for key 'users.users_email_unique' (Connection: mysql, SQL: insert into "
              "`users` (`name`, `email`, `password`, `updated_at`, `created_at`) values (Admin, "
              "admin@shop.local, $2y$12$Qe1pW0vZk3, 2024-06-20 08:10:59, 2024-06-20 08:10:59))\n"
              "app-1 exited with code 1\n";
        const QByteArray refused
            = "web-1  | 2024/06/20 08:11:05 [error] 29#29: *41 connect() failed (111: Connection refused) "
              "while connecting to upstream, client: 192.168.1.31, server: shop.local, request: \"GET / "
              "HTTP/1.1\", upstream: \"fastcgi://172.19.0.4:9000\", host: \"localhost:8080\"\n";
        TriageResult result = triage(matcher, routineLines() + seeded + refused);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"database/mysql-duplicate-entry/x"_s);
        // With no error of the application before it, the refused upstream is what the log shows.
        result = triage(matcher, routineLines() + refused + "app-1  | INFO seeding done\n" + seeded);
        QCOMPARE(result.findings.first().record.id(), u"nginx/upstream-connection-refused/x"_s);
    }

    // A web UI caught its model's load failing on CUDA memory and served the next request without a
    // model: that request's traceback ends in "'NoneType' object has no attribute 'encode'", more
    // than a screen below. The failure above is why, nothing else having failed between; without
    // it, the None is the error.
    void aNoneUsedAfterATracebackYieldsToTheFailureAboveIt()
    {
        const Record oom = signedRecord(u"pytorch/cuda-out-of-memory/x"_s, u"CUDA out of memory"_s,
            u"pytorch"_s, u"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate <n> GiB"_s);
        const Record none
            = signedRecord(u"python/attributeerror-nonetype/x"_s, u"'NoneType' object has no attribute"_s,
                u"python"_s, u"AttributeError: 'NoneType' object has no attribute '<name>'"_s);
        const LogMatcher matcher({oom, none});
        const QByteArray load
            = "Traceback (most recent call last):\n"
              "  File \"/srv/webui/modules/models.py\", line 88, in load_model\n"
              "    model = AutoModelForCausalLM.from_pretrained(path, device_map='cuda')\n"
              "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.45 GiB. GPU 0 "
              "has a total capacity of 23.65 GiB of which 1.03 GiB is free.\n"
              "\n";
        QByteArray request = "Traceback (most recent call last):\n";
        for (int i = 0; i < 8; ++i) {
            request += "  File \"/srv/webui/modules/chat.py\", line " + QByteArray::number(300 + i)
                + ", in step_" + QByteArray::number(i) + "\n    state = step_" + QByteArray::number(i + 1)
                + "(text, state)\n";
        }
        request += "  File \"/srv/webui/modules/text_generation.py\", line 132, in encode\n"
                   "    input_ids = shared.tokenizer.encode(str(prompt), return_tensors='pt')\n"
                   "AttributeError: 'NoneType' object has no attribute 'encode'\n";
        TriageResult result = triage(matcher, routineLines() + load + request);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"pytorch/cuda-out-of-memory/x"_s);
        result = triage(matcher, routineLines() + request);
        QCOMPARE(result.findings.first().record.id(), u"python/attributeerror-nonetype/x"_s);
    }

    // A Go test could not reach Docker and went on to clean up the container it never got: the
    // nil pointer dereference that ends the run is the failed call's consequence. A panic after
    // only a warning is the error.
    void aNilDereferenceYieldsToTheFailureJustAboveIt()
    {
        const Record nilPointer = signedRecord(u"go/nil-pointer-dereference/x"_s,
            u"invalid memory address or nil pointer dereference"_s, u"go"_s,
            u"panic: runtime error: invalid memory address or nil pointer dereference"_s);
        const Record daemon
            = signedRecord(u"docker/daemon-not-running/x"_s, u"Cannot connect to the Docker daemon"_s,
                u"docker"_s, u"Cannot connect to the Docker daemon at unix:///var/run/docker.sock"_s);
        const LogMatcher matcher({nilPointer, daemon});
        const QByteArray panic = "--- FAIL: TestStore (0.02s)\n"
                                 "panic: runtime error: invalid memory address or nil pointer dereference\n"
                                 "[signal SIGSEGV: segmentation violation code=0x2 addr=0x0 pc=0x104a5c2]\n"
                                 "goroutine 7 [running]:\n";
        const QByteArray failed
            = "    store_test.go:41: failed to start container: Cannot connect to the "
              "Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\n";
        TriageResult result = triage(matcher, routineLines() + "go test ./...\n" + failed + panic);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"docker/daemon-not-running/x"_s);
        // The same failure far above the panic, or only logged as a warning, is not why.
        QByteArray far = failed;
        for (int i = 0; i < 12; ++i)
            far += "INFO waiting for the next job\n";
        result = triage(matcher, routineLines() + "go test ./...\n" + far + panic);
        QCOMPARE(result.findings.first().record.id(), u"go/nil-pointer-dereference/x"_s);
        result = triage(matcher,
            routineLines() + "go test ./...\nlevel=warn msg=\"Cannot connect to the Docker daemon\"\n"
                + panic);
        QCOMPARE(result.findings.first().record.id(), u"go/nil-pointer-dereference/x"_s);
    }

    // Unity reports every missing script, the first far above the NullReferenceException that the
    // missing components lead to, the last just above it: the last is near enough.
    void aNullReferenceYieldsToTheLastOfTheFailuresAboveIt()
    {
        const Record nullReference = signedRecord(u"unity/null-reference/x"_s, u"NullReferenceException"_s,
            u"unity"_s, u"NullReferenceException: Object reference not set to an instance of an object"_s);
        const Record missing
            = signedRecord(u"unity/missing-script/x"_s, u"The referenced script .* is missing"_s, u"unity"_s,
                u"The referenced script (Unknown) on this Behaviour is missing!"_s);
        const LogMatcher matcher({nullReference, missing});
        QByteArray log = "Loading Assets/Prefabs/Player.prefab\n";
        for (int i = 0; i < 14; ++i)
            log += "The referenced script on this Behaviour (Game Object 'Player') is missing!\n";
        log += "NullReferenceException: Object reference not set to an instance of an object\n"
               "  at PlayerController.Update () [0x00012] in Assets/Scripts/PlayerController.cs:41\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"unity/missing-script/x"_s);
    }

    // One rank of a distributed job died of its GPU's error; every rank's NCCL watchdog then timed
    // out waiting for it. The rank's error is the diagnosis; without it, the timeout is.
    void aCollectiveTimeoutYieldsToTheRanksErrorBeforeIt()
    {
        const Record timeout = signedRecord(u"pytorch/nccl-timeout/x"_s,
            u"Watchdog caught collective operation timeout"_s, u"pytorch"_s,
            u"[Rank 0] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=ALLREDUCE) "
            u"ran "
            u"for 600000 milliseconds before timing out"_s);
        const Record ecc = signedRecord(u"cuda/ecc-uncorrectable/x"_s, u"uncorrectable ECC"_s, u"cuda"_s,
            u"Xid 48: double bit ECC error, page retired"_s);
        const LogMatcher matcher({timeout, ecc});
        const QByteArray rankError
            = "[rank5]: RuntimeError: CUDA error: uncorrectable ECC error encountered\n";
        QByteArray watchdog;
        for (int rank = 0; rank < 4; ++rank) {
            watchdog += "[rank" + QByteArray::number(rank)
                + "]:[E318 14:03:13.107669 412252 "
                  "ProcessGroupNCCL.cpp:616] [Rank "
                + QByteArray::number(rank)
                + "] Watchdog caught collective "
                  "operation timeout: WorkNCCL(SeqNum=88213, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, "
                  "Timeout(ms)=600000) ran for 600054 milliseconds before timing out.\n";
        }
        TriageResult result = triage(matcher, routineLines() + rankError + watchdog);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"cuda/ecc-uncorrectable/x"_s);
        result = triage(matcher, routineLines() + watchdog + rankError);
        QCOMPARE(result.findings.first().record.id(), u"pytorch/nccl-timeout/x"_s);
    }

    // TypeScript reports a missing module first and then what its missing types led to; the
    // missing module's best-worded line may come after those. The first error is the cause.
    void aBuildsFirstErrorIsTheCauseOfTheNext()
    {
        const Record module
            = signedRecord(u"typescript/ts2307/x"_s, u"error TS2307: Cannot find module"_s, u"typescript"_s,
                u"error TS2307: Cannot find module 'X' or its corresponding type declarations."_s);
        const Record anyType = signedRecord(u"typescript/ts7006/x"_s, u"error TS7006: Parameter"_s,
            u"typescript"_s, u"error TS7006: Parameter 'x' implicitly has an 'any' type."_s);
        const LogMatcher matcher({module, anyType});
        const QByteArray log
            = "web:typecheck: $ tsc --noEmit\n"
              "web:typecheck: src/table.tsx(2,50): error TS2307: Cannot find module "
              "'@northwind/ui/data-grid/v2/columns'.\n"
              "web:typecheck: src/table.tsx(41,19): error TS7006: Parameter 'row' implicitly "
              "has an 'any' type.\n"
              "web:typecheck: src/format.ts(1,33): error TS2307: Cannot find module "
              "'@northwind/utils' or its corresponding type declarations.\n";
        TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"typescript/ts2307/x"_s);
        // Alone, the implicit any is the error.
        result = triage(matcher,
            routineLines()
                + "web:typecheck: src/table.tsx(41,19): error TS7006: Parameter 'row' implicitly has an "
                  "'any' type.\n");
        QCOMPARE(result.findings.first().record.id(), u"typescript/ts7006/x"_s);
    }

    // The kubelet backs off pulling an image whose pull its "Failed to pull image" event says
    // failed: Docker Hub's rate limit is the diagnosis, the back-off its consequence, though the
    // back-off's record reads its own lines better than the rate limit's reads its line.
    void aPullBackOffYieldsToWhyThePullFailed()
    {
        const Record backOff = signedRecord(u"kubernetes/imagepullbackoff/x"_s,
            u"Error: ImagePullBackOff|Error: ErrImagePull|Back-off pulling image"_s, u"kubernetes"_s,
            u"Error: ImagePullBackOff"_s);
        const Record rateLimit = signedRecord(u"docker/pull-rate-limit/x"_s,
            u"toomanyrequests: You have reached your pull rate limit"_s, u"docker"_s,
            u"Docker Hub rate limit reached for anonymous pulls"_s);
        const LogMatcher matcher({backOff, rateLimit});
        const QByteArray events
            = "$ kubectl describe pod -n checkout redis-0\n"
              "Events:\n"
              "  Type     Reason   Age                 From     Message\n"
              "  Normal   Pulling  29m (x4 over 31m)   kubelet  Pulling image "
              "\"docker.io/bitnami/redis:7.4.1\"\n"
              "  Warning  Failed   29m (x4 over 31m)   kubelet  Failed to pull image "
              "\"docker.io/bitnami/redis:7.4.1\": failed to pull and unpack image: unexpected status code "
              "https://registry-1.docker.io/v2/bitnami/redis/manifests/7.4.1: 429 Too Many Requests - Server "
              "message: toomanyrequests: You have reached your pull rate limit.\n"
              "  Warning  Failed   29m (x4 over 31m)   kubelet  Error: ErrImagePull\n"
              "  Normal   BackOff  1m (x120 over 31m)  kubelet  Back-off pulling image "
              "\"docker.io/bitnami/redis:7.4.1\"\n"
              "  Warning  Failed   1m (x120 over 31m)  kubelet  Error: ImagePullBackOff\n";
        const TriageResult result = triage(matcher, routineLines() + events);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"docker/pull-rate-limit/x"_s);
    }

    // A pool that had no connection to hand out says only that: the role's connection limit the
    // server stated before it kept the pool from opening more, and a deadlock a thread dump shows
    // held them. Each comes first, the pool's report just below; without either the report leads.
    void aDryPoolYieldsToWhatHeldOrRefusedItsConnections()
    {
        const Record dryPool = signedRecord(u"database/connection-pool-exhausted"_s,
            u"Timeout acquiring a connection\\. The pool is probably full|Connection is not available, "
            "request timed out after"_s,
            u"database"_s, u"Knex: Timeout acquiring a connection. The pool is probably full."_s);
        const Record roleLimit = signedRecord(u"database/pg-too-many-connections/x"_s,
            u"too many connections for role"_s, u"database"_s, u"FATAL: too many connections for role"_s);
        const Record deadlock = signedRecord(u"java/deadlock-detected/x"_s,
            u"Found one Java-level deadlock"_s, u"java"_s, u"Found one Java-level deadlock:"_s);
        const LogMatcher matcher({dryPool, roleLimit, deadlock});
        const QByteArray refused
            = "2024-03-08T14:02:10Z app[web.3]: error: too many connections for role "
              "\"u9e3k7c1\" (SQL state 53300)\n"
              "2024-03-08T14:02:11Z app[web.3]: GET /api/orders 200 41ms\n"
              "2024-03-08T14:02:21Z app[web.3]: KnexTimeoutError: Knex: Timeout acquiring a "
              "connection. The pool is probably full. Are you missing a .transacting(trx) call?\n";
        TriageResult result = triage(matcher, routineLines() + refused);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"database/pg-too-many-connections/x"_s);

        const QByteArray held
            = "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not "
              "available, request timed out after 30001ms.\n"
              "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)\n"
              "\n"
              "$ jstack 4121\n"
              "Found one Java-level deadlock:\n"
              "=============================\n"
              "\"http-nio-8080-exec-7\":\n"
              "  waiting to lock monitor 0x00007f3c1c004e80 (object 0x00000000c5a1b2c8, a "
              "java.lang.Object),\n";
        result = triage(matcher, routineLines() + held);
        QVERIFY(result.findings.size() >= 2);
        QCOMPARE(result.findings.first().record.id(), u"java/deadlock-detected/x"_s);

        const QByteArray alone
            = "2024-03-08T14:02:21Z app[web.3]: KnexTimeoutError: Knex: Timeout acquiring a "
              "connection. The pool is probably full. Are you missing a .transacting(trx) call?\n";
        result = triage(matcher, routineLines() + alone);
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().record.id(), u"database/connection-pool-exhausted"_s);
    }

    // git's "Authentication failed" after the server's own "remote: " lines saying why (password
    // authentication removed): the server's reason comes first, though its line has no error word.
    void gitsAuthenticationFailureYieldsToWhatTheRemoteSaid()
    {
        const Record failed = signedRecord(u"git/authentication-failed/x"_s, u"Authentication failed for"_s,
            u"git"_s, u"fatal: Authentication failed for 'https://github.com/<owner>/<repo>.git/'"_s);
        const Record removed = signedRecord(u"git/password-auth-removed/x"_s,
            u"Support for password authentication was removed"_s, u"git"_s,
            u"remote: Support for password authentication was removed on August 13, 2021."_s);
        const QByteArray push
            = "pi@octopi:~/printer-config $ git push origin main\n"
              "Username for 'https://github.com': oskar-lind\n"
              "Password for 'https://oskar-lind@github.com':\n"
              "remote: Support for password authentication was removed on August 13, 2021.\n"
              "remote: Please see https://docs.github.com/get-started for information on currently "
              "recommended modes of authentication.\n"
              "fatal: Authentication failed for 'https://github.com/oskar-lind/printer-config.git/'\n";
        const TriageResult result = triage(LogMatcher({failed, removed}), routineLines() + push);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"git/password-auth-removed/x"_s);
    }

    // What a failed clone should have brought is missing later: CMake's "does not contain a
    // CMakeLists.txt file" for a submodule git could not fetch yields to git's error. Without that
    // failure before it, or with it only after, the missing directory is the error.
    void somethingMissingYieldsToTheFetchThatFailedBeforeIt()
    {
        const Record access = signedRecord(u"git/unable-to-access-https/x"_s, u"unable to access '"_s,
            u"git"_s, u"fatal: unable to access '<url>': SSL certificate problem: <reason>"_s);
        const Record noLists = signedRecord(u"cmake/add-subdirectory-not-found/x"_s,
            u"does not contain a CMakeLists.txt file"_s, u"cmake"_s,
            u"The source directory <dir> does not contain a CMakeLists.txt file."_s);
        const LogMatcher matcher({access, noLists});
        const QByteArray clone = "$ git submodule update --init --recursive\n"
                                 "Cloning into '/home/ci/build/third_party/protozero'...\n"
                                 "fatal: unable to access 'https://github.com/mapbox/protozero.git/': SSL "
                                 "certificate problem: unable to get local issuer certificate\n"
                                 "fatal: clone of 'https://github.com/mapbox/protozero.git' into submodule "
                                 "path '/home/ci/build/third_party/protozero' failed\n";
        const QByteArray configure = "$ cmake -S . -B build -G Ninja\n"
                                     "-- The CXX compiler identification is GNU 12.2.0\n"
                                     "CMake Error at CMakeLists.txt:41 (add_subdirectory):\n"
                                     "  The source directory\n\n"
                                     "    /home/ci/build/third_party/protozero\n\n"
                                     "  does not contain a CMakeLists.txt file.\n"
                                     "-- Configuring incomplete, errors occurred!\n";
        TriageResult result = triage(matcher, routineLines() + clone + configure);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"git/unable-to-access-https/x"_s);
        result = triage(matcher, routineLines() + configure + clone);
        QCOMPARE(result.findings.first().record.id(), u"cmake/add-subdirectory-not-found/x"_s);
        result = triage(matcher, routineLines() + "$ git submodule update --init --recursive\n" + configure);
        QCOMPARE(result.findings.first().record.id(), u"cmake/add-subdirectory-not-found/x"_s);
    }

    // apt could not resolve its repositories while updating, which it only warns about; the install
    // after it finds no package in the lists it never fetched. The failed fetch is why, in a Docker
    // build as anywhere: a network's failure is any program's, whatever ecosystem the log shows.
    void aPackageAptCannotLocateYieldsToTheFetchThatFailed()
    {
        const Record locate = signedRecord(u"linux/apt-unable-to-locate-package/x"_s,
            u"E: Unable to locate package \\S+"_s, u"linux"_s, u"E: Unable to locate package <package>"_s);
        const Record resolving
            = signedRecord(u"networking/dns-resolution-failed/x"_s, u"Temporary failure resolving '[^']+'"_s,
                u"networking"_s, u"Temporary failure resolving '<host>'"_s);
        const LogMatcher matcher({locate, resolving});
        const QByteArray update
            = "$ docker build -t api:dev .\n"
              "#0 building with \"default\" instance using docker driver\n"
              "#6 [2/5] RUN apt-get update && apt-get install -y --no-install-recommends libpq-dev\n"
              "#6 30.39 Err:1 http://deb.debian.org/debian bookworm InRelease\n"
              "#6 30.39   Temporary failure resolving 'deb.debian.org'\n"
              "#6 30.41 W: Failed to fetch http://deb.debian.org/debian/dists/bookworm/InRelease  "
              "Temporary failure resolving 'deb.debian.org'\n"
              "#6 30.41 W: Some index files failed to download. They have been ignored, or old ones used "
              "instead.\n";
        const QByteArray install = "#6 30.43 Reading package lists...\n"
                                   "#6 30.43 E: Unable to locate package libpq-dev\n";
        TriageResult result = triage(matcher, routineLines() + update + install);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"networking/dns-resolution-failed/x"_s);
        // With the lists fetched, the package apt cannot locate is the error.
        result = triage(matcher, routineLines() + install);
        QCOMPARE(result.findings.first().record.id(), u"linux/apt-unable-to-locate-package/x"_s);
    }

    // A Kafka producer that cannot finish its TLS handshake waits for the cluster's metadata until
    // its timeout: "not present in metadata after 60000 ms" yields to the handshake's failure
    // above it. Alone, the timeout is the error.
    void aWaitThatRanOutYieldsToTheHandshakeThatFailedBeforeIt()
    {
        const Record metadata
            = signedRecord(u"kafka/topic-not-in-metadata/x"_s, u"not present in metadata after"_s, u"kafka"_s,
                u"org.apache.kafka.common.errors.TimeoutException: Topic <topic> not present in metadata "
                u"after <n> ms."_s);
        const Record pkix = signedRecord(u"java/pkix-path-building/x"_s, u"PKIX path building failed"_s,
            u"java"_s, u"sun.security.validator.ValidatorException: PKIX path building failed"_s);
        const LogMatcher matcher({metadata, pkix});
        const QByteArray handshake
            = "[2024-03-11 09:14:02,118] ERROR [Producer clientId=console-producer] Connection to node -1 "
              "(kafka-0.internal/10.0.4.12:9093) failed authentication due to: SSL handshake failed "
              "(org.apache.kafka.clients.NetworkClient)\n"
              "Caused by: sun.security.validator.ValidatorException: PKIX path building failed: "
              "sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid "
              "certification path to requested target\n"
              "\tat java.base/sun.security.validator.PKIXValidator.doBuild(PKIXValidator.java:388)\n";
        const QByteArray timeout
            = "[2024-03-11 09:15:02,120] ERROR Error when sending message to topic payments.audit with key: "
              "null, value: 5 bytes with error: "
              "(org.apache.kafka.clients.producer.internals.ErrorLoggingCallback)\n"
              "org.apache.kafka.common.errors.TimeoutException: Topic payments.audit not present in metadata "
              "after 60000 ms.\n";
        TriageResult result = triage(matcher, routineLines() + handshake + timeout);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"java/pkix-path-building/x"_s);
        result = triage(matcher, routineLines() + timeout);
        QCOMPARE(result.findings.first().record.id(), u"kafka/topic-not-in-metadata/x"_s);
    }

    // A Java exception at the margin reads as an error more than the "Caused by:" below it, and
    // Spring's record of it is worded just like it; the cause still ranks first, the exception just
    // below it.
    void aJavaExceptionYieldsToItsCauseThatReadsLessLikeAnError()
    {
        const Record creation = signedRecord(u"java/bean-creation/x"_s,
            u"Error creating bean with name '[\\w]+'.*(?:Unsatisfied dependency|No qualifying bean)"_s,
            u"java"_s,
            u"Error creating bean with name 'X': Unsatisfied dependency expressed through constructor parameter"_s);
        const Record npe = signedRecord(u"java/null-pointer/x"_s, u"java\\.lang\\.NullPointerException"_s,
            u"java"_s, u"java.lang.NullPointerException"_s);
        const LogMatcher matcher({creation, npe});
        const QByteArray log
            = "org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with "
              "name "
              "'addressImportJob' defined in file [/srv/geo-sync/classes/AddressImportJob.class]: "
              "Unsatisfied "
              "dependency expressed through constructor parameter 1: Error creating bean with name "
              "'geocodingClient' defined in file [/srv/geo-sync/classes/GeocodingClient.class]\n"
              "\tat org.springframework.beans.factory.support.ConstructorResolver.createArgumentArray("
              "ConstructorResolver.java:795)\n"
              "\t... 21 common frames omitted\n"
              "Caused by: java.lang.NullPointerException: Cannot invoke \"String.isBlank()\" because "
              "\"this.apiKey\" is null\n"
              "\tat com.parcelpoint.geosync.geo.GeocodingClient.<init>(GeocodingClient.java:31)\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"java/null-pointer/x"_s);
    }

    // The wrapper stays below its "Caused by:" when the user's own sources have a record of the
    // wrapper and only Faultline's records know the cause: on the wrapper's line, whose message
    // repeats the cause's, the user's record would otherwise take the built-in one's place.
    void aJavaExceptionStaysBelowItsCauseWhateverItsSource()
    {
        Record handshake
            = signedRecord(u"java/ssl-handshake/x"_s, u"javax\\.net\\.ssl\\.SSLHandshakeException"_s,
                u"java"_s, u"javax.net.ssl.SSLHandshakeException: <message>"_s);
        handshake.edit().sourcePath = u"/data/canons/java/ssl-handshake/x.json"_s;
        Record pkix = signedRecord(u"java/pkix-path-building"_s, u"PKIX path building failed"_s, u"java"_s,
            u"sun.security.validator.ValidatorException: PKIX path building failed: "
            u"sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid "
            u"certification path to requested target"_s);
        pkix.edit().sourcePath = u":/kb/java.json"_s;
        const QByteArray log
            = "javax.naming.CommunicationException: simple bind failed: dc01.corp.example:636\n"
              "\tat java.naming/com.sun.jndi.ldap.LdapClient.authenticate(LdapClient.java:200)\n"
              "Caused by: javax.net.ssl.SSLHandshakeException: PKIX path building failed: "
              "sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid "
              "certification path to requested target\n"
              "\tat java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)\n"
              "\tat java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:378)\n"
              "\t... 22 more\n"
              "Caused by: sun.security.validator.ValidatorException: PKIX path building failed: "
              "sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid "
              "certification path to requested target\n"
              "\tat java.base/sun.security.validator.PKIXValidator.doBuild(PKIXValidator.java:388)\n";
        const TriageResult result = triage(LogMatcher({handshake, pkix}), routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"java/pkix-path-building"_s);
    }
};

QTEST_GUILESS_MAIN(TestConsequences)
#include "tst_consequences.moc"
