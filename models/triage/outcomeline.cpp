// SPDX-License-Identifier: MIT
#include "outcomeline.h"

#include "textsimilarity.h"
#include "textutil.h"

#include <algorithm>
#include <initializer_list>
#include <string_view>

namespace Faultline::OutcomeLine {

namespace {

/// How far into a line "Error occurred" may start and still be what the line says (after a log's
/// timestamp, level and logger) rather than words quoted in a longer message.
constexpr std::size_t maxErrorOccurredAt = 120;

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/// Whether \a line holds any of \a phrases, as written.
bool holdsAny(std::string_view line, std::initializer_list<std::string_view> phrases)
{
    return std::any_of(phrases.begin(), phrases.end(),
        [&](std::string_view phrase) { return line.find(phrase) != std::string_view::npos; });
}

/// \a line without the blanks and tabs it starts with.
std::string_view withoutIndent(std::string_view line)
{
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
        line.remove_prefix(1);
    return line;
}

/// \a line without the blanks and carriage return it ends with.
std::string_view withoutTrailingBlanks(std::string_view line)
{
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r'))
        line.remove_suffix(1);
    return line;
}

/// What systemd reports of a unit on \a line, after "x.service: "; empty when it reports none.
std::string_view reportOfAUnit(std::string_view line)
{
    constexpr std::string_view unit = ".service: ";
    const std::size_t at = line.find(unit);
    return at == std::string_view::npos ? std::string_view() : line.substr(at + unit.size());
}

/// Whether \a text holds \a needle (ASCII, lowercase) with its letters in any case. Qt's
/// case-insensitive search folds every character of the line through Unicode tables; this runs per
/// finding of every log of a batch.
bool containsAsciiCaseless(QStringView text, std::u16string_view needle)
{
    auto lower = [](char16_t c) { return c >= u'A' && c <= u'Z' ? char16_t(c + (u'a' - u'A')) : c; };
    const qsizetype last = text.size() - qsizetype(needle.size());
    for (qsizetype i = 0; i <= last; ++i) {
        if (lower(text[i].unicode()) != needle[0])
            continue;
        std::size_t k = 1;
        while (k < needle.size() && lower(text[i + qsizetype(k)].unicode()) == needle[k])
            ++k;
        if (k == needle.size())
            return true;
    }
    return false;
}

} // namespace

namespace {

/// Whether every word of two letters or more in \a line is one of \a words (sorted hashes), and
/// there is one at least.
bool onlyWordsOf(std::string_view line, const TextSimilarity::Tokens &words)
{
    bool any = false;
    for (std::size_t i = 0; i < line.size();) {
        if (!isLetter(line[i])) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < line.size() && isLetter(line[i]))
            ++i;
        if (i - start < 2)
            continue;
        if (!std::binary_search(
                words.begin(), words.end(), TextSimilarity::wordHash(line.substr(start, i - start))))
            return false;
        any = true;
    }
    return any;
}

TextSimilarity::Tokens sortedHashes(std::initializer_list<const char *> words)
{
    TextSimilarity::Tokens t;
    for (const char *w : words)
        t.push_back(TextSimilarity::wordHash(w));
    std::sort(t.begin(), t.end());
    return t;
}

} // namespace

bool onlyExitStatus(std::string_view line)
{
    static const TextSimilarity::Tokens statusWords = sortedHashes(
        {"process", "completed", "finished", "exited", "exit", "code", "status", "with", "returned", "non",
            "zero", "command", "failed", "error", "job", "step", "script", "make", "npm", "err", "the", "has",
            "and", "build", "task", "run", "subprocess", "return", "failure", "an", "exception",
            // the compiler driver's report of the linker's status: "collect2: error: ld returned 1
            // exit status"; why the link failed is above
            "collect", "ld"});
    return onlyWordsOf(line, statusWords);
}

