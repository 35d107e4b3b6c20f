// SPDX-License-Identifier: MIT
#include "searchbar.h"

#include "categoryname.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSet>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

SearchBar::SearchBar(QWidget *parent)
    : QWidget(parent)
    , m_text(new QLineEdit)
    , m_domain(new QComboBox)
    , m_category(new QComboBox)
    , m_resolvable(new QComboBox)
    , m_tier(new QComboBox)
    , m_minConfidence(new QDoubleSpinBox)
    , m_count(new QLabel)
    , m_note(new QLabel)
    , m_showAdvice(new QCheckBox)
{
    m_text->setObjectName(u"SearchField"_s);
    m_text->setClearButtonEnabled(true);
    m_text->installEventFilter(this);
    m_domain->setObjectName(u"DomainFilter"_s);
    m_category->setObjectName(u"CategoryFilter"_s);
    m_resolvable->setObjectName(u"ResolvableFilter"_s);
    m_tier->setObjectName(u"TierFilter"_s);
    m_minConfidence->setObjectName(u"MinConfidenceFilter"_s);
    m_minConfidence->setRange(0, 100);
    m_minConfidence->setDecimals(0);
    m_minConfidence->setSingleStep(5);
    m_count->setObjectName(u"MatchCount"_s);
    m_count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_showAdvice->setObjectName(u"ShowAdvice"_s);
    m_note->setObjectName(u"MatchNote"_s);
    m_note->setWordWrap(true);
    m_note->hide();

    // The search field gets the whole width; the filters two to a row, so that each has room for
    // its name in either language in a pane beside a log; the count of matches ends the filters.
    // The scope box gets a row of its own, so its text is never cut in a narrow pane.
    auto *filters = new QGridLayout;
    filters->setContentsMargins(0, 0, 0, 0);
    filters->addWidget(m_domain, 0, 0);
    filters->addWidget(m_category, 0, 1);
    filters->addWidget(m_resolvable, 1, 0);
    filters->addWidget(m_tier, 1, 1);
    filters->addWidget(m_minConfidence, 2, 0);
    filters->addWidget(m_count, 2, 1);
    filters->addWidget(m_showAdvice, 3, 0, 1, 2);
    filters->addWidget(m_note, 4, 0, 1, 2);
    filters->setColumnStretch(0, 1);
    filters->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(m_text);
    layout->addLayout(filters);

    connect(m_text, &QLineEdit::textChanged, this, &SearchBar::queryChanged);
    for (QComboBox *combo : {m_domain, m_category, m_resolvable, m_tier}) {
        connect(combo, &QComboBox::currentIndexChanged, this, &SearchBar::queryChanged);
        // The filters may shrink (their text elided) so the tree pane can be narrow beside a log.
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(4);
    }
    connect(m_minConfidence, &QDoubleSpinBox::valueChanged, this, &SearchBar::queryChanged);
    connect(m_showAdvice, &QCheckBox::toggled, this, &SearchBar::showAdviceToggled);

    // Data: empty for "any", otherwise the value filtered on.
    m_resolvable->addItem(QString(), QString());
    m_resolvable->addItem(QString(), resolvableKey(Resolvable::True));
    m_resolvable->addItem(QString(), resolvableKey(Resolvable::Partial));
    m_resolvable->addItem(QString(), resolvableKey(Resolvable::False));
    fillCombo(m_domain, {});
    fillCombo(m_category, {});
    fillCombo(m_tier, {});
    retranslate();
}

void SearchBar::fillCombo(QComboBox *combo, const QStringList &values)
{
    const QString current = combo->currentData().toString();
    const QSignalBlocker block(combo);
    combo->clear();
    combo->addItem(QString(), QString()); // "all", named in retranslate()
    for (const QString &v : values)
        combo->addItem(v, v);
    combo->setCurrentIndex(std::max(0, combo->findData(current)));
}

