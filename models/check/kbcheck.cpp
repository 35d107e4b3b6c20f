// SPDX-License-Identifier: MIT
#include "kbcheck.h"

#include "diagnostic.h"
#include "healthyscan.h"
#include "knowledgebase.h"
#include "logmatcher.h"
#include "record.h"
#include "regexbreadth.h"
#include "textutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

using Kind = KbFinding::Kind;
using Severity = KbFinding::Severity;

Kind kindOf(Diagnostic::Code code)
{
    using C = Diagnostic::Code;
    switch (code) {
    case C::EmptyFile:
    case C::Binary:
    case C::InvalidUtf8:
    case C::JsonSyntax:
        return Kind::Syntax;
    case C::NotARecord:
    case C::WrongType:
    case C::MissingField:
    case C::UnknownFormat:
    case C::PageIncomplete:
        return Kind::Schema;
    case C::DuplicateId:
    case C::DuplicateDocumentId:
        return Kind::DuplicateId;
    case C::RegexRejected:
    case C::RegexTooLong:
        return Kind::RegexRejected;
    case C::CannotOpen:
    case C::TooLarge:
    case C::NotRegularFile:
    case C::FolderUnreadable:
    case C::LinkedFolder:
    case C::FolderTooDeep:
    case C::TooManyFiles:
    case C::TooManyRecords:
    case C::FileTooLong:
    case C::LineTooLong:
    case C::Cancelled:
        return Kind::Unreadable;
    case C::EdgeUnknownSource:
    case C::FileNameNotUtf8:
        break;
    }
    return Kind::Other;
}

/// A field as the record's format spells it: a canon record keeps its regex under "error".
QString errorField(const Record &record, const QString &key)
{
    return record.format() == RecordFormat::CanonJson ? u"error."_s + key : key;
}

/// \a path, a file of one of \a sources as the load names it (absolute), as the user named it.
QString asNamed(const QString &path, const QStringList &sources)
{
    for (const QString &source : sources) {
        const QString absolute = QFileInfo(source).absoluteFilePath();
        if (path == absolute || (path.startsWith(absolute) && path.at(absolute.size()) == u'/'))
            return QDir::cleanPath(source) + path.sliced(absolute.size());
    }
    return path;
}

/// The lines of records' fields in their files, for records that have none of their own (a whole
/// file, an item of an array): found only for findings, each file read once.
class FieldLines
{
public:
    /// The line of \a key ("regex", "examples") of \a record in its file; else of its id; else 0.
    int line(const Record &record, const QString &key)
    {
        return line(record.sourcePath(), record.sourceLine(), record.id(), key);
    }

    /// The line of \a key of the record with \a recordId in \a path, whose own line is
    /// \a sourceLine (0: none).
    int line(const QString &path, int sourceLine, const QString &recordId, const QString &key)
    {
        if (sourceLine > 0)
            return sourceLine;
        const QByteArray &json = file(path);
        // An item of an array: the field after the record's id, before the next record's.
        const QByteArray id = '"' + recordId.toUtf8() + '"';
        qsizetype at = -1;
        for (qsizetype from = 0; (at = json.indexOf(id, from)) >= 0; from = at + 1) {
            qsizetype j = at - 1;
            while (j >= 0 && QByteArrayView(" \t\r\n").contains(json[j]))
                --j;
            if (j >= 0 && json[j] == ':')
                break;
        }
        if (at < 0)
            return TextUtil::lineOfJsonKey(json, key); // a whole-file record
        const QByteArrayView rest = QByteArrayView(json).sliced(at);
        const int idLine = TextUtil::lineAndColumn(json, at).first;
        const int keyLine = TextUtil::lineOfJsonKey(rest, key);
        const int nextIdLine = TextUtil::lineOfJsonKey(rest.sliced(id.size()), u"id"_s);
        if (keyLine == 0 || (nextIdLine > 0 && keyLine > nextIdLine))
            return idLine;
        return idLine + keyLine - 1;
    }

private:
    const QByteArray &file(const QString &path)
    {
        auto it = m_files.find(path);
        if (it == m_files.end()) {
            QFile f(path);
            it = m_files.insert(path, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray());
        }
        return *it;
    }

    QHash<QString, QByteArray> m_files;
};

/// The checks of one knowledge base, finding by finding.
class Checker
{
public:
    Checker(const KnowledgeBase &kb, QList<KbFinding> *findings) : m_kb(kb), m_findings(findings) { }

