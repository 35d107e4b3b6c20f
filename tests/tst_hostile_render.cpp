// SPDX-License-Identifier: MIT
// The hostile input catalogue, part three (issue 28, output and rendering): what a log's escape
// sequences and a knowledge-base document's Markdown can and cannot do.
//   ANSI colour codes in a log          ansiColouredLogMatches, ansiLineInTheView, ansiSequences
//   escape sequences sent to a terminal cliTextIsTerminalSafe, cliJsonStaysValid,
//                                       markdownReportHasNoControlCharacters, terminalText
//   raw HTML in a Markdown document     markdownRawHtmlIsText
//   file: and other links               markdownLinksOnlyWebAndOwn
//   pictures outside the knowledge base markdownPicturesOnlyFromTheKnowledgeBase
//   /dev/zero, a FIFO, a huge picture   pictureFromDeviceOrFifoIsRefused, pictureReadingIsBounded
#include "ansitext.h"
#include "documentimages.h"
#include "logfile.h"
#include "logfindings.h"
#include "loglinecache.h"
#include "logmatcher.h"
#include "recordview.h"
#include "terminaltext.h"
#include "testshared.h"
#include "triage.h"
#include "triagereport.h"

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QtConcurrentRun>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

/// Runs \a work in a child process whose address space is capped at \a extraBytes more than this
/// process uses now: a regression that reads without bound fails (the child dies) instead of
/// filling the machine. True when the child returned true. Not under AddressSanitizer, whose
/// shadow memory needs more address space than any cap allows.
bool inCappedChild(qint64 extraBytes, const std::function<bool()> &work)
{
    qint64 pages = 0;
    if (QFile statm(u"/proc/self/statm"_s); statm.open(QIODevice::ReadOnly))
        pages = statm.readAll().split(' ').value(0).toLongLong();
    const pid_t pid = fork();
    if (pid == 0) {
        const rlim_t cap = rlim_t(pages * sysconf(_SC_PAGESIZE) + extraBytes);
        const rlimit limit {cap, cap};
        setrlimit(RLIMIT_AS, &limit);
        _exit(work() ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

QList<QTextCharFormat> anchors(const QTextDocument *document)
{
    QList<QTextCharFormat> found;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isAnchor())
                found.append(it.fragment().charFormat());
        }
    }
    return found;
}

QStringList imageNames(const QTextDocument *document)
{
    QStringList found;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isImageFormat())
                found.append(it.fragment().charFormat().toImageFormat().name());
        }
    }
    return found;
}

/// PNG's CRC-32 of \a bytes.
quint32 crc32(const QByteArray &bytes)
{
    quint32 crc = 0xffffffff;
    for (const char byte : bytes) {
        crc ^= quint8(byte);
        for (int k = 0; k < 8; ++k)
            crc = crc & 1 ? 0xedb88320 ^ (crc >> 1) : crc >> 1;
    }
    return ~crc;
}

bool hasControlBytes(const QByteArray &bytes, bool newlinesAllowed)
{
    const QString text = QString::fromUtf8(bytes);
    return std::any_of(text.begin(), text.end(), [&](QChar c) {
        return TerminalText::isControl(c.unicode()) && !(newlinesAllowed && (c == u'\n' || c == u'\t'));
    });
}

} // namespace

class TestHostileRender : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        FaultlineTest::writeFile(path, bytes);
        return path;
    }

    /// A knowledge base with one record whose text carries escape sequences, and a log whose
    /// matched line does: what `faultline triage` must print without sending them.
    void writeEscapingKnowledge()
    {
        write(u"esc-kb/rec.json"_s,
            "{\"id\": \"x/esc\", \"error\": {\"signature\": \"disk full "
            "\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m"
            "\\u007f\", \"regex\": \"disk full\", \"domain\": \"sys\\u001b[5m\"},"
            " \"workarounds\": [{\"action\": \"free space \\u001b[31mnow\", \"success_rate\": 0.9}]}");
        write(
            u"esc.log"_s, "start\n\x1b[31mERROR\x1b[0m: disk full \x1b]0;owned\x07 \x1b[2J\x1b[H end\x7f\n");
    }

    static QByteArray runCli(const QStringList &arguments, int *exitCode = nullptr)
    {
        QProcess process;
        process.start(QStringLiteral(FAULTLINE_EXECUTABLE), QStringList {u"triage"_s} + arguments);
        if (!process.waitForFinished(60000))
            qFatal("faultline triage did not finish");
        if (exitCode)
            *exitCode = process.exitCode();
        return process.readAllStandardOutput();
    }

