// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace Faultline::KnowledgeSources {

/**
 * The knowledge-base sources the window and `faultline triage` load for the sources the user
 * chose: \a chosen, or the bundled sample knowledge base when \a chosen is empty, then Faultline's
 * built-in knowledge base when \a builtIn is true and the build embedded one. The built-in comes
 * last, so that a record of the user's with the same id is the one kept.
 */
QStringList toLoad(const QStringList &chosen, bool builtIn = true);

/// Whether \a source is Faultline's built-in knowledge base.
bool isBuiltIn(const QString &source);

/// How a source is named to the user: "Faultline built-in" for the built-in knowledge base, the
/// path as given otherwise.
QString displayName(const QString &source);

} // namespace Faultline::KnowledgeSources
