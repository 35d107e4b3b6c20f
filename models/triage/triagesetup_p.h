// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "logmatcher.h"
#include "patterntext.h"
#include "recordsearch.h"
#include "signatureindex.h"
#include "triagesetup.h"

#include <vector>

namespace Faultline {

struct TriageSetup::Data
{
    explicit Data(const LogMatcher &m);

    const LogMatcher &matcher;
    // One per record of the matcher, in its order: every hit and every suggestion compares with
    // them.
    const std::vector<PatternText> patternTexts;
    const RecordSearch search; // for error lines no regex matched
    const SignatureIndex signatures; // of patternTexts, for the same
    const std::vector<char> software; // per record of the matcher: whether it is about software
};

} // namespace Faultline
