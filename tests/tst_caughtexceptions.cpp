// SPDX-License-Identifier: MIT
// An exception a program caught, printed and went on after is not what stopped it: the error
// after it is (ExceptionMessage::workWentOnAfter(), CauseOrder); nor is a bare exception a library
// caught and raised again as its own error (CauseOrder::yieldBareExceptionsToTheirLibrarysError());
// and a Go program's crash stopped it, whatever it logged before (ExceptionMessage::headsAGoCrash()).
// Each case on a small log written here (no corpus).
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineTest::otherBuiltInRecords;
using FaultlineTest::routineLines;
using FaultlineTest::signedRecord;
using FaultlineTest::triage;

namespace {

const Record moduleNotFound
    = signedRecord(u"python/modulenotfounderror/x"_s, u"ModuleNotFoundError: No module named '[^']+'"_s,
        u"python"_s, u"ModuleNotFoundError: No module named 'X'"_s);
const Record nameError = signedRecord(u"python/nameerror/x"_s, u"NameError: name '[^']+' is not defined"_s,
    u"python"_s, u"NameError: name 'X' is not defined"_s);

/// xformers' traceback of its failed import of Triton, then \a after, then the error that
/// stopped the training script.
QByteArray trainingLog(const QByteArray &after)
{
    return "A matching Triton is not available, some optimizations will not be enabled\n"
           "Traceback (most recent call last):\n"
           "  File \"/opt/venv/lib/python3.10/site-packages/xformers/__init__.py\", line 57, in "
           "_is_triton_available\n"
           "    import triton  # noqa\n"
           "ModuleNotFoundError: No module named 'triton'\n"
        + after
        + "Traceback (most recent call last):\n"
          "  File \"/opt/trainer/train_network.py\", line 904, in train\n"
          "    optim_func = str2optimizer8bit_blockwise[optimizer_name][0]\n"
          "NameError: name 'str2optimizer8bit_blockwise' is not defined\n";
}

} // namespace

class TestCaughtExceptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theErrorAfterTheCaughtOneStoppedTheProgram_data()
    {
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("an INFO line")
            << QByteArray("2024-08-11 15:06:08 INFO     Loading settings from /data/lora/config.toml...\n"
                          "2024-08-11 15:06:09 INFO     prepare tokenizer\n");
        QTest::newRow("a download completed")
            << QByteArray("config.json: 100%|##########| 1.00k/1.00k [00:00<?, ?B/s]\n"
                          "Loading pipeline components...: 100%|##########| 6/6 [00:03<00:00,  1.81it/s]\n");
    }

    void theErrorAfterTheCaughtOneStoppedTheProgram()
    {
        QFETCH(QByteArray, after);
        const LogMatcher matcher({moduleNotFound, nameError});
        const TriageResult result = triage(matcher, routineLines() + trainingLog(after));
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"python/nameerror/x"_s);
    }

    // The first exception is the error when nothing shows the program went on: a chained
    // exception ("During handling of the above exception …"), or a progress bar tqdm draws once
    // more as the program dies.
    void theFirstExceptionIsTheErrorWhenNothingWentOn_data()
    {
        QTest::addColumn<QByteArray>("after");
        QTest::newRow("a chained exception")
            << QByteArray("\nDuring handling of the above exception, another exception occurred:\n\n");
        QTest::newRow("a bar short of its end")
            << QByteArray("steps:   0%|          | 0/3800 [00:02<?, ?it/s]\n");
    }

    void theFirstExceptionIsTheErrorWhenNothingWentOn()
    {
        QFETCH(QByteArray, after);
        const LogMatcher matcher({moduleNotFound, nameError});
        const TriageResult result = triage(matcher, routineLines() + trainingLog(after));
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"python/modulenotfounderror/x"_s);
    }

    // A Go service logs a request's error and goes on serving; a dozen requests later the runtime
    // kills it ("fatal error: concurrent map writes", its goroutines dumped below): that crash
    // stopped the program, under Compose's service names alike. A compiler's "fatal error:" with
    // no goroutine below it is no such crash.
    void aGoCrashStoppedTheServiceThatLoggedErrorsBefore()
    {
        const Record deadline = signedRecord(u"go/context-deadline-exceeded/x"_s,
            u"context deadline exceeded"_s, u"go"_s, u"context deadline exceeded"_s);
        const Record mapWrites = signedRecord(u"go/concurrent-map-writes/x"_s, u"concurrent map writes"_s,
            u"go"_s, u"concurrent map writes: two goroutines wrote one map"_s);
        const LogMatcher matcher({deadline, mapWrites});
        QByteArray log = "api-1  | Error #01: upstream timeout: context deadline exceeded\n";
        for (int request = 0; request < 12; ++request)
            log += "api-1  | [GIN] 2024/11/05 - 08:27:1" + QByteArray::number(request % 10)
                + " | 200 |   1.2ms | 172.18.0.1 | GET \"/v1/rates?base=EUR\"\n";
        log += "api-1  | fatal error: concurrent map writes\n"
               "api-1  | \n"
               "api-1  | goroutine 41 [running]:\n"
               "api-1  | main.(*cache).put(...)\n"
               "api-1  |         /src/cache.go:31\n"
               "api-1 exited with code 2\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), u"go/concurrent-map-writes/x"_s);

        QByteArray compiled = log;
        compiled.replace("goroutine 41 [running]:", "1 error generated.");
        const TriageResult noCrash = triage(matcher, routineLines() + compiled);
        QCOMPARE(noCrash.findings.size(), 2);
        QCOMPARE(noCrash.findings.first().record.id(), u"go/context-deadline-exceeded/x"_s);
    }

    // A bare exception of a few words ("TimeoutError: timed out") that a library re-raised as its
    // own error below it, in the same chain: the library's error says what timed out, and its
    // record explains much more of its line. It comes first; a record of the library's error that
    // explains no more than the bare one's does not.
    void aBareExceptionYieldsToTheLibrarysErrorBelow_data()
    {
        QTest::addColumn<bool>("saysWhat");
        QTest::newRow("a record of what timed out") << true;
        QTest::newRow("a record of the class only") << false;
    }
    void aBareExceptionYieldsToTheLibrarysErrorBelow()
    {
        QFETCH(bool, saysWhat);
        const Record timeout = signedRecord(u"python/timeouterror/x"_s, u"TimeoutError: timed out"_s,
            u"python"_s, u"TimeoutError: timed out"_s);
        const Record library = saysWhat
            ? signedRecord(u"aws/rds-connection-timeout/x"_s, u"Can't connect to.*server on.*timed out"_s,
                  u"aws"_s,
                  u"OperationalError: (2003, 'Can't connect to MySQL server on rds-host (timed out)')"_s)
            : signedRecord(u"python/operationalerror/x"_s, u"OperationalError"_s, u"python"_s,
                  u"OperationalError: error"_s);
        const LogMatcher matcher({timeout, library});
        const QByteArray log
            = "[ERROR] 2024-04-03T13:05:12Z handler failed\n"
              "Traceback (most recent call last):\n"
              "  File \"/var/task/pymysql/connections.py\", line 649, in connect\n"
              "    sock = socket.create_connection(\n"
              "TimeoutError: timed out\n"
              "\n"
              "During handling of the above exception, another exception occurred:\n"
              "\n"
              "Traceback (most recent call last):\n"
              "  File \"/var/task/app.py\", line 22, in handler\n"
              "    conn = pymysql.connect(host=DB_HOST, user=DB_USER, password=DB_PASSWORD)\n"
              "pymysql.err.OperationalError: (2003, \"Can't connect to MySQL server on "
              "'tessera-prod.cluster-c9xk2m4p7q1z.eu-west-1.rds.amazonaws.com' (timed out)\")\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), saysWhat ? library.id() : timeout.id());
    }

    // The language's own exception with a message of many words ("AttributeError: 'str' object
    // has no attribute '_execute_on_connection'"), then the library's error stated with its module
    // just below: what the library made of it says what went wrong, and its built-in record comes
    // first, though a record of the user's sources on the language's exception otherwise would.
    // Two exceptions both named without a module keep their order.
    void aLanguagesExceptionYieldsToTheLibrarysErrorBelow_data()
    {
        QTest::addColumn<QByteArray>("outer");
        QTest::addColumn<bool>("yields");
        QTest::newRow("the library's error") << "sqlalchemy.exc.ObjectNotExecutableError"_ba << true;
        QTest::newRow("another unqualified exception") << "ObjectNotExecutableError"_ba << false;
    }
    void aLanguagesExceptionYieldsToTheLibrarysErrorBelow()
    {
        QFETCH(QByteArray, outer);
        QFETCH(bool, yields);
        Record attribute = signedRecord(u"python/attributeerror-no-attribute/py311-linux"_s,
            u"AttributeError: '[^']+' object has no attribute"_s, u"python"_s,
            u"AttributeError: '<type>' object has no attribute '<name>'"_s);
        attribute.edit().sourcePath = u"/data/canons/python/attributeerror-no-attribute/py311-linux.json"_s;
        Record library = signedRecord(u"python/sqlalchemy-textual-sql-not-declared"_s,
            u"ObjectNotExecutableError: Not an executable object: '"_s, u"python"_s,
            u"sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: '<sql>'"_s);
        library.edit().sourcePath = u":/kb/python.json"_s;
        // Records of other errors, some words of the language's exception common to them, so that
        // the search weighs words as in a knowledge base.
        QList<Record> records = otherBuiltInRecords(u"python"_s, u"OtherError%1: stopped"_s,
            u"OtherError%1: the 'str' object has no attribute to stop"_s);
        records << attribute << library;
        const LogMatcher matcher(records);
        const QByteArray log
            = "Traceback (most recent call last):\n"
              "  File \"/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py\", "
              "line 1412, in execute\n"
              "    meth = statement._execute_on_connection\n"
              "AttributeError: 'str' object has no attribute '_execute_on_connection'\n"
              "\n"
              "The above exception was the direct cause of the following exception:\n"
              "\n"
              "Traceback (most recent call last):\n"
              "  File \"/app/health.py\", line 14, in probe\n"
              "    conn.execute(\"SELECT 1\")\n"
            + outer + ": Not an executable object: 'SELECT 1'\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), yields ? library.id() : attribute.id());
    }

    // SQLAlchemy re-raises a KeyError as its own error, the direct cause above it: the library's
    // error, whose built-in record says what failed, keeps the lead over a record of the user's
    // sources on the bare KeyError, though the user's records otherwise come first in their domain.
    void aBareExceptionStaysBelowTheLibrarysErrorWhateverItsSource()
    {
        Record keyError = signedRecord(
            u"python/keyerror/py311-linux"_s, u"KeyError"_s, u"python"_s, u"KeyError: 'key'"_s);
        keyError.edit().sourcePath = u"/data/canons/python/keyerror/py311-linux.json"_s;
        Record mapper = signedRecord(u"python/sqlalchemy-mapper-failed-to-locate-name"_s,
            u"expression '[^']+' failed to locate a name"_s, u"python"_s,
            u"sqlalchemy.exc.InvalidRequestError: When initializing mapper <mapper>, expression '<name>' "
            "failed to locate a name ('<name>')."_s);
        mapper.edit().sourcePath = u":/kb/python.json"_s;
        const LogMatcher matcher({keyError, mapper});
        QByteArray log = "Traceback (most recent call last):\n"
                         "  File \"/app/.venv/lib/python3.12/site-packages/sqlalchemy/orm/clsregistry.py\", "
                         "line 516, in _resolve_name\n"
                         "    rval = d[token]\n"
                         "KeyError: 'Order'\n"
                         "\n"
                         "The above exception was the direct cause of the following exception:\n"
                         "\n"
                         "Traceback (most recent call last):\n";
        for (int i = 0; i < 20; ++i)
            log += "  File \"/app/.venv/lib/python3.12/site-packages/sqlalchemy/orm/mapper.py\", line "
                + QByteArray::number(100 + i) + ", in _configure\n    self._post_configure()\n";
        log += "sqlalchemy.exc.InvalidRequestError: When initializing mapper Mapper[User(users)], expression "
               "'Order' failed to locate a name ('Order'). If this is a class name, consider adding this "
               "relationship() to the <class 'app.models.User'> class after both dependent classes have "
               "been defined.\n";
        const TriageResult result = triage(matcher, routineLines() + log);
        QCOMPARE(result.findings.size(), 2);
        QCOMPARE(result.findings.first().record.id(), mapper.id());
    }
};

QTEST_GUILESS_MAIN(TestCaughtExceptions)
#include "tst_caughtexceptions.moc"
