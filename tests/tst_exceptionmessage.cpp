// SPDX-License-Identifier: MIT
// Which lines go on with the message of an exception stated above them (ExceptionMessage): .NET's
// message over several indented lines, a Rust panic's message below its head, an exception whose
// message ends in a colon, Flutter's report below "The following assertion was thrown …:". Such a
// line is as much an error line as the exception's own; a stack frame, another exception or the
// next entry of a log is not. tst_evidence checks what they change in a diagnosis.
#include "exceptionmessage.h"

#include <QTest>

#include <string_view>

using namespace Qt::StringLiterals;
using namespace Faultline;

class TestExceptionMessage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Which lines go on with the message of an exception stated above them: they are as much
    // error lines as the exception's own (ExceptionMessage).
    void whichLinesGoOnWithAnException_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("linesBelow");
        const QByteArray exception = "      System.InvalidOperationException: The LINQ expression 'DbSet()\n";
        QTest::newRow("its message") << exception + "          .Where(i => i.Open)' could not be translated"
                                     << 1;
        QTest::newRow("two lines down")
            << exception + "          .Where(i => i.Open)\n          .Select(i => i)'" << 2;
        QTest::newRow("with an error code") << QByteArray(
            "      System.Net.Sockets.SocketException (13): Permission denied\n         by the kernel")
                                            << 1;
        QTest::newRow("a stack frame") << exception + "         at Billing.Invoices.List()" << 0;
        QTest::newRow("below a stack frame")
            << exception + "         at Billing.Invoices.List()\n         more" << 0;
        QTest::newRow("after a blank line") << exception + "\n          .Where(i => i.Open)'" << 0;
        QTest::newRow("at the margin") << exception + "info: next entry of the log" << 0;
        QTest::newRow("code naming an exception")
            << QByteArray("        log.error(f\"UploadError: {e}\")\n        retry(e)") << 0;
        QTest::newRow("an inner exception")
            << QByteArray("      System.Net.Http.HttpRequestException: Connection refused (db:5432)\n"
                          "       ---> System.Net.Sockets.SocketException (111): Connection refused")
            << 0;
        QTest::newRow("the inner exception's message") << QByteArray(
            "      System.Net.Http.HttpRequestException: Connection refused (db:5432)\n"
            "       ---> System.Net.Sockets.SocketException (111): Connection refused\n"
            "         to db:5432") << 1;
        QTest::newRow("a field of a dump") << QByteArray("  onError: continue\n  retries: 3") << 0;
        QTest::newRow("less indented than the exception")
            << QByteArray("          System.IO.IOException: disk\n      next: entry") << 0;
        QTest::newRow("no exception above")
            << QByteArray("      Now listening on: http://[::]:8080\n          more text") << 0;
        // A message that ends in a colon goes on at the margin with what it is about.
        const QByteArray open = "java.lang.IllegalStateException: Logback configuration error detected: \n";
        QTest::newRow("after a message ending in a colon")
            << open + "ERROR in ch.qos.logback.core.joran.event.SaxEventRecorder@5a8e6209 - XML_PARSING" << 1;
        QTest::newRow("a frame after it")
            << open + "\tat org.springframework.boot.SpringApplication.run" << 0;
        QTest::newRow("another exception after it")
            << open + "org.xml.sax.SAXParseException: Content is not allowed in prolog." << 0;
        // Or its class alone with the colon, the message all below it (PyTorch's CUDA check).
        QTest::newRow("below a class alone") << QByteArray(
            "      RuntimeError:\n"
            "      The detected CUDA version (12.4) mismatches the version that was used to compile")
                                             << 1;
        QTest::newRow("a frame below a class alone")
            << QByteArray("      RuntimeError:\n        File \"setup.py\", line 3, in <module>") << 0;
        QTest::newRow("a Flutter report's message") << QByteArray(
            "E/flutter (22418): The following assertion was thrown while finalizing the widget tree:\n"
            "E/flutter (22418): Duplicate GlobalKey detected in widget tree.")
                                                    << 1;
        QTest::newRow("below a Flutter report's message") << QByteArray(
            "The following assertion was thrown building Foo:\nDuplicate GlobalKey.\nThe key was:")
                                                          << 0;
        QTest::newRow("after a message ending otherwise")
            << QByteArray("java.lang.IllegalStateException: context closed\nERROR in the next entry") << 0;
    }

    void whichLinesGoOnWithAnException()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, linesBelow);
        const std::string_view block(text.constData(), std::size_t(text.size()));
        QCOMPARE(
            ExceptionMessage::linesBelowException(block, block.substr(block.rfind('\n') + 1)), linesBelow);
    }

    // A signature saying another name "is not defined" than the line's is about another error; a
    // placeholder, even of several names, stands for the line's.
    void whichSignaturesStateAnotherUndefinedName_data()
    {
        QTest::addColumn<QString>("signature");
        QTest::addColumn<QString>("line");
        QTest::addColumn<bool>("another");
        QTest::newRow("another name") << u"ReferenceError: fetch is not defined"_s
                                      << u"Uncaught ReferenceError: process is not defined"_s << true;
        QTest::newRow("the same name") << u"ReferenceError: fetch is not defined"_s
                                       << u"ReferenceError: fetch is not defined at main.js:3"_s << false;
        QTest::newRow("python's quotes")
            << u"NameError: name 'np' is not defined"_s << u"NameError: name 'pd' is not defined"_s << true;
        QTest::newRow("a placeholder") << u"ReferenceError: <name> is not defined"_s
                                       << u"ReferenceError: process is not defined"_s << false;
        QTest::newRow("a placeholder of several names")
            << u"ReferenceError: <window|document|self> is not defined"_s
            << u"ReferenceError: location is not defined"_s << false;
        QTest::newRow("no name in the line")
            << u"ReferenceError: fetch is not defined"_s << u"TypeError: x is undefined"_s << false;
    }
    void whichSignaturesStateAnotherUndefinedName()
    {
        QFETCH(QString, signature);
        QFETCH(QString, line);
        QFETCH(bool, another);
        const QByteArray s = signature.toUtf8(), l = line.toUtf8();
        QCOMPARE(ExceptionMessage::statesAnotherUndefinedName(
                     std::string_view(s.constData(), std::size_t(s.size())),
                     std::string_view(l.constData(), std::size_t(l.size()))),
            another);
    }
};

QTEST_GUILESS_MAIN(TestExceptionMessage)
#include "tst_exceptionmessage.moc"
