// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QLineEdit;
class QMenuBar;
class QTreeWidget;

namespace Faultline {

/**
 * Help → Keyboard Shortcuts: every action of the window's menus that has a shortcut, by menu, with
 * its keys as the platform writes them, and a filter field. Built from the menus when shown, so it
 * is always in the current language and never out of date with the actions.
 */
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar *menus, QWidget *parent = nullptr);

    /// For tests: the rows shown, as "Menu › Action\tKeys".
    QStringList rows() const;

private:
    void fill(const QMenuBar *menus);
    void filter(const QString &text);

    QLineEdit *m_filter;
    QTreeWidget *m_list;
};

} // namespace Faultline
