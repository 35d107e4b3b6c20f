// SPDX-License-Identifier: MIT
#include "monospacetext.h"

#include <QGlyphRun>
#include <QPainter>
#include <QVarLengthArray>

#include <algorithm>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// What of a QTextCharFormat the glyphs are drawn with; unset parts are invalid or -1.
struct Style
{
    QColor foreground, background, underlineColour;
    qint8 bold = -1, italic = -1, underline = -1; // underline: a QTextCharFormat::UnderlineStyle

    /// \a format's, or nothing when it sets something else (a size, a gradient, a wave).
    static std::optional<Style> of(const QTextCharFormat &format)
    {
        Style style;
        int known = 0;
        auto solid = [&](QTextFormat::Property property, QColor &colour) {
            if (!format.hasProperty(property))
                return true;
            ++known;
            const QBrush brush = format.brushProperty(property);
            colour = brush.color();
            return brush.style() == Qt::SolidPattern;
        };
        if (!solid(QTextFormat::ForegroundBrush, style.foreground)
            || !solid(QTextFormat::BackgroundBrush, style.background))
            return std::nullopt;
        if (format.hasProperty(QTextFormat::FontWeight)) {
            ++known;
            const int weight = format.fontWeight();
            if (weight != QFont::Normal && weight != QFont::Bold)
                return std::nullopt;
            style.bold = weight == QFont::Bold;
        }
        if (format.hasProperty(QTextFormat::FontItalic)) {
            ++known;
            style.italic = format.fontItalic();
        }
        if (format.hasProperty(QTextFormat::TextUnderlineStyle)) {
            ++known;
            style.underline = qint8(format.underlineStyle());
            if (style.underline != QTextCharFormat::NoUnderline
                && style.underline != QTextCharFormat::SingleUnderline
                && style.underline != QTextCharFormat::DotLine)
                return std::nullopt;
        }
        known += format.hasProperty(QTextFormat::FontUnderline); // set along with the style
        if (format.hasProperty(QTextFormat::TextUnderlineColor)) {
            ++known;
            style.underlineColour = format.underlineColor();
        }
        if (known != format.propertyCount())
            return std::nullopt;
        return style;
    }

    /// This with what \a over sets put over it.
    Style mergedWith(const Style &over) const
    {
        Style result = *this;
        if (over.foreground.isValid())
            result.foreground = over.foreground;
        if (over.background.isValid())
            result.background = over.background;
        if (over.underlineColour.isValid())
            result.underlineColour = over.underlineColour;
        if (over.bold >= 0)
            result.bold = over.bold;
        if (over.italic >= 0)
            result.italic = over.italic;
        if (over.underline >= 0)
            result.underline = over.underline;
        return result;
    }
    int face() const { return (bold > 0 ? 1 : 0) | (italic > 0 ? 2 : 0); }
    bool operator==(const Style &) const = default;
};

} // namespace

