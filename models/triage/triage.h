// SPDX-License-Identifier: MIT
#pragma once

#include "logfile.h"
#include "logmatcher.h"
#include "nearbywords.h"
#include "record.h"
#include "recordscope.h"
#include "triagesetup.h"

#include <QIODevice>
#include <QList>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

namespace Faultline {

/// One place a record's regex matched: 0-based line, UTF-8 byte span in the line, and how much it
/// looks like the error the log is about (0 … 1).
struct TriageHit
{
    qint64 line = -1;
    int begin = 0, end = 0;
    double score = 0;
    float severity = 0; // 1 on an error line, 0.5 on a line with a failure word, less otherwise
    /// Whether what the regex matched is evidence of the error (not digits inside an id, a piece of
    /// a word, a path or a hash, nor mostly what a `.*` spanned), on a line that is not routine
    /// (an INFO line counts only when it names the record's exception, code or signal).
    bool evidence = true;
    /// On a line that goes on with an exception's message, how many lines below the exception's
    /// statement it is (ExceptionMessage::linesBelowException()); 0 on any other line.
    std::uint16_t linesBelowException = 0;
    /// Whether the line is a person's words about an error, not the program's report of it
    /// (OutcomeLine::isPersonalProse(), OutcomeLine::continuesPersonalProse()): no diagnosis.
    bool personal = false;
    /// Whether the program went on working after the exception the line states
    /// (ExceptionMessage::workWentOnAfter()): caught, printed, and not what stopped it.
    bool wentOn = false;

    /// The line stating the error this hit's line is part of: its own, or its exception's.
    qint64 errorLine() const { return line - linesBelowException; }
    /// Whether the hit's line is an error line ("RuntimeError: …", "[error] …", a line of an
    /// error's message at 0.9), not one that only says "warning" or "failed". Compared as a float,
    /// as kept: 0.9f is less than the double 0.9.
    bool onErrorLine() const { return severity >= 0.9f; }
};

/// A record found in a log, with what the diagnosis knows about it.
struct Finding
{
    Record record;
    qint64 hitCount = 0; // every hit, also those not kept in hits
    qint64 firstLine = -1, lastLine = -1;
    /// The first line where a hit is evidence on an error line (the first of a build's errors
    /// that its record matched), or -1; among the hits scored, which a batch may skip.
    qint64 firstErrorLine = -1;
    QList<TriageHit> hits; // the first maxKeptHits, in line order
    TriageHit best; // the hit that scored highest
    QString bestLine; // its text
    /// The words around the best hit's line, when another finding's best hit is on that line too:
    /// which of two records of one error names a product the log shows there.
    NearbyWords nearby;
    double score = 0; // the finding's rank score
    /// The probability that a developer would accept this record as the log's diagnosis (0 … 1),
    /// calibrated on a labelled set of logs (TriageConfidence), not a raw score.
    double confidence = 0;
    bool weak = false; // a hit that is no diagnosis (below diagnosisThreshold): shown dimmed
    /// An outcome ranked below the error it came from (CauseOrder): never more confident than the
    /// findings ranked above it.
    bool yielded = false;
    bool suggestion = false; // no regex hit: its signature resembles an error line (best)
    /// A suggestion whose record the search finds clearly first for its line but which names few
    /// of the line's rare words: shown first where nothing reads more like the line, never as a
    /// diagnosis.
    bool tentative = false;
    /// Its record names an exception's class alone, one whose errors other records tell apart by
    /// their messages (ClassRecords): whichever of them the log shows, never a diagnosis.
    bool classAlone = false;
    /// The same error in other environments (records of the same domain and error slug, which
    /// also matched or were suggested): one finding, its record the best of them, these after it
    /// best first.
    QList<Record> environments;
    /// What confidence was computed from (TriageConfidence's features, in its order): for the
    /// evaluation program, which fits and checks the calibration.
    QList<double> features;

    /// Confident enough to be called a diagnosis: findings below are shown as suggestions or weak
    /// hits, dimmed, and the CLI exits 1 when no finding is a diagnosis. Not 0.5: of the findings
    /// calibrated 0.5-0.6, developers accept about half (the evaluation's reliability table), a
    /// coin's toss, not a diagnosis to trust; they are still listed, first when they rank first.
    static constexpr double diagnosisThreshold = 0.6;
    bool isDiagnosis() const { return confidence >= diagnosisThreshold; }
    /// The ids of environments' records, best first: what the reports and the panel list.
    QStringList environmentIds() const
    {
        QStringList ids;
        for (const Record &r : environments)
            ids.append(r.id());
        return ids;
    }

