// SPDX-License-Identifier: MIT
#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace Faultline {

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
