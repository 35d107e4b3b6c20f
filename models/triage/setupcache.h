// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "patterntext.h"
#include "recordsearch.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace Faultline::SetupCache {

/**
 * What a TriageSetup derives from a knowledge base's records, saved after one start and read back
 * on the next: each record's PatternText and the RecordSearch index over them. Building them took
 * half of a warm start's work with the corpus; reading them back is a copy of their tables.
 *
 * One file per knowledge base, named like its match plan by its sources, so that editing records
 * replaces the file rather than adding one. What it was made from is its key: a checksum of every
 * field of every record that the two read (key()), so that a file of other records, or of the same
 * records edited, is a miss. Like every cache file (CacheFile) it is never trusted: one of another
 * program build, cut short or damaged is a miss too, and the setup is built again and saved.
 */
struct Contents
{
    std::vector<PatternText> patternTexts; ///< one per record, in their order
    RecordSearch search;
};

/// What the derived tables read of \a records, as a checksum: id, signature, regex, domain,
/// category, subcategory, root cause, aliases, tags and whether each is built in, in order.
QByteArray key(const QList<Record> &records);

/// The cache file in \a folder for the knowledge base \a name names (its sources).
QString filePath(const QString &folder, const QString &name);

/// What \a path holds for \a key: \a records pattern texts and an index of as many records;
/// nothing when it is missing, stale, of another build or damaged, with why in \a why.
std::optional<Contents> read(
    const QString &path, const QByteArray &key, qsizetype records, QString *why = nullptr);

/// Saves \a patternTexts and \a search to \a path for \a key (atomically); false with why in
/// \a error when it could not.
bool write(const QString &path, const QByteArray &key, const std::vector<PatternText> &patternTexts,
    const RecordSearch &search, QString *error = nullptr);

} // namespace Faultline::SetupCache
