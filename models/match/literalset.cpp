// SPDX-License-Identifier: MIT
#include "literalset.h"

#include "cachefile.h"
#include "textutil.h"

#include <QtEndian>

#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <limits>
#include <new>

namespace Faultline {

namespace {

/// The literals' trie, sparse, over byte classes: built first, then made a full DFA.
struct Trie
{
    std::vector<std::vector<std::pair<std::uint8_t, std::uint32_t>>> children {
        1}; // per state: (class, child)
    std::vector<std::vector<std::uint32_t>> ends {1}; // per state: the literals ending there

    /// The child of \a state by class \a c, made when there is none.
    std::uint32_t follow(std::uint32_t state, std::uint8_t c)
    {
        auto &edges = children[state];
        const auto edge
            = std::find_if(edges.begin(), edges.end(), [c](const auto &e) { return e.first == c; });
        if (edge != edges.end())
            return edge->second;
        const auto child = std::uint32_t(children.size());
        edges.push_back({c, child});
        children.emplace_back(); // invalidates edges
        ends.emplace_back();
        return child;
    }
};

constexpr std::size_t lanes = 4;

/// Where each of the lanes scan() runs starts: at the line start after each quarter of \a text
/// (or its end). One more entry: the end of \a text.
void splitIntoLanes(std::string_view text, const std::uint8_t *(&laneBegin)[lanes + 1])
{
    const auto *begin = reinterpret_cast<const std::uint8_t *>(text.data());
    laneBegin[0] = begin;
    laneBegin[lanes] = begin + text.size();
    for (std::size_t k = 1; k < lanes; ++k) {
        const std::size_t from = std::max<std::size_t>(text.size() * k / lanes, laneBegin[k - 1] - begin);
        const std::size_t newline = text.find('\n', from);
        laneBegin[k] = newline == std::string_view::npos ? laneBegin[lanes] : begin + newline + 1;
    }
}

/// Divides states kept multiplied by the class count exactly, as a multiple, by an odd factor's
/// inverse modulo 2^32 and a shift: a division per occurrence cost as much again as the scan.
class StateDivisor
{
public:
    explicit StateDivisor(std::uint32_t classes)
        : m_twos(std::countr_zero(classes)), m_inverse(classes >> m_twos)
    {
        const std::uint32_t odd = m_inverse;
        for (int step = 0; step < 5; ++step) // Newton's iteration: each step doubles the correct low bits
            m_inverse *= 2 - odd * m_inverse;
    }
    std::uint32_t operator()(std::uint32_t multiple) const { return (multiple >> m_twos) * m_inverse; }

private:
    int m_twos;
    std::uint32_t m_inverse;
};

/// Appends numbers to bytes as toBytes() writes them: little-endian.
class Writer
{
public:
    explicit Writer(QByteArray &bytes) : m_bytes(bytes) { }
    template<typename T>
    void put(T value)
    {
        const T little = qToLittleEndian(value);
        m_bytes.append(reinterpret_cast<const char *>(&little), sizeof little);
    }
    void put(const std::vector<std::uint32_t> &values)
    {
        put(std::uint32_t(values.size()));
        if (values.empty())
            return; // data() may be null, which the copy must not be given
        const qsizetype at = m_bytes.size();
        m_bytes.resize(at + qsizetype(values.size() * 4));
        qToLittleEndian<std::uint32_t>(values.data(), qsizetype(values.size()), m_bytes.data() + at);
    }

private:
    QByteArray &m_bytes;
};

/// Reads what Writer wrote, never past the end: a read that would fails, as do all after it.
class Reader
{
public:
    explicit Reader(QByteArrayView bytes) : m_at(bytes.data()), m_end(bytes.data() + bytes.size()) { }
    template<typename T>
    bool take(T &value)
    {
        if (!m_ok || std::size_t(m_end - m_at) < sizeof value)
            return m_ok = false;
        value = qFromLittleEndian<T>(m_at);
        m_at += sizeof value;
        return true;
    }
    /// A vector of at most \a limit numbers.
    bool take(std::vector<std::uint32_t> &values, std::size_t limit)
    {
        std::uint32_t size = 0;
        if (!take(size) || size > limit || std::size_t(m_end - m_at) / 4 < size)
            return m_ok = false;
        values.resize(size);
        if (size) // data() may be null otherwise, which the copy must not be given
            qFromLittleEndian<std::uint32_t>(m_at, size, values.data());
        m_at += std::size_t(size) * 4;
        return true;
    }
    bool take(std::uint8_t (&bytes)[256])
    {
        if (!m_ok || std::size_t(m_end - m_at) < sizeof bytes)
            return m_ok = false;
        std::memcpy(bytes, m_at, sizeof bytes);
        m_at += sizeof bytes;
        return true;
    }
    bool atEnd() const { return m_ok && m_at == m_end; }
    std::size_t left() const { return std::size_t(m_end - m_at); }

private:
    const char *m_at;
    const char *m_end;
    bool m_ok = true;
};

} // namespace

LiteralSet::LiteralSet(const std::vector<std::string> &literals)
    : m_key(keyOf(literals)), m_literalCount(std::uint32_t(literals.size()))
{
    assignClasses(literals);
    Trie trie;
    // The classes a byte of a literal stands for.
    std::vector<std::uint8_t> any, nonAscii;
    for (std::uint32_t c = 0; c < m_classCount; ++c)
        any.push_back(std::uint8_t(c));
    for (int byte = 0x80; byte <= 0xFF; ++byte)
        nonAscii.push_back(m_class[byte]);
    std::sort(nonAscii.begin(), nonAscii.end());
    nonAscii.erase(std::unique(nonAscii.begin(), nonAscii.end()), nonAscii.end());
    for (std::uint32_t id = 0; id < literals.size(); ++id) {
        // The states the literal has reached: more than one after a wildcard.
        std::vector<std::uint32_t> states {0}, nextStates;
        for (unsigned char byte : literals[id]) {
            nextStates.clear();
            for (std::uint32_t state : states) {
                if (byte == wildcard || byte == anyNonAscii) {
                    for (std::uint8_t c : byte == wildcard ? any : nonAscii)
                        nextStates.push_back(trie.follow(state, c));
                } else {
                    nextStates.push_back(trie.follow(state, m_class[byte]));
                }
            }
            std::swap(states, nextStates);
        }
        for (std::uint32_t state : states)
            trie.ends[state].push_back(id);
    }
    buildTransitions(trie.children, trie.ends);

    m_outputStart.reserve(trie.ends.size() + 1);
    for (const auto &stateEnds : trie.ends) {
        m_outputStart.push_back(std::uint32_t(m_outputs.size()));
        m_outputs.insert(m_outputs.end(), stateEnds.begin(), stateEnds.end());
    }
    m_outputStart.push_back(std::uint32_t(m_outputs.size()));
}

void LiteralSet::assignClasses(const std::vector<std::string> &literals)
{
    // Class 0 is every byte no literal uses; upper and lower case share a class.
    for (const std::string &literal : literals) {
        for (unsigned char byte : literal) {
            if (byte == wildcard || byte == anyNonAscii)
                continue;
            const std::uint8_t folded = TextUtil::asciiLower(byte);
            if (m_class[folded] == 0)
                m_class[folded] = std::uint8_t(m_classCount++);
        }
    }
    for (int upper = 'A'; upper <= 'Z'; ++upper)
        m_class[upper] = m_class[TextUtil::asciiLower(std::uint8_t(upper))];
    // The bytes outside ASCII that no literal names share a class, when some literal needs them.
    const bool needsNonAscii = std::any_of(literals.begin(), literals.end(),
        [](const std::string &literal) { return literal.find(char(anyNonAscii)) != std::string::npos; });
    if (needsNonAscii) {
        const auto shared = std::uint8_t(m_classCount++);
        for (int byte = 0x80; byte <= 0xFF; ++byte) {
            if (m_class[byte] == 0)
                m_class[byte] = shared;
        }
    }
}

void LiteralSet::buildTransitions(
    const std::vector<std::vector<std::pair<std::uint8_t, std::uint32_t>>> &children,
    std::vector<std::vector<std::uint32_t>> &ends)
{
    // Breadth first, so a state's failure link is done before it: its row of the full DFA is its
    // failure's row with its own edges put in, and its outputs include its failure's (a shorter
    // literal that ends at the same place). An entry is flagged when its target has outputs.
    const std::uint32_t classes = m_classCount;
    const std::size_t stateCount = ends.size();
    m_next.resize(stateCount * classes); // uninitialised: the first row is zeroed, the others copied
    std::fill_n(m_next.begin(), classes, 0);
    std::vector<std::uint32_t> failure(stateCount, 0);
    std::vector<bool> hasOutput(stateCount, false);
    auto entry = [&](std::uint32_t target) { return target * classes | (hasOutput[target] ? hitFlag : 0); };
    std::deque<std::uint32_t> queue;
    for (const auto &[c, child] : children[0]) {
        hasOutput[child] = !ends[child].empty();
        m_next[c] = entry(child);
        queue.push_back(child);
    }
    while (!queue.empty()) {
        const std::uint32_t state = queue.front();
        queue.pop_front();
        const std::uint32_t fail = failure[state];
        const auto &inherited = ends[fail];
        ends[state].insert(ends[state].end(), inherited.begin(), inherited.end());
        std::uint32_t *row = m_next.data() + std::size_t(state) * classes;
        const std::uint32_t *failRow = m_next.data() + std::size_t(fail) * classes;
        std::copy(failRow, failRow + classes, row);
        for (const auto &[c, child] : children[state]) {
            failure[child] = (failRow[c] & ~hitFlag) / classes;
            hasOutput[child] = !ends[child].empty() || hasOutput[failure[child]];
            row[c] = entry(child);
            queue.push_back(child);
        }
    }
}

void LiteralSet::scan(std::string_view text, std::vector<Occurrence> &out) const
{
    // Each byte's step waits for the one before: one stream of text runs at the latency of a
    // table load. Four streams, from four line starts, overlap their loads. A literal found across
    // a line end is of no use to callers, so none is lost where a stream starts afresh.
    const std::uint8_t *laneBegin[lanes + 1];
    splitIntoLanes(text, laneBegin);
    std::size_t common = std::numeric_limits<std::size_t>::max();
    for (std::size_t k = 0; k < lanes; ++k)
        common = std::min<std::size_t>(common, laneBegin[k + 1] - laneBegin[k]);

    // Every step writes (state, offset in the lane) to its lane's list and moves on by one entry
    // only when the state ends a literal: a branch there, taken at some 7 % of the bytes of a log,
    // was mispredicted often enough to cost a third of the scan. Room for a chunk of steps is
    // made before each chunk. The four lanes' steps stay in one loop: that is the point.
    thread_local std::vector<std::uint64_t> found[lanes];
    std::size_t count[lanes] = {};
    constexpr std::size_t chunk = 16 << 10;
    const std::uint32_t *const next = m_next.data();
    const std::uint8_t *const classOf = m_class;
    std::uint32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (std::size_t from = 0; from < common; from += chunk) {
        const std::size_t to = std::min(common, from + chunk);
        for (std::size_t k = 0; k < lanes; ++k) {
            if (found[k].size() < count[k] + (to - from))
                found[k].resize(count[k] + (to - from));
        }
        std::uint64_t *o0 = found[0].data() + count[0], *o1 = found[1].data() + count[1],
                      *o2 = found[2].data() + count[2], *o3 = found[3].data() + count[3];
        const std::uint8_t *const b0 = laneBegin[0], *const b1 = laneBegin[1], *const b2 = laneBegin[2],
                                  *const b3 = laneBegin[3];
        for (std::size_t i = from; i < to; ++i) {
            s0 = next[s0 + classOf[b0[i]]];
            s1 = next[s1 + classOf[b1[i]]];
            s2 = next[s2 + classOf[b2[i]]];
            s3 = next[s3 + classOf[b3[i]]];
            *o0 = std::uint64_t(s0) << 32 | i;
            *o1 = std::uint64_t(s1) << 32 | i;
            *o2 = std::uint64_t(s2) << 32 | i;
            *o3 = std::uint64_t(s3) << 32 | i;
            o0 += s0 >> 31;
            o1 += s1 >> 31;
            o2 += s2 >> 31;
            o3 += s3 >> 31;
            s0 &= ~hitFlag;
            s1 &= ~hitFlag;
            s2 &= ~hitFlag;
            s3 &= ~hitFlag;
        }
        count[0] = std::size_t(o0 - found[0].data());
        count[1] = std::size_t(o1 - found[1].data());
        count[2] = std::size_t(o2 - found[2].data());
        count[3] = std::size_t(o3 - found[3].data());
    }
    // The rest of the longer lanes, one at a time, then every lane's finds in text order.
    const std::uint32_t states[lanes] = {s0, s1, s2, s3};
    const StateDivisor stateNumber(m_classCount);
    for (std::size_t k = 0; k < lanes; ++k) {
        scanRest(laneBegin[k], common, std::size_t(laneBegin[k + 1] - laneBegin[k]), states[k], found[k],
            count[k]);
        const auto laneOffset = std::uint32_t(laneBegin[k] - laneBegin[0]);
        for (std::size_t j = 0; j < count[k]; ++j) {
            const std::uint64_t entry = found[k][j];
            const std::uint32_t state = std::uint32_t(entry >> 32) & ~hitFlag;
            out.push_back({laneOffset + std::uint32_t(entry) + 1, stateNumber(state)});
        }
    }
}

void LiteralSet::scanRest(const std::uint8_t *lane, std::size_t from, std::size_t length, std::uint32_t state,
    std::vector<std::uint64_t> &found, std::size_t &count) const
{
    constexpr std::size_t room = 16 << 10; // entries made at a time
    for (std::size_t i = from; i < length; ++i) {
        state = m_next[state + m_class[lane[i]]];
        if (state & hitFlag) {
            if (found.size() == count)
                found.resize(count + room);
            found[count++] = std::uint64_t(state) << 32 | i;
            state &= ~hitFlag;
        }
    }
}

std::size_t LiteralSet::memoryBytes() const
{
    return sizeof(*this) + (m_next.size() + m_outputStart.size() + m_outputs.size()) * 4;
}

void *LiteralSet::allocateRows(std::size_t bytes)
{
    void *rows = nullptr;
#ifdef MADV_HUGEPAGE
    constexpr std::size_t hugePage = 2 << 20;
    if (bytes >= hugePage) {
        const std::size_t rounded = (bytes + hugePage - 1) / hugePage * hugePage;
        rows = std::aligned_alloc(hugePage, rounded);
        if (rows)
            madvise(rows, rounded, MADV_HUGEPAGE); // a request: ignored where not supported
    } else
#endif
    {
        rows = std::malloc(std::max<std::size_t>(bytes, 1));
    }
    if (!rows)
        throw std::bad_alloc();
    return rows;
}

void LiteralSet::freeRows(void *rows)
{
    std::free(rows);
}

std::uint64_t LiteralSet::keyOf(const std::vector<std::string> &literals)
{
    QByteArray all;
    Writer out(all);
    out.put(std::uint32_t(literals.size()));
    for (const std::string &literal : literals) {
        out.put(std::uint32_t(literal.size()));
        all.append(literal.data(), qsizetype(literal.size()));
    }
    return CacheFile::checksum(all);
}

bool LiteralSet::isFor(const std::vector<std::string> &literals) const
{
    return m_literalCount == literals.size() && m_key == keyOf(literals);
}

// The full rows are some 20 MB for the corpus, and reading them back cost about what building
// them does (mostly the page faults of memory that size). Saved instead: the trie, as each
// state's children in breadth-first order, from which fromBytes() makes the rows again the way
// buildTransitions() does, and the outputs, already merged with the failure states'.
QByteArray LiteralSet::toBytes() const
{
    const std::uint32_t classes = m_classCount;
    const auto states = std::uint32_t(stateCount());
    QByteArray bytes;
    Writer out(bytes);
    out.put(m_key);
    out.put(m_literalCount);
    out.put(classes);
    bytes.append(reinterpret_cast<const char *>(m_class), sizeof m_class);
    out.put(m_outputStart);
    out.put(m_outputs);
    out.put(states);
    // Breadth first, a state's children are the targets of its row not seen before: any other
    // target of the row is no deeper than the state itself.
    std::vector<bool> seen(states, false);
    std::vector<std::uint32_t> queue {0};
    seen[0] = true;
    std::vector<std::pair<std::uint8_t, std::uint32_t>> children;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const std::uint32_t *row = m_next.data() + std::size_t(queue[i]) * classes;
        children.clear();
        for (std::uint32_t c = 0; c < classes; ++c) {
            const std::uint32_t target = (row[c] & ~hitFlag) / classes;
            if (!seen[target]) {
                seen[target] = true;
                children.emplace_back(std::uint8_t(c), target);
                queue.push_back(target);
            }
        }
        out.put(std::uint32_t(children.size()));
        for (const auto &[c, child] : children) {
            out.put(c);
            out.put(child);
        }
    }
    return bytes;
}

