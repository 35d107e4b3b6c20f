// SPDX-License-Identifier: MIT
#include "kbfinding.h"

using namespace Qt::StringLiterals;

namespace Faultline {

QString KbFinding::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Unreadable:
        return u"unreadable"_s;
    case Kind::Syntax:
        return u"syntax"_s;
    case Kind::Schema:
        return u"schema"_s;
    case Kind::DuplicateId:
        return u"duplicate-id"_s;
    case Kind::RegexRejected:
        return u"regex-rejected"_s;
    case Kind::ExampleNotMatched:
        return u"example-not-matched"_s;
    case Kind::RegexNoLetters:
        return u"regex-no-letters"_s;
    case Kind::RegexFragment:
        return u"regex-fragment"_s;
    case Kind::RegexBroad:
        return u"regex-broad"_s;
    case Kind::Other:
        break;
    }
    return u"other"_s;
}

QString KbFinding::toString() const
{
    // The severity stays English, as compilers print it: editors and scripts look for it.
    QString where = file;
    if (line > 0) {
        where += u':' + QString::number(line);
        if (column > 0)
            where += u':' + QString::number(column);
    }
    if (!field.isEmpty())
        where += u':' + field;
    QString text = where + (severity == Severity::Error ? u": error: "_s : u": warning: "_s) + message;
    if (!recordId.isEmpty())
        text += u" ("_s + recordId + u')';
    return text;
}

QJsonObject KbFinding::toJson() const
{
    QJsonObject o;
    o[u"file"_s] = file;
    if (line > 0)
        o[u"line"_s] = line;
    if (column > 0)
        o[u"column"_s] = column;
    if (!field.isEmpty())
        o[u"field"_s] = field;
    o[u"severity"_s] = severity == Severity::Error ? u"error"_s : u"warning"_s;
    o[u"kind"_s] = kindName(kind);
    o[u"message"_s] = message;
    if (!recordId.isEmpty())
        o[u"id"_s] = recordId;
    return o;
}

} // namespace Faultline
