// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace Faultline {

/**
 * The words of a knowledge-base search, and the one tokenizer that the index and the query share.
 *
 * Words are runs of letters, digits and `_`, case-folded. An identifier is also indexed by its
 * parts (`OutOfMemoryError` → out, of, memory, error; `timeout_error` → timeout, error; `py311` →
 * py, 311), so "memory" finds `OutOfMemoryError`, while a word matches only at the start of a word
 * or part: "out" finds "out", "output" and `OutOfMemoryError`, never `timeout_error`. Chinese,
 * Japanese and Korean have no spaces: each such character is a term and so is each pair of
 * neighbours, so "显存" finds any text holding those two characters side by side.
 *
 * Query syntax: words separated by spaces must all occur (in any field, either language); each
 * word matches whole words and words it begins ("conn" finds "connection"). "Quoted words" must
 * occur side by side in that order; so must the words of one unspaced chunk such as
 * `torch.compile` or `x.sum()`. A CJK run longer than one character is such a chunk.
 *
 * A plain value, cheap to copy; reentrant.
 */
class SearchQuery
{
public:
    /// One word of a clause as it is looked up and verified.
    struct Segment
    {
        QByteArray text; ///< case-folded UTF-8: a word, or a whole CJK run
        bool cjk = false; ///< a CJK run: looked up by its characters and pairs, matched anywhere
        bool prefix = false; ///< may be the beginning of a longer word (the one being typed)
        bool operator==(const Segment &) const = default;
    };
    /// Words that must all occur; side by side and in order when isPhrase().
    struct Clause
    {
        QList<Segment> segments;
        bool quoted = false;
        bool isPhrase() const { return segments.size() > 1 || (segments.size() == 1 && segments[0].cjk); }
        bool operator==(const Clause &) const = default;
    };

    SearchQuery() = default;
    explicit SearchQuery(const QString &text);

    bool isEmpty() const { return m_clauses.isEmpty(); }
    const QList<Clause> &clauses() const { return m_clauses; }
    /// Whether the query holds Chinese (or other CJK) characters: it can only match CJK text.
    bool hasCjk() const { return m_hasCjk; }
    /// The words and CJK runs, case-folded, for marking them in text (see matchSpans()).
    QStringList highlightTerms() const;
    /// The query's words joined by single spaces, as normalizedText() gives them for a text.
    QByteArray normalized() const;
    /// True when every record this query finds is also found by \a broader.
    bool narrows(const SearchQuery &broader) const;

    /// The terms a text is indexed by: each whole word, each part of an identifier, each CJK
    /// character and pair. Calls \a sink with each (case-folded UTF-8) and whether it is a whole
    /// word (false for parts).
    static void forEachIndexTerm(
        const QString &text, const std::function<void(const QByteArray &, bool)> &sink);
    /// \a text's whole words and CJK runs, case-folded, joined by single spaces.
    static QByteArray normalizedText(const QString &text);
    /// Where \a terms (case-folded, from highlightTerms()) occur in \a text as search matches them:
    /// at the start of a word or of an identifier's part (CJK anywhere). Sorted (start, length)
    /// pairs that do not overlap.
    static QList<std::pair<qsizetype, qsizetype>> matchSpans(const QString &text, const QStringList &terms);
    static bool isCjk(char32_t c);

private:
    QList<Clause> m_clauses;
    bool m_hasCjk = false;
};

} // namespace Faultline
