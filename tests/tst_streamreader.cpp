// SPDX-License-Identifier: MIT
// StreamReader reads what the caches' QDataStream wrote, value for value, and stops at damage
// without reading past the bytes it was given.
#include "streamreader.h"

#include <QTest>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

/// A QDataStream set up as the caches set theirs.
QByteArray written(const std::function<void(QDataStream &)> &write)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_5);
    out.setByteOrder(QDataStream::LittleEndian);
    write(out);
    return bytes;
}

} // namespace

class TestStreamReader : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatQDataStreamWrote()
    {
        const QString text = u"Ошибка 错误 — \U0001F4A5 error"_s;
        const QStringList list {u"a"_s, QString(), u""_s, text};
        const QHash<QString, QStringList> hash {{u"k1"_s, {u"x"_s}}, {u"k2"_s, {}}};
        const QByteArray bytes = written([&](QDataStream &out) {
            out << true << false << qint32(-7) << quint32(4000000000u) << qint64(-1) << quint64(1) << 0.25
                << text << QString() << QString(u""_s) << QByteArray("\0b"_ba) << QByteArray() << list
                << hash;
        });
        StreamReader in(bytes);
        bool t = false, f = true;
        qint32 i32 = 0;
        quint32 u32 = 0;
        qint64 i64 = 0;
        quint64 u64 = 0;
        double d = 0;
        QString s, null, empty;
        QByteArray array, nullArray;
        QStringList readList;
        QHash<QString, QStringList> readHash;
        in >> t >> f >> i32 >> u32 >> i64 >> u64 >> d >> s >> null >> empty >> array >> nullArray >> readList
            >> readHash;
        QCOMPARE(in.status(), QDataStream::Ok);
        QVERIFY(in.atEnd());
        QVERIFY(t);
        QVERIFY(!f);
        QCOMPARE(i32, -7);
        QCOMPARE(u32, 4000000000u);
        QCOMPARE(i64, -1);
        QCOMPARE(u64, 1u);
        QCOMPARE(d, 0.25);
        QCOMPARE(s, text);
        QVERIFY(null.isNull());
        QVERIFY(!empty.isNull());
        QVERIFY(empty.isEmpty());
        QCOMPARE(array, "\0b"_ba);
        QVERIFY(nullArray.isNull());
        QCOMPARE(readList, list);
        QVERIFY(readList.at(1).isNull());
        QCOMPARE(readHash, hash);
    }

    // Every cut of a stream is read past its end, never beyond the bytes, and reads nothing more.
    void aCutStreamIsReadPastEnd()
    {
        const QByteArray bytes = written([](QDataStream &out) {
            out << u"a string of some length"_s << QStringList {u"x"_s, u"y"_s} << qint32(5);
        });
        for (qsizetype cut = 0; cut < bytes.size(); ++cut) {
            const QByteArray head = bytes.first(cut);
            StreamReader in(head);
            QString s;
            QStringList list;
            qint32 number = 1;
            in >> s >> list >> number;
            QVERIFY2(in.status() != QDataStream::Ok, qPrintable(u"cut at %1"_s.arg(cut)));
            QCOMPARE(number, 0);
        }
    }

    // A count is damage when what is left cannot hold that many elements of the least size.
    void aCountMustFitInWhatIsLeft()
    {
        const QByteArray twoSizes
            = written([](QDataStream &out) { out << quint32(2) << quint32(0) << quint32(0); });
        StreamReader fits(twoSizes);
        QCOMPARE(fits.readCount(4), 2u);
        QCOMPARE(fits.status(), QDataStream::Ok);

        const QByteArray threeSizes
            = written([](QDataStream &out) { out << quint32(3) << quint32(0) << quint32(0); });
        StreamReader tooMany(threeSizes);
        QCOMPARE(tooMany.readCount(4), 0u);
        QCOMPARE(tooMany.status(), QDataStream::ReadCorruptData);
        StreamReader bytes(threeSizes); // as single bytes, eight are left for three
        QCOMPARE(bytes.readCount(), 3u);
        QCOMPARE(bytes.status(), QDataStream::Ok);
    }

    void damageIsCorruptData_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        // A string of an odd number of bytes is no UTF-16.
        QTest::newRow("odd string") << written(
            [](QDataStream &out) { out << quint32(3) << quint8(1) << quint16(2); });
        // A count of more elements than bytes left.
        QTest::newRow("list count") << written([](QDataStream &out) { out << quint32(1000) << quint32(0); });
        QTest::newRow("hash count") << written([](QDataStream &out) { out << quint32(0x7fffffff); });
    }

    void damageIsCorruptData()
    {
        QFETCH(QByteArray, bytes);
        StreamReader in(bytes);
        if (QByteArray(QTest::currentDataTag()) == "odd string") {
            QString s;
            in >> s;
        } else if (QByteArray(QTest::currentDataTag()) == "list count") {
            QStringList list;
            in >> list;
            QVERIFY(list.isEmpty());
        } else {
            QHash<QString, QString> hash;
            in >> hash;
            QVERIFY(hash.isEmpty());
        }
        QCOMPARE(in.status(), QDataStream::ReadCorruptData);
    }
};

QTEST_GUILESS_MAIN(TestStreamReader)
#include "tst_streamreader.moc"
