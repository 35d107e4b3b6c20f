// SPDX-License-Identifier: MIT
#include "textindex.h"
#include "ownpool.h"

#include <QHash>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace Faultline {

namespace {

constexpr double k1 = 1.2;
constexpr double b = 0.75;
constexpr std::array<float, TextIndex::FieldCount> fieldWeight {3, 3, 2, 1};
/// What a word counts when the query's term only begins it ("conn" in "connection").
constexpr float prefixWeight = 0.7f;
/// Scores for the signature: the whole query, or the query's words side by side in it.
constexpr float exactSignatureBonus = 1000;
constexpr float signaturePhraseFactor = 2;

using Counts = std::array<quint8, TextIndex::FieldCount>;

/// One item's distinct terms with their counts per field, and the item's weighted length.
struct Tokenized
{
    QHash<QByteArray, Counts> terms;
    float length = 0;
    QByteArray text;
    QByteArray signature;
};

Tokenized tokenize(const TextIndex::Item &item)
{
    Tokenized t;
    QByteArrayList text, signatures;
    for (const auto &[field, value] : item) {
        if (value.isEmpty())
            continue;
        SearchQuery::forEachIndexTerm(value, [&](const QByteArray &term, bool whole) {
            quint8 &c = t.terms[term][field];
            c = quint8(std::min(255, c + 1));
            if (whole) // an identifier's parts do not make the item longer
                t.length += fieldWeight[field];
        });
        text.append(value.toCaseFolded().toUtf8());
        if (field == TextIndex::SignatureField)
            signatures.append(SearchQuery::normalizedText(value));
    }
    t.text = text.join('\n');
    t.signature = signatures.join('\n');
    return t;
}

/// The code point that ends before \a pos in UTF-8 \a text (0 at the start).
char32_t charBefore(const QByteArray &text, qsizetype pos)
{
    if (pos <= 0)
        return 0;
    qsizetype start = pos - 1;
    while (start > 0 && (uchar(text[start]) & 0xC0) == 0x80)
        --start;
    const QString s = QString::fromUtf8(text.constData() + start, pos - start);
    return s.isEmpty() ? 0 : s.toUcs4().value(0);
}

/// The code point that starts at \a pos, and its length in bytes.
std::pair<char32_t, qsizetype> charAt(const QByteArray &text, qsizetype pos)
{
    if (pos >= text.size())
        return {0, 0};
    const uchar lead = uchar(text[pos]);
    const qsizetype len = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    if (len == 1)
        return {lead, 1};
    const QString s = QString::fromUtf8(text.constData() + pos, std::min(len, text.size() - pos));
    return {s.isEmpty() ? 0 : s.toUcs4().value(0), len};
}

enum class SignatureFit { None, SideBySide, Whole };

/// How the normalised query \a whole fits an item's signatures (\a signatures, one per line):
/// one of them is the whole query, or holds its words side by side (the last one begun only, when
/// \a prefix). The first signature that fits decides, as a signature is read.
SignatureFit signatureFit(QByteArrayView signatures, QByteArrayView whole, bool prefix)
{
    while (true) {
        const qsizetype end = signatures.indexOf('\n');
        const QByteArrayView signature = end < 0 ? signatures : signatures.first(end);
        if (signature == whole)
            return SignatureFit::Whole;
        // Words side by side: starting at a word's start, ending at a word's end unless begun.
        for (qsizetype at = signature.indexOf(whole); at >= 0 && !whole.isEmpty();
            at = signature.indexOf(whole, at + 1)) {
            const qsizetype after = at + whole.size();
            if ((at == 0 || signature[at - 1] == ' ')
                && (prefix || after == signature.size() || signature[after] == ' '))
                return SignatureFit::SideBySide;
        }
        if (end < 0)
            return SignatureFit::None;
        signatures = signatures.sliced(end + 1);
    }
}

bool isLatinWord(char32_t c)
{
    return c != 0 && !SearchQuery::isCjk(c) && (c == U'_' || QChar::isLetterOrNumber(c) || QChar::isMark(c));
}

} // namespace

