// SPDX-License-Identifier: MIT
#pragma once

#include "document.h"

#include <QString>

#include <optional>

namespace Faultline {

/// Reads Markdown articles with front matter. Stateless and thread-safe.
namespace MarkdownReader {

/**
 * The article in \a text, read from \a path: "key: value" lines between a "---" line at the very
 * start and the next "---" line (quotes around a value dropped), then the body. Its title and id
 * default to the file's base name. None when \a text does not start with front matter.
 */
std::optional<Document> readArticle(const QString &path, const QString &text);

} // namespace MarkdownReader

} // namespace Faultline
