// SPDX-License-Identifier: MIT
#include "batchcommand.h"

#include "atomicfile.h"
#include "batchinputs.h"
#include "batchreport.h"
#include "batchsummary.h"
#include "batchtriage.h"
#include "commandline.h"
#include "knowledgesession.h"
#include "terminaltext.h"
#include "triagesetup.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>

#include <climits>
#include <cstdio>
#include <optional>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

class TriageCommand
{
    Q_DECLARE_TR_FUNCTIONS(TriageCommand)
};

using CommandLine::print;

/// A count as the user's locale writes it.
QString number(qint64 n)
{
    return QLocale().toString(n);
}

QString megabytes(qint64 bytes)
{
    return QLocale().toString(double(bytes) / 1e6, 'f', 1);
}

/// One line of text, whatever it holds (a log's line, a record's field).
QString field(const QString &text)
{
    return TerminalText::visible(text, TerminalText::Breaks::Show);
}

/// The summary for people: counts, logs per record, the groups of unknown error lines, the
/// unreadable logs; each list cut at \a top.
QString summaryText(const BatchSummary &summary, int top)
{
    QString out = TriageCommand::tr(
                      "%n log(s) (%1 MB of text): ", nullptr, int(std::min<qint64>(summary.logs(), INT_MAX)))
                      .arg(megabytes(summary.bytes()))
        + TriageCommand::tr("%1 with a diagnosis, %2 with nothing known, %3 unreadable")
              .arg(number(summary.diagnosed()), number(summary.nothingKnown()), number(summary.unreadable()));
    if (summary.incomplete() > 0)
        out += TriageCommand::tr(", %1 read only in part").arg(number(summary.incomplete()));
    out += u"\n"_s;
    const QList<BatchSummary::RecordCount> records = summary.records();
    if (!records.isEmpty()) {
        out += TriageCommand::tr("Logs per diagnosed record:") + u"\n"_s;
        for (qsizetype i = 0; i < records.size() && i < top; ++i) {
            const BatchSummary::RecordCount &r = records[i];
            out += u"%1  %2 · [%3] %4\n"_s.arg(number(r.logs), 8)
                       .arg(field(r.id), field(r.domain), field(r.signature.left(160)));
        }
        if (records.size() > top)
            out += TriageCommand::tr(
                "… and %n more record(s) (--top N shows more)\n", nullptr, int(records.size() - top));
    }
    const QList<BatchSummary::ErrorGroup> groups = summary.errorGroups();
    if (!groups.isEmpty()) {
        out += TriageCommand::tr("Error lines of the logs with nothing known, grouped (logs, line):")
            + u"\n"_s;
        for (qsizetype i = 0; i < groups.size() && i < top; ++i) {
            const BatchSummary::ErrorGroup &g = groups[i];
            out += u"%1  %2\n"_s.arg(number(g.logs), 8).arg(field(g.line.left(200)));
            out += u"          "_s
                + TriageCommand::tr("e.g. %1: %2").arg(field(g.files.value(0)), field(g.example.left(160)))
                + u"\n"_s;
        }
        if (groups.size() > top)
            out += TriageCommand::tr(
                "… and %n more group(s) (--top N shows more)\n", nullptr, int(groups.size() - top));
    }
    if (summary.withoutErrorLine() > 0)
        out += TriageCommand::tr("%n log(s) with nothing known have no error line to group\n", nullptr,
            int(std::min<qint64>(summary.withoutErrorLine(), INT_MAX)));
    if (summary.ungroupedLogs() > 0)
        out += TriageCommand::tr("%n log(s) have error lines of groups past the first %1, not shown\n",
            nullptr, int(std::min<qint64>(summary.ungroupedLogs(), INT_MAX)))
                   .arg(number(BatchSummary::maxGroups));
    if (!summary.unreadableLogs().isEmpty()) {
        out += TriageCommand::tr("Unreadable logs:") + u"\n"_s;
        for (qsizetype i = 0; i < summary.unreadableLogs().size() && i < top; ++i) {
            const BatchSummary::Unreadable &u = summary.unreadableLogs()[i];
            out += u"  %1: %2\n"_s.arg(field(u.file), field(u.error));
        }
        if (summary.unreadable() > top)
            out += TriageCommand::tr(
                "… and %n more\n", nullptr, int(std::min<qint64>(summary.unreadable() - top, INT_MAX)));
    }
    return out;
}

/// Opens \a file as the file \a name names, or standard input for "-".
bool openForReading(QFile &file, const QString &name)
{
    if (name == u"-"_s)
        return file.open(stdin, QIODevice::ReadOnly);
    file.setFileName(name);
    return file.open(QIODevice::ReadOnly);
}

