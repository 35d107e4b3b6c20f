// SPDX-License-Identifier: MIT
// The diagnosis measured on the labelled set in tests/eval (README.md there): precision of the
// first finding and recall in the first three on crash logs, abstention on logs of errors no
// record knows, spurious diagnoses on long healthy logs; each for the tuning half and the half
// kept aside. With --floor NAME=VALUE it fails (exit 1) when a figure is below its floor, which
// is how the test suite keeps the ranking from silently getting worse.
//   triage_eval [--kb PATH]… [--no-builtin] [--cases DIR] [--floor NAME=VALUE]… [--verbose]
#include "evalset.h"

#include "bundled.h"
#include "knowledgebase.h"
#include "logmatcher.h"
#include "recordsearch.h"
#include "triage.h"
#include "triageconfidence.h"
#include "triagesetup.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>
#include <QTextStream>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Faultline;
using FaultlineEval::Case;

namespace {

/// What the findings panel puts under "Diagnosis", and the CLI's exit status counts.
bool isDiagnosis(const Finding &f)
{
    return f.isDiagnosis();
}

/// Per confidence band (tenths): how many of the first three findings of every case fall in it and
/// how many of those a developer accepts. A calibrated confidence has an accepted share close to
/// the band's.
struct Reliability
{
    int count[10] = {}, accepted[10] = {};
    double confidence[10] = {};

    void add(const Case &c, const TriageResult &result)
    {
        for (qsizetype i = 0; i < std::min<qsizetype>(3, result.findings.size()); ++i) {
            const Finding &f = result.findings[i];
            const int band = std::clamp(int(f.confidence * 10), 0, 9);
            ++count[band];
            confidence[band] += f.confidence;
            accepted[band] += c.kind != Case::Kind::Unknown && c.accepts(f.record.id());
        }
    }
};

struct Tally
{
    int crash = 0, top1 = 0, top3 = 0, diagnosedRight = 0;
    int unknown = 0, abstained = 0;
    int healthy = 0, healthyDiagnosed = 0, healthyTop3 = 0, healthySpurious = 0;

