// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace Faultline::RegularFile {

/// Why open() refused a path.
enum class Refusal {
    None,
    CannotOpen, ///< the system said no: Opened::error says why
    NotRegular, ///< a FIFO, device, socket or folder: Opened::mode says which
};

struct Opened
{
    Refusal refusal = Refusal::None;
    QString error; ///< for CannotOpen
    unsigned mode = 0; ///< st_mode, for NotRegular
};

/**
 * Opens \a path (or its bytes \a nativePath, when given: a name that is not UTF-8) into \a file for
 * reading, without waiting for a writer and then checked once open: only a regular file is kept,
 * whatever the name says or the path became meanwhile. A FIFO, a device, a socket cannot make the
 * caller block or read without end. Qt resources (":/…") are opened as they are.
 */
Opened open(QFile &file, const QString &path, const QByteArray &nativePath = {});

/// At most \a limit + 1 bytes of \a file, so that a caller can tell "more than the limit": its
/// size is only a hint (files in /proc say 0).
QByteArray readAtMost(QIODevice &file, qint64 limit);

} // namespace Faultline::RegularFile