TextIndex::TextIndex(const QList<Item> &items)
{
    std::vector<Tokenized> tokenized(size_t(items.size()));
    QList<qsizetype> order(items.size());
    std::iota(order.begin(), order.end(), 0);
    OwnPool pool; // the index is built inside the loader's job, itself on the global pool
    QtConcurrent::blockingMap(&pool, order, [&](qsizetype i) { tokenized[size_t(i)] = tokenize(items[i]); });

    QHash<QByteArray, std::vector<Posting>> postings;
    m_length.reserve(tokenized.size());
    m_text.reserve(tokenized.size());
    m_signature.reserve(tokenized.size());
    double total = 0;
    for (size_t i = 0; i < tokenized.size(); ++i) {
        Tokenized &t = tokenized[i];
        for (auto it = t.terms.cbegin(); it != t.terms.cend(); ++it)
            postings[it.key()].push_back({quint32(i), it.value()});
        m_length.push_back(t.length);
        total += t.length;
        m_text.push_back(std::move(t.text));
        m_signature.push_back(std::move(t.signature));
        t.terms.clear();
    }
    m_averageLength = tokenized.empty() ? 1.0f : std::max(1.0f, float(total / double(tokenized.size())));
    m_terms.reserve(size_t(postings.size()));
    for (auto it = postings.cbegin(); it != postings.cend(); ++it)
        m_terms.push_back(it.key());
    std::sort(m_terms.begin(), m_terms.end());
    m_postings.reserve(m_terms.size());
    for (const QByteArray &term : m_terms)
        m_postings.push_back(std::move(postings[term]));
}

