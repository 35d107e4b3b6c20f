// SPDX-License-Identifier: MIT
#include "entrylisteditor.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSignalBlocker>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QWidget *editorFor(const EntryListEditor::Field &field)
{
    if (field.kind == EntryListEditor::Field::Kind::Line) {
        auto *edit = new QLineEdit;
        edit->setPlaceholderText(field.placeholder);
        return edit;
    }
    auto *edit = new QPlainTextEdit;
    edit->setPlaceholderText(field.placeholder);
    edit->setTabChangesFocus(true);
    const int lines = field.kind == EntryListEditor::Field::Kind::Code ? 3 : 2;
    if (field.kind == EntryListEditor::Field::Kind::Code) {
        QFont mono(u"monospace"_s);
        mono.setStyleHint(QFont::Monospace);
        edit->setFont(mono);
    }
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
    return edit;
}

void setTextOf(QWidget *editor, const QString &text)
{
    const QSignalBlocker quiet(editor); // showing an entry is no edit of it
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        line->setText(text);
        line->setCursorPosition(0);
    } else {
        static_cast<QPlainTextEdit *>(editor)->setPlainText(text);
    }
}

} // namespace

EntryListEditor::EntryListEditor(const QList<Field> &fields, const QString &unnamed, QWidget *parent)
    : QWidget(parent)
    , m_fields(fields)
    , m_unnamed(unnamed)
    , m_list(new QListWidget)
    , m_form(new QWidget)
    , m_add(new QPushButton(tr("&Add")))
    , m_remove(new QPushButton(tr("Re&move")))
    , m_up(new QPushButton(tr("Move &Up")))
    , m_down(new QPushButton(tr("Move D&own")))
{
    m_add->setObjectName(u"Add"_s);
    m_remove->setObjectName(u"Remove"_s);
    m_up->setObjectName(u"MoveUp"_s);
    m_down->setObjectName(u"MoveDown"_s);
    m_list->setMinimumWidth(fontMetrics().averageCharWidth() * 22);
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // a long action: its tooltip has it all

    auto *form = new QFormLayout(m_form);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (qsizetype f = 0; f < m_fields.size(); ++f) {
        QWidget *editor = editorFor(m_fields[f]);
        m_editors.append(editor);
        form->addRow(m_fields[f].label, editor);
        const auto field = int(f);
        if (auto *line = qobject_cast<QLineEdit *>(editor)) {
            connect(line, &QLineEdit::textChanged, this,
                [this, field](const QString &text) { edited(field, text); });
        } else {
            auto *text = static_cast<QPlainTextEdit *>(editor);
            connect(text, &QPlainTextEdit::textChanged, this,
                [this, field, text] { edited(field, text->toPlainText()); });
        }
    }

    auto *buttons = new QGridLayout;
    buttons->addWidget(m_add, 0, 0);
    buttons->addWidget(m_remove, 0, 1);
    buttons->addWidget(m_up, 1, 0);
    buttons->addWidget(m_down, 1, 1);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 2);
    layout->addWidget(m_form, 5, Qt::AlignTop);

    connect(m_list, &QListWidget::currentRowChanged, this, &EntryListEditor::showEntry);
    connect(m_add, &QPushButton::clicked, this, &EntryListEditor::addEntry);
    connect(m_remove, &QPushButton::clicked, this, &EntryListEditor::removeCurrent);
    connect(m_up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    auto *deleteKey = new QShortcut(QKeySequence::Delete, m_list);
    deleteKey->setContext(Qt::WidgetShortcut);
    connect(deleteKey, &QShortcut::activated, this, &EntryListEditor::removeCurrent);
    // The list, then its buttons, then the entry's fields: the order the eye reads them in.
    setTabOrder(m_list, m_add);
    setTabOrder(m_add, m_remove);
    setTabOrder(m_remove, m_up);
    setTabOrder(m_up, m_down);
    setTabOrder(m_down, m_editors.value(0, m_down));
    showEntry(-1);
}

void EntryListEditor::setEntries(const QList<QStringList> &entries)
{
    m_entries.clear();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        QStringList values = entries[i];
        values.resize(m_fields.size());
        m_entries.append({int(i), values});
    }
    updateItems();
    setCurrentRow(m_entries.isEmpty() ? -1 : 0);
    Q_EMIT countChanged(count());
}

QList<EntryListEditor::Entry> EntryListEditor::entries() const
{
    return m_entries;
}

int EntryListEditor::currentRow() const
{
    return m_list->currentRow();
}

void EntryListEditor::setCurrentRow(int row)
{
    m_list->setCurrentRow(row);
    showEntry(m_list->currentRow());
}

void EntryListEditor::addEntry()
{
    QStringList values;
    values.resize(m_fields.size());
    m_entries.append({-1, values});
    updateItems();
    setCurrentRow(count() - 1);
    if (QWidget *first = m_editors.value(0))
        first->setFocus();
    Q_EMIT countChanged(count());
}

void EntryListEditor::removeCurrent()
{
    const int row = currentRow();
    if (row < 0)
        return;
    m_entries.removeAt(row);
    updateItems();
    setCurrentRow(std::min(row, count() - 1));
    Q_EMIT countChanged(count());
}

void EntryListEditor::moveCurrent(int by)
{
    const int row = currentRow();
    const int to = row + by;
    if (row < 0 || to < 0 || to >= count())
        return;
    m_entries.move(row, to);
    updateItems();
    setCurrentRow(to);
}

void EntryListEditor::showEntry(int row)
{
    const bool valid = row >= 0 && row < count();
    for (qsizetype f = 0; f < m_editors.size(); ++f)
        setTextOf(m_editors[f], valid ? m_entries[row].values.value(f) : QString());
    m_form->setEnabled(valid);
    updateButtons();
}

void EntryListEditor::edited(int field, const QString &text)
{
    const int row = currentRow();
    if (row < 0 || row >= count())
        return;
    m_entries[row].values[field] = text;
    if (field == 0) {
        m_list->item(row)->setText(itemText(row));
        m_list->item(row)->setToolTip(text);
    }
}

QString EntryListEditor::itemText(int row) const
{
    // The first line of the first field names the entry; a long one is elided by the list.
    const QString name = m_entries[row].values.value(0).trimmed().section(u'\n', 0, 0);
    return tr("%1. %2", "an entry in a numbered list").arg(row + 1).arg(name.isEmpty() ? m_unnamed : name);
}

void EntryListEditor::updateItems()
{
    const QSignalBlocker quiet(m_list); // the caller sets the current row once the list is right
    m_list->clear();
    for (int row = 0; row < count(); ++row) {
        auto *item = new QListWidgetItem(itemText(row), m_list);
        item->setToolTip(m_entries[row].values.value(0));
    }
}

void EntryListEditor::updateButtons()
{
    const int row = currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row < count() - 1);
}

} // namespace Faultline
