// SPDX-License-Identifier: MIT
#pragma once

#include "logview.h"
#include "triage.h"

#include <QWidget>

class QLabel;
class QToolButton;
class QTreeView;

namespace Faultline {

class FindingsModel;

/**
 * The findings panel: a log's diagnosis as a tree (FindingsModel), weak findings dimmed and
 * suggestions marked. Activating a finding or a hit asks to show its line; a click on a finding
 * also asks to show its record, and on its workarounds or dead ends to open the record there. Copies and
 * exports the findings as Markdown or JSON.
 */
class FindingsView : public QWidget
{
    Q_OBJECT
public:
    explicit FindingsView(QWidget *parent = nullptr);

    /// \a logName names the log in reports.
    void setResult(const TriageResult &result, const QString &logName);
    /// Whether only the knowledge that ships with Faultline is loaded: a log with nothing
    /// recognised then says so, and where more knowledge comes from.
    void setOnlyShippedKnowledge(bool only);
    FindingsModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    /// The record of the finding selected (or of the selected hit), empty when none.
    QString selectedRecordId() const;

    QString markdown() const;
    QByteArray json() const;
    void copyMarkdown();
    /// Asks where, then writes Markdown or JSON (by the name's suffix) atomically.
    void exportReport();
    /// Writes the report to \a path; JSON when it ends in .json, Markdown otherwise.
    bool exportTo(const QString &path, QString *error = nullptr) const;

Q_SIGNALS:
    void lineActivated(qint64 line);
    void linkActivated(const QString &recordId, Faultline::LogView::Link which);
    /// A finding was clicked (not its workarounds or dead ends): its record should be shown.
    void recordActivated(const QString &recordId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void activate(const QModelIndex &index);

    FindingsModel *m_model;
    QTreeView *m_tree;
    QLabel *m_summary;
    QLabel *m_moreKnowledge; ///< shown when nothing is recognised with only the shipped knowledge
    QToolButton *m_copy;
    QToolButton *m_export;
    QString m_logName;
    bool m_onlyShippedKnowledge = false;
};

} // namespace Faultline
