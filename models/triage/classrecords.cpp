// SPDX-License-Identifier: MIT
#include "classrecords.h"

#include "errorslug.h"
#include "exceptionmessage.h"

#include <QHash>
#include <QSet>

#include <string>

namespace Faultline::ClassRecords {

namespace {

/// The class's own name of \a signature when it names a class alone, without its namespace
/// ("IllegalStateException" of "java.lang.IllegalStateException"); empty otherwise.
std::string_view classAlone(std::string_view signature)
{
    while (!signature.empty() && (signature.back() == ' ' || signature.back() == '\t'))
        signature.remove_suffix(1);
    while (!signature.empty() && (signature.front() == ' ' || signature.front() == '\t'))
        signature.remove_prefix(1);
    if (!ExceptionMessage::namesOnlyAClass(signature))
        return {};
    const std::size_t last = signature.find_last_of(".$\\");
    return last == std::string_view::npos ? signature : signature.substr(last + 1);
}

} // namespace

std::vector<char> ofAnyErrorOfAClass(const QList<Record> &records)
{
    std::vector<std::string> signatures;
    signatures.reserve(std::size_t(records.size()));
    // By the class's own name: the errors stating it with a message of their own, each once however
    // many environments it has ("python/keyerror/py311-linux" and "…/py312-macos" are one).
    QHash<QByteArray, QSet<QString>> withAMessage;
    for (const Record &r : records) {
        signatures.push_back(r.signature().toStdString());
        const auto [name, message] = ExceptionMessage::statedException(signatures.back());
        // Not a placeholder ("IllegalStateException: <message>"): that is any message.
        if (!name.empty() && !message.empty() && message.front() != '<')
            withAMessage[QByteArray(name.data(), qsizetype(name.size()))].insert(errorKey(r));
    }
    std::vector<char> any(signatures.size(), 0);
    for (std::size_t i = 0; i < signatures.size(); ++i) {
        const std::string_view name = classAlone(signatures[i]);
        any[i] = !name.empty()
            && withAMessage.value(QByteArray(name.data(), qsizetype(name.size()))).size() >= minKnownApart;
    }
    return any;
}

} // namespace Faultline::ClassRecords
