// SPDX-License-Identifier: MIT
#include "categoryname.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

struct Known
{
    const char *key;
    const char *text;
};

// The categories the public corpus and the seeds use most, as words. Sorted by key.
constexpr Known known[] = {
    {"administrative_barrier", QT_TRANSLATE_NOOP("CategoryName", "Administrative barrier")},
    {"api_error", QT_TRANSLATE_NOOP("CategoryName", "API error")},
    {"async_error", QT_TRANSLATE_NOOP("CategoryName", "Async error")},
    {"auth_error", QT_TRANSLATE_NOOP("CategoryName", "Authentication error")},
    {"authentication", QT_TRANSLATE_NOOP("CategoryName", "Authentication")},
    {"build", QT_TRANSLATE_NOOP("CategoryName", "Build")},
    {"build_error", QT_TRANSLATE_NOOP("CategoryName", "Build error")},
    {"cluster_error", QT_TRANSLATE_NOOP("CategoryName", "Cluster error")},
    {"communication_error", QT_TRANSLATE_NOOP("CategoryName", "Communication error")},
    {"compliance_error", QT_TRANSLATE_NOOP("CategoryName", "Compliance error")},
    {"concurrency_error", QT_TRANSLATE_NOOP("CategoryName", "Concurrency error")},
    {"config_error", QT_TRANSLATE_NOOP("CategoryName", "Configuration error")},
    {"configuration_error", QT_TRANSLATE_NOOP("CategoryName", "Configuration error")},
    {"connection_error", QT_TRANSLATE_NOOP("CategoryName", "Connection error")},
    {"criminal_liability", QT_TRANSLATE_NOOP("CategoryName", "Criminal liability")},
    {"cultural_sensitivity", QT_TRANSLATE_NOOP("CategoryName", "Cultural sensitivity")},
    {"data_error", QT_TRANSLATE_NOOP("CategoryName", "Data error")},
    {"database_error", QT_TRANSLATE_NOOP("CategoryName", "Database error")},
    {"dependency_error", QT_TRANSLATE_NOOP("CategoryName", "Dependency error")},
    {"device_error", QT_TRANSLATE_NOOP("CategoryName", "Device error")},
    {"etiquette_violation", QT_TRANSLATE_NOOP("CategoryName", "Etiquette violation")},
    {"hardware_error", QT_TRANSLATE_NOOP("CategoryName", "Hardware error")},
    {"health_risk", QT_TRANSLATE_NOOP("CategoryName", "Health risk")},
    {"immigration_risk", QT_TRANSLATE_NOOP("CategoryName", "Immigration risk")},
    {"import_error", QT_TRANSLATE_NOOP("CategoryName", "Import error")},
    {"insurance_coverage", QT_TRANSLATE_NOOP("CategoryName", "Insurance coverage")},
    {"io_error", QT_TRANSLATE_NOOP("CategoryName", "I/O error")},
    {"legal_restriction", QT_TRANSLATE_NOOP("CategoryName", "Legal restriction")},
    {"life_threatening", QT_TRANSLATE_NOOP("CategoryName", "Life-threatening")},
    {"memory_error", QT_TRANSLATE_NOOP("CategoryName", "Memory error")},
    {"migration_error", QT_TRANSLATE_NOOP("CategoryName", "Migration error")},
    {"module_error", QT_TRANSLATE_NOOP("CategoryName", "Module error")},
    {"network", QT_TRANSLATE_NOOP("CategoryName", "Network")},
    {"network_error", QT_TRANSLATE_NOOP("CategoryName", "Network error")},
    {"networking", QT_TRANSLATE_NOOP("CategoryName", "Networking")},
    {"performance_error", QT_TRANSLATE_NOOP("CategoryName", "Performance problem")},
    {"permission_error", QT_TRANSLATE_NOOP("CategoryName", "Permission error")},
    {"physical_safety", QT_TRANSLATE_NOOP("CategoryName", "Physical safety")},
    {"political_violation", QT_TRANSLATE_NOOP("CategoryName", "Political violation")},
    {"quota_error", QT_TRANSLATE_NOOP("CategoryName", "Quota error")},
    {"regulatory_barrier", QT_TRANSLATE_NOOP("CategoryName", "Regulatory barrier")},
    {"replication_error", QT_TRANSLATE_NOOP("CategoryName", "Replication error")},
    {"resource_error", QT_TRANSLATE_NOOP("CategoryName", "Resource error")},
    {"runtime", QT_TRANSLATE_NOOP("CategoryName", "Runtime")},
    {"runtime_error", QT_TRANSLATE_NOOP("CategoryName", "Runtime error")},
    {"runtime_exception", QT_TRANSLATE_NOOP("CategoryName", "Runtime exception")},
    {"safety_risk", QT_TRANSLATE_NOOP("CategoryName", "Safety risk")},
    {"schema_error", QT_TRANSLATE_NOOP("CategoryName", "Schema error")},
    {"security_error", QT_TRANSLATE_NOOP("CategoryName", "Security error")},
    {"serialization_error", QT_TRANSLATE_NOOP("CategoryName", "Serialization error")},
    {"ssl_tls", QT_TRANSLATE_NOOP("CategoryName", "SSL/TLS")},
    {"state_error", QT_TRANSLATE_NOOP("CategoryName", "State error")},
    {"syntax_error", QT_TRANSLATE_NOOP("CategoryName", "Syntax error")},
    {"telecom_cost", QT_TRANSLATE_NOOP("CategoryName", "Telecom cost")},
    {"timeout_error", QT_TRANSLATE_NOOP("CategoryName", "Timeout")},
    {"tls_error", QT_TRANSLATE_NOOP("CategoryName", "TLS error")},
    {"type_error", QT_TRANSLATE_NOOP("CategoryName", "Type error")},
    {"version_error", QT_TRANSLATE_NOOP("CategoryName", "Version error")},
    {"wrong_emergency_number", QT_TRANSLATE_NOOP("CategoryName", "Wrong emergency number")},
};

} // namespace

