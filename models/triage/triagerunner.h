// SPDX-License-Identifier: MIT
#pragma once

#include "logmatcher.h"
#include "triage.h"

#include <QFuture>
#include <QObject>

#include <atomic>
#include <memory>

namespace Faultline {

/**
 * Runs Triage on a log file off the GUI thread: progress and partial results arrive as signals
 * on the runner's thread while the log is read, the final result when it ends. Starting again or
 * cancelling stops the run in progress; destroying the runner waits for it.
 */
class TriageRunner : public QObject
{
    Q_OBJECT
public:
    explicit TriageRunner(QObject *parent = nullptr);
    ~TriageRunner() override;

    /// Triages \a path; \a encoding as the user chose it, or unset to detect it.
    void start(std::shared_ptr<const LogMatcher> matcher, const QString &path,
        std::optional<LogFile::Encoding> encoding = std::nullopt);
    void cancel();
    bool isRunning() const { return m_running; }
    /// The latest result: partial while running, final after finished().
    const TriageResult &result() const { return m_result; }

Q_SIGNALS:
    void progressChanged(qint64 done, qint64 total);
    /// result() holds a newer diagnosis (partial or final).
    void resultChanged();
    /// The run ended; result().complete is false when it was cancelled or the log failed.
    void finished();

private:
    std::shared_ptr<std::atomic_bool> m_cancel;
    QFuture<void> m_future;
    TriageResult m_result;
    quint64 m_generation = 0; // reports from an earlier run are ignored
    bool m_running = false;
};

} // namespace Faultline
