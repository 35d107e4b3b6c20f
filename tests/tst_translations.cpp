// SPDX-License-Identifier: MIT
// The interface translations: the .ts files are what lupdate makes of the sources today (nothing
// new left untranslated, nothing gone still listed), every string has a finished Simplified
// Chinese translation that keeps its placeholders, and the compiled translations are embedded.
#include "diagnostic.h"
#include "knowledgebase.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <map>

using namespace Faultline;
using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; ///< the translation's type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations; ///< one text, or one per plural form
};

using Key = std::tuple<QString, QString, QString>; // context, source, comment
using Messages = std::map<Key, Message>;

QString describe(const Message &m)
{
    return m.context + u": \""_s + m.source + u'"'
        + (m.comment.isEmpty() ? QString() : u" ("_s + m.comment + u')');
}

/// Reads a Qt Linguist .ts file; an empty map and \a error set when it is not one.
Messages readTs(const QString &path, QString *error)
{
    Messages messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + u": "_s + file.errorString();
        return {};
    }
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != "TS"_L1) {
        *error = path + u": not a Qt Linguist file"_s;
        return {};
    }
    while (xml.readNextStartElement()) {
        if (xml.name() != "context"_L1) {
            xml.skipCurrentElement();
            continue;
        }
        QString context;
        while (xml.readNextStartElement()) {
            if (xml.name() == "name"_L1) {
                context = xml.readElementText();
            } else if (xml.name() == "message"_L1) {
                Message m;
                m.context = context;
                m.numerus = xml.attributes().value("numerus"_L1) == "yes"_L1;
                while (xml.readNextStartElement()) {
                    if (xml.name() == "source"_L1) {
                        m.source = xml.readElementText();
                    } else if (xml.name() == "comment"_L1) {
                        m.comment = xml.readElementText();
                    } else if (xml.name() == "translation"_L1) {
                        m.type = xml.attributes().value("type"_L1).toString();
                        if (m.numerus) {
                            while (xml.readNextStartElement()) {
                                if (xml.name() == "numerusform"_L1)
                                    m.translations.append(xml.readElementText());
                                else
                                    xml.skipCurrentElement();
                            }
                        } else {
                            m.translations.append(xml.readElementText());
                        }
                    } else {
                        xml.skipCurrentElement();
                    }
                }
                messages[{m.context, m.source, m.comment}] = m;
            } else {
                xml.skipCurrentElement();
            }
        }
    }
    if (xml.hasError())
        *error = u"%1:%2: %3"_s.arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

/// The placeholders Qt fills in (%1 … %99, %L1, %n, %Ln), sorted, each as often as it occurs.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression re(u"%L?(?:[1-9][0-9]?|n)"_s);
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    found.sort();
    return found;
}

/// Whether \a text has a keyboard mnemonic ("&File", "文件(&F)"); "&&" is a literal ampersand.
bool hasMnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        if (!text[i + 1].isSpace())
            return true;
    }
    return false;
}

