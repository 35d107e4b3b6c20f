// SPDX-License-Identifier: MIT
#pragma once
// What the benchmarks share: options, medians, and the generated logs.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <cstdio>

namespace Bench {

using namespace Qt::StringLiterals;

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

} // namespace Bench
