// SPDX-License-Identifier: MIT
#include "highlightdelegate.h"

#include <QApplication>
#include <QPainter>

namespace Faultline {

void HighlightDelegate::setTerms(const QStringList &terms)
{
    m_terms = terms;
}

void HighlightDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (m_terms.isEmpty() || opt.text.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QString text = opt.text;
    opt.text.clear(); // let the style draw background, selection, focus and icon; the text is ours
    const QWidget *widget = opt.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const QRect rect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget).adjusted(3, 0, -3, 0);
    const QFontMetrics fm(opt.font);
    const QString shown = fm.elidedText(text, opt.textElideMode, rect.width());
    const QString folded = shown.toCaseFolded();
    painter->save();
    painter->setFont(opt.font);
    const bool selected = opt.state & QStyle::State_Selected;
    const int flags = int(opt.displayAlignment | Qt::AlignVCenter);
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(rect, flags, shown);
    // Then each match on a marker-pen background, in black whatever the palette, so it stays legible.
    painter->setPen(Qt::black);
    for (const QString &term : m_terms) {
        for (qsizetype at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.size())) {
            const int x = rect.left() + fm.horizontalAdvance(shown.left(at));
            const QString part = shown.mid(at, term.size());
            const QRect mark(x, rect.top() + 1, fm.horizontalAdvance(part), rect.height() - 2);
            painter->fillRect(mark, QColor(0xff, 0xd5, 0x4f));
            painter->drawText(mark, int(Qt::AlignLeft | Qt::AlignVCenter), part);
        }
    }
    painter->restore();
}

} // namespace Faultline
