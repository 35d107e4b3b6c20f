// SPDX-License-Identifier: MIT
#include "searchquery.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c.isMark() || c == u'_';
}

/// Runs of a text: words (letters, digits, `_`) and CJK runs; everything else separates them.
template<typename Sink>
void forEachRun(const QString &text, Sink &&sink)
{
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text[i];
        if (SearchQuery::isCjk(c.unicode())) {
            const qsizetype start = i;
            while (i < n && SearchQuery::isCjk(text[i].unicode()))
                ++i;
            sink(start, i - start, true);
        } else if (isWordChar(c)) {
            const qsizetype start = i;
            while (i < n && isWordChar(text[i]) && !SearchQuery::isCjk(text[i].unicode()))
                ++i;
            sink(start, i - start, false);
        } else {
            ++i;
        }
    }
}

/// A word without the underscores around it (`__init__` → init); empty when nothing is left.
QStringView trimmed(QStringView word)
{
    while (!word.isEmpty() && word.front() == u'_')
        word = word.sliced(1);
    while (!word.isEmpty() && word.back() == u'_')
        word.chop(1);
    return word;
}

/// Whether a new part of an identifier starts at \a i of \a word: after `_`, at a change from
/// lower to upper case, before the last capital of an acronym (HTTP|Error), between letters and
/// digits.
bool startsPart(QStringView word, qsizetype i)
{
    if (i == 0)
        return true;
    const QChar prev = word[i - 1], c = word[i];
    if (c == u'_')
        return false;
    if (prev == u'_')
        return true;
    if (prev.isLower() && c.isUpper())
        return true;
    if (prev.isUpper() && c.isUpper() && i + 1 < word.size() && word[i + 1].isLower())
        return true;
    return prev.isDigit() != c.isDigit();
}

QByteArray fold(QStringView s)
{
    return s.toString().toCaseFolded().toUtf8();
}

} // namespace

bool SearchQuery::isCjk(char32_t c)
{
    return (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x3040 && c <= 0x312F) || (c >= 0x3400 && c <= 0x4DBF)
        || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF);
}

SearchQuery::SearchQuery(const QString &text)
{
    // Quotes first: inside them one phrase, outside them one clause per space-separated chunk.
    auto addChunk = [this](QStringView chunk, bool quoted, bool closed) {
        Clause clause;
        clause.quoted = quoted;
        const QString s = chunk.toString();
        forEachRun(s, [&](qsizetype start, qsizetype length, bool cjk) {
            const QStringView run
                = cjk ? QStringView(s).sliced(start, length) : trimmed(QStringView(s).sliced(start, length));
            if (run.isEmpty())
                return;
            clause.segments.append({fold(run), cjk, false});
            m_hasCjk = m_hasCjk || cjk;
        });
        if (clause.segments.isEmpty())
            return;
        // The last word may still be being typed: it matches the words it begins, unless a
        // closing quote or a space after it says it is whole.
        Segment &last = clause.segments.last();
        last.prefix = !last.cjk && !(quoted && closed);
        m_clauses.append(clause);
    };
    const QStringView all(text);
    qsizetype i = 0;
    while (i < all.size()) {
        const qsizetype quote = all.indexOf(u'"', i);
        const QStringView outside = all.sliced(i, (quote < 0 ? all.size() : quote) - i);
        for (const QStringView chunk : outside.split(u' ', Qt::SkipEmptyParts)) {
            for (const QStringView part : chunk.split(u'\t', Qt::SkipEmptyParts))
                addChunk(part, false, true);
        }
        if (quote < 0)
            break;
        const qsizetype close = all.indexOf(u'"', quote + 1);
        addChunk(all.sliced(quote + 1, (close < 0 ? all.size() : close) - quote - 1), true, close >= 0);
        i = close < 0 ? all.size() : close + 1;
    }
}

QStringList SearchQuery::highlightTerms() const
{
    QStringList terms;
    for (const Clause &c : m_clauses) {
        for (const Segment &s : c.segments) {
            const QString t = QString::fromUtf8(s.text);
            if (!terms.contains(t))
                terms.append(t);
        }
    }
    return terms;
}

QByteArray SearchQuery::normalized() const
{
    QByteArrayList words;
    for (const Clause &c : m_clauses) {
        for (const Segment &s : c.segments)
            words.append(s.text);
    }
    return words.join(' ');
}

