// SPDX-License-Identifier: MIT
#pragma once

#include "triage.h"

#include <QAbstractItemModel>

namespace Faultline {

/**
 * A triage result as a tree for the findings panel: two groups (the diagnosis: findings confident
 * enough, or the plain sentence that no known error was recognised; then suggestions and weak
 * hits), the findings of each in rank order, and under each finding the lines it was found on (the
 * kept hits). Columns: the record's signature (with how many other environments share the error), its domain,
 * its hits, the lines, its workarounds, its dead ends and its calibrated confidence.
 */
class FindingsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column {
        SignatureColumn,
        DomainColumn,
        HitsColumn,
        LinesColumn,
        WorkaroundsColumn,
        DeadEndsColumn,
        ConfidenceColumn,
        ColumnCount
    };
    enum class Kind { Group, Match, Weak, Suggestion, Hit };
    Q_ENUM(Kind)
    enum Role {
        KindRole = Qt::UserRole + 1, ///< Kind
        LineRole, ///< qint64, 0-based: the line to show (a finding's best hit, or the hit)
        RecordIdRole, ///< QString
        DiagnosisRole, ///< bool: confident enough to be a diagnosis; other findings show dimmed
    };

    explicit FindingsModel(QObject *parent = nullptr);

    void setResult(const TriageResult &result);
    const TriageResult &result() const { return m_result; }
    /// The finding an index (a finding or one of its hits) belongs to, or null.
    const Finding *finding(const QModelIndex &index) const;
    /// The model index of the finding for \a recordId, invalid when it is not listed.
    QModelIndex indexOfRecord(const QString &recordId) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// Call on QEvent::LanguageChange: headers and group names are translated.
    void retranslate();

private:
    // internalId: 0 for a group; 1 + group for a finding; firstHitId + position in
    // m_result.findings for a hit (its parent is that finding).
    static constexpr quintptr firstHitId = 3;
    qsizetype findingPosition(int group, int row) const;
    int groupOf(qsizetype position) const;

    TriageResult m_result;
    qsizetype m_strong = 0; // findings [0, m_strong) are diagnoses, the rest suggestions or weak
    bool m_hasResult = false; // a log was triaged: an empty diagnosis says so
};

} // namespace Faultline
