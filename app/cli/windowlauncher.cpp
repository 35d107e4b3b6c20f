// SPDX-License-Identifier: MIT
#include "windowlauncher.h"

#include "commandline.h"
#include "programfiles.h"
#include "translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include <cerrno>
#include <cstring>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

class WindowLauncher
{
    Q_DECLARE_TR_FUNCTIONS(WindowLauncher)
};

} // namespace

int execWindowProgram(const QString &folder, char *argv[])
{
    QString failures;
    for (const QString &path : ProgramFiles::windowProgramCandidates(folder)) {
        ::execv(QFile::encodeName(path).constData(), argv);
        failures += u"  "_s + path + u": "_s + QString::fromLocal8Bit(std::strerror(errno)) + u'\n';
    }
    // Only a broken installation gets here: the message is for a terminal, in its language.
    installTranslations(QLocale());
    CommandLine::print(stderr,
        WindowLauncher::tr("faultline: cannot open the window, the window program could not be started:\n")
            + failures);
    return 2;
}

} // namespace Faultline
