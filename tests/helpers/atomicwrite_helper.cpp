// SPDX-License-Identifier: MIT
// For tst_atomicwrite: writes a big file the way the app does, so that the test can kill it part
// way. Prints "writing" once it starts.
//   atomicwrite_helper file PATH MIB        AtomicFile::write (exports, pasted logs)
//   atomicwrite_helper settings INI MIB     QSettings (window state, sources, language)
#include "atomicfile.h"

#include <QCoreApplication>
#include <QSettings>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4)
        return 2;
    const qsizetype bytes = args[3].toLongLong() << 20;
    if (args[1] == u"file"_s) {
        const QByteArray payload(bytes, 'n');
        std::puts("writing");
        std::fflush(stdout);
        return Faultline::AtomicFile::write(args[2], payload) ? 0 : 1;
    }
    if (args[1] == u"settings"_s) {
        QSettings settings(args[2], QSettings::IniFormat);
        settings.setValue(u"big"_s, QString(bytes, u'n'));
        settings.setValue(u"kept"_s, u"new"_s);
        std::puts("writing");
        std::fflush(stdout);
        settings.sync();
        return settings.status() == QSettings::NoError ? 0 : 1;
    }
    return 2;
}
