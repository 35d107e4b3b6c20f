// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"
#include "record.h"
#include "recordview.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>

#include <functional>

class QUrl;

namespace Faultline {

/**
 * Writes the page RecordView shows for one record, a reference page read from top to bottom:
 * the signature (large, monospace) with the id and domain, root cause, workarounds (each its
 * action as a sentence, then its "how" as a separate code block), dead ends with why they fail,
 * example log lines, environment and versions, related errors, related documents and details,
 * each section with
 * RecordView's anchor.
 *
 * On a page at least sidebarWidth wide, one language only, the environment, related errors,
 * documents and details stand in a column to the right of the text.
 *
 * Languages: a record with Chinese text gets two columns, English | 中文, side by side, or stacked
 * (the Chinese under the English) on a page narrower than stackWidth(); text with no Chinese
 * counterpart spans the page. A record without Chinese text is one column, with a short note when
 * Chinese was asked for, never the English repeated as a stand-in.
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
    /// Pages narrower than this (in pixels) stack two languages instead of setting them side by
    /// side, and list versions row by row instead of in a table.
    static constexpr int stackWidth = 700;
    /// Pages in one language at least this wide set the facts (environment, links, details) in a
    /// column beside the text.
    static constexpr int sidebarWidth = 1300;
    /// A record's example log lines shown at most: a reminder of what the error looks like.
    static constexpr qsizetype maxExamplesShown = 6;
    enum class Layout { Narrow, Normal, Wide };
    /// How a page \a width pixels wide is laid out (0: Normal).
    static Layout layoutFor(int width);

    /// \a english or \a chinese: which languages to show; at least one must be true. \a width is
    /// the width the page is laid out at, in pixels (0: wide).
    RecordHtml(const QPalette &palette, bool english, bool chinese, const KnowledgeBase *knowledgeBase,
        int width = 0);

    /// How a source is named in the note on a record that overrides another of the same id (see
    /// KnowledgeBase::overriddenSources()); by default its path.
    void setSourceName(std::function<QString(const QString &source)> name) { m_sourceName = std::move(name); }

    QString toHtml(const Record &record);

    /// True for the addresses a page may link out to: http and https.
    static bool isWebUrl(const QUrl &url);
    /// Whether \a record has any Chinese text of its own (not the English copied).
    static bool hasChinese(const Record &record);

private:
    // The sections, in page order.
    void addSignature(const Record &r);
    /// "Your record — it replaces …": the sources whose record of the same id this one overrides.
    QString overrideNote(const Record &r) const;
    void addRootCause(const Record &r);
    void addWorkarounds(const Record &r);
    void addDeadEnds(const Record &r);
    void addExamples(const Record &r);
    void addEnvironment(const Record &r);
    void addLinks(const Record &r);
    void addDocuments(const Record &r);
    void addDetails(const Record &r);

    // The layout every section uses.
    void addSectionTitle(RecordView::Section section, const QString &title);
    /// English and its Chinese, aligned side by side or stacked; English alone across the page
    /// when \a chineseHtml is empty (no Chinese for it), Chinese alone when English is hidden.
    void addRow(const QString &englishHtml, const QString &chineseHtml, const QString &background = {});
    /// One cell across the page.
    void addWide(const QString &html, const QString &background = {});
    /// Text, then any code after it as a highlighted block.
    QString proseAndCode(const QString &text) const;
    /// \a code as a separate, shaded, monospace block highlighted for the record's domain.
    QString codeBlock(const QString &code) const;
    QString workaroundText(const Workaround &w) const;
    /// The workaround's Chinese action with the same "how" code block as the English.
    QString workaroundTextZh(const Workaround &w) const;
    /// The table (or list, when narrow); \a chinese shows each behaviour change's Chinese, if any.
    QString versionsHtml(const QList<VersionInfo> &versions, bool chinese) const;
    /// The related errors as a list; \a chinese names them and their distinctions in Chinese where
    /// the records say it.
    QString linksHtml(const QList<RecordLink> &links, bool chinese) const;
    QString sourcesHtml(const Record &r) const;

    const QPalette m_palette;
    const bool m_englishAsked;
    const bool m_chineseAsked;
    const KnowledgeBase *const m_kb;
    const int m_width;
    const QString m_okBackground;
    const QString m_badBackground;
    const QString m_badText;
    const QString m_muted;
    const QString m_codeBackground;
    std::function<QString(const QString &)> m_sourceName;
    // Per page: the languages the record lets us show, and how.
    bool m_english = true;
    bool m_chinese = false;
    bool m_sideBySide = false;
    QString m_codeDefinition;
    QString m_html;
};

} // namespace Faultline
