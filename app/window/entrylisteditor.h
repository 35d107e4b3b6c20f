// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class QListWidget;
class QPushButton;

namespace Faultline {

/**
 * A list of entries of a few text fields each, edited one at a time: the entries on the left, each
 * named by its first field, with Add, Remove, Move Up and Move Down under them; the selected
 * entry's fields in a form on the right. RecordEditor edits a record's workarounds and its dead
 * ends in two of these.
 *
 * Each entry remembers where it came from (Entry::origin: its place in the list given to
 * setEntries(), -1 when added here), so that its owner can keep what the fields do not show. The
 * values are as typed: neither trimmed nor checked.
 */
class EntryListEditor : public QWidget
{
    Q_OBJECT

public:
    struct Field
    {
        enum class Kind {
            Line, ///< one line
            Text, ///< a few lines of prose
            Code, ///< a few lines in a fixed font
        };
        QString label;
        QString placeholder;
        Kind kind = Kind::Line;
    };
    struct Entry
    {
        int origin = -1;
        QStringList values; ///< one per field
    };

    /// \a unnamed names an entry in the list while its first field is empty ("New workaround").
    EntryListEditor(const QList<Field> &fields, const QString &unnamed, QWidget *parent = nullptr);

    /// Replaces the entries, each a value per field; their origins are their places in \a entries.
    void setEntries(const QList<QStringList> &entries);
    QList<Entry> entries() const;
    int count() const { return int(m_entries.size()); }

    /// The selected entry, -1 when there is none (the list is empty).
    int currentRow() const;
    void setCurrentRow(int row);
    /// The editor of field \a field (a QLineEdit or a QPlainTextEdit): it shows the current entry.
    QWidget *fieldEditor(int field) const { return m_editors.value(field); }
    QListWidget *list() const { return m_list; }

    /// Adds an empty entry after the last and selects it, its first field focused.
    void addEntry();
    /// Removes the current entry (also the Delete key in the list); the one after it (or before, at
    /// the end) becomes current.
    void removeCurrent();
    /// Moves the current entry \a by places (-1: up, 1: down), when it can go there.
    void moveCurrent(int by);

Q_SIGNALS:
    /// An entry was added or removed.
    void countChanged(int count);

private:
    void showEntry(int row);
    void edited(int field, const QString &text);
    QString itemText(int row) const;
    void updateItems();
    void updateButtons();

    QList<Field> m_fields;
    QString m_unnamed;
    QList<Entry> m_entries;
    QListWidget *m_list;
    QList<QWidget *> m_editors;
    QWidget *m_form;
    QPushButton *m_add, *m_remove, *m_up, *m_down;
};

} // namespace Faultline
