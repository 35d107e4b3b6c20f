// SPDX-License-Identifier: MIT
#include "userrecordactions.h"

#include "knowledgebasebrowser.h"
#include "recordeditor.h"
#include "userrecords.h"

#include <QAction>
#include <QMessageBox>

using namespace Qt::StringLiterals;

namespace Faultline {

UserRecordActions::UserRecordActions(KnowledgeBaseBrowser *browser, QWidget *window,
    std::function<const LogFile *()> currentLog, QObject *parent)
    : QObject(parent)
    , m_browser(browser)
    , m_window(window)
    , m_currentLog(std::move(currentLog))
    , m_edit(new QAction(QIcon::fromTheme(u"document-edit"_s), QString(), this))
    , m_delete(new QAction(QIcon::fromTheme(u"edit-delete"_s), QString(), this))
{
    connect(m_edit, &QAction::triggered, this, &UserRecordActions::editShown);
    connect(m_delete, &QAction::triggered, this, &UserRecordActions::deleteShown);
    connect(m_browser, &KnowledgeBaseBrowser::shown, this, [this](const QString &key) {
        m_shown = key.startsWith(u"record:"_s) ? key.mid(7) : QString();
        updateActions();
    });
    connect(m_browser, &KnowledgeBaseBrowser::knowledgeBaseLoaded, this, [this] {
        if (!m_showAfterLoad.isEmpty())
            m_browser->showRecord(std::exchange(m_showAfterLoad, QString()));
        updateActions();
    });
    retranslate();
    updateActions();
}

void UserRecordActions::retranslate()
{
    m_edit->setText(tr("&Edit Record…"));
    m_edit->setToolTip(tr("Change the record shown: one of your own"));
    m_delete->setText(tr("&Delete Record"));
    m_delete->setToolTip(tr("Delete the record shown: one of your own"));
}

void UserRecordActions::updateActions()
{
    const auto kb = m_browser->knowledgeBase();
    const bool own
        = kb && !m_shown.isEmpty() && UserRecords::holds(UserRecords::folder(), kb->record(m_shown));
    m_edit->setEnabled(own);
    m_delete->setEnabled(own);
}

void UserRecordActions::newFromLine(const QString &line, const LogFile *log)
{
    RecordEditor editor(line, log, m_window);
    if (editor.exec() == QDialog::Accepted)
        save(editor.record());
}

void UserRecordActions::editShown()
{
    const auto kb = m_browser->knowledgeBase();
    if (!kb || m_shown.isEmpty())
        return;
    RecordEditor editor(kb->record(m_shown), m_currentLog(), m_window);
    if (editor.exec() == QDialog::Accepted)
        save(editor.record());
}

void UserRecordActions::deleteShown()
{
    if (m_shown.isEmpty())
        return;
    if (QMessageBox::question(m_window, tr("Delete Record"),
            tr("Delete your record %1? Its file is removed from %2.").arg(m_shown, UserRecords::folder()))
        != QMessageBox::Yes)
        return;
    QString error;
    if (!UserRecords::remove(UserRecords::folder(), m_shown, &error)) {
        QMessageBox::warning(
            m_window, tr("Delete Record"), tr("Could not delete %1: %2").arg(m_shown, error));
        return;
    }
    reload(QString());
}

void UserRecordActions::save(const Record &record)
{
    QString error;
    if (!UserRecords::save(UserRecords::folder(), record, &error)) {
        QMessageBox::warning(
            m_window, tr("Save Record"), tr("Could not save %1: %2").arg(record.id(), error));
        return;
    }
    reload(record.id());
}

void UserRecordActions::reload(const QString &show)
{
    // The user's folder is read first: a record of theirs with a shipped id is the one kept.
    QStringList sources = m_browser->sources();
    const QString folder = UserRecords::folder();
    sources.removeAll(folder);
    sources.prepend(folder);
    m_showAfterLoad = show;
    m_browser->loadSources(sources);
}

} // namespace Faultline
