// SPDX-License-Identifier: MIT
#include "compiledpattern.h"

#include "patternsyntax.h"
#include "recordregex.h"

namespace Faultline {

std::optional<PatternCuts> CompiledPattern::CutCache::cutsOf(std::string_view alternative)
{
    const std::string key(alternative);
    {
        QMutexLocker locker(&m_mutex);
        const auto it = m_cuts.find(key);
        if (it != m_cuts.end())
            return it->second;
    }
    // Found outside the lock: another thread may work the same one out meanwhile, and get the same.
    std::optional<PatternCuts> cuts = PatternCuts::find(alternative);
    if (cuts)
        cuts->dropCommonCut();
    QMutexLocker locker(&m_mutex);
    m_cuts.emplace(key, cuts);
    return cuts;
}

void CompiledPattern::compile(CutCache &cache)
{
    const std::string_view text(pattern.constData(), std::size_t(pattern.size()));
    if (std::string tooLong = recordRegexLengthError(text.size()); !tooLong.empty()) {
        error = std::move(tooLong);
        return;
    }
    // RE2 compiles are most of a cold start's work, and a log tries few of the regexes. One whose
    // syntax RE2 accepts, that cannot outgrow RE2's budget, and whose every alternative needs a
    // literal (so it matches no empty string) is compiled when a line first needs it, as after a
    // warm start (LazyRegex).
    const bool mayDefer = !recordRegexMayOverflow(text);
    if (mayDefer) {
        if (std::string syntax = recordRegexSyntaxError(text); !syntax.empty()) {
            error = std::move(syntax);
            return;
        }
    } else if (!compileNow()) {
        return;
    }
    dotStar = PatternSyntax::dotStarAlternatives(text);
    findAlternatives(cache);
    if (!regex && alternatives.empty())
        compileNow();
}

bool CompiledPattern::compileNow()
{
    const std::string_view text(pattern.constData(), std::size_t(pattern.size()));
    regex = std::make_unique<RE2>(re2::StringPiece(text.data(), text.size()), recordRegexOptions());
    if (!regex->ok()) {
        error = regex->error();
        regex.reset();
        alternatives.clear();
        dotStar.reset();
        return false;
    }
    matchesEmpty = RE2::PartialMatch(re2::StringPiece(), *regex);
    return true;
}

void CompiledPattern::findAlternatives(CutCache &cache)
{
    const std::string_view text(pattern.constData(), std::size_t(pattern.size()));
    // One alternative each, unless some needs no literal (then neither does the whole) or RE2
    // rejects one on its own (split where RE2 would not: use the whole).
    for (std::string_view branch : PatternSyntax::topLevelBranches(text)) {
        std::optional<PatternCuts> cuts = cache.cutsOf(branch);
        if (!cuts) {
            alternatives.clear();
            break;
        }
        if (cuts->cuts[0].empty()) {
            alternatives.clear();
            return;
        }
        alternatives.push_back(std::move(*cuts));
    }
    if (alternatives.empty()) {
        if (auto cuts = PatternCuts::find(text); cuts && !cuts->cuts[0].empty())
            alternatives.push_back(std::move(*cuts));
    }
}

} // namespace Faultline
