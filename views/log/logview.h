// SPDX-License-Identifier: MIT
#pragma once

#include "logmatcher.h"
#include "triage.h"

#include <QAbstractScrollArea>
#include <QPointer>

#include <memory>

namespace Faultline {

class LogFile;
class LogFindings;
class LogGutter;
class LogLineCache;
class LogLineFormatter;
class LogLinkLabels;
class LogOverview;
struct LogLine;

/**
 * Shows a LogFile of any size. It is not an item view: it paints only the lines on screen,
 * decoding, colouring (KSyntaxHighlighting) and matching them (LogMatcher) as they come into
 * view, and keeps a few hundred laid-out lines cached so scrolling repaints cheaply.
 *
 * Around the text: a gutter with line numbers and a marker on matched lines, and an overview strip
 * beside the scrollbar showing where in the whole log the findings are. Each matched span is
 * tinted in its record's colour (weak findings only underlined), and a matched line of a finding
 * carries a link, "3 workarounds · 2 dead ends", that asks to open the record at that section.
 *
 * Keys: arrows, Page Up/Down, Ctrl+Home/End move the current line; Shift extends the selection;
 * Ctrl+C copies it.
 */
class LogView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    enum class Link { Workarounds, DeadEnds };
    Q_ENUM(Link)

    explicit LogView(QWidget *parent = nullptr);
    ~LogView() override;

    /// The file shown (not owned); lines appear as it indexes.
    void setLogFile(LogFile *file);
    LogFile *logFile() const { return m_file; }
    void setMatcher(std::shared_ptr<const LogMatcher> matcher);
    /// Which records were found and how they rank: colours, links and the overview come from it.
    void setFindings(const QList<Finding> &findings);

    /// A KSyntaxHighlighting definition by name; empty chooses by content (a Python traceback, or
    /// a log file).
    void setSyntax(const QString &definitionName);
    QString syntax() const;
    QString effectiveSyntax() const;

    /// Occurrences of \a text (ignoring case) are marked on the lines shown.
    void setSearchText(const QString &text);

    /// Makes \a line (0-based) the current line, scrolled into view (centred when far), with
    /// \a column … \a column + \a length selected when given.
    void goToLine(qint64 line, qsizetype column = -1, qsizetype length = 0);
    qint64 currentLine() const { return m_current; }
    qint64 firstVisibleLine() const;
    int visibleLineCount() const;
    /// Height of a line on screen, in pixels.
    int lineHeight() const { return m_lineHeight; }

    QString selectedText() const;
    void copy();

    /// Where the link to \a which is drawn for \a line, in viewport coordinates; empty when the
    /// line is not on screen or has no link (tests and tools).
    QRect linkRect(qint64 line, Link which) const;

    /// Repaints after the file grew or the palette changed; forgets cached lines.
    void refresh();

Q_SIGNALS:
    void linkActivated(const QString &recordId, Faultline::LogView::Link which);
    void currentLineChanged(qint64 line);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    struct Position
    {
        qint64 line = -1;
        qsizetype column = 0;
        auto operator<=>(const Position &) const = default;
    };
    struct Frame; // what one paintEvent() draws with

    /// \a number read, matched and laid out.
    const LogLine &line(qint64 number);
    /// Draws the lines around the screen into pixmaps, a slice at a time, when the event loop is idle.
    void prefetch();
    /// Draws \a line into its pixmap for the current width and horizontal scroll, unless it is
    /// drawn already; true if it had to be drawn.
    bool renderLine(LogLine &line);
    bool hasPixmap(const LogLine &line) const;
    /// Works out how \a line is drawn, once (LogLineFormatter), and widens the horizontal scroll
    /// bar when it is the widest line yet.
    void formatLine(LogLine &line);
    void layoutLine(LogLine &line);
    /// Draws the text of \a line, line \a number of the log, at \a y, with the search and
    /// selection over it.
    void drawLineText(Frame &frame, LogLine &line, qint64 number, int y);
    /// Places the link label of \a line, line \a number, at \a y, to be drawn over the text.
    void placeLink(Frame &frame, const LogLine &line, qint64 number, int y);
    void updateScrollBars();
    void updateGeometries();
    Position positionAt(const QPoint &viewportPoint);
    void setCurrent(qint64 number, bool extendSelection);
    void ensureVisible(qint64 line, bool centre);
    void resetCaches();

    QPointer<LogFile> m_file;
    std::shared_ptr<const LogMatcher> m_matcher;
    // Behind pointers so that this header needs none of theirs; the gutter and the overview
    // strip hold references to them.
    std::unique_ptr<LogFindings> m_findings;
    std::unique_ptr<LogLineCache> m_lines; // prepared lines near the screen
    std::unique_ptr<LogLineFormatter> m_formatter; // how they are drawn, and the syntax in effect
    std::unique_ptr<LogLinkLabels> m_linkLabels;
    QString m_search;

    int m_hoverLink = -1; // index of the link under the pointer in the link labels' areas
    qint64 m_hoverLine = -1; // the line under the pointer
    int m_lineHeight = 16;
    int m_charWidth = 8;
    int m_widest = 0; // widest line laid out so far, for the horizontal scroll bar
    qint64 m_current = 0;
    Position m_anchor, m_cursor; // selection from anchor to cursor
    bool m_selecting = false;
    bool m_prefetchQueued = false;

    LogGutter *m_gutter;
    LogOverview *m_overview;
};

} // namespace Faultline
