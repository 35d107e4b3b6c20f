// SPDX-License-Identifier: MIT
#include "logfindings.h"

#include "logmatcher.h"

#include <QHash>
#include <QPalette>

#include <cmath>

namespace Faultline {

void LogFindings::set(const QList<Finding> &findings, const LogMatcher *matcher)
{
    m_findings = findings;
    m_findingOfPattern.assign(matcher ? std::size_t(matcher->patternCount()) : 0, -1);
    m_patternOfFinding.assign(std::size_t(m_findings.size()), 0);
    if (!matcher)
        return;
    QHash<QString, int> pattern;
    for (qsizetype i = 0; i < matcher->patternCount(); ++i)
        pattern.insert(matcher->records().at(i).id(), int(i));
    for (qsizetype i = 0; i < m_findings.size(); ++i) {
        if (const auto it = pattern.constFind(m_findings[i].record.id()); it != pattern.cend()) {
            m_findingOfPattern[std::size_t(*it)] = int(i);
            m_patternOfFinding[std::size_t(i)] = *it;
        }
    }
}

QColor LogFindings::patternColour(int pattern, bool weak, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightness() < 128;
    if (weak)
        return palette.color(QPalette::PlaceholderText);
    // Golden-ratio hues: neighbouring patterns get distinct colours.
    const double hue = std::fmod(double(pattern) * 0.6180339887, 1.0);
    return QColor::fromHsvF(float(hue), dark ? 0.55f : 0.35f, dark ? 0.45f : 1.0f);
}

} // namespace Faultline
