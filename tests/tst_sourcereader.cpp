// SPDX-License-Identifier: MIT
// SourceReader recognises a file's format by its content, whatever its name, and hands it to the
// reader for that format: what comes out says which reader read it.
#include "sourcereader.h"

#include <QTest>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

QString codeName(Diagnostic::Code code)
{
    switch (code) {
    case Diagnostic::Code::EmptyFile:
        return u"empty"_s;
    case Diagnostic::Code::JsonSyntax:
        return u"json-syntax"_s;
    case Diagnostic::Code::NotARecord:
        return u"not-a-record"_s;
    case Diagnostic::Code::WrongType:
        return u"wrong-type"_s;
    case Diagnostic::Code::MissingField:
        return u"missing"_s;
    case Diagnostic::Code::PageIncomplete:
        return u"page-incomplete"_s;
    default:
        return QString::number(int(code));
    }
}

QString formatName(RecordFormat format)
{
    switch (format) {
    case RecordFormat::FlatJson:
        return u"flat"_s;
    case RecordFormat::CanonJson:
        return u"canon"_s;
    case RecordFormat::SignatureIndex:
        return u"index"_s;
    case RecordFormat::BilingualPage:
        return u"page"_s;
    }
    return {};
}

/// What a file held, one word per item: "flat a/b@2", "article id 'Title'", "edge a->b",
/// "json-syntax@1:1".
QStringList summary(const FileContents &c)
{
    QStringList out;
    for (const Record &r : c.records)
        out.append(formatName(r.format()) + u' ' + r.id() + u'@' + QString::number(r.sourceLine()));
    for (const Record &r : c.indexRecords)
        out.append(formatName(r.format()) + u' ' + r.id());
    for (const GraphEdge &e : c.edges)
        out.append(u"edge "_s + e.sourceId + u"->"_s + e.link.targetId);
    for (const Document &d : c.documents)
        out.append((d.kind == Document::Kind::Article ? u"article "_s : u"page "_s) + d.id + u" '"_s + d.title
            + u'\'');
    for (const Diagnostic &d : c.diagnostics)
        out.append(codeName(d.code) + u'@' + QString::number(d.line) + u':' + QString::number(d.column));
    return out;
}

} // namespace

class TestSourceReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("expected");

        const QByteArray seed = R"({"id": "py/a", "signature": "E: a"})";
        QTest::newRow("seed record, whatever the name")
            << u"notes.txt"_s << seed << QStringList {u"flat py/a@0"_s};
        QTest::newRow("seed record after a byte order mark")
            << u"a.json"_s << "\xEF\xBB\xBF" + seed << QStringList {u"flat py/a@0"_s};
        QTest::newRow("canon record") << u"c.json"_s << R"({"id": "py/c", "error": {"signature": "E"}})"_ba
                                      << QStringList {u"canon py/c@0"_s};
        QTest::newRow("array of records")
            << u"all.json"_s << R"([{"id": "py/1", "signature": "x"}, {"id": "py/2", "signature": "y"}])"_ba
            << QStringList {u"flat py/1@0"_s, u"flat py/2@0"_s};
        QTest::newRow("JSON Lines recognised by content") << u"all.json"_s
                                                          << seed + "\n"
                + R"({"id": "py/b", "signature": "E: b"})"
                  "\n" << QStringList {u"flat py/a@1"_s, u"flat py/b@2"_s};
        QTest::newRow("signature-index line")
            << u"index.jsonl"_s
            << R"({"domain": "py", "slug": "s", "signature": "E", "environments": [{"canon_id": "py/c"}]})"
               "\n"_ba
            << QStringList {u"index py/s"_s};
        QTest::newRow("graph edge line") << u"edges.jsonl"_s
                                         << R"({"source": "py/a", "target": "py/b", "type": "leads_to"})"
                                            "\n"_ba
                                         << QStringList {u"edge py/a->py/b"_s};
        QTest::newRow("graph edge of an unknown type")
            << u"edges.jsonl"_s
            << "\n"
               R"({"source": "py/a", "target": "py/b", "type": "causes"})"
               "\n"_ba
            << QStringList {u"wrong-type@2:0"_s};
        QTest::newRow("record without a signature")
            << u"a.json"_s << "{\n  \"id\": \"py/a\",\n  \"regex\": \"E\"\n}"_ba
            << QStringList {u"missing@0:0"_s};
        QTest::newRow("object that is no record")
            << u"a.json"_s << R"({"name": "x"})"_ba << QStringList {u"not-a-record@0:0"_s};
        QTest::newRow("not JSON in a .json file")
            << u"a.json"_s << "\n  hello"_ba << QStringList {u"json-syntax@2:3"_s};
        QTest::newRow("Markdown article with front matter")
            << u"why.md"_s << "---\ntitle: \"Why it fails\"\nid: why-1\n---\nBecause."_ba
            << QStringList {u"article why-1 'Why it fails'"_s};
        QTest::newRow("front matter in a .txt file") << u"why.txt"_s << "---\ntitle: 'Quoted'\n---\nBody"_ba
                                                     << QStringList {u"article why 'Quoted'"_s};
        QTest::newRow("Markdown without front matter")
            << u"guide.md"_s << "## The guide\n\nText"_ba << QStringList {u"article guide 'The guide'"_s};
        QTest::newRow("API documentation page")
            << u"trace.txt"_s << "torch.jit.trace — PyTorch documentation (original) (raw)\n\nBody"_ba
            << QStringList {u"page trace 'torch.jit.trace — PyTorch documentation'"_s};
        QTest::newRow("bilingual record page")
            << u"page.txt"_s
            << "运行时错误\nRuntimeError: bad\nID: py/page\n\n根因分析\n原因\nEnglish\nCause\n"_ba
            << QStringList {u"page py/page@0"_s};
        QTest::newRow("bilingual record page without a signature")
            << u"page.txt"_s << "ID: py/page\n\n根因分析\n原因\n"_ba
            << QStringList {u"page-incomplete@0:0"_s};
        QTest::newRow("only spaces") << u"a.json"_s << " \n\t\n"_ba << QStringList {u"empty@0:0"_s};
    }

    void parse()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, expected);
        const FileContents contents = SourceReader::parse(name, bytes);
        QCOMPARE(summary(contents), expected);
        QCOMPARE(contents.path, name);
        for (const Diagnostic &d : contents.diagnostics)
            QCOMPARE(d.file, name);
    }
};

QTEST_GUILESS_MAIN(TestSourceReader)
#include "tst_sourcereader.moc"
