// SPDX-License-Identifier: MIT
#include "recordview.h"
#include "markdownpage.h"
#include "recordhtml.h"

#include <QDesktopServices>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QScrollBar>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Faultline {

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
    case Section::Examples:
        return u"examples"_s;
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

RecordView::RecordView(QWidget *parent) : QTextBrowser(parent), m_images(new DocumentImages(this))
{
    setOpenLinks(false);
    // No file or URL is read because a page names it (an <img> of /dev/zero): pictures come
    // only from DocumentImages, handed to the document.
    document()->setResourceProvider(&MarkdownPage::noResource);
    connect(this, &QTextBrowser::anchorClicked, this, &RecordView::openLink);
    connect(m_images, &DocumentImages::loaded, this, [this] {
        if (!m_document.isValid())
            return;
        const int scrolled = verticalScrollBar()->value();
        refresh();
        verticalScrollBar()->setValue(scrolled);
    });
    showNothing();
}

QVariant RecordView::loadResource(int type, const QUrl &name)
{
    // Not null values: for a null one QTextDocument reads the file itself.
    if (type == QTextDocument::ImageResource)
        return MarkdownPage::noResource(name);
    return QByteArray("", 0);
}

bool RecordView::isAllowedLink(const QUrl &url)
{
    return RecordHtml::isWebUrl(url) || url.scheme() == u"faultline"
        || (url.scheme().isEmpty() && url.path().isEmpty() && url.hasFragment());
}

void RecordView::openLink(const QUrl &url)
{
    if (!isAllowedLink(url))
        return; // file:, javascript:, a relative path … are never followed
    if (RecordHtml::isWebUrl(url)) {
        QDesktopServices::openUrl(url);
    } else if (url.scheme() == u"faultline") {
        const QString path = url.path();
        if (path.startsWith(u"record/"_s))
            Q_EMIT recordLinkActivated(path.mid(7));
        else if (path.startsWith(u"document/"_s))
            Q_EMIT documentLinkActivated(path.mid(9));
    } else {
        scrollToAnchor(url.fragment());
    }
}

QString RecordView::pictureRoot(const Document &document) const
{
    const QString path = QDir::cleanPath(QFileInfo(document.sourcePath).absoluteFilePath());
    if (m_kb) {
        for (const QString &source : m_kb->sources()) {
            const QString folder = QDir::cleanPath(QFileInfo(source).absoluteFilePath());
            if (path.startsWith(folder + u'/'))
                return folder;
        }
    }
    return QFileInfo(path).absolutePath();
}

void RecordView::setKnowledgeBase(std::shared_ptr<const KnowledgeBase> knowledgeBase)
{
    m_kb = std::move(knowledgeBase);
    m_images->clear();
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
    if (document.sourcePath != m_document.sourcePath || document.id != m_document.id)
        m_images->clear(); // a page's pictures are kept while it shows only
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

void RecordView::resizeEvent(QResizeEvent *event)
{
    QTextBrowser::resizeEvent(event);
    // The page is written for a narrow, normal or wide view (languages stacked or side by side,
    // facts beside the text): rewritten when the view crosses from one to another, at the same
    // place.
    if (m_record.isValid() && int(RecordHtml::layoutFor(viewport()->width())) != m_writtenFor) {
        const QScrollBar *bar = verticalScrollBar();
        const double at = bar->maximum() > 0 ? double(bar->value()) / bar->maximum() : 0.0;
        refresh();
        verticalScrollBar()->setValue(int(at * verticalScrollBar()->maximum()));
    }
}

void RecordView::refresh()
{
    if (m_record.isValid()) {
        m_writtenFor = int(RecordHtml::layoutFor(viewport()->width()));
        setHtml(recordHtml(m_record));
        if (m_at != Section::Signature)
            scrollToAnchor(anchor(m_at));
    } else if (m_document.isValid()) {
        if (m_document.kind == Document::Kind::Article) {
            const QString root = pictureRoot(m_document);
            MarkdownPage::render(
                document(), u"# "_s + m_document.title + u"\n\n"_s + m_document.body,
                &RecordView::isAllowedLink,
                [&](const QString &reference) {
                    return m_images->image(root, m_document.sourcePath, reference);
                },
                std::max(100, viewport()->width() - 40));
        } else
            setPlainText(m_document.title + u"\n\n"_s + m_document.body);
    } else {
        setHtml(u"<p style='color:gray'>"_s + tr("Select an error record or a document.").toHtmlEscaped()
            + u"</p>"_s);
    }
    highlightTerms();
}

void RecordView::setSourceName(std::function<QString(const QString &)> name)
{
    m_sourceName = std::move(name);
    refresh();
}

QString RecordView::recordHtml(const Record &record) const
{
    RecordHtml html(palette(), m_english, m_chinese, m_kb.get(), viewport()->width());
    html.setSourceName(m_sourceName);
    return html.toHtml(record);
}

} // namespace Faultline
