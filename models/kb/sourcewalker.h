// SPDX-License-Identifier: MIT
#pragma once

#include "diagnostic.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Faultline {

/// One file a knowledge-base source names.
struct KnowledgeFile
{
    /// The path shown to users and kept as records' source path. Bytes of the name that are not
    /// UTF-8 are written as \xNN, so it may not open: open nativePath.
    QString path;
    /// The path's bytes as the file system has them; empty for a Qt resource path.
    QByteArray nativePath;
};

/**
 * Lists the files of a knowledge-base source: a file named directly, or every knowledge file
 * (.json, .jsonl, .ndjson, .md, .markdown, .txt) in a folder and its subfolders, in path order.
 *
 * Works on the bytes of names, so any name the file system holds is listed (one that is not UTF-8
 * is listed with a warning) and a folder is always read to its end. Hidden files and folders and
 * files of other kinds are left out by rule; everything else left out is reported with why: an
 * unreadable folder, a symbolic link to a folder (not followed, so links cannot loop), a knowledge
 * file that is a FIFO, socket or device, folders nested too deep, too many files. Never opens a
 * file, so never blocks on one. Stateless and thread-safe.
 */
namespace SourceWalker {

/// Most knowledge files listed from one source; the rest are reported once and not read.
inline constexpr qsizetype maxFilesPerSource = 100000;
/// Deepest folder read below a source (a bind mount can make a cycle that links cannot).
inline constexpr int maxDepth = 64;

/// The files of \a source (a file or folder, file system or Qt resource path); problems are
/// appended to \a diagnostics. A missing source is one error.
QList<KnowledgeFile> files(const QString &source, Diagnostics *diagnostics);

/// The same for a file system path given as bytes (what the fuzzer and tests use).
QList<KnowledgeFile> nativeFiles(const QByteArray &source, Diagnostics *diagnostics);

/// True for names of the kinds a folder's files are read for.
bool isKnowledgeFileName(QByteArrayView name);

/// \a native decoded as UTF-8, with each byte that is not part of valid UTF-8 written as \xNN.
QString displayPath(QByteArrayView native);

} // namespace SourceWalker

} // namespace Faultline
