// SPDX-License-Identifier: MIT
#pragma once
// What the benchmarks share: options, medians, peak memory, and the generated logs.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <cstdio>

#include <sys/resource.h>

namespace Bench {

using namespace Qt::StringLiterals;

/// The peak resident memory of this process so far, in MiB.
inline long peakRssMib()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024; // KiB on Linux
}

inline double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

inline QString option(const QStringList &args, const QString &name, const QString &fallback)
{
    const qsizetype at = args.indexOf(name);
    return at >= 0 ? args.value(at + 1, fallback) : fallback;
}

inline QString sharedDir()
{
    return qEnvironmentVariable("FAULTLINE_SHARED_DIR", QStringLiteral(FAULTLINE_SHARED_DIR));
}

/// A log made by ../shared/bench/gen_logs.py (deterministic), generated once into the cache
/// folder. Empty on failure.
inline QString generatedLog(const QString &size)
{
    const QString dir
        = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + u"/faultline-bench"_s;
    QDir().mkpath(dir);
    const QString log = dir + u"/synth-"_s + size + u".log"_s;
    if (!QFile::exists(log)) {
        std::printf("generating %s …\n", qPrintable(log));
        std::fflush(stdout);
        const QString shared = sharedDir();
        const int rc = QProcess::execute(u"python3"_s,
            {shared + u"/bench/gen_logs.py"_s, u"--canons"_s, shared + u"/corpus/deadends/data/canons"_s,
                u"--size"_s, size, u"--out"_s, log});
        if (rc != 0) {
            std::fprintf(stderr, "gen_logs.py failed (%d)\n", rc);
            QFile::remove(log);
            return {};
        }
    }
    return log;
}

/// The log a benchmark runs on: `--log FILE`, or else the generated log of `--size` (100M by
/// default). Empty on failure.
inline QString logFromArguments(const QStringList &args)
{
    const QString log = option(args, u"--log"_s, QString());
    return log.isEmpty() ? generatedLog(option(args, u"--size"_s, u"100M"_s)) : log;
}

/// Reads \a path once so every run finds it in the page cache.
inline void warm(const QString &path)
{
    QFile f(path);
    if (f.open(QIODevice::ReadOnly))
        while (!f.read(16 << 20).isEmpty()) { }
}

/**
 * The share of CPU time the hypervisor gave to other guests ("steal" in /proc/stat) since it was
 * made, and the share other processes of this machine kept busy (all busy time less this
 * process's). On a shared or busy machine frame times and throughput vary with both: figures are
 * comparable between runs with similar shares, and the peers run in the same window.
 */
class StealMeter
{
public:
    StealMeter() : m_start(read()) { }
    /// Percent of all CPU time; negative where /proc/stat cannot be read.
    double percent() const
    {
        const Sample now = read();
        if (!m_start.ok || !now.ok || now.total <= m_start.total)
            return -1;
        return 100.0 * double(now.steal - m_start.steal) / double(now.total - m_start.total);
    }
    /// Percent of all CPU time that other processes of this machine used; negative where unknown.
    double othersPercent() const
    {
        const Sample now = read();
        if (!m_start.ok || !now.ok || now.total <= m_start.total || now.own < m_start.own)
            return -1;
        const double others = double(now.busy - m_start.busy) - double(now.own - m_start.own);
        return std::max(0.0, 100.0 * others / double(now.total - m_start.total));
    }
    void print() const
    {
        const double p = percent();
        if (p >= 0)
            std::printf("machine: %.1f %% of CPU time taken by the hypervisor (steal) during the run\n", p);
        const double others = othersPercent();
        if (others >= 0)
            std::printf("machine: %.1f %% of CPU time used by other processes during the run\n", others);
    }

private:
    struct Sample
    {
        quint64 steal = 0, total = 0;
        quint64 busy = 0; // user, nice, system, irq, softirq of every process
        quint64 own = 0; // this process's and its finished children's CPU time, in the same ticks
        bool ok = false;
    };
    static Sample read()
    {
        QFile stat(u"/proc/stat"_s);
        if (!stat.open(QIODevice::ReadOnly))
            return {};
        // "cpu  user nice system idle iowait irq softirq steal guest guest_nice"; guest time is
        // also counted in user.
        const QList<QByteArray> fields = stat.readLine().simplified().split(' ');
        if (fields.size() < 9 || fields[0] != "cpu")
            return {};
        Sample s;
        for (int i = 1; i <= 8; ++i)
            s.total += fields[i].toULongLong();
        s.steal = fields[8].toULongLong();
        s.busy = fields[1].toULongLong() + fields[2].toULongLong() + fields[3].toULongLong()
            + fields[6].toULongLong() + fields[7].toULongLong();
        // /proc/self/stat: "pid (comm) state …": utime and stime are fields 14 and 15; comm may hold
        // spaces, so count from the closing parenthesis (field 2's end).
        QFile self(u"/proc/self/stat"_s);
        if (self.open(QIODevice::ReadOnly)) {
            const QByteArray line = self.readAll();
            const QList<QByteArray> rest = line.mid(line.lastIndexOf(')') + 2).split(' ');
            // utime, stime, then cutime and cstime: children waited for (a benchmark's runs).
            if (rest.size() > 14)
                s.own = rest[11].toULongLong() + rest[12].toULongLong() + rest[13].toULongLong()
                    + rest[14].toULongLong();
        }
        s.ok = true;
        return s;
    }
    Sample m_start;
};

} // namespace Bench
