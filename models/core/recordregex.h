// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: how a record's regex is compiled, in one place, so validating a regex at
// load time and matching with it later agree.

#include <re2/re2.h>

namespace Faultline {

/// Case-insensitive, as the corpus authors apply their patterns; RE2's own logging off, since
/// errors are reported as diagnostics.
inline RE2::Options recordRegexOptions()
{
    RE2::Options options;
    options.set_case_sensitive(false);
    options.set_log_errors(false);
    return options;
}

} // namespace Faultline
