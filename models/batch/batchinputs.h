// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QIODevice>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <deque>
#include <optional>

namespace Faultline {

/**
 * The logs of a batch, one at a time: the files named, the files in each folder named (not
 * recursively, hidden ones left out; unreadable ones, pipes, devices and broken links in, to be
 * reported as unreadable; a pipe or device is not read), then those of a list with one path a line
 * (`--files-from`: standard input or a file; blank lines skipped, a path may name a folder too).
 *
 * Lazy, so that memory stays bounded however long the list: the list is read a line at a time as
 * the workers ask, and a folder is listed only when its turn comes. Thread-safe: next() may be
 * called from any number of workers at once (one mutex guards the pending paths and the list).
 */
class BatchInputs
{
    Q_DECLARE_TR_FUNCTIONS(BatchInputs)
public:
    struct Input
    {
        QString path; ///< as the user named it (a folder's files: the folder's name, then theirs)
        QString error; ///< why it names no log (a folder with no files in it); empty for a log
    };

    /// \a list, when set, is read after \a names, from the calling thread of next(); it must
    /// outlive this and be open for reading.
    explicit BatchInputs(const QStringList &names, QIODevice *list = nullptr);

    /// The next input, or nothing when every one was given.
    std::optional<Input> next();

private:
    std::optional<Input> nextLocked();

    QMutex m_mutex; // guards everything below
    std::deque<Input> m_names; // named, or files of a folder, not yet given
    QIODevice *m_list;
};

} // namespace Faultline