    /// A problem of the load, with its field and record where it has them.
    void addLoadDiagnostic(const Diagnostic &d)
    {
        KbFinding f;
        f.kind = kindOf(d.code);
        // A record that can never match, or is not loaded at all, is an error for its author,
        // though the load goes on without it.
        f.severity = d.severity == Diagnostic::Severity::Error || f.kind == Kind::RegexRejected
                || d.code == Diagnostic::Code::DuplicateId
            ? Severity::Error
            : Severity::Warning;
        f.file = d.file;
        f.line = d.line;
        f.column = d.column;
        f.message = d.text();
        using C = Diagnostic::Code;
        if (d.code == C::WrongType || d.code == C::MissingField) {
            f.field = d.args.value(0);
        } else if (d.code == C::DuplicateId) {
            f.field = u"id"_s;
            f.recordId = d.args.value(0);
            if (f.line == 0)
                f.line = m_lines.line(d.file, 0, f.recordId, u"id"_s);
        } else if (f.kind == Kind::RegexRejected) {
            f.recordId = d.args.value(0);
            const Record record = m_kb.record(f.recordId);
            if (record.isValid()) {
                f.field = errorField(record, u"regex"_s);
                if (f.line == 0)
                    f.line = m_lines.line(record, u"regex"_s);
            }
        }
        m_findings->append(f);
    }

    /// A finding about \a record at \a field; \a key is the JSON key to find its line by.
    void add(const Record &record, Kind kind, Severity severity, const QString &field, const QString &key,
        const QString &message)
    {
        KbFinding f;
        f.kind = kind;
        f.severity = severity;
        f.file = record.sourcePath();
        f.line = m_lines.line(record, key);
        f.field = field;
        f.recordId = record.id();
        f.message = message;
        m_findings->append(f);
    }

    /// The checks of \a record, whose regex is \a pattern of \a matcher; \a withoutLetters: whether
    /// a match of it may hold no letter.
    void checkRecord(const Record &record, const LogMatcher &matcher, int pattern, bool withoutLetters,
        const HealthyScan &healthy, double maxShare)
    {
        const QString regexField = errorField(record, u"regex"_s);
        std::optional<RegexBreadth::Fragment> fragment;
        QString fragmentWhere;
        const auto sample = [&](const QString &text, const QString &where) {
            const QByteArray utf8 = text.toUtf8();
            const auto hit = matcher.matchFrom(pattern, std::string_view(utf8.constData(), utf8.size()), 0);
            if (hit && !fragment) {
                const qsizetype begin = QString::fromUtf8(utf8.first(hit->begin)).size();
                const qsizetype end
                    = begin + QString::fromUtf8(utf8.sliced(hit->begin, hit->end - hit->begin)).size();
                fragment = RegexBreadth::fragmentAt(text, begin, end);
                if (fragment)
                    fragmentWhere = where;
            }
            return hit.has_value();
        };

        const QStringList examples = record.examples();
        for (qsizetype i = 0; i < examples.size(); ++i) {
            const QString field = u"examples[%1]"_s.arg(i);
            if (!sample(examples[i], KbCheck::tr("in %1").arg(field)))
                add(record, Kind::ExampleNotMatched, Severity::Error, field, u"examples"_s,
                    KbCheck::tr("the record's regex does not match this example: %1")
                        .arg(quoted(examples[i])));
        }
        const QString signatureField = errorField(record, u"signature"_s);
        sample(record.signature(), KbCheck::tr("in %1").arg(signatureField));

        if (withoutLetters)
            add(record, Kind::RegexNoLetters, Severity::Warning, regexField, u"regex"_s,
                KbCheck::tr("the regex can match text with no letter in it (only digits, spaces or "
                            "punctuation), which is no evidence of this error"));

        if (pattern < healthy.patterns.size()) {
            const HealthyScan::PatternHits &hits = healthy.patterns[pattern];
            if (!fragment && hits.fragment) {
                fragment = hits.fragment;
                fragmentWhere = KbCheck::tr("in the healthy log %1:%2")
                                    .arg(hits.fragmentPlace.file, QString::number(hits.fragmentPlace.line));
            }
            const double share = healthy.share(pattern);
            if (share > maxShare)
                add(record, Kind::RegexBroad, Severity::Warning, regexField, u"regex"_s,
                    KbCheck::tr("the regex fires on %1 of the lines of the healthy logs (%n line(s)), "
                                "first at %2:%3",
                        nullptr, int(std::min<qint64>(hits.lines, INT_MAX)))
                        .arg(QLocale().toString(share * 100, 'f', 1) + u'%', hits.first.file,
                            QString::number(hits.first.line)));
        }

        if (fragment) {
            const QString text = fragment->atStart
                ? KbCheck::tr("its match %1 begins inside the word %2 (%3): the regex matches a fragment "
                              "of a longer word")
                      .arg(quoted(fragment->match), quoted(fragment->word), fragmentWhere)
                : KbCheck::tr("its match %1 ends %n character(s) into the word %2 (%3): the regex matches "
                              "a fragment of a longer word",
                      nullptr, int(fragment->inside))
                      .arg(quoted(fragment->match), quoted(fragment->word), fragmentWhere);
            add(record, Kind::RegexFragment, Severity::Warning, regexField, u"regex"_s, text);
        }
    }

