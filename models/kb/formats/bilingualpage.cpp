// SPDX-License-Identifier: MIT
#include "bilingualpage.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Faultline::BilingualPage {

namespace {

enum class Section { Header, Versions, RootCause, RootCauseEnglish, Docs, Solutions, FailedAttempts };

// Each heading may run into the line before it when the page was flattened to text
// ("https://…#anchor解决方案"), so headings are also recognised at the end of a line.
struct Heading
{
    QStringView text;
    Section section;
};
constexpr Heading headings[] = {
    {u"版本兼容性", Section::Versions},
    {u"Version compatibility", Section::Versions},
    {u"根因分析", Section::RootCause},
    {u"Root cause", Section::RootCause},
    {u"English", Section::RootCauseEnglish},
    {u"官方文档", Section::Docs},
    {u"Official docs", Section::Docs},
    {u"Official documentation", Section::Docs},
    {u"解决方案", Section::Solutions},
    {u"Solutions", Section::Solutions},
    {u"无效尝试", Section::FailedAttempts},
    {u"Failed attempts", Section::FailedAttempts},
    {u"Dead ends", Section::FailedAttempts},
};

std::optional<Section> headingOf(QStringView line)
{
    for (const Heading &h : headings) {
        if (line.compare(h.text, Qt::CaseInsensitive) == 0)
            return h.section;
    }
    return std::nullopt;
}

bool hasCjk(QStringView s)
{
    for (QChar c : s) {
        if (c.unicode() >= 0x3400 && c.unicode() <= 0x9FFF)
            return true;
    }
    return false;
}

QString cell(const QString &s)
{
    const QString t = s.trimmed();
    return t == u"—" || t == u"-" || t == u"–" ? QString() : t;
}

/// Splits a run of lines into items at lines that are a lone "-" (or start with "- ").
QStringList items(const QStringList &lines)
{
    QStringList out;
    QStringList current;
    bool started = false;
    auto flush = [&] {
        const QString item = current.join(u'\n').trimmed();
        if (!item.isEmpty())
            out.append(item);
        current.clear();
    };
    for (const QString &line : lines) {
        const QString t = line.trimmed();
        if (t == u"-" || t.startsWith(u"- "_s)) {
            if (started)
                flush();
            started = true;
            if (t.size() > 2)
                current.append(t.mid(2));
        } else if (started) {
            current.append(line);
        }
    }
    if (started)
        flush();
    return out;
}

/// The page's lines, trimmed. Flattened pages glue a heading to the end of the previous line:
/// those are split off first.
QStringList pageLines(const QString &text)
{
    QStringList lines;
    for (QString line : text.split(u'\n')) {
        line = line.trimmed();
        for (const Heading &h : headings) {
            if (line.size() > h.text.size() && line.endsWith(h.text)
                && h.section != Section::RootCauseEnglish) {
                const QString before = line.left(line.size() - h.text.size()).trimmed();
                // Only where the prefix cannot be prose ending in the same word, e.g. a URL.
                if (before.startsWith(u"http"_s) && !before.contains(u' ')) {
                    lines.append(before);
                    line = h.text.toString();
                }
                break;
            }
        }
        lines.append(line);
    }
    return lines;
}

/// The lines under each heading, headings left out.
struct PageSections
{
    QStringList header, versions, rootZh, rootEn, docs, solutions, failed;
};

PageSections splitSections(const QStringList &lines)
{
    PageSections s;
    Section section = Section::Header;
    for (const QString &line : lines) {
        if (const auto h = headingOf(line)) {
            // "English" is a heading only inside the root cause section.
            if (*h != Section::RootCauseEnglish || section == Section::RootCause) {
                section = *h;
                continue;
            }
        }
        QStringList *into = nullptr;
        switch (section) {
        case Section::Header:
            into = &s.header;
            break;
        case Section::Versions:
            into = &s.versions;
            break;
        case Section::RootCause:
            into = &s.rootZh;
            break;
        case Section::RootCauseEnglish:
            into = &s.rootEn;
            break;
        case Section::Docs:
            into = &s.docs;
            break;
        case Section::Solutions:
            into = &s.solutions;
            break;
        case Section::FailedAttempts:
            into = &s.failed;
            break;
        }
        into->append(line);
    }
    return s;
}

/// The ID line and the signatures, the first line with Chinese and the first without.
void readHeader(const QStringList &header, RecordData &d)
{
    static const QRegularExpression idLine(u"^ID:\\s*(\\S+)$"_s);
    for (const QString &line : header) {
        if (line.isEmpty())
            continue;
        if (const auto m = idLine.match(line); m.hasMatch())
            d.id = m.captured(1);
        else if (hasCjk(line) && d.signatureZh.isEmpty())
            d.signatureZh = line;
        else if (!hasCjk(line) && d.signature.isEmpty())
            d.signature = line;
    }
}

/// The rows of the versions table: version, status, introduced, deprecated, behaviour change.
QList<VersionInfo> readVersionsTable(const QStringList &lines)
{
    static const QRegularExpression rule(u"^[\\s:\\-|]*$"_s);
    QList<VersionInfo> out;
    for (const QString &line : lines) {
        if (!line.startsWith(u'|'))
            continue;
        QStringList cells = line.split(u'|');
        cells = cells.mid(1, cells.size() - 2); // outer pipes
        if (cells.isEmpty() || rule.match(line).hasMatch())
            continue;
        const QString first = cell(cells.value(0));
        if (first == u"版本" || first.compare(u"version"_s, Qt::CaseInsensitive) == 0)
            continue; // the table's own header row
        VersionInfo v;
        v.version = first;
        v.status = cell(cells.value(1));
        v.introduced = cell(cells.value(2));
        v.deprecated = cell(cells.value(3));
        v.behaviorChange = cell(cells.value(4));
        out.append(v);
    }
    return out;
}

/// A failed attempt: the action, a "70% 失败" (or "70% fail") line, then why it fails.
QList<DeadEnd> readFailedAttempts(const QStringList &lines)
{
    static const QRegularExpression failLine(u"^(\\d{1,3}(?:\\.\\d+)?)\\s*%\\s*(失败|fail\\w*)(?:\\s.*)?$"_s,
        QRegularExpression::CaseInsensitiveOption);
    QList<DeadEnd> out;
    for (const QString &item : items(lines)) {
        DeadEnd de;
        QStringList action, why;
        bool afterRate = false;
        for (const QString &line : item.split(u'\n')) {
            if (const auto m = failLine.match(line.trimmed()); m.hasMatch() && !afterRate) {
                de.failRate = m.captured(1).toDouble() / 100.0;
                afterRate = true;
            } else {
                (afterRate ? why : action).append(line);
            }
        }
        de.action = action.join(u'\n').trimmed();
        de.whyFails = why.join(u'\n').trimmed();
        out.append(de);
    }
    return out;
}

} // namespace

