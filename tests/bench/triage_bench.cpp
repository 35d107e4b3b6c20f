// SPDX-License-Identifier: MIT
// Matching every corpus regex against a generated log.
//   triage_bench [--size 100M|1G] [--runs N] [--log FILE] [--threads N]
#include "benchcommon.h"
#include "knowledgebase.h"
#include "logmatcher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThreadPool>
#include <QtConcurrent>

#include <atomic>

using namespace Qt::StringLiterals;
using namespace Faultline;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const QString size = Bench::option(args, u"--size"_s, u"100M"_s);
    QString log = Bench::option(args, u"--log"_s, QString());
    if (log.isEmpty())
        log = Bench::generatedLog(size);
    if (log.isEmpty())
        return 2;
    Bench::warm(log);
    const int threads = Bench::option(args, u"--threads"_s, u"0"_s).toInt();
    if (threads > 0)
        QThreadPool::globalInstance()->setMaxThreadCount(threads);
    QElapsedTimer t;
    t.start();
    const KnowledgeBase kb = KnowledgeBase::load({Bench::sharedDir() + u"/corpus/deadends/data/canons"_s});
    const double loadMs = t.nsecsElapsed() / 1e6;
    t.restart();
    LogMatcher matcher(kb.records());
    const double compileMs = t.nsecsElapsed() / 1e6;
    const auto st = matcher.statistics();
    std::printf("load %.0f ms, compile %.0f ms: %lld patterns, %lld atoms, %lld states, %lld every line\n",
        loadMs, compileMs, qlonglong(matcher.patternCount()), qlonglong(st.atoms),
        qlonglong(st.automatonStates), qlonglong(st.everyLine));

    QFile f(log);
    f.open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    QList<QByteArray> blocks;
    QByteArray carry;
    for (;;) {
        QByteArray b = f.read(8 << 20);
        if (b.isEmpty())
            break;
        b.prepend(carry);
        const qsizetype cut = b.lastIndexOf('\n') + 1;
        carry = b.mid(cut);
        b.truncate(cut);
        blocks.append(b);
    }
    if (!carry.isEmpty())
        blocks.append(carry);
    std::atomic<qint64> hitLines = 0, hits = 0, lines = 0;
    t.restart();
    QtConcurrent::blockingMap(blocks, [&](const QByteArray &b) {
        qint64 hl = 0, h = 0;
        lines += matcher.matchBlock(std::string_view(b.data(), b.size()),
            [&](qint64, std::string_view, std::span<const LogMatcher::Hit> hs) {
                ++hl;
                h += hs.size();
            });
        hitLines += hl;
        hits += h;
    });
    const double ms = t.nsecsElapsed() / 1e6;
    std::printf("%lld lines, %lld with hits, %lld hits, %.0f ms, %.0f MB/s\n", qlonglong(lines.load()),
        qlonglong(hitLines.load()), qlonglong(hits.load()), ms, QFileInfo(log).size() / 1e3 / ms);
    return 0;
}
