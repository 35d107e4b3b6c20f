// SPDX-License-Identifier: MIT
// Full triage of a generated log (../shared/bench/gen_logs.py) with every corpus regex:
// knowledge-base load + regex compile + one matching pass + ranking, next to GNU grep -E -i -f
// with the same regexes on a prefix of the same log (grep is far too slow for the whole file).
//   triage_bench [--size 100M|1G] [--runs N] [--log FILE] [--threads N] [--peer-mb N]
#include "benchcommon.h"
#include "knowledgebase.h"
#include "logmatcher.h"
#include "triage.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QThreadPool>

#include <ctime>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

struct Peer
{
    double ms = 0;
    double mbPerSecond = 0;
    int accepted = 0; // regexes grep accepts
};

/// GNU grep -E -i -f with the same regexes on the first \a mb MB of \a log.
Peer measureGrep(const QStringList &regexes, const QString &log, int mb)
{
    Peer peer;
    QTemporaryDir dir;
    QFile patternFile(dir.filePath(u"patterns"_s)), prefix(dir.filePath(u"prefix.log"_s));
    // Only the regexes grep accepts, after spelling RE2's \d, \s and (?: … ) the POSIX way.
    patternFile.open(QIODevice::WriteOnly);
    for (const QString &re : regexes) {
        if (re.isEmpty())
            continue;
        QByteArray ere = re.toUtf8().replace('\n', ' ');
        ere.replace("(?:", "(").replace("(?i)", "").replace("\\d", "[0-9]").replace("\\s", "[[:space:]]");
        QProcess check;
        check.start(u"grep"_s, {u"-E"_s, u"-q"_s, u"-e"_s, QString::fromUtf8(ere), u"/dev/null"_s});
        check.waitForFinished(-1);
        if (check.exitCode() == 1) { // 1: valid, no match; 2: grep rejects it
            patternFile.write(ere + '\n');
            ++peer.accepted;
        }
    }
    patternFile.close();
    QFile source(log);
    source.open(QIODevice::ReadOnly);
    QByteArray head = source.read(qint64(mb) * 1000 * 1000);
    head.truncate(head.lastIndexOf('\n') + 1);
    prefix.open(QIODevice::WriteOnly);
    prefix.write(head);
    prefix.close();
    QElapsedTimer g;
    g.start();
    QProcess grep;
    grep.setStandardOutputFile(QProcess::nullDevice());
    grep.start(u"grep"_s, {u"-E"_s, u"-i"_s, u"-c"_s, u"-f"_s, patternFile.fileName(), prefix.fileName()});
    grep.waitForFinished(-1);
    peer.ms = double(g.nsecsElapsed()) / 1e6;
    peer.mbPerSecond = double(head.size()) / 1e3 / peer.ms;
    return peer;
}

/// CPU time of this process so far (all threads, user and system), in milliseconds.
double processCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int runs = Bench::option(args, u"--runs"_s, u"3"_s).toInt();
    const int peerMb = Bench::option(args, u"--peer-mb"_s, u"2"_s).toInt();
    const QString log = Bench::logFromArguments(args);
    if (log.isEmpty())
        return 2;
    const int threads = Bench::option(args, u"--threads"_s, u"0"_s).toInt();
    if (threads > 0)
        QThreadPool::globalInstance()->setMaxThreadCount(threads);
    Bench::warm(log);
    const double mb = double(QFileInfo(log).size()) / 1e6;
    const QString canons = Bench::sharedDir() + u"/corpus/deadends/data/canons"_s;

    const Bench::StealMeter steal;
    QList<double> load, compile, match, matchCpu, total;
    TriageResult result;
    LogMatcher::Statistics statistics;
    qsizetype patterns = 0;
    QStringList regexes;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        const KnowledgeBase kb = KnowledgeBase::load({canons});
        load.append(double(t.nsecsElapsed()) / 1e6);
        QElapsedTimer c;
        c.start();
        const LogMatcher matcher(kb.records());
        compile.append(double(c.nsecsElapsed()) / 1e6);
        c.restart();
        const double cpu = processCpuMs();
        result = Triage::runFile(matcher, log);
        match.append(double(c.nsecsElapsed()) / 1e6);
        matchCpu.append(processCpuMs() - cpu);
        total.append(double(t.nsecsElapsed()) / 1e6);
        statistics = matcher.statistics();
        patterns = matcher.patternCount();
        if (regexes.isEmpty())
            for (const Record &rec : kb.records())
                regexes.append(rec.regex());
    }

    const double ours = mb / (Bench::median(total) / 1000);
    std::printf("log: %s, %.1f MB, %lld lines; %d threads; median of %d runs, warm cache\n", qPrintable(log),
        mb, qlonglong(result.lines), QThreadPool::globalInstance()->maxThreadCount(), runs);
    std::printf("patterns %lld: %lld literals, %lld automaton states (%.1f MB), %lld tried on every line\n",
        qlonglong(patterns), qlonglong(statistics.atoms), qlonglong(statistics.automatonStates),
        double(statistics.automatonBytes) / 1e6, qlonglong(statistics.everyLine));
    std::printf("hits: %lld lines with hits (%.1f %%), %lld records found, %lld not weak\n",
        qlonglong(result.hitLines),
        100.0 * double(result.hitLines) / double(std::max<qint64>(1, result.lines)),
        qlonglong(result.findings.size()),
        qlonglong(std::count_if(
            result.findings.begin(), result.findings.end(), [](const Finding &f) { return !f.weak; })));
    steal.print(); // before the peer runs
    std::printf("Goals: full triage >= 300 MB/s with compile < 0.5 s.\n\n");
    std::printf("%-40s %9.0f ms\n", "knowledge base load", Bench::median(load));
    std::printf("%-40s %9.0f ms\n", "regex compile", Bench::median(compile));
    std::printf("%-40s %9.0f ms %7.1f MB/s (CPU time, all threads: %.0f ms)\n", "matching + ranking",
        Bench::median(match), mb / (Bench::median(match) / 1000), Bench::median(matchCpu));
    std::printf("%-40s %9.0f ms %7.1f MB/s\n", "Faultline: full triage (all of the above)",
        Bench::median(total), ours);
    if (peerMb <= 0) {
        std::printf("peer: grep -E -i -f left out (--peer-mb 0)\n");
        return 0;
    }
    const Peer grep = measureGrep(regexes, log, peerMb);
    std::printf("%-40s %9.0f ms %7.2f MB/s (on %d MB; %d of the regexes, the rest grep rejects)\n",
        "peer: grep -E -i -f (same regexes)", grep.ms, grep.mbPerSecond, peerMb, grep.accepted);
    std::printf("%-40s %9.0fx\n", "ratio (Faultline MB/s / grep MB/s)", ours / grep.mbPerSecond);
    return 0;
}
