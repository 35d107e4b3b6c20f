// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/triage. Asked for hit lines of every block, hence inline.

#include "exceptionmessage.h"
#include "textutil.h"

#include <algorithm>
#include <cstddef>
#include <limits>
#include <string_view>

namespace Faultline {

/// Severity of a line that is part of an error's message below it: CMake writes "CMake Error at
/// CMakeLists.txt:14 (find_package):" and then the message itself, indented, over several lines
/// with blank ones between; Gradle writes "* What went wrong:" and then the message on lines that
/// start with "> ", its causes indented below. A Python traceback's frames are not its message.
///
/// Asked for a block's hit lines in order, it remembers the last indented stretch it walked, so
/// that the lines of a long one (a Java stack trace whose frames all have hits) cost a walk over
/// the lines since the last one asked for, not back to the stretch's start each time.
class MessageLines
{
public:
    explicit MessageLines(std::string_view block) : m_block(block) { }

    /// \a line lies in the block; \a levelOf gives an earlier line's level (as in BlockWords) by
    /// its distance back. 0 when the line is no part of such a message.
    template<typename LevelOf>
    double severity(std::string_view line, const LevelOf &levelOf)
    {
        if (!indented(line))
            return 0;
        const std::size_t lineStart = std::size_t(line.data() - m_block.data());
        int distance = noHeader; // lines back to the line above the stretch
        bool header = false; // whether that line introduces a message
        std::size_t start = lineStart;
        for (int back = 1; back <= maxLinesBack && start > 0; ++back) {
            const std::size_t end = start - 1; // the newline before
            start = TextUtil::startOfLineBefore(m_block, start);
            if (start == m_knownStart) { // in the stretch walked before
                distance = m_knownDistance == noHeader ? noHeader : back + m_knownDistance;
                header = m_knownHeader;
                break;
            }
            std::string_view previous = m_block.substr(start, end - start);
            while (!previous.empty() && (previous.back() == '\r' || previous.back() == ' '))
                previous.remove_suffix(1);
            if (previous.empty() || indented(previous))
                continue;
            distance = back;
            header = previous == gradleHeader
                || (previous.ends_with(':') && !previous.starts_with("Traceback") && levelOf(back) == 2)
                || TextUtil::lineBefore(m_block, start)
                    == gradleHeader; // Gradle's message starts without "> "
            break;
        }
        m_knownStart = lineStart;
        m_knownDistance = distance;
        m_knownHeader = header;
        return header && distance <= maxLinesBack ? 0.9 : 0;
    }

    /// Whether the line starting at \a lineStart of \a block states what Spring Boot's report of a
    /// start that failed describes: the first line below its "Description:", which has no level of
    /// its own ("Web server failed to start. Port 8080 was already in use.", "The dependencies of
    /// some of the beans in the application context form a cycle:"). The report reads
    ///
    ///     ***************************
    ///     APPLICATION FAILED TO START
    ///     ***************************
    ///
    ///     Description:
    ///
    ///     …
    static bool describesAFailedStart(std::string_view block, std::size_t lineStart)
    {
        // Asked for many hit lines: most have no blank line above, and cost two bytes' look.
        if (lineStart < 2 || block[lineStart - 1] != '\n'
            || (block[lineStart - 2] != '\n'
                && !(block[lineStart - 2] == '\r' && lineStart >= 3 && block[lineStart - 3] == '\n')))
            return false;
        std::size_t start = TextUtil::startOfLineBefore(block, lineStart); // the blank line
        std::string_view above;
        for (std::string_view expected : failedStartReport) {
            if (start == 0)
                return false;
            above = TextUtil::lineBefore(block, start);
            start = TextUtil::startOfLineBefore(block, start);
            while (!above.empty() && above.back() == ' ')
                above.remove_suffix(1);
            if (above != expected)
                return false;
        }
        return true;
    }

    /// Whether the line starting at \a lineStart of \a block is webpack's explanation of the
    /// "Module not found" error a few lines above it, which has no level of its own: "BREAKING
    /// CHANGE: webpack < 5 used to include polyfills for node.js core modules by default." below
    /// "Module not found: Error: Can't resolve 'stream' in '…'".
    static bool explainsAResolveError(std::string_view block, std::size_t lineStart)
    {
        // Its head only: a hit line may be a 100 KB line of a minified bundle.
        const std::string_view head = block.substr(lineStart, 64);
        const std::string_view line = ExceptionMessage::withoutRunnerTimestamp(
            head.substr(0, std::min(head.find('\n'), head.size())));
        if (!line.starts_with("BREAKING CHANGE: "))
            return false;
        std::size_t start = lineStart;
        for (int back = 0; back < resolveErrorLinesBack && start > 0; ++back) {
            const std::string_view above = TextUtil::lineBefore(block, start);
            if (above.find("Module not found: Error: ") != std::string_view::npos)
                return true;
            start = TextUtil::startOfLineBefore(block, start);
        }
        return false;
    }

private:
    /// A line inside a message: indented, or one of Gradle's "> " lines.
    static bool indented(std::string_view l)
    {
        return !l.empty() && (l[0] == ' ' || l[0] == '\t' || l.starts_with("> "));
    }

    static constexpr std::string_view gradleHeader = "* What went wrong:";
    /// The lines above a failed start's description, upwards (describesAFailedStart()).
    static constexpr std::string_view failedStartReport[]
        = {"Description:", "", "***************************", "APPLICATION FAILED TO START"};

    static constexpr int maxLinesBack = 40; // a message is no longer than this
    static constexpr int resolveErrorLinesBack = 3; // explainsAResolveError(): a blank line between
    static constexpr int noHeader = std::numeric_limits<int>::max() / 2;

    std::string_view m_block;
    std::size_t m_knownStart = std::string_view::npos; // an indented line asked for before
    int m_knownDistance = noHeader; // its lines back to the line above its stretch
    bool m_knownHeader = false; // whether that line introduces a message
};

} // namespace Faultline
