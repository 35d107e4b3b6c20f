// SPDX-License-Identifier: MIT
#include "fieldreader.h"
#include "textutil.h"

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "null"));
    case QJsonValue::Bool:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a boolean"));
    case QJsonValue::Double:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a number"));
    case QJsonValue::String:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a string"));
    case QJsonValue::Array:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an array"));
    case QJsonValue::Object:
        return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an object"));
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "missing"));
}

} // namespace

FieldReader::FieldReader(
    const QJsonObject &object, Diagnostics *diagnostics, const Diagnostic &where, const QByteArray *raw)
    : m_object(object), m_diagnostics(diagnostics), m_where(&where), m_raw(raw)
{ }

FieldReader FieldReader::child(const QJsonObject &object, QLatin1StringView key, qsizetype index) const
{
    FieldReader c(object, m_diagnostics, *m_where, m_raw);
    c.m_parent = this;
    c.m_keyInParent = key;
    c.m_indexInParent = index;
    return c;
}

QJsonValue FieldReader::value(QLatin1StringView key)
{
    m_known.append(key);
    QJsonValue v = m_object.value(key);
    m_found += !v.isUndefined();
    return v;
}

QString FieldReader::str(QLatin1StringView key, bool allowNumber)
{
    const QJsonValue v = value(key);
    if (v.isString())
        return v.toString();
    if (v.isNull() || v.isUndefined())
        return {};
    if (allowNumber && v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    wrongType(key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a string")), v);
    return {};
}

std::optional<double> FieldReader::num(QLatin1StringView key)
{
    const QJsonValue v = value(key);
    if (v.isDouble())
        return v.toDouble();
    if (!v.isNull() && !v.isUndefined())
        wrongType(key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a number")), v);
    return std::nullopt;
}

std::optional<int> FieldReader::integer(QLatin1StringView key)
{
    const auto d = num(key);
    if (d)
        return int(*d);
    return std::nullopt;
}

QStringList FieldReader::strList(QLatin1StringView key)
{
    const QJsonValue v = value(key);
    QStringList out;
    if (v.isNull() || v.isUndefined())
        return out;
    if (!v.isArray()) {
        wrongType(
            key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a list of strings")), v);
        return out;
    }
    const QJsonArray a = v.toArray();
    out.reserve(a.size());
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonValue item = a.at(i);
        if (item.isString())
            out.append(item.toString());
        else
            wrongType(key, i, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a string")), item);
    }
    return out;
}

QJsonObject FieldReader::object(QLatin1StringView key)
{
    const QJsonValue v = value(key);
    if (v.isObject())
        return v.toObject();
    if (!v.isNull() && !v.isUndefined())
        wrongType(key, -1, expectedObject(), v);
    return {};
}

QJsonArray FieldReader::array(QLatin1StringView key)
{
    const QJsonValue v = value(key);
    if (v.isArray())
        return v.toArray();
    if (!v.isNull() && !v.isUndefined())
        wrongType(key, -1, QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "a list")), v);
    return {};
}

QJsonObject FieldReader::rest() const
{
    QJsonObject out;
    if (m_found == m_object.size())
        return out; // every key was claimed: the common case, and no key strings to build
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        const QString key = it.key();
        if (std::find(m_known.cbegin(), m_known.cend(), key) == m_known.cend())
            out.insert(key, it.value());
    }
    return out;
}

void FieldReader::wrongType(
    QLatin1StringView key, qsizetype index, const QString &expected, const QJsonValue &actual)
{
    Diagnostic d = *m_where;
    d.severity = Diagnostic::Severity::Warning;
    d.code = Diagnostic::Code::WrongType;
    QString field = path() + key;
    if (index >= 0)
        field += u'[' + QString::number(index) + u']';
    d.args = {field, expected, jsonTypeName(actual)};
    // A whole-file record has no line of its own: point at the first place the key is written.
    if (d.line == 0 && m_raw)
        d.line = TextUtil::lineOfJsonKey(*m_raw, QString(key));
    m_diagnostics->append(d);
}

void FieldReader::missing(const QString &field)
{
    Diagnostic d = *m_where;
    d.code = Diagnostic::Code::MissingField;
    d.args = {field};
    m_diagnostics->append(d);
}

QString FieldReader::expectedObject()
{
    return QStringLiteral(QT_TRANSLATE_NOOP("Faultline::Diagnostic", "an object"));
}

QString FieldReader::path() const
{
    if (!m_parent)
        return {};
    QString p = m_parent->path() + m_keyInParent;
    if (m_indexInParent >= 0)
        p += u'[' + QString::number(m_indexInParent) + u']';
    return p + u'.';
}

} // namespace Faultline
