// SPDX-License-Identifier: MIT
#include "atomicfile.h"

#include <QSaveFile>

namespace Faultline::AtomicFile {

bool write(const QString &path, QByteArrayView bytes, QString *error)
{
    QSaveFile file(path);
    bool ok = file.open(QIODevice::WriteOnly);
    // In pieces: a short write (a full disk) is noticed where it happens.
    constexpr qsizetype piece = 4 << 20;
    for (qsizetype at = 0; ok && at < bytes.size(); at += piece) {
        const QByteArrayView part = bytes.sliced(at, std::min(piece, bytes.size() - at));
        ok = file.write(part.data(), part.size()) == part.size();
    }
    if (ok)
        ok = file.commit(); // flushed, then renamed over the old file
    if (!ok && error)
        *error = file.errorString();
    return ok;
}

} // namespace Faultline::AtomicFile
