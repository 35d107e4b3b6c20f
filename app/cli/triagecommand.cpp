// SPDX-License-Identifier: MIT
#include "triagecommand.h"

#include "batchcommand.h"
#include "cachefile.h"
#include "commandline.h"
#include "corpusdiscovery.h"
#include "knowledgebase.h"
#include "knowledgesession.h"
#include "knowledgesources.h"
#include "logmatcher.h"
#include "logsource.h"
#include "terminaltext.h"
#include "textutil.h"
#include "triage.h"
#include "triageinput.h"
#include "triagereport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <climits>
#include <cstdio>
#include <optional>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

class TriageCommand
{
    Q_DECLARE_TR_FUNCTIONS(TriageCommand)
};

using CommandLine::print;

/// One finding: its rank in its section, record, confidence, other environments and best line.
void printFinding(int rank, const Finding &f)
{
    const QString kind = f.suggestion
        ? TriageCommand::tr(" (suggestion: its regex did not match; its signature resembles line %1)")
              .arg(f.best.line + 1)
        : QString();
    // A record's field or a log line is one line of the listing, whatever it holds.
    auto field = [](const QString &text) { return TerminalText::visible(text, TerminalText::Breaks::Show); };
    print(stdout,
        u"%1. [%2] %3%4 · %5\n"_s.arg(rank).arg(field(f.record.domain()), field(f.record.signature()), kind,
            TriageCommand::tr("confidence %1").arg(TextUtil::percent(f.confidence))));
    print(stdout,
        u"   %1 · %2 · %3\n"_s.arg(field(f.record.id()),
            TriageCommand::tr("%n workaround(s)", nullptr, int(f.record.workarounds().size())),
            TriageCommand::tr("%n dead end(s)", nullptr, int(f.record.deadEnds().size()))));
    if (!f.environments.isEmpty())
        print(stdout,
            u"   "_s + TriageCommand::tr("also in: %1").arg(f.environmentIds().join(u", "_s)) + u"\n"_s);
    if (!f.suggestion)
        print(stdout,
            u"   "_s
                + TriageCommand::tr("%n hit(s), first on line %1, last on line %2", nullptr,
                    int(std::min<qint64>(f.hitCount, INT_MAX)))
                    .arg(f.firstLine + 1)
                    .arg(f.lastLine + 1)
                + u"\n"_s);
    print(stdout, u"   %1: %2\n"_s.arg(f.best.line + 1).arg(field(f.bestLine.left(200))));
}

void printText(const QString &file, const TriageResult &result, int top)
{
    print(stdout,
        TriageCommand::tr("%1: %n line(s)", nullptr, int(std::min<qint64>(result.lines, INT_MAX))).arg(file));
    if (!result.ecosystems.isEmpty())
        print(stdout, u" · "_s + result.ecosystems.join(u", "_s));
    print(stdout, u"\n"_s);
    if (result.cutLines > 0)
        print(stdout,
            TriageCommand::tr("%n line(s) longer than %1 MiB: only their first %1 MiB were matched\n",
                nullptr, int(std::min<qint64>(result.cutLines, INT_MAX)))
                .arg(maxMatchedLineBytes >> 20));
    using Section = TriageReport::Section;
    const QString titles[3]
        = {TriageCommand::tr("Diagnosis:"), TriageCommand::tr("Suggestions (not a diagnosis):"),
            TriageCommand::tr("Weak hits (not a diagnosis):")};
    qsizetype left = 0;
    for (const Section section : {Section::Diagnosis, Section::Suggestions, Section::Hits}) {
        int shown = 0;
        for (const Finding &f : result.findings) {
            if (TriageReport::sectionOf(f) != section)
                continue;
            if (shown >= top) {
                ++left;
                continue;
            }
            if (shown == 0)
                print(stdout, titles[int(section)] + u"\n"_s);
            printFinding(++shown, f);
        }
        if (section == Section::Diagnosis && shown == 0)
            print(stdout, TriageReport::noDiagnosisText() + u"\n"_s);
    }
    if (left > 0)
        print(stdout, TriageCommand::tr("… and %n more (--top N shows more)\n", nullptr, int(left)));
}

