// SPDX-License-Identifier: MIT
// Long lines (issue 28): full triage of the 100 MB generated log as it is (short lines) and of the
// same bytes joined into lines of about 100 KB (a minified bundle, one JSON document a line), with
// every corpus regex. Each run in a process of its own, the two alternated; prints the medians,
// their ratio and each one's peak RSS. Goal (issue 32): the long lines within 1.5x the time of the short
// ones.
//   longline_bench [--runs 3] [--size 100M] [--line-kb 100]
//   longline_bench --child LOG     (one triage; prints seconds and peak RSS in MiB)
#include "benchcommon.h"
#include "knowledgebase.h"
#include "logmatcher.h"
#include "triage.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

int child(const QString &log)
{
    const KnowledgeBase kb = KnowledgeBase::load({Bench::sharedDir() + u"/corpus/deadends/data/canons"_s});
    const LogMatcher matcher(kb.records());
    QElapsedTimer timer;
    timer.start();
    const TriageResult result = Triage::runFile(matcher, log);
    std::printf("%.3f %ld %lld %lld\n", double(timer.elapsed()) / 1e3, Bench::peakRssMib(),
        static_cast<long long>(result.lines), static_cast<long long>(result.findings.size()));
    return result.error.isEmpty() ? 0 : 1;
}

/// \a shortLog's bytes with its line ends turned into spaces but one every \a lineBytes or so.
QString joined(const QString &shortLog, qint64 lineBytes)
{
    const QString out = shortLog.chopped(4) + u"-lines-"_s + QString::number(lineBytes / 1000) + u"k.log"_s;
    if (QFile::exists(out))
        return out;
    QFile in(shortLog), to(out);
    if (!in.open(QIODevice::ReadOnly) || !to.open(QIODevice::WriteOnly))
        return {};
    qint64 sinceEnd = 0;
    while (true) {
        QByteArray chunk = in.read(16 << 20);
        if (chunk.isEmpty())
            break;
        for (char &c : chunk) {
            if (c == '\n') {
                if (sinceEnd < lineBytes)
                    c = ' ';
                else
                    sinceEnd = -1;
            }
            ++sinceEnd;
        }
        to.write(chunk);
    }
    return out;
}

struct Figures
{
    double seconds = -1;
    long peakMib = 0;
    qint64 lines = 0;
};

Figures run(const QString &self, const QString &log)
{
    QProcess p;
    p.start(self, {u"--child"_s, log});
    p.waitForFinished(-1);
    const QList<QByteArray> f = p.readAllStandardOutput().trimmed().split(' ');
    if (p.exitCode() != 0 || f.size() != 4) {
        std::printf("  the triage of %s failed: %s\n", qPrintable(log), p.readAllStandardError().constData());
        return {};
    }
    return {f[0].toDouble(), f[1].toLong(), f[2].toLongLong()};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args.at(1) == u"--child"_s)
        return child(args.at(2));
    const int runs = Bench::option(args, u"--runs"_s, u"3"_s).toInt();
    const QString shortLog = Bench::generatedLog(Bench::option(args, u"--size"_s, u"100M"_s));
    const QString longLog
        = joined(shortLog, Bench::option(args, u"--line-kb"_s, u"100"_s).toLongLong() * 1000);
    if (shortLog.isEmpty() || longLog.isEmpty())
        return 1;
    Bench::warm(shortLog);
    Bench::warm(longLog);
    QList<double> shortTimes, longTimes;
    Figures s, l;
    for (int i = 0; i < runs; ++i) {
        s = run(app.applicationFilePath(), shortLog);
        l = run(app.applicationFilePath(), longLog);
        if (s.seconds < 0 || l.seconds < 0)
            return 1;
        shortTimes.append(s.seconds);
        longTimes.append(l.seconds);
    }
    const double mb = double(QFileInfo(shortLog).size()) / 1e6;
    const double sm = Bench::median(shortTimes), lm = Bench::median(longTimes);
    std::printf("Long lines: %.0f MB, matching + ranking (load and compile not counted), median of %d runs\n",
        mb, runs);
    std::printf("  short lines (%lld lines)   %7.2f s  %6.1f MB/s  peak RSS %ld MiB\n",
        static_cast<long long>(s.lines), sm, mb / sm, s.peakMib);
    std::printf("  long lines  (%lld lines)   %7.2f s  %6.1f MB/s  peak RSS %ld MiB\n",
        static_cast<long long>(l.lines), lm, mb / lm, l.peakMib);
    std::printf("  ratio long / short            %.2fx (goal: at most 1.5x)\n", lm / sm);
    return 0;
}
