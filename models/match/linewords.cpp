// SPDX-License-Identifier: MIT
#include "linewords.h"

using namespace Qt::StringLiterals;

namespace Faultline::LineWords {

const std::vector<Ecosystem> &ecosystems()
{
    static const std::vector<Ecosystem> list = {
        {u"python"_s,
            {"Traceback (most recent call last)", "File \"", "Error: ", "ModuleNotFoundError", "pip install",
                "site-packages"},
            {u"python"_s, u"pytorch"_s, u"huggingface"_s, u"data"_s, u"cuda"_s}},
        {u"cuda"_s, {"CUDA", "cuda", "cuDNN", "NCCL", "torch"}, {u"cuda"_s, u"pytorch"_s}},
        {u"rust"_s, {"error[E", "cargo", "rustc", "borrow"}, {u"rust"_s}},
        {u"kubernetes"_s, {"kubectl", "kubelet", "CrashLoopBackOff", "pod/", "Pod ", "k8s", "namespace"},
            {u"kubernetes"_s, u"cloud"_s, u"networking"_s}},
        {u"node"_s,
            {"npm ERR!", "node_modules", "node:", "at Object.<anonymous>", "Error: Cannot find module",
                "ENOSPC"},
            {u"node"_s, u"react"_s, u"nextjs"_s, u"typescript"_s}},
        // Docker: its commands and daemon, BuildKit's steps and failures, a layer it registers.
        {u"docker"_s,
            {"docker", "Docker", "dockerd", "BuildKit", "containerd", "[internal]",
                "failed to solve:", "register layer"},
            {u"docker"_s, u"cicd"_s}},
        // Go: its runtime's panics, its command and toolchain images, its file names at a line.
        {u"go"_s, {"goroutine ", "panic: runtime error", "go: ", ".go:", "go build", "go mod ", "golang"},
            {u"go"_s}},
        {u"java"_s, {"Exception in thread", "\tat java.", "\tat org.", "java.lang.", "gradle", "maven"},
            {u"java"_s, u"android"_s}},
        {u"git"_s, {"git ", "CONFLICT", "HEAD", "origin/"}, {u"git"_s}},
        // OpenSSH's client and server, their commands and key files: a refused key in a log of scp
        // at work is ssh's error, not git's, though the job checked out with git first.
        {u"ssh"_s, {"ssh ", "scp ", "sftp ", "ssh-keygen", "ssh-add", "OpenSSH", "sshd", "/.ssh/", "ssh:"},
            {u"ssh"_s}},
        {u"terraform"_s, {"terraform", "Terraform", "tfstate"}, {u"terraform"_s, u"cloud"_s}},
        // MongoDB and Redis have markers of their own: a MySQL log is no sign of them. PostgreSQL's
        // server writes a level with two spaces after it ("ERROR:  deadlock detected").
        {u"database"_s,
            {"SQL", "mysql", "MySQL", "postgres", "Postgre", "Deadlock", "psycopg", "asyncpg", "pymysql",
                "django/db", "django.db", "ERROR:  ", "FATAL:  ", "DETAIL:  ", "STATEMENT:  ", "HINT:  "},
            {u"database"_s}},
        // PHP: its interpreter's messages and files, FPM, Composer, and the frameworks' namespaces
        // and console (a Laravel log names "Illuminate\\" and "artisan" more than "PHP ").
        {u"php"_s, {"PHP ", ".php", "php-fpm", "composer ", "artisan", "Illuminate\\", "Symfony\\", "Zend "},
            {u"php"_s}},
        {u"typescript"_s, {"TS2", "tsc", "is not assignable to type"}, {u"typescript"_s}},
        {u"cmake"_s, {"CMake", "cmake", "CMakeLists.txt"}, {u"cmake"_s}},
        // .NET: its command, its project files and packages, its compiler's codes, its libraries'
        // and exceptions' namespaces and stack frames. Not "Microsoft." alone: Azure's resource
        // types and MSBuild's targets for C++ name it too.
        {u"dotnet"_s,
            {"dotnet ", ".NET", ".csproj", "NuGet", "error CS", "Unhandled exception. System.", ".cs:line ",
                "Microsoft.AspNetCore", "Microsoft.EntityFrameworkCore", "Microsoft.Extensions",
                "Microsoft.NET.Sdk", "Microsoft.Data.SqlClient"},
            {u"dotnet"_s}},
        // C and C++: the compilers as a build runs them, the linker's driver and its message. Not a
        // source file's name at a line: Python libraries written in C++ log theirs
        // ("cpu_feature_guard.cc:182]", "[W socket.cpp:436]"), and a package manager sets up g++.
        {u"cpp"_s, {"/g++", "g++ -", "/clang++", "clang++ -", "collect2", "undefined reference to"},
            {u"cpp"_s}},
        {u"flutter"_s, {"Flutter", "flutter ", ".dart:", "dart:", "pubspec.yaml"}, {u"flutter"_s}},
        // ROS 2: its tools, client libraries and launch's process tags.
        {u"ros2"_s, {"ros2 ", "colcon ", "rclcpp", "rclpy", "ament_", "[launch]"}, {u"ros2"_s}},
        // Languages and tools no record is about: a log of one of them fits no language record
        // (EcosystemFit), and its name tells the user what the log was read as.
        {u"ruby"_s, {".rb:", "Gemfile", "gem install", "bundle install", "extconf.rb"}, {}},
        {u"elixir"_s, {".ex:", ".exs:", "mix compile", "(Elixir."}, {}},
        {u"erlang"_s, {".erl:", "rebar3"}, {}},
        {u"r"_s, {"Rscript", "there is no package called", "install.packages("}, {}},
        {u"latex"_s, {"pdflatex", "LaTeX Error", ".sty' not found", "xelatex", "lualatex"}, {}},
        {u"ocaml"_s, {"dune build", ".ml\", line", "opam "}, {}},
        {u"haskell"_s, {".hs:", "cabal build", "stack build"}, {}},
        {u"swift"_s, {".swift:", "swift build", "Swift/"}, {}},
        {u"julia"_s, {".jl:", "julia --"}, {}},
        {u"fortran"_s, {".f90:", "gfortran", "Fortran runtime error"}, {}},
        {u"scala"_s, {".scala:", "sbt:", "sbt.librarymanagement"}, {}},
        {u"clojure"_s, {".clj:", "clojure.lang.", "lein "}, {}},
        {u"perl"_s, {"@INC", ".pm line", ".pl line"}, {}},
        {u"lua"_s, {".lua:", "openresty", "lua_"}, {}},
        {u"zig"_s, {".zig:", "zig build"}, {}},
        {u"nix"_s, {"/nix/store", "nix-build", "nix build"}, {}},
        {u"crystal"_s, {".cr:", "crystal build"}, {}},
        {u"haxe"_s, {".hx:", "haxe "}, {}},
        {u"gleam"_s, {".gleam:", "gleam build", "gleam run", "gleam test"}, {}},
        {u"lean"_s, {".lean:", "lake build", "lake env"}, {}},
        {u"purescript"_s, {".purs:", "spago build", "spago "}, {}},
        // Bazel builds other languages' code, but its own errors (loading packages, repositories,
        // Bzlmod) are no language's.
        {u"bazel"_s,
            {"BUILD.bazel", "MODULE.bazel", "bazel build", "bazel test", "bazel run", "Bazel server"}, {}},
        // Services: their fit does not compete with the languages' (see Ecosystem::service).
        {u"mongodb"_s, {"Mongo", "mongodb", "mongoose", "pymongo", "mongosh"}, {u"mongodb"_s}, true, true},
        {u"redis"_s, {"Redis", "redis"}, {u"redis"_s}, true, true},
        {u"elasticsearch"_s, {"elasticsearch", "Elasticsearch", "OpenSearch", "opensearch"},
            {u"elasticsearch"_s}, true, true},
        {u"kafka"_s, {"Kafka", "kafka"}, {u"kafka"_s}, true, true},
        {u"nginx"_s, {"nginx", "upstream: \"", "to upstream"}, {u"nginx"_s}, true, true},
        {u"grpc"_s, {"gRPC", "grpc"}, {u"grpc"_s}, true},
        // Products a log names when it is about them: a bare "error: Type mismatch" or "error:
        // build failed" is no OpenCV or AWS CodeBuild error.
        {u"aws"_s, {"AWS", "aws ", "aws_", "amazonaws", "AccessDenied", "arn:aws"}, {u"aws"_s, u"cloud"_s},
            true},
        {u"opencv"_s, {"cv2", "OpenCV", "opencv", "cv::"}, {u"opencv"_s}, true},
        // TensorFlow and Keras name themselves in imports, paths and banners: scikit-learn's
        // "ValueError: Found input variables with inconsistent numbers of samples" is not theirs.
        {u"tensorflow"_s, {"tensorflow", "TensorFlow", "keras", "Keras", "tf."}, {u"tensorflow"_s}, true},
        // pip names itself, its command and what it reads and builds: a Python service's failed TLS
        // connection is no pip download's.
        {u"pip"_s,
            {"pip install", "pip3 ", "pip ", "pip.", "pip/", "Collecting ", "Requirement already satisfied",
                "Successfully installed", "requirements.txt", "pyproject.toml", "setup.py", "Building wheel",
                "bdist_wheel"},
            {u"pip"_s}, true},
        // Language models' APIs and the libraries that call them name themselves in imports, model
        // names and endpoints: a 429 from the Notion API is no model provider's rate limit.
        {u"llm"_s,
            {"openai", "OpenAI", "anthropic", "Anthropic", "langchain", "LangChain", "ollama", "Ollama",
                "litellm", "LiteLLM", "vllm", "vLLM", "llama_index", "llama.cpp", "gpt-3", "gpt-4", "claude",
                "Claude", "gemini", "Gemini", "LLM", "chat/completions"},
            {u"llm"_s}, true},
        // A C# compiler's "error CS0246" in a .NET build is no Unity error.
        {u"unity"_s, {"Unity", "UnityEngine", "UnityEditor", "Assets/"}, {u"unity"_s}, true},
        // CI services: a record whose runtime is one of them ("github-actions >=2.0") is about that
        // service, which a log of its jobs names; a 404 while Vagrant downloads a box is none of it.
        {u"github-actions"_s,
            {"##[error]", "##[group]", "##[endgroup]", "GITHUB_", "GitHub Actions", "actions/"}, {}, true},
        {u"gitlab-ci"_s, {"gitlab-runner", "GitLab", "gitlab", "CI_JOB_"}, {}, true},
        {u"jenkins"_s, {"Jenkins", "jenkins", "[Pipeline]"}, {}, true},
        {u"circleci"_s, {"CircleCI", "circleci"}, {}, true},
        {u"bitbucket-pipelines"_s, {"Bitbucket", "bitbucket"}, {}, true},
        // Helm, as CI runs it: a record about Helm's own failure ("cicd/helm-upgrade-failed/helm-linux",
        // runtime helm) is about a log that names Helm, not asyncpg's "another operation is in
        // progress".
        {u"helm"_s, {"helm ", "Helm", "helm.sh", "helm-", "Chart.yaml"}, {}, true},
    };
    return list;
}

const std::vector<Word> &words()
{
    static const std::vector<Word> list = [] {
        std::vector<Word> all;
        for (const char *word : {"error", "exception", "fatal", "panic", "traceback", "critical", "segfault",
                 "segmentation fault", "abort", "killed", "errno", "undefined reference to",
                 // Levels above error, as nginx and Apache write them ("[crit]", "[core:alert]"):
                 // "critical" holds the long form, these short ones are words only in brackets.
                 "[crit]", ":crit]", "[alert]", ":alert]", "[emerg]", ":emerg]",
                 // An SQL error's state as PHP's PDO states it, before its message:
                 // "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry …".
                 "sqlstate[",
                 // The marks command-line tools put before an error: Next.js, pip, systemd,
                 // ESLint and many test runners.
                 "\u2A2F ", "\u00D7 ", "\u2716 ", "\u2717 ", "\u2718 ", "\u2715 ", "\u274C"})
            all.push_back({word, Kind::Error});
        for (const char *word : {"fail", "denied", "refused", "cannot", "can't", "unable", "timeout",
                 "timed out", "not found", "warn", "invalid", "missing", "exceeded", "out of memory",
                 "could not", "already in use", "unauthorized", "forbidden"})
            all.push_back({word, Kind::Trouble});
        for (std::size_t e = 0; e < ecosystems().size(); ++e) {
            for (const std::string &marker : ecosystems()[e].markers)
                all.push_back({marker, Kind::Marker, int(e)});
        }
        return all;
    }();
    return list;
}

bool saysError(std::string_view text, int word, std::size_t end)
{
    const std::string &w = words()[std::size_t(word)].text;
    if (w.empty() || static_cast<unsigned char>(w.front()) < 0x80 || end < w.size())
        return true; // a word, not a mark
    const std::size_t begin = end - w.size();
    if (end < text.size() && text[end] >= '0' && text[end] <= '9')
        return false; // a count or a size
    // What precedes it on its line: no word of two lowercase letters or more.
    constexpr std::size_t maxHead = 80; // a time, a step or a tag is shorter
    int lowercaseRun = 0;
    for (std::size_t i = begin; i > 0 && text[i - 1] != '\n'; --i) {
        if (begin - i >= maxHead)
            return false;
        const char c = text[i - 1];
        lowercaseRun = c >= 'a' && c <= 'z' ? lowercaseRun + 1 : 0;
        if (lowercaseRun >= 2)
            return false;
    }
    return true;
}

} // namespace Faultline::LineWords
