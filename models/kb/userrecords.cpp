// SPDX-License-Identifier: MIT
#include "userrecords.h"

#include "atomicfile.h"
#include "recordwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace Faultline::UserRecords {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Faultline::UserRecords", text);
}
} // namespace

QString folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/records"_s;
}

bool isValidId(const QString &id)
{
    static const QRegularExpression valid(uR"(^[a-z0-9_-][a-z0-9._-]*/[a-z0-9_-][a-z0-9._-]*$)"_s);
    return valid.match(id).hasMatch();
}

QString pathOf(const QString &folder, const QString &id)
{
    const qsizetype slash = id.indexOf(u'/');
    return folder + u'/' + id.left(slash) + u'/' + id.mid(slash + 1) + u".json"_s;
}

bool save(const QString &folder, const Record &record, QString *error)
{
    if (!isValidId(record.id())) {
        if (error)
            *error = tr("\"%1\" is not a record id: write domain/name in lower case, e.g. myapp/cache-full")
                         .arg(record.id());
        return false;
    }
    const QString path = pathOf(folder, record.id());
    if (!QDir().mkpath(QFileInfo(path).path())) {
        if (error)
            *error = tr("cannot make the folder %1").arg(QFileInfo(path).path());
        return false;
    }
    return AtomicFile::write(path, QJsonDocument(RecordWriter::toFlatJson(record)).toJson(), error);
}

bool remove(const QString &folder, const QString &id, QString *error)
{
    QFile file(pathOf(folder, id));
    if (file.remove())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

bool holds(const QString &folder, const Record &record)
{
    const QString path = QFileInfo(record.sourcePath()).absoluteFilePath();
    const QString root = QFileInfo(folder).absoluteFilePath() + u'/';
    return path.startsWith(root);
}

} // namespace Faultline::UserRecords
