// SPDX-License-Identifier: MIT
// The log view draws plain ASCII lines from glyphs instead of laying them out; what it draws must
// be what QTextLayout draws, pixel for pixel, or the two kinds of line would not line up (and the
// cursor, which QTextLayout still places, would sit beside the characters).
#include "monospacetext.h"

#include <QDir>
#include <QFontDatabase>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Faultline;

class TestMonospaceText : public QObject
{
    Q_OBJECT

private:
    static QFont font() { return QFontDatabase::systemFont(QFontDatabase::FixedFont); }
    static qreal tabStop() { return 8 * QFontMetrics(font()).horizontalAdvance(u'0'); }

    /// Draws \a text as the log view lays a line out: one line, no wrapping, leading included.
    static void drawLaidOut(
        QPainter &p, QPointF origin, const QString &text, const QList<QTextLayout::FormatRange> &formats)
    {
        QTextLayout layout(text, font());
        QTextOption option;
        option.setWrapMode(QTextOption::NoWrap);
        option.setTabStopDistance(tabStop());
        layout.setTextOption(option);
        layout.setFormats(formats);
        layout.beginLayout();
        layout.createLine().setLeadingIncluded(true);
        layout.endLayout();
        layout.draw(&p, origin);
    }

    static QImage byLayout(const QString &text, const QList<QTextLayout::FormatRange> &formats, QSize size)
    {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        p.setPen(Qt::black);
        drawLaidOut(p, QPointF(3, 2), text, formats);
        return image;
    }

    static QImage byGlyphs(const MonospaceText &mono, const QString &text,
        const QList<QTextLayout::FormatRange> &formats, QSize size)
    {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        mono.draw(&p, QPointF(3, 2), text, formats, Qt::black, 0, size.width());
        return image;
    }

    static QTextCharFormat foreground(const QColor &c)
    {
        QTextCharFormat f;
        f.setForeground(c);
        return f;
    }
    static QTextCharFormat background(const QColor &c)
    {
        QTextCharFormat f;
        f.setBackground(c);
        return f;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const MonospaceText mono(font(), tabStop());
        if (!mono.isValid())
            QSKIP(qPrintable(
                u"The fixed font here (%1) is not monospace for ASCII: the view always lays out"_s.arg(
                    QFontInfo(font()).family())));
    }

