// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

class QLocale;

namespace Faultline {

/// The interface languages Faultline ships, as locale names: "en" and "zh_CN".
QStringList interfaceLanguages();

/// \a language's name in that language ("English", "简体中文"), as language menus show them so
/// that a user who cannot read the current one still finds their own.
QString nativeLanguageName(const QString &language);

/// The language to start in: the one the user chose (setting "ui/language"), or on first start
/// the first of the system's preferred languages that Faultline ships, or English.
QString startupLanguage();

/// The interface language made current by setInterfaceLanguage().
QString interfaceLanguage();

/// Switches the interface to \a language (one of interfaceLanguages()) at run time: installs its
/// translations and Qt's, and makes its locale the default, so numbers, dates and percentages
/// follow it. Every widget receives QEvent::LanguageChange and translates itself again. The
/// choice is not remembered here; the caller stores it when the user made it. False for a
/// language Faultline does not ship, which leaves everything as it was.
bool setInterfaceLanguage(const QString &language);

/// Installs the application's and Qt's translations for \a locale on the application, replacing
/// any installed before. English always loads too: it holds the English plural forms.
void installTranslations(const QLocale &locale);

} // namespace Faultline
