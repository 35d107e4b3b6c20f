// SPDX-License-Identifier: MIT
#include "linecolourer.h"

#include "codehighlighter.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QHash>
#include <QTextCharFormat>

#include <optional>

using namespace Qt::StringLiterals;

namespace Faultline {

/// Collects KSyntaxHighlighting's formats for one line as QTextLayout format ranges.
class LineColourer::Private : public KSyntaxHighlighting::AbstractHighlighter
{
public:
    QList<QTextLayout::FormatRange> colour(const QString &line)
    {
        m_ranges.clear();
        highlightLine(line, KSyntaxHighlighting::State());
        return m_ranges;
    }

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        if (length <= 0)
            return;
        // Made once for each of the definition's formats: a line's ranges then share them.
        auto it = m_formats.constFind(format.id());
        if (it == m_formats.constEnd()) {
            const KSyntaxHighlighting::Theme theme = this->theme();
            std::optional<QTextCharFormat> made;
            if (!format.isDefaultTextStyle(theme)) {
                QTextCharFormat &f = made.emplace();
                if (format.hasTextColor(theme))
                    f.setForeground(format.textColor(theme));
                if (format.isBold(theme))
                    f.setFontWeight(QFont::Bold);
                if (format.isItalic(theme))
                    f.setFontItalic(true);
            }
            it = m_formats.insert(format.id(), made);
        }
        if (*it)
            m_ranges.append({offset, length, **it});
    }

private:
    QList<QTextLayout::FormatRange> m_ranges;
    QHash<int, std::optional<QTextCharFormat>> m_formats; // by Format::id(); none: default style
};

LineColourer::LineColourer(const QString &definitionName, const QPalette &palette)
    : d(std::make_unique<Private>())
{
    if (definitionName == u"None"_s) // the user turned colouring off
        return;
    KSyntaxHighlighting::Repository &repo = CodeHighlighter::repository();
    KSyntaxHighlighting::Definition definition = repo.definitionForName(definitionName);
    if (!definition.isValid())
        definition = repo.definitionForName(u"Log File (simplified)"_s);
    d->setDefinition(definition);
    d->setTheme(repo.themeForPalette(palette));
}

LineColourer::~LineColourer() = default;

bool LineColourer::isValid() const
{
    return d->definition().isValid();
}

QList<QTextLayout::FormatRange> LineColourer::colour(const QString &line)
{
    return isValid() ? d->colour(line) : QList<QTextLayout::FormatRange>();
}

} // namespace Faultline
