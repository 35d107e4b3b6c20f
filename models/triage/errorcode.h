// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage: the codes that name an error beside its message: libcurl's numbers,
// which curl and git print before it ("curl: (60) SSL: …"), the constants many programs print
// ("Error: NOT_ENOUGH_REPLICAS", "status = UNAVAILABLE", "CUDA_ERROR_OUT_OF_MEMORY"), and the
// numbered codes of compilers, build tools and services ("ITMS-90683", "NETSDK1045", "TS2307").

#include <string_view>

namespace Faultline::ErrorCode {

/// The number of the libcurl error \a text states: curl's "curl: (60) SSL: no alternative …",
/// git's "error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly"; -1 when none.
int curlCodeIn(std::string_view text);

/// Whether \a signature and \a line state libcurl errors of different numbers: a record about
/// "curl: (60) SSL: no alternative certificate subject name …" read for "curl: (5) Could not
/// resolve proxy: …" shares curl's name and maybe a word, not its error.
bool statesAnotherCurlCode(std::string_view signature, std::string_view line);

/// Whether \a signature names an error by a constant (an upper-case name of two parts or more
/// joined by `_`: "LEADER_NOT_AVAILABLE") that \a line does not name, while \a line names
/// another: a record about "{orders=LEADER_NOT_AVAILABLE}" read for "Error: NOT_ENOUGH_REPLICAS"
/// shares Kafka's wording around the code, not its error. So does one naming a constant of a family
/// ("ESP_ERR_NVS_NO_FREE_PAGES") where the line names another of it ("ESP_ERR_INVALID_STATE") and
/// none of the signature's, though both name the macro that reported it ("ESP_ERROR_CHECK").
bool statesAnotherConstant(std::string_view signature, std::string_view line);

/// Whether \a signature and \a line state numbered codes of one family and none in common: a
/// family is the code's upper-case letters ("ITMS-" of "ITMS-90683", "MSB" of "MSB4019"), and a
/// code has at least three digits. A record about App Store Connect's "ITMS-91053: Missing API
/// declaration" read for "ITMS-90683: Missing purpose string" shares the service's wording around
/// the code, not its error.
bool statesAnotherNumberedCode(std::string_view signature, std::string_view line);

} // namespace Faultline::ErrorCode
