// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"
#include "knowledgebase.h"
#include "record.h"
#include "triagesetup.h"

#include <QString>

#include <functional>
#include <memory>

namespace Faultline {

class LogMatcher;

/**
 * A knowledge base together with the matcher compiled from its regexes: what both the window
 * and `faultline triage` match logs with, built in this one place so that both leave out the same
 * regexes and say so the same way.
 *
 * A plain value: copies share the knowledge base and the matcher, both immutable, so a session
 * may be read from any thread. Building one is the costly part (loading reads every source;
 * compiling the corpus's regexes takes a tenth of a second or more and some 60 MiB): do it off the
 * GUI thread. Neither load() nor compile() throws; a failure inside them is caught at this
 * boundary and reported in error() and diagnostics().
 *
 * Invalid (isValid() false) when there is no matcher: default-constructed, or compiling (or
 * loading) failed.
 */
class KnowledgeSession
{
public:
    /// Compiles the records' regexes; the default is MatchPlanCache::build (the LogMatcher
    /// constructor with the plan an earlier run saved, when caching is on). Tests pass one that
    /// throws, to see a failed compile reported.
    using MatcherBuilder = std::function<std::shared_ptr<const LogMatcher>(const QList<Record> &records)>;

    KnowledgeSession() = default;

    /// Loads \a sources (from the cache of an earlier load when it is still good:
    /// KnowledgeBaseCache) and compiles the matcher, all on the calling thread (the load still
    /// parses files in parallel). What `faultline triage` uses.
    ///
    /// For Purpose::Triage it also makes triageSetup(), the index of the records' text built on
    /// another core while the regexes compile.
    enum class Purpose { Matching, Triage };
    static KnowledgeSession load(
        const QStringList &sources, const LoadControl &control = {}, Purpose purpose = Purpose::Matching);
    /// Compiles the matcher of \a knowledgeBase, already loaded (the window loads it first, to show
    /// the tree sooner). Call from any thread.
    static KnowledgeSession compile(
        std::shared_ptr<const KnowledgeBase> knowledgeBase, const MatcherBuilder &build = {});

    /// The session of a load that threw elsewhere (in the window's loader): invalid, with an empty
    /// knowledge base, \a reason as error() and one error per source.
    static KnowledgeSession failed(const QStringList &sources, const QString &reason);

    bool isValid() const { return m_matcher != nullptr; }
    /// Never null once load() or compile() returned: empty when loading failed.
    std::shared_ptr<const KnowledgeBase> knowledgeBase() const { return m_kb; }
    /// Null when invalid.
    std::shared_ptr<const LogMatcher> matcher() const { return m_matcher; }
    /// What triage with matcher() needs, made by load() for Purpose::Triage (else invalid); it
    /// refers to the matcher, so it is good while a copy of this session is.
    const TriageSetup &triageSetup() const { return m_triageSetup; }

    /// One warning per record whose regex the matcher leaves out (RegexRejected, at the record's
    /// file and line, args: its id and why), in the knowledge base's order; or, when compiling
    /// failed, one error per source saying why.
    const Diagnostics &matcherDiagnostics() const { return m_matcherDiagnostics; }
    /// Everything to show the user: the load's diagnostics, then those of matcherDiagnostics()
    /// the load had not already reported (a regex RE2 rejects is reported by both).
    Diagnostics diagnostics() const;
    /// What the exception said when loading or compiling threw (as untranslated as what() is);
    /// empty when nothing did.
    QString error() const { return m_error; }

private:
    std::shared_ptr<const KnowledgeBase> m_kb;
    std::shared_ptr<const LogMatcher> m_matcher;
    TriageSetup m_triageSetup;
    Diagnostics m_matcherDiagnostics;
    QString m_error;
};

} // namespace Faultline
