// SPDX-License-Identifier: MIT
// Search latency per keystroke: a query typed one character at a time, each keystroke timed.
// Figures: SearchIndex alone; the tree's filtering proxy (index + refiltering the tree); and a
// peer measured in the same run: a case-insensitive QString::contains scan over each record's
// fields, which is what a stock QSortFilterProxyModel filter does.
//   search_bench [--records N]   (N synthetic records besides the corpus; default 100000)
#include "knowledgebasemodel.h"
#include "knowledgebaseproxymodel.h"
#include "searchindex.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Faultline;

namespace {

const QStringList queries = {u"connection refused"_s, u"图断裂"_s, u"jit trace"_s, u"permission denied"_s,
    u"modulenotfounderror"_s, u"out of memory"_s};

struct Stats
{
    QList<double> ms;
    void add(double v) { ms.append(v); }
    double median() const
    {
        QList<double> s = ms;
        std::sort(s.begin(), s.end());
        return s.isEmpty() ? 0 : s[s.size() / 2];
    }
    double worst() const { return ms.isEmpty() ? 0 : *std::max_element(ms.begin(), ms.end()); }
};

QStringList peerFields(const Record &r)
{
    QStringList f {r.id(), r.signature(), r.signatureZh(), r.regex(), r.rootCause(), r.rootCauseZh()};
    for (const DeadEnd &d : r.deadEnds())
        f << d.action << d.whyFails;
    for (const Workaround &w : r.workarounds())
        f << w.action << w.how;
    f << r.tags();
    return f;
}

void run(const char *name, std::shared_ptr<const KnowledgeBase> kb)
{
    QElapsedTimer t;
    t.start();
    auto index = std::make_shared<const SearchIndex>(kb);
    const double buildMs = double(t.nsecsElapsed()) / 1e6;

    KnowledgeBaseModel model;
    KnowledgeBaseProxyModel proxy;
    proxy.setSourceModel(&model);
    model.setKnowledgeBase(kb);
    proxy.setSearchIndex(index);

    // The peer keeps each record's fields joined, as a filter role would return them.
    QList<QString> peerText;
    for (const Record &r : kb->records())
        peerText.append(peerFields(r).join(u'\n'));

    Stats indexStats, proxyStats, peerStats;
    qsizetype agree = 0, keystrokes = 0;
    for (const QString &q : queries) {
        RecordQuery previous;
        QBitArray previousBits;
        proxy.setQuery(RecordQuery());
        for (qsizetype len = 1; len <= q.size(); ++len) {
            RecordQuery query;
            query.text = q.left(len);
            const bool narrower = query.narrows(previous) && !previous.isEmpty();
            t.restart();
            const QBitArray bits = index->matchRecords(query, narrower ? &previousBits : nullptr);
            indexStats.add(double(t.nsecsElapsed()) / 1e6);

            t.restart();
            proxy.setQuery(query);
            proxyStats.add(double(t.nsecsElapsed()) / 1e6);

            const QStringList words = SearchIndex::terms(query.text);
            t.restart();
            qsizetype peerCount = 0;
            for (const QString &text : std::as_const(peerText)) {
                peerCount += std::all_of(words.begin(), words.end(),
                    [&](const QString &w) { return text.contains(w, Qt::CaseInsensitive); });
            }
            peerStats.add(double(t.nsecsElapsed()) / 1e6);
            agree += peerCount <= bits.count(true); // the index searches more fields than the peer
            ++keystrokes;
            previous = query;
            previousBits = bits;
        }
    }
    std::printf("%-28s %8lld %9.1f %9.2f %9.2f %9.2f %9.2f %9.2f %9.2f\n", name,
        static_cast<long long>(kb->records().size()), buildMs, indexStats.median(), indexStats.worst(),
        proxyStats.median(), proxyStats.worst(), peerStats.median(), peerStats.worst());
    std::printf(
        "%-28s %8s %9s %8.1fx %8.1fx %8.1fx %8.1fx   (peer / ours; %lld/%lld keystrokes consistent)\n", "",
        "", "", peerStats.median() / indexStats.median(), peerStats.worst() / indexStats.worst(),
        peerStats.median() / proxyStats.median(), peerStats.worst() / proxyStats.worst(),
        static_cast<long long>(agree), static_cast<long long>(keystrokes));
    std::fflush(stdout);
}

QByteArray syntheticLine(int i)
{
    static const char *words[] = {"connection", "refused", "timeout", "module", "not", "found", "permission",
        "denied", "memory", "index", "out", "of", "range", "invalid", "argument", "type", "graph", "break",
        "trace", "jit", "图断裂", "内存不足", "权限"};
    quint32 x = quint32(i) * 2654435761u + 12345u;
    auto word = [&] {
        x = x * 1664525u + 1013904223u;
        return QByteArray(words[(x >> 8) % (sizeof(words) / sizeof(*words))]);
    };
    auto sentence = [&](int n) {
        QByteArray s;
        for (int k = 0; k < n; ++k)
            s += (k ? " " : "") + word();
        return s;
    };
    const QByteArray n = QByteArray::number(i);
    return "{\"id\":\"synthetic/" + n + "\",\"signature\":\"Error" + n + ": " + sentence(8)
        + "\",\"signature_zh\":\"错误" + n + "：" + sentence(3) + "\",\"regex\":\"Error" + n
        + "\",\"domain\":\"d" + QByteArray::number(i % 40) + "\",\"category\":\"c"
        + QByteArray::number(i % 13) + "\",\"root_cause\":\"" + sentence(24)
        + "\",\"dead_ends\":[{\"action\":\"" + sentence(6) + "\",\"why_fails\":\"" + sentence(14)
        + "\",\"fail_rate\":0.7}],\"workarounds\":[{\"action\":\"" + sentence(10) + "\",\"how\":\""
        + sentence(12) + "\",\"success_rate\":0.8}],\"confidence\":0.8}\n";
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int n
        = args.contains(u"--records"_s) ? args.value(args.indexOf(u"--records"_s) + 1).toInt() : 100000;
    const QString shared = qEnvironmentVariable("FAULTLINE_SHARED_DIR", QStringLiteral(FAULTLINE_SHARED_DIR));

    std::printf("Search latency per keystroke over %lld typed queries (%s, …), in ms.\n",
        static_cast<long long>(queries.size()), qPrintable(queries.first()));
    std::printf("Goal: median under 16 ms at 100,000 records.\n\n");
    std::printf("%-28s %8s %9s %9s %9s %9s %9s %9s %9s\n", "knowledge base", "records", "build", "index med",
        "worst", "proxy med", "worst", "peer med", "worst");
    const QString corpus = QDir::cleanPath(shared + u"/corpus/deadends/data"_s);
    if (QDir(corpus).exists())
        run("corpus", std::make_shared<const KnowledgeBase>(KnowledgeBase::load({corpus})));
    else
        std::printf("corpus: skipped, %s is absent\n", qPrintable(corpus));

    QTemporaryDir dir;
    QFile f(dir.filePath(u"synthetic.jsonl"_s));
    if (!f.open(QIODevice::WriteOnly))
        return 2;
    for (int i = 0; i < n; ++i)
        f.write(syntheticLine(i));
    f.close();
    run("synthetic", std::make_shared<const KnowledgeBase>(KnowledgeBase::load({f.fileName()})));
    return 0;
}
