// SPDX-License-Identifier: MIT
#include "recordregex.h"

#include <re2/set.h>

namespace Faultline {

std::string recordRegexSyntaxError(std::string_view utf8)
{
    RE2::Options options = recordRegexOptions();
    // Case folding does not change whether a pattern is valid and makes parsing several times
    // dearer, so the parse runs case-sensitive.
    options.set_case_sensitive(true);
    RE2::Set parser(options, RE2::UNANCHORED);
    std::string error;
    return parser.Add(re2::StringPiece(utf8.data(), utf8.size()), &error) < 0 ? error : std::string();
}

} // namespace Faultline
