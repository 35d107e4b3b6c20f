// SPDX-License-Identifier: MIT
#pragma once

#include "logmatcher.h"
#include "triage.h"

#include <QAbstractScrollArea>
#include <QPointer>
#include <QRect>
#include <QVarLengthArray>

#include <memory>
#include <set>

class QAction;

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
 * Lines are tinted by the severity they state (errors red-ish, warnings amber; debug lines
 * dimmed). With word wrap on, a line wider than the view continues on further rows; only the
 * lines on screen are wrapped, and scrolling and the gutter count log lines, not rows.
 *
 * Keys: arrows, Page Up/Down, Ctrl+Home/End move the current line; Shift extends the selection;
 * Ctrl+C copies it. Actions (object names in brackets; their shortcuts work while the view, or
 * the widget that adds them, has focus): Word Wrap, Alt+Z (logWordWrap, checkable, remembered);
 * Toggle Bookmark, Ctrl+F2 (logToggleBookmark); Next Bookmark, F2 (logNextBookmark); Previous
 * Bookmark, Shift+F2 (logPreviousBookmark).
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
    /// Where the text of \a line was drawn in the last paint, in viewport coordinates: its visible
    /// part, cut where a link label takes the right margin; empty when it is not on screen or
    /// shows no text (tests and tools).
    QRect textRect(qint64 line) const;

    /// Repaints after the file grew or the palette changed; forgets cached lines.
    void refresh();

    /// Word wrap: lines wider than the view continue on further rows (no horizontal scrolling).
    void setWordWrap(bool wrap);
    bool wordWrap() const { return m_wrap; }
    QAction *wordWrapAction() const { return m_wrapAction; }

    /// Bookmarked lines (0-based), shown in the gutter; they stay while the file is shown.
    void toggleBookmark(qint64 line);
    const std::set<qint64> &bookmarks() const { return m_bookmarks; }
    /// Makes the next (or previous) bookmarked line current, going round; false when none is.
    bool goToBookmark(bool backward);
    QAction *toggleBookmarkAction() const { return m_toggleBookmarkAction; }
    QAction *nextBookmarkAction() const { return m_nextBookmarkAction; }
    QAction *previousBookmarkAction() const { return m_previousBookmarkAction; }

    /// A line on screen: where its first row is (viewport y, negative when it starts above the
    /// top) and how many rows it takes (1 unless wrapped).
    struct ScreenLine
    {
        qint64 line;
        int y;
        int rows;
    };
    /// The lines on screen, top to bottom, laid out for the current scroll, width and wrap.
    const QList<ScreenLine> &screenLines();
    /// The line shown at viewport \a y, or -1 when none is.
    qint64 lineAt(int y);

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
    void wheelEvent(QWheelEvent *event) override;
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
    /// selection over it, left of \a clip only.
    void drawLineText(Frame &frame, LogLine &line, qint64 number, int y, int clip);
    /// Places the link label of \a line, line \a number, at \a y, beside the text; returns
    /// where the text must stop so that the label does not cover it.
    int placeLink(Frame &frame, const LogLine &line, qint64 number, int y);
    /// The width of \a finding's link label, which is drawn when first needed.
    int linkLabelWidth(int finding);
    void updateScrollBars();
    void updateGeometries();
    Position positionAt(const QPoint &viewportPoint);
    void setCurrent(qint64 number, bool extendSelection);
    void ensureVisible(qint64 line, bool centre);
    void ensureVisibleWrapped(qint64 line, bool centre);
    void resetCaches();
    /// The rows \a line takes: 1, or with word wrap on, as many as it wraps into (laid out now).
    int wrapLine(LogLine &line);
    /// Rows of line \a number (read and wrapped if need be).
    int rowsOf(qint64 number);
    /// Shows \a line's row \a row at the top of the view.
    void setTop(qint64 line, int row);
    /// Scrolls by \a rows rows (word wrap), down when positive.
    void scrollRows(int rows);
    void makeActions();
    void retranslate();

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
    QVarLengthArray<std::pair<qint64, QRect>, 64> m_textRects; // drawn in the last paint
    int m_lineHeight = 16;
    int m_charWidth = 8;
    int m_widest = 0; // widest line laid out so far, for the horizontal scroll bar
    qint64 m_current = 0;
    Position m_anchor, m_cursor; // selection from anchor to cursor
    bool m_selecting = false;
    bool m_prefetchQueued = false;

    bool m_wrap = false;
    int m_topRow = 0; // word wrap: rows of the top line scrolled above the view
    bool m_settingTop = false; // the scroll bar moves with the top row kept
    QList<ScreenLine> m_screen;
    bool m_screenValid = false;
    int m_wheelDelta = 0; // a wheel's eighths of a degree not yet scrolled (word wrap)
    std::set<qint64> m_bookmarks;
    QAction *m_wrapAction;
    QAction *m_toggleBookmarkAction;
    QAction *m_nextBookmarkAction;
    QAction *m_previousBookmarkAction;

    LogGutter *m_gutter;
    LogOverview *m_overview;
};

} // namespace Faultline
