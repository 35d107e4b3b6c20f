// SPDX-License-Identifier: MIT
#pragma once

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
 * they were drawn with: clear() when one of them changes. GUI thread only (pixmaps).
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

    /// The label drawn for what \a finding says, or null when none is yet.
    const Label *find(const Finding &finding) const;
    /// Draws the label of \a finding, saying \a texts in \a font and \a palette, for lines
    /// \a lineHeight high on a screen of \a devicePixelRatio, and keeps it.
    const Label &add(const Finding &finding, const Texts &texts, const QFont &font, const QPalette &palette,
        int lineHeight, qreal devicePixelRatio);
    void clear() { m_labels.clear(); }

private:
    using Key = std::tuple<bool, qsizetype, qsizetype>; // suggestion, workarounds, dead ends
    static Key keyOf(const Finding &finding);

    std::map<Key, Label> m_labels;
};

} // namespace Faultline
