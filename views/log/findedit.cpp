// SPDX-License-Identifier: MIT
#include "findedit.h"

#include <QKeyEvent>

namespace Faultline {

void FindEdit::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && onEscape)
        return onEscape();
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && onNext)
        return (event->modifiers() & Qt::ShiftModifier) ? onPrevious() : onNext();
    QLineEdit::keyPressEvent(event);
}

} // namespace Faultline