    static constexpr int maxKeptHits = 1000;
};

/// How much of one line triage matches: a longer line (a 500 MB minified bundle, a binary dump)
/// is matched on its start only, so that time and memory stay bounded.
inline constexpr qsizetype maxMatchedLineBytes = 1 << 20;

struct TriageResult
{
    QList<Finding> findings; // ranked: diagnoses by score, then suggestions and weak hits by confidence
    qint64 lines = 0;
    qint64 bytes = 0;
    qint64 hitLines = 0; // lines with at least one hit
    qint64 cutLines = 0; // lines longer than maxMatchedLineBytes: only their start was matched
    bool complete = true; // false when cancelled or the input failed part way
    QString error; // why it failed, for the user
    QStringList ecosystems; // what the log looks like it comes from ("python", "kubernetes" …)
    /// The error lines no regex matched well, as suggestions start from (the last
    /// BlockTriage::maxSuggestionLines of them, each cut at 2,000 bytes), in line order: what a
    /// batch groups when nothing known was found.
    QStringList errorLines;
};

struct TriageControl
{
    const std::atomic_bool *cancel = nullptr;
    /// Called from the triage thread with bytes read so far and the total (0 when unknown).
    std::function<void(qint64 done, qint64 total)> progress;
    /// Called from the triage thread, at most every partialIntervalMs while the log is read, with
    /// the diagnosis of what was read so far (complete is false), so results can show as they come.
    std::function<void(TriageResult partial)> partial;
    int partialIntervalMs = 500;
    /// The log's encoding as the user chose it; unset: detected as LogFile does.
    std::optional<LogFile::Encoding> encoding;
    /// Which records may be found: software only unless the user asks for every record.
    ScopeFilter scope = ScopeFilter::Software;
    /// How many blocks of the log (8 MiB each) may be read ahead of the one merged next; 0: twice
    /// the global thread pool's threads. A batch that triages many logs at once sets it low, so
    /// that memory stays bounded by the logs in progress rather than by the cores.
    int maxBlocksInFlight = 0;
    /// Whether each finding keeps its first hits (Finding::maxKeptHits) for the log view and the
    /// report. A batch, which counts hits and lists none, leaves them out: every hit that cannot
    /// be its record's best is then only counted, as in the later blocks of a big log.
    bool keepHits = true;
    /// Whether the log's blocks are matched on the calling thread, one after the other, rather than
    /// on the global thread pool: a batch whose workers each triage a log of their own keeps every
    /// core busy without handing blocks between threads.
    bool matchOnThisThread = false;
};

/**
 * Reads a log once, matches every line against every record (LogMatcher, on the global thread
 * pool, block by block) and turns the hits into a ranked diagnosis.
 *
 * Ranking: each hit is scored by where it is (an error or exception line, a Python exception
 * line, the indented message below a "CMake Error at …:" line), how specific the match is (how
 * much of it is literal text of the regex, not what a `.*` spanned nor a word it cut, and the
 * share of the line it covers), how much the line resembles the record's signature, how well the
 * record's domain fits what the log looks like (a Python traceback, cargo, kubectl …, the
 * ecosystem with the most marks fitting best; a service the log names, such as MongoDB, fits as
 * well) and the record's confidence. A hit is evidence only through what its regex matched
 * (MatchEvidence: not digits inside an id, a cut word, a hex id or a path) on a line that is not
 * routine (LogLevel). A finding's score is its best hit's; its confidence is calibrated
 * (FindingRanker); findings below Finding::diagnosisThreshold are no diagnosis. Error lines that no
 * regex matched get suggestions by text similarity. Records outside TriageControl::scope are never
 * found.
 *
 * The input may be UTF-8, UTF-16 with a BOM or GB18030 (as LogFile detects; read with
 * LogBlockReader); memory stays bounded however long the log is (hits kept per record are capped,
 * the rest counted).
 *
 * Failures: a read error, or an exception from matching a block (std::bad_alloc …) or from the
 * input device, ends the run with complete false, error saying what failed, and the diagnosis of
 * what was merged before; run() throws nothing from them. It returns only once no block job
 * refers to the matcher or the input any more, also when cancelled.
 */
class Triage
{
public:
    static TriageResult run(const LogMatcher &matcher, QIODevice &input, const TriageControl &control = {});
    /// The same with what triage derives from the matcher built beforehand, for many logs.
    static TriageResult run(const TriageSetup &setup, QIODevice &input, const TriageControl &control = {});
    static TriageResult runFile(
        const LogMatcher &matcher, const QString &path, const TriageControl &control = {});
    /// The file at \a path with a setup built beforehand, for many logs.
    static TriageResult runFile(
        const TriageSetup &setup, const QString &path, const TriageControl &control = {});
};

} // namespace Faultline
