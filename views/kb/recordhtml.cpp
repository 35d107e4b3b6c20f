// SPDX-License-Identifier: MIT
#include "recordhtml.h"
#include "categoryname.h"
#include "codehighlighter.h"
#include "relations.h"
#include "textutil.h"
#include "userrecords.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
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

/// Prose as written, inline: line breaks and indentation kept, `inline code` set in a fixed font.
QString prose(const QString &s)
{
    static const QRegularExpression backticks(u"`([^`\\n]+)`"_s);
    QString html = esc(s);
    html.replace(backticks, u"<code>\\1</code>"_s);
    return u"<span style='white-space:pre-wrap'>"_s + html + u"</span>"_s;
}

/// A paragraph of its own, so nothing before or after it runs into it.
QString paragraph(const QString &innerHtml)
{
    return u"<p style='margin-top:3px;margin-bottom:3px'>"_s + innerHtml + u"</p>"_s;
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

/// A workaround's Chinese text is no translation when it repeats the English (it often does).
bool isOwnChinese(const QString &zh, const Workaround &w)
{
    return !zh.trimmed().isEmpty() && zh != w.action && zh != w.how;
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

/// A heading of ours that must never break inside a word, whatever the column's width.
QString header(const QString &text, const QString &background)
{
    return u"<th align='left' bgcolor='"_s + background + u"' style='white-space:nowrap'>"_s + esc(text)
        + u"</th>"_s;
}

/// A JSON value as one line of text: nested keys joined, lists with commas.
QString plainValue(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QLocale::c().toString(v.toDouble());
    if (v.isBool())
        return v.toBool() ? u"true"_s : u"false"_s;
    QStringList parts;
    if (v.isArray()) {
        for (const QJsonValue &item : v.toArray())
            parts += plainValue(item);
        return parts.join(u", "_s);
    }
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            parts += it.key() + u": "_s + plainValue(it.value());
        return parts.join(u"; "_s);
    }
    return {};
}

} // namespace

RecordHtml::RecordHtml(
    const QPalette &palette, bool english, bool chinese, const KnowledgeBase *knowledgeBase, int width)
    : m_palette(palette)
    , m_englishAsked(english || !chinese)
    , m_chineseAsked(chinese)
    , m_kb(knowledgeBase)
    , m_width(width)
    , m_okBackground(mix(palette.color(QPalette::Base), QColor(0x2e, 0x9d, 0x4a), 0.10).name())
    , m_badBackground(mix(palette.color(QPalette::Base), QColor(0xd0, 0x30, 0x30), 0.10).name())
    , m_badText(mix(palette.color(QPalette::Text), QColor(0xd0, 0x30, 0x30), 0.7).name())
    , m_muted(palette.color(QPalette::PlaceholderText).name())
    , m_codeBackground(mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.07).name())
{ }

bool RecordHtml::isWebUrl(const QUrl &url)
{
    return url.scheme() == u"http" || url.scheme() == u"https";
}

bool RecordHtml::hasChinese(const Record &r)
{
    if (!r.signatureZh().trimmed().isEmpty() && r.signatureZh() != r.signature())
        return true;
    if (!r.rootCauseZh().trimmed().isEmpty() && r.rootCauseZh() != r.rootCause())
        return true;
    const QList<Workaround> workarounds = r.workarounds();
    const QStringList zh = r.workaroundsZh();
    for (qsizetype i = 0; i < zh.size(); ++i) {
        if (isOwnChinese(zh[i], workarounds.value(i)))
            return true;
    }
    const QList<DeadEnd> deadEnds = r.deadEnds();
    return std::any_of(workarounds.begin(), workarounds.end(), [](const Workaround &w) {
        return !w.actionZh.trimmed().isEmpty();
    }) || std::any_of(deadEnds.begin(), deadEnds.end(), [](const DeadEnd &d) {
        return !d.actionZh.trimmed().isEmpty() || !d.whyFailsZh.trimmed().isEmpty();
    });
}

RecordHtml::Layout RecordHtml::layoutFor(int width)
{
    if (width > 0 && width < stackWidth)
        return Layout::Narrow;
    return width >= sidebarWidth ? Layout::Wide : Layout::Normal;
}

