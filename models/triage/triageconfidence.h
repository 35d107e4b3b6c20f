// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include <QList>

#include <array>
#include <cmath>

namespace Faultline::TriageConfidence {

/// What a finding's confidence is computed from, in this order (Finding::features).
enum Feature {
    Score, // the rank score (its best hit's, with the fit of its record)
    Severity, // how much its best hit's line reads like an error (0 … 1.2)
    Evidence, // 1 when its best hit is evidence (MatchEvidence, not a routine line)
    Fit, // how well its record's domain fits the log (EcosystemFit)
    Suggestion, // 1 for a suggestion: no regex hit, only text similarity
    ProductAbsent, // 1 when its record is about a product the log never names
    Resemblance, // how much its best line reads like its signature (0 … 1)
    BelowBest, // its score less the best finding's (0 for the best, negative below)
    HitLines, // log(1 + its hits) / 5: an error that fills the log is often routine
    Lead, // for the best finding, how far its score is above its best rival's (a record of another
          // domain, or on another line: one of its domain on its line is a variant of it); 0 for the others
    OnErrorLine, // 1 when its best hit's line is an error line (severity 0.9 and over)
    Information, // how much of its best line's information its record explains (RecordSearch, in rare words),
                 // / 4, at most 1
    FeatureCount
};

/// Logistic-regression weights, Feature order then the intercept: fitted on the tuning half of
/// tests/eval and the real logs of tst_triage by tests/eval/tools/fit_confidence.py (its output
/// pasted here). The reliability
/// table that triage_eval prints checks them on both halves.
inline constexpr std::array<double, FeatureCount + 1> weights
    = {0.059, 0.668, 2.749, 0.897, -1.016, -1.201, 2.071, 4.474, 1.240, 2.403, 0.031, 2.082, -6.262};

/// The probability that a developer accepts the finding with \a features as the diagnosis.
inline double of(const QList<double> &features)
{
    double z = weights[FeatureCount];
    for (int i = 0; i < FeatureCount && i < features.size(); ++i)
        z += weights[std::size_t(i)] * features[i];
    return 1.0 / (1.0 + std::exp(-z));
}

} // namespace Faultline::TriageConfidence
