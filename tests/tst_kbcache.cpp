// SPDX-License-Identifier: MIT
// The knowledge-base cache (KnowledgeBaseCache) and the matcher's plan cache (MatchPlanCache):
// a hit gives exactly what a load from the sources gives, and a stale, truncated, damaged cache
// or one of another build is never trusted.
#include "cachefile.h"
#include "knowledgebase.h"
#include "knowledgebasecache.h"
#include "literalset.h"
#include "logmatcher.h"
#include "matchplan_p.h"
#include "matchplancache.h"
#include "recordscope.h"
#include "testshared.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QtConcurrent/QtConcurrentMap>
#include <QtEndian>

#include <atomic>
#include <cerrno>
#include <cstring>

#include <utime.h>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

/// Every field of two records, so that a difference names the field.
bool sameRecord(const Record &a, const Record &b, QString *field)
{
    const RecordData &x = a.data(), &y = b.data();
#define FIELD(name)                                                                                          \
    if (!(x.name == y.name)) {                                                                               \
        *field = u"" #name ""_s;                                                                             \
        return false;                                                                                        \
    }
    FIELD(id)
    FIELD(signature)
    FIELD(signatureZh)
    FIELD(regex) FIELD(domain) FIELD(category) FIELD(subcategory) FIELD(rootCause) FIELD(rootCauseType)
        FIELD(rootCauseZh) FIELD(versions) FIELD(os) FIELD(osSpecific) FIELD(environment) FIELD(deadEnds)
            FIELD(workarounds) FIELD(workaroundsZh) FIELD(links) FIELD(officialDocUrl)
                FIELD(officialDocSection) FIELD(errorCode) FIELD(verificationTier) FIELD(confidence)
                    FIELD(fixSuccessRate) FIELD(resolvable) FIELD(firstSeen) FIELD(lastConfirmed)
                        FIELD(lastUpdated) FIELD(evidenceCount) FIELD(tags) FIELD(examples) FIELD(locale)
                            FIELD(aliases) FIELD(url) FIELD(metadata) FIELD(extra) FIELD(format)
                                FIELD(sourcePath) FIELD(sourceLine) FIELD(regexError)
#undef FIELD
                                    return true;
}

/// Everything a KnowledgeBase holds, compared; the first difference fails the test.
void compareKnowledgeBases(const KnowledgeBase &got, const KnowledgeBase &expected)
{
    QCOMPARE(got.records().size(), expected.records().size());
    for (qsizetype i = 0; i < got.records().size(); ++i) {
        QString field;
        if (!sameRecord(got.records()[i], expected.records()[i], &field))
            QFAIL(qPrintable(u"record %1 (%2): %3 differs"_s.arg(i).arg(expected.records()[i].id(), field)));
        QVERIFY(got.contains(expected.records()[i].id()));
        QCOMPARE(got.record(expected.records()[i].id()).id(), expected.records()[i].id());
        QCOMPARE(got.overriddenSources(expected.records()[i].id()),
            expected.overriddenSources(expected.records()[i].id()));
    }
    QCOMPARE(got.documents().size(), expected.documents().size());
    for (qsizetype i = 0; i < got.documents().size(); ++i) {
        const Document &g = got.documents()[i], &e = expected.documents()[i];
        QCOMPARE(g.kind, e.kind);
        QCOMPARE(g.id, e.id);
        QCOMPARE(g.title, e.title);
        QCOMPARE(g.date, e.date);
        QCOMPARE(g.body, e.body);
        QCOMPARE(g.frontMatter, e.frontMatter);
        QCOMPARE(g.sourcePath, e.sourcePath);
    }
    QCOMPARE(got.diagnostics(), expected.diagnostics());
    QCOMPARE(got.sources(), expected.sources());
    QCOMPARE(got.fileCount(), expected.fileCount());
    QCOMPARE(got.isComplete(), expected.isComplete());
    QCOMPARE(got.sourceSummaries().size(), expected.sourceSummaries().size());
    for (qsizetype i = 0; i < got.sourceSummaries().size(); ++i) {
        const SourceSummary &g = got.sourceSummaries()[i], &e = expected.sourceSummaries()[i];
        QCOMPARE(g.source, e.source);
        QCOMPARE(g.files, e.files);
        QCOMPARE(g.records, e.records);
        QCOMPARE(g.documents, e.documents);
        QCOMPARE(g.errors, e.errors);
        QCOMPARE(g.warnings, e.warnings);
    }
}

