// SPDX-License-Identifier: MIT
// Which character formats the log view may draw straight from glyphs (GlyphStyle::of), and how
// format ranges over the same characters combine (mergedWith): a format glyphs cannot show must
// be refused, or a line would be drawn differently from QTextLayout.
#include "glyphstyle.h"

#include <QTest>
#include <QTextCharFormat>

Q_DECLARE_METATYPE(Faultline::GlyphStyle)

using namespace Qt::StringLiterals;
using namespace Faultline;

class TestGlyphStyle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void of_data()
    {
        QTest::addColumn<QTextCharFormat>("format");
        QTest::addColumn<bool>("drawable");
        QTest::addColumn<int>("face");
        auto row = [](const char *name, auto set, bool drawable, int face = 0) {
            QTextCharFormat format;
            set(format);
            QTest::newRow(name) << format << drawable << face;
        };
        row("nothing set", [](QTextCharFormat &) { }, true);
        row("solid foreground", [](QTextCharFormat &f) { f.setForeground(QColor(Qt::red)); }, true);
        row("solid background", [](QTextCharFormat &f) { f.setBackground(QColor(Qt::yellow)); }, true);
        row(
            "gradient background",
            [](QTextCharFormat &f) { f.setBackground(QBrush(QLinearGradient(0, 0, 10, 0))); }, false);
        row(
            "patterned foreground",
            [](QTextCharFormat &f) { f.setForeground(QBrush(Qt::red, Qt::Dense4Pattern)); }, false);
        row("bold", [](QTextCharFormat &f) { f.setFontWeight(QFont::Bold); }, true, 1);
        row("normal weight", [](QTextCharFormat &f) { f.setFontWeight(QFont::Normal); }, true, 0);
        row("light weight", [](QTextCharFormat &f) { f.setFontWeight(QFont::Light); }, false);
        row("italic", [](QTextCharFormat &f) { f.setFontItalic(true); }, true, 2);
        row(
            "bold italic",
            [](QTextCharFormat &f) {
                f.setFontWeight(QFont::Bold);
                f.setFontItalic(true);
            },
            true, 3);
        row(
            "single underline",
            [](QTextCharFormat &f) { f.setUnderlineStyle(QTextCharFormat::SingleUnderline); }, true);
        row(
            "dotted underline with colour",
            [](QTextCharFormat &f) {
                f.setUnderlineStyle(QTextCharFormat::DotLine);
                f.setUnderlineColor(QColor(Qt::gray));
            },
            true);
        row(
            "wavy underline", [](QTextCharFormat &f) { f.setUnderlineStyle(QTextCharFormat::WaveUnderline); },
            false);
        row("point size", [](QTextCharFormat &f) { f.setFontPointSize(20); }, false);
        row("letter spacing", [](QTextCharFormat &f) { f.setFontLetterSpacing(120); }, false);
    }
    void of()
    {
        QFETCH(QTextCharFormat, format);
        QFETCH(bool, drawable);
        QFETCH(int, face);
        const std::optional<GlyphStyle> style = GlyphStyle::of(format);
        QCOMPARE(style.has_value(), drawable);
        if (style)
            QCOMPARE(style->face(), face);
    }

    void colours()
    {
        QTextCharFormat format;
        format.setForeground(QColor(Qt::red));
        format.setBackground(QColor(Qt::yellow));
        format.setUnderlineColor(QColor(Qt::blue));
        format.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        const std::optional<GlyphStyle> style = GlyphStyle::of(format);
        QVERIFY(style);
        QCOMPARE(style->foreground, QColor(Qt::red));
        QCOMPARE(style->background, QColor(Qt::yellow));
        QCOMPARE(style->underlineColour, QColor(Qt::blue));
        QCOMPARE(style->underline, qint8(QTextCharFormat::SingleUnderline));
        QCOMPARE(style->bold, qint8(-1)); // unset, so that it keeps what is under it
    }

    void mergedWith_data()
    {
        QTest::addColumn<GlyphStyle>("under");
        QTest::addColumn<GlyphStyle>("over");
        QTest::addColumn<GlyphStyle>("merged");
        GlyphStyle red, yellowBackground, bold, notBold, redOnYellow, redBold;
        red.foreground = QColor(Qt::red);
        yellowBackground.background = QColor(Qt::yellow);
        bold.bold = 1;
        notBold.bold = 0;
        redOnYellow.foreground = QColor(Qt::red);
        redOnYellow.background = QColor(Qt::yellow);
        redBold.foreground = QColor(Qt::red);
        redBold.bold = 1;
        GlyphStyle redNotBold = redBold;
        redNotBold.bold = 0;
        QTest::newRow("over nothing") << GlyphStyle() << red << red;
        QTest::newRow("nothing over") << red << GlyphStyle() << red;
        QTest::newRow("different parts add up") << red << yellowBackground << redOnYellow;
        QTest::newRow("weight over colour") << red << bold << redBold;
        QTest::newRow("a set false wins over true") << redBold << notBold << redNotBold;
    }
    void mergedWith()
    {
        QFETCH(GlyphStyle, under);
        QFETCH(GlyphStyle, over);
        QFETCH(GlyphStyle, merged);
        QVERIFY(under.mergedWith(over) == merged);
    }
};

QTEST_MAIN(TestGlyphStyle)
#include "tst_glyphstyle.moc"
