// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Faultline {

/// The folder of the bundled knowledge base (the user's sample documents, as Qt resources).
QString bundledKnowledgeBase();

/// The folder of Faultline's own knowledge base, written for the project and built into the
/// binary (":/kb", every resources/kb/*.json of the build). Empty when the build embedded none.
QString builtInKnowledgeBase();

} // namespace Faultline
