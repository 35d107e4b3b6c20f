// SPDX-License-Identifier: MIT
#include "logoverview.h"

#include "logfile.h"
#include "logfindings.h"
#include "logview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

#include <vector>

using namespace Qt::StringLiterals;

namespace Faultline {

LogOverview::LogOverview(LogView *view, const LogFindings &findings)
    : QWidget(view), m_view(view), m_findings(findings)
{
    setObjectName(u"LogViewOverview"_s);
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_OpaquePaintEvent); // paints every pixel
}

void LogOverview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette pal = m_view->palette();
    const qint64 count = m_view->logFile() ? m_view->logFile()->lineCount() : 0;
    if (m_cache.size() != size() * devicePixelRatio() || m_cachedLines != count)
        drawMarks(count);
    p.drawPixmap(0, 0, m_cache);
    if (count > 0) { // where the screen is
        const int h = height();
        const double top = double(m_view->firstVisibleLine()) / double(count) * h;
        const double height = std::max(3.0, double(m_view->visibleLineCount()) / double(count) * h);
        QColor c = pal.color(QPalette::Text);
        c.setAlpha(40);
        p.fillRect(QRectF(0, top, stripWidth, height), c);
    }
}

void LogOverview::drawMarks(qint64 count)
{
    const QPalette pal = m_view->palette();
    const int h = height();
    m_cachedLines = count;
    m_cache = QPixmap(size() * devicePixelRatio());
    m_cache.setDevicePixelRatio(devicePixelRatio());
    m_cache.fill(pal.color(QPalette::AlternateBase));
    if (count <= 0 || h <= 2)
        return;
    QPainter c(&m_cache);
    // A mark a pixel row, the last one there winning, as if each hit were painted in turn: tens
    // of thousands of hits, redrawn as the index grows, cost tens of milliseconds painted one by
    // one. Weak findings first, so the diagnosis is drawn over them.
    std::vector<QRgb> rows[2]; // per pass: the colour of each row; 0: none
    for (int pass = 0; pass < 2; ++pass) {
        rows[pass].assign(std::size_t(h), 0);
        for (qsizetype i = 0; i < m_findings.size(); ++i) {
            const Finding &f = m_findings.at(i);
            if (f.weak != (pass == 0))
                continue;
            const QColor colour = f.suggestion ? pal.color(QPalette::Link)
                : f.weak                       ? pal.color(QPalette::PlaceholderText)
                         : LogFindings::patternColour(m_findings.patternOfFinding(i), false, pal).darker(130);
            const QRgb rgb = colour.rgba(); // 0 (transparent) marks nothing either way
            auto mark
                = [&](qint64 line) { rows[pass][std::size_t(double(line) / double(count) * (h - 2))] = rgb; };
            if (f.suggestion)
                mark(f.best.line);
            for (const TriageHit &hit : f.hits)
                mark(hit.line);
        }
        const QRect area = pass == 0 ? QRect(0, 0, stripWidth / 2, 1) : QRect(0, 0, stripWidth, 2);
        for (int y = 0; y < h; ++y) {
            if (rows[pass][std::size_t(y)] != 0)
                c.fillRect(area.translated(0, y), QColor::fromRgba(rows[pass][std::size_t(y)]));
        }
    }
}

void LogOverview::mousePressEvent(QMouseEvent *event)
{
    jump(int(event->position().y()));
}

void LogOverview::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        jump(int(event->position().y()));
}

void LogOverview::jump(int y)
{
    const LogFile *file = m_view->logFile();
    if (!file || height() <= 0)
        return;
    const qint64 line = qint64(double(std::clamp(y, 0, height())) / height() * double(file->lineCount()));
    m_view->verticalScrollBar()->setValue(
        int(std::min<qint64>(INT_MAX, line - m_view->visibleLineCount() / 2)));
}

} // namespace Faultline
