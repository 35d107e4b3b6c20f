// SPDX-License-Identifier: MIT
#include "recordhtml.h"
#include "codehighlighter.h"
#include "relations.h"
#include "textutil.h"

#include <QLocale>
#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

using TextUtil::percent;

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

/// Prose as written: line breaks and indentation kept, `inline code` set in a fixed font.
QString prose(const QString &s)
{
    static const QRegularExpression backticks(u"`([^`\\n]+)`"_s);
    QString html = esc(s);
    html.replace(backticks, u"<code>\\1</code>"_s);
    return u"<span style='white-space:pre-wrap'>"_s + html + u"</span>"_s;
}

/// Workarounds often hold a sentence and then code ("Use X instead:\n@torch.jit.script\ndef …").
/// The lines after the first are code when any of them looks like code.
std::pair<QString, QString> splitProseAndCode(const QString &text)
{
    const qsizetype nl = text.indexOf(u'\n');
    if (nl < 0)
        return {text, QString()};
    static const QRegularExpression codeLine(
        u"^(\\s+\\S|[@#$]|def |class |import |from |return |if .*:$)|[=;{}]|\\w\\(.*\\)"_s);
    const QString rest = text.mid(nl + 1);
    for (const QString &line : rest.split(u'\n')) {
        if (codeLine.match(line).hasMatch())
            return {text.left(nl), rest};
    }
    return {text, QString()};
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
        float(a.greenF() * (1 - t) + b.greenF() * t), float(a.blueF() * (1 - t) + b.blueF() * t));
}

QString link(const QUrl &url, const QString &text)
{
    return u"<a href=\""_s + esc(QString::fromUtf8(url.toEncoded())) + u"\">"_s + esc(text) + u"</a>"_s;
}

} // namespace

RecordHtml::RecordHtml(
    const QPalette &palette, bool english, bool chinese, const KnowledgeBase *knowledgeBase)
    : m_palette(palette)
    , m_english(english)
    , m_chinese(chinese)
    , m_columns(int(english) + int(chinese))
    , m_kb(knowledgeBase)
    , m_okBackground(mix(palette.color(QPalette::Base), QColor(0x2e, 0x9d, 0x4a), 0.14).name())
    , m_badBackground(mix(palette.color(QPalette::Base), QColor(0xd0, 0x30, 0x30), 0.16).name())
    , m_badText(mix(palette.color(QPalette::Text), QColor(0xd0, 0x30, 0x30), 0.7).name())
    , m_muted(palette.color(QPalette::PlaceholderText).name())
{ }

bool RecordHtml::isWebUrl(const QUrl &url)
{
    return url.scheme() == u"http" || url.scheme() == u"https";
}

QString RecordHtml::toHtml(const Record &r)
{
    m_codeDefinition = CodeHighlighter::definitionForDomain(r.domain());
    m_html = u"<html><body>"_s;
    m_html += u"<table width='100%' cellspacing='0' cellpadding='5'>"_s;
    // Column headings name the content's language, so they are written in that language.
    if (m_columns == 2)
        m_html += u"<tr><td width='50%'><b>English</b></td><td width='50%'><b>中文</b></td></tr>"_s;
    addSignature(r);
    addRootCause(r);
    addWorkarounds(r);
    addDeadEnds(r);
    addVersions(r);
    addLinks(r);
    addDocuments(r);
    addDetails(r);
    m_html += u"</table></body></html>"_s;
    return std::exchange(m_html, QString());
}

void RecordHtml::addSignature(const Record &r)
{
    addSectionTitle(RecordView::Section::Signature, tr("Signature"));
    addRow(u"<big><b>"_s + prose(r.signature()) + u"</b></big>"_s,
        r.signatureZh().isEmpty() ? untranslated(r.signature())
                                  : u"<big><b>"_s + prose(r.signatureZh()) + u"</b></big>"_s);
    const QString where = r.category().isEmpty() ? r.domain() : r.domain() + u" / "_s + r.category();
    addWide(u"<code>"_s + esc(r.id()) + u"</code> · "_s + esc(where)
        + (r.regex().isEmpty() ? QString()
                               : u" · "_s + esc(tr("regex", "the record's regular expression")) + u" <code>"_s
                    + esc(r.regex()) + u"</code>"_s));
    if (!r.regexError().isEmpty())
        addWide(u"<span style='color:"_s + m_badText + u"'>"_s
            + esc(tr("RE2 rejects this record's regex: %1").arg(r.regexError())) + u"</span>"_s);
}

void RecordHtml::addRootCause(const Record &r)
{
    if (r.rootCause().isEmpty() && r.rootCauseZh().isEmpty())
        return;
    addSectionTitle(RecordView::Section::RootCause, tr("Root cause"));
    addRow(prose(r.rootCause()),
        r.rootCauseZh().isEmpty() ? untranslated(r.rootCause()) : prose(r.rootCauseZh()));
}

