// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace Faultline {

/// Sorts the knowledge base tree by KnowledgeBaseModel::SortRole, keeping the documents branch
/// after the domains whichever way the user sorts.
class KnowledgeBaseProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit KnowledgeBaseProxyModel(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace Faultline
