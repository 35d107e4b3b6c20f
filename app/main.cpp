// SPDX-License-Identifier: MIT
#include "colorscheme.h"
#include "guithreads.h"
#include "logpane.h"
#include "mainwindow.h"
#include "translations.h"
#include "triagecommand.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    if (argc > 1 && qstrcmp(argv[1], "triage") == 0) { // headless: no display needed
        QCoreApplication app(argc, argv);
        QCoreApplication::setOrganizationName(u"Faultline"_s);
        QCoreApplication::setApplicationName(u"Faultline"_s);
        Faultline::installTranslations(QLocale());
        QStringList arguments = app.arguments();
        arguments.removeAt(1);
        arguments[0] += u" triage"_s;
        return Faultline::runTriageCommand(arguments);
    }
    // --help and --version only print: they must work without a display (over ssh, in a build).
    const bool printOnly = std::any_of(argv + 1, argv + argc, [](const char *arg) {
        for (const char *option : {"-h", "--help", "--help-all", "-?", "-v", "--version"})
            if (qstrcmp(arg, option) == 0)
                return true;
        return false;
    });
    if (!printOnly)
        Faultline::keepRasterFillsOnGuiThread();
    std::unique_ptr<QCoreApplication> application = printOnly ? std::make_unique<QCoreApplication>(argc, argv)
                                                              : std::make_unique<QApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setOrganizationName(u"Faultline"_s);
    QCoreApplication::setApplicationName(u"Faultline"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(FAULTLINE_VERSION));
    if (!printOnly) {
        QGuiApplication::setDesktopFileName(u"io.github.faultline_app.Faultline"_s);
        // The installed theme icon when there is one, else the copy built in.
        QIcon fallback;
        for (const char *size : {"32x32", "64x64", "256x256"})
            fallback.addFile(
                u":/icons/%1/io.github.faultline_app.Faultline.png"_s.arg(QLatin1StringView(size)));
        QGuiApplication::setWindowIcon(QIcon::fromTheme(u"io.github.faultline_app.Faultline"_s, fallback));
    }

    Faultline::setInterfaceLanguage(Faultline::startupLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Triage crash logs against a knowledge base of known errors."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption kbOption({u"k"_s, u"kb"_s},
        QApplication::translate("main", "Load records from <path> (a file or a folder); repeat for several."),
        QApplication::translate("main", "path"));
    const QCommandLineOption bundledOption(
        u"bundled"_s, QApplication::translate("main", "Use the bundled knowledge base."));
    const QCommandLineOption screenshotOption(u"screenshot"_s,
        QApplication::translate("main", "Save a picture of the window to <file> once loaded, then quit."),
        QApplication::translate("main", "file"));
    const QCommandLineOption selectOption(u"select"_s,
        QApplication::translate("main", "Show the record with <id> once loaded."),
        QApplication::translate("main", "id"));
    const QCommandLineOption searchOption(u"search"_s,
        QApplication::translate("main", "Search for <text> once loaded."),
        QApplication::translate("main", "text"));
    const QCommandLineOption schemeOption(u"color-scheme"_s,
        QApplication::translate("main", "Colours: <scheme> is system, light or dark."),
        QApplication::translate("main", "scheme"));
    const QCommandLineOption lineOption(u"line"_s,
        QApplication::translate("main", "Show line <n> of the first log once it is open."),
        QApplication::translate("main", "n"));
    const QCommandLineOption languageOption(u"language"_s,
        QApplication::translate("main", "Interface language for this run: <language> is %1 (not remembered).")
            .arg(Faultline::interfaceLanguages().join(u", "_s)),
        QApplication::translate("main", "language"));
    parser.addOptions({kbOption, bundledOption, screenshotOption, selectOption, searchOption, schemeOption,
        lineOption, languageOption});
    parser.addPositionalArgument(u"logs"_s,
        QApplication::translate("main", "Logs to open (files, folders of logs, gzip-compressed logs)."),
        QApplication::translate("main", "[log…]"));
    parser.process(app);
    if (parser.isSet(languageOption) && !Faultline::setInterfaceLanguage(parser.value(languageOption))) {
        std::fprintf(stderr, "%s\n",
            qPrintable(QApplication::translate("main", "Unknown interface language %1; the choices are %2.")
                    .arg(parser.value(languageOption), Faultline::interfaceLanguages().join(u", "_s))));
        return 2;
    }

    Faultline::applyColorScheme(Faultline::colorSchemeFromName(parser.isSet(schemeOption)
            ? parser.value(schemeOption)
            : QSettings().value(u"ui/colorScheme"_s).toString()));
    Faultline::MainWindow window;
    QStringList sources;
    if (parser.isSet(kbOption)) {
        for (const QString &path : parser.values(kbOption))
            sources.append(QFileInfo(path).absoluteFilePath());
    } else if (!parser.isSet(bundledOption)) {
        sources = QSettings().value(u"knowledgeBase/sources"_s).toStringList();
    }
    window.show();
    window.loadSources(sources);
    QStringList logs;
    for (const QString &path : parser.positionalArguments())
        logs.append(QFileInfo(path).absoluteFilePath());
    window.openLogs(logs, /*quiet=*/!parser.value(screenshotOption).isEmpty());
    if (parser.isSet(lineOption) && !window.logPanes().isEmpty()) {
        const qint64 line = parser.value(lineOption).toLongLong() - 1;
        Faultline::LogPane *pane = window.logPanes().first();
        // The line exists once indexing has reached it.
        auto *poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [pane, line, poll] {
            if (pane->logFile()->lineCount() > line || !pane->logFile()->isIndexing()) {
                pane->view()->goToLine(line);
                poll->deleteLater();
            }
        });
        poll->start(50);
    }

    const QString shot = parser.value(screenshotOption);
    const QString select = parser.value(selectOption);
    const QString searchText = parser.value(searchOption);
    QObject::connect(&window, &Faultline::MainWindow::knowledgeBaseLoaded, &window, [&] {
        if (!searchText.isEmpty())
            window.search(searchText);
        if (!select.isEmpty() && !window.showRecord(select))
            std::fprintf(stderr, "%s\n",
                qPrintable(QApplication::translate("main", "No record with id %1.").arg(select)));
        if (!shot.isEmpty()) {
            // With logs: once they are matched (the regexes compile after the load).
            auto *poll = new QTimer(&window);
            QObject::connect(poll, &QTimer::timeout, &window, [&, poll] {
                const auto panes = window.logPanes();
                const bool ready = panes.isEmpty()
                    || (window.matcher()
                        && std::none_of(panes.begin(), panes.end(), [](auto *p) { return p->isBusy(); }));
                if (!ready)
                    return;
                poll->deleteLater();
                QTimer::singleShot(500, &window, [&] {
                    const bool ok = window.grab().save(shot);
                    std::fprintf(
                        stderr, "%s\n", qPrintable(ok ? u"saved "_s + shot : u"cannot save "_s + shot));
                    QApplication::exit(ok ? 0 : 1);
                });
            });
            poll->start(100);
        }
    });
    return app.exec();
}
