// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "logmatcher.h"
#include "patterntext.h"
#include "recordsearch.h"
#include "setupcache.h"
#include "signatureindex.h"
#include "triagesetup.h"

#include <QFuture>

#include <optional>
#include <vector>

namespace Faultline {

struct TriageSetup::Data
{
    /// \a search is being built on another thread meanwhile: the two halves take about as long.
    Data(const LogMatcher &m, QFuture<std::shared_ptr<const RecordSearch>> search,
        std::shared_ptr<const LogMatcher> owned = {});
    /// From texts and an index made already (or read from a cache, SetupCache).
    Data(const LogMatcher &m, std::vector<PatternText> texts, RecordSearch search,
        std::shared_ptr<const LogMatcher> owned = {});

    const std::shared_ptr<const LogMatcher> ownedMatcher; // set by TriageSetup::shared()
    const LogMatcher &matcher;
    // One per record of the matcher, in its order: every hit and every suggestion compares with
    // them.
    const std::vector<PatternText> patternTexts;
    const SignatureIndex signatures; // of patternTexts, for error lines no regex matched
    const std::vector<char> software; // per record of the matcher: whether it is about software
    // Per record of the matcher: whether it names a class alone whose errors others tell apart
    // (ClassRecords::ofAnyErrorOfAClass()).
    const std::vector<char> anyErrorOfAClass;
    const RecordSearch search; // for error lines no regex matched, as signatures
};

/// What prepare() read from a cache, and where to save what it did not hold.
struct TriageSetup::Prepared::Cached
{
    QString path;
    QByteArray key; // SetupCache::key() of the prepared records
    std::optional<SetupCache::Contents> contents;
    std::shared_ptr<const RecordSearch> search; // built when the cache held nothing usable
};

} // namespace Faultline
