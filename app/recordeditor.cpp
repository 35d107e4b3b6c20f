// SPDX-License-Identifier: MIT
#include "recordeditor.h"

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
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrentRun>

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
    , m_workaround(lineEdit(tr("What to do")))
    , m_workaroundZh(lineEdit())
    , m_how(lineEdit(tr("A command or code (optional)")))
    , m_deadEnd(lineEdit(tr("A fix that looks right but fails")))
    , m_deadEndZh(lineEdit())
    , m_whyFails(lineEdit(tr("Why it fails")))
    , m_whyFailsZh(lineEdit())
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
    m_how->setFont(mono);

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
    form->addRow(tr("Workaround"), m_workaround);
    form->addRow(tr("Workaround (Chinese)"), m_workaroundZh);
    form->addRow(tr("How"), m_how);
    form->addRow(tr("Dead end"), m_deadEnd);
    form->addRow(tr("Dead end (Chinese)"), m_deadEndZh);
    form->addRow(tr("Why it fails"), m_whyFails);
    form->addRow(tr("Why it fails (Chinese)"), m_whyFailsZh);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
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
    const Workaround w = record.workarounds().value(0);
    m_workaround->setText(w.action);
    m_workaroundZh->setText(w.actionZh);
    m_how->setText(w.how);
    const DeadEnd e = record.deadEnds().value(0);
    m_deadEnd->setText(e.action);
    m_deadEndZh->setText(e.actionZh);
    m_whyFails->setText(e.whyFails);
    m_whyFailsZh->setText(e.whyFailsZh);
    for (QLineEdit *edit : {m_signature, m_regex})
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
    // The first workaround and dead end are the ones edited here; any others stay as they were.
    if (!m_workaround->text().trimmed().isEmpty()) {
        Workaround w = d.workarounds.value(0);
        w.action = m_workaround->text().trimmed();
        w.actionZh = m_workaroundZh->text().trimmed();
        w.how = m_how->text().trimmed();
        if (d.workarounds.isEmpty())
            d.workarounds.append(w);
        else
            d.workarounds[0] = w;
    } else if (!d.workarounds.isEmpty()) {
        d.workarounds.removeFirst();
    }
    if (!m_deadEnd->text().trimmed().isEmpty()) {
        DeadEnd e = d.deadEnds.value(0);
        e.action = m_deadEnd->text().trimmed();
        e.actionZh = m_deadEndZh->text().trimmed();
        e.whyFails = m_whyFails->text().trimmed();
        e.whyFailsZh = m_whyFailsZh->text().trimmed();
        if (d.deadEnds.isEmpty())
            d.deadEnds.append(e);
        else
            d.deadEnds[0] = e;
    } else if (!d.deadEnds.isEmpty()) {
        d.deadEnds.removeFirst();
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
