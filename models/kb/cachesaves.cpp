// SPDX-License-Identifier: MIT
#include "cachesaves.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>

#include <future>
#include <mutex>

namespace Faultline::CacheSaves {

namespace {

/// The saves started, by path; each waited for by whoever asks next.
class Running
{
public:
    ~Running() { finish(); } // a program without a QCoreApplication still leaves them written

    void start(const QString &path, std::function<void()> save)
    {
        waitFor(path); // two saves of one file would race to replace it
        std::shared_future<void> done = std::async(std::launch::async, std::move(save)).share();
        QMutexLocker locker(&m_mutex);
        m_saves.insert(path, std::move(done));
    }

    void waitFor(const QString &path)
    {
        std::shared_future<void> done;
        {
            QMutexLocker locker(&m_mutex);
            done = m_saves.value(path);
        }
        if (done.valid())
            done.wait();
    }

    void finish()
    {
        QHash<QString, std::shared_future<void>> saves;
        {
            QMutexLocker locker(&m_mutex);
            saves.swap(m_saves);
        }
        for (const std::shared_future<void> &done : std::as_const(saves))
            done.wait();
    }

private:
    QMutex m_mutex; // guards m_saves
    QHash<QString, std::shared_future<void>> m_saves;
};

Running &running()
{
    static Running saves;
    static std::once_flag registered;
    std::call_once(registered, [] { qAddPostRoutine(&finish); });
    return saves;
}

} // namespace

void start(const QString &path, std::function<void()> save)
{
    running().start(path, std::move(save));
}

void waitFor(const QString &path)
{
    running().waitFor(path);
}

void finish()
{
    running().finish();
}

} // namespace Faultline::CacheSaves
