// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QWidget;

namespace Faultline {

class KnowledgeBaseBrowser;
class LogFile;

/**
 * The user's own records, from the window: a new one from a log line (RecordEditor), and Edit
 * Record… / Delete Record for the record shown when it is one of theirs. Each is saved in
 * UserRecords::folder(), which becomes the first source in use (so a record of theirs with a
 * shipped id is the one kept) and the knowledge base is read again, the record shown.
 */
class UserRecordActions : public QObject
{
    Q_OBJECT

public:
    /// \a currentLog gives the log of the current tab (null when none): edits count hits there.
    UserRecordActions(KnowledgeBaseBrowser *browser, QWidget *window,
        std::function<const LogFile *()> currentLog, QObject *parent = nullptr);

    QAction *editAction() const { return m_edit; }
    QAction *deleteAction() const { return m_delete; }

    /// Opens the editor on \a line of \a log; saves what the user accepts.
    void newFromLine(const QString &line, const LogFile *log);
    void retranslate();

private:
    void editShown();
    void deleteShown();
    void save(const class Record &record);
    void reload(const QString &show);
    void updateActions();

    KnowledgeBaseBrowser *m_browser;
    QWidget *m_window;
    std::function<const LogFile *()> m_currentLog;
    QAction *m_edit;
    QAction *m_delete;
    QString m_shown; ///< id of the record shown, empty when a document or nothing is
    QString m_showAfterLoad;
};

} // namespace Faultline
