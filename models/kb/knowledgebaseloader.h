// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"
#include "searchindex.h"

#include <QFutureWatcher>
#include <QObject>

#include <functional>
#include <memory>

namespace Faultline {

/**
 * Loads a knowledge base and builds its search index off the calling thread, and hands both back
 * on it.
 *
 * Lives on (and must be used from) one thread, normally the GUI thread. start() cancels any load
 * still running; only the newest load ever reports, with exactly one of finished() or failed().
 * Destroying the loader cancels and waits, so no result arrives after it is gone.
 */
class KnowledgeBaseLoader : public QObject
{
    Q_OBJECT
public:
    explicit KnowledgeBaseLoader(QObject *parent = nullptr);
    ~KnowledgeBaseLoader() override;

    /// What a load runs on a pool thread; unless replaced, KnowledgeBaseCache::load: the cache of
    /// an earlier load of the same sources when it is still good, else KnowledgeBase::load.
    using LoadFunction = std::function<KnowledgeBase(const QStringList &sources, const LoadControl &control)>;

    void start(const QStringList &sources);
    /// Asks the running load to stop; it still finishes, with an incomplete knowledge base.
    void cancel();
    bool isRunning() const;
    /// Replaces what the next loads run: tests make it throw, to see the failure reported.
    void setLoadFunction(LoadFunction load);

Q_SIGNALS:
    void progressChanged(int filesDone, int filesTotal);
    /// The knowledge base, and its search index (built in the same background job).
    void finished(std::shared_ptr<const Faultline::KnowledgeBase> knowledgeBase,
        std::shared_ptr<const Faultline::SearchIndex> searchIndex);
    /// The load threw (out of memory, a bug in a reader) and nothing was loaded. \a reason is what
    /// the exception said, untranslated like what() itself.
    void failed(const QString &reason);

private:
    struct Job;
    std::shared_ptr<Job> m_job;
    LoadFunction m_load;
};

} // namespace Faultline
