// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

namespace Faultline {

/**
 * One problem `faultline kb check` found in a knowledge base: where (file, line, field), of which
 * record, of what kind, and what is wrong, in words for the record's author.
 *
 * A plain value; the message is translated when the finding is made (the check runs once, for
 * one command line), not each time it is shown.
 */
struct KbFinding
{
    enum class Severity { Error, Warning };
    /// What kind of problem it is; each has a stable name (kindName()) for scripts and counts.
    enum class Kind {
        Unreadable, ///< a file or folder that could not be read, or only in part
        Syntax, ///< malformed JSON, invalid UTF-8, a file that is no text
        Schema, ///< not a record, a field missing or of the wrong type, an unknown format
        DuplicateId, ///< an id already taken by a record (or document) read before
        RegexRejected, ///< RE2 does not compile the regex, or it is too long to try
        ExampleNotMatched, ///< an example the record's own regex does not match
        RegexNoLetters, ///< the regex can match text without a letter: digits, punctuation
        RegexFragment, ///< the regex's match begins (or ends) inside a word
        RegexBroad, ///< the regex fires on too many lines of healthy logs
        Other, ///< any other problem of the load (a limit reached, a link to a folder …)
    };

    Severity severity = Severity::Error;
    Kind kind = Kind::Other;
    QString file; ///< as the source was named (a path given, or a Qt resource path)
    int line = 0; ///< 1-based; 0 when unknown or the whole file
    int column = 0; ///< 1-based; 0 when unknown
    QString field; ///< the record's field as its format spells it ("error.regex"); may be empty
    QString recordId; ///< empty when the problem is not one record's
    QString message;

    /// "regex-fragment", "example-not-matched" …: the kind's stable name.
    static QString kindName(Kind kind);
    /// "file:line:field: severity: message (record id)", the parts that are unknown left out.
    QString toString() const;
    /// {"file", "line", "column", "field", "severity", "kind", "message", "id"}; unknown ones left out.
    QJsonObject toJson() const;

    bool operator==(const KbFinding &) const = default;
};

} // namespace Faultline
