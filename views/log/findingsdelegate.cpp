// SPDX-License-Identifier: MIT
#include "findingsdelegate.h"

#include "findingsmodel.h"

using namespace Qt::StringLiterals;

namespace Faultline {

void FindingsDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QModelIndex finding
        = index.data(FindingsModel::KindRole).value<FindingsModel::Kind>() == FindingsModel::Kind::Hit
        ? index.parent() // a hit looks like its finding
        : index;
    const auto kind = finding.data(FindingsModel::KindRole).value<FindingsModel::Kind>();
    if (kind == FindingsModel::Kind::Group) {
        option->font.setBold(true);
        return;
    }
    const bool link = index.column() == FindingsModel::WorkaroundsColumn
        || index.column() == FindingsModel::DeadEndsColumn;
    // Suggestions and weak hits are no diagnosis: dimmed, links too.
    if (!finding.data(FindingsModel::DiagnosisRole).toBool())
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