struct Found
{
    qint64 line;
    QString id;
    int begin, end;
    bool operator==(const Found &) const = default;
};

/// Every hit of \a matcher on \a text, blocks of it matched on several threads at once (the way
/// workers share one matcher), in line order.
QList<Found> matchAll(const LogMatcher &matcher, const QByteArray &text)
{
    QList<QByteArray> blocks;
    constexpr int linesPerBlock = 40;
    qsizetype start = 0;
    int lines = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' && ++lines % linesPerBlock == 0) {
            blocks.append(text.sliced(start, i + 1 - start));
            start = i + 1;
        }
    }
    if (start < text.size())
        blocks.append(text.sliced(start));
    const QList<QList<Found>> perBlock = QtConcurrent::blockingMapped(blocks, [&](const QByteArray &block) {
        QList<Found> found;
        matcher.matchBlock(std::string_view(block.data(), size_t(block.size())),
            [&](qint64 line, std::string_view, std::span<const LogMatcher::Hit> hits) {
                for (const LogMatcher::Hit &hit : hits)
                    found.append({line, matcher.records().at(hit.pattern).id(), hit.begin, hit.end});
            });
        return found;
    });
    QList<Found> all;
    for (qsizetype b = 0; b < perBlock.size(); ++b) {
        for (Found f : perBlock[b]) {
            f.line += b * linesPerBlock;
            all.append(f);
        }
    }
    return all;
}

/// A log that should hit many records: each record's examples and signature, a few noise lines.
QByteArray sampleLog(const KnowledgeBase &kb)
{
    QByteArray text = "INFO starting up\nnothing to see here\n";
    for (const Record &r : kb.records()) {
        for (const QString &example : r.examples())
            text += example.toUtf8().replace('\n', ' ') + '\n';
        text += "ERROR " + r.signature().toUtf8().replace('\n', ' ') + '\n';
    }
    return text;
}

/// The fixture records and some of our own whose literals are outside ASCII, so that both of the
/// matcher's automatons have literals.
QList<Record> mixedRecords(const KnowledgeBase &kb)
{
    using FaultlineTest::regexRecord;
    QList<Record> records = kb.records();
    records += {regexRecord(u"ru"_s, u"ошибка сегментирования"_s),
        regexRecord(u"fr"_s, u"délai (dépassé|expiré)"_s), regexRecord(u"zh"_s, u"内存不足.*失败"_s),
        regexRecord(u"ja"_s, u"接続がタイムアウトしました"_s),
        regexRecord(u"de"_s, u"Datei (\\S+) nicht gefunden: Fehler ä"_s),
        regexRecord(u"ascii"_s, u"connection (reset|refused) by peer"_s)};
    return records;
}

/// Lines for mixedRecords(): hits and near misses, in and out of ASCII, upper case, progress bars.
QByteArray mixedLog(const KnowledgeBase &kb)
{
    return sampleLog(kb)
        + "ERROR: ошибка сегментирования (core dumped)\n"
          "ОШИБКА СЕГМЕНТИРОВАНИЯ\n"
          "WARN délai dépassé après 30 s\n"
          "warn DÉLAI EXPIRÉ\n"
          "délai presque dépassé\n"
          "内存不足，分配失败\n"
          "失败：内存不足\n"
          "接続がタイムアウトしました (10.0.0.1)\n"
          "Datei /etc/x.conf nicht gefunden: Fehler ä\n"
          "Datei nicht gefunden: Fehler ä\n"
          "Connection RESET by peer\n"
          "━━━━━━━━━━━━━━━━━━━━ 100% ┃ 12.3 MB/s\n"
          "│ box │ drawing │ 内存 │\n"
          "plain line with nothing in it\n";
}

/// Sets the 32-bit number at \a at of \a bytes.
void setNumber(QByteArray &bytes, qsizetype at, quint32 value)
{
    qToLittleEndian(value, bytes.data() + at);
}

