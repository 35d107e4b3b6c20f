// SPDX-License-Identifier: MIT
#include "recordsearch.h"

#include "textsimilarity.h"

#include <QHash>
#include <QScopeGuard>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <iterator>
#include <limits>
#include <numeric>

namespace Faultline {

namespace {

using TextSimilarity::asciiLower;
using TextSimilarity::isWordByte;
using TextSimilarity::wordHash;

constexpr double k1 = 1.2;
constexpr double b = 0.75;

// How often a field's words count: the signature is what the error says, the regex's words and the
// aliases are what it says in other logs; the rest describes it in prose.
constexpr double signatureWeight = 3;
constexpr double regexWeight = 2;
constexpr double aliasWeight = 2;
constexpr double proseWeight = 1;

/// The weighted count at which a record fully explains a term of the line (normalised score): the
/// signature, the regex or an alias names it, or the prose does twice.
constexpr double fullCredit = 2;

/// What a term no record holds weighs in a line's total, as a share of the idf of a term held by
/// one record (see the header).
constexpr double unknownShare = 0.5;

bool isUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}
bool isLower(char c)
{
    return c >= 'a' && c <= 'z';
}
bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// Words that tell no record from another: English function words and what every log line says.
/// "not", "no" and "denied" stay out of the list: idf weighs them, and they are the error in
/// "not found" or "permission denied".
bool isStopWord(std::uint64_t hash)
{
    static const std::vector<std::uint64_t> hashes = [] {
        const char *const words[] = {"a", "about", "after", "all", "also", "am", "an", "and", "any", "are",
            "as", "at", "be", "because", "been", "before", "being", "but", "by", "can", "could", "did", "do",
            "does", "during", "each", "for", "from", "had", "has", "have", "he", "her", "his", "how", "if",
            "in", "into", "is", "it", "its", "may", "me", "might", "more", "most", "must", "my", "of", "on",
            "one", "only", "or", "other", "our", "out", "over", "same", "she", "should", "so", "some", "such",
            "than", "that", "the", "their", "them", "then", "there", "these", "they", "this", "those",
            "through", "to", "too", "up", "us", "was", "we", "were", "what", "when", "where", "which",
            "while", "who", "why", "will", "with", "would", "you", "your",
            // every log's words
            "err", "error", "errors", "exception", "exceptions", "fail", "failed", "fails", "failure",
            "fatal", "warn", "warning", "warnings", "info", "debug", "trace", "traceback", "recent", "call",
            "last", "line", "caused", "occurred", "unexpected", "unknown", "message", "problem", "issue"};
        std::vector<std::uint64_t> h;
        for (const char *w : words)
            h.push_back(wordHash(w));
        std::sort(h.begin(), h.end());
        return h;
    }();
    return std::binary_search(hashes.begin(), hashes.end(), hash);
}

/// Hexadecimal addresses, hashes and ids: they differ between occurrences and name nothing.
bool isHexNoise(std::string_view w)
{
    if (w.size() > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X'))
        return true;
    if (w.size() < 8)
        return false;
    bool digit = false;
    for (char c : w) {
        const char l = asciiLower(c);
        if (!isDigit(l) && !(l >= 'a' && l <= 'f'))
            return false;
        digit = digit || isDigit(l);
    }
    return digit;
}

/// Calls \a sink with each term of \a text: its wordHash() (of the lowercase spelling) and the word
/// as written.
template<typename Emit>
void forEachTerm(std::string_view text, Emit &&sink)
{
    auto take = [&](std::string_view word) {
        if (word.size() < 2 || isHexNoise(word))
            return;
        if (std::all_of(word.begin(), word.end(), isDigit))
            return; // numbers vary between occurrences
        const std::uint64_t hash = wordHash(word); // of its lowercase spelling
        if (!isStopWord(hash))
            sink(hash, word);
    };
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && !isWordByte(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && isWordByte(text[i]))
            ++i;
        std::string_view word = text.substr(start, i - start);
        if (word.empty())
            break;
        // `__init__`, `torch._dynamo`: the underscores around a name are not part of it.
        while (!word.empty() && word.front() == '_')
            word.remove_prefix(1);
        while (!word.empty() && word.back() == '_')
            word.remove_suffix(1);
        take(word);
        // Its parts: split at `_` and where the case changes (fooBar, HTTPError), digits staying
        // with what they follow (py311, E0382).
        std::size_t partStart = 0, parts = 0;
        std::string_view pieces[16];
        for (std::size_t j = 0; j <= word.size(); ++j) {
            const bool underscore = j < word.size() && word[j] == '_';
            bool cut = j == word.size() || underscore;
            if (!cut && j > partStart && isUpper(word[j])) {
                const char prev = word[j - 1];
                cut = isLower(prev) || isDigit(prev)
                    || (isUpper(prev) && j + 1 < word.size() && isLower(word[j + 1]));
            }
            if (cut) {
                if (j > partStart && parts < std::size(pieces))
                    pieces[parts++] = word.substr(partStart, j - partStart);
                partStart = underscore ? j + 1 : j;
            }
        }
        if (parts > 1) {
            for (std::size_t p = 0; p < parts; ++p)
                take(pieces[p]);
        }
    }
}

/// The words a regex spells out: escapes of letters (`\d`, `\b`, `\s`), character classes and group
/// flags become separators, escaped punctuation its character; the other metacharacters are
/// separators to the tokeniser anyway. `graph.?break` gives "graph break", `[Uu]nique` "nique".
std::string regexText(std::string_view regex)
{
    std::string out;
    out.reserve(regex.size());
    for (std::size_t i = 0; i < regex.size(); ++i) {
        const char c = regex[i];
        if (c == '\\' && i + 1 < regex.size()) {
            const char e = regex[++i];
            out += std::isalnum(static_cast<unsigned char>(e)) ? ' ' : e;
        } else if (c == '[') {
            std::size_t j = i + 1;
            if (j < regex.size() && regex[j] == '^')
                ++j;
            if (j < regex.size() && regex[j] == ']')
                ++j;
            while (j < regex.size() && regex[j] != ']')
                j += regex[j] == '\\' ? 2 : 1;
            i = j;
            out += ' ';
        } else if (c == '(' && i + 1 < regex.size() && regex[i + 1] == '?') {
            while (i < regex.size() && regex[i] != ':' && regex[i] != ')')
                ++i;
            out += ' ';
        } else {
            out += c;
        }
    }
    return out;
}

/// Lucene's BM25 idf, never negative: a term in every record weighs almost nothing.
double idfOf(double records, double df)
{
    return std::log(1 + (records - df + 0.5) / (df + 0.5));
}

} // namespace

