// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Faultline {

/// The application's colours: the desktop's own, or a light or dark Fusion palette.
enum class ColorScheme { System, Light, Dark };

ColorScheme colorSchemeFromName(const QString &name); ///< "light", "dark"; anything else is System
QString colorSchemeName(ColorScheme scheme);
/// Applies \a scheme to the running application; views that colour by palette follow.
void applyColorScheme(ColorScheme scheme);

} // namespace Faultline
