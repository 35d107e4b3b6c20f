// SPDX-License-Identifier: MIT
#include "ansitext.h"

#include <algorithm>
#include <cstring>
#include <string_view>
#include <vector>

namespace Faultline::AnsiText {

namespace {

template<typename Ch>
char32_t code(Ch c)
{
    return char32_t(std::make_unsigned_t<Ch>(c));
}

bool isParameter(char32_t c)
{
    return c >= 0x30 && c <= 0x3f;
}
bool isIntermediate(char32_t c)
{
    return c >= 0x20 && c <= 0x2f;
}

const char *findEscape(const char *p, const char *end)
{
    const void *at = std::memchr(p, escape, std::size_t(end - p));
    return at ? static_cast<const char *>(at) : end;
}
const char16_t *findEscape(const char16_t *p, const char16_t *end)
{
    return std::find(p, end, escape);
}

/// The end of the sequence that starts with the ESC at \a esc; \a sgr is given the parameters
/// of an SGR sequence.
template<typename Ch, typename Sgr>
const Ch *sequenceEnd(const Ch *esc, const Ch *end, Sgr &&sgr)
{
    const Ch *p = esc + 1;
    if (p == end)
        return p;
    const char32_t kind = code(*p);
    if (kind == '[') {
        const Ch *parameters = ++p;
        while (p < end && isParameter(code(*p)))
            ++p;
        const Ch *parametersEnd = p;
        while (p < end && isIntermediate(code(*p)))
            ++p;
        if (p < end && code(*p) >= 0x40 && code(*p) <= 0x7e) {
            if (code(*p) == 'm' && p == parametersEnd)
                sgr(parameters, parametersEnd);
            return p + 1;
        }
        return p; // cut short by a byte a CSI may not hold: that byte is text again
    }
    if (kind == ']' || kind == 'P' || kind == 'X' || kind == '^' || kind == '_') {
        // A string (a window title, a hyperlink's target), ended by BEL or ST (ESC \). Another
        // ESC ends it too and starts the next sequence, as terminals do.
        for (const Ch *q = p + 1; q < end && code(*q) != '\n'; ++q) {
            if (code(*q) == 0x07)
                return q + 1;
            if (code(*q) == escape)
                return q + 1 < end && code(q[1]) == '\\' ? q + 2 : q;
        }
        return p + 1; // never ended on its line: only the introducer goes, its text stays
    }
    while (p < end && isIntermediate(code(*p)))
        ++p;
    if (p < end && code(*p) >= 0x30 && code(*p) <= 0x7e)
        return p + 1; // ESC ( B, ESC 7, ESC c …
    return p; // a lone ESC
}

/// Calls \a visible(from, to) for each stretch of text between sequences and \a sgr(from, to)
/// for each SGR sequence's parameters, in text order.
template<typename Ch, typename Visible, typename Sgr>
void scan(const Ch *p, const Ch *end, Visible &&visible, Sgr &&sgr)
{
    while (p < end) {
        const Ch *esc = findEscape(p, end);
        if (esc > p)
            visible(p, esc);
        if (esc == end)
            return;
        p = sequenceEnd(esc, end, sgr);
    }
}

/// SGR parameters: groups split by ';', each with its sub-parameters split by ':'; an empty
/// number reads as 0.
std::vector<std::vector<int>> sgrGroups(const char16_t *p, const char16_t *end)
{
    std::vector<std::vector<int>> groups(1, std::vector<int>(1, 0));
    for (; p < end; ++p) {
        const char16_t c = *p;
        if (c == ';')
            groups.push_back({0});
        else if (c == ':')
            groups.back().push_back(0);
        else if (c >= '0' && c <= '9')
            groups.back().back() = std::min(groups.back().back() * 10 + (c - '0'), 1 << 20);
        // Anything else (<, =, >, ?) marks a private sequence, whose numbers mean nothing here.
    }
    return groups;
}

/// An extended colour (38 or 48) from \a args: "5;N" or "2;R;G;B", as the rest of its group
/// (colon form, maybe with a colour space id before R) or as the groups after it (semicolon
/// form, whose use is counted in \a used).
Colour extendedColour(const std::vector<int> &args, std::size_t *used)
{
    if (args.empty())
        return {};
    if (args[0] == 5 && args.size() >= 2) {
        *used = 2;
        return {Colour::Kind::Indexed, quint32(std::clamp(args[1], 0, 255))};
    }
    if (args[0] == 2 && args.size() >= 4) {
        const std::size_t at = args.size() >= 5 ? args.size() - 3 : 1;
        *used = at + 3;
        auto channel = [&](std::size_t i) { return quint32(std::clamp(args[at + i], 0, 255)); };
        return {Colour::Kind::Rgb, channel(0) << 16 | channel(1) << 8 | channel(2)};
    }
    *used = 1;
    return {};
}

void applySgr(const char16_t *from, const char16_t *to, Style &style)
{
    const std::vector<std::vector<int>> groups = sgrGroups(from, to);
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const std::vector<int> &g = groups[i];
        const int n = g[0];
        if (n == 38 || n == 48) {
            Colour colour;
            if (g.size() > 1) { // 38:5:N, 38:2:R:G:B, 38:2:CS:R:G:B
                std::size_t used = 0;
                colour = extendedColour(std::vector<int>(g.begin() + 1, g.end()), &used);
            } else { // 38;5;N, 38;2;R;G;B
                std::vector<int> rest;
                for (std::size_t j = i + 1; j < groups.size() && rest.size() < 4; ++j)
                    rest.push_back(groups[j][0]);
                std::size_t used = 0;
                colour = extendedColour(rest, &used);
                i += used;
            }
            (n == 38 ? style.foreground : style.background) = colour;
            continue;
        }
        if (n == 0)
            style = Style();
        else if (n == 1)
            style.bold = true;
        else if (n == 2)
            style.faint = true;
        else if (n == 3)
            style.italic = true;
        else if (n == 4)
            style.underline = g.size() < 2 || g[1] != 0; // 4:0 is "no underline"
        else if (n == 7)
            style.inverse = true;
        else if (n == 9)
            style.strikeOut = true;
        else if (n == 21)
            style.underline = true; // double underline
        else if (n == 22)
            style.bold = style.faint = false;
        else if (n == 23)
            style.italic = false;
        else if (n == 24)
            style.underline = false;
        else if (n == 27)
            style.inverse = false;
        else if (n == 29)
            style.strikeOut = false;
        else if (n >= 30 && n <= 37)
            style.foreground = {Colour::Kind::Indexed, quint32(n - 30)};
        else if (n == 39)
            style.foreground = {};
        else if (n >= 40 && n <= 47)
            style.background = {Colour::Kind::Indexed, quint32(n - 40)};
        else if (n == 49)
            style.background = {};
        else if (n >= 90 && n <= 97)
            style.foreground = {Colour::Kind::Indexed, quint32(n - 90 + 8)};
        else if (n >= 100 && n <= 107)
            style.background = {Colour::Kind::Indexed, quint32(n - 100 + 8)};
    }
}

} // namespace

