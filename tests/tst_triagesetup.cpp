// SPDX-License-Identifier: MIT
// A triage setup whose record index was prepared before its matcher was compiled triages as one
// built from the matcher: also when the matcher left out a record the index was prepared with.
// A shared setup is one per matcher and keeps its matcher alive. What a setup derives from its
// records is saved and read back on the next start, and never trusted when the records changed or
// the file is damaged.
#include "cachefile.h"
#include "logmatcher.h"
#include "setupcache.h"
#include "testshared.h"
#include "triage.h"
#include "triagesetup.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Faultline;
using namespace FaultlineTest;
using namespace Qt::StringLiterals;

namespace {

const QByteArray crashLog = "INFO starting vacuum\n"
                            "ERROR: connect failed: connection refused\n"
                            "ERROR: vacuum freeze horizon could not advance in worker 7\n"
                            "FATAL: tablespace bloat limit reached in vacuum worker 7\n"_ba;

/// Each finding as "record score confidence", in the order triage ranked them.
QStringList findingsOf(const TriageSetup &setup)
{
    QByteArray bytes = crashLog;
    QBuffer input(&bytes);
    input.open(QIODevice::ReadOnly);
    QStringList found;
    for (const Finding &f : Triage::run(setup, input).findings)
        found.append(u"%1 %2 %3%4"_s.arg(f.record.id())
                .arg(f.score, 0, 'f', 6)
                .arg(f.confidence, 0, 'f', 6)
                .arg(f.suggestion ? u" (s)"_s : u""_s));
    return found;
}

QList<Record> cacheRecords(
    const QString &bloatSignature = u"tablespace bloat limit reached in vacuum worker"_s)
{
    return {signedRecord(u"net/refused"_s, u"connection refused"_s, u"networking"_s,
                u"connect ECONNREFUSED: connection refused"_s),
        signedRecord(u"pg/bloat"_s, u"bloat_limit_\\d+_reached"_s, u"database"_s, bloatSignature),
        signedRecord(u"pg/vacuum-freeze"_s, u"vacuum freeze horizon"_s, u"database"_s,
            u"vacuum worker could not advance the freeze horizon"_s)};
}

/// A RecordSearch's answer for \a line, as text to compare.
QStringList queried(const RecordSearch &search, std::string_view line)
{
    QStringList found;
    for (const RecordSearch::Hit &hit : search.query(line, 5))
        found.append(
            u"%1 %2 %3"_s.arg(hit.record).arg(hit.score, 0, 'g', 17).arg(hit.normalized, 0, 'g', 17));
    return found;
}

} // namespace

class TestTriageSetup : public QObject
{
    Q_OBJECT

private slots:
    void preparedSearchTriagesAsTheMatchersOwn_data()
    {
        QTest::addColumn<bool>("withRejected");
        QTest::newRow("matcher keeps every record") << false;
        QTest::newRow("matcher leaves one out") << true;
    }

    void preparedSearchTriagesAsTheMatchersOwn()
    {
        QFETCH(bool, withRejected);
        QList<Record> records {
            signedRecord(u"net/refused"_s, u"connection refused"_s, u"networking"_s,
                u"connect ECONNREFUSED: connection refused"_s),
        };
        // A regex that matches an empty string: the matcher leaves it out, so the prepared index
        // (of every record with a regex) is not the matcher's: what a hit on the record after it
        // explains would be read from the wrong record.
        if (withRejected)
            records.append(regexRecord(u"bad/empty"_s, u"(x*)"_s, u"database"_s));
        records.append(signedRecord(u"pg/bloat"_s, u"bloat_limit_\\d+_reached"_s, u"database"_s,
            u"tablespace bloat limit reached in vacuum worker"_s));
        records.append(signedRecord(u"pg/vacuum-freeze"_s, u"vacuum freeze horizon"_s, u"database"_s,
            u"vacuum worker could not advance the freeze horizon"_s));

        const LogMatcher matcher(records);
        QCOMPARE(matcher.records().size(), withRejected ? records.size() - 1 : records.size());
        const QStringList expected = findingsOf(TriageSetup(matcher));
        // The fatal line's record is found by its words (a suggestion).
        QVERIFY2(
            !expected.filter(u"pg/bloat"_s).filter(u"(s)"_s).isEmpty(), qPrintable(expected.join(u"; "_s)));
        QCOMPARE(findingsOf(TriageSetup(matcher, TriageSetup::prepare(records))), expected);
    }

