// SPDX-License-Identifier: MIT
// Fuzz target: the record loader on any bytes, as one file named FUZZ_FILE_NAME (which decides
// only whether it is read as JSON Lines; the format is recognised from the content: flat JSON,
// canon JSON, Markdown with front matter, a bilingual record page, plain text).
#include "sourcereader.h"

#include <QByteArray>
#include <QString>

#include <cstdlib>

using namespace Faultline;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const FileContents contents = SourceReader::parse(QStringLiteral(FUZZ_FILE_NAME), bytes);
    // Every problem names the file it is about.
    for (const Diagnostic &diagnostic : contents.diagnostics) {
        if (diagnostic.file != contents.path)
            std::abort();
    }
    return 0;
}
