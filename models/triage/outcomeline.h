// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include <QStringView>

#include <string_view>

namespace Faultline::OutcomeLine {

/// Whether \a line says no more than that a process ended badly: "##[error]Process completed with
/// exit code 1", "make: *** [all] Error 2", "Command failed with exit code 1", "FAILURE: Build
/// failed with an exception." A CI runner or a build tool prints such a line after any error: the
/// error is above it. Its words of letters are all such words; numbers, timestamps' single letters
/// and punctuation do not count.
bool onlyExitStatus(std::string_view line);

/// Whether \a line says no more than that a wait ran out: "Error: context deadline exceeded" from
/// `helm --wait`, "error: timed out waiting for the condition" from `kubectl wait`. What was waited
/// for is why, and the lines around (the events of the pods that never became ready) say it. So
/// does a Kubernetes controller's report that its caches did not sync in time ("failed to sync
/// *v1.Service: context deadline exceeded"): the failed list calls before it say why. So does a
/// Kafka producer's report that a message was not delivered in time ("Local: Message timed out").
bool onlyThatAWaitRanOut(std::string_view line);

/// Whether \a line says that a job was retried until its attempts ran out: Laravel's "App\Jobs\X
/// has been attempted too many times.", Sidekiq's "Retries exhausted for X job", Celery's
/// "MaxRetriesExceededError: Can't retry …", ioredis's "Reached the max retries per request limit".
/// Each attempt's error, above, says why.
bool onlyThatRetriesRanOut(std::string_view line);

/// Whether \a line is systemd's report of how a unit's process ended and not why: "x.service: Main
/// process exited, code=killed, status=9/KILL", "x.service: Failed with result 'exit-code'". A
/// result that is a reason ('oom-kill') is not such a line; the kernel's or the service's own
/// lines above say the rest.
bool onlyHowAUnitEnded(std::string_view line);

/// Whether \a line is a shell's report that the program it ran died of a signal: "Segmentation
/// fault (core dumped)", "Aborted", or Python's "KeyboardInterrupt" when the user stopped it; or
/// that it stopped itself: libstdc++'s "terminate called without an active exception", ESP-IDF's
/// "abort() was called at PC 0x…". Why it died, or why the user stopped it, is above.
bool onlyThatAProcessDied(std::string_view line);
/// Whether \a line is git's report that a push failed, "error: failed to push some refs to …":
/// which ref the remote refused and why is on the lines above ("! [remote rejected] main -> main
/// (refusing to allow a GitHub App to create or update workflow …)", "! [rejected] … (fetch first)").
bool onlyThatAPushFailed(std::string_view line);
/// Whether \a line is make's report that a recipe failed, "make: *** [Makefile:41: check] Error 1"
/// (or "make[2]: *** [src/CMakeFiles/app.dir/build.make:76: src/main.o] Error 1"): what failed is
/// above. Not "make: *** No rule to make target 'x'.  Stop.", which is make's own error.
bool onlyThatARecipeFailed(std::string_view line);
/// Whether \a line is kubectl describe's field naming why the kubelet could not create or start a
/// container, and only that ("Reason:       CreateContainerConfigError"): the kubelet's Warning
/// events below say what went wrong ("Error: container has runAsNonRoot and image will run as
/// root"). Not a last state's "OOMKilled": that is the error.
bool onlyAContainersWaitingReason(std::string_view line);

/// Whether \a line says that a connection was refused or broken by its peer: "ConnectionRefusedError:
/// [Errno 111] Connection refused", "connect ECONNREFUSED 127.0.0.1:5432", "Connection reset by peer",
/// "Broken pipe". When the peer is a process that the log shows dying (reportsACrash()), the death is
/// why.
bool saysThePeerWentAway(std::string_view line);

/// Whether \a line is a proxy's report that its upstream refused or dropped a request: nginx's
/// "connect() failed (111: Connection refused) while connecting to upstream", "upstream
/// prematurely closed connection while reading response header from upstream". When the log shows
/// the upstream application's own error before it, that error is why.
bool saysTheUpstreamWentAway(std::string_view line);

/// Whether \a line reports that a process crashed and of what: the JVM's "Terminating due to
/// java.lang.OutOfMemoryError: Java heap space", the kernel's "Out of memory: Killed process …", a
/// container's "OOMKilled", Go's "panic: …" or "fatal error: runtime: out of memory", a "SIGSEGV".
bool reportsACrash(std::string_view line);
/// Whether \a line reports a process killed by SIGKILL, which says nothing of who sent it
/// (Celery's "WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL)").
bool saysAProcessWasKilled(std::string_view line);
/// Whether \a line is git's report that a filter of the work tree failed ("error: external filter
/// 'git-lfs filter-process' failed", "fatal: a.png: smudge filter lfs failed"): the filter's own
/// error above it says why.
bool reportsAFailedGitFilter(std::string_view line);
/// Whether \a line is pip's report that building a package's wheel failed ("ERROR: Failed
/// building wheel for tiktoken", "ERROR: Failed to build installable wheels for some
/// pyproject.toml based projects (tiktoken)"): the build's own output above it says why.
bool reportsAFailedWheelBuild(std::string_view line);
/// Whether \a line is the kernel's report of its OOM killer at work ("Out of memory: Killed
/// process 47711 (celery)", older kernels' "Out of memory: Kill process …", "celery invoked
/// oom-killer: …"), or systemd's ("celery.service: Failed with result 'oom-kill'.").
bool reportsAnOomKill(std::string_view line);

/// Whether \a line reports that a collective operation of a distributed job timed out waiting for
/// its peers: PyTorch's "Watchdog caught collective operation timeout", "Process group watchdog
/// thread terminated". When a rank's own error is logged before it, that rank stopped answering
/// and the error is why.
bool waitedForPeers(std::string_view line);

/// Whether \a line, without a runner's timestamp, announces what a tool uses ("Using Kubernetes
/// namespace: gitlab-runners", "Using FF_USE_POD_ACTIVE_DEADLINE_SECONDS, the Pod
/// activeDeadlineSeconds will be set to the job timeout"): a statement of its setup, as routine as
/// an INFO line, whatever words of trouble the setting's name holds.
bool announcesWhatItUses(std::string_view line);

/// Whether \a line is a status message of CMake's configure step, which starts with "-- " at the
/// margin ("-- Found OpenSSL: …", ESP-IDF's "-- git rev-parse returned 'fatal: not a git
/// repository …'"): what the configure step found or chose; its errors are "CMake Error" lines.
bool isCMakeStatus(std::string_view line);

/// Whether \a line heads a warning of CMake's configure step ("CMake Warning at …", "CMake Warning
/// (dev) at …", "CMake Deprecation Warning at …"), whose message follows on the lines below: the
/// configure step goes on, and its errors are "CMake Error" lines.
bool headsACMakeWarning(std::string_view line);

/// Whether the line that ends at \a lineEnd of \a text is output of a Go test that passed: "---
/// PASS: TestProxy_UpstreamTimeout" follows within a few lines, before another test starts or
/// one fails. A passing test's "http: proxy error: context deadline exceeded" is what it tested.
bool inAPassingGoTest(std::string_view text, std::size_t lineEnd);

/// Whether \a line reports a cache miss the way a CI cache step does ("Cache not found for input
/// keys: setup-ruby-bundler-cache-v6-…"): the job goes on to compute what was not cached, so the
/// line is as routine as an INFO one.
bool reportsACacheMiss(std::string_view line);

/// Whether \a line reports that a program used a value it did not have: Go's "invalid memory
/// address or nil pointer dereference", Python's "'NoneType' object has no attribute", Java's
/// NullPointerException, JavaScript's "Cannot read properties of undefined". Right after a call
/// failed, that value is what the failed call did not return, and the failure is why.
bool dereferencesNothing(std::string_view line);

/// Whether \a line is a report that found the pods of a workload not ready, which is another
/// error's outcome: Kubernetes' autoscaler saying it "did not receive metrics for targeted pods
/// (pods might be unready)", or that the metrics API returned none for them, while the pods crash,
/// wait for an image or cannot be scheduled. The pods' own events say why. (A metrics API that is
/// missing says something else: "the server could not find the requested resource".)
bool blamesUnreadyPods(std::string_view line);

/// Whether \a line is the kubelet's report that a container's probe failed or that it restarts a
/// container that exited ("Readiness probe failed: HTTP probe failed with statuscode: 503",
/// "Back-off restarting failed container api in pod …"): what the container's own log says is why.
bool reportsAnUnwellContainer(std::string_view line);

/// Whether \a line says only that an error occurred while something was done, and no reason after
/// a colon: "Error occurred prerendering page \"/contacts/new\". Read more: https://…", "An error
/// occurred while processing your request.", pip's "× Encountered error while generating package
/// metadata.", Next.js's "> Export encountered errors on following paths:" ("An error occurred
/// (AccessDenied) when calling the PutObject operation: Access Denied" says why).
bool onlyThatAnErrorOccurred(std::string_view line);

/// Whether \a line reports a command that failed and quotes what it wrote to stderr, which goes on
/// below: containerd and runc report a hook that failed with Go's "exit status 1, stdout: , stderr:
/// Auto-detected mode as 'legacy'", and nvidia-container-cli's error is the next line ("…
/// unsatisfied condition: cuda>=12.4 …: unknown"). Not when the report ends on its line, as Docker
/// ends it with ": unknown".
bool quotesStderrBelow(std::string_view line);

/// Whether \a line is a .NET exception that wraps the error it names below (" ---> …"): its message
/// points there ("The SSL connection could not be established, see inner exception.", "An error
/// occurred while saving the entity changes. See the inner exception for details.") or says only
/// that code it ran threw ("The type initializer for 'Gdip' threw an exception.", "Exception has
/// been thrown by the target of an invocation.").
bool defersToAnInnerException(std::string_view line);

/// Whether \a line is Gradle's "Execution failed for task ':app:mergeDebugResources'.": Gradle
/// writes why below it, on lines that start with "> " ("> Could not resolve all files for
/// configuration …"). A record of the task names where the build stopped, not the reason.
bool isGradleTaskFailure(std::string_view line);

/// Whether \a line is one of Gradle's reports that a build failed, which say why only below them:
/// "FAILURE: Build failed with an exception.", a failed task (isGradleTaskFailure()), "BUILD FAILED
/// in 58s", or Flutter's "Gradle task bundleRelease failed with exit code 1".
bool reportsAFailedGradleBuild(std::string_view line);

/// Whether \a line is one Gradle writes under "* What went wrong:" to say why: it starts with "> "
/// ("> Keystore file '…' not found for signing config 'release'.").
bool statesGradlesReason(std::string_view line);

/// Whether \a line is Python's report that a program it ran failed: "subprocess.CalledProcessError:
/// Command '['python3', 'train.py']' returned non-zero exit status 1." The program said why above
/// it (a CUDA out-of-memory error of the training script, CMake's error in a wheel's build).
bool onlyThatAChildProcessFailed(std::string_view line);

/// Whether \a line is git's report that it could not talk to the remote ("fatal: Could not read
/// from remote repository."), printed after whatever ssh said on the line above: a key refused,
/// an unknown host key, a connection that timed out. The report says none of it.
bool onlyThatTheRemoteWasUnreadable(std::string_view line);

/// Whether \a line is git's report that the server refused the credentials ("fatal: Authentication
/// failed for 'https://github.com/…'"): the server may have said why on the "remote: " lines above
/// ("remote: Support for password authentication was removed on August 13, 2021.").
bool onlyThatAuthenticationFailed(std::string_view line);

/// Whether \a line is what a git server said, as git prints it ("remote: …").
bool saidByTheRemote(std::string_view line);

/// Whether \a line says a download or a clone failed ("fatal: unable to access 'https://…': SSL
/// certificate problem", "fatal: clone of '…' into submodule path '…' failed", "Could not resolve
/// host", apt's "Temporary failure resolving '…'", Maven's "Could not transfer artifact"): what
/// should have arrived is missing below it.
bool saysAFetchFailed(std::string_view line);

/// Whether \a line says a TLS handshake failed ("javax.net.ssl.SSLHandshakeException", "PKIX path
/// building failed", "certificate verify failed", "x509: certificate signed by unknown authority").
bool saysTheHandshakeFailed(std::string_view line);

/// Whether \a line says a wait ran out ("TimeoutException", "timed out", Kafka's "Topic … not
/// present in metadata after 60000 ms").
bool saysAWaitRanOut(std::string_view line);

/// Whether \a line says something looked for is not there ("does not contain a CMakeLists.txt
/// file", "No such file or directory", "not found", "does not exist", apt's "Unable to locate
/// package").
bool saysSomethingIsMissing(std::string_view line);

/// Whether \a line is a connection pool's report that a caller waited for a connection in vain
/// ("Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.",
/// "HikariPool-1 - Connection is not available, request timed out after 30001ms.", "Knex: Timeout
/// acquiring a connection. The pool is probably full."): what holds the pool's connections (a
/// deadlock, a leak) or keeps it from opening more (the server's limit, a refused connection) may be
/// stated elsewhere in the log.
bool onlyThatAPoolRanDry(std::string_view line);

/// Whether \a line is the kubelet's report that pulling an image failed and is retried later, as
/// `kubectl describe pod` lists it ("Error: ImagePullBackOff", "Error: ErrImagePull", "Back-off
/// pulling image \"redis:7.4\""): the "Failed to pull image" event above it says why (a tag that
/// does not exist, a rate limit, a registry's certificate).
bool onlyThatAPullBacksOff(std::string_view line);
/// Whether \a line is the kubelet's event saying why it could not pull an image ("Failed to pull
/// image \"docker.io/bitnami/redis:7.4.1\": failed to pull and unpack image …: 429 Too Many
/// Requests").
bool statesWhyAPullFailed(std::string_view line);

/// Whether \a line is systemd's report that it stopped restarting a unit that kept failing
/// ("prometheus.service: Start request repeated too quickly."): the unit's own error says why.
bool onlyThatAUnitRestartedTooOften(std::string_view line);

/// Whether \a line says that a step failed and not why: it ends with "failed" ("error: external
/// filter 'git-lfs filter-process' failed", pip's "error: metadata-generation-failed"), it is Gradle's failed
/// task (isGradleTaskFailure()), or it says only an exit status (onlyExitStatus()), that a wait ran out
/// (onlyThatAWaitRanOut()), how a systemd unit ended (onlyHowAUnitEnded()), that an error occurred
/// (onlyThatAnErrorOccurred()), that an inner exception says why (defersToAnInnerException()) or that a child
/// process failed (onlyThatAChildProcessFailed()). The reason is on another line, usually just above.
bool onlyThatAStepFailed(std::string_view line);

/// Whether \a line is a command typed at a shell prompt ("$ raco test tests/", "ops@build-07:~$ git
/// pull", "PS C:\\src> dotnet build"), indented or not, one Jenkins echoes as it runs it (" > git
/// clean -fdx # timeout=10"), or one a shell traces with `set -x` ("+ aws ecr get-login-password"):
/// what was run, never the error it met.
bool isShellCommand(std::string_view line);

/// Whether \a line is a Markdown heading ("### Error (storage/logs/laravel.log)", "## Logs"), as an
/// issue's template heads each part of it: the title of what follows, not an error.
bool isHeading(std::string_view line);

/// Whether \a line is a person writing about an error rather than a program reporting one: it
/// speaks in the first person ("Earlier today I was also getting `RateLimitError: 429`", "Before
/// this I had `CMake Error: Could not find a package`", "my build fails with …"), as the text of
/// an issue or a chat around a pasted log does. Programs do not say "I" or "my" in their errors.
bool isPersonalProse(std::string_view line);

/// Whether the line of \a text starting at \a lineStart goes on with a sentence a person began on
/// the line above, hard-wrapped as mail, forums and some issue templates wrap it ("… for the new
/// OpenAPI options. Locally I" / "get the same thing from `go mod tidy`:"): it starts with a
/// lowercase letter, and the line above is isPersonalProse() (or ends with "I") and ends in a word,
/// not a sentence's or a list's end. A program's error pasted right under "since then I get" passes
/// too: the caller tells the two apart by the line's own words.
bool continuesPersonalProse(std::string_view text, std::size_t lineStart);

/// Whether \a text (a record's signature, or a log line) is about the message that follows
/// another error: "The above error occurred in the <App> component", "During handling of the above
/// exception, another exception occurred", Flutter's "Another exception was thrown: …" (printed,
/// short, for every exception after the first), SQLAlchemy's "This Session's transaction has been
/// rolled back due to a previous exception during flush".
bool refersToAnErrorAbove(QStringView text);

} // namespace Faultline::OutcomeLine
