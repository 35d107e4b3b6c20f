// SPDX-License-Identifier: MIT
#include "loglinklabels.h"

#include "triage.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPalette>

namespace Faultline {

namespace {

constexpr int padding = 6; // left and right of the text in the pill

} // namespace

LogLinkLabels::Key LogLinkLabels::keyOf(const Finding &finding)
{
    return Key(finding.suggestion, finding.record.workarounds().size(), finding.record.deadEnds().size());
}

const LogLinkLabels::Label *LogLinkLabels::find(const Finding &finding) const
{
    const auto it = m_labels.find(keyOf(finding));
    return it == m_labels.end() ? nullptr : &it->second;
}

const LogLinkLabels::Label &LogLinkLabels::add(const Finding &finding, const Texts &texts, const QFont &font,
    const QPalette &palette, int lineHeight, qreal devicePixelRatio)
{
    const QFontMetrics metrics(font);
    const int wp = metrics.horizontalAdvance(texts.prefix), w1 = metrics.horizontalAdvance(texts.workarounds),
              ws = metrics.horizontalAdvance(texts.separator), w2 = metrics.horizontalAdvance(texts.deadEnds);

    Label label;
    const QSize size(wp + w1 + ws + w2 + 2 * padding, lineHeight - 2);
    label.pill = QPixmap(size * devicePixelRatio);
    label.pill.setDevicePixelRatio(devicePixelRatio);
    label.pill.fill(Qt::transparent);
    QPainter p(&label.pill);
    p.setFont(font);
    p.setPen(Qt::NoPen);
    p.setBrush(palette.color(QPalette::Base));
    p.drawRoundedRect(QRect(QPoint(0, 0), size), 4, 4);
    QColor border = palette.color(QPalette::Link);
    border.setAlpha(90);
    p.setPen(border);
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRect(QPoint(0, 0), size).adjusted(0, 0, -1, -1), 4, 4);
    // The pill sits one pixel below the line's top; baseline is from the line's top.
    label.baseline = (lineHeight - metrics.height()) / 2 + metrics.ascent();
    const int baseline = label.baseline - 1;
    int x = padding;
    auto draw = [&](const QString &text, int width, QPalette::ColorRole role) {
        p.setPen(palette.color(role));
        p.drawText(x, baseline, text);
        x += width;
        return std::pair(x - width, width);
    };
    draw(texts.prefix, wp, QPalette::PlaceholderText);
    label.workarounds = draw(texts.workarounds, w1, QPalette::Link);
    draw(texts.separator, ws, QPalette::PlaceholderText);
    label.deadEnds = draw(texts.deadEnds, w2, QPalette::Link);
    p.end(); // before the pixmap moves into the map
    return m_labels.emplace(keyOf(finding), std::move(label)).first->second;
}

int LogLinkLabels::areaAt(QPoint point) const
{
    int found = -1;
    for (qsizetype i = 0; i < m_areas.size(); ++i) {
        if (m_areas[i].rect.contains(point))
            found = int(i);
    }
    return found;
}

QRect LogLinkLabels::rect(qint64 line, LogView::Link which) const
{
    for (const Area &a : m_areas) {
        if (a.line == line && a.which == which)
            return a.rect;
    }
    return {};
}

LogLinkLabels::Placed LogLinkLabels::place(const Label &label, int finding, qint64 line, int y,
    int lineHeight, int textEnd, int viewWidth, int gap, int hoverArea, int underlinePos)
{
    const int total = width(label);
    // After the text when there is room, else in the right margin with the text cut before it.
    const bool fits = textEnd + total <= viewWidth - 2;
    const int left = fits ? textEnd : std::max(0, viewWidth - total - 2);
    const int clip = fits ? viewWidth : std::max(0, left - gap);
    Placed placed {QPoint(left, y + 1), &label.pill, QLine(), clip};
    for (const auto &[which, from, width] :
        {std::tuple(LogView::Link::Workarounds, label.workarounds.first, label.workarounds.second),
            std::tuple(LogView::Link::DeadEnds, label.deadEnds.first, label.deadEnds.second)}) {
        if (hoverArea == m_areas.size()) {
            const int underline = y + label.baseline + underlinePos;
            placed.underline = QLine(left + from, underline, left + from + width - 1, underline);
        }
        m_areas.append({QRect(left + from, y, width, lineHeight), line, finding, which});
    }
    return placed;
}

} // namespace Faultline
