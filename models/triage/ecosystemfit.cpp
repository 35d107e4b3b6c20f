// SPDX-License-Identifier: MIT
#include "ecosystemfit.h"

#include "errorslug.h"
#include "linewords.h"

#include <algorithm>

namespace Faultline {

bool EcosystemFit::isLanguage(const QString &domain)
{
    using namespace Qt::StringLiterals;
    static const QStringList languages = {u"python"_s, u"node"_s, u"react"_s, u"nextjs"_s, u"typescript"_s,
        u"java"_s, u"go"_s, u"rust"_s, u"php"_s, u"dotnet"_s};
    return languages.contains(domain);
}

bool EcosystemFit::isMarked(const QString &domain)
{
    static const QSet<QString> marked = [] {
        QSet<QString> domains;
        for (const LineWords::Ecosystem &e : LineWords::ecosystems()) {
            for (const QString &d : e.domains)
                domains.insert(d);
        }
        return domains;
    }();
    return marked.contains(domain);
}

bool EcosystemFit::meetsAnyProgram(const QString &domain)
{
    using namespace Qt::StringLiterals;
    static const QStringList domains = {u"networking"_s, u"cloud"_s, u"cicd"_s, u"data"_s, u"cpp"_s};
    return domains.contains(domain);
}

namespace {

/// Whether a log needs to name what \a domain is about for a record of it to be its diagnosis:
/// true for products (MongoDB, Docker, AWS, CMake …); false for the failures any program meets (a
/// network, a cloud API, a CI job, data, and those of native code: a
/// segfault, a missing GLIBCXX version or shared library, in a Python or Node.js program's log as
/// well as a C++ one's) and for programming languages, whose own errors a log shows without naming
/// the language (absent() has a rule of their own).
bool isProduct(const QString &domain)
{
    return !EcosystemFit::isLanguage(domain) && !EcosystemFit::meetsAnyProgram(domain);
}

/// Whether \a e is the ecosystem of a language: one whose domains include a language's, or one
/// that no record is about (Ruby, OCaml, LaTeX …).
bool isLanguageEcosystem(const LineWords::Ecosystem &e)
{
    return !e.service
        && (e.domains.isEmpty()
            || std::any_of(e.domains.begin(), e.domains.end(), &EcosystemFit::isLanguage));
}

/// Whether \a text is \a head followed by more dash-joined words ("gha-checkout-failed", "gha").
bool continuesWithDash(QStringView text, QStringView head)
{
    return text.size() > head.size() && text.startsWith(head) && text.at(head.size()) == u'-';
}

/// Whether \a record's error is about the service it was seen on, not only seen there: its error
/// slug starts with its environment's first word ("cicd/gha-checkout-failed/gha-linux", not
/// "cicd/pnpm-lockfile-mismatch/gha-linux", the same lockfile error in any CI).
bool aboutItsService(const Record &record)
{
    const QString id = record.id();
    const qsizetype first = id.indexOf(u'/');
    const qsizetype second = first < 0 ? -1 : id.indexOf(u'/', first + 1);
    if (second < 0)
        return false;
    QStringView environment = QStringView(id).sliced(second + 1);
    environment = environment.left(environment.indexOf(u'/')); // the third part: whole when no '/'
    environment = environment.left(environment.indexOf(u'-')); // its first word: whole when no '-'
    return !environment.isEmpty()
        && continuesWithDash(QStringView(id).sliced(first + 1, second - first - 1), environment);
}

} // namespace

bool EcosystemFit::serviceUnnamed(const Record &record) const
{
    const QList<VersionInfo> versions = record.versions();
    if (versions.isEmpty() || m_unnamedServices.isEmpty())
        return false;
    // The runtime as the service's name spells it: "GitHub Actions >=2.0" is github-actions.
    const QString runtime = versions.first().version.toLower().replace(u' ', u'-');
    for (const QString &service : m_unnamedServices) {
        if (runtime == service || continuesWithDash(runtime, service))
            return true;
    }
    return false;
}

bool EcosystemFit::namesAServiceShown(const Record &record) const
{
    // A language's record naming a service is about the language's client of it
    // ("dotnet/grpc-channel-error"): the language decides.
    if (m_namedServices.isEmpty() || isLanguage(record.domain()))
        return false;
    for (QStringView word : errorSlugView(record.id()).tokenize(u'-')) {
        if (m_namedServices.contains(word.toString()))
            return true;
    }
    return false;
}

bool EcosystemFit::absent(const Record &record) const
{
    if (namesAServiceShown(record))
        return false;
    if (aboutItsService(record) && serviceUnnamed(record)) // the cheaper question first
        return true;
    const QString &domain = record.domain();
    // .NET names itself wherever it runs (its command, project files, namespaces, ".NET" of
    // "ASP.NET Core"): a log without any of it is no .NET program's, even with no language seen.
    if (domain == u"dotnet")
        return m_fitting.value(domain) <= 0;
    // A language's record in a log of another language (a Python record for an OCaml build).
    if (isLanguage(domain))
        return m_languageSeen && m_fitting.value(domain) <= 0;
    const auto it = m_known.constFind(domain);
    if (it == m_known.constEnd())
        return false; // a domain without markers: networking, security, api …
    // A few lines pasted without a marker of any ecosystem may be any product's (PostgreSQL's
    // "ERROR:  deadlock detected" names none), but not a service's, nor Docker's: Docker names
    // itself, and its records are of what any program on the host meets ("no space left on
    // device" is no Docker error when zstd prints it while apt builds an initramfs).
    const bool namesItself = *it || domain == u"docker";
    return (m_fitting.isEmpty() && !namesItself && !m_longLog) ? false : m_fitting.value(domain) <= 0;
}

EcosystemFit::EcosystemFit(const QList<int> &marks, bool longLog) : m_longLog(longLog)
{
    const auto &ecosystems = LineWords::ecosystems();
    int most = 0;
    for (std::size_t i = 0; i < ecosystems.size(); ++i) {
        if (!ecosystems[i].service)
            most = std::max(most, marks.value(qsizetype(i)));
        for (const QString &d : ecosystems[i].domains) {
            if (isProduct(d))
                m_known[d] = m_known.value(d, true) && ecosystems[i].service;
        }
    }
    for (std::size_t i = 0; i < ecosystems.size(); ++i) {
        const int count = marks.value(qsizetype(i));
        if (count <= 0 && ecosystems[i].service)
            m_unnamedServices.insert(ecosystems[i].name);
        if (count > 0 && ecosystems[i].service && !ecosystems[i].domains.isEmpty())
            m_namedServices.insert(ecosystems[i].name);
        if (count <= 0)
            continue;
        m_names.append(ecosystems[i].name);
        // A marker or two of a language records are about ("Error: ") is no sign of it, a build's
        // dozen is; the markers of one they are not about (".swift:", ".ml\", line") are specific.
        const bool uncovered = ecosystems[i].domains.isEmpty();
        m_languageSeen = m_languageSeen || ((uncovered || count >= 3) && isLanguageEcosystem(ecosystems[i]));
        const double share = ecosystems[i].service ? 1.0 : double(count) / double(most);
        for (const QString &d : ecosystems[i].domains)
            m_fitting[d] = std::max(m_fitting.value(d), share);
    }
}

} // namespace Faultline
