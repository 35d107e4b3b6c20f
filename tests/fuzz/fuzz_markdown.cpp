// SPDX-License-Identifier: MIT
// Fuzz target: a Markdown document of the knowledge base, from its bytes to the page the app
// shows. MarkdownReader reads the front matter (PlainDocumentReader what has none), then
// MarkdownPage renders the body as RecordView does. Checked on every input: the page keeps no
// link RecordView::isAllowedLink refuses and no picture it was not handed (pictures come from a
// stand-in DocumentImages: "ok.png" loads, everything else is refused), so no raw HTML, file:
// link or local file gets through whatever the Markdown parser makes of the bytes.
#include "markdownpage.h"
#include "markdownreader.h"
#include "plaindocumentreader.h"
#include "recordview.h"

#include <QGuiApplication>
#include <QTextBlock>
#include <QTextDocument>

#include <cstdlib>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

/// The page's parent, answering QTextDocument's loadResource() as RecordView does: with nothing
/// read (without a parent the document would read any file a picture names).
class NoLoading : public QObject
{
    Q_OBJECT
public:
    Q_INVOKABLE QVariant loadResource(int type, const QUrl &name)
    {
        return type == QTextDocument::ImageResource ? MarkdownPage::noResource(name) : QVariant(QByteArray("", 0));
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (!QCoreApplication::instance()) { // under libFuzzer; the replay makes its own
        static int argc = 1;
        static char name[] = "fuzz_markdown";
        static char *argv[] = {name, nullptr};
        qputenv("QT_QPA_PLATFORM", "offscreen");
        new QGuiApplication(argc, argv);
    }
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString path = u"kb/docs/article.md"_s;
    const std::optional<Document> article = MarkdownReader::readArticle(path, text);
    const Document doc = article ? *article : PlainDocumentReader::read(path, text);
    if (!doc.isValid() || doc.sourcePath != path)
        std::abort();

    static QImage picture = [] {
        QImage image(2, 2, QImage::Format_RGB32);
        image.fill(Qt::blue);
        return image;
    }();
    NoLoading parent;
    QTextDocument page(&parent);
    page.setResourceProvider(&MarkdownPage::noResource);
    MarkdownPage::render(
        &page, u"# "_s + doc.title + u"\n\n"_s + doc.body, &RecordView::isAllowedLink,
        [](const QString &reference) {
            if (reference == u"ok.png")
                return DocumentImages::Entry {DocumentImages::Entry::Status::Loaded, picture, {}};
            return DocumentImages::Entry {DocumentImages::Entry::Status::Refused, {}, u"refused"_s};
        },
        100);
    for (QTextBlock block = page.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() && !format.anchorHref().isEmpty()
                && !RecordView::isAllowedLink(QUrl(format.anchorHref())))
                std::abort();
            if (format.isImageFormat()) {
                const QString name = format.toImageFormat().name();
                if (!name.startsWith(u"faultline-image:"_s)
                    || page.resource(QTextDocument::ImageResource, QUrl(name)).value<QImage>() != picture)
                    std::abort();
            }
        }
    }
    return 0;
}

#include "fuzz_markdown.moc"