struct RecordSearch::Index
{
    struct Posting
    {
        std::uint32_t record;
        float saturated; // BM25's tf part: tf (k1 + 1) / (tf + k1 (1 - b + b dl / avgdl))
        float credit; // how much of the term the record explains, for the normalised score
    };
    qsizetype records = 0;
    std::vector<std::uint64_t> terms; // sorted hashes
    std::vector<double> idf; // per term
    std::vector<std::uint32_t> offsets; // per term, into postings; one more than terms
    std::vector<Posting> postings; // by term, then record
    double unknownIdf = 0;
    double rareIdf = 1; // the idf of a term that one record holds

    /// Term \a t's posting for \a record, or null when the record does not hold it.
    const Posting *postingOf(std::size_t t, std::uint32_t record) const
    {
        const auto first = postings.begin() + offsets[t], last = postings.begin() + offsets[t + 1];
        const auto posting = std::lower_bound(
            first, last, record, [](const Posting &p, std::uint32_t r) { return p.record < r; });
        return posting != last && posting->record == record ? &*posting : nullptr;
    }
};

namespace {

/// \a occurrences (made record after record) ordered by term, each term's in the order they came:
/// record after record. A counting sort over the distinct terms, which are some 10 % of the
/// occurrences: sorting the 400,000 occurrences of the corpus took most of the index's build,
/// which every start of the command line waits for.
template<typename Occurrence>
std::vector<Occurrence> byTerm(std::vector<Occurrence> occurrences)
{
    QHash<std::uint64_t, std::uint32_t> slotOfTerm; // in the order first seen
    slotOfTerm.reserve(qsizetype(occurrences.size() / 8));
    std::vector<std::uint64_t> terms;
    std::vector<std::uint32_t> slotOf(occurrences.size());
    for (std::size_t i = 0; i < occurrences.size(); ++i) {
        const std::uint64_t term = occurrences[i].term;
        auto seen = slotOfTerm.constFind(term);
        if (seen == slotOfTerm.constEnd()) {
            seen = slotOfTerm.insert(term, std::uint32_t(terms.size()));
            terms.push_back(term);
        }
        slotOf[i] = *seen;
    }
    std::vector<std::uint32_t> order(terms.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(
        order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) { return terms[x] < terms[y]; });
    std::vector<std::size_t> count(terms.size(), 0);
    for (std::uint32_t slot : slotOf)
        ++count[slot];
    std::vector<std::size_t> next(terms.size()); // where each term's next occurrence goes
    std::size_t at = 0;
    for (std::uint32_t slot : order) {
        next[slot] = at;
        at += count[slot];
    }
    std::vector<Occurrence> sorted(occurrences.size());
    for (std::size_t i = 0; i < occurrences.size(); ++i)
        sorted[next[slotOf[i]]++] = occurrences[i];
    return sorted;
}

} // namespace