bool onlyThatAWaitRanOut(std::string_view line)
{
    static const TextSimilarity::Tokens waitWords
        = sortedHashes({"error", "context", "deadline", "exceeded", "upgrade", "installation", "install",
            "failed", "timed", "out", "waiting", "for", "the", "condition"});
    const bool ranOut = line.find("deadline exceeded") != std::string_view::npos
        || line.find("timed out waiting for the condition") != std::string_view::npos;
    // A Kubernetes controller's wait for its informers' caches ("failed to sync *v1.Service:
    // context deadline exceeded", "failed to wait for caches to sync", "timed out waiting for cache
    // to be synced"), whatever its logger puts around it: the list calls that kept failing below its
    // informers ("services is forbidden") say why.
    const bool cacheWait = (ranOut && line.find("failed to sync ") != std::string_view::npos)
        || line.find("caches to sync") != std::string_view::npos
        || line.find("cache to be synced") != std::string_view::npos;
    // A Kafka producer's message that no broker took in time (librdkafka's "Local: Message timed
    // out", the Java client's "Expiring 12 record(s) for orders-3:120001 ms has passed since batch
    // creation"): why no broker took it (none reachable, no leader, no such topic) is said apart.
    const bool undelivered = line.find("Local: Message timed out") != std::string_view::npos
        || line.find(" ms has passed since batch creation") != std::string_view::npos;
    return undelivered || cacheWait || (ranOut && onlyWordsOf(line, waitWords));
}

bool onlyThatRetriesRanOut(std::string_view line)
{
    return holdsAny(line,
        {"has been attempted too many times", "Retries exhausted for ",
            "MaxRetriesExceededError: Can't retry ", "Reached the max retries per request limit"});
}

bool onlyHowAUnitEnded(std::string_view line)
{
    const std::string_view report = reportOfAUnit(line);
    return report.starts_with("Main process exited, code=")
        || report.starts_with("Control process exited, code=")
        || report.starts_with("Failed with result 'exit-code'")
        || report.starts_with("Failed with result 'signal'")
        || report.starts_with("Failed with result 'core-dump'");
}

bool onlyThatTheRemoteWasUnreadable(std::string_view line)
{
    return line.find("fatal: Could not read from remote repository") != std::string_view::npos;
}

bool onlyThatAuthenticationFailed(std::string_view line)
{
    return line.find("fatal: Authentication failed for '") != std::string_view::npos;
}

bool saidByTheRemote(std::string_view line)
{
    return withoutIndent(line).starts_with("remote: ");
}

bool saysAFetchFailed(std::string_view line)
{
    return holdsAny(line,
        {"unable to access '", "fatal: clone of '", "Failed to clone '", "SSL certificate problem",
            "Could not resolve host", "Temporary failure resolving", "Could not transfer artifact",
            "Failed to download", "failed to download", "Failed to fetch", "failed to fetch"});
}

bool saysTheHandshakeFailed(std::string_view line)
{
    return holdsAny(line,
        {"SSLHandshakeException", "PKIX path building failed", "certificate verify failed",
            "CERTIFICATE_VERIFY_FAILED", "SSL handshake failed", "x509: certificate"});
}

bool saysAWaitRanOut(std::string_view line)
{
    return holdsAny(line,
        {"TimeoutException", "timed out", "Timed out", "timeout expired", "Timeout expired",
            "deadline exceeded", "not present in metadata after"});
}

bool saysSomethingIsMissing(std::string_view line)
{
    return holdsAny(line,
        {"does not contain a CMakeLists.txt", "No such file or directory", "not found", "Not found",
            "does not exist", "cannot find", "Cannot find", "could not find", "Could not find",
            "Unable to locate package"});
}

bool onlyThatAPullBacksOff(std::string_view line)
{
    const std::string_view text = withoutTrailingBlanks(line);
    return text.ends_with("Error: ImagePullBackOff") || text.ends_with("Error: ErrImagePull")
        || line.find("Back-off pulling image \"") != std::string_view::npos;
}

bool onlyThatAPoolRanDry(std::string_view line)
{
    return holdsAny(line,
        {"obtaining a connection from the pool", "Connection is not available, request timed out after",
            "Timeout acquiring a connection", "Timed out fetching a new connection from the connection pool",
            "The connection pool has been exhausted", "QueuePool limit of size"});
}

bool statesWhyAPullFailed(std::string_view line)
{
    return line.find("Failed to pull image \"") != std::string_view::npos;
}

bool onlyThatAUnitRestartedTooOften(std::string_view line)
{
    return reportOfAUnit(line).starts_with("Start request repeated too quickly");
}

