// SPDX-License-Identifier: MIT
#pragma once

#include "record.h"

#include <QFuture>
#include <QList>

#include <memory>

namespace Faultline {

class LogMatcher;
class RecordSearch;

/**
 * What triage derives from a matcher before it reads any log: each record's signature words and
 * regex literals, and the BM25 index that suggestions query. Triage::run() with a matcher builds
 * one for that run; building it costs some 45 ms for the 3,550 records of the corpus and the built-in
 * knowledge, which a batch of thousands of small logs must not pay per log: build one and triage every log
 * with it.
 *
 * A value: copies share the data, read-only once built, so any number of threads may triage with
 * one setup at once. The matcher must outlive every copy, but for a setup from shared(), which
 * owns it. Invalid (isValid() false) when default-constructed.
 */
class TriageSetup
{
public:
    TriageSetup() = default;
    explicit TriageSetup(const LogMatcher &matcher);

    /// The part of a setup that needs only the records: started on another thread by
    /// prepare(), before their matcher is compiled, so that the two overlap.
    struct Prepared
    {
        QList<Record> records; ///< those with a regex, which the matcher will normally keep
        QFuture<std::shared_ptr<const RecordSearch>> search; ///< not started when a cache is read
        struct Cached; ///< internal to models/triage (triagesetup_p.h)
        QFuture<std::shared_ptr<Cached>> cached; ///< set when a cache is read
    };
    /// Starts indexing the text of \a records for suggestions (RecordSearch) on another thread.
    /// With a \a cacheName (the knowledge base's sources) and caching on (CacheFile::directory()),
    /// starts reading what an earlier start derived from the same records instead (SetupCache);
    /// the setup made from it builds and saves what the cache did not hold.
    static Prepared prepare(const QList<Record> &records, const QString &cacheName = {});
    /// The setup of \a matcher, compiled from the records \a prepared was made from; what was
    /// prepared is used when the matcher kept every record with a regex, else built again.
    TriageSetup(const LogMatcher &matcher, Prepared prepared);
    /// The setup of \a matcher, shared by everyone who asks for the same matcher while a copy of
    /// its setup lives (the log panes of a window): the first caller builds it, callers at the same
    /// time wait for it. Thread-safe. The setup keeps \a matcher alive. When a cache was named for
    /// \a matcher (nameCache()), the first caller reads what an earlier start derived from the
    /// same records, or builds and saves it.
    static TriageSetup shared(const std::shared_ptr<const LogMatcher> &matcher);
    /// Names the cache of \a matcher's shared() setup (the knowledge base's sources, as for
    /// prepare()), before anyone asks for it. One matcher at a time, the latest named.
    static void nameCache(const std::shared_ptr<const LogMatcher> &matcher, const QString &cacheName);

    bool isValid() const { return d != nullptr; }
    /// The matcher it was built from; only on a valid setup.
    const LogMatcher &matcher() const;

    struct Data; // internal to models/triage (triagesetup_p.h)
    const Data &data() const { return *d; }

private:
    static std::shared_ptr<const Data> fromPrepared(
        const LogMatcher &matcher, Prepared prepared, std::shared_ptr<const LogMatcher> owned);

    std::shared_ptr<const Data> d;
};

} // namespace Faultline
