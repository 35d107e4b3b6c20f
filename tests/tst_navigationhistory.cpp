// SPDX-License-Identifier: MIT
// NavigationHistory: Back and Forward over what was shown, as a browser does it.
#include "navigationhistory.h"

#include <QAction>
#include <QSignalSpy>
#include <QTest>
#include <QWidget>

using namespace Faultline;
using namespace Qt::StringLiterals;

class TestNavigationHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Steps: "v:KEY" visits KEY, "b" goes back, "f" goes forward.
    void navigate_data()
    {
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<QString>("current");
        QTest::addColumn<QStringList>("navigated");
        QTest::addColumn<bool>("canGoBack");
        QTest::addColumn<bool>("canGoForward");
        QTest::newRow("nothing shown yet") << QStringList {} << QString() << QStringList {} << false << false;
        QTest::newRow("one visit") << QStringList {u"v:record:a"_s} << u"record:a"_s << QStringList {}
                                   << false << false;
        QTest::newRow("back") << QStringList {u"v:record:a"_s, u"v:document:d"_s, u"b"_s} << u"record:a"_s
                              << QStringList {u"record:a"_s} << false << true;
        QTest::newRow("back and forward")
            << QStringList {u"v:record:a"_s, u"v:record:b"_s, u"b"_s, u"f"_s} << u"record:b"_s
            << QStringList {u"record:a"_s, u"record:b"_s} << true << false;
        QTest::newRow("a visit after going back drops what was ahead")
            << QStringList {u"v:record:a"_s, u"v:record:b"_s, u"b"_s, u"v:record:c"_s, u"f"_s}
            << u"record:c"_s << QStringList {u"record:a"_s} << true << false;
        QTest::newRow("the same entry twice is one entry")
            << QStringList {u"v:record:a"_s, u"v:record:b"_s, u"v:record:b"_s, u"b"_s} << u"record:a"_s
            << QStringList {u"record:a"_s} << false << true;
        QTest::newRow("back and forward at the ends do nothing")
            << QStringList {u"b"_s, u"v:record:a"_s, u"b"_s, u"f"_s} << u"record:a"_s << QStringList {}
            << false << false;
    }
    void navigate()
    {
        QFETCH(QStringList, steps);
        QFETCH(QString, current);
        QFETCH(QStringList, navigated);
        QFETCH(bool, canGoBack);
        QFETCH(bool, canGoForward);
        QWidget window;
        NavigationHistory history(&window);
        QSignalSpy spy(&history, &NavigationHistory::navigated);
        // Whoever shows a navigated entry reports it as visited again, as the browser does.
        connect(&history, &NavigationHistory::navigated, &history, &NavigationHistory::visit);
        for (const QString &step : std::as_const(steps)) {
            if (step.startsWith(u"v:"_s))
                history.visit(step.mid(2));
            else if (step == u"b"_s)
                history.backAction()->trigger();
            else
                history.forwardAction()->trigger();
        }
        QStringList keys;
        for (const QList<QVariant> &arguments : std::as_const(spy))
            keys.append(arguments.first().toString());
        QCOMPARE(keys, navigated);
        QCOMPARE(history.current(), current);
        QCOMPARE(history.canGoBack(), canGoBack);
        QCOMPARE(history.canGoForward(), canGoForward);
        QCOMPARE(history.backAction()->isEnabled(), canGoBack);
        QCOMPARE(history.forwardAction()->isEnabled(), canGoForward);
    }

    void actionsHaveTheirShortcuts()
    {
        QWidget window;
        NavigationHistory history(&window);
        QCOMPARE(history.backAction()->shortcut(), QKeySequence(QKeySequence::Back));
        QCOMPARE(history.forwardAction()->shortcut(), QKeySequence(QKeySequence::Forward));
        QCOMPARE(history.backAction()->text(), u"&Back"_s);
    }
};

QTEST_MAIN(TestNavigationHistory)
#include "tst_navigationhistory.moc"
