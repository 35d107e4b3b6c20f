// SPDX-License-Identifier: MIT
#include "findingsmodel.h"

#include "textutil.h"
#include "triagereport.h"

#include <QLocale>

#include <climits>

using namespace Qt::StringLiterals;

namespace Faultline {

FindingsModel::FindingsModel(QObject *parent) : QAbstractItemModel(parent) { }

void FindingsModel::setResult(const TriageResult &result)
{
    beginResetModel();
    m_result = result;
    m_hasResult = true;
    // Triage ranks the diagnoses first, then suggestions and weak hits.
    m_strong = std::find_if(m_result.findings.cbegin(), m_result.findings.cend(), [](const Finding &f) {
        return !f.isDiagnosis();
    }) - m_result.findings.cbegin();
    endResetModel();
}

qsizetype FindingsModel::findingPosition(int group, int row) const
{
    return group == 0 ? row : m_strong + row;
}

int FindingsModel::groupOf(qsizetype position) const
{
    return position < m_strong ? 0 : 1;
}

const Finding *FindingsModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    const qsizetype position = index.internalId() < firstHitId
        ? findingPosition(int(index.internalId() - 1), index.row())
        : qsizetype(index.internalId() - firstHitId);
    return position < m_result.findings.size() ? &m_result.findings[position] : nullptr;
}

QModelIndex FindingsModel::indexOfRecord(const QString &recordId) const
{
    for (qsizetype i = 0; i < m_result.findings.size(); ++i) {
        if (m_result.findings[i].record.id() == recordId) {
            const int group = groupOf(i);
            return createIndex(int(group == 0 ? i : i - m_strong), 0, quintptr(1 + group));
        }
    }
    return {};
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || row >= rowCount(parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    if (parent.internalId() == 0)
        return createIndex(row, column, quintptr(1 + parent.row()));
    if (parent.internalId() < firstHitId)
        return createIndex(
            row, column, firstHitId + quintptr(findingPosition(int(parent.internalId() - 1), parent.row())));
    return {};
}

QModelIndex FindingsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    if (child.internalId() < firstHitId)
        return createIndex(int(child.internalId() - 1), 0, quintptr(0));
    const qsizetype position = qsizetype(child.internalId() - firstHitId);
    const int group = groupOf(position);
    return createIndex(int(group == 0 ? position : position - m_strong), 0, quintptr(1 + group));
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    if (!parent.isValid())
        return 2;
    if (parent.internalId() == 0)
        return int(parent.row() == 0 ? m_strong : m_result.findings.size() - m_strong);
    if (parent.internalId() < firstHitId) {
        const Finding *f = finding(parent);
        return f && !f->suggestion ? int(f->hits.size()) : 0;
    }
    return 0;
}

int FindingsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

