// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace Faultline::RegexBreadth {

/**
 * Whether some match of \a regex (compiled as a record's regex is: case-insensitive) may hold no
 * letter at all: `\d{3}`, `429`, `error 429|\b429\b`. Such a regex fires on numbers and
 * punctuation, which say nothing about which error happened.
 *
 * Worked out from RE2's prefilter (FilteredRE2, one regex): the literals a match must hold. When
 * the regex still passes with only its literals that hold no letter, a match needs no letter. A
 * regex whose literals the prefilter cannot tell (`.{3,}`) counts as needing none. False when RE2
 * rejects the regex. Costs a compile of the regex; thread-safe.
 */
bool canMatchWithoutLetters(const QString &regex);

/// Where a match cuts a word of the text it was found in.
struct Fragment
{
    QString match; ///< the match; of a long one, the 40 characters on the side of the cut
    QString word; ///< the whole word of the text that the match cuts
    bool atStart = true; ///< the match begins inside the word; else it ends inside it
    qsizetype inside = 0; ///< letters (or digits) of the word inside the match
};

/// The fewest letters of a word a match may end with, inside the word, and still be taken as a
/// stem (`fail` of "failed", `Muslim` of "Muslims"), not a fragment (`dep` of "dependency").
inline constexpr qsizetype minStemLength = 4;

/**
 * Whether the match [\a begin, \a end) of a regex in \a text cuts a word: it begins inside a word
 * (`ld.*error` in "build error", `etail` in "getDetail"), or ends inside one after fewer than
 * minStemLength of its letters (`peer dep` in "peer dependency"). A word is a run of letters
 * that have case, or of digits; a lower-case letter followed by a capital is a word boundary
 * ("getDetail" is two words), and so is every character of a script without case (Chinese,
 * Japanese …), whose words are not separated. Nothing when the match cuts no word or is empty.
 */
std::optional<Fragment> fragmentAt(QStringView text, qsizetype begin, qsizetype end);

} // namespace Faultline::RegexBreadth
