// SPDX-License-Identifier: MIT
#pragma once

#include "logview.h"

#include <QLine>
#include <QList>
#include <QPixmap>
#include <QString>

#include <map>
#include <tuple>
#include <utility>

class QFont;
class QPalette;

namespace Faultline {

struct Finding;

/**
 * The inline link labels of a log view ("3 workarounds · 2 dead ends" in a rounded pill), drawn
 * once into pixmaps and kept by what they say: a log has many findings but few such labels, so
 * a jump rarely draws one. find() is a map lookup that allocates nothing; add() draws (text
 * layout, about a millisecond). Labels hold the font, palette, language and device pixel ratio
 * they were drawn with: clear() when one of them changes.
 *
 * Each paint places the labels of the lines on screen (place()), which also records where their
 * links are, for clicks, the pointer and tooltips until the next paint. GUI thread only.
 */
class LogLinkLabels
{
public:
    struct Label
    {
        QPixmap pill;
        std::pair<int, int> workarounds, deadEnds; // (x in the pill, width) of each link
        int baseline = 0; // of the text, from the line's top
    };
    /// What a label says, translated by its caller: \a prefix (may be empty) and the separator in
    /// the placeholder colour, the two links in the link colour.
    struct Texts
    {
        QString prefix, workarounds, separator, deadEnds;
    };

    /// A label placed on screen, to be drawn beside the text (viewport coordinates).
    struct Placed
    {
        QPoint at;
        const QPixmap *pill;
        QLine underline; // under the link the pointer is over, if any
        int textClip; // the line's text is drawn left of this x only
    };
    /// Where a link was placed in the last paint (viewport coordinates).
    struct Area
    {
        QRect rect;
        qint64 line;
        int finding; // in the view's findings
        LogView::Link which;
    };

    /// The label drawn for what \a finding says, or null when none is yet.
    const Label *find(const Finding &finding) const;
    /// Draws the label of \a finding, saying \a texts in \a font and \a palette, for lines
    /// \a lineHeight high on a screen of \a devicePixelRatio, and keeps it.
    const Label &add(const Finding &finding, const Texts &texts, const QFont &font, const QPalette &palette,
        int lineHeight, qreal devicePixelRatio);
    void clear() { m_labels.clear(); }

    /// Forgets where links were placed: a paint places them again.
    void clearAreas() { m_areas.clear(); }
    const QList<Area> &areas() const { return m_areas; }
    /// The index in areas() of the link at \a point, or -1.
    int areaAt(QPoint point) const;
    /// Where the link to \a which was placed on \a line; empty when it was not.
    QRect rect(qint64 line, LogView::Link which) const;
    /// Places \a label on line \a line (showing \a finding) whose top is at \a y: after its text,
    /// which ends at \a textEnd, when the label fits in \a viewWidth; otherwise in the right
    /// margin, and the text is then cut \a gap before it (Placed::textClip): a label never covers
    /// the text, which is often the error message itself. Records the areas of its links; the one
    /// that would be area \a hoverArea is underlined, \a underlinePos below the baseline.
    Placed place(const Label &label, int finding, qint64 line, int y, int lineHeight, int textEnd,
        int viewWidth, int gap, int hoverArea, int underlinePos);
    /// The width of \a label on screen.
    static int width(const Label &label) { return int(label.pill.deviceIndependentSize().width()); }

private:
    using Key = std::tuple<bool, qsizetype, qsizetype>; // suggestion, workarounds, dead ends
    static Key keyOf(const Finding &finding);

    std::map<Key, Label> m_labels;
    QList<Area> m_areas; // placed in the last paint
};

} // namespace Faultline