    // The log panes of a window ask for the setup of one matcher: they get one, built once; a new
    // matcher gets its own; a setup outlives the caller's hold on its matcher.
    void sharedIsOnePerMatcher()
    {
        auto matcher = std::make_shared<const LogMatcher>(QList<Record> {signedRecord(u"pg/bloat"_s,
            u"bloat limit reached"_s, u"database"_s, u"tablespace bloat limit reached in vacuum worker"_s)});
        const TriageSetup first = TriageSetup::shared(matcher);
        const TriageSetup again = TriageSetup::shared(matcher);
        QCOMPARE(&again.data(), &first.data());
        const QStringList expected = findingsOf(TriageSetup(*matcher));

        const auto other = std::make_shared<const LogMatcher>(matcher->records());
        QVERIFY(&TriageSetup::shared(other).data() != &first.data());

        matcher.reset(); // the caller lets go; its setup still triages with it
        QCOMPARE(findingsOf(first), expected);
        QVERIFY(!expected.filter(u"pg/bloat"_s).isEmpty());
    }

    // The window's setup, shared by its log panes, is saved and read back like the command line's:
    // what the file holds is what the setup triages with (it says it is of these records).
    void sharedSetupUsesTheCache()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        qputenv("FAULTLINE_CACHE_DIR", folder.path().toUtf8());
        const QList<Record> records = cacheRecords();
        auto first = std::make_shared<const LogMatcher>(records);
        const QStringList built = findingsOf(TriageSetup(*first));
        const QString path = SetupCache::filePath(folder.path(), u"kb"_s);
        TriageSetup::nameCache(first, u"kb"_s);
        QCOMPARE(findingsOf(TriageSetup::shared(first)), built);
        QVERIFY(SetupCache::read(path, SetupCache::key(records), records.size())); // saved

