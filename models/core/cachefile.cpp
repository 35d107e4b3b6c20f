// SPDX-License-Identifier: MIT
#include "cachefile.h"
#include "atomicfile.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <atomic>
#include <cstring>

using namespace Qt::StringLiterals;

namespace Faultline::CacheFile {

namespace {

constexpr char magic[8] = {'F', 'L', 'T', 'C', 'A', 'C', 'H', 'E'};
/// Bump when the header or any payload's layout changes.
constexpr quint32 formatVersion = 2; // 2: the match plan holds its literal automatons
/// A header is small; one that claims more is damage.
constexpr quint32 maxHeaderField = 1 << 16;

std::atomic_bool enabled = true;

/// setProgramFile()'s path; empty: the running executable. Written in main() before other threads
/// start, read once by programIdentity().
QString &programFile()
{
    static QString path;
    return path;
}

constexpr quint64 prime1 = 0x9E3779B185EBCA87ull;
constexpr quint64 prime2 = 0xC2B2AE3D27D4EB4Full;
constexpr quint64 prime3 = 0x165667B19E3779F9ull;

inline quint64 rotateLeft(quint64 x, int bits)
{
    return (x << bits) | (x >> (64 - bits));
}

inline quint64 round(quint64 accumulator, quint64 input)
{
    return rotateLeft(accumulator + input * prime2, 31) * prime1;
}

inline quint64 word(const char *at)
{
    quint64 w;
    std::memcpy(&w, at, sizeof w);
    return w;
}

QByteArray header(QByteArrayView kind, QByteArrayView key, quint64 payloadSize, quint64 payloadSum)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setByteOrder(QDataStream::LittleEndian);
    out.writeRawData(magic, sizeof magic);
    out << formatVersion;
    const QByteArray identity = programIdentity();
    out << quint32(kind.size());
    out.writeRawData(kind.data(), int(kind.size()));
    out << quint32(identity.size());
    out.writeRawData(identity.constData(), int(identity.size()));
    out << quint64(key.size()) << checksum(key) << payloadSize << payloadSum;
    return bytes;
}

} // namespace

QString directory()
{
    if (!enabled.load(std::memory_order_relaxed))
        return {};
    const QByteArray off = qgetenv("FAULTLINE_NO_CACHE");
    if (!off.isEmpty() && off != "0")
        return {};
    if (const QString dir = qEnvironmentVariable("FAULTLINE_CACHE_DIR"); !dir.isEmpty())
        return dir;
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
}

void setEnabled(bool on)
{
    enabled.store(on, std::memory_order_relaxed);
}

QByteArray programIdentity()
{
    static const QByteArray identity = [] {
        QByteArray id = QCoreApplication::applicationVersion().toUtf8() + ' ' + qVersion();
        QString file = programFile();
        if (file.isEmpty() && QCoreApplication::instance())
            file = QCoreApplication::applicationFilePath();
        if (!file.isEmpty()) {
            const QFileInfo program(file);
            id += ' ' + QByteArray::number(program.size()) + ' '
                + QByteArray::number(program.lastModified().toMSecsSinceEpoch());
        }
        return id;
    }();
    return identity;
}

void setProgramFile(const QString &path)
{
    if (QFileInfo::exists(path))
        programFile() = path;
}

quint64 checksum(QByteArrayView bytes)
{
    // The shape of XXH64: four lanes over 32-byte stripes, so the multiplies overlap.
    const char *at = bytes.data();
    const char *const end = at + bytes.size();
    quint64 sum;
    if (bytes.size() >= 32) {
        quint64 lane[4] = {prime1 + prime2, prime2, 0, 0 - prime1};
        for (; end - at >= 32; at += 32) {
            for (int i = 0; i < 4; ++i)
                lane[i] = round(lane[i], word(at + 8 * i));
        }
        sum = rotateLeft(lane[0], 1) + rotateLeft(lane[1], 7) + rotateLeft(lane[2], 12)
            + rotateLeft(lane[3], 18);
        for (quint64 l : lane)
            sum = (sum ^ round(0, l)) * prime1 + prime3;
    } else {
        sum = prime3;
    }
    sum += quint64(bytes.size());
    for (; end - at >= 8; at += 8)
        sum = rotateLeft(sum ^ round(0, word(at)), 27) * prime1 + prime3;
    for (; at < end; ++at)
        sum = rotateLeft(sum ^ (quint64(quint8(*at)) * prime3), 11) * prime1;
    sum ^= sum >> 33;
    sum *= prime2;
    sum ^= sum >> 29;
    sum *= prime3;
    return sum ^ (sum >> 32);
}

