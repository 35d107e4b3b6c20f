// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QString>

namespace Faultline::AtomicFile {

/**
 * Writes \a bytes to \a path so that the file holds either its old content or all of \a bytes,
 * never a part: they go to a temporary file next to it, which is flushed to disk and renamed over
 * \a path once complete (QSaveFile). A crash or a full disk part way leaves the old file as it
 * was. On failure returns false with the reason in \a error.
 */
bool write(const QString &path, QByteArrayView bytes, QString *error = nullptr);

} // namespace Faultline::AtomicFile
