// SPDX-License-Identifier: MIT
#pragma once

#include "linetypes.h"

#include <QHash>

#include <memory>
#include <vector>

namespace Faultline {

/**
 * Where each line of a file starts, in about 4 bytes a line: lines come in blocks of 1,024 with
 * one 64-bit base offset a block and a 32-bit distance from the base a line. A distance that does
 * not fit (a block holding over 4 GiB of lines) goes to a small side table.
 *
 * Append-only. Not thread-safe: the owner guards it (LogFile does, with its mutex).
 */
class LineOffsets
{
public:
    void append(ByteOffset lineStart);
    void clear();
    qint64 size() const { return m_size; }
    ByteOffset at(LineNumber line) const;
    /// Bytes held, for the "≤ 4 bytes per line" budget.
    qint64 memoryBytes() const;

private:
    static constexpr qint64 blockLines = 1024;
    static constexpr quint32 overflow = 0xFFFFFFFFu;
    struct Block
    {
        qint64 base;
        quint32 delta[blockLines];
    };
    // Fixed blocks, not one growing array: no reallocation copies, no doubling slack.
    std::vector<std::unique_ptr<Block>> m_blocks;
    QHash<qint64, qint64> m_overflow; // line → offset, for distances of 4 GiB or more
    qint64 m_size = 0;
};

} // namespace Faultline
