// SPDX-License-Identifier: MIT
#pragma once

#include "ansitext.h"
#include "logseverity.h"
#include "monospacetext.h"

#include <QPixmap>
#include <QPointer>
#include <QString>
#include <QTextLayout>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>

namespace Faultline {

class LogFile;
class LogFindings;
class LogMatcher;

/// A line of the log as the view draws it: its text, matches and markers, and what drawing it
/// made (filled in by the view as it draws).
struct LogLine
{
    struct Span
    {
        int start, length; // in the decoded line (UTF-16 units)
        int pattern;
    };
    QString text; ///< as shown: without the log's ANSI escape sequences
    bool cut = false;
    bool ansi = false; ///< the log's own colour codes colour the line (AnsiText), not the syntax
    QList<AnsiText::Run> ansiRuns;
    QList<Span> spans;
    LogSeverity::Level severity = LogSeverity::Level::None; ///< stated by the line
    // What is drawn: the text (with a mark when cut) and its formats, from glyphs when it can be.
    bool formatted = false;
    QString cutText; // the text with its mark, when cut
    QList<QTextLayout::FormatRange> formats;
    std::optional<MonospaceText::Prepared> glyphs; // when drawn from glyphs
    int width = 0;
    const QString &shown() const { return cut ? cutText : text; }
    // Otherwise laid out, and drawn once for the current horizontal scroll and width: a frame
    // then only blits lines it has seen (QTextLayout::draw is the expensive part of a frame).
    // Laid out too when a position in the line is needed (clicks, selections).
    QTextLayout layout;
    bool laidOut = false;
    // Word wrap: the width the layout wraps at (0: one row, not wrapped), the rows it makes and
    // the widest of them. The view wraps only the lines it shows.
    int wrapWidth = 0;
    int rows = 1;
    int wrappedWidth = 0;
    bool isWrapped() const { return rows > 1; }
    QPixmap pixmap;
    int pixmapScroll = -1;
    int marker = -1; // finding shown in the gutter (strongest on the line), or -1
    int link = -1; // finding whose link the line carries, or -1
};

/**
 * The lines of a LogFile near the screen, read and matched once and then kept with what drawing
 * them needs (formats, glyphs or a layout, a pixmap), which the log view fills in as it draws.
 *
 * Keeps a few hundred lines: prepare() reads only lines it lacks, a stretch of consecutive lines
 * at a time, and trims only past a hard limit so that a frame seldom frees anything; prefetch(),
 * run when the event loop is idle, trims to the soft limit and prepares the pages around the
 * screen. GUI thread only. A line number is invalid when prepare() has not covered it: line()
 * must not be asked for it.
 */
class LogLineCache
{
public:
    /// Lines are matched against \a findings' patterns (it must outlive the cache).
    explicit LogLineCache(const LogFindings &findings);
    ~LogLineCache();

    /// The file read from (not owned; none: nothing is prepared). Forgets every line.
    void setFile(LogFile *file);
    /// The matcher whose hits become spans, markers and links; forgets nothing (clear() does).
    void setMatcher(std::shared_ptr<const LogMatcher> matcher);

    void clear() { m_lines.clear(); }
    /// Forgets \a number, to be read again (a last line that grew).
    void forget(qint64 number) { m_lines.erase(number); }
    qsizetype size() const { return qsizetype(m_lines.size()); }

    /// Reads and matches the lines from \a first to before \a last that are not prepared yet.
    void prepare(qint64 first, qint64 last);
    /// A prepared line (see prepare()).
    LogLine &line(qint64 number) { return *m_lines[number]; }

    /// Idle work around the screen, whose first line is \a first and which shows \a page lines:
    /// trims to the soft limit, prepares a page above and two below, then hands lines to
    /// \a render (true if it drew, which costs time) – the screen's, the page below, the page
    /// above – until about 8 ms are spent. False when work remains for another call.
    bool prefetch(qint64 first, int page, const std::function<bool(LogLine &)> &render);

private:
    /// Forgets the lines more than a hundred lines away from [\a first, \a last).
    void trim(qint64 first, qint64 last);
    /// New lines for \a missing (ascending), their ANSI escape sequences read as colours and taken
    /// out, their other control characters made visible; a line gone from the file meanwhile is
    /// empty.
    void read(const std::vector<qint64> &missing);
    /// Spans, markers and links of \a missing's lines, just read.
    void match(const std::vector<qint64> &missing);

    const LogFindings &m_findings;
    QPointer<LogFile> m_file;
    std::shared_ptr<const LogMatcher> m_matcher;
    std::unordered_map<qint64, std::unique_ptr<LogLine>> m_lines;
};

} // namespace Faultline
