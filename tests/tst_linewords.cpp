// SPDX-License-Identifier: MIT
// LineWords: the words that say what a log line is about, as LogMatcher finds them in a line.
#include "linewords.h"
#include "logmatcher.h"

#include <QSet>
#include <QTest>

#include <string>

using namespace Qt::StringLiterals;
using namespace Faultline;
using LineWords::Kind;

namespace {

struct Report
{
    qint64 line;
    int word;
    std::size_t end;
};

/// Every place LogMatcher's word search reports a LineWords::words() in \a block.
QList<Report> reports(const QByteArray &block)
{
    static const LogMatcher matcher({}); // no records: the words alone
    QList<Report> found;
    matcher.matchBlock(
        std::string_view(block.data(), std::size_t(block.size())),
        [](qint64, std::string_view, std::span<const LogMatcher::Hit>) {},
        [&](qint64 line, int word, std::size_t end) { found.append({line, word, end}); });
    return found;
}

/// The words of \a line as a caller such as Triage takes them: a marker only where the line
/// spells it in the marker's own case, as words() documents, an error mark only where
/// saysError() says so. "error:fatal", "marker:go:panic: ".
QStringList wordsOf(const QByteArray &line)
{
    QSet<QString> names;
    for (const Report &report : reports(line)) {
        const LineWords::Word &word = LineWords::words().at(std::size_t(report.word));
        const QByteArray at = line.mid(qsizetype(report.end - word.text.size()), qsizetype(word.text.size()));
        const QString text = QString::fromStdString(word.text);
        switch (word.kind) {
        case Kind::Error:
            if (LineWords::saysError(
                    std::string_view(line.constData(), std::size_t(line.size())), report.word, report.end))
                names.insert(u"error:"_s + text);
            break;
        case Kind::Trouble:
            names.insert(u"trouble:"_s + text);
            break;
        case Kind::Marker:
            if (at.toStdString() == word.text)
                names.insert(u"marker:"_s + LineWords::ecosystems().at(std::size_t(word.ecosystem)).name
                    + u':' + text);
            break;
        }
    }
    QStringList sorted(names.begin(), names.end());
    sorted.sort();
    return sorted;
}

/// The index of the marker \a text in words().
int markerIndex(const std::string &text)
{
    const auto &words = LineWords::words();
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i].kind == Kind::Marker && words[i].text == text)
            return int(i);
    }
    return -1;
}

} // namespace

class TestLineWords : public QObject
{
    Q_OBJECT

private slots:
    void wordsComeInKindOrder()
    {
        const auto &words = LineWords::words();
        QVERIFY(!words.empty());
        QCOMPARE(words.front().kind, Kind::Error);
        QCOMPARE(words.back().kind, Kind::Marker);
        for (std::size_t i = 1; i < words.size(); ++i)
            QVERIFY2(words[i - 1].kind <= words[i].kind, words[i].text.c_str());
    }

    void markersAreTheEcosystems()
    {
        const auto &words = LineWords::words();
        const auto &ecosystems = LineWords::ecosystems();
        std::size_t markers = 0;
        for (const LineWords::Word &word : words) {
            QVERIFY2(!word.text.empty(), "an empty word would be found everywhere");
            if (word.kind != Kind::Marker) {
                QCOMPARE(word.ecosystem, -1);
                continue;
            }
            ++markers;
            QVERIFY2(
                word.ecosystem >= 0 && std::size_t(word.ecosystem) < ecosystems.size(), word.text.c_str());
            const auto &own = ecosystems[std::size_t(word.ecosystem)].markers;
            QVERIFY2(std::find(own.begin(), own.end(), word.text) != own.end(), word.text.c_str());
        }
        std::size_t listed = 0;
        for (const LineWords::Ecosystem &ecosystem : ecosystems) {
            QVERIFY2(!ecosystem.markers.empty(), qPrintable(ecosystem.name));
            // Only a language no record is about (Ruby, OCaml …) has no domains; a service has one,
            // unless records name it as their runtime (a CI service: "github-actions >=2.0"; Helm:
            // "helm >=3.0").
            static const QStringList runtimes = {u"github-actions"_s, u"gitlab-ci"_s, u"jenkins"_s,
                u"circleci"_s, u"bitbucket-pipelines"_s, u"helm"_s};
            QVERIFY2(!ecosystem.service || !ecosystem.domains.isEmpty() || runtimes.contains(ecosystem.name),
                qPrintable(ecosystem.name));
            listed += ecosystem.markers.size();
        }
        QCOMPARE(markers, listed);
    }

