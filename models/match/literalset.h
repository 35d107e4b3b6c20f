// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: finds many literals at once (the prefilter in front of RE2).

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace Faultline {

/**
 * Aho-Corasick over bytes, compiled to a full DFA whose alphabet is the bytes the literals use
 * (every other byte is one class that leads back to the start). ASCII letters compare without
 * case; other bytes exactly, except for the two bytes below that stand for several. One table
 * lookup per byte of text; a state that ends a literal is flagged in the transition that enters
 * it, so the loop only branches on a hit.
 *
 * Building it costs tens of milliseconds for thousands of literals; toBytes() and fromBytes() save
 * it for a later run (MatchPlan, in the match plan's cache file).
 *
 * Immutable once built: scan from any number of threads.
 */
class LiteralSet
{
public:
    /// In a literal: any one byte. Each one multiplies the states the literal takes: use one or two.
    static constexpr unsigned char wildcard = 0;
    /// In a literal: any one byte outside ASCII.
    static constexpr unsigned char anyNonAscii = 1;

    /// Literals must be non-empty; their index in \a literals is their id.
    explicit LiteralSet(const std::vector<std::string> &literals);

    struct Occurrence
    {
        std::uint32_t end; // one past the last byte, from the start of the text
        std::uint32_t state; // pass to literalsEndingAt()
    };
    /// Appends to \a out every position in \a text (at most 4 GiB) where some literal ends, in
    /// order: one entry per position, whatever the number of literals ending there. The text is
    /// scanned as four streams that start at line starts, so a literal that spans a `\n` (through
    /// a wildcard, say) may be missed. One table lookup per byte; its buffers are per thread.
    void scan(std::string_view text, std::vector<Occurrence> &out) const;
    /// The ids of the literals that end where \a state was entered.
    std::pair<const std::uint32_t *, const std::uint32_t *> literalsEndingAt(std::uint32_t state) const
    {
        return {m_outputs.data() + m_outputStart[state], m_outputs.data() + m_outputStart[state + 1]};
    }

    std::size_t stateCount() const { return m_outputStart.size() - 1; }
    std::size_t memoryBytes() const;

    /// Whether this automaton finds exactly \a literals, in that order (their ids): compares a
    /// checksum of them, a few microseconds for thousands.
    bool isFor(const std::vector<std::string> &literals) const;
    /// The automaton as bytes, a few percent of its size in memory (the trie's edges, not every
    /// state's full row): some milliseconds.
    QByteArray toBytes() const;
    /// The automaton \a bytes hold, when they are what toBytes() wrote: the full rows are expanded
    /// again from the trie, each number read checked against the tables' sizes, so bytes that are
    /// damaged or made up give nothing rather than an automaton that reads out of bounds. Several
    /// times cheaper than building from the literals. Says nothing of which literals it was
    /// made for: ask isFor().
    static std::optional<LiteralSet> fromBytes(QByteArrayView bytes);
    /// The same tables (for tests).
    bool operator==(const LiteralSet &other) const = default;

private:
    static constexpr std::uint32_t hitFlag = 0x80000000u;
    /// For m_next: large blocks in 2 MiB pages where the system gives them on request (Linux's
    /// transparent huge pages), and elements left uninitialised by resize(), each row being
    /// written whole. The corpus's 22 MB of rows took some 5,000 page faults in 4 KiB pages, which
    /// cost more than writing the rows.
    template<typename T>
    struct RowAllocator
    {
        using value_type = T;
        RowAllocator() = default;
        template<typename U>
        RowAllocator(const RowAllocator<U> &)
        { }
        T *allocate(std::size_t n) { return static_cast<T *>(allocateRows(n * sizeof(T))); }
        void deallocate(T *p, std::size_t) { freeRows(p); }
        template<typename U>
        void construct(U *p)
        {
            ::new (static_cast<void *>(p)) U;
        }
        template<typename U, typename... Args>
        void construct(U *p, Args &&...args)
        {
            ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
        }
        bool operator==(const RowAllocator &) const = default;
    };
    static void *allocateRows(std::size_t bytes);
    static void freeRows(void *rows);
    /// A checksum of \a literals in order, for isFor().
    static std::uint64_t keyOf(const std::vector<std::string> &literals);
    /// m_class and m_classCount for \a literals.
    void assignClasses(const std::vector<std::string> &literals);
    /// m_next from the trie's edges (per state: (class, child)); adds to each state's \a ends
    /// those of its failure state.
    void buildTransitions(const std::vector<std::vector<std::pair<std::uint8_t, std::uint32_t>>> &children,
        std::vector<std::vector<std::uint32_t>> &ends);
    /// scan()'s steps on one lane from \a from on, appending to \a found, \a count entries long.
    void scanRest(const std::uint8_t *lane, std::size_t from, std::size_t length, std::uint32_t state,
        std::vector<std::uint64_t> &found, std::size_t &count) const;
    std::uint8_t m_class[256] = {};
    std::uint32_t m_classCount = 1;
    // m_next[state * m_classCount + class] = next state * m_classCount, | hitFlag if it ends a literal.
    std::vector<std::uint32_t, RowAllocator<std::uint32_t>> m_next;
    std::vector<std::uint32_t> m_outputStart; // per state, into m_outputs; one extra at the end
    std::vector<std::uint32_t> m_outputs;
    std::uint64_t m_key = 0; // keyOf() the literals
    std::uint32_t m_literalCount = 0;
};

} // namespace Faultline
