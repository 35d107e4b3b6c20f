// SPDX-License-Identifier: MIT
#include "logsource.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <sys/stat.h>
#include <sys/statfs.h>

using namespace Qt::StringLiterals;

namespace Faultline::LogSource {

namespace {

bool isRecordName(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == u"json"_s || suffix == u"jsonl"_s || suffix == u"ndjson"_s || suffix == u"md"_s
        || suffix == u"markdown"_s;
}

/// A .txt file that holds JSON records or a Markdown article with front matter (as the user's
/// seed documents do); plain text in a .txt file is taken for a log.
bool isRecordText(const QString &path)
{
    // Only a regular file is opened to look: opening a FIFO waits for a writer, and a device
    // (/dev/zero) is no record file.
    const QFileInfo info(path);
    if (info.suffix().toLower() != u"txt"_s || !info.isFile())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(4096).trimmed();
    return head.startsWith('{') || head.startsWith('[') || head.startsWith("---\n")
        || head.startsWith("---\r\n");
}

/// True for the file systems the kernel makes up (/proc, /sys, debugfs …): their files report a
/// size of 0 or 4096 whatever they hold, and some never end or wait for events.
bool isSystemFileSystem(const QString &path)
{
    struct statfs fs {};
    if (::statfs(QFile::encodeName(path).constData(), &fs) != 0)
        return false;
    switch (static_cast<unsigned long>(fs.f_type)) {
    case 0x9fa0: // proc
    case 0x62656572: // sysfs
    case 0x64626720: // debugfs
    case 0x74726163: // tracefs
    case 0x73636673: // securityfs
    case 0x62656570: // configfs
    case 0x27e0eb: // cgroup
    case 0x63677270: // cgroup2
    case 0xcafe4a11: // bpf
    case 0xde5e81e4: // efivarfs
        return true;
    default:
        return false;
    }
}

} // namespace

Kind classify(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        const QStringList files = logFilesIn(path, 500);
        return std::any_of(files.begin(), files.end(),
                   [](const QString &f) { return isRecordName(f) || isRecordText(f); })
            ? Kind::KnowledgeBase
            : Kind::Log;
    }
    return isRecordName(path) || isRecordText(path) ? Kind::KnowledgeBase : Kind::Log;
}

QStringList logFilesIn(const QString &folder, int limit)
{
    QStringList files;
    const QFileInfoList entries
        = QDir(folder).entryInfoList(QDir::Files | QDir::Readable, QDir::Name | QDir::IgnoreCase);
    for (const QFileInfo &entry : entries) {
        if (files.size() >= limit)
            break;
        files.append(entry.absoluteFilePath());
    }
    return files;
}

InputType inputType(const QString &path)
{
    struct stat st {};
    if (path.isEmpty() || ::stat(QFile::encodeName(path).constData(), &st) != 0)
        return InputType::Missing;
    if (S_ISDIR(st.st_mode))
        return InputType::Folder;
    if (S_ISFIFO(st.st_mode))
        return InputType::Pipe;
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return InputType::Device;
    if (S_ISSOCK(st.st_mode))
        return InputType::Socket;
    return isSystemFileSystem(path) ? InputType::SystemFile : InputType::File;
}

QString refusal(const QString &path, Pipes pipes)
{
    switch (inputType(path)) {
    case InputType::File:
        return {};
    case InputType::Pipe:
        return pipes == Pipes::Streamed
            ? QString()
            : Messages::tr("not a regular file but a pipe (FIFO), which can be read only once, as it "
                           "comes: save what it gives to a file and open that");
    case InputType::Folder:
        return Messages::tr("a folder, not a file");
    case InputType::Device:
        return Messages::tr("not a regular file but a device (such as /dev/zero), which may never end");
    case InputType::Socket:
        return Messages::tr("not a regular file but a socket");
    case InputType::SystemFile:
        return Messages::tr("not a regular file but a system file (of /proc or /sys), whose size is not "
                            "known and which may never end: copy it to a file and open that");
    case InputType::Missing:
        break;
    }
    return Messages::tr("no such file");
}

bool isGzip(const QString &path)
{
    // Only a regular file is opened to look: opening a FIFO waits for a writer, and reading one
    // here would take its bytes from whoever reads it next.
    if (inputType(path) != InputType::File)
        return false;
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && GzipDevice::isGzip(file.read(2));
}

Unpacked unpack(const QString &path, const std::atomic_bool *cancel,
    const std::function<void(qint64, qint64)> &progress, GzipLimits limits)
{
    Unpacked result;
    QFile in(path);
    if (const QString refused = refusal(path); !refused.isEmpty()) {
        result.error = refused;
        return result;
    }
    if (!in.open(QIODevice::ReadOnly)) {
        result.error = in.errorString();
        return result;
    }
    GzipDevice gzip(&in, limits);
    gzip.open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    // One array grown in steps: large blocks grow by remapping, without copying what they hold.
    constexpr qint64 stepBytes = 16LL << 20;
    const qint64 size = in.size();
    qint64 total = 0;
    for (;;) {
        if (cancel && cancel->load()) {
            result.notice
                = Messages::tr("cancelled after %1 of text")
                      .arg(QLocale::system().formattedDataSize(total, 1, QLocale::DataSizeTraditionalFormat));
            break;
        }
        result.text.resize(total + stepBytes);
        const qint64 n = gzip.read(result.text.data() + total, stepBytes);
        if (n > 0)
            total += n;
        if (progress)
            progress(gzip.compressedBytes(), size);
        if (n < stepBytes)
            break;
    }
    result.text.truncate(total);
    result.text.squeeze();
    if (result.notice.isEmpty())
        result.notice = gzip.notice();
    return result;
}

} // namespace Faultline::LogSource