bool SearchQuery::narrows(const SearchQuery &broader) const
{
    auto implies = [](const Segment &ours, const Segment &theirs) {
        if (ours.cjk != theirs.cjk)
            return false;
        if (theirs.cjk)
            return ours.text.contains(theirs.text);
        // A word that begins with "trac" also begins with "tra"; a whole word only when equal.
        return theirs.prefix ? ours.text.startsWith(theirs.text) : (!ours.prefix && ours.text == theirs.text);
    };
    for (const Clause &theirs : broader.m_clauses) {
        const bool found = std::any_of(m_clauses.begin(), m_clauses.end(), [&](const Clause &ours) {
            if (theirs.isPhrase())
                return ours == theirs;
            return std::any_of(ours.segments.begin(), ours.segments.end(),
                [&](const Segment &s) { return implies(s, theirs.segments[0]); });
        });
        if (!found)
            return false;
    }
    return true;
}

void SearchQuery::forEachIndexTerm(
    const QString &text, const std::function<void(const QByteArray &, bool)> &sink)
{
    forEachRun(text, [&](qsizetype start, qsizetype length, bool cjk) {
        const QStringView run = QStringView(text).sliced(start, length);
        if (cjk) {
            for (qsizetype k = 0; k < run.size(); ++k) {
                sink(fold(run.sliced(k, 1)), true);
                if (k + 1 < run.size())
                    sink(fold(run.sliced(k, 2)), true);
            }
            return;
        }
        const QStringView word = trimmed(run);
        if (word.isEmpty())
            return;
        sink(fold(word), true);
        qsizetype partStart = 0;
        QList<QStringView> found;
        for (qsizetype k = 1; k <= word.size(); ++k) {
            if (k == word.size() || startsPart(word, k)) {
                const QStringView part = trimmed(word.sliced(partStart, k - partStart));
                if (!part.isEmpty())
                    found.append(part);
                partStart = k;
            }
        }
        if (found.size() > 1) {
            for (const QStringView part : found)
                sink(fold(part), false);
        }
    });
}

QByteArray SearchQuery::normalizedText(const QString &text)
{
    QByteArrayList words;
    forEachRun(text, [&](qsizetype start, qsizetype length, bool cjk) {
        const QStringView run = QStringView(text).sliced(start, length);
        const QStringView word = cjk ? run : trimmed(run);
        if (!word.isEmpty())
            words.append(fold(word));
    });
    return words.join(' ');
}

QList<std::pair<qsizetype, qsizetype>> SearchQuery::matchSpans(const QString &text, const QStringList &terms)
{
    QList<std::pair<qsizetype, qsizetype>> spans;
    if (terms.isEmpty() || text.isEmpty())
        return spans;
    const QString folded = text.toCaseFolded();
    if (folded.size() != text.size())
        return spans; // a folding that changes lengths would misplace the marks: none rather than wrong
    for (const QString &term : terms) {
        if (term.isEmpty())
            continue;
        const bool cjk = isCjk(term.front().unicode());
        for (qsizetype at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
            if (!cjk && at > 0 && isWordChar(text[at - 1]) && !isCjk(text[at - 1].unicode())) {
                // Inside a word: only where one of its parts starts (OutOf|Memory, timeout|_error).
                qsizetype wordStart = at;
                while (
                    wordStart > 0 && isWordChar(text[wordStart - 1]) && !isCjk(text[wordStart - 1].unicode()))
                    --wordStart;
                qsizetype wordEnd = at;
                while (wordEnd < text.size() && isWordChar(text[wordEnd]) && !isCjk(text[wordEnd].unicode()))
                    ++wordEnd;
                if (!startsPart(QStringView(text).sliced(wordStart, wordEnd - wordStart), at - wordStart))
                    continue;
            }
            spans.append({at, term.size()});
        }
    }
    std::sort(spans.begin(), spans.end());
    // Merge overlaps, so that a mark is painted once.
    QList<std::pair<qsizetype, qsizetype>> merged;
    for (const auto &s : spans) {
        if (!merged.isEmpty() && s.first <= merged.last().first + merged.last().second) {
            auto &m = merged.last();
            m.second = std::max(m.first + m.second, s.first + s.second) - m.first;
        } else {
            merged.append(s);
        }
    }
    return merged;
}

} // namespace Faultline
