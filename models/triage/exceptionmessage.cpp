// SPDX-License-Identifier: MIT
#include "exceptionmessage.h"

#include "loglevel.h"
#include "textsimilarity.h"
#include "textutil.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace Faultline::ExceptionMessage {

namespace {

/// An exception's message is rarely longer than this many lines.
constexpr int maxMessageLines = 6;

/// How many blanks \a line starts with.
std::size_t indentOf(std::string_view line)
{
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    return i;
}

std::string_view trimmed(std::string_view line)
{
    line.remove_prefix(indentOf(line));
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r'))
        line.remove_suffix(1);
    return line;
}

/// Whether \a text, without its indent, heads a frame of a stack trace: "at Foo.Bar()" (.NET,
/// Java, JavaScript), `File "x.py", line 3` (Python).
bool headsAFrame(std::string_view text)
{
    return text.starts_with("at ") || text.starts_with("File \"");
}

/// Whether \a line is a frame of a stack trace: "   at Foo.Bar()", `  File "x.py", line 3`, .NET's
/// "--- End of stack trace …".
bool isStackFrame(std::string_view line)
{
    const std::string_view text = trimmed(line);
    return headsAFrame(text) || text.starts_with("--- End of") || text.starts_with("... ");
}

/// \a head, the text before an exception's ": ", without the error code .NET puts after the class
/// ("SocketException (13)"); nothing when it ends in a parenthesis that opens no such code.
std::optional<std::string_view> withoutErrorCode(std::string_view head)
{
    if (!head.ends_with(')'))
        return head;
    const std::size_t open = head.rfind(" (");
    if (open == std::string_view::npos)
        return std::nullopt;
    return head.substr(0, open);
}

/// Whether \a name, a class's own name without its namespace, is an exception's or an error's:
/// "SocketException", "KeyError"; not "Error" alone, nor a field ("lastError").
bool isExceptionClass(std::string_view name)
{
    return name.size() > std::string_view("Error").size() && name[0] >= 'A' && name[0] <= 'Z'
        && (name.ends_with("Exception") || name.ends_with("Error"));
}

/// Whether \a name, after a module's dot, is a class named in CamelCase as Python libraries name
/// exceptions without "Error" ("pyarrow.lib.ArrowInvalid", "requests.exceptions.ConnectTimeout"):
/// capital first, another capital after a small letter.
bool isModuleClass(std::string_view name)
{
    if (name.size() < 6 || name[0] < 'A' || name[0] > 'Z')
        return false;
    for (std::size_t i = 1; i + 1 < name.size(); ++i) {
        if (name[i] >= 'a' && name[i] <= 'z' && name[i + 1] >= 'A' && name[i + 1] <= 'Z')
            return true;
    }
    return false;
}

/// Whether \a text is an exception's class with its namespace or outer classes, parted by any of
/// \a separators: "System.Net.Sockets.SocketException", "Outer$InnerError".
bool isQualifiedExceptionClass(std::string_view text, std::string_view separators)
{
    const bool qualified = !text.empty() && std::all_of(text.begin(), text.end(), [&](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
            || separators.find(c) != std::string_view::npos;
    });
    const std::size_t last = text.find_last_of(separators);
    return qualified && isExceptionClass(last == std::string_view::npos ? text : text.substr(last + 1));
}

/// Whether \a line states an exception with its message, as a runtime prints one:
/// "System.InvalidOperationException: The LINQ expression …", "java.io.IOException: …", an inner
/// exception " ---> System.Net.Sockets.SocketException (111): Connection refused", a Java
/// "Caused by: …".
bool statesException(std::string_view line)
{
    std::string_view head = trimmed(line);
    for (std::string_view lead : {std::string_view("---> "), std::string_view("Caused by: ")}) {
        if (head.starts_with(lead))
            head.remove_prefix(lead.size());
    }
    const std::size_t colon = head.find(": ");
    if (colon == std::string_view::npos)
        return false;
    const std::optional<std::string_view> withoutCode = withoutErrorCode(head.substr(0, colon));
    if (!withoutCode)
        return false;
    head = *withoutCode;
    // A class's name: "System.Net.Sockets.SocketException", "Outer$InnerError"; not a line of
    // code that mentions one (`log.error(f"UploadError: {e}")`), nor a field of a dump
    // ("onError: continue", "lastError: …"): the class's own name starts with a capital.
    return isQualifiedExceptionClass(head, ".$");
}

/// What the program wrote on \a line: without a CI runner's timestamp and Compose's service name.
std::string_view written(std::string_view line)
{
    return withoutServiceName(withoutRunnerTimestamp(line));
}

/// The line below \a line of \a block (both views of it), without its line end; none past the
/// block's end.
std::optional<std::string_view> lineBelow(std::string_view block, std::string_view line)
{
    std::size_t at = std::size_t(line.data() - block.data()) + line.size();
    if (at >= block.size())
        return std::nullopt;
    ++at; // the line end
    return block.substr(at, std::min(block.find('\n', at), block.size()) - at);
}

} // namespace

