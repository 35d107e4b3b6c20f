// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: the words that say what a log line is about. LogMatcher looks for them in
// the same pass as the regexes' literals; Triage ranks hits and finds error lines with them.

#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
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

} // namespace Faultline::LineWords
