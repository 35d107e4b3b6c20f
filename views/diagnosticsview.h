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

Q_SIGNALS:
    /// The user double-clicked (or pressed Enter on) a problem.
    void diagnosticActivated(const Faultline::Diagnostic &diagnostic);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fill();
    Diagnostics m_diagnostics;
};

} // namespace Faultline