/// Writes \a summary as JSON to \a file, or says why it could not.
bool writeSummary(const BatchSummary &summary, const QString &file)
{
    QString error;
    if (AtomicFile::write(file, QJsonDocument(summary.toJson()).toJson(), &error))
        return true;
    print(stderr,
        TriageCommand::tr("faultline triage: %1: the summary was not written: %2\n").arg(file, error));
    return false;
}

/// Shows how far the batch is, on one line of a terminal, at most ten times a second.
class Progress
{
public:
    explicit Progress(bool shown) : m_shown(shown)
    {
        m_sinceShown.start();
        m_elapsed.start();
    }

    void update(qint64 logs, qint64 bytes)
    {
        if (!m_shown || m_sinceShown.elapsed() < 100)
            return;
        m_sinceShown.restart();
        const double seconds = std::max<double>(0.001, double(m_elapsed.elapsed()) / 1000);
        print(stderr,
            u"\r\x1b[K"_s
                + TriageCommand::tr(
                    "%n log(s) triaged, %1 MB, %2 MB/s", nullptr, int(std::min<qint64>(logs, INT_MAX)))
                    .arg(megabytes(bytes), QLocale().toString(double(bytes) / 1e6 / seconds, 'f', 0)));
    }
    void clear()
    {
        if (m_shown)
            std::fputs("\r\x1b[K", stderr);
    }

private:
    const bool m_shown;
    QElapsedTimer m_sinceShown, m_elapsed;
};

} // namespace

BatchCommand::Outcome BatchCommand::triage(const KnowledgeSession &session, const Request &request)
{
    Outcome outcome;
    QFile list;
    if (!request.filesFrom.isEmpty()) {
        if (!openForReading(list, request.filesFrom)) {
            print(stderr,
                TriageCommand::tr("faultline triage: %1: %2\n").arg(request.filesFrom, list.errorString()));
            outcome.exitCode = 2;
            return outcome;
        }
    }
    BatchInputs inputs(request.names, list.isOpen() ? &list : nullptr);
    const TriageSetup setup
        = session.triageSetup().isValid() ? session.triageSetup() : TriageSetup(*session.matcher());
    const BatchTriage batch(
        setup, {.scope = request.scope, .jobs = request.jobs, .top = request.top, .cancel = nullptr});
    BatchSummary summary;
    Progress progress(!request.quiet && isatty(fileno(stderr)));
    batch.run(inputs, [&](const QJsonObject &line) {
        // One line per log, whole, as soon as it is known: a reader of the stream never waits for
        // the batch to end.
        print(stdout,
            TerminalText::jsonEscaped(QString::fromUtf8(QJsonDocument(line).toJson(QJsonDocument::Compact)))
                + u"\n"_s);
        std::fflush(stdout);
        summary.add(line);
        if (line.contains(u"error"_s))
            outcome.anyError = true;
        progress.update(summary.logs(), summary.bytes());
    });
    progress.clear();
    outcome.anyDiagnosis = summary.diagnosed() > 0;
    if (!request.summaryFile.isEmpty()) {
        if (!writeSummary(summary, request.summaryFile))
            outcome.anyError = true;
    } else if (!request.quiet) {
        print(stderr, summaryText(summary, request.top));
    }
    outcome.exitCode = outcome.anyError ? 2 : outcome.anyDiagnosis ? 0 : 1;
    return outcome;
}

int BatchCommand::merge(const QStringList &files, const QString &summaryFile, bool json, int top)
{
    BatchSummary summary;
    bool anyError = false;
    for (const QString &name : files) {
        QFile file;
        if (!openForReading(file, name)) {
            print(stderr, TriageCommand::tr("faultline triage: %1: %2\n").arg(name, file.errorString()));
            anyError = true;
            continue;
        }
        qint64 lineNumber = 0;
        while (!file.atEnd()) {
            const QByteArray text = file.readLine().trimmed();
            ++lineNumber;
            if (text.isEmpty())
                continue;
            QJsonParseError error;
            const QJsonDocument document = QJsonDocument::fromJson(text, &error);
            if (!document.isObject() || !document.object().contains(u"file"_s)) {
                print(stderr,
                    TriageCommand::tr("faultline triage: %1:%2: not a line of faultline triage --jsonl\n")
                        .arg(name)
                        .arg(lineNumber));
                anyError = true;
                continue;
            }
            summary.add(document.object());
        }
    }
    if (!summaryFile.isEmpty()) {
        if (!writeSummary(summary, summaryFile))
            anyError = true;
    } else if (json) {
        print(stdout, TerminalText::jsonEscaped(QString::fromUtf8(QJsonDocument(summary.toJson()).toJson())));
    } else {
        print(stdout, summaryText(summary, top));
    }
    if (anyError)
        return 2;
    return summary.diagnosed() > 0 ? 0 : 1;
}

} // namespace Faultline
