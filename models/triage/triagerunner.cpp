// SPDX-License-Identifier: MIT
#include "triagerunner.h"

#include <QtConcurrentRun>

namespace Faultline {

TriageRunner::TriageRunner(QObject *parent) : QObject(parent) { }

TriageRunner::~TriageRunner()
{
    cancel();
    m_future.waitForFinished(); // its queued reports to us are dropped with us
}

void TriageRunner::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

void TriageRunner::start(
    std::shared_ptr<const LogMatcher> matcher, const QString &path, std::optional<LogFile::Encoding> encoding)
{
    cancel();
    m_future.waitForFinished();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_result = {};
    m_running = true;
    const quint64 generation = ++m_generation;
    const auto cancelFlag = m_cancel;
    m_future = QtConcurrent::run([this, matcher, path, cancelFlag, generation, encoding] {
        TriageControl control;
        control.encoding = encoding;
        control.cancel = cancelFlag.get();
        control.progress = [this, generation](qint64 done, qint64 total) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, done, total] {
                    if (generation == m_generation)
                        Q_EMIT progressChanged(done, total);
                },
                Qt::QueuedConnection);
        };
        control.partial = [this, generation](TriageResult partial) {
            QMetaObject::invokeMethod(
                this,
                [this, generation, partial = std::move(partial)]() mutable {
                    if (generation != m_generation || !m_running)
                        return;
                    m_result = std::move(partial);
                    Q_EMIT resultChanged();
                },
                Qt::QueuedConnection);
        };
        TriageResult result = Triage::runFile(*matcher, path, control);
        QMetaObject::invokeMethod(
            this,
            [this, generation, result = std::move(result)]() mutable {
                if (generation != m_generation)
                    return;
                m_result = std::move(result);
                m_running = false;
                Q_EMIT resultChanged();
                Q_EMIT finished();
            },
            Qt::QueuedConnection);
    });
}

} // namespace Faultline
