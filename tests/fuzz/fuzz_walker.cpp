// SPDX-License-Identifier: MIT
// Fuzz target: the knowledge-base folder walker (SourceWalker) on folder trees the input builds,
// with names of any bytes (not UTF-8, control characters, dots), nested folders, FIFOs and links
// to files, folders and devices. Checks what users rely on: every knowledge file that is there is
// listed exactly once, nothing else is, names shown for UTF-8 names are the names, and a walk
// always ends. The input is a list of operations: one byte of operation, one of length, then the
// name's bytes ('/' and NUL become '_').
#include "sourcewalker.h"

#include <QByteArray>
#include <QDir>
#include <QFile>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <vector>

#include <fcntl.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Faultline;

namespace {

int removeOne(const char *path, const struct stat *, int, struct FTW *)
{
    ::remove(path);
    return 0;
}

const QByteArray &scratch()
{
    static const QByteArray root = [] {
        QByteArray pattern = QFile::encodeName(QDir::tempPath()) + "/fuzz-walker-XXXXXX";
        if (!::mkdtemp(pattern.data()))
            std::abort();
        return pattern;
    }();
    return root;
}

bool hiddenBelow(const QByteArray &root, const QByteArray &path)
{
    return path.mid(root.size()).contains("/.");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray root = scratch() + "/run";
    ::nftw(root.constData(), removeOne, 16, FTW_DEPTH | FTW_PHYS);
    if (::mkdir(root.constData(), 0755) != 0)
        std::abort();

    std::vector<QByteArray> stack {root}; // the folder operations happen in
    std::vector<QByteArray> made; // every path made, a link's possible target
    std::set<QByteArray> expected; // knowledge files that must be listed
    std::size_t at = 0;
    for (int op = 0; op < 64 && at + 2 <= size; ++op) {
        const std::uint8_t kind = data[at] % 7;
        const std::size_t length = std::min<std::size_t>(data[at + 1] % 48, size - at - 2);
        QByteArray name(reinterpret_cast<const char *>(data + at + 2), qsizetype(length));
        at += 2 + length;
        name.replace('/', '_').replace('\0', '_');
        if (name.isEmpty() || name == "." || name == "..")
            name.prepend('n');
        if (kind == 5 || kind == 6)
            name += kind == 5 ? ".json" : ".md";
        const QByteArray path = stack.back() + '/' + name;
        struct stat st;
        const bool exists = ::lstat(path.constData(), &st) == 0;
        switch (kind) {
        case 0: // a folder, and go into it
            if (!exists && stack.size() < 8 && ::mkdir(path.constData(), 0755) == 0) {
                made.push_back(path);
                stack.push_back(path);
            }
            break;
        case 1: // back up
            if (stack.size() > 1)
                stack.pop_back();
            break;
        case 2: // a FIFO
            if (!exists && ::mkfifo(path.constData(), 0644) == 0)
                made.push_back(path);
            break;
        case 3: { // a link to something made before, or to a device
            if (exists)
                break;
            const QByteArray target
                = made.empty() || length % 4 == 0 ? QByteArray("/dev/null") : made[length % made.size()];
            if (::symlink(target.constData(), path.constData()) == 0) {
                // A link to a file is listed (the reader refuses a FIFO or device once it opens it);
                // a link to a folder or nowhere is reported instead.
                struct stat t;
                if (::stat(path.constData(), &t) == 0 && !S_ISDIR(t.st_mode) && !hiddenBelow(root, path)
                    && SourceWalker::isKnowledgeFileName(name))
                    expected.insert(path);
                made.push_back(path);
            }
            break;
        }
        default: { // a regular file
            if (exists)
                break;
            const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
            if (fd < 0)
                break;
            ::close(fd);
            made.push_back(path);
            if (!hiddenBelow(root, path) && SourceWalker::isKnowledgeFileName(name))
                expected.insert(path);
            break;
        }
        }
    }

    Diagnostics diagnostics;
    const QList<KnowledgeFile> files = SourceWalker::nativeFiles(root, &diagnostics);
    std::set<QByteArray> listed;
    for (const KnowledgeFile &f : files) {
        if (!listed.insert(f.nativePath).second || !expected.count(f.nativePath)) {
            std::fprintf(stderr, "listed twice or not a knowledge file: %s\n", f.nativePath.constData());
            std::abort();
        }
        const bool utf8 = QString::fromUtf8(f.nativePath).toUtf8() == f.nativePath;
        if (f.path.isEmpty() || (utf8 && QFile::encodeName(f.path) != f.nativePath))
            std::abort();
    }
    if (listed != expected) {
        std::fprintf(stderr, "%zu knowledge files, %zu listed\n", expected.size(), listed.size());
        std::abort();
    }
    for (const Diagnostic &d : diagnostics) {
        if (d.file.isEmpty())
            std::abort();
    }
    return 0;
}
