// SPDX-License-Identifier: MIT
// The real main window, on a throwaway configuration: it opens on the bundled knowledge base,
// shows the tree and the counts, and shows record text literally.
#include "aboutdialog.h"
#include "bundled.h"
#include "categoryname.h"
#include "diagnosticsview.h"
#include "findingsmodel.h"
#include "findingsview.h"
#include "knowledgebase.h"
#include "knowledgebasemodel.h"
#include "logpane.h"
#include "logview.h"
#include "mainwindow.h"
#include "recordeditor.h"
#include "recordview.h"
#include "shortcutsdialog.h"
#include "sourcesdialog.h"
#include "testshared.h"
#include "translations.h"
#include "userrecords.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>

#include <sys/stat.h>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestMainWindow : public QObject
{
    Q_OBJECT

    /// How long a load of Faultline's built-in knowledge base may take: about a thousand regexes
    /// compiled under AddressSanitizer while another test of the suite takes the other core.
    static constexpr int builtInLoadMs = 60000;

    /// A software record (python, ImportError) and an advice record (visa, overstay) in \a dir.
    static void writeScopeRecords(const QString &dir)
    {
        FaultlineTest::writeFile(dir + u"/software.json"_s,
            R"({"id": "python/import-error/py311", "error": {"signature": "ImportError: cannot import name",
                "regex": "ImportError", "domain": "python", "category": "runtime_error"},
                "environment": {"runtime": {"name": "python", "version_range": ">=3.11"}}})");
        FaultlineTest::writeFile(dir + u"/advice.json"_s,
            R"({"id": "visa/overstay/tr", "error": {"signature": "Overstay fine at the border",
                "regex": "overstay", "domain": "visa", "category": "immigration"},
                "environment": {"runtime": {"name": "ai-agent", "version_range": ">=1.0"},
                                "additional": {"country": "tr"}}})");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location, not the user's
        QCoreApplication::setOrganizationName(u"FaultlineTest"_s);
        installTranslations(QLocale(QLocale::English));
    }

    // Every test starts as a first start would: no settings, the interface in English, whatever
    // the test before it left behind (a language test that failed halfway leaves Chinese).
    void init()
    {
        QSettings().clear();
        // The counts and names below are those of the sources each test loads: the built-in
        // knowledge base growing must not move them (builtInLoadedByDefault() covers it).
        QSettings().setValue(u"knowledgeBase/builtIn"_s, false);
        QVERIFY(setInterfaceLanguage(u"en"_s));
    }

    // A first start loads Faultline's built-in knowledge base besides the bundled one, and names
    // it in the status line and the About box.
    void builtInLoadedByDefault()
    {
        QSettings().remove(u"knowledgeBase/builtIn"_s);
        const QString builtIn = builtInKnowledgeBase();
        const qsizetype builtInRecords
            = builtIn.isEmpty() ? 0 : KnowledgeBase::load({builtIn}).records().size();
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.show();
        window.loadSources({});
        QVERIFY(loaded.wait(builtInLoadMs));
        QCOMPARE(window.knowledgeBase()->records().size(), 3 + builtInRecords);
        if (builtIn.isEmpty())
            QSKIP("this build embeds no built-in knowledge base: the bundled one alone was loaded");
        QVERIFY2(window.summary().endsWith(u"— bundled knowledge base, Faultline built-in"_s),
            qPrintable(window.summary()));
        const QString about = AboutDialog::text({bundledKnowledgeBase(), builtIn}, nullptr);
        QVERIFY2(about.contains(u"Faultline built-in — Faultline's own knowledge base"_s), qPrintable(about));
    }

    void opensOnBundledKnowledgeBase()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.show();
        window.loadSources({});
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.knowledgeBase()->records().size(), 3);
        QCOMPARE(window.knowledgeBase()->documents().size(), 2);
        auto *summary = window.findChild<QLabel *>(u"Summary"_s);
        QVERIFY(summary);
        QCOMPARE(summary->text(), u"3 records · 2 documents · 0 diagnostics — bundled knowledge base"_s);
        auto *tree = window.findChild<QTreeView *>(u"KnowledgeBaseTree"_s);
        QVERIFY(tree);
        QCOMPARE(tree->model()->rowCount(), 2);
        QVERIFY(!tree->isExpanded(tree->model()->index(0, 0))); // domains start closed, to scan

        // Selecting a record shows it.
        auto *proxy = qobject_cast<QAbstractProxyModel *>(tree->model());
        auto *model = qobject_cast<KnowledgeBaseModel *>(proxy->sourceModel());
        tree->setCurrentIndex(
            proxy->mapFromSource(model->indexOfRecord(u"pytorch/torchscript-dynamic-control-flow"_s)));
        auto *view = window.findChild<RecordView *>(u"RecordView"_s);
        QVERIFY(view->toPlainText().contains(u"TorchScript supports tracing only for tensors"_s));
        QVERIFY(view->toPlainText().contains(u"运行时错误"_s));
        QVERIFY(view->toPlainText().contains(u"fails 80%"_s));
        QVERIFY(view->toPlainText().contains(u"works 90%"_s));
    }

    // Advice records stay out of the tree until "Show non-software advice" is ticked (or its View
    // menu action, which follows the box); the choice is remembered for the next window.
    void showsAdviceWhenAsked()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeScopeRecords(dir.path());
        auto openWindow = [&](MainWindow &window) {
            QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
            window.show();
            window.loadSources({dir.path()});
            return loaded.wait(10000);
        };
        {
            MainWindow window;
            QVERIFY(openWindow(window));
            QCOMPARE(window.knowledgeBase()->records().size(), 2);
            auto *tree = window.findChild<QTreeView *>(u"KnowledgeBaseTree"_s);
            auto *box = window.findChild<QCheckBox *>(u"ShowAdvice"_s);
            QVERIFY(tree && box);
            QVERIFY(!box->isChecked());
            QCOMPARE(box->text(), u"Show non-software advice"_s);
            QCOMPARE(tree->model()->rowCount(), 1);
            QCOMPARE(tree->model()->index(0, 0).data(KnowledgeBaseModel::SortRole).toString(), u"python"_s);
            QAction *menuAction = nullptr;
            for (QAction *a : window.findChildren<QAction *>()) {
                if (a->text() == u"Show Non-Software &Advice"_s)
                    menuAction = a;
            }
            QVERIFY(menuAction);
            QVERIFY(!menuAction->isChecked());

            box->click();
            QCOMPARE(tree->model()->rowCount(), 2);
            QVERIFY(menuAction->isChecked());
            QCOMPARE(QSettings().value(u"knowledgeBase/showAdvice"_s).toBool(), true);
            // Searching finds the advice now.
            window.search(u"overstay"_s);
            QCOMPARE(tree->model()->rowCount(), 1);
            QCOMPARE(tree->model()->index(0, 0).data(KnowledgeBaseModel::SortRole).toString(), u"visa"_s);
            // The menu action unticks the box and hides it again, query kept.
            menuAction->trigger();
            QVERIFY(!box->isChecked());
            QCOMPARE(tree->model()->rowCount(), 0);
            QCOMPARE(QSettings().value(u"knowledgeBase/showAdvice"_s).toBool(), false);
            menuAction->trigger();
            QVERIFY(box->isChecked());
        }
        MainWindow again;
        QVERIFY(openWindow(again));
        auto *box = again.findChild<QCheckBox *>(u"ShowAdvice"_s);
        QVERIFY(box->isChecked());
        QCOMPARE(again.findChild<QTreeView *>(u"KnowledgeBaseTree"_s)->model()->rowCount(), 2);
    }

    // The diagnosis of an open log follows the box too: advice is found only once it is ticked,
    // and the log is triaged again at once.
    void triageFollowsScope()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeScopeRecords(dir.path());
        MainWindow window;
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        window.show();
        window.loadSources({dir.path()});
        QVERIFY(ready.wait(10000));
        window.openLogText(u"ERROR: overstay at the border\nImportError: cannot import name 'x'\n"_s);
        LogPane *pane = window.currentLogPane();
        auto found = [pane](const QString &id) {
            return std::any_of(pane->result().findings.begin(), pane->result().findings.end(),
                [&id](const Finding &f) { return f.record.id() == id; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && pane->result().complete, 10000);
        QVERIFY(found(u"python/import-error/py311"_s));
        QVERIFY(!found(u"visa/overstay/tr"_s));

        window.findChild<QCheckBox *>(u"ShowAdvice"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && found(u"visa/overstay/tr"_s), 10000);
        QVERIFY(found(u"python/import-error/py311"_s));
        // A log opened now is triaged with every record from the start.
        window.openLogText(u"ERROR: overstay at the border\n"_s);
        pane = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && pane->result().complete, 10000);
        QVERIFY(found(u"visa/overstay/tr"_s));

        window.findChild<QCheckBox *>(u"ShowAdvice"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            !pane->isBusy() && pane->result().complete && !found(u"visa/overstay/tr"_s), 10000);
    }

    // View → Language switches every visible string at once, without a restart, and back.
    void switchesLanguageAtRunTime()
    {
        QSettings().remove(u"ui/language"_s);
        MainWindow window;
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        window.show();
        window.loadSources({});
        QVERIFY(ready.wait(10000));
        window.openLogText(u"first line\nRuntimeError: CUDA out of memory\n"_s);
        LogPane *pane = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && pane->result().complete, 10000);

        auto menuTitles = [&] {
            QStringList titles;
            for (const QAction *menu : window.menuBar()->actions())
                titles.append(menu->text());
            return titles;
        };
        auto *cancelLoading = window.statusBar()->findChild<QToolButton *>();
        QVERIFY(cancelLoading);
        auto *summary = window.findChild<QLabel *>(u"Summary"_s);
        // The Go to Line dialog as it opens: its title, its label and Qt's own OK button.
        auto dialogTexts = [&] {
            QStringList texts;
            QTimer::singleShot(0, &window, [&] {
                auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
                texts = {dialog->windowTitle(), dialog->labelText(), ok->text()};
                dialog->reject();
            });
            pane->goToLine();
            return texts;
        };
        auto switchTo = [&](const QString &language) {
            auto *action = window.findChild<QAction *>(u"Language-"_s + language);
            QVERIFY(action);
            action->trigger();
            QCoreApplication::processEvents(); // the LanguageChange events are posted
            QVERIFY(action->isChecked());
        };

        const QStringList englishMenus = menuTitles();
        QCOMPARE(englishMenus.mid(0, 4), (QStringList {u"&File"_s, u"&Edit"_s, u"&Log"_s, u"&View"_s}));
        QCOMPARE(cancelLoading->toolTip(), u"Stop loading; what was read so far stays loaded"_s);
        QCOMPARE(summary->text(), u"3 records · 2 documents · 0 diagnostics — bundled knowledge base"_s);
        QCOMPARE(dialogTexts(), (QStringList {u"Go to Line"_s, u"Line (1 – 2):"_s, u"OK"_s}));

        switchTo(u"zh_CN"_s);
        const QStringList chineseMenus = menuTitles();
        QCOMPARE(chineseMenus.mid(0, 4),
            (QStringList {u"文件(&F)"_s, u"编辑(&E)"_s, u"日志(&L)"_s, u"视图(&V)"_s}));
        for (qsizetype i = 0; i < englishMenus.size(); ++i)
            QVERIFY2(chineseMenus[i] != englishMenus[i], qPrintable(englishMenus[i]));
        QCOMPARE(cancelLoading->toolTip(), u"停止加载；已读取的内容保持加载"_s);
        QCOMPARE(window.statusBar()->currentMessage(), u"界面语言已切换为简体中文。"_s);
        QCOMPARE(summary->text(), u"3 条记录 · 2 篇文档 · 0 条诊断信息 — 内置知识库"_s);
        QCOMPARE(dialogTexts(), (QStringList {u"转到行"_s, u"行号（1 – 2）："_s, u"确定"_s}));
        QCOMPARE(window.findChild<QDockWidget *>(u"FindingsDock"_s)->windowTitle(), u"发现"_s);
        QCOMPARE(QLocale().language(), QLocale::Chinese); // numbers and dates follow
        QCOMPARE(QSettings().value(u"ui/language"_s).toString(), u"zh_CN"_s);
        QCOMPARE(startupLanguage(), u"zh_CN"_s); // remembered for the next start

        switchTo(u"en"_s);
        QCOMPARE(menuTitles(), englishMenus);
        QCOMPARE(cancelLoading->toolTip(), u"Stop loading; what was read so far stays loaded"_s);
        QCOMPARE(window.statusBar()->currentMessage(), u"The interface is now in English."_s);
        QCOMPARE(summary->text(), u"3 records · 2 documents · 0 diagnostics — bundled knowledge base"_s);
        QCOMPARE(dialogTexts(), (QStringList {u"Go to Line"_s, u"Line (1 – 2):"_s, u"OK"_s}));
        QCOMPARE(QLocale().language(), QLocale::English);
        QSettings().remove(u"ui/language"_s);
    }

    void diagnosticsAreCounted()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({FaultlineTest::testData(u"bad"_s)});
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.summary().section(u" — "_s, 0, 0), u"6 records · 0 documents · 11 diagnostics"_s);
    }

    // Record text is data, never markup: HTML in a signature shows as those characters.
    void recordTextIsEscaped()
    {
        Record r;
        r.edit().id = u"x/html"_s;
        r.edit().signature = u"<b>x</b><a href=\"file:///etc/passwd\">y</a>"_s;
        r.edit().officialDocUrl = u"javascript:alert(1)"_s;
        RecordView view;
        view.showRecord(r);
        QVERIFY(view.toPlainText().contains(u"<b>x</b><a href=\"file:///etc/passwd\">y</a>"_s));
        QVERIFY(!view.recordHtml(r).contains(u"href=\"file:"_s));
        // Shown as text, never as a link.
        QVERIFY(!view.recordHtml(r).contains(u"href=\"javascript:"_s));
        QVERIFY(view.toPlainText().contains(u"javascript:alert(1)"_s));
    }
    // Two columns aligned section by section; text without Chinese spans both.
    void sideBySideWithAnchors()
    {
        Record r;
        r.edit().id = u"x/side"_s;
        r.edit().signature = u"Error: english only"_s;
        r.edit().rootCause = u"Because."_s;
        r.edit().rootCauseZh = u"因为。"_s;
        Workaround w;
        w.action = u"Do this"_s;
        w.successRate = 0.9;
        r.edit().workarounds = {w};
        DeadEnd d;
        d.action = u"Do that"_s;
        d.failRate = 0.8;
        r.edit().deadEnds = {d};
        RecordLink broken;
        broken.targetId = u"x/missing"_s;
        r.edit().links = {broken};
        RecordView view;
        view.resize(1000, 600); // wide enough for the languages side by side
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setKnowledgeBase(std::make_shared<const KnowledgeBase>());
        const QString html = view.recordHtml(r);
        for (auto s :
            {RecordView::Section::Signature, RecordView::Section::RootCause, RecordView::Section::Workarounds,
                RecordView::Section::DeadEnds, RecordView::Section::Links, RecordView::Section::Details})
            QVERIFY2(html.contains(u"name='"_s + RecordView::anchor(s) + u"'"_s),
                qPrintable(RecordView::anchor(s)));
        view.showRecord(r, RecordView::Section::DeadEnds);
        const QString text = view.toPlainText();
        QVERIFY(text.contains(u"English"_s) && text.contains(u"中文"_s));
        QVERIFY(!text.contains(u"[untranslated]"_s)); // no Chinese: shown once, across the page
        QCOMPARE(text.count(u"Error: english only"_s), 1);
        QVERIFY(text.contains(u"因为。"_s));
        QVERIFY(text.contains(u"✓ 1. works 90%"_s));
        QVERIFY(text.contains(u"✗ 1. fails 80%"_s));
        QVERIFY(text.contains(u"x/missing (broken link: not in the knowledge base)"_s));

        view.setColumnsVisible(true, false);
        QVERIFY(!view.toPlainText().contains(u"中文"_s));
        QVERIFY(!view.toPlainText().contains(u"因为。"_s));
        view.setColumnsVisible(false, false); // one column always stays
        QVERIFY(view.isEnglishVisible());
    }

    // Links between records open the target; Back and Forward retrace the way.
    void linksAndHistory()
    {
        FAULTLINE_REQUIRE_DIR(FaultlineTest::corpusDir());
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({FaultlineTest::corpusDir() + u"/data/canons/python"_s});
        QVERIFY(loaded.wait(10000));
        auto *view = window.findChild<RecordView *>(u"RecordView"_s);
        const QString from = u"python/typeerror-takes-positional-args/py311-linux"_s;
        const QString to = u"python/typeerror-no-len/py311-linux"_s;
        QVERIFY(window.showRecord(from));
        QVERIFY(view->recordHtml(window.knowledgeBase()->record(from))
                .contains(QString::fromUtf8(RecordView::recordUrl(to).toEncoded())));
        Q_EMIT view->recordLinkActivated(to); // what a click on the link does
        QVERIFY(view->toPlainText().contains(window.knowledgeBase()->record(to).signature()));
        window.goBack();
        QVERIFY(view->toPlainText().contains(window.knowledgeBase()->record(from).signature()));
        window.goForward();
        QVERIFY(view->toPlainText().contains(window.knowledgeBase()->record(to).signature()));
    }
    void dropFolderLoadsIt()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        auto *mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(FaultlineTest::testData(u"bad"_s))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.sources(), QStringList {FaultlineTest::testData(u"bad"_s)});
        QCOMPARE(window.knowledgeBase()->records().size(), 6);
        delete mime;
    }

    // A log dropped on the window opens in the log pane (not as records), is matched, and the
    // link on its matched line opens the record at its dead ends.
    // /dev/zero and a FIFO (named like a record file, which is looked into) dropped on the window:
    // refused at once with the reason, nothing opened, and the window keeps working.
    void dropDevicesAndFifos()
    {
        MainWindow window;
        window.show();
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"records.txt"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QString shown;
        QTimer poll; // the warning is modal: read it and close it, as the user would
        connect(&poll, &QTimer::timeout, [&] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    shown = box->text();
                    box->accept();
                }
            }
        });
        poll.start(20);
        auto *mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(u"/dev/zero"_s), QUrl::fromLocalFile(fifo)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QElapsedTimer timer;
        timer.start();
        QCoreApplication::sendEvent(&window, &drop);
        delete mime;
        QVERIFY2(timer.elapsed() < 5000, "a FIFO must not be opened for reading");
        QCOMPARE(shown,
            u"Some logs could not be opened:\n\n"
            "/dev/zero: not a regular file but a device (such as /dev/zero), which may never end\n"
            "%1: not a regular file but a pipe (FIFO), which can be read only once, as it comes: save what "
            "it gives to a file and open that"_s.arg(fifo));
        QVERIFY(window.logPanes().isEmpty());
        QCOMPARE(window.sources(), QStringList());
    }

    // The log changes on disk while the user scrolls it: every part still paints (lines no longer
    // there read as empty), and the pane says what happened.
    void logChangedWhileScrolling_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated")
            << u"truncated"_s
            << u"app.log was truncated on disk (it is shorter than what was read). What was read "
               "stays shown; open it again to see the new content."_s;
        QTest::newRow("replaced")
            << u"replaced"_s
            << u"app.log was replaced on disk by another file (as when a log is rotated). What "
               "was read stays shown; open it again to see the new file."_s;
        QTest::newRow("deleted") << u"deleted"_s
                                 << u"app.log was deleted on disk. What was read stays shown."_s;
    }
    void logChangedWhileScrolling()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"app.log"_s);
        QByteArray bytes;
        for (int i = 0; i < 5000; ++i)
            bytes += "2026-11-23 12:00:00 INFO line " + QByteArray::number(i) + '\n';
        FaultlineTest::writeFile(path, bytes);
        LogPane pane(dir.path());
        pane.resize(900, 600);
        pane.show();
        QString error;
        QVERIFY2(pane.open(path, u"app.log"_s, &error), qPrintable(error));
        pane.logFile()->waitForIndexed();
        LogView *view = pane.view();
        QImage image(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        view->goToLine(2500);
        view->viewport()->render(&image);
        if (change == u"truncated"_s) {
            QVERIFY(QFile::resize(path, 100));
        } else if (change == u"replaced"_s) {
            FaultlineTest::writeFile(dir.filePath(u"new.log"_s), "a new log\n");
            QVERIFY(::rename(QFile::encodeName(dir.filePath(u"new.log"_s)).constData(),
                        QFile::encodeName(path).constData())
                == 0);
        } else {
            QVERIFY(QFile::remove(path));
        }
        for (int value : {0, 1000, 2400, 4990, 2600}) {
            view->verticalScrollBar()->setValue(value);
            view->viewport()->render(&image);
        }
        auto *label = pane.findChild<QLabel *>(u"LogMessage"_s);
        QTRY_COMPARE_WITH_TIMEOUT(label->isVisible() ? label->text() : QString(), message, 5000);
        QCOMPARE(pane.logFile()->lineCount(), 5000); // what was read stays
    }

    void dropLogShowsFindingsAndLinks()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        window.loadSources({}); // the bundled knowledge base: the user's seed records
        QVERIFY(loaded.wait(10000));
        QVERIFY(ready.count() > 0 || ready.wait(10000));

        const QString log = FaultlineTest::testData(u"logs/compile-graph-break.log"_s);
        auto *mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(log)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        delete mime;

        QCOMPARE(window.sources(), QStringList()); // the knowledge base was left alone
        QCOMPARE(window.logPanes().size(), 1);
        LogPane *pane = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && pane->result().lines == 8, 10000);

        const QString id = u"pytorch/torch-compile-graph-break-fallback"_s;
        const QList<Finding> &findings = pane->result().findings;
        QVERIFY(!findings.isEmpty());
        QCOMPARE(findings.first().record.id(), id);
        QCOMPARE(findings.first().best.line, 6); // 0-based: the RuntimeError line
        QVERIFY(!findings.first().weak);
        auto *panel = window.findChild<FindingsView *>();
        QVERIFY(panel->model()->indexOfRecord(id).isValid());

        // The inline link on the matched line, clicked as a user would.
        LogView *view = pane->view();
        view->goToLine(6);
        view->viewport()->repaint();
        const QRect link = view->linkRect(6, LogView::Link::DeadEnds);
        QVERIFY2(!link.isEmpty(), "the matched line shows no dead-ends link");
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, link.center());
        auto *record = window.findChild<RecordView *>(u"RecordView"_s);
        QCOMPARE(record->section(), RecordView::Section::DeadEnds);
        QVERIFY(record->toPlainText().contains(window.knowledgeBase()->record(id).signature()));
        QVERIFY(record->verticalScrollBar()->value() > 0); // scrolled to the dead ends

        // A line without a hit has no link.
        QVERIFY(view->linkRect(0, LogView::Link::DeadEnds).isEmpty());

        // In a pane too narrow for the text and the link, the link takes the right margin and
        // the error message stops before it, current line or not.
        window.resize(640, 480);
        QCoreApplication::processEvents();
        view->goToLine(6);
        QTest::keyClick(view, Qt::Key_Up); // the current line is now 5
        view->viewport()->repaint();
        const QRect narrow = view->linkRect(6, LogView::Link::DeadEnds);
        QVERIFY(!narrow.isEmpty());
        QVERIFY2(!narrow.intersects(view->textRect(6)), "the link covers the error line");
    }

    // Pasted text, a gzip-compressed log and an empty file all open as logs; the first two are
    // matched like any log.
    // The log has the centre; a finding's click shows its record; the first diagnosis of a log
    // opens its record beside the log only while the log keeps its room.
    void findingOpensItsRecord_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("recordBeside");
        QTest::newRow("1920x1080: the record on the right") << QSize(1920, 1080) << true;
        QTest::newRow("1024x640: the record in the tree's place") << QSize(1024, 640) << false;
    }

    void findingOpensItsRecord()
    {
        QFETCH(QSize, size);
        QFETCH(bool, recordBeside);
        MainWindow window;
        // A first start: the panels are placed for the size the window is shown at.
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        window.loadSources({});
        QVERIFY(ready.wait(10000));
        auto *recordDock = window.findChild<QDockWidget *>(u"RecordDock"_s);
        auto *treeDock = window.findChild<QDockWidget *>(u"KnowledgeBaseDock"_s);
        QVERIFY(recordDock && treeDock);
        QVERIFY2(!recordDock->isVisible(), "the record panel opens with a record, not empty");
        QVERIFY(window.centralWidget()->width() > window.width() / 2);

        const QString id = u"pytorch/torch-compile-graph-break-fallback"_s;
        window.openLogs({FaultlineTest::testData(u"logs/compile-graph-break.log"_s)});
        LogPane *pane = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && !pane->result().findings.isEmpty(), 10000);
        QCOMPARE(pane->result().findings.first().record.id(), id);
        // Its diagnosis is shown: beside the log on a wide window, in the tree's place on a
        // narrow one; the log keeps the larger part of the window either way (beside the tree's
        // fifth and the record's third at 1920 px, beside their shared third at 1024 px).
        QTRY_VERIFY(recordDock->isVisible());
        auto *record = window.findChild<RecordView *>(u"RecordView"_s);
        QVERIFY(record->toPlainText().contains(window.knowledgeBase()->record(id).signature()));
        QCOMPARE(window.dockWidgetArea(recordDock) == Qt::RightDockWidgetArea, recordBeside);
        QVERIFY2(pane->width() >= window.width() * 2 / 5, qPrintable(QString::number(pane->width())));

        // Closed, then a click on the finding's row (not its links) opens it again.
        recordDock->close();
        record->showNothing();
        auto *panel = window.findChild<FindingsView *>();
        const QModelIndex finding = panel->model()->indexOfRecord(id);
        QVERIFY(finding.isValid());
        panel->tree()->scrollTo(finding);
        const QRect cell = panel->tree()->visualRect(finding.siblingAtColumn(FindingsModel::SignatureColumn));
        QTest::mouseClick(panel->tree()->viewport(), Qt::LeftButton, {}, cell.center());
        QTRY_VERIFY(recordDock->isVisible());
        QVERIFY(record->toPlainText().contains(window.knowledgeBase()->record(id).signature()));
        QCOMPARE(pane->view()->currentLine(), pane->result().findings.first().best.line);
        QCOMPARE(finding.siblingAtColumn(FindingsModel::DomainColumn).data().toString(), u"pytorch"_s);

        // The log's own actions are in the Log menu too, and act on the current log.
        QAction *own = pane->view()->wordWrapAction();
        QAction *inMenu = nullptr;
        for (QAction *menu : window.menuBar()->actions()) {
            for (QAction *a : menu->menu() ? menu->menu()->actions() : QList<QAction *>()) {
                if (a != own && !a->text().isEmpty() && a->text() == own->text())
                    inMenu = a;
            }
        }
        QVERIFY2(inMenu && inMenu->isEnabled(), "no Word Wrap in the menus");
        const bool wrapped = own->isChecked();
        inMenu->trigger();
        QCOMPARE(own->isChecked(), !wrapped);
        QCOMPARE(inMenu->isChecked(), !wrapped);
    }

    // A log where nothing is known, with only the knowledge that ships: the findings panel says
    // so and where more comes from; once the user opens records of their own, it does not.
    void nothingKnownSaysWhereMoreIs()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(u"quiet.log"_s);
        FaultlineTest::writeFile(log,
            "2024-06-02 11:04:09 INFO worker started\n"
            "2024-06-02 11:04:10 INFO 12 jobs done\n");
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        window.loadSources({});
        QVERIFY(ready.wait(10000));
        window.openLogs({log});
        LogPane *pane = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && pane->result().complete, 10000);
        auto *note = window.findChild<QLabel *>(u"MoreKnowledgeNote"_s);
        QVERIFY(note);
        QTRY_VERIFY(note->isVisible());
        QVERIFY2(note->text().contains(u"Open Record Folder"_s), qPrintable(note->text()));

        const QString records = dir.filePath(u"records"_s);
        QVERIFY(QDir().mkpath(records));
        writeScopeRecords(records);
        window.loadSources({records});
        QVERIFY(ready.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy() && pane->result().complete, 10000);
        QTRY_VERIFY(!note->isVisible());
    }

    // A first start with the deadends.dev corpus checked out in the home folder offers it under
    // the welcome text; the user's yes loads it, and the offer is not made again.
    void offersCorpusFoundOnThisMachine()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString corpus = home.filePath(u"src/deadends.dev/data/canons"_s);
        QVERIFY(QDir().mkpath(corpus + u"/python/import-error"_s));
        writeScopeRecords(corpus + u"/python/import-error"_s);
        const QByteArray realHome = qgetenv("HOME"), realVenv = qgetenv("VIRTUAL_ENV");
        const auto restore = qScopeGuard([&] {
            qputenv("HOME", realHome);
            if (!realVenv.isEmpty())
                qputenv("VIRTUAL_ENV", realVenv);
        });
        qputenv("HOME", QFile::encodeName(home.path()));
        qunsetenv("VIRTUAL_ENV");

        MainWindow window;
        window.show();
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({});
        QVERIFY(loaded.wait(10000));
        auto *offer = window.findChild<QWidget *>(u"CorpusOffer"_s);
        QVERIFY(offer);
        QTRY_VERIFY_WITH_TIMEOUT(offer->isVisible(), 10000);
        auto *load = offer->findChild<QPushButton *>(u"LoadCorpus"_s);
        QVERIFY(load);
        load->click();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.sources(), QStringList {QFileInfo(corpus).canonicalFilePath()});
        QVERIFY(!offer->isVisible());
        QVERIFY(window.knowledgeBase()->record(u"python/import-error/py311"_s).isValid());

        // Answered: a later window does not ask again, even with the bundled knowledge alone.
        MainWindow again;
        again.show();
        QSignalSpy loadedAgain(&again, &MainWindow::knowledgeBaseLoaded);
        again.loadSources({});
        QVERIFY(loadedAgain.wait(10000));
        QTest::qWait(300);
        QVERIFY(!again.findChild<QWidget *>(u"CorpusOffer"_s)->isVisible());
    }

    // Knowledge Base Sources: a folder added there is loaded and counted; turned off, it is
    // unloaded and remembered as off for the next window.
    void sourcesDialogAddsDisablesAndRemembers()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(u"records"_s);
        QVERIFY(QDir().mkpath(folder));
        writeScopeRecords(folder);

        // Runs \a work on the dialog once it is open (it is modal), then answers it.
        auto whenOpen = [](const std::function<void(SourcesDialog *)> &work) {
            QTimer::singleShot(0, [work] {
                QTRY_VERIFY(qobject_cast<SourcesDialog *>(QApplication::activeModalWidget()));
                auto *dialog = qobject_cast<SourcesDialog *>(QApplication::activeModalWidget());
                work(dialog);
            });
        };
        auto sourcesAction = [](MainWindow &window) -> QAction * {
            for (QAction *a : window.findChildren<QAction *>()) {
                if (a->text() == u"Knowledge Base &Sources…"_s)
                    return a;
            }
            return nullptr;
        };
        auto rowOf = [](SourcesDialog *dialog, const QString &text) -> QTreeWidgetItem * {
            const auto items = dialog->table()->findItems(QDir::toNativeSeparators(text), Qt::MatchExactly);
            return items.isEmpty() ? nullptr : items.first();
        };

        MainWindow window;
        window.show();
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({});
        QVERIFY(loaded.wait(10000));
        QAction *action = sourcesAction(window);
        QVERIFY(action);

        whenOpen([folder](SourcesDialog *dialog) {
            dialog->addSources({folder});
            dialog->accept();
        });
        action->trigger();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.sources(), QStringList {folder});
        QVERIFY(window.knowledgeBase()->record(u"python/import-error/py311"_s).isValid());

        QString records;
        whenOpen([&](SourcesDialog *dialog) {
            QTreeWidgetItem *row = rowOf(dialog, folder);
            QVERIFY(row);
            records = row->text(1);
            row->setCheckState(0, Qt::Unchecked);
            dialog->accept();
        });
        action->trigger();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(records, u"2"_s);
        QCOMPARE(window.sources(), QStringList());
        QVERIFY(!window.knowledgeBase()->record(u"python/import-error/py311"_s).isValid());

        MainWindow again;
        again.show();
        bool listedOff = false;
        whenOpen([&](SourcesDialog *dialog) {
            QTreeWidgetItem *row = rowOf(dialog, folder);
            listedOff = row && row->checkState(0) == Qt::Unchecked && row->text(1) == u"not loaded"_s;
            dialog->reject();
        });
        sourcesAction(again)->trigger();
        QVERIFY(listedOff);
    }

    // A record made from a log line: proposed from the line, its hits in the log counted, saved
    // in the user's folder (then a source in use), found by triage on that log, edited, deleted.
    void recordFromLogLine()
    {
        const QString folder = UserRecords::folder();
        QDir(folder).removeRecursively();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(u"app.log"_s);
        FaultlineTest::writeFile(log,
            "2024-06-02 11:04:08 INFO worker started\n"
            "2024-06-02 11:04:09 ERROR cache volume full: 12 blocks left on /var/cache/app\n"
            "2024-06-02 11:04:10 INFO retrying\n");
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        window.loadSources({});
        QVERIFY(ready.wait(10000));
        window.openLogs({log});
        LogPane *pane = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!pane->isBusy(), 10000);
        pane->view()->goToLine(1);

        auto actionNamed = [&window](const QString &text) -> QAction * {
            for (QAction *a : window.findChildren<QAction *>()) {
                if (a->text() == text)
                    return a;
            }
            return nullptr;
        };
        QAction *fromLine = actionNamed(u"New &Record from This Line…"_s);
        QVERIFY(fromLine && fromLine->isEnabled());
        QString signature, hits;
        QTimer::singleShot(0, [&] {
            QTRY_VERIFY(qobject_cast<RecordEditor *>(QApplication::activeModalWidget()));
            auto *editor = qobject_cast<RecordEditor *>(QApplication::activeModalWidget());
            signature = editor->signatureEdit()->text();
            QTRY_VERIFY(
                editor->hitsText().contains(u"line"_s) && !editor->hitsText().startsWith(u"Counting"_s));
            hits = editor->hitsText();
            editor->idEdit()->setText(u"myapp/cache-full"_s);
            editor->accept();
        });
        fromLine->trigger();
        QCOMPARE(signature, u"cache volume full: <n> blocks left on <path>"_s);
        QCOMPARE(hits, u"1 line of this log matches"_s);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.sources().first(), folder);
        QVERIFY(QFile::exists(UserRecords::pathOf(folder, u"myapp/cache-full"_s)));
        QVERIFY(window.knowledgeBase()->record(u"myapp/cache-full"_s).isValid());
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(pane->result().findings.cbegin(), pane->result().findings.cend(),
                                     [](const Finding &f) { return f.record.id() == u"myapp/cache-full"_s; }),
            10000);

        // It is shown, and as the user's own it can be edited and deleted.
        QAction *edit = actionNamed(u"&Edit Record…"_s);
        QAction *remove = actionNamed(u"&Delete Record"_s);
        QVERIFY(edit && remove);
        QTRY_VERIFY(edit->isEnabled() && remove->isEnabled());
        QTimer::singleShot(0, [&] {
            QTRY_VERIFY(qobject_cast<RecordEditor *>(QApplication::activeModalWidget()));
            auto *editor = qobject_cast<RecordEditor *>(QApplication::activeModalWidget());
            editor->signatureEdit()->setText(u"Cache volume full"_s);
            editor->accept();
        });
        edit->trigger();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(window.knowledgeBase()->record(u"myapp/cache-full"_s).signature(), u"Cache volume full"_s);

        QTimer::singleShot(0, [] {
            QTRY_VERIFY(qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            box->button(QMessageBox::Yes)->click();
        });
        QTRY_VERIFY(remove->isEnabled());
        remove->trigger();
        QVERIFY(loaded.wait(10000));
        QVERIFY(!window.knowledgeBase()->record(u"myapp/cache-full"_s).isValid());
        QVERIFY(!QFile::exists(UserRecords::pathOf(folder, u"myapp/cache-full"_s)));
        QDir(folder).removeRecursively();
    }

    // A record of the user's with the id of a built-in one is the one shown, and its page says
    // whose record it replaces; a built-in record it does not replace says nothing of the kind.
    void userRecordOverridesBuiltIn()
    {
        if (builtInKnowledgeBase().isEmpty())
            QSKIP("this build embeds no built-in knowledge base");
        QSettings().setValue(u"knowledgeBase/builtIn"_s, true);
        const QString folder = UserRecords::folder();
        QDir(folder).removeRecursively();
        const auto cleanUp = qScopeGuard([&] { QDir(folder).removeRecursively(); });
        const QString id = u"python/module-not-found"_s;
        const Record shipped = KnowledgeBase::load({builtInKnowledgeBase()}).record(id);
        QVERIFY(shipped.isValid());
        Record mine = shipped;
        mine.edit().signature = u"ModuleNotFoundError <my own>"_s;
        QVERIFY(UserRecords::save(folder, mine));

        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({folder});
        QVERIFY(loaded.wait(builtInLoadMs));
        auto *view = window.findChild<RecordView *>(u"RecordView"_s);
        QVERIFY(window.showRecord(id));
        QVERIFY(view->toPlainText().contains(u"ModuleNotFoundError <my own>"_s));
        QVERIFY2(view->toPlainText().contains(
                     u"Your record — it replaces the record of the same id in Faultline built-in."_s),
            qPrintable(view->toPlainText()));
        const Record other = window.knowledgeBase()->records().constLast();
        QVERIFY(other.id() != id);
        QVERIFY(window.showRecord(other.id()));
        QVERIFY(!view->toPlainText().contains(u"replaces the record"_s));
    }

    void helpListsShortcutsAndLicences()
    {
        MainWindow window;
        QVERIFY2(window.findChild<QAction *>(u"About"_s), "no Help → About");
        QCOMPARE(window.findChild<QAction *>(u"KeyboardShortcuts"_s)->shortcut(), QKeySequence(Qt::Key_F1));
        ShortcutsDialog dialog(window.menuBar());
        const QStringList rows = dialog.rows();
        const auto has = [&](const QString &action, const QKeySequence &keys) {
            const QString keyText = keys.toString(QKeySequence::NativeText);
            return std::any_of(rows.begin(), rows.end(),
                [&](const QString &row) { return row.contains(action) && row.endsWith(keyText); });
        };
        QVERIFY2(has(u"Find in Knowledge Base"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)),
            qPrintable(rows.join(u'\n')));
        QVERIFY2(has(u"Knowledge Base"_s, QKeySequence(Qt::ALT | Qt::Key_0)), qPrintable(rows.join(u'\n')));
        QVERIFY(has(u"Open Log"_s, QKeySequence::Open));
        QVERIFY(std::none_of(rows.begin(), rows.end(), [](const QString &r) { return r.contains(u'&'); }));

        // The licence of a knowledge base is read from beside it (a data folder of a repository).
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(u"data/canons"_s));
        FaultlineTest::writeFile(dir.filePath(u"LICENSE"_s), "\n# Apache License 2.0\n\nText…\n");
        const QString about = AboutDialog::text({dir.filePath(u"data/canons"_s)}, nullptr);
        QVERIFY2(about.contains(u"Apache License 2.0"_s), qPrintable(about));
        QVERIFY(AboutDialog::text({}, nullptr).contains(u"Built-in"_s));
        QTemporaryDir bare;
        QVERIFY(AboutDialog::text({bare.path() + u"/<b>kb"_s}, nullptr).contains(u"&lt;b&gt;kb"_s));
    }

    void pastedGzipAndEmptyLogs()
    {
        MainWindow window;
        QSignalSpy ready(&window, &MainWindow::matcherReady);
        window.loadSources({});
        QVERIFY(ready.wait(10000));
        const QString id = u"pytorch/torch-compile-graph-break-fallback"_s;
        auto topFinding = [](LogPane *pane) {
            return pane->result().findings.isEmpty() ? QString()
                                                     : pane->result().findings.first().record.id();
        };

        window.openLogText(
            u"RuntimeError: torch.compile: function 'forward' failed with a graph break. "
            "Falling back to eager mode. Consider rewriting the function to avoid Python control flow.\n"_s);
        LogPane *pasted = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!pasted->isBusy() && pasted->result().complete, 10000);
        QCOMPARE(topFinding(pasted), id);

        window.openLogs({FaultlineTest::testData(u"logs/compile-graph-break.log.gz"_s)}, true);
        LogPane *packed = window.currentLogPane();
        QVERIFY(packed != pasted);
        QTRY_VERIFY_WITH_TIMEOUT(
            !packed->isBusy() && packed->result().complete && packed->result().lines == 8, 10000);
        QCOMPARE(topFinding(packed), id);
        QCOMPARE(packed->logFile()->line(LineNumber(0)),
            u"[2026-11-21 09:14:02] INFO starting trainer (torch 2.7.0, cuda 12.4)"_s);

        QTemporaryDir dir;
        const QString empty = dir.filePath(u"empty.log"_s);
        FaultlineTest::writeFile(empty, {});
        window.openLogs({empty}, true);
        LogPane *nothing = window.currentLogPane();
        QTRY_VERIFY_WITH_TIMEOUT(!nothing->isBusy(), 10000);
        QCOMPARE(nothing->result().findings.size(), 0);
        nothing->view()->repaint(); // paints an empty log without trouble
        QCOMPARE(window.logPanes().size(), 3);

        window.openLogs({dir.filePath(u"missing.log"_s)}, true); // reported, no tab
        QCOMPARE(window.logPanes().size(), 3);
        QVERIFY(window.findChild<QLabel *>(u"Summary"_s)->text().contains(u"missing.log"_s));
    }

    // Two compressed logs of the same name (app.log.gz from two hosts) are unpacked apart: each
    // tab shows its own log.
    void sameNamedGzipLogsStayApart()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(u"a"_s);
        QDir(dir.path()).mkpath(u"b"_s);
        const QString a = dir.filePath(u"a/app.log.gz"_s), b = dir.filePath(u"b/app.log.gz"_s);
        QVERIFY(QFile::copy(FaultlineTest::testData(u"logs/compile-graph-break.log.gz"_s), a));
        QVERIFY(QFile::copy(FaultlineTest::testData(u"logs/train-crash.log.gz"_s), b));
        MainWindow window;
        window.openLogs({a, b}, true);
        QCOMPARE(window.logPanes().size(), 2);
        for (LogPane *pane : window.logPanes())
            QTRY_VERIFY_WITH_TIMEOUT(!pane->logFile()->path().isEmpty() && !pane->isBusy(), 10000);
        QCOMPARE(window.logPanes().at(0)->logFile()->lineCount(), 8);
        QCOMPARE(window.logPanes().at(1)->logFile()->lineCount(), 24);
        QVERIFY(window.logPanes().at(0)->logFile()->line(LineNumber(0)).contains(u"starting trainer"_s));
        QVERIFY(window.logPanes().at(1)->logFile()->line(LineNumber(0)).contains(u"Starting run"_s));
    }

    // Activating a diagnostic about a loaded record shows that record.
    void diagnosticShowsItsRecord()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({FaultlineTest::testData(u"bad/bad-regex.json"_s)});
        QVERIFY(loaded.wait(10000));
        auto *diagnostics = window.findChild<DiagnosticsView *>();
        QVERIFY(diagnostics);
        QCOMPARE(diagnostics->topLevelItemCount(), 1);
        Q_EMIT diagnostics->itemActivated(diagnostics->topLevelItem(0), 0);
        auto *view = window.findChild<RecordView *>(u"RecordView"_s);
        QVERIFY(view->toPlainText().contains(u"Error: uses a lookahead"_s));
        QVERIFY(view->toPlainText().contains(u"RE2 rejects this record's regex"_s));
    }

    // A narrow diagnostics dock shows the whole problem, and where it is: wrapped, not cut.
    void diagnosticProblemShowsWhenNarrow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        // Chinese breaks between any two characters, and its glyphs come from a fallback font.
        QTest::newRow("Chinese") << u"zh_CN"_s;
    }
    void diagnosticProblemShowsWhenNarrow()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(u":/i18n/faultline_%1.qm"_s.arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        const auto removeTranslator = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        const KnowledgeBase kb = KnowledgeBase::load({FaultlineTest::testData(u"bad/bad-regex.json"_s)});
        QCOMPARE(kb.diagnostics().size(), 1);
        const Diagnostic &d = kb.diagnostics().first();
        DiagnosticsView view;
        view.setDiagnostics(kb.diagnostics());
        view.resize(220, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTreeWidgetItem *item = view.topLevelItem(0);
        QVERIFY(item->text(0).startsWith(d.text()));
        QCOMPARE(item->text(0).section(u'\n', 1),
            d.line > 0 ? u"bad-regex.json:%1"_s.arg(d.line) : u"bad-regex.json"_s);
        // The row holds the text wrapped in the width beside the icon, each line as tall as its
        // fonts (Chinese comes from a taller fallback font): nothing is cut off or elided.
        const int margin = view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1;
        const int iconWidth = view.iconSize().isValid()
            ? view.iconSize().width()
            : view.style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, &view);
        QString shown = item->text(0);
        shown.replace(u'\n', QChar::LineSeparator);
        QTextLayout layout(shown, view.font());
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(wrap);
        qreal needed = 0;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(view.viewport()->width() - iconWidth - 4 * margin);
            needed += line.height();
        }
        layout.endLayout();
        QVERIFY(layout.lineCount() >= 3); // the message wraps
        QTRY_VERIFY2(view.visualItemRect(item).height() >= needed, // laid out again at its width
            qPrintable(u"%1 lines, %2 px, in a %3×%4 px row"_s.arg(layout.lineCount())
                    .arg(needed)
                    .arg(view.visualItemRect(item).width())
                    .arg(view.visualItemRect(item).height())));
    }

    // The words searched for are marked in the record shown.
    void searchTermsHighlighted()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({});
        QVERIFY(loaded.wait(10000));
        window.search(u"图断裂 eager"_s);
        QVERIFY(window.showRecord(u"pytorch/torch-compile-graph-break-fallback"_s));
        auto *view = window.findChild<RecordView *>(u"RecordView"_s);
        QStringList marked;
        for (const QTextEdit::ExtraSelection &mark : view->extraSelections())
            marked.append(mark.cursor.selectedText().toCaseFolded());
        QVERIFY(marked.contains(u"图断裂"_s));
        QVERIFY(marked.contains(u"eager"_s));
        window.search(QString());
        QVERIFY(view->extraSelections().isEmpty());
    }
    // The category menu lists the categories by their names in the interface's language, in the
    // order of those names, after a switch of language too; the chosen one stays chosen.
    void categoryFilterFollowsTheLanguage()
    {
        QSettings().remove(u"knowledgeBase/builtIn"_s); // its many categories
        if (builtInKnowledgeBase().isEmpty())
            QSKIP("this build embeds no built-in knowledge base: too few categories to order");
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.show();
        window.loadSources({});
        QVERIFY(loaded.wait(builtInLoadMs));
        auto *category = window.findChild<QComboBox *>(u"CategoryFilter"_s);
        QVERIFY(category);
        QVERIFY(category->count() > 10);
        category->setCurrentIndex(category->findData(u"runtime_error"_s));
        auto inNameOrder = [&] {
            for (int i = 2; i < category->count(); ++i) {
                if (category->itemText(i - 1).localeAwareCompare(category->itemText(i)) > 0)
                    return false;
            }
            return true;
        };
        QVERIFY(inNameOrder());
        for (const QString &language : {u"zh_CN"_s, u"en"_s}) {
            auto *action = window.findChild<QAction *>(u"Language-"_s + language);
            QVERIFY(action);
            action->trigger();
            QCoreApplication::processEvents(); // the LanguageChange events are posted
            QVERIFY2(inNameOrder(), qPrintable(language));
            QCOMPARE(category->currentData().toString(), u"runtime_error"_s);
            QCOMPARE(category->currentText(), categoryDisplayName(u"runtime_error"_s));
        }
        QSettings().remove(u"ui/language"_s);
    }

    // The filter menus offer what the knowledge base holds, by name, and narrow the tree.
    void filtersNarrowTheTree()
    {
        MainWindow window;
        QSignalSpy loaded(&window, &MainWindow::knowledgeBaseLoaded);
        window.loadSources({});
        QVERIFY(loaded.wait(10000));
        auto *category = window.findChild<QComboBox *>(u"CategoryFilter"_s);
        auto *resolvable = window.findChild<QComboBox *>(u"ResolvableFilter"_s);
        auto *count = window.findChild<QLabel *>(u"MatchCount"_s);
        QVERIFY(category && resolvable && count);
        QCOMPARE(count->text(), u"3"_s);
        // A category reads by its name, not its key.
        QCOMPARE(category->itemText(category->findData(u"runtime_error"_s)), u"Runtime error"_s);
        category->setCurrentIndex(category->findData(u"runtime_error"_s));
        QCOMPARE(count->text(), u"2 of 3"_s);
        resolvable->setCurrentIndex(resolvable->findData(u"partial"_s));
        QCOMPARE(count->text(), u"1 of 3"_s);
        window.search(u"nothing like this"_s);
        QCOMPARE(count->text(), u"0 of 3"_s);
        auto *tree = window.findChild<QTreeView *>(u"KnowledgeBaseTree"_s);
        QCOMPARE(tree->model()->rowCount(), 0);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