    /// \a text in quotes, cut short when long: a finding stays one readable line.
    static QString quoted(const QString &text)
    {
        constexpr qsizetype shown = 100;
        return u'"' + (text.size() > shown ? text.first(shown) + u'…' : text) + u'"';
    }

private:
    const KnowledgeBase &m_kb;
    QList<KbFinding> *m_findings;
    FieldLines m_lines;
};

} // namespace

KbCheck KbCheck::run(const QStringList &sources, const Options &options)
{
    KbCheck check;
    const KnowledgeBase kb = KnowledgeBase::load(sources);
    check.m_recordCount = kb.records().size();
    check.m_fileCount = kb.fileCount();
    Checker checker(kb, &check.m_findings);
    for (const Diagnostic &d : kb.diagnostics())
        checker.addLoadDiagnostic(d);

    const LogMatcher matcher(kb.records());
    QHash<QString, int> patternOf;
    for (int i = 0; i < int(matcher.patternCount()); ++i)
        patternOf.insert(matcher.records().at(i).id(), i);
    // What RE2 accepts at load time, the matcher may still leave out (its memory budget).
    for (const LogMatcher::Rejected &rejected : matcher.rejected()) {
        const Record record = kb.record(rejected.recordId);
        if (record.isValid() && record.regexError().isEmpty())
            checker.add(record, Kind::RegexRejected, Severity::Error, errorField(record, u"regex"_s),
                u"regex"_s,
                tr("the matcher cannot use this regex (%1); the record can never match a log")
                    .arg(rejected.error));
    }

    HealthyScan healthy;
    if (!options.healthyFiles.isEmpty())
        healthy = HealthyScan::run(matcher, options.healthyFiles);
    check.m_healthyLines = healthy.lineCount;
    check.m_healthyErrors = healthy.errors;

    // A compile of each regex of its own, on every core: the dearest part of the check after the load.
    const QList<bool> withoutLetters = QtConcurrent::blockingMapped<QList<bool>>(
        matcher.records(), [](const Record &r) { return RegexBreadth::canMatchWithoutLetters(r.regex()); });
    for (const Record &record : kb.records()) {
        const auto it = patternOf.constFind(record.id());
        if (it != patternOf.cend())
            checker.checkRecord(record, matcher, *it, withoutLetters[*it], healthy, options.maxHealthyShare);
    }
    // The files as the user named the sources, in the findings and in the messages (a duplicate
    // id names both files): the load made them absolute.
    for (KbFinding &f : check.m_findings) {
        f.file = asNamed(f.file, sources);
        for (const QString &source : sources) {
            const QString absolute = QFileInfo(source).absoluteFilePath();
            if (absolute != source)
                f.message.replace(absolute, QDir::cleanPath(source));
        }
    }
    std::stable_sort(
        check.m_findings.begin(), check.m_findings.end(), [](const KbFinding &a, const KbFinding &b) {
            return std::tie(a.file, a.line) < std::tie(b.file, b.line);
        });
    return check;
}

qsizetype KbCheck::errorCount() const
{
    return std::count_if(m_findings.begin(), m_findings.end(),
        [](const KbFinding &f) { return f.severity == KbFinding::Severity::Error; });
}

qsizetype KbCheck::warningCount() const
{
    return m_findings.size() - errorCount();
}

} // namespace Faultline
