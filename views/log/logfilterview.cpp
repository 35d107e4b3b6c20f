// SPDX-License-Identifier: MIT
#include "logfilterview.h"

#include "logfile.h"
#include "logfiltermodel.h"

#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

constexpr int margin = 6;

/// Paints a row as the log view paints a line: its number in a gutter, then its text in the
/// log's font, tinted or dimmed by its severity.
class LineDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const auto *model = static_cast<const LogFilterModel *>(index.model());
        const QPalette &pal = option.palette;
        const auto level = LogSeverity::Level(index.data(LogFilterModel::SeverityRole).toInt());
        const bool selected = option.state & QStyle::State_Selected;
        const QRect r = option.rect;
        p->save();
        p->setFont(option.font);
        const QFontMetrics metrics(option.font);
        const qint64 count = model->file() ? model->file()->lineCount() : 0;
        const int digits = int(std::log10(double(std::max<qint64>(count, 999)))) + 1;
        const int gutter = digits * metrics.horizontalAdvance(u'0') + 2 * margin;
        p->fillRect(r, pal.color(QPalette::Base));
        if (const QColor tint = LogSeverity::background(level, pal); tint.isValid())
            p->fillRect(r, tint);
        if (selected) {
            QColor c = pal.color(QPalette::Highlight);
            c.setAlpha(option.state & QStyle::State_HasFocus ? 90 : 50);
            p->fillRect(r, c);
        }
        p->fillRect(QRect(r.left(), r.top(), gutter, r.height()), pal.color(QPalette::AlternateBase));
        p->setPen(pal.color(QPalette::PlaceholderText));
        const QString number = QString::number(index.data(LogFilterModel::LineRole).toLongLong() + 1);
        p->drawText(
            QRect(r.left(), r.top(), gutter - margin, r.height()), Qt::AlignRight | Qt::AlignVCenter, number);
        p->setPen(pal.color(LogSeverity::isDimmed(level) ? QPalette::PlaceholderText : QPalette::Text));
        const QRect text = r.adjusted(gutter + margin, 0, -margin, 0);
        p->drawText(text, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextExpandTabs,
            metrics.elidedText(index.data().toString(), Qt::ElideRight, text.width()));
        p->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        return QSize(100, QFontMetrics(option.font).height() + 1);
    }
};

} // namespace

LogFilterView::LogFilterView(QWidget *parent)
    : QWidget(parent)
    , m_model(new LogFilterModel(this))
    , m_title(new QLabel)
    , m_severity(new QComboBox)
    , m_progress(new QProgressBar)
    , m_cancel(new QToolButton)
    , m_close(new QToolButton)
    , m_list(new QListView)
{
    setObjectName(u"LogFilterView"_s);
    m_title->setObjectName(u"LogFilterTitle"_s);
    m_title->setTextInteractionFlags(Qt::NoTextInteraction);
    m_title->setMinimumWidth(40);
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_severity->setObjectName(u"LogFilterSeverity"_s);
    m_severity->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (auto level : {LogSeverity::Level::None, LogSeverity::Level::Debug, LogSeverity::Level::Info,
             LogSeverity::Level::Warning, LogSeverity::Level::Error})
        m_severity->addItem(QString(), int(level));
    m_progress->setMaximumWidth(120);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    m_progress->setRange(0, 1000);
    m_progress->hide();
    m_cancel->setAutoRaise(true);
    m_cancel->hide();
    m_close->setAutoRaise(true);
    m_close->setIcon(QIcon::fromTheme(u"window-close"_s));
    m_close->setObjectName(u"LogFilterClose"_s);

    auto *bar = new QWidget;
    auto *barLayout = new QHBoxLayout(bar);
    barLayout->setContentsMargins(6, 1, 2, 1);
    barLayout->addWidget(m_title, 1);
    barLayout->addWidget(m_progress);
    barLayout->addWidget(m_cancel);
    barLayout->addWidget(m_severity);
    barLayout->addWidget(m_close);

    m_list->setObjectName(u"LogFilterList"_s);
    m_list->setModel(m_model);
    m_list->setItemDelegate(new LineDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(m_list, 1);

    auto activate = [this](const QModelIndex &index) {
        if (index.isValid())
            Q_EMIT lineActivated(index.data(LogFilterModel::LineRole).toLongLong());
    };
    connect(m_list, &QListView::clicked, this, activate);
    connect(m_list, &QListView::activated, this, activate);
    connect(m_severity, &QComboBox::activated, this, [this] { Q_EMIT severityChosen(severity()); });
    connect(m_cancel, &QToolButton::clicked, this, &LogFilterView::cancelRequested);
    connect(m_close, &QToolButton::clicked, this, &LogFilterView::closeRequested);
    retranslate();
}

void LogFilterView::setLines(LogFile *file, std::vector<qint64> lines, const QString &description)
{
    m_description = description;
    m_model->setLines(file, std::move(lines));
    updateTitle();
}

const std::vector<qint64> &LogFilterView::lines() const
{
    return m_model->lines();
}

void LogFilterView::setProgress(int permille)
{
    m_progress->setVisible(permille >= 0);
    m_cancel->setVisible(permille >= 0);
    if (permille >= 0)
        m_progress->setValue(permille);
    updateTitle();
}

void LogFilterView::setSeverity(LogSeverity::Level minimum)
{
    m_severity->setCurrentIndex(std::max(0, m_severity->findData(int(minimum))));
}

LogSeverity::Level LogFilterView::severity() const
{
    return LogSeverity::Level(m_severity->currentData().toInt());
}

void LogFilterView::selectLine(qint64 line)
{
    const int row = m_model->rowAtOrAfter(line);
    if (row >= m_model->rowCount())
        return;
    const QModelIndex index = m_model->index(row);
    m_list->setCurrentIndex(index);
    m_list->scrollTo(index);
}

void LogFilterView::updateTitle()
{
    const int count = m_model->rowCount();
    QString text = m_description;
    if (!m_progress->isVisible())
        text += u" · "_s + tr("%n line(s)", "lines kept by a filter", count);
    else
        text += u" · "_s + tr("filtering…");
    m_title->setText(text);
    m_title->setToolTip(text);
}

void LogFilterView::retranslate()
{
    const QStringList names {tr("Any level", "severity filter"), tr("Debug and above", "severity filter"),
        tr("Info and above", "severity filter"), tr("Warnings and errors", "severity filter"),
        tr("Errors only", "severity filter")};
    for (int i = 0; i < m_severity->count() && i < names.size(); ++i)
        m_severity->setItemText(i, names[i]);
    m_severity->setToolTip(tr("Show only lines of this severity or above"));
    m_cancel->setText(tr("Cancel"));
    m_close->setToolTip(tr("Close the filtered view (Esc)"));
    updateTitle();
}

void LogFilterView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        Q_EMIT closeRequested();
        return;
    }
    QWidget::keyPressEvent(event);
}

void LogFilterView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Faultline
