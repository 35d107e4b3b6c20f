// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: the literals a regex's matches must hold, which the literal
// prefilter looks for before RE2 runs.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace Faultline {

/**
 * Up to two disjoint "cuts" of one regex (or one top-level alternative of it): sets of literals
 * such that every match contains at least one literal of each, made of the rarest literals that
 * will do. `loss.*nan|training.*diverged` gets {loss, training} and {nan, diverged}, so a training
 * log full of "loss" only tries it on lines that also say "nan" or "diverged".
 *
 * The literals are as LiteralSet searches for them (LiteralSpelling::searchableParts()), and may
 * be LiteralSpelling::nonAsciiLine. Both cuts empty: a match needs no literal, so the regex is
 * tried on every line. A plain value; finding one compiles the regex (some milliseconds at most).
 */
struct PatternCuts
{
    std::vector<std::string> cuts[2]; // cuts[1] may be empty
    // When the alternative is ASCII literals joined by wildcards (`cmake.*failed`): those
    // literals, lowercase, which every match holds in this order (PatternSyntax::requiredPieces()).
    std::vector<std::string> pieces;
    // The text every match starts with, lowercase, if known (PatternSyntax::literalPrefix()).
    std::string prefix;

    /**
     * The cuts of \a pattern; nothing when RE2 rejects it. Thread-safe.
     *
     * FilteredRE2 gives the prefilter (an AND/OR formula over the regex's atoms) but is used one
     * regex at a time: over many regexes it drops an atom shared by more than eight of them from
     * every AND, so `kashmir.*india|loc.*india` would pass on any line holding "loc".
     */
    static std::optional<PatternCuts> find(std::string_view pattern);

    /**
     * Searching for a cut of short literals ("ch" in `911.*ch`) finds them on most lines, and costs
     * more than trying the regex on the lines that hold the other cut: leaves such a cut out when
     * the other is made of longer literals. A single byte is never worth searching for as a second
     * cut.
     */
    void dropCommonCut();
};

} // namespace Faultline
