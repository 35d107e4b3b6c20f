// SPDX-License-Identifier: MIT
#include "sourcewalker.h"
#include "filediagnostic.h"
#include "textutil.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <dirent.h>
#include <sys/stat.h>
#endif

using namespace Qt::StringLiterals;

namespace Faultline::SourceWalker {

namespace {

Diagnostic problem(const QString &path, Diagnostic::Code code, QStringList args = {},
    Diagnostic::Severity severity = Diagnostic::Severity::Error)
{
    Diagnostic d;
    d.severity = severity;
    d.code = code;
    d.file = path;
    d.args = std::move(args);
    return d;
}

QString systemReason(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

void sortByPath(QList<KnowledgeFile> *files)
{
    std::sort(files->begin(), files->end(),
        [](const KnowledgeFile &a, const KnowledgeFile &b) { return a.path < b.path; });
}

/// A folder listed through Qt: for resource paths, whose names are always valid.
QList<KnowledgeFile> qtFiles(const QString &folder, Diagnostics *diagnostics)
{
    QList<KnowledgeFile> files;
    // No FollowSymlinks: a link back to a parent folder must not loop.
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        if (!isKnowledgeFileName(QFile::encodeName(it.fileName())))
            continue;
        if (files.size() == maxFilesPerSource) {
            diagnostics->append(
                problem(it.filePath(), Diagnostic::Code::TooManyFiles, {QString::number(maxFilesPerSource)}));
            break;
        }
        files.append({it.filePath(),
            it.filePath().startsWith(u':') ? QByteArray() : QFile::encodeName(it.filePath())});
    }
    sortByPath(&files);
    return files;
}

#ifdef Q_OS_UNIX
/**
 * Walks one folder tree on bytes. Each folder is read to its end and closed before its subfolders
 * are, so the walk holds one descriptor at a time however deep it goes.
 */
class Walker
{
public:
    explicit Walker(Diagnostics *diagnostics) : m_out(diagnostics) { }

    QList<KnowledgeFile> walk(const QByteArray &root)
    {
        struct Pending
        {
            QByteArray path;
            int depth;
        };
        QList<Pending> folders {{root, 0}};
        while (!folders.isEmpty() && !m_full) {
            const Pending folder = folders.takeLast();
            QList<QByteArray> subfolders;
            readFolder(folder.path, &subfolders);
            for (const QByteArray &sub : std::as_const(subfolders)) {
                if (folder.depth + 1 > maxDepth) {
                    m_diagnostics->append(problem(
                        displayPath(sub), Diagnostic::Code::FolderTooDeep, {QString::number(maxDepth)}));
                    continue;
                }
                folders.append({sub, folder.depth + 1});
            }
        }
        sortByPath(&m_files);
        // Found in the file system's order: reported in path order, like the files.
        std::stable_sort(m_problems.begin(), m_problems.end(),
            [](const Diagnostic &a, const Diagnostic &b) { return a.file < b.file; });
        *m_out += m_problems;
        return m_files;
    }

private:
    void readFolder(const QByteArray &folder, QList<QByteArray> *subfolders)
    {
        DIR *dir = ::opendir(folder.constData());
        if (!dir) {
            m_diagnostics->append(
                problem(displayPath(folder), Diagnostic::Code::FolderUnreadable, {systemReason(errno)}));
            return;
        }
        const QByteArray prefix = folder.endsWith('/') ? folder : folder + '/';
        for (;;) {
            errno = 0;
            const dirent *entry = ::readdir(dir);
            if (!entry) {
                // The end, or a failure part way (an I/O error, a bad entry on a network share):
                // report it, keep what was read.
                if (errno != 0)
                    m_diagnostics->append(problem(
                        displayPath(folder), Diagnostic::Code::FolderUnreadable, {systemReason(errno)}));
                break;
            }
            const QByteArrayView name(entry->d_name);
            if (name.startsWith('.')) // hidden, and . and ..
                continue;
            const QByteArray path = prefix + name;
            unsigned char type = entry->d_type;
            if (type == DT_UNKNOWN) { // some file systems do not say: ask
                struct stat st;
                if (::lstat(path.constData(), &st) != 0) {
                    m_diagnostics->append(
                        problem(displayPath(path), Diagnostic::Code::CannotOpen, {systemReason(errno)}));
                    continue;
                }
                type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISLNK(st.st_mode) ? DT_LNK : DT_REG;
            }
            if (type == DT_DIR) {
                subfolders->append(path);
                continue;
            }
            if (!isKnowledgeFileName(name))
                continue;
            if (type == DT_LNK)
                addLink(path);
            else if (type == DT_REG)
                add(path);
            else
                addSpecial(path);
            if (m_full)
                break;
        }
        ::closedir(dir);
    }