bool onlyAContainersWaitingReason(std::string_view line)
{
    const std::string_view field = withoutTrailingBlanks(withoutIndent(line));
    if (!field.starts_with("Reason:"))
        return false;
    // Not "OOMKilled" or "Error" of a container's last state: the kernel's kill is the error.
    const std::string_view value = withoutIndent(field.substr(7));
    return value == "CreateContainerConfigError" || value == "CreateContainerError"
        || value == "RunContainerError";
}

bool onlyThatARecipeFailed(std::string_view line)
{
    const std::size_t make = line.find("make"); // "make" or "make[2]", before its marks
    if (make == std::string_view::npos)
        return false;
    const std::size_t report = line.find(": *** [", make);
    if (report == std::string_view::npos)
        return false;
    const std::size_t status = line.find("] Error ", report);
    return status != std::string_view::npos && status + 8 < line.size() && line[status + 8] >= '0'
        && line[status + 8] <= '9';
}

bool onlyThatAPushFailed(std::string_view line)
{
    return line.find("failed to push some refs to") != std::string_view::npos;
}

bool onlyThatAProcessDied(std::string_view line)
{
    const std::string_view report = withoutTrailingBlanks(withoutIndent(line));
    // Python's "KeyboardInterrupt", a traceback's last line when the user pressed Ctrl-C: what
    // made them press it (a hang after an error) is above.
    if (report == "KeyboardInterrupt")
        return true;
    // std::terminate() without an exception (a pure virtual call, a joinable std::thread
    // destroyed), ESP-IDF's abort(): how the program stopped, after whatever made it.
    if (holdsAny(line, {"terminate called without an active exception", "abort() was called at PC 0x"}))
        return true;
    for (std::string_view signal : {"Segmentation fault", "Aborted", "Bus error", "Illegal instruction",
             "Floating point exception", "Trace/breakpoint trap"}) {
        if (report == signal
            || (report.starts_with(signal) && report.substr(signal.size()) == " (core dumped)"))
            return true;
    }
    return false;
}

bool saysThePeerWentAway(std::string_view line)
{
    return holdsAny(line,
        {"Connection refused", "ECONNREFUSED", "Connection reset by peer", "ECONNRESET", "Broken pipe",
            "EPIPE",
            // Go's, in lowercase after the system call ("dial tcp 10.0.0.5:5432: connect:
            // connection refused"); not the words in prose.
            "connect: connection refused", ": connection reset by peer", ": broken pipe"});
}

bool saysTheUpstreamWentAway(std::string_view line)
{
    return holdsAny(line, {"while connecting to upstream", "upstream prematurely closed connection"})
        && holdsAny(line, {"Connection refused", "Connection reset by peer", "prematurely closed"});
}

bool reportsACrash(std::string_view line)
{
    return holdsAny(line,
        {"OutOfMemoryError", "Out of memory: Kill", "OOMKilled", "fatal error: runtime:", "SIGSEGV",
            "SIGKILL", "panic: "});
}

bool saysAProcessWasKilled(std::string_view line)
{
    if (line.find("SIGKILL") != std::string_view::npos)
        return true;
    constexpr std::string_view signal = "signal 9";
    for (std::size_t at = line.find(signal); at != std::string_view::npos; at = line.find(signal, at + 1)) {
        const std::size_t end = at + signal.size();
        if (end == line.size() || line[end] < '0' || line[end] > '9') // not "signal 95"
            return true;
    }
    return false;
}

bool reportsAFailedGitFilter(std::string_view line)
{
    const std::size_t external = line.find("external filter '");
    return (external != std::string_view::npos && line.find("' failed", external) != std::string_view::npos)
        || holdsAny(
            line, {"smudge filter lfs failed", "clean filter 'lfs' failed", "clean filter lfs failed"});
}

bool reportsAFailedWheelBuild(std::string_view line)
{
    return holdsAny(line,
        {"Failed building wheel for ", "Failed to build installable wheels", "Could not build wheels for "});
}

bool reportsAnOomKill(std::string_view line)
{
    return holdsAny(line,
        {"Out of memory: Kill", "invoked oom-killer", "Memory cgroup out of memory",
            "Failed with result 'oom-kill'", "killed by the OOM killer"});
}

bool waitedForPeers(std::string_view line)
{
    return holdsAny(line,
        {"Watchdog caught collective operation timeout", "Process group watchdog thread terminated",
            "Some NCCL operations have failed or timed out"});
}