RecordSearch::RecordSearch() = default;

RecordSearch::RecordSearch(const QList<Record> &records)
{
    auto index = std::make_shared<Index>();
    index->records = records.size();

    struct Occurrence
    {
        std::uint64_t term;
        std::uint32_t record;
        double weight;
    };
    std::vector<Occurrence> occurrences;
    std::vector<double> lengths(std::size_t(records.size()), 0.0);
    for (qsizetype r = 0; r < records.size(); ++r) {
        const Record &record = records.at(r);
        auto add = [&](const QString &text, double weight, bool isRegex = false) {
            if (text.isEmpty())
                return;
            const QByteArray utf8 = text.toUtf8();
            std::string_view view(utf8.constData(), std::size_t(utf8.size()));
            std::string cleaned;
            if (isRegex) {
                cleaned = regexText(view);
                view = cleaned;
            }
            forEachTerm(view, [&](std::uint64_t term, std::string_view) {
                occurrences.push_back({term, std::uint32_t(r), weight});
                lengths[std::size_t(r)] += weight;
            });
        };
        add(record.signature(), signatureWeight);
        add(record.regex(), regexWeight, true);
        for (const QString &alias : record.aliases())
            add(alias, aliasWeight);
        add(record.rootCause(), proseWeight);
        for (const QString &tag : record.tags())
            add(tag, proseWeight);
        add(record.category(), proseWeight);
        add(record.subcategory(), proseWeight);
        add(record.domain(), proseWeight);
    }
    occurrences = byTerm(std::move(occurrences));

    double average = 0;
    for (double l : lengths)
        average += l;
    average = lengths.empty() ? 1 : std::max(1.0, average / double(lengths.size()));

    const double n = double(records.size());
    for (std::size_t i = 0; i < occurrences.size();) {
        const std::uint64_t term = occurrences[i].term;
        index->terms.push_back(term);
        index->offsets.push_back(std::uint32_t(index->postings.size()));
        while (i < occurrences.size() && occurrences[i].term == term) {
            const std::uint32_t record = occurrences[i].record;
            double tf = 0;
            for (; i < occurrences.size() && occurrences[i].term == term && occurrences[i].record == record;
                ++i)
                tf += occurrences[i].weight;
            const double norm = k1 * (1 - b + b * lengths[record] / average);
            index->postings.push_back(
                {record, float(tf * (k1 + 1) / (tf + norm)), float(std::min(1.0, tf / fullCredit))});
        }
        const double df = double(index->postings.size() - index->offsets.back());
        index->idf.push_back(idfOf(n, df));
    }
    index->offsets.push_back(std::uint32_t(index->postings.size()));
    index->rareIdf = idfOf(n, 1);
    index->unknownIdf = unknownShare * index->rareIdf;
    d = std::move(index);
}

