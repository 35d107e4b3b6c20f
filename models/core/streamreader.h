// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDataStream>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QtEndian>

#include <cstring>

namespace Faultline {

/**
 * Reads back what a QDataStream of version Qt_6_5 in little-endian byte order wrote to a byte
 * array, straight from the bytes: a cache of the corpus holds some 300,000 strings, and reading
 * each through QDataStream and its QBuffer cost more than decoding it (start-up, issue 32).
 *
 * The same contract as QDataStream's reading: the first value that does not fit in what is left
 * sets status() to ReadPastEnd (or the caller sets ReadCorruptData), and every read after that
 * yields a default value. Only the types the caches write are read; a string or array is copied
 * once into its own storage, so the bytes may go when reading is done.
 */
class StreamReader
{
public:
    explicit StreamReader(QByteArrayView bytes)
        : m_begin(bytes.data()), m_at(bytes.data()), m_end(bytes.data() + bytes.size())
    { }

    QDataStream::Status status() const { return m_status; }
    /// Like QDataStream::setStatus(): the first failure sticks.
    void setStatus(QDataStream::Status status)
    {
        if (m_status == QDataStream::Ok)
            m_status = status;
    }
    bool atEnd() const { return m_at == m_end; }
    qint64 bytesAvailable() const { return m_end - m_at; }
    /// How many bytes were read so far.
    qint64 position() const { return m_at - m_begin; }

    /// The next \a size bytes as they are (what QDataStream::writeRawData() wrote), valid as long
    /// as the bytes given; empty with ReadPastEnd when fewer are left.
    QByteArrayView readRaw(qint64 size)
    {
        if (m_status != QDataStream::Ok || size < 0 || !fits(size))
            return {};
        const QByteArrayView raw(m_at, size);
        m_at += size;
        return raw;
    }

    /// The count of the elements that follow, each at least \a leastBytesEach bytes: a count
    /// past what is left is damage (ReadCorruptData, and 0), not a reason to allocate gigabytes.
    quint32 readCount(qint64 leastBytesEach = 1)
    {
        quint32 count = 0;
        *this >> count;
        if (m_status != QDataStream::Ok)
            return 0;
        if (qint64(count) > bytesAvailable() / leastBytesEach) {
            setStatus(QDataStream::ReadCorruptData);
            return 0;
        }
        return count;
    }

    StreamReader &operator>>(bool &value)
    {
        char c = 0;
        take(&c, 1);
        value = c != 0;
        return *this;
    }
    StreamReader &operator>>(qint8 &value) { return number(value); }
    StreamReader &operator>>(qint32 &value) { return number(value); }
    StreamReader &operator>>(quint32 &value) { return number(value); }
    StreamReader &operator>>(qint64 &value) { return number(value); }
    StreamReader &operator>>(quint64 &value) { return number(value); }
    StreamReader &operator>>(double &value) { return number(value); }

    StreamReader &operator>>(QString &value)
    {
        value = QString();
        quint32 bytes = 0;
        *this >> bytes;
        if (bytes == nullMarker || m_status != QDataStream::Ok)
            return *this;
        if (bytes % 2 != 0) {
            setStatus(QDataStream::ReadCorruptData);
            return *this;
        }
        if (!fits(bytes))
            return *this;
        value.resize(qsizetype(bytes / 2));
        qFromLittleEndian<char16_t>(
            m_at, qsizetype(bytes / 2), value.data()); // a plain copy on little-endian machines
        m_at += bytes;
        return *this;
    }

    StreamReader &operator>>(QByteArray &value)
    {
        value = QByteArray();
        quint32 bytes = 0;
        *this >> bytes;
        if (bytes == nullMarker || m_status != QDataStream::Ok || !fits(bytes))
            return *this;
        value = QByteArray(m_at, qsizetype(bytes));
        m_at += bytes;
        return *this;
    }

    /// A list of anything this reader (or an operator>> of the caller's) reads: QStringList,
    /// QList<Record>, …
    template<typename T>
    StreamReader &operator>>(QList<T> &list)
    {
        list.clear();
        const quint32 count = readCount();
        list.reserve(count);
        for (quint32 i = 0; i < count && m_status == QDataStream::Ok; ++i)
            *this >> list.emplace_back();
        return *this;
    }

    /// A hash as QDataStream writes one: the count, then each key and its value.
    template<typename K, typename V>
    StreamReader &operator>>(QHash<K, V> &hash)
    {
        hash.clear();
        const quint32 count = readCount();
        hash.reserve(count);
        for (quint32 i = 0; i < count && m_status == QDataStream::Ok; ++i) {
            K key;
            V value;
            *this >> key >> value;
            hash.insert(std::move(key), std::move(value));
        }
        return *this;
    }

private:
    static constexpr quint32 nullMarker = 0xffffffffu; // a null string or array

    bool fits(qint64 size)
    {
        if (size <= bytesAvailable())
            return true;
        setStatus(QDataStream::ReadPastEnd);
        m_at = m_end;
        return false;
    }

    void take(void *to, qint64 size)
    {
        if (m_status != QDataStream::Ok || !fits(size)) {
            std::memset(to, 0, size_t(size));
            return;
        }
        std::memcpy(to, m_at, size_t(size));
        m_at += size;
    }

    template<typename T>
    StreamReader &number(T &value)
    {
        T raw {};
        take(&raw, sizeof raw);
        value = qFromLittleEndian(raw);
        return *this;
    }

    const char *m_begin;
    const char *m_at;
    const char *m_end;
    QDataStream::Status m_status = QDataStream::Ok;
};

} // namespace Faultline
