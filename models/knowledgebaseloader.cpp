// SPDX-License-Identifier: MIT
#include "knowledgebaseloader.h"

#include <QtConcurrent/QtConcurrentRun>

namespace Faultline {

// One load. Shared with the worker, so the cancel flag outlives a loader that has moved on.
struct KnowledgeBaseLoader::Job
{
    std::atomic_bool cancel = false;
    QFutureWatcher<KnowledgeBase> *watcher = nullptr; // owned by the loader, deleted later
};

KnowledgeBaseLoader::KnowledgeBaseLoader(QObject *parent) : QObject(parent) { }

KnowledgeBaseLoader::~KnowledgeBaseLoader()
{
    // The worker's progress callback points at us: wait until it can no longer run.
    if (m_job)
        m_job->cancel = true;
    // Superseded loads were cancelled when they were superseded; they may still be winding down.
    const auto watchers = findChildren<QFutureWatcherBase *>();
    for (auto *watcher : watchers) {
        watcher->disconnect(this);
        watcher->waitForFinished();
    }
}

void KnowledgeBaseLoader::start(const QStringList &sources)
{
    if (m_job) {
        m_job->cancel = true;
        m_job->watcher->disconnect(this); // a superseded load never reports
        connect(m_job->watcher, &QFutureWatcherBase::finished, m_job->watcher, &QObject::deleteLater);
    }
    auto job = std::make_shared<Job>();
    job->watcher = new QFutureWatcher<KnowledgeBase>(this);
    m_job = job;

    LoadControl control;
    control.cancel = &job->cancel;
    // Called on pool threads: hop to our thread, and drop reports of a superseded job.
    control.progress = [this, weak = std::weak_ptr<Job>(job)](int done, int total) {
        QMetaObject::invokeMethod(
            this,
            [this, weak, done, total] {
                if (const auto j = weak.lock(); j && m_job == j)
                    Q_EMIT progressChanged(done, total);
            },
            Qt::QueuedConnection);
    };
    Job *raw = job.get();
    connect(job->watcher, &QFutureWatcherBase::finished, this, [this, raw] {
        if (m_job.get() != raw)
            return;
        auto kb = std::make_shared<const KnowledgeBase>(raw->watcher->result());
        raw->watcher->deleteLater();
        m_job.reset();
        Q_EMIT finished(kb);
    });
    job->watcher->setFuture(
        QtConcurrent::run([sources, control, job] { return KnowledgeBase::load(sources, control); }));
}

void KnowledgeBaseLoader::cancel()
{
    if (m_job)
        m_job->cancel = true;
}

bool KnowledgeBaseLoader::isRunning() const
{
    return m_job != nullptr;
}

} // namespace Faultline
