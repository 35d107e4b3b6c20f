// SPDX-License-Identifier: MIT
// `faultline`: the command line. `faultline triage …` and `faultline kb …` run here, with Qt Core
// alone; anything else is the window, a program of its own (faultline-window), started in this
// process's place so that the command line never pays for loading Qt Gui, Qt Widgets and
// KSyntaxHighlighting.
#include "applicationinfo.h"
#include "kbcheckcommand.h"
#include "kbsourcescommand.h"
#include "translations.h"
#include "triagecommand.h"
#include "windowlauncher.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>

#include <vector>

using namespace Qt::StringLiterals;

namespace {

/// `faultline triage …` and `faultline kb …`: no window, no display needed.
int runHeadless(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    Faultline::setApplicationInfo();
    Faultline::installTranslations(QLocale());
    QStringList arguments = app.arguments();
    const QString command = arguments.takeAt(1);
    arguments[0] += u' ' + command;
    if (command != u"kb"_s)
        return Faultline::runTriageCommand(arguments);
    // `kb check` for a knowledge base's authors; `kb list|add|remove` for the sources in use.
    return arguments.size() > 1 && Faultline::isKbSourcesCommand(arguments.at(1))
        ? Faultline::runKbSourcesCommand(arguments)
        : Faultline::runKbCommand(arguments);
}

/// `faultline --version` alone, answered here as the window would (packaging scripts and users
/// ask it often; it needs no window program). With anything else the window's parser decides.
bool onlyAsksVersion(int argc, char *argv[])
{
    return argc == 2 && (qstrcmp(argv[1], "--version") == 0 || qstrcmp(argv[1], "-v") == 0);
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc > 1 && (qstrcmp(argv[1], "triage") == 0 || qstrcmp(argv[1], "kb") == 0))
        return runHeadless(argc, argv);
    const bool versionOnly = onlyAsksVersion(argc, argv);
    // The window gets the arguments as given: QCoreApplication may take some of its own out.
    std::vector<char *> arguments(argv, argv + argc + 1);
    QCoreApplication app(argc, argv);
    Faultline::setApplicationInfo();
    if (versionOnly) {
        QCommandLineParser parser;
        parser.addVersionOption();
        parser.process(app); // prints and exits
    }
    return Faultline::execWindowProgram(QCoreApplication::applicationDirPath(), arguments.data());
}