std::string_view withoutRunnerTimestamp(std::string_view line)
{
    // "YYYY-MM-DDTHH:MM:SS", a fraction, "Z", one blank.
    constexpr std::string_view shape = "dddd-dd-ddTdd:dd:dd";
    if (line.size() <= shape.size())
        return line;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        const bool digit = line[i] >= '0' && line[i] <= '9';
        if (shape[i] == 'd' ? !digit : line[i] != shape[i])
            return line;
    }
    std::size_t at = shape.size();
    if (line[at] == '.') {
        ++at;
        while (at < line.size() && line[at] >= '0' && line[at] <= '9')
            ++at;
    }
    if (at + 1 >= line.size() || line[at] != 'Z' || line[at + 1] != ' ')
        return line;
    line.remove_prefix(at + 2);
    // GitLab's stream and whether the line goes on the last: "00O ", "01E ", "00O+".
    const bool stream = line.size() > 3 && line[0] >= '0' && line[0] <= '9' && line[1] >= '0'
        && line[1] <= '9' && (line[2] == 'O' || line[2] == 'E');
    if (stream && (line[3] == ' ' || line[3] == '+'))
        line.remove_prefix(line.size() > 4 && line[3] == '+' && line[4] == ' ' ? 5 : 4);
    return line;
}

std::string_view withoutServiceName(std::string_view line)
{
    std::size_t at = 0;
    while (at < line.size()
        && ((line[at] >= 'a' && line[at] <= 'z') || (line[at] >= 'A' && line[at] <= 'Z')
            || (line[at] >= '0' && line[at] <= '9') || line[at] == '-' || line[at] == '_' || line[at] == '.'))
        ++at;
    if (at == 0 || at >= line.size() || line[at] != ' ')
        return line;
    while (at < line.size() && line[at] == ' ')
        ++at;
    if (at + 1 >= line.size() || line[at] != '|' || line[at + 1] != ' ')
        return line;
    return line.substr(at + 2);
}

namespace {

/// The name \a text says "is not defined" of ("process" of "ReferenceError: process is not
/// defined", "x" of "NameError: name 'x' is not defined"), without its quotes; empty when none.
std::string_view undefinedName(std::string_view text)
{
    constexpr std::string_view phrase = " is not defined";
    const std::size_t at = text.find(phrase);
    if (at == std::string_view::npos)
        return {};
    std::size_t end = at;
    if (end > 0 && (text[end - 1] == '\'' || text[end - 1] == '"' || text[end - 1] == '`'))
        --end;
    std::size_t start = end;
    while (start > 0
        && (std::isalnum(static_cast<unsigned char>(text[start - 1])) || text[start - 1] == '_'
            || text[start - 1] == '$' || text[start - 1] == '.' || text[start - 1] == '<'
            || text[start - 1] == '>' || text[start - 1] == '|'))
        --start;
    return text.substr(start, end - start);
}

} // namespace

bool statesAnotherUndefinedName(std::string_view signature, std::string_view line)
{
    const std::string_view stated = undefinedName(signature), lines = undefinedName(line);
    // A placeholder ("<name> is not defined", "<window|document> is not defined") stands for any
    // name, or for several.
    if (stated.empty() || lines.empty() || stated.find('<') != std::string_view::npos)
        return false;
    return stated != lines;
}

