// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

class QWidget;

namespace Faultline {

class KnowledgeBase;

/**
 * Help → About: the program's version, the libraries it is built on, and the knowledge bases in
 * use with the licence each is published under (SourceLicence), so a user knows whose text a
 * record is and on what terms.
 */
namespace AboutDialog {

/// The dialog's text as escaped rich text: \a sources as loaded (empty: the built-in knowledge
/// base), \a kb may be null before the first load.
QString text(const QStringList &sources, const KnowledgeBase *kb);
void show(QWidget *parent, const QStringList &sources, const KnowledgeBase *kb);

} // namespace AboutDialog
} // namespace Faultline
