// SPDX-License-Identifier: MIT
#include "highlightdelegate.h"

#include "knowledgebasemodel.h"
#include "searchquery.h"

#include <QApplication>
#include <QPainter>

namespace Faultline {

void HighlightDelegate::setTerms(const QStringList &terms)
{
    m_terms = terms;
}

QList<std::pair<qsizetype, qsizetype>> HighlightDelegate::marks(
    const QModelIndex &index, const QString &text) const
{
    using Kind = KnowledgeBaseModel::NodeKind;
    const auto kind = index.data(KnowledgeBaseModel::NodeKindRole).value<Kind>();
    if (m_terms.isEmpty() || (kind != Kind::Record && kind != Kind::RecordGroup && kind != Kind::Document))
        return {};
    return SearchQuery::matchSpans(text, m_terms);
}

void HighlightDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (m_terms.isEmpty() || opt.text.isEmpty() || marks(index, opt.text).isEmpty()) {
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
    painter->save();
    painter->setFont(opt.font);
    const bool selected = opt.state & QStyle::State_Selected;
    const int flags = int(opt.displayAlignment | Qt::AlignVCenter);
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(rect, flags, shown);
    // Then each match on a marker-pen background, in black whatever the palette, so it stays legible.
    painter->setPen(Qt::black);
    // Marks in the text as shown: an elided middle hides its matches, and shows none by mistake.
    for (const auto &[at, length] : marks(index, shown)) {
        const int x = rect.left() + fm.horizontalAdvance(shown.left(at));
        const QString part = shown.mid(at, length);
        const QRect mark(x, rect.top() + 1, fm.horizontalAdvance(part), rect.height() - 2);
        painter->fillRect(mark, QColor(0xff, 0xd5, 0x4f));
        painter->drawText(mark, int(Qt::AlignLeft | Qt::AlignVCenter), part);
    }
    painter->restore();
}

} // namespace Faultline
