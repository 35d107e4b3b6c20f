// SPDX-License-Identifier: MIT
#include "peerline.h"

#include "textutil.h"

namespace Faultline::PeerLine {

bool isBeforeAuthentication(std::string_view line)
{
    return TextUtil::withoutTrailingSpace(line).ends_with("[preauth]");
}

} // namespace Faultline::PeerLine