quint32 numberAt(const QByteArray &bytes, qsizetype at)
{
    return qFromLittleEndian<quint32>(bytes.constData() + at);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestKbCache : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_cache;
    QString m_records; // a folder of records of our own, changed by the tests

    /// A load through the cache in m_cache, with its outcome.
    KnowledgeBase cachedLoad(const QStringList &sources, KnowledgeBaseCache::Outcome expected)
    {
        KnowledgeBaseCache::Outcome outcome = KnowledgeBaseCache::Outcome::Off;
        KnowledgeBase kb = KnowledgeBaseCache::load(sources, {}, m_cache.path(), &outcome);
        KnowledgeBaseCache::finishSaving(); // as when the program ends: the cache file is written
        [&] { QCOMPARE(outcome, expected); }();
        return kb;
    }
    QString cacheFile(const QStringList &sources) const
    {
        return KnowledgeBaseCache::filePath(m_cache.path(), sources);
    }
    /// Fresh records folder: the fixtures of tests/data/kb and tests/data/bad, problems and all.
    void makeRecords()
    {
        const QString dir = m_cache.filePath(u"records"_s);
        QDir(dir).removeRecursively();
        QVERIFY(QDir().mkpath(dir));
        for (const QString &fixtures : {u"kb"_s, u"bad"_s}) {
            for (const QFileInfo &file : QDir(FaultlineTest::testData(fixtures)).entryInfoList(QDir::Files)) {
                const QString copy = dir + u'/' + file.fileName();
                QVERIFY(QFile::copy(file.filePath(), copy));
                QVERIFY(QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner));
            }
        }
        QVERIFY(QFileInfo::exists(dir + u"/unknown-fields.json"_s));
        QVERIFY(QFileInfo::exists(dir + u"/lines.jsonl"_s));
        m_records = dir;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.isValid());
        // The cache of this process only, wherever the environment points.
        qputenv("FAULTLINE_CACHE_DIR", m_cache.path().toUtf8());
        qunsetenv("FAULTLINE_NO_CACHE");
    }

    void init()
    {
        makeRecords();
        for (const QFileInfo &file : QDir(m_cache.path()).entryInfoList({u"*.cache"_s}, QDir::Files))
            QFile::remove(file.filePath());
    }

    // Seeds, corpus and our fixtures with their problems: a hit is the load, field for field, and
    // the matcher built from the cached plan finds the same hits.
    void hitIsTheLoad_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("fixtures with problems") << QString();
        QTest::newRow("seeds") << FaultlineTest::seedsDir();
        QTest::newRow("corpus") << FaultlineTest::corpusDir() + u"/data"_s;
    }
    void hitIsTheLoad()
    {
        QFETCH(QString, source);
        if (source.isEmpty())
            source = m_records;
        FAULTLINE_REQUIRE_DIR(source);
        const QStringList sources {source, FaultlineTest::testData(u"bad"_s)};
        const KnowledgeBase fresh = KnowledgeBase::load(sources);
        QVERIFY(!fresh.records().isEmpty());
        compareKnowledgeBases(cachedLoad(sources, KnowledgeBaseCache::Outcome::Miss), fresh);
        QVERIFY(QFileInfo::exists(cacheFile(sources)));
        const KnowledgeBase cached = cachedLoad(sources, KnowledgeBaseCache::Outcome::Hit);
        compareKnowledgeBases(cached, fresh);
        QVERIFY(cached.warningCount() + cached.errorCount() > 0); // the load's problems are kept

        const LogMatcher reference(fresh.records());
        MatchPlanCache::Outcome outcome = MatchPlanCache::Outcome::Off;
        const auto first = MatchPlanCache::build(cached.records(), source, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        const auto planned = MatchPlanCache::build(cached.records(), source, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Hit);
        QCOMPARE(planned->compiledCount(), 0);
        QCOMPARE(planned->patternCount(), reference.patternCount());
        QCOMPARE(planned->rejected().size(), reference.rejected().size());
        for (qsizetype i = 0; i < reference.rejected().size(); ++i) {
            QCOMPARE(planned->rejected()[i].recordId, reference.rejected()[i].recordId);
            QCOMPARE(planned->rejected()[i].error, reference.rejected()[i].error);
        }
        const QByteArray log = sampleLog(fresh);
        const QList<Found> expected = matchAll(reference, log);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(matchAll(*first, log), expected);
        QCOMPARE(matchAll(*planned, log), expected);
    }

    // A record read from the cache decodes most of its fields the first time one is asked for.
    // Asked for by many threads at once, each sees them whole; its scope is right before and after;
    // an edited copy starts from every field, and its scope follows the edit.
    void deferredFieldsAreWhole()
    {
        const QStringList sources {m_records};
        const KnowledgeBase fresh = KnowledgeBase::load(sources);
        (void)cachedLoad(sources, KnowledgeBaseCache::Outcome::Miss);
        const KnowledgeBase cached = cachedLoad(sources, KnowledgeBaseCache::Outcome::Hit);
        QCOMPARE(cached.records().size(), fresh.records().size());
        qsizetype withDeadEnds = 0;
        for (qsizetype i = 0; i < fresh.records().size(); ++i) {
            QCOMPARE(scopeOf(cached.records()[i]), scopeOf(fresh.records()[i]));
            withDeadEnds += fresh.records()[i].deadEnds().isEmpty() ? 0 : 1;
        }
        QVERIFY(withDeadEnds > 0);

        QList<qsizetype> asks;
        for (int round = 0; round < 16; ++round) {
            for (qsizetype i = 0; i < fresh.records().size(); ++i)
                asks.append(i);
        }
        std::atomic<int> differing = 0;
        QtConcurrent::blockingMap(asks, [&](qsizetype i) {
            const Record &got = cached.records()[i], &expected = fresh.records()[i];
            if (got.deadEnds() != expected.deadEnds() || got.workarounds() != expected.workarounds()
                || got.versions() != expected.versions() || got.signatureZh() != expected.signatureZh()
                || got.metadata() != expected.metadata())
                ++differing;
        });
        QCOMPARE(differing.load(), 0);
        compareKnowledgeBases(cached, fresh);

        const KnowledgeBase again = cachedLoad(sources, KnowledgeBaseCache::Outcome::Hit);
        Record edited = again.records().constFirst();
        edited.edit().environment = QJsonObject {{u"audience"_s, u"travellers"_s}};
        QCOMPARE(edited.deadEnds(), fresh.records().constFirst().deadEnds());
        QCOMPARE(edited.signatureZh(), fresh.records().constFirst().signatureZh());
        QCOMPARE(scopeOf(edited), RecordScope::Advice);
        QCOMPARE(scopeOf(again.records().constFirst()), scopeOf(fresh.records().constFirst()));
        QCOMPARE(again.records().constFirst().environment(), fresh.records().constFirst().environment());
    }

    // A source file changed in size, in time only, added or removed: a miss, and what the
    // sources hold now is loaded.
    void changedSourceIsAMiss_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("size") << u"size"_s;
        QTest::newRow("time only") << u"time"_s;
        QTest::newRow("file added") << u"added"_s;
        QTest::newRow("file removed") << u"removed"_s;
    }
    void changedSourceIsAMiss()
    {
        QFETCH(QString, change);
        const QStringList sources {m_records};
        cachedLoad(sources, KnowledgeBaseCache::Outcome::Miss);
        cachedLoad(sources, KnowledgeBaseCache::Outcome::Hit);
        const QString file = m_records + u"/unknown-fields.json"_s;
        if (change == u"size") {
            QByteArray bytes = readAll(file);
            bytes.replace("\"id\"", "\"id\" ");
            FaultlineTest::writeFile(file, bytes);
        } else if (change == u"time") {
            const QFileInfo info(file);
            const qint64 size = info.size();
            struct utimbuf times;
            times.actime = times.modtime = info.lastModified().toSecsSinceEpoch() - 3600;
            QVERIFY2(::utime(QFile::encodeName(file).constData(), &times) == 0, std::strerror(errno));
            QCOMPARE(QFileInfo(file).size(), size);
        } else if (change == u"added") {
            QVERIFY(QFile::copy(
                FaultlineTest::testData(u"kb/builtin-sample.json"_s), m_records + u"/more.json"_s));
        } else {
            QVERIFY(QFile::remove(m_records + u"/lines.jsonl"_s));
        }
        const KnowledgeBase now = cachedLoad(sources, KnowledgeBaseCache::Outcome::Miss);
        compareKnowledgeBases(now, KnowledgeBase::load(sources));
        compareKnowledgeBases(cachedLoad(sources, KnowledgeBaseCache::Outcome::Hit), now);
    }

    // The cache file cut short, a byte of its payload flipped, its header from another build, or
    // another format version: never trusted; the sources are read and the cache written again.
    void damagedCacheIsAMiss_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("truncated") << u"truncated"_s;
        QTest::newRow("payload byte") << u"payload"_s;
        QTest::newRow("last byte") << u"last"_s;
        QTest::newRow("another build") << u"build"_s;
        QTest::newRow("format version") << u"version"_s;
        QTest::newRow("empty") << u"empty"_s;
        QTest::newRow("not a cache") << u"garbage"_s;
    }
    void damagedCacheIsAMiss()
    {
        QFETCH(QString, damage);
        const QStringList sources {m_records, FaultlineTest::testData(u"bad"_s)};
        const KnowledgeBase fresh = KnowledgeBase::load(sources);
        cachedLoad(sources, KnowledgeBaseCache::Outcome::Miss);
        const QString path = cacheFile(sources);
        QByteArray bytes = readAll(path);
        const QByteArray identity = CacheFile::programIdentity();
        const qsizetype identityAt = bytes.indexOf(identity);
        QVERIFY(identityAt > 0);
        if (damage == u"truncated")
            bytes.chop(bytes.size() / 3);
        else if (damage == u"payload")
            bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x20);
        else if (damage == u"last")
            bytes[bytes.size() - 1] = char(bytes[bytes.size() - 1] ^ 0x01);
        else if (damage == u"build")
            bytes[identityAt] = char(bytes[identityAt] ^ 0x01); // as another version would write it
        else if (damage == u"version")
            bytes[8] = char(bytes[8] + 1); // the format version follows the 8-byte magic
        else if (damage == u"empty")
            bytes.clear();
        else
            bytes = QByteArray(4096, 'x');
        FaultlineTest::writeFile(path, bytes);
        compareKnowledgeBases(cachedLoad(sources, KnowledgeBaseCache::Outcome::Miss), fresh);
        compareKnowledgeBases(cachedLoad(sources, KnowledgeBaseCache::Outcome::Hit), fresh);
    }

    // The plan file damaged, or made for other regexes: the matcher compiles what it lacks and
    // matches as one built without a plan.
    void damagedPlanIsNotTrusted()
    {
        const KnowledgeBase kb = KnowledgeBase::load({m_records});
        const QList<Record> records = kb.records();
        QVERIFY(records.size() > 2);
        MatchPlanCache::Outcome outcome = MatchPlanCache::Outcome::Off;
        MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        const QString path = MatchPlanCache::filePath(m_cache.path(), u"kb"_s);
        QByteArray bytes = readAll(path);
        bytes[bytes.size() - 5] = char(bytes[bytes.size() - 5] ^ 0x40);
        FaultlineTest::writeFile(path, bytes);
        const LogMatcher reference(records);
        const QByteArray log = sampleLog(kb);
        auto matcher = MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        QCOMPARE(matcher->compiledCount(),
            records.size() - std::count_if(records.begin(), records.end(), [](const Record &r) {
                return r.regex().isEmpty();
            }));
        QCOMPARE(matchAll(*matcher, log), matchAll(reference, log));

        // A plan of other regexes (the first record's changed): only the changed one is compiled.
        QList<Record> edited = records;
        edited[0].edit().regex = u"entirely (different|other) text"_s;
        matcher = MatchPlanCache::build(edited, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        QCOMPARE(matcher->compiledCount(), 1);
        QCOMPARE(matchAll(*matcher, log + "entirely other text\n"),
            matchAll(LogMatcher(edited), log + "entirely other text\n"));
    }

    // The literal automatons read back from the plan file are the ones built from the literals,
    // table for table, and a matcher that uses them finds the same hits line for line.
    void cachedAutomatonsMatchAsBuilt()
    {
        const KnowledgeBase kb = KnowledgeBase::load({m_records});
        const QList<Record> records = mixedRecords(kb);
        MatchPlanCache::Outcome outcome = MatchPlanCache::Outcome::Off;
        MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        const auto cached = MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Hit);
        const LogMatcher fresh(records);
        for (std::size_t set : {0, 1}) {
            const std::shared_ptr<const LiteralSet> loaded = cached->plan().data()->automatons[set].get();
            const std::shared_ptr<const LiteralSet> built = fresh.plan().data()->automatons[set].get();
            QVERIFY(loaded && built);
            QVERIFY(loaded != built);
            QVERIFY(loaded->stateCount() > 1);
            QVERIFY2(*loaded == *built, set ? "outside ASCII" : "ASCII");
        }
        const QByteArray log = mixedLog(kb);
        const QList<Found> expected = matchAll(fresh, log);
        for (const QString &id : {u"ru"_s, u"fr"_s, u"zh"_s, u"ja"_s, u"de"_s, u"ascii"_s}) {
            QVERIFY2(
                std::any_of(expected.begin(), expected.end(), [&](const Found &f) { return f.id == id; }),
                qPrintable(id));
        }
        QCOMPARE(matchAll(*cached, log), expected);
    }

    // An automaton in the plan file that does not hold together, in a file whose checksum is right
    // (written again after the damage), or a file damaged or cut short: not used, built again
    // from the literals and saved; the matcher matches as one built fresh.
    void damagedAutomatonIsRebuilt_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("state out of range") << u"child"_s;
        QTest::newRow("state reached twice") << u"twice"_s;
        QTest::newRow("class out of range") << u"class"_s;
        QTest::newRow("literal id out of range") << u"output"_s;
        QTest::newRow("outputs past the end") << u"outputStart"_s;
        QTest::newRow("state count not the outputs'") << u"states"_s;
        QTest::newRow("huge state count") << u"huge"_s;
        QTest::newRow("file byte flipped") << u"flipped"_s;
        QTest::newRow("file cut short") << u"truncated"_s;
    }
    void damagedAutomatonIsRebuilt()
    {
        QFETCH(QString, damage);
        const KnowledgeBase kb = KnowledgeBase::load({m_records});
        const QList<Record> records = mixedRecords(kb);
        MatchPlanCache::Outcome outcome = MatchPlanCache::Outcome::Off;
        MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        const QString path = MatchPlanCache::filePath(m_cache.path(), u"kb"_s);
        QByteArray file = readAll(path);
        bool wholeFile = true;
        if (damage == u"flipped") {
            file[file.size() - 100] = char(file[file.size() - 100] ^ 0x04);
        } else if (damage == u"truncated") {
            file.chop(file.size() / 4);
        } else {
            wholeFile = false;
            QByteArray payload = CacheFile::read(path, "match-plan", "kb").value_or(QByteArray());
            const std::optional<MatchPlan> plan = MatchPlan::fromBytes(payload);
            QVERIFY(plan && plan->data()->automatons[0].get());
            const QByteArray set = plan->data()->automatons[0].get()->toBytes();
            const qsizetype at = payload.indexOf(set);
            QVERIFY(at > 0);
            // LiteralSet::toBytes(): key (8 bytes), literal count, class count, 256 classes, the
            // output starts and the outputs (each a count and numbers), the state count, then each
            // state's children, breadth first: a count, and per child its class (a byte) and state.
            const quint32 literals = numberAt(set, 8);
            const qsizetype starts = 16 + 256, outputs = starts + 4 + 4 * numberAt(set, starts);
            const qsizetype states = outputs + 4 + 4 * numberAt(set, outputs), root = states + 4;
            QVERIFY(numberAt(set, outputs) > 0 && numberAt(set, root) > 1);
            if (damage == u"child")
                setNumber(payload, at + root + 5, numberAt(set, states) + 7);
            else if (damage == u"twice")
                setNumber(payload, at + root + 10, numberAt(set, root + 5));
            else if (damage == u"class")
                payload[at + 16 + 'e'] = char(0xFF);
            else if (damage == u"output")
                setNumber(payload, at + outputs + 4, literals + 1);
            else if (damage == u"outputStart")
                setNumber(payload, at + outputs - 4, numberAt(set, outputs) + 100);
            else if (damage == u"states")
                setNumber(payload, at + states, numberAt(set, states) + 1);
            else
                setNumber(payload, at + states, 0x7FFFFFF0);
            QVERIFY(!MatchPlan::fromBytes(payload)->data()->automatons[0].get());
            QVERIFY(CacheFile::write(path, "match-plan", "kb", payload));
            file = readAll(path);
        }
        FaultlineTest::writeFile(path, file);
        const auto matcher = MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        // Damage the file's checksum sees costs the whole plan; damage only the automaton's own
        // checks see costs only the automatons.
        if (!wholeFile)
            QCOMPARE(matcher->compiledCount(), 0);
        const QByteArray log = mixedLog(kb);
        QCOMPARE(matchAll(*matcher, log), matchAll(LogMatcher(records), log));
        MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Hit);
    }

    // Automatons saved for other literals (a regex added whose literals were not there, one
    // outside ASCII changed) are not used: the matcher builds its own, finds what the new regexes
    // find, and saves them.
    void otherLiteralsAreNotUsed_data()
    {
        QTest::addColumn<QString>("regex");
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("ASCII literal added")
            << u"zqxjv (unheard|unseen) phrase"_s << QByteArray("an unseen zqxjv unseen phrase");
        QTest::newRow("literal outside ASCII added")
            << u"отказ диска"_s << QByteArray("ошибка: отказ диска sda");
    }
    void otherLiteralsAreNotUsed()
    {
        QFETCH(QString, regex);
        QFETCH(QByteArray, line);
        const KnowledgeBase kb = KnowledgeBase::load({m_records});
        const QList<Record> records = mixedRecords(kb);
        MatchPlanCache::Outcome outcome = MatchPlanCache::Outcome::Off;
        MatchPlanCache::build(records, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        QList<Record> edited = records;
        edited.append(FaultlineTest::regexRecord(u"new"_s, regex));
        const auto matcher = MatchPlanCache::build(edited, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Miss);
        QCOMPARE(matcher->compiledCount(), 1);
        const QByteArray log = mixedLog(kb) + line + '\n';
        const QList<Found> expected = matchAll(LogMatcher(edited), log);
        QVERIFY(
            std::any_of(expected.begin(), expected.end(), [](const Found &f) { return f.id == u"new"_s; }));
        QCOMPARE(matchAll(*matcher, log), expected);
        const auto again = MatchPlanCache::build(edited, u"kb"_s, m_cache.path(), &outcome);
        QCOMPARE(outcome, MatchPlanCache::Outcome::Hit);
        QCOMPARE(matchAll(*again, log), expected);
    }

    // A miss saves the cache while its caller goes on; the next load of the same sources in the
    // process waits for that save and reads it, as the window's reload after a first start does.
    void loadAfterAMissReadsWhatItSaved()
    {
        const QStringList sources {m_records};
        KnowledgeBaseCache::Outcome outcome = KnowledgeBaseCache::Outcome::Off;
        const KnowledgeBase first = KnowledgeBaseCache::load(sources, {}, m_cache.path(), &outcome);
        QCOMPARE(outcome, KnowledgeBaseCache::Outcome::Miss);
        const KnowledgeBase second = KnowledgeBaseCache::load(sources, {}, m_cache.path(), &outcome);
        QCOMPARE(outcome, KnowledgeBaseCache::Outcome::Hit);
        compareKnowledgeBases(second, first);
    }

    // Caching off: nothing read, nothing written.
    void off()
    {
        const QStringList sources {m_records};
        CacheFile::setEnabled(false);
        QVERIFY(CacheFile::directory().isEmpty());
        KnowledgeBaseCache::Outcome outcome = KnowledgeBaseCache::Outcome::Hit;
        const KnowledgeBase kb = KnowledgeBaseCache::load(sources, {}, {}, &outcome);
        CacheFile::setEnabled(true);
        QCOMPARE(outcome, KnowledgeBaseCache::Outcome::Off);
        QVERIFY(!QFileInfo::exists(cacheFile(sources)));
        compareKnowledgeBases(kb, KnowledgeBase::load(sources));

        qputenv("FAULTLINE_NO_CACHE", "1");
        QVERIFY(CacheFile::directory().isEmpty());
        qunsetenv("FAULTLINE_NO_CACHE");
        QCOMPARE(CacheFile::directory(), m_cache.path());
    }

    // The checksum sees any one bit changed, and the key of a cache file is checked.
    void cacheFileKeyAndChecksum()
    {
        const QString path = m_cache.filePath(u"plain.cache"_s);
        QVERIFY(CacheFile::write(path, "test", "key", "payload"));
        QCOMPARE(CacheFile::read(path, "test", "key").value_or(QByteArray()), QByteArray("payload"));
        QVERIFY(!CacheFile::read(path, "test", "other key"));
        QVERIFY(!CacheFile::read(path, "other kind", "key"));
        const QByteArray text = "the quick brown fox jumps over the lazy dog, twice over: 0123456789";
        const quint64 sum = CacheFile::checksum(text);
        for (qsizetype i = 0; i < text.size(); ++i) {
            for (int bit = 0; bit < 8; ++bit) {
                QByteArray changed = text;
                changed[i] = char(changed[i] ^ (1 << bit));
                QVERIFY(CacheFile::checksum(changed) != sum);
            }
        }
        QVERIFY(CacheFile::checksum(text.first(text.size() - 1)) != sum);
    }
};

QTEST_GUILESS_MAIN(TestKbCache)
#include "tst_kbcache.moc"
