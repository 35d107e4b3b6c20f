// SPDX-License-Identifier: MIT
#include "corpusoffer.h"

#include "corpusdiscovery.h"

#include <QDir>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Faultline {

namespace {
/// Set once the user has answered: the offer is made once, not at every start.
const QString answeredKey = u"knowledgeBase/corpusOfferAnswered"_s;
} // namespace

CorpusOffer::CorpusOffer(QWidget *parent)
    : QFrame(parent), m_text(new QLabel), m_load(new QPushButton), m_notNow(new QPushButton)
{
    setObjectName(u"CorpusOffer"_s);
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText); // a path is the user's text, never markup
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_load->setObjectName(u"LoadCorpus"_s);
    m_notNow->setObjectName(u"DeclineCorpus"_s);
    m_load->setDefault(true);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_load);
    buttons->addWidget(m_notNow);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(buttons);

    connect(m_load, &QPushButton::clicked, this, [this] {
        QSettings().setValue(answeredKey, true);
        hide();
        Q_EMIT accepted(m_path);
    });
    connect(m_notNow, &QPushButton::clicked, this, [this] {
        QSettings().setValue(answeredKey, true);
        hide();
        Q_EMIT declined();
    });
    hide();
    retranslate();
}

void CorpusOffer::findOnce()
{
    if (m_searched || QSettings().value(answeredKey, false).toBool())
        return;
    m_searched = true;
    // Folder listings only, but a home folder may be on a slow network share: off the GUI thread.
    auto *watcher = new QFutureWatcher<QStringList>(this);
    connect(watcher, &QFutureWatcher<QStringList>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const QStringList found = watcher->result();
        if (!found.isEmpty())
            offer(found.first());
    });
    watcher->setFuture(QtConcurrent::run(&CorpusDiscovery::findOnThisMachine));
}

void CorpusOffer::offer(const QString &path)
{
    m_path = path;
    retranslate();
    show();
}

void CorpusOffer::retranslate()
{
    m_text->setText(tr("The deadends.dev corpus, some 2,500 records of known errors with their dead "
                       "ends and workarounds, is on this computer:\n%1\nLoad it with Faultline's "
                       "own knowledge base? (Later: File → Open Record Folder…)")
            .arg(QDir::toNativeSeparators(m_path)));
    m_load->setText(tr("&Load It"));
    m_notNow->setText(tr("&Not Now"));
}

void CorpusOffer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace Faultline
