// SPDX-License-Identifier: MIT
#include "recordeditor.h"

#include "entrylisteditor.h"
#include "lineproposal.h"
#include "logfile.h"
#include "recordregex.h"
#include "userrecords.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrentRun>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {

/// What a count found: lines matched, or why the regex cannot be used.
struct Count
{
    qint64 lines = 0;
    QString error;
    bool cancelled = false;
};

Count countLines(
    const LogFile *log, qint64 lineCount, const QString &regex, std::shared_ptr<std::atomic_bool> cancel)
{
    Count count;
    const std::string pattern = regex.toStdString();
    if (const std::string tooLong = recordRegexLengthError(pattern.size()); !tooLong.empty()) {
        count.error = QString::fromStdString(tooLong);
        return count;
    }
    const RE2 re(pattern, recordRegexOptions());
    if (!re.ok()) {
        count.error = QString::fromStdString(re.error());
        return count;
    }
    if (!log)
        return count;
    std::string line;
    count.cancelled = !log->scan(
        LineNumber(0), LineNumber(lineCount),
        [&](qint64, QStringView text) {
            line = text.toString().toStdString();
            if (RE2::PartialMatch(line, re))
                ++count.lines;
            return true;
        },
        cancel.get());
    return count;
}

QLineEdit *lineEdit(const QString &placeholder = {})
{
    auto *edit = new QLineEdit;
    edit->setPlaceholderText(placeholder);
    return edit;
}

QPlainTextEdit *textEdit()
{
    auto *edit = new QPlainTextEdit;
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 4 + 12);
    return edit;
}

/// A field as typed, without the blank lines and spaces around it; code keeps its first line's
/// indentation.
QString tidy(const QString &text, bool code = false)
{
    if (!code)
        return text.trimmed();
    qsizetype start = 0;
    while (start < text.size() && text[start] == u'\n')
        ++start;
    qsizetype end = text.size();
    while (end > start && text[end - 1].isSpace())
        --end;
    return text.mid(start, end - start);
}

/// Sources are written one a line.
QStringList lines(const QString &text)
{
    QStringList out;
    for (const QString &line : text.split(u'\n')) {
        if (!line.trimmed().isEmpty())
            out.append(line.trimmed());
    }
    return out;
}

bool isBlank(const QStringList &values)
{
    return std::all_of(values.begin(), values.end(), [](const QString &v) { return v.trimmed().isEmpty(); });
}

} // namespace

RecordEditor::RecordEditor(const LogFile *log, QWidget *parent)
    : QDialog(parent)
    , m_log(log)
    , m_id(lineEdit(tr("domain/name, e.g. myapp/cache-full")))
    , m_category(lineEdit(tr("e.g. runtime_error, build_error, network_error")))
    , m_signature(lineEdit())
    , m_signatureZh(lineEdit())
    , m_regex(lineEdit())
    , m_hits(new QLabel)
    , m_rootCause(textEdit())
    , m_rootCauseZh(textEdit())
    , m_workarounds(new EntryListEditor(
          {
              {tr("Action"), tr("What to do"), EntryListEditor::Field::Kind::Text},
              {tr("Action (Chinese)"), QString(), EntryListEditor::Field::Kind::Text},
              {tr("How"), tr("A command or code (optional)"), EntryListEditor::Field::Kind::Code},
              {tr("When"), tr("Where it applies (optional)")},
              {tr("When (Chinese)"), QString()},
              {tr("Trade-off"), tr("What it costs (optional)")},
              {tr("Sources"), tr("Links or references, one a line"), EntryListEditor::Field::Kind::Text},
          },
          tr("New workaround")))
    , m_deadEnds(new EntryListEditor(
          {
              {tr("Action"), tr("A fix that looks right but fails"), EntryListEditor::Field::Kind::Text},
              {tr("Action (Chinese)"), QString(), EntryListEditor::Field::Kind::Text},
              {tr("Why it fails"), QString(), EntryListEditor::Field::Kind::Text},
              {tr("Why it fails (Chinese)"), QString(), EntryListEditor::Field::Kind::Text},
              {tr("When"), tr("Where it is tried (optional)")},
              {tr("When (Chinese)"), QString()},
              {tr("Misconception"), tr("Why it looks right (optional)")},
              {tr("Trade-off"), tr("What it costs (optional)")},
              {tr("Sources"), tr("Links or references, one a line"), EntryListEditor::Field::Kind::Text},
          },
          tr("New dead end")))
    , m_tabs(new QTabWidget)
    , m_countLater(new QTimer(this))
{
    setObjectName(u"RecordEditor"_s);
    m_regex->setObjectName(u"RecordRegex"_s);
    m_hits->setObjectName(u"RecordRegexHits"_s);
    m_hits->setWordWrap(true);
    m_hits->setTextFormat(Qt::PlainText);
    QFont mono(u"monospace"_s);
    mono.setStyleHint(QFont::Monospace);
    m_regex->setFont(mono);
    m_workarounds->setObjectName(u"Workarounds"_s);
    m_deadEnds->setObjectName(u"DeadEnds"_s);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Id"), m_id);
    form->addRow(tr("Category"), m_category);
    form->addRow(tr("Signature"), m_signature);
    form->addRow(tr("Signature (Chinese)"), m_signatureZh);
    form->addRow(tr("Regex (RE2)"), m_regex);
    form->addRow(QString(), m_hits);
    form->addRow(tr("Root cause"), m_rootCause);
    form->addRow(tr("Root cause (Chinese)"), m_rootCauseZh);
    auto *recordPage = new QWidget;
    recordPage->setLayout(form);
    m_tabs->addTab(recordPage, QString());
    m_tabs->addTab(m_workarounds, QString());
    m_tabs->addTab(m_deadEnds, QString());
    updateTabTitles();
    connect(m_workarounds, &EntryListEditor::countChanged, this, &RecordEditor::updateTabTitles);
    connect(m_deadEnds, &EntryListEditor::countChanged, this, &RecordEditor::updateTabTitles);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &RecordEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Counted once typing pauses, not at every key.
    m_countLater->setSingleShot(true);
    m_countLater->setInterval(250);
    connect(m_countLater, &QTimer::timeout, this, &RecordEditor::countHits);
    connect(m_regex, &QLineEdit::textChanged, m_countLater, qOverload<>(&QTimer::start));
    setMinimumWidth(fontMetrics().averageCharWidth() * 90);
}