void RecordHtml::addWorkarounds(const Record &r)
{
    const QList<Workaround> workarounds = r.workarounds();
    const QStringList workaroundsZh = r.workaroundsZh();
    addSectionTitle(RecordView::Section::Workarounds, tr("Workarounds"));
    if (workarounds.isEmpty())
        addWide(u"<i>"_s + esc(tr("No known workaround.")) + u"</i>"_s);
    for (qsizetype i = 0; i < workarounds.size(); ++i) {
        const Workaround &w = workarounds[i];
        const QString text = w.action.isEmpty() ? w.how : w.action;
        QString meta = u"✓ <b>"_s + esc(QString::number(i + 1)) + u".</b> "_s;
        if (w.successRate)
            meta += u"<b>"_s + esc(tr("works %1").arg(percent(*w.successRate))) + u"</b> "_s;
        if (!w.condition.isEmpty())
            meta += u"<i>"_s + esc(tr("when: %1").arg(w.condition)) + u"</i> "_s;
        QString english = meta + u"<br>"_s + proseAndCode(text);
        if (!w.how.isEmpty() && w.how != text)
            english += proseAndCode(w.how);
        const QString zh = workaroundsZh.value(i);
        // workarounds_zh often repeats the English verbatim: that is not a translation either.
        const QString chinese = zh.isEmpty() || zh == text ? meta + u"<br>"_s + untranslated(text)
                                                           : meta + u"<br>"_s + proseAndCode(zh);
        addRow(english, chinese, m_okBackground);
    }
}

void RecordHtml::addDeadEnds(const Record &r)
{
    const QList<DeadEnd> deadEnds = r.deadEnds();
    if (deadEnds.isEmpty())
        return;
    addSectionTitle(RecordView::Section::DeadEnds, tr("Dead ends: fixes that look right but fail"));
    for (qsizetype i = 0; i < deadEnds.size(); ++i) {
        const DeadEnd &d = deadEnds[i];
        QString meta
            = u"<span style='color:"_s + m_badText + u"'>✗ <b>"_s + esc(QString::number(i + 1)) + u".</b> "_s;
        if (d.failRate)
            meta += u"<b>"_s + esc(tr("fails %1").arg(percent(*d.failRate))) + u"</b>"_s;
        meta += u"</span>"_s;
        QString html = meta;
        if (!d.action.isEmpty())
            html += u"<br><s>"_s + prose(d.action) + u"</s>"_s;
        if (!d.whyFails.isEmpty())
            html += u"<br>"_s + esc(tr("Why it fails:")) + u" "_s + prose(d.whyFails);
        if (!d.condition.isEmpty())
            html += u"<br><i>"_s + esc(tr("when: %1").arg(d.condition)) + u"</i>"_s;
        // The corpus has no Chinese dead ends: the right column repeats them, marked.
        addRow(html, meta + u"<br>"_s + untranslated(d.action.isEmpty() ? d.whyFails : d.action),
            m_badBackground);
    }
}

void RecordHtml::addVersions(const Record &r)
{
    const QList<VersionInfo> versions = r.versions();
    if (versions.isEmpty())
        return;
    addSectionTitle(RecordView::Section::Versions, tr("Versions"));
    QString t
        = u"<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse'><tr><th>"_s
        + esc(tr("Version")) + u"</th><th>"_s + esc(tr("Status", "of a version: affected, fixed…"))
        + u"</th><th>"_s + esc(tr("Introduced", "version column: the behaviour appeared")) + u"</th><th>"_s
        + esc(tr("Deprecated")) + u"</th><th>"_s + esc(tr("Removed", "version column: the API was removed"))
        + u"</th><th>"_s + esc(tr("Behaviour change")) + u"</th></tr>"_s;
    for (const VersionInfo &v : versions) {
        t += u"<tr><td>"_s + esc(v.version) + u"</td><td>"_s + esc(v.status) + u"</td><td>"_s
            + esc(v.introduced) + u"</td><td>"_s + esc(v.deprecated) + u"</td><td>"_s + esc(v.removed)
            + u"</td><td>"_s + esc(v.behaviorChange) + u"</td></tr>"_s;
    }
    addWide(t + u"</table>"_s);
}

void RecordHtml::addLinks(const Record &r)
{
    const QList<RecordLink> links = r.links();
    if (links.isEmpty())
        return;
    addSectionTitle(RecordView::Section::Links, tr("Related errors"));
    QString list = u"<ul>"_s;
    for (const RecordLink &l : links) {
        QString kind;
        switch (l.kind) {
        case RecordLink::Kind::LeadsTo:
            kind = tr("Leads to");
            break;
        case RecordLink::Kind::PrecededBy:
            kind = tr("Preceded by");
            break;
        case RecordLink::Kind::ConfusedWith:
            kind = tr("Often confused with");
            break;
        }
        const Record target = m_kb ? m_kb->record(l.targetId) : Record();
        list += u"<li>"_s + esc(kind) + u": "_s;
        if (target.isValid()) {
            list += link(RecordView::recordUrl(l.targetId), target.signature());
        } else {
            list += u"<span style='color:"_s + m_badText + u"'>"_s
                + esc(tr("%1 (broken link: not in the knowledge base)").arg(l.targetId)) + u"</span>"_s;
        }
        if (l.probability)
            list += u" · "_s + esc(tr("probability %1").arg(percent(*l.probability)));
        if (!l.condition.isEmpty())
            list += u" · <i>"_s + esc(l.condition) + u"</i>"_s;
        if (!l.distinction.isEmpty())
            list += u" · <i>"_s + esc(l.distinction) + u"</i>"_s;
        list += u"</li>"_s;
    }
    addWide(list + u"</ul>"_s);
}