QString RecordHtml::toHtml(const Record &r)
{
    m_codeDefinition = CodeHighlighter::definitionForDomain(r.domain());
    m_chinese = m_chineseAsked && hasChinese(r);
    m_english = m_englishAsked || !m_chinese;
    const Layout layout = layoutFor(m_width);
    m_sideBySide = m_english && m_chinese && layout != Layout::Narrow;
    // One language on a wide page: the facts go to a column of their own beside the text, so
    // neither runs to lines too long to read.
    const bool sidebar = !m_sideBySide && layout == Layout::Wide;
    const QString table = u"<table width='100%' cellspacing='0' cellpadding='6'>"_s;

    m_html.clear();
    // Column headings name the content's language, so they are written in that language.
    if (m_sideBySide) {
        m_html += u"<tr><td width='50%'><b style='color:"_s + m_muted
            + u"'>English</b></td><td width='50%'><b style='color:"_s + m_muted + u"'>中文</b></td></tr>"_s;
    }
    addSignature(r);
    addRootCause(r);
    addWorkarounds(r);
    addDeadEnds(r);
    const QString text = std::exchange(m_html, QString());
    addExamples(r);
    addEnvironment(r);
    addLinks(r);
    addDocuments(r);
    addDetails(r);
    const QString facts = std::exchange(m_html, QString());

    QString page
        = u"<html><body><a name='"_s + RecordView::anchor(RecordView::Section::Signature) + u"'></a>"_s;
    if (sidebar) {
        page += u"<table width='100%' cellspacing='0' cellpadding='0'><tr><td width='68%' valign='top'>"_s
            + table + text + u"</table></td><td width='32%' valign='top'>"_s + table + facts
            + u"</table></td></tr></table>"_s;
    } else {
        page += table + text + facts + u"</table>"_s;
    }
    return page + u"</body></html>"_s;
}

void RecordHtml::addSignature(const Record &r)
{
    // The signature is what a log line shows: large and monospace, as it appears in the log.
    auto signature = [](const QString &text) {
        return u"<p style='font-family:monospace;font-size:large;font-weight:bold;white-space:pre-wrap;"
               "margin-top:2px;margin-bottom:2px'>"_s
            + esc(text) + u"</p>"_s;
    };
    const QString zh = r.signatureZh() == r.signature() ? QString() : r.signatureZh();
    addRow(signature(r.signature()), zh.isEmpty() ? QString() : signature(zh), m_codeBackground);

    QStringList where {u"<code>"_s + esc(r.id()) + u"</code>"_s};
    if (!r.domain().isEmpty())
        where += esc(r.domain());
    if (!r.category().isEmpty()) // a key such as memory_error, by its name in the interface's language
        where += esc(categoryDisplayName(r.category()));
    QString meta = paragraph(where.join(u" · "_s));
    if (!r.regex().isEmpty()) {
        meta += paragraph(u"<span style='color:"_s + m_muted + u"'>"_s
            + esc(tr("regex", "the record's regular expression")) + u"</span> <code>"_s + esc(r.regex())
            + u"</code>"_s);
    }
    if (!r.regexError().isEmpty())
        meta += paragraph(u"<span style='color:"_s + m_badText + u"'>"_s
            + esc(tr("RE2 rejects this record's regex: %1").arg(r.regexError())) + u"</span>"_s);
    if (m_chineseAsked && !m_chinese)
        meta += paragraph(u"<i style='color:"_s + m_muted + u"'>"_s
            + esc(tr("No Chinese text for this record.")) + u"</i>"_s);
    meta += overrideNote(r);
    addWide(meta);
}

QString RecordHtml::overrideNote(const Record &r) const
{
    const QStringList overridden = m_kb ? m_kb->overriddenSources(r.id()) : QStringList();
    if (overridden.isEmpty())
        return {};
    QStringList names;
    for (const QString &source : overridden)
        names += m_sourceName ? m_sourceName(source) : QDir::toNativeSeparators(source);
    const QString list = QLocale().createSeparatedList(names);
    const QString note = UserRecords::holds(UserRecords::folder(), r)
        ? tr("Your record — it replaces the record of the same id in %1.").arg(list)
        : tr("This record replaces the record of the same id in %1.").arg(list);
    return paragraph(u"<b>"_s + esc(note) + u"</b>"_s);
}

