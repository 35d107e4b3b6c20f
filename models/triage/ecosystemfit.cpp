// SPDX-License-Identifier: MIT
#include "ecosystemfit.h"

#include "linewords.h"

#include <algorithm>

namespace Faultline {

EcosystemFit::EcosystemFit(const QList<int> &marks)
{
    const auto &ecosystems = LineWords::ecosystems();
    int most = 0;
    for (std::size_t i = 0; i < ecosystems.size(); ++i) {
        if (!ecosystems[i].service)
            most = std::max(most, marks.value(qsizetype(i)));
        // The domain named like the ecosystem is about it; others listed only borrow its markers.
        if (ecosystems[i].domains.contains(ecosystems[i].name))
            m_known[ecosystems[i].name] = ecosystems[i].service;
    }
    for (std::size_t i = 0; i < ecosystems.size(); ++i) {
        const int count = marks.value(qsizetype(i));
        if (count <= 0)
            continue;
        m_names.append(ecosystems[i].name);
        const double share = ecosystems[i].service ? 1.0 : double(count) / double(most);
        for (const QString &d : ecosystems[i].domains)
            m_fitting[d] = std::max(m_fitting.value(d), share);
    }
}

} // namespace Faultline
