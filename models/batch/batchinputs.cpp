// SPDX-License-Identifier: MIT
#include "batchinputs.h"

#include "logsource.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace Faultline {

BatchInputs::BatchInputs(const QStringList &names, QIODevice *list) : m_list(list)
{
    for (const QString &name : names)
        m_names.push_back({name, {}});
}

std::optional<BatchInputs::Input> BatchInputs::next()
{
    const QMutexLocker lock(&m_mutex);
    return nextLocked();
}

std::optional<BatchInputs::Input> BatchInputs::nextLocked()
{
    for (;;) {
        QString name;
        if (!m_names.empty()) {
            Input pending = std::move(m_names.front());
            m_names.pop_front();
            if (!pending.error.isEmpty())
                return pending;
            name = std::move(pending.path);
        } else if (m_list && !m_list->atEnd()) {
            QByteArray line = m_list->readLine();
            while (line.endsWith('\n') || line.endsWith('\r'))
                line.chop(1);
            if (line.trimmed().isEmpty())
                continue;
            name = QString::fromUtf8(line); // a path as the list writes it, spaces and all
        } else {
            return std::nullopt;
        }
        if (name == u"-"_s || LogSource::inputType(name) != LogSource::InputType::Folder)
            return Input {name, {}};
        // Unlike the window (LogSource::logFilesIn()), a batch lists the files it cannot read, and
        // devices, sockets and broken links too: each is reported in its line rather than left out
        // unsaid. Hidden files are left out, as there.
        const QStringList files
            = QDir(name).entryList(QDir::Files | QDir::System, QDir::Name | QDir::IgnoreCase);
        if (files.isEmpty())
            return Input {name, tr("a folder with no files in it")};
        const QString prefix = name.endsWith(u'/') ? name : name + u'/';
        // In front of what was named after the folder, in the folder's order. A pipe, socket or
        // device in a folder is no log: reading one could wait for ever.
        for (auto file = files.crbegin(); file != files.crend(); ++file) {
            const QString path = prefix + *file;
            const QFileInfo info(path);
            const bool special = info.exists() && !info.isFile();
            m_names.push_front(
                {path, special ? tr("not a regular file (a pipe, socket or device)") : QString()});
        }
    }
}

} // namespace Faultline
