// SPDX-License-Identifier: MIT
#include "terminaltext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline::TerminalText {

namespace {

QString hex(char16_t c, qsizetype digits)
{
    return QString::number(c, 16).rightJustified(digits, u'0');
}

template<typename Replace>
QString replaced(const QString &text, Replace &&replace)
{
    const auto first
        = std::find_if(text.cbegin(), text.cend(), [&](QChar c) { return !replace(c).isNull(); });
    if (first == text.cend())
        return text;
    QString out = text.first(first - text.cbegin());
    out.reserve(text.size() + 16);
    for (auto it = first; it != text.cend(); ++it) {
        const QString with = replace(*it);
        if (with.isNull())
            out += *it;
        else
            out += with;
    }
    return out;
}

} // namespace

QString visible(const QString &text, Breaks breaks)
{
    return replaced(text, [breaks](QChar qc) -> QString {
        const char16_t c = qc.unicode();
        if (!isControl(c) || (breaks == Breaks::Keep && (c == u'\n' || c == u'\t')))
            return QString();
        // C1 as the code point it is: `\x9b` would read as the raw byte 0x9B.
        return c < 0x80 ? u"\\x"_s + hex(c, 2) : u"\\u"_s + hex(c, 4);
    });
}

QString jsonEscaped(const QString &json)
{
    return replaced(json, [](QChar qc) -> QString {
        const char16_t c = qc.unicode();
        return c >= 0x7f && c <= 0x9f ? u"\\u"_s + hex(c, 4) : QString();
    });
}

} // namespace Faultline::TerminalText
