// SPDX-License-Identifier: MIT
#include "logfiltermodel.h"

#include "logfile.h"
#include "logseverity.h"

#include <algorithm>

namespace Faultline {

namespace {

constexpr qsizetype maxShownChars = 2000; // a row shows one screen line at most

} // namespace

LogFilterModel::LogFilterModel(QObject *parent) : QAbstractListModel(parent) { }

void LogFilterModel::setLines(LogFile *file, std::vector<qint64> lines)
{
    beginResetModel();
    m_file = file;
    m_lines = std::move(lines);
    endResetModel();
}

int LogFilterModel::rowAtOrAfter(qint64 line) const
{
    return int(std::lower_bound(m_lines.begin(), m_lines.end(), line) - m_lines.begin());
}

int LogFilterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(std::min<std::size_t>(m_lines.size(), INT_MAX));
}

QVariant LogFilterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_file)
        return {};
    const qint64 line = m_lines[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        QString text = m_file->line(LineNumber(line), maxShownChars);
        for (QChar &c : text) { // as the log view shows them
            if (c.unicode() < 0x20 && c != u'\t')
                c = QChar(0x2400 + c.unicode());
        }
        return text;
    }
    case LineRole:
        return line;
    case SeverityRole:
        return int(LogSeverity::of(m_file->line(LineNumber(line), 160)));
    default:
        return {};
    }
}

} // namespace Faultline

// Compiled here rather than in the library's collected moc file, as loggutter.cpp explains.
#include "moc_logfiltermodel.cpp"
