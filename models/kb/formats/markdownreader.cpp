// SPDX-License-Identifier: MIT
#include "markdownreader.h"

#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Faultline::MarkdownReader {

std::optional<Document> readArticle(const QString &path, const QString &text)
{
    static const QRegularExpression fence(u"^---[ \\t]*\\r?$"_s, QRegularExpression::MultilineOption);
    if (!text.startsWith(u"---"_s))
        return std::nullopt;
    const auto first = fence.match(text);
    if (!first.hasMatch() || first.capturedStart() != 0)
        return std::nullopt;
    const auto second = fence.match(text, first.capturedEnd());
    if (!second.hasMatch())
        return std::nullopt;
    Document doc;
    doc.kind = Document::Kind::Article;
    doc.sourcePath = path;
    const QString header = text.mid(first.capturedEnd(), second.capturedStart() - first.capturedEnd());
    for (const QString &rawLine : header.split(u'\n')) {
        const QString line = rawLine.trimmed();
        const qsizetype colon = line.indexOf(u':');
        if (line.isEmpty() || line.startsWith(u'#') || colon <= 0)
            continue;
        const QString key = line.left(colon).trimmed();
        QString value = line.mid(colon + 1).trimmed();
        if (value.size() >= 2
            && ((value.startsWith(u'"') && value.endsWith(u'"'))
                || (value.startsWith(u'\'') && value.endsWith(u'\'')))) {
            value = value.mid(1, value.size() - 2);
            value.replace(u"\\\""_s, u"\""_s);
        }
        doc.frontMatter.insert(key, value);
    }
    doc.title = doc.frontMatter.value(u"title"_s).toString();
    doc.date = doc.frontMatter.value(u"date"_s).toString();
    doc.id = doc.frontMatter.value(u"id"_s).toString();
    doc.body = text.mid(second.capturedEnd()).trimmed();
    if (doc.id.isEmpty())
        doc.id = QFileInfo(path).completeBaseName();
    if (doc.title.isEmpty())
        doc.title = doc.id;
    return doc;
}

} // namespace Faultline::MarkdownReader
