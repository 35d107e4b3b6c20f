// SPDX-License-Identifier: MIT
#pragma once

#include <QThread>
#include <QThreadPool>

namespace Faultline {

/**
 * A thread pool of its own for the parallel part of work that may itself run on the global pool.
 *
 * QtConcurrent's blockingMap() waits for its pool's threads and does not run its work on the
 * waiting thread. On the global pool of a 2-core machine, two such waits on its two threads (a
 * knowledge base loaded while another load or a compile runs) wait for each other forever.
 */
class OwnPool : public QThreadPool
{
public:
    OwnPool() { setMaxThreadCount(QThread::idealThreadCount()); }
};

} // namespace Faultline