void RecordHtml::addRootCause(const Record &r)
{
    if (r.rootCause().isEmpty() && r.rootCauseZh().isEmpty())
        return;
    addSectionTitle(RecordView::Section::RootCause, tr("Root cause"));
    const QString zh = r.rootCauseZh() == r.rootCause() ? QString() : r.rootCauseZh();
    addRow(r.rootCause().isEmpty() ? QString() : paragraph(prose(r.rootCause())),
        zh.isEmpty() ? QString() : paragraph(prose(zh)));
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
        QString lead = u"✓ <b>"_s + esc(QString::number(i + 1)) + u".</b> "_s;
        if (w.successRate)
            lead += u"<b>"_s + esc(tr("works %1").arg(percent(*w.successRate))) + u"</b> "_s;
        auto meta = [&](const QString &condition) {
            return paragraph(condition.isEmpty()
                    ? lead
                    : lead + u"<i>"_s + esc(tr("when: %1").arg(condition)) + u"</i> "_s);
        };
        QString english = meta(w.condition) + workaroundText(w);
        if (!w.tradeoff.isEmpty())
            english += paragraph(u"<i>"_s + esc(tr("Trade-off: %1").arg(w.tradeoff)) + u"</i>"_s);
        // The item's own Chinese first; the older list of Chinese workarounds otherwise.
        QString chinese;
        const QString zh = workaroundsZh.value(i);
        if (!w.actionZh.trimmed().isEmpty())
            chinese = workaroundTextZh(w);
        else if (isOwnChinese(zh, w))
            chinese = proseAndCode(zh);
        // Stacked, the Chinese sits right under its English: its number would only repeat.
        if (!chinese.isEmpty() && (m_sideBySide || !m_english))
            chinese.prepend(meta(w.conditionZh.isEmpty() ? w.condition : w.conditionZh));
        addRow(english, chinese, m_okBackground);
    }
}

QString RecordHtml::workaroundText(const Workaround &w) const
{
    if (w.action.isEmpty())
        return w.how.isEmpty() ? QString() : codeBlock(w.how);
    const auto [sentence, codeInAction] = splitProseAndCode(w.action);
    QString html = paragraph(prose(sentence));
    if (!codeInAction.isEmpty())
        html += codeBlock(codeInAction);
    if (!w.how.isEmpty() && w.how != w.action) {
        // A "how" that starts by repeating the action's sentence shows only what it adds.
        const QString how = w.how.startsWith(sentence + u'\n') ? w.how.mid(sentence.size() + 1) : w.how;
        html += codeBlock(how);
    }
    return html;
}

QString RecordHtml::workaroundTextZh(const Workaround &w) const
{
    // The "how" is a command or code: the same block in both columns.
    QString html = paragraph(prose(w.actionZh));
    if (!w.how.isEmpty() && w.how != w.action)
        html += codeBlock(w.how.startsWith(w.action + u'\n') ? w.how.mid(w.action.size() + 1) : w.how);
    return html;
}

void RecordHtml::addDeadEnds(const Record &r)
{
    const QList<DeadEnd> deadEnds = r.deadEnds();
    if (deadEnds.isEmpty())
        return;
    addSectionTitle(RecordView::Section::DeadEnds, tr("Dead ends: fixes that look right but fail"));
    for (qsizetype i = 0; i < deadEnds.size(); ++i) {
        const DeadEnd &d = deadEnds[i];
        QString lead
            = u"<span style='color:"_s + m_badText + u"'>✗ <b>"_s + esc(QString::number(i + 1)) + u".</b> "_s;
        if (d.failRate)
            lead += u"<b>"_s + esc(tr("fails %1").arg(percent(*d.failRate))) + u"</b> "_s;
        lead += u"</span>"_s;
        auto meta = [&](const QString &condition) {
            return paragraph(condition.isEmpty()
                    ? lead
                    : lead + u"<i>"_s + esc(tr("when: %1").arg(condition)) + u"</i>"_s);
        };
        auto body = [&](const QString &action, const QString &whyFails) {
            QString html;
            if (!action.isEmpty())
                html += paragraph(prose(action));
            if (!whyFails.isEmpty())
                html += paragraph(u"<b>"_s + esc(tr("Why it fails:")) + u"</b> "_s + prose(whyFails));
            return html;
        };
        QString english = meta(d.condition) + body(d.action, d.whyFails);
        if (!d.commonMisconception.isEmpty())
            english += paragraph(
                u"<i>"_s + esc(tr("Common misconception: %1").arg(d.commonMisconception)) + u"</i>"_s);
        // A dead end without Chinese of its own spans the page; one with it gets its Chinese column.
        QString chinese;
        if (!d.actionZh.trimmed().isEmpty() || !d.whyFailsZh.trimmed().isEmpty()) {
            chinese = body(d.actionZh.isEmpty() ? d.action : d.actionZh,
                d.whyFailsZh.isEmpty() ? d.whyFails : d.whyFailsZh);
            if (m_sideBySide || !m_english) // stacked under its English, the number would only repeat
                chinese.prepend(meta(d.conditionZh.isEmpty() ? d.condition : d.conditionZh));
        }
        addRow(english, chinese, m_badBackground);
    }
}