/// What the command line asked for, once it is known to make sense.
struct Options
{
    QStringList sources;
    QStringList files;
    bool json = false;
    int top = 10;
    ScopeFilter scope = ScopeFilter::Software;
    bool quiet = false; ///< the knowledge base's problems are not printed
    bool builtIn = true; ///< Faultline's built-in knowledge base is loaded too
    bool jsonl = false; ///< batch mode: a JSON line per log, logs in parallel, a summary
    bool merge = false; ///< files are JSON lines of earlier batches: print their summary
    QString filesFrom; ///< batch: a list of paths (- for standard input)
    QString summaryFile; ///< batch, merge: the summary as JSON in this file
    int jobs = 0; ///< batch: logs triaged at once (0: one per core)
};

/// The options of batch mode and --merge, and the rules of their use together.
struct BatchOptions
{
    const QCommandLineOption jsonl {u"jsonl"_s,
        TriageCommand::tr("Batch mode: triage many logs in parallel with the knowledge base loaded once, "
                          "printing one JSON object per log on a line of its own as each finishes, then a "
                          "summary to standard error.")};
    const QCommandLineOption filesFrom {u"files-from"_s,
        TriageCommand::tr("Batch mode: also triage the logs listed in <list>, one path a line (- for "
                          "standard input)."),
        TriageCommand::tr("list")};
    const QCommandLineOption jobs {u"jobs"_s,
        TriageCommand::tr("Batch mode: triage <n> logs at once (default: one per core)."),
        TriageCommand::tr("n")};
    const QCommandLineOption summary {u"summary"_s,
        TriageCommand::tr("Batch mode and --merge: write the summary as JSON to <file> instead of as text."),
        TriageCommand::tr("file")};
    const QCommandLineOption merge {u"merge"_s,
        TriageCommand::tr("The files are JSON lines written by --jsonl (- for standard input): print their "
                          "summary (counts per record, unknown error lines grouped); text, or JSON with "
                          "--format json.")};

    /// Reads them into \a options; \a formatSet: whether --format was given. Returns the exit code
    /// when they do not go together, -1 when they do.
    int read(const QCommandLineParser &parser, bool formatSet, Options *options) const
    {
        options->jsonl = parser.isSet(jsonl);
        options->merge = parser.isSet(merge);
        options->filesFrom = parser.value(filesFrom);
        options->summaryFile = parser.value(summary);
        if (options->jsonl && options->merge) {
            print(stderr, TriageCommand::tr("faultline triage: --jsonl and --merge do not go together\n"));
            return 2;
        }
        if (options->jsonl && formatSet) {
            print(stderr,
                TriageCommand::tr("faultline triage: --jsonl prints JSON lines; leave out --format\n"));
            return 2;
        }
        for (const QCommandLineOption *batchOnly : {&filesFrom, &jobs}) {
            if (parser.isSet(*batchOnly) && !options->jsonl) {
                print(stderr,
                    TriageCommand::tr("faultline triage: --%1 is for batch mode: add --jsonl\n")
                        .arg(batchOnly->names().first()));
                return 2;
            }
        }
        if (parser.isSet(summary) && !options->jsonl && !options->merge) {
            print(stderr, TriageCommand::tr("faultline triage: --summary is for --jsonl and --merge\n"));
            return 2;
        }
        if (parser.isSet(jobs)) {
            bool jobsOk = false;
            options->jobs = parser.value(jobs).toInt(&jobsOk);
            if (!jobsOk || options->jobs < 1) {
                print(stderr, TriageCommand::tr("faultline triage: --jobs needs a positive number\n"));
                return 2;
            }
        }
        if (options->filesFrom == u"-"_s && options->files.contains(u"-"_s)) {
            print(stderr,
                TriageCommand::tr(
                    "faultline triage: standard input holds the list of paths (--files-from -), "
                    "not a log\n"));
            return 2;
        }
        return -1;
    }
};