MonospaceText::MonospaceText(const QFont &font, qreal tabStop) : m_tabStop(tabStop)
{
    // Where QTextLayout puts the baseline, and how tall its line (and a background) is.
    QTextLayout sample(u"0"_s, font);
    sample.beginLayout();
    QTextLine line = sample.createLine();
    line.setLeadingIncluded(true);
    sample.endLayout();
    m_ascent = line.y() + line.ascent();
    m_lineHeight = line.height();

    // Every pair of ASCII punctuation characters, and longer runs, that fonts with programming
    // ligatures join: drawn from glyphs, they must shape to one glyph a character.
    QString sampleText;
    const QString punctuation = u"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"_s;
    for (QChar a : punctuation) {
        for (QChar b : punctuation) {
            sampleText.append(a);
            sampleText.append(b);
            sampleText.append(u' ');
        }
    }
    sampleText += u"... === !== <!-- --> ||= &&= <=> >>= <<= www fi fl ffi ffl Fl Th 0x 0xF :::"_s;

    for (int i = 0; i < 4; ++i) {
        QFont f = font;
        f.setBold(i & 1);
        f.setItalic(i & 2);
        Face &face = m_faces[std::size_t(i)];
        face.font = QRawFont::fromFont(f);
        if (!face.font.isValid())
            continue;
        QString ascii;
        for (char16_t c = u' '; c <= u'~'; ++c)
            ascii.append(QChar(c));
        const QList<quint32> indexes = face.font.glyphIndexesForString(ascii);
        const QList<QPointF> advances = face.font.advancesForGlyphIndexes(indexes);
        if (indexes.size() != ascii.size())
            continue;
        if (i == 0)
            m_advance = advances[0].x();
        face.valid = m_advance > 0;
        for (qsizetype k = 0; k < indexes.size() && face.valid; ++k) {
            face.valid = indexes[k] != 0 && std::abs(advances[k].x() - m_advance) < 1e-6;
            face.ascii[std::size_t(k)] = indexes[k];
        }
        if (face.valid) {
            QTextLayout shaped(sampleText, f);
            shaped.beginLayout();
            shaped.createLine();
            shaped.endLayout();
            QList<quint32> shapedGlyphs;
            for (const QGlyphRun &run : shaped.glyphRuns())
                shapedGlyphs += run.glyphIndexes();
            face.valid = shapedGlyphs == face.font.glyphIndexesForString(sampleText);
        }
        face.underlinePosition = face.font.underlinePosition();
        face.lineThickness = face.font.lineThickness();
        face.descent = face.font.descent();
    }
}

quint32 MonospaceText::glyph(const Face &face, char16_t c) const
{
    if (c >= u' ' && c <= u'~')
        return face.ascii[std::size_t(c - u' ')];
    if (const auto it = face.other.constFind(c); it != face.other.constEnd())
        return *it;
    // Outside ASCII: a character the font has, as wide as the others, that needs no shaping
    // (no marks, no right-to-left, no script of its own).
    quint32 index = 0;
    const QChar ch(c);
    const auto script = ch.script();
    const auto direction = ch.direction();
    if (!ch.isSurrogate() && !ch.isMark() && ch.isPrint()
        && (script == QChar::Script_Common || script == QChar::Script_Latin || script == QChar::Script_Greek
            || script == QChar::Script_Cyrillic)
        && direction != QChar::DirR && direction != QChar::DirAL) {
        const QList<quint32> indexes = face.font.glyphIndexesForString(QString(ch));
        if (indexes.size() == 1 && indexes[0] != 0
            && std::abs(face.font.advancesForGlyphIndexes(indexes)[0].x() - m_advance) < 1e-6)
            index = indexes[0];
    }
    face.other.insert(c, index);
    return index;
}

void MonospaceText::positions(QStringView text, QList<qreal> &x) const
{
    x.resize(text.size() + 1);
    qreal at = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        x[i] = at;
        if (text[i] == u'\t')
            at = (std::floor(at / m_tabStop + 1e-9) + 1) * m_tabStop; // the next stop after
        else
            at += m_advance;
    }
    x[text.size()] = at;
}

