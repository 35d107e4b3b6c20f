// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"
#include "searchquery.h"

#include <QBitArray>
#include <QByteArray>
#include <QHash>
#include <QList>
#include <QStringList>

#include <memory>

namespace Faultline {

/// What the user asked for: words to find and filters to apply. Empty members do not filter.
struct RecordQuery
{
    /// Words, prefixes and "quoted phrases" (SearchQuery); a record matches when every one occurs
    /// in its text fields (either language), ignoring case.
    QString text;
    QStringList domains;
    QStringList categories;
    QList<Resolvable> resolvable;
    QStringList verificationTiers;
    double minConfidence = 0.0; ///< records with no confidence pass only when this is 0

    bool isEmpty() const;
    /// True when every record matching this query also matches \a broader (so a search can
    /// narrow the previous result instead of scanning everything again).
    bool narrows(const RecordQuery &broader) const;
    bool operator==(const RecordQuery &) const = default;
};

class TextIndex;

/// The records a query found, with how well each fits.
struct SearchHits
{
    QBitArray matches; ///< bit i: record i matches
    QList<float> scores; ///< per record: higher fits better; 0 for records that do not match
};

/**
 * Answers RecordQuery over one knowledge base, ranked: every text field of every record
 * (signature, regex, root cause, dead ends, workarounds, versions, tags, aliases, ids, in English
 * and Chinese), plus the titles and bodies of documents, in a TextIndex that ranks by BM25F with
 * the id and signature weighted above keywords (regex, tags, aliases, category) and those above
 * prose. Words match whole words and the words they begin, never the middle of a word (see
 * SearchQuery): "out" finds neither `timeout_error` nor "about".
 *
 * Built once per knowledge base (off the GUI thread if large), immutable afterwards and safe to
 * query from several threads at once. Memory: about twice the size of the records' text in UTF-8.
 * A query costs about the postings of its words, some milliseconds for 100,000 records.
 */
class SearchIndex
{
public:
    SearchIndex() = default;
    explicit SearchIndex(std::shared_ptr<const KnowledgeBase> knowledgeBase);

    std::shared_ptr<const KnowledgeBase> knowledgeBase() const { return m_kb; }

    /// The records matching \a query with their scores. With \a within, only records set there
    /// can match (pass the previous result when the new query narrows() the previous one).
    SearchHits searchRecords(const RecordQuery &query, const QBitArray *within = nullptr) const;
    /// Bit i is set when record i matches (searchRecords() without the scores).
    QBitArray matchRecords(const RecordQuery &query, const QBitArray *within = nullptr) const;
    /// Bit i: record i has Chinese text (a Chinese signature, root cause, workaround or dead end), so a
    /// Chinese query can find it.
    const QBitArray &recordsWithChinese() const { return m_chinese; }
    /// Bit i is set when document i matches the text of \a query (filters do not apply to documents).
    QBitArray matchDocuments(const RecordQuery &query) const;

    /// How many of \a matches fall in each domain, and in each domain's category: look a group
    /// up with domainGroup() / categoryGroup(); -1 for a group the knowledge base does not have.
    QList<int> countPerDomain(const QBitArray &matches) const;
    QList<int> countPerCategory(const QBitArray &matches) const;
    /// The best score of \a hits in each domain and each domain's category (group numbers as above).
    QList<float> bestPerDomain(const SearchHits &hits) const;
    QList<float> bestPerCategory(const SearchHits &hits) const;
    int domainGroup(const QString &domain) const { return m_domainIds.value(domain, -1); }
    int categoryGroup(const QString &domain, const QString &category) const
    {
        return m_categoryIds.value(domain + u'\n' + category, -1);
    }

    /// The words and phrases of \a text as they are marked in results (SearchQuery::highlightTerms()).
    static QStringList terms(const QString &text);

private:
    std::shared_ptr<const KnowledgeBase> m_kb;
    std::shared_ptr<const TextIndex> m_records, m_documents;
    QBitArray m_chinese;
    // Each record's domain and category as small numbers, so counting matches per group is an
    // array increment rather than a string hash per match.
    QList<int> m_domainOf, m_categoryOf;
    QHash<QString, int> m_domainIds, m_categoryIds;
};

} // namespace Faultline
