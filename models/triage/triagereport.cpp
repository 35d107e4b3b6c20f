// SPDX-License-Identifier: MIT
#include "triagereport.h"
#include "terminaltext.h"
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
    return f.suggestion ? u"suggestion"_s : f.isDiagnosis() ? u"match"_s : u"weak"_s;
}

/// Record text inside Markdown: characters that would start markup are escaped, line breaks
/// become spaces (a list item is one line), other control characters are made visible
/// (TerminalText: the report may well be read with cat).
QString md(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'\n' || c == u'\r')
            out += u' ';
        else if (TerminalText::isControl(c.unicode()))
            out += TerminalText::visible(QString(c));
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

QJsonObject TriageReport::findingToJson(const Finding &f)
{
    QJsonArray hits;
    if (!f.suggestion) {
        for (const TriageHit &h : f.hits)
            hits.append(QJsonObject {{u"line"_s, h.line + 1}, {u"begin"_s, h.begin}, {u"end"_s, h.end},
                {u"score"_s, rounded(h.score)}});
    }
    return QJsonObject {
        {u"record"_s, f.record.id()},
        {u"signature"_s, f.record.signature()},
        {u"domain"_s, f.record.domain()},
        {u"confidence"_s, rounded(f.confidence)},
        {u"score"_s, rounded(f.score)},
        {u"kind"_s, kindName(f)},
        {u"environments"_s, QJsonArray::fromStringList(f.environmentIds())},
        {u"hitCount"_s, f.hitCount},
        {u"firstLine"_s, f.firstLine + 1},
        {u"lastLine"_s, f.lastLine + 1},
        {u"bestLine"_s, f.best.line + 1},
        {u"bestLineText"_s, f.bestLine},
        {u"workarounds"_s, f.record.workarounds().size()},
        {u"deadEnds"_s, f.record.deadEnds().size()},
        {u"hits"_s, hits},
    };
}

QJsonObject TriageReport::toJson(const QString &file, const TriageResult &result, int top)
{
    QJsonArray sections[3];
    for (const Finding &f : result.findings) {
        QJsonArray &section = sections[int(sectionOf(f))];
        if (section.size() < top)
            section.append(findingToJson(f));
    }
    return QJsonObject {{u"file"_s, file}, {u"lines"_s, result.lines}, {u"bytes"_s, result.bytes},
        {u"linesMatchedOnTheirStartOnly"_s, result.cutLines}, {u"complete"_s, result.complete},
        {u"ecosystems"_s, QJsonArray::fromStringList(result.ecosystems)},
        {u"diagnosis"_s, sections[int(Section::Diagnosis)]},
        {u"suggestions"_s, sections[int(Section::Suggestions)]}, {u"hits"_s, sections[int(Section::Hits)]}};
}

TriageReport::Section TriageReport::sectionOf(const Finding &f)
{
    return f.isDiagnosis() ? Section::Diagnosis : f.suggestion ? Section::Suggestions : Section::Hits;
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
    QString sections[3];
    int shown[3] = {0, 0, 0};
    for (const Finding &f : result.findings) {
        const int section = int(sectionOf(f));
        if (shown[section] >= top)
            continue;
        QString &text = sections[section];
        text += u"%1. **%2** `%3` — %4\n"_s.arg(++shown[section])
                    .arg(md(f.record.signature()), f.record.id(),
                        tr("confidence %1").arg(TextUtil::percent(f.confidence)));
        if (f.suggestion)
            text += u"   - "_s
                + tr("*suggestion*: its regex did not match; its signature resembles line %1")
                      .arg(f.best.line + 1)
                + u"\n"_s;
        else
            text += u"   - "_s
                + tr("%n hit(s), first on line %1, last on line %2", nullptr,
                    int(std::min<qint64>(f.hitCount, INT_MAX)))
                      .arg(f.firstLine + 1)
                      .arg(f.lastLine + 1)
                + u"\n"_s;
        if (!f.environments.isEmpty())
            text += u"   - "_s + tr("Also in: %1").arg(u"`"_s + f.environmentIds().join(u"`, `"_s) + u"`"_s)
                + u"\n"_s;
        text += u"   - "_s + tr("Line %1: %2").arg(f.best.line + 1).arg(md(f.bestLine.left(300))) + u"\n"_s;
        for (const Workaround &w : f.record.workarounds())
            text += u"   - "_s + tr("Workaround: %1").arg(md(w.action)) + rateSuffix(w.successRate) + u"\n"_s;
        for (const DeadEnd &d : f.record.deadEnds())
            text += u"   - "_s + tr("Dead end: %1").arg(md(d.action)) + rateSuffix(d.failRate) + u"\n"_s;
    }
    out += u"## "_s + tr("Diagnosis") + u"\n\n"_s;
    out += shown[int(Section::Diagnosis)] > 0 ? sections[int(Section::Diagnosis)]
                                              : noDiagnosisText() + u"\n"_s;
    if (shown[int(Section::Suggestions)] > 0)
        out += u"\n## "_s + tr("Suggestions") + u"\n\n"_s + sections[int(Section::Suggestions)];
    if (shown[int(Section::Hits)] > 0)
        out += u"\n## "_s + tr("Weak hits") + u"\n\n"_s + sections[int(Section::Hits)];
    // Ids and ecosystem names are written as they are; no control character of theirs gets out.
    return TerminalText::visible(out);
}

QString TriageReport::noDiagnosisText()
{
    return tr("No known error was recognised in this log.");
}

} // namespace Faultline
