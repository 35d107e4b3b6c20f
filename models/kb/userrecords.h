// SPDX-License-Identifier: MIT
#pragma once

#include "record.h"

#include <QString>

namespace Faultline::UserRecords {

/**
 * The user's own records, written from the window ("New Record from This Line…"): one flat JSON
 * file per record, `<folder>/<domain>/<slug>.json`, written atomically (AtomicFile: a crash during
 * a save leaves the file as it was). The folder is a knowledge-base source like any other, read
 * first, so that a record of the user's with the id of a shipped one is the one kept.
 */

/// The folder the window keeps them in: `records` in the application's data location.
QString folder();

/// Whether \a id can name a record of the user's: `domain/slug`, each part of lower-case
/// letters, digits, `.`, `_` and `-`, not starting with a dot.
bool isValidId(const QString &id);

/// The file record \a id is kept in, in \a folder.
QString pathOf(const QString &folder, const QString &id);

/// Writes \a record to its file in \a folder, replacing the one there. False with the reason
/// in \a error (an id that isValidId() refuses, a folder that cannot be made, a failed write).
bool save(const QString &folder, const Record &record, QString *error = nullptr);

/// Deletes record \a id's file from \a folder. False with the reason in \a error.
bool remove(const QString &folder, const QString &id, QString *error = nullptr);

/// Whether \a record was read from a file of \a folder (so it may be edited and deleted there).
bool holds(const QString &folder, const Record &record);

} // namespace Faultline::UserRecords
