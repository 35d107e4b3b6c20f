// SPDX-License-Identifier: MIT
#include "findingsview.h"

#include "atomicfile.h"
#include "findingsdelegate.h"
#include "findingsmodel.h"
#include "triagereport.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Faultline {

FindingsView::FindingsView(QWidget *parent)
    : QWidget(parent)
    , m_model(new FindingsModel(this))
    , m_tree(new QTreeView)
    , m_summary(new QLabel)
    , m_moreKnowledge(new QLabel)
    , m_copy(new QToolButton)
    , m_export(new QToolButton)
{
    setObjectName(u"FindingsView"_s);
    m_tree->setObjectName(u"FindingsTree"_s);
    m_tree->setModel(m_model);
    m_tree->setItemDelegate(new FindingsDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(FindingsModel::SignatureColumn, QHeaderView::Stretch);
    for (int c = FindingsModel::DomainColumn; c < FindingsModel::ColumnCount; ++c)
        m_tree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    // Sized to the rows in view: measuring up to 1,000 rows a column on every update of a
    // triage still running held the GUI thread for tens of milliseconds (resource_bench).
    m_tree->header()->setResizeContentsPrecision(0);
    m_copy->setIcon(QIcon::fromTheme(u"edit-copy"_s));
    m_export->setIcon(QIcon::fromTheme(u"document-save-as"_s));
    m_copy->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_export->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_copy->setAutoRaise(true);
    m_export->setAutoRaise(true);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 2, 2);
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_copy);
    bar->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_tree, 1);
    m_moreKnowledge->setObjectName(u"MoreKnowledgeNote"_s);
    m_moreKnowledge->setWordWrap(true);
    m_moreKnowledge->setContentsMargins(6, 4, 6, 4);
    m_moreKnowledge->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_moreKnowledge->hide();
    layout->addWidget(m_moreKnowledge);

    connect(m_copy, &QToolButton::clicked, this, &FindingsView::copyMarkdown);
    connect(m_export, &QToolButton::clicked, this, &FindingsView::exportReport);
    connect(m_tree, &QTreeView::activated, this, &FindingsView::activate);
    connect(m_tree, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        // One click on a link column follows it; elsewhere on a finding it goes to the finding.
        const auto kind = index.data(FindingsModel::KindRole).value<FindingsModel::Kind>();
        if (kind == FindingsModel::Kind::Group || kind == FindingsModel::Kind::Hit)
            return;
        if (index.column() == FindingsModel::WorkaroundsColumn)
            Q_EMIT linkActivated(
                index.data(FindingsModel::RecordIdRole).toString(), LogView::Link::Workarounds);
        else if (index.column() == FindingsModel::DeadEndsColumn)
            Q_EMIT linkActivated(index.data(FindingsModel::RecordIdRole).toString(), LogView::Link::DeadEnds);
        else {
            // A finding is read in its record: the click shows both its line and the record.
            Q_EMIT lineActivated(index.data(FindingsModel::LineRole).toLongLong());
            Q_EMIT recordActivated(index.data(FindingsModel::RecordIdRole).toString());
        }
    });
    retranslate();
}

void FindingsView::setOnlyShippedKnowledge(bool only)
{
    m_onlyShippedKnowledge = only;
    retranslate();
}

void FindingsView::setResult(const TriageResult &result, const QString &logName)
{
    const QString selected = selectedRecordId();
    m_logName = logName;
    m_model->setResult(result);
    m_tree->expand(m_model->index(0, 0)); // the diagnosis open, weak hits closed
    // With nothing diagnosed, the suggestions are what there is to read (dimmed).
    if (m_model->rowCount(m_model->index(0, 0)) == 0)
        m_tree->expand(m_model->index(1, 0));
    if (const QModelIndex again = m_model->indexOfRecord(selected); again.isValid())
        m_tree->setCurrentIndex(again);
    retranslate();
}

QString FindingsView::selectedRecordId() const
{
    return m_tree->currentIndex().data(FindingsModel::RecordIdRole).toString();
}

void FindingsView::activate(const QModelIndex &index)
{
    const auto kind = index.data(FindingsModel::KindRole).value<FindingsModel::Kind>();
    if (kind == FindingsModel::Kind::Group)
        return;
    Q_EMIT lineActivated(index.data(FindingsModel::LineRole).toLongLong());
}

QString FindingsView::markdown() const
{
    return TriageReport::toMarkdown(m_logName, m_model->result());
}

QByteArray FindingsView::json() const
{
    return QJsonDocument(TriageReport::toJson(m_logName, m_model->result())).toJson();
}

void FindingsView::copyMarkdown()
{
    QApplication::clipboard()->setText(markdown());
}

bool FindingsView::exportTo(const QString &path, QString *error) const
{
    const QByteArray bytes = path.endsWith(u".json"_s, Qt::CaseInsensitive) ? json() : markdown().toUtf8();
    return AtomicFile::write(path, bytes, error);
}

void FindingsView::exportReport()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Findings"),
        QFileInfo(m_logName).completeBaseName() + u"-findings.md"_s, tr("Markdown (*.md);;JSON (*.json)"),
        &filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(this, tr("Export Findings"), tr("Could not write %1: %2").arg(path, error));
}

void FindingsView::retranslate()
{
    m_copy->setText(tr("Copy as Markdown"));
    m_export->setText(tr("Export…"));
    m_export->setToolTip(tr("Save the findings as Markdown or JSON"));
    m_model->retranslate();
    const TriageResult &r = m_model->result();
    m_summary->setText(m_logName.isEmpty()
            ? tr("Open a log to see what it matches.")
            : tr("%1 — %n line(s) read", nullptr, int(std::min<qint64>(r.lines, INT_MAX))).arg(m_logName)
                + (r.ecosystems.isEmpty() ? QString() : u" · "_s + r.ecosystems.join(u", "_s))
                + (r.cutLines == 0 ? QString()
                                   : u" · "_s
                            + tr("%n line(s) longer than %1 MiB matched on their start only", nullptr,
                                int(std::min<qint64>(r.cutLines, INT_MAX)))
                                .arg(maxMatchedLineBytes >> 20)));
    m_moreKnowledge->setText(
        tr("Only the knowledge that ships with Faultline was searched. For more, open a folder of "
           "records (File → Open Record Folder…), for example a copy of the deadends.dev corpus "
           "(its data/canons folder)."));
    const bool nothingKnown = !m_logName.isEmpty() && r.complete && r.error.isEmpty()
        && m_model->rowCount(m_model->index(0, 0)) == 0;
    m_moreKnowledge->setVisible(m_onlyShippedKnowledge && nothingKnown);
}

void FindingsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Faultline
