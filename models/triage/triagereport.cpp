// SPDX-License-Identifier: MIT
#include "triagereport.h"
#include "textutil.h"

#include <QJsonArray>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

double rounded(double v)
{
    return std::round(v * 1000) / 1000;
}

QString kindName(const Finding &f)
{
    return f.suggestion ? u"suggestion"_s : f.weak ? u"weak"_s : u"match"_s;
}

/// Record text inside Markdown: characters that would start markup are escaped, line breaks
/// become spaces (a list item is one line).
QString md(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'\n' || c == u'\r')
            out += u' ';
        else if (QStringView(u"\\`*_{}[]<>()#+-!|~").contains(c))
            out += u'\\' + QString(c);
        else
            out += c;
    }
    return out;
}

/// " (92%)" after a workaround or dead end whose rate is known.
QString rateSuffix(std::optional<double> rate)
{
    return rate ? u" ("_s + TextUtil::percent(*rate) + u")"_s : QString();
}

} // namespace

QJsonObject TriageReport::toJson(const QString &file, const TriageResult &result, int top)
{
    QJsonArray findings;
    for (const Finding &f : result.findings) {
        if (findings.size() >= top)
            break;
        QJsonArray hits;
        if (!f.suggestion) {
            for (const TriageHit &h : f.hits)
                hits.append(QJsonObject {{u"line"_s, h.line + 1}, {u"begin"_s, h.begin}, {u"end"_s, h.end},
                    {u"score"_s, rounded(h.score)}});
        }
        findings.append(QJsonObject {
            {u"record"_s, f.record.id()},
            {u"signature"_s, f.record.signature()},
            {u"domain"_s, f.record.domain()},
            {u"score"_s, rounded(f.score)},
            {u"kind"_s, kindName(f)},
            {u"hitCount"_s, f.hitCount},
            {u"firstLine"_s, f.firstLine + 1},
            {u"lastLine"_s, f.lastLine + 1},
            {u"bestLine"_s, f.best.line + 1},
            {u"bestLineText"_s, f.bestLine},
            {u"workarounds"_s, f.record.workarounds().size()},
            {u"deadEnds"_s, f.record.deadEnds().size()},
            {u"hits"_s, hits},
        });
    }
    return QJsonObject {{u"file"_s, file}, {u"lines"_s, result.lines}, {u"bytes"_s, result.bytes},
        {u"linesMatchedOnTheirStartOnly"_s, result.cutLines}, {u"complete"_s, result.complete},
        {u"ecosystems"_s, QJsonArray::fromStringList(result.ecosystems)}, {u"findings"_s, findings}};
}

QString TriageReport::toMarkdown(const QString &file, const TriageResult &result, int top)
{
    QString out = u"# "_s + tr("Triage of %1").arg(md(file)) + u"\n\n"_s;
    out += tr("%n line(s)", nullptr, int(std::min<qint64>(result.lines, INT_MAX)));
    if (!result.ecosystems.isEmpty())
        out += u" · "_s + result.ecosystems.join(u", "_s);
    if (!result.complete)
        out += u" · "_s + tr("**incomplete**: the log was not read to the end");
    out += u"\n\n"_s;
    int shown = 0;
    for (const Finding &f : result.findings) {
        if (shown >= top)
            break;
        ++shown;
        const QString kind = f.suggestion ? u" — "_s
                + tr("*suggestion*: its regex did not match; its signature resembles line %1")
                      .arg(f.best.line + 1)
            : f.weak ? u" — "_s + tr("*weak*")
                     : QString();
        out += u"%1. **%2** `%3`%4\n"_s.arg(shown).arg(md(f.record.signature()), f.record.id(), kind);
        if (!f.suggestion)
            out += u"   - "_s
                + tr("%n hit(s), first on line %1, last on line %2", nullptr,
                    int(std::min<qint64>(f.hitCount, INT_MAX)))
                      .arg(f.firstLine + 1)
                      .arg(f.lastLine + 1)
                + u"\n"_s;
        out += u"   - "_s + tr("Line %1: %2").arg(f.best.line + 1).arg(md(f.bestLine.left(300))) + u"\n"_s;
        for (const Workaround &w : f.record.workarounds())
            out += u"   - "_s + tr("Workaround: %1").arg(md(w.action)) + rateSuffix(w.successRate) + u"\n"_s;
        for (const DeadEnd &d : f.record.deadEnds())
            out += u"   - "_s + tr("Dead end: %1").arg(md(d.action)) + rateSuffix(d.failRate) + u"\n"_s;
    }
    if (result.findings.isEmpty())
        out += tr("No known error found.") + u"\n"_s;
    return out;
}

} // namespace Faultline
