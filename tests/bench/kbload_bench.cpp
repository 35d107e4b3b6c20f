// SPDX-License-Identifier: MIT
// Knowledge base load benchmark: time and peak memory to load Faultline's built-in knowledge base
// (embedded in this binary as in the app), the public corpus and a synthetic 100,000-record
// knowledge base (as 100,000 files and as one JSON Lines file), next to a peer
// measured in the same run: a plain single-threaded QJsonDocument loop over the same bytes that
// keeps every document (what a naive loader holds).
//
// Each run is a child process, so peak memory (VmHWM) belongs to one scenario alone.
//   kbload_bench [--runs N] [--skip-synthetic] [--builtin-only]
#include "bundled.h"
#include "knowledgebase.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

qint64 peakKiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

/// The peer: read every file (or line) and keep its QJsonDocument. No mapping, no validation.
qsizetype peerLoad(const QString &path)
{
    std::vector<QJsonDocument> docs;
    auto readOne = [&](const QString &file) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return;
        if (file.endsWith(u".jsonl"_s)) {
            while (!f.atEnd()) {
                const QByteArray line = f.readLine();
                if (!line.trimmed().isEmpty())
                    docs.push_back(QJsonDocument::fromJson(line));
            }
        } else {
            docs.push_back(QJsonDocument::fromJson(f.readAll()));
        }
    };
    if (QFileInfo(path).isDir()) {
        QDirIterator it(path, {u"*.json"_s, u"*.jsonl"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            readOne(it.next());
    } else {
        readOne(path);
    }
    return qsizetype(docs.size());
}

int child(const QString &who, const QString &path)
{
    QElapsedTimer t;
    t.start();
    qsizetype count = 0;
    if (who == u"faultline")
        count = KnowledgeBase::load({path}).records().size();
    else
        count = peerLoad(path);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    std::printf("%.2f %lld %lld\n", ms, static_cast<long long>(count), static_cast<long long>(peakKiB()));
    return 0;
}

struct Result
{
    double medianMs = 0, minMs = 0;
    qint64 peakMiB = 0;
    qsizetype count = 0;
};

Result measure(const QString &who, const QString &path, int runs)
{
    QList<double> times;
    Result r;
    for (int i = 0; i < runs; ++i) {
        QProcess p;
        p.start(QCoreApplication::applicationFilePath(), {u"--child"_s, who, path});
        if (!p.waitForFinished(600000) || p.exitCode() != 0) {
            std::fprintf(stderr, "child failed: %s\n", p.readAllStandardError().constData());
            std::exit(2);
        }
        const QList<QByteArray> f = p.readAllStandardOutput().trimmed().split(' ');
        times.append(f.value(0).toDouble());
        r.count = f.value(1).toLongLong();
        r.peakMiB = std::max(r.peakMiB, f.value(2).toLongLong() / 1024);
    }
    std::sort(times.begin(), times.end());
    r.medianMs = times[times.size() / 2];
    r.minMs = times.first();
    return r;
}

void report(const char *scenario, const QString &path, int runs)
{
    const Result ours = measure(u"faultline"_s, path, runs);
    const Result peer = measure(u"peer"_s, path, runs);
    std::printf("%-34s %5d %10.1f %10.1f %9lld %9lld\n",
        QByteArray(QByteArray(scenario) + ": Faultline").constData(), runs, ours.medianMs, ours.minMs,
        static_cast<long long>(ours.peakMiB), static_cast<long long>(ours.count));
    std::printf("%-34s %5d %10.1f %10.1f %9lld %9lld\n",
        QByteArray(QByteArray(scenario) + ": peer QJsonDocument").constData(), runs, peer.medianMs,
        peer.minMs, static_cast<long long>(peer.peakMiB), static_cast<long long>(peer.count));
    std::printf("%-34s %5s %9.2fx %10s %8.2fx\n", "  ratio Faultline / peer", "",
        ours.medianMs / peer.medianMs, "", double(ours.peakMiB) / double(std::max<qint64>(1, peer.peakMiB)));
    std::fflush(stdout);
}

/// A record in the seed schema with realistic text, varied so no two are alike.
QJsonObject syntheticRecord(int i, QRandomGenerator &rng)
{
    static const QStringList domains = {u"python"_s, u"node"_s, u"rust"_s, u"docker"_s, u"kubernetes"_s,
        u"cuda"_s, u"git"_s, u"go"_s, u"terraform"_s, u"pytorch"_s};
    static const QStringList words = {u"connection"_s, u"refused"_s, u"timeout"_s, u"module"_s, u"not"_s,
        u"found"_s, u"permission"_s, u"denied"_s, u"memory"_s, u"index"_s, u"out"_s, u"of"_s, u"range"_s,
        u"invalid"_s, u"argument"_s, u"type"_s};
    auto sentence = [&](int n) {
        QStringList s;
        for (int k = 0; k < n; ++k)
            s.append(words[int(rng.bounded(words.size()))]);
        return s.join(u' ');
    };
    const QString domain = domains[i % domains.size()];
    const QString sig = QString(u"Error%1: "_s.arg(i) + sentence(8));
    QJsonArray deadEnds, workarounds;
    for (int k = 0; k < 2; ++k) {
        deadEnds.append(QJsonObject {{u"action"_s, sentence(6)}, {u"why_fails"_s, sentence(14)},
            {u"fail_rate"_s, 0.5 + k * 0.1}, {u"condition"_s, u""_s},
            {u"sources"_s, QJsonArray {QString(u"https://example.org/"_s + QString::number(i))}}});
        workarounds.append(QJsonObject {{u"action"_s, sentence(10)}, {u"how"_s, sentence(12)},
            {u"success_rate"_s, 0.8 + k * 0.05}, {u"condition"_s, u""_s}, {u"sources"_s, QJsonArray()}});
    }
    return QJsonObject {{u"id"_s, QString(domain + u"/synthetic-"_s + QString::number(i))},
        {u"signature"_s, sig}, {u"signature_zh"_s, u"错误%1：合成的记录"_s.arg(i)},
        {u"regex"_s, u"Error%1: \\w+"_s.arg(i)}, {u"domain"_s, domain},
        {u"category"_s, QString(u"category_"_s + QString::number(i % 17))}, {u"root_cause"_s, sentence(20)},
        {u"root_cause_zh"_s, u"根本原因：合成的文本"_s}, {u"dead_ends"_s, deadEnds},
        {u"workarounds"_s, workarounds}, {u"confidence"_s, 0.7}, {u"fix_success_rate"_s, 0.8},
        {u"resolvable"_s, u"true"_s}, {u"first_seen"_s, u"2024-01-01"_s},
        {u"tags"_s, QJsonArray {domain, u"synthetic"_s}}};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.value(1) == u"--child")
        return child(args.value(2), args.value(3));

    const int runs = args.contains(u"--runs"_s) ? args.value(args.indexOf(u"--runs"_s) + 1).toInt() : 5;
    const bool builtInOnly = args.contains(u"--builtin-only"_s);
    const bool synthetic = !args.contains(u"--skip-synthetic"_s) && !builtInOnly;
    const QString shared = qEnvironmentVariable("FAULTLINE_SHARED_DIR", QStringLiteral(FAULTLINE_SHARED_DIR));
    const QString corpus = QDir::cleanPath(shared + u"/corpus/deadends/data"_s);

    std::printf("Knowledge base load: median and best of N runs, wall time; peak = max VmHWM of a run.\n");
    std::printf("Machine: %d threads. Goals: built-in < 20 ms; corpus < 60 ms; 100,000 records < 1,500 ms "
                "and < 300 MiB.\n\n",
        QThread::idealThreadCount());
    std::printf(
        "%-34s %5s %10s %10s %9s %9s\n", "scenario", "runs", "median ms", "best ms", "peak MiB", "items");
    if (const QString builtIn = builtInKnowledgeBase(); !builtIn.isEmpty())
        report("built-in (:/kb)", builtIn, runs);
    else
        std::printf("built-in: skipped, this build embeds no records (resources/kb/*.json)\n");
    if (builtInOnly)
        return 0;
    if (QDir(corpus).exists())
        report("corpus (2,522 files)", corpus, runs);
    else
        std::printf("corpus: skipped, %s is absent\n", qPrintable(corpus));
    if (!synthetic)
        return 0;

    QTemporaryDir dir;
    QRandomGenerator rng(20261122);
    const int n = 100000;
    QFile lines(dir.filePath(u"records.jsonl"_s));
    if (!lines.open(QIODevice::WriteOnly))
        return 2;
    const QString filesDir = dir.filePath(u"files"_s);
    qint64 bytes = 0;
    for (int i = 0; i < n; ++i) {
        const QByteArray json = QJsonDocument(syntheticRecord(i, rng)).toJson(QJsonDocument::Compact);
        bytes += json.size();
        lines.write(json + '\n');
        const QString sub = filesDir + u"/d"_s + QString::number(i / 1000);
        if (i % 1000 == 0)
            QDir().mkpath(sub);
        QFile f(sub + u"/r"_s + QString::number(i) + u".json"_s);
        if (f.open(QIODevice::WriteOnly))
            f.write(json);
    }
    lines.close();
    std::printf("synthetic: %d records, %.1f MiB of JSON (%.0f bytes a record)\n", n,
        double(bytes) / 1048576.0, double(bytes) / n);
    report("100,000 records, one JSONL file", lines.fileName(), std::max(1, runs / 2));
    report("100,000 records, one file each", filesDir, std::max(1, runs / 2));
    return 0;
}
