// SPDX-License-Identifier: MIT
// Opening and indexing a generated log (../shared/bench/gen_logs.py): time to the first screen
// (50 lines decoded), full line index throughput and its memory per line, next to two peers run
// in the same process on the same warm file: `wc -l` and a plain QFile::readLine loop (what a
// naive viewer does).
//   logindex_bench [--size 100M|1G] [--runs N] [--log FILE]
#include "benchcommon.h"
#include "logfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Faultline;

using Bench::median;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto option
        = [&](const QString &name, const QString &fallback) { return Bench::option(args, name, fallback); };
    const int runs = option(u"--runs"_s, u"5"_s).toInt();
    const QString log = Bench::logFromArguments(args);
    if (log.isEmpty())
        return 2;
    const qint64 bytes = QFileInfo(log).size();
    const double mb = double(bytes) / 1e6;
    Bench::warm(log);
    const Bench::StealMeter steal;

    QList<double> firstScreen, full, wc, naive;
    qint64 lines = 0, memory = 0;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        LogFile file;
        QString error;
        if (!file.open(log, &error)) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(log), qPrintable(error));
            return 2;
        }
        while (file.lineCount() < 50 && file.isIndexing()) { }
        for (qint64 i = 0; i < 50; ++i)
            file.line(LineNumber(i));
        firstScreen.append(double(t.nsecsElapsed()) / 1e6);
        file.waitForIndexed();
        full.append(double(t.nsecsElapsed()) / 1e6);
        lines = file.lineCount();
        memory = file.indexMemoryBytes();

        t.restart();
        QProcess::execute(u"sh"_s, {u"-c"_s, u"wc -l < '"_s + log + u"' > /dev/null"_s});
        wc.append(double(t.nsecsElapsed()) / 1e6);

        t.restart();
        QFile plain(log);
        qint64 count = 0;
        if (plain.open(QIODevice::ReadOnly)) {
            while (!plain.atEnd()) {
                plain.readLine();
                ++count;
            }
        }
        naive.append(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("log: %s, %.1f MB, %lld lines; median of %d runs, warm cache\n", qPrintable(log), mb,
        static_cast<long long>(lines), runs);
    std::printf("Goals: first screen < 60 ms; index >= 2 GB/s; <= 4 bytes a line.\n\n");
    std::printf("%-34s %10.2f ms\n", "Faultline: first screen (50 lines)", median(firstScreen));
    std::printf("%-34s %10.1f ms %8.0f MB/s  %.2f bytes/line\n", "Faultline: full line index", median(full),
        mb / (median(full) / 1000), double(memory) / double(std::max<qint64>(lines, 1)));
    std::printf("%-34s %10.1f ms %8.0f MB/s\n", "peer: wc -l (incl. process start)", median(wc),
        mb / (median(wc) / 1000));
    std::printf("%-34s %10.1f ms %8.0f MB/s\n", "peer: QFile::readLine loop", median(naive),
        mb / (median(naive) / 1000));
    std::printf("%-34s %9.2fx  vs wc -l, %.2fx vs readLine\n", "ratio (peer time / ours)",
        median(wc) / median(full), median(naive) / median(full));
    steal.print();
    return 0;
}