std::optional<LiteralSet> LiteralSet::fromBytes(QByteArrayView bytes)
{
    LiteralSet set({}); // of no literals, each table replaced below
    Reader in(bytes);
    std::uint32_t classes = 0, states = 0;
    if (!in.take(set.m_key) || !in.take(set.m_literalCount) || !in.take(classes) || classes == 0
        || classes > 256 || !in.take(set.m_class))
        return std::nullopt;
    set.m_classCount = classes;
    for (std::uint8_t c : set.m_class) {
        if (c >= classes)
            return std::nullopt;
    }
    // Every state but the first is a child, 5 bytes in what follows: a count above that is damage,
    // and is not allocated for. States times classes must leave hitFlag free.
    if (!in.take(set.m_outputStart, in.left() / 4) || set.m_outputStart.size() < 2
        || !in.take(set.m_outputs, in.left() / 4) || !in.take(states)
        || states != set.m_outputStart.size() - 1 || states - 1 > in.left() / 5
        || std::uint64_t(states) * classes >= hitFlag)
        return std::nullopt;
    if (set.m_outputStart.front() != 0 || set.m_outputStart.back() != set.m_outputs.size()
        || !std::is_sorted(set.m_outputStart.begin(), set.m_outputStart.end()))
        return std::nullopt;
    for (std::uint32_t id : set.m_outputs) {
        if (id >= set.m_literalCount)
            return std::nullopt;
    }
    // As buildTransitions(), with the children read: each must be a state not reached before, so
    // that the trie is a tree and every row is made once, after its failure state's.
    set.m_next.resize(std::size_t(states) * classes); // as in buildTransitions()
    std::fill_n(set.m_next.begin(), classes, 0);
    std::vector<std::uint32_t> failure(states, 0), queue {0};
    std::vector<bool> seen(states, false);
    seen[0] = true;
    queue.reserve(states);
    auto entry = [&](std::uint32_t target) {
        return target * classes | (set.m_outputStart[target + 1] > set.m_outputStart[target] ? hitFlag : 0);
    };
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const std::uint32_t state = queue[i];
        std::uint32_t *row = set.m_next.data() + std::size_t(state) * classes;
        const std::uint32_t *failRow = set.m_next.data() + std::size_t(failure[state]) * classes;
        if (state != 0)
            std::copy(failRow, failRow + classes, row);
        std::uint32_t count = 0;
        if (!in.take(count) || count > classes)
            return std::nullopt;
        for (std::uint32_t k = 0; k < count; ++k) {
            std::uint8_t c = 0;
            std::uint32_t child = 0;
            if (!in.take(c) || !in.take(child) || c >= classes || child >= states || seen[child])
                return std::nullopt;
            seen[child] = true;
            failure[child] = state == 0 ? 0 : (failRow[c] & ~hitFlag) / classes;
            row[c] = entry(child);
            queue.push_back(child);
        }
    }
    if (queue.size() != states || !in.atEnd())
        return std::nullopt;
    return set;
}

} // namespace Faultline
