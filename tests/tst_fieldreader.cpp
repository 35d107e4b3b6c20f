// SPDX-License-Identifier: MIT
// FieldReader: a field of the wrong type reads as empty and gives one warning naming the field's
// dotted path, the type wanted and the type found, at the line where the key is written.
#include "fieldreader.h"

#include <QJsonDocument>
#include <QTest>

using namespace Faultline;
using namespace Qt::StringLiterals;
using namespace Qt::Literals::StringLiterals;

class TestFieldReader : public QObject
{
    Q_OBJECT

    static QJsonObject parse(const QByteArray &json) { return QJsonDocument::fromJson(json).object(); }

    static Diagnostic where(int line = 0)
    {
        Diagnostic d;
        d.file = u"records.jsonl"_s;
        d.line = line;
        return d;
    }

private Q_SLOTS:
    void typedField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("type"); // which reader function reads "f"
        QTest::addColumn<QVariant>("value"); // what it reads
        QTest::addColumn<QStringList>("warning"); // the warning's arguments, none when empty

        const QStringList none;
        QTest::newRow("string") << "{\"f\": \"x\"}"_ba << u"str"_s << QVariant(u"x"_s) << none;
        QTest::newRow("string, absent") << "{}"_ba << u"str"_s << QVariant(QString()) << none;
        QTest::newRow("string, null") << "{\"f\": null}"_ba << u"str"_s << QVariant(QString()) << none;
        QTest::newRow("string, a number") << "{\"f\": 3}"_ba << u"str"_s << QVariant(QString())
                                          << QStringList {u"f"_s, u"a string"_s, u"a number"_s};
        QTest::newRow("error code, a number") << "{\"f\": 404}"_ba << u"code"_s << QVariant(u"404"_s) << none;
        QTest::newRow("error code, a list") << "{\"f\": [1]}"_ba << u"code"_s << QVariant(QString())
                                            << QStringList {u"f"_s, u"a string"_s, u"an array"_s};
        QTest::newRow("number") << "{\"f\": 0.5}"_ba << u"num"_s << QVariant(0.5) << none;
        QTest::newRow("number, a string") << "{\"f\": \"0.5\"}"_ba << u"num"_s << QVariant()
                                          << QStringList {u"f"_s, u"a number"_s, u"a string"_s};
        QTest::newRow("integer, truncated") << "{\"f\": 7.9}"_ba << u"int"_s << QVariant(7) << none;
        QTest::newRow("integer, a boolean") << "{\"f\": true}"_ba << u"int"_s << QVariant()
                                            << QStringList {u"f"_s, u"a number"_s, u"a boolean"_s};
        QTest::newRow("strings") << "{\"f\": [\"a\", \"b\"]}"_ba << u"list"_s
                                 << QVariant(QStringList {u"a"_s, u"b"_s}) << none;
        QTest::newRow("strings, one item an object")
            << "{\"f\": [\"a\", {}, \"c\"]}"_ba << u"list"_s << QVariant(QStringList {u"a"_s, u"c"_s})
            << QStringList {u"f[1]"_s, u"a string"_s, u"an object"_s};
        QTest::newRow("strings, a string") << "{\"f\": \"a\"}"_ba << u"list"_s << QVariant(QStringList())
                                           << QStringList {u"f"_s, u"a list of strings"_s, u"a string"_s};
        QTest::newRow("object, a list") << "{\"f\": []}"_ba << u"object"_s << QVariant(0)
                                        << QStringList {u"f"_s, u"an object"_s, u"an array"_s};
        QTest::newRow("list, an object") << "{\"f\": {\"a\": 1}}"_ba << u"array"_s << QVariant(0)
                                         << QStringList {u"f"_s, u"a list"_s, u"an object"_s};
    }

    void typedField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, type);
        QFETCH(QVariant, value);
        QFETCH(QStringList, warning);

        Diagnostics diagnostics;
        const Diagnostic at = where(12);
        FieldReader r(parse(json), &diagnostics, at, nullptr);
        const auto key = "f"_L1;
        auto orNull = [](const auto &optional) { return optional ? QVariant(*optional) : QVariant(); };
        QVariant read;
        if (type == u"str")
            read = r.str(key);
        else if (type == u"code")
            read = r.str(key, true);
        else if (type == u"num")
            read = orNull(r.num(key));
        else if (type == u"int")
            read = orNull(r.integer(key));
        else if (type == u"list")
            read = r.strList(key);
        else if (type == u"object")
            read = int(r.object(key).size());
        else if (type == u"array")
            read = int(r.array(key).size());
        QCOMPARE(read, value);

        QCOMPARE(diagnostics.size(), warning.isEmpty() ? 0 : 1);
        if (!warning.isEmpty()) {
            const Diagnostic &d = diagnostics.first();
            QCOMPARE(d.code, Diagnostic::Code::WrongType);
            QCOMPARE(d.severity, Diagnostic::Severity::Warning);
            QCOMPARE(d.args, warning);
            QCOMPARE(d.file, at.file);
            QCOMPARE(d.line, 12); // a JSON Lines line keeps its own line
        }
    }

    // Nested objects and list items are named by their path from the top.
    void nestedPath()
    {
        const QJsonObject o = parse(R"({"error": {"runtime": {"name": 3}},
            "dead_ends": [{"fail_rate": 0.1}, 5, {"fail_rate": "often"}]})");
        Diagnostics diagnostics;
        const Diagnostic at = where(3);
        FieldReader r(o, &diagnostics, at, nullptr);
        FieldReader error = r.child(r.object("error"_L1), "error"_L1);
        FieldReader runtime = error.child(error.object("runtime"_L1), "runtime"_L1);
        QVERIFY(runtime.str("name"_L1).isEmpty());
        const QList<std::optional<double>> rates = r.objects<std::optional<double>>(
            "dead_ends"_L1, [](FieldReader &f) { return f.num("fail_rate"_L1); });

        QCOMPARE(rates.size(), 2); // the item that is not an object is left out
        QCOMPARE(rates[0], 0.1);
        QVERIFY(!rates[1]);
        QStringList fields;
        for (const Diagnostic &d : std::as_const(diagnostics))
            fields.append(d.args.value(0));
        QCOMPARE(
            fields, (QStringList {u"error.runtime.name"_s, u"dead_ends[1]"_s, u"dead_ends[2].fail_rate"_s}));
    }

    // A record that is a whole file has no line of its own: a warning points at its key.
    void lineOfKeyInWholeFile()
    {
        const QByteArray raw = "{\n  \"id\": \"a/b\",\n  \"tags\": \"not a list\"\n}\n";
        Diagnostics diagnostics;
        const Diagnostic at = where(0);
        FieldReader r(parse(raw), &diagnostics, at, &raw);
        QCOMPARE(r.str("id"_L1), u"a/b"_s);
        QVERIFY(r.strList("tags"_L1).isEmpty());
        QCOMPARE(diagnostics.size(), 1);
        QCOMPARE(diagnostics.first().line, 3);
    }

    void restKeepsUnclaimedKeys()
    {
        Diagnostics diagnostics;
        const Diagnostic at = where();
        FieldReader r(
            parse(R"({"id": "x", "future": [1, 2], "absent_asked": null})"), &diagnostics, at, nullptr);
        r.str("id"_L1);
        r.str("absent_asked"_L1);
        r.str("never_there"_L1);
        QCOMPARE(r.rest(), parse(R"({"future": [1, 2]})"));

        FieldReader all(parse(R"({"id": "x"})"), &diagnostics, at, nullptr);
        all.str("id"_L1);
        QVERIFY(all.rest().isEmpty());
        QVERIFY(diagnostics.isEmpty());
    }

    void missingIsAnErrorAtTheRecord()
    {
        Diagnostics diagnostics;
        const Diagnostic at = where(9);
        FieldReader r(QJsonObject(), &diagnostics, at, nullptr);
        r.missing(u"error.signature"_s);
        QCOMPARE(diagnostics.size(), 1);
        QCOMPARE(diagnostics.first().code, Diagnostic::Code::MissingField);
        QCOMPARE(diagnostics.first().severity, Diagnostic::Severity::Error);
        QCOMPARE(diagnostics.first().args, QStringList {u"error.signature"_s});
        QCOMPARE(diagnostics.first().line, 9);
    }
};

QTEST_GUILESS_MAIN(TestFieldReader)
#include "tst_fieldreader.moc"
