// SPDX-License-Identifier: MIT
#pragma once

#include "documentimages.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>
#include <QVariant>

#include <functional>

class QTextDocument;

namespace Faultline {

/**
 * A knowledge-base Markdown document made into the page RecordView shows, safe whatever it holds:
 * - raw HTML is shown as the text it is, never interpreted (no `<font size=7>`, no `<img>`
 *   that hides what follows, no HTML link);
 * - a link stays a link only where the caller allows its target (RecordView::isAllowedLink:
 *   http(s) and the app's own links); any other keeps its words as plain text;
 * - a picture is shown only as the caller's DocumentImages loaded it, under a name of the page's
 *   own; one still loading or refused is a short grey note saying so.
 * GUI thread only, like the document.
 */
class MarkdownPage
{
    Q_DECLARE_TR_FUNCTIONS(Faultline::RecordView)
public:
    using LinkFilter = std::function<bool(const QUrl &)>;
    using ImageSource = std::function<DocumentImages::Entry(const QString &reference)>;

    /// Replaces \a document's content by \a markdown; pictures wider than \a maxImageWidth
    /// pixels are shown scaled down to it.
    static void render(QTextDocument *document, const QString &markdown, const LinkFilter &isAllowed,
        const ImageSource &image, qreal maxImageWidth);

    /// What the page's document gives for a picture it was not handed: an empty one, not null,
    /// so that Qt never reads a file or URL by itself. The document's parent must answer
    /// loadResource() with it (RecordView does): Qt asks the parent before any provider, while
    /// setMarkdown() lays the page out, before render() has swapped the pictures.
    static QVariant noResource(const QUrl &url);
};

} // namespace Faultline
