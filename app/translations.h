// SPDX-License-Identifier: MIT
#pragma once

class QLocale;

namespace Faultline {

/// Installs the application's and Qt's translations for \a locale on the application, replacing
/// any installed before. English always loads too: it holds the English plural forms.
void installTranslations(const QLocale &locale);

} // namespace Faultline
