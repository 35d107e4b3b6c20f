// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: the kinds of failure a message states in words ("not found",
// "permission denied", "timed out"), to tell a record about one kind from a line of another.

#include <string_view>

namespace Faultline::FailurePhrase {

/// The kinds of failure \a text states, one bit per kind (something missing, access refused, a
/// peer refusing, a wait running out, a name taken, memory, a malformed input, an unsupported
/// version, a limit): 0 when it states none of them.
unsigned kindsIn(std::string_view text);

/// The same of \a lower, text already made lowercase (TextSimilarity::asciiLower()).
unsigned kindsInLowercase(std::string_view lower);

/// Whether a signature stating the failure kinds \a signatureKinds (kindsIn()) and a line, made
/// lowercase as \a lowerLine, each state a kind of failure and share none: a record about "Error
/// response from daemon: network x not found" read for "Error response from daemon: Conflict. The
/// container name "/web" is already in use" shares Docker's words, not its failure.
bool statesAnother(unsigned signatureKinds, std::string_view lowerLine);

} // namespace Faultline::FailurePhrase
