// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace FaultlineEval {

/// One labelled log of the evaluation set (tests/eval/README.md).
struct Case
{
    enum class Kind { Crash, Unknown, Healthy };
    QString name; // its path under cases/, as in the labels
    QString path; // the log file
    Kind kind = Kind::Crash;
    bool holdout = false;
    /// Record ids a developer would accept; an id ending in '/' accepts every id below it and the
    /// id without the '/' (the same error without an environment).
    QStringList accepted;

    bool accepts(const QString &recordId) const;
    /// The ids of accepted that accept none of \a recordIds: a label's typo, or a record that is
    /// gone ("terraform/x_tf1-linux", a corpus file's name, for the id "terraform/x/tf1-linux").
    QStringList acceptingNone(const QStringList &recordIds) const;
};

struct EvalSet
{
    QList<Case> cases;
    QStringList problems; // "labels/x.tsv:12: …", one per line that could not be used
};

/// Reads every labels/*.tsv under \a folder and the cases they name. A case whose log is missing,
/// whose split is not the one its name gives, or whose kind folder is unknown is a problem, not a case.
EvalSet readEvalSet(const QString &folder);

/// The split the README's rule gives \a name: hold-out when the first 8 hex digits of its SHA-1
/// are divisible by 4.
bool isHoldout(const QString &name);

} // namespace FaultlineEval
