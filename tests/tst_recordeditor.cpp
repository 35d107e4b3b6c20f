// SPDX-License-Identifier: MIT
// The record editor's workarounds and dead ends: a record with several keeps every one of them,
// and what the editor does not show, through an edit and a save; entries are added, edited,
// moved and removed through the dialog's own widgets.
#include "entrylisteditor.h"
#include "knowledgebase.h"
#include "recordeditor.h"
#include "testshared.h"
#include "userrecords.h"

#include <QApplication>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

/// A record of the user's with three workarounds and two dead ends, each with fields the editor
/// does not show (rates, keys Faultline does not know) and an older list of Chinese workarounds.
Record threeAndTwo()
{
    Record r;
    RecordData &d = r.edit();
    d.id = u"myapp/cache-full"_s;
    d.domain = u"myapp"_s;
    d.category = u"runtime_error"_s;
    d.signature = u"cache volume full"_s;
    d.signatureZh = u"缓存卷已满"_s;
    d.regex = u"cache volume full"_s;
    d.rootCause = u"The cache grows without bound."_s;
    d.rootCauseZh = u"缓存无限增长。"_s;
    for (int i = 1; i <= 3; ++i) {
        Workaround w;
        w.action = u"Workaround %1"_s.arg(i);
        w.actionZh = u"办法 %1"_s.arg(i);
        w.how = u"app cache prune --keep %1\n  --verbose"_s.arg(i);
        w.successRate = 0.25 * i;
        w.condition = u"when %1"_s.arg(i);
        w.conditionZh = u"条件 %1"_s.arg(i);
        w.tradeoff = u"costs %1"_s.arg(i);
        w.sources = {u"https://example.org/%1"_s.arg(i), u"man app-cache"_s};
        w.extra = QJsonObject {{u"votes"_s, i}};
        d.workarounds.append(w);
        d.workaroundsZh.append(u"旧办法 %1"_s.arg(i));
    }
    for (int i = 1; i <= 2; ++i) {
        DeadEnd e;
        e.action = u"Dead end %1"_s.arg(i);
        e.actionZh = u"死路 %1"_s.arg(i);
        e.whyFails = u"It fails %1"_s.arg(i);
        e.whyFailsZh = u"失败 %1"_s.arg(i);
        e.failRate = 0.5;
        e.condition = u"tried %1"_s.arg(i);
        e.commonMisconception = u"looks right %1"_s.arg(i);
        e.sources = {u"https://example.org/dead/%1"_s.arg(i)};
        e.extra = QJsonObject {{u"seen"_s, u"often"_s}};
        d.deadEnds.append(e);
    }
    d.confidence = 0.5;
    d.examples = {u"2024-06-02 ERROR cache volume full"_s};
    d.extra = QJsonObject {{u"reviewer"_s, u"me"_s}};
    return r;
}

void type(QWidget *editor, const QString &text)
{
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        line->setText(text);
    else
        qobject_cast<QPlainTextEdit *>(editor)->setPlainText(text);
}

QString textOf(QWidget *editor)
{
    if (auto *line = qobject_cast<QLineEdit *>(editor))
        return line->text();
    return qobject_cast<QPlainTextEdit *>(editor)->toPlainText();
}

QPushButton *button(EntryListEditor *list, const QString &name)
{
    return list->findChild<QPushButton *>(name);
}

} // namespace

class TestRecordEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Opened and saved untouched, a record comes back as it was: all three workarounds, both dead
    // ends, every field of each, shown or not.
    void keepsEveryEntryUntouched()
    {
        const Record original = threeAndTwo();
        RecordEditor editor(original, nullptr);
        QCOMPARE(editor.workaroundsEditor()->count(), 3);
        QCOMPARE(editor.deadEndsEditor()->count(), 2);
        const Record saved = editor.record();
        QCOMPARE(saved.workarounds(), original.workarounds());
        QCOMPARE(saved.workaroundsZh(), original.workaroundsZh());
        QCOMPARE(saved.deadEnds(), original.deadEnds());
        QCOMPARE(saved.extra(), original.extra());
        QCOMPARE(saved.examples(), original.examples());
    }

    // Each entry shows its own fields; editing the second and third changes them and nothing else.
    void editsEveryEntry()
    {
        const Record original = threeAndTwo();
        RecordEditor editor(original, nullptr);
        EntryListEditor *workarounds = editor.workaroundsEditor();
        workarounds->setCurrentRow(1);
        QCOMPARE(textOf(workarounds->fieldEditor(RecordEditor::Action)), u"Workaround 2"_s);
        QCOMPARE(
            textOf(workarounds->fieldEditor(RecordEditor::How)), u"app cache prune --keep 2\n  --verbose"_s);
        QCOMPARE(textOf(workarounds->fieldEditor(RecordEditor::Sources)),
            u"https://example.org/2\nman app-cache"_s);
        type(workarounds->fieldEditor(RecordEditor::Action), u"Prune the cache"_s);
        type(workarounds->fieldEditor(RecordEditor::ActionZh), u"清理缓存"_s);
        QCOMPARE(workarounds->list()->item(1)->text(), u"2. Prune the cache"_s);
        workarounds->setCurrentRow(2);
        type(workarounds->fieldEditor(RecordEditor::Sources), u"  https://example.org/new  \n\n"_s);
        EntryListEditor *deadEnds = editor.deadEndsEditor();
        deadEnds->setCurrentRow(1);
        type(deadEnds->fieldEditor(RecordEditor::WhyFailsZh), u"它不起作用"_s);

        const Record saved = editor.record();
        QList<Workaround> expected = original.workarounds();
        expected[1].action = u"Prune the cache"_s;
        expected[1].actionZh = u"清理缓存"_s;
        expected[2].sources = {u"https://example.org/new"_s};
        QCOMPARE(saved.workarounds(), expected);
        QList<DeadEnd> expectedDead = original.deadEnds();
        expectedDead[1].whyFailsZh = u"它不起作用"_s;
        QCOMPARE(saved.deadEnds(), expectedDead);
    }

    // A new record starts with none; Add, Remove and the moves work through the buttons, a moved
    // entry takes along what is not shown, and an entry left empty is not saved.
    void addsMovesAndRemovesEntries()
    {
        RecordEditor editor(u"2024-06-02 11:04:09 ERROR cache volume full"_s, nullptr);
        EntryListEditor *workarounds = editor.workaroundsEditor();
        QCOMPARE(workarounds->count(), 0);
        QVERIFY(!button(workarounds, u"Remove"_s)->isEnabled());
        for (const QString &action : {u"First"_s, u"Second"_s, u"Third"_s}) {
            button(workarounds, u"Add"_s)->click();
            type(workarounds->fieldEditor(RecordEditor::Action), action);
        }
        button(workarounds, u"Add"_s)->click(); // left empty
        QCOMPARE(workarounds->count(), 4);
        QCOMPARE(workarounds->list()->item(3)->text(), u"4. New workaround"_s);
        workarounds->setCurrentRow(2);
        button(workarounds, u"MoveUp"_s)->click(); // First, Third, Second
        QCOMPARE(workarounds->currentRow(), 1);
        QCOMPARE(textOf(workarounds->fieldEditor(RecordEditor::Action)), u"Third"_s);
        workarounds->setCurrentRow(0);
        QVERIFY(!button(workarounds, u"MoveUp"_s)->isEnabled());
        button(workarounds, u"Remove"_s)->click(); // Third, Second
        QCOMPARE(textOf(workarounds->fieldEditor(RecordEditor::Action)), u"Third"_s);
        QStringList actions;
        for (const Workaround &w : editor.record().workarounds())
            actions.append(w.action);
        QCOMPARE(actions, (QStringList {u"Third"_s, u"Second"_s}));

        EntryListEditor *deadEnds = editor.deadEndsEditor();
        button(deadEnds, u"Add"_s)->click();
        type(deadEnds->fieldEditor(RecordEditor::DeadAction), u"Restart the app"_s);
        type(deadEnds->fieldEditor(RecordEditor::WhyFails), u"The cache is on disk"_s);
        QCOMPARE(editor.record().deadEnds().size(), 1);
        QCOMPARE(editor.record().deadEnds().first().whyFails, u"The cache is on disk"_s);
        button(deadEnds, u"Remove"_s)->click();
        QCOMPARE(deadEnds->count(), 0);
        QVERIFY(!deadEnds->fieldEditor(RecordEditor::DeadAction)->isEnabled());
        QVERIFY(editor.record().deadEnds().isEmpty());

        // Moved and removed, an existing workaround keeps its rate and its older Chinese line.
        RecordEditor again(threeAndTwo(), nullptr);
        again.workaroundsEditor()->setCurrentRow(2);
        button(again.workaroundsEditor(), u"MoveUp"_s)->click();
        again.workaroundsEditor()->setCurrentRow(0);
        button(again.workaroundsEditor(), u"Remove"_s)->click();
        const Record moved = again.record();
        QCOMPARE(moved.workarounds().size(), 2);
        QCOMPARE(moved.workarounds().at(0), threeAndTwo().workarounds().at(2));
        QCOMPARE(moved.workarounds().at(1), threeAndTwo().workarounds().at(1));
        QCOMPARE(moved.workaroundsZh(), (QStringList {u"旧办法 3"_s, u"旧办法 2"_s}));
    }

    // Saved to the user's folder and read back as the window reads it, nothing is lost.
    void savedAndReadBack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        RecordEditor editor(threeAndTwo(), nullptr);
        editor.workaroundsEditor()->addEntry();
        type(editor.workaroundsEditor()->fieldEditor(RecordEditor::Action), u"Fourth"_s);
        QString error;
        QVERIFY2(UserRecords::save(dir.path(), editor.record(), &error), qPrintable(error));
        const KnowledgeBase kb = KnowledgeBase::load({dir.path()});
        const Record read = kb.record(u"myapp/cache-full"_s);
        QVERIFY(read.isValid());
        QCOMPARE(read.workarounds().size(), 4);
        QCOMPARE(read.workarounds().mid(0, 3), threeAndTwo().workarounds());
        QCOMPARE(read.workarounds().at(3).action, u"Fourth"_s);
        QCOMPARE(read.workaroundsZh(), threeAndTwo().workaroundsZh());
        QCOMPARE(read.deadEnds(), threeAndTwo().deadEnds());
    }
};

QTEST_MAIN(TestRecordEditor)
#include "tst_recordeditor.moc"
