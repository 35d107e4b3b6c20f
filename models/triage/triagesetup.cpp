// SPDX-License-Identifier: MIT
#include "triagesetup.h"

#include "triagesetup_p.h"

#include "cachefile.h"
#include "classrecords.h"
#include "logging.h"
#include "recordscope.h"

#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <mutex>

namespace Faultline {

namespace {

std::vector<PatternText> makePatternTexts(const LogMatcher &matcher)
{
    std::vector<PatternText> texts;
    texts.reserve(std::size_t(matcher.patternCount()));
    for (const Record &r : matcher.records())
        texts.emplace_back(r);
    return texts;
}

std::vector<char> makeSoftware(const LogMatcher &matcher)
{
    std::vector<char> software;
    software.reserve(std::size_t(matcher.patternCount()));
    for (const Record &r : matcher.records())
        software.push_back(scopeOf(r) == RecordScope::Software ? 1 : 0);
    return software;
}

QFuture<std::shared_ptr<const RecordSearch>> startSearch(const QList<Record> &records)
{
    return QtConcurrent::run([records] { return std::make_shared<const RecordSearch>(records); });
}

/// Whether \a a and \a b hold the same records in the same order: copies of one load share
/// their data, so this compares pointers.
bool sameRecords(const QList<Record> &a, const QList<Record> &b)
{
    return a.size() == b.size()
        && std::equal(a.begin(), a.end(), b.begin(),
            [](const Record &x, const Record &y) { return &x.firstFields() == &y.firstFields(); });
}

} // namespace

TriageSetup::Data::Data(const LogMatcher &m, QFuture<std::shared_ptr<const RecordSearch>> building,
    std::shared_ptr<const LogMatcher> owned)
    // Braces: the texts are made before the index being built is waited for.
    : Data {m, makePatternTexts(m), *building.takeResult(), std::move(owned)}
{ }

TriageSetup::Data::Data(const LogMatcher &m, std::vector<PatternText> texts, RecordSearch index,
    std::shared_ptr<const LogMatcher> owned)
    : ownedMatcher(std::move(owned))
    , matcher(m)
    , patternTexts(std::move(texts))
    , signatures(patternTexts)
    , software(makeSoftware(m))
    , anyErrorOfAClass(ClassRecords::ofAnyErrorOfAClass(m.records()))
    , search(std::move(index))
{ }

TriageSetup::TriageSetup(const LogMatcher &matcher)
    : d(std::make_shared<const Data>(matcher, startSearch(matcher.records())))
{ }

TriageSetup::Prepared TriageSetup::prepare(const QList<Record> &records, const QString &cacheName)
{
    Prepared prepared;
    for (const Record &record : records) {
        if (!record.regex().isEmpty())
            prepared.records.append(record);
    }
    const QString folder = cacheName.isEmpty() ? QString() : CacheFile::directory();
    if (folder.isEmpty()) {
        prepared.search = startSearch(prepared.records);
        return prepared;
    }
    prepared.cached
        = QtConcurrent::run([records = prepared.records, path = SetupCache::filePath(folder, cacheName)] {
              auto cached = std::make_shared<Prepared::Cached>();
              cached->path = path;
              cached->key = SetupCache::key(records);
              QString why;
              cached->contents = SetupCache::read(path, cached->key, records.size(), &why);
              if (!cached->contents) {
                  qCDebug(lcTriage) << "no triage setup cached:" << path << why;
                  // Built here, as without a cache, while the matcher is compiled.
                  cached->search = std::make_shared<const RecordSearch>(records);
              }
              return cached;
          });
    return prepared;
}

namespace {

/// What shared() keeps. Weak: it keeps neither a matcher nor its index alive once the last user
/// let go.
struct SharedSetups
{
    std::mutex mutex;
    std::weak_ptr<const TriageSetup::Data> last;
    std::weak_ptr<const LogMatcher> named; // whose setup is cached as cacheName
    QString cacheName;
};

SharedSetups &sharedSetups()
{
    static SharedSetups setups;
    return setups;
}

} // namespace

TriageSetup TriageSetup::shared(const std::shared_ptr<const LogMatcher> &matcher)
{
    // A setup made here owns its matcher, so a copy may outlive the caller's, and the setup says
    // whose it is.
    SharedSetups &setups = sharedSetups();
    const std::lock_guard lock(setups.mutex);
    TriageSetup setup;
    if (std::shared_ptr<const Data> data = setups.last.lock(); data && data->ownedMatcher == matcher)
        setup.d = std::move(data);
    else if (setups.named.lock() != matcher || setups.cacheName.isEmpty())
        setups.last = setup.d
            = std::make_shared<const Data>(*matcher, startSearch(matcher->records()), matcher);
    else
        setups.last = setup.d
            = fromPrepared(*matcher, prepare(matcher->records(), setups.cacheName), matcher);
    return setup;
}

void TriageSetup::nameCache(const std::shared_ptr<const LogMatcher> &matcher, const QString &cacheName)
{
    SharedSetups &setups = sharedSetups();
    const std::lock_guard lock(setups.mutex);
    setups.named = matcher;
    setups.cacheName = cacheName;
}

TriageSetup::TriageSetup(const LogMatcher &matcher, Prepared prepared)
    : d(fromPrepared(matcher, std::move(prepared), nullptr))
{ }

std::shared_ptr<const TriageSetup::Data> TriageSetup::fromPrepared(
    const LogMatcher &matcher, Prepared prepared, std::shared_ptr<const LogMatcher> owned)
{
    std::shared_ptr<Prepared::Cached> cached
        = prepared.cached.isValid() ? prepared.cached.takeResult() : nullptr;
    if (!sameRecords(prepared.records, matcher.records())) {
        prepared.search.waitForFinished(); // it holds copies of the records; nothing to cancel
        prepared.search = startSearch(matcher.records());
        cached.reset(); // of other records: neither used nor saved
    }
    if (!cached) {
        return std::make_shared<const Data>(matcher,
            prepared.search.isValid() ? std::move(prepared.search) : startSearch(matcher.records()),
            std::move(owned));
    }
    if (cached->contents) {
        return std::make_shared<const Data>(matcher, std::move(cached->contents->patternTexts),
            std::move(cached->contents->search), std::move(owned));
    }
    // A miss: prepare() built the index; saved with the texts made now.
    auto d
        = std::make_shared<const Data>(matcher, makePatternTexts(matcher), *cached->search, std::move(owned));
    QElapsedTimer timer;
    timer.start();
    QString error;
    if (!SetupCache::write(cached->path, cached->key, d->patternTexts, d->search, &error))
        qCWarning(lcTriage) << "cannot save the triage setup" << cached->path << error;
    qCDebug(lcTriage) << "saved the triage setup in" << timer.elapsed() << "ms";
    return d;
}

const LogMatcher &TriageSetup::matcher() const
{
    return d->matcher;
}

} // namespace Faultline
