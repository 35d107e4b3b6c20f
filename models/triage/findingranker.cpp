// SPDX-License-Identifier: MIT
#include "findingranker.h"

#include "hitscore.h"
#include "textsimilarity.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr double weakBelow = 0.42;

} // namespace

void FindingRanker::score(Finding &finding, const EcosystemFit &fit)
{
    finding.score = finding.best.score + HitScore::fitWeight * fit(finding.record);
    // Advice (travel, culture …), shown only when asked for: in a log a hit on it is nearly always
    // an ordinary line that happens to match.
    if (scopeOf(finding.record) == RecordScope::Advice)
        finding.score *= 0.6;
    finding.weak = finding.score < weakBelow || finding.best.severity < 0.5;
    // Provisional until calibrated: strong findings are diagnoses.
    finding.confidence
        = finding.weak || finding.suggestion ? std::min(0.49, finding.score) : std::max(0.5, finding.score);
}

void FindingRanker::order(QList<Finding> &findings)
{
    auto group = [](const Finding &f) { return f.weak ? 1 : 0; };
    std::sort(findings.begin(), findings.end(), [&](const Finding &a, const Finding &b) {
        if (group(a) != group(b))
            return group(a) < group(b);
        if (a.score != b.score)
            return a.score > b.score;
        if (a.firstLine != b.firstLine)
            return a.firstLine < b.firstLine;
        return a.record.id() < b.record.id(); // the same hits: an order that does not vary
    });
}

void FindingRanker::rank(TriageResult &out, Collected collected) const
{
    const EcosystemFit fit(collected.ecosystemMarks);
    out.ecosystems.append(fit.ecosystems());
    QSet<QString> matchedIds;
    for (auto &[pattern, f] : collected.findings) {
        if (!inScope(f.record, m_scope))
            continue;
        score(f, fit);
        matchedIds.insert(f.record.id());
        out.findings.append(std::move(f));
    }
    QList<ErrorLine> &pending = collected.unmatchedErrors;
    if (out.lines <= BlockTriage::tinyLog)
        pending += collected.tinyLogLines;
    if (!pending.isEmpty())
        out.findings.append(suggestions(pending, matchedIds, fit));
    order(out.findings);
}

QList<Finding> FindingRanker::suggestions(
    const QList<ErrorLine> &lines, const QSet<QString> &matchedIds, const EcosystemFit &fit) const
{
    QHash<QString, Finding> suggested;
    for (const auto &[line, text, matched] : lines) {
        const std::string_view textView(text.constData(), std::size_t(text.size()));
        const TextSimilarity::Tokens lineTokens = TextSimilarity::tokens(textView);
        // Its words run together, lowercase: "out of memory" names "OutOfMemoryError" too.
        const std::string compact = TextSimilarity::compactWords(textView);
        const Record *bestRecord = nullptr;
        double best = 0;
        for (qsizetype i = 0; i < m_matcher.patternCount(); ++i) {
            const Record &r = m_matcher.records().at(i);
            if (matchedIds.contains(r.id()) || !inScope(r, m_scope))
                continue;
            const PatternText &pattern = m_patternTexts[std::size_t(i)];
            double s = TextSimilarity::similarity(lineTokens, pattern.signature());
            // A signature that names an error the line does not ("AccessDeniedException" for an
            // "(ExpiredToken)" line) reads like it only in its boilerplate.
            if (s > best && !pattern.namesErrorsOf(compact))
                s /= 2;
            if (s > best) {
                best = s;
                bestRecord = &r;
            }
        }
        // Over a line's hits, only a record that reads clearly more like it.
        if (!bestRecord || best < std::max(0.45, matched + 0.1))
            continue;
        Finding &f = suggested[bestRecord->id()];
        if (f.hitCount++ == 0) {
            f.record = *bestRecord;
            f.firstLine = line;
            f.suggestion = true;
        }
        f.lastLine = line;
        const double score = HitScore::suggestion(*bestRecord, best, fit(*bestRecord));
        if (score > f.score) {
            f.score = score;
            f.confidence = std::min(0.49, score);
            f.best = {line, 0, 0, score};
            f.bestLine = QString::fromUtf8(text);
        }
    }
    return suggested.values();
}

} // namespace Faultline
