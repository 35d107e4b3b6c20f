// SPDX-License-Identifier: MIT
#include "lineproposal.h"

#include <QRegularExpression>

#include <vector>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// Longest message a proposal is made of: a signature names the error, it does not quote a page.
constexpr qsizetype maxMessageLength = 240;

/// The part of \a line after its prefix: timestamps, log levels, [bracketed] and (parenthesised)
/// fields such as a thread or a pid, and "host program[pid]:" as syslog writes it.
QString messageOf(const QString &line)
{
    static const QRegularExpression prefix(
        u"^\\s*(?:(?:"
        // 2024-06-02T11:04:09.512Z, 11:04:09,512, 2024/06/02
        u"\\d+[-/:][\\d\\-/:.,T]*(?:Z|[+-]\\d\\d:?\\d\\d)?"
        // [main], [ERROR], (pid 812), (812)
        u"|\\[[^\\]]*\\]|\\((?:pid )?\\d+\\)"
        // Jun 02 (syslog's date)
        u"|[A-Z][a-z]{2} +\\d{1,2}(?= )"
        u"|(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|ERR|FATAL|CRITICAL|SEVERE|PANIC)\\b:?"
        // web-01 nginx[812]: (syslog's host and program)
        u"|(?:[\\w.-]+ )?[\\w./-]+\\[\\d+\\]:"
        u")\\s*)*"_s);
    const QRegularExpressionMatch m = prefix.match(line);
    QString message = line.mid(m.capturedLength()).trimmed();
    if (message.size() > maxMessageLength) {
        message.truncate(maxMessageLength);
        if (const qsizetype space = message.lastIndexOf(u' '); space > maxMessageLength / 2)
            message.truncate(space);
    }
    return message;
}

/// RE2's escape of literal text: every byte that is not a letter, digit, space or `_`.
QString escaped(QStringView text)
{
    QString out;
    out.reserve(text.size() * 2);
    for (const QChar c : text) {
        if (c.unicode() < 0x20) { // a tab, or another control character: any space
            out += u"\\s"_s;
            continue;
        }
        if (!(c.isLetterOrNumber() || c == u' ' || c == u'_' || c.unicode() >= 0x80))
            out += u'\\';
        out += c;
    }
    return out;
}

/// One part that changes from one occurrence of an error to the next.
struct Variable
{
    QRegularExpression pattern;
    QString regex;
    QString placeholder;
};

const QList<Variable> &variables()
{
    // In order of precedence where two could start at one place: a quoted name before the path
    // it may hold, a UUID before the hex id and the number it begins with.
    static const QList<Variable> list = {
        {QRegularExpression(uR"('[^'\n]{1,200}')"_s), uR"('[^']*')"_s, u"'<name>'"_s},
        {QRegularExpression(uR"("[^"\n]{1,200}")"_s), uR"("[^"]*")"_s, u"\"<name>\""_s},
        {QRegularExpression(uR"((?:[A-Za-z]:\\|~?/|\./|\.\./)[^\s'":,;()\[\]]*[/\\][^\s'":,;()\[\]]*)"_s),
            uR"(\S+)"_s, u"<path>"_s},
        {QRegularExpression(
             uR"(\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b)"_s),
            uR"([0-9a-f-]+)"_s, u"<hex>"_s},
        {QRegularExpression(
             uR"(\b0x[0-9a-fA-F]+\b|\b(?=[0-9a-fA-F]*\d)(?=[0-9a-fA-F]*[a-fA-F])[0-9a-fA-F]{6,}\b)"_s),
            uR"((?:0x)?[0-9a-f]+)"_s, u"<hex>"_s},
        {QRegularExpression(uR"((?<![\w.])\d+(?:\.\d+)*(?![\w.]*\w))"_s), uR"(\d+(?:\.\d+)*)"_s, u"<n>"_s},
    };
    return list;
}

} // namespace

LineProposal LineProposal::fromLine(const QString &line)
{
    const QString message = messageOf(line);
    LineProposal proposal;
    if (message.isEmpty())
        return proposal;
    // Each variable's first match at or after where the last search started: still its first from
    // any later place up to its start, so it is looked for again only once passed (a batch's
    // summary makes a proposal of every log's error line).
    struct Next
    {
        qsizetype start = -1, length = 0; // start -1: to look for; message.size(): none left
    };
    std::vector<Next> next(std::size_t(variables().size()));
    qsizetype at = 0;
    while (at < message.size()) {
        // The variable part starting first from here; the earliest in the list where two tie.
        qsizetype bestStart = message.size(), bestLength = 0;
        const Variable *best = nullptr;
        for (qsizetype i = 0; i < variables().size(); ++i) {
            Next &n = next[std::size_t(i)];
            if (n.start < at) {
                const QRegularExpressionMatch m = variables()[i].pattern.match(message, at);
                n = m.hasMatch() ? Next {m.capturedStart(), m.capturedLength()} : Next {message.size(), 0};
            }
            if (n.start < bestStart) {
                bestStart = n.start;
                bestLength = n.length;
                best = &variables()[i];
            }
        }
        const QStringView literal = QStringView(message).sliced(at, bestStart - at);
        proposal.signature += literal;
        proposal.regex += escaped(literal);
        if (!best)
            break;
        proposal.signature += best->placeholder;
        proposal.regex += best->regex;
        at = bestStart + bestLength;
    }
    return proposal;
}

} // namespace Faultline
