// SPDX-License-Identifier: MIT
#include "markdownpage.h"

#include <QPalette>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <vector>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// A stretch of the document to change: a link to unmake or pictures to swap.
struct Edit
{
    int position;
    int length;
    QTextCharFormat format;
};

} // namespace

QVariant MarkdownPage::noResource(const QUrl &)
{
    // Not a null image: for one, QTextDocument's image handler tries to load the name itself.
    QImage nothing(1, 1, QImage::Format_ARGB32);
    nothing.fill(Qt::transparent);
    return nothing;
}

void MarkdownPage::render(QTextDocument *document, const QString &markdown, const LinkFilter &isAllowed,
    const ImageSource &image, qreal maxImageWidth)
{
    // Raw HTML (blocks and inline tags) reads as text: Markdown is all a document may use.
    document->setMarkdown(markdown,
        QTextDocument::MarkdownFeatures(
            QTextDocument::MarkdownDialectGitHub | QTextDocument::MarkdownNoHTML));

    std::vector<Edit> edits;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            const QTextCharFormat format = f.charFormat();
            if (format.isImageFormat() || (format.isAnchor() && !isAllowed(QUrl(format.anchorHref()))))
                edits.push_back({f.position(), f.length(), format});
        }
    }
    QTextCharFormat note;
    note.setForeground(QPalette().color(QPalette::PlaceholderText));
    note.setFontItalic(true);
    int imageNumber = 0;
    QTextCursor cursor(document);
    // From the end: an edit changes the positions after it only.
    for (auto e = edits.rbegin(); e != edits.rend(); ++e) {
        if (!e->format.isImageFormat()) {
            QTextCharFormat plain = e->format;
            plain.setAnchor(false);
            plain.setAnchorHref(QString());
            plain.clearForeground();
            plain.setFontUnderline(false);
            cursor.setPosition(e->position);
            cursor.setPosition(e->position + e->length, QTextCursor::KeepAnchor);
            cursor.setCharFormat(plain);
            continue;
        }
        // Identical pictures side by side are one fragment, one character each.
        for (int at = e->position + e->length - 1; at >= e->position; --at) {
            QTextImageFormat format = e->format.toImageFormat();
            const DocumentImages::Entry entry = image(format.name());
            const QString reference
                = format.name().size() > 120 ? format.name().left(119) + u'…' : format.name();
            cursor.setPosition(at);
            cursor.setPosition(at + 1, QTextCursor::KeepAnchor);
            cursor.removeSelectedText();
            if (entry.status == DocumentImages::Entry::Status::Loaded) {
                const QUrl name(u"faultline-image:%1"_s.arg(imageNumber++));
                document->addResource(QTextDocument::ImageResource, name, entry.image);
                format.setName(name.toString());
                const qreal width = entry.image.deviceIndependentSize().width();
                if (maxImageWidth > 0 && width > maxImageWidth) {
                    format.setWidth(maxImageWidth);
                    format.setHeight(entry.image.deviceIndependentSize().height() * maxImageWidth / width);
                }
                cursor.insertImage(format);
            } else if (entry.status == DocumentImages::Entry::Status::Loading) {
                cursor.insertText(tr("[picture %1: loading…]").arg(reference), note);
            } else {
                cursor.insertText(tr("[picture %1 not shown: %2]").arg(reference, entry.why), note);
            }
        }
    }
}

} // namespace Faultline
