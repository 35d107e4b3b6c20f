// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

namespace Faultline {

/**
 * Paints FindingsModel rows: groups in bold, weak findings (and their hits) dimmed, suggestions
 * in italics with a "≈" before their signature, the workaround and dead-end columns as links.
 * Only the style options change; the painting is QStyledItemDelegate's.
 */
class FindingsDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace Faultline
