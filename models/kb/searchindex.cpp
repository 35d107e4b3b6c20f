// SPDX-License-Identifier: MIT
#include "searchindex.h"

#include <QRegularExpression>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <cstring>
#include <numeric>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QByteArray fold(const QString &s)
{
    return s.toCaseFolded().toUtf8();
}

QByteArray recordText(const Record &r)
{
    QStringList parts {r.id(), r.signature(), r.signatureZh(), r.regex(), r.domain(), r.category(),
        r.subcategory(), r.rootCause(), r.rootCauseZh(), r.errorCode(), r.officialDocUrl()};
    for (const DeadEnd &d : r.deadEnds())
        parts << d.action << d.whyFails << d.condition << d.commonMisconception << d.tradeoff;
    for (const Workaround &w : r.workarounds())
        parts << w.action << w.how << w.condition << w.tradeoff;
    parts << r.workaroundsZh() << r.tags() << r.aliases();
    for (const VersionInfo &v : r.versions())
        parts << v.version << v.behaviorChange;
    parts.removeAll(QString());
    return fold(parts.join(u'\n'));
}

/// Every needle occurs in \a haystack. memmem is glibc's two-way search: linear and fast.
bool containsAll(const QByteArray &haystack, const QList<QByteArray> &needles)
{
    for (const QByteArray &n : needles) {
        if (!memmem(haystack.constData(), size_t(haystack.size()), n.constData(), size_t(n.size())))
            return false;
    }
    return true;
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
    return SearchIndex::terms(text).isEmpty() && domains.isEmpty() && categories.isEmpty()
        && resolvable.isEmpty() && verificationTiers.isEmpty() && minConfidence <= 0.0;
}

bool RecordQuery::narrows(const RecordQuery &broader) const
{
    // Every broader term must be contained in one of ours: then a record holding all our terms
    // holds all of the broader ones ("trac" -> "trace", "jit" -> "jit trace").
    const QStringList ours = SearchIndex::terms(text);
    const QStringList theirs = SearchIndex::terms(broader.text);
    for (const QString &t : theirs) {
        if (std::none_of(ours.begin(), ours.end(), [&](const QString &o) { return o.contains(t); }))
            return false;
    }
    return isSubset(domains, broader.domains) && isSubset(categories, broader.categories)
        && isSubset(resolvable, broader.resolvable) && isSubset(verificationTiers, broader.verificationTiers)
        && minConfidence >= broader.minConfidence;
}

QStringList SearchIndex::terms(const QString &text)
{
    return text.toCaseFolded().split(QRegularExpression(u"\\s+"_s), Qt::SkipEmptyParts);
}

SearchIndex::SearchIndex(std::shared_ptr<const KnowledgeBase> knowledgeBase) : m_kb(std::move(knowledgeBase))
{
    if (!m_kb)
        return;
    const QList<Record> &records = m_kb->records();
    m_recordText.resize(records.size());
    QList<qsizetype> order(records.size());
    std::iota(order.begin(), order.end(), 0);
    // Our own pool: the index is built inside the loader's job, itself on the global pool.
    QThreadPool pool;
    pool.setMaxThreadCount(QThread::idealThreadCount());
    QtConcurrent::blockingMap(&pool, order, [&](qsizetype i) { m_recordText[i] = recordText(records[i]); });
    for (const Document &d : m_kb->documents())
        m_documentText.append(fold(d.title + u'\n' + d.body));
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

QBitArray SearchIndex::matchRecords(const RecordQuery &query, const QBitArray *within) const
{
    const qsizetype n = m_recordText.size();
    QBitArray result(n);
    if (!m_kb)
        return result;
    QList<QByteArray> needles;
    for (const QString &t : terms(query.text))
        needles.append(t.toUtf8());
    const QList<Record> &records = m_kb->records();
    // Two halves on two threads when there is enough to do; each writes its own bits.
    auto scan = [&](qsizetype from, qsizetype to, QBitArray *bits) {
        for (qsizetype i = from; i < to; ++i) {
            if (within && !within->testBit(i))
                continue;
            if (passesFilters(records[i], query) && containsAll(m_recordText[i], needles))
                bits->setBit(i);
        }
    };
    if (n < 20000) {
        scan(0, n, &result);
        return result;
    }
    QList<QBitArray> parts(2, QBitArray(n));
    QList<int> halves {0, 1};
    QtConcurrent::blockingMap(halves, [&](int h) { scan(n * h / 2, n * (h + 1) / 2, &parts[h]); });
    return parts[0] | parts[1];
}

QBitArray SearchIndex::matchDocuments(const RecordQuery &query) const
{
    QBitArray result(m_documentText.size());
    QList<QByteArray> needles;
    for (const QString &t : terms(query.text))
        needles.append(t.toUtf8());
    for (qsizetype i = 0; i < m_documentText.size(); ++i)
        result.setBit(i, containsAll(m_documentText[i], needles));
    return result;
}

} // namespace Faultline