    static double share(int part, int whole) { return whole ? double(part) / whole : 0; }
    QMap<QString, double> figures() const
    {
        return {{u"crash.p1"_s, share(top1, crash)}, {u"crash.r3"_s, share(top3, crash)},
            {u"crash.diagnosed_right"_s, share(diagnosedRight, crash)},
            {u"unknown.abstained"_s, share(abstained, unknown)},
            {u"healthy.spurious"_s, share(healthySpurious, healthyTop3)},
            {u"healthy.silent"_s, share(healthy - healthyDiagnosed, healthy)}};
    }
};

void print(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

QString ids(const QList<Finding> &findings, int n)
{
    QStringList out;
    for (qsizetype i = 0; i < std::min<qsizetype>(n, findings.size()); ++i) {
        const Finding &f = findings[i];
        out.append(f.record.id() + (f.suggestion ? u" (s)"_s : f.weak ? u" (w)"_s : QString()));
    }
    return out.isEmpty() ? u"—"_s : out.join(u", "_s);
}

void count(const Case &c, const TriageResult &result, Tally &t, bool verbose)
{
    QList<Finding> diagnosis;
    for (const Finding &f : result.findings) {
        if (isDiagnosis(f))
            diagnosis.append(f);
    }
    bool right = false;
    switch (c.kind) {
    case Case::Kind::Crash: {
        ++t.crash;
        const auto &all = result.findings;
        right = !all.isEmpty() && c.accepts(all.first().record.id());
        t.top1 += right;
        for (qsizetype i = 0; i < std::min<qsizetype>(3, all.size()); ++i) {
            if (c.accepts(all[i].record.id())) {
                ++t.top3;
                break;
            }
        }
        t.diagnosedRight += !diagnosis.isEmpty() && c.accepts(diagnosis.first().record.id());
        break;
    }
    case Case::Kind::Unknown:
        ++t.unknown;
        right = diagnosis.isEmpty();
        t.abstained += right;
        break;
    case Case::Kind::Healthy:
        ++t.healthy;
        t.healthyDiagnosed += !diagnosis.isEmpty();
        right = true;
        for (qsizetype i = 0; i < std::min<qsizetype>(3, diagnosis.size()); ++i) {
            ++t.healthyTop3;
            if (!c.accepts(diagnosis[i].record.id())) {
                ++t.healthySpurious;
                right = false;
            }
        }
        break;
    }
    if (verbose) {
        print(u"%1 %2%3\n    accepted: %4\n    found:    %5\n"_s.arg(right ? u"ok  "_s : u"MISS"_s, c.name,
            c.holdout ? u" [holdout]"_s : QString(), c.accepted.isEmpty() ? u"—"_s : c.accepted.join(u' '),
            ids(result.findings, 3)));
    }
}

/// One line per finding with what it was ranked on: for reading why a case went wrong.
void explain(const Case &c, const TriageResult &result, const LogMatcher &matcher)
{
    print(u"%1\n"_s.arg(c.name));
    for (qsizetype i = 0; i < std::min<qsizetype>(10, result.findings.size()); ++i) {
        const Finding &f = result.findings[i];
        print(u"  %1 conf %2 score %3 sev %4 %5%6%7 line %8 env %9 info %11 res %12\n      %10\n"_s
                .arg(f.record.id(), -60)
                .arg(f.confidence, 0, 'f', 2)
                .arg(f.score, 0, 'f', 3)
                .arg(f.best.severity, 0, 'f', 2)
                .arg(f.suggestion ? u"S"_s
                        : f.weak  ? u"w"_s
                                  : u"D"_s,
                    QString(f.best.evidence ? QString() : u" noev"_s)
                        + (f.features.value(TriageConfidence::ProductAbsent) == 1 ? u" absent"_s : QString()),
                    c.accepts(f.record.id()) ? u" ACCEPTED"_s : QString())
                .arg(f.best.line + 1)
                .arg(f.environments.size())
                .arg(f.bestLine.left(150))
                .arg(f.features.value(TriageConfidence::Information), 0, 'f', 2)
                .arg(f.features.value(TriageConfidence::Resemblance), 0, 'f', 2));
        // What its confidence was computed from, in TriageConfidence::Feature's order.
        QStringList features;
        for (double x : f.features)
            features << QString::number(x, 'f', 2);
        print(u"      features "_s + features.join(u' ') + u"\n"_s);
    }
    // The error lines suggestions start from, and the records each reads most like by its words
    // (RecordSearch, every record, matched or not): why a record was or was not suggested.
    static const RecordSearch search(matcher.records());
    for (const QString &line : result.errorLines) {
        const QByteArray utf8 = line.toUtf8();
        print(u"  error line: %1\n"_s.arg(line.left(150)));
        for (const RecordSearch::Hit &h : search.query(std::string_view(utf8.constData(), utf8.size()), 5)) {
            const QString id = matcher.records().at(h.record).id();
            print(u"      %1 bm25 %2 share %3%4\n"_s.arg(id, -60)
                    .arg(h.score, 0, 'f', 2)
                    .arg(h.normalized, 0, 'f', 2)
                    .arg(c.accepts(id) ? u" ACCEPTED"_s : QString()));
        }
    }
}

/// Tab-separated, one line per finding among the first five of each case of the tuning half:
/// what confidence is fitted on (tests/eval/tools/fit_confidence.py).
void writeFeatures(QTextStream &out, const Case &c, const TriageResult &result)
{
    for (qsizetype i = 0; i < std::min<qsizetype>(5, result.findings.size()); ++i) {
        const Finding &f = result.findings[i];
        const bool accepted = c.kind != Case::Kind::Unknown && c.accepts(f.record.id());
        out << c.name << '\t' << f.record.id() << '\t' << int(accepted) << '\t' << i;
        for (double v : f.features)
            out << '\t' << v;
        out << '\n';
    }
}

QString row(
    const QString &label, const Tally &tune, const Tally &holdout, const Tally &all, const QString &key)
{
    auto cell = [&key](const Tally &t) { return u"%1"_s.arg(t.figures().value(key), 12, 'f', 2); };
    return u"  %1%2%3%4\n"_s.arg(label, -34).arg(cell(tune), cell(holdout), cell(all));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QString shared = qEnvironmentVariable("FAULTLINE_SHARED_DIR", QStringLiteral(FAULTLINE_SHARED_DIR));
    const QCommandLineOption kbOption(
        u"kb"_s, u"A knowledge-base source (default: the corpus and the seeds)."_s, u"path"_s);
    // As `faultline triage --kb …` runs: Faultline's built-in records compete with the sources'.
    const QCommandLineOption noBuiltInOption(u"no-builtin"_s,
        u"Leave out Faultline's built-in knowledge base, as `faultline triage --no-builtin`."_s);
    const QCommandLineOption casesOption(
        u"cases"_s, u"The evaluation set's folder."_s, u"dir"_s, QStringLiteral(FAULTLINE_EVAL_DIR));
    const QCommandLineOption floorOption(
        u"floor"_s, u"Fail when figure NAME is below VALUE (healthy.spurious: above)."_s, u"name=value"_s);
    const QCommandLineOption verboseOption(u"verbose"_s, u"Print each case with what was found."_s);
    const QCommandLineOption explainOption(u"explain"_s,
        u"Print the findings of the cases whose name contains TEXT, with their scores."_s, u"text"_s);
    const QCommandLineOption featuresOption(u"features"_s,
        u"Write what confidence is computed from, per finding of the tuning half, to FILE."_s, u"file"_s);
    const QCommandLineOption tuneOnlyOption(u"tune-only"_s, u"With --verbose: the tuning half only."_s);
    parser.addOptions({kbOption, noBuiltInOption, casesOption, floorOption, verboseOption, explainOption,
        featuresOption, tuneOnlyOption});
    parser.process(app);

    QStringList sources = parser.values(kbOption);
    if (sources.isEmpty())
        sources = {shared + u"/corpus/deadends/data/canons"_s, shared + u"/seeds"_s};
    for (const QString &s : std::as_const(sources)) {
        if (!QFileInfo::exists(s)) {
            print(u"SKIP: no knowledge base at %1 (the corpus is in ../shared)\n"_s.arg(s));
            return 77; // CTest's skip code (SKIP_RETURN_CODE)
        }
    }
    const FaultlineEval::EvalSet set = FaultlineEval::readEvalSet(parser.value(casesOption));
    for (const QString &p : set.problems)
        print(u"problem: %1\n"_s.arg(p));
    QElapsedTimer timer;
    timer.start();
    if (!parser.isSet(noBuiltInOption) && !builtInKnowledgeBase().isEmpty())
        sources.append(builtInKnowledgeBase()); // last, as KnowledgeSources::toLoad() puts it
    const KnowledgeBase kb = KnowledgeBase::load(sources);
    const LogMatcher matcher(kb.records());
    // What triage derives from the records (pattern texts, the similarity index), built once for
    // every case as `faultline triage` builds it once for all its logs.
    const TriageSetup setup(matcher);
    // A label that names no record of the knowledge base could never be met: a problem, as a
    // missing log is. Only with the knowledge base the labels were written for (the corpus, the
    // seeds and the built-in records): with other sources their ids may name nothing.
    QStringList problems = set.problems;
    if (!parser.isSet(kbOption) && !parser.isSet(noBuiltInOption)) {
        QStringList ids;
        ids.reserve(kb.records().size());
        for (const Record &r : kb.records())
            ids.append(r.id());
        for (const Case &c : set.cases) {
            for (const QString &id : c.acceptingNone(ids)) {
                problems.append(u"%1: accepts %2, which names no record"_s.arg(c.name, id));
                print(u"problem: %1\n"_s.arg(problems.last()));
            }
        }
    }
    Tally tune, holdout, all;
    Reliability reliability;
    QFile featureFile(parser.value(featuresOption));
    QTextStream features(&featureFile);
    if (parser.isSet(featuresOption) && !featureFile.open(QIODevice::WriteOnly | QIODevice::Text)) {
        print(u"problem: cannot write %1\n"_s.arg(featureFile.fileName()));
        return 2;
    }
    const bool verbose = parser.isSet(verboseOption);
    for (const Case &c : set.cases) {
        const TriageResult result = Triage::runFile(setup, c.path);
        if (!result.error.isEmpty())
            print(u"problem: %1: %2\n"_s.arg(c.name, result.error));
        count(c, result, c.holdout ? holdout : tune, verbose && !(c.holdout && parser.isSet(tuneOnlyOption)));
        count(c, result, all, false);
        reliability.add(c, result);
        if (parser.isSet(explainOption) && c.name.contains(parser.value(explainOption)))
            explain(c, result, matcher);
        if (featureFile.isOpen() && !c.holdout)
            writeFeatures(features, c, result);
    }
    print(u"%1 cases (%2 crash, %3 unknown, %4 healthy), %5 records, %6 s\n"_s.arg(set.cases.size())
            .arg(all.crash)
            .arg(all.unknown)
            .arg(all.healthy)
            .arg(kb.records().size())
            .arg(double(timer.elapsed()) / 1000, 0, 'f', 1));
    print(u"  %1%2%3%4\n"_s.arg(QString(), -34).arg(u"tune"_s, 12).arg(u"holdout"_s, 12).arg(u"all"_s, 12));
    print(u"  %1%2%3%4\n"_s.arg(u"cases"_s, -34)
            .arg(tune.crash + tune.unknown + tune.healthy, 12)
            .arg(holdout.crash + holdout.unknown + holdout.healthy, 12)
            .arg(set.cases.size(), 12));
    print(row(u"crash: P@1 (crash.p1)"_s, tune, holdout, all, u"crash.p1"_s));
    print(row(u"crash: R@3 (crash.r3)"_s, tune, holdout, all, u"crash.r3"_s));
    print(row(u"crash: diagnosed right"_s, tune, holdout, all, u"crash.diagnosed_right"_s));
    print(row(u"unknown: no diagnosis"_s, tune, holdout, all, u"unknown.abstained"_s));
    print(row(u"healthy: silent logs"_s, tune, holdout, all, u"healthy.silent"_s));
    print(row(u"healthy: top-3 not plausible"_s, tune, holdout, all, u"healthy.spurious"_s));

    print(u"\n  reliability (first three findings of every case)\n  %1%2%3%4\n"_s.arg(u"confidence"_s, -14)
            .arg(u"findings"_s, 10)
            .arg(u"mean conf."_s, 12)
            .arg(u"accepted"_s, 10));
    for (int band = 0; band < 10; ++band) {
        if (reliability.count[band] == 0)
            continue;
        print(u"  %1%2%3%4\n"_s
                .arg(u"%1–%2"_s.arg(band / 10.0, 0, 'f', 1).arg((band + 1) / 10.0, 0, 'f', 1), -14)
                .arg(reliability.count[band], 10)
                .arg(reliability.confidence[band] / reliability.count[band], 12, 'f', 2)
                .arg(double(reliability.accepted[band]) / reliability.count[band], 10, 'f', 2));
    }

    int failed = problems.size();
    const QMap<QString, double> figures = all.figures();
    for (const QString &floor : parser.values(floorOption)) {
        const QString name = floor.section(u'=', 0, 0);
        bool ok = false;
        const double value = floor.section(u'=', 1).toDouble(&ok);
        if (!ok || !figures.contains(name)) {
            print(u"FAIL: --floor %1: no such figure or not a number\n"_s.arg(floor));
            ++failed;
            continue;
        }
        // The share of spurious diagnoses is a ceiling; every other figure a floor.
        const bool ceiling = name == u"healthy.spurious"_s;
        if (ceiling ? figures[name] > value : figures[name] < value) {
            print(u"FAIL: %1 is %2, %3 %4\n"_s.arg(name)
                    .arg(figures[name], 0, 'f', 2)
                    .arg(ceiling ? u"above its ceiling"_s : u"below its floor"_s)
                    .arg(value));
            ++failed;
        }
    }
    return failed ? 1 : 0;
}
