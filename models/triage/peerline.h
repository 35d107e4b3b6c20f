// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: lines a server logs about a peer rather than about itself.

#include <string_view>

namespace Faultline::PeerLine {

/// Whether \a line is OpenSSH's record of a client that had not authenticated yet ("sshd[…]:
/// Unable to negotiate with 198.51.100.7 port 49823: … [preauth]"). Pasted by someone whose
/// login fails, it is their error; among the thousands of lines of a server's own log it is the
/// noise of scanners and other people's clients, not the server's failure.
bool isBeforeAuthentication(std::string_view line);

} // namespace Faultline::PeerLine
