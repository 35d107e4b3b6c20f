// SPDX-License-Identifier: MIT
#pragma once

#include "knowledgebase.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace Faultline {

/**
 * The knowledge base as a tree: domain → category → record, each group labelled with its count,
 * and the documents (articles, documentation pages) in a branch of their own at the end. Categories
 * are shown as words in the interface language (categoryDisplayName()). The records of one error
 * seen in several environments (ids "domain/slug/environment" sharing domain and slug, as the
 * corpus writes them) sit under one RecordGroup entry, labelled with the error's signature, their
 * own rows labelled with the environment; the group stands for its best record (the most
 * confident), which record() and RecordIdRole give.
 *
 * A thin layer over plain nodes built aside and swapped in with a model reset. Lives on the GUI
 * thread like every item model; the knowledge base it shows is immutable and shared.
 */
class KnowledgeBaseModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, FixRateColumn, ConfidenceColumn, LastConfirmedColumn, ColumnCount };
    enum Role {
        NodeKindRole = Qt::UserRole + 1, ///< a NodeKind
        RecordIdRole, ///< record id, or document id for documents
        SortRole, ///< a value that sorts naturally per column
        RecordCountRole, ///< records under a group node (1 for a record)
        ItemIndexRole, ///< position in KnowledgeBase::records() or documents(); -1 for groups
        NameRole, ///< a group's name as shown, without its count
    };
    /// RecordGroup: one error in several environments; its children are Record nodes.
    enum class NodeKind { Domain, Category, Record, DocumentGroup, Document, RecordGroup };
    Q_ENUM(NodeKind)

    explicit KnowledgeBaseModel(QObject *parent = nullptr);
    ~KnowledgeBaseModel() override;

    void setKnowledgeBase(std::shared_ptr<const KnowledgeBase> knowledgeBase);
    std::shared_ptr<const KnowledgeBase> knowledgeBase() const { return m_kb; }

    /// The index of the record with \a id in column 0, or an invalid index.
    QModelIndex indexOfRecord(const QString &id) const;
    /// The index of the document with \a id in column 0, or an invalid index.
    QModelIndex indexOfDocument(const QString &id) const;
    /// The record at \a index (a RecordGroup's best record), or an invalid Record for other group
    /// and document nodes.
    Record record(const QModelIndex &index) const;
    /// Call on QEvent::LanguageChange: headers, group names, dates and rates are shown in the
    /// interface language and locale, so views are told that all of them changed.
    void retranslate();

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    struct Node;

private:
    Node *nodeOf(const QModelIndex &index) const;
    static QString groupName(const Node *n);

    std::shared_ptr<const KnowledgeBase> m_kb;
    std::unique_ptr<Node> m_root;
};

} // namespace Faultline
