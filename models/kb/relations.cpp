// SPDX-License-Identifier: MIT
#include "relations.h"

#include "recordregex.h"

namespace Faultline {

QList<qsizetype> relatedDocuments(const KnowledgeBase &kb, const Record &record)
{
    QList<qsizetype> out;
    const QByteArray pattern = record.regex().toUtf8();
    const RE2 re(re2::StringPiece(pattern.constData(), size_t(pattern.size())), recordRegexOptions());
    const bool useRegex = !pattern.isEmpty() && re.ok();
    for (qsizetype i = 0; i < kb.documents().size(); ++i) {
        const Document &d = kb.documents()[i];
        const QByteArray text = (d.title + u'\n' + d.body).toUtf8();
        const bool byRegex
            = useRegex && RE2::PartialMatch(re2::StringPiece(text.constData(), size_t(text.size())), re);
        if (byRegex
            || (!record.signature().isEmpty() && d.body.contains(record.signature(), Qt::CaseInsensitive)))
            out.append(i);
    }
    return out;
}

} // namespace Faultline
