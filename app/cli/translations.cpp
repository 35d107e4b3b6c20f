// SPDX-License-Identifier: MIT
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QString &currentLanguage()
{
    static QString language = u"en"_s;
    return language;
}

/// The locale numbers and dates use for \a language: the system's own when it speaks that
/// language (an en_GB desktop keeps its dates), else the language's usual one.
QLocale localeFor(const QString &language)
{
    const QLocale system = QLocale::system();
    if (language == u"zh_CN"_s) {
        if (system.language() == QLocale::Chinese && system.script() == QLocale::SimplifiedChineseScript)
            return system;
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    }
    if (system.language() == QLocale::English)
        return system;
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace

QStringList interfaceLanguages()
{
    return {u"en"_s, u"zh_CN"_s};
}

QString nativeLanguageName(const QString &language)
{
    // Not translated on purpose: each language is named in itself.
    if (language == u"zh_CN"_s)
        return u"简体中文"_s;
    if (language == u"en"_s)
        return u"English"_s;
    return language;
}

QString startupLanguage()
{
    const QString chosen = QSettings().value(u"ui/language"_s).toString();
    if (interfaceLanguages().contains(chosen))
        return chosen;
    for (const QString &name : QLocale::system().uiLanguages()) {
        const QLocale preferred(name);
        if (preferred.language() == QLocale::Chinese)
            return u"zh_CN"_s; // the only Chinese shipped: closer for zh_TW readers than English
        if (preferred.language() == QLocale::English)
            return u"en"_s;
    }
    return u"en"_s;
}

QString interfaceLanguage()
{
    return currentLanguage();
}

bool setInterfaceLanguage(const QString &language)
{
    if (!interfaceLanguages().contains(language))
        return false;
    const QLocale locale = localeFor(language);
    QLocale::setDefault(locale);
    currentLanguage() = language;
    installTranslations(locale); // posts QEvent::LanguageChange to every widget
    return true;
}

void installTranslations(const QLocale &locale)
{
    // Owned here so a second call replaces the first set rather than stacking on it.
    static std::vector<std::unique_ptr<QTranslator>> installed;
    for (const auto &t : installed)
        QCoreApplication::removeTranslator(t.get());
    installed.clear();

    auto add = [](std::unique_ptr<QTranslator> t) {
        QCoreApplication::installTranslator(t.get());
        installed.push_back(std::move(t));
    };
    auto english = std::make_unique<QTranslator>();
    if (english->load(u":/i18n/faultline_en.qm"_s))
        add(std::move(english));
    auto app = std::make_unique<QTranslator>();
    if (locale.language() != QLocale::English && app->load(locale, u"faultline"_s, u"_"_s, u":/i18n"_s))
        add(std::move(app));
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        add(std::move(qt));
}

} // namespace Faultline
