// SPDX-License-Identifier: MIT
// The hostile input catalogue (issue 7): each case with what the user sees. Cases covered
// elsewhere, named here so the catalogue is complete:
//   numbers where strings belong       tst_badinput::wrongFieldTypes
//   a regex RE2 rejects                 tst_badinput::regexRejectedByRe2StaysLoaded,
//                                       tst_logmatcher::rejectedRegexesAreListed
//   HTML, javascript: and file: links   tst_mainwindow::recordTextIsEscaped
//   /dev/zero and a FIFO dropped        tst_mainwindow::dropDevicesAndFifos
//   a log changed while scrolled        tst_mainwindow::logChangedWhileScrolling
//   every input the fuzzers found       tests/fuzz/regressions (ctest fuzz_regressions_*)
//   a duplicate record id, two sources  tst_badinput::duplicateIdsFirstWins
//   a load warning the CLI never showed tst_cli::loadDiagnosticsOnStderr
//   any folder tree, any names          tests/fuzz/fuzz_walker.cpp (fuzz_walker)
// Issue 28, reading a log:
//   stdin, <(cat log), a named FIFO,    tst_cli::streams (read from the first byte: 2,003 lines
//   each plain or gzip                    of 2,003, the same findings on the same lines)
//   /dev/zero, a /proc file (CLI)       tst_cli::notRegularFiles (refused by name, at once)
//   a folder named .gz (CLI)            tst_cli::folders (its files triaged, as the window does)
//   a gzip log cut short (CLI)          tst_cli::cutShortGzip; tst_logsource::unpackCutShort…
//   a 5 MB → 5 GiB gzip bomb (CLI)      tst_cli::gzipBomb (memory capped, nothing in TMPDIR)
//   gzip with zero padding, junk after  tst_logsource::unpackTrailingBytes
//   unpacking limits (window)           tst_logsource::unpackLimits
//   devices, FIFOs, sockets, /proc      tst_logsource::inputTypes; tst_mainwindow::dropDevicesAndFifos
//   UTF-32 and CR-only logs (CLI)       tst_cli::encodingsAndLineEnds; tst_logfile::contents
#include "gziptest.h"
#include "knowledgebase.h"
#include "logfile.h"
#include "logmatcher.h"
#include "logsource.h"
#include "recordregex.h"
#include "sourcereader.h"
#include "sourcewalker.h"
#include "testshared.h"
#include "triage.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTemporaryFile>

#include <functional>

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Faultline;
using namespace Qt::StringLiterals;
using Code = Diagnostic::Code;

