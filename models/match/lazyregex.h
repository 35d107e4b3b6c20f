// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/match: a record's regex compiled by RE2 the first time a line needs it.

#include <re2/re2.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <string>

namespace Faultline {

/**
 * A regex RE2 has accepted before (now or, from a cache, in an earlier run), compiled when first
 * used. Compiling the corpus's 2,500 regexes costs a few hundred milliseconds of CPU at start,
 * while a log usually gets to try only some of them: those whose literals it holds.
 *
 * Thread-safe: get() may be called from any number of threads at once; one compiles, the others
 * wait for it, and after that get() is one acquire load. Neither copyable nor movable (hold it by
 * pointer).
 */
class LazyRegex
{
public:
    /// Compiles \a pattern (UTF-8) with recordRegexOptions() when first used.
    explicit LazyRegex(std::string pattern) : m_pattern(std::move(pattern)) { }
    /// Already compiled.
    explicit LazyRegex(std::unique_ptr<RE2> compiled);
    ~LazyRegex();
    LazyRegex(const LazyRegex &) = delete;
    LazyRegex &operator=(const LazyRegex &) = delete;

    /// The compiled regex. Should RE2 now reject what it accepted when the cache was written (a
    /// different RE2 under the same program), the regex it gives matches nothing (RE2 does not
    /// match with a regex that is not ok()), and that is logged once.
    const RE2 &get() const
    {
        if (const RE2 *re = m_compiled.load(std::memory_order_acquire))
            return *re;
        return compile();
    }
    /// Whether get() has compiled it (for tests and statistics).
    bool isCompiled() const { return m_compiled.load(std::memory_order_acquire) != nullptr; }

private:
    const RE2 &compile() const;

    std::string m_pattern;
    mutable std::mutex m_mutex; // guards compiling: m_owned is written once, under it
    mutable std::unique_ptr<RE2> m_owned;
    mutable std::atomic<const RE2 *> m_compiled = nullptr; // m_owned once set, published
};

} // namespace Faultline
