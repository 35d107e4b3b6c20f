// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace Faultline {

/**
 * The offer made once, on a first start with no knowledge of the user's own: "the deadends.dev
 * corpus is on this machine; load it?". Hidden until offer(); the answer is the user's, so it
 * never loads anything by itself, and both answers hide it.
 */
class CorpusOffer : public QFrame
{
    Q_OBJECT

public:
    explicit CorpusOffer(QWidget *parent = nullptr);

    /// Looks for the corpus on this machine (CorpusDiscovery, on a worker) and offers the first
    /// one found; once per window, and never again once the user has answered.
    void findOnce();
    /// Shows the offer of the corpus in the folder \a path.
    void offer(const QString &path);
    QString path() const { return m_path; }

Q_SIGNALS:
    /// The user asked to load the corpus in \a path.
    void accepted(const QString &path);
    /// The user said no.
    void declined();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text;
    QPushButton *m_load;
    QPushButton *m_notNow;
    QString m_path;
    bool m_searched = false;
};

} // namespace Faultline
