// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QTreeWidget>

namespace Faultline {

/// The list of load problems: severity, file, line and message, one row each. Non-blocking.
class DiagnosticsView : public QTreeWidget
{
    Q_OBJECT
public:
    explicit DiagnosticsView(QWidget *parent = nullptr);
    void setDiagnostics(const Diagnostics &diagnostics);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    Diagnostics m_diagnostics;
};

} // namespace Faultline
