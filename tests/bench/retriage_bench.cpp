// SPDX-License-Identifier: MIT
// A log triaged again in the window (dropped anew, reloaded, another scope) with the corpus and
// the built-in records loaded: TriageRunner, which keeps what triage derives from the records
// (TriageSetup) between runs with one matcher, next to a run that builds it again, as every run
// in the window did before. Medians of alternated runs on a small generated log.
//   retriage_bench [--runs 15] [--size 1M] [--log FILE]
#include "benchcommon.h"
#include "bundled.h"
#include "knowledgebase.h"
#include "logmatcher.h"
#include "triage.h"
#include "triagerunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Faultline;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments();
    if (!args.contains(u"--size"_s))
        args << u"--size"_s << u"1M"_s;
    const int runs = Bench::option(args, u"--runs"_s, u"15"_s).toInt();
    const QString log = Bench::logFromArguments(args);
    if (log.isEmpty())
        return 2;
    Bench::warm(log);

    QStringList sources = {Bench::sharedDir() + u"/corpus/deadends/data/canons"_s};
    if (!builtInKnowledgeBase().isEmpty())
        sources.append(builtInKnowledgeBase());
    const KnowledgeBase kb = KnowledgeBase::load(sources);
    const auto matcher = std::make_shared<const LogMatcher>(kb.records());

    TriageRunner runner;
    QEventLoop loop;
    QObject::connect(&runner, &TriageRunner::finished, &loop, &QEventLoop::quit);
    auto inRunner = [&] {
        QElapsedTimer t;
        t.start();
        runner.start(matcher, log);
        loop.exec();
        return double(t.nsecsElapsed()) / 1e6;
    };
    auto setupEachTime = [&] {
        QElapsedTimer t;
        t.start();
        const TriageResult result = Triage::runFile(*matcher, log);
        return double(t.nsecsElapsed()) / 1e6;
    };
    const double first = inRunner(); // builds the setup
    QList<double> kept, rebuilt;
    for (int r = 0; r < runs; ++r) {
        kept.append(inRunner());
        rebuilt.append(setupEachTime());
    }
    std::printf("log: %s, %.1f MB; %lld records; median of %d alternated runs\n", qPrintable(log),
        double(QFileInfo(log).size()) / 1e6, qlonglong(kb.records().size()), runs);
    std::printf("%-52s %8.1f ms\n", "TriageRunner, first run (builds the setup)", first);
    std::printf("%-52s %8.1f ms\n", "TriageRunner, again with the same matcher", Bench::median(kept));
    std::printf("%-52s %8.1f ms\n", "previous: the setup built again for each run", Bench::median(rebuilt));
    std::printf("%-52s %8.2fx\n", "ratio (previous / again)", Bench::median(rebuilt) / Bench::median(kept));
    return 0;
}
