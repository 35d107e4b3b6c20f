// SPDX-License-Identifier: MIT
#include "lineoffsets.h"

namespace Faultline {

void LineOffsets::append(ByteOffset lineStart)
{
    if (m_size % blockLines == 0) {
        m_blocks.push_back(std::make_unique<Block>());
        m_blocks.back()->base = lineStart.value;
    }
    Block &b = *m_blocks.back();
    const qint64 delta = lineStart.value - b.base;
    if (delta >= qint64(overflow)) {
        b.delta[m_size % blockLines] = overflow;
        m_overflow.insert(m_size, lineStart.value);
    } else {
        b.delta[m_size % blockLines] = quint32(delta);
    }
    ++m_size;
}

void LineOffsets::clear()
{
    m_blocks.clear();
    m_overflow.clear();
    m_size = 0;
}

ByteOffset LineOffsets::at(LineNumber line) const
{
    Q_ASSERT(line.value >= 0 && line.value < m_size);
    const Block &b = *m_blocks[size_t(line.value / blockLines)];
    const quint32 delta = b.delta[line.value % blockLines];
    if (delta == overflow)
        return ByteOffset(m_overflow.value(line.value));
    return ByteOffset(b.base + delta);
}

qint64 LineOffsets::memoryBytes() const
{
    return qint64(m_blocks.size() * (sizeof(Block) + sizeof(void *))) + m_overflow.size() * 32;
}

} // namespace Faultline
