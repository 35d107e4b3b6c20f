// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QList>
#include <QStringList>
#include <QVarLengthArray>

#include <optional>

namespace Faultline {

/**
 * Reads typed fields out of one JSON object and reports each field of the wrong type as a warning
 * based on \a where, naming the field's dotted path ("dead_ends[2].fail_rate"). A null or absent
 * field is never a problem: it reads as empty. Keeps track of the keys it was asked for, so the
 * rest can be kept as "extra".
 *
 * Cheap to make: the dotted path of a nested field is only built when there is something to
 * report. A reader refers to \a where, \a raw, the diagnostics and (for a child) its parent, all of
 * which must outlive it. Not thread-safe; one reader per object being read.
 */
class FieldReader
{
public:
    /// \a raw, when given, is the whole file \a object came from: a diagnostic with no line of its
    /// own then points at the first place the key is written.
    FieldReader(
        const QJsonObject &object, Diagnostics *diagnostics, const Diagnostic &where, const QByteArray *raw);

    /// A reader for \a object, found at \a key (or at \a key[\a index]) of this one.
    FieldReader child(const QJsonObject &object, QLatin1StringView key, qsizetype index = -1) const;

    /// The value at \a key, whatever its type; undefined when absent.
    QJsonValue value(QLatin1StringView key);
    /// A string; null or absent is empty. Numbers are accepted where \a allowNumber (error codes).
    QString str(QLatin1StringView key, bool allowNumber = false);
    std::optional<double> num(QLatin1StringView key);
    /// A number, truncated towards zero.
    std::optional<int> integer(QLatin1StringView key);
    /// A list of strings; items that are not strings are reported and left out.
    QStringList strList(QLatin1StringView key);
    QJsonObject object(QLatin1StringView key);
    QJsonArray array(QLatin1StringView key);

    /// The objects of the list at \a key, each read by \a read (called with a child reader); an
    /// item that is not an object is reported and skipped.
    template<typename T, typename Read>
    QList<T> objects(QLatin1StringView key, Read read)
    {
        QList<T> out;
        const QJsonArray items = array(key);
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (!items[i].isObject()) {
                wrongType(key, i, expectedObject(), items[i]);
                continue;
            }
            FieldReader f = child(items[i].toObject(), key, i);
            out.append(read(f));
        }
        return out;
    }

    /// Every key nobody asked for.
    QJsonObject rest() const;

    /// Reports that \a key (or its item at \a index, when not negative) is \a actual where
    /// \a expected (an untranslated phrase such as "a string") was wanted.
    void wrongType(QLatin1StringView key, qsizetype index, const QString &expected, const QJsonValue &actual);
    /// Reports that the record lacks \a field, which it cannot do without.
    void missing(const QString &field);

private:
    static QString expectedObject();
    /// "error." or "dead_ends[2]." for a child reader, empty for the top level.
    QString path() const;

    QJsonObject m_object;
    Diagnostics *m_diagnostics;
    const Diagnostic *m_where;
    const QByteArray *m_raw;
    const FieldReader *m_parent = nullptr;
    QLatin1StringView m_keyInParent;
    qsizetype m_indexInParent = -1;
    // The keys asked for: a few dozen literals, so a flat list beats hashing.
    QVarLengthArray<QLatin1StringView, 48> m_known;
    qsizetype m_found = 0;
};

} // namespace Faultline
