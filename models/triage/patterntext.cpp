// SPDX-License-Identifier: MIT
#include "patterntext.h"

#include "errorslug.h"
#include "failurephrase.h"

#include <algorithm>
#include <cctype>

namespace Faultline {

PatternText::PatternText(const Record &record)
{
    // The signature is converted to UTF-8 once, for its words and its error names.
    const QByteArray signatureText = record.signature().toUtf8();
    const std::string_view signatureView(signatureText.constData(), std::size_t(signatureText.size()));
    m_signature = TextSimilarity::tokens(signatureView);
    m_errorNames = TextSimilarity::namedErrors(signatureView);
    m_failureKinds = FailurePhrase::kindsIn(signatureView);
    m_fullErrorNames = TextSimilarity::namedErrors(signatureView, TextSimilarity::Suffix::Keep);
    readRegex(record.regex().toStdString());
    readContextWords(record, signatureView);
    m_builtIn = record.isBuiltIn();
}

void PatternText::readContextWords(const Record &record, std::string_view signature)
{
    const QString slug = errorSlug(record.id()); // "aws-kinesis-throughput-exceeded"
    if (slug.isEmpty())
        return;
    std::string said(signature);
    for (const std::string &literal : m_literals)
        said += ' ' + literal;
    for (char &c : said)
        c = TextSimilarity::asciiLower(c);
    const std::string domain = record.domain().toLower().toStdString();
    std::string word;
    bool plain = true; // ASCII letters and digits only
    for (char c : slug.toLower().toStdString() + '-') {
        if (c == '-' || c == '_' || c == '.') {
            if (plain && qsizetype(word.size()) >= minContextWord && word != domain
                && said.find(word) == std::string::npos)
                m_contextWords.push_back(word);
            word.clear();
            plain = true;
        } else {
            plain = plain && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
            word += c;
        }
    }
}

namespace {

/// Whether \a text names an exception or error class in camel case ("JSONDecodeError",
/// "NullPointerException"): a name a program spells one way, which the same letters in another
/// case ("JsonDecodeError", a PureScript type) do not name. Words such as "NaN", "WebSocket" or
/// "MySQL" are written freely and are not asked for in their case.
bool isErrorClassName(std::string_view text)
{
    if (!text.ends_with("Error") && !text.ends_with("Exception"))
        return false;
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    bool inner = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (!lower(c) && !upper(c) && !(c >= '0' && c <= '9') && c != '_')
            return false;
        inner = inner || (i > 0 && lower(text[i - 1]) && upper(c));
    }
    return inner;
}

} // namespace

bool PatternText::beginsAnotherInstance(std::string_view lowerLine) const
{
    // Long enough to be one message's own words, not a phrase many messages share.
    constexpr std::size_t minShared = 24;
    auto isWordByte = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    for (const std::string &literal : m_literals) {
        if (literal.size() < minShared + 4)
            continue;
        const std::string_view head
            = std::string_view(literal).substr(0, std::max(minShared, literal.size() * 3 / 5));
        for (std::size_t at = lowerLine.find(head); at != std::string_view::npos;
            at = lowerLine.find(head, at + 1)) {
            // Where the line leaves the piece, a word of its own in the piece's word's place
            // ("surefire" for "compiler"); a line that ends there, or goes on in other punctuation,
            // is the same message cut short or worded a little otherwise.
            const std::string_view rest = lowerLine.substr(at);
            const std::size_t same
                = std::size_t(std::ranges::mismatch(rest, std::string_view(literal)).in1 - rest.begin());
            if (same < literal.size() && same < rest.size() && isWordByte(rest[same])
                && isWordByte(literal[same]))
                return true;
        }
    }
    return false;
}