qsizetype RecordSearch::size() const
{
    return d ? d->records : 0;
}

RecordSearch::Terms RecordSearch::termsOf(std::string_view text) const
{
    Terms out;
    if (!d)
        return out;
    // The text's distinct terms, in hash order: the sums over them add in the same order every time.
    std::vector<std::uint64_t> textTerms;
    forEachTerm(text, [&](std::uint64_t term, std::string_view) { textTerms.push_back(term); });
    std::sort(textTerms.begin(), textTerms.end());
    textTerms.erase(std::unique(textTerms.begin(), textTerms.end()), textTerms.end());
    for (std::uint64_t term : textTerms) {
        const auto at = std::lower_bound(d->terms.begin(), d->terms.end(), term);
        if (at == d->terms.end() || *at != term) {
            out.information += d->unknownIdf;
            continue;
        }
        const std::size_t t = std::size_t(at - d->terms.begin());
        out.known.push_back(t);
        out.information += d->idf[t];
    }
    return out;
}

QList<RecordSearch::Hit> RecordSearch::query(std::string_view line, int k, const Filter &filter) const
{
    if (!d || k < 1 || d->records == 0)
        return {};
    return query(termsOf(line), k, filter);
}

QList<RecordSearch::Hit> RecordSearch::query(const Terms &line, int k, const Filter &filter) const
{
    if (!d || k < 1 || d->records == 0 || line.known.empty())
        return {};
    // Scores per record, kept all zero between queries: a batch of small logs queries some twenty
    // lines per log, and clearing a score for each of the corpus's 2,720 records every time cost
    // more than the sums (and touching only the records that share a term is most of the work).
    struct Sums
    {
        std::vector<double> scores;
        std::vector<std::uint32_t> touched;
    };
    thread_local Sums sums;
    if (sums.scores.size() < std::size_t(d->records))
        sums.scores.resize(std::size_t(d->records), 0.0);
    std::vector<double> &scores = sums.scores;
    std::vector<std::uint32_t> &touched = sums.touched;
    const auto clear = qScopeGuard([&] {
        for (std::uint32_t r : touched)
            scores[r] = 0.0;
        touched.clear();
    });
    const std::vector<std::size_t> &knownTerms = line.known;
    const double information = line.information;
    for (const std::size_t t : knownTerms) {
        const double idf = d->idf[t];
        for (std::uint32_t p = d->offsets[t]; p < d->offsets[t + 1]; ++p) {
            const Index::Posting &posting = d->postings[p];
            if (scores[posting.record] == 0.0) // every posting adds more than 0
                touched.push_back(posting.record);
            scores[posting.record] += idf * posting.saturated;
        }
    }
    // The k best the filter lets through, best first; ties go to the record first in the knowledge
    // base, whatever order they were touched in. Most records touched score under the k-th best
    // so far and are passed over at one comparison, without asking the filter.
    const auto better = [&](std::uint32_t x, std::uint32_t y) {
        return scores[x] != scores[y] ? scores[x] > scores[y] : x < y;
    };
    std::vector<std::uint32_t> found;
    found.reserve(std::min(std::size_t(k), touched.size()) + 1);
    for (std::uint32_t r : touched) {
        if (found.size() == std::size_t(k) && !better(r, found.back()))
            continue;
        if (filter && !filter(qsizetype(r)))
            continue;
        found.insert(std::upper_bound(found.begin(), found.end(), r, better), r);
        if (found.size() > std::size_t(k))
            found.pop_back();
    }
    const std::size_t count = found.size();

    QList<Hit> hits;
    hits.reserve(qsizetype(count));
    for (std::size_t i = 0; i < count; ++i) {
        // What the record explains, for these few only (summed as explained() does, in the
        // same order) rather than for every record touched.
        const std::uint32_t r = found[i];
        double explained = 0;
        for (const std::size_t t : knownTerms) {
            if (const Index::Posting *posting = d->postingOf(t, r))
                explained += d->idf[t] * posting->credit;
        }
        hits.append(
            {qsizetype(r), scores[r], information > 0 ? std::clamp(explained / information, 0.0, 1.0) : 0.0});
    }
    return hits;
}

