// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include <cstddef>
#include <string_view>

namespace Faultline::ExceptionMessage {

/// Whether \a line (without its line end) is a frame of a stack trace: "   at Foo.Bar()" (.NET,
/// Java, JavaScript), `  File "x.py", line 3` (Python), .NET's "--- End of stack trace …".
bool isStackFrame(std::string_view line);

/// Whether \a line states an exception with its message, as a runtime prints one:
/// "System.InvalidOperationException: The LINQ expression …",
/// "System.Net.Sockets.SocketException (13): Permission denied", "java.io.IOException: …".
bool statesException(std::string_view line);

/// How many lines below the statement of an exception the line starting at byte \a lineStart of
/// \a block is, when it goes on with that exception's message; 0 when it does not. .NET writes an exception's
/// message as it is, over as many lines as it has, indented like the exception and above its stack frames:
///
///       System.InvalidOperationException: The LINQ expression 'DbSet<Invoice>()
///           .Where(i => InvoiceRules.IsOverdue(i))' could not be translated. …
///          at Microsoft.EntityFrameworkCore.Query…
///
/// The second line is that error's message as much as the first. Only indented lines count (a
/// line at the margin is the next entry of a log), never a stack frame, and only while no frame
/// or blank line comes between.
int linesBelowException(std::string_view block, std::size_t lineStart);

} // namespace Faultline::ExceptionMessage
