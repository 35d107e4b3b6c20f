// SPDX-License-Identifier: MIT
#include "sourcelicence.h"

#include "regularfile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Faultline::SourceLicence {

namespace {

constexpr int parentsSearched = 3;
constexpr qint64 bytesRead = 4096;
constexpr int longestName = 80;

QString firstLine(const QString &path)
{
    QFile file;
    if (RegularFile::open(file, path).refusal != RegularFile::Refusal::None)
        return {};
    const QString text = QString::fromUtf8(RegularFile::readAtMost(file, bytesRead).left(bytesRead));
    for (QStringView line : QStringView(text).split(u'\n')) {
        // A Markdown title names the licence as well: "# MIT License".
        const QString name = line.trimmed().toString().remove(QRegularExpression(u"^#+\\s*"_s));
        if (!name.isEmpty())
            return name.size() > longestName ? name.left(longestName - 1) + u'…' : name;
    }
    return {};
}

} // namespace

QString find(const QString &sourcePath)
{
    const QFileInfo info(sourcePath);
    QDir dir = info.isDir() ? QDir(info.absoluteFilePath()) : info.absoluteDir();
    for (int level = 0; level <= parentsSearched; ++level) {
        for (const QString &base : {u"LICENSE"_s, u"LICENCE"_s, u"COPYING"_s}) {
            for (const QString &suffix : {QString(), u".md"_s, u".txt"_s}) {
                const QString path = dir.filePath(base + suffix);
                if (QFileInfo(path).isFile()) {
                    if (QString name = firstLine(path); !name.isEmpty())
                        return name;
                }
            }
        }
        if (!dir.cdUp())
            break;
    }
    return {};
}

} // namespace Faultline::SourceLicence
