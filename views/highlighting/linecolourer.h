// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPalette>
#include <QString>
#include <QTextLayout>

#include <memory>

namespace Faultline {

/**
 * Colours single lines of a log with a KSyntaxHighlighting definition, in the theme that suits a
 * palette, as QTextLayout format ranges. Each line is coloured on its own (no state carried from
 * the line before), so any line can be coloured in any order. GUI thread only (it shares the one
 * syntax repository). Invalid when the definition is unknown or colouring is off ("None").
 */
class LineColourer
{
public:
    /// \a definitionName as KSyntaxHighlighting names it; an unknown name falls back to "Log File
    /// (simplified)", "None" turns colouring off.
    LineColourer(const QString &definitionName, const QPalette &palette);
    ~LineColourer();
    LineColourer(const LineColourer &) = delete;
    LineColourer &operator=(const LineColourer &) = delete;

    bool isValid() const;
    /// The formats of \a line's coloured parts; parts in the default text style get none.
    QList<QTextLayout::FormatRange> colour(const QString &line);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace Faultline
