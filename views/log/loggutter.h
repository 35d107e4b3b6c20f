// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

namespace Faultline {

class LogFindings;
class LogLineCache;
class LogView;
class MonospaceText;

/**
 * The gutter left of a LogView's text: the number of each line on screen (the current one
 * brighter) and, on a line with a finding, a marker in its colour. A click makes the line
 * current. Painting reads the view's line cache, preparing the lines on screen if the view has
 * not yet; numbers are drawn from glyphs when the font allows. GUI thread only.
 */
class LogGutter : public QWidget
{
    Q_OBJECT
public:
    /// A child of \a view, showing \a lines and \a findings (the view's; they outlive the gutter).
    LogGutter(LogView *view, LogLineCache &lines, const LogFindings &findings);

    /// Draws the numbers from \a monospace's glyphs; none (or an invalid one): as text.
    void setMonospace(const MonospaceText *monospace) { m_monospace = monospace; }

    /// The width for a log of \a lineCount lines whose digits are \a charWidth wide: at least
    /// three digits, so that a growing short log does not shift its text.
    static int widthFor(qint64 lineCount, int charWidth);

Q_SIGNALS:
    /// \a line was clicked, with Shift when \a extendSelection.
    void lineClicked(qint64 line, bool extendSelection);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    LogView *m_view;
    LogLineCache &m_lines;
    const LogFindings &m_findings;
    const MonospaceText *m_monospace = nullptr;
};

} // namespace Faultline
