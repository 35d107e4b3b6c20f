// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "patterntext.h"
#include "triage.h"

#include <QHash>
#include <QList>

#include <vector>

/// Which of the findings on one line of a log comes first, when a log's findings are ranked
/// (FindingRanker): each rule gives the best one's score to another that is the better answer,
/// and takes that one's.
namespace Faultline::RivalRules {

/// Of records of one domain matching the same line, or lines of one exception's message
/// (TriageHit::errorLine()), variants of one answer, the one that explains clearly more of its
/// line's rare words takes the best one's score.
void preferTheSpecificVariant(QList<Finding> &findings);
/// Of findings on the same line, one matching an error that the best one's message wraps
/// further along the line ("failed to create task: …: no space left on device"), the cause,
/// takes the best one's score when it is close to it.
void preferTheInnermostError(QList<Finding> &findings);
/// Of records of one domain matching the same line, when the line states the whole signature of
/// another ("CLUSTERDOWN The cluster is down") or the lines around state nearly all that another's
/// signature says beyond the line ("│ The "count" value depends on resource attributes that cannot
/// be determined until apply" below Terraform's "│ Error: Invalid count argument"), and they state
/// little of what the best one's says, the other takes the best one's score when it is close to it.
/// So does one whose additions the lines around state in part when they state none of the best
/// one's (OpenCV's "imread returned None" record where the log shows `imread_(…)`, over its
/// "cannot open camera" record, for the same "!_src.empty()" assertion).
void preferTheVariantItsMessageStates(QList<Finding> &findings);
/// Of records of one domain matching the same line, when the best names something in its id
/// (PatternText::contextWords(), a product: "kinesis") that the lines around do not show and
/// another close to it names something they do ("dynamodb" in "client-dynamodb"), the other
/// takes the best one's score. \a patternTexts: per pattern; \a patternOf: the findings' patterns
/// by record id.
void preferTheNamedProduct(QList<Finding> &findings, const std::vector<PatternText> &patternTexts,
    const QHash<QString, int> &patternOf);
/// Of findings on the same line, when the best is about a product the log never names (a
/// Docker record for ssh's "Temporary failure in name resolution") and another is not, the
/// other, the failure's own record, takes the best one's score. So does a record of no language
/// over one of a language the log shows no sign of while it shows some ecosystem (Node.js's
/// record on native addons for a photo editor's "Segmentation fault (core dumped)").
void preferTheProductInTheLog(QList<Finding> &findings);
/// Of findings on the same line, when the best is a record whose regex matched it and another is
/// a suggestion for it (no regex of that record matched: FindingRanker::suggestions()) whose
/// signature reads clearly more like the line and explains as much of its rare words, the
/// suggestion takes the best one's score when close to it: Helm's "Error: INSTALLATION FAILED: …
/// is forbidden: unable to create new content in namespace pr-1482 because it is being
/// terminated" is the record of a terminating namespace, not of a values file whose regex's
/// "INSTALLATION FAILED" matched it.
void preferTheSuggestionThatReadsBetter(QList<Finding> &findings);
/// Of findings on the same line, one of another domain than the best that explains clearly more of
/// the line's rare words and whose signature reads clearly more like it (Node's "listen EACCES"
/// record over Docker's "EACCES: permission denied" inside a container) takes the best one's
/// score when it is close to it.
void preferTheBetterReading(QList<Finding> &findings);
/// A record of a source the user chose before one Faultline ships inside the binary (its
/// built-in knowledge base): on one line (the best of the user's records there, or a variant of
/// its domain explaining much more of the line); and as the first finding, over one of its domain
/// nearly as good. The built-in records serve where the user's sources know nothing, as a
/// record of the user's with a shipped record's id replaces it. Not a user's record that names an
/// error the line does not, one of another domain reading clearly less like the line
/// (preferTheBetterReading()'s measure), nor one of a language the log shows no sign of while it
/// shows another's. A user's record that is only a suggestion (no regex of it matched) does not take
/// the first place from a built-in record's hit on another line.
void preferTheChosenSources(QList<Finding> &findings);

} // namespace Faultline::RivalRules