bool announcesWhatItUses(std::string_view line)
{
    return withoutIndent(line).starts_with("Using ");
}

bool isCMakeStatus(std::string_view line)
{
    return line.starts_with("-- ");
}

bool headsACMakeWarning(std::string_view line)
{
    return line.starts_with("CMake Warning") || line.starts_with("CMake Deprecation Warning");
}

bool inAPassingGoTest(std::string_view text, std::size_t lineEnd)
{
    constexpr int lookAhead = 20;
    // A test's output and its verdict are short lines: looking no further than this keeps a log of
    // long lines (a minified bundle, a JSON document a line) from being read ahead line after line.
    constexpr std::size_t lookAheadBytes = 16 * 1024;
    std::size_t at = lineEnd;
    for (int n = 0; n < lookAhead && at < text.size(); ++n) {
        const std::size_t start = at + 1;
        if (start >= text.size() || start - lineEnd > lookAheadBytes)
            break;
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view next = withoutIndent(text.substr(start, end - start));
        if (next.starts_with("--- PASS: "))
            return true;
        if (next.starts_with("=== RUN") || next.starts_with("--- FAIL") || next.starts_with("FAIL")
            || next.starts_with("panic: "))
            return false;
        at = end;
    }
    return false;
}

bool reportsACacheMiss(std::string_view line)
{
    return line.find("Cache not found for input keys") != std::string_view::npos;
}

bool dereferencesNothing(std::string_view line)
{
    return holdsAny(line,
        {"nil pointer dereference", "'NoneType' object has no attribute", "NullPointerException",
            "NullReferenceException", "Cannot read properties of undefined",
            "Cannot read properties of null"});
}

bool blamesUnreadyPods(std::string_view line)
{
    return holdsAny(line,
        {"pods might be unready", "did not receive metrics for targeted pods",
            "no metrics returned from resource metrics API"});
}

bool reportsAnUnwellContainer(std::string_view line)
{
    return holdsAny(line,
        {"Readiness probe failed:", "Liveness probe failed:", "Startup probe failed:",
            "Back-off restarting failed container"});
}

bool onlyThatAnErrorOccurred(std::string_view line)
{
    // pip's summary of a failed step ("× Encountered error while generating package metadata.")
    // points to the step's output above it.
    if (line.find("Encountered error while ") != std::string_view::npos)
        return line.find(": ") == std::string_view::npos;
    // Next.js's summary of a failed export ("> Export encountered errors on following paths:")
    // lists the pages whose errors are above it.
    for (const std::string_view phrase :
        {std::string_view("rror occurred"), std::string_view("rror has occurred"),
            std::string_view("ncountered errors"), std::string_view("ncountered an error")}) {
        const std::size_t at = line.find(phrase);
        if (at == std::string_view::npos || at == 0 || at > maxErrorOccurredAt
            || (line[at - 1] != 'E' && line[at - 1] != 'e') || (at >= 2 && isLetter(line[at - 2])))
            continue;
        // A reason would follow a colon ("An error occurred (AccessDenied) when calling the
        // PutObject operation: Access Denied"); a link to read more is none.
        const std::string_view rest = line.substr(at + phrase.size());
        for (std::size_t colon = rest.find(": "); colon != std::string_view::npos;
            colon = rest.find(": ", colon + 2)) {
            if (!rest.substr(colon + 2).starts_with("http"))
                return false;
        }
        return true;
    }
    return false;
}

bool quotesStderrBelow(std::string_view line)
{
    return line.find(", stderr: ") != std::string_view::npos
        && !withoutTrailingBlanks(line).ends_with(": unknown");
}

bool defersToAnInnerException(std::string_view line)
{
    std::string lower(line.substr(0, 2000));
    std::ranges::transform(lower, lower.begin(), TextSimilarity::asciiLower);
    return holdsAny(lower,
        {"see inner exception", "see the inner exception", "threw an exception.",
            "thrown by the target of an invocation"});
}

bool isGradleTaskFailure(std::string_view line)
{
    return line.find("Execution failed for task '") != std::string_view::npos;
}

