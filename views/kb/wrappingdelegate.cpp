// SPDX-License-Identifier: MIT
#include "wrappingdelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTextLayout>

#include <cmath>

namespace Faultline {

WrappingDelegate::WrappingDelegate(QAbstractItemView *view) : QStyledItemDelegate(view), m_view(view) { }

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    item.rect = QRect(0, 0, m_view->viewport()->width(), 0);
    QTextLayout text;
    const QRect rect = layOut(item, text);
    return {item.rect.width(), std::max(rect.height(), item.decorationSize.height()) + 2 * margin(item)};
}

void WrappingDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    QTextLayout text;
    const QRect rect = layOut(item, text);
    const QStyle *style = item.widget ? item.widget->style() : QApplication::style();
    item.text.clear(); // the style paints the background, selection, focus and icon
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);
    const bool selected = item.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = !(item.state & QStyle::State_Enabled) ? QPalette::Disabled
        : item.state & QStyle::State_Active                                  ? QPalette::Active
                                                                             : QPalette::Inactive;
    painter->save();
    painter->setPen(item.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
    text.draw(painter, rect.topLeft());
    painter->restore();
}

int WrappingDelegate::margin(const QStyleOptionViewItem &item) const
{
    const QStyle *style = item.widget ? item.widget->style() : QApplication::style();
    return style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, item.widget) + 1;
}

QRect WrappingDelegate::layOut(const QStyleOptionViewItem &item, QTextLayout &text) const
{
    const int m = margin(item);
    const int left = item.rect.left() + item.decorationSize.width() + 3 * m;
    const int width = std::max(1, item.rect.right() - m - left);
    QString shown = item.text;
    shown.replace(u'\n', QChar::LineSeparator);
    text.setText(shown);
    text.setFont(item.font);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    text.setTextOption(wrap);
    qreal height = 0;
    text.beginLayout();
    for (QTextLine line = text.createLine(); line.isValid(); line = text.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    text.endLayout();
    return QRect(left, item.rect.top() + m, width, int(std::ceil(height)));
}

} // namespace Faultline
