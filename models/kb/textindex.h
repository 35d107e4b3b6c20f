// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/kb: the ranked full-text index behind SearchIndex.

#include "searchquery.h"

#include <QBitArray>
#include <QByteArray>
#include <QList>
#include <QString>

#include <array>
#include <functional>
#include <vector>

namespace Faultline {

/**
 * An inverted index over items (records or documents) made of weighted text fields, ranked by
 * BM25F: each field's term counts are weighted (id and signature 3, keywords 2, prose 1), summed,
 * then saturated and length-normalised together (k1 = 1.2, b = 0.75). A term's weight is its
 * inverse document frequency; a word a query term only begins counts 0.7 of one it names whole.
 * An item whose signature is the whole query scores above every other; one whose signature holds
 * the query's words side by side scores double.
 *
 * Terms come from SearchQuery::forEachIndexTerm(). A query costs about the postings of the terms
 * its words begin, not a scan of the text; phrases are then checked in the case-folded text of
 * the items that hold all their words.
 *
 * Memory: the items' case-folded text in UTF-8 plus some 8 bytes per distinct term of an item.
 * Immutable once built; any number of threads may search it at once.
 */
class TextIndex
{
public:
    enum Field { IdField, SignatureField, KeywordField, ProseField, FieldCount };
    /// One item's text: fields in any order, a field may repeat.
    using Item = QList<std::pair<Field, QString>>;

    struct Result
    {
        QBitArray matches; ///< bit i: item i holds every clause of the query and was accepted
        QList<float> scores; ///< relevance of each match, > 0 when the query has words; 0 elsewhere
    };

    TextIndex() = default;
    /// Builds the index. The SignatureField texts are what a query is compared with whole.
    explicit TextIndex(const QList<Item> &items);

    qsizetype size() const { return qsizetype(m_length.size()); }
    /// The items matching \a query among those \a accept lets through (all when it is empty).
    Result search(const SearchQuery &query, const std::function<bool(qsizetype)> &accept = {}) const;

private:
    struct Posting
    {
        quint32 item;
        std::array<quint8, FieldCount> count; // saturating at 255
    };
    bool holdsPhrase(qsizetype item, const SearchQuery::Clause &clause) const;

    std::vector<QByteArray> m_terms; // sorted, so that the words a prefix begins are one range
    std::vector<std::vector<Posting>> m_postings; // per term, by item
    std::vector<float> m_length; // weighted term count per item
    float m_averageLength = 1;
    std::vector<QByteArray> m_text; // case-folded fields, separated by '\n'
    std::vector<QByteArray> m_signature; // SearchQuery::normalizedText() of the signature fields
};

} // namespace Faultline
