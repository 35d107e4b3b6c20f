// SPDX-License-Identifier: MIT
#include "lazyregex.h"
#include "logging.h"
#include "recordregex.h"

namespace Faultline {

LazyRegex::LazyRegex(std::unique_ptr<RE2> compiled) : m_owned(std::move(compiled))
{
    m_compiled.store(m_owned.get(), std::memory_order_release);
}

LazyRegex::~LazyRegex() = default;

const RE2 &LazyRegex::compile() const
{
    std::lock_guard lock(m_mutex);
    if (const RE2 *re = m_compiled.load(std::memory_order_acquire))
        return *re; // another thread compiled it while this one waited
    m_owned
        = std::make_unique<RE2>(re2::StringPiece(m_pattern.data(), m_pattern.size()), recordRegexOptions());
    if (!m_owned->ok())
        qCWarning(lcMatch) << "a regex accepted before is now rejected, it matches nothing:"
                           << m_pattern.c_str() << m_owned->error().c_str();
    m_compiled.store(m_owned.get(), std::memory_order_release);
    return *m_owned;
}

} // namespace Faultline
