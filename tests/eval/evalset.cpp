// SPDX-License-Identifier: MIT
#include "evalset.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace FaultlineEval {

namespace {

/// Whether the accepted id \a a accepts \a recordId (Case::accepted).
bool acceptsId(const QString &a, const QString &recordId)
{
    return a.endsWith(u'/') ? recordId.startsWith(a) || recordId == a.chopped(1)
        : a.endsWith(u'*')  ? recordId.startsWith(a.chopped(1))
                            : recordId == a;
}

} // namespace

bool Case::accepts(const QString &recordId) const
{
    return std::ranges::any_of(accepted, [&](const QString &a) { return acceptsId(a, recordId); });
}

QStringList Case::acceptingNone(const QStringList &recordIds) const
{
    QStringList none;
    for (const QString &a : accepted) {
        if (std::ranges::none_of(recordIds, [&](const QString &id) { return acceptsId(a, id); }))
            none.append(a);
    }
    return none;
}

bool isHoldout(const QString &name)
{
    const QByteArray hex = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha1).toHex();
    return hex.left(8).toULongLong(nullptr, 16) % 4 == 0;
}

namespace {

void readLabels(const QString &folder, const QString &file, EvalSet &set)
{
    QFile f(folder + u"/labels/"_s + file);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        set.problems.append(u"labels/%1: %2"_s.arg(file, f.errorString()));
        return;
    }
    int number = 0;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        ++number;
        if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(u"case\t"_s))
            continue;
        const QStringList columns = line.split(u'\t');
        const QString where = u"labels/%1:%2: "_s.arg(file).arg(number);
        if (columns.size() < 3) {
            set.problems.append(where + u"fewer than 3 tab-separated columns"_s);
            continue;
        }
        Case c;
        c.name = columns[0];
        c.path = folder + u"/cases/"_s + c.name;
        const QString kind = c.name.section(u'/', 0, 0);
        if (kind == u"crash"_s)
            c.kind = Case::Kind::Crash;
        else if (kind == u"unknown"_s)
            c.kind = Case::Kind::Unknown;
        else if (kind == u"healthy"_s)
            c.kind = Case::Kind::Healthy;
        else {
            set.problems.append(where + u"\"%1\" is not under crash/, unknown/ or healthy/"_s.arg(c.name));
            continue;
        }
        c.holdout = columns[1] == u"holdout"_s;
        if (c.holdout != isHoldout(c.name) || (columns[1] != u"tune"_s && !c.holdout)) {
            set.problems.append(where + u"split \"%1\" is not the one the name gives"_s.arg(columns[1]));
            continue;
        }
        if (columns[2] != u"-"_s)
            c.accepted = columns[2].split(u' ', Qt::SkipEmptyParts);
        if (c.kind == Case::Kind::Crash && c.accepted.isEmpty()) {
            set.problems.append(where + u"a crash log needs the records it accepts"_s);
            continue;
        }
        if (!QFileInfo(c.path).isFile()) {
            set.problems.append(where + u"no log at cases/%1"_s.arg(c.name));
            continue;
        }
        set.cases.append(c);
    }
}

} // namespace

EvalSet readEvalSet(const QString &folder)
{
    EvalSet set;
    const QStringList files = QDir(folder + u"/labels"_s).entryList({u"*.tsv"_s}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        set.problems.append(u"%1/labels: no *.tsv label files"_s.arg(folder));
    for (const QString &file : files)
        readLabels(folder, file, set);
    return set;
}

} // namespace FaultlineEval
