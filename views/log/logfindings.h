// SPDX-License-Identifier: MIT
#pragma once

#include "triage.h"

#include <QColor>
#include <QList>

#include <vector>

class QPalette;

namespace Faultline {

class LogMatcher;

/**
 * A log's findings as the log view shows them: which finding a matcher pattern's hits belong to,
 * and the colour each pattern is tinted in. Lookups are O(1) and allocate nothing, so they suit
 * per-line painting; set() costs O(patterns + findings). GUI thread only, like the view.
 */
class LogFindings
{
public:
    /// \a findings as ranked by triage; their records are looked up among \a matcher's patterns
    /// (none without a matcher: no hit then belongs to a finding).
    void set(const QList<Finding> &findings, const LogMatcher *matcher);

    const QList<Finding> &findings() const { return m_findings; }
    qsizetype size() const { return m_findings.size(); }
    const Finding &at(qsizetype finding) const { return m_findings[finding]; }

    /// The finding (index in findings()) whose record is \a pattern's, or -1 when none is.
    int findingOfPattern(int pattern) const
    {
        return pattern < int(m_findingOfPattern.size()) ? m_findingOfPattern[std::size_t(pattern)] : -1;
    }
    /// The pattern of \a finding's record, which gives its colour (0 when the matcher lacks it).
    int patternOfFinding(qsizetype finding) const { return m_patternOfFinding[std::size_t(finding)]; }

    /// The tint of \a pattern's matches in \a palette: distinct hues for neighbouring patterns,
    /// toned for a dark or light base; a weak finding's is the placeholder text colour.
    static QColor patternColour(int pattern, bool weak, const QPalette &palette);

private:
    QList<Finding> m_findings;
    std::vector<int> m_findingOfPattern; // pattern → index in m_findings, or -1
    std::vector<int> m_patternOfFinding; // index in m_findings → its pattern (its colour)
};

} // namespace Faultline
