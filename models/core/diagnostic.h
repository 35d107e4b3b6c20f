// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Faultline {

/**
 * One problem found while loading: which file, where in it, and what is wrong.
 *
 * The text is not stored: text() translates the message for the current interface language each
 * time it is called, so a language switch needs no reload. A plain value; reentrant.
 */
struct Diagnostic
{
    enum class Severity { Error, Warning };
    /// What went wrong. Each code has one message with %1… filled from args.
    enum class Code {
        CannotOpen, ///< %1: the system's reason
        EmptyFile,
        TooLarge, ///< %1: size, %2: limit (MiB)
        Binary,
        InvalidUtf8, ///< %1: byte offset
        JsonSyntax, ///< %1: Qt's parser message
        NotARecord, ///< %1: what the document was instead
        WrongType, ///< %1: field, %2: expected type, %3: actual type
        MissingField, ///< %1: field
        DuplicateId, ///< %1: id, %2: file that wins, %3: file that loses
        RegexRejected, ///< %1: record id, %2: RE2's message
        UnknownFormat,
        EdgeUnknownSource, ///< %1: count, %2: example id
        LineTooLong, ///< %1: limit (MiB)
        PageIncomplete, ///< %1: what is missing
        Cancelled,
        NotRegularFile, ///< %1: what it is instead (a folder, a FIFO, a device …)
        FolderUnreadable, ///< %1: the system's reason
        FileNameNotUtf8, ///< the file is read; its name is shown with \xNN escapes
        LinkedFolder, ///< a symbolic link to a folder, not followed
        FolderTooDeep, ///< %1: the depth limit
        TooManyFiles, ///< %1: the limit of files in one source
        TooManyRecords, ///< %1: the limit of records (or edges) in one file or source
        FileTooLong, ///< %1: limit (MiB); only what came before it was read
        RegexTooLong, ///< %1: record id, %2: its length, %3: the limit (bytes)
        DuplicateDocumentId, ///< %1: id, %2: file that keeps it, %3: file renamed, %4: its new id
    };

    Severity severity = Severity::Error;
    Code code = Code::CannotOpen;
    QString file; ///< absolute path or Qt resource path
    int line = 0; ///< 1-based; 0 when the problem is the whole file
    int column = 0; ///< 1-based; 0 when unknown
    QStringList args;

    /// The message in the current interface language, without the location.
    QString text() const;
    /// "file:line:column: message", the form compilers use, for logs and the command line.
    QString toString() const;
    /// The English text of a QJsonParseError::ParseError, for args of JsonSyntax: shown in the
    /// interface language of the moment, as Qt's translations have it.
    static QString jsonErrorPhrase(int parseError);

    bool operator==(const Diagnostic &) const = default;
};

using Diagnostics = QList<Diagnostic>;

} // namespace Faultline
