// SPDX-License-Identifier: MIT
#include "navigationhistory.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QIcon>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace Faultline {

NavigationHistory::NavigationHistory(QWidget *window)
    : QObject(window)
    , m_back(new QAction(QIcon::fromTheme(u"go-previous"_s), QString(), this))
    , m_forward(new QAction(QIcon::fromTheme(u"go-next"_s), QString(), this))
{
    m_back->setShortcut(QKeySequence::Back);
    m_forward->setShortcut(QKeySequence::Forward);
    connect(m_back, &QAction::triggered, this, &NavigationHistory::goBack);
    connect(m_forward, &QAction::triggered, this, &NavigationHistory::goForward);
    // Actions receive no LanguageChange of their own: the window's tells when to translate.
    window->installEventFilter(this);
    retranslate();
    updateActions();
}

void NavigationHistory::visit(const QString &key)
{
    if (m_position >= 0 && m_entries.value(m_position) == key)
        return;
    m_entries.resize(m_position + 1); // a new visit drops the entries ahead
    m_entries.append(key);
    m_position = m_entries.size() - 1;
    updateActions();
}

void NavigationHistory::goBack()
{
    if (canGoBack())
        moveTo(m_position - 1);
}

void NavigationHistory::goForward()
{
    if (canGoForward())
        moveTo(m_position + 1);
}

void NavigationHistory::moveTo(qsizetype position)
{
    m_position = position;
    updateActions();
    Q_EMIT navigated(m_entries[m_position]);
}

void NavigationHistory::updateActions()
{
    m_back->setEnabled(canGoBack());
    m_forward->setEnabled(canGoForward());
}

void NavigationHistory::retranslate()
{
    m_back->setText(tr("&Back"));
    m_forward->setText(tr("&Forward"));
}

bool NavigationHistory::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace Faultline
