// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: the messages of the C library's error numbers, which programs of
// every language print after what they tried ("Failed to open stream: No space left on device").

#include <string_view>

namespace Faultline::ErrnoMessage {

/// The error number's message \a text states ("Permission denied", "No space left on device" …),
/// matched without regard to case; empty when it states none. The first one when it states several.
std::string_view statedIn(std::string_view text);

/// Whether \a signature states an error number's message that \a line does not, while \a line
/// states another: a record about "Failed to open stream: Permission denied" read for a line
/// ending "Failed to open stream: No space left on device" shares the line's words, not its error.
bool statesAnother(std::string_view signature, std::string_view line);

} // namespace Faultline::ErrnoMessage
