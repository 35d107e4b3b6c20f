// SPDX-License-Identifier: MIT
#include "colorscheme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

using namespace Qt::StringLiterals;

namespace Faultline {

ColorScheme colorSchemeFromName(const QString &name)
{
    if (name.compare(u"light"_s, Qt::CaseInsensitive) == 0)
        return ColorScheme::Light;
    if (name.compare(u"dark"_s, Qt::CaseInsensitive) == 0)
        return ColorScheme::Dark;
    return ColorScheme::System;
}

QString colorSchemeName(ColorScheme scheme)
{
    switch (scheme) {
    case ColorScheme::Light:
        return u"light"_s;
    case ColorScheme::Dark:
        return u"dark"_s;
    case ColorScheme::System:
        break;
    }
    return u"system"_s;
}

void applyColorScheme(ColorScheme scheme)
{
    // What the desktop gave us, kept from the first call so "System" can go back to it.
    static const QString systemStyle = QApplication::style()->name();
    static const QPalette systemPalette = QApplication::palette();
    if (scheme == ColorScheme::System) {
        QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(systemPalette);
        return;
    }
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    if (scheme == ColorScheme::Light) {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x7f, 0x7f, 0x7f), accent(0x3d, 0x8e, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, accent.lighter(130));
    p.setColor(QPalette::Highlight, accent);
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    QApplication::setPalette(p);
}

} // namespace Faultline
