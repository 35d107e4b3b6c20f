// SPDX-License-Identifier: MIT
#pragma once

#include "record.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

namespace FaultlineTest {

/// Whether this build runs under AddressSanitizer, whose shadow memory needs terabytes of address
/// space: a test that caps a process's address space (RLIMIT_AS) leaves the cap off there.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool addressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool addressSanitizer = true;
#else
inline constexpr bool addressSanitizer = false;
#endif
#else
inline constexpr bool addressSanitizer = false;
#endif

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
/// Writes \a bytes to \a path; stops the test program if that fails (a broken temp folder is not
/// a finding about our code).
inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s: %s", qPrintable(path), qPrintable(f.errorString()));
}

inline QString testData(const QString &name)
{
    return QStringLiteral(FAULTLINE_TEST_DATA) + u'/' + name;
}

/// A record made only of what matching needs: an id, a regex (also its signature) and a domain.
inline Faultline::Record regexRecord(
    const QString &id, const QString &regex, const QString &domain = QString())
{
    Faultline::Record r;
    r.edit().id = id;
    r.edit().signature = regex;
    r.edit().regex = regex;
    r.edit().domain = domain;
    return r;
}

/// regexRecord() with its own \a signature.
inline Faultline::Record signedRecord(
    const QString &id, const QString &regex, const QString &domain, const QString &signature)
{
    Faultline::Record r = regexRecord(id, regex, domain);
    r.edit().signature = signature;
    return r;
}

/// Eight more records of \a domain whose signatures are \a signature with a number for %1: they
/// make that signature's words common, as the words of any domain's records are in a real
/// knowledge base. Their regexes match nothing of the logs here.
inline QList<Faultline::Record> otherRecords(const QString &domain, const QString &signature)
{
    QList<Faultline::Record> records;
    for (int i = 0; i < 8; ++i) {
        records << signedRecord(QStringLiteral("%1/other-%2/x").arg(domain).arg(i),
            QStringLiteral("%1 step %2 broke").arg(domain).arg(i), domain, signature.arg(i));
    }
    return records;
}

/// Eight built-in records of \a domain about other errors (their \a regex and \a signature with
/// "%1" for a digit), so that the words of a test's line are rare ones.
inline QList<Faultline::Record> otherBuiltInRecords(
    const QString &domain, const QString &regex, const QString &signature)
{
    QList<Faultline::Record> records;
    for (int i = 0; i < 8; ++i) {
        Faultline::Record r = signedRecord(
            QStringLiteral("%1/other-%2").arg(domain).arg(i), regex.arg(i), domain, signature.arg(i));
        r.edit().sourcePath = QStringLiteral(":/kb/%1.json").arg(domain);
        records << r;
    }
    return records;
}

/// A record of React's message after a render error: "The above error occurred in the <X>
/// component", about the error above it.
inline Faultline::Record errorBoundaryRecord()
{
    return signedRecord(QStringLiteral("react/error-boundary/x"),
        QStringLiteral("The above error occurred in the <\\w+> component|Consider adding an error boundary"),
        QStringLiteral("react"),
        QStringLiteral("The above error occurred in the <ComponentName> component. Consider adding an error "
                       "boundary to your tree to customize error handling behavior."));
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
