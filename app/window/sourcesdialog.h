// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace Faultline {

class KnowledgeBase;

/**
 * Knowledge Base Sources: every source in use or set aside — Faultline's built-in knowledge base,
 * the bundled one while nothing of the user's is on, the folders and files the user added — each
 * with its records, licence, time to read and problems (from the knowledge base loaded now), and a
 * box to turn it on or off. Folders and files are added and removed here. Nothing changes until
 * OK; the caller then loads enabledSources() and remembers the rest.
 */
class SourcesDialog : public QDialog
{
    Q_OBJECT

public:
    /// \a sources: the user's sources, on; \a disabled: theirs, off; \a builtIn: whether the
    /// built-in knowledge base is on; \a kb: what is loaded now (null while nothing is).
    SourcesDialog(const QStringList &sources, const QStringList &disabled, bool builtIn,
        const KnowledgeBase *kb, QWidget *parent = nullptr);

    QStringList enabledSources() const;
    QStringList disabledSources() const;
    bool builtInEnabled() const;
    /// Adds \a paths as sources of the user's, on (the Add buttons' work, callable from tests).
    void addSources(const QStringList &paths);
    QTreeWidget *table() const { return m_table; }

private:
    enum Column { SourceColumn, RecordsColumn, LicenceColumn, TimeColumn, ProblemsColumn, ColumnCount };
    enum class Kind { BuiltIn, Bundled, User };

    QTreeWidgetItem *addRow(const QString &source, Kind kind, bool enabled);
    void fillFigures(QTreeWidgetItem *item, const QString &source);
    void addFolder();
    void addFiles();
    void removeSelected();
    void updateButtons();
    QStringList userSources(bool enabled) const;

    QTreeWidget *m_table;
    QPushButton *m_addFolder;
    QPushButton *m_addFiles;
    QPushButton *m_remove;
    const KnowledgeBase *m_kb;
};

} // namespace Faultline
