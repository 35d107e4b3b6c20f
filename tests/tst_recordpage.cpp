// SPDX-License-Identifier: MIT
// The record page as laid out: a workaround's "how" is a code block of its own, a record without
// Chinese text is one column with a note, a bilingual record two columns (stacked when narrow),
// and the versions table's headings are never broken inside a word.
#include "knowledgebase.h"
#include "recordview.h"
#include "testshared.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDir>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

/// Shows \a view (laid out, as in the window) about \a width pixels wide.
bool shownAt(RecordView &view, int width)
{
    view.resize(width + view.width() - view.viewport()->width(), 600);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return false;
    return true;
}

/// The page \a view writes for \a record, laid out at the view's width.
std::unique_ptr<QTextDocument> laidOut(const RecordView &view, const Record &record)
{
    auto doc = std::make_unique<QTextDocument>();
    doc->setDefaultFont(view.font());
    doc->setHtml(view.recordHtml(record));
    doc->setTextWidth(view.viewport()->width());
    doc->documentLayout()->documentSize(); // lays every block out
    return doc;
}

/// The first block whose text contains \a text, or an invalid block.
QTextBlock blockWith(const QTextDocument &doc, const QString &text)
{
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (b.text().contains(text))
            return b;
    }
    return {};
}

/// The page's outer table: the one every section is a row of.
QTextTable *pageTable(QTextDocument &doc)
{
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (QTextTable *t = QTextCursor(b).currentTable()) {
            while (auto *outer = qobject_cast<QTextTable *>(t->parentFrame()))
                t = outer;
            return t;
        }
    }
    return nullptr;
}

/// The cell of the page's outer table that holds \a block.
QTextTableCell pageCell(QTextDocument &doc, const QTextBlock &block)
{
    QTextTable *page = pageTable(doc);
    return page ? page->cellAt(block.position()) : QTextTableCell();
}

Record englishOnly()
{
    Record r;
    r.edit().id = u"x/english"_s;
    r.edit().domain = u"pytorch"_s;
    r.edit().category = u"memory_error"_s;
    r.edit().signature = u"torch.cuda.OutOfMemoryError: CUDA out of memory"_s;
    r.edit().rootCause = u"GPU memory exhausted."_s;
    Workaround w;
    w.action = u"Reduce batch size"_s;
    w.how = u"Halve batch_size"_s;
    r.edit().workarounds = {w};
    r.edit().workaroundsZh = {u"Reduce batch size"_s}; // the English copied: no translation
    return r;
}

} // namespace

class TestRecordPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "accumulationHalve batch_size", "(AMP)with", "}if user != nil {": each workaround's how
    // ran into its action. Rows taken from the corpus.
    void howIsABlockOfItsOwn_data()
    {
        QTest::addColumn<QString>("domain");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("how");
        QTest::newRow("pytorch accumulation")
            << u"pytorch"_s << u"Reduce batch size or use gradient accumulation"_s
            << u"Halve batch_size; use optimizer.step() every N mini-batches"_s;
        QTest::newRow("pytorch amp")
            << u"pytorch"_s << u"Use mixed precision training (AMP)"_s
            << u"with torch.amp.autocast('cuda'): ... # FP16 uses ~half the memory"_s;
        QTest::newRow("go nil") << u"go"_s << u"Add nil checks before dereferencing: if ptr != nil { ... }"_s
                                << u"if user != nil {\n  fmt.Println(user.Name)\n}"_s;
        QTest::newRow("unknown domain") << u"gardening"_s << u"Water less"_s << u"once a week"_s;
    }
    void howIsABlockOfItsOwn()
    {
        QFETCH(QString, domain);
        QFETCH(QString, action);
        QFETCH(QString, how);
        Record r;
        r.edit().id = u"x/how"_s;
        r.edit().domain = domain;
        r.edit().signature = u"Error"_s;
        Workaround w;
        w.action = action;
        w.how = how;
        w.successRate = 0.9;
        r.edit().workarounds = {w};
        RecordView view;
        QVERIFY(shownAt(view, 900));
        view.showRecord(r);
        const QString text = view.toPlainText();
        QVERIFY2(!text.contains(action + how.section(u'\n', 0, 0)), qPrintable(text));

        auto doc = laidOut(view, r);
        const QTextBlock actionBlock = blockWith(*doc, action);
        const QTextBlock howBlock = blockWith(*doc, how.section(u'\n', 0, 0));
        QVERIFY(actionBlock.isValid() && howBlock.isValid());
        QVERIFY2(actionBlock != howBlock, qPrintable(howBlock.text()));
        QVERIFY(!howBlock.text().contains(action));
        // The how is set in a fixed font, in a shaded box apart from the sentence.
        const QTextCharFormat format = QTextCursor(howBlock).charFormat();
        QVERIFY2(format.fontFamilies().toStringList().contains(u"monospace"_s) || format.fontFixedPitch(),
            qPrintable(format.fontFamilies().toStringList().join(u',')));
        QTextTable *box = QTextCursor(howBlock).currentTable();
        QVERIFY(box);
        QVERIFY(box != QTextCursor(actionBlock).currentTable());
        QCOMPARE(box->cellAt(howBlock.position()).format().background().style(), Qt::SolidPattern);
    }

    // A how that repeats its action's first sentence and then gives code (the seeds do) shows the
    // sentence once, then the code.
    void codeInTheActionIsABlock()
    {
        Record r;
        r.edit().id = u"x/seed"_s;
        r.edit().domain = u"pytorch"_s;
        r.edit().signature = u"Error"_s;
        Workaround w;
        w.action = u"Use torch.jit.script instead:\n@torch.jit.script\ndef forward(self, x):\n    return x"_s;
        w.how = w.action;
        r.edit().workarounds = {w};
        RecordView view;
        QVERIFY(shownAt(view, 900));
        view.showRecord(r);
        QCOMPARE(view.toPlainText().count(u"Use torch.jit.script instead:"_s), 1);
        auto doc = laidOut(view, r);
        const QTextBlock code = blockWith(*doc, u"@torch.jit.script"_s);
        QVERIFY(code.isValid());
        QVERIFY(!code.text().contains(u"instead"_s));
        QVERIFY(
            QTextCursor(code).currentTable() != QTextCursor(blockWith(*doc, u"instead:"_s)).currentTable());
    }

    // All but a few records have no Chinese text: one column and a note, not the English twice.
    void englishOnlyRecordIsOneColumn_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("narrow") << 450;
        QTest::newRow("wide") << 1200;
    }
    void englishOnlyRecordIsOneColumn()
    {
        QFETCH(int, width);
        const Record r = englishOnly();
        RecordView view;
        QVERIFY(shownAt(view, width));
        QVERIFY(view.isEnglishVisible() && view.isChineseVisible());
        view.showRecord(r);
        const QString text = view.toPlainText();
        QVERIFY2(!text.contains(u"untranslated"_s), qPrintable(text));
        QVERIFY(!text.contains(u"中文"_s));
        QVERIFY(text.contains(u"No Chinese text for this record."_s));
        QCOMPARE(text.count(r.signature()), 1);
        QCOMPARE(text.count(u"GPU memory exhausted."_s), 1);
        QCOMPARE(text.count(u"Reduce batch size"_s), 1);
        auto doc = laidOut(view, r);
        QVERIFY(pageTable(*doc));
        QCOMPARE(pageTable(*doc)->columns(), 1);

        // Without the Chinese column asked for, nothing needs saying.
        view.setColumnsVisible(true, false);
        QVERIFY(!view.toPlainText().contains(u"No Chinese text for this record."_s));
        // With only Chinese asked for, the English shows, with the note.
        view.setColumnsVisible(false, true);
        QVERIFY(view.toPlainText().contains(r.signature()));
        QVERIFY(view.toPlainText().contains(u"No Chinese text for this record."_s));
    }

    // At full width a one-language page puts its facts in a column beside the text, rather than
    // lines too long to read; a narrower one keeps them below.
    void factsBesideTheTextWhenWide()
    {
        Record r = englishOnly();
        r.edit().os = u"linux"_s;
        RecordView view;
        view.setColumnsVisible(true, false);
        QVERIFY(shownAt(view, 1900));
        view.showRecord(r);
        {
            auto doc = laidOut(view, r);
            const QTextTableCell text = pageCell(*doc, blockWith(*doc, u"Root cause"_s));
            const QTextTableCell facts = pageCell(*doc, blockWith(*doc, u"Environment and versions"_s));
            QVERIFY(text.isValid() && facts.isValid());
            QCOMPARE(text.column(), 0);
            QCOMPARE(facts.column(), 1);
            QCOMPARE(pageCell(*doc, blockWith(*doc, u"Details"_s)).column(), 1);
        }
        view.resize(1000, 600); // written again: the facts go under the text
        auto doc = laidOut(view, r);
        QCOMPARE(pageTable(*doc)->columns(), 1);
        QVERIFY(pageCell(*doc, blockWith(*doc, u"Details"_s)).row()
            > pageCell(*doc, blockWith(*doc, u"Root cause"_s)).row());
    }

    // The category reads by its name in the interface's language, as the tree shows it, not by its
    // key.
    void categoryReadsByItsName()
    {
        RecordView view;
        QVERIFY(shownAt(view, 1000));
        view.showRecord(englishOnly());
        const QString text = view.toPlainText();
        QVERIFY2(text.contains(u"Memory error"_s), qPrintable(text.left(300)));
        QVERIFY(!text.contains(u"memory_error"_s));
        QVERIFY(!text.contains(u"memory error"_s));
    }

    // The new parts of the page are record text too: environment keys and values, the category,
    // a how that tries to close the code block, all shown literally.
    void newPartsAreEscaped()
    {
        Record r = englishOnly();
        r.edit().category = u"<i>cat</i>"_s;
        r.edit().environment = QJsonObject {{u"<b>key</b>"_s, u"<a href=\"file:///etc/passwd\">v</a>"_s}};
        Workaround w;
        w.action = u"Act"_s;
        w.how = u"</td></tr></table><img src=\"/dev/zero\">"_s;
        r.edit().workarounds = {w};
        VersionInfo v;
        v.version = u"<s>1.0</s>"_s;
        r.edit().versions = {v};
        for (int width : {450, 1000, 1900}) {
            RecordView view;
            QVERIFY(shownAt(view, width));
            view.showRecord(r);
            const QString html = view.recordHtml(r);
            QVERIFY(!html.contains(u"href=\"file:"_s));
            QVERIFY(!html.contains(u"<img"_s));
            const QString text = view.toPlainText();
            for (const QString &literal :
                {u"<i>cat</i>"_s, u"<b>key</b>"_s, u"<a href=\"file:///etc/passwd\">v</a>"_s,
                    u"</td></tr></table><img src=\"/dev/zero\">"_s, u"<s>1.0</s>"_s})
                QVERIFY2(text.contains(literal), qPrintable(literal + u" at "_s + QString::number(width)));
        }
    }

    // A record that set aside another of its id from a later source says so on its page, with
    // that source named (as text, escaped); a record that overrides nothing, or only a duplicate
    // in its own source, has no such note.
    void overridingRecordSaysSo()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString first = dir.filePath(u"mine"_s);
        const QString second = dir.filePath(u"<b>shipped</b>"_s);
        QVERIFY(QDir().mkpath(first) && QDir().mkpath(second));
        auto write = [](const QString &path, const QString &id, const QString &signature) {
            FaultlineTest::writeFile(path,
                u"{\"id\": \"%1\", \"signature\": \"%2\", \"regex\": \"x\", \"domain\": \"app\"}"_s
                    .arg(id, signature)
                    .toUtf8());
        };
        write(first + u"/a.json"_s, u"app/shared"_s, u"Mine"_s);
        write(first + u"/b.json"_s, u"app/twice"_s, u"Twice"_s);
        write(first + u"/c.json"_s, u"app/twice"_s, u"Twice again"_s);
        write(second + u"/a.json"_s, u"app/shared"_s, u"Shipped"_s);
        write(second + u"/d.json"_s, u"app/plain"_s, u"Plain"_s);
        const auto kb = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({first, second}));
        QCOMPARE(kb->record(u"app/shared"_s).signature(), u"Mine"_s);
        QCOMPARE(kb->overriddenSources(u"app/shared"_s), QStringList {second});
        QVERIFY(kb->overriddenSources(u"app/twice"_s).isEmpty());
        QVERIFY(kb->overriddenSources(u"app/plain"_s).isEmpty());

        RecordView view;
        QVERIFY(shownAt(view, 1000));
        view.setKnowledgeBase(kb);
        const QString note = u"This record replaces the record of the same id in "_s;
        view.showRecord(kb->record(u"app/shared"_s));
        QVERIFY2(view.toPlainText().contains(note + QDir::toNativeSeparators(second) + u'.'),
            qPrintable(view.toPlainText()));
        QVERIFY(!view.recordHtml(kb->record(u"app/shared"_s)).contains(u"<b>shipped"_s));
        view.setSourceName([](const QString &) { return u"the built-in <kb>"_s; });
        QVERIFY(view.toPlainText().contains(note + u"the built-in <kb>."_s));
        for (const QString &id : {u"app/twice"_s, u"app/plain"_s}) {
            view.showRecord(kb->record(id));
            QVERIFY2(!view.toPlainText().contains(u"replaces"_s), qPrintable(id));
        }
    }

    // A seed record with Chinese text: English | 中文 side by side, each root cause beside the
    // other; on a narrow view the Chinese goes under the English instead of squeezing.
    void bilingualRecordHasTwoColumns()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::seedsDir());
        const auto kb
            = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({FaultlineTest::seedsDir()}));
        const Record r = kb->record(u"pytorch/torchscript-dynamic-control-flow"_s);
        QVERIFY(r.isValid());
        QVERIFY(!r.rootCauseZh().isEmpty());
        RecordView view;
        view.setKnowledgeBase(kb);
        QVERIFY(shownAt(view, 1100));
        view.showRecord(r);
        QVERIFY(!view.toPlainText().contains(u"untranslated"_s));
        QVERIFY(!view.toPlainText().contains(u"No Chinese text for this record."_s));
        {
            auto doc = laidOut(view, r);
            QCOMPARE(pageTable(*doc)->columns(), 2);
            const QTextTableCell en = pageCell(*doc, blockWith(*doc, r.rootCause()));
            const QTextTableCell zh = pageCell(*doc, blockWith(*doc, r.rootCauseZh()));
            QVERIFY(en.isValid() && zh.isValid());
            QCOMPARE(en.row(), zh.row());
            QCOMPARE(en.column(), 0);
            QCOMPARE(zh.column(), 1);
            QVERIFY(view.toPlainText().contains(u"中文"_s));
        }

        QVERIFY(shownAt(view, 500)); // the page is written again for the narrow view
        QVERIFY(!view.toPlainText().contains(u"中文"_s)); // no column headings when stacked
        QVERIFY(view.toPlainText().contains(r.rootCauseZh()));
        auto doc = laidOut(view, r);
        QCOMPARE(pageTable(*doc)->columns(), 1);
        const QTextTableCell en = pageCell(*doc, blockWith(*doc, r.rootCause()));
        const QTextTableCell zh = pageCell(*doc, blockWith(*doc, r.rootCauseZh()));
        QCOMPARE(zh.row(), en.row() + 1);
    }

    // A record of the built-in knowledge base: each workaround, dead end, version note and link
    // has its Chinese beside its English, the how is the same code in both columns, and the
    // example log lines are listed in a fixed font.
    void chineseItemsInTheChineseColumn()
    {
        const auto kb
            = std::make_shared<const KnowledgeBase>(KnowledgeBase::load({FaultlineTest::testData(u"kb"_s)}));
        QVERIFY(kb->diagnostics().isEmpty());
        const Record r = kb->record(u"go/grpc-deadline-exceeded"_s);
        QVERIFY(r.isValid());
        RecordView view;
        view.setKnowledgeBase(kb);
        QVERIFY(shownAt(view, 1100));
        view.showRecord(r);
        auto doc = laidOut(view, r);
        QCOMPARE(pageTable(*doc)->columns(), 2);
        auto sideBySide = [&](const QString &english, const QString &chinese) {
            const QTextTableCell en = pageCell(*doc, blockWith(*doc, english));
            const QTextTableCell zh = pageCell(*doc, blockWith(*doc, chinese));
            return en.isValid() && zh.isValid() && en.row() == zh.row() && en.column() == 0
                && zh.column() == 1;
        };
        const DeadEnd deadEnd = r.deadEnds().first();
        QVERIFY(sideBySide(deadEnd.whyFails, deadEnd.whyFailsZh));
        QVERIFY(sideBySide(deadEnd.action, deadEnd.actionZh));
        const Workaround workaround = r.workarounds().first();
        QVERIFY(sideBySide(workaround.action, workaround.actionZh));
        QCOMPARE(view.toPlainText().count(workaround.how), 2); // the same code in both columns
        const VersionInfo version = r.versions().first();
        QVERIFY(sideBySide(version.behaviorChange, version.behaviorChangeZh));

        const QString text = view.toPlainText();
        QVERIFY(text.contains(u"Example log lines"_s));
        for (const QString &example : r.examples()) {
            QVERIFY2(text.contains(example), qPrintable(example));
            const QTextCharFormat format = QTextCursor(blockWith(*doc, example)).charFormat();
            QVERIFY2(format.fontFamilies().toStringList().contains(u"monospace"_s) || format.fontFixedPitch(),
                qPrintable(example));
        }

        // The link's distinction, in Chinese where the record says it in Chinese.
        const Record linking = kb->record(u"go/context-deadline-exceeded"_s);
        view.showRecord(linking);
        auto linkDoc = laidOut(view, linking);
        const RecordLink link = linking.links().first();
        const QTextTableCell en = pageCell(*linkDoc, blockWith(*linkDoc, link.distinction));
        const QTextTableCell zh = pageCell(*linkDoc, blockWith(*linkDoc, link.distinctionZh));
        QVERIFY(en.isValid() && zh.isValid());
        QCOMPARE(zh.column(), 1);
        QCOMPARE(zh.row(), en.row());
    }

    // The Chinese items and the examples are record text: shown literally, never as markup.
    void chineseItemsAndExamplesAreEscaped()
    {
        Record r = englishOnly();
        Workaround w;
        w.action = u"Act"_s;
        w.actionZh = u"<b>操作</b><img src=\"/dev/zero\">"_s;
        r.edit().workarounds = {w};
        DeadEnd d;
        d.action = u"Retry"_s;
        d.actionZh = u"重试 <a href=\"file:///etc/passwd\">x</a>"_s;
        d.whyFails = u"It fails."_s;
        d.whyFailsZh = u"</td></tr></table>失败"_s;
        r.edit().deadEnds = {d};
        r.edit().examples = {u"<script>alert(1)</script> ERROR"_s};
        for (int width : {450, 1100}) {
            RecordView view;
            QVERIFY(shownAt(view, width));
            view.showRecord(r);
            const QString html = view.recordHtml(r);
            QVERIFY(!html.contains(u"<img"_s));
            QVERIFY(!html.contains(u"href=\"file:"_s));
            QVERIFY(!html.contains(u"<script>"_s));
            const QString text = view.toPlainText();
            for (const QString &literal : {w.actionZh, d.actionZh, d.whyFailsZh, r.examples().first()})
                QVERIFY2(text.contains(literal), qPrintable(literal + u" at "_s + QString::number(width)));
        }
    }

    // "Introduc/ed": a heading of the versions table broke inside the word in a narrow view.
    void versionHeadingsStayWhole_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("300") << 300;
        QTest::newRow("380") << 380;
        QTest::newRow("450") << 450;
        QTest::newRow("700") << 700;
        QTest::newRow("1000") << 1000;
        QTest::newRow("1900") << 1900;
    }
    void versionHeadingsStayWhole()
    {
        QFETCH(int, width);
        Record r;
        r.edit().id = u"x/versions"_s;
        r.edit().signature = u"Error"_s;
        VersionInfo v;
        v.version = u"torch==2.1.0+cu121.post1 (linux-x86_64)"_s;
        v.status = u"affected"_s;
        v.introduced = u"2.1.0"_s;
        v.deprecated = u"2.3.0"_s;
        v.removed = u"2.5.0"_s;
        v.behaviorChange
            = u"The default allocator now splits blocks larger than max_split_size_mb, which changes "
              "how fragmentation shows in memory_summary() and which errors appear first"_s;
        r.edit().versions = {v, v};
        RecordView view;
        QVERIFY(shownAt(view, width));
        view.showRecord(r);
        auto doc = laidOut(view, r);
        // Narrow, each version leads its own row, unlabelled; the other headings label values.
        const QStringList headings {
            u"Status"_s, u"Introduced"_s, u"Deprecated"_s, u"Removed"_s, u"Behaviour change"_s, u"Version"_s};
        QStringList seen;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            // A heading that must not wrap may have its spaces made non-breaking.
            const QString text = b.text().replace(QChar::Nbsp, u' ');
            for (const QString &heading : headings) {
                for (qsizetype at = text.indexOf(heading); at >= 0; at = text.indexOf(heading, at + 1)) {
                    seen += heading;
                    const QTextLayout *layout = b.layout();
                    QVERIFY(layout && layout->lineCount() > 0);
                    QVERIFY2(layout->lineForTextPosition(int(at)).lineNumber()
                            == layout->lineForTextPosition(int(at + heading.size() - 1)).lineNumber(),
                        qPrintable(heading + u" broken at "_s + QString::number(width) + u" px"_s));
                }
            }
        }
        for (const QString &heading : headings.first(5))
            QVERIFY2(seen.contains(heading), qPrintable(heading));
    }

    // Only the version columns some row fills: no empty Introduced/Deprecated/Removed columns.
    void emptyVersionColumnsLeftOut()
    {
        Record r;
        r.edit().id = u"x/versions"_s;
        r.edit().signature = u"Error"_s;
        r.edit().os = u"linux"_s;
        VersionInfo v;
        v.version = u"pytorch >=2.0"_s;
        v.status = u"affected"_s;
        r.edit().versions = {v};
        RecordView view;
        QVERIFY(shownAt(view, 1000));
        view.showRecord(r);
        const QString text = view.toPlainText();
        QVERIFY(text.contains(u"pytorch >=2.0"_s));
        QVERIFY(text.contains(u"linux"_s));
        QVERIFY(!text.contains(u"Introduced"_s));
        QVERIFY(!text.contains(u"Behaviour change"_s));
    }
};

QTEST_MAIN(TestRecordPage)
#include "tst_recordpage.moc"
