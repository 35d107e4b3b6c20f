// SPDX-License-Identifier: MIT
#pragma once

#include "document.h"
#include "documentimages.h"
#include "knowledgebase.h"
#include "record.h"

#include <QTextBrowser>

#include <functional>
#include <memory>

namespace Faultline {

/**
 * Shows one record as a reference page (see RecordHtml: signature, root cause, workarounds, dead
 * ends, environment and versions, links, related documents, details) with its English and Chinese
 * text side by side, or stacked when the view is narrow, or one document (Markdown rendered).
 *
 * Every value from a record is escaped, so record text is always shown literally. Links open
 * only for http(s) (in the system browser) and for the app's own faultline: links to records and
 * documents, which are reported through the signals rather than followed; file:, javascript: and
 * everything else do nothing (isAllowedLink()). Each section has a stable anchor (see Section) so
 * other parts of the app can open a record at its workarounds or its dead ends.
 *
 * A Markdown document is shown through MarkdownPage: its raw HTML as text, only allowed links
 * kept, pictures only from inside its knowledge-base folder, loaded off the GUI thread by
 * DocumentImages. The page never loads a resource by itself.
 */
class RecordView : public QTextBrowser
{
    Q_OBJECT
public:
    enum class Section {
        Signature,
        RootCause,
        Workarounds,
        DeadEnds,
        Examples,
        Versions,
        Links,
        Documents,
        Details
    };
    static QString anchor(Section section); ///< "workarounds", "dead-ends", …

    /// A link to a record or a document as this view writes it (and as other views may write it).
    static QUrl recordUrl(const QString &id);
    static QUrl documentUrl(const QString &id);
    /// Whether a link to \a url is followed (and shown as a link): http(s), the app's own
    /// faultline: links and anchors in the page itself.
    static bool isAllowedLink(const QUrl &url);

    explicit RecordView(QWidget *parent = nullptr);

    /// Where link targets and related documents are looked up.
    void setKnowledgeBase(std::shared_ptr<const KnowledgeBase> knowledgeBase);
    /// How a knowledge-base source is named on the page of a record that overrides a record of
    /// the same id in it (its path when not set).
    void setSourceName(std::function<QString(const QString &source)> name);
    void showRecord(const Record &record, Section at = Section::Signature);
    void showDocument(const Document &document);
    void showNothing();
    /// The section the shown record was opened at.
    Section section() const { return m_at; }

    /// Marks every occurrence of \a terms (ignoring case), e.g. the words being searched for.
    void setHighlightTerms(const QStringList &terms);

    /// Which language columns to show; at least one stays on.
    void setColumnsVisible(bool english, bool chinese);
    bool isEnglishVisible() const { return m_english; }
    bool isChineseVisible() const { return m_chinese; }

    /// The HTML for \a record (exposed for tests: it must never contain unescaped record text).
    QString recordHtml(const Record &record) const;

Q_SIGNALS:
    void recordLinkActivated(const QString &id);
    void documentLinkActivated(const QString &id);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    /// Never reads a file or URL a page names: an empty picture, or empty text (QTextBrowser's
    /// own reads /dev/zero or a FIFO on the GUI thread while laying a page out).
    QVariant loadResource(int type, const QUrl &name) override;

private:
    void refresh();
    void highlightTerms();
    void openLink(const QUrl &url);
    /// The folder \a document may show pictures from: the knowledge-base folder it was loaded
    /// from, or its own folder when it was loaded as a single file.
    QString pictureRoot(const Document &document) const;

    std::shared_ptr<const KnowledgeBase> m_kb;
    std::function<QString(const QString &)> m_sourceName;
    Record m_record;
    Document m_document;
    Section m_at = Section::Signature;
    bool m_english = true;
    bool m_chinese = true;
    int m_writtenFor = -1; ///< the RecordHtml::Layout the shown record's page was written for
    QStringList m_terms;
    DocumentImages *m_images;
};

} // namespace Faultline