RecordEditor::RecordEditor(const QString &line, const LogFile *log, QWidget *parent)
    : RecordEditor(log, parent)
{
    setWindowTitle(tr("New Record from a Log Line"));
    const LineProposal proposal = LineProposal::fromLine(line);
    RecordData &d = m_original.edit();
    d.signature = proposal.signature;
    d.regex = proposal.regex;
    d.category = u"runtime_error"_s;
    d.examples = {line.trimmed()};
    d.confidence = 0.5;
    fill(m_original);
    m_id->setFocus();
}

RecordEditor::RecordEditor(const Record &record, const LogFile *log, QWidget *parent)
    : RecordEditor(log, parent)
{
    setWindowTitle(tr("Edit Record"));
    m_original = record;
    fill(record);
    m_id->setReadOnly(true); // another id is another record: make a new one
}

RecordEditor::~RecordEditor()
{
    // A count still running reads the log: it stops, and is waited for, before the log may go.
    if (m_cancelCount)
        m_cancelCount->store(true);
    for (QFutureWatcherBase *watcher : std::as_const(m_counts))
        watcher->waitForFinished();
}

void RecordEditor::fill(const Record &record)
{
    m_id->setText(record.id());
    m_category->setText(record.category());
    m_signature->setText(record.signature());
    m_signatureZh->setText(record.signatureZh());
    m_regex->setText(record.regex());
    m_rootCause->setPlainText(record.rootCause());
    m_rootCauseZh->setPlainText(record.rootCauseZh());
    QList<QStringList> workarounds;
    for (const Workaround &w : record.workarounds()) {
        workarounds.append(
            {w.action, w.actionZh, w.how, w.condition, w.conditionZh, w.tradeoff, w.sources.join(u'\n')});
    }
    m_workarounds->setEntries(workarounds);
    QList<QStringList> deadEnds;
    for (const DeadEnd &e : record.deadEnds()) {
        deadEnds.append({e.action, e.actionZh, e.whyFails, e.whyFailsZh, e.condition, e.conditionZh,
            e.commonMisconception, e.tradeoff, e.sources.join(u'\n')});
    }
    m_deadEnds->setEntries(deadEnds);
    for (QLineEdit *edit : {m_id, m_category, m_signature, m_signatureZh, m_regex})
        edit->setCursorPosition(0); // a long one shows its start
    countHits();
}

