// SPDX-License-Identifier: MIT
#pragma once

#include "recordscope.h"
#include "searchindex.h"

#include <QBitArray>
#include <QHash>
#include <QSortFilterProxyModel>

#include <memory>

namespace Faultline {

/**
 * Sorts and filters the knowledge base tree. Sorting uses KnowledgeBaseModel::SortRole and keeps
 * the documents branch after the domains either way. Filtering shows the records (and documents)
 * matching a RecordQuery, with every group on the way to a match, and hides empty groups. Only
 * the records of its scope show, in the tree and in search results alike: software by default,
 * so that advice about travel, culture, law, health … stays out of a developer's way until asked
 * for (setScope(ScopeFilter::All)); a group left empty by it is hidden too.
 *
 * While a query is active and the tree is sorted by name, it is ranked instead: the records best
 * fitting the query first (SearchIndex scores), each group placed by its best record, so the first
 * record of the first domain is the best match overall and the domain that holds the best matches
 * comes first. Sorting by another column sorts by it, as without a query.
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
    /// Software records only (the default), or every record. Filters again at once.
    void setScope(ScopeFilter scope);
    ScopeFilter scope() const { return m_scope; }

    /// How many records the current query matches within the scope (all of the scope's records
    /// when the query is empty).
    qsizetype matchingRecordCount() const;
    /// How many records the scope shows before any query: what matchingRecordCount() is out of.
    qsizetype scopeRecordCount() const;
    /// How many records of the scope have Chinese text (all a Chinese query can find).
    qsizetype chineseRecordCount() const;
    /// How many of the records the current query matches have no Chinese text.
    qsizetype matchesWithoutChinese() const;
    /// How well the record at \a source (a KnowledgeBaseModel index) fits the query; for a group,
    /// its best record. 0 without a query or for a record that does not match.
    float score(const QModelIndex &source) const;

    /// Group labels count the matching records while a query is active: "python (3 of 88)", out
    /// of the group's records in scope; without a query, only those in scope: "travel (12)".
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void queryChanged();

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void recompute(const QBitArray *within);
    Record firstRecordUnder(const QModelIndex &source) const;
    /// Whether the scope hides any record of the knowledge base.
    bool isScoped() const { return m_scope == ScopeFilter::Software && m_adviceCount > 0; }

    std::shared_ptr<const SearchIndex> m_index;
    RecordQuery m_query;
    ScopeFilter m_scope = ScopeFilter::Software;
    bool m_filtering = false; // a query is active or the scope hides records: m_records applies
    bool m_searching = false; // a query is active
    QBitArray m_records;
    QBitArray m_documents;
    QList<float> m_scores; // per record, while searching
    QList<float> m_domainBest, m_categoryBest; // per SearchIndex group, while searching
    // Bit i: record i is software (SearchIndex numbering); with its count per group, the totals
    // that group labels and the match count are out of when the scope is software.
    QBitArray m_inScope;
    qsizetype m_adviceCount = 0;
    QList<int> m_domainsInScope, m_categoriesInScope;
    // Matching records per domain and per category group (SearchIndex numbering), while searching.
    QList<int> m_domainMatches, m_categoryMatches;
};

} // namespace Faultline
