// SPDX-License-Identifier: MIT
#pragma once

#include "recordscope.h"
#include "searchindex.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace Faultline {

/**
 * The search field and the filters above the knowledge base tree. Emits queryChanged() as the
 * user types or picks a filter. Esc clears the search; Down moves on to the results (the owner
 * connects focusResultsRequested()). The "Show non-software advice" box below the filters is the
 * owner's to act on (showAdviceToggled()).
 */
class SearchBar : public QWidget
{
    Q_OBJECT
public:
    explicit SearchBar(QWidget *parent = nullptr);

    RecordQuery query() const;
    /// Offers the domains, categories and verification tiers of \a kb's records in \a scope in
    /// the filter menus, keeping the current choices where they still exist.
    void setKnowledgeBase(const KnowledgeBase &kb, ScopeFilter scope = ScopeFilter::Software);
    /// Shows "matching of total", and below the filters \a note (why nothing matches, which
    /// language lacks text), hidden when empty.
    void setMatchCount(qsizetype matching, qsizetype total, const QString &note = {});
    void focusSearch();
    void setText(const QString &text);
    /// Whether the "Show non-software advice" box is ticked; unticked at first.
    bool showsAdvice() const;
    /// Ticks or unticks the box; showAdviceToggled() follows when that changes it.
    void setShowAdvice(bool show);

Q_SIGNALS:
    void queryChanged();
    void focusResultsRequested();
    void showAdviceToggled(bool show);

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
    QLabel *m_note;
    QCheckBox *m_showAdvice;
};

} // namespace Faultline
