// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"
#include "record.h"
#include "recordview.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>

class QUrl;

namespace Faultline {

/**
 * Writes the page RecordView shows for one record: a table with a column per shown language
 * (English left, Chinese right, the English marked "untranslated" where Chinese is missing),
 * section by section, each with RecordView's anchor.
 *
 * Every value from a record is escaped, so record text is always shown literally; links are
 * written only for http(s) addresses and for the app's own record and document links. Colours
 * come from the palette given. Link targets and related documents are looked up in the knowledge
 * base given, if any (without one, every link reads as broken). GUI thread only: code is
 * highlighted with the app's highlighter.
 */
class RecordHtml
{
    // The page's words are RecordView's, and keep the translations made for it.
    Q_DECLARE_TR_FUNCTIONS(Faultline::RecordView)

public:
    /// \a english or \a chinese: which columns to write; at least one must be true.
    RecordHtml(const QPalette &palette, bool english, bool chinese, const KnowledgeBase *knowledgeBase);

    QString toHtml(const Record &record);

    /// True for the addresses a page may link out to: http and https.
    static bool isWebUrl(const QUrl &url);

private:
    // The sections, in page order.
    void addSignature(const Record &r);
    void addRootCause(const Record &r);
    void addWorkarounds(const Record &r);
    void addDeadEnds(const Record &r);
    void addVersions(const Record &r);
    void addLinks(const Record &r);
    void addDocuments(const Record &r);
    void addDetails(const Record &r);

    // The layout every section uses.
    void addSectionTitle(RecordView::Section section, const QString &title);
    /// One aligned row: English on the left, Chinese (or the English, marked) on the right.
    void addRow(const QString &englishHtml, const QString &chineseHtml, const QString &background = {});
    /// One cell across every column.
    void addWide(const QString &html);
    QString untranslated(const QString &english) const;
    /// Prose, then any code after it highlighted for the record's domain.
    QString proseAndCode(const QString &text) const;
    QString sourcesHtml(const Record &r) const;

    const QPalette m_palette;
    const bool m_english;
    const bool m_chinese;
    const int m_columns;
    const KnowledgeBase *const m_kb;
    const QString m_okBackground;
    const QString m_badBackground;
    const QString m_badText;
    const QString m_muted;
    QString m_codeDefinition;
    QString m_html;
};

} // namespace Faultline
