// SPDX-License-Identifier: MIT
#include "recordview.h"
#include "textutil.h"

#include "codehighlighter.h"
#include "relations.h"

#include <QDesktopServices>
#include <QEvent>
#include <QLocale>
#include <QRegularExpression>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

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

using TextUtil::percent;

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
        float(a.greenF() * (1 - t) + b.greenF() * t), float(a.blueF() * (1 - t) + b.blueF() * t));
}

bool isWebUrl(const QUrl &url)
{
    return url.scheme() == u"http" || url.scheme() == u"https";
}

} // namespace

QString RecordView::anchor(Section section)
{
    switch (section) {
    case Section::Signature:
        return u"signature"_s;
    case Section::RootCause:
        return u"root-cause"_s;
    case Section::Workarounds:
        return u"workarounds"_s;
    case Section::DeadEnds:
        return u"dead-ends"_s;
    case Section::Versions:
        return u"versions"_s;
    case Section::Links:
        return u"links"_s;
    case Section::Documents:
        return u"documents"_s;
    case Section::Details:
        return u"details"_s;
    }
    return {};
}

QUrl RecordView::recordUrl(const QString &id)
{
    QUrl url;
    url.setScheme(u"faultline"_s);
    url.setPath(u"record/"_s + id);
    return url;
}

QUrl RecordView::documentUrl(const QString &id)
{
    QUrl url;
    url.setScheme(u"faultline"_s);
    url.setPath(u"document/"_s + id);
    return url;
}

RecordView::RecordView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &RecordView::openLink);
    showNothing();
}

void RecordView::openLink(const QUrl &url)
{
    if (isWebUrl(url)) {
        QDesktopServices::openUrl(url);
    } else if (url.scheme() == u"faultline") {
        const QString path = url.path();
        if (path.startsWith(u"record/"_s))
            Q_EMIT recordLinkActivated(path.mid(7));
        else if (path.startsWith(u"document/"_s))
            Q_EMIT documentLinkActivated(path.mid(9));
    } else if (url.scheme().isEmpty() && url.hasFragment()) {
        scrollToAnchor(url.fragment());
    }
    // Anything else (file:, javascript:, …) is never followed.
}

void RecordView::setKnowledgeBase(std::shared_ptr<const KnowledgeBase> knowledgeBase)
{
    m_kb = std::move(knowledgeBase);
}

void RecordView::showRecord(const Record &record, Section at)
{
    m_record = record;
    m_document = {};
    m_at = at;
    refresh();
}

void RecordView::showDocument(const Document &document)
{
    m_record = {};
    m_document = document;
    refresh();
}

void RecordView::showNothing()
{
    m_record = {};
    m_document = {};
    refresh();
}

void RecordView::setHighlightTerms(const QStringList &terms)
{
    if (terms == m_terms)
        return;
    m_terms = terms;
    highlightTerms();
}

void RecordView::highlightTerms()
{
    QList<QTextEdit::ExtraSelection> marks;
    QTextCharFormat format;
    format.setBackground(QColor(0xff, 0xd5, 0x4f)); // a marker pen, legible on light and dark
    format.setForeground(Qt::black);
    for (const QString &term : std::as_const(m_terms)) {
        QTextCursor at(document());
        while (!(at = document()->find(term, at)).isNull()) {
            QTextEdit::ExtraSelection mark;
            mark.cursor = at;
            mark.format = format;
            marks.append(mark);
            if (marks.size() >= 1000) // enough to see; a single letter would otherwise mark everything
                break;
        }
    }
    setExtraSelections(marks);
}

void RecordView::setColumnsVisible(bool english, bool chinese)
{
    m_english = english || !chinese;
    m_chinese = chinese;
    refresh();
}

void RecordView::changeEvent(QEvent *event)
{
    // Section titles are interface text, and code colours follow the palette.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    QTextBrowser::changeEvent(event);
}

void RecordView::refresh()
{
    if (m_record.isValid()) {
        setHtml(recordHtml(m_record));
        if (m_at != Section::Signature)
            scrollToAnchor(anchor(m_at));
    } else if (m_document.isValid()) {
        if (m_document.kind == Document::Kind::Article)
            setMarkdown(u"# "_s + m_document.title + u"\n\n"_s + m_document.body);
        else
            setPlainText(m_document.title + u"\n\n"_s + m_document.body);
    } else {
        setHtml(u"<p style='color:gray'>"_s + esc(tr("Select an error record or a document.")) + u"</p>"_s);
    }
    highlightTerms();
}