class TestHostile : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        FaultlineTest::writeFile(path, bytes);
        return path;
    }

    /// A file of \a size bytes that starts with \a head and is a hole after it (no disk used).
    QString sparse(const QString &name, const QByteArray &head, qint64 size, const QByteArray &tail = {})
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(head) != head.size() || !f.resize(size - tail.size())
            || !f.seek(size - tail.size()) || f.write(tail) != tail.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    /**
     * Runs \a work in a child process whose address space is capped at \a capMiB, so a regression
     * that grows memory fails here instead of swapping, and one that hangs is stopped after
     * \a guardSeconds (a guard against hanging, not a measure of speed). Returns why the work
     * failed: what it returned, running out of memory or time, or how the child ended; empty when
     * it succeeded. The child only loads: it never touches the global thread pool, whose threads
     * did not survive the fork. Under AddressSanitizer, whose shadow memory needs more address
     * space than any cap allows, the child runs without the cap.
     */
    static QString inCappedChild(qint64 capMiB, const std::function<QString()> &work, int guardSeconds = 300)
    {
        int channel[2];
        if (::pipe(channel) != 0)
            return u"pipe failed"_s;
        const pid_t pid = ::fork();
        if (pid < 0)
            return u"fork failed"_s;
        if (pid == 0) {
            ::close(channel[0]);
            const rlimit cap {rlim_t(capMiB) << 20, rlim_t(capMiB) << 20};
            if (!FaultlineTest::addressSanitizer) // its shadow memory needs more than any cap
                ::setrlimit(RLIMIT_AS, &cap);
            QByteArray answer;
            try {
                answer = work().toUtf8();
            } catch (const std::bad_alloc &) {
                answer = "ran out of the " + QByteArray::number(capMiB) + " MiB it may use";
            }
            [[maybe_unused]] const auto written
                = ::write(channel[1], answer.constData(), size_t(answer.size()));
            ::_exit(0);
        }
        ::close(channel[1]);
        QByteArray answer;
        char buffer[4096];
        QElapsedTimer guard;
        guard.start();
        bool timedOut = false;
        for (;;) {
            pollfd p {channel[0], POLLIN, 0};
            const int ready = ::poll(&p, 1, 1000);
            if (ready > 0) {
                const ssize_t n = ::read(channel[0], buffer, sizeof buffer);
                if (n <= 0)
                    break;
                answer.append(buffer, n);
            } else if (guard.elapsed() > guardSeconds * 1000LL) {
                timedOut = true;
                ::kill(pid, SIGKILL);
                break;
            }
        }
        ::close(channel[0]);
        int status = 0;
        ::waitpid(pid, &status, 0);
        if (timedOut)
            return u"still running after %1 s: it hangs"_s.arg(guardSeconds);
        if (WIFSIGNALED(status))
            return u"the child died of signal %1 (out of its %2 MiB?)"_s.arg(WTERMSIG(status)).arg(capMiB);
        return QString::fromUtf8(answer);
    }

    /// "" when \a kb has exactly the diagnostics \a expected (code and file, in order), else what differs.
    static QString diagnosticsDiffer(
        const KnowledgeBase &kb, const QList<std::pair<Diagnostic::Code, QString>> &expected)
    {
        QList<std::pair<Diagnostic::Code, QString>> got;
        QStringList shown;
        for (const Diagnostic &d : kb.diagnostics()) {
            got.append({d.code, d.file});
            shown.append(d.toString());
        }
        return got == expected ? QString() : u"diagnostics: "_s + shown.join(u" | "_s);
    }

    static Record record(const QString &id, const QString &regex)
    {
        Record r;
        r.edit().id = id;
        r.edit().signature = id;
        r.edit().regex = regex;
        return r;
    }

