// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <compare>

namespace Faultline {

/// Distinct types for line numbers and byte offsets, so one cannot be passed for the other.
/// Both are 0-based; the user sees line numbers + 1.
struct LineNumber
{
    qint64 value = 0;
    constexpr explicit LineNumber(qint64 v = 0) : value(v) { }
    constexpr auto operator<=>(const LineNumber &) const = default;
};

struct ByteOffset
{
    qint64 value = 0;
    constexpr explicit ByteOffset(qint64 v = 0) : value(v) { }
    constexpr auto operator<=>(const ByteOffset &) const = default;
};

} // namespace Faultline
