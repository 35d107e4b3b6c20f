// SPDX-License-Identifier: MIT
#include "documentimages.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QImageReader>
#include <QUrl>
#include <QtConcurrentRun>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

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

/// At most \a limit + 1 bytes of the regular file \a path, opened without waiting for a writer
/// (a FIFO) and checked to be a regular file once open (the path may have changed since).
std::optional<QByteArray> readRegularFile(const QString &path, qint64 limit, QString *reason)
{
#ifdef Q_OS_UNIX
    if (!path.startsWith(u':')) {
        const int fd
            = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0) {
            *reason = why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it cannot be read"));
            return std::nullopt;
        }
        struct stat st {};
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            ::close(fd);
            *reason = why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is not a regular file"));
            return std::nullopt;
        }
        QByteArray bytes;
        bytes.resize(qsizetype(limit + 1));
        qint64 got = 0;
        while (got <= limit) {
            const ssize_t n = ::read(fd, bytes.data() + got, std::size_t(limit + 1 - got));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            got += n;
        }
        ::close(fd);
        bytes.resize(qsizetype(got));
        return bytes;
    }
#endif
    QFile file(path); // a Qt resource (a bundled knowledge base): nothing there can block
    if (!file.open(QIODevice::ReadOnly)) {
        *reason = why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it cannot be read"));
        return std::nullopt;
    }
    return file.read(limit + 1);
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
    QString reason;
    const std::optional<QByteArray> bytes = readRegularFile(canonical, maxFileBytes, &reason);
    if (!bytes)
        return refused(reason);
    if (bytes->size() > maxFileBytes) // a file that grew, or says it is smaller than it is
        return refused(why(QT_TRANSLATE_NOOP("Faultline::RecordView", "it is larger than 8 MiB")));
    QBuffer buffer;
    buffer.setData(*bytes);
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
