// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "record.h"
#include "sourcereader.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace Faultline {

/**
 * Reads the corpus's two kinds of cross-record lines: signature-index entries
 * (data/signatures/index.jsonl) and graph edges (data/graph/edges.jsonl). Problems are reported
 * based on \a where, each naming the field. Stateless and thread-safe.
 */
namespace CorpusIndexReader {

/// One signature shared by one or more canons, as a record of its own ("domain/slug"), with the
/// canon ids it stands for in \a canonIds. Invalid, and reported, without domain, slug or signature.
Record readIndexEntry(
    const QJsonObject &object, const Diagnostic &where, Diagnostics *diagnostics, QStringList *canonIds);

/// One edge; none, and reported, when its type is unknown or it lacks a source or a target.
std::optional<GraphEdge> readEdge(
    const QJsonObject &object, const Diagnostic &where, Diagnostics *diagnostics);

} // namespace CorpusIndexReader

} // namespace Faultline
