// SPDX-License-Identifier: MIT
#include "triage.h"

#include "blocktriage.h"
#include "failuretext.h"
#include "findingranker.h"
#include "linewords.h"
#include "logblockreader.h"
#include "logging.h"
#include "patterntext.h"
#include "recordsearch.h"
#include "triagesetup_p.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFuture>
#include <QThreadPool>
#include <QtConcurrentRun>

#include <deque>
#include <exception>
#include <optional>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr qint64 blockSize = 8 << 20;

/**
 * One Triage::run(): reads the log block by block, sends the blocks to the global thread pool to
 * be matched, and merges their results in line order as they come back; at the end, or for a
 * partial result, the ranking makes a diagnosis of what was merged.
 */
class TriageRun
{
public:
    TriageRun(const TriageSetup::Data &setup, const TriageControl &control)
        : m_setup(setup)
        , m_matcher(setup.matcher)
        , m_control(control)
        , m_blockTriage(setup.matcher, setup.patternTexts)
        , m_full(std::size_t(setup.matcher.patternCount()), control.keepHits ? 0 : 1)
        , m_maxInFlight(control.maxBlocksInFlight > 0
                  ? control.maxBlocksInFlight
                  : std::max(2, QThreadPool::globalInstance()->maxThreadCount() * 2))
    {
        m_collected.ecosystemMarks.fill(0, qsizetype(LineWords::ecosystems().size()));
    }

    TriageResult run(QIODevice &input);

private:
    bool readAndMatch(LogBlockReader &reader);
    void collectOldest(LogBlockReader &reader);
    void collect(BlockResult block);
    void reportPartial();
    void waitForBlocks();

    struct InFlight
    {
        QFuture<BlockResult> future;
        LogBlockReader::Block block; // its buffer is recycled once the block is matched
    };

    const TriageSetup::Data &m_setup; // the texts and indexes the ranking reads
    const LogMatcher &m_matcher;
    const TriageControl &m_control;
    const BlockTriage m_blockTriage;
    // Per pattern: whether Finding::maxKeptHits of its hits are kept; blocks started later need
    // not score most of their hits of it.
    std::vector<std::uint8_t> m_full;
    const qsizetype m_maxInFlight;
    std::deque<InFlight> m_inFlight;
    Collected m_collected;
    TriageResult m_result;
    qint64 m_total = 0; // the input's size, 0 when unknown
};

TriageResult TriageRun::run(QIODevice &input)
{
    m_total = input.isSequential() ? 0 : input.size();
    bool cancelled = false;
    // Declared before the blocks in flight are waited for: they read its buffers.
    std::optional<LogBlockReader> reader;
    try {
        reader.emplace(input,
            LogBlockReader::Options {.encoding = m_control.encoding,
                .blockBytes = blockSize,
                .maxLineBytes = maxMatchedLineBytes});
        cancelled = !readAndMatch(*reader);
    } catch (...) {
        // A block job or the input failed (std::bad_alloc, a device that throws): the run ends
        // with what was merged so far, saying why, rather than never.
        m_result.error = u"the triage stopped: %1"_s.arg(failureText(std::current_exception()));
        qCWarning(lcTriage) << m_result.error;
    }
    waitForBlocks(); // after a cancel or a failure: nothing refers to the matcher or reader later
    m_result.complete = !cancelled && m_result.error.isEmpty();
    for (const ErrorLine &e : std::as_const(m_collected.unmatchedErrors)) {
        if (!e.wellMatched())
            m_result.errorLines.append(QString::fromUtf8(e.text));
    }
    FindingRanker(m_setup, m_control.scope).rank(m_result, std::move(m_collected));
    return std::move(m_result);
}