void RecordHtml::addExamples(const Record &r)
{
    const QStringList examples = r.examples();
    if (examples.isEmpty())
        return;
    addSectionTitle(RecordView::Section::Examples, tr("Example log lines"));
    // As they stand in a log: monospace, one per line, wrapped only where a line is too long.
    QString html;
    for (const QString &line : examples.mid(0, maxExamplesShown)) {
        html += u"<p style='font-family:monospace;white-space:pre-wrap;margin-top:1px;margin-bottom:1px'>"_s
            + esc(line) + u"</p>"_s;
    }
    addWide(html, m_codeBackground);
}

void RecordHtml::addEnvironment(const Record &r)
{
    QString facts;
    auto fact = [&](const QString &labelHtml, const QString &value) {
        if (!value.trimmed().isEmpty())
            facts += u"<tr><td valign='top'><b>"_s + labelHtml + u"</b></td><td>"_s + esc(value)
                + u"</td></tr>"_s;
    };
    fact(u"<span style='white-space:nowrap'>"_s + esc(tr("Operating system")) + u"</span>"_s, r.os());
    const QJsonObject environment = r.environment();
    for (auto it = environment.begin(); it != environment.end(); ++it)
        fact(esc(it.key()), plainValue(it.value()));
    const QJsonObject osSpecific = r.osSpecific();
    for (auto it = osSpecific.begin(); it != osSpecific.end(); ++it)
        fact(esc(it.key()), plainValue(it.value()));
    const QList<VersionInfo> versions = r.versions();
    if (facts.isEmpty() && versions.isEmpty())
        return;
    addSectionTitle(RecordView::Section::Versions, tr("Environment and versions"));
    if (!facts.isEmpty())
        addWide(u"<table cellspacing='0' cellpadding='3'>"_s + facts + u"</table>"_s);
    if (versions.isEmpty())
        return;
    // The behaviour changes are prose: in Chinese too when a version says it in Chinese.
    const bool chinese = std::any_of(versions.begin(), versions.end(),
        [](const VersionInfo &v) { return !v.behaviorChangeZh.trimmed().isEmpty(); });
    addRow(versionsHtml(versions, false), chinese ? versionsHtml(versions, true) : QString());
}

QString RecordHtml::versionsHtml(const QList<VersionInfo> &versions, bool chinese) const
{
    // Only the columns some row fills: most records know a version and a status, nothing more.
    struct Column
    {
        QString title;
        QString VersionInfo::*field;
    };
    const QList<Column> all {
        {tr("Version"), &VersionInfo::version},
        {tr("Status", "of a version: affected, fixed…"), &VersionInfo::status},
        {tr("Introduced", "version column: the behaviour appeared"), &VersionInfo::introduced},
        {tr("Deprecated"), &VersionInfo::deprecated},
        {tr("Removed", "version column: the API was removed"), &VersionInfo::removed},
        {tr("Behaviour change"), &VersionInfo::behaviorChange},
    };
    QList<Column> columns;
    for (const Column &c : all) {
        if (std::any_of(versions.begin(), versions.end(),
                [&](const VersionInfo &v) { return !(v.*c.field).trimmed().isEmpty(); }))
            columns += c;
    }
    if (columns.isEmpty())
        return {};
    auto valueOf = [chinese](const VersionInfo &v, const Column &c) {
        if (chinese && c.field == &VersionInfo::behaviorChange && !v.behaviorChangeZh.trimmed().isEmpty())
            return v.behaviorChangeZh;
        return v.*c.field;
    };
    if (m_width > 0 && m_width < stackWidth) {
        // Narrow: a row per version that wraps between its words, never inside a heading.
        QString list = u"<ul style='margin-top:4px'>"_s;
        for (const VersionInfo &v : versions) {
            QStringList parts;
            for (const Column &c : std::as_const(columns)) {
                const QString value = valueOf(v, c);
                if (value.trimmed().isEmpty())
                    continue;
                if (c.field == &VersionInfo::version)
                    parts += u"<b>"_s + esc(value) + u"</b>"_s;
                else
                    parts += u"<span style='color:"_s + m_muted + u"'>"_s + esc(c.title) + u":</span> "_s
                        + esc(value);
            }
            list += u"<li>"_s + parts.join(u" · "_s) + u"</li>"_s;
        }
        return list + u"</ul>"_s;
    }
    QString table = u"<table cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse;"
                    "margin-top:6px'><tr>"_s;
    for (const Column &c : std::as_const(columns))
        table += header(c.title, m_codeBackground);
    table += u"</tr>"_s;
    for (const VersionInfo &v : versions) {
        table += u"<tr>"_s;
        for (const Column &c : std::as_const(columns))
            table += u"<td>"_s + esc(valueOf(v, c)) + u"</td>"_s;
        table += u"</tr>"_s;
    }
    return table + u"</table>"_s;
}

