// SPDX-License-Identifier: MIT
// `faultline-window`: the window. `faultline` starts it in its own place when it is given no
// command (triage, kb), with the same arguments; it also runs on its own.
#include "applicationinfo.h"
#include "cachefile.h"
#include "colorscheme.h"
#include "guithreads.h"
#include "knowledgesources.h"
#include "logpane.h"
#include "mainwindow.h"
#include "programfiles.h"
#include "translations.h"

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
#include <optional>

using namespace Qt::StringLiterals;

namespace {

/// The window's command line, parsed.
struct WindowOptions
{
    QStringList sources; ///< empty: the bundled knowledge base
    QStringList logs;
    std::optional<qint64> line; ///< 0-based line to show in the first log
    QString screenshot;
    QString select;
    QString search;
    QString colorScheme;
};

/// --help and --version only print: they must work without a display (over ssh, in a build).
bool onlyPrints(int argc, char *argv[])
{
    return std::any_of(argv + 1, argv + argc, [](const char *arg) {
        for (const char *option : {"-h", "--help", "--help-all", "-?", "-v", "--version"})
            if (qstrcmp(arg, option) == 0)
                return true;
        return false;
    });
}

void setDesktopIdentity()
{
    QGuiApplication::setDesktopFileName(u"io.github.faultline_app.Faultline"_s);
    // The installed theme icon when there is one, else the copy built in.
    QIcon fallback;
    for (const char *size : {"32x32", "64x64", "256x256"})
        fallback.addFile(u":/icons/%1/io.github.faultline_app.Faultline.png"_s.arg(QLatin1StringView(size)));
    QGuiApplication::setWindowIcon(QIcon::fromTheme(u"io.github.faultline_app.Faultline"_s, fallback));
}

/// Parses the window's options into \a options (--help and --version print and exit here).
/// Returns the exit code when the program should end (an unknown language), or -1 to go on.
int parseWindowOptions(const QCoreApplication &app, WindowOptions *options)
{
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
        QApplication::translate("main", "Show the record (or else the document) with <id> once loaded."),
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

    if (parser.isSet(kbOption)) {
        for (const QString &path : parser.values(kbOption))
            options->sources.append(QFileInfo(path).absoluteFilePath());
    } else if (!parser.isSet(bundledOption)) {
        options->sources = Faultline::KnowledgeSources::savedSources();
    }
    for (const QString &path : parser.positionalArguments())
        options->logs.append(QFileInfo(path).absoluteFilePath());
    if (parser.isSet(lineOption))
        options->line = parser.value(lineOption).toLongLong() - 1;
    options->colorScheme = parser.isSet(schemeOption) ? parser.value(schemeOption)
                                                      : QSettings().value(u"ui/colorScheme"_s).toString();
    options->screenshot = parser.value(screenshotOption);
    options->select = parser.value(selectOption);
    options->search = parser.value(searchOption);
    return -1;
}

/// Shows \a line of \a pane once indexing has reached it.
void goToLineWhenRead(Faultline::MainWindow *window, Faultline::LogPane *pane, qint64 line)
{
    auto *poll = new QTimer(window);
    QObject::connect(poll, &QTimer::timeout, window, [pane, line, poll] {
        if (pane->logFile()->lineCount() > line || !pane->logFile()->isIndexing()) {
            pane->view()->goToLine(line);
            poll->deleteLater();
        }
    });
    poll->start(50);
}

/// Saves a picture of \a window to \a file and quits, once the open logs are matched (the regexes
/// compile after the load) or the knowledge base could not be loaded.
void saveScreenshotWhenMatched(Faultline::MainWindow *window, const QString &file, const bool *failed)
{
    auto *poll = new QTimer(window);
    QObject::connect(poll, &QTimer::timeout, window, [window, file, failed, poll] {
        const auto panes = window->logPanes();
        const bool ready = panes.isEmpty()
            || ((window->matcher() || *failed)
                && std::none_of(panes.begin(), panes.end(), [](auto *p) { return p->isBusy(); }));
        if (!ready)
            return;
        poll->deleteLater();
        QTimer::singleShot(500, window, [window, file] {
            const bool ok = window->grab().save(file);
            std::fprintf(stderr, "%s\n", qPrintable(ok ? u"saved "_s + file : u"cannot save "_s + file));
            QApplication::exit(ok ? 0 : 1);
        });
    });
    poll->start(100);
}

/// Opens the window on \a options and runs the application.
int runWindow(QCoreApplication &app, const WindowOptions &options)
{
    Faultline::applyColorScheme(Faultline::colorSchemeFromName(options.colorScheme));
    Faultline::MainWindow window;
    window.show();
    window.loadSources(options.sources);
    window.openLogs(options.logs, /*quiet=*/!options.screenshot.isEmpty());
    if (options.line && !window.logPanes().isEmpty())
        goToLineWhenRead(&window, window.logPanes().first(), *options.line);

    bool failed = false;
    auto whenSettled = [&] {
        if (!options.search.isEmpty())
            window.search(options.search);
        if (!options.select.isEmpty() && !window.showRecord(options.select)
            && !window.showDocument(options.select))
            std::fprintf(stderr, "%s\n",
                qPrintable(QApplication::translate("main", "No record with id %1.").arg(options.select)));
        if (!options.screenshot.isEmpty())
            saveScreenshotWhenMatched(&window, options.screenshot, &failed);
    };
    QObject::connect(&window, &Faultline::MainWindow::knowledgeBaseLoaded, &window, whenSettled);
    QObject::connect(&window, &Faultline::MainWindow::loadFailed, &window, [&] {
        const bool loaded = window.knowledgeBase() != nullptr; // then whenSettled has run
        failed = true;
        if (!loaded)
            whenSettled();
    });
    return app.exec();
}

/// Caches are shared with `faultline triage`: both programs describe themselves by the
/// command-line program's file (CacheFile::setProgramFile()), or by this one's when it is alone.
void shareCachesWithCommandLine()
{
    Faultline::CacheFile::setProgramFile(
        Faultline::ProgramFiles::commandLineProgram(QCoreApplication::applicationDirPath()));
}

} // namespace

int main(int argc, char *argv[])
{
    const bool printOnly = onlyPrints(argc, argv);
    if (!printOnly)
        Faultline::keepRasterFillsOnGuiThread();
    std::unique_ptr<QCoreApplication> application = printOnly ? std::make_unique<QCoreApplication>(argc, argv)
                                                              : std::make_unique<QApplication>(argc, argv);
    Faultline::setApplicationInfo();
    shareCachesWithCommandLine();
    if (!printOnly)
        setDesktopIdentity();
    Faultline::setInterfaceLanguage(Faultline::startupLanguage());

    WindowOptions options;
    if (const int exitCode = parseWindowOptions(*application, &options); exitCode >= 0)
        return exitCode;
    return runWindow(*application, options);
}
