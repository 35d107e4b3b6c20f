// SPDX-License-Identifier: MIT
#pragma once

#include "document.h"

#include <QString>

namespace Faultline {

/// Reads any text that is no record: an API documentation page, a note. Stateless and thread-safe.
namespace PlainDocumentReader {

/**
 * The document in \a text, read from \a path: titled by its first line (a Markdown heading's
 * "#"s and a rendered page's "(original) (raw)" dropped), the rest its body, its id the file's
 * base name. An article when \a path names a Markdown file, a page otherwise. Never fails.
 */
Document read(const QString &path, const QString &text);

} // namespace PlainDocumentReader

} // namespace Faultline
