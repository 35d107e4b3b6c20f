// SPDX-License-Identifier: MIT
#include "peerline.h"

namespace Faultline::PeerLine {

bool isBeforeAuthentication(std::string_view line)
{
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t'))
        line.remove_suffix(1);
    return line.ends_with("[preauth]");
}

} // namespace Faultline::PeerLine
