// SPDX-License-Identifier: MIT
#include "documentimages.h"

#include "regularfile.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QImageReader>
#include <QUrl>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

// Reasons for the page, in RecordView's words (the page is RecordView's).
QString why(const char *text)
{
    return QCoreApplication::translate("Faultline::RecordView", text);
}

DocumentImages::Entry refused(const QString &reason)
{
    return {DocumentImages::Entry::Status::Refused, {}, reason};
}

/// The local file \a reference names, resolved against \a documentPath's folder; empty when it
/// names something else (a web address, data:, another scheme).
QString localPath(const QString &documentPath, const QString &reference)
{
    const QUrl url(reference);
    QString path;
    if (url.isLocalFile())
        path = url.toLocalFile();
    else if (url.scheme().isEmpty() && url.host().isEmpty())
        path = url.path(QUrl::FullyDecoded);
    else
        return {};
    if (path.isEmpty())
        return {};
    if (QDir::isRelativePath(path))
        path = QFileInfo(documentPath).dir().filePath(path);
    return QDir::cleanPath(path);
}

} // namespace

DocumentImages::DocumentImages(QObject *parent) : QObject(parent) { }

DocumentImages::Entry DocumentImages::load(
    const QString &root, const QString &documentPath, const QString &reference)
{
    const QString path = localPath(documentPath, reference);
    if (path.isEmpty())
        return refused(why(
            QT_TRANSLATE_NOOP("Faultline::RecordView", "only pictures from the knowledge base are shown")));
    // Symbolic links and `..` resolved on both sides: a link inside the folder to /etc is outside.
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    if (canonical.isEmpty() || canonicalRoot.isEmpty())
        return refused(why(QT_TRANSLATE_NOOP("Faultline::RecordView", "there is no such file")));
    if (!canonical.startsWith(canonicalRoot.endsWith(u'/') ? canonicalRoot : canonicalRoot + u'/'))
        return refused(
            why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is outside the knowledge-base folder")));
    if (!QFileInfo(canonical).isFile()) // stat only: a FIFO or device is never opened here
        return refused(why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is not a regular file")));
    if (QFileInfo(canonical).size() > maxFileBytes)
        return refused(why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is larger than 8 MiB")));
    // Opened without waiting for a writer and checked once open: the path may have changed since.
    QFile file;
    switch (RegularFile::open(file, canonical).refusal) {
    case RegularFile::Refusal::None:
        break;
    case RegularFile::Refusal::CannotOpen:
        return refused(why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it cannot be read")));
    case RegularFile::Refusal::NotRegular:
        return refused(why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is not a regular file")));
    }
    const QByteArray bytes = RegularFile::readAtMost(file, maxFileBytes);
    if (bytes.size() > maxFileBytes) // a file that grew, or says it is smaller than it is
        return refused(why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is larger than 8 MiB")));
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (size.isValid() && qint64(size.width()) * size.height() > maxPixels)
        return refused(
            why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is larger than 4096 × 4096 pixels")));
    QImage image = reader.read();
    if (image.isNull() || qint64(image.width()) * image.height() > maxPixels)
        return refused(
            why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is not a picture Faultline can read")));
    return {Entry::Status::Loaded, std::move(image), {}};
}

DocumentImages::Entry DocumentImages::image(
    const QString &root, const QString &documentPath, const QString &reference)
{
    const QString key = root + u'\n' + documentPath + u'\n' + reference;
    if (const auto it = m_entries.constFind(key); it != m_entries.constEnd())
        return *it;
    // Nothing that is not a local file is ever loaded: no need for a thread to say so.
    if (localPath(documentPath, reference).isEmpty()) {
        const Entry entry = load(root, documentPath, reference);
        m_entries.insert(key, entry);
        return entry;
    }
    m_entries.insert(key, Entry());
    const quint64 generation = m_generation;
    // A watcher connected before it watches: no finish can go unseen.
    auto *watcher = new QFutureWatcher<Entry>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, key, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        const Entry entry = watcher->result();
        const qint64 bytes = entry.image.sizeInBytes();
        if (m_cachedBytes + bytes > maxCachedBytes)
            m_entries.insert(key,
                refused(why(
                    QT_TRANSLATE_NOOP("Faultline::RecordView", "the page shows too many large pictures"))));
        else
            m_entries.insert(key, entry);
        m_cachedBytes += m_entries.value(key).image.sizeInBytes();
        Q_EMIT loaded();
    });
    watcher->setFuture(QtConcurrent::run(&DocumentImages::load, root, documentPath, reference));
    return Entry();
}

void DocumentImages::clear()
{
    m_entries.clear();
    m_cachedBytes = 0;
    ++m_generation;
}

} // namespace Faultline
