// SPDX-License-Identifier: MIT
#include "knowledgebaseproxymodel.h"

#include "knowledgebasemodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace Faultline {

using Kind = KnowledgeBaseModel::NodeKind;

KnowledgeBaseProxyModel::KnowledgeBaseProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(KnowledgeBaseModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
    // A group stays visible while any record under it matches.
    setRecursiveFilteringEnabled(true);
}

void KnowledgeBaseProxyModel::setSearchIndex(std::shared_ptr<const SearchIndex> index)
{
    m_index = std::move(index);
    // Deciding a record's scope reads its data; once per knowledge base, not per row filtered.
    const QList<Record> records
        = m_index && m_index->knowledgeBase() ? m_index->knowledgeBase()->records() : QList<Record>();
    m_inScope = QBitArray(records.size());
    for (qsizetype i = 0; i < records.size(); ++i)
        m_inScope.setBit(i, scopeOf(records.at(i)) == RecordScope::Software);
    m_adviceCount = m_inScope.count(false);
    m_domainsInScope = m_index ? m_index->countPerDomain(m_inScope) : QList<int>();
    m_categoriesInScope = m_index ? m_index->countPerCategory(m_inScope) : QList<int>();
    recompute(nullptr);
}

void KnowledgeBaseProxyModel::setScope(ScopeFilter scope)
{
    if (scope == m_scope)
        return;
    m_scope = scope;
    recompute(nullptr);
}

void KnowledgeBaseProxyModel::setQuery(const RecordQuery &query)
{
    if (query == m_query)
        return;
    const bool narrower = m_filtering && query.narrows(m_query);
    m_query = query;
    const QBitArray previous = m_records;
    const bool wasSearching = m_searching;
    recompute(narrower ? &previous : nullptr);
    // The ranking changed with the query: sort again (a no-op filter change would not).
    if ((m_searching || wasSearching) && sortColumn() == KnowledgeBaseModel::NameColumn)
        invalidate();
    Q_EMIT queryChanged();
}

void KnowledgeBaseProxyModel::recompute(const QBitArray *within)
{
    m_searching = m_index && !m_query.isEmpty();
    m_filtering = m_searching || isScoped();
    m_records.clear();
    m_documents.clear();
    m_domainMatches.clear();
    m_categoryMatches.clear();
    m_scores.clear();
    m_domainBest.clear();
    m_categoryBest.clear();
    if (m_searching) {
        SearchHits hits = m_index->searchRecords(m_query, within);
        if (isScoped())
            hits.matches &= m_inScope;
        m_records = hits.matches;
        m_documents = m_index->matchDocuments(m_query);
        m_domainMatches = m_index->countPerDomain(m_records);
        m_categoryMatches = m_index->countPerCategory(m_records);
        m_domainBest = m_index->bestPerDomain(hits);
        m_categoryBest = m_index->bestPerCategory(hits);
        m_scores = std::move(hits.scores);
    } else if (m_filtering) {
        m_records = m_inScope;
    }
    invalidateRowsFilter();
}

qsizetype KnowledgeBaseProxyModel::matchingRecordCount() const
{
    if (!m_index || !m_index->knowledgeBase())
        return 0;
    return m_filtering ? m_records.count(true) : m_index->knowledgeBase()->records().size();
}

qsizetype KnowledgeBaseProxyModel::scopeRecordCount() const
{
    if (!m_index || !m_index->knowledgeBase())
        return 0;
    return m_index->knowledgeBase()->records().size() - (isScoped() ? m_adviceCount : 0);
}

qsizetype KnowledgeBaseProxyModel::chineseRecordCount() const
{
    if (!m_index || !m_index->knowledgeBase())
        return 0;
    QBitArray chinese = m_index->recordsWithChinese();
    if (isScoped())
        chinese &= m_inScope;
    return chinese.count(true);
}

qsizetype KnowledgeBaseProxyModel::matchesWithoutChinese() const
{
    if (!m_index || !m_index->knowledgeBase())
        return 0;
    const QBitArray all = m_filtering ? m_records : QBitArray(m_index->recordsWithChinese().size(), true);
    return (all & ~m_index->recordsWithChinese()).count(true);
}