QString readableIdentifier(const QString &identifier)
{
    QString words;
    for (qsizetype i = 0; i < identifier.size(); ++i) {
        const QChar c = identifier[i];
        if (c == u'_' || c == u'-' || c == u'.') {
            if (!words.isEmpty() && !words.endsWith(u' '))
                words += u' ';
            continue;
        }
        // camelCase: a capital after a small letter starts a word.
        if (c.isUpper() && i > 0 && identifier[i - 1].isLower())
            words += u' ';
        words += c.toLower();
    }
    // Abbreviations stay as they are written: "OOM error", "DNS", "TCP connection".
    static const QStringList abbreviations = {u"api"_s, u"cpu"_s, u"cuda"_s, u"dns"_s, u"gpu"_s, u"grpc"_s,
        u"http"_s, u"https"_s, u"io"_s, u"jvm"_s, u"npm"_s, u"oom"_s, u"os"_s, u"sql"_s, u"ssh"_s, u"ssl"_s,
        u"tcp"_s, u"tls"_s, u"udp"_s, u"ui"_s, u"url"_s, u"vm"_s};
    QStringList parts = words.trimmed().split(u' ', Qt::SkipEmptyParts);
    for (QString &part : parts) {
        if (abbreviations.contains(part))
            part = part.toUpper();
    }
    words = parts.join(u' ');
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

namespace {

/// The known category \a category, or nullptr.
const Known *knownCategory(const QString &category)
{
    const QByteArray key = category.toUtf8();
    const auto it = std::lower_bound(std::begin(known), std::end(known), key,
        [](const Known &k, const QByteArray &want) { return qstrcmp(k.key, want.constData()) < 0; });
    return it != std::end(known) && key == it->key ? it : nullptr;
}

} // namespace

QString categoryDisplayName(const QString &category)
{
    if (const Known *k = knownCategory(category))
        return QCoreApplication::translate("CategoryName", k->text);
    return readableIdentifier(category);
}

bool isKnownCategory(const QString &category)
{
    return knownCategory(category) != nullptr;
}

} // namespace Faultline
