// SPDX-License-Identifier: MIT
#include "batchtriage.h"

#include "batchreport.h"
#include "triageinput.h"

#include <QThread>

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// Finished lines on their way from the workers to the calling thread, at most `capacity`.
class LineQueue
{
public:
    explicit LineQueue(std::size_t capacity) : m_capacity(capacity) { }

    /// From a worker: waits while the queue is full.
    void push(QJsonObject line)
    {
        std::unique_lock lock(m_mutex);
        m_notFull.wait(lock, [this] { return m_lines.size() < m_capacity; });
        m_lines.push_back(std::move(line));
        m_changed.notify_one();
    }
    /// From a worker that takes no more inputs.
    void workerDone()
    {
        const std::lock_guard lock(m_mutex);
        ++m_workersDone;
        m_changed.notify_one();
    }
    /// From the calling thread: the next line, or nothing once \a workers are done and every line
    /// was taken.
    std::optional<QJsonObject> pop(int workers)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [&] { return !m_lines.empty() || m_workersDone == workers; });
        if (m_lines.empty())
            return std::nullopt;
        QJsonObject line = std::move(m_lines.front());
        m_lines.pop_front();
        m_notFull.notify_one();
        return line;
    }

private:
    const std::size_t m_capacity;
    std::mutex m_mutex; // guards m_lines and m_workersDone
    std::condition_variable m_notFull, m_changed;
    std::deque<QJsonObject> m_lines;
    int m_workersDone = 0;
};

} // namespace

BatchTriage::BatchTriage(const TriageSetup &setup, const Options &options)
    : m_setup(setup)
    , m_options(options)
    , m_jobs(options.jobs > 0 ? options.jobs : std::max(1, QThread::idealThreadCount()))
{ }

void BatchTriage::run(BatchInputs &inputs, const Finished &finished) const
{
    LineQueue queue(std::size_t(2 * m_jobs));
    TriageControl control;
    control.scope = m_options.scope;
    control.cancel = m_options.cancel;
    control.maxBlocksInFlight = 1; // matched as read: a block read is a block matched
    control.keepHits = false; // a batch counts hits; it lists none
    control.matchOnThisThread = true; // the workers are as many as the cores
    auto work = [&] {
        for (;;) {
            if (m_options.cancel && m_options.cancel->load())
                break;
            std::optional<BatchInputs::Input> input;
            try {
                input = inputs.next();
            } catch (...) {
                break; // reading the list failed: no more inputs (nothing of it can be said per log)
            }
            if (!input)
                break;
            QJsonObject line;
            try {
                line = input->error.isEmpty()
                    ? BatchReport::logLine(
                          input->path, TriageInput::triage(m_setup, input->path, control), m_options.top)
                    : BatchReport::unreadableLine(input->path, input->error);
            } catch (const std::exception &e) {
                // Triage itself catches what matching throws; this is what is left (memory for the
                // line): the log is reported as failed, the batch goes on.
                line = BatchReport::unreadableLine(
                    input->path, u"the triage failed: %1"_s.arg(QString::fromLocal8Bit(e.what())));
            } catch (...) {
                line = BatchReport::unreadableLine(input->path, u"the triage failed"_s);
            }
            queue.push(std::move(line));
        }
        queue.workerDone();
    };
    std::vector<std::jthread> workers;
    workers.reserve(std::size_t(m_jobs));
    for (int i = 0; i < m_jobs; ++i)
        workers.emplace_back(work);
    while (std::optional<QJsonObject> line = queue.pop(m_jobs))
        finished(*line);
}

} // namespace Faultline