        // A file of these records whose index was made of other words (as no start would write
        // it): a setup that reads it suggests from those words.
        std::vector<PatternText> texts;
        for (const Record &r : records)
            texts.emplace_back(r);
        const RecordSearch otherWords(cacheRecords(u"autovacuum launcher heap limit"_s));
        QVERIFY(SetupCache::write(path, SetupCache::key(records), texts, otherWords));
        auto second = std::make_shared<const LogMatcher>(records);
        QCOMPARE(findingsOf(TriageSetup::shared(second)), built); // not named: built
        TriageSetup::nameCache(second, u"kb"_s);
        auto third = std::make_shared<const LogMatcher>(records);
        QCOMPARE(findingsOf(TriageSetup::shared(third)), built); // named for another matcher
        auto fourth = std::make_shared<const LogMatcher>(records);
        TriageSetup::nameCache(fourth, u"kb"_s);
        const QStringList read = findingsOf(TriageSetup::shared(fourth));
        QVERIFY2(read != built, qPrintable(read.join(u"; "_s)));
        QCOMPARE(read, findingsOf(TriageSetup(*fourth, TriageSetup::prepare(records, u"kb"_s))));
        qunsetenv("FAULTLINE_CACHE_DIR");
    }

    // A start with a cache folder saves what it derived; the next reads it back and triages alike,
    // and what it read is what building gives.
    void cachedSetupTriagesAsTheBuiltOne()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        qputenv("FAULTLINE_CACHE_DIR", folder.path().toUtf8());
        const QList<Record> records = cacheRecords();
        const LogMatcher matcher(records);
        const QStringList expected = findingsOf(TriageSetup(matcher));
        QVERIFY2(
            !expected.filter(u"pg/bloat"_s).filter(u"(s)"_s).isEmpty(), qPrintable(expected.join(u"; "_s)));

        const QString path = SetupCache::filePath(folder.path(), u"kb"_s);
        QVERIFY(!QFile::exists(path));
        QCOMPARE(findingsOf(TriageSetup(matcher, TriageSetup::prepare(records, u"kb"_s))), expected);
        QVERIFY(QFile::exists(path)); // saved by the first start

        const std::optional<SetupCache::Contents> read
            = SetupCache::read(path, SetupCache::key(records), records.size());
        QVERIFY(read);
        const RecordSearch built(records);
        for (const std::string_view line : {"FATAL: tablespace bloat limit reached in vacuum worker 7",
                 "connect ECONNREFUSED 127.0.0.1:5432", "vacuum freeze horizon"})
            QCOMPARE(queried(read->search, line), queried(built, line));
        QCOMPARE(read->patternTexts.size(), std::size_t(records.size()));
        for (qsizetype i = 0; i < records.size(); ++i) {
            const PatternText made(records.at(i));
            const PatternText &saved = read->patternTexts[std::size_t(i)];
            QCOMPARE(saved.signature(), made.signature());
            QCOMPARE(saved.contextWords(), made.contextWords());
            QCOMPARE(saved.failureKinds(), made.failureKinds());
            const std::string_view line
                = "bloat_limit_7_reached: connection refused in vacuum freeze horizon";
            QCOMPARE(saved.specificBytesOf(line, 0, line.size()).bytes,
                made.specificBytesOf(line, 0, line.size()).bytes);
        }
        QCOMPARE(findingsOf(TriageSetup(matcher, TriageSetup::prepare(records, u"kb"_s))), expected);
        qunsetenv("FAULTLINE_CACHE_DIR");
    }

    // Records edited since the file was saved: it is not read, and the setup of the new records is
    // built and saved in its place.
    void changedRecordsAreNotReadFromTheCache()
    {
        QTemporaryDir folder;
        qputenv("FAULTLINE_CACHE_DIR", folder.path().toUtf8());
        const QList<Record> before = cacheRecords();
        (void)TriageSetup(LogMatcher(before), TriageSetup::prepare(before, u"kb"_s));

        const QList<Record> after = cacheRecords(u"heap bloat limit reached in autovacuum launcher"_s);
        const QString path = SetupCache::filePath(folder.path(), u"kb"_s);
        QVERIFY(SetupCache::key(after) != SetupCache::key(before));
        QVERIFY(!SetupCache::read(path, SetupCache::key(after), after.size()));

        const LogMatcher matcher(after);
        const QStringList expected = findingsOf(TriageSetup(matcher));
        QCOMPARE(findingsOf(TriageSetup(matcher, TriageSetup::prepare(after, u"kb"_s))), expected);
        QVERIFY(SetupCache::read(path, SetupCache::key(after), after.size())); // saved again
        qunsetenv("FAULTLINE_CACHE_DIR");
    }

    // A file cut short or with a byte changed is a miss; the setup is built and the file saved whole.
    void damagedCacheIsBuiltAgain_data()
    {
        QTest::addColumn<bool>("truncate");
        QTest::newRow("cut short") << true;
        QTest::newRow("one byte changed") << false;
    }

    void damagedCacheIsBuiltAgain()
    {
        QFETCH(bool, truncate);
        QTemporaryDir folder;
        qputenv("FAULTLINE_CACHE_DIR", folder.path().toUtf8());
        const QList<Record> records = cacheRecords();
        const LogMatcher matcher(records);
        const QStringList expected = findingsOf(TriageSetup(matcher));
        (void)TriageSetup(matcher, TriageSetup::prepare(records, u"kb"_s));
        const QString path = SetupCache::filePath(folder.path(), u"kb"_s);
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            const qint64 size = file.size();
            if (truncate) {
                QVERIFY(file.resize(size / 2));
            } else {
                QVERIFY(file.seek(size - 40));
                char byte = 0;
                QVERIFY(file.getChar(&byte));
                QVERIFY(file.seek(size - 40));
                QVERIFY(file.putChar(char(byte ^ 0x5a)));
            }
        }
        QVERIFY(!SetupCache::read(path, SetupCache::key(records), records.size()));
        QCOMPARE(findingsOf(TriageSetup(matcher, TriageSetup::prepare(records, u"kb"_s))), expected);
        QVERIFY(SetupCache::read(path, SetupCache::key(records), records.size()));
        qunsetenv("FAULTLINE_CACHE_DIR");
    }

    // An index whose tables do not hold together is not read, whatever the file's checksum said: a
    // posting of a record past the index's records would be read out of bounds by query().
    void inconsistentIndexIsNotRead()
    {
        auto bytesOf = [](std::uint32_t postingRecord) {
            QByteArray bytes;
            QDataStream out(&bytes, QIODevice::WriteOnly);
            out.setVersion(QDataStream::Qt_6_5);
            out.setByteOrder(QDataStream::LittleEndian);
            out << qint64(1) << 0.5 << 1.0; // records, unknown and rare idf
            out << quint64(1) << quint64(42); // terms
            out << quint64(1) << 1.0; // idf
            out << quint64(2) << quint32(0) << quint32(1); // offsets
            struct Posting
            {
                std::uint32_t record;
                float saturated, credit;
            } posting {postingRecord, 1.0f, 1.0f};
            out << quint64(1);
            out.writeRawData(reinterpret_cast<const char *>(&posting), sizeof posting);
            return bytes;
        };
        const QByteArray good = bytesOf(0), bad = bytesOf(3);
        StreamReader goodIn(good), badIn(bad);
        QVERIFY(RecordSearch::read(goodIn));
        QVERIFY(!RecordSearch::read(badIn));
    }
};

QTEST_GUILESS_MAIN(TestTriageSetup)
#include "tst_triagesetup.moc"
