// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace Faultline {

/// Paints item text with every occurrence of the search terms marked, like a marker pen.
class HighlightDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    /// Case-folded terms to mark (SearchIndex::terms()); empty marks nothing.
    void setTerms(const QStringList &terms);

    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QStringList m_terms;
};

} // namespace Faultline