bool reportsAFailedGradleBuild(std::string_view line)
{
    // Not when the reason follows on the same line, as pasted into one ("FAILURE: Build failed with
    // an exception. * What went wrong: … > SDK location not found.").
    if (line.find("> ") != std::string_view::npos)
        return false;
    // Flutter's report of the Gradle build it ran: "Gradle task assembleDebug failed with exit code 1".
    return isGradleTaskFailure(line)
        || holdsAny(line, {"FAILURE: Build failed with an exception", "BUILD FAILED in "})
        || (line.find("Gradle task ") != std::string_view::npos
            && line.find(" failed with exit code ") != std::string_view::npos);
}

bool statesGradlesReason(std::string_view line)
{
    return withoutIndent(line).starts_with("> ");
}

bool onlyThatAChildProcessFailed(std::string_view line)
{
    return line.find("returned non-zero exit status") != std::string_view::npos;
}

bool onlyThatAStepFailed(std::string_view line)
{
    std::size_t end = line.size();
    while (end > 0 && !isLetter(line[end - 1]) && line[end - 1] != '\'' && line[end - 1] != '"'
        && line[end - 1] != ')' && line[end - 1] != ']')
        --end;
    const std::string_view trimmed = line.substr(0, end);
    // pip's codes too: "error: metadata-generation-failed", "error: legacy-install-failure". Not
    // ssh's "Host key verification failed.": the check that failed is the error, not a step.
    const bool endsFailed = (trimmed.ends_with(" failed") || trimmed.ends_with(" FAILED")
                                || trimmed.ends_with("-failed") || trimmed.ends_with("-failure"))
        && !trimmed.ends_with("Host key verification failed");
    return endsFailed || onlyExitStatus(line) || onlyThatAWaitRanOut(line) || onlyThatRetriesRanOut(line)
        || onlyHowAUnitEnded(line) || onlyThatAnErrorOccurred(line) || defersToAnInnerException(line)
        || reportsAFailedGradleBuild(line) || onlyThatAChildProcessFailed(line)
        || onlyThatAUnitRestartedTooOften(line) || onlyThatTheRemoteWasUnreadable(line)
        || onlyThatARecipeFailed(line);
}

namespace {

/// Whether \a line ends with the " # timeout=N" Jenkins writes after a command it runs.
bool endsWithJenkinsTimeout(std::string_view line)
{
    const std::size_t end = withoutTrailingBlanks(line).size();
    std::size_t digits = end;
    while (digits > 0 && line[digits - 1] >= '0' && line[digits - 1] <= '9')
        --digits;
    constexpr std::string_view mark = " # timeout=";
    return digits < end && line.substr(0, digits).ends_with(mark);
}

} // namespace

bool isHeading(std::string_view line)
{
    std::size_t start = 0;
    while (start < line.size() && line[start] == ' ')
        ++start;
    std::size_t hashes = 0;
    while (start + hashes < line.size() && line[start + hashes] == '#')
        ++hashes;
    return hashes >= 1 && hashes <= 6 && start + hashes < line.size() && line[start + hashes] == ' ';
}

bool isShellCommand(std::string_view line)
{
    // Indented, as a terminal session pasted into an issue or a Markdown code block is.
    line = withoutIndent(line);
    // A bare prompt at the start: "$ " (sh, bash) or "% " (zsh, csh); root's "# " is left out, as it
    // also starts comments and Markdown headings.
    if (line.starts_with("$ ") || line.starts_with("% "))
        return true;
    // Jenkins' git plugin echoes each command it runs: " > git clean -fdx # timeout=10".
    if (line.starts_with("> ") && endsWithJenkinsTimeout(line))
        return true;
    // A shell tracing what it runs (`set -x`, as in Jenkins' sh steps): "+ aws ecr get-login-password",
    // "++ pwd" in a command substitution (not a diff's "+++ b/src/main.c"); a command starts with
    // a lowercase name or a path.
    const std::size_t traced = line.find_first_not_of('+');
    if (traced > 0 && traced <= 2 && traced + 1 < line.size() && line[traced] == ' '
        && ((line[traced + 1] >= 'a' && line[traced + 1] <= 'z') || line[traced + 1] == '/'
            || line[traced + 1] == '.'))
        return true;
    // user@host:path$ (bash's default), and PowerShell's "PS C:\path> ".
    const std::size_t end = std::min<std::size_t>(line.size(), 200);
    if (line.starts_with("PS ")) {
        const std::size_t gt = line.find("> ");
        return gt != std::string_view::npos && gt < end && line.find(":\\") < gt;
    }
    const std::size_t at = line.find('@');
    if (at == 0 || at == std::string_view::npos || at >= end)
        return false;
    for (std::size_t i = 0; i < at; ++i) {
        const char c = line[i];
        if (!isLetter(c) && !(c >= '0' && c <= '9') && c != '-' && c != '_' && c != '.')
            return false;
    }
    // zsh's default on macOS: "lea@mbp atlas % make dev", a host, a space, the folder's name.
    std::size_t host = at + 1;
    while (host < end && line[host] != ' ' && line[host] != ':')
        ++host;
    if (host < end && line[host] == ' ') {
        const std::size_t folderEnd = line.find(' ', host + 1);
        return folderEnd != std::string_view::npos && folderEnd + 2 < end && folderEnd > host + 1
            && (line[folderEnd + 1] == '%' || line[folderEnd + 1] == '$') && line[folderEnd + 2] == ' ';
    }
    const std::size_t colon = line.find(':', at);
    if (colon == std::string_view::npos || colon >= end)
        return false;
    for (std::size_t i = colon + 1; i + 1 < end; ++i) {
        if ((line[i] == '$' || line[i] == '#') && line[i + 1] == ' ')
            return true;
        if (line[i] == ' ')
            return false;
    }
    return false;
}

