// SPDX-License-Identifier: MIT
#include "aboutdialog.h"

#include "knowledgebase.h"
#include "knowledgesources.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QtVersion>

using namespace Qt::StringLiterals;

namespace Faultline::AboutDialog {

namespace {

QString tr(const char *text, const char *comment = nullptr, int n = -1)
{
    return QCoreApplication::translate("Faultline::AboutDialog", text, comment, n);
}

QString sourceLine(const QString &source)
{
    const QString licence = KnowledgeSources::licence(source);
    if (KnowledgeSources::isBuiltIn(source))
        return tr("%1 — Faultline's own knowledge base, written for the project, %2")
            .arg(KnowledgeSources::displayName(source).toHtmlEscaped(), licence.toHtmlEscaped());
    if (source.isEmpty() || source.startsWith(u':'))
        return tr("Built-in knowledge base — written for Faultline, %1").arg(licence.toHtmlEscaped());
    return tr("%1 — %2", "a knowledge base: %1 its path, %2 its licence")
        .arg(source.toHtmlEscaped(),
            licence.isEmpty() ? tr("no licence stated next to it") : licence.toHtmlEscaped());
}

} // namespace

QString text(const QStringList &sources, const KnowledgeBase *kb)
{
    QString html = u"<h3>Faultline %1</h3>"_s.arg(QCoreApplication::applicationVersion().toHtmlEscaped());
    html += u"<p>"_s
        + tr("Triage crash logs against a knowledge base of known errors, their workarounds and "
             "their dead ends.")
        + u"</p><p>"_s
        + tr("Built with Qt %1, KDE Frameworks Syntax Highlighting and RE2.")
              .arg(QString::fromLatin1(qVersion()))
        + u"</p><p><b>"_s + tr("Knowledge bases in use") + u"</b></p><ul>"_s;
    for (const QString &source : sources.isEmpty() ? QStringList {QString()} : sources)
        html += u"<li>"_s + sourceLine(source) + u"</li>"_s;
    html += u"</ul>"_s;
    if (kb) {
        html += u"<p>"_s + tr("%n record(s) loaded", nullptr, int(kb->records().size())) + u"</p>"_s;
    }
    return html;
}

void show(QWidget *parent, const QStringList &sources, const KnowledgeBase *kb)
{
    QMessageBox::about(parent, tr("About Faultline"), text(sources, kb));
}

} // namespace Faultline::AboutDialog
