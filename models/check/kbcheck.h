// SPDX-License-Identifier: MIT
#pragma once

#include "kbfinding.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace Faultline {

/**
 * A knowledge base checked for its authors, as `faultline kb check` runs it: every problem of
 * loading its sources (files not read, malformed JSON, fields of the wrong type, duplicate ids
 * across the sources), regexes RE2 does not compile, examples their record's regex does not
 * match, and regexes too broad to be evidence of an error:
 *
 * - regex-no-letters: a match may hold no letter (RegexBreadth::canMatchWithoutLetters());
 * - regex-fragment: a match in an example, the signature or a healthy log cuts a word
 *   (RegexBreadth::fragmentAt());
 * - regex-broad: with healthy logs, the regex fires on more than maxHealthyShare of their lines.
 *
 * Each finding names the file, the line when it is known (a whole-file record's field is found in
 * the file), the record's field as its format spells it ("error.regex" of a canon record) and the
 * record's id. Findings come sorted by file and line.
 *
 * Costs a load of the sources, a compile of every regex (LogMatcher) and one pass over the
 * healthy logs; runs on the calling thread (the load and the compile use worker threads of
 * their own). A plain value.
 */
class KbCheck
{
    Q_DECLARE_TR_FUNCTIONS(KbCheck)

public:
    struct Options
    {
        /// Logs of systems that worked (plain text files); none: no regex-broad findings.
        QStringList healthyFiles;
        /// The share of healthy lines above which a regex is too broad.
        double maxHealthyShare = 0.005;
    };

    /// Checks \a sources (files or folders, file system or Qt resource paths), read together as
    /// one knowledge base.
    static KbCheck run(const QStringList &sources, const Options &options);

    const QList<KbFinding> &findings() const { return m_findings; }
    qsizetype errorCount() const;
    qsizetype warningCount() const;
    qsizetype recordCount() const { return m_recordCount; }
    int fileCount() const { return m_fileCount; }
    /// Lines of the healthy logs read.
    qint64 healthyLineCount() const { return m_healthyLines; }
    /// "file: reason" for each healthy log that could not be read.
    QStringList healthyErrors() const { return m_healthyErrors; }

private:
    QList<KbFinding> m_findings;
    qsizetype m_recordCount = 0;
    int m_fileCount = 0;
    qint64 m_healthyLines = 0;
    QStringList m_healthyErrors;
};

} // namespace Faultline