/// Reads \a arguments into \a options. Returns the exit code when the command ends here (help,
/// a bad option: printed), or -1 to go on.
int parseOptions(const QStringList &arguments, Options *options)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        TriageCommand::tr("Match logs against the knowledge base and print a ranked diagnosis."));
    parser.addHelpOption();
    const QCommandLineOption kbOption({u"k"_s, u"kb"_s},
        TriageCommand::tr(
            "Load records from <path>; repeat for several (default: the sources in use, as `faultline "
            "kb list` shows them)."),
        TriageCommand::tr("path"));
    const QCommandLineOption formatOption(u"format"_s, TriageCommand::tr("Output <format>: text or json."),
        TriageCommand::tr("format"), u"text"_s);
    const QCommandLineOption topOption(u"top"_s,
        TriageCommand::tr("Show the first <n> findings (default 10)."), TriageCommand::tr("n"), u"10"_s);
    const QCommandLineOption scopeOption(u"scope"_s,
        TriageCommand::tr("Which records may be found: software (the default) or all, advice about "
                          "travel, culture, law, health … too."),
        TriageCommand::tr("scope"), u"software"_s);
    const QCommandLineOption quietOption({u"q"_s, u"quiet"_s},
        TriageCommand::tr("Do not print the problems found in the knowledge base (files not read, "
                          "fields ignored, regexes not used) to standard error."));
    const QCommandLineOption noBuiltInOption(u"no-builtin"_s,
        TriageCommand::tr("Do not load Faultline's built-in knowledge base, only the --kb sources (or the "
                          "bundled one)."));
    const QCommandLineOption noCacheOption(u"no-cache"_s,
        TriageCommand::tr("Read the knowledge base from its sources and compile every regex, without the "
                          "cache of an earlier run (nor saving one). FAULTLINE_NO_CACHE=1 does the same; "
                          "FAULTLINE_CACHE_DIR names another folder for the cache."));
    const BatchOptions batch;
    parser.addOptions({kbOption, noBuiltInOption, noCacheOption, formatOption, topOption, scopeOption,
        quietOption, batch.jsonl, batch.filesFrom, batch.jobs, batch.summary, batch.merge});
    parser.addPositionalArgument(
        u"files"_s, TriageCommand::tr("Logs to triage; - reads standard input."), TriageCommand::tr("FILE…"));
    if (!parser.parse(arguments)) {
        print(stderr, parser.errorText() + u"\n"_s);
        return 2;
    }
    if (parser.isSet(u"help"_s)) {
        print(stdout, parser.helpText());
        return 0;
    }
    const QString format = parser.value(formatOption);
    bool topOk = false;
    options->top = parser.value(topOption).toInt(&topOk);
    options->files = parser.positionalArguments();
    options->sources = parser.values(kbOption);
    if (!parser.isSet(kbOption)) {
        // The knowledge the window uses (`faultline kb add`, Knowledge Base Sources); a folder
        // gone since it was added is said and skipped, not a reason to triage nothing.
        for (const QString &source : KnowledgeSources::savedSources()) {
            if (QFileInfo::exists(source))
                options->sources.append(source);
            else
                print(stderr,
                    TriageCommand::tr("faultline triage: %1: a source in use is not there; skipped "
                                      "(faultline kb remove forgets it)\n")
                        .arg(source));
        }
    }
    options->json = format == u"json"_s;
    options->quiet = parser.isSet(quietOption);
    if (parser.isSet(noCacheOption))
        CacheFile::setEnabled(false);
    options->builtIn = !parser.isSet(noBuiltInOption) && KnowledgeSources::savedBuiltIn();
    if (format != u"text"_s && format != u"json"_s) {
        print(stderr,
            TriageCommand::tr("faultline triage: --format must be text or json, not \"%1\"\n").arg(format));
        return 2;
    }
    const QString scope = parser.value(scopeOption);
    if (scope != u"software"_s && scope != u"all"_s) {
        print(stderr,
            TriageCommand::tr("faultline triage: --scope must be software or all, not \"%1\"\n").arg(scope));
        return 2;
    }
    options->scope = scope == u"all"_s ? ScopeFilter::All : ScopeFilter::Software;
    if (const int exitCode = batch.read(parser, parser.isSet(formatOption), options); exitCode >= 0)
        return exitCode;
    if (!topOk || options->top < 1) {
        print(stderr, TriageCommand::tr("faultline triage: --top needs a positive number\n"));
        return 2;
    }
    if (options->files.isEmpty() && options->filesFrom.isEmpty()) {
        print(stderr,
            TriageCommand::tr("faultline triage: name at least one log file (or - for standard input)\n"));
        return 2;
    }
    return -1;
}

