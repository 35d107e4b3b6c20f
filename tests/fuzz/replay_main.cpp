// SPDX-License-Identifier: MIT
// Runs a fuzz target's entry point on saved inputs, without libFuzzer: the regression inputs in
// tests/fuzz/regressions replayed by the test suite with any compiler. Arguments: files or
// folders (every file in them).
#include <QCoreApplication>
#ifdef FUZZ_GUI_APP
#include <QGuiApplication>
#endif
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

int main(int argc, char **argv)
{
#ifdef FUZZ_GUI_APP
    QGuiApplication app(argc, argv); // a target that lays out text needs fonts
#else
    QCoreApplication app(argc, argv);
#endif
    QStringList files;
    for (const QString &argument : app.arguments().mid(1)) {
        if (QFileInfo(argument).isDir()) {
            QDirIterator it(argument, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext())
                files.append(it.next());
        } else {
            files.append(argument);
        }
    }
    std::sort(files.begin(), files.end());
    if (files.isEmpty()) {
        std::fprintf(stderr, "no inputs to replay\n");
        return 1;
    }
    for (const QString &path : files) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(path), qPrintable(file.errorString()));
            return 1;
        }
        const QByteArray bytes = file.readAll();
        std::printf("%s (%lld bytes)\n", qPrintable(path), qlonglong(bytes.size()));
        std::fflush(stdout);
        LLVMFuzzerTestOneInput(
            reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
    }
    std::printf("replayed %lld inputs\n", qlonglong(files.size()));
    return 0;
}
