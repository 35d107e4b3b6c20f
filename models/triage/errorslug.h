// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "record.h"

#include <QString>

namespace Faultline {

/// The error's part of a record id: "python/modulenotfounderror/py311-linux" and
/// "docker/port-in-use_docker24" give "modulenotfounderror" and "port-in-use", with
/// \a namesEnvironment true; an id of two parts without "_" names no environment
/// ("database/mysql-access-denied" gives "mysql-access-denied", false). Empty for an id of one part.
QString errorSlug(const QString &id, bool *namesEnvironment = nullptr);

/// errorSlug() as a view into \a id, without copying: what ranking asks of every finding of every
/// log.
QStringView errorSlugView(QStringView id, bool *namesEnvironment = nullptr);

/// What makes records the same error in other environments: their domain and the error's slug
/// ("python/modulenotfounderror/py311-linux" and "…/py312-macos"; "docker/port-in-use_docker24"
/// and "docker/port-in-use/docker27-linux"). A record without a slug is its own error.
QString errorKey(const Record &record);

/// Whether the record \a id is about a warning, by its slug ("apache/servername-fqdn-warning",
/// "python/deprecationwarning-datetime-utcnow/py311-linux"): a message the tool goes on after.
bool namesAWarning(const QString &id);
/// Whether the error slug of \a id names a deprecation ("punycode-deprecation", "deprecated-function"):
/// a warning the program went on after, though its record is not named one.
bool namesADeprecation(const QString &id);

} // namespace Faultline