bool looksLikePage(const QString &text)
{
    static const QRegularExpression idLine(u"^ID:\\s*\\S+\\s*$"_s, QRegularExpression::MultilineOption);
    const QString head = text.left(4096);
    if (!idLine.match(head).hasMatch())
        return false;
    const QStringList lines = text.split(u'\n');
    for (const QString &line : lines) {
        if (headingOf(line.trimmed()))
            return true;
    }
    return false;
}

Record parse(const QString &text, const Diagnostic &where, Diagnostics *diagnostics)
{
    Record rec;
    RecordData &d = rec.edit();
    d.format = RecordFormat::BilingualPage;
    d.locale = u"zh"_s;

    const PageSections sections = splitSections(pageLines(text));
    readHeader(sections.header, d);
    d.domain = d.id.section(u'/', 0, 0);
    d.versions = readVersionsTable(sections.versions);
    d.rootCauseZh = sections.rootZh.join(u'\n').trimmed();
    d.rootCause = sections.rootEn.join(u'\n').trimmed();
    for (const QString &line : sections.docs) {
        if (line.startsWith(u"http://"_s) || line.startsWith(u"https://"_s)) {
            d.officialDocUrl = line;
            break;
        }
    }
    for (const QString &item : items(sections.solutions)) {
        Workaround w;
        w.action = item;
        d.workarounds.append(w);
    }
    d.deadEnds = readFailedAttempts(sections.failed);

    auto incomplete = [&](const QString &what) {
        Diagnostic diag = where;
        diag.code = Diagnostic::Code::PageIncomplete;
        diag.args = {what};
        diagnostics->append(diag);
        return Record();
    };
    if (d.id.isEmpty())
        return incomplete(QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "ID line")));
    if (d.signature.isEmpty() && d.signatureZh.isEmpty())
        return incomplete(QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "signature")));
    if (d.signature.isEmpty())
        d.signature = d.signatureZh;
    return rec;
}

} // namespace Faultline::BilingualPage
