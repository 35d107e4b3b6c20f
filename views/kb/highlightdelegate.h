// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace Faultline {

/**
 * Paints a knowledge-base tree item's text with the search's words marked, like a marker pen,
 * where search matches them (SearchQuery::matchSpans(): at the start of a word or of an
 * identifier's part). Only the text of records and documents is marked: a group's label ("python
 * (2 of 40)") is the tree's own words, not the knowledge base's.
 */
class HighlightDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// Case-folded terms to mark (SearchIndex::terms()); empty marks nothing.
    void setTerms(const QStringList &terms);
    /// The (start, length) spans of \a text, shown for \a index, that paint() marks.
    QList<std::pair<qsizetype, qsizetype>> marks(const QModelIndex &index, const QString &text) const;

    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QStringList m_terms;
};

} // namespace Faultline
