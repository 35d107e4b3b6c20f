// SPDX-License-Identifier: MIT
#pragma once

#include "record.h"

#include <QDialog>

#include <atomic>
#include <memory>

class QFutureWatcherBase;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTabWidget;
class QTimer;

namespace Faultline {

class EntryListEditor;
class LogFile;

/**
 * The editor of a record of the user's own: a new one proposed from a log line (LineProposal:
 * signature and regex filled in, the line kept as its example), or one of theirs to change. Both
 * languages' signature and root cause on one tab; its workarounds and its dead ends (with why
 * they fail), as many as the user likes, in order, each on a tab of its own. While the regex is
 * edited, the lines of the open log it matches are counted on a worker (RE2, as triage compiles
 * it), a newer count cancelling an older one. record() is what OK saves: the record edited,
 * everything the editor does not show kept as it was (a workaround's success rate, the fields a
 * record's file had that Faultline does not know), a workaround or dead end left empty dropped.
 */
class RecordEditor : public QDialog
{
    Q_OBJECT

public:
    /// A new record from \a line of \a log (may be null: nothing is counted).
    RecordEditor(const QString &line, const LogFile *log, QWidget *parent = nullptr);
    /// \a record, to change; its id stays.
    RecordEditor(const Record &record, const LogFile *log, QWidget *parent = nullptr);
    ~RecordEditor() override;

    Record record() const;
    /// The count shown under the regex once the worker is done ("12 lines of this log match").
    QString hitsText() const;
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *signatureEdit() const { return m_signature; }
    QLineEdit *regexEdit() const { return m_regex; }
    /// The fields of workaroundsEditor() and deadEndsEditor(), in order.
    enum WorkaroundField { Action, ActionZh, How, When, WhenZh, Tradeoff, Sources };
    enum DeadEndField {
        DeadAction,
        DeadActionZh,
        WhyFails,
        WhyFailsZh,
        DeadWhen,
        DeadWhenZh,
        Misconception,
        DeadTradeoff,
        DeadSources
    };
    EntryListEditor *workaroundsEditor() const { return m_workarounds; }
    EntryListEditor *deadEndsEditor() const { return m_deadEnds; }
    /// Save: only a record with a valid id, a signature and a regex RE2 compiles; else says why.
    void accept() override;

Q_SIGNALS:
    /// A count of the regex's lines in the log finished (tests wait for it).
    void hitsCounted();

private:
    RecordEditor(const LogFile *log, QWidget *parent);
    void fill(const Record &record);
    void countHits();
    void updateTabTitles();

    const LogFile *m_log;
    Record m_original;
    QLineEdit *m_id, *m_category, *m_signature, *m_signatureZh, *m_regex;
    QLabel *m_hits;
    QPlainTextEdit *m_rootCause, *m_rootCauseZh;
    EntryListEditor *m_workarounds, *m_deadEnds;
    QTabWidget *m_tabs;
    QTimer *m_countLater;
    std::shared_ptr<std::atomic_bool> m_cancelCount;
    QList<QFutureWatcherBase *> m_counts; ///< counts started and not yet reported
};

} // namespace Faultline