std::pair<std::string_view, std::string_view> statedException(std::string_view line)
{
    // Dart prints a StateError as "Bad state: <message>", after whatever logged it ("Unhandled
    // Exception: Bad state: No element").
    constexpr std::string_view dartState = "Bad state: ";
    if (const std::size_t state = line.find(dartState); state != std::string_view::npos)
        return {dartState.substr(0, dartState.size() - 2), trimmed(line.substr(state + dartState.size()))};
    // The first ": " after a class: a logger's prefix may end in one too ("Oct 24 19:02:12 relay-02
    // relayhub[1187]:       System.InvalidOperationException: …"). Each ": " is looked at with the
    // text since the one before (a class and its error code hold none), so that a long line of
    // many costs one pass.
    std::size_t segment = 0;
    for (std::size_t colon = line.find(": "); colon != std::string_view::npos;
        segment = colon + 2, colon = line.find(": ", colon + 2)) {
        const std::optional<std::string_view> withoutCode
            = withoutErrorCode(line.substr(segment, colon - segment));
        if (!withoutCode)
            continue;
        const std::string_view head = *withoutCode;
        std::size_t start = head.size();
        while (start > 0) {
            const char c = head[start - 1];
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
                break;
            --start;
        }
        const std::string_view name = head.substr(start);
        if (isExceptionClass(name) || (start > 0 && head[start - 1] == '.' && isModuleClass(name)))
            return {name, trimmed(line.substr(colon + 2))};
    }
    return {};
}

bool namesOnlyAClass(std::string_view line)
{
    // PHP's namespaces are parted by backslashes: "Illuminate\\Database\\QueryException".
    return isQualifiedExceptionClass(trimmed(line), ".$\\");
}

bool statesAnotherMessage(std::string_view signature, std::string_view line)
{
    const auto [signatureClass, signatureMessage] = statedException(signature);
    const auto [lineClass, lineMessage] = statedException(line);
    if (signatureClass.empty() || signatureClass != lineClass)
        return false;
    // A word of the signature's message, of four letters or more, anywhere in the line's words run
    // together: "RoPE scaling configuration is invalid" shares "rope" with "`rope_scaling` must be …".
    // Not a word of a value the signature quotes or leaves open ("KeyError: 'name'", "<path>"): any
    // key, path or name takes its place.
    const std::string written = TextSimilarity::compactWords(lineMessage);
    if (written.empty())
        return false;
    constexpr std::size_t minWord = 4;
    std::string word;
    bool anyWord = false;
    char closing = 0; // the quote or bracket that ends the value being read, if any
    for (std::size_t i = 0; i <= signatureMessage.size(); ++i) {
        const char c = i < signatureMessage.size() ? signatureMessage[i] : ' ';
        if (closing) {
            if (c == closing)
                closing = 0;
            continue;
        }
        const bool apostrophe = c == '\'' && !word.empty() && i + 1 < signatureMessage.size()
            && TextSimilarity::isWordByte(signatureMessage[i + 1]);
        if (!apostrophe && (c == '\'' || c == '"' || c == '`' || c == '<')) {
            closing = c == '<' ? '>' : c;
            word.clear();
            continue;
        }
        if (TextSimilarity::isWordByte(c)) {
            word.push_back(TextSimilarity::asciiLower(c));
            continue;
        }
        if (apostrophe)
            continue; // "Can't": one word
        if (word.size() >= minWord) {
            anyWord = true;
            if (written.find(word) != std::string::npos)
                return false;
        }
        word.clear();
    }
    return anyWord;
}

bool namesOnlyItsClass(std::string_view line)
{
    std::string_view text = trimmed(withoutRunnerTimestamp(line));
    if (!text.ends_with(':'))
        return false;
    text.remove_suffix(1);
    const bool oneName = !text.empty() && std::ranges::all_of(text, [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'
            || c == '.' || c == '$';
    });
    return oneName && (text.ends_with("Error") || text.ends_with("Exception"));
}

bool isTraceSource(std::string_view block, std::string_view line)
{
    const std::string_view text = written(line);
    if (indentOf(text) == 0)
        return false;
    if (headsAFrame(trimmed(text)))
        return true;
    const std::string_view above
        = written(TextUtil::lineBefore(block, std::size_t(line.data() - block.data())));
    return indentOf(above) > 0 && trimmed(above).starts_with("File \"");
}

