// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace Faultline {

/**
 * A record's signature and regex proposed from one log line, for a user writing down an error no
 * record knows. The line's prefix of timestamp, log level and bracketed fields is left out; of the
 * message, literal text is kept (escaped for RE2), and what changes from one occurrence to the
 * next is generalised: quoted names ('x', "x"), paths, hex ids and UUIDs, numbers (and dotted ones
 * such as versions and addresses). The signature shows those parts as <name>, <path>, <hex>, <n>.
 *
 * The regex always compiles with RE2 and matches the line it was made from (tst_lineproposal).
 */
struct LineProposal
{
    QString signature;
    QString regex;

    /// The proposal for \a line; empty when the line holds no message (only a prefix, or blank).
    static LineProposal fromLine(const QString &line);
    bool isEmpty() const { return regex.isEmpty(); }
};

} // namespace Faultline
