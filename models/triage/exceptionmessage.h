// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include <cstddef>
#include <string_view>
#include <utility>

namespace Faultline::ExceptionMessage {

/// \a line without the timestamp a CI runner puts before each line of a job's output (GitHub
/// Actions' "2024-05-22T10:14:50.4234840Z ", GitLab's with its stream after it: "… 01O "): what
/// the program wrote, with its own indent.
std::string_view withoutRunnerTimestamp(std::string_view line);

/// \a line without the service's name Docker Compose puts before each line of its logs
/// ("api-1  | "): what the service wrote, with its own indent.
std::string_view withoutServiceName(std::string_view line);

/// The exception \a line states: its class's own name, the last part of its namespace
/// ("SqlException" of "Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed …"), and
/// its message, whatever precedes the class on the line; an empty name when it states none. A
/// class after a module's dot needs no "Error" or "Exception" when it is CamelCase
/// ("pyarrow.lib.ArrowInvalid: …"). Dart's
/// StateError, printed "Bad state: …", has the name "Bad state".
std::pair<std::string_view, std::string_view> statedException(std::string_view line);

/// Whether \a line names an exception's class and nothing else: "java.lang.StackOverflowError",
/// Laravel's "   Illuminate\\Database\\QueryException " above the message it prints apart.
bool namesOnlyAClass(std::string_view line);

/// Whether \a signature and \a line state the same exception's class ("SqlException") with
/// messages that share no word: "SqlException: A network-related or instance-specific error occurred
/// while establishing a connection to SQL Server." is not "Microsoft.Data.SqlClient.SqlException
/// (0x80131904): Login failed for user 'sa'.", whose class is all the two have in common. Whatever
/// precedes the class on either line ("Unhandled exception. ") does not matter.
bool statesAnotherMessage(std::string_view signature, std::string_view line);

/// Whether \a signature and \a line both say a name "is not defined" and the names differ:
/// "ReferenceError: fetch is not defined" read for "ReferenceError: process is not defined" (a
/// bundler that no longer defines Node's globals) shares every word but the one that is the error.
bool statesAnotherUndefinedName(std::string_view signature, std::string_view line);

/// Whether \a line names an exception's class and nothing else, its message on the lines below
/// ("    PrismaClientKnownRequestError:"): the class alone is any of its messages.
bool namesOnlyItsClass(std::string_view line);

/// How many lines below the statement of an exception \a line (a line of \a block, without its line
/// end) is, when it goes on with that exception's message; 0 when it does not. .NET writes an
/// exception's message as it is, over as many lines as it has, indented like the exception and
/// above its stack frames:
///
///       System.InvalidOperationException: The LINQ expression 'DbSet<Invoice>()
///           .Where(i => InvoiceRules.IsOverdue(i))' could not be translated. …
///          at Microsoft.EntityFrameworkCore.Query…
///
/// The second line is that error's message as much as the first. Only lines indented at least as
/// much as the exception count (a line at the margin is the next entry of a log), never a stack
/// frame or another exception (an inner one, " ---> …"), and only while no frame or blank line
/// comes between. A Rust panic's message is the line below "thread 'main' panicked at
/// src/main.rs:4:5:", at the margin: 1; so is the line below an exception whose message ends in a
/// colon ("java.lang.IllegalStateException: Logback configuration error detected: "), the error it
/// goes on with, and the line below Flutter's "The following assertion was thrown …:".
int linesBelowException(std::string_view block, std::string_view line);

/// Whether \a line (a line of \a block, without its line end) is the program's code rather than
/// its error: an indented stack frame (`  File "x.py", line 3, in run`, "    at Foo.bar()") or the
/// source line a Python frame quotes below it ("    raise ex.with_traceback(None)",
/// "    self._handle_dbapi_exception("), whatever error words the code holds.
bool isTraceSource(std::string_view block, std::string_view line);

/// Whether the program went on working after the exception \a line (a line of \a block, without its
/// line end) states at the margin ("ModuleNotFoundError: No module named 'triton'"): the next line
/// that is not blank, within a few, is routine work, logged at a quiet level ("2024-08-11 15:06:08
/// INFO Loading settings …"), a progress bar that completed ("config.json: 100%|████| 1.00k/1.00k";
/// a bar short of 100 % may be tqdm drawing it once more as the program dies), or another traceback
/// (the next request's "Traceback (most recent call last):"; not a chained exception's "During
/// handling of the above exception"). A program that catches an exception may print its traceback
/// and go on, as xformers does when Triton is missing; the error that stopped it comes later.
bool workWentOnAfter(std::string_view block, std::string_view line);

/// Whether \a line, of \a block, is the head of a Go program's crash: "panic: …" or the runtime's
/// "fatal error: …", with the goroutines' dump right below it ("goroutine 42 [running]:", or
/// "[signal SIGSEGV …" first), after a CI runner's timestamp or Compose's service name alike. What
/// stopped the program, as a Python traceback's last exception is; clang's "fatal error:" is not.
bool headsAGoCrash(std::string_view block, std::string_view line);

/// Whether \a line heads a Python traceback ("Traceback (most recent call last):", IPython's
/// "AttributeError                            Traceback (most recent call last)"): the error is
/// stated at the traceback's end, with its message; the header names at most its class.
bool headsATraceback(std::string_view line);

/// Whether \a line heads a Rust panic whose message is on the line below: since Rust 1.73
/// "thread 'main' panicked at src/main.rs:4:5:", ending in a colon (followsAPanic()). It names
/// where, not what; before 1.73 the message was on the line itself, which then states the error.
bool headsARustPanic(std::string_view line);

} // namespace Faultline::ExceptionMessage
