// SPDX-License-Identifier: MIT
#include "codehighlighter.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QHash>

using namespace Qt::StringLiterals;

namespace Faultline::CodeHighlighter {

KSyntaxHighlighting::Repository &repository()
{
    // Loading the definitions is costly: once per process.
    static KSyntaxHighlighting::Repository repo;
    return repo;
}

void preload(const QString &definition)
{
    toHtml(u"0"_s, definition, QPalette()); // a line highlighted: the rules are compiled
}

namespace {

class HtmlWriter : public KSyntaxHighlighting::AbstractHighlighter
{
public:
    QString highlight(const QString &code)
    {
        KSyntaxHighlighting::State state;
        const QStringList lines = code.split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            m_line = lines[i];
            m_done = 0;
            state = highlightLine(m_line, state);
            if (m_done < m_line.size()) // text the definition did not format
                m_html += m_line.mid(m_done).toHtmlEscaped();
            if (i + 1 < lines.size())
                m_html += u'\n';
        }
        return m_html;
    }

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        if (offset > m_done)
            m_html += m_line.mid(m_done, offset - m_done).toHtmlEscaped();
        const QString text = m_line.mid(offset, length).toHtmlEscaped();
        if (format.isDefaultTextStyle(theme())) {
            m_html += text;
        } else {
            QString style;
            if (format.hasTextColor(theme()))
                style += u"color:"_s + format.textColor(theme()).name() + u';';
            if (format.isBold(theme()))
                style += u"font-weight:bold;"_s;
            if (format.isItalic(theme()))
                style += u"font-style:italic;"_s;
            m_html += u"<span style=\""_s + style + u"\">"_s + text + u"</span>"_s;
        }
        m_done = offset + length;
    }

private:
    QString m_line;
    int m_done = 0;
    QString m_html;
};

} // namespace

QString definitionForDomain(const QString &domain)
{
    static const QHash<QString, QString> byDomain = {
        {u"python"_s, u"Python"_s},
        {u"pytorch"_s, u"Python"_s},
        {u"pip"_s, u"Python"_s},
        {u"cuda"_s, u"Python"_s},
        {u"node"_s, u"JavaScript"_s},
        {u"react"_s, u"JavaScript"_s},
        {u"nextjs"_s, u"JavaScript"_s},
        {u"typescript"_s, u"TypeScript"_s},
        {u"rust"_s, u"Rust"_s},
        {u"go"_s, u"Go"_s},
        {u"docker"_s, u"Bash"_s},
        {u"git"_s, u"Bash"_s},
        {u"kubernetes"_s, u"Bash"_s},
        {u"aws"_s, u"Bash"_s},
        {u"terraform"_s, u"Bash"_s},
    };
    return byDomain.value(domain.toLower());
}

QString toHtml(const QString &code, const QString &definition, const QPalette &palette)
{
    const KSyntaxHighlighting::Definition def = repository().definitionForName(definition);
    QString body;
    if (def.isValid()) {
        HtmlWriter writer;
        writer.setDefinition(def);
        writer.setTheme(repository().themeForPalette(palette));
        body = writer.highlight(code);
    } else {
        body = code.toHtmlEscaped();
    }
    // Wrapping, unlike <pre>: in a two-column table an unbreakable block would crush the other column.
    return u"<p style=\"font-family:monospace;white-space:pre-wrap\">"_s + body + u"</p>"_s;
}

} // namespace Faultline::CodeHighlighter
