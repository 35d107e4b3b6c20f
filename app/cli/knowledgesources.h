// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
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

/// The licence \a source is published under: the MIT License for the knowledge bases Faultline
/// ships inside its binary (a Qt resource path, or none given: the bundled one), else the one
/// named next to it (SourceLicence::find). Empty when none is stated. May read a few files.
QString licence(const QString &source);

/// The user's sources in use, as the window and `faultline kb add` remember them (settings).
QStringList savedSources();
/// The user's sources set aside: listed, not loaded.
QStringList savedDisabledSources();
/// Whether the built-in knowledge base is loaded (the user may turn it off).
bool savedBuiltIn();
/// Remembers whether the built-in knowledge base is loaded.
void saveBuiltIn(bool builtIn);
/// Remembers the user's sources in use (\a on) and set aside (\a off).
void saveSources(const QStringList &on, const QStringList &off);
/// Remembers the user's sources in use, those set aside staying as they are.
void saveSources(const QStringList &on);

/// The sets of sources loaded lately, the latest first, at most 8.
QList<QStringList> recentSources();
/// Puts \a sources first among recentSources() (nothing when empty).
void addRecentSources(const QStringList &sources);

} // namespace Faultline::KnowledgeSources
