// SPDX-License-Identifier: MIT
#include "relations.h"

#include "recordregex.h"

namespace Faultline {

QList<qsizetype> relatedDocuments(const KnowledgeBase &kb, const Record &record)
{
    QList<qsizetype> out;
    // A regex the load refused (too long, rejected by RE2) is not compiled again.
    const QByteArray pattern = record.regexError().isEmpty() ? record.regex().toUtf8() : QByteArray();
    const bool fits = recordRegexLengthError(std::size_t(pattern.size())).empty();
    const RE2 re(fits ? re2::StringPiece(pattern.constData(), size_t(pattern.size())) : re2::StringPiece(),
        recordRegexOptions());
    const bool useRegex = !pattern.isEmpty() && fits && re.ok();
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
