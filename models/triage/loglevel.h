// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: the level a log line states, read from the common formats. Asked for
// every hit line, hence inline and without allocation.

#include "textutil.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace Faultline::LogLevel {

enum class Level {
    None, // the line states no level (a stack frame, a compiler message, free text)
    Quiet, // TRACE, DEBUG, INFO, NOTICE and their spellings: normal work
    Warning,
    Error, // ERROR, FATAL, CRITICAL, PANIC …
};

namespace Detail {

constexpr bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

constexpr bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// isLetter() || isDigit(), in one lookup: levelOf() asks it for each byte of a line's head.
inline bool isAlnum(char c)
{
    static constexpr auto table = [] {
        std::array<bool, 256> t {};
        for (int b = 0; b < 256; ++b)
            t[std::size_t(b)] = isLetter(char(b)) || isDigit(char(b));
        return t;
    }();
    return table[static_cast<unsigned char>(c)];
}

/// The level a word names: spelt in upper case, capitalised ("Info", as Windows writes it) or, when
/// \a lowerAllowed (inside a level's brackets, after "level="), in lower case.
inline Level ofWord(std::string_view w, bool lowerAllowed)
{
    struct Entry
    {
        std::string_view upper, capital, lower;
        Level level;
    };
    static constexpr Entry table[] = {
        {"TRACE", "Trace", "trace", Level::Quiet},
        {"DEBUG", "Debug", "debug", Level::Quiet},
        {"DBG", "", "dbg", Level::Quiet},
        {"INFO", "Info", "info", Level::Quiet},
        {"INFORMATION", "Information", "information", Level::Quiet},
        {"NOTICE", "Notice", "notice", Level::Quiet},
        {"LOG", "", "", Level::Quiet}, // PostgreSQL's
        {"FINE", "", "", Level::Quiet},
        {"FINER", "", "", Level::Quiet},
        {"FINEST", "", "", Level::Quiet},
        {"VERBOSE", "Verbose", "verbose", Level::Quiet},
        {"CONFIG", "", "", Level::Quiet},
        {"WARN", "Warn", "warn", Level::Warning},
        {"WARNING", "Warning", "warning", Level::Warning},
        {"ERROR", "Error", "error", Level::Error},
        {"ERR", "", "err", Level::Error},
        {"FATAL", "Fatal", "fatal", Level::Error},
        {"CRITICAL", "Critical", "critical", Level::Error},
        {"CRIT", "", "crit", Level::Error},
        {"SEVERE", "", "", Level::Error},
        {"PANIC", "", "panic", Level::Error},
        {"EMERG", "", "emerg", Level::Error},
        {"ALERT", "", "alert", Level::Error},
    };
    // levelOf() asks for up to a dozen words of each hit line, most of them numbers, names and
    // words of the message: their length or first letter tells them from every spelling above
    // before the table is read.
    struct Bounds
    {
        std::size_t shortest = 64, longest = 0;
        std::array<bool, 256> first {}; // the first bytes of the spellings
    };
    static constexpr Bounds bounds = [] {
        Bounds b;
        for (const Entry &e : table) {
            for (std::string_view s : {e.upper, e.capital, e.lower}) {
                if (s.empty())
                    continue;
                if (s.size() != e.upper.size())
                    throw "a level's spellings must differ in case only"; // fails the build
                b.shortest = std::min(b.shortest, s.size());
                b.longest = std::max(b.longest, s.size());
                b.first[static_cast<unsigned char>(s[0])] = true;
            }
        }
        return b;
    }();
    if (w.size() < bounds.shortest || w.size() > bounds.longest
        || !bounds.first[static_cast<unsigned char>(w[0])])
        return Level::None;
    for (const Entry &e : table) {
        if (e.upper.size() != w.size()) // an entry's spellings differ in case only
            continue;
        if (w == e.upper || (!e.capital.empty() && w == e.capital)
            || (lowerAllowed && !e.lower.empty() && w == e.lower))
            return e.level;
    }
    return Level::None;
}

/// Whether the word [\a start, \a end) of \a line is glog's head: a level letter, a month and a
/// day ("I0303"), then a space and the time's digits. Not "E501 line too long" (flake8).
inline bool isGlogHead(std::string_view line, std::size_t start, std::size_t end)
{
    if (end - start != 5 || end + 1 >= line.size() || line[end] != ' ' || !isDigit(line[end + 1]))
        return false;
    const char level = line[start];
    if (level != 'I' && level != 'W' && level != 'E' && level != 'F')
        return false;
    for (std::size_t k = start + 1; k < end; ++k) {
        if (!isDigit(line[k]))
            return false;
    }
    const int month = (line[start + 1] - '0') * 10 + (line[start + 2] - '0');
    const int day = (line[start + 3] - '0') * 10 + (line[start + 4] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/// Whether \a line holds, from \a at, a logcat tag after the level's slash ("W/Unity   (12873): …" of
/// `logcat -v time` and `-v brief`, "E/AndroidRuntime: …" of `-v tag`): its name, then blanks, then
/// the process id in parentheses or a colon.
inline bool isLogcatTag(std::string_view line, std::size_t at)
{
    const std::size_t start = at;
    while (at < line.size()
        && (isAlnum(line[at]) || line[at] == '_' || line[at] == '.' || line[at] == '-' || line[at] == '$'))
        ++at;
    if (at == start)
        return false;
    while (at < line.size() && line[at] == ' ')
        ++at;
    return at < line.size() && (line[at] == '(' || line[at] == ':');
}

/// Whether the one letter at \a at of \a line is where logcat states a level: between the thread
/// id and the tag ("1702  2395 I Tag: …", \a afterDigits), or before the tag's slash, first on the
/// line (\a first) or after the time ("01-21 18:41:54.930 W/Unity   (12873): …").
inline bool isLogcatLevel(std::string_view line, std::size_t at, bool first, bool afterDigits)
{
    const char before = at > 0 ? line[at - 1] : ' ';
    const char after = at + 1 < line.size() ? line[at + 1] : ' ';
    if (afterDigits && before == ' ' && after == ' ')
        return true;
    return after == '/' && (first || (afterDigits && before == ' ')) && isLogcatTag(line, at + 2);
}

/// Whether \a rest, what follows a logcat level letter, names a tag that carries a program's printed
/// output ("/flutter (9412): …", "/System.err: …", " flutter : …").
inline bool isPrintTag(std::string_view rest)
{
    if (rest.empty() || (rest[0] != '/' && rest[0] != ' '))
        return false;
    rest.remove_prefix(1);
    while (!rest.empty() && rest[0] == ' ')
        rest.remove_prefix(1);
    for (const std::string_view tag :
        {std::string_view("flutter"), std::string_view("System.out"), std::string_view("System.err")}) {
        if (rest.starts_with(tag) && rest.size() > tag.size()
            && (rest[tag.size()] == ' ' || rest[tag.size()] == '(' || rest[tag.size()] == ':'))
            return true;
    }
    return false;
}

/// Android logcat's one-letter level between the thread id and the tag ("1702  2395 I Tag: …").
inline Level ofLetter(char c)
{
    switch (c) {
    case 'V':
    case 'D':
    case 'I':
        return Level::Quiet;
    case 'W':
        return Level::Warning;
    case 'E':
    case 'F':
    case 'A':
        return Level::Error;
    default:
        return Level::None;
    }
}

/// Whether \a head is dmesg's time since boot: "[ 7384.120931]".
inline bool isDmesgTime(std::string_view head)
{
    if (head.size() < 4 || head.front() != '[' || head.back() != ']')
        return false;
    head = head.substr(1, head.size() - 2);
    return head.find('.') != std::string_view::npos
        && std::all_of(head.begin(), head.end(), [](char c) { return c == ' ' || c == '.' || isDigit(c); });
}

/// Whether the word at \a start of \a line comes right after dmesg's time since boot, at the start
/// of the line or after a syslog prefix ("kernel: [ 7384.120931] INFO: task …").
inline bool afterDmesgTime(std::string_view line, std::size_t start)
{
    if (start < 2 || line[start - 2] != ']')
        return false;
    const std::size_t open = line.rfind('[', start - 2);
    return open != std::string_view::npos && isDmesgTime(line.substr(open, start - 1 - open));
}

/// Whether \a text starts with git's (or a CI runner's) report of where HEAD is.
inline bool isGitHeadReport(std::string_view text)
{
    return text.starts_with("HEAD is now at ") || text.starts_with("You are in 'detached HEAD' state")
        || text.starts_with("HEAD detached at ")
        || (text.starts_with("Checking out ") && text.find(" as detached HEAD") != std::string_view::npos);
}

/// Whether \a text starts with Docker's progress of one layer of a push or a pull ("5f70bf18a086:
/// Layer already exists", "a1b2c3d4e5f6: Pull complete"): a layer's id of twelve hex digits and
/// its state.
inline bool isDockerLayerStatus(std::string_view text)
{
    if (text.size() < 14 || text.substr(12, 2) != ": "
        || !std::all_of(
            text.begin(), text.begin() + 12, [](char c) { return isDigit(c) || (c >= 'a' && c <= 'f'); }))
        return false;
    const std::string_view state = text.substr(14);
    for (std::string_view s :
        {"Layer already exists", "Already exists", "Pull complete", "Pushed", "Preparing", "Waiting",
            "Download complete", "Verifying Checksum", "Pulling fs layer", "Mounted from "}) {
        if (state.starts_with(s))
            return true;
    }
    return false;
}

/// Whether \a head (a line's first bytes) names a warning class the way a runtime prints a
/// warning, before its message: Node's "(node:48211) [DEP0040] DeprecationWarning: The `punycode`
/// module is deprecated.", Python's "…/torch/utils/data.py:558: UserWarning: This DataLoader …"
/// (after a path of any length). The class is a capitalised word ending in "Warning" followed by
/// ": ", at the line's start or after a space.
inline bool namesAWarningClass(std::string_view head)
{
    constexpr std::string_view tail = "Warning: ";
    for (std::size_t at = head.find(tail); at != std::string_view::npos; at = head.find(tail, at + 1)) {
        std::size_t start = at;
        while (start > 0 && isAlnum(head[start - 1]))
            --start;
        if (at > start && head[start] >= 'A' && head[start] <= 'Z' && (start == 0 || head[start - 1] == ' '))
            return true;
    }
    return false;
}

/// The level the head of \a line states at \a i, its first byte after the indent, in the formats
/// whose level comes first: glog's letter with the month and day ("I0303 06:06:55.526459 …"),
/// syslog's priority ("<6>"), Gradle's progress ("> Task :app:compileJava": quiet unless FAILED).
inline std::optional<Level> levelOfTheHead(std::string_view line, std::size_t i)
{
    if (line.size() >= i + 6 && isDigit(line[i + 1]) && isDigit(line[i + 4]) && line[i + 5] == ' '
        && isDigit(line[i + 2]) && isDigit(line[i + 3])
        && (line[i] == 'I' || line[i] == 'W' || line[i] == 'E' || line[i] == 'F'))
        return ofLetter(line[i]);
    // "> Task :app:checkKotlinGradlePluginConfigurationErrors" names a task Gradle runs, whatever
    // words its name holds.
    if (line.substr(i).starts_with("> Task :") && line.find(" FAILED") == std::string_view::npos)
        return Level::Quiet;
    if (line.size() >= i + 3 && line[i] == '<' && isDigit(line[i + 1]) && line[i + 2] == '>') {
        const int severity = (line[i + 1] - '0') % 8;
        return severity <= 3 ? Level::Error : severity == 4 ? Level::Warning : Level::Quiet;
    }
    return std::nullopt;
}

/// Whether \a rest, what follows a word "e" or "w", makes it the Kotlin compiler's level before the
/// file it reports on: ": /home/…/Main.kt: (12, 5): …", ": file:///…/Main.kt:12:5 …", ": C:\\…".
inline bool isKotlinCompilerLevel(std::string_view rest)
{
    if (!rest.starts_with(": "))
        return false;
    rest.remove_prefix(2);
    return rest.starts_with('/') || rest.starts_with("file:")
        || (rest.size() > 2 && isLetter(rest[0]) && rest[1] == ':' && rest[2] == '\\');
}

/// Whether the \a words-th word of \a line, [\a start, \a end), heads a routine report that
/// words of errors would be read in: a Kubernetes event of the Normal kind, where git left HEAD, a
/// Docker layer's progress, nvidia-smi's table head.
inline bool headsARoutineReport(std::string_view line, std::size_t start, std::size_t end, int words)
{
    const std::string_view word = line.substr(start, end - start);
    const char before = start > 0 ? line[start - 1] : ' ';
    const char after = end < line.size() ? line[end] : ' ';
    if (words == 0 && word == "Normal") // a Kubernetes event of the normal kind
        return true;
    // Where git left HEAD after a checkout or a reset, in every CI job's checkout step ("HEAD is
    // now at 83e1c0f Merge …", the advice "You are in 'detached HEAD' state.", GitLab's
    // "Checking out 5a7e02c1 as detached HEAD"): records of lost work and of a detached HEAD
    // match them, but they report nothing wrong.
    if ((word == "HEAD" || word == "You" || word == "Checking") && isGitHeadReport(line.substr(start)))
        return true;
    // Docker's progress of a layer: "Layer already exists" is how a push skips what the registry
    // has.
    if (word.size() == 12 && after == ':' && isDockerLayerStatus(line.substr(start)))
        return true;
    // nvidia-smi's table heads its report of the driver with "| NVIDIA-SMI 550.120  Driver
    // Version: 550.120  CUDA Version: 12.4 |": versions, which records of a driver too old read
    // as their error. Bug reports paste it with every GPU problem.
    return words == 0 && word == "NVIDIA" && line.substr(end).starts_with("-SMI ") && before == ' '
        && start >= 2 && line[start - 2] == '|';
}

} // namespace Detail

/**
 * The level \a line states, from the formats developers meet: syslog and journald text, log4j /
 * logback / java.util.logging, Python logging ("INFO:root:" or "- INFO -"), Go's log/slog
 * ("level=info"), JSON logs ("level":"info"), Rust `tracing`, glog ("I1125 10:00:00.1 …"), Android
 * logcat ("… 1702  2395 I Tag:"), Windows CBS ("…, Info  CBS"), Apache ("[core:notice]") and nginx
 * ("[notice]"), Kubernetes events ("Normal  Scheduled …", "Warning  BackOff …").
 *
 * Only the line's head is read (its first 160 bytes, at most 12 words besides numbers): the level
 * comes before the message, and a message saying "see the INFO below" must not lower its line. The
 * numbers of timestamps and process ids are not the message: journald's prefix and slog's own
 * timestamp put "level=WARN" after twenty of them.
 */
inline Level levelOf(std::string_view line)
{
    using namespace Detail;
    line = line.substr(0, 160);
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    if (const std::optional<Level> head = levelOfTheHead(line, i))
        return *head;
    bool afterDigits = false; // the previous word was a number (logcat's pid and tid)
    std::string_view previous;
    for (int words = 0, named = 0; named < 12 && i < line.size(); ++words) {
        while (i < line.size() && !isAlnum(line[i]))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && isAlnum(line[i]))
            ++i;
        if (start == i)
            break;
        const std::string_view word = line.substr(start, i - start);
        if (!std::all_of(word.begin(), word.end(), isDigit))
            ++named;
        const char before = start > 0 ? line[start - 1] : ' ';
        const char after = i < line.size() ? line[i] : ' ';
        // glog (klog) after a syslog or journald prefix: "kubelet[1123]: I0303 06:06:55.526459 …".
        if (isGlogHead(line, start, i))
            return ofLetter(word[0]);
        // Not the level of a tag that only carries what a program printed: Flutter's "I/flutter"
        // holds the app's print() and the framework's reports of its exceptions alike ("I/flutter
        // (9412): ══╡ EXCEPTION CAUGHT BY WIDGETS LIBRARY ╞══"), Java's "I/System.out" and
        // "W/System.err" what went to standard output and a printed stack trace. The message
        // states its own level, or none.
        if (word.size() == 1 && isLogcatLevel(line, start, words == 0, afterDigits)) {
            if (isPrintTag(line.substr(i))) {
                i = line.find_first_of("(:", i); // past the tag: "err" is no level here
                continue;
            }
            const Level l = ofLetter(word[0]);
            if (l != Level::None)
                return l;
        }
        // Lower case only where the format marks a level: "[info]", "[core:info]", "<info>",
        // "level=info", "\"level\":\"info\"", "severity=info".
        const bool marked = before == '[' || before == '<' || before == '=' || before == '"'
            || (before == ':' && after == ']') || before == '|';
        if (headsARoutineReport(line, start, i, words))
            return Level::Quiet;
        // The Kotlin compiler's "e: " and "w: " before the file it reports on, as Gradle prints them.
        if (word.size() == 1 && (word[0] == 'e' || word[0] == 'w') && isKotlinCompilerLevel(line.substr(i)))
            return word[0] == 'e' ? Level::Error : Level::Warning;
        const Level level = ofWord(word, marked);
        // The kernel heads its reports of a hung task or a stalled CPU with "INFO:" and logs them
        // at the error priority: "kernel: INFO: task rsync:48214 blocked for more than 120 seconds."
        // (syslog, journald), "[ 7384.120931] INFO: task …" (dmesg, kern.log).
        const bool kernelReport
            = word == "INFO" && after == ':' && (previous == "kernel" || afterDmesgTime(line, start));
        if (level != Level::None && after != '(' && after != '.' && !kernelReport)
            return level;
        // A compiler's or git's "error:" / "warning:" ("remote: error: GH001 …") before any level.
        if (after == ':') {
            const Level prefix = ofWord(word, true);
            if (prefix == Level::Error || prefix == Level::Warning)
                return prefix;
        }
        afterDigits = isDigit(word.front()) && isDigit(word.back());
        previous = word;
    }
    // A warning class a runtime names, when no level was found before it.
    return namesAWarningClass(line) ? Level::Warning : Level::None;
}

/**
 * Whether \a line is a Kubernetes event of the Warning type, as `kubectl describe` ("  Warning
 * FailedScheduling  2m  default-scheduler  0/5 nodes are available …") and `kubectl get events`
 * ("5m14s  Warning  BackOff  pod/web-7c9f  Back-off restarting …") print it: "Warning" as the first
 * or second word, then a reason in CamelCase. Events have two types, Normal and Warning; a Warning
 * event is how Kubernetes reports that something failed.
 */
inline bool isKubernetesWarningEvent(std::string_view line)
{
    using namespace Detail;
    line = line.substr(0, 120);
    auto blank = [&](std::size_t at) { return at < line.size() && (line[at] == ' ' || line[at] == '\t'); };
    std::size_t i = 0;
    for (int word = 0; word < 2; ++word) {
        while (blank(i))
            ++i;
        if (line.substr(i, 7) == "Warning" && blank(i + 7)) {
            std::size_t r = i + 7;
            while (blank(r))
                ++r;
            const std::size_t start = r;
            while (r < line.size() && isAlnum(line[r]))
                ++r;
            // A reason: one CamelCase word ("Failed", "BackOff", "FailedMount"), then spaces.
            return r > start + 1 && line[start] >= 'A' && line[start] <= 'Z' && line[start + 1] >= 'a'
                && line[start + 1] <= 'z' && blank(r);
        }
        while (i < line.size() && !blank(i))
            ++i;
    }
    return false;
}

/// Whether \a line is git's report of a ref a push could not update, its reason in parentheses:
/// " ! [rejected]        main -> main (fetch first)", " ! [remote rejected] HEAD -> main (shallow
/// update not allowed)". The "error: failed to push some refs" below it is only the summary.
inline bool isRejectedRef(std::string_view line)
{
    const std::size_t mark = line.substr(0, 80).find("! [");
    if (mark == std::string_view::npos)
        return false;
    const std::string_view status = line.substr(mark + 3, 20);
    return status.starts_with("rejected]") || status.starts_with("remote rejected]");
}

/// Whether \a line is the Go toolchain's report of a problem in a source file, which fails the
/// build or the vet: "./main.go:5:2: \"os\" imported and not used", "internal/quote/surcharge.go:9:2:
/// undefined: round" (the path without blanks, then its line and column). A panic's frames
/// ("\t/app/main.go:42 +0x1d") and a test's log ("    x_test.go:42: got 3") state no column.
inline bool isGoCompilerDiagnostic(std::string_view line)
{
    std::size_t start = 0;
    while (start < line.size() && line[start] == ' ')
        ++start;
    // Within the line's head: a hit's line may be 100 KB long.
    const std::size_t go = line.substr(0, start + 204).find(".go:", start);
    if (go == std::string_view::npos || go == start || go > start + 200
        || line.substr(start, go - start).find_first_of(" \t") != std::string_view::npos)
        return false;
    std::size_t i = go + 4;
    auto digits = [&] {
        const std::size_t from = i;
        while (i < line.size() && Detail::isDigit(line[i]))
            ++i;
        return i > from;
    };
    if (!digits() || i >= line.size() || line[i] != ':')
        return false;
    ++i;
    return digits() && line.substr(i).starts_with(": ") && i + 2 < line.size();
}

/// Whether \a line is the go command's report that it could not load a package, which names no
/// file position and no word of error: "found packages main (main.go) and seed (seed.go) in
/// /src/cmd/api", "no Go files in /src/tools", "no required module provides package
/// example.com/x; to add it: …", "build constraints exclude all Go files in /src/win", "package
/// crypto/ecdh is not in std (…)". The build stops on it.
inline bool isGoPackageLoadError(std::string_view line)
{
    // Asked of every hit's line without a level: one look for a rare byte pair first ("kage" of
    // "package", "Go f" of "Go files"), within the head where the go command starts its report.
    const std::string_view head = line.substr(0, 160);
    if (head.find("kage") == std::string_view::npos && head.find("Go files in ") == std::string_view::npos)
        return false;
    for (std::string_view phrase : {std::string_view("found packages "), std::string_view("no Go files in "),
             std::string_view("no required module provides package "),
             std::string_view("build constraints exclude all Go files in ")}) {
        const std::size_t at = head.find(phrase);
        // At the line's start, or after the package it loaded ("package .: ", "cmd/api: ").
        if (at != std::string_view::npos
            && (head.substr(0, at).find_first_not_of(" \t") == std::string_view::npos
                || head.substr(0, at).ends_with(": ")))
            return true;
    }
    const std::size_t notInStd = head.find(" is not in std");
    return notInStd != std::string_view::npos && head.substr(0, notInStd).starts_with("package ");
}

/// Whether \a line is the Kotlin compiler's report of an error in a file, as Gradle prints it, alone
/// or after a CI runner's timestamp: "e: file:///…/Main.kt:12:5 Unresolved reference: foo",
/// "e: /…/kotlin-stdlib.jar!/META-INF/….kotlin_module: Module was compiled with an incompatible
/// version of Kotlin". The build fails on it.
inline bool isKotlinCompilerError(std::string_view line)
{
    const std::size_t at = line.substr(0, 48).find("e: ");
    if (at == std::string_view::npos)
        return false;
    for (std::size_t i = 0; i < at; ++i) {
        const char c = line[i];
        if (!Detail::isDigit(c) && c != ' ' && c != '\t' && c != '-' && c != ':' && c != '.' && c != 'T'
            && c != 'Z')
            return false;
    }
    return (at == 0 || line[at - 1] == ' ' || line[at - 1] == '\t')
        && Detail::isKotlinCompilerLevel(line.substr(at + 1));
}

/// Whether \a text mentions trouble ("Exception for …", "Diagnostics report …: Container killed"),
/// ignoring case: a routine line like that may carry a stack trace or a report on the lines below.
inline bool mentionsTrouble(std::string_view text)
{
    static constexpr std::string_view words[] = {"exception", "error", "killed", "fail", "diagnostic"};
    for (std::string_view w : words) {
        for (std::size_t i = 0; i + w.size() <= text.size(); ++i) {
            std::size_t k = 0;
            while (k < w.size() && TextUtil::asciiLower(static_cast<unsigned char>(text[i + k])) == w[k])
                ++k;
            if (k == w.size())
                return true;
        }
    }
    return false;
}

/**
 * Whether the line starting at \a start of \a block continues a routine record: it states no level
 * itself, and the nearest line above that states one (at most 8 lines up: indented stack frames
 * and at most two other lines between) is routine and mentions trouble. The stack trace an INFO line logs
 * ("INFO DataNode: Exception for blk_…" then "java.io.IOException: Premature EOF"), or a report it carries
 * on, is routine as well; a traceback after a plain INFO line ("Starting server") is not.
 */
inline bool continuesRoutine(std::string_view block, std::size_t start)
{
    int unindented = 0; // lines above that state no level and are no stack frame: at most two
    for (int up = 0; up < 8 && start > 0; ++up) {
        const std::size_t end = start - 1; // the newline ending the line above
        start = TextUtil::startOfLineBefore(block, start);
        const std::string_view above = block.substr(start, end - start);
        if (!above.empty() && (above[0] == ' ' || above[0] == '\t'))
            continue; // a stack frame
        const Level level = levelOf(above);
        if (level != Level::None)
            return level == Level::Quiet && mentionsTrouble(above.substr(0, 400));
        if (++unindented > 2)
            return false;
    }
    return false;
}

} // namespace Faultline::LogLevel