namespace {

/// Whether \a p, at a '[', starts a colour code that lost its ESC: digits and ';', then "m", not
/// followed by ']' or 's'; its end in \a codeEnd.
template<typename Ch>
bool lostColourCode(const Ch *begin, const Ch *p, const Ch *end, const Ch **codeEnd)
{
    if (p > begin && code(p[-1]) == escape)
        return false;
    const Ch *q = p + 1;
    while (q < end && q - p <= 16 && ((code(*q) >= '0' && code(*q) <= '9') || code(*q) == ';'))
        ++q;
    if (q == p + 1 || q >= end || code(*q) != 'm')
        return false;
    if (q + 1 < end && (code(q[1]) == ']' || code(q[1]) == 's'))
        return false;
    *codeEnd = q + 1;
    return true;
}

/// Whether [\a begin, \a end) holds a reset that lost its ESC: "[0m" with no ESC before it.
template<typename Ch>
bool holdsLostReset(const Ch *begin, const Ch *end)
{
    static constexpr Ch reset[] = {'[', '0', 'm'};
    const std::basic_string_view<Ch> text(begin, std::size_t(end - begin));
    const std::basic_string_view<Ch> needle(reset, 3);
    for (std::size_t at = text.find(needle); at != text.npos; at = text.find(needle, at + 1)) {
        if (at == 0 || code(text[at - 1]) != escape)
            return true;
    }
    return false;
}

/// restoreLostEscapes() for a line [\a begin, \a end), appended through \a append(from, to) and
/// \a appendEscape().
template<typename Ch, typename Append, typename AppendEscape>
void restoreLine(const Ch *begin, const Ch *end, Append &&append, AppendEscape &&appendEscape)
{
    if (!holdsLostReset(begin, end)) {
        append(begin, end);
        return;
    }
    const Ch *from = begin;
    for (const Ch *p = begin; p < end; ++p) {
        const Ch *codeEnd = nullptr;
        if (code(*p) != '[' || !lostColourCode(begin, p, end, &codeEnd))
            continue;
        append(from, p);
        appendEscape();
        append(p, codeEnd);
        from = codeEnd;
        p = codeEnd - 1;
    }
    append(from, end);
}

} // namespace

