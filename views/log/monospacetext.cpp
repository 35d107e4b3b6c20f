// SPDX-License-Identifier: MIT
#include "monospacetext.h"

#include "glyphstyle.h"

#include <QGlyphRun>
#include <QPainter>
#include <QVarLengthArray>

#include <algorithm>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

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

// Each character's style, as prepare() resolves it from the format ranges.
struct MonospaceText::Styles
{
    QVarLengthArray<int, 512> of; // a character's index into distinct
    QVarLengthArray<GlyphStyle, 16> distinct = {GlyphStyle()}; // each once: equal styles share their runs
};

// What a window of prepare() gathers before its runs are final; kept across windows so that a
// long line allocates it once.
struct MonospaceText::Window
{
    struct Pending
    {
        QList<quint32> glyphs;
        QList<QPointF> points;
    };
    QVarLengthArray<Pending, 8> pending; // the glyphs of this window's runs, from firstRun on
    QVarLengthArray<qsizetype, 16> runOfStyle; // the run a style's glyphs go to, or -1
    qsizetype firstRun = 0;
};

std::optional<MonospaceText::Prepared> MonospaceText::prepare(
    QStringView text, const QList<QTextLayout::FormatRange> &formats, const QColor &textColor) const
{
    if (!isValid())
        return std::nullopt;
    for (QChar c : text) {
        if (c != u'\t' && glyph(m_faces[0], c.unicode()) == 0)
            return std::nullopt;
    }
    Styles styles;
    if (!resolveStyles(text, formats, styles))
        return std::nullopt;

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
    Window scratch;
    for (qsizetype w = 0; w < text.size(); w += window) {
        if (!appendWindow(text, w, std::min(text.size(), w + window), styles, x, textColor, result, scratch))
            return std::nullopt;
    }
    return result;
}

bool MonospaceText::resolveStyles(
    QStringView text, const QList<QTextLayout::FormatRange> &formats, Styles &styles) const
{
    QVarLengthArray<GlyphStyle, 16> rangeStyles;
    for (const QTextLayout::FormatRange &range : formats) {
        const std::optional<GlyphStyle> style = GlyphStyle::of(range.format);
        if (!style)
            return false;
        rangeStyles.append(*style);
    }
    // The ranges over a character merged in order, as QTextLayout does.
    styles.of.resize(text.size());
    std::fill(styles.of.begin(), styles.of.end(), 0);
    for (qsizetype r = 0; r < formats.size(); ++r) {
        const QTextLayout::FormatRange &range = formats[r];
        const qsizetype from = std::clamp<qsizetype>(range.start, 0, text.size());
        const qsizetype to = std::clamp<qsizetype>(qsizetype(range.start) + range.length, from, text.size());
        int last = -1, made = -1;
        for (qsizetype i = from; i < to; ++i) {
            if (styles.of[i] != last) {
                last = styles.of[i];
                const GlyphStyle merged = styles.distinct[last].mergedWith(rangeStyles[r]);
                made = int(std::find(styles.distinct.begin(), styles.distinct.end(), merged)
                    - styles.distinct.begin());
                if (made == int(styles.distinct.size())) {
                    if (!m_faces[std::size_t(merged.face())].valid)
                        return false;
                    styles.distinct.append(merged);
                }
            }
            styles.of[i] = made;
        }
    }
    return true;
}

bool MonospaceText::appendWindow(QStringView text, qsizetype from, qsizetype to, const Styles &styles,
    const QList<qreal> &x, const QColor &textColor, Prepared &result, Window &window) const
{
    window.firstRun = result.runs.size();
    window.pending.clear();
    window.runOfStyle.assign(styles.distinct.size(), -1);
    for (qsizetype i = from; i < to;) {
        qsizetype j = i + 1;
        while (j < to && styles.of[j] == styles.of[i])
            ++j;
        const GlyphStyle &style = styles.distinct[styles.of[i]];
        if (style.background.isValid())
            result.fills.append({x[i], x[j], style.background});
        const bool underlined = style.underline == QTextCharFormat::SingleUnderline
            || style.underline == QTextCharFormat::DotLine;
        const Face &f = m_faces[std::size_t(style.face())];
        qsizetype &r = window.runOfStyle[styles.of[i]];
        if (r < 0 || underlined) { // an underline is drawn from left to right: one a segment
            r = result.runs.size();
            result.runs.append(newRun(style, f, x[i], textColor));
            window.pending.append({});
        }
        result.runs[r].right = x[j];
        Window::Pending &glyphs = window.pending[r - window.firstRun];
        for (qsizetype k = i; k < j; ++k) {
            const char16_t c = text[k].unicode();
            if (c == u'\t' || c == u' ')
                continue;
            const quint32 index = glyph(f, c);
            if (index == 0)
                return false; // the regular face has it, this one does not
            glyphs.glyphs.append(index);
            glyphs.points.append(QPointF(x[k], 0));
        }
        if (underlined)
            r = -1;
        i = j;
    }
    finishWindow(result, window);
    return true;
}

MonospaceText::Prepared::Run MonospaceText::newRun(
    const GlyphStyle &style, const Face &face, qreal left, const QColor &textColor)
{
    Prepared::Run run;
    run.left = left;
    run.colour = style.foreground.isValid() ? style.foreground : textColor;
    run.glyphs.setRawFont(face.font);
    run.face = style.face();
    run.underline = Qt::NoPen;
    if (style.underline == QTextCharFormat::SingleUnderline || style.underline == QTextCharFormat::DotLine) {
        run.underline = QPen(style.underlineColour.isValid() ? style.underlineColour : run.colour);
        run.underline.setWidthF(face.lineThickness);
        run.underline.setStyle(style.underline == QTextCharFormat::DotLine ? Qt::DotLine : Qt::SolidLine);
        run.underline.setCapStyle(Qt::FlatCap);
        // Placed as QPainter places a text item's underline.
        run.underlineOffset = std::ceil(face.underlinePosition) + 0.5;
        if (face.underlinePosition <= face.descent)
            run.underlineOffset = std::min(run.underlineOffset, face.descent - 0.5);
    }
    return run;
}

void MonospaceText::finishWindow(Prepared &result, const Window &window)
{
    // Runs with neither glyphs nor an underline (only spaces) are dropped.
    qsizetype kept = window.firstRun;
    for (qsizetype k = window.firstRun; k < result.runs.size(); ++k) {
        Prepared::Run &run = result.runs[k];
        const Window::Pending &glyphs = window.pending[k - window.firstRun];
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