double RecordSearch::explained(std::string_view text, qsizetype record) const
{
    if (!d || record < 0 || record >= d->records)
        return 0;
    return explained(termsOf(text), record);
}

double RecordSearch::explained(const Terms &text, qsizetype record) const
{
    if (!d || record < 0 || record >= d->records)
        return 0;
    double sum = 0;
    for (const std::size_t t : text.known) {
        if (const Index::Posting *posting = d->postingOf(t, std::uint32_t(record)))
            sum += d->idf[t] * posting->credit;
    }
    return sum / d->rareIdf;
}

std::vector<std::string> RecordSearch::terms(std::string_view text)
{
    std::vector<std::string> result;
    forEachTerm(text, [&](std::uint64_t, std::string_view word) {
        std::string &term = result.emplace_back(word);
        for (char &c : term)
            c = asciiLower(c);
    });
    return result;
}

} // namespace Faultline

namespace Faultline {

namespace {

template<typename T>
void writeTable(QDataStream &out, const std::vector<T> &table)
{
    out << quint64(table.size());
    out.writeRawData(reinterpret_cast<const char *>(table.data()), int(table.size() * sizeof(T)));
}

template<typename T>
bool readTable(StreamReader &in, std::vector<T> &table)
{
    quint64 count = 0;
    in >> count;
    if (in.status() != QDataStream::Ok || count > quint64(in.bytesAvailable()) / sizeof(T))
        return false;
    const QByteArrayView raw = in.readRaw(qint64(count * sizeof(T)));
    table.resize(std::size_t(count));
    if (count > 0 && raw.size() == qsizetype(count * sizeof(T)))
        std::memcpy(table.data(), raw.data(), std::size_t(raw.size()));
    return in.status() == QDataStream::Ok;
}

} // namespace

void RecordSearch::write(QDataStream &out) const
{
    const Index empty;
    const Index &index = d ? *d : empty;
    out << qint64(index.records) << index.unknownIdf << index.rareIdf;
    writeTable(out, index.terms);
    writeTable(out, index.idf);
    writeTable(out, index.offsets);
    writeTable(out, index.postings);
}

std::optional<RecordSearch> RecordSearch::read(StreamReader &in)
{
    auto index = std::make_shared<Index>();
    qint64 records = 0;
    in >> records >> index->unknownIdf >> index->rareIdf;
    if (in.status() != QDataStream::Ok || records < 0 || records > std::numeric_limits<std::uint32_t>::max()
        || !readTable(in, index->terms) || !readTable(in, index->idf) || !readTable(in, index->offsets)
        || !readTable(in, index->postings))
        return std::nullopt;
    index->records = qsizetype(records);
    // What query() relies on: one idf and one offset per term (and one past), offsets in order and
    // within the postings, terms sorted, every posting of a record there is.
    const std::size_t terms = index->terms.size();
    if (index->idf.size() != terms
        || (index->offsets.size() != terms + 1 && !(terms == 0 && index->offsets.empty())))
        return std::nullopt;
    if (!std::is_sorted(index->terms.begin(), index->terms.end()))
        return std::nullopt;
    for (std::size_t t = 0; t + 1 < index->offsets.size(); ++t) {
        if (index->offsets[t] > index->offsets[t + 1])
            return std::nullopt;
    }
    if (!index->offsets.empty()
        && (index->offsets.front() != 0 || index->offsets.back() != index->postings.size()))
        return std::nullopt;
    for (const Index::Posting &posting : index->postings) {
        if (posting.record >= std::uint64_t(records))
            return std::nullopt;
    }
    RecordSearch search;
    search.d = std::move(index);
    return search;
}

} // namespace Faultline
