// SPDX-License-Identifier: MIT
#pragma once

#include <QDir>
#include <QString>
#include <QTest>

namespace FaultlineTest {

/// The folder with seeds/, corpus/ and bench/: $FAULTLINE_SHARED_DIR, else the one CMake saw.
inline QString sharedDir()
{
    const QString env = qEnvironmentVariable("FAULTLINE_SHARED_DIR");
    return QDir::cleanPath(env.isEmpty() ? QStringLiteral(FAULTLINE_SHARED_DIR) : env);
}

inline QString seedsDir()
{
    return sharedDir() + QStringLiteral("/seeds");
}
inline QString corpusDir()
{
    return sharedDir() + QStringLiteral("/corpus/deadends");
}
inline QString testData(const QString &name)
{
    return QStringLiteral(FAULTLINE_TEST_DATA) + u'/' + name;
}

} // namespace FaultlineTest

/// Skips the current test, saying why, when a shared folder is absent (a clone without ../shared).
#define FAULTLINE_REQUIRE_DIR(dir)                                                                           \
    do {                                                                                                     \
        if (!QDir(dir).exists())                                                                             \
            QSKIP(qPrintable(                                                                                \
                QStringLiteral("needs %1, which is absent (clone with ../shared beside it to run "           \
                               "this test)")                                                                 \
                    .arg(dir)));                                                                             \
    } while (false)
