// SPDX-License-Identifier: MIT
#include "regexbreadth.h"

#include "recordregex.h"

#include <re2/filtered_re2.h>

#include <string>
#include <vector>

namespace Faultline::RegexBreadth {

namespace {

bool hasLetter(const std::string &utf8)
{
    const QString text = QString::fromUtf8(utf8);
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.isLetter(); });
}

bool hasCase(QChar c)
{
    return c.isLower() || c.isUpper() || c.isTitleCase();
}

/// Whether \a before and \a after, side by side, are inside one word.
bool joined(QChar before, QChar after)
{
    if (before.isDigit() && after.isDigit())
        return true;
    return hasCase(before) && hasCase(after) && !(before.isLower() && after.isUpper());
}

bool wordCharacter(QChar c)
{
    return hasCase(c) || c.isDigit();
}

} // namespace

bool canMatchWithoutLetters(const QString &regex)
{
    const std::string pattern = regex.toStdString();
    if (!recordRegexLengthError(pattern.size()).empty())
        return false;
    re2::FilteredRE2 filter(1); // every literal counts, even one character long
    int id = 0;
    if (filter.Add(pattern, recordRegexOptions(), &id) != RE2::NoError)
        return false;
    std::vector<std::string> atoms;
    filter.Compile(&atoms);
    std::vector<int> withoutLetters;
    for (int i = 0; i < int(atoms.size()); ++i) {
        if (!hasLetter(atoms[std::size_t(i)]))
            withoutLetters.push_back(i);
    }
    // A regex the prefilter cannot narrow (no literal it must hold) passes whatever is found.
    std::vector<int> passing;
    filter.AllPotentials(withoutLetters, &passing);
    return !passing.empty();
}

std::optional<Fragment> fragmentAt(QStringView text, qsizetype begin, qsizetype end)
{
    if (begin < 0 || end > text.size() || begin >= end)
        return std::nullopt;
    Fragment f;
    if (begin > 0 && joined(text[begin - 1], text[begin])) {
        f.atStart = true;
        while (begin + f.inside < end && joined(text[begin + f.inside - 1], text[begin + f.inside]))
            ++f.inside;
    } else if (end < text.size() && joined(text[end - 1], text[end])) {
        f.atStart = false;
        f.inside = 1;
        while (end - f.inside > begin && joined(text[end - f.inside - 1], text[end - f.inside]))
            ++f.inside;
        if (f.inside >= minStemLength)
            return std::nullopt;
    } else {
        return std::nullopt;
    }
    // The word the cut is in, whole, for the author to see it: letters and digits either side.
    const qsizetype cut = f.atStart ? begin : end;
    qsizetype from = cut, to = cut;
    while (from > 0 && wordCharacter(text[from - 1]))
        --from;
    while (to < text.size() && wordCharacter(text[to]))
        ++to;
    f.word = text.sliced(from, to - from).toString();
    // The side of a long match where it cuts the word.
    constexpr qsizetype shown = 40;
    if (end - begin <= shown)
        f.match = text.sliced(begin, end - begin).toString();
    else if (f.atStart)
        f.match = text.sliced(begin, shown).toString() + u'…';
    else
        f.match = u'…' + text.sliced(end - shown, shown).toString();
    return f;
}

} // namespace Faultline::RegexBreadth
