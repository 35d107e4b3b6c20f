// SPDX-License-Identifier: MIT
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// A menu's or an action's text as read: without the mnemonic's "&" or a trailing "…".
QString plain(QString text)
{
    text.remove(QRegularExpression(u"&(?!&)"_s));
    if (text.endsWith(u'…'))
        text.chop(1);
    return text;
}

void addMenu(QTreeWidget *list, const QMenu *menu, const QString &path)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu *sub = action->menu()) {
            addMenu(list, sub, path + u" › "_s + plain(sub->title()));
            continue;
        }
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty())
            continue;
        QStringList written;
        for (const QKeySequence &key : keys)
            written.append(key.toString(QKeySequence::NativeText));
        auto *item
            = new QTreeWidgetItem(list, {path + u" › "_s + plain(action->text()), written.join(u", "_s)});
        item->setToolTip(0, item->text(0));
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QMenuBar *menus, QWidget *parent)
    : QDialog(parent), m_filter(new QLineEdit), m_list(new QTreeWidget)
{
    setObjectName(u"ShortcutsDialog"_s);
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_filter->setPlaceholderText(tr("Filter by action or key"));
    m_filter->setClearButtonEnabled(true);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Action"), tr("Shortcut")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::filter);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    fill(menus);
    resize(fontMetrics().averageCharWidth() * 70, fontMetrics().height() * 28);
}

void ShortcutsDialog::fill(const QMenuBar *menus)
{
    for (QAction *action : menus->actions()) {
        if (const QMenu *menu = action->menu())
            addMenu(m_list, menu, plain(menu->title()));
    }
}

void ShortcutsDialog::filter(const QString &text)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        item->setHidden(!item->text(0).contains(text, Qt::CaseInsensitive)
            && !item->text(1).contains(text, Qt::CaseInsensitive));
    }
}

QStringList ShortcutsDialog::rows() const
{
    QStringList rows;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (const QTreeWidgetItem *item = m_list->topLevelItem(i); !item->isHidden())
            rows.append(item->text(0) + u'\t' + item->text(1));
    }
    return rows;
}

} // namespace Faultline