    void addLink(const QByteArray &path)
    {
        struct stat st;
        if (::stat(path.constData(), &st) != 0)
            m_diagnostics->append(
                problem(displayPath(path), Diagnostic::Code::CannotOpen, {systemReason(errno)}));
        else if (S_ISDIR(st.st_mode))
            m_diagnostics->append(problem(
                displayPath(path), Diagnostic::Code::LinkedFolder, {}, Diagnostic::Severity::Warning));
        else
            add(path); // the reader refuses what is not a regular file, once it has opened it
    }

    void addSpecial(const QByteArray &path)
    {
        struct stat st;
        const QString kind
            = ::lstat(path.constData(), &st) == 0 ? fileKindPhrase(st.st_mode) : fileKindPhrase(0);
        m_diagnostics->append(problem(displayPath(path), Diagnostic::Code::NotRegularFile, {kind}));
    }

    void add(const QByteArray &path)
    {
        const QString shown = displayPath(path);
        if (m_files.size() == maxFilesPerSource) {
            m_diagnostics->append(
                problem(shown, Diagnostic::Code::TooManyFiles, {QString::number(maxFilesPerSource)}));
            m_full = true;
            return;
        }
        if (TextUtil::firstInvalidUtf8(path) >= 0)
            m_diagnostics->append(
                problem(shown, Diagnostic::Code::FileNameNotUtf8, {}, Diagnostic::Severity::Warning));
        m_files.append({shown, path});
    }

    Diagnostics *m_out;
    Diagnostics m_problems;
    Diagnostics *m_diagnostics = &m_problems;
    QList<KnowledgeFile> m_files;
    bool m_full = false;
};
#endif

} // namespace

bool isKnowledgeFileName(QByteArrayView name)
{
    static constexpr QByteArrayView suffixes[] = {".json", ".jsonl", ".ndjson", ".md", ".markdown", ".txt"};
    return std::any_of(std::begin(suffixes), std::end(suffixes), [&](QByteArrayView s) {
        return name.size() > s.size()
            && QByteArrayView(name).last(s.size()).compare(s, Qt::CaseInsensitive) == 0;
    });
}

QString displayPath(QByteArrayView native)
{
    QString out;
    while (!native.isEmpty()) {
        const qsizetype bad = TextUtil::firstInvalidUtf8(native);
        if (bad < 0) {
            out += QString::fromUtf8(native);
            break;
        }
        out += QString::fromUtf8(native.first(bad));
        out += u"\\x"_s + QString::number(uchar(native[bad]), 16).rightJustified(2, u'0').toUpper();
        native = native.sliced(bad + 1);
    }
    return out;
}

#ifdef Q_OS_UNIX
namespace {
/// The files of the file system path \a source, named \a shown in a diagnostic about it.
QList<KnowledgeFile> walkNative(const QByteArray &source, const QString &shown, Diagnostics *diagnostics)
{
    struct stat st;
    if (source.isEmpty() || ::stat(source.constData(), &st) != 0) {
        const int error = source.isEmpty() ? ENOENT : errno;
        diagnostics->append(problem(shown, Diagnostic::Code::CannotOpen,
            {error == ENOENT
                    ? QCoreApplication::translate("Faultline::KnowledgeBase", "no such file or folder")
                    : systemReason(error)}));
        return {};
    }
    // A file named directly is read whatever its name; the reader refuses what is not a regular file.
    if (!S_ISDIR(st.st_mode))
        return {{displayPath(source), source}};
    Walker walker(diagnostics);
    return walker.walk(source);
}
} // namespace
#endif

QList<KnowledgeFile> nativeFiles(const QByteArray &source, Diagnostics *diagnostics)
{
#ifdef Q_OS_UNIX
    return walkNative(source, displayPath(source), diagnostics);
#else
    return files(QFile::decodeName(source), diagnostics);
#endif
}

QList<KnowledgeFile> files(const QString &source, Diagnostics *diagnostics)
{
    const bool resource = source.startsWith(u':');
#ifdef Q_OS_UNIX
    if (!resource)
        return walkNative(QFile::encodeName(QFileInfo(source).absoluteFilePath()), source, diagnostics);
#endif
    const QFileInfo info(source);
    if (!info.exists()) {
        diagnostics->append(problem(source, Diagnostic::Code::CannotOpen,
            {QCoreApplication::translate("Faultline::KnowledgeBase", "no such file or folder")}));
        return {};
    }
    if (!info.isDir())
        return {
            {info.absoluteFilePath(), resource ? QByteArray() : QFile::encodeName(info.absoluteFilePath())}};
    return qtFiles(info.absoluteFilePath(), diagnostics);
}

} // namespace Faultline::SourceWalker
