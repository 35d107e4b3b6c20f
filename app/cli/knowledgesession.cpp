// SPDX-License-Identifier: MIT
#include "knowledgesession.h"

#include "knowledgebasecache.h"
#include "logmatcher.h"
#include "matchplancache.h"

#include <QSet>

#include <exception>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// The message of the exception being handled. Like what() itself it is not translated; an
/// exception of no standard type has no message, so it is named as such.
QString currentExceptionText()
{
    try {
        throw;
    } catch (const std::exception &e) {
        return QString::fromLocal8Bit(e.what());
    } catch (...) {
        return u"unknown exception"_s;
    }
}

/// One error per source: the whole of each is unusable when the job over them all threw.
Diagnostics failureDiagnostics(const QStringList &sources, const QString &why)
{
    Diagnostics diagnostics;
    for (const QString &source : sources) {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Error;
        d.code = Diagnostic::Code::CannotOpen;
        d.file = source;
        d.args = {why};
        diagnostics.append(d);
    }
    return diagnostics;
}

} // namespace

KnowledgeSession KnowledgeSession::load(
    const QStringList &sources, const LoadControl &control, Purpose purpose)
{
    std::shared_ptr<const KnowledgeBase> kb;
    std::optional<TriageSetup::Prepared> prepared;
    try {
        kb = std::make_shared<const KnowledgeBase>(KnowledgeBaseCache::load(sources, control));
        // Indexing the records' text takes as long as compiling their regexes: on another core
        // meanwhile, or read back from what the last start saved, named like the match plan.
        if (purpose == Purpose::Triage)
            prepared = TriageSetup::prepare(kb->records(), kb->sources().join(u'\n'));
    } catch (...) { // documented never to throw; running out of memory still can
        return failed(sources, currentExceptionText());
    }
    KnowledgeSession session = compile(std::move(kb));
    if (prepared && session.isValid()) {
        try {
            session.m_triageSetup = TriageSetup(*session.m_matcher, std::move(*prepared));
        } catch (...) {
            return failed(sources, currentExceptionText());
        }
    }
    return session;
}

KnowledgeSession KnowledgeSession::failed(const QStringList &sources, const QString &reason)
{
    KnowledgeSession session;
    session.m_kb = std::make_shared<const KnowledgeBase>();
    session.m_error = reason;
    session.m_matcherDiagnostics = failureDiagnostics(sources, reason);
    return session;
}

KnowledgeSession KnowledgeSession::compile(
    std::shared_ptr<const KnowledgeBase> knowledgeBase, const MatcherBuilder &build)
{
    KnowledgeSession session;
    session.m_kb = knowledgeBase ? std::move(knowledgeBase) : std::make_shared<const KnowledgeBase>();
    // Everything that may throw, so that a failure comes back as a result and never as an
    // exception out of the worker's future into a GUI-thread slot.
    try {
        // The plan of the regexes is named by the sources: each knowledge base has its own.
        session.m_matcher = build
            ? build(session.m_kb->records())
            : MatchPlanCache::build(session.m_kb->records(), session.m_kb->sources().join(u'\n'));
        if (!session.m_matcher)
            return session;
        for (const LogMatcher::Rejected &rejected : session.m_matcher->rejected()) {
            const Record record = session.m_kb->record(rejected.recordId);
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.code = Diagnostic::Code::RegexRejected;
            d.file = record.sourcePath();
            d.line = record.sourceLine();
            d.args = {rejected.recordId, rejected.error};
            session.m_matcherDiagnostics.append(d);
        }
    } catch (...) {
        session.m_matcher.reset();
        session.m_matcherDiagnostics.clear();
        session.m_error = currentExceptionText();
        session.m_matcherDiagnostics = failureDiagnostics(session.m_kb->sources(), session.m_error);
    }
    return session;
}

Diagnostics KnowledgeSession::diagnostics() const
{
    Diagnostics all = m_kb ? m_kb->diagnostics() : Diagnostics();
    QSet<QString> reported; // records whose regex the load already reported
    for (const Diagnostic &d : std::as_const(all)) {
        if ((d.code == Diagnostic::Code::RegexRejected || d.code == Diagnostic::Code::RegexTooLong)
            && !d.args.isEmpty())
            reported.insert(d.args.first());
    }
    for (const Diagnostic &d : m_matcherDiagnostics) {
        if (d.code != Diagnostic::Code::RegexRejected || !reported.contains(d.args.value(0)))
            all.append(d);
    }
    return all;
}

} // namespace Faultline