QString tsPath(const QString &name)
{
    return QStringLiteral(FAULTLINE_SOURCE_DIR "/translations/") + name;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void notStale_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("extra");
        // The same arguments as the update_translations target (CMakeLists.txt).
        QTest::newRow("zh_CN")
            << u"faultline_zh_CN.ts"_s
            << QStringLiteral(FAULTLINE_LUPDATE_ZH_CN_ARGS).split(u'|', Qt::SkipEmptyParts);
        QTest::newRow("en") << u"faultline_en.ts"_s
                            << QStringLiteral(FAULTLINE_LUPDATE_EN_ARGS).split(u'|', Qt::SkipEmptyParts);
    }

    // What `--target update_translations` would change: run lupdate on a copy, the way the
    // target does, and compare. A string added to the sources but not to the .ts file would ship
    // untranslated; one still listed after it left the sources is dead weight for translators.
    void notStale()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, extra);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(name);
        QVERIFY(QFile::copy(tsPath(name), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(FAULTLINE_SOURCE_DIR));
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        const QStringList args = QStringLiteral(FAULTLINE_LUPDATE_ARGS).split(u'|', Qt::SkipEmptyParts)
            + extra + QStringList {u"-ts"_s, copy};
        lupdate.start(QStringLiteral(FAULTLINE_LUPDATE), args);
        QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
            lupdate.readAll().constData());

        QString error;
        const Messages committed = readTs(tsPath(name), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const Messages updated = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QStringList problems;
        for (const auto &[key, m] : updated)
            if (!committed.contains(key))
                problems.append(u"not in the .ts file yet: "_s + describe(m));
        for (const auto &[key, m] : committed)
            if (!updated.contains(key))
                problems.append(u"no longer in the sources: "_s + describe(m));
        QVERIFY2(problems.isEmpty(),
            qPrintable(name
                + u" is stale; run `cmake --build <build dir> --target update_translations`, "_s
                  u"then translate:\n  "_s
                + problems.join(u"\n  "_s)));
        // Guards the comparison itself: lupdate read the sources (a wrong folder would find nothing).
        QVERIFY2(!updated.empty(), "lupdate found no strings");
    }

    void chineseIsComplete()
    {
        QString error;
        const Messages messages = readTs(tsPath(u"faultline_zh_CN.ts"_s), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const auto &[key, m] : messages) {
            if (!m.type.isEmpty())
                problems.append(u"%1 translation: "_s.arg(m.type) + describe(m));
            else if (m.translations.isEmpty() || m.translations.contains(QString()))
                problems.append(u"empty translation: "_s + describe(m));
            // Chinese has one plural form.
            else if (m.numerus && m.translations.size() != 1)
                problems.append(u"%1 plural forms instead of 1: "_s.arg(m.translations.size()) + describe(m));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.join(u"\n  "_s)));
    }

    void englishPluralsAreComplete()
    {
        QString error;
        const Messages messages = readTs(tsPath(u"faultline_en.ts"_s), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        for (const auto &[key, m] : messages) {
            if (!m.numerus)
                problems.append(u"not a plural form: "_s + describe(m));
            else if (!m.type.isEmpty() || m.translations.size() != 2 || m.translations.contains(QString()))
                problems.append(u"needs its singular and plural: "_s + describe(m));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.join(u"\n  "_s)));
    }

    void placeholdersKept_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("zh_CN") << u"faultline_zh_CN.ts"_s;
        QTest::newRow("en") << u"faultline_en.ts"_s;
    }

    // A translation that drops %2 shows the wrong value or a raw "%2"; one that adds %3 fails to
    // fill. Each plural form keeps %n (Chinese has one form, English's singular too: "%n record").
    void placeholdersKept()
    {
        QFETCH(QString, name);
        QString error;
        const Messages messages = readTs(tsPath(name), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        for (const auto &[key, m] : messages) {
            const QStringList expected = placeholders(m.source);
            for (const QString &translation : m.translations) {
                if (translation.isEmpty())
                    continue; // reported as unfinished above
                const QStringList got = placeholders(translation);
                if (got != expected)
                    problems.append(u"%1 → \"%2\": placeholders %3 instead of %4"_s.arg(
                        describe(m), translation, got.join(u' '), expected.join(u' ')));
            }
            // A menu entry reachable with Alt+letter in English stays reachable in Chinese.
            if (name != u"faultline_en.ts"_s && hasMnemonic(m.source) && !m.translations.isEmpty()
                && !hasMnemonic(m.translations.first()))
                problems.append(u"%1 → \"%2\": the keyboard mnemonic (&) is missing"_s.arg(
                    describe(m), m.translations.first()));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n  "_s + problems.join(u"\n  "_s)));
    }

    // Loading problems are shown in the language of the moment, the phrases inside them too
    // ("should be a number but is a string"), and a value is never taken for a placeholder.
    void diagnosticsFollowTheLanguage()
    {
        const KnowledgeBase kb = KnowledgeBase::load({QStringLiteral(FAULTLINE_TEST_DATA "/bad")});
        QVERIFY(kb.diagnostics().size() >= 10);
        QStringList english;
        for (const Diagnostic &d : kb.diagnostics())
            english.append(d.text());
        QVERIFY(english.contains(u"field \"confidence\" should be a number but is a string; ignored"_s));

        QTranslator chinese;
        QVERIFY(chinese.load(u":/i18n/faultline_zh_CN.qm"_s));
        QCoreApplication::installTranslator(&chinese);
        QStringList problems, chineseTexts;
        static const QRegularExpression englishWords(
            u"should be|but is|JSON object|a number|a string|ignored|skipped|unterminated|not an error"_s);
        for (const Diagnostic &d : kb.diagnostics()) {
            const QString text = d.text();
            chineseTexts.append(text);
            // File names, keys and ids stay as they are; our own words are translated.
            if (text == english[kb.diagnostics().indexOf(d)] || text.contains(englishWords))
                problems.append(text);
        }
        QVERIFY2(chineseTexts.contains(u"字段“confidence”应为数字，实际为字符串；已忽略"_s),
            qPrintable(chineseTexts.join(u'\n')));
        QCoreApplication::removeTranslator(&chinese);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

        Diagnostic duplicate;
        duplicate.code = Diagnostic::Code::DuplicateId;
        duplicate.args = {u"x%2y"_s, u"a.json"_s, u"b.json"_s};
        QCOMPARE(duplicate.text(),
            u"duplicate id \"x%2y\": the record from a.json is kept, the one from b.json is ignored"_s);
    }

    // The .qm files are compiled from the .ts files and embedded: no install step can lose them.
    void compiledTranslationsAreEmbedded()
    {
        QString error;
        const Messages messages = readTs(tsPath(u"faultline_zh_CN.ts"_s), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QTranslator chinese;
        QVERIFY(chinese.load(u":/i18n/faultline_zh_CN.qm"_s));
        qsizetype checked = 0;
        for (const auto &[key, m] : messages) {
            if (m.numerus || m.translations.isEmpty())
                continue;
            const QString got
                = chinese.translate(m.context.toUtf8().constData(), m.source.toUtf8().constData(),
                    m.comment.isEmpty() ? nullptr : m.comment.toUtf8().constData());
            QCOMPARE(got, m.translations.first());
            ++checked;
        }
        QVERIFY(checked > 100);
        QTranslator english;
        QVERIFY(english.load(u":/i18n/faultline_en.qm"_s));
        // QTranslator picks the form; QCoreApplication::translate fills in %n.
        QCOMPARE(english.translate("Faultline::KnowledgeBaseBrowser", "%n record(s)", nullptr, 1), u"%n record"_s);
        QCOMPARE(english.translate("Faultline::KnowledgeBaseBrowser", "%n record(s)", nullptr, 3), u"%n records"_s);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