    void samePixelsAsTextLayout_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<QTextLayout::FormatRange>>("formats");
        const QString line = u"2024-06-01 12:00:03 ERROR [worker-3] RuntimeError: CUDA out of memory"_s;
        QTest::newRow("plain") << line << QList<QTextLayout::FormatRange>();
        QTest::newRow("tabs") << u"\tat com.example.Main.run(Main.java:42)\tx\t\ty"_s
                              << QList<QTextLayout::FormatRange>();
        QTest::newRow("colours") << line
                                 << QList<QTextLayout::FormatRange> {{0, 10, foreground(Qt::darkGreen)},
                                        {20, 5, foreground(Qt::red)},
                                        {40, 28, background(QColor(255, 220, 0))}};
        QTextCharFormat bold;
        bold.setFontWeight(QFont::Bold);
        QTextCharFormat italic;
        italic.setFontItalic(true);
        QTest::newRow("bold and italic")
            << line << QList<QTextLayout::FormatRange> {{20, 5, bold}, {26, 8, italic}};
        QTest::newRow("overlapping") << line
                                     << QList<QTextLayout::FormatRange> {{0, 30, foreground(Qt::blue)},
                                            {10, 30, background(Qt::cyan)}, {25, 3, foreground(Qt::red)}};
        QTextCharFormat dotted;
        dotted.setUnderlineStyle(QTextCharFormat::DotLine);
        dotted.setUnderlineColor(Qt::gray);
        QTextCharFormat underlined;
        underlined.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        QTest::newRow("underlines") << line
                                    << QList<QTextLayout::FormatRange> {{5, 17, dotted}, {30, 9, underlined}};
        QTest::newRow("progress bar")
            << u"Epoch 1:  65%|██████▌   | 653/1000 [57:56<40:47, 4.76it/s]  ━━━━━━ 780.1 MB"_s
            << QList<QTextLayout::FormatRange> {{0, 8, foreground(Qt::darkGreen)}};
        QTest::newRow("accents and symbols")
            << u"Erreur: échec de la connexion → réessai « 3 » ± 5 °C, Ошибка"_s
            << QList<QTextLayout::FormatRange> {{0, 7, bold}};
        { // more than one window of runs, with colours that recur across and within windows
            QString longLine;
            QList<QTextLayout::FormatRange> ranges;
            for (int i = 0; longLine.size() < 700; ++i) {
                const int at = int(longLine.size());
                longLine += u"key%1=value%1, "_s.arg(i);
                ranges.append({at, 3, foreground(i % 2 ? Qt::darkBlue : Qt::darkGreen)});
                if (i % 7 == 3)
                    ranges.append({at + 4, 5, dotted});
            }
            QTest::newRow("long line, recurring colours") << longLine << ranges;
        }
        QTest::newRow("cut") << u"a line cut here …"_s
                             << QList<QTextLayout::FormatRange> {{15, 2, foreground(Qt::gray)}};
    }

    void samePixelsAsTextLayout()
    {
        QFETCH(QString, text);
        QFETCH(QList<QTextLayout::FormatRange>, formats);
        const MonospaceText mono(font(), tabStop());
        const std::optional<MonospaceText::Prepared> prepared = mono.prepare(text, formats, Qt::black);
        if (!prepared)
            QSKIP("the fixed font here lacks a glyph this line needs (the view lays such lines out)");
        const QSize size(int(prepared->width) + 20, QFontMetrics(font()).height() + 6);
        const QImage expected = byLayout(text, formats, size);
        const QImage actual = byGlyphs(mono, text, formats, size);
        if (actual != expected) {
            int differing = 0;
            QRect where;
            for (int y = 0; y < size.height(); ++y) {
                for (int x = 0; x < size.width(); ++x) {
                    if (actual.pixel(x, y) != expected.pixel(x, y)) {
                        ++differing;
                        where |= QRect(x, y, 1, 1);
                    }
                }
            }
            expected.save(u"%1/monospace-expected.png"_s.arg(QDir::tempPath()));
            actual.save(u"%1/monospace-actual.png"_s.arg(QDir::tempPath()));
            QFAIL(qPrintable(
                u"%1 of %2 pixels differ from QTextLayout's, within x %3–%4, y %5–%6 (images in %7)"_s
                    .arg(differing)
                    .arg(size.width() * size.height())
                    .arg(where.left())
                    .arg(where.right())
                    .arg(where.top())
                    .arg(where.bottom())
                    .arg(QDir::tempPath())));
        }
        QCOMPARE(prepared->width, [&] {
            QTextLayout layout(text, font());
            QTextOption option;
            option.setTabStopDistance(tabStop());
            layout.setTextOption(option);
            layout.beginLayout();
            QTextLine l = layout.createLine();
            layout.endLayout();
            return l.naturalTextWidth();
        }());
    }

    void batchedLinesSamePixels()
    {
        // A screen of lines with their glyphs gathered and drawn together, as the log view draws
        // them, looks as when each line is laid out and drawn in turn.
        QTextCharFormat bold;
        bold.setFontWeight(QFont::Bold);
        QTextCharFormat dotted;
        dotted.setUnderlineStyle(QTextCharFormat::DotLine);
        dotted.setUnderlineColor(Qt::darkGray);
        QTextCharFormat underlined;
        underlined.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        const QList<std::pair<QString, QList<QTextLayout::FormatRange>>> lines = {
            {u"2024-05-01 12:00:01 ERROR torch.cuda.OutOfMemoryError: CUDA out of memory"_s,
                {{0, 19, foreground(Qt::darkGray)}, {20, 5, foreground(Qt::red)},
                    {26, 30, background(QColor(255, 220, 0))}}},
            {u"\tat java.lang.Thread.run(Thread.java:750)"_s, {{1, 2, bold}, {4, 9, foreground(Qt::blue)}}},
            {u"Step 12/40 loss=0.3121 lr=0.0001"_s,
                {{5, 5, dotted}, {11, 10, underlined}, {22, 2, foreground(Qt::red)}}},
            {u"plain line, default colour, then red"_s, {{32, 3, foreground(Qt::red)}}},
        };
        const MonospaceText mono(font(), tabStop());
        const int row = QFontMetrics(font()).height() + 8;
        const QSize size(700, row * int(lines.size()) + 4);
        QImage expected(size, QImage::Format_ARGB32_Premultiplied), actual = expected;
        expected.fill(Qt::white);
        actual.fill(Qt::white);
        QPainter e(&expected), a(&actual);
        e.setPen(Qt::black);
        MonospaceText::Batch batch;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const auto &[text, formats] = lines[i];
            const QPointF origin(3, 2 + int(i) * row);
            const std::optional<MonospaceText::Prepared> prepared = mono.prepare(text, formats, Qt::black);
            if (!prepared)
                QSKIP("the fixed font here lacks a glyph these lines need (the view lays such lines out)");
            mono.draw(&a, origin, *prepared, 0, size.width(), &batch);
            drawLaidOut(e, origin, text, formats);
        }
        QVERIFY2(actual != expected, "before the batch is drawn, only backgrounds are");
        mono.flush(&a, batch);
        a.end();
        e.end();
        QCOMPARE(actual, expected);
    }

    void lineNumbersAsOneRun()
    {
        // The gutter's numbers, gathered into one run, sit where QTextLayout puts each.
        const MonospaceText mono(font(), tabStop());
        const int row = QFontMetrics(font()).height() + 8;
        const QStringList numbers = {u"1"_s, u"42"_s, u"1234567"_s, u"900 000"_s};
        const QSize size(120, row * int(numbers.size()) + 4);
        QImage expected(size, QImage::Format_ARGB32_Premultiplied), actual = expected;
        expected.fill(Qt::white);
        actual.fill(Qt::white);
        MonospaceText::Batch batch;
        QPainter e(&expected);
        e.setPen(Qt::darkGray);
        for (qsizetype i = 0; i < numbers.size(); ++i) {
            const QPointF origin(10 + 3 * int(i), 2 + int(i) * row);
            QVERIFY(mono.appendAscii(numbers[i], origin, Qt::darkGray, batch));
            drawLaidOut(e, origin, numbers[i], {});
        }
        e.end();
        QVERIFY(!mono.appendAscii(u"12 é"_s, QPointF(), Qt::darkGray, batch));
        QPainter a(&actual);
        mono.flush(&a, batch);
        a.end();
        QCOMPARE(actual, expected);
    }

    void refusesWhatItCannotDraw()
    {
        const MonospaceText mono(font(), tabStop());
        QVERIFY(mono.canDraw(u"plain ASCII\twith a tab"_s, {}));
        QVERIFY(!mono.canDraw(u"日志 CJK, from a fallback font"_s, {}));
        QVERIFY(!mono.canDraw(u"e\u0301 a combining mark"_s, {}));
        QVERIFY(!mono.canDraw(u"שגיאה right to left"_s, {}));
        QVERIFY(!mono.canDraw(u"a \u0001 control character"_s, {}));
        QTextCharFormat size;
        size.setFontPointSize(30);
        QVERIFY(!mono.canDraw(u"plain"_s, {{0, 2, size}}));
        QTextCharFormat wave;
        wave.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        QVERIFY(!mono.canDraw(u"plain"_s, {{0, 2, wave}}));
        QTextCharFormat gradient;
        gradient.setBackground(QLinearGradient(0, 0, 10, 0));
        QVERIFY(!mono.canDraw(u"plain"_s, {{0, 2, gradient}}));
    }
};

QTEST_MAIN(TestMonospaceText)
#include "tst_monospacetext.moc"
