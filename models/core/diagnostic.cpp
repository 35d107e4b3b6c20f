// SPDX-License-Identifier: MIT
#include "diagnostic.h"

#include <QCoreApplication>

#include <iterator>

using namespace Qt::StringLiterals;

namespace Faultline {

static const char *messageFor(Diagnostic::Code code)
{
    using C = Diagnostic::Code;
    switch (code) {
    case C::CannotOpen:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "cannot read the file: %1");
    case C::EmptyFile:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "the file is empty");
    case C::TooLarge:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "the file is %1 MiB, over the %2 MiB limit for a single record document; "
            "split it or use JSON Lines (one record per line)");
    case C::Binary:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "the file is binary, not text");
    case C::InvalidUtf8:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "invalid UTF-8 at byte %1");
    case C::JsonSyntax:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "malformed JSON: %1");
    case C::NotARecord:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "not an error record: %1");
    case C::WrongType:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "field \"%1\" should be %2 but is %3; ignored");
    case C::MissingField:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "record has no \"%1\"; skipped");
    case C::DuplicateId:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "duplicate id \"%1\": the record from %2 is kept, the one from %3 is ignored");
    case C::RegexRejected:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "the regex of \"%1\" is not supported by RE2 (%2); the record is loaded "
            "but cannot match logs");
    case C::UnknownFormat:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "unrecognised format; not loaded");
    case C::EdgeUnknownSource:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "%1 graph edge(s) start at records that are not loaded (e.g. \"%2\"); "
            "they are ignored");
    case C::LineTooLong:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "line longer than %1 MiB; skipped");
    case C::PageIncomplete:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "record page has no %1; skipped");
    case C::Cancelled:
        return QT_TRANSLATE_NOOP(
            "Faultline::Diagnostic", "loading was cancelled; the knowledge base is incomplete");
    case C::NotRegularFile:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "not a regular file but %1; not read");
    case C::FolderUnreadable:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic", "cannot read the folder: %1");
    case C::FileNameNotUtf8:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "the file name is not valid UTF-8; the file is read, its name shown with \\x escapes");
    case C::LinkedFolder:
        return QT_TRANSLATE_NOOP(
            "Faultline::Diagnostic", "a symbolic link to a folder; not followed, so not read");
    case C::FolderTooDeep:
        return QT_TRANSLATE_NOOP(
            "Faultline::Diagnostic", "folders nested more than %1 deep; what is below is not read");
    case C::TooManyFiles:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "more than %1 knowledge files in one source; this one and the rest are not read");
    case C::TooManyRecords:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "more than %1 records, or graph edges, in one file or source; from here on they are not "
            "loaded");
    case C::FileTooLong:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "the file goes on past the %1 MiB limit for a JSON Lines file; what comes after it is "
            "not read");
    case C::RegexTooLong:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "the regex of \"%1\" is %2 bytes long, over the %3 byte limit; the record is loaded but "
            "cannot match logs");
    case C::DuplicateDocumentId:
        return QT_TRANSLATE_NOOP("Faultline::Diagnostic",
            "duplicate document id \"%1\": the document from %2 keeps it, the one from %3 is "
            "shown as \"%4\"");
    }
    return "";
}

namespace {

/// Fills %1 … %9 in \a pattern in one pass, so that a "%2" inside a value (a file name, a key) is
/// left as it is rather than filled by a later value.
QString fill(const QString &pattern, const QStringList &values)
{
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == u'%' && i + 1 < pattern.size() && pattern[i + 1] >= u'1'
            && pattern[i + 1] <= u'9') {
            const qsizetype n = pattern[i + 1].unicode() - u'1';
            if (n < values.size()) {
                out += values[n];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

QString translated(const QString &phrase)
{
    return QCoreApplication::translate("Faultline::Diagnostic", phrase.toUtf8().constData());
}

} // namespace

QString Diagnostic::text() const
{
    // Some values are phrases of our own ("a number", "a JSON object with keys %1" followed by its
    // value), stored in English and translated here like the message itself.
    QStringList values = args;
    using C = Code;
    switch (code) {
    case C::NotARecord:
        if (!values.isEmpty()) {
            const QString phrase = translated(values.takeFirst());
            values = {fill(phrase, values)};
        }
        break;
    case C::WrongType:
        for (qsizetype i = 1; i < values.size(); ++i)
            values[i] = translated(values[i]);
        break;
    case C::PageIncomplete:
    case C::NotRegularFile: // "a FIFO", "a folder" …
    case C::JsonSyntax: // "expected { or [" or the parser's message
        if (!values.isEmpty())
            values[0] = translated(values[0]);
        break;
    default:
        break;
    }
    return fill(QCoreApplication::translate("Faultline::Diagnostic", messageFor(code)), values);
}

QString Diagnostic::jsonErrorPhrase(int parseError)
{
    // QJsonParseError::errorString()'s English texts (Qt's own translations lack some languages),
    // kept untranslated so that text() translates them into the language current when shown.
    static const char *const phrases[] = {
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "no error occurred"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "unterminated object"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "missing name separator"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "unterminated array"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "missing value separator"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "illegal value"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "invalid termination by number"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "illegal number"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "invalid escape sequence"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "invalid UTF8 string"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "unterminated string"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "object is missing after a comma"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "too deeply nested document"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "too large document"),
        QT_TRANSLATE_NOOP("Faultline::Diagnostic", "garbage at the end of the document"),
    };
    if (parseError < 0 || parseError >= int(std::size(phrases)))
        return u"unknown error"_s;
    return QString::fromLatin1(phrases[parseError]);
}

QString Diagnostic::toString() const
{
    QString where = file;
    if (line > 0) {
        where += u':' + QString::number(line);
        if (column > 0)
            where += u':' + QString::number(column);
    }
    const QString level = severity == Severity::Error ? u"error"_s : u"warning"_s;
    return where + u": "_s + level + u": "_s + text();
}

} // namespace Faultline