private Q_SLOTS:
    // A 5 MB file that unpacks to 5 GiB, read as the command line reads it: unpacked as it is
    // read into one small buffer, stopped at the bomb's ratio after 1 GiB, saying so.
    void gzipBombStopsAtItsRatio()
    {
        const QString path = write(u"bomb.log.gz"_s, FaultlineTest::gzipBomb(80));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        GzipDevice gzip(&file);
        QVERIFY(gzip.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
        QByteArray buffer(1 << 20, Qt::Uninitialized);
        qint64 total = 0;
        for (qint64 n; (n = gzip.read(buffer.data(), buffer.size())) > 0;)
            total += n;
        QCOMPARE(total, 1LL << 30);
        QVERIFY(gzip.isIncomplete());
        QVERIFY2(gzip.notice().contains(u"decompression bomb"_s), qPrintable(gzip.notice()));
        QVERIFY(gzip.compressedBytes() < 2 << 20); // it stopped reading too
    }

    // The window's way with a gzip log: unpacked into memory (never to disk), read by line and
    // searched like a file, never "changed on disk".
    void gzipLogReadFromMemory()
    {
        const QByteArray text = FaultlineTest::numberedLines(5000) + "fatal: the end\n";
        const QString path = write(u"memory.log.gz"_s, FaultlineTest::gzip(text));
        const LogSource::Unpacked unpacked = LogSource::unpack(path);
        QCOMPARE(unpacked.text, text);
        LogFile log;
        log.openData(unpacked.text, path);
        log.waitForIndexed();
        QVERIFY(log.isInMemory());
        QCOMPARE(log.path(), path);
        QCOMPARE(log.lineCount(), 5001);
        QCOMPARE(log.line(LineNumber(5000)), u"fatal: the end"_s);
        QCOMPARE(log.find(u"FATAL"_s, LineNumber(0), false, true).line, 5000);
        QCOMPARE(log.check(), LogFile::Status::Ok);
        QVERIFY(QFile::remove(path));
        QCOMPARE(log.check(), LogFile::Status::Ok); // the text read stays as it was
        const auto reader = log.readerFactory()();
        const LogMatcher matcher({record(u"x/fatal"_s, u"^fatal: the end$"_s)});
        const TriageResult result = Triage::run(matcher, *reader);
        QCOMPARE(result.lines, 5001);
        QCOMPARE(result.hitLines, 1);
    }

    // Old Mac OS line ends (CR alone) and UTF-32 (by its BOM): lines found and matched as such,
    // in the window's line index, its search and in triage.
    void crOnlyAndUtf32Logs_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<LogFile::Encoding>("encoding");
        QTest::addColumn<LogFile::LineEnd>("lineEnd");
        const QString text = u"start\nfatal: 错误 here\nend\n"_s;
        QStringEncoder le(QStringConverter::Utf32LE), be(QStringConverter::Utf32BE);
        QTest::newRow("CR only") << text.toUtf8().replace('\n', '\r') << LogFile::Encoding::Utf8
                                 << LogFile::LineEnd::Cr;
        QTest::newRow("UTF-32 LE") << QByteArray("\xFF\xFE\0\0", 4) + QByteArray(le.encode(text))
                                   << LogFile::Encoding::Utf32LE << LogFile::LineEnd::Lf;
        QTest::newRow("UTF-32 BE, CR only")
            << QByteArray("\0\0\xFE\xFF", 4) + QByteArray(be.encode(QString(text).replace(u'\n', u'\r')))
            << LogFile::Encoding::Utf32BE << LogFile::LineEnd::Cr;
    }
    void crOnlyAndUtf32Logs()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(LogFile::Encoding, encoding);
        QFETCH(LogFile::LineEnd, lineEnd);
        const QString path = write(u"other-ends.log"_s, bytes);
        LogFile log;
        QVERIFY(log.open(path));
        log.waitForIndexed();
        QCOMPARE(log.encoding(), encoding);
        QCOMPARE(log.lineEnd(), lineEnd);
        QCOMPARE(log.lineCount(), 3);
        QCOMPARE(log.lines(LineNumber(0), 3), (QList<QString> {u"start"_s, u"fatal: 错误 here"_s, u"end"_s}));
        const LogFile::Found found = log.find(u"错误"_s, LineNumber(0), false, true);
        QCOMPARE(found.line, 1);
        QCOMPARE(found.column, 7);
        const LogMatcher matcher(
            {record(u"x/fatal"_s, u"^fatal: 错误 here$"_s), record(u"x/end"_s, u"^end$"_s)});
        const TriageResult result = Triage::runFile(matcher, path);
        QCOMPARE(result.lines, 3);
        QCOMPARE(result.hitLines, 2);
    }

    // What is no regular file is refused by name before it is opened (a FIFO would wait for a
    // writer, a device never ends, a /proc file lies about its size); the window says the same.
    void notRegularFilesNamed()
    {
        LogFile log;
        QString error;
        QVERIFY(!log.open(u"/dev/zero"_s, &error));
        QVERIFY2(error.startsWith(u"not a regular file but a device"_s), qPrintable(error));
        QVERIFY(!log.open(u"/proc/self/status"_s, &error));
        QVERIFY2(error.startsWith(u"not a regular file but a system file"_s), qPrintable(error));
        const QString fifo = m_dir.filePath(u"a.fifo"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(!log.open(fifo, &error));
        QVERIFY2(error.startsWith(u"not a regular file but a pipe"_s), qPrintable(error));
    }

    // Qt's JSON parser gives up at a nesting depth of 1024: one error naming the file, no stack
    // overflow, and the next file still loads.
    void jsonNested100000Deep()
    {
        const QString deep = write(u"deep.json"_s, QByteArray(100000, '[') + QByteArray(100000, ']'));
        const QString ok = write(u"ok.json"_s, "{\"id\": \"x/ok\", \"signature\": \"fine\"}");
        const KnowledgeBase kb = KnowledgeBase::load({deep, ok});
        QCOMPARE(kb.records().size(), 1);
        QCOMPARE(kb.diagnostics().size(), 1);
        const Diagnostic d = kb.diagnostics().first();
        QCOMPARE(d.code, Code::JsonSyntax);
        QCOMPARE(d.file, deep);
        QCOMPARE(d.text(), u"malformed JSON: too deeply nested document"_s);
    }

    // A 1 GiB JSON document is refused by its size before it is read; a 1 GiB JSON Lines line is
    // skipped once it passes the line limit, without being held whole; the rest still loads.
    void jsonStringOfOneGigabyte()
    {
        constexpr qint64 gib = 1024LL * 1024 * 1024;
        const QString document = sparse(u"string.json"_s, "{\"id\": \"x/big\", \"signature\": \"", gib);
        const QString lines = sparse(u"string.jsonl"_s,
            "{\"id\": \"x/first\", \"signature\": \"before\"}\n{\"id\": \"x/big\", \"signature\": \""
                + QByteArray(SourceReader::maxJsonLineBytes + 1024, 'a'),
            gib, "\"}\n{\"id\": \"x/after\", \"signature\": \"after\"}\n");
        QElapsedTimer timer;
        timer.start();
        const KnowledgeBase kb = KnowledgeBase::load({document, lines});
        QStringList ids;
        for (const Record &r : kb.records())
            ids.append(r.id());
        QCOMPARE(ids, (QStringList {u"x/first"_s, u"x/after"_s}));
        QCOMPARE(kb.diagnostics().size(), 2);
        QCOMPARE(kb.diagnostics()[0].code, Code::TooLarge);
        QCOMPARE(kb.diagnostics()[0].file, document);
        QVERIFY2(kb.diagnostics()[0].text().startsWith(u"the file is 1024 MiB"_s),
            qPrintable(kb.diagnostics()[0].text()));
        QCOMPARE(kb.diagnostics()[1].code, Code::LineTooLong);
        QCOMPARE(kb.diagnostics()[1].file, lines);
        QCOMPARE(kb.diagnostics()[1].line, 2);
        qInfo("loaded around a 1 GiB line in %lld ms", static_cast<long long>(timer.elapsed()));
    }

    // The same key twice in one record: as every JSON parser here does, the last value counts.
    void duplicateKeys()
    {
        const QString path = write(u"dup.json"_s,
            "{\"id\": \"x/dup\", \"signature\": \"first\", \"signature\": \"second\", \"regex\": \"a\", "
            "\"regex\": \"b+\"}");
        const KnowledgeBase kb = KnowledgeBase::load({path});
        QCOMPARE(kb.records().size(), 1);
        QCOMPARE(kb.records().first().signature(), u"second"_s);
        QCOMPARE(kb.records().first().regex(), u"b+"_s);
    }

    // 100,000 record files and a link back to the folder: every file loads once, the link is not
    // followed, and loading ends. Under AddressSanitizer, where loading all of them took four of
    // CI's minutes, a tenth of them: the same code and checks, which the Debug run makes on all.
    void folderOf100000FilesAndSymlinkLoop()
    {
        constexpr int files = FaultlineTest::addressSanitizer ? 10000 : 100000;
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(u"sub"_s));
        for (int i = 0; i < files; ++i) {
            QFile f(dir.filePath(u"sub/r%1.json"_s.arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"id\": \"x/r" + QByteArray::number(i) + "\", \"signature\": \"record\"}");
        }
        QVERIFY(QFile::link(dir.path(), dir.filePath(u"sub/loop"_s)));
        QVERIFY(QFile::link(dir.filePath(u"sub"_s), dir.filePath(u"sub/loop2"_s)));
        QElapsedTimer timer;
        timer.start();
        const KnowledgeBase kb = KnowledgeBase::load({dir.path()});
        QCOMPARE(kb.records().size(), files);
        QCOMPARE(kb.errorCount(), 0);
        qInfo("%d files loaded in %lld ms", files, static_cast<long long>(timer.elapsed()));
    }

    // A regex of 100 KB: compiled (RE2 is linear-time) or rejected with RE2's reason; never a hang.
    void regexOf100KB()
    {
        QString alternation;
        for (int i = 0; alternation.size() < 100 * 1024; ++i)
            alternation += (i ? u"|"_s : QString()) + u"error code %1 at .*module%1"_s.arg(i);
        const QString nested = u"((((a{100}){100}){100}){100})"_s + u"x"_s.repeated(100 * 1024);
        const LogMatcher matcher({record(u"x/wide"_s, alternation), record(u"x/nested"_s, nested)});
        QCOMPARE(matcher.rejected().size(), 1);
        QCOMPARE(matcher.rejected().first().recordId, u"x/nested"_s);
        QCOMPARE(
            matcher.rejected().first().error, u"invalid repetition size: {100}"_s); // RE2 caps the product
        QList<int> hitPatterns;
        matcher.matchBlock("boot\nerror code 1234 at /lib/module1234.so\n",
            [&](qint64 line, std::string_view, std::span<const LogMatcher::Hit> hits) {
                QCOMPARE(line, 1);
                for (const LogMatcher::Hit &h : hits)
                    hitPatterns.append(h.pattern);
            });
        QCOMPARE(hitPatterns, QList<int> {0});
    }

    // A regex that matches the empty string would "match" every line: it is refused, with the
    // reason, and a log gets no finding from it.
    void regexMatchingTheEmptyString()
    {
        const QList<Record> records {record(u"x/empty"_s, u"x*"_s), record(u"x/optional"_s, u"(fatal)?"_s),
            record(u"x/anchors"_s, u"^"_s), record(u"x/real"_s, u"fatal"_s)};
        const LogMatcher matcher(records);
        QStringList rejected;
        for (const LogMatcher::Rejected &r : matcher.rejected()) {
            rejected.append(r.recordId);
            QCOMPARE(r.error, u"matches an empty string, so it would match every line"_s);
        }
        QCOMPARE(rejected, (QStringList {u"x/empty"_s, u"x/optional"_s, u"x/anchors"_s}));
        QByteArray log;
        for (int i = 0; i < 1000; ++i)
            log += "an ordinary line " + QByteArray::number(i) + '\n';
        log += "fatal: out of memory\n";
        QBuffer buffer(&log);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const TriageResult result = Triage::run(matcher, buffer);
        QCOMPARE(result.hitLines, 1);
        QCOMPARE(result.findings.size(), 1);
        QCOMPARE(result.findings.first().record.id(), u"x/real"_s);
    }

    // A folder whose file names are not all UTF-8 (GBK names from a Chinese Windows share): once
    // every entry after the first such name was dropped silently, subfolders included. Now each
    // file loads, the odd name shown with \x escapes and warned about, whatever the folder order.
    void folderWithNamesNotUtf8()
    {
        QTemporaryDir dir;
        const QByteArray root = QFile::encodeName(dir.path());
        const QByteArray gbk = "\xC4\xE3\xBA\xC3"; // 你好 in GBK
        auto writeRecord = [&](const QByteArray &relative, const QByteArray &id) {
            const QByteArray path = root + '/' + relative;
            const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            QVERIFY(fd >= 0);
            const QByteArray json = "{\"id\": \"x/" + id + "\", \"signature\": \"" + id + "\"}";
            QCOMPARE(::write(fd, json.constData(), size_t(json.size())), ssize_t(json.size()));
            ::close(fd);
        };
        // Many entries, so some fall after the bad names in any directory order.
        for (int i = 0; i < 40; ++i)
            writeRecord("r" + QByteArray::number(i) + ".json", "r" + QByteArray::number(i));
        writeRecord(gbk + ".json", "gbk");
        QCOMPARE(::mkdir(QByteArray(root + "/sub-" + gbk).constData(), 0755), 0);
        writeRecord("sub-" + gbk + "/inside.json", "inside");
        QCOMPARE(::mkdir(QByteArray(root + "/zz").constData(), 0755), 0);
        writeRecord("zz/last.json", "last");
        writeRecord("zz/half-\xE4\xBD.json", "half"); // a UTF-8 sequence cut short

        const KnowledgeBase kb = KnowledgeBase::load({dir.path()});
        QCOMPARE(kb.records().size(), 40 + 4);
        QCOMPARE(kb.errorCount(), 0);
        QStringList warned;
        for (const Diagnostic &d : kb.diagnostics()) {
            QCOMPARE(d.code, Code::FileNameNotUtf8);
            warned.append(d.file.mid(dir.path().size()));
        }
        warned.sort();
        QCOMPARE(warned,
            (QStringList {u"/\\xC4\\xE3\\xBA\\xC3.json"_s, u"/sub-\\xC4\\xE3\\xBA\\xC3/inside.json"_s,
                u"/zz/half-\\xE4\\xBD.json"_s}));
        QVERIFY(kb.contains(u"x/gbk"_s));
        QCOMPARE(kb.record(u"x/gbk"_s).sourcePath(), dir.path() + u"/\\xC4\\xE3\\xBA\\xC3.json"_s);
    }

    // --kb /dev/zero grew memory without end, a .json link to /dev/zero in a folder too, and --kb
    // on a FIFO (or a FIFO in a folder) waited for a writer for ever. Each is now refused by name;
    // what else the folder holds still loads. In a child capped at 1 GiB, guarded against hanging.
    void nonRegularFiles()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"kb"_s);
        QVERIFY(QDir().mkpath(folder));
        FaultlineTest::writeFile(folder + u"/ok.json"_s, "{\"id\": \"x/ok\", \"signature\": \"fine\"}");
        QVERIFY(QFile::link(u"/dev/zero"_s, folder + u"/zero.json"_s));
        const QString fifo = folder + u"/pipe.json"_s;
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0644), 0);
        QVERIFY(QFile::link(dir.path(), folder + u"/folder.json"_s));
        const QString directFifo = dir.filePath(u"direct.jsonl"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(directFifo).constData(), 0644), 0);

        const QString failure = inCappedChild(1024, [&]() -> QString {
            const KnowledgeBase zero = KnowledgeBase::load({u"/dev/zero"_s});
            if (const QString d = diagnosticsDiffer(zero, {{Code::NotRegularFile, u"/dev/zero"_s}});
                !d.isEmpty())
                return d;
            if (zero.diagnostics().first().text() != u"not a regular file but a character device; not read"_s)
                return zero.diagnostics().first().text();
            const KnowledgeBase pipe = KnowledgeBase::load({directFifo});
            if (const QString d = diagnosticsDiffer(pipe, {{Code::NotRegularFile, directFifo}}); !d.isEmpty())
                return d;
            const KnowledgeBase kb = KnowledgeBase::load({folder});
            if (kb.records().size() != 1)
                return u"%1 records loaded"_s.arg(kb.records().size());
            return diagnosticsDiffer(kb,
                {{Code::LinkedFolder, folder + u"/folder.json"_s}, {Code::NotRegularFile, fifo},
                    {Code::NotRegularFile, folder + u"/zero.json"_s}});
        });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

    // A JSON array of a million small records with regexes (62 MB) took 107 s and 8.5 GB. A file
    // (and a source) now gives at most SourceReader::maxEntries records, and says where it
    // stopped; the load runs in a child capped at 2 GiB.
    void millionRecordsInOneArray()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"million.json"_s);
        {
            QByteArray json = "[";
            json.reserve(64 * 1024 * 1024);
            for (int i = 0; i < 1000000; ++i) {
                const QByteArray n = QByteArray::number(i);
                json += QByteArray(i ? "," : "") + "{\"id\":\"r" + n + "\",\"signature\":\"s " + n
                    + "\",\"regex\":\"e" + n + " [a-z]+\"}";
            }
            json += ']';
            QVERIFY(json.size() < SourceReader::maxDocumentBytes);
            FaultlineTest::writeFile(path, json);
        }
        const QString failure = inCappedChild(2048, [&]() -> QString {
            const KnowledgeBase kb = KnowledgeBase::load({path});
            if (kb.records().size() != SourceReader::maxEntries)
                return u"%1 records loaded"_s.arg(kb.records().size());
            if (kb.records().last().id() != u"r%1"_s.arg(SourceReader::maxEntries - 1))
                return u"the last record is "_s + kb.records().last().id();
            if (const QString d = diagnosticsDiffer(kb, {{Code::TooManyRecords, path}}); !d.isEmpty())
                return d;
            return QString();
        });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

    // A 10 MB regex took seconds to be rejected and RE2 printed 15 lines of its own log to stderr.
    // It is refused by its length before RE2 sees it: one diagnostic of ours, nothing on stderr,
    // and the matcher leaves it out for the same reason.
    void regexOf10Megabytes_data()
    {
        QTest::addColumn<QByteArray>("regex");
        QTest::newRow("classes") << QByteArray("[a-z]x").repeated(1700000);
        QTest::newRow("groups") << QByteArray("(ab)").repeated(2500000);
        QTest::newRow("repetitions") << QByteArray("a{100}").repeated(1600000);
        QTest::newRow("just over the limit")
            << QByteArray("[a-z]x").repeated(maxRecordRegexBytes / 6) + QByteArray("[a-z]x");
    }
    void regexOf10Megabytes()
    {
        QFETCH(QByteArray, regex);
        const QString path = write(u"huge-regex.json"_s,
            "{\"id\": \"x/huge\", \"signature\": \"huge\", \"regex\": \"" + regex + "\"}");
        // Everything written to stderr meanwhile goes to a file, to be read back.
        QTemporaryFile capture;
        QVERIFY(capture.open());
        const int savedStderr = ::dup(STDERR_FILENO);
        ::fflush(stderr);
        ::dup2(capture.handle(), STDERR_FILENO);
        const KnowledgeBase kb = KnowledgeBase::load({path});
        const LogMatcher matcher(kb.records());
        ::fflush(stderr);
        ::dup2(savedStderr, STDERR_FILENO);
        ::close(savedStderr);
        QCOMPARE(capture.readAll(), QByteArray());

        QCOMPARE(kb.records().size(), 1);
        QCOMPARE(kb.diagnostics().size(), 1);
        const Diagnostic d = kb.diagnostics().first();
        QCOMPARE(d.code, Code::RegexTooLong);
        QCOMPARE(d.file, path);
        QCOMPARE(d.text(),
            u"the regex of \"x/huge\" is %1 bytes long, over the %2 byte limit; the record is loaded but "
            "cannot match logs"_s.arg(regex.size())
                .arg(maxRecordRegexBytes));
        QVERIFY(!kb.records().first().regexError().isEmpty());
        QCOMPARE(matcher.rejected().size(), 1);
        QCOMPARE(matcher.rejected().first().error,
            QString::fromStdString(recordRegexLengthError(std::size_t(regex.size()))));
    }

    // Two README.md in different folders, or two articles with one front-matter id: clicking the
    // first showed the second, with no word said. Each id is now unique: the later document is
    // renamed id~2 (~3 …), with a warning naming both files, so both can be opened.
    void duplicateDocumentIds()
    {
        QTemporaryDir one, two;
        QVERIFY(QDir(one.path()).mkdir(u"a"_s) && QDir(one.path()).mkdir(u"b"_s));
        FaultlineTest::writeFile(one.filePath(u"a/README.md"_s), "# First readme\n\nAbout a.\n");
        FaultlineTest::writeFile(one.filePath(u"b/README.md"_s), "# Second readme\n\nAbout b.\n");
        FaultlineTest::writeFile(two.filePath(u"README.md"_s), "# Third readme\n\nAbout two.\n");
        FaultlineTest::writeFile(one.filePath(u"a/note.md"_s), "---\nid: shared\ntitle: One\n---\nOne.\n");
        FaultlineTest::writeFile(two.filePath(u"note.md"_s), "---\nid: shared\ntitle: Two\n---\nTwo.\n");

        const KnowledgeBase kb = KnowledgeBase::load({one.path(), two.path()});
        QStringList ids, titles;
        for (const Document &d : kb.documents()) {
            ids.append(d.id);
            titles.append(d.title);
        }
        QCOMPARE(ids, (QStringList {u"README"_s, u"shared"_s, u"README~2"_s, u"README~3"_s, u"shared~2"_s}));
        QCOMPARE(titles,
            (QStringList {u"First readme"_s, u"One"_s, u"Second readme"_s, u"Third readme"_s, u"Two"_s}));
        QCOMPARE(kb.diagnostics().size(), 3);
        for (const Diagnostic &d : kb.diagnostics()) {
            QCOMPARE(d.code, Code::DuplicateDocumentId);
            QCOMPARE(d.severity, Diagnostic::Severity::Warning);
        }
        const Diagnostic second = kb.diagnostics().first();
        QCOMPARE(second.file, one.filePath(u"b/README.md"_s));
        QCOMPARE(second.text(),
            u"duplicate document id \"README\": the document from %1 keeps it, the one from %2 is shown as "
            "\"README~2\""_s.arg(one.filePath(u"a/README.md"_s), one.filePath(u"b/README.md"_s)));
    }

    // A log that a writer truncates, replaces or deletes while it is being indexed: indexing
    // stops at what is there, and the change is reported.
    void logChangedWhileIndexing_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("truncated") << u"truncated"_s;
        QTest::newRow("replaced") << u"replaced"_s;
        QTest::newRow("deleted") << u"deleted"_s;
    }
    void logChangedWhileIndexing()
    {
        QFETCH(QString, change);
        QByteArray line = "2026-11-23 12:00:00 INFO a line of an ordinary log\n";
        QByteArray bytes;
        bytes.reserve(64 * 1024 * 1024);
        while (bytes.size() < 64 * 1024 * 1024)
            bytes += line;
        const QString path = write(u"changing-%1.log"_s.arg(change), bytes);
        LogFile log;
        QSignalSpy finished(&log, &LogFile::indexFinished);
        QVERIFY(log.open(path));
        if (change == u"truncated"_s) {
            // Cut below what was read already (else nothing read went missing).
            QTRY_VERIFY_WITH_TIMEOUT(log.indexedBytes() > 1000, 10000);
            QVERIFY(QFile::resize(path, 1000));
        } else if (change == u"replaced"_s) {
            const QString other = write(u"other.log"_s, "a new log\n");
            QVERIFY(::rename(QFile::encodeName(other).constData(), QFile::encodeName(path).constData()) == 0);
        } else {
            QVERIFY(QFile::remove(path));
        }
        QVERIFY(!finished.isEmpty() || finished.wait(30000)); // it may have finished already
        // What was read stays readable: lines of the old file (the last one perhaps cut where the
        // file now ends), or empty past the end; never the new file's bytes, never garbage.
        const QString expectedLine = QString::fromUtf8(line.chopped(1));
        for (qint64 i = 0; i < log.lineCount(); i += std::max<qint64>(1, log.lineCount() / 100)) {
            const QString text = log.line(LineNumber(i));
            QVERIFY2(expectedLine.startsWith(text), qPrintable(text));
        }
        // Replaced or deleted, the file read is still open: it reads whole.
        if (change != u"truncated"_s && log.lineCount() > 0)
            QCOMPARE(log.line(LineNumber(0)), expectedLine);
        const LogFile::Status expected = change == u"truncated"_s ? LogFile::Status::Truncated
            : change == u"replaced"_s                             ? LogFile::Status::Replaced
                                                                  : LogFile::Status::Deleted;
        QCOMPARE(log.check(), expected);
        QVERIFY(!log.refresh());
    }

    // A path through a file (as when a folder was replaced by a file): the system's reason.
    void logPathThroughAFile()
    {
        const QString file = write(u"not-a-folder"_s, "x\n");
        LogFile log;
        QString error;
        QVERIFY(!log.open(file + u"/app.log"_s, &error));
        QCOMPARE(error, u"Not a directory"_s);
    }

    void unreadableLog()
    {
        if (::geteuid() == 0)
            QSKIP("running as root: file permissions cannot make a file unreadable");
        const QString path = write(u"locked.log"_s, "secret\n");
        QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
        LogFile log;
        QString error;
        QVERIFY(!log.open(path, &error));
        QCOMPARE(error, u"Permission denied"_s);
    }

    // One line of 500 MB (a hole: no disk used) with a short line after it: indexed, the long
    // line's start shown and marked as cut, the line after it intact, and triage counts both.
    void lineOf500Megabytes()
    {
        constexpr qint64 size = 500LL * 1000 * 1000;
        const QString path
            = sparse(u"one-line.log"_s, "fatal: the start of a very long line ", size, "\nafter\n");
        LogFile log;
        QVERIFY(log.open(path));
        log.waitForIndexed();
        QCOMPARE(log.lineCount(), 2);
        bool cut = false;
        const QString first = log.line(LineNumber(0), 100, &cut);
        QVERIFY(cut);
        QCOMPARE(first.size(), 100);
        QVERIFY(first.startsWith(u"fatal: the start of a very long line "_s));
        QCOMPARE(log.line(LineNumber(1), 100, &cut), u"after"_s);
        QVERIFY(!cut);

        const LogMatcher matcher(
            {record(u"x/fatal"_s, u"fatal: the start"_s), record(u"x/after"_s, u"^after$"_s)});
        const TriageResult result = Triage::runFile(matcher, path);
        QVERIFY(result.error.isEmpty());
        QCOMPARE(result.lines, 2);
        QCOMPARE(result.hitLines, 2);
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
