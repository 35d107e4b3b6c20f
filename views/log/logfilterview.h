// SPDX-License-Identifier: MIT
#pragma once

#include "logseverity.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QListView;
class QProgressBar;
class QToolButton;

namespace Faultline {

class LogFile;
class LogFilterModel;

/**
 * The filtered view under a log (like klogg's filtered pane): only the lines a filter kept — a
 * finding's hits, the lines holding a text, the lines of a minimum severity — each with its
 * line number in the log. Activating a line (click, Enter) asks to show it in the full view.
 * A bar above says what is shown and how many lines, chooses the minimum severity, shows the
 * progress of a filter running (with Cancel) and closes the view. It shows what it is given; the
 * pane runs the filters. GUI thread only.
 */
class LogFilterView : public QWidget
{
    Q_OBJECT
public:
    explicit LogFilterView(QWidget *parent = nullptr);

    /// Shows \a lines (0-based, ascending) of \a file, described by \a description (translated).
    void setLines(LogFile *file, std::vector<qint64> lines, const QString &description);
    const std::vector<qint64> &lines() const;
    /// A filter is running, \a permille done; -1: none is.
    void setProgress(int permille);
    /// The minimum severity shown in the bar, without emitting severityChosen().
    void setSeverity(LogSeverity::Level minimum);
    LogSeverity::Level severity() const;
    /// Selects the row of \a line, or the first after it, without activating it.
    void selectLine(qint64 line);
    QListView *list() const { return m_list; }

Q_SIGNALS:
    /// The user activated the row of \a line (0-based).
    void lineActivated(qint64 line);
    /// The user chose a minimum severity in the bar (None: any line).
    void severityChosen(Faultline::LogSeverity::Level minimum);
    void cancelRequested();
    void closeRequested();

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();
    void updateTitle();

    LogFilterModel *m_model;
    QLabel *m_title;
    QComboBox *m_severity;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QToolButton *m_close;
    QListView *m_list;
    QString m_description;
};

} // namespace Faultline