/// Loads \a chosen (the bundled knowledge base when empty) and, when \a builtIn, Faultline's
/// built-in knowledge base, and compiles their regexes, printing every problem of the load
/// (errors and warnings, as file:line: message) and each regex left out, unless \a quiet.
/// Invalid when a source is missing or loading failed; that is always printed.
KnowledgeSession loadKnowledge(const QStringList &chosen, bool builtIn, bool quiet)
{
    const QStringList sources = KnowledgeSources::toLoad(chosen, builtIn);
    for (const QString &source : std::as_const(sources)) {
        if (!source.startsWith(u':') && !QFileInfo::exists(source)) {
            print(stderr, TriageCommand::tr("faultline triage: %1: no such file or folder\n").arg(source));
            return {};
        }
    }
    const KnowledgeSession session = KnowledgeSession::load(sources, {}, KnowledgeSession::Purpose::Triage);
    // The load's own problems first, then those only the matcher found (a regex the load had
    // already reported is not repeated).
    const Diagnostics all = session.diagnostics();
    const qsizetype fromLoad = session.knowledgeBase()->diagnostics().size();
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Diagnostic &d = all[i];
        if (i < fromLoad) {
            if (!quiet)
                print(stderr, d.toString() + u"\n"_s);
        } else if (d.code == Diagnostic::Code::RegexRejected) {
            if (!quiet)
                print(stderr,
                    TriageCommand::tr("faultline triage: record %1: regex not used: %2\n")
                        .arg(d.args.value(0), d.args.value(1)));
        } else { // compiling failed: nothing can be matched
            print(stderr, TriageCommand::tr("faultline triage: %1: %2\n").arg(d.file, d.text()));
        }
    }
    return session;
}

/// The logs \a names name: each file as it is, the files in each folder (as the window opens a
/// folder of logs). A folder without files is reported and counts as an error.
QStringList expandFolders(const QStringList &names, bool *anyError)
{
    QStringList logs;
    for (const QString &name : names) {
        if (name == u"-"_s || LogSource::inputType(name) != LogSource::InputType::Folder) {
            logs.append(name);
            continue;
        }
        const QStringList files = LogSource::logFilesIn(name, INT_MAX);
        if (files.isEmpty()) {
            print(stderr,
                TriageCommand::tr("faultline triage: %1: a folder with no files in it; name log files, "
                                  "or a folder of logs\n")
                    .arg(name));
            *anyError = true;
        }
        const QString prefix = name.endsWith(u'/') ? name : name + u'/';
        for (const QString &file : files)
            logs.append(prefix + QFileInfo(file).fileName()); // as the user would name it
    }
    return logs;
}

