// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QWidget;

namespace Faultline {

/**
 * Back and forward over what was shown, with its two actions (Alt+Left, Alt+Right).
 *
 * Entries are opaque keys ("record:ID", "document:ID"); the owner records each visit() and shows
 * what navigated() asks for. A visit after going back drops the entries ahead, as in a browser.
 * Its actions are enabled only when there is somewhere to go. GUI thread only; cheap.
 */
class NavigationHistory : public QObject
{
    Q_OBJECT
public:
    /// The actions are retranslated when \a window receives QEvent::LanguageChange.
    explicit NavigationHistory(QWidget *window);

    /// Records \a key as the current entry, unless it already is (so whoever shows a navigated()
    /// entry may report it as visited).
    void visit(const QString &key);
    void goBack();
    void goForward();
    bool canGoBack() const { return m_position > 0; }
    bool canGoForward() const { return m_position + 1 < m_entries.size(); }
    /// The entry shown now; empty before the first visit.
    QString current() const { return m_entries.value(m_position); }

    QAction *backAction() const { return m_back; }
    QAction *forwardAction() const { return m_forward; }

Q_SIGNALS:
    /// Show \a key: going back or forward reached it; it is already the current entry.
    void navigated(const QString &key);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void moveTo(qsizetype position);
    void updateActions();
    void retranslate();

    QStringList m_entries;
    qsizetype m_position = -1;
    QAction *m_back;
    QAction *m_forward;
};

} // namespace Faultline
