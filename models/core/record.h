// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QSharedDataPointer>
#include <QString>
#include <QStringList>

#include <memory>
#include <mutex>
#include <optional>

namespace Faultline {

/// One row of a record's "versions" table: a version (or version range) the error was seen with.
struct VersionInfo
{
    QString version;
    QString introduced;
    QString deprecated;
    QString removed;
    QString behaviorChange;
    QString behaviorChangeZh;
    QString status;
    QJsonObject extra; ///< keys this type does not know, kept for write-back
    bool operator==(const VersionInfo &) const = default;
};

/// A fix that looks right but fails. failRate is in [0, 1] when known.
struct DeadEnd
{
    QString action;
    QString actionZh;
    QString whyFails;
    QString whyFailsZh;
    std::optional<double> failRate;
    QString condition;
    QString conditionZh;
    QString commonMisconception;
    QString tradeoff;
    QStringList sources;
    QJsonObject extra;
    bool operator==(const DeadEnd &) const = default;
};

/// A fix that works, with how often it works (successRate in [0, 1] when known).
struct Workaround
{
    QString action;
    QString actionZh;
    QString how; ///< a command or code, the same in every language
    std::optional<double> successRate;
    QString condition;
    QString conditionZh;
    QString tradeoff;
    QStringList sources;
    QJsonObject extra;
    bool operator==(const Workaround &) const = default;
};

/// A directed link from one record to another, from a transition graph or a graph edge file.
struct RecordLink
{
    enum class Kind { LeadsTo, PrecededBy, ConfusedWith };
    Kind kind = Kind::LeadsTo;
    QString targetId;
    std::optional<double> probability;
    QString condition; ///< when the transition happens (leads_to / preceded_by)
    QString distinction; ///< how to tell the two apart (frequently_confused_with)
    QString distinctionZh;
    QString typicalDelay;
    QJsonObject extra;
    bool operator==(const RecordLink &) const = default;

    static QString kindKey(Kind kind); ///< the schema's key: "leads_to", …
    static std::optional<Kind> kindFromKey(QStringView key);
};

enum class Resolvable { Unknown, True, Partial, False };

/// Where a record came from, for diagnostics and "jump to file".
enum class RecordFormat { FlatJson, CanonJson, SignatureIndex, BilingualPage };

class RecordData;

/// Internal to models/core (recordstream): the fields of a record read from a cache that are not
/// decoded yet. Triage reads a few fields of every record and the rest of a few records only.
struct RecordPending
{
    std::once_flag decoded;
    QByteArrayView bytes; ///< the fields not decoded yet, as the cache wrote them
    std::shared_ptr<const void> storage; ///< what keeps \a bytes
    void (*decode)(QByteArrayView bytes, RecordData &into) = nullptr;
    qint8 scope = -1; ///< scopeOf() when written, as a RecordScope; -1 when not known
};

/**
 * One known error: how to recognise it (signature, regex), why it happens, what does not fix it
 * (dead ends) and what does (workarounds), in English and, where available, Chinese.
 *
 * A value type: copies share their data and are cheap; a modified copy detaches. A
 * default-constructed Record is invalid (isValid() is false); a loaded record always has an id
 * and a signature. Reentrant, not thread-safe per instance (like every Qt value type).
 */
class Record
{
public:
    Record();
    Record(const Record &);
    Record(Record &&) noexcept;
    Record &operator=(const Record &);
    Record &operator=(Record &&) noexcept;
    ~Record();

    bool isValid() const;

    QString id() const;
    QString signature() const;
    QString signatureZh() const;
    QString regex() const;
    QString domain() const;
    QString category() const;
    QString subcategory() const;
    QString rootCause() const;
    QString rootCauseType() const;
    QString rootCauseZh() const;
    QList<VersionInfo> versions() const;
    QString os() const; ///< canon environment.os ("linux", "any", …)
    QJsonObject osSpecific() const; ///< flat schema os_specific, free-form
    QJsonObject environment() const; ///< canon environment keys beyond runtime and os
    QList<DeadEnd> deadEnds() const;
    QList<Workaround> workarounds() const;
    QStringList workaroundsZh() const;
    QList<RecordLink> links() const;
    QString officialDocUrl() const;
    QString officialDocSection() const;
    QString errorCode() const;
    QString verificationTier() const;
    std::optional<double> confidence() const;
    std::optional<double> fixSuccessRate() const;
    Resolvable resolvable() const;
    QString firstSeen() const; ///< as written, normally ISO 8601 (see date())
    QString lastConfirmed() const;
    QString lastUpdated() const;
    std::optional<int> evidenceCount() const;
    QStringList tags() const;
    /// Log lines as the error appears in real logs; the record's regex matches each.
    QStringList examples() const;
    QString locale() const;
    QStringList aliases() const;
    QString url() const; ///< canon: the record's public page
    QJsonObject metadata() const; ///< canon: generation and review metadata
    QJsonObject extra() const; ///< top-level keys this type does not know

    RecordFormat format() const;
    QString sourcePath() const;
    int sourceLine() const; ///< 1-based line in sourcePath, 0 when the whole file is the record
    /// Whether the record is one Faultline ships (read from a Qt resource), not one of the sources
    /// the user chose.
    bool isBuiltIn() const;
    /// RE2's message when the regex does not compile; empty when it does (or is empty).
    QString regexError() const;

    static QDate date(const QString &isoDate) { return QDate::fromString(isoDate, Qt::ISODate); }

    /// Mutable access for readers and the knowledge base builder; detaches.
    RecordData &edit();
    /// Every field, those of a record read from a cache decoded first (once, thread-safe).
    const RecordData &data() const;
    /// Without decoding what a record read from a cache has not decoded yet: its id, signature,
    /// regex, domain, category, subcategory, root cause, tags, aliases, confidence, format, source
    /// and regex error are there; the other fields may still be empty.
    const RecordData &firstFields() const;

private:
    QSharedDataPointer<RecordData> d;
};

class RecordData : public QSharedData
{
public:
    QString id, signature, signatureZh, regex, domain, category, subcategory;
    QString rootCause, rootCauseType, rootCauseZh;
    QList<VersionInfo> versions;
    QString os;
    QJsonObject osSpecific, environment;
    QList<DeadEnd> deadEnds;
    QList<Workaround> workarounds;
    QStringList workaroundsZh;
    QList<RecordLink> links;
    QString officialDocUrl, officialDocSection, errorCode, verificationTier;
    std::optional<double> confidence, fixSuccessRate;
    Resolvable resolvable = Resolvable::Unknown;
    QString firstSeen, lastConfirmed, lastUpdated;
    std::optional<int> evidenceCount;
    QStringList tags;
    QStringList examples;
    QString locale;
    QStringList aliases;
    QString url;
    QJsonObject metadata, extra;

    RecordFormat format = RecordFormat::FlatJson;
    QString sourcePath;
    int sourceLine = 0;
    QString regexError;

    /// Set on a record read from a cache until it is edited (Record::data() decodes it).
    std::shared_ptr<RecordPending> pending;
};

QString resolvableKey(Resolvable r); ///< "true", "partial", "false", or empty
Resolvable resolvableFromKey(QStringView key);

} // namespace Faultline
