// SPDX-License-Identifier: MIT
#pragma once

#include "ansitext.h"

#include <QColor>
#include <QList>
#include <QPalette>
#include <QTextLayout>

namespace Faultline {

/**
 * The colours a log's own ANSI codes (AnsiText) give its lines, as QTextLayout format ranges for
 * the log view. The 16 standard colours are toned for the palette (yellow on white is
 * unreadable), so a log coloured for a dark terminal reads on a light window and the other way
 * round. Plain value functions; any thread, as QColor is.
 */
namespace AnsiFormats {

/// \a colour (not the default) in \a palette.
QColor colour(const AnsiText::Colour &colour, const QPalette &palette);
/// A format range per styled run; the default colours are left to the view.
QList<QTextLayout::FormatRange> formats(const QList<AnsiText::Run> &runs, const QPalette &palette);

} // namespace AnsiFormats

} // namespace Faultline
