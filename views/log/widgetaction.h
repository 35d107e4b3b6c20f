// SPDX-License-Identifier: MIT
#pragma once

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace Faultline {

/// A new action of \a owner, named \a name (the window finds it by that name), whose \a shortcut
/// works while the focus is in \a owner or one of its children: one log's keys, not every tab's.
inline QAction *addWidgetAction(QWidget *owner, const char *name, const QKeySequence &shortcut = {})
{
    auto *action = new QAction(owner);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    owner->addAction(action);
    return action;
}

} // namespace Faultline