void RecordHtml::addDocuments(const Record &r)
{
    if (!m_kb)
        return;
    const QList<qsizetype> docs = relatedDocuments(*m_kb, r);
    if (docs.isEmpty())
        return;
    addSectionTitle(RecordView::Section::Documents, tr("Related documents"));
    QString list = u"<ul>"_s;
    for (qsizetype i : docs) {
        const Document &d = m_kb->documents()[i];
        list += u"<li>"_s + link(RecordView::documentUrl(d.id), d.title) + u"</li>"_s;
    }
    addWide(list + u"</ul>"_s);
}

void RecordHtml::addDetails(const Record &r)
{
    addSectionTitle(RecordView::Section::Details, tr("Details"));
    QString details;
    auto detail = [&](const QString &label, const QString &value) {
        if (!value.isEmpty())
            details += u"<tr><td><b>"_s + esc(label) + u"</b></td><td>"_s + value + u"</td></tr>"_s;
    };
    const QUrl doc(r.officialDocUrl());
    detail(tr("Official documentation"),
        isWebUrl(doc) ? link(doc, r.officialDocUrl()) : esc(r.officialDocUrl()));
    detail(tr("Section", "of the official documentation"), esc(r.officialDocSection()));
    detail(tr("Resolvable"), esc(resolvableKey(r.resolvable())));
    detail(tr("Fix success rate"), r.fixSuccessRate() ? esc(percent(*r.fixSuccessRate())) : QString());
    detail(tr("Confidence"), r.confidence() ? esc(percent(*r.confidence())) : QString());
    detail(tr("Verification"), esc(r.verificationTier()));
    detail(tr("First seen"), esc(r.firstSeen()));
    detail(tr("Last confirmed"), esc(r.lastConfirmed()));
    detail(tr("Evidence", "how many reports back the record"),
        r.evidenceCount() ? esc(QLocale().toString(*r.evidenceCount())) : QString());
    detail(tr("Error code"), esc(r.errorCode()));
    detail(tr("Source file"), esc(r.sourcePath()));
    detail(tr("Sources", "where the record's information comes from"), sourcesHtml(r));
    addWide(u"<table cellpadding='2'>"_s + details + u"</table>"_s);
}

/// The workarounds' and dead ends' sources, each once, web addresses as links.
QString RecordHtml::sourcesHtml(const Record &r) const
{
    QStringList sources;
    for (const Workaround &w : r.workarounds())
        sources += w.sources;
    for (const DeadEnd &d : r.deadEnds())
        sources += d.sources;
    sources.removeDuplicates();
    QString html;
    for (const QString &s : std::as_const(sources)) {
        const QUrl url(s);
        html += (isWebUrl(url) ? link(url, s) : esc(s)) + u"<br>"_s;
    }
    return html;
}

void RecordHtml::addSectionTitle(RecordView::Section section, const QString &title)
{
    m_html += u"<tr><td colspan='"_s + QString::number(m_columns) + u"'><a name='"_s
        + RecordView::anchor(section) + u"'></a><h3>"_s + esc(title) + u"</h3></td></tr>"_s;
}

void RecordHtml::addRow(const QString &englishHtml, const QString &chineseHtml, const QString &background)
{
    const QString bg = background.isEmpty() ? QString() : u" bgcolor='"_s + background + u"'"_s;
    const QString width = m_columns == 2 ? u" width='50%'"_s : QString();
    m_html += u"<tr>"_s;
    if (m_english)
        m_html += u"<td valign='top'"_s + width + bg + u">"_s + englishHtml + u"</td>"_s;
    if (m_chinese)
        m_html += u"<td valign='top'"_s + width + bg + u">"_s + chineseHtml + u"</td>"_s;
    m_html += u"</tr>"_s;
}

void RecordHtml::addWide(const QString &html)
{
    m_html += u"<tr><td colspan='"_s + QString::number(m_columns) + u"'>"_s + html + u"</td></tr>"_s;
}

QString RecordHtml::untranslated(const QString &english) const
{
    return u"<span style='color:"_s + m_muted + u";font-style:italic'>["_s
        + esc(tr("untranslated", "marks English text shown where Chinese is missing")) + u"]</span> "_s
        + u"<span style='color:"_s + m_muted + u"'>"_s + prose(english) + u"</span>"_s;
}

QString RecordHtml::proseAndCode(const QString &text) const
{
    const auto [lead, code] = splitProseAndCode(text);
    QString out = prose(lead);
    if (!code.isEmpty())
        out += CodeHighlighter::toHtml(code, m_codeDefinition, m_palette);
    return out;
}

} // namespace Faultline
