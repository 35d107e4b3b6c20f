// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Faultline {

/**
 * What a batch found, merged from its JSON lines (BatchReport): how many logs each record
 * diagnosed (the fleet's top known errors), how many logs had nothing known, and the error lines
 * of those logs grouped by their normalised form, so that a new error shows as one group of many
 * logs rather than as many rows; and the logs that could not be read.
 *
 * The same lines give the same summary whether they come from one run (`faultline triage --jsonl`
 * adds each line as it writes it) or from many merged later (`faultline triage --merge`, the Dask
 * recipe's partitions): the summary reads nothing else.
 *
 * A line's error is normalised as a record's signature is proposed from it (LineProposal): its
 * prefix of time, level and bracketed fields left out, quoted names, paths, hex ids, UUIDs and
 * numbers replaced by <name>, <path>, <hex> and <n>. A log counts once in each group it has a line
 * of. Memory is bounded by the records and the groups: at most maxGroups groups are kept (the logs
 * of later ones are counted in ungroupedLogs()), each with maxExamples files.
 *
 * Not thread-safe: add lines from one thread.
 */
class BatchSummary
{
public:
    struct RecordCount
    {
        QString id, signature, domain;
        qint64 logs = 0; ///< logs whose diagnosis holds the record
        qint64 first = 0; ///< logs whose first diagnosis it is
    };
    struct ErrorGroup
    {
        QString line; ///< the normalised error line
        qint64 logs = 0;
        QString example; ///< the first line seen as it was written
        QStringList files; ///< the first maxExamples logs with a line of the group
    };
    struct Unreadable
    {
        QString file, error;
    };

    static constexpr qsizetype maxGroups = 100'000, maxExamples = 3, maxNamedUnreadable = 1'000;

    /// Counts one log's line (BatchReport::logLine() or unreadableLine()).
    void add(const QJsonObject &line);

    qint64 logs() const { return m_logs; }
    qint64 diagnosed() const { return m_diagnosed; }
    qint64 nothingKnown() const { return m_nothingKnown; }
    qint64 unreadable() const { return m_unreadable; }
    qint64 incomplete() const { return m_incomplete; } ///< read, but not to the end
    qint64 withoutErrorLine() const { return m_withoutErrorLine; } ///< nothing known, no error line
    qint64 ungroupedLogs() const { return m_ungroupedLogs; }
    qint64 bytes() const { return m_bytes; } ///< text read, all logs

    /// By logs, most first; ties by id.
    QList<RecordCount> records() const;
    /// By logs, most first; ties by line.
    QList<ErrorGroup> errorGroups() const;
    /// The first maxNamedUnreadable of them, in the order added.
    const QList<Unreadable> &unreadableLogs() const { return m_unreadableLogs; }

    /// Everything above as JSON: "logs", "diagnosed", "nothingKnown", "unreadable", "incomplete",
    /// "nothingKnownWithoutErrorLine", "bytes", "records" (all), "unknownErrors" (the first
    /// \a maxGroupsShown groups; "unknownErrorGroups" counts them all) and "unreadableLogs".
    QJsonObject toJson(qsizetype maxGroupsShown = 1000) const;

    /// \a errorLine normalised (see above); empty when it holds no message.
    static QString normalized(const QString &errorLine);

private:
    qint64 m_logs = 0, m_diagnosed = 0, m_nothingKnown = 0, m_unreadable = 0, m_incomplete = 0,
           m_withoutErrorLine = 0, m_ungroupedLogs = 0, m_bytes = 0;
    QHash<QString, RecordCount> m_records;
    QHash<QString, ErrorGroup> m_groups;
    QList<Unreadable> m_unreadableLogs;
};

} // namespace Faultline