/// Triages one log (TriageInput). Nothing when it cannot be read at all; a result with its error
/// set when it was read in part. Either way the reason is printed.
std::optional<TriageResult> triageFile(const QString &file, const TriageSetup &setup, ScopeFilter scope)
{
    TriageControl control;
    control.scope = scope;
    TriageInput::Outcome outcome = TriageInput::triage(setup, file, control);
    if (!outcome.error.isEmpty()) {
        print(stderr, TriageCommand::tr("faultline triage: %1: %2\n").arg(file, outcome.error));
        return std::nullopt;
    }
    if (!outcome.notice.isEmpty())
        print(stderr, TriageCommand::tr("faultline triage: %1: %2\n").arg(file, outcome.notice));
    if (!outcome.result->error.isEmpty())
        print(stderr, TriageCommand::tr("faultline triage: %1: %2\n").arg(file, outcome.result->error));
    return std::move(outcome.result);
}

/// Leaves \a session (and its triage setup) to the end of the process: freeing the knowledge
/// base and the matcher a record and a table at a time costs some 20 ms of a start that is
/// otherwise about 0.15 s with the corpus. They stay reachable, so this is no leak, to
/// LeakSanitizer either.
void keepUntilExit(const KnowledgeSession &session)
{
    static const auto *kept = new KnowledgeSession(session);
    Q_UNUSED(kept);
}

} // namespace

int runTriageCommand(const QStringList &arguments)
{
    Options options;
    if (const int exitCode = parseOptions(arguments, &options); exitCode >= 0)
        return exitCode;
    if (options.merge)
        return BatchCommand::merge(options.files, options.summaryFile, options.json, options.top);
    const KnowledgeSession session = loadKnowledge(options.sources, options.builtIn, options.quiet);
    if (!session.isValid())
        return 2;

    bool anyDiagnosis = false, anyError = false;
    if (options.jsonl) {
        const BatchCommand::Outcome batch = BatchCommand::triage(session,
            {.names = options.files,
                .filesFrom = options.filesFrom,
                .summaryFile = options.summaryFile,
                .scope = options.scope,
                .top = options.top,
                .jobs = options.jobs,
                .quiet = options.quiet});
        if (batch.exitCode == 2 && !batch.anyError)
            return 2; // it could not run
        anyDiagnosis = batch.anyDiagnosis;
        anyError = batch.anyError;
        options.files.clear();
    }
    options.files = expandFolders(options.files, &anyError);
    QJsonArray json;
    keepUntilExit(session);
    for (const QString &file : std::as_const(options.files)) {
        const std::optional<TriageResult> result = triageFile(file, session.triageSetup(), options.scope);
        if (!result || !result->error.isEmpty())
            anyError = true;
        if (!result)
            continue;
        anyDiagnosis = anyDiagnosis
            || std::any_of(result->findings.begin(), result->findings.end(),
                [](const Finding &f) { return f.isDiagnosis(); });
        if (options.json)
            json.append(TriageReport::toJson(file, *result, options.top));
        else
            printText(file, *result, options.top);
    }
    if (options.json && !options.jsonl)
        print(stdout,
            TerminalText::jsonEscaped(QString::fromUtf8(
                (options.files.size() == 1 && !json.isEmpty() ? QJsonDocument(json.first().toObject())
                                                              : QJsonDocument(json))
                    .toJson())));
    if (!anyDiagnosis && options.sources.isEmpty() && !options.quiet) {
        // Nothing known with only what ships: say so, and where more knowledge comes from.
        const int records = int(session.knowledgeBase()->records().size());
        print(stderr,
            TriageCommand::tr("faultline triage: only the knowledge that ships with Faultline (%n "
                              "record(s)) was searched; add more with faultline kb add PATH (or --kb "
                              "PATH), for example a copy of the deadends.dev corpus (its data/canons "
                              "folder)\n",
                nullptr, records));
        if (const QStringList corpus = CorpusDiscovery::findOnThisMachine(); !corpus.isEmpty())
            print(stderr,
                TriageCommand::tr("faultline triage: the deadends.dev corpus is on this computer: "
                                  "faultline kb add %1\n")
                    .arg(corpus.first()));
    }
    if (anyError)
        return 2;
    return anyDiagnosis ? 0 : 1;
}

} // namespace Faultline
