// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace Faultline {

/**
 * To be called before the QApplication is made (Qt reads the variable when it first needs its
 * GUI thread pool). Qt's raster engine hands every blend of 96 or more spans to that pool and
 * waits for it: a scroll bar's gradient, a link pill's outline, a dotted underline 300 pixels
 * long. For what a log pane paints the hand-off costs more than the blend, most on few cores:
 * on the 2-core development machine logview_bench's jump frames (text, line numbers, overview
 * strip, scroll bar) took a median 4.8 ms and a p99 of 10.1 ms with the pool, 2.3 and 2.9 ms
 * without it. A variable the user set is left alone.
 */
inline void keepRasterFillsOnGuiThread()
{
    if (!qEnvironmentVariableIsSet("QT_NO_GUI_THREADPOOL"))
        qputenv("QT_NO_GUI_THREADPOOL", "1");
}

} // namespace Faultline