TextIndex::Result TextIndex::search(
    const SearchQuery &query, const std::function<bool(qsizetype)> &accept) const
{
    const qsizetype n = size();
    Result result {QBitArray(n), QList<float>(n, 0.0f)};
    if (query.isEmpty()) {
        for (qsizetype i = 0; i < n; ++i)
            result.matches.setBit(i, !accept || accept(i));
        return result;
    }

    // Every term looked up must be held: each word, and each character pair of a CJK run.
    struct Lookup
    {
        QByteArray term;
        bool prefix;
    };
    std::vector<Lookup> lookups;
    for (const SearchQuery::Clause &clause : query.clauses()) {
        for (const SearchQuery::Segment &s : clause.segments) {
            if (!s.cjk) {
                lookups.push_back({s.text, s.prefix});
                continue;
            }
            const QString run = QString::fromUtf8(s.text);
            if (run.size() == 1)
                lookups.push_back({s.text, false});
            for (qsizetype k = 0; k + 1 < run.size(); ++k)
                lookups.push_back({run.sliced(k, 2).toUtf8(), false});
        }
    }

    std::vector<float> score(size_t(n), 0.0f), weighted(size_t(n), 0.0f);
    std::vector<quint16> held(size_t(n), 0), seen(size_t(n), 0);
    // How many of the lookups so far an item's signature holds: only one holding them all can be
    // the whole query or hold its words side by side.
    std::vector<quint16> inSignature(size_t(n), 0);
    std::vector<quint32> touched;
    quint16 lookupCount = 0;
    for (const Lookup &l : lookups) {
        ++lookupCount;
        auto first = std::lower_bound(m_terms.begin(), m_terms.end(), l.term);
        touched.clear();
        qsizetype df = 0; // items holding the term, among all: its rarity does not depend on the query
        for (auto it = first; it != m_terms.end(); ++it) {
            const bool exact = *it == l.term;
            if (!exact && !(l.prefix && it->startsWith(l.term)))
                break;
            const float w = exact ? 1.0f : prefixWeight;
            for (const Posting &p : m_postings[size_t(it - m_terms.begin())]) {
                if (seen[p.item] != lookupCount) {
                    seen[p.item] = lookupCount;
                    ++df;
                }
                // Only items holding every earlier term can still match.
                if (held[p.item] != lookupCount - 1)
                    continue;
                float tf = 0;
                for (size_t f = 0; f < FieldCount; ++f)
                    tf += fieldWeight[f] * float(p.count[f]);
                if (weighted[p.item] == 0.0f)
                    touched.push_back(p.item);
                if (p.count[SignatureField] > 0 && inSignature[p.item] == lookupCount - 1)
                    inSignature[p.item] = lookupCount;
                weighted[p.item] += w * tf;
            }
        }
        const double idf = std::log(1.0 + (double(n) - double(df) + 0.5) / (double(df) + 0.5));
        for (quint32 item : touched) {
            const double tf = weighted[item];
            const double norm = k1 * (1.0 - b + b * m_length[item] / m_averageLength);
            score[item] += float(idf * tf * (k1 + 1.0) / (tf + norm));
            weighted[item] = 0.0f;
            held[item] = lookupCount;
        }
        if (touched.empty())
            return result;
    }

    const QByteArray whole = query.normalized();
    const bool lastIsPrefix = lookups.back().prefix;
    const auto &clauses = query.clauses();
    const bool anyPhrase = std::any_of(
        clauses.begin(), clauses.end(), [](const SearchQuery::Clause &c) { return c.isPhrase(); });
    // Only the items holding every term are looked at: on a short prefix that is most of them, so
    // nothing here allocates.
    for (qsizetype i = 0; i < n; ++i) {
        if (held[size_t(i)] != lookupCount || (accept && !accept(i)))
            continue;
        if (anyPhrase && !std::all_of(clauses.begin(), clauses.end(), [&](const SearchQuery::Clause &c) {
                return !c.isPhrase() || holdsPhrase(i, c);
            }))
            continue;
        float s = std::max(score[size_t(i)], 1e-6f);
        const bool signatureHoldsAll = inSignature[size_t(i)] == lookupCount;
        switch (signatureHoldsAll ? signatureFit(m_signature[size_t(i)], whole, lastIsPrefix)
                                  : SignatureFit::None) {
        case SignatureFit::Whole:
            s += exactSignatureBonus;
            break;
        case SignatureFit::SideBySide:
            s *= signaturePhraseFactor;
            break;
        case SignatureFit::None:
            break;
        }
        result.matches.setBit(i);
        result.scores[i] = s;
    }
    return result;
}

bool TextIndex::holdsPhrase(qsizetype item, const SearchQuery::Clause &clause) const
{
    const QByteArray &text = m_text[size_t(item)];
    const auto &segments = clause.segments;
    const QByteArray &first = segments.first().text;
    for (qsizetype pos = text.indexOf(first); pos >= 0; pos = text.indexOf(first, pos + 1)) {
        if (!segments.first().cjk && isLatinWord(charBefore(text, pos)))
            continue; // inside a word
        qsizetype end = pos + first.size();
        bool ok = true;
        for (qsizetype k = 1; k < segments.size() && ok; ++k) {
            const bool bothLatin = !segments[k - 1].cjk && !segments[k].cjk;
            qsizetype at = end;
            // Skip what separates two words: punctuation and spaces, not a field's end.
            for (;;) {
                const auto [c, len] = charAt(text, at);
                if (len == 0 || c == U'\n' || isLatinWord(c) || SearchQuery::isCjk(c))
                    break;
                at += len;
            }
            if ((bothLatin && at == end) || !QByteArrayView(text).sliced(at).startsWith(segments[k].text)) {
                ok = false;
                break;
            }
            end = at + segments[k].text.size();
        }
        if (!ok)
            continue;
        const SearchQuery::Segment &last = segments.last();
        if (!last.cjk && !last.prefix && isLatinWord(charAt(text, end).first))
            continue; // a whole word was asked for, and this one goes on
        return true;
    }
    return false;
}

} // namespace Faultline
