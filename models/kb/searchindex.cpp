// SPDX-License-Identifier: MIT
#include "searchindex.h"

#include "textindex.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

TextIndex::Item recordItem(const Record &r)
{
    using F = TextIndex::Field;
    TextIndex::Item item {{F::IdField, r.id()}, {F::SignatureField, r.signature()},
        {F::SignatureField, r.signatureZh()}, {F::KeywordField, r.regex()}, {F::KeywordField, r.domain()},
        {F::KeywordField, r.category()}, {F::KeywordField, r.subcategory()}, {F::KeywordField, r.errorCode()},
        {F::ProseField, r.rootCause()}, {F::ProseField, r.rootCauseZh()},
        {F::ProseField, r.officialDocUrl()}};
    for (const QString &t : r.tags())
        item.append({F::KeywordField, t});
    for (const QString &a : r.aliases())
        item.append({F::KeywordField, a});
    for (const DeadEnd &d : r.deadEnds()) {
        for (const QString &t : {d.action, d.actionZh, d.whyFails, d.whyFailsZh, d.condition, d.conditionZh,
                 d.commonMisconception, d.tradeoff})
            item.append({F::ProseField, t});
    }
    for (const Workaround &w : r.workarounds()) {
        for (const QString &t : {w.action, w.actionZh, w.how, w.condition, w.conditionZh, w.tradeoff})
            item.append({F::ProseField, t});
    }
    for (const QString &w : r.workaroundsZh())
        item.append({F::ProseField, w});
    for (const VersionInfo &v : r.versions()) {
        item.append({F::ProseField, v.version});
        item.append({F::ProseField, v.behaviorChange});
        item.append({F::ProseField, v.behaviorChangeZh});
    }
    // Only the Chinese of a link: its English has never been searched, and adding it now would
    // move every ranking over the corpus.
    for (const RecordLink &l : r.links())
        item.append({F::ProseField, l.distinctionZh});
    return item;
}

bool hasChinese(const Record &r)
{
    if (!r.signatureZh().isEmpty() || !r.rootCauseZh().isEmpty() || !r.workaroundsZh().isEmpty())
        return true;
    const QList<Workaround> workarounds = r.workarounds();
    const QList<DeadEnd> deadEnds = r.deadEnds();
    return std::any_of(workarounds.cbegin(), workarounds.cend(),
               [](const Workaround &w) { return !w.actionZh.isEmpty(); })
        || std::any_of(deadEnds.cbegin(), deadEnds.cend(),
            [](const DeadEnd &d) { return !d.actionZh.isEmpty() || !d.whyFailsZh.isEmpty(); });
}

bool passesFilters(const Record &r, const RecordQuery &q)
{
    if (!q.domains.isEmpty() && !q.domains.contains(r.domain()))
        return false;
    if (!q.categories.isEmpty() && !q.categories.contains(r.category()))
        return false;
    if (!q.resolvable.isEmpty() && !q.resolvable.contains(r.resolvable()))
        return false;
    if (!q.verificationTiers.isEmpty() && !q.verificationTiers.contains(r.verificationTier()))
        return false;
    if (q.minConfidence > 0.0 && r.confidence().value_or(-1.0) < q.minConfidence)
        return false;
    return true;
}

template<typename Sequence>
bool isSubset(const Sequence &narrow, const Sequence &broad)
{
    // An empty filter lets everything through, so it is the broadest.
    if (broad.isEmpty())
        return true;
    if (narrow.isEmpty())
        return false;
    return std::all_of(narrow.begin(), narrow.end(), [&](const auto &x) { return broad.contains(x); });
}

} // namespace

bool RecordQuery::isEmpty() const
{
    return SearchQuery(text).isEmpty() && domains.isEmpty() && categories.isEmpty() && resolvable.isEmpty()
        && verificationTiers.isEmpty() && minConfidence <= 0.0;
}

