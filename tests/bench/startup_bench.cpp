// SPDX-License-Identifier: MIT
// `faultline triage` start-up with the knowledge-base cache (issue 32): a run of the built binary
// on a two-line log, so that its wall time is what a CI job pays per log before triage proper.
// Three ways, each run in a process of its own and interleaved, so that a slow spell of the
// machine hits all three alike:
//   previous  --no-cache: the sources read and every regex compiled, as before the cache;
//   cold      an empty cache folder: the same, plus saving the cache;
//   warm      the cache of an earlier run: read from it, regexes compiled when first needed.
// With the deadends.dev corpus (../shared) and with the built-in knowledge base alone.
//   startup_bench [--runs N] [--faultline PATH]
// --faultline runs another build of faultline (one of an earlier commit, say) to compare in the
// same session. At the end, the share of CPU time other processes used meanwhile: figures count
// when it is low.
#include "benchcommon.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

/// One run of `faultline triage` with \a cacheDir as its cache folder (empty: --no-cache); its
/// wall time in milliseconds, or a negative number when it failed.
double runOnce(const QString &program, const QStringList &arguments, const QString &cacheDir)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"FAULTLINE_NO_CACHE"_s);
    if (!cacheDir.isEmpty())
        env.insert(u"FAULTLINE_CACHE_DIR"_s, cacheDir);
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(QProcess::nullDevice());
    QStringList args = arguments;
    if (cacheDir.isEmpty())
        args.append(u"--no-cache"_s);
    QElapsedTimer timer;
    timer.start();
    p.start(program, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() == 2) {
        std::fprintf(stderr, "faultline failed: %s\n", p.readAllStandardError().constData());
        return -1;
    }
    return double(timer.nsecsElapsed()) / 1e6;
}

void scenario(const QString &program, const char *name, const QStringList &arguments, int runs)
{
    QTemporaryDir warm;
    runOnce(program, arguments, warm.path()); // primes the warm cache
    QList<double> previous, cold, warmed;
    for (int i = 0; i < runs; ++i) {
        QTemporaryDir empty;
        previous.append(runOnce(program, arguments, {}));
        cold.append(runOnce(program, arguments, empty.path()));
        warmed.append(runOnce(program, arguments, warm.path()));
    }
    auto line = [&](const char *how, const QList<double> &times) {
        std::printf("%-10s %-9s %5d %10.1f %10.1f %10.1f\n", name, how, runs, Bench::median(times),
            *std::min_element(times.begin(), times.end()), *std::max_element(times.begin(), times.end()));
    };
    line("previous", previous);
    line("cold", cold);
    line("warm", warmed);
    std::printf("%-10s warm / previous %.2fx, cold / previous %.2fx\n", name,
        Bench::median(warmed) / Bench::median(previous), Bench::median(cold) / Bench::median(previous));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.contains(u"--help"_s) || args.contains(u"-h"_s)) {
        std::printf("startup_bench [--runs N] [--faultline PATH]\n"
                    "  `faultline triage` on a two-line log: --no-cache, an empty cache, a warm cache;\n"
                    "  medians of N runs of each (7), with the built-in knowledge base and the corpus.\n"
                    "  --faultline: the program to run (this build's by default).\n");
        return 0;
    }
    const int runs = Bench::option(args, u"--runs"_s, u"7"_s).toInt();
    const QString program = Bench::option(args, u"--faultline"_s, QStringLiteral(FAULTLINE_EXECUTABLE));
    const Bench::StealMeter machine;
    QTemporaryDir dir;
    const QString log = dir.filePath(u"start.log"_s);
    QFile file(log);
    if (!file.open(QIODevice::WriteOnly))
        return 2;
    file.write("INFO starting\nModuleNotFoundError: No module named 'numpy'\n");
    file.close();

    std::printf("`faultline triage` on a two-line log, wall time in ms, each run its own process\n");
    std::printf("program: %s\n", qPrintable(program));
    std::printf("%-10s %-9s %5s %10s %10s %10s\n", "kb", "start", "runs", "median", "min", "max");
    scenario(program, "built-in", {u"triage"_s, log, u"-q"_s}, runs);
    const QString corpus = Bench::sharedDir() + u"/corpus/deadends/data"_s;
    if (QFileInfo::exists(corpus))
        scenario(program, "corpus", {u"triage"_s, log, u"-q"_s, u"--kb"_s, corpus}, runs);
    else
        std::printf("corpus: %s is not here (it comes with ../shared); skipped\n", qPrintable(corpus));
    machine.print();
    return 0;
}