/// Whether \a line is the message of a Rust panic stated on the line above, \a above (trimmed, ending in
/// a colon): since Rust 1.73 "thread 'main' panicked at src/main.rs:4:5:" and then, at the margin,
/// "called `Option::unwrap()` on a `None` value". A prefix both lines share (a Compose service's
/// "ingest-1  | ") does not matter.
bool followsAPanic(std::string_view above)
{
    return above.find("' panicked at ") != std::string_view::npos;
}

/// Whether \a line goes on with the message of an exception stated on the line above, \a above
/// (trimmed, ending in a colon), at the margin: Spring's "java.lang.IllegalStateException: Logback
/// configuration error detected: " and then the error it detected.
bool continuesAnOpenMessage(std::string_view above, std::string_view line)
{
    // Or its class alone with the colon, the message all below it (PyTorch's "RuntimeError:", then
    // "The detected CUDA version (12.4) mismatches the version that was used to compile").
    return !isStackFrame(line) && !statesException(line)
        && (statesException(above) || namesOnlyItsClass(above));
}

/// Whether \a line is the message of a Flutter error report, below its "The following assertion was
/// thrown while finalizing the widget tree:" ("… _TypeError was thrown building …:"), \a above
/// (trimmed, ending in a colon), with whatever prefix a device log gives both lines ("E/flutter
/// (22418): ").
bool followsAFlutterReport(std::string_view above)
{
    const std::size_t following = above.find("The following ");
    return following != std::string_view::npos
        && above.find(" was thrown", following) != std::string_view::npos;
}

int linesBelowException(std::string_view block, std::string_view line)
{
    // A message stated below the line that heads it, which ends in a colon.
    if (!trimmed(line).empty()) {
        const std::string_view above
            = trimmed(TextUtil::lineBefore(block, std::size_t(line.data() - block.data())));
        if (above.ends_with(':')
            && (followsAPanic(above) || followsAFlutterReport(above) || continuesAnOpenMessage(above, line)))
            return 1;
    }
    const std::size_t indent = indentOf(line);
    if (indent == 0 || isStackFrame(line) || statesException(line))
        return 0;
    std::size_t start = std::size_t(line.data() - block.data());
    for (int back = 1; back <= maxMessageLines && start > 0; ++back) {
        const std::size_t end = start - 1; // the newline before
        start = TextUtil::startOfLineBefore(block, start);
        const std::string_view previous = block.substr(start, end - start);
        if (trimmed(previous).empty() || isStackFrame(previous) || indentOf(previous) > indent)
            return 0;
        if (statesException(previous))
            return back;
        if (indentOf(previous) == 0)
            return 0;
    }
    return 0;
}

bool workWentOnAfter(std::string_view block, std::string_view line)
{
    if (line.empty() || indentOf(line) > 0 || !statesException(line)
        || std::size_t(line.data() - block.data()) >= block.size())
        return false;
    constexpr int linesToRead = 3;
    std::optional<std::string_view> next = line;
    for (int read = 0; read < linesToRead && (next = lineBelow(block, *next)); ++read) {
        if (trimmed(*next).empty())
            continue;
        // Or another traceback begins: the program caught this one, printed it and served what
        // came next (not "During handling of the above exception …", which chains the two).
        return next->find("100%|") != std::string_view::npos
            || LogLevel::levelOf(*next) == LogLevel::Level::Quiet || headsATraceback(*next);
    }
    return false;
}

bool headsAGoCrash(std::string_view block, std::string_view line)
{
    const std::string_view head = written(line);
    if ((!head.starts_with("panic: ") && !head.starts_with("fatal error: "))
        || std::size_t(line.data() - block.data()) >= block.size())
        return false;
    constexpr int linesToRead = 4; // a panic's message may run over a line or two
    std::optional<std::string_view> below = line;
    for (int read = 0; read < linesToRead && (below = lineBelow(block, *below)); ++read) {
        const std::string_view next = written(*below);
        if (next.starts_with("[signal ") || next.starts_with("runtime stack:"))
            return true;
        if (next.starts_with("goroutine ") && next.size() > 10 && next[10] >= '0' && next[10] <= '9')
            return true;
    }
    return false;
}

bool headsATraceback(std::string_view line)
{
    return line.find("Traceback (most recent call last)") != std::string_view::npos;
}

bool headsARustPanic(std::string_view line)
{
    const std::string_view text = trimmed(line);
    return followsAPanic(text) && text.ends_with(':');
}

} // namespace Faultline::ExceptionMessage
