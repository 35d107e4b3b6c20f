// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"

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
    /// Whitespace-separated terms; a record matches when every term occurs in one of its text
    /// fields (either language), ignoring case.
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

/**
 * Answers RecordQuery over one knowledge base: every text field of every record (signature,
 * regex, root cause, dead ends, workarounds, versions, tags, aliases, ids, in English and Chinese)
 * case-folded into one searchable text per record, plus the titles and bodies of documents.
 *
 * Built once per knowledge base (off the GUI thread if large), immutable afterwards and safe to
 * query from several threads at once. Memory: about the size of the records' text in UTF-8.
 */
class SearchIndex
{
public:
    SearchIndex() = default;
    explicit SearchIndex(std::shared_ptr<const KnowledgeBase> knowledgeBase);

    std::shared_ptr<const KnowledgeBase> knowledgeBase() const { return m_kb; }

    /// Bit i is set when record i matches. With \a within, only records set there are examined
    /// (pass the previous result when the new query narrows() the previous one).
    QBitArray matchRecords(const RecordQuery &query, const QBitArray *within = nullptr) const;
    /// Bit i is set when document i matches the text of \a query (filters do not apply to documents).
    QBitArray matchDocuments(const RecordQuery &query) const;

    /// How many of \a matches fall in each domain, and in each domain's category: look a group
    /// up with domainGroup() / categoryGroup(); -1 for a group the knowledge base does not have.
    QList<int> countPerDomain(const QBitArray &matches) const;
    QList<int> countPerCategory(const QBitArray &matches) const;
    int domainGroup(const QString &domain) const { return m_domainIds.value(domain, -1); }
    int categoryGroup(const QString &domain, const QString &category) const
    {
        return m_categoryIds.value(domain + u'\n' + category, -1);
    }

    /// The query's text as the terms searched for, case-folded.
    static QStringList terms(const QString &text);

private:
    std::shared_ptr<const KnowledgeBase> m_kb;
    QList<QByteArray> m_recordText; // case-folded UTF-8, fields separated by '\n'
    QList<QByteArray> m_documentText;
    // Each record's domain and category as small numbers, so counting matches per group is an
    // array increment rather than a string hash per match.
    QList<int> m_domainOf, m_categoryOf;
    QHash<QString, int> m_domainIds, m_categoryIds;
};

} // namespace Faultline
