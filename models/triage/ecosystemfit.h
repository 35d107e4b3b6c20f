// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage.

#include "record.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace Faultline {

/**
 * How well a record's domain fits what the log looks like it comes from, judged from the
 * ecosystem markers found in it (LineWords::ecosystems(): a Python traceback, cargo, kubectl …).
 *
 * A domain fits as well as the ecosystem with the most markers in the log it belongs to, compared
 * with the ecosystem with the most: one marker ("Error: " in a Node.js log) is a weak sign next to
 * several of another's. A service the log names (MongoDB, Redis …) fits whatever the program
 * talking to it is written in. A log without any marker fits every domain half.
 *
 * A value: cheap to ask, safe to read from any thread once made.
 */
class EcosystemFit
{
public:
    /// \a marks: per ecosystem, in LineWords::ecosystems()' order, how many of its markers occur.
    /// \a longLog: the log has more lines than a pasted error (EcosystemFit::longLogLines), so a
    /// product it never names is absent even when no ecosystem at all has a marker in it.
    explicit EcosystemFit(const QList<int> &marks, bool longLog = false);
    static constexpr qint64 longLogLines = 500;

    /// From 0 (the log is of another ecosystem) to 1.
    double operator()(const Record &record) const
    {
        if (m_fitting.isEmpty())
            return 0.5;
        const double fit = m_fitting.value(record.domain());
        return fit < 1 && namesAServiceShown(record) ? 1.0 : fit;
    }
    /// Whether \a record is about a product or ecosystem that has markers (MongoDB, Redis, nginx,
    /// AWS, Java …) none of which the log shows: a service counts as absent even in a log without
    /// any marker, since a log that talks to MongoDB names it. A language's record is absent from a
    /// log that shows another language and not its own. A record about the service it runs on
    /// itself (its error slug starts with its environment's word: "cicd/gha-checkout-failed/gha-linux",
    /// runtime github-actions) is absent from a log without that service's markers.
    bool absent(const Record &record) const;
    /// Whether \a domain is a programming language's (python, node, go …).
    static bool isLanguage(const QString &domain);
    /// Whether some ecosystem's markers show a log is of \a domain: not so for the failures any
    /// program meets that no marker names (security, api, linux …), whose fit is 0 in every log
    /// with a marker.
    static bool isMarked(const QString &domain);
    /// Whether \a domain is of the failures any program meets (a network, a cloud API, a CI job,
    /// data, native code's): a marker may place them (Kubernetes' networking), but a log without
    /// that marker may show them as well.
    static bool meetsAnyProgram(const QString &domain);
    /// The ecosystems with a marker in the log, in LineWords::ecosystems()' order.
    QStringList ecosystems() const { return m_names; }

private:
    /// Whether \a record's runtime is a service without a marker in the log.
    bool serviceUnnamed(const Record &record) const;
    /// Whether \a record's error slug names a service whose markers the log shows: a database
    /// record of MongoDB's ("database/mongodb-namespace-not-found") is about MongoDB. Not a
    /// language's record: that is about the language's client of the service.
    bool namesAServiceShown(const Record &record) const;

    QHash<QString, double> m_fitting; // by domain
    bool m_longLog = false;
    bool m_languageSeen = false; // some language's ecosystem has markers in the log
    QHash<QString, bool> m_known; // domains of a product or language: whether only services list them
    QStringList m_names;
    QSet<QString> m_unnamedServices; // services without a marker in the log
    QSet<QString> m_namedServices; // services with a marker in the log
};

} // namespace Faultline
