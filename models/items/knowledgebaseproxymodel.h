// SPDX-License-Identifier: MIT
#pragma once

#include "searchindex.h"

#include <QBitArray>
#include <QHash>
#include <QSortFilterProxyModel>

#include <memory>

namespace Faultline {

/**
 * Sorts and filters the knowledge base tree. Sorting uses KnowledgeBaseModel::SortRole and keeps
 * the documents branch after the domains either way. Filtering shows the records (and documents)
 * matching a RecordQuery, with every group on the way to a match, and hides empty groups.
 *
 * Lives on the GUI thread. A query that narrows the previous one only re-examines the previous
 * matches, so typing more letters gets cheaper, not dearer.
 */
class KnowledgeBaseProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit KnowledgeBaseProxyModel(QObject *parent = nullptr);

    /// The index to search; set it whenever the source model gets a new knowledge base.
    void setSearchIndex(std::shared_ptr<const SearchIndex> index);
    std::shared_ptr<const SearchIndex> searchIndex() const { return m_index; }

    void setQuery(const RecordQuery &query);
    RecordQuery query() const { return m_query; }
    /// How many records the current query matches (all records when the query is empty).
    qsizetype matchingRecordCount() const;

    /// Group labels count the matching records while a query is active: "python (3 of 88)".
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void queryChanged();

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void recompute(const QBitArray *within);
    Record firstRecordUnder(const QModelIndex &source) const;

    std::shared_ptr<const SearchIndex> m_index;
    RecordQuery m_query;
    bool m_filtering = false;
    QBitArray m_records;
    QBitArray m_documents;
    // Matching records per domain and per category group (SearchIndex numbering), while filtering.
    QList<int> m_domainMatches, m_categoryMatches;
};

} // namespace Faultline
