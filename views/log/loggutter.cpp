// SPDX-License-Identifier: MIT
#include "loggutter.h"

#include "logfile.h"
#include "logfindings.h"
#include "loglinecache.h"
#include "logview.h"
#include "monospacetext.h"

#include <QMouseEvent>
#include <QPainter>

#include <cmath>
#include <set>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr int markerWidth = 4;
constexpr int textMargin = 6;

} // namespace

LogGutter::LogGutter(LogView *view, LogLineCache &lines, const LogFindings &findings)
    : QWidget(view), m_view(view), m_lines(lines), m_findings(findings)
{
    setObjectName(u"LogViewGutter"_s);
    setAttribute(Qt::WA_OpaquePaintEvent); // paints every pixel
}

int LogGutter::widthFor(qint64 lineCount, int charWidth)
{
    const qint64 lines = std::max<qint64>(lineCount, 999);
    const int digits = int(std::log10(double(lines))) + 1;
    return charWidth * digits + markerWidth + 2 * textMargin;
}

void LogGutter::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette pal = m_view->palette();
    p.fillRect(rect(), pal.color(QPalette::AlternateBase));
    const LogFile *file = m_view->logFile();
    if (!file)
        return;
    const QList<LogView::ScreenLine> &screen = m_view->screenLines();
    if (screen.isEmpty())
        return;
    const qint64 current = m_view->currentLine();
    const int lineHeight = m_view->lineHeight();
    m_lines.prepare(screen.first().line, screen.last().line + 1);
    p.setFont(m_view->font());
    const int numberRight = width() - markerWidth - textMargin;
    // The numbers in two glyph runs, the current line's colour and the others': a text layout
    // each cost a fifth of a wheel step's frame.
    MonospaceText::Batch numbers;
    const std::set<qint64> &bookmarks = m_view->bookmarks();
    for (const LogView::ScreenLine &s : screen) {
        const qint64 n = s.line;
        const int y = s.y; // a wrapped line's number on its first row
        const int height = s.rows * lineHeight;
        const LogLine &l = m_lines.line(n);
        if (bookmarks.contains(n)) { // a bookmark: a band in the link colour behind the number
            QColor c = pal.color(QPalette::Link);
            c.setAlpha(70);
            p.fillRect(QRect(0, y, width() - markerWidth - 2, lineHeight), c);
            p.fillRect(QRect(0, y, 3, lineHeight), pal.color(QPalette::Link));
        }
        const QString number = QString::number(n + 1);
        const QColor colour = n == current ? pal.color(QPalette::Text) : pal.color(QPalette::PlaceholderText);
        if (!m_monospace
            || !m_monospace->appendAscii(number,
                QPointF(numberRight - m_monospace->advance() * qreal(number.size()), y), colour, numbers)) {
            p.setPen(colour);
            p.drawText(QRect(0, y, numberRight, lineHeight), Qt::AlignRight | Qt::AlignVCenter, number);
        }
        if (l.marker >= 0) {
            const Finding &f = m_findings.at(l.marker);
            const bool weak = f.weak;
            QColor c = f.suggestion
                ? pal.color(QPalette::Link)
                : LogFindings::patternColour(m_findings.patternOfFinding(l.marker), weak, pal);
            if (!weak && !f.suggestion)
                c = c.darker(pal.color(QPalette::Base).lightness() < 128 ? 70 : 130);
            p.fillRect(QRect(width() - markerWidth - 1, y + 1, markerWidth, height - 2), c);
        }
    }
    if (m_monospace)
        m_monospace->flush(&p, numbers);
}

void LogGutter::mousePressEvent(QMouseEvent *event)
{
    const qint64 line = m_view->lineAt(int(event->position().y()));
    if (line >= 0)
        Q_EMIT lineClicked(line, event->modifiers() & Qt::ShiftModifier);
}

} // namespace Faultline

// Compiled here rather than in the library's collected moc file: that file also holds the moc
// code of the public headers, which every user of the library compiles for itself (the headers
// are its sources too), and pulling it in for this private class would define those twice.
#include "moc_loggutter.cpp"
