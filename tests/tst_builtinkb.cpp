// SPDX-License-Identifier: MIT
// Faultline's built-in knowledge base (resources/kb/*.json, embedded under :/kb) as users get it:
// it loads without a problem, every record speaks English and Chinese, every regex goes through
// the app's own matcher and recognises its examples and nothing else (no other record's examples
// unless the two are linked, no line of the healthy logs), and triage ranks a record first on a
// log that shows one of its examples. A failure names the record.
//
// $FAULTLINE_KB_UNDER_TEST names another folder to hold to the same rules (the CTest run over
// tests/data/kb proves that the checks themselves pass and fail as they should).
#include "bundled.h"
#include "categoryname.h"
#include "knowledgebase.h"
#include "knowledgesources.h"
#include "logmatcher.h"
#include "triagetest.h"

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

bool hasCjk(const QString &text)
{
    static const QRegularExpression cjk(u"[\\x{4e00}-\\x{9fff}]"_s);
    return cjk.match(text).hasMatch();
}

/// The lines of \a text the matcher hits, as (0-based line, pattern) pairs.
QList<std::pair<qint64, int>> hitsIn(const LogMatcher &matcher, const QByteArray &text)
{
    QList<std::pair<qint64, int>> out;
    matcher.matchBlock(std::string_view(text.constData(), std::size_t(text.size())),
        [&](qint64 line, std::string_view, std::span<const LogMatcher::Hit> hits) {
            for (const LogMatcher::Hit &hit : hits)
                out.append({line, hit.pattern});
        });
    return out;
}

/// A short log of routine work around \a line, the way an error shows up in a service's log.
QByteArray logAround(const QString &line)
{
    return "2024-06-02 11:04:07,101 INFO  service starting, version 2.4.1\n"
           "2024-06-02 11:04:07,215 INFO  loaded configuration from /etc/app/config.yaml\n"
           "2024-06-02 11:04:08,003 INFO  listening on 0.0.0.0:8080\n"
        + line.toUtf8()
        + "\n"
          "2024-06-02 11:04:09,640 INFO  shutting down\n";
}

} // namespace

class TestBuiltInKb : public QObject
{
    Q_OBJECT

    QString m_folder;
    std::unique_ptr<KnowledgeBase> m_kb;
    std::unique_ptr<LogMatcher> m_matcher;
    // Made once: its search index and signatures cover every record, and each example's triage
    // would otherwise build them again.
    std::unique_ptr<TriageSetup> m_setup;
    QHash<QString, int> m_pattern; // record id → its pattern in m_matcher
    QSet<std::pair<QString, QString>> m_linked; // both directions

    bool linked(const QString &a, const QString &b) const { return m_linked.contains({a, b}); }

    /// One row per record, named by its id.
    void recordRows()
    {
        QTest::addColumn<QString>("id");
        for (const Record &r : m_kb->records())
            QTest::newRow(qPrintable(r.id())) << r.id();
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString override = qEnvironmentVariable("FAULTLINE_KB_UNDER_TEST");
        m_folder = override.isEmpty() ? builtInKnowledgeBase() : override;
        QVERIFY2(!m_folder.isEmpty(),
            "the binary embeds no built-in knowledge base: resources/kb holds no *.json at build time");
        m_kb = std::make_unique<KnowledgeBase>(KnowledgeBase::load({m_folder}));
        QVERIFY2(!m_kb->records().isEmpty(), qPrintable(m_folder + u" holds no records"_s));
        m_matcher = std::make_unique<LogMatcher>(m_kb->records());
        m_setup = std::make_unique<TriageSetup>(*m_matcher);
        for (int i = 0; i < m_matcher->records().size(); ++i)
            m_pattern.insert(m_matcher->records()[i].id(), i);
        for (const Record &r : m_kb->records()) {
            for (const RecordLink &l : r.links()) {
                m_linked.insert({r.id(), l.targetId});
                m_linked.insert({l.targetId, r.id()});
            }
        }
    }