private Q_SLOTS:
    // ---- ANSI escape sequences in logs ----

    void ansiSequences_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<QByteArray>("visible");
        QTest::newRow("colour") << QByteArray("\x1b[31mERROR\x1b[0m: boom") << QByteArray("ERROR: boom");
        QTest::newRow("256 and rgb") << QByteArray("\x1b[38;5;196ma\x1b[38:2::1:2:3mb\x1b[m")
                                     << QByteArray("ab");
        QTest::newRow("title with BEL") << QByteArray("\x1b]0;title\x07text") << QByteArray("text");
        QTest::newRow("title with ST") << QByteArray("\x1b]0;title\x1b\\text") << QByteArray("text");
        QTest::newRow("hyperlink") << QByteArray("\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\")
                                   << QByteArray("link");
        QTest::newRow("clear, home, charset") << QByteArray("\x1b[2J\x1b[H\x1b(Bx\x1b"
                                                            "7")
                                              << QByteArray("x");
        QTest::newRow("lone ESC at the end") << QByteArray("x\x1b") << QByteArray("x");
        QTest::newRow("CSI cut by a line end") << QByteArray("a\x1b[31\nb") << QByteArray("a\nb");
        QTest::newRow("unended title keeps text")
            << QByteArray("\x1b]0;abc\nnext") << QByteArray("0;abc\nnext");
        QTest::newRow("no ESC") << QByteArray("plain [0m text") << QByteArray("plain [0m text");
    }
    void ansiSequences()
    {
        QFETCH(QByteArray, raw);
        QFETCH(QByteArray, visible);
        std::string out;
        AnsiText::strip(std::string_view(raw.constData(), std::size_t(raw.size())), out);
        QCOMPARE(QByteArray::fromStdString(out), visible);
        QCOMPARE(AnsiText::strip(QString::fromUtf8(raw)), QString::fromUtf8(visible));
        QCOMPARE(AnsiText::parse(QString::fromUtf8(raw)).text, QString::fromUtf8(visible));
    }

    // Colour codes whose ESC was lost when a log was copied off a CI page into an issue: read as
    // colour codes on a line that holds a lost reset, "[0m"; left as text elsewhere, and where
    // they only look alike (PromQL's one-minute range "[1m]", "[15ms]").
    void lostEscapes_data()
    {
        QTest::addColumn<QByteArray>("raw");
        QTest::addColumn<bool>("lost");
        QTest::addColumn<QByteArray>("visible");
        QTest::newRow("cargo") << QByteArray("[0m[1m[38;5;9merror[0m[0m[1m: linker `cc` not found[0m") << true
                               << QByteArray("error: linker `cc` not found");
        QTest::newRow("one line of two") << QByteArray("took [1m to start\n[31mERROR[0m: boom\n") << true
                                         << QByteArray("took [1m to start\nERROR: boom\n");
        QTest::newRow("look-alikes kept") << QByteArray("[0mrate(x[1m]) in [15ms] [1mbold") << true
                                          << QByteArray("rate(x[1m]) in [15ms] bold");
        QTest::newRow("no lost reset")
            << QByteArray("plain [1m text") << false << QByteArray("plain [1m text");
        QTest::newRow("ESC kept") << QByteArray("\x1b[31mERROR\x1b[0m: boom") << false
                                  << QByteArray("ERROR: boom");
        QTest::newRow("empty code is text") << QByteArray("[0m[main] up") << true << QByteArray("[main] up");
    }
    void lostEscapes()
    {
        QFETCH(QByteArray, raw);
        QFETCH(bool, lost);
        QFETCH(QByteArray, visible);
        const std::string_view text(raw.constData(), std::size_t(raw.size()));
        QCOMPARE(AnsiText::hasLostEscapes(text), lost);
        std::string restored, out;
        AnsiText::restoreLostEscapes(text, restored);
        AnsiText::strip(restored, out);
        QCOMPARE(QByteArray::fromStdString(out), visible);
        // One line at a time, as the log view reads them.
        QStringList lines;
        for (const QString &line : QString::fromUtf8(raw).split(u'\n'))
            lines.append(AnsiText::strip(AnsiText::restoreLostEscapes(line)));
        QCOMPARE(lines.join(u'\n'), QString::fromUtf8(visible));
    }

    // rustc's coloured "error: linker … not found", its ESCs lost on the way into an issue,
    // matched nothing: the colour codes cut "error" from ": linker".
    void lostEscapesMatch()
    {
        const LogMatcher matcher(
            {FaultlineTest::regexRecord(u"rust/linker"_s, u"error: linker `[^`]+` not found"_s)});
        QByteArray log = "   Compiling ring v0.17.8\n"
                         "[0m[1m[38;5;9merror[0m[0m[1m: linker `aarch64-linux-gnu-gcc` not found[0m\n";
        QBuffer buffer(&log);
        buffer.open(QIODevice::ReadOnly);
        const TriageResult result = Triage::run(matcher, buffer);
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().bestLine, u"error: linker `aarch64-linux-gnu-gcc` not found"_s);
    }

    void ansiStyles()
    {
        const AnsiText::Styled s
            = AnsiText::parse(u"\x1b[1;31mERR\x1b[0m ok \x1b[38;5;208;4mW\x1b[24;48;2;1;2;3mX"_s);
        QCOMPARE(s.text, u"ERR ok WX"_s);
        QCOMPARE(s.runs.size(), 3);
        QCOMPARE(s.runs[0].start, 0);
        QCOMPARE(s.runs[0].length, 3);
        QVERIFY(s.runs[0].style.bold);
        QCOMPARE(s.runs[0].style.foreground, (AnsiText::Colour {AnsiText::Colour::Kind::Indexed, 1}));
        QCOMPARE(s.runs[1].start, 7);
        QCOMPARE(s.runs[1].style.foreground, (AnsiText::Colour {AnsiText::Colour::Kind::Indexed, 208}));
        QVERIFY(s.runs[1].style.underline);
        QCOMPARE(s.runs[2].start, 8);
        QVERIFY(!s.runs[2].style.underline);
        QCOMPARE(s.runs[2].style.background, (AnsiText::Colour {AnsiText::Colour::Kind::Rgb, 0x010203}));
    }

    // `\e[31mERROR\e[0m: disk full` matched nothing; now the regex sees the text as it reads, and
    // the hit's columns count in that text (as the log view shows it).
    void ansiColouredLogMatches()
    {
        const LogMatcher matcher({FaultlineTest::regexRecord(u"x/disk"_s, u"ERROR: disk full on (\\S+)"_s)});
        QByteArray log = "boot\n\x1b[1;31mERROR\x1b[0m: disk full on \x1b[4m/dev/sda1\x1b[24m\nafter\n";
        QBuffer buffer(&log);
        buffer.open(QIODevice::ReadOnly);
        const TriageResult result = Triage::run(matcher, buffer);
        QCOMPARE(result.lines, 3);
        QCOMPARE(result.findings.size(), 1);
        const Finding &f = result.findings.first();
        QCOMPARE(f.best.line, 1);
        QCOMPARE(f.bestLine, u"ERROR: disk full on /dev/sda1"_s);
        QCOMPARE(f.bestLine.mid(f.best.begin, f.best.end - f.best.begin), u"ERROR: disk full on /dev/sda1"_s);
    }

    // The GUI showed `␛[31mERROR␛[0m`; now it shows ERROR in red, and the match tint covers
    // the right characters. So where the ESCs were lost on the way ("[31mERROR[0m"), as triage
    // reads it.
    void ansiLineInTheView_data()
    {
        QTest::addColumn<QByteArray>("log");
        QTest::newRow("ESC") << QByteArray("plain\n\x1b[31mERROR\x1b[0m: disk full\n");
        QTest::newRow("ESC lost") << QByteArray("plain\n[31mERROR[0m: disk full\n");
    }
    void ansiLineInTheView()
    {
        QFETCH(QByteArray, log);
        const QString path = write(u"ansi-view.log"_s, log);
        LogFile file;
        QVERIFY(file.open(path));
        file.waitForIndexed();
        auto matcher = std::make_shared<const LogMatcher>(
            QList<Record> {FaultlineTest::regexRecord(u"x/disk"_s, u"ERROR: disk full"_s)});
        LogFindings findings;
        LogLineCache cache(findings);
        cache.setFile(&file);
        cache.setMatcher(matcher);
        cache.prepare(0, 2);
        QCOMPARE(cache.line(0).text, u"plain"_s);
        QVERIFY(!cache.line(0).ansi);
        const LogLine &line = cache.line(1);
        QCOMPARE(line.text, u"ERROR: disk full"_s);
        QVERIFY(line.ansi);
        QCOMPARE(line.ansiRuns.size(), 1);
        QCOMPARE(line.ansiRuns[0].start, 0);
        QCOMPARE(line.ansiRuns[0].length, 5);
        QCOMPARE(line.spans.size(), 1);
        QCOMPARE(line.spans[0].start, 0);
        QCOMPARE(line.spans[0].length, 16);
    }

    // ---- text output ----

    void terminalText()
    {
        QCOMPARE(TerminalText::visible(u"a\x1b]0;t\x07 b\r\n\tc\x7f\u009b"_s),
            u"a\\x1b]0;t\\x07 b\\x0d\n\tc\\x7f\\u009b"_s);
        QCOMPARE(TerminalText::visible(u"a\nb\tc"_s, TerminalText::Breaks::Show), u"a\\x0ab\\x09c"_s);
        QCOMPARE(TerminalText::visible(u"plain ünïcode"_s), u"plain ünïcode"_s);
        const QString json
            = QString::fromUtf8(QJsonDocument(QJsonObject {{u"k"_s, u"\x1b\x7f\u009b"_s}}).toJson());
        const QString safe = TerminalText::jsonEscaped(json);
        QCOMPARE(
            QJsonDocument::fromJson(safe.toUtf8()).object().value(u"k"_s).toString(), u"\x1b\x7f\u009b"_s);
        QVERIFY(!hasControlBytes(safe.toUtf8(), true));
    }

    // The record's signature set the window title and cleared the screen; the log line too.
    void cliTextIsTerminalSafe()
    {
        writeEscapingKnowledge();
        int exitCode = -1;
        const QByteArray out
            = runCli({u"--kb"_s, m_dir.filePath(u"esc-kb"_s), m_dir.filePath(u"esc.log"_s)}, &exitCode);
        QVERIFY2(out.contains("disk full"), out.constData());
        QVERIFY2(!hasControlBytes(out, true), out.constData());
        QVERIFY(out.contains("\\x1b]0;pwned\\x07"));
        QVERIFY(out.contains("\\u009b31m"));
        QVERIFY(out.contains("ERROR: disk full")); // the log's colour codes read as the text they colour
    }

    void cliJsonStaysValid()
    {
        writeEscapingKnowledge();
        const QByteArray out = runCli(
            {u"--kb"_s, m_dir.filePath(u"esc-kb"_s), u"--format"_s, u"json"_s, m_dir.filePath(u"esc.log"_s)});
        QVERIFY2(!hasControlBytes(out, true), out.constData());
        QJsonParseError error;
        const QJsonObject json = QJsonDocument::fromJson(out, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        // The escapes are JSON's: a program reading it gets the record's text as it is.
        const QJsonObject finding = json.value(u"hits"_s).toArray().isEmpty()
            ? json.value(u"diagnosis"_s).toArray().first().toObject()
            : json.value(u"hits"_s).toArray().first().toObject();
        QCOMPARE(
            finding.value(u"signature"_s).toString(), u"disk full \x1b]0;pwned\x07\x1b[2J\u009b31m\x7f"_s);
    }

    void markdownReportHasNoControlCharacters()
    {
        Record r = FaultlineTest::regexRecord(u"x/\x1b[2Jid"_s, u"boom"_s);
        r.edit().signature = u"boom \x1b]0;pwned\x07"_s;
        Workaround w;
        w.action = u"do \u009b2J it"_s;
        r.edit().workarounds = {w};
        Finding f;
        f.record = r;
        f.hitCount = 1;
        f.bestLine = u"boom\x7f\x1b[H"_s;
        TriageResult result;
        result.lines = 1;
        result.findings = {f};
        result.ecosystems = {u"eco\x1b[5m"_s};
        const QString md = TriageReport::toMarkdown(u"log\x1b]0;x\x07.txt"_s, result);
        QVERIFY2(!hasControlBytes(md.toUtf8(), true), qPrintable(md));
        QVERIFY(md.contains(u"\\x1b"_s));
    }

    // ---- Markdown documents ----

    // <font size=7>, an <img> that hid every paragraph after it: raw HTML is text now.
    void markdownRawHtmlIsText()
    {
        Document doc;
        doc.kind = Document::Kind::Article;
        doc.id = u"html"_s;
        doc.title = u"HTML"_s;
        doc.sourcePath = write(u"kb-html/html.md"_s, "x");
        doc.body = u"<font size=7>big</font>\n\n<img src=\"x.png\" width=99999 height=99999>\n\n"
                   "Paragraph after.\n\n<div style=\"display:none\">hidden</div>\n\nLast paragraph."_s;
        RecordView view;
        view.showDocument(doc);
        const QString text = view.toPlainText();
        QVERIFY2(text.contains(u"<font size=7>big</font>"_s), qPrintable(text));
        QVERIFY(text.contains(u"<img src=\"x.png\""_s));
        QVERIFY(text.contains(u"Paragraph after."_s));
        QVERIFY(text.contains(u"Last paragraph."_s));
        QVERIFY(imageNames(view.document()).isEmpty());
    }

    void markdownLinksOnlyWebAndOwn()
    {
        Document doc;
        doc.kind = Document::Kind::Article;
        doc.id = u"links"_s;
        doc.title = u"Links"_s;
        doc.sourcePath = write(u"kb-links/links.md"_s, "x");
        doc.body = u"[passwd](file:///etc/passwd) [js](javascript:alert(1)) [rel](other.md) "
                   "[web](https://example.org/a) [rec](faultline:record/x/y) <file:///etc/shadow>"_s;
        RecordView view;
        view.showDocument(doc);
        QStringList hrefs;
        for (const QTextCharFormat &f : anchors(view.document()))
            hrefs.append(f.anchorHref());
        QCOMPARE(hrefs, (QStringList {u"https://example.org/a"_s, u"faultline:record/x/y"_s}));
        QVERIFY(view.toPlainText().contains(u"passwd"_s)); // the words stay, as text
        QVERIFY(!RecordView::isAllowedLink(QUrl(u"file:///etc/passwd"_s)));
        QVERIFY(RecordView::isAllowedLink(QUrl(u"#workarounds"_s)));
    }

    // ![](/abs.png) showed any picture on the machine; a symlink or `..` out of the folder too.
    void markdownPicturesOnlyFromTheKnowledgeBase()
    {
        QImage picture(4, 3, QImage::Format_RGB32);
        picture.fill(Qt::red);
        const QString kb = m_dir.filePath(u"kb-pics"_s);
        QDir().mkpath(kb + u"/img"_s);
        QVERIFY(picture.save(kb + u"/img/ok.png"_s));
        QVERIFY(picture.save(m_dir.filePath(u"outside.png"_s)));
        QVERIFY(QFile::link(m_dir.filePath(u"outside.png"_s), kb + u"/img/link.png"_s));
        QVERIFY(QFile::link(kb + u"/img/ok.png"_s, kb + u"/img/inner-link.png"_s));
        Document doc;
        doc.kind = Document::Kind::Article;
        doc.id = u"pics"_s;
        doc.title = u"Pictures"_s;
        doc.sourcePath = write(u"kb-pics/docs/pics.md"_s, "x");
        doc.body
            = u"![ok](../img/ok.png)\n\n![inner](../img/inner-link.png)\n\n![abs](%1)\n\n"
              "![link](../img/link.png)\n\n![up](../../outside.png)\n\n![web](https://example.org/x.png)\n\n"
              "![missing](nothing.png)\n\nThe end."_s.arg(m_dir.filePath(u"outside.png"_s));
        RecordView view;
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setKnowledgeBase(std::make_shared<const KnowledgeBase>(KnowledgeBase::load({kb})));
        view.showDocument(doc);
        QVERIFY(view.toPlainText().contains(u"loading"_s));
        QTRY_VERIFY(!view.toPlainText().contains(u"loading"_s));
        QVERIFY2(imageNames(view.document()).size() == 2, qPrintable(view.toPlainText()));
        const QString text = view.toPlainText();
        QCOMPARE(text.count(u"it is outside the knowledge-base folder"_s), 3);
        QVERIFY2(
            text.contains(u"[picture https://example.org/x.png not shown: only pictures from the knowledge "
                          "base are shown]"_s),
            qPrintable(text));
        QVERIFY(text.contains(u"[picture nothing.png not shown: there is no such file]"_s));
        QVERIFY(!text.contains(u"loading"_s));
        QVERIFY(text.contains(u"The end."_s));
        for (const QString &name : imageNames(view.document())) {
            QVERIFY(name.startsWith(u"faultline-image:"_s));
            QCOMPARE(
                view.document()->resource(QTextDocument::ImageResource, QUrl(name)).value<QImage>().size(),
                picture.size());
        }
    }

    // ![z](/dev/zero) grew memory at 200 MB/s; ![f](some.fifo) blocked the GUI thread for good.
    // Both are refused without being read; the page shows at once, saying why.
    void pictureFromDeviceOrFifoIsRefused()
    {
        const QString kb = m_dir.filePath(u"kb-dev"_s);
        QDir().mkpath(kb);
        QCOMPARE(mkfifo(QFile::encodeName(kb + u"/some.fifo"_s).constData(), 0600), 0);
        QVERIFY(QFile::link(u"/dev/zero"_s, kb + u"/zero.png"_s));
        Document doc;
        doc.kind = Document::Kind::Article;
        doc.id = u"dev"_s;
        doc.title = u"Devices"_s;
        doc.sourcePath = write(u"kb-dev/dev.md"_s, "x");
        doc.body = u"![f](some.fifo)\n\n![z](/dev/zero)\n\n![zl](zero.png)\n\nAfter."_s;
        RecordView view;
        view.resize(600, 400);
        view.show(); // laid out, as in the window: Qt asks for the pictures then
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setKnowledgeBase(std::make_shared<const KnowledgeBase>(KnowledgeBase::load({kb})));
        view.showDocument(doc); // returns: nothing is read on the GUI thread
        QVERIFY(view.toPlainText().contains(u"After."_s));
        QTRY_VERIFY2(!view.toPlainText().contains(u"loading"_s), qPrintable(view.toPlainText()));
        const QString text = view.toPlainText();
        QVERIFY2(
            text.contains(u"[picture some.fifo not shown: it is not a regular file]"_s), qPrintable(text));
        QVERIFY(text.contains(u"[picture /dev/zero not shown: it is outside the knowledge-base folder]"_s));
        // A link to /dev/zero inside the folder resolves outside it.
        QVERIFY(text.contains(u"[picture zero.png not shown: it is outside the knowledge-base folder]"_s));
        // Even where the folder is / itself, a device or FIFO is never opened for reading.
        const auto fifo = QtConcurrent::run(&DocumentImages::load, u"/"_s, kb + u"/dev.md"_s, u"some.fifo"_s);
        QTRY_VERIFY(fifo.isFinished());
        QCOMPARE(fifo.result().why, u"it is not a regular file"_s);
        QVERIFY(inCappedChild(256 << 20, [] {
            return DocumentImages::load(u"/"_s, u"/x.md"_s, u"/dev/zero"_s).why
                == u"it is not a regular file"_s;
        }));
    }

    // A picture file past the cap (8 MiB) is refused by its size; one whose pixels would take
    // gigabytes once decoded, by its dimensions. Memory stays bounded either way.
    void pictureReadingIsBounded()
    {
        const QString kb = m_dir.filePath(u"kb-big"_s);
        QDir().mkpath(kb);
        {
            QFile big(kb + u"/big.png"_s);
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(2LL << 30)); // a 2 GiB hole
        }
        // A PNG header claiming 100000 × 100000 pixels.
        QImage small(1, 1, QImage::Format_RGB32);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        small.save(&buffer, "PNG");
        png[16] = png[20] = 0;
        png[17] = png[21] = 0x01;
        png[18] = png[22] = char(0x86);
        png[19] = png[23] = char(0xa0);
        const quint32 crc = crc32(png.mid(12, 17)); // IHDR's type and data
        for (int i = 0; i < 4; ++i)
            png[29 + i] = char(crc >> (24 - 8 * i));
        write(u"kb-big/huge.png"_s, png);
        const QString doc = kb + u"/doc.md"_s;
        QVERIFY(inCappedChild(256 << 20,
            [&] { return DocumentImages::load(kb, doc, u"big.png"_s).why == u"it is larger than 8 MiB"_s; }));
        QVERIFY(inCappedChild(256 << 20, [&] {
            const DocumentImages::Entry e = DocumentImages::load(kb, doc, u"huge.png"_s);
            return e.why == u"it is larger than 4096 × 4096 pixels"_s && e.image.isNull();
        }));
    }
};

QTEST_MAIN(TestHostileRender)
#include "tst_hostile_render.moc"