std::optional<MonospaceText::Prepared> MonospaceText::prepare(
    QStringView text, const QList<QTextLayout::FormatRange> &formats, const QColor &textColor) const
{
    if (!isValid())
        return std::nullopt;
    for (QChar c : text) {
        if (c != u'\t' && glyph(m_faces[0], c.unicode()) == 0)
            return std::nullopt;
    }
    auto drawable = [&](const Style &style) { return m_faces[std::size_t(style.face())].valid; };

    // Each character's style: the ranges over it merged in order, as QTextLayout does.
    QVarLengthArray<Style, 16> rangeStyles;
    for (const QTextLayout::FormatRange &range : formats) {
        const std::optional<Style> style = Style::of(range.format);
        if (!style)
            return std::nullopt;
        rangeStyles.append(*style);
    }
    QVarLengthArray<int, 512> styleOf(text.size(), 0); // index into styles
    QVarLengthArray<Style, 16> styles = {Style()}; // each once: equal styles share their runs
    for (qsizetype r = 0; r < formats.size(); ++r) {
        const QTextLayout::FormatRange &range = formats[r];
        const qsizetype from = std::clamp<qsizetype>(range.start, 0, text.size());
        const qsizetype to = std::clamp<qsizetype>(qsizetype(range.start) + range.length, from, text.size());
        int last = -1, made = -1;
        for (qsizetype i = from; i < to; ++i) {
            if (styleOf[i] != last) {
                last = styleOf[i];
                const Style merged = styles[last].mergedWith(rangeStyles[r]);
                made = int(std::find(styles.begin(), styles.end(), merged) - styles.begin());
                if (made == int(styles.size())) {
                    if (!drawable(merged))
                        return std::nullopt;
                    styles.append(merged);
                }
            }
            styleOf[i] = made;
        }
    }

    QList<qreal> x;
    positions(text, x);
    Prepared result;
    result.width = x.last();
    // Glyphs are drawn a run at a time, and a run has a cost of its own: a coloured log line has
    // a dozen short segments but few styles. So a run holds every glyph of one style, scattered
    // or not (glyphs carry their positions), within windows of so many characters, so that
    // drawing a long line scrolled sideways can still skip what is out of view. Backgrounds and
    // underlines follow the segments.
    constexpr qsizetype window = 256;
    struct Pending
    {
        QList<quint32> glyphs;
        QList<QPointF> points;
    };
    QVarLengthArray<Pending, 8> pending; // the glyphs of this window's runs, from firstRun on
    QVarLengthArray<qsizetype, 16> runOfStyle;
    for (qsizetype w = 0; w < text.size(); w += window) {
        const qsizetype end = std::min(text.size(), w + window);
        const qsizetype firstRun = result.runs.size();
        pending.clear();
        runOfStyle.assign(styles.size(), -1);
        for (qsizetype i = w; i < end;) {
            qsizetype j = i + 1;
            while (j < end && styleOf[j] == styleOf[i])
                ++j;
            const Style &style = styles[styleOf[i]];
            if (style.background.isValid())
                result.fills.append({x[i], x[j], style.background});
            const bool underlined = style.underline == QTextCharFormat::SingleUnderline
                || style.underline == QTextCharFormat::DotLine;
            const Face &f = m_faces[std::size_t(style.face())];
            qsizetype &r = runOfStyle[styleOf[i]];
            if (r < 0 || underlined) { // an underline is drawn from left to right: one a segment
                Prepared::Run run;
                run.left = x[i];
                run.colour = style.foreground.isValid() ? style.foreground : textColor;
                run.glyphs.setRawFont(f.font);
                run.face = style.face();
                run.underline = Qt::NoPen;
                if (underlined) {
                    run.underline
                        = QPen(style.underlineColour.isValid() ? style.underlineColour : run.colour);
                    run.underline.setWidthF(f.lineThickness);
                    run.underline.setStyle(
                        style.underline == QTextCharFormat::DotLine ? Qt::DotLine : Qt::SolidLine);
                    run.underline.setCapStyle(Qt::FlatCap);
                    // Placed as QPainter places a text item's underline.
                    run.underlineOffset = std::ceil(f.underlinePosition) + 0.5;
                    if (f.underlinePosition <= f.descent)
                        run.underlineOffset = std::min(run.underlineOffset, f.descent - 0.5);
                }
                r = result.runs.size();
                result.runs.append(run);
                pending.append({});
            }
            Prepared::Run &run = result.runs[r];
            run.right = x[j];
            Pending &glyphs = pending[r - firstRun];
            for (qsizetype k = i; k < j; ++k) {
                const char16_t c = text[k].unicode();
                if (c == u'\t' || c == u' ')
                    continue;
                const quint32 index = glyph(f, c);
                if (index == 0)
                    return std::nullopt; // the regular face has it, this one does not
                glyphs.glyphs.append(index);
                glyphs.points.append(QPointF(x[k], 0));
            }
            if (underlined)
                r = -1;
            i = j;
        }
        // Runs with neither glyphs nor an underline (only spaces) are dropped.
        qsizetype kept = firstRun;
        for (qsizetype k = firstRun; k < result.runs.size(); ++k) {
            Prepared::Run &run = result.runs[k];
            const Pending &glyphs = pending[k - firstRun];
            if (glyphs.glyphs.isEmpty() && run.underline.style() == Qt::NoPen)
                continue;
            if (!glyphs.glyphs.isEmpty()) {
                run.glyphs.setGlyphIndexes(glyphs.glyphs);
                run.glyphs.setPositions(glyphs.points);
            }
            if (kept != k)
                result.runs[kept] = std::move(run);
            ++kept;
        }
        result.runs.resize(kept);
    }
    return result;
}