QString filePath(const QString &folder, const QString &prefix, QByteArrayView name)
{
    return folder + u'/' + prefix + u'-' + QString::number(checksum(name), 16).rightJustified(16, u'0')
        + u".cache"_s;
}

bool write(
    const QString &path, QByteArrayView kind, QByteArrayView key, QByteArrayView payload, QString *error)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = u"cannot create the folder of %1"_s.arg(path);
        return false;
    }
    QByteArray bytes = header(kind, key, quint64(payload.size()), checksum(payload));
    bytes.append(payload);
    return AtomicFile::write(path, bytes, error);
}

bool Contents::isFor(QByteArrayView key) const
{
    return keySize == quint64(key.size()) && keySum == checksum(key);
}

std::optional<Contents> read(const QString &path, QByteArrayView kind, QString *why)
{
    auto miss = [why](const QString &reason) -> std::optional<Contents> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    auto file = std::make_shared<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return miss(file->exists() ? file->errorString() : u"no cache file"_s);
    // Mapped: the pages are the system's file cache, not fresh memory that each costs a fault to
    // hand out. Read in one go where the file cannot be mapped.
    QByteArray bytes;
    std::shared_ptr<const void> storage;
    if (const uchar *mapped = file->size() > 0 ? file->map(0, file->size()) : nullptr) {
        bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(mapped), file->size());
        storage = file; // unmapped when the file is closed
    } else {
        auto copy = std::make_shared<QByteArray>(file->size(), Qt::Uninitialized);
        if (file->read(copy->data(), copy->size()) != copy->size())
            return miss(file->errorString());
        bytes = QByteArray::fromRawData(copy->constData(), copy->size());
        storage = copy;
    }
    QDataStream in(bytes); // reads; never detaches the mapped bytes
    in.setByteOrder(QDataStream::LittleEndian);
    char seen[sizeof magic] = {};
    if (in.readRawData(seen, sizeof seen) != int(sizeof seen) || std::memcmp(seen, magic, sizeof magic) != 0)
        return miss(u"not a cache file"_s);
    quint32 version = 0;
    in >> version;
    if (version != formatVersion)
        return miss(u"format version %1, not %2"_s.arg(version).arg(formatVersion));
    auto field = [&in]() -> std::optional<QByteArray> {
        quint32 size = 0;
        in >> size;
        if (in.status() != QDataStream::Ok || size > maxHeaderField)
            return std::nullopt;
        QByteArray text(qsizetype(size), Qt::Uninitialized);
        if (in.readRawData(text.data(), int(size)) != int(size))
            return std::nullopt;
        return text;
    };
    const std::optional<QByteArray> seenKind = field();
    if (!seenKind || *seenKind != kind)
        return miss(u"another kind of cache"_s);
    const std::optional<QByteArray> identity = field();
    if (!identity || *identity != programIdentity())
        return miss(u"written by another build (%1)"_s.arg(QString::fromUtf8(identity.value_or(""))));
    Contents contents;
    quint64 payloadSize = 0, payloadSum = 0;
    in >> contents.keySize >> contents.keySum >> payloadSize >> payloadSum;
    if (in.status() != QDataStream::Ok)
        return miss(u"header cut short"_s);
    const qint64 headerSize = in.device()->pos();
    if (payloadSize != quint64(bytes.size() - headerSize))
        return miss(u"payload of %1 bytes, %2 expected"_s.arg(bytes.size() - headerSize).arg(payloadSize));
    in.setDevice(nullptr);
    contents.payload = QByteArray::fromRawData(bytes.constData() + headerSize, bytes.size() - headerSize);
    contents.storage = std::move(storage);
    if (checksum(contents.payload) != payloadSum)
        return miss(u"payload damaged (checksum)"_s);
    return contents;
}

std::optional<QByteArray> read(const QString &path, QByteArrayView kind, QByteArrayView key, QString *why)
{
    std::optional<Contents> contents = read(path, kind, why);
    if (!contents)
        return std::nullopt;
    if (!contents->isFor(key)) {
        if (why)
            *why = u"stale: what it was made from changed"_s;
        return std::nullopt;
    }
    return QByteArray(contents->payload.constData(), contents->payload.size()); // outlives the file
}

} // namespace Faultline::CacheFile
