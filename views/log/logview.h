// SPDX-License-Identifier: MIT
#pragma once

#include "logmatcher.h"
#include "triage.h"

#include <QAbstractScrollArea>
#include <QHash>
#include <QPixmap>
#include <QPointer>

#include <map>
#include <memory>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace Faultline {

class LineColourer;
class MonospaceText;

class LogFile;

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
    friend class LogViewGutter;
    friend class LogViewOverview;
    struct Span
    {
        int start, length; // in the decoded line (UTF-16 units)
        int pattern;
    };
    struct Line;
    /// A finding's inline links, drawn once for all findings that say the same.
    struct LinkLabel
    {
        QPixmap pill;
        std::pair<int, int> workarounds, deadEnds; // (x in the pill, width) of each link
        int baseline = 0; // of the text, from the line's top
    };
    const LinkLabel &linkLabel(int finding);
    struct LinkArea
    {
        QRect rect;
        qint64 line;
        int finding; // in m_findings
        Link which;
    };
    struct Position
    {
        qint64 line = -1;
        qsizetype column = 0;
        auto operator<=>(const Position &) const = default;
    };

    const Line &line(qint64 number);
    void prepareLines(qint64 first, qint64 last);
    /// Forgets the prepared lines more than a hundred lines away from [\a first, \a last).
    void trimLines(qint64 first, qint64 last);
    void prefetch();
    /// Draws \a line into its pixmap for the current width and horizontal scroll, unless it is
    /// drawn already; true if it had to be drawn.
    bool renderLine(Line &line);
    bool hasPixmap(const Line &line) const;
    /// Works out how \a line is drawn, once: its colours and matches, and whether it can be
    /// drawn from glyphs (MonospaceText) or needs a QTextLayout.
    void formatLine(Line &line);
    void layoutLine(Line &line);
    QColor patternColor(int pattern, bool weak) const;
    void updateScrollBars();
    void updateGeometries();
    void paintGutter(QPaintEvent *event, QWidget *gutter);
    void paintOverview(QPaintEvent *event, QWidget *overview);
    void overviewJump(int y, int height);
    int gutterWidth() const;
    int lineHeight() const { return m_lineHeight; }
    Position positionAt(const QPoint &viewportPoint);
    void setCurrent(qint64 number, bool extendSelection);
    void ensureVisible(qint64 line, bool centre);
    void resetCaches();
    /// The colourer for the syntax in effect, with the palette's theme; made when first needed.
    LineColourer &colourer();

    QPointer<LogFile> m_file;
    std::unique_ptr<MonospaceText> m_monospace; // when the font is monospace for ASCII
    std::shared_ptr<const LogMatcher> m_matcher;
    QList<Finding> m_findings;
    std::vector<int> m_findingOfPattern; // pattern → index in m_findings, or -1
    std::vector<int> m_patternOfFinding; // index in m_findings → its pattern (its colour)
    QString m_syntax; // chosen by the user; empty: by content
    QString m_autoSyntax; // chosen by content, once lines are there
    std::unique_ptr<LineColourer> m_colourer; // for effectiveSyntax(), with the palette's theme
    QString m_search;

    std::unordered_map<qint64, std::unique_ptr<Line>> m_lines; // laid-out lines near the screen
    QList<LinkArea> m_links; // drawn in the last paint
    // By what they say (a suggestion, workarounds, dead ends): a log has many findings but few
    // such labels, so a jump rarely draws one.
    std::map<std::tuple<bool, qsizetype, qsizetype>, LinkLabel> m_linkLabels;
    int m_hoverLink = -1;
    qint64 m_hoverLine = -1; // the line under the pointer
    int m_lineHeight = 16;
    int m_charWidth = 8;
    int m_widest = 0; // widest line laid out so far, for the horizontal scroll bar
    qint64 m_current = 0;
    Position m_anchor, m_cursor; // selection from anchor to cursor
    bool m_selecting = false;
    bool m_prefetchQueued = false;
    qsizetype m_findColumn = -1, m_findLength = 0;

    QWidget *m_gutter;
    QWidget *m_overview;
    QPixmap m_overviewCache;
    qint64 m_overviewLines = -1; // line count the cache was drawn for
};

} // namespace Faultline
