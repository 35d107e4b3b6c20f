// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

namespace Faultline {

/**
 * A piece of reference text that is not an error record: an article (Markdown with front matter)
 * or a documentation page. Plain value; reentrant.
 */
struct Document
{
    enum class Kind { Article, Page };
    Kind kind = Kind::Page;
    QString id; ///< front matter id, else derived from the file name
    QString title;
    QString date; ///< as written (ISO 8601 for articles)
    QString body; ///< Markdown for articles, plain text for pages
    QJsonObject frontMatter; ///< every front matter key, as strings
    QString sourcePath;

    bool isValid() const { return !id.isEmpty(); }
};

} // namespace Faultline
