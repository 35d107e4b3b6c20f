// SPDX-License-Identifier: MIT
#pragma once

#include "logmatcher.h"
#include "triage.h"
#include "triagesetup.h"

#include <QFuture>
#include <QIODevice>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace Faultline {

/**
 * Runs Triage on a log off the GUI thread: progress and partial results arrive as signals on the
 * runner's thread while the log is read, the final result when it ends. Starting again or
 * cancelling stops the run in progress, and reports from a run started before are dropped;
 * destroying the runner waits for it.
 *
 * What triage derives from the records (TriageSetup: the pattern texts and the similarity index,
 * some 45 ms with the corpus and the built-in records) is taken by the first run with a matcher from
 * TriageSetup::shared(), so every runner of the window shares one, and kept for the runs after it
 * with the same matcher: a log dropped, reloaded or triaged in another scope does not pay it again.
 *
 * Every run ends with finished(), also when it fails: when the log cannot be opened or read, or
 * the triage throws (std::bad_alloc …), result() then has complete false and error saying why.
 */
class TriageRunner : public QObject
{
    Q_OBJECT
public:
    explicit TriageRunner(QObject *parent = nullptr);
    ~TriageRunner() override;

    /// Gives the log to triage, open for reading (or not, with its errorString() saying why).
    /// Called on the worker thread, which then owns and deletes the device.
    using Opener = std::function<std::unique_ptr<QIODevice>()>;

    /// Triages \a path; \a encoding as the user chose it, or unset to detect it.
    void start(std::shared_ptr<const LogMatcher> matcher, const QString &path,
        std::optional<LogFile::Encoding> encoding = std::nullopt);
    /// Triages what \a open gives: a log that is no file of its own (a stream being unpacked).
    void start(std::shared_ptr<const LogMatcher> matcher, Opener open,
        std::optional<LogFile::Encoding> encoding = std::nullopt);
    void cancel();
    bool isRunning() const { return m_running; }
    /// The latest result: partial while running, final after finished().
    const TriageResult &result() const { return m_result; }

    /// Partial results come at most every \a ms milliseconds (500 by default); for runs started
    /// after.
    void setPartialInterval(int ms) { m_partialIntervalMs = ms; }
    int partialInterval() const { return m_partialIntervalMs; }
    /// Which records may be found (software only by default); for runs started after.
    void setScope(ScopeFilter scope) { m_scope = scope; }
    ScopeFilter scope() const { return m_scope; }

Q_SIGNALS:
    void progressChanged(qint64 done, qint64 total);
    /// result() holds a newer diagnosis (partial or final).
    void resultChanged();
    /// The run ended; result().complete is false when it was cancelled or failed.
    void finished();

private:
    /// The job's work on the worker thread; throws nothing.
    TriageResult triage(
        const std::shared_ptr<const LogMatcher> &matcher, const Opener &open, const TriageControl &control);

    std::shared_ptr<std::atomic_bool> m_cancel;
    QFuture<void> m_future;
    // The setup of the last run's matcher, invalid until a run takes one. Only the job in flight
    // reads and writes it; jobs run one at a time.
    TriageSetup m_setup;
    TriageResult m_result;
    quint64 m_generation = 0; // reports from an earlier run are ignored
    int m_partialIntervalMs = 500;
    ScopeFilter m_scope = ScopeFilter::Software;
    bool m_running = false;
};

} // namespace Faultline
