// SPDX-License-Identifier: MIT
#pragma once

#include <QPalette>
#include <QString>

namespace KSyntaxHighlighting {
class Repository;
}

namespace Faultline::CodeHighlighter {

/// The one syntax repository of the process (loading the definitions is costly). GUI thread only.
KSyntaxHighlighting::Repository &repository();

/// Loads \a definition and its rules now, for instance when idle after start-up: its first use
/// pays for it otherwise (30–80 ms for a log's, on the GUI thread while a dropped log opens).
void preload(const QString &definition);

/// The KSyntaxHighlighting definition name for code in records of \a domain ("Python", "Bash",
/// …), or empty when there is no good guess.
QString definitionForDomain(const QString &domain);

/**
 * \a code as escaped HTML with KSyntaxHighlighting colours in the theme that suits \a palette
 * (light or dark), as a monospace paragraph that keeps its indentation but wraps. With an unknown \a
 * definition the code is escaped, not coloured. GUI thread only (it shares one syntax repository).
 */
QString toHtml(const QString &code, const QString &definition, const QPalette &palette);

} // namespace Faultline::CodeHighlighter
