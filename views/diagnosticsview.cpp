// SPDX-License-Identifier: MIT
#include "diagnosticsview.h"

#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>

using namespace Qt::StringLiterals;

namespace Faultline {

DiagnosticsView::DiagnosticsView(QWidget *parent) : QTreeWidget(parent)
{
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setColumnCount(4);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int row = indexOfTopLevelItem(item);
        if (row >= 0 && row < m_diagnostics.size())
            Q_EMIT diagnosticActivated(m_diagnostics[row]);
    });
    retranslate();
}

void DiagnosticsView::setDiagnostics(const Diagnostics &diagnostics)
{
    m_diagnostics = diagnostics;
    fill();
}

void DiagnosticsView::fill()
{
    clear();
    QList<QTreeWidgetItem *> items;
    items.reserve(m_diagnostics.size());
    for (const Diagnostic &d : std::as_const(m_diagnostics)) {
        auto *item = new QTreeWidgetItem;
        const bool error = d.severity == Diagnostic::Severity::Error;
        item->setText(0,
            error ? tr("Error", "severity of a loading problem")
                  : tr("Warning", "severity of a loading problem"));
        item->setIcon(
            0, style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning));
        item->setText(1, QFileInfo(d.file).fileName());
        item->setToolTip(1, d.file);
        item->setText(2, d.line > 0 ? QString::number(d.line) : QString());
        item->setText(3, d.text());
        item->setToolTip(3, d.text() + u"\n"_s + tr("Double-click to show the record or open the file"));
        items.append(item);
    }
    addTopLevelItems(items);
    for (int c = 0; c < 3; ++c)
        resizeColumnToContents(c);
}

void DiagnosticsView::retranslate()
{
    setHeaderLabels({tr("Severity"), tr("File", "column: the file with the problem"),
        tr("Line", "column: line number in the file"), tr("Problem")});
}

void DiagnosticsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        fill(); // messages are translated when shown
    }
    QTreeWidget::changeEvent(event);
}

} // namespace Faultline
