// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QTreeWidget>

namespace Faultline {

/// The list of load problems, one item each: the message (wrapped to the view's width), its
/// severity's icon, and the file and line on a line below. Non-blocking.
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
    void resizeEvent(QResizeEvent *event) override;

private:
    void fill();
    Diagnostics m_diagnostics;
};

} // namespace Faultline
