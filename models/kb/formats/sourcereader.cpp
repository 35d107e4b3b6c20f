// SPDX-License-Identifier: MIT
#include "sourcereader.h"

#include "bilingualpage.h"
#include "filediagnostic.h"
#include "jsonfilereader.h"
#include "markdownreader.h"
#include "plaindocumentreader.h"
#include "regularfile.h"
#include "textutil.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

bool looksLikeJsonLines(const QString &path, const QByteArray &bytes)
{
    if (SourceReader::isJsonLinesName(path))
        return true;
    // Several top-level objects, one per line: the first line is a complete object by itself.
    const qsizetype nl = bytes.indexOf('\n');
    if (nl < 0 || nl + 1 >= bytes.size())
        return false;
    const QByteArray first = bytes.left(nl).trimmed();
    if (!first.startsWith('{') || !first.endsWith('}'))
        return false;
    QJsonParseError err;
    QJsonDocument::fromJson(first, &err);
    return err.error == QJsonParseError::NoError;
}

/// Opens \a path for reading into \a file (RegularFile::open()), or says why not in \a out.
bool openRegularFile(QFile &file, const QString &path, const QByteArray &nativePath, FileContents *out)
{
    const RegularFile::Opened opened = RegularFile::open(file, path, nativePath);
    switch (opened.refusal) {
    case RegularFile::Refusal::None:
        return true;
    case RegularFile::Refusal::CannotOpen:
        out->diagnostics.append(fileProblem(path, Diagnostic::Code::CannotOpen, {opened.error}));
        return false;
    case RegularFile::Refusal::NotRegular:
#ifdef Q_OS_UNIX
        out->diagnostics.append(
            fileProblem(path, Diagnostic::Code::NotRegularFile, {fileKindPhrase(mode_t(opened.mode))}));
#endif
        return false;
    }
    return false;
}

} // namespace

bool SourceReader::isJsonLinesName(const QString &path)
{
    return path.endsWith(u".jsonl"_s, Qt::CaseInsensitive)
        || path.endsWith(u".ndjson"_s, Qt::CaseInsensitive);
}

FileContents SourceReader::parse(const QString &path, const QByteArray &input)
{
    FileContents out;
    out.path = path;
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (bytes.trimmed().isEmpty()) {
        out.diagnostics.append(fileProblem(path, Diagnostic::Code::EmptyFile));
        return out;
    }
    if (TextUtil::looksBinary(bytes)) {
        out.diagnostics.append(fileProblem(path, Diagnostic::Code::Binary));
        return out;
    }
    if (const qsizetype bad = TextUtil::firstInvalidUtf8(bytes); bad >= 0) {
        const auto [line, column] = TextUtil::lineAndColumn(bytes, bad);
        out.diagnostics.append(
            fileProblem(path, Diagnostic::Code::InvalidUtf8, {QString::number(bad)}, line, column));
        return out;
    }

    const qsizetype start = TextUtil::firstNonSpace(bytes);
    const char first = bytes.at(start);
    if (first == '{' || first == '[') {
        if (first == '{' && looksLikeJsonLines(path, bytes))
            JsonFileReader::readLines(path, bytes, &out);
        else
            JsonFileReader::readDocument(path, bytes, &out);
        return out;
    }
    if (path.endsWith(u".jsonl"_s, Qt::CaseInsensitive) || path.endsWith(u".json"_s, Qt::CaseInsensitive)) {
        const auto [line, column] = TextUtil::lineAndColumn(bytes, start);
        out.diagnostics.append(fileProblem(path, Diagnostic::Code::JsonSyntax,
            {QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "expected { or ["))}, line, column));
        return out;
    }

    const QString text = QString::fromUtf8(bytes);
    if (auto article = MarkdownReader::readArticle(path, text)) {
        out.documents.append(*article);
        return out;
    }
    if (BilingualPage::looksLikePage(text)) {
        const Diagnostic where = fileLocation(path);
        Record r = BilingualPage::parse(text, where, &out.diagnostics);
        if (r.isValid()) {
            r.edit().sourcePath = path;
            out.records.append(r);
        }
        return out;
    }
    out.documents.append(PlainDocumentReader::read(path, text));
    return out;
}

FileContents SourceReader::readFile(
    const QString &path, const std::atomic_bool *cancel, QThreadPool *linePool, const QByteArray &nativePath)
{
    FileContents out;
    out.path = path;
    QFile file;
    if (!openRegularFile(file, path, nativePath, &out))
        return out;
    const qint64 size = file.size();
    const bool jsonLines = isJsonLinesName(path);
    constexpr qint64 mib = 1024 * 1024;
    if (!jsonLines && size > maxDocumentBytes) {
        out.diagnostics.append(fileProblem(path, Diagnostic::Code::TooLarge,
            {QString::number(size / mib), QString::number(maxDocumentBytes / mib)}));
        return out;
    }
    if (!jsonLines) {
        QByteArray bytes = RegularFile::readAtMost(file, maxDocumentBytes);
        if (bytes.size() > maxDocumentBytes) { // it said it was smaller
            out.diagnostics.append(fileProblem(path, Diagnostic::Code::TooLarge,
                {u"> "_s + QString::number(maxDocumentBytes / mib),
                    QString::number(maxDocumentBytes / mib)}));
            return out;
        }
        FileContents parsed = parse(path, bytes);
        parsed.diagnostics = out.diagnostics + parsed.diagnostics;
        return parsed;
    }
    JsonFileReader::readLinesFile(file, path, cancel, linePool, &out);
    return out;
}

} // namespace Faultline
