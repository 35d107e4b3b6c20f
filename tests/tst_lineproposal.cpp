// SPDX-License-Identifier: MIT
// A record proposed from a log line: the prefix left out, literal text kept, what changes from one
// occurrence to the next generalised; the regex compiles with RE2 and matches its own line, and
// the same error with other names and numbers.
#include "lineproposal.h"
#include "recordregex.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

bool re2Matches(const QString &regex, const QString &line)
{
    const RE2 re(regex.toStdString(), recordRegexOptions());
    return re.ok() && RE2::PartialMatch(line.toStdString(), re);
}

} // namespace

class TestLineProposal : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fromLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("signature");
        QTest::addColumn<QString>("regex");
        QTest::addColumn<QString>("sameError"); // another occurrence the regex must match

        QTest::newRow("python, a quoted name") << u"ModuleNotFoundError: No module named 'yaml'"_s
                                               << u"ModuleNotFoundError: No module named '<name>'"_s
                                               << uR"(ModuleNotFoundError\: No module named '[^']*')"_s
                                               << u"ModuleNotFoundError: No module named 'cv2'"_s;
        QTest::newRow("go, numbers in brackets")
            << u"panic: runtime error: index out of range [5] with length 3"_s
            << u"panic: runtime error: index out of range [<n>] with length <n>"_s
            << uR"(panic\: runtime error\: index out of range \[\d+(?:\.\d+)*\] with length \d+(?:\.\d+)*)"_s
            << u"panic: runtime error: index out of range [12] with length 12"_s;
        QTest::newRow("timestamp, level and thread left out; address and port")
            << u"2024-06-02 11:04:09,512 ERROR [main] Connection refused: 10.0.0.5:5432"_s
            << u"Connection refused: <n>:<n>"_s << uR"(Connection refused\: \d+(?:\.\d+)*\:\d+(?:\.\d+)*)"_s
            << u"Connection refused: 192.168.1.20:6379"_s;
        QTest::newRow("syslog prefix, a path")
            << u"Jun 02 11:04:09 web-01 nginx[812]: open() /var/www/app/index.html failed (13: Permission denied)"_s
            << u"open() <path> failed (<n>: Permission denied)"_s
            << uR"(open\(\) \S+ failed \(\d+(?:\.\d+)*\: Permission denied\))"_s
            << u"open() /srv/site/robots.txt failed (13: Permission denied)"_s;
        QTest::newRow("hex id and uuid")
            << u"request 3f9a2c7d1e failed for job 123e4567-e89b-12d3-a456-426614174000"_s
            << u"request <hex> failed for job <hex>"_s
            << uR"(request (?:0x)?[0-9a-f]+ failed for job [0-9a-f-]+)"_s
            << u"request 00aa11bb22 failed for job 00000000-0000-0000-0000-000000000000"_s;
        QTest::newRow("digits inside a word stay")
            << u"error TS2345: Argument of type 'string' is not assignable"_s
            << u"error TS2345: Argument of type '<name>' is not assignable"_s
            << uR"(error TS2345\: Argument of type '[^']*' is not assignable)"_s
            << u"error TS2345: Argument of type 'number' is not assignable"_s;
    }

    void fromLine()
    {
        QFETCH(QString, line);
        QFETCH(QString, signature);
        QFETCH(QString, regex);
        QFETCH(QString, sameError);
        const LineProposal proposal = LineProposal::fromLine(line);
        QCOMPARE(proposal.signature, signature);
        QCOMPARE(proposal.regex, regex);
        QVERIFY2(re2Matches(proposal.regex, line), qPrintable(proposal.regex));
        QVERIFY2(re2Matches(proposal.regex, sameError), qPrintable(sameError));
    }

    // Whatever the line, the regex compiles and matches it: punctuation of every kind, tabs,
    // a line longer than a signature should be.
    void alwaysMatchesItsLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("punctuation") << uR"(E: $^*+?.{}[]|()\/ #&~`! @ %= <> ; , done)"_s;
        QTest::newRow("tab") << u"fatal:\tcannot lock ref 'refs/heads/main'"_s;
        QTest::newRow("long") << u"Traceback: "_s + u"frame after frame "_s.repeated(40);
        QTest::newRow("chinese") << u"错误：找不到模块 'foo'（第 3 行）"_s;
    }

    void alwaysMatchesItsLine()
    {
        QFETCH(QString, line);
        const LineProposal proposal = LineProposal::fromLine(line);
        QVERIFY(!proposal.isEmpty());
        QVERIFY2(re2Matches(proposal.regex, line), qPrintable(proposal.regex));
        QVERIFY(proposal.signature.size() <= 240);
    }

    void nothingFromAPrefixAlone()
    {
        QVERIFY(LineProposal::fromLine(u"2024-06-02 11:04:09 INFO "_s).isEmpty());
        QVERIFY(LineProposal::fromLine(u"   "_s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLineProposal)
#include "tst_lineproposal.moc"
