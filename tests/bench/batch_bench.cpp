// SPDX-License-Identifier: MIT
// Batch mode against one big log: `faultline triage --jsonl` over many generated logs of sizes
// from 1 KB to 10 MB (log-uniform), and `faultline triage` over one log of the same total size
// made of the same logs end to end, both with the deadends.dev corpus. Each is a run of the built
// binary, timed, with its own peak RSS (wait4); a run over no log gives what loading costs.
// The logs are pieces of a log made by ../shared/bench/gen_logs.py, cut at line ends.
//   batch_bench [--count N] [--min BYTES] [--max BYTES] [--jobs N] [--source-size 100M]
//               [--dir DIR] [--keep] [--faultline PATH]
#include "benchcommon.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>

#include <cmath>
#include <cstdio>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace Qt::StringLiterals;

namespace {

struct Measured
{
    double seconds = 0;
    double cpuSeconds = 0; // user and system, of every thread
    double systemSeconds = 0;
    long peakRssMib = 0;
    int exitCode = -1;
};

/// Runs \a command with its standard output thrown away (or written to \a out), its standard
/// input from \a in (or /dev/null): wall time and peak RSS of that process alone.
Measured measure(const QStringList &command, const QString &in = {}, const QString &out = {})
{
    QList<QByteArray> args;
    for (const QString &a : command)
        args.append(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    const QByteArray inPath = in.isEmpty() ? QByteArray("/dev/null") : in.toLocal8Bit();
    const QByteArray outPath = out.isEmpty() ? QByteArray("/dev/null") : out.toLocal8Bit();
    posix_spawn_file_actions_addopen(&actions, 0, inPath.constData(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    Measured m;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        std::fprintf(stderr, "cannot run %s\n", argv[0]);
        return m;
    }
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    rusage usage {};
    wait4(pid, &status, 0, &usage);
    m.seconds = double(timer.nsecsElapsed()) / 1e9;
    m.peakRssMib = usage.ru_maxrss / 1024;
    m.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    m.systemSeconds = double(usage.ru_stime.tv_sec) + double(usage.ru_stime.tv_usec) / 1e6;
    m.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return m;
}

qint64 parseBytes(const QString &text)
{
    const QString t = text.trimmed().toUpper();
    const qint64 unit = t.endsWith(u'G') ? 1000'000'000
        : t.endsWith(u'M')               ? 1000'000
        : t.endsWith(u'K')               ? 1000
                                         : 1;
    return t.left(unit == 1 ? t.size() : t.size() - 1).toLongLong() * unit;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = Bench::option(args, u"--count"_s, u"1000"_s).toInt();
    const qint64 minBytes = parseBytes(Bench::option(args, u"--min"_s, u"1K"_s));
    const qint64 maxBytes = parseBytes(Bench::option(args, u"--max"_s, u"10M"_s));
    const QString jobs = Bench::option(args, u"--jobs"_s, QString());
    // Another build's program, to compare builds in one session.
    const QString faultline = Bench::option(args, u"--faultline"_s, QStringLiteral(FAULTLINE_EXECUTABLE));
    const QString canons = Bench::sharedDir() + u"/corpus/deadends/data/canons"_s;
    if (!QFileInfo::exists(canons)) {
        std::fprintf(stderr, "no corpus at %s\n", qPrintable(canons));
        return 1;
    }
    const QString sourcePath = Bench::generatedLog(Bench::option(args, u"--source-size"_s, u"100M"_s));
    if (sourcePath.isEmpty())
        return 1;
    QFile sourceFile(sourcePath);
    sourceFile.open(QIODevice::ReadOnly);
    const QByteArray source = sourceFile.readAll();

    // The logs: pieces of the source at random places, each from a line's start to a line's end.
    QTemporaryDir temporary(Bench::option(args, u"--dir"_s, QDir::tempPath()) + u"/batch-bench-XXXXXX"_s);
    if (!temporary.isValid()) {
        std::fprintf(stderr, "cannot make a folder for the logs: %s\n", qPrintable(temporary.errorString()));
        return 1;
    }
    temporary.setAutoRemove(!args.contains(u"--keep"_s));
    const QString logs = temporary.filePath(u"logs"_s), big = temporary.filePath(u"all.log"_s);
    QDir().mkpath(logs);
    QFile all(big);
    if (!all.open(QIODevice::WriteOnly)) {
        std::fprintf(stderr, "cannot write %s: %s\n", qPrintable(big), qPrintable(all.errorString()));
        return 1;
    }
    QRandomGenerator random(20240601);
    qint64 total = 0;
    QElapsedTimer writing;
    writing.start();
    for (int i = 0; i < count; ++i) {
        const double exponent = std::log(double(minBytes))
            + random.generateDouble() * (std::log(double(maxBytes)) - std::log(double(minBytes)));
        const qint64 size = std::min<qint64>(qint64(std::exp(exponent)), source.size() / 2);
        qint64 from = qint64(random.bounded(quint64(source.size() - size)));
        from = from == 0 ? 0 : source.indexOf('\n', from - 1) + 1;
        qint64 to = source.indexOf('\n', from + size - 1);
        to = to < 0 ? source.size() : to + 1;
        const QByteArrayView piece = QByteArrayView(source).sliced(from, to - from);
        QFile log(logs + u"/log-%1.log"_s.arg(i, 5, 10, QChar(u'0')));
        if (!log.open(QIODevice::WriteOnly) || log.write(piece.data(), piece.size()) != piece.size()
            || all.write(piece.data(), piece.size()) != piece.size()) {
            std::fprintf(stderr, "cannot write %s or %s\n", qPrintable(log.fileName()), qPrintable(big));
            return 1;
        }
        total += piece.size();
    }
    all.close();
    std::printf("%d logs, %.1f MB in all (%.0f KB mean), written in %.1f s\n", count, double(total) / 1e6,
        double(total) / 1e3 / count, double(writing.nsecsElapsed()) / 1e9);
    std::fflush(stdout);

    const QStringList kb = {u"--kb"_s, canons, u"--no-builtin"_s, u"--quiet"_s};
    QStringList batchCommand = QStringList {faultline, u"triage"_s, u"--jsonl"_s} + kb;
    if (!jobs.isEmpty())
        batchCommand += {u"--jobs"_s, jobs};
    const Bench::StealMeter steal;
    // Loading only: the batch over an empty list.
    const Measured load = measure(batchCommand + QStringList {u"--files-from"_s, u"-"_s});
    const QString jsonl = temporary.filePath(u"batch.jsonl"_s);
    // Each run reads its input from the page cache, read just before it: 10,000 logs and their
    // copy as one log do not fit in memory together, and the run whose input was read last
    // would otherwise be the one that does not wait for the disk.
    for (const QFileInfo &log : QDir(logs).entryInfoList(QDir::Files))
        Bench::warm(log.filePath());
    const Measured batch = measure(batchCommand + QStringList {logs}, {}, jsonl);
    Bench::warm(big);
    const Measured single
        = measure(QStringList {faultline, u"triage"_s, u"--format"_s, u"json"_s} + kb + QStringList {big});
    const Measured merge = measure({faultline, u"triage"_s, u"--merge"_s, jsonl});

    const double mb = double(total) / 1e6;
    std::printf("cores: %d\n", QThread::idealThreadCount());
    std::printf("knowledge base load and compile (no log): %.2f s (CPU %.2f s), peak RSS %ld MiB\n",
        load.seconds, load.cpuSeconds, load.peakRssMib);
    std::printf(
        "batch  (%d logs, --jsonl): %.2f s, %.0f MB/s (%.0f MB/s after loading), %.0f logs/s, peak RSS %ld "
        "MiB, exit %d\n",
        count, batch.seconds, mb / batch.seconds, mb / std::max(0.01, batch.seconds - load.seconds),
        count / batch.seconds, batch.peakRssMib, batch.exitCode);
    std::printf("single (one log of %.1f MB):  %.2f s, %.0f MB/s (%.0f MB/s after loading), peak RSS %ld "
                "MiB, exit %d\n",
        mb, single.seconds, mb / single.seconds, mb / std::max(0.01, single.seconds - load.seconds),
        single.peakRssMib, single.exitCode);
    std::printf("batch throughput / single: %.1f %% (goal: at least 90 %%)\n",
        100.0 * single.seconds / batch.seconds);
    std::printf(
        "CPU time (user and system) after loading: batch %.2f s, single %.2f s, batch / single %.2f\n",
        batch.cpuSeconds - load.cpuSeconds, single.cpuSeconds - load.cpuSeconds,
        (batch.cpuSeconds - load.cpuSeconds) / std::max(0.01, single.cpuSeconds - load.cpuSeconds));
    std::printf("  of which system: load %.2f s, batch %.2f s, single %.2f s\n", load.systemSeconds,
        batch.systemSeconds, single.systemSeconds);
    std::printf("merge of the batch's %d JSON lines: %.2f s\n", count, merge.seconds);
    steal.print();
    // A run that failed measured nothing: say so rather than let its figures pass for a result.
    // (Exit 1 of a triage is "nothing diagnosed", a result like any other.)
    const auto ran = [](const Measured &m) { return m.exitCode == 0 || m.exitCode == 1; };
    const bool failed = !ran(load) || !ran(batch) || !ran(single) || !ran(merge);
    if (failed)
        std::fprintf(stderr, "a run of %s failed (exit codes above): these figures measure nothing\n",
            qPrintable(faultline));
    return failed ? 1 : 0;
}