bool hasLostEscapes(std::string_view text, std::size_t window)
{
    const std::string_view head = text.substr(0, window);
    return holdsLostReset(head.data(), head.data() + head.size());
}

bool hasLostEscapes(QStringView line)
{
    const auto *begin = reinterpret_cast<const char16_t *>(line.utf16());
    return holdsLostReset(begin, begin + line.size());
}

void restoreLostEscapes(std::string_view text, std::string &out)
{
    out.clear();
    out.reserve(text.size() + text.size() / 16);
    const char *p = text.data();
    const char *end = p + text.size();
    while (p < end) {
        const void *newline = std::memchr(p, '\n', std::size_t(end - p));
        const char *lineEnd = newline ? static_cast<const char *>(newline) + 1 : end;
        restoreLine(
            p, lineEnd, [&](const char *from, const char *to) { out.append(from, to); },
            [&] { out.push_back(char(escape)); });
        p = lineEnd;
    }
}

QString restoreLostEscapes(QStringView line)
{
    const auto *begin = reinterpret_cast<const char16_t *>(line.utf16());
    QString out;
    out.reserve(line.size() + line.size() / 16);
    restoreLine(
        begin, begin + line.size(),
        [&](const char16_t *from, const char16_t *to) { out.append(QStringView(from, to)); },
        [&] { out.append(QChar(escape)); });
    return out;
}

void strip(std::string_view text, std::string &out)
{
    out.clear();
    out.reserve(text.size());
    scan(
        text.data(), text.data() + text.size(),
        [&](const char *from, const char *to) { out.append(from, to); }, [](const char *, const char *) {});
}

QString strip(QStringView text)
{
    const auto *begin = reinterpret_cast<const char16_t *>(text.utf16());
    QString out;
    out.reserve(text.size());
    scan(
        begin, begin + text.size(),
        [&](const char16_t *from, const char16_t *to) { out.append(QStringView(from, to)); },
        [](const char16_t *, const char16_t *) {});
    return out;
}

Styled parse(QStringView line)
{
    const auto *begin = reinterpret_cast<const char16_t *>(line.utf16());
    Styled styled;
    styled.text.reserve(line.size());
    Style style;
    scan(
        begin, begin + line.size(),
        [&](const char16_t *from, const char16_t *to) {
            const int start = int(styled.text.size());
            styled.text.append(QStringView(from, to));
            if (style.isPlain())
                return;
            const int length = int(to - from);
            if (!styled.runs.isEmpty() && styled.runs.back().style == style
                && styled.runs.back().start + styled.runs.back().length == start)
                styled.runs.back().length += length;
            else
                styled.runs.append({start, length, style});
        },
        [&](const char16_t *from, const char16_t *to) { applySgr(from, to, style); });
    return styled;
}

} // namespace Faultline::AnsiText
