// SPDX-License-Identifier: MIT
#include "kbsourcescommand.h"

#include "bundled.h"
#include "commandline.h"
#include "knowledgebase.h"
#include "knowledgesources.h"
#include "terminaltext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

class KbSourcesCommand
{
    Q_DECLARE_TR_FUNCTIONS(KbSourcesCommand)
};

using CommandLine::print;

/// One line of `kb list`: a source, whether it is on, and what it gave when loaded.
struct Row
{
    QString source; ///< as loaded (a path, or a resource path)
    QString name; ///< as shown
    bool on = true;
    QString licence;
    const SourceSummary *summary = nullptr; ///< null when not loaded
};

int list(bool json)
{
    const QStringList on = KnowledgeSources::savedSources();
    const QStringList loaded = KnowledgeSources::toLoad(on, KnowledgeSources::savedBuiltIn());
    const KnowledgeBase kb = KnowledgeBase::load(loaded);
    QList<Row> rows;
    for (const SourceSummary &summary : kb.sourceSummaries()) {
        const QString &source = summary.source;
        const QString name = KnowledgeSources::isBuiltIn(source) ? KnowledgeSources::displayName(source)
            : source == bundledKnowledgeBase() ? KbSourcesCommand::tr("bundled knowledge base")
                                               : source;
        rows.append({source, name, true, KnowledgeSources::licence(source), &summary});
    }
    for (const QString &source : KnowledgeSources::savedDisabledSources()) {
        if (!on.contains(source))
            rows.append({source, source, false, KnowledgeSources::licence(source), nullptr});
    }
    if (!builtInKnowledgeBase().isEmpty() && !KnowledgeSources::savedBuiltIn()) {
        const QString builtIn = builtInKnowledgeBase();
        rows.append({builtIn, KnowledgeSources::displayName(builtIn), false,
            KnowledgeSources::licence(builtIn), nullptr});
    }

    if (json) {
        QJsonArray array;
        for (const Row &row : std::as_const(rows)) {
            QJsonObject o {{u"source"_s, row.name}, {u"on"_s, row.on}, {u"licence"_s, row.licence}};
            if (row.summary) {
                o.insert(u"files"_s, row.summary->files);
                o.insert(u"records"_s, row.summary->records);
                o.insert(u"documents"_s, row.summary->documents);
                o.insert(u"errors"_s, row.summary->errors);
                o.insert(u"warnings"_s, row.summary->warnings);
                o.insert(u"readMilliseconds"_s, qRound(row.summary->readMilliseconds * 10) / 10.0);
            }
            array.append(o);
        }
        print(stdout, TerminalText::jsonEscaped(QString::fromUtf8(QJsonDocument(array).toJson())));
        return 0;
    }
    const QLocale locale;
    for (const Row &row : std::as_const(rows)) {
        QString line
            = (row.on ? KbSourcesCommand::tr("on") : KbSourcesCommand::tr("off")) + u"  "_s + row.name;
        if (row.summary) {
            const SourceSummary &s = *row.summary;
            line += u" — "_s + KbSourcesCommand::tr("%n record(s)", nullptr, s.records) + u", "_s
                + KbSourcesCommand::tr("%1 ms").arg(locale.toString(s.readMilliseconds, 'f', 0)) + u", "_s
                + (s.errors + s.warnings == 0 ? KbSourcesCommand::tr("no problems")
                                              : KbSourcesCommand::tr("%n error(s)", nullptr, s.errors)
                            + u", "_s + KbSourcesCommand::tr("%n warning(s)", nullptr, s.warnings));
        }
        line += u" — "_s + (row.licence.isEmpty() ? KbSourcesCommand::tr("no licence stated") : row.licence);
        print(stdout, line + u"\n"_s);
    }
    return 0;
}

int add(const QStringList &paths)
{
    QStringList on = KnowledgeSources::savedSources();
    QStringList off = KnowledgeSources::savedDisabledSources();
    QStringList absolute;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            print(stderr,
                KbSourcesCommand::tr("faultline kb add: %1: no such file or folder; nothing added\n")
                    .arg(path));
            return 2;
        }
        absolute.append(info.absoluteFilePath());
    }
    for (const QString &path : std::as_const(absolute)) {
        off.removeAll(path);
        if (!on.contains(path))
            on.append(path);
        print(stdout, KbSourcesCommand::tr("added %1\n").arg(path));
    }
    KnowledgeSources::saveSources(on, off);
    return 0;
}

int remove(const QStringList &paths)
{
    QStringList on = KnowledgeSources::savedSources();
    QStringList off = KnowledgeSources::savedDisabledSources();
    QStringList known;
    for (const QString &path : paths) {
        // As listed, or as the path names it from here.
        const QString absolute = QFileInfo(path).absoluteFilePath();
        const QString listed = on.contains(path) || off.contains(path) ? path : absolute;
        if (!on.contains(listed) && !off.contains(listed)) {
            print(stderr,
                KbSourcesCommand::tr("faultline kb remove: %1: not a source in use (faultline kb list shows "
                                     "them); nothing removed\n")
                    .arg(path));
            return 2;
        }
        known.append(listed);
    }
    for (const QString &path : std::as_const(known)) {
        on.removeAll(path);
        off.removeAll(path);
        print(stdout, KbSourcesCommand::tr("removed %1\n").arg(path));
    }
    KnowledgeSources::saveSources(on, off);
    return 0;
}

} // namespace

bool isKbSourcesCommand(const QString &command)
{
    return command == u"list"_s || command == u"add"_s || command == u"remove"_s;
}

int runKbSourcesCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(KbSourcesCommand::tr(
        "The knowledge-base sources Faultline uses (the window, and faultline triage without --kb): "
        "list them, add folders or files, remove them."));
    parser.addHelpOption();
    const QCommandLineOption formatOption(u"format"_s,
        KbSourcesCommand::tr("list: output <format>: text or json."), KbSourcesCommand::tr("format"),
        u"text"_s);
    parser.addOption(formatOption);
    parser.addPositionalArgument(
        u"command"_s, KbSourcesCommand::tr("list, add or remove."), u"list|add|remove"_s);
    parser.addPositionalArgument(
        u"paths"_s, KbSourcesCommand::tr("add, remove: folders or files."), u"[PATH…]"_s);
    if (!parser.parse(arguments)) {
        print(stderr, parser.errorText() + u"\n"_s);
        return 2;
    }
    if (parser.isSet(u"help"_s)) {
        print(stdout, parser.helpText());
        return 0;
    }
    QStringList positional = parser.positionalArguments();
    const QString command = positional.isEmpty() ? QString() : positional.takeFirst();
    const QString format = parser.value(formatOption);
    if (format != u"text"_s && format != u"json"_s) {
        print(stderr,
            KbSourcesCommand::tr("faultline kb: --format must be text or json, not \"%1\"\n").arg(format));
        return 2;
    }
    if (command == u"list"_s && positional.isEmpty())
        return list(format == u"json"_s);
    if ((command == u"add"_s || command == u"remove"_s) && !positional.isEmpty())
        return command == u"add"_s ? add(positional) : remove(positional);
    print(stderr,
        KbSourcesCommand::tr("faultline kb: use faultline kb list, faultline kb add PATH… or faultline kb "
                             "remove PATH…\n"));
    return 2;
}

} // namespace Faultline