// One switch over the roles of every kind of row (group, finding, hit): the model's whole read
// side, kept together so that a role is answered the same way wherever it is asked.
QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const QLocale locale;
    if (index.internalId() == 0) { // a group
        const bool diagnosis = index.row() == 0;
        const qsizetype count = diagnosis ? m_strong : m_result.findings.size() - m_strong;
        if (role == KindRole)
            return QVariant::fromValue(Kind::Group);
        if (role == Qt::DisplayRole && index.column() == SignatureColumn) {
            if (diagnosis && count == 0 && m_hasResult)
                return m_result.complete ? TriageReport::noDiagnosisText()
                                         : tr("No known error recognised yet");
            return diagnosis ? tr("Diagnosis (%1)").arg(count)
                             : tr("Suggestions and weak hits (%1)").arg(count);
        }
        if (role == Qt::ToolTipRole && index.column() == SignatureColumn)
            return diagnosis
                ? tr("Known errors recognised in this log, the likeliest first: only findings whose "
                     "confidence is at least %1")
                      .arg(TextUtil::percent(Finding::diagnosisThreshold))
                : tr("Records that may be related but have too little evidence to be a diagnosis: "
                     "suggestions whose signature resembles an error line, and regex hits on ordinary "
                     "lines or loose matches");
        return {};
    }
    const Finding *f = finding(index);
    if (!f)
        return {};
    const bool isHit = index.internalId() >= firstHitId;
    const TriageHit *hit = isHit ? &f->hits[index.row()] : nullptr;
    switch (role) {
    case KindRole:
        return QVariant::fromValue(isHit ? Kind::Hit
                : f->suggestion          ? Kind::Suggestion
                : f->weak                ? Kind::Weak
                                         : Kind::Match);
    case LineRole:
        return isHit ? hit->line : f->best.line;
    case RecordIdRole:
        return f->record.id();
    case DiagnosisRole:
        return f->isDiagnosis();
    case Qt::DisplayRole:
        switch (index.column()) {
        case SignatureColumn:
            if (isHit)
                return tr("Line %1").arg(locale.toString(hit->line + 1));
            if (!f->environments.isEmpty())
                return tr("%1 (+%n environment(s))", "the same error in other environments",
                    int(f->environments.size()))
                    .arg(f->record.signature().simplified().left(300));
            return f->record.signature().simplified().left(300);
        case DomainColumn:
            return isHit ? QVariant() : QVariant(f->record.domain());
        case HitsColumn:
            if (isHit)
                return {};
            return f->suggestion
                ? tr("suggested",
                      "hits column: the record's regex did not match, its signature resembles a line")
                : locale.toString(f->hitCount);
        case LinesColumn:
            if (isHit)
                return {};
            return f->firstLine == f->lastLine
                ? locale.toString(f->firstLine + 1)
                : u"%1–%2"_s.arg(locale.toString(f->firstLine + 1), locale.toString(f->lastLine + 1));
        case WorkaroundsColumn:
            return isHit ? QVariant()
                         : QVariant(tr("%n workaround(s)", nullptr, int(f->record.workarounds().size())));
        case DeadEndsColumn:
            return isHit ? QVariant()
                         : QVariant(tr("%n dead end(s)", nullptr, int(f->record.deadEnds().size())));
        case ConfidenceColumn:
            return isHit ? QVariant() : QVariant(TextUtil::percent(f->confidence));
        }
        return {};
    case Qt::ToolTipRole: {
        if (isHit)
            return {};
        QString tip = f->suggestion
            ? tr("%1 (%2)\nSuggested: its regex did not match, but its signature resembles line %3:\n%4")
                  .arg(f->record.id(), f->record.domain())
                  .arg(f->best.line + 1)
                  .arg(f->bestLine.left(300))
            : tr("%1 (%2)\nBest hit on line %3:\n%4")
                  .arg(f->record.id(), f->record.domain())
                  .arg(f->best.line + 1)
                  .arg(f->bestLine.left(300));
        tip += u"\n"_s
            + (f->isDiagnosis() ? tr("Confidence %1: a diagnosis").arg(TextUtil::percent(f->confidence))
                                : tr("Confidence %1: too little evidence for a diagnosis")
                                      .arg(TextUtil::percent(f->confidence)));
        if (!f->environments.isEmpty())
            tip += u"\n"_s
                + tr("The same error in other environments: %1").arg(f->environmentIds().join(u", "_s));
        return tip;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == HitsColumn || index.column() == ConfidenceColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SignatureColumn:
        return tr("Finding", "column: a record found in the log");
    case DomainColumn:
        return tr("Domain", "column: the record's domain (python, docker, …)");
    case HitsColumn:
        return tr("Hits", "column: how many lines matched");
    case LinesColumn:
        return tr("Lines", "column: first and last line that matched");
    case WorkaroundsColumn:
        return tr("Workarounds");
    case DeadEndsColumn:
        return tr("Dead ends");
    case ConfidenceColumn:
        return tr("Confidence", "column: how likely a developer would accept the record as the log's error");
    }
    return {};
}

void FindingsModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace Faultline
