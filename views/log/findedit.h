// SPDX-License-Identifier: MIT
#pragma once

#include <QLineEdit>

#include <functional>

namespace Faultline {

/**
 * The find field of a log pane: Escape closes the bar, Enter searches on and Shift+Enter back.
 * Each key calls the function set for it; with none set the key does what it does in any
 * QLineEdit.
 */
class FindEdit : public QLineEdit
{
public:
    using QLineEdit::QLineEdit;

    std::function<void()> onEscape, onNext, onPrevious;

protected:
    void keyPressEvent(QKeyEvent *event) override;
};

} // namespace Faultline