void RecordHtml::addLinks(const Record &r)
{
    const QList<RecordLink> links = r.links();
    if (links.isEmpty())
        return;
    addSectionTitle(RecordView::Section::Links, tr("Related errors"));
    // In Chinese too when a link says in Chinese how to tell the two apart.
    const bool chinese = std::any_of(
        links.begin(), links.end(), [](const RecordLink &l) { return !l.distinctionZh.trimmed().isEmpty(); });
    addRow(linksHtml(links, false), chinese ? linksHtml(links, true) : QString());
}

QString RecordHtml::linksHtml(const QList<RecordLink> &links, bool chinese) const
{
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
            const QString name
                = chinese && !target.signatureZh().isEmpty() ? target.signatureZh() : target.signature();
            list += link(RecordView::recordUrl(l.targetId), name);
        } else {
            list += u"<span style='color:"_s + m_badText + u"'>"_s
                + esc(tr("%1 (broken link: not in the knowledge base)").arg(l.targetId)) + u"</span>"_s;
        }
        if (l.probability)
            list += u" · "_s + esc(tr("probability %1").arg(percent(*l.probability)));
        if (!l.condition.isEmpty())
            list += u" · <i>"_s + esc(l.condition) + u"</i>"_s;
        const QString distinction = chinese && !l.distinctionZh.isEmpty() ? l.distinctionZh : l.distinction;
        if (!distinction.isEmpty())
            list += u" · <i>"_s + esc(distinction) + u"</i>"_s;
        list += u"</li>"_s;
    }
    return list + u"</ul>"_s;
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
            details += u"<tr><td valign='top' style='white-space:nowrap'><b>"_s + esc(label)
                + u"</b></td><td>"_s + value + u"</td></tr>"_s;
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
    m_html += u"<tr><td colspan='"_s + QString::number(m_sideBySide ? 2 : 1) + u"'><a name='"_s
        + RecordView::anchor(section) + u"'></a><h3 style='margin-top:14px;margin-bottom:0px'>"_s + esc(title)
        + u"</h3></td></tr>"_s;
}

void RecordHtml::addRow(const QString &englishHtml, const QString &chineseHtml, const QString &background)
{
    const QString shown = m_chinese && !chineseHtml.isEmpty() ? chineseHtml : englishHtml;
    if (!m_english || !m_chinese || chineseHtml.isEmpty() || englishHtml.isEmpty()) {
        addWide(m_english && !englishHtml.isEmpty() ? englishHtml : shown, background);
        return;
    }
    if (!m_sideBySide) { // narrow: the Chinese under its English, each at full width
        addWide(englishHtml, background);
        addWide(chineseHtml, background);
        return;
    }
    const QString bg = background.isEmpty() ? QString() : u" bgcolor='"_s + background + u"'"_s;
    m_html += u"<tr><td valign='top' width='50%'"_s + bg + u">"_s + englishHtml
        + u"</td><td valign='top' width='50%'"_s + bg + u">"_s + chineseHtml + u"</td></tr>"_s;
}

void RecordHtml::addWide(const QString &html, const QString &background)
{
    const QString bg = background.isEmpty() ? QString() : u" bgcolor='"_s + background + u"'"_s;
    m_html += u"<tr><td colspan='"_s + QString::number(m_sideBySide ? 2 : 1) + u"'"_s + bg + u">"_s + html
        + u"</td></tr>"_s;
}

QString RecordHtml::proseAndCode(const QString &text) const
{
    const auto [lead, code] = splitProseAndCode(text);
    QString out = paragraph(prose(lead));
    if (!code.isEmpty())
        out += codeBlock(code);
    return out;
}

QString RecordHtml::codeBlock(const QString &code) const
{
    // A one-cell table: the shading frames the code as a block of its own, apart from the
    // sentence before it, at any width.
    return u"<table width='100%' cellspacing='0' cellpadding='6' style='margin-top:4px;margin-bottom:4px'>"
           "<tr><td bgcolor='"_s
        + m_codeBackground + u"'>"_s + CodeHighlighter::toHtml(code, m_codeDefinition, m_palette)
        + u"</td></tr></table>"_s;
}

} // namespace Faultline
