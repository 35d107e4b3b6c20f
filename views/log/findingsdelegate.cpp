// SPDX-License-Identifier: MIT
#include "findingsdelegate.h"

#include "findingsmodel.h"

using namespace Qt::StringLiterals;

namespace Faultline {

void FindingsDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    auto kind = index.data(FindingsModel::KindRole).value<FindingsModel::Kind>();
    if (kind == FindingsModel::Kind::Hit) // a hit looks like its finding
        kind = index.parent().data(FindingsModel::KindRole).value<FindingsModel::Kind>();
    if (kind == FindingsModel::Kind::Group) {
        option->font.setBold(true);
        return;
    }
    const bool link = index.column() == FindingsModel::WorkaroundsColumn
        || index.column() == FindingsModel::DeadEndsColumn;
    if (kind == FindingsModel::Kind::Weak)
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::PlaceholderText));
    else if (link)
        option->palette.setColor(QPalette::Text, option->palette.color(QPalette::Link));
    if (link)
        option->font.setUnderline(true);
    if (kind == FindingsModel::Kind::Suggestion && index.column() == FindingsModel::SignatureColumn) {
        option->font.setItalic(true);
        option->text = u"≈ "_s + option->text;
    }
}

} // namespace Faultline