/// Reads the whole input, keeping the thread pool busy with blocks; false when cancelled.
bool TriageRun::readAndMatch(LogBlockReader &reader)
{
    qint64 partialLines = 0; // lines the last partial result covered
    QElapsedTimer sincePartial;
    sincePartial.start();
    for (;;) {
        if (m_control.cancel && m_control.cancel->load())
            return false;
        const LogBlockReader::Block block = reader.next();
        m_result.bytes = reader.bytesRead();
        m_result.cutLines = reader.cutLines();
        if (!reader.errorString().isEmpty()) {
            m_result.error = reader.errorString();
            return true;
        }
        if (block.text.empty()) {
            reader.recycle(block);
        } else {
            // Its place first: a job must never run that waitForBlocks() does not know of.
            m_inFlight.push_back({QFuture<BlockResult>(), block});
            m_inFlight.back().future = m_control.matchOnThisThread
                ? QtFuture::makeReadyValueFuture(m_blockTriage.match(block.text, m_full))
                : QtConcurrent::run(
                      [this, full = m_full, text = block.text] { return m_blockTriage.match(text, full); });
        }
        while (!m_inFlight.empty() && (reader.atEnd() || qsizetype(m_inFlight.size()) >= m_maxInFlight))
            collectOldest(reader);
        if (m_control.progress)
            m_control.progress(m_result.bytes, m_total);
        if (reader.atEnd())
            return true;
        if (m_control.partial && m_result.lines > partialLines
            && sincePartial.elapsed() >= m_control.partialIntervalMs) {
            partialLines = m_result.lines;
            reportPartial();
            sincePartial.restart();
        }
    }
}

void TriageRun::collectOldest(LogBlockReader &reader)
{
    collect(m_inFlight.front().future.result()); // rethrows what the block job threw
    reader.recycle(m_inFlight.front().block);
    m_inFlight.pop_front();
}

/// Merges a block's result, the next in line order.
void TriageRun::collect(BlockResult block)
{
    const qint64 base = m_result.lines;
    for (auto &[pattern, bf] : block.findings) {
        Finding &f = m_collected.findings[pattern];
        if (f.hitCount == 0) {
            f.record = m_matcher.records().at(pattern);
            f.firstLine = base + bf.firstLine;
        }
        if (f.firstErrorLine < 0 && bf.firstErrorLine >= 0)
            f.firstErrorLine = base + bf.firstErrorLine;
        f.hitCount += bf.hitCount;
        f.lastLine = base + bf.lastLine;
        for (TriageHit h : std::as_const(bf.hits)) {
            if (f.hits.size() >= Finding::maxKeptHits)
                break;
            h.line += base;
            f.hits.append(h);
        }
        m_full[std::size_t(pattern)] = !m_control.keepHits || f.hits.size() >= Finding::maxKeptHits;
        if (f.bestLine.isNull() || bf.best.score > f.best.score) {
            f.best = bf.best;
            f.best.line += base;
            f.bestLine = bf.bestLine;
            f.nearby = bf.nearby;
        }
    }
    QList<ErrorLine> &unmatched = m_collected.unmatchedErrors;
    for (ErrorLine &e : block.unmatchedErrors) {
        e.line += base;
        unmatched.append(std::move(e));
    }
    for (ErrorLine &e : block.tinyLogLines) {
        e.line += base;
        m_collected.tinyLogLines.append(std::move(e));
    }
    while (unmatched.size() > BlockTriage::maxSuggestionLines)
        unmatched.removeFirst();
    for (qsizetype i = 0; i < m_collected.ecosystemMarks.size(); ++i)
        m_collected.ecosystemMarks[i] += block.ecosystemMarks.value(i);
    m_result.lines += block.lines;
    m_result.hitLines += block.hitLines;
}

/// The diagnosis of what was read so far, so that results show while the log is still read.
void TriageRun::reportPartial()
{
    TriageResult snapshot;
    snapshot.lines = m_result.lines;
    snapshot.bytes = m_result.bytes;
    snapshot.hitLines = m_result.hitLines;
    snapshot.cutLines = m_result.cutLines;
    snapshot.complete = false;
    FindingRanker(m_setup, m_control.scope).rank(snapshot, m_collected);
    m_control.partial(std::move(snapshot));
}

void TriageRun::waitForBlocks()
{
    for (InFlight &block : m_inFlight) {
        try {
            block.future.waitForFinished();
        } catch (...) {
            // Cancelled or failed already: what this block gave, or threw, is not used.
        }
    }
    m_inFlight.clear();
}

} // namespace

TriageResult Triage::run(const LogMatcher &matcher, QIODevice &input, const TriageControl &control)
{
    return run(TriageSetup(matcher), input, control);
}

TriageResult Triage::run(const TriageSetup &setup, QIODevice &input, const TriageControl &control)
{
    return TriageRun(setup.data(), control).run(input);
}

TriageResult Triage::runFile(const LogMatcher &matcher, const QString &path, const TriageControl &control)
{
    return runFile(TriageSetup(matcher), path, control);
}

TriageResult Triage::runFile(const TriageSetup &setup, const QString &path, const TriageControl &control)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        TriageResult result;
        result.complete = false;
        result.error = file.errorString();
        return result;
    }
    return run(setup, file, control);
}

} // namespace Faultline
