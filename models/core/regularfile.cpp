// SPDX-License-Identifier: MIT
#include "regularfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace Faultline::RegularFile {

Opened open(QFile &file, const QString &path, const QByteArray &nativePath)
{
#ifdef Q_OS_UNIX
    if (!path.startsWith(u':')) {
        const QByteArray name = nativePath.isEmpty() ? QFile::encodeName(path) : nativePath;
        const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0)
            return {Refusal::CannotOpen, QString::fromLocal8Bit(std::strerror(errno))};
        struct stat st {};
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            ::close(fd);
            return {Refusal::NotRegular, {}, unsigned(st.st_mode)};
        }
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            return {Refusal::CannotOpen, file.errorString()};
        }
        return {};
    }
#else
    Q_UNUSED(nativePath)
#endif
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return {Refusal::CannotOpen, file.errorString()};
    return {};
}

QByteArray readAtMost(QIODevice &file, qint64 limit)
{
    QByteArray bytes;
    if (const qint64 hint = file.size(); hint > 0 && hint <= limit)
        bytes.reserve(hint + 1);
    constexpr qint64 chunk = 1024 * 1024;
    while (bytes.size() <= limit) {
        const qsizetype before = bytes.size();
        const qint64 want = std::min<qint64>(chunk, limit + 1 - before);
        bytes.resize(before + want);
        const qint64 got = file.read(bytes.data() + before, want);
        bytes.resize(before + std::max<qint64>(got, 0));
        if (got <= 0)
            break;
    }
    return bytes;
}

} // namespace Faultline::RegularFile