void RecordEditor::countHits()
{
    m_countLater->stop();
    if (m_cancelCount)
        m_cancelCount->store(true);
    m_cancelCount = std::make_shared<std::atomic_bool>(false);
    const QString regex = m_regex->text();
    if (regex.isEmpty()) {
        m_hits->setText(tr("A regex is needed: it is how the record recognises the error in a log."));
        return;
    }
    m_hits->setText(m_log ? tr("Counting the lines of this log it matches…") : QString());
    auto *watcher = new QFutureWatcher<Count>(this);
    m_counts.append(watcher);
    const std::shared_ptr<std::atomic_bool> cancel = m_cancelCount;
    connect(watcher, &QFutureWatcher<Count>::finished, this, [this, watcher, cancel] {
        watcher->deleteLater();
        m_counts.removeAll(watcher);
        const Count count = watcher->result();
        if (cancel->load() || count.cancelled)
            return; // a newer count is on its way
        if (!count.error.isEmpty())
            m_hits->setText(tr("The regex cannot be used: %1").arg(count.error));
        else if (m_log)
            m_hits->setText(
                tr("%n line(s) of this log match", nullptr, int(std::min<qint64>(count.lines, INT_MAX))));
        else
            m_hits->setText(tr("The regex compiles."));
        Q_EMIT hitsCounted();
    });
    watcher->setFuture(QtConcurrent::run(countLines, m_log, m_log ? m_log->lineCount() : 0, regex, cancel));
}

void RecordEditor::updateTabTitles()
{
    m_tabs->setTabText(0, tr("&Record"));
    m_tabs->setTabText(1, tr("&Workarounds (%1)").arg(m_workarounds->count()));
    m_tabs->setTabText(2, tr("&Dead Ends (%1)").arg(m_deadEnds->count()));
}

QString RecordEditor::hitsText() const
{
    return m_hits->text();
}

Record RecordEditor::record() const
{
    Record record = m_original;
    RecordData &d = record.edit();
    d.id = m_id->text().trimmed();
    d.domain = d.id.section(u'/', 0, 0);
    d.category = m_category->text().trimmed();
    d.signature = m_signature->text().trimmed();
    d.signatureZh = m_signatureZh->text().trimmed();
    d.regex = m_regex->text();
    d.rootCause = m_rootCause->toPlainText().trimmed();
    d.rootCauseZh = m_rootCauseZh->toPlainText().trimmed();
    // Each entry starts from the item it was made from, so what the editor does not show stays.
    const QList<Workaround> workarounds = m_original.workarounds();
    const QStringList workaroundsZh = m_original.workaroundsZh();
    d.workarounds.clear();
    d.workaroundsZh.clear();
    for (const EntryListEditor::Entry &entry : m_workarounds->entries()) {
        const QStringList &v = entry.values;
        if (isBlank(v))
            continue;
        Workaround w = workarounds.value(entry.origin);
        w.action = tidy(v[Action]);
        w.actionZh = tidy(v[ActionZh]);
        w.how = tidy(v[How], true);
        w.condition = tidy(v[When]);
        w.conditionZh = tidy(v[WhenZh]);
        w.tradeoff = tidy(v[Tradeoff]);
        w.sources = lines(v[Sources]);
        d.workarounds.append(w);
        // The older list of Chinese workarounds goes with its workarounds, wherever they move.
        d.workaroundsZh.append(workaroundsZh.value(entry.origin));
    }
    if (workaroundsZh.size() > workarounds.size()) // items that went with none: kept, at the end
        d.workaroundsZh += workaroundsZh.mid(workarounds.size());
    while (!d.workaroundsZh.isEmpty() && d.workaroundsZh.constLast().isEmpty())
        d.workaroundsZh.removeLast();

    const QList<DeadEnd> deadEnds = m_original.deadEnds();
    d.deadEnds.clear();
    for (const EntryListEditor::Entry &entry : m_deadEnds->entries()) {
        const QStringList &v = entry.values;
        if (isBlank(v))
            continue;
        DeadEnd e = deadEnds.value(entry.origin);
        e.action = tidy(v[DeadAction]);
        e.actionZh = tidy(v[DeadActionZh]);
        e.whyFails = tidy(v[WhyFails]);
        e.whyFailsZh = tidy(v[WhyFailsZh]);
        e.condition = tidy(v[DeadWhen]);
        e.conditionZh = tidy(v[DeadWhenZh]);
        e.commonMisconception = tidy(v[Misconception]);
        e.tradeoff = tidy(v[DeadTradeoff]);
        e.sources = lines(v[DeadSources]);
        d.deadEnds.append(e);
    }
    return record;
}

void RecordEditor::accept()
{
    const Record r = record();
    QString problem;
    if (!UserRecords::isValidId(r.id()))
        problem = tr("The id must be domain/name in lower case, e.g. myapp/cache-full.");
    else if (r.signature().isEmpty())
        problem = tr("The signature is empty: it is how the record is named and found.");
    else if (!RE2(r.regex().toStdString(), recordRegexOptions()).ok() || r.regex().isEmpty())
        problem = tr("The regex is empty or does not compile with RE2.");
    if (!problem.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), problem);
        return;
    }
    QDialog::accept();
}

} // namespace Faultline
