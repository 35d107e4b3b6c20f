// SPDX-License-Identifier: MIT
#include "diagnostic.h"

#include <QCoreApplication>

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
    }
    return "";
}

QString Diagnostic::text() const
{
    QString s = QCoreApplication::translate("Faultline::Diagnostic", messageFor(code));
    for (const QString &a : args)
        s = s.arg(a);
    return s;
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