QString RecordView::recordHtml(const Record &r) const
{
    const QPalette pal = palette();
    const QString okBackground = mix(pal.color(QPalette::Base), QColor(0x2e, 0x9d, 0x4a), 0.14).name();
    const QString badBackground = mix(pal.color(QPalette::Base), QColor(0xd0, 0x30, 0x30), 0.16).name();
    const QString badText = mix(pal.color(QPalette::Text), QColor(0xd0, 0x30, 0x30), 0.7).name();
    const QString muted = pal.color(QPalette::PlaceholderText).name();
    const QString codeDefinition = CodeHighlighter::definitionForDomain(r.domain());
    const int columns = int(m_english) + int(m_chinese);

    QString h = u"<html><body>"_s;
    h += u"<table width='100%' cellspacing='0' cellpadding='5'>"_s;
    auto sectionTitle = [&](Section s, const QString &title) {
        h += u"<tr><td colspan='"_s + QString::number(columns) + u"'><a name='"_s + anchor(s)
            + u"'></a><h3>"_s + esc(title) + u"</h3></td></tr>"_s;
    };
    auto untranslated = [&](const QString &english) -> QString {
        return u"<span style='color:"_s + muted + u";font-style:italic'>["_s
            + esc(tr("untranslated", "marks English text shown where Chinese is missing")) + u"]</span> "_s
            + u"<span style='color:"_s + muted + u"'>"_s + prose(english) + u"</span>"_s;
    };
    // One aligned row: English on the left, Chinese (or the English, marked) on the right.
    auto row
        = [&](const QString &englishHtml, const QString &chineseHtml, const QString &background = QString()) {
              const QString bg = background.isEmpty() ? QString() : u" bgcolor='"_s + background + u"'"_s;
              const QString width = columns == 2 ? u" width='50%'"_s : QString();
              h += u"<tr>"_s;
              if (m_english)
                  h += u"<td valign='top'"_s + width + bg + u">"_s + englishHtml + u"</td>"_s;
              if (m_chinese)
                  h += u"<td valign='top'"_s + width + bg + u">"_s + chineseHtml + u"</td>"_s;
              h += u"</tr>"_s;
          };
    auto wide = [&](const QString &html) {
        h += u"<tr><td colspan='"_s + QString::number(columns) + u"'>"_s + html + u"</td></tr>"_s;
    };

    // Column headings name the content's language, so they are written in that language.
    if (columns == 2)
        h += u"<tr><td width='50%'><b>English</b></td><td width='50%'><b>中文</b></td></tr>"_s;

    sectionTitle(Section::Signature, tr("Signature"));
    row(u"<big><b>"_s + prose(r.signature()) + u"</b></big>"_s,
        r.signatureZh().isEmpty() ? untranslated(r.signature())
                                  : u"<big><b>"_s + prose(r.signatureZh()) + u"</b></big>"_s);
    const QString where = r.category().isEmpty() ? r.domain() : r.domain() + u" / "_s + r.category();
    wide(u"<code>"_s + esc(r.id()) + u"</code> · "_s + esc(where)
        + (r.regex().isEmpty() ? QString()
                               : u" · "_s + esc(tr("regex", "the record's regular expression")) + u" <code>"_s
                    + esc(r.regex()) + u"</code>"_s));
    if (!r.regexError().isEmpty())
        wide(u"<span style='color:"_s + badText + u"'>"_s
            + esc(tr("RE2 rejects this record's regex: %1").arg(r.regexError())) + u"</span>"_s);

    if (!r.rootCause().isEmpty() || !r.rootCauseZh().isEmpty()) {
        sectionTitle(Section::RootCause, tr("Root cause"));
        row(prose(r.rootCause()),
            r.rootCauseZh().isEmpty() ? untranslated(r.rootCause()) : prose(r.rootCauseZh()));
    }

    const QList<Workaround> workarounds = r.workarounds();
    const QStringList workaroundsZh = r.workaroundsZh();
    sectionTitle(Section::Workarounds, tr("Workarounds"));
    if (workarounds.isEmpty())
        wide(u"<i>"_s + esc(tr("No known workaround.")) + u"</i>"_s);
    for (qsizetype i = 0; i < workarounds.size(); ++i) {
        const Workaround &w = workarounds[i];
        const QString text = w.action.isEmpty() ? w.how : w.action;
        auto render = [&](const QString &t) -> QString {
            const auto [lead, code] = splitProseAndCode(t);
            QString out = prose(lead);
            if (!code.isEmpty())
                out += CodeHighlighter::toHtml(code, codeDefinition, pal);
            return out;
        };
        QString meta = u"✓ <b>"_s + esc(QString::number(i + 1)) + u".</b> "_s;
        if (w.successRate)
            meta += u"<b>"_s + esc(tr("works %1").arg(percent(*w.successRate))) + u"</b> "_s;
        if (!w.condition.isEmpty())
            meta += u"<i>"_s + esc(tr("when: %1").arg(w.condition)) + u"</i> "_s;
        QString english = meta + u"<br>"_s + render(text);
        if (!w.how.isEmpty() && w.how != text)
            english += render(w.how);
        const QString zh = workaroundsZh.value(i);
        // workarounds_zh often repeats the English verbatim: that is not a translation either.
        const QString chinese = zh.isEmpty() || zh == text ? meta + u"<br>"_s + untranslated(text)
                                                           : meta + u"<br>"_s + render(zh);
        row(english, chinese, okBackground);
    }

    const QList<DeadEnd> deadEnds = r.deadEnds();
    if (!deadEnds.isEmpty()) {
        sectionTitle(Section::DeadEnds, tr("Dead ends: fixes that look right but fail"));
        for (qsizetype i = 0; i < deadEnds.size(); ++i) {
            const DeadEnd &d = deadEnds[i];
            QString meta = u"<span style='color:"_s + badText + u"'>✗ <b>"_s + esc(QString::number(i + 1))
                + u".</b> "_s;
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
            row(html, meta + u"<br>"_s + untranslated(d.action.isEmpty() ? d.whyFails : d.action),
                badBackground);
        }
    }

    const QList<VersionInfo> versions = r.versions();
    if (!versions.isEmpty()) {
        sectionTitle(Section::Versions, tr("Versions"));
        QString t
            = u"<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse'><tr><th>"_s
            + esc(tr("Version")) + u"</th><th>"_s + esc(tr("Status", "of a version: affected, fixed…"))
            + u"</th><th>"_s + esc(tr("Introduced", "version column: the behaviour appeared"))
            + u"</th><th>"_s + esc(tr("Deprecated")) + u"</th><th>"_s
            + esc(tr("Removed", "version column: the API was removed")) + u"</th><th>"_s
            + esc(tr("Behaviour change")) + u"</th></tr>"_s;
        for (const VersionInfo &v : versions) {
            t += u"<tr><td>"_s + esc(v.version) + u"</td><td>"_s + esc(v.status) + u"</td><td>"_s
                + esc(v.introduced) + u"</td><td>"_s + esc(v.deprecated) + u"</td><td>"_s + esc(v.removed)
                + u"</td><td>"_s + esc(v.behaviorChange) + u"</td></tr>"_s;
        }
        wide(t + u"</table>"_s);
    }

    const QList<RecordLink> links = r.links();
    if (!links.isEmpty()) {
        sectionTitle(Section::Links, tr("Related errors"));
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
                list += u"<a href=\""_s + esc(QString::fromUtf8(recordUrl(l.targetId).toEncoded())) + u"\">"_s
                    + esc(target.signature()) + u"</a>"_s;
            } else {
                list += u"<span style='color:"_s + badText + u"'>"_s
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
        wide(list + u"</ul>"_s);
    }

    if (m_kb) {
        const QList<qsizetype> docs = relatedDocuments(*m_kb, r);
        if (!docs.isEmpty()) {
            sectionTitle(Section::Documents, tr("Related documents"));
            QString list = u"<ul>"_s;
            for (qsizetype i : docs) {
                const Document &d = m_kb->documents()[i];
                list += u"<li><a href=\""_s + esc(QString::fromUtf8(documentUrl(d.id).toEncoded())) + u"\">"_s
                    + esc(d.title) + u"</a></li>"_s;
            }
            wide(list + u"</ul>"_s);
        }
    }

    sectionTitle(Section::Details, tr("Details"));
    QString details;
    auto detail = [&](const QString &label, const QString &value) {
        if (!value.isEmpty())
            details += u"<tr><td><b>"_s + esc(label) + u"</b></td><td>"_s + value + u"</td></tr>"_s;
    };
    const QUrl doc(r.officialDocUrl());
    if (isWebUrl(doc)) {
        detail(tr("Official documentation"),
            u"<a href=\""_s + esc(QString::fromUtf8(doc.toEncoded())) + u"\">"_s + esc(r.officialDocUrl())
                + u"</a>"_s);
    } else {
        detail(tr("Official documentation"), esc(r.officialDocUrl()));
    }
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
    QStringList sources;
    for (const Workaround &w : workarounds)
        sources += w.sources;
    for (const DeadEnd &d : deadEnds)
        sources += d.sources;
    sources.removeDuplicates();
    QString sourceHtml;
    for (const QString &s : std::as_const(sources)) {
        const QUrl u(s);
        sourceHtml += (isWebUrl(u) ? u"<a href=\""_s + esc(QString::fromUtf8(u.toEncoded())) + u"\">"_s
                                  + esc(s) + u"</a>"_s
                                   : esc(s))
            + u"<br>"_s;
    }
    detail(tr("Sources", "where the record's information comes from"), sourceHtml);
    wide(u"<table cellpadding='2'>"_s + details + u"</table>"_s);
    h += u"</table></body></html>"_s;
    return h;
}

} // namespace Faultline
