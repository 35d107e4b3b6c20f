// SPDX-License-Identifier: MIT
#include "triageinput.h"

#include "gzipdevice.h"
#include "logsource.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace Faultline {

TriageInput::Outcome TriageInput::triage(
    const TriageSetup &setup, const QString &file, const TriageControl &control)
{
    Outcome outcome;
    QFile input;
    bool opened;
    if (file == u"-"_s) {
        opened = input.open(stdin, QIODevice::ReadOnly);
    } else {
        // Refused before opening: a device may never end, a FIFO is taken as the stream it is. A
        // missing file is left to the system to name (below).
        const LogSource::InputType type = LogSource::inputType(file);
        if (const QString refused = LogSource::refusal(file, LogSource::Pipes::Streamed);
            !refused.isEmpty() && type != LogSource::InputType::Missing) {
            outcome.error = refused;
            return outcome;
        }
        input.setFileName(file);
        // A pipe is buffered, so that its first bytes can be looked at and still be read.
        opened = input.open(type == LogSource::InputType::Pipe ? QIODevice::ReadOnly
                                                               : QIODevice::ReadOnly | QIODevice::Unbuffered);
    }
    if (!opened) {
        outcome.error = input.errorString();
        return outcome;
    }
    if (!input.isSequential())
        outcome.fileSize = input.size();
    std::optional<GzipDevice> gzip;
    QIODevice *log = &input;
    if (GzipDevice::isGzip(input.peek(2))) {
        gzip.emplace(&input);
        gzip->open(QIODevice::ReadOnly);
        log = &*gzip;
        outcome.gzip = true;
    }
    outcome.result = Triage::run(setup, *log, control);
    TriageResult &result = *outcome.result;
    if (gzip && gzip->isIncomplete() && result.error.isEmpty()) {
        // A cut-short or capped log was triaged as far as it goes, and says so.
        result.error = gzip->notice();
        result.complete = false;
    } else if (gzip) {
        outcome.notice = gzip->notice();
    }
    return outcome;
}

} // namespace Faultline
