// SPDX-License-Identifier: MIT
#include "diagnosticsview.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTextLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/**
 * Paints an item's icon, then its text wrapped at the view's width, and sizes the item to fit.
 * The style cannot be left to it: QTreeView asks for sizes without a width (which wraps
 * nothing), and the style paints wrapped text in a rect sized by one layout but laid out again a
 * few pixels narrower, so that Chinese, which breaks between any two characters, lost its last
 * line to an ellipsis. Here one layout gives both the size and what is painted.
 */
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QAbstractItemView *view) : QStyledItemDelegate(view), m_view(view) { }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        item.rect = QRect(0, 0, m_view->viewport()->width(), 0);
        QTextLayout text;
        const QRect rect = layOut(item, text);
        return {item.rect.width(), std::max(rect.height(), item.decorationSize.height()) + 2 * margin(item)};
    }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        QTextLayout text;
        const QRect rect = layOut(item, text);
        const QStyle *style = item.widget ? item.widget->style() : QApplication::style();
        item.text.clear(); // the style paints the background, selection, focus and icon
        style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);
        const bool selected = item.state & QStyle::State_Selected;
        const QPalette::ColorGroup group = !(item.state & QStyle::State_Enabled) ? QPalette::Disabled
            : item.state & QStyle::State_Active                                  ? QPalette::Active
                                                                                 : QPalette::Inactive;
        painter->save();
        painter->setPen(item.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
        text.draw(painter, rect.topLeft());
        painter->restore();
    }

private:
    int margin(const QStyleOptionViewItem &item) const
    {
        const QStyle *style = item.widget ? item.widget->style() : QApplication::style();
        return style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, item.widget) + 1;
    }
    /// Lays \a item's text out in \a text, right of its icon; where it goes in item.rect.
    QRect layOut(const QStyleOptionViewItem &item, QTextLayout &text) const
    {
        const int m = margin(item);
        const int left = item.rect.left() + item.decorationSize.width() + 3 * m;
        const int width = std::max(1, item.rect.right() - m - left);
        QString shown = item.text;
        shown.replace(u'\n', QChar::LineSeparator);
        text.setText(shown);
        text.setFont(item.font);
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        text.setTextOption(wrap);
        qreal height = 0;
        text.beginLayout();
        for (QTextLine line = text.createLine(); line.isValid(); line = text.createLine()) {
            line.setLineWidth(width);
            line.setPosition(QPointF(0, height));
            height += line.height();
        }
        text.endLayout();
        return QRect(left, item.rect.top() + m, width, int(std::ceil(height)));
    }

    QAbstractItemView *m_view;
};

} // namespace

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
