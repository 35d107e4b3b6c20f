// SPDX-License-Identifier: MIT
#pragma once

#include "searchindex.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace Faultline {

/**
 * The search field and the filters above the knowledge base tree. Emits queryChanged() as the
 * user types or picks a filter. Esc clears the search; Down moves on to the results (the owner
 * connects focusResultsRequested()).
 */
class SearchBar : public QWidget
{
    Q_OBJECT
public:
    explicit SearchBar(QWidget *parent = nullptr);

    RecordQuery query() const;
    /// Offers the domains, categories and verification tiers of \a kb in the filter menus,
    /// keeping the current choices where they still exist.
    void setKnowledgeBase(const KnowledgeBase &kb);
    void setMatchCount(qsizetype matching, qsizetype total);
    void focusSearch();
    void setText(const QString &text);

Q_SIGNALS:
    void queryChanged();
    void focusResultsRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    static void fillCombo(QComboBox *combo, const QStringList &values);

    QLineEdit *m_text;
    QComboBox *m_domain;
    QComboBox *m_category;
    QComboBox *m_resolvable;
    QComboBox *m_tier;
    QDoubleSpinBox *m_minConfidence;
    QLabel *m_count;
};

} // namespace Faultline
