// SPDX-License-Identifier: MIT
#include "sourcesdialog.h"

#include "bundled.h"
#include "knowledgebase.h"
#include "knowledgesources.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {
constexpr int kindRole = Qt::UserRole + 1;
constexpr int sourceRole = Qt::UserRole + 2;
} // namespace

SourcesDialog::SourcesDialog(const QStringList &sources, const QStringList &disabled, bool builtIn,
    const KnowledgeBase *kb, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTreeWidget)
    , m_addFolder(new QPushButton(tr("Add &Folder…")))
    , m_addFiles(new QPushButton(tr("Add F&iles…")))
    , m_remove(new QPushButton(tr("&Remove")))
    , m_kb(kb)
{
    setObjectName(u"SourcesDialog"_s);
    setWindowTitle(tr("Knowledge Base Sources"));
    m_table->setObjectName(u"SourcesTable"_s);
    m_table->setRootIsDecorated(false);
    m_table->setUniformRowHeights(true);
    m_table->setHeaderLabels({tr("Source"), tr("Records"), tr("Licence"), tr("Read in"), tr("Problems")});
    m_table->header()->setStretchLastSection(false);
    m_table->header()->setSectionResizeMode(SourceColumn, QHeaderView::Stretch);
    for (int c = RecordsColumn; c < ColumnCount; ++c)
        m_table->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->setTextElideMode(Qt::ElideMiddle); // paths differ at their ends

    if (sources.isEmpty())
        addRow(bundledKnowledgeBase(), Kind::Bundled, true);
    for (const QString &source : sources)
        addRow(source, Kind::User, true);
    for (const QString &source : disabled) {
        if (!sources.contains(source)) // opened again since it was turned off
            addRow(source, Kind::User, false);
    }
    // Read last, so that a record of the user's with a built-in id is the one kept.
    if (!builtInKnowledgeBase().isEmpty())
        addRow(builtInKnowledgeBase(), Kind::BuiltIn, builtIn);

    auto *note = new QLabel(tr("Sources are read in this order; of two records with one id, the "
                               "first is kept. While no source of yours is on, the bundled "
                               "knowledge base is used."));
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto *row = new QHBoxLayout;
    row->addWidget(m_addFolder);
    row->addWidget(m_addFiles);
    row->addWidget(m_remove);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(note);
    layout->addLayout(row);
    layout->addWidget(buttons);

    connect(m_addFolder, &QPushButton::clicked, this, &SourcesDialog::addFolder);
    connect(m_addFiles, &QPushButton::clicked, this, &SourcesDialog::addFiles);
    connect(m_remove, &QPushButton::clicked, this, &SourcesDialog::removeSelected);
    connect(m_table, &QTreeWidget::itemSelectionChanged, this, &SourcesDialog::updateButtons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateButtons();
    resize(fontMetrics().averageCharWidth() * 110, fontMetrics().height() * 22);
}

QTreeWidgetItem *SourcesDialog::addRow(const QString &source, Kind kind, bool enabled)
{
    auto *item = new QTreeWidgetItem(m_table);
    item->setData(SourceColumn, kindRole, int(kind));
    item->setData(SourceColumn, sourceRole, source);
    switch (kind) {
    case Kind::BuiltIn:
        item->setText(SourceColumn, KnowledgeSources::displayName(source));
        break;
    case Kind::Bundled:
        item->setText(SourceColumn, tr("Bundled knowledge base"));
        break;
    case Kind::User:
        item->setText(SourceColumn, QDir::toNativeSeparators(source));
        break;
    }
    const QString licence = KnowledgeSources::licence(source);
    item->setText(LicenceColumn, licence.isEmpty() ? tr("none stated") : licence);
    item->setToolTip(
        SourceColumn, kind == Kind::User ? QDir::toNativeSeparators(source) : item->text(SourceColumn));
    if (kind != Kind::Bundled) // the bundled one is what is used when nothing else is: no box
        item->setCheckState(SourceColumn, enabled ? Qt::Checked : Qt::Unchecked);
    fillFigures(item, enabled ? source : QString());
    return item;
}

void SourcesDialog::fillFigures(QTreeWidgetItem *item, const QString &source)
{
    const QList<SourceSummary> summaries = m_kb ? m_kb->sourceSummaries() : QList<SourceSummary>();
    const auto it = std::find_if(summaries.begin(), summaries.end(),
        [&](const SourceSummary &s) { return !source.isEmpty() && s.source == source; });
    if (it == summaries.end()) {
        item->setText(RecordsColumn, tr("not loaded"));
        for (int c : {TimeColumn, ProblemsColumn})
            item->setText(c, u"—"_s);
        return;
    }
    const QLocale locale;
    item->setText(RecordsColumn, locale.toString(it->records));
    item->setTextAlignment(RecordsColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(TimeColumn,
        tr("%1 ms").arg(locale.toString(it->readMilliseconds, 'f', it->readMilliseconds < 10 ? 1 : 0)));
    item->setTextAlignment(TimeColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(ProblemsColumn,
        it->errors + it->warnings == 0
            ? tr("none")
            : tr("%n error(s)", nullptr, it->errors) + u", "_s + tr("%n warning(s)", nullptr, it->warnings));
}

void SourcesDialog::addSources(const QStringList &paths)
{
    for (const QString &path : paths) {
        if (!path.isEmpty() && !userSources(true).contains(path) && !userSources(false).contains(path))
            addRow(path, Kind::User, true);
    }
    updateButtons();
}

void SourcesDialog::addFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a Folder of Records"));
    if (!folder.isEmpty())
        addSources({folder});
}

void SourcesDialog::addFiles()
{
    addSources(QFileDialog::getOpenFileNames(this, tr("Add Record Files"), QString(),
        tr("Records (*.json *.jsonl *.ndjson *.md *.markdown *.txt);;All files (*)")));
}

void SourcesDialog::removeSelected()
{
    for (QTreeWidgetItem *item : m_table->selectedItems()) {
        if (Kind(item->data(SourceColumn, kindRole).toInt()) == Kind::User)
            delete item;
    }
    updateButtons();
}

void SourcesDialog::updateButtons()
{
    const QList<QTreeWidgetItem *> selected = m_table->selectedItems();
    m_remove->setEnabled(std::any_of(selected.begin(), selected.end(), [](const QTreeWidgetItem *item) {
        return Kind(item->data(SourceColumn, kindRole).toInt()) == Kind::User;
    }));
}

QStringList SourcesDialog::userSources(bool enabled) const
{
    QStringList sources;
    for (int i = 0; i < m_table->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_table->topLevelItem(i);
        if (Kind(item->data(SourceColumn, kindRole).toInt()) == Kind::User
            && (item->checkState(SourceColumn) == Qt::Checked) == enabled)
            sources.append(item->data(SourceColumn, sourceRole).toString());
    }
    return sources;
}

QStringList SourcesDialog::enabledSources() const
{
    return userSources(true);
}

QStringList SourcesDialog::disabledSources() const
{
    return userSources(false);
}

bool SourcesDialog::builtInEnabled() const
{
    for (int i = 0; i < m_table->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_table->topLevelItem(i);
        if (Kind(item->data(SourceColumn, kindRole).toInt()) == Kind::BuiltIn)
            return item->checkState(SourceColumn) == Qt::Checked;
    }
    return false;
}

} // namespace Faultline
