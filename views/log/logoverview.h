// SPDX-License-Identifier: MIT
#pragma once

#include <QPixmap>
#include <QWidget>

namespace Faultline {

class LogFindings;
class LogView;

/**
 * The strip right of a LogView's text: where in the whole log the findings' hits are (a mark a
 * pixel row in the finding's colour, weak findings narrower and under the others) and where the
 * screen is. A click or a drag scrolls the view there. The marks are drawn once into a pixmap,
 * again only when the size or the line count changes or invalidate() is called, so a scroll
 * costs a blit. GUI thread only.
 */
class LogOverview : public QWidget
{
public:
    static constexpr int stripWidth = 12;

    /// A child of \a view, showing \a findings (the view's; they outlive the strip).
    LogOverview(LogView *view, const LogFindings &findings);

    /// Draws the marks again at the next paint (the findings or the palette changed).
    void invalidate() { m_cachedLines = -1; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void drawMarks(qint64 lineCount);
    /// Scrolls the view so that the line at \a y is in the middle of the screen.
    void jump(int y);

    LogView *m_view;
    const LogFindings &m_findings;
    QPixmap m_cache;
    qint64 m_cachedLines = -1; // line count the cache was drawn for
};

} // namespace Faultline