bool refersToAnErrorAbove(QStringView text)
{
    // Each phrase holds a letter the others' places are compared around: a "v" ("above",
    // "previous"), Flutter's capital "A". One pass over the text rather than one per phrase:
    // ranking asks this of every finding of every log.
    static constexpr std::u16string_view caseless[] = {u"the above error", u"the above exception",
        u"due to a previous exception", u"due to a previous error"};
    constexpr std::u16string_view flutter = u"Another exception was thrown:";
    const auto holdsAt = [&](qsizetype start, std::u16string_view phrase, bool anyCase) {
        if (start < 0 || start + qsizetype(phrase.size()) > text.size())
            return false;
        const QStringView part = text.sliced(start, qsizetype(phrase.size()));
        return anyCase ? containsAsciiCaseless(part, phrase) : part == QStringView(phrase);
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c == u'A' && holdsAt(i, flutter, false))
            return true;
        if ((c | 0x20) != u'v')
            continue;
        for (const std::u16string_view phrase : caseless) {
            if (holdsAt(i - qsizetype(phrase.find(u'v')), phrase, true))
                return true;
        }
    }
    return false;
}

bool isPersonalProse(std::string_view line)
{
    // "I" as a word of its own ("I was", "I'm", "I've"), not "I/O" or "I2C"; "my" and "My" as words.
    auto wordStart = [&](std::size_t at) { return at == 0 || line[at - 1] == ' ' || line[at - 1] == '('; };
    for (std::size_t at = line.find('I'); at != std::string_view::npos; at = line.find('I', at + 1)) {
        if (!wordStart(at) || at + 1 >= line.size())
            continue;
        const char next = line[at + 1];
        if (next == ' ' || (next == '\'' && at + 2 < line.size() && isLetter(line[at + 2])))
            return true;
    }
    for (std::string_view my : {std::string_view("my "), std::string_view("My ")}) {
        for (std::size_t at = line.find(my); at != std::string_view::npos; at = line.find(my, at + 1)) {
            if (wordStart(at))
                return true;
        }
    }
    // A Markdown list item quoting code ("- `localhost` instead of `postgres`: then it's `dial tcp
    // [::1]:5432: connect: connection refused`"): what the reporter tried, in their words.
    if (line.starts_with("- ") || line.starts_with("* ")) {
        const std::size_t open = line.find('`');
        return open != std::string_view::npos && line.find('`', open + 1) != std::string_view::npos;
    }
    return false;
}

bool continuesPersonalProse(std::string_view text, std::size_t lineStart)
{
    if (lineStart < 2 || lineStart > text.size() || text[lineStart - 1] != '\n' || lineStart == text.size()
        || text[lineStart] < 'a' || text[lineStart] > 'z')
        return false;
    const std::string_view above = TextUtil::lineBefore(text, lineStart);
    // "I" may be the last word, its verb on this line.
    const bool endsWithI = above == "I" || above.ends_with(" I");
    return !above.empty() && isLetter(above.back()) && (endsWithI || isPersonalProse(above));
}

} // namespace Faultline::OutcomeLine
