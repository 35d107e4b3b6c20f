// SPDX-License-Identifier: MIT
// An exception a program caught, printed and went on after is not what stopped it: the error
// after it is (ExceptionMessage::workWentOnAfter(), CauseOrder). Each case on a small log written
// here (no corpus).
#include "triage.h"

#include "testshared.h"
#include "triagetest.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;
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
};

QTEST_GUILESS_MAIN(TestCaughtExceptions)
#include "tst_caughtexceptions.moc"