float KnowledgeBaseProxyModel::score(const QModelIndex &source) const
{
    if (!m_searching || !source.isValid())
        return 0;
    const auto kind = source.data(KnowledgeBaseModel::NodeKindRole).value<Kind>();
    switch (kind) {
    case Kind::Record:
        return m_scores.value(source.data(KnowledgeBaseModel::ItemIndexRole).toLongLong());
    case Kind::RecordGroup: {
        float best = 0;
        for (int row = 0; row < sourceModel()->rowCount(source); ++row)
            best = std::max(best, score(sourceModel()->index(row, 0, source)));
        return best;
    }
    case Kind::Domain:
    case Kind::Category: {
        const Record first = firstRecordUnder(source);
        const int group = kind == Kind::Domain ? m_index->domainGroup(first.domain())
                                               : m_index->categoryGroup(first.domain(), first.category());
        return (kind == Kind::Domain ? m_domainBest : m_categoryBest).value(group);
    }
    default:
        return 0;
    }
}

QVariant KnowledgeBaseProxyModel::data(const QModelIndex &index, int role) const
{
    if (!m_filtering || role != Qt::DisplayRole || index.column() != 0)
        return QSortFilterProxyModel::data(index, role);
    const QModelIndex source = mapToSource(index);
    const auto kind = source.data(KnowledgeBaseModel::NodeKindRole).value<Kind>();
    if (kind != Kind::Domain && kind != Kind::Category)
        return QSortFilterProxyModel::data(index, role);
    const QString name = source.data(KnowledgeBaseModel::NameRole).toString();
    // The model labels groups with no name "(no domain)"; look the group up by its real key.
    const Record first = firstRecordUnder(source);
    const int group = kind == Kind::Domain ? m_index->domainGroup(first.domain())
                                           : m_index->categoryGroup(first.domain(), first.category());
    // Out of the records the user can see: the model's own count includes those out of scope.
    const int total = isScoped()
        ? (kind == Kind::Domain ? m_domainsInScope : m_categoriesInScope).value(group)
        : source.data(KnowledgeBaseModel::RecordCountRole).toInt();
    if (!m_searching)
        return tr("%1 (%2)", "group label: name (records shown)").arg(name, QLocale().toString(total));
    const QList<int> &counts = kind == Kind::Domain ? m_domainMatches : m_categoryMatches;
    return tr("%1 (%2 of %3)", "group label while searching: name (matching of all)")
        .arg(name, QLocale().toString(counts.value(group)), QLocale().toString(total));
}

Record KnowledgeBaseProxyModel::firstRecordUnder(const QModelIndex &source) const
{
    QModelIndex at = source;
    while (at.isValid() && sourceModel()->rowCount(at) > 0)
        at = sourceModel()->index(0, 0, at);
    return static_cast<const KnowledgeBaseModel *>(sourceModel())->record(at);
}

bool KnowledgeBaseProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_filtering)
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const auto kind = index.data(KnowledgeBaseModel::NodeKindRole).value<Kind>();
    const qsizetype item = index.data(KnowledgeBaseModel::ItemIndexRole).toLongLong();
    switch (kind) {
    case Kind::Record:
        return item < m_records.size() && m_records.testBit(item);
    case Kind::Document:
        if (!m_searching) // documents are articles about software: in every scope
            return true;
        // Filters (domain, confidence, …) describe records; with one set, documents are hidden.
        return m_query.domains.isEmpty() && m_query.categories.isEmpty() && m_query.resolvable.isEmpty()
            && m_query.verificationTiers.isEmpty() && m_query.minConfidence <= 0.0
            && item < m_documents.size() && m_documents.testBit(item);
    default:
        return false; // groups: shown by recursive filtering when a child is
    }
}

bool KnowledgeBaseProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftDocs = left.data(KnowledgeBaseModel::NodeKindRole).value<Kind>() == Kind::DocumentGroup;
    const bool rightDocs = right.data(KnowledgeBaseModel::NodeKindRole).value<Kind>() == Kind::DocumentGroup;
    if (leftDocs != rightDocs) // the view reverses the answer for descending order; undo that
        return (sortOrder() == Qt::AscendingOrder) == rightDocs;
    if (m_searching && left.column() == KnowledgeBaseModel::NameColumn) {
        // Ranked: the better fit first; equal fits (documents, ties) by name.
        const float l = score(left.siblingAtColumn(0)), r = score(right.siblingAtColumn(0));
        if (l != r)
            return l > r;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace Faultline
