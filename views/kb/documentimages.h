// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QString>

namespace Faultline {

/**
 * The pictures Markdown documents of the knowledge base show (`![alt](img/arch.png)`), loaded
 * off the GUI thread under rules a hostile document cannot get round:
 * - only a local file inside the knowledge-base folder the document came from, after symbolic
 *   links and `..` are resolved (no `/etc/…`, no `file:` URL elsewhere, no web address);
 * - only a regular file (no /dev/zero, FIFO, socket or device), of at most maxFileBytes, opened
 *   without blocking and read no further than that, whatever size it claims;
 * - at most maxPixels once decoded (a small PNG can unpack to gigabytes).
 * A refused picture gets a short reason for the page to show instead.
 *
 * GUI thread only; the checks and reading run on the global thread pool. Loaded pictures are
 * kept until clear() (the page shows another document), up to maxCachedBytes of them: past that
 * a picture is refused.
 */
class DocumentImages : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 maxFileBytes = 8 << 20; // 8 MiB
    static constexpr qint64 maxPixels = 4096 * 4096;
    static constexpr qint64 maxCachedBytes = 256 << 20;

    struct Entry
    {
        enum class Status { Loading, Loaded, Refused };
        Status status = Status::Loading;
        QImage image; ///< when loaded
        QString why; ///< when refused: translated, one short sentence
    };

    explicit DocumentImages(QObject *parent = nullptr);

    /**
     * The picture \a reference (as the document writes it) of the document at \a documentPath,
     * which may show pictures from inside the folder \a root only. The first ask starts loading
     * and answers Loading; loaded() says when to ask again.
     */
    Entry image(const QString &root, const QString &documentPath, const QString &reference);
    /// Forgets every picture (another knowledge base); loads in flight are dropped.
    void clear();

    /// The checks and the reading themselves, on the calling thread: never blocks on a FIFO or
    /// device, reads at most maxFileBytes + 1 bytes. The file path a local \a reference names,
    /// empty for anything else, is resolved against \a documentPath's folder.
    static Entry load(const QString &root, const QString &documentPath, const QString &reference);

Q_SIGNALS:
    /// A picture asked for is ready (or refused): the page may be drawn again.
    void loaded();

private:
    QHash<QString, Entry> m_entries; // by root, document and reference
    qint64 m_cachedBytes = 0;
    quint64 m_generation = 0; // bumped by clear(): loads started before it are dropped
};

} // namespace Faultline
