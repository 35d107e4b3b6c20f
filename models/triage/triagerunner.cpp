// SPDX-License-Identifier: MIT
#include "triagerunner.h"

#include "failuretext.h"

#include <QFile>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

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
    start(
        std::move(matcher),
        [path]() -> std::unique_ptr<QIODevice> {
            auto file = std::make_unique<QFile>(path);
            file->open(QIODevice::ReadOnly | QIODevice::Unbuffered); // a failure is in its errorString()
            return file;
        },
        encoding);
}

TriageResult TriageRunner::triage(
    const std::shared_ptr<const LogMatcher> &matcher, const Opener &open, const TriageControl &control)
{
    // The worker's boundary: whatever fails, the run ends with a result that says why.
    try {
        const std::unique_ptr<QIODevice> input = open();
        if (input && input->isOpen()) {
            // A setup from shared() owns its matcher: the address of a live one names it.
            if (!m_setup.isValid() || &m_setup.matcher() != matcher.get())
                m_setup = TriageSetup::shared(matcher);
            return Triage::run(m_setup, *input, control);
        }
        TriageResult result;
        result.complete = false;
        result.error = input ? input->errorString() : u"no log to read"_s;
        return result;
    } catch (...) {
        TriageResult result;
        result.complete = false;
        result.error = u"the triage stopped: %1"_s.arg(failureText(std::current_exception()));
        return result;
    }
}

void TriageRunner::start(
    std::shared_ptr<const LogMatcher> matcher, Opener open, std::optional<LogFile::Encoding> encoding)
{
    cancel();
    m_future.waitForFinished();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_result = {};
    m_running = true;
    const quint64 generation = ++m_generation;
    TriageControl control;
    control.encoding = encoding;
    control.cancel = m_cancel.get();
    control.partialIntervalMs = m_partialIntervalMs;
    control.scope = m_scope;
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
    m_future = QtConcurrent::run(
        [this, matcher, open = std::move(open), cancelFlag = m_cancel, control, generation] {
            TriageResult result = triage(matcher, open, control);
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
