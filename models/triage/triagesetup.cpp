// SPDX-License-Identifier: MIT
#include "triagesetup.h"

#include "triagesetup_p.h"

#include "recordscope.h"

#include <QtConcurrent/QtConcurrentRun>

namespace Faultline {

namespace {

std::vector<PatternText> makePatternTexts(const LogMatcher &matcher)
{
    std::vector<PatternText> texts;
    texts.reserve(std::size_t(matcher.patternCount()));
    for (const Record &r : matcher.records())
        texts.emplace_back(r);
    return texts;
}

std::vector<char> makeSoftware(const LogMatcher &matcher)
{
    std::vector<char> software;
    software.reserve(std::size_t(matcher.patternCount()));
    for (const Record &r : matcher.records())
        software.push_back(scopeOf(r) == RecordScope::Software ? 1 : 0);
    return software;
}

} // namespace

TriageSetup::Data::Data(const LogMatcher &m)
    : Data(m, QtConcurrent::run([&m] { return RecordSearch(m.records()); }))
{ }

TriageSetup::Data::Data(const LogMatcher &m, QFuture<RecordSearch> building)
    : matcher(m)
    , patternTexts(makePatternTexts(m))
    , signatures(patternTexts)
    , software(makeSoftware(m))
    , search(building.takeResult())
{ }

TriageSetup::TriageSetup(const LogMatcher &matcher) : d(std::make_shared<const Data>(matcher)) { }

const LogMatcher &TriageSetup::matcher() const
{
    return d->matcher;
}

} // namespace Faultline
