// SPDX-License-Identifier: MIT
#pragma once

#include "batchinputs.h"
#include "recordscope.h"
#include "triagesetup.h"

#include <QJsonObject>

#include <atomic>
#include <functional>

namespace Faultline {

/**
 * Many logs triaged at once with one knowledge base: what `faultline triage --jsonl` runs.
 *
 * Worker threads (jobs(), by default one per core) each take the next input, triage it as
 * `faultline triage` triages one log (TriageInput, with the setup built once for all) and write
 * it as a JSON line (BatchReport); the calling thread gets each line as its log finishes, in the
 * order they finish. A log that cannot be read, or whose triage fails, is one line saying why, and
 * the batch goes on.
 *
 * Memory is bounded by the logs in progress, not by the batch: each worker has one log at a time
 * with at most two 8 MiB blocks of it read ahead (TriageControl::maxBlocksInFlight), at most
 * 2 × jobs finished lines wait for the calling thread (a worker waits when they are full), and the
 * inputs are read lazily (BatchInputs). Matching a block runs on the global thread pool, as for
 * one log; the workers are threads of their own, so that they never wait for the pool they feed.
 *
 * The setup (and its matcher) must outlive run(). Set \a cancel to stop: logs in progress are
 * cancelled (their lines say incomplete) and no new one starts.
 */
class BatchTriage
{
public:
    struct Options
    {
        ScopeFilter scope = ScopeFilter::Software;
        int jobs = 0; ///< worker threads; 0: QThread::idealThreadCount()
        int top = 10; ///< each list of a line is cut here
        const std::atomic_bool *cancel = nullptr;
    };
    /// A log's line, on the thread that called run().
    using Finished = std::function<void(const QJsonObject &line)>;

    BatchTriage(const TriageSetup &setup, const Options &options);

    int jobs() const { return m_jobs; }

    /// Triages every input, calling \a finished for each; returns when all are done.
    void run(BatchInputs &inputs, const Finished &finished) const;

private:
    TriageSetup m_setup;
    Options m_options;
    int m_jobs;
};

} // namespace Faultline