    // Any problem of the load is one the user would see in the diagnostics panel on first start.
    void loadsWithoutDiagnostics()
    {
        QStringList problems;
        for (const Diagnostic &d : m_kb->diagnostics())
            problems.append(d.toString());
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.join(u"\n  "_s)));
        QVERIFY(m_kb->documents().isEmpty());
    }

    // The point of our own knowledge base: every text a user reads, in English and in Chinese.
    void bilingual_data() { recordRows(); }
    void bilingual()
    {
        QFETCH(QString, id);
        const Record record = m_kb->record(id);
        QStringList problems;
        auto need = [&](const QString &what, const QString &english, const QString &chinese) {
            if (english.trimmed().isEmpty())
                problems.append(what + u": no English"_s);
            if (!hasCjk(chinese))
                problems.append(what + u": no Chinese"_s);
        };
        need(u"signature"_s, record.signature(), record.signatureZh());
        need(u"root cause"_s, record.rootCause(), record.rootCauseZh());
        const QList<Workaround> workarounds = record.workarounds();
        if (workarounds.isEmpty())
            problems.append(u"no workaround"_s);
        for (qsizetype i = 0; i < workarounds.size(); ++i) {
            const Workaround &w = workarounds[i];
            need(u"workaround %1 action"_s.arg(i + 1), w.action, w.actionZh);
            if (!w.condition.isEmpty())
                need(u"workaround %1 condition"_s.arg(i + 1), w.condition, w.conditionZh);
        }
        const QList<DeadEnd> deadEnds = record.deadEnds();
        if (deadEnds.isEmpty())
            problems.append(u"no dead end"_s);
        for (qsizetype i = 0; i < deadEnds.size(); ++i) {
            const DeadEnd &d = deadEnds[i];
            need(u"dead end %1 action"_s.arg(i + 1), d.action, d.actionZh);
            need(u"dead end %1 why it fails"_s.arg(i + 1), d.whyFails, d.whyFailsZh);
        }
        // A link says how the two errors differ, in both languages (the record page shows it).
        for (const RecordLink &l : record.links())
            need(u"link to %1"_s.arg(l.targetId), l.distinction, l.distinctionZh);
        // The browser's tree shows the category by its name, translated: a category without one
        // would read in English in the Chinese interface.
        if (!isKnownCategory(record.category()))
            problems.append(
                u"category %1 has no translated name (models/kb/categoryname.cpp)"_s.arg(record.category()));
        for (const VersionInfo &v : record.versions()) {
            if (!v.behaviorChange.isEmpty())
                need(u"version %1 behaviour change"_s.arg(v.version), v.behaviorChange, v.behaviorChangeZh);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
    }

    // Through the app's own matcher (RE2, as triage runs it): the regex compiles and recognises
    // each of the record's examples, of which there are at least three.
    void examplesMatch_data() { recordRows(); }
    void examplesMatch()
    {
        QFETCH(QString, id);
        const Record record = m_kb->record(id);
        QVERIFY2(record.examples().size() >= 3,
            qPrintable(u"%1 example(s); at least 3 needed"_s.arg(record.examples().size())));
        for (const LogMatcher::Rejected &rejected : m_matcher->rejected())
            QVERIFY2(rejected.recordId != record.id(), qPrintable(u"regex rejected: "_s + rejected.error));
        const int own = m_pattern.value(record.id(), -1);
        QVERIFY2(own >= 0, "the matcher left the regex out");
        QStringList missed;
        for (const QString &example : record.examples()) {
            const auto hits = hitsIn(*m_matcher, example.toUtf8());
            if (!std::any_of(hits.begin(), hits.end(), [own](const auto &h) { return h.second == own; }))
                missed.append(example);
        }
        QVERIFY2(missed.isEmpty(), qPrintable(u"regex misses: "_s + missed.join(u" | "_s)));
    }

    // A record's examples are evidence for it alone, or for records it says are related.
    void noCrossMatches_data() { recordRows(); }
    void noCrossMatches()
    {
        QFETCH(QString, id);
        const Record record = m_kb->record(id);
        QStringList problems;
        for (const QString &example : record.examples()) {
            for (const auto &[line, pattern] : hitsIn(*m_matcher, example.toUtf8())) {
                const QString other = m_matcher->records()[pattern].id();
                if (other != record.id() && !linked(record.id(), other))
                    problems.append(u"%1 (not linked) matches: %2"_s.arg(other, example));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.join(u"\n  "_s)));
    }

    // Logs of systems working normally: a regex that fires there would raise false alarms.
    void silentOnHealthyLogs()
    {
        const QString folder = QStringLiteral(FAULTLINE_HEALTHY_LOGS);
        QDirIterator it(folder, QDir::Files);
        int files = 0;
        // Per record its first few places and how many there are: a broad regex fires on
        // thousands of lines.
        QMap<QString, QStringList> places;
        QMap<QString, int> counts;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            ++files;
            for (const auto &[line, pattern] : hitsIn(*m_matcher, file.readAll())) {
                const QString id = m_matcher->records()[pattern].id();
                if (++counts[id] <= 5)
                    places[id].append(it.fileName() + u':' + QString::number(line + 1));
            }
        }
        QStringList problems;
        for (auto c = counts.cbegin(); c != counts.cend(); ++c) {
            problems.append(u"%1 fires on %2 healthy line(s): %3"_s.arg(
                c.key(), QString::number(c.value()), places.value(c.key()).join(u", "_s)));
        }
        QVERIFY2(files > 0, qPrintable(u"no healthy logs in "_s + folder));
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.join(u"\n  "_s)));
    }

    // What a user gets: a log with one of the record's lines among routine ones, triaged with the
    // whole built-in knowledge base, has that record first. Every example is tried.
    void triageRanksItFirst()
    {
        QStringList failures;
        for (const Record &r : m_kb->records()) {
            for (const QString &example : r.examples()) {
                const TriageResult result = FaultlineTest::triage(*m_setup, logAround(example));
                const QString first
                    = result.findings.isEmpty() ? u"nothing"_s : result.findings.first().record.id();
                if (first != r.id())
                    failures.append(u"%1: %2 first on: %3"_s.arg(r.id(), first, example));
            }
        }
        QVERIFY2(failures.isEmpty(),
            qPrintable(
                u"%1 example(s) not ranked first:\n  "_s.arg(failures.size()) + failures.join(u"\n  "_s)));
    }

    // The window and `faultline triage` load the built-in knowledge base besides what the user
    // chose, last (a user's record with the same id wins), and can leave it out.
    void loadedByDefault()
    {
        const QString builtIn = builtInKnowledgeBase();
        if (builtIn.isEmpty())
            QSKIP("this build embeds no built-in knowledge base");
        QCOMPARE(KnowledgeSources::toLoad({}), (QStringList {bundledKnowledgeBase(), builtIn}));
        QCOMPARE(KnowledgeSources::toLoad({u"/my/kb"_s}), (QStringList {u"/my/kb"_s, builtIn}));
        QCOMPARE(KnowledgeSources::toLoad({u"/my/kb"_s}, false), QStringList {u"/my/kb"_s});
        QCOMPARE(KnowledgeSources::displayName(builtIn), u"Faultline built-in"_s);
        QCOMPARE(KnowledgeSources::displayName(u"/my/kb"_s), u"/my/kb"_s);
    }

    // `faultline triage` with no --kb finds a built-in record; with --no-builtin it does not.
    void cliFindsItWithoutOptions()
    {
        if (!qEnvironmentVariableIsEmpty("FAULTLINE_KB_UNDER_TEST"))
            QSKIP("checks the built-in knowledge base only");
        const Record record = m_kb->records().first();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(u"app.log"_s);
        QFile file(log);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(logAround(record.examples().value(0)));
        file.close();
        auto firstFinding = [&](const QStringList &options) {
            QProcess process;
            // A settings folder of its own: "without options" means without sources of a user's.
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"XDG_CONFIG_HOME"_s, dir.path());
            process.setProcessEnvironment(env);
            process.start(QStringLiteral(FAULTLINE_EXECUTABLE),
                QStringList {u"triage"_s, u"--quiet"_s, u"--format"_s, u"json"_s} + options
                    + QStringList {log});
            if (!process.waitForFinished(60000))
                return u"(did not finish)"_s;
            const QJsonObject report = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
            for (const char *kind : {"diagnosis", "hits"}) {
                const QJsonArray findings = report.value(QLatin1StringView(kind)).toArray();
                if (!findings.isEmpty())
                    return findings.first().toObject().value(u"record"_s).toString();
            }
            return QString();
        };
        QCOMPARE(firstFinding({}), record.id());
        QVERIFY(firstFinding({u"--no-builtin"_s}) != record.id());
    }
};

QTEST_GUILESS_MAIN(TestBuiltInKb)
#include "tst_builtinkb.moc"
