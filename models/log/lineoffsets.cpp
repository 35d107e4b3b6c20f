// SPDX-License-Identifier: MIT
#include "lineoffsets.h"

namespace Faultline {

void LineOffsets::append(ByteOffset lineStart)
{
    const qint64 k = m_size % blockLines;
    if (k == 0) {
        m_blocks.push_back(std::make_unique<Block>());
        m_blocks.back()->base = lineStart.value;
    } else {
        const qint64 length = lineStart.value - m_last;
        if (length >= longLine) {
            m_blocks.back()->length[k] = longLine;
            m_exact.insert(m_size, lineStart.value);
        } else {
            m_blocks.back()->length[k] = quint16(length);
        }
    }
    m_last = lineStart.value;
    ++m_size;
}

void LineOffsets::clear()
{
    m_blocks.clear();
    m_exact.clear();
    m_size = 0;
    m_last = 0;
}

ByteOffset LineOffsets::at(LineNumber line) const
{
    Q_ASSERT(line.value >= 0 && line.value < m_size);
    const Block &b = *m_blocks[size_t(line.value / blockLines)];
    const qint64 first = line.value - line.value % blockLines;
    qint64 pos = b.base;
    for (qint64 k = 1; k <= line.value % blockLines; ++k)
        pos = b.length[k] == longLine ? m_exact.value(first + k) : pos + b.length[k];
    return ByteOffset(pos);
}

qint64 LineOffsets::memoryBytes() const
{
    return qint64(m_blocks.size() * (sizeof(Block) + sizeof(void *))) + m_exact.size() * 32;
}

} // namespace Faultline
