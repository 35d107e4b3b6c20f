// SPDX-License-Identifier: MIT
#include "plaindocumentreader.h"

#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Faultline::PlainDocumentReader {

Document read(const QString &path, const QString &text)
{
    Document doc;
    doc.kind
        = path.endsWith(u".md"_s, Qt::CaseInsensitive) || path.endsWith(u".markdown"_s, Qt::CaseInsensitive)
        ? Document::Kind::Article
        : Document::Kind::Page;
    doc.sourcePath = path;
    const QString trimmed = text.trimmed();
    const qsizetype nl = trimmed.indexOf(u'\n');
    doc.title = (nl < 0 ? trimmed : trimmed.left(nl)).trimmed();
    if (doc.title.startsWith(u'#'))
        doc.title = doc.title.mid(doc.title.indexOf(u' ') + 1).trimmed();
    // Documentation pages are titled "Name — Project documentation (original) (raw)": the
    // provenance suffix is the renderer's, not the page's.
    static const QRegularExpression renderNoise(u"\\s*\\((original|raw)\\)"_s);
    doc.title.remove(renderNoise);
    doc.body = nl < 0 ? QString() : trimmed.mid(nl + 1).trimmed();
    doc.id = QFileInfo(path).completeBaseName();
    return doc;
}

} // namespace Faultline::PlainDocumentReader