void SearchBar::setKnowledgeBase(const KnowledgeBase &kb, ScopeFilter scope)
{
    QSet<QString> domains, categories, tiers;
    for (const Record &r : kb.records()) {
        if (!inScope(r, scope))
            continue;
        domains.insert(r.domain());
        categories.insert(r.category());
        if (!r.verificationTier().isEmpty())
            tiers.insert(r.verificationTier());
    }
    QStringList d(domains.begin(), domains.end()), c(categories.begin(), categories.end()),
        t(tiers.begin(), tiers.end());
    d.removeAll(QString());
    c.removeAll(QString());
    d.sort(Qt::CaseInsensitive);
    fillCombo(m_category, c); // sorted by retranslate(), by their names in the interface's language
    t.sort(Qt::CaseInsensitive);
    fillCombo(m_domain, d);
    fillCombo(m_tier, t);
    retranslate();
    Q_EMIT queryChanged();
}

RecordQuery SearchBar::query() const
{
    RecordQuery q;
    q.text = m_text->text();
    if (const QString d = m_domain->currentData().toString(); !d.isEmpty())
        q.domains = {d};
    if (const QString c = m_category->currentData().toString(); !c.isEmpty())
        q.categories = {c};
    if (const QString r = m_resolvable->currentData().toString(); !r.isEmpty())
        q.resolvable = {resolvableFromKey(r)};
    if (const QString t = m_tier->currentData().toString(); !t.isEmpty())
        q.verificationTiers = {t};
    q.minConfidence = m_minConfidence->value() / 100.0;
    return q;
}

void SearchBar::setMatchCount(qsizetype matching, qsizetype total, const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
    m_count->setText(matching == total
            ? QLocale().toString(total)
            : tr("%1 of %2").arg(QLocale().toString(matching), QLocale().toString(total)));
}

bool SearchBar::showsAdvice() const
{
    return m_showAdvice->isChecked();
}

void SearchBar::setShowAdvice(bool show)
{
    m_showAdvice->setChecked(show);
}

void SearchBar::focusSearch()
{
    m_text->setFocus(Qt::ShortcutFocusReason);
    m_text->selectAll();
}

void SearchBar::setText(const QString &text)
{
    m_text->setText(text);
}

bool SearchBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Escape && !m_text->text().isEmpty()) {
            m_text->clear();
            return true;
        }
        if (key == Qt::Key_Down || key == Qt::Key_Return || key == Qt::Key_Enter) {
            Q_EMIT focusResultsRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SearchBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SearchBar::retranslate()
{
    m_text->setPlaceholderText(tr("Search, in English or Chinese (Ctrl+Shift+F)"));
    m_text->setToolTip(tr("Every word must begin a word of the record; \"quoted words\" must appear side by "
                          "side. Best matches first. Esc clears, Down goes to the results"));
    m_domain->setItemText(0, tr("All domains"));
    m_tier->setItemText(0, tr("Any verification"));
    // Each category by its name in the interface's language (its key stays the item's data), in
    // the order of those names: after a switch of language too.
    QStringList categories;
    for (int i = 1; i < m_category->count(); ++i)
        categories.append(m_category->itemData(i).toString());
    std::ranges::sort(categories, [](const QString &a, const QString &b) {
        return categoryDisplayName(a).localeAwareCompare(categoryDisplayName(b)) < 0;
    });
    fillCombo(m_category, categories);
    m_category->setItemText(0, tr("All categories"));
    for (int i = 1; i < m_category->count(); ++i)
        m_category->setItemText(i, categoryDisplayName(m_category->itemData(i).toString()));
    m_resolvable->setItemText(0, tr("Any resolvability"));
    m_resolvable->setItemText(1, tr("Resolvable", "filter: records marked resolvable: true"));
    m_resolvable->setItemText(2, tr("Partly resolvable", "filter: resolvable: partial"));
    m_resolvable->setItemText(3, tr("Not resolvable", "filter: resolvable: false"));
    m_minConfidence->setPrefix(tr("Confidence ≥ "));
    m_minConfidence->setSuffix(QLocale().percent());
    m_minConfidence->setToolTip(tr("Show only records at least this confident"));
    m_showAdvice->setText(tr("Show non-software advice"));
    m_showAdvice->setToolTip(tr("Records about travel, culture, law, health … are advice for people, not "
                                "errors of software, and are hidden by default. Tick to show them in the "
                                "tree, in search results and in the diagnosis of logs."));
}

} // namespace Faultline
