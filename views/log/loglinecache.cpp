// SPDX-License-Identifier: MIT
#include "loglinecache.h"

#include "logfile.h"
#include "logfindings.h"
#include "logmatcher.h"

#include <QElapsedTimer>

namespace Faultline {

namespace {

// Longest part of a line laid out and painted; the rest is marked as cut. Laying out more costs
// frames and nobody reads a 50 MB line on screen; copying takes the whole line.
constexpr qsizetype maxShownChars = 20000;
// Lines kept prepared (with their pixmaps) around the screen. Freeing a few hundred of them costs
// milliseconds, so it is done when idle (prefetch()); a frame trims only past the hard limit.
constexpr qsizetype maxCachedLines = 300;
constexpr qsizetype hardMaxCachedLines = 4 * maxCachedLines;

/// UTF-16 position in the decoded line of byte \a offset of its UTF-8 form \a utf8.
int utf16Position(std::string_view utf8, int offset)
{
    int units = 0;
    for (int i = 0; i < offset && i < int(utf8.size());) {
        const auto c = static_cast<unsigned char>(utf8[std::size_t(i)]);
        const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        units += length == 4 ? 2 : 1;
        i += length;
    }
    return units;
}

} // namespace

LogLineCache::LogLineCache(const LogFindings &findings) : m_findings(findings) { }

LogLineCache::~LogLineCache() = default;

void LogLineCache::setFile(LogFile *file)
{
    m_file = file;
    m_lines.clear();
}

void LogLineCache::setMatcher(std::shared_ptr<const LogMatcher> matcher)
{
    m_matcher = std::move(matcher);
}

void LogLineCache::prepare(qint64 first, qint64 last)
{
    if (!m_file)
        return;
    if (qsizetype(m_lines.size()) > hardMaxCachedLines)
        trim(first, last);
    std::vector<qint64> missing;
    for (qint64 n = first; n < last; ++n) {
        if (!m_lines.contains(n))
            missing.push_back(n);
    }
    if (missing.empty())
        return;
    read(missing);
    if (m_matcher)
        match(missing);
}

void LogLineCache::read(const std::vector<qint64> &missing)
{
    // Read a stretch of consecutive lines at a time: a screen after a jump is one read.
    QList<QString> texts;
    QList<bool> cuts;
    for (std::size_t i = 0; i < missing.size();) {
        std::size_t j = i + 1;
        while (j < missing.size() && missing[j] == missing[j - 1] + 1)
            ++j;
        QList<bool> stretchCuts;
        texts += m_file->lines(LineNumber(missing[i]), qsizetype(j - i), maxShownChars, &stretchCuts);
        cuts += stretchCuts;
        texts.resize(qsizetype(j)); // lines gone from the file meanwhile are shown empty
        cuts.resize(qsizetype(j));
        i = j;
    }
    for (std::size_t i = 0; i < missing.size(); ++i) {
        auto line = std::make_unique<LogLine>();
        line->text = std::move(texts[qsizetype(i)]);
        line->cut = cuts[qsizetype(i)];
        // A log written for a terminal: its colours show as colours, and spans, search and
        // selections count in the text as it reads (as triage's hits do). Colour codes that lost
        // their ESC on the way (a log copied from a CI page) are read as colour codes too.
        if (AnsiText::hasLostEscapes(line->text))
            line->text = AnsiText::restoreLostEscapes(line->text);
        if (AnsiText::hasEscape(line->text)) {
            AnsiText::Styled styled = AnsiText::parse(line->text);
            line->text = std::move(styled.text);
            line->ansiRuns = std::move(styled.runs);
            line->ansi = true;
        }
        line->severity = LogSeverity::of(line->text);
        // Tabs and control characters would confuse the layout; show them as spaces and symbols.
        for (QChar &c : line->text) {
            if (c.unicode() < 0x20 && c != u'\t')
                c = QChar(0x2400 + c.unicode()); // ␀ … ␟
        }
        m_lines.emplace(missing[i], std::move(line));
    }
}

void LogLineCache::match(const std::vector<qint64> &missing)
{
    std::string block;
    for (const qint64 n : missing) {
        const QByteArray utf8 = m_lines[n]->text.toUtf8();
        block.append(utf8.constData(), std::size_t(utf8.size()));
        block.push_back('\n');
    }
    m_matcher->matchBlock(
        block, [&](qint64 index, std::string_view text, std::span<const LogMatcher::Hit> hits) {
            LogLine &line = *m_lines[missing[std::size_t(index)]];
            double best = -1, bestWeak = -1;
            for (const LogMatcher::Hit &h : hits) {
                const int start = utf16Position(text, h.begin);
                const int end = utf16Position(text, h.end);
                line.spans.append({start, end - start, h.pattern});
                const int f = m_findings.findingOfPattern(h.pattern);
                if (f < 0)
                    continue;
                const Finding &finding = m_findings.at(f);
                if (!finding.weak && finding.score > best) {
                    best = finding.score;
                    line.link = f;
                    line.marker = f;
                } else if (finding.weak && best < 0 && finding.score > bestWeak) {
                    bestWeak = finding.score;
                    line.marker = f;
                }
            }
        });
    // Suggestions have no hit: their link goes on the line they resemble.
    for (qsizetype i = 0; i < m_findings.size(); ++i) {
        const Finding &f = m_findings.at(i);
        if (f.suggestion) {
            if (const auto it = m_lines.find(f.best.line); it != m_lines.end() && it->second->link < 0) {
                it->second->link = int(i);
                it->second->marker = int(i);
            }
        }
    }
}

void LogLineCache::trim(qint64 first, qint64 last)
{
    for (auto it = m_lines.begin(); it != m_lines.end();)
        it = it->first < first - 100 || it->first > last + 100 ? m_lines.erase(it) : std::next(it);
}

bool LogLineCache::prefetch(qint64 first, int page, const std::function<bool(LogLine &)> &render)
{
    if (!m_file)
        return true;
    const qint64 count = m_file->lineCount();
    const qint64 from = std::max<qint64>(0, first - page), to = std::min(count, first + 2 * page);
    if (qsizetype(m_lines.size()) > maxCachedLines)
        trim(from, to);
    prepare(from, to);
    // Drawn into pixmaps ahead, so that scrolling and paging only blit: the lines on screen
    // (drawn from glyphs when they were new), then the page below (the way a log is read), then
    // the one above. A slice at a time, so that input never waits long.
    QElapsedTimer slice;
    slice.start();
    auto renderRange = [&](qint64 a, qint64 b) {
        for (qint64 n = a; n < b; ++n) {
            if (render(*m_lines[n]) && slice.elapsed() >= 8)
                return false;
        }
        return true;
    };
    return renderRange(first, std::min(count, first + page)) && renderRange(std::min(count, first + page), to)
        && renderRange(from, first);
}

} // namespace Faultline
