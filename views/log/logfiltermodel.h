// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QPointer>

#include <vector>

namespace Faultline {

class LogFile;

/**
 * The lines of a filtered view: a list of line numbers of a LogFile (ascending), each row reading
 * its line from the file only when shown, so a filter that keeps millions of lines costs 8 bytes
 * a line. The display text is cut to a screen's worth of characters. GUI thread only (LogFile's
 * line reads are).
 */
class LogFilterModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        LineRole = Qt::UserRole + 1, ///< the 0-based line number in the log (qint64)
        SeverityRole, ///< LogSeverity::Level of the line, as an int
    };

    explicit LogFilterModel(QObject *parent = nullptr);

    /// Shows \a lines (0-based, ascending) of \a file (not owned); none: empty.
    void setLines(LogFile *file, std::vector<qint64> lines);
    const std::vector<qint64> &lines() const { return m_lines; }
    LogFile *file() const { return m_file; }
    /// The row showing \a line, or the first row after it; rowCount() when none is.
    int rowAtOrAfter(qint64 line) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    QPointer<LogFile> m_file;
    std::vector<qint64> m_lines;
};

} // namespace Faultline
