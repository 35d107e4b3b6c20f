// SPDX-License-Identifier: MIT
// Bad input never stops a load: each problem gives one diagnostic naming the file (and line, and
// field where there is one), and everything else still loads.
#include "jsonrecordreader.h"
#include "knowledgebase.h"
#include "recordwriter.h"
#include "sourcereader.h"
#include "testshared.h"
#include "textutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <unistd.h>

using namespace Faultline;
using namespace Qt::StringLiterals;
using Code = Diagnostic::Code;

Q_DECLARE_METATYPE(Faultline::Diagnostic::Code)

class TestBadInput : public QObject
{
    Q_OBJECT

    static QString bad(const QString &name) { return FaultlineTest::testData(u"bad/"_s + name); }

    static void write(const QString &path, const QByteArray &bytes) { FaultlineTest::writeFile(path, bytes); }

private Q_SLOTS:
    // One fixture file each: the one diagnostic it gives, and how many records still load from it.
    void fixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Code>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("mentions");
        QTest::addColumn<int>("records");
        QTest::newRow("malformed JSON: line and column")
            << u"malformed.json"_s << Code::JsonSyntax << 4 << 4 << u"malformed JSON"_s << 0;
        QTest::newRow("empty file") << u"empty.json"_s << Code::EmptyFile << 0 << 0 << u"empty"_s << 0;
        QTest::newRow("missing id") << u"missing-id.json"_s << Code::MissingField << 0 << 0 << u"\"id\""_s
                                    << 0;
        QTest::newRow("canon without signature")
            << u"missing-signature.json"_s << Code::MissingField << 0 << 0 << u"\"error.signature\""_s << 0;
        QTest::newRow("JSON that is not a record")
            << u"not-a-record.json"_s << Code::NotARecord << 0 << 0 << u"name, version"_s << 0;
        QTest::newRow("bad JSON Lines line: the others load")
            << u"lines.jsonl"_s << Code::JsonSyntax << 2 << 0 << u"malformed JSON"_s << 2;
    }
    void fixture()
    {
        QFETCH(QString, file);
        QFETCH(Code, code);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, mentions);
        QFETCH(int, records);
        const KnowledgeBase kb = KnowledgeBase::load({bad(file)});
        QCOMPARE(kb.diagnostics().size(), 1);
        const Diagnostic d = kb.diagnostics().first();
        QCOMPARE(d.code, code);
        QCOMPARE(d.file, bad(file));
        QCOMPARE(d.line, line);
        if (column > 0)
            QCOMPARE(d.column, column);
        QVERIFY2(d.text().contains(mentions), qPrintable(d.text()));
        QVERIFY(d.toString().startsWith(bad(file)));
        QCOMPARE(kb.records().size(), records);
    }

    // A field of the wrong type is ignored with a warning naming the field and its line; the
    // record still loads with everything else.
    void wrongFieldTypes()
    {
        const KnowledgeBase kb = KnowledgeBase::load({bad(u"wrong-types.json"_s)});
        QCOMPARE(kb.records().size(), 1);
        const Record r = kb.records().first();
        QVERIFY(!r.confidence());
        QVERIFY(r.tags().isEmpty());
        QCOMPARE(r.deadEnds().size(), 1);
        QVERIFY(!r.deadEnds().first().failRate);
        QCOMPARE(r.deadEnds().first().whyFails, u"It fails again"_s);
        QStringList messages;
        for (const Diagnostic &d : kb.diagnostics()) {
            QCOMPARE(d.code, Code::WrongType);
            QCOMPARE(d.severity, Diagnostic::Severity::Warning);
            messages.append(QString::number(d.line) + u' ' + d.text());
        }
        QCOMPARE(messages,
            (QStringList {u"7 field \"confidence\" should be a number but is a string; ignored"_s,
                u"8 field \"tags\" should be a list of strings but is a string; ignored"_s,
                u"10 field \"dead_ends[0].fail_rate\" should be a number but is a string; ignored"_s}));
    }

    void duplicateIdsFirstWins()
    {
        const KnowledgeBase kb
            = KnowledgeBase::load({bad(u"duplicate-a.json"_s), bad(u"duplicate-b.json"_s)});
        QCOMPARE(kb.records().size(), 1);
        QCOMPARE(kb.records().first().signature(), u"First of two records with one id"_s);
        QCOMPARE(kb.diagnostics().size(), 1);
        const Diagnostic d = kb.diagnostics().first();
        QCOMPARE(d.code, Code::DuplicateId);
        QCOMPARE(d.file, bad(u"duplicate-b.json"_s));
        QVERIFY(d.text().contains(u"from "_s + bad(u"duplicate-a.json"_s) + u" is kept"_s));
        QVERIFY(d.text().contains(u"from "_s + bad(u"duplicate-b.json"_s) + u" is ignored"_s));
    }

    void regexRejectedByRe2StaysLoaded()
    {
        const KnowledgeBase kb = KnowledgeBase::load({bad(u"bad-regex.json"_s)});
        QCOMPARE(kb.records().size(), 1);
        const Record r = kb.records().first();
        QVERIFY(r.regexError().contains(u"invalid perl operator: (?="_s));
        QCOMPARE(kb.diagnostics().size(), 1);
        QCOMPARE(kb.diagnostics().first().code, Code::RegexRejected);
        QVERIFY(kb.diagnostics().first().text().contains(u"x/lookahead"_s));
    }

    // Patterns that only a full compile rejects: over RE2's program size limit.
    void regexTooLargeForRe2()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"huge.json"_s);
        write(path,
            "{\"id\": \"x/huge\", \"signature\": \"Huge\", \"regex\": \"((((a{100}){100}){100}){100})\"}");
        const KnowledgeBase kb = KnowledgeBase::load({path});
        QCOMPARE(kb.records().size(), 1);
        QVERIFY2(!kb.records().first().regexError().isEmpty(), "RE2 must reject a pattern this large");
    }

    void invalidUtf8()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"latin1.json"_s);
        write(path, "{\"id\": \"x/latin1\",\n \"signature\": \"caf\xE9\"}\n");
        const KnowledgeBase kb = KnowledgeBase::load({path});
        QCOMPARE(kb.records().size(), 0);
        QCOMPARE(kb.diagnostics().size(), 1);
        const Diagnostic d = kb.diagnostics().first();
        QCOMPARE(d.code, Code::InvalidUtf8);
        QCOMPARE(d.line, 2);
        QCOMPARE(d.args.value(0), u"37"_s); // byte offset of \xE9
    }

    // The first bad byte is found wherever it lies in the words the ASCII is read in: a lone
    // continuation byte, a NUL, a truncated character, an overlong, a surrogate; and good
    // characters of two, three and four bytes at every position are not taken for bad ones.
    void firstInvalidUtf8AtEveryOffset()
    {
        const QList<QByteArray> bad
            = {"\x80"_ba, QByteArray(1, '\0'), "\xE2\x82"_ba, "\xC0\xAF"_ba, "\xED\xA0\x80"_ba, "\xF8"_ba};
        const QList<QByteArray> good = {"\xC3\xA9"_ba, "\xE2\x82\xAC"_ba, "\xF0\x9F\x98\x80"_ba};
        for (qsizetype at = 0; at < 24; ++at) {
            const QByteArray before(at, 'a');
            for (const QByteArray &b : bad) {
                const QByteArray text = before + b + QByteArray(20, 'z');
                QCOMPARE(TextUtil::firstInvalidUtf8(text), at);
            }
            for (const QByteArray &g : good) {
                const QByteArray text = before + g + QByteArray(20, 'z');
                QCOMPARE(TextUtil::firstInvalidUtf8(text), -1);
                const QByteArray badAfter = before + g + "\xFF"_ba + QByteArray(9, 'z');
                QCOMPARE(TextUtil::firstInvalidUtf8(badAfter), at + g.size());
            }
        }
        QCOMPARE(TextUtil::firstInvalidUtf8(QByteArray(4096, 'x')), -1);
        QCOMPARE(TextUtil::firstInvalidUtf8({}), -1);
    }

    // The backward search the triage of long lines uses gives what std::string_view::rfind() does,
    // from every place, with the byte at either end or nowhere.
    void findLastAgreesWithRfind()
    {
        for (const std::string_view text :
            {std::string_view(), std::string_view("\n"), std::string_view("ab\ncd\n\nef"),
                std::string_view("no line end here"), std::string_view("\nstarts and ends\n")}) {
            for (std::size_t pos = 0; pos <= text.size() + 1; ++pos)
                QCOMPARE(TextUtil::findLast(text, '\n', pos), text.rfind('\n', pos));
            QCOMPARE(TextUtil::findLast(text, '\n'), text.rfind('\n'));
        }
        const std::string longLine = std::string(100000, 'x') + '\n' + std::string(100000, 'y');
        QCOMPARE(TextUtil::findLast(longLine, '\n', longLine.size() - 1), std::size_t(100000));
        QCOMPARE(TextUtil::findLast(longLine, '\n', 99999), std::string_view::npos);
    }

    void binaryFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"image.json"_s);
        write(path, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
        const KnowledgeBase kb = KnowledgeBase::load({path});
        QCOMPARE(kb.diagnostics().size(), 1);
        QCOMPARE(kb.diagnostics().first().code, Code::Binary);
    }

    void unreadableFiles()
    {
        QTemporaryDir dir;
        const QString dangling = dir.filePath(u"dangling.json"_s);
        QVERIFY(QFile::link(dir.filePath(u"nowhere.json"_s), dangling));
        const QString missing = dir.filePath(u"missing-folder"_s);
        KnowledgeBase kb = KnowledgeBase::load({dangling, missing});
        QCOMPARE(kb.diagnostics().size(), 2);
        QCOMPARE(kb.diagnostics()[0].code, Code::CannotOpen);
        QCOMPARE(kb.diagnostics()[0].file, dangling);
        QCOMPARE(kb.diagnostics()[1].code, Code::CannotOpen);
        QVERIFY(kb.diagnostics()[1].text().contains(u"no such file or folder"_s));
    }

    void fileWithoutReadPermission()
    {
        if (::geteuid() == 0)
            QSKIP("running as root: file permissions cannot make a file unreadable");
        QTemporaryDir dir;
        const QString locked = dir.filePath(u"locked.json"_s);
        write(locked, "{}");
        QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));
        const KnowledgeBase kb = KnowledgeBase::load({locked});
        QCOMPARE(kb.diagnostics().size(), 1);
        QCOMPARE(kb.diagnostics().first().code, Code::CannotOpen);
    }

    // A 200 MB single-document file is refused by size without being read; a folder with it
    // still loads the rest.
    void hugeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"huge.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(200LL * 1024 * 1024)); // sparse: no disk used
        f.close();
        write(dir.filePath(u"ok.json"_s), "{\"id\": \"x/ok\", \"signature\": \"Still loads\"}");
        const KnowledgeBase kb = KnowledgeBase::load({dir.path()});
        QCOMPARE(kb.records().size(), 1);
        QCOMPARE(kb.diagnostics().size(), 1);
        QCOMPARE(kb.diagnostics().first().code, Code::TooLarge);
        QCOMPARE(kb.diagnostics().first().file, path);
        QVERIFY(kb.diagnostics().first().text().startsWith(u"the file is 200 MiB"_s));
    }

    // A JSON Lines line longer than the limit is skipped; the lines after it load.
    void overlongJsonLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"long.jsonl"_s);
        QByteArray bytes = "{\"id\": \"x/a\", \"signature\": \"before\"}"
                           "\n";
        bytes += "{\"id\": \"x/long\", \"signature\": \""
            + QByteArray(SourceReader::maxJsonLineBytes + 10, 'x') + "\"}\n";
        bytes += "{\"id\": \"x/b\", \"signature\": \"after\"}"
                 "\n";
        write(path, bytes);
        const KnowledgeBase kb = KnowledgeBase::load({path});
        QCOMPARE(kb.records().size(), 2);
        QCOMPARE(kb.records()[1].id(), u"x/b"_s);
        QCOMPARE(kb.records()[1].sourceLine(), 3);
        QCOMPARE(kb.diagnostics().size(), 1);
        QCOMPARE(kb.diagnostics().first().code, Code::LineTooLong);
        QCOMPARE(kb.diagnostics().first().line, 2);
    }

    // A folder of bad files next to good ones: every problem reported, every good record loaded.
    void badFolderLoadsTheRest()
    {
        const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::testData(u"bad"_s)});
        QStringList ids;
        for (const Record &r : kb.records())
            ids.append(r.id());
        ids.sort();
        QCOMPARE(ids,
            (QStringList {u"x/duplicate"_s, u"x/line-1"_s, u"x/line-3"_s, u"x/lookahead"_s,
                u"x/unknown-fields"_s, u"x/wrong-types"_s}));
        QCOMPARE(kb.errorCount(), 6); // malformed, empty, missing id, missing signature, not a record, line 2
        QCOMPARE(kb.warningCount(), 5); // duplicate, regex, three wrong types
    }

    // Fields the reader does not know are kept, so a record written back loses nothing.
    void unknownFieldsSurviveWriteBack()
    {
        const Record r = KnowledgeBase::load({bad(u"unknown-fields.json"_s)}).records().value(0);
        QVERIFY(r.isValid());
        QCOMPARE(r.extra().value(u"severity"_s).toString(), u"high"_s);
        const QJsonObject written = RecordWriter::toFlatJson(r);
        QCOMPARE(written.value(u"severity"_s).toString(), u"high"_s);
        QCOMPARE(written.value(u"future"_s).toObject().value(u"nested"_s).toArray().size(), 3);
        QCOMPARE(
            written.value(u"dead_ends"_s).toArray().first().toObject().value(u"seen_in"_s).toArray().first(),
            QJsonValue(u"ci"_s));
    }

    // The bilingual items and the examples of the built-in knowledge base's format are the
    // record's own fields, not left in extra, and a record written back keeps them.
    void bilingualItemsRoundTrip()
    {
        const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::testData(u"kb"_s)});
        QVERIFY(kb.diagnostics().isEmpty());
        const Record r = kb.record(u"go/grpc-deadline-exceeded"_s);
        QVERIFY(r.isValid());
        QCOMPARE(
            r.workarounds().first().actionZh, u"先测出服务端实际耗时，再把客户端的截止时间设得比它长。"_s);
        QCOMPARE(r.deadEnds().first().whyFailsZh.left(7), u"每次重试用的还"_s);
        QVERIFY(!r.deadEnds().first().actionZh.isEmpty());
        QVERIFY(!r.versions().first().behaviorChangeZh.isEmpty());
        QCOMPARE(r.examples().size(), 3);
        const Record linking = kb.record(u"go/context-deadline-exceeded"_s);
        QVERIFY(!linking.links().first().distinctionZh.isEmpty());
        QCOMPARE(linking.workarounds().at(1).conditionZh, u"每次调用都出现时。"_s);
        for (const Record &record : {r, linking}) {
            QVERIFY2(record.extra().isEmpty(), qPrintable(record.extra().keys().join(u',')));
            for (const Workaround &w : record.workarounds())
                QVERIFY2(w.extra.isEmpty(), qPrintable(w.extra.keys().join(u',')));
            for (const DeadEnd &d : record.deadEnds())
                QVERIFY2(d.extra.isEmpty(), qPrintable(d.extra.keys().join(u',')));
            for (const RecordLink &l : record.links())
                QVERIFY2(l.extra.isEmpty(), qPrintable(l.extra.keys().join(u',')));
            for (const VersionInfo &v : record.versions())
                QVERIFY2(v.extra.isEmpty(), qPrintable(v.extra.keys().join(u',')));
            const QJsonObject written = RecordWriter::toFlatJson(record);
            Diagnostics problems;
            const Record again = JsonRecordReader::readFlat(written, {}, nullptr, &problems);
            QVERIFY(problems.isEmpty());
            QCOMPARE(again.workarounds(), record.workarounds());
            QCOMPARE(again.deadEnds(), record.deadEnds());
            QCOMPARE(again.links(), record.links());
            QCOMPARE(again.versions(), record.versions());
            QCOMPARE(again.examples(), record.examples());
        }
    }

    // The seed records written back are the seed files, key for key and value for value.
    void seedsRoundTrip_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::newRow("000") << u"000"_s;
        QTest::newRow("001") << u"001"_s;
    }
    void seedsRoundTrip()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::seedsDir());
        QFETCH(QString, seed);
        const QString path = FaultlineTest::seedsDir() + u'/'
            + QDir(FaultlineTest::seedsDir()).entryList({seed + u"_*"_s}).value(0);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject original = QJsonDocument::fromJson(f.readAll()).object();
        const Record r = SourceReader::readFile(path).records.value(0);
        QCOMPARE(RecordWriter::toFlatJson(r), original);
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
