// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include <QString>

#include <exception>

namespace Faultline {

/// What an exception caught at a worker's boundary says, for the user: the exception a
/// QtConcurrent job threw rather than its QUnhandledException wrapper, "out of memory" for
/// std::bad_alloc. Not translated: it joins exception texts, which are not either.
QString failureText(const std::exception_ptr &failure);

} // namespace Faultline