    void servicesAreMarked_data()
    {
        QTest::addColumn<QString>("ecosystem");
        QTest::addColumn<bool>("service");
        QTest::newRow("node is a language") << u"node"_s << false;
        QTest::newRow("python is a language") << u"python"_s << false;
        QTest::newRow("mongodb is a service") << u"mongodb"_s << true;
        QTest::newRow("redis is a service") << u"redis"_s << true;
    }
    void servicesAreMarked()
    {
        QFETCH(QString, ecosystem);
        QFETCH(bool, service);
        const auto &ecosystems = LineWords::ecosystems();
        const auto it = std::find_if(ecosystems.begin(), ecosystems.end(),
            [&](const LineWords::Ecosystem &e) { return e.name == ecosystem; });
        QVERIFY(it != ecosystems.end());
        QCOMPARE(it->service, service);
    }

    void wordsInLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("python traceback")
            << "Traceback (most recent call last):"_ba
            << QStringList {u"error:traceback"_s, u"marker:python:Traceback (most recent call last)"_s};
        // A Python client names MongoDB only as its package: pymongo.
        QTest::newRow("pymongo") << "pymongo.errors.CursorNotFound: cursor id 82746 not found"_ba
                                 << QStringList {u"error:error"_s, u"marker:mongodb:pymongo"_s,
                                        u"trouble:not found"_s};
        // A ROS 2 log names ROS by its tools (colcon, ros2, ament_*), not by "ROS".
        QTest::newRow("colcon") << "Starting >>> ament_lint_auto"_ba << QStringList {u"marker:ros2:ament_"_s};
        QTest::newRow("permission denied")
            << "open /etc/app.conf: permission denied"_ba << QStringList {u"trouble:denied"_s};
        QTest::newRow("rust borrow checker") << "error[E0502]: cannot borrow `v` as mutable"_ba
                                             << QStringList {u"error:error"_s, u"marker:rust:borrow"_s,
                                                    u"marker:rust:error[E"_s, u"trouble:cannot"_s};
        QTest::newRow("node module") << "Error: Cannot find module 'express'"_ba
                                     << QStringList {u"error:error"_s,
                                            u"marker:node:Error: Cannot find module"_s,
                                            u"marker:python:Error: "_s, u"trouble:cannot"_s};
        QTest::newRow("go panic") << "panic: runtime error: index out of range [3] with length 3"_ba
                                  << QStringList {u"error:error"_s, u"error:panic"_s,
                                         u"marker:go:panic: runtime error"_s};
        // A Go service's Dockerfile names Go by its toolchain's image and command.
        QTest::newRow("go build stage") << "RUN CGO_ENABLED=0 go build -o /out/worker ./cmd/worker"_ba
                                        << QStringList {u"marker:go:go build"_s};
        QTest::newRow("go toolchain image")
            << "FROM golang:1.22-bookworm AS build"_ba << QStringList {u"marker:go:golang"_s};
        QTest::newRow("bazel") << "ERROR: /src/app/BUILD.bazel:4:10: error loading package 'app'"_ba
                               << QStringList {u"error:error"_s, u"marker:bazel:BUILD.bazel"_s};
        QTest::newRow("warning, words inside words")
            << "WARNING: disk quota exceeded on /var"_ba
            << QStringList {u"trouble:exceeded"_s, u"trouble:warn"_s};
        // A CI service's job log names it; its error marker leaves the line's error word whole.
        QTest::newRow("github actions")
            << "##[error]Process completed with exit code 1."_ba
            << QStringList {u"error:error"_s, u"marker:github-actions:##[error]"_s};
        QTest::newRow("gitlab runner")
            << "Running with gitlab-runner 17.8.3 (690ce25c)"_ba
            << QStringList {u"marker:gitlab-ci:gitlab"_s, u"marker:gitlab-ci:gitlab-runner"_s};
        // The linker's error names no error word; it marks a C or C++ build.
        QTest::newRow("linker")
            << "wal_writer.cc:88:(.text+0x3d1): undefined reference to `Crc32cHw(unsigned int)'"_ba
            << QStringList {u"error:undefined reference to"_s, u"marker:cpp:undefined reference to"_s};
        // A Python library written in C++ names its sources, and a package manager sets up g++:
        // neither is a C++ build. The library's name is its marker.
        QTest::newRow("a library's C++ source")
            << "I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized"_ba
            << QStringList {u"marker:tensorflow:TensorFlow"_s, u"marker:tensorflow:tensorflow"_s};
        // A language model's API, named by its client library and its model.
        QTest::newRow("llm client")
            << "INFO httpx: HTTP Request: POST https://api.openai.com/v1/chat/completions"_ba
            << QStringList {u"marker:llm:chat/completions"_s, u"marker:llm:openai"_s};
        // A database driver or Django's database layer is a sign of a database.
        QTest::newRow("django's database layer")
            << "django.db.utils.ProgrammingError: relation \"shop_order\" does not exist"_ba
            << QStringList {u"error:error"_s, u"marker:database:django.db"_s, u"marker:python:Error: "_s};
        QTest::newRow("g++ set up") << "Setting up g++ (4:12.2.0-3) ..."_ba << QStringList();
        QTest::newRow(".NET exception")
            << "Unhandled exception. System.InvalidOperationException: Sequence contains no elements"_ba
            << QStringList {u"error:exception"_s, u"marker:dotnet:Unhandled exception. System."_s,
                   u"trouble:invalid"_s};
        // Azure's resource types are no .NET program.
        QTest::newRow("azure resource type")
            << "Creating Microsoft.Network/virtualNetworks/vnet-prod ..."_ba << QStringList();
        QTest::newRow("two-word trouble")
            << "connection timed out after 30s"_ba << QStringList {u"trouble:timed out"_s};
        // Refused access: adb's unauthorised device, an HTTP client's 401 and 403.
        QTest::newRow("unauthorized")
            << "adb: device unauthorized."_ba << QStringList {u"trouble:unauthorized"_s};
        QTest::newRow("forbidden") << "GET https://registry.internal/v2/ 403 Forbidden"_ba
                                   << QStringList {u"trouble:forbidden"_s};
        QTest::newRow("kubernetes") << "pod/web-5d8f back-off: CrashLoopBackOff"_ba
                                    << QStringList {u"marker:kubernetes:CrashLoopBackOff"_s,
                                           u"marker:kubernetes:pod/"_s};
        // The marks tools print before their errors.
        QTest::newRow("next.js's error mark")
            << " \u2a2f useSearchParams() should be wrapped in a suspense boundary"_ba
            << QStringList {u"error:\u2a2f "_s};
        QTest::newRow("pip's error mark")
            << "\u00d7 This environment is externally managed"_ba << QStringList {u"error:\u00d7 "_s};
        QTest::newRow("a mark after a CI time")
            << "2025-05-23T08:02:50.8967928Z  \u2a2f useSearchParams() should be wrapped"_ba
            << QStringList {u"error:\u2a2f "_s};
        QTest::newRow("a mark after a build step")
            << "#8 9.329   \u00d7 python setup.py bdist_wheel did not run successfully."_ba
            << QStringList {u"error:\u00d7 "_s, u"marker:pip:bdist_wheel"_s, u"marker:pip:setup.py"_s};
        QTest::newRow("fastlane's cross")
            << "[09:13:39]: \u25b8 \u274c  No profiles were found"_ba << QStringList {u"error:\u274c"_s};
        QTest::newRow("a test runner's mark")
            << "  \u2718 checkout applies the coupon"_ba << QStringList {u"error:\u2718 "_s};
        // The same signs where they mark no error: a product, a size, counts, a prompt.
        QTest::newRow("a product") << "loaded 52 weeks \u00d7 318 SKUs"_ba << QStringList();
        QTest::newRow("a size") << "output 1920 \u00d7 1080"_ba << QStringList();
        // nginx and Apache write levels above error short, in brackets; "crit" elsewhere is no word.
        QTest::newRow("nginx's crit")
            << "2025/02/27 09:14:40 [crit] 2231#2231: *7 connect() to 127.0.0.1:5000 failed (13: Permission "
               "denied)"_ba
            << QStringList {u"error:[crit]"_s, u"trouble:denied"_s, u"trouble:fail"_s};
        QTest::newRow("apache's alert")
            << "[Thu Feb 27 09:14:40 2025] [core:alert] [pid 2231] AH00052: child pid 2240 exit signal"_ba
            << QStringList {u"error::alert]"_s};
        // PHP's PDO states an SQL error by its state alone: no error word in the message.
        QTest::newRow("an SQL state")
            << "  SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry"_ba
            << QStringList {u"error:sqlstate["_s, u"marker:database:SQL"_s};
        QTest::newRow("criteria") << "INFO matched 3 criteria, alert rules reloaded"_ba << QStringList();
        QTest::newRow("k6's counts")
            << "     checks.........................: 93.43% \u2713 41822 \u2717 2937"_ba << QStringList();
        QTest::newRow("zsh's prompt") << "\u279c  app git:(main) \u2717 npm run build"_ba << QStringList();
        // dnf, git and Kafka speak of transactions too: the word is no sign of a database.
        QTest::newRow("a package manager's transaction") << "Running transaction check"_ba << QStringList();
        QTest::newRow("plain info line") << "INFO server started on port 8080"_ba << QStringList();
        QTest::newRow("plain progress line") << "Downloading 45% |#######   | 120/264 MB"_ba << QStringList();
        QTest::newRow("empty line") << QByteArray() << QStringList();
    }
    void wordsInLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(QStringList, expected);
        QCOMPARE(wordsOf(line), expected);
    }

    /// The search ignores ASCII case; a marker counts only in its own case (words() says so).
    void markersAreCaseSensitive_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("marker");
        QTest::addColumn<bool>("kept");
        QTest::newRow("cargo as written") << "cargo build --release"_ba << u"cargo"_s << true;
        QTest::newRow("cargo shouted") << "CARGO BUILD --RELEASE"_ba << u"cargo"_s << false;
        QTest::newRow("Docker capitalised") << "Docker daemon is not running"_ba << u"Docker"_s << true;
        QTest::newRow("docker in lowercase, capitalised")
            << "Docker daemon is not running"_ba << u"docker"_s << false;
        QTest::newRow("HEAD as written") << "HEAD detached at 3f2a1c"_ba << u"HEAD"_s << true;
        QTest::newRow("head inside a word") << "reading the header"_ba << u"HEAD"_s << false;
    }
    void markersAreCaseSensitive()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, marker);
        QFETCH(bool, kept);
        const int index = markerIndex(marker.toStdString());
        QVERIFY(index >= 0);
        const QList<Report> found = reports(line);
        const bool reported = std::any_of(
            found.begin(), found.end(), [&](const Report &report) { return report.word == index; });
        QVERIFY2(reported, "the search ignores case, so it reports the marker either way");
        const QString name
            = LineWords::ecosystems().at(std::size_t(LineWords::words()[std::size_t(index)].ecosystem)).name;
        QCOMPARE(wordsOf(line).contains(u"marker:"_s + name + u':' + marker), kept);
    }

    /// Reports come in line order, on the line that holds the word, one past its end.
    void reportsPointAtTheWord()
    {
        const QByteArray block
            = "INFO starting\nERROR: fatal signal\r\nall good\nkilled by OOM: out of memory\n"_ba;
        const QList<Report> found = reports(block);
        QVERIFY(found.size() >= 4);
        qint64 previousLine = -1;
        for (const Report &report : found) {
            QVERIFY(report.line >= previousLine);
            previousLine = report.line;
            const std::string &text = LineWords::words().at(std::size_t(report.word)).text;
            const QByteArray at = block.mid(qsizetype(report.end - text.size()), qsizetype(text.size()));
            QCOMPARE(at.toLower(), QByteArray::fromStdString(text).toLower());
            // On its line: as many line ends before it as the line's number.
            QCOMPARE(qint64(block.left(qsizetype(report.end)).count('\n')), report.line);
        }
        QList<qint64> lines;
        for (const Report &report : found)
            lines.append(report.line);
        QVERIFY(!lines.contains(0)); // "INFO starting"
        QVERIFY(!lines.contains(2)); // "all good"
        QVERIFY(lines.contains(1));
        QVERIFY(lines.contains(3));
    }
};

QTEST_GUILESS_MAIN(TestLineWords)
#include "tst_linewords.moc"
