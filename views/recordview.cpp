// SPDX-License-Identifier: MIT
#include "recordview.h"

#include <QDesktopServices>
#include <QEvent>
#include <QLocale>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

/// Record text as written: line breaks and indentation kept (workarounds hold code).
QString para(const QString &s)
{
    return u"<span style='white-space:pre-wrap'>"_s + esc(s) + u"</span>"_s;
}

QString pct(std::optional<double> v)
{
    return v ? QLocale().toString(*v * 100.0, 'f', 0) + QLocale().percent() : QString();
}

bool isWebUrl(const QUrl &url)
{
    return url.scheme() == u"http" || url.scheme() == u"https";
}

} // namespace

RecordView::RecordView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if (isWebUrl(url))
            QDesktopServices::openUrl(url);
    });
    showNothing();
}

void RecordView::showRecord(const Record &record)
{
    m_record = record;
    m_document = {};
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

void RecordView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QTextBrowser::changeEvent(event);
}

void RecordView::refresh()
{
    if (m_record.isValid()) {
        setHtml(recordHtml(m_record));
    } else if (m_document.isValid()) {
        if (m_document.kind == Document::Kind::Article)
            setMarkdown(u"# "_s + m_document.title + u"\n\n"_s + m_document.body);
        else
            setPlainText(m_document.title + u"\n\n"_s + m_document.body);
    } else {
        setHtml(u"<p style='color:gray'>"_s + esc(tr("Select an error record or a document.")) + u"</p>"_s);
    }
}

QString RecordView::recordHtml(const Record &r)
{
    QString h;
    h += u"<h2>"_s + esc(r.signature()) + u"</h2>"_s;
    if (!r.signatureZh().isEmpty())
        h += u"<h3>"_s + esc(r.signatureZh()) + u"</h3>"_s;
    const QString where = r.category().isEmpty() ? r.domain() : r.domain() + u" / "_s + r.category();
    h += u"<p><code>"_s + esc(r.id()) + u"</code> · "_s + esc(where) + u"</p>"_s;
    if (!r.regexError().isEmpty())
        h += u"<p style='color:#b00020'>"_s
            + esc(tr("RE2 rejects this record's regex: %1").arg(r.regexError())) + u"</p>"_s;
    if (!r.rootCause().isEmpty() || !r.rootCauseZh().isEmpty()) {
        h += u"<h4>"_s + esc(tr("Root cause")) + u"</h4><p>"_s + para(r.rootCause()) + u"</p>"_s;
        if (!r.rootCauseZh().isEmpty())
            h += u"<p>"_s + para(r.rootCauseZh()) + u"</p>"_s;
    }
    const auto workarounds = r.workarounds();
    if (!workarounds.isEmpty()) {
        h += u"<h4>"_s + esc(tr("Workarounds")) + u"</h4><ol>"_s;
        for (const Workaround &w : workarounds) {
            h += u"<li>"_s + para(w.action.isEmpty() ? w.how : w.action);
            if (w.successRate)
                h += u" <b>"_s + esc(tr("(works %1)").arg(pct(w.successRate))) + u"</b>"_s;
            h += u"</li>"_s;
        }
        h += u"</ol>"_s;
    }
    const auto deadEnds = r.deadEnds();
    if (!deadEnds.isEmpty()) {
        h += u"<h4 style='color:#b00020'>"_s + esc(tr("Dead ends: fixes that do not work")) + u"</h4><ol>"_s;
        for (const DeadEnd &d : deadEnds) {
            h += u"<li><s>"_s + para(d.action) + u"</s>"_s;
            if (d.failRate)
                h += u" <b style='color:#b00020'>"_s + esc(tr("(fails %1)").arg(pct(d.failRate))) + u"</b>"_s;
            if (!d.whyFails.isEmpty())
                h += u"<br>"_s + para(d.whyFails);
            h += u"</li>"_s;
        }
        h += u"</ol>"_s;
    }
    const auto versions = r.versions();
    if (!versions.isEmpty()) {
        h += u"<h4>"_s + esc(tr("Versions")) + u"</h4><ul>"_s;
        for (const VersionInfo &v : versions)
            h += u"<li>"_s + esc(v.version) + (v.status.isEmpty() ? QString() : u" — "_s + esc(v.status))
                + u"</li>"_s;
        h += u"</ul>"_s;
    }
    const QUrl doc(r.officialDocUrl());
    if (isWebUrl(doc))
        h += u"<p><a href=\""_s + esc(QString::fromUtf8(doc.toEncoded())) + u"\">"_s
            + esc(tr("Official documentation")) + u"</a></p>"_s;
    return h;
}

} // namespace Faultline