void PatternText::readRegex(std::string_view regex)
{
    std::string piece, asWritten;
    auto end = [&] {
        // A literal that several alternatives share (`log.*open|log.*rotation`) is one piece of
        // text: a match spells it out once.
        const auto known = std::find(m_literals.begin(), m_literals.end(), piece);
        if (piece.size() >= 2 && known == m_literals.end()) {
            m_literalBytes += piece.size();
            m_literals.push_back(piece);
            m_exactCase.push_back(isErrorClassName(asWritten) ? asWritten : std::string());
        } else if (piece.size() >= 2 && m_exactCase[std::size_t(known - m_literals.begin())] != asWritten) {
            // Spelt in two cases by the regex itself (`Loss.*NaN|loss.*nan`): either is its text.
            m_exactCase[std::size_t(known - m_literals.begin())].clear();
        }
        piece.clear();
        asWritten.clear();
    };
    for (std::size_t i = 0; i < regex.size(); ++i) {
        const char c = regex[i];
        if (c == '\\' && i + 1 < regex.size()) {
            const char e = regex[++i];
            if (std::isalnum(static_cast<unsigned char>(e))) {
                m_plain = false;
                end(); // \d, \b, \x41 …: not literal text
            } else {
                piece += e;
                asWritten += e;
            }
        } else if (c == '[') { // a class: skipped whole
            m_plain = false;
            end();
            std::size_t j = i + 1;
            if (j < regex.size() && regex[j] == '^')
                ++j;
            if (j < regex.size() && regex[j] == ']')
                ++j;
            while (j < regex.size() && regex[j] != ']')
                j += regex[j] == '\\' ? 2 : 1;
            i = j;
        } else if (c == '?' || c == '*' || c == '{') { // the character before may be missing
            m_plain = false;
            if (!piece.empty()) {
                piece.pop_back();
                asWritten.pop_back();
            }
            end();
            if (c == '{')
                i = std::min(regex.find('}', i), regex.size());
        } else if (c == '(' && i + 1 < regex.size() && regex[i + 1] == '?') { // (?: (?i) …
            m_plain = false;
            end();
            while (i < regex.size() && regex[i] != ':' && regex[i] != ')')
                ++i;
        } else if (c == '|') {
            end();
        } else if (c == '.' || c == '+' || c == '(' || c == ')' || c == '^' || c == '$') {
            m_plain = false;
            end();
        } else {
            piece += TextSimilarity::asciiLower(c);
            asWritten += c;
        }
    }
    end();
}

namespace {

void writeStrings(QDataStream &out, const std::vector<std::string> &strings)
{
    out << quint32(strings.size());
    for (const std::string &s : strings) {
        out << quint32(s.size());
        out.writeRawData(s.data(), int(s.size()));
    }
}

bool readStrings(StreamReader &in, std::vector<std::string> &strings)
{
    const quint32 count = in.readCount(4);
    strings.resize(count);
    for (std::string &s : strings) {
        quint32 size = 0;
        in >> size;
        const QByteArrayView bytes = in.readRaw(size);
        s.assign(bytes.data(), std::size_t(bytes.size()));
    }
    return in.status() == QDataStream::Ok;
}

} // namespace

void PatternText::write(QDataStream &out) const
{
    out << quint32(m_signature.size());
    for (std::uint64_t token : m_signature)
        out << quint64(token);
    writeStrings(out, m_errorNames);
    writeStrings(out, m_fullErrorNames);
    writeStrings(out, m_contextWords);
    writeStrings(out, m_literals);
    writeStrings(out, m_exactCase);
    out << quint32(m_failureKinds) << quint64(m_literalBytes) << m_plain << m_builtIn;
}

std::optional<PatternText> PatternText::read(StreamReader &in)
{
    PatternText text;
    text.m_signature.resize(in.readCount(8));
    for (std::uint64_t &token : text.m_signature) {
        quint64 t = 0;
        in >> t;
        token = t;
    }
    quint32 kinds = 0;
    quint64 literalBytes = 0;
    if (!readStrings(in, text.m_errorNames) || !readStrings(in, text.m_fullErrorNames)
        || !readStrings(in, text.m_contextWords) || !readStrings(in, text.m_literals)
        || !readStrings(in, text.m_exactCase))
        return std::nullopt;
    in >> kinds >> literalBytes >> text.m_plain >> text.m_builtIn;
    // One spelling per literal, as the constructor keeps them.
    if (in.status() != QDataStream::Ok || text.m_exactCase.size() != text.m_literals.size())
        return std::nullopt;
    text.m_failureKinds = kinds;
    text.m_literalBytes = std::size_t(literalBytes);
    return text;
}

} // namespace Faultline
