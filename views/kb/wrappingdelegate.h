// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

class QAbstractItemView;
class QTextLayout;

namespace Faultline {

/**
 * Paints an item's icon, then its text wrapped at the view's width, and sizes the item to fit.
 * The style cannot be left to it: QTreeView asks for sizes without a width (which wraps
 * nothing), and the style paints wrapped text in a rect sized by one layout but laid out again a
 * few pixels narrower, so that Chinese, which breaks between any two characters, lost its last
 * line to an ellipsis. Here one layout gives both the size and what is painted.
 *
 * The view must outlive the delegate (it is the delegate's parent); its items' heights follow its
 * width only when it lays its items out again on a resize. GUI thread only.
 */
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QAbstractItemView *view);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int margin(const QStyleOptionViewItem &item) const;
    /// Lays \a item's text out in \a text, right of its icon; where it goes in item.rect.
    QRect layOut(const QStyleOptionViewItem &item, QTextLayout &text) const;

    QAbstractItemView *m_view;
};

} // namespace Faultline