MonospaceText::Batch::Group &MonospaceText::Batch::group(const QColor &colour, int face)
{
    const auto it = std::find_if(m_groups.begin(), m_groups.end(),
        [&](const Group &g) { return g.face == face && g.colour == colour; });
    if (it != m_groups.end())
        return *it;
    m_groups.append({colour, face, {}, {}});
    return m_groups.back();
}

bool MonospaceText::appendAscii(QStringView text, QPointF origin, const QColor &colour, Batch &batch) const
{
    if (!isValid() || !std::all_of(text.begin(), text.end(), [](QChar c) { return c >= u' ' && c <= u'~'; }))
        return false;
    Batch::Group &group = batch.group(colour, 0);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u' ')
            continue;
        group.glyphs.append(m_faces[0].ascii[std::size_t(text[i].unicode() - u' ')]);
        group.positions.append(QPointF(origin.x() + qreal(i) * m_advance, origin.y() + m_ascent));
    }
    return true;
}

void MonospaceText::draw(QPainter *painter, QPointF origin, const Prepared &line, qreal clipLeft,
    qreal clipRight, Batch *batch) const
{
    auto visible = [&](qreal left, qreal right) {
        return origin.x() + right >= clipLeft && origin.x() + left <= clipRight;
    };
    // Backgrounds first, then the text over them.
    for (const Prepared::Fill &fill : line.fills) {
        if (visible(fill.left, fill.right))
            painter->fillRect(QRectF(origin.x() + fill.left, origin.y(), fill.right - fill.left, m_lineHeight)
                                  .toAlignedRect(),
                fill.colour);
    }
    // Without a batch, the line's own, drawn at once: one way of drawing runs.
    Batch own;
    if (!batch)
        batch = &own;
    const qreal baseline = origin.y() + m_ascent;
    for (const Prepared::Run &run : line.runs) {
        if (!visible(run.left, run.right))
            continue;
        const QList<quint32> glyphs = run.glyphs.glyphIndexes();
        const QLineF underline(std::floor(origin.x() + run.left), baseline + run.underlineOffset,
            std::floor(origin.x() + run.right), baseline + run.underlineOffset);
        if (!glyphs.isEmpty()) {
            Batch::Group &group = batch->group(run.colour, run.face);
            group.glyphs += glyphs;
            const QPointF at(origin.x(), baseline);
            for (const QPointF &position : run.glyphs.positions())
                group.positions.append(position + at);
        }
        if (run.underline.style() != Qt::NoPen)
            batch->m_underlines.append({run.underline, underline});
    }
    if (batch == &own)
        flush(painter, own);
}

void MonospaceText::flush(QPainter *painter, Batch &batch) const
{
    for (const Batch::Group &group : std::as_const(batch.m_groups)) {
        QGlyphRun run;
        run.setRawFont(m_faces[std::size_t(group.face)].font);
        run.setGlyphIndexes(group.glyphs);
        run.setPositions(group.positions);
        painter->setPen(group.colour);
        painter->drawGlyphRun(QPointF(0, 0), run);
    }
    for (const auto &[pen, line] : std::as_const(batch.m_underlines)) {
        painter->setPen(pen);
        painter->drawLine(line);
    }
    batch.m_groups.clear();
    batch.m_underlines.clear();
}

} // namespace Faultline
