// SPDX-License-Identifier: MIT
#include "literalspelling.h"

#include "linescan.h"
#include "literalset.h"
#include "patternsyntax.h"

#include <QChar>
#include <QList>
#include <QString>

#include <map>

namespace Faultline::LiteralSpelling {

namespace {

/**
 * \a literal with KELVIN SIGN and LONG S as `k` and `s`: a regex's `ſ` matches an ASCII `s` (RE2
 * folds case across Unicode), so its literal must be searched for as the ASCII line would hold
 * it. Lines that hold a KELVIN SIGN or LONG S themselves are tried against every regex anyway.
 */
std::string foldedToAscii(std::string literal)
{
    for (const auto &[from, to] :
        {std::pair(kelvinSign, std::string_view("k")), std::pair(longS, std::string_view("s"))}) {
        for (std::size_t at = literal.find(from); at != std::string::npos;
            at = literal.find(from, at + to.size()))
            literal.replace(at, from.size(), to);
    }
    return literal;
}

/// The characters RE2 treats as one when ignoring case (\a c's simple case-folding orbit), as
/// UTF-8; just \a c when it has no other case.
std::vector<std::string> caseOrbit(char32_t c)
{
    // Folded form → every character that folds to it; built once. No character past plane 1 has
    // case.
    constexpr char32_t lastCased = 0x20000;
    static const std::map<char32_t, std::vector<std::string>> orbits = [] {
        std::map<char32_t, std::vector<std::string>> result;
        for (char32_t x = 0x80; x < lastCased; ++x) {
            const char32_t folded = QChar::toCaseFolded(x);
            if (folded != x || QChar::toUpper(x) != x || QChar::toLower(x) != x)
                result[folded];
        }
        for (char32_t x = 0; x < lastCased; ++x) {
            auto it = result.find(QChar::toCaseFolded(x));
            if (it != result.end())
                it->second.push_back(QString::fromUcs4(&x, 1).toUtf8().toStdString());
        }
        return result;
    }();
    const auto it = orbits.find(QChar::toCaseFolded(c));
    if (it != orbits.end() && it->second.size() > 1)
        return it->second;
    return {QString::fromUcs4(&c, 1).toUtf8().toStdString()};
}

} // namespace

std::vector<std::string> searchableParts(const std::string &literal)
{
    // KELVIN SIGN and LONG S also match ASCII `k` and `s`: search for them as those.
    const std::string atom = foldedToAscii(literal);
    if (LineScan::isAscii(atom)) {
        // A NUL or 0x01 byte means more than itself to LiteralSet: search for the longest stretch
        // without one (any byte, when there is none).
        std::string_view longest;
        for (std::string_view rest = atom;;) {
            const std::size_t special
                = std::min(rest.find(char(LiteralSet::wildcard)), rest.find(char(LiteralSet::anyNonAscii)));
            const std::string_view stretch = rest.substr(0, special);
            if (stretch.size() > longest.size())
                longest = stretch;
            if (special == std::string_view::npos)
                break;
            rest.remove_prefix(special + 1);
        }
        return {longest.empty() ? std::string(1, char(LiteralSet::wildcard)) : std::string(longest)};
    }
    const QList<uint> text = QString::fromUtf8(atom.data(), qsizetype(atom.size())).toUcs4();
    std::vector<std::vector<std::string>> spellings;
    for (uint c : text)
        spellings.push_back(c < 0x80 ? std::vector<std::string> {std::string(1, char(c))} : caseOrbit(c));
    constexpr std::size_t maximumSpellings = 8;
    std::size_t bestBegin = 0, bestEnd = 0, bestBytes = 0, bestCount = 0;
    for (std::size_t begin = 0; begin < spellings.size(); ++begin) {
        std::size_t count = 1, bytes = 0;
        for (std::size_t end = begin; end < spellings.size(); ++end) {
            if (text[qsizetype(end)] == LiteralSet::wildcard
                || text[qsizetype(end)] == LiteralSet::anyNonAscii)
                break; // means more than itself to LiteralSet
            count *= spellings[end].size();
            if (count > maximumSpellings)
                break;
            bytes += spellings[end].front().size();
            if (bytes > bestBytes || (bytes == bestBytes && count < bestCount)) {
                bestBegin = begin;
                bestEnd = end + 1;
                bestBytes = bytes;
                bestCount = count;
            }
        }
    }
    if (bestBytes < 3 && bestBytes != atom.size())
        return {std::string(nonAsciiLine)};
    std::vector<std::string> result {std::string()};
    for (std::size_t i = bestBegin; i < bestEnd; ++i) {
        std::vector<std::string> longer;
        for (const std::string &prefix : result) {
            for (const std::string &spelling : spellings[i])
                longer.push_back(prefix + spelling);
        }
        result = std::move(longer);
    }
    return result;
}

std::vector<std::string> gapParts(const std::string &piece)
{
    using PatternSyntax::gap;
    static_assert(gap == char(LiteralSet::wildcard)); // the piece is searched for as it is
    return {piece, piece.substr(0, piece.find(gap)) + char(LiteralSet::anyNonAscii)};
}

} // namespace Faultline::LiteralSpelling
