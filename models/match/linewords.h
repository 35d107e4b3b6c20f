// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: the words that say what a log line is about. LogMatcher looks for them in
// the same pass as the regexes' literals; Triage ranks hits and finds error lines with them.

#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace Faultline::LineWords {

/// Where a log comes from, and the record domains that fit it.
struct Ecosystem
{
    QString name;
    std::vector<std::string> markers; // as they appear in output (case-sensitive)
    QStringList domains;
    /// A service a program talks to (MongoDB, Redis …), not what the program is written in: a
    /// Node.js log that names MongoDB is still a Node.js log, and MongoDB's records fit it too.
    bool service = false;
    /// A service that is a server of its own (MongoDB, Redis …), not a protocol (gRPC) or a
    /// library: one that may fail to start, leaving its clients' connections refused.
    bool server = false;
};
const std::vector<Ecosystem> &ecosystems();

enum class Kind : std::uint8_t {
    Error, // makes a line an error line ("exception", "fatal" …)
    Trouble, // a milder word ("denied", "timed out" …)
    Marker, // an ecosystem's marker
};

struct Word
{
    std::string text; // searched for ignoring ASCII case; a marker must then match exactly
    Kind kind;
    int ecosystem = -1; // a marker's
};
/// Every word, error words first, then trouble words, then the markers.
const std::vector<Word> &words();

/// Whether the error word \a word, found ending at \a end in \a text, says its line is an error.
/// Error words do wherever they are, except the marks tools print before an error ("⨯", "×",
/// "✗" …): one counts only at the head of its line's message, after nothing but a time, a step
/// number or a tag ("2025-05-23T08:02:50Z  ⨯ …", "#8 9.329   × …", "[09:13:39]: ▸ ❌ …"), and
/// not before a number. "52 weeks × 318 SKUs", "1920 × 1080", k6's "✓ 41822 ✗ 0" and zsh's
/// prompt "➜ app git:(main) ✗ npm run build" are no errors.
bool saysError(std::string_view text, int word, std::size_t end);

} // namespace Faultline::LineWords
