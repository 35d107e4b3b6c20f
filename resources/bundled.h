// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Faultline {

/// The folder of the bundled knowledge base (the user's sample documents, as Qt resources).
QString bundledKnowledgeBase();

} // namespace Faultline
