// SPDX-License-Identifier: MIT
#include "knowledgebaseproxymodel.h"

#include "knowledgebasemodel.h"

namespace Faultline {

KnowledgeBaseProxyModel::KnowledgeBaseProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(KnowledgeBaseModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

bool KnowledgeBaseProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    using Kind = KnowledgeBaseModel::NodeKind;
    const bool leftDocs = left.data(KnowledgeBaseModel::NodeKindRole).value<Kind>() == Kind::DocumentGroup;
    const bool rightDocs = right.data(KnowledgeBaseModel::NodeKindRole).value<Kind>() == Kind::DocumentGroup;
    if (leftDocs != rightDocs) // the view reverses the answer for descending order; undo that
        return (sortOrder() == Qt::AscendingOrder) == rightDocs;
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace Faultline
