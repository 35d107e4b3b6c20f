// SPDX-License-Identifier: MIT
#include "textutil.h"

#include <QLocale>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace Faultline::TextUtil {

std::pair<int, int> lineAndColumn(QByteArrayView bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (bytes[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return {line, int(offset - lineStart) + 1};
}

qsizetype firstInvalidUtf8(QByteArrayView bytes)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // Sixteen, then eight bytes at a time while they are ASCII without NUL: nearly all of a log.
#if defined(__SSE2__)
        while (i + 16 <= n) {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i));
            const __m128i nul = _mm_cmpeq_epi8(chunk, _mm_setzero_si128());
            if (_mm_movemask_epi8(_mm_or_si128(chunk, nul)) != 0)
                break;
            i += 16;
        }
#endif
        constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
        while (i + 8 <= n) {
            std::uint64_t word;
            std::memcpy(&word, s + i, sizeof word);
            if ((word & highs) != 0 || ((word - ones) & ~word & highs) != 0)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        const unsigned char c = s[i];
        if (c >= 0x01 && c < 0x80) {
            ++i;
            continue;
        }
        int len;
        char32_t cp;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            cp = c & 0x07;
        } else {
            return i; // NUL, stray continuation byte, or an impossible lead byte
        }
        if (i + len > n)
            return i;
        for (int k = 1; k < len; ++k) {
            if ((s[i + k] & 0xC0) != 0x80)
                return i;
            cp = (cp << 6) | (s[i + k] & 0x3F);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF))
            || (cp >= 0xD800 && cp <= 0xDFFF))
            return i;
        i += len;
    }
    return -1;
}

bool looksBinary(QByteArrayView bytes)
{
    const QByteArrayView head = bytes.first(std::min<qsizetype>(bytes.size(), 8192));
    if (head.contains('\0'))
        return true;
    qsizetype control = 0;
    for (char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        control += c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f';
    }
    return control * 10 > head.size();
}

qsizetype firstNonSpace(QByteArrayView bytes)
{
    qsizetype i = 0;
    while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\n' || bytes[i] == '\r'))
        ++i;
    return i;
}

int lineOfJsonKey(QByteArrayView json, const QString &key)
{
    const QByteArray needle = '"' + key.toUtf8() + '"';
    qsizetype from = 0;
    while (true) {
        const qsizetype at = json.indexOf(needle, from);
        if (at < 0)
            return 0;
        qsizetype j = at + needle.size();
        while (j < json.size() && (json[j] == ' ' || json[j] == '\t' || json[j] == '\r' || json[j] == '\n'))
            ++j;
        if (j < json.size() && json[j] == ':')
            return lineAndColumn(json, at).first;
        from = at + 1;
    }
}

std::size_t findLast(std::string_view text, char c, std::size_t pos)
{
    if (text.empty())
        return std::string_view::npos;
    const std::size_t length = std::min(pos, text.size() - 1) + 1;
#if defined(__GLIBC__)
    const void *found = memrchr(text.data(), c, length);
    return found ? std::size_t(static_cast<const char *>(found) - text.data()) : std::string_view::npos;
#else
    return text.rfind(c, length - 1);
#endif
}

std::size_t startOfLineBefore(std::string_view text, std::size_t lineStart)
{
    const std::size_t end = lineStart - 1; // the newline ending the line before
    return end == 0 ? 0 : findLast(text, '\n', end - 1) + 1; // npos + 1 is 0
}

std::string_view lineBefore(std::string_view text, std::size_t lineStart)
{
    if (lineStart == 0)
        return {};
    const std::size_t from = startOfLineBefore(text, lineStart);
    std::string_view line = text.substr(from, lineStart - 1 - from);
    while (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    return line;
}

std::string_view withoutTrailingSpace(std::string_view text)
{
    while (!text.empty() && (text.back() == ' ' || text.back() == '\r' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

QString percent(double rate)
{
    return QLocale().toString(rate * 100.0, 'f', 0) + QLocale().percent();
}

} // namespace Faultline::TextUtil
