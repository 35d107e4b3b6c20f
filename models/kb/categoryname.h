// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Faultline {

/**
 * A record's category (`build_error`, `config_error` …) as words for people, in the interface
 * language: "Build error", "构建错误". Known categories are translated; any other is made readable
 * as it is: `foo_bar` → "Foo bar", `sslTls` → "Ssl tls". An empty category gives an empty name.
 * Reentrant; reads the installed translators, so call it again after a language change.
 */
QString categoryDisplayName(const QString &category);

/// Whether \a category is one of the known categories, whose names are translated.
bool isKnownCategory(const QString &category);

/// The readable form of an unknown category: separators become spaces, the first letter a capital.
QString readableIdentifier(const QString &identifier);

} // namespace Faultline