bool RecordQuery::narrows(const RecordQuery &broader) const
{
    if (!SearchQuery(text).narrows(SearchQuery(broader.text)))
        return false;
    return isSubset(domains, broader.domains) && isSubset(categories, broader.categories)
        && isSubset(resolvable, broader.resolvable) && isSubset(verificationTiers, broader.verificationTiers)
        && minConfidence >= broader.minConfidence;
}

QStringList SearchIndex::terms(const QString &text)
{
    return SearchQuery(text).highlightTerms();
}

SearchIndex::SearchIndex(std::shared_ptr<const KnowledgeBase> knowledgeBase) : m_kb(std::move(knowledgeBase))
{
    if (!m_kb)
        return;
    const QList<Record> &records = m_kb->records();
    QList<TextIndex::Item> items;
    items.reserve(records.size());
    m_chinese = QBitArray(records.size());
    for (qsizetype i = 0; i < records.size(); ++i) {
        items.append(recordItem(records[i]));
        m_chinese.setBit(i, hasChinese(records[i]));
    }
    m_records = std::make_shared<const TextIndex>(items);
    items.clear();
    for (const Document &d : m_kb->documents()) {
        items.append({{TextIndex::IdField, d.id}, {TextIndex::SignatureField, d.title},
            {TextIndex::ProseField, d.body}});
    }
    m_documents = std::make_shared<const TextIndex>(items);
    m_domainOf.reserve(records.size());
    m_categoryOf.reserve(records.size());
    // Numbers in order of first appearance; QHash::emplace would renumber a known key.
    auto idOf = [](QHash<QString, int> &ids, const QString &key) {
        auto it = ids.constFind(key);
        if (it == ids.cend())
            it = ids.insert(key, int(ids.size()));
        return *it;
    };
    for (const Record &r : records) {
        m_domainOf.append(idOf(m_domainIds, r.domain()));
        m_categoryOf.append(idOf(m_categoryIds, r.domain() + u'\n' + r.category()));
    }
}

static QList<int> countPer(const QList<int> &groupOf, qsizetype groups, const QBitArray &matches)
{
    QList<int> counts(groups, 0);
    for (qsizetype i = 0; i < matches.size() && i < groupOf.size(); ++i) {
        if (matches.testBit(i))
            ++counts[groupOf[i]];
    }
    return counts;
}

QList<int> SearchIndex::countPerDomain(const QBitArray &matches) const
{
    return countPer(m_domainOf, m_domainIds.size(), matches);
}

QList<int> SearchIndex::countPerCategory(const QBitArray &matches) const
{
    return countPer(m_categoryOf, m_categoryIds.size(), matches);
}

static QList<float> bestPer(const QList<int> &groupOf, qsizetype groups, const SearchHits &hits)
{
    QList<float> best(groups, 0.0f);
    for (qsizetype i = 0; i < hits.matches.size() && i < groupOf.size(); ++i) {
        if (hits.matches.testBit(i))
            best[groupOf[i]] = std::max(best[groupOf[i]], hits.scores.value(i));
    }
    return best;
}

QList<float> SearchIndex::bestPerDomain(const SearchHits &hits) const
{
    return bestPer(m_domainOf, m_domainIds.size(), hits);
}

QList<float> SearchIndex::bestPerCategory(const SearchHits &hits) const
{
    return bestPer(m_categoryOf, m_categoryIds.size(), hits);
}

SearchHits SearchIndex::searchRecords(const RecordQuery &query, const QBitArray *within) const
{
    if (!m_kb || !m_records)
        return {};
    const QList<Record> &records = m_kb->records();
    const TextIndex::Result found = m_records->search(SearchQuery(query.text), [&](qsizetype i) {
        return (!within || (i < within->size() && within->testBit(i))) && passesFilters(records[i], query);
    });
    return {found.matches, found.scores};
}

QBitArray SearchIndex::matchRecords(const RecordQuery &query, const QBitArray *within) const
{
    return searchRecords(query, within).matches;
}

QBitArray SearchIndex::matchDocuments(const RecordQuery &query) const
{
    if (!m_documents)
        return {};
    return m_documents->search(SearchQuery(query.text)).matches;
}

} // namespace Faultline
