// SPDX-License-Identifier: MIT
#include "diagnosticsview.h"
#include "wrappingdelegate.h"

#include <QEvent>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Faultline {

DiagnosticsView::DiagnosticsView(QWidget *parent) : QTreeWidget(parent)
{
    // One column: the problem, its severity an icon, wrapped, with where it is on a line below.
    // The dock often shares the bottom with the findings, a couple of hundred pixels wide, and
    // the message is what must show there: beside columns for the severity, file and line, it
    // was cut to a word.
    setRootIsDecorated(false);
    setAlternatingRowColors(true);
    setColumnCount(1);
    setHeaderHidden(true);
    setItemDelegate(new WrappingDelegate(this));
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int row = indexOfTopLevelItem(item);
        if (row >= 0 && row < m_diagnostics.size())
            Q_EMIT diagnosticActivated(m_diagnostics[row]);
    });
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
        const QString severity = error ? tr("Error", "severity of a loading problem")
                                       : tr("Warning", "severity of a loading problem");
        const QString where = d.line > 0 ? u"%1:%2"_s.arg(QFileInfo(d.file).fileName()).arg(d.line)
                                         : QFileInfo(d.file).fileName();
        item->setText(0, d.text() + u'\n' + where);
        item->setIcon(
            0, style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning));
        item->setData(0, Qt::AccessibleTextRole, QString(severity + u": "_s + d.text() + u", "_s + where));
        item->setToolTip(0,
            QStringList {severity, d.text(), d.line > 0 ? u"%1:%2"_s.arg(d.file).arg(d.line) : d.file,
                tr("Double-click to show the record or open the file")}
                .join(u'\n'));
        items.append(item);
    }
    addTopLevelItems(items);
}

void DiagnosticsView::resizeEvent(QResizeEvent *event)
{
    QTreeWidget::resizeEvent(event);
    scheduleDelayedItemsLayout(); // the items' heights follow the width
}

void DiagnosticsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        fill(); // messages are translated when shown
    }
    QTreeWidget::changeEvent(event);
}

} // namespace Faultline
