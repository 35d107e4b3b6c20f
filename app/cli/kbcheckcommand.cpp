// SPDX-License-Identifier: MIT
#include "kbcheckcommand.h"

#include "bundled.h"
#include "commandline.h"
#include "kbcheck.h"
#include "logsource.h"
#include "terminaltext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <climits>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

class KbCheckCommand
{
    Q_DECLARE_TR_FUNCTIONS(KbCheckCommand)
};

using CommandLine::print;

struct Options
{
    QStringList sources;
    QStringList healthyFiles;
    bool json = false;
    bool quiet = false;
};

/// Reads \a arguments into \a options. Returns the exit code when the command ends here (help,
/// a bad option, a path that is not there: printed), or -1 to go on.
int parseOptions(const QStringList &arguments, Options *options)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(KbCheckCommand::tr(
        "Check knowledge-base sources for their authors: files that do not load, fields of the wrong "
        "type, duplicate ids, regexes RE2 rejects, examples their regex does not match, and regexes "
        "too broad to be evidence (no letters, a fragment of a word, many lines of healthy logs)."));
    parser.addHelpOption();
    const QCommandLineOption builtInOption(
        u"builtin"_s, KbCheckCommand::tr("Check Faultline's built-in knowledge base too."));
    const QCommandLineOption healthyOption(u"healthy"_s,
        KbCheckCommand::tr("Also match the logs in <folder>, of systems that worked, and report the "
                           "regexes that fire on more than 0.5% of their lines."),
        KbCheckCommand::tr("folder"));
    const QCommandLineOption formatOption(u"format"_s, KbCheckCommand::tr("Output <format>: text or json."),
        KbCheckCommand::tr("format"), u"text"_s);
    const QCommandLineOption quietOption({u"q"_s, u"quiet"_s},
        KbCheckCommand::tr("List only errors; warnings are still counted in the summary and the exit code."));
    parser.addOptions({builtInOption, healthyOption, formatOption, quietOption});
    parser.addPositionalArgument(u"check"_s, KbCheckCommand::tr("The command: check."), u"check"_s);
    parser.addPositionalArgument(u"paths"_s,
        KbCheckCommand::tr("Knowledge-base files or folders, checked together as one knowledge base."),
        KbCheckCommand::tr("PATH…"));
    if (!parser.parse(arguments)) {
        print(stderr, parser.errorText() + u"\n"_s);
        return 2;
    }
    if (parser.isSet(u"help"_s)) {
        print(stdout, parser.helpText());
        return 0;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.first() != u"check"_s) {
        print(stderr,
            KbCheckCommand::tr(
                "faultline kb: the commands are check, list, add and remove: faultline kb check PATH…\n"));
        return 2;
    }
    positional.removeFirst();
    const QString format = parser.value(formatOption);
    if (format != u"text"_s && format != u"json"_s) {
        print(stderr,
            KbCheckCommand::tr("faultline kb check: --format must be text or json, not \"%1\"\n")
                .arg(format));
        return 2;
    }
    options->json = format == u"json"_s;
    options->quiet = parser.isSet(quietOption);
    for (const QString &path : std::as_const(positional)) {
        if (!QFileInfo::exists(path)) {
            print(stderr, KbCheckCommand::tr("faultline kb check: %1: no such file or folder\n").arg(path));
            return 2;
        }
    }
    options->sources = positional;
    if (parser.isSet(builtInOption) && !builtInKnowledgeBase().isEmpty())
        options->sources.append(builtInKnowledgeBase());
    if (options->sources.isEmpty()) {
        print(stderr,
            KbCheckCommand::tr("faultline kb check: name at least one knowledge-base file or folder "
                               "(or --builtin)\n"));
        return 2;
    }
    if (parser.isSet(healthyOption)) {
        const QString folder = parser.value(healthyOption);
        const QString prefix = folder.endsWith(u'/') ? folder : folder + u'/';
        for (const QString &file : LogSource::logFilesIn(folder, INT_MAX))
            options->healthyFiles.append(prefix + QFileInfo(file).fileName()); // as the user named it
        if (options->healthyFiles.isEmpty()) {
            print(stderr,
                KbCheckCommand::tr("faultline kb check: --healthy %1: no logs there; name a folder of logs "
                                   "of systems that worked\n")
                    .arg(folder));
            return 2;
        }
    }
    return -1;
}

} // namespace

int runKbCommand(const QStringList &arguments)
{
    QElapsedTimer timer;
    timer.start();
    Options options;
    if (const int exitCode = parseOptions(arguments, &options); exitCode >= 0)
        return exitCode;
    KbCheck::Options checkOptions;
    checkOptions.healthyFiles = options.healthyFiles;
    const KbCheck check = KbCheck::run(options.sources, checkOptions);
    for (const QString &error : check.healthyErrors())
        print(stderr, u"faultline kb check: "_s + error + u"\n"_s);

    QJsonArray json;
    for (const KbFinding &f : check.findings()) {
        if (options.quiet && f.severity != KbFinding::Severity::Error)
            continue;
        if (options.json)
            json.append(f.toJson());
        else // one finding, one line, whatever its fields hold
            print(stdout, TerminalText::visible(f.toString(), TerminalText::Breaks::Show) + u"\n"_s);
    }
    if (options.json)
        print(stdout, TerminalText::jsonEscaped(QString::fromUtf8(QJsonDocument(json).toJson())));

    std::fflush(stdout); // the findings, then the summary, wherever both streams go
    const int errors = int(check.errorCount());
    const int warnings = int(check.warningCount());
    QString summary = KbCheckCommand::tr("%n record(s)", nullptr, int(check.recordCount())) + u", "_s
        + KbCheckCommand::tr("%n file(s)", nullptr, check.fileCount());
    if (check.healthyLineCount() > 0)
        summary += u", "_s
            + KbCheckCommand::tr(
                "%n healthy log line(s)", nullptr, int(std::min<qint64>(check.healthyLineCount(), INT_MAX)));
    print(stderr,
        KbCheckCommand::tr("faultline kb check: %1: %2, %3 (%4 s)\n")
            .arg(summary, KbCheckCommand::tr("%n error(s)", nullptr, errors),
                KbCheckCommand::tr("%n warning(s)", nullptr, warnings),
                QLocale().toString(double(timer.elapsed()) / 1000.0, 'f', 2)));
    if (!check.healthyErrors().isEmpty())
        return 2;
    return errors + warnings > 0 ? 1 : 0;
}

} // namespace Faultline
