// SPDX-License-Identifier: MIT
#include "knowledgebaseloader.h"
#include "knowledgebasecache.h"
#include "logging.h"

#include <QtConcurrent/QtConcurrentRun>

#include <exception>

using namespace Qt::StringLiterals;

namespace Faultline {

// What one load gives; named outside an anonymous namespace, since Job holds a watcher of it (GCC
// warns of a field whose type has internal linkage once a unity build includes this file).
namespace LoaderJob {
struct Loaded
{
    std::shared_ptr<const KnowledgeBase> kb;
    std::shared_ptr<const SearchIndex> index;
    QString error; // set when the job threw; kb and index are then null
};
} // namespace LoaderJob
using LoaderJob::Loaded;

namespace {

/// Runs one load. Nothing may escape: an exception stored in the future would be rethrown by
/// result() on the loader's thread, inside an event handler, where it ends the program.
Loaded runLoad(
    const KnowledgeBaseLoader::LoadFunction &load, const QStringList &sources, const LoadControl &control)
{
    Loaded loaded;
    try {
        loaded.kb = std::make_shared<const KnowledgeBase>(
            load ? load(sources, control) : KnowledgeBaseCache::load(sources, control));
        loaded.index = std::make_shared<const SearchIndex>(loaded.kb);
    } catch (const std::exception &e) {
        loaded = {};
        loaded.error = QString::fromLocal8Bit(e.what());
    } catch (...) {
        loaded = {};
        loaded.error = u"unknown exception"_s; // no message to show; what() is not translated either
    }
    return loaded;
}
} // namespace

// One load. Shared with the worker, so the cancel flag outlives a loader that has moved on.
struct KnowledgeBaseLoader::Job
{
    std::atomic_bool cancel = false;
    QFutureWatcher<Loaded> *watcher = nullptr; // owned by the loader, deleted later
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
    job->watcher = new QFutureWatcher<Loaded>(this);
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
        const Loaded loaded = raw->watcher->result();
        raw->watcher->deleteLater();
        m_job.reset();
        if (loaded.kb)
            Q_EMIT finished(loaded.kb, loaded.index);
        else {
            qCWarning(lcKnowledgeBase) << "the load failed:" << loaded.error;
            Q_EMIT failed(loaded.error);
        }
    });
    job->watcher->setFuture(QtConcurrent::run(
        [load = m_load, sources, control, job] { return runLoad(load, sources, control); }));
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

void KnowledgeBaseLoader::setLoadFunction(LoadFunction load)
{
    m_load = std::move(load);
}

} // namespace Faultline
