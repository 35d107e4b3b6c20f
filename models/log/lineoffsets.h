// SPDX-License-Identifier: MIT
#pragma once

#include "linetypes.h"

#include <QHash>

#include <memory>
#include <vector>

namespace Faultline {

/**
 * Where each line of a file starts, in about 2 bytes a line: lines come in blocks of 256 with one
 * 64-bit offset for the block's first line and a 16-bit length for each line after it; a line's
 * start is the block's offset plus the lengths before it (at most 255 additions). A line of
 * 64 KiB or more is marked and its next line's start kept exactly in a small side table.
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
    static constexpr qint64 blockLines = 256;
    static constexpr quint16 longLine = 0xFFFF;
    struct Block
    {
        qint64 base;
        quint16 length[blockLines]; // length[k]: start of line k minus start of line k - 1; [0] unused
    };
    // Fixed blocks, not one growing array: no reallocation copies, no doubling slack.
    std::vector<std::unique_ptr<Block>> m_blocks;
    QHash<qint64, qint64> m_exact; // line → its start, after a line of 64 KiB or more
    qint64 m_size = 0;
    qint64 m_last = 0; // start of the last line appended
};

} // namespace Faultline
