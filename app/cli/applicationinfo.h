// SPDX-License-Identifier: MIT
#pragma once

namespace Faultline {

/// Sets the organisation, the application's name and its version on the running application, as
/// both programs (`faultline` and the window) must before they read settings or caches: settings
/// are found by the names, and a cache is trusted only by a program of the same version
/// (CacheFile::programIdentity()).
void setApplicationInfo();

} // namespace Faultline
