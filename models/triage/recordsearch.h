// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: the records an error line reads like, when no record's regex matches
// it.

#include "record.h"
#include "streamreader.h"

#include <QList>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Faultline {

/**
 * An Okapi BM25 index over records' text, queried with one log line (the primary error of a log:
 * the last exception of a traceback, the first `error:` of a build, a FATAL or panic line) for the
 * records it reads most like.
 *
 * What a record is, as text: its signature (counted 3 times), the literal words of its regex and
 * its aliases (twice each), and once each its root cause, tags, category, subcategory and domain.
 * Counted by BM25F's simple form: each field's word counts are weighted, summed, and saturated and
 * length-normalised together (k1 = 1.2, b = 0.75).
 *
 * Words are those of TextSimilarity::tokens(): runs of letters, digits, `_` and bytes outside
 * ASCII, lowercase, of two bytes or more, numbers left out. In addition an identifier is split
 * where its spelling changes (`ConnectionRefusedError`, `torch._dynamo`, `ERR_STREAM_PREMATURE_CLOSE`,
 * `HTTPError`): the whole word and each part of two bytes or more are terms, so a line's class name
 * finds a record that says "connection refused" and the other way round. Left out are English stop
 * words, the words every log line has ("error", "failed", "exception", "fatal", "warning",
 * "traceback" …) and hexadecimal noise (`0x7f3a…`, hashes): a term's weight is its inverse document
 * frequency, and these would only add to every record alike.
 *
 * query() gives each record found its BM25 score, which ranks records for one line only, and a
 * normalised score in [0, 1] that is comparable between lines: the share of the line's information
 * that the record explains. Each of the line's distinct terms carries its idf; a term the record
 * names in its signature, regex or aliases counts in full, one it only mentions once in prose (root
 * cause, tags …) counts half. Terms no record holds count in the line's total at half the idf of a
 * term held by one record: in real lines most of them are the program's own names (variables,
 * paths, hosts) that no record could hold, but some are the error's own words the knowledge base
 * lacks, and a record that explains none of them is not a full fit. So a line's rare words decide
 * the normalised score and its common words hardly move it: a record holding the line's rare words
 * scores well over 0.6, one sharing only its common words under 0.3.
 *
 * Built once, in about 15 ms for the 2,500 records of the public corpus; a query costs about as
 * many steps as the postings of the line's terms, some tens of microseconds. Read-only once built:
 * any number of threads may query one index at once. A value type: copies share the index. A
 * default-constructed RecordSearch is empty and finds nothing.
 */
class RecordSearch
{
public:
    /// A record found for a line.
    struct Hit
    {
        qsizetype record = -1; ///< index into the list the search was built from
        double score = 0; ///< BM25, > 0
        double normalized = 0; ///< share of the line's information the record explains, in [0, 1]
    };

    /// Whether query() may return the record at an index of the list; a filter that is not set
    /// lets every record through.
    using Filter = std::function<bool(qsizetype record)>;

    /**
     * A text's terms as the index knows them, looked up once: the same line is asked several
     * questions (query() with several filters, explained() for several records), and finding its
     * terms is much of what a short query costs. Made by termsOf(); valid for this index only.
     */
    class Terms
    {
    public:
        bool isEmpty() const { return known.empty(); }

    private:
        friend class RecordSearch;
        std::vector<std::size_t> known; // indexes of the text's distinct terms a record holds, in hash order
        double information = 0; // the text's information, unknown terms included
    };

    RecordSearch();
    explicit RecordSearch(const QList<Record> &records);

    /// How many records the search was built from.
    qsizetype size() const;
    bool isEmpty() const { return size() == 0; }

    /**
     * The at most \a k records \a line reads most like, best first: by BM25 score, ties by index,
     * so the same line always gives the same list. Empty when \a line has no informative term
     * (empty, numbers, stop words only), none of its terms is in any record, or \a k < 1. Records
     * \a filter rejects are skipped (already matched, out of scope …). \a line is UTF-8. Meant for
     * a few (\a k small): they are kept in order as the records are visited.
     */
    QList<Hit> query(std::string_view line, int k, const Filter &filter = {}) const;
    /// query() of a line whose terms were looked up already.
    QList<Hit> query(const Terms &line, int k, const Filter &filter = {}) const;

    /**
     * How much information of \a text the record at index \a record explains: the sum of the idf of
     * \a text's distinct terms the record holds, each counted as in query()'s normalised score
     * (in full when the record names it, half when only its prose does), in units of the idf of a
     * term only one record holds, so that it reads alike for knowledge bases of any size: about
     * how many rare words of \a text the record names. Not a share of the text: a line of common
     * words ("Build failed with an exception") has little to explain, one naming rare things
     * ("Cannot fit requested classes in a single dex file") much. 0 for an index out of range.
     */
    double explained(std::string_view text, qsizetype record) const;
    /// explained() of a text whose terms were looked up already.
    double explained(const Terms &text, qsizetype record) const;

    /// \a text's terms, for query() and explained(); empty for an empty index.
    Terms termsOf(std::string_view text) const;

    /// \a text's terms as query() and the index see them, lowercase, in order of occurrence and
    /// repeated: to test and to explain the tokenisation.
    static std::vector<std::string> terms(std::string_view text);

    /// The index as bytes, for a cache (SetupCache): building it is a third of a warm start's work
    /// with the corpus, reading it back a copy of its tables.
    void write(QDataStream &out) const;
    /// What write() wrote; nothing when the tables do not hold together (a posting past the
    /// records, offsets out of order), whatever the stream's checksum said.
    static std::optional<RecordSearch> read(StreamReader &in);

private:
    struct Index;
    std::shared_ptr<const Index> d;
};

} // namespace Faultline
