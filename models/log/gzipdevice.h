// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QIODevice>

#include <memory>

struct z_stream_s;

namespace Faultline {

/// How much a GzipDevice unpacks at most. The defaults: any size, but not more than 1 GiB at over
/// 200 times the compressed size (real logs compress at 5 to 50 times; a bomb at about 1000).
struct GzipLimits
{
    qint64 maxBytes = -1; ///< -1: no limit on the unpacked size
    qint64 ratioFrom = 1LL << 30; ///< unpacked bytes before the ratio is judged
    qint64 maxRatio = 200; ///< 0: no limit on the ratio
};

/**
 * A gzip stream unpacked as it is read: a sequential, read-only device over another device that
 * holds gzip data, giving the text of every member in turn (as `gzip -d` does for `cat a.gz b.gz`).
 * Nothing is written anywhere: memory is an input buffer of 256 KiB and zlib's state (45 KiB).
 *
 * The data may end badly; what could be unpacked is still given, as `zcat` gives it, and notice()
 * says why it stopped: cut short, corrupt after some point, or a limit reached. Zero bytes after
 * the last member (tape and block-device padding) are accepted silently; other trailing bytes are
 * ignored with a notice.
 *
 * Limits guard against decompression bombs (a few MB that unpack to many GB): reading stops once
 * maxBytes were given, or once more than ratioFrom were given at more than maxRatio times the
 * compressed bytes read.
 *
 * Reading blocks while the source does (a pipe waits for its writer). Not thread-safe: one thread
 * reads it. The source must stay open while this device is read; it is not owned.
 */
class GzipDevice : public QIODevice
{
    // No Q_OBJECT: nothing to signal; its messages are translated in its own context.
    Q_DECLARE_TR_FUNCTIONS(GzipDevice)
public:
    using Limits = GzipLimits;

    explicit GzipDevice(QIODevice *source, const Limits &limits = {}, QObject *parent = nullptr);
    ~GzipDevice() override;

    /// True when \a head (the first bytes of a file or stream) starts with the gzip magic bytes.
    static bool isGzip(QByteArrayView head) { return head.startsWith("\x1f\x8b"); }

    bool isSequential() const override { return true; }
    bool atEnd() const override;
    qint64 bytesAvailable() const override;

    /// Why the unpacked text ends before the compressed data does, for the user: empty when the
    /// data ended cleanly (or has not been read to its end yet).
    QString notice() const { return m_notice; }
    /// Whether reading stopped early (cut short, corrupt, a limit): notice() says why.
    bool isIncomplete() const { return m_incomplete; }
    /// Compressed bytes read from the source so far, and unpacked bytes given.
    qint64 compressedBytes() const { return m_compressed; }
    qint64 unpackedBytes() const { return m_unpacked; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    /// Refills the input buffer from the source; false at its end.
    bool fill();
    /// Ends the stream; \a why (if any) becomes the notice, and marks the text incomplete when
    /// \a incomplete.
    void finish(const QString &why = {}, bool incomplete = false);
    /// After a member: skips zero padding and starts the next member if one follows. False when
    /// the stream ended.
    bool startNextMember();
    /// How many more bytes may be given under the limits (-1: any).
    qint64 allowance() const;

    QIODevice *m_source;
    Limits m_limits;
    std::unique_ptr<z_stream_s> m_zs;
    bool m_zsReady = false;
    QByteArray m_in;
    bool m_sourceEnded = false;
    bool m_betweenMembers = false; // a member ended; the next bytes are padding, a member or junk
    bool m_finished = false;
    bool m_incomplete = false;
    qint64 m_memberOutput = 0; // bytes given by the current member
    qint64 m_compressed = 0;
    qint64 m_unpacked = 0;
    QString m_notice;
};

} // namespace Faultline
