#!/usr/bin/env bash
# Faultline developer entry point: set up the build environment, build, then run or test.
#
#   packaging/dev/dev.sh run  [app args…]   build (Release) and open the app
#   packaging/dev/dev.sh test [ctest args…] build (Debug) and run the whole test suite, then
#                                           (without args) again under AddressSanitizer and UBSan
#   packaging/dev/dev.sh asan [ctest args…] only the sanitized suite
#   packaging/dev/dev.sh bench [name [args…]] build (Release) and run the benchmarks
#   packaging/dev/dev.sh shell [cmd…]       a shell (or one command) in the build environment
#   packaging/dev/dev.sh screenshot OUT.png [--size WxH] [app args…]
#                                           open the app under Xvfb and save a screenshot
#                                           (window WxH, default 1280x800; first-start settings)
#   packaging/dev/dev.sh mirror             print the Debian mirror the build root comes from
#
# Where the host already has Qt >= 6.5, KF6 SyntaxHighlighting, RE2 and CMake, everything runs
# natively. Otherwise (e.g. Debian 12, which has no KF6) a Debian 13 "trixie" build root is
# bootstrapped once from the host's Debian mirror, cached outside the checkout in
# $FAULTLINE_BUILDROOT (default ~/.cache/faultline/trixie-root), and every step runs inside it
# through a private mount namespace, so no mount outlives the command.
#
# Environment: FAULTLINE_NATIVE=1 forces a native build, FAULTLINE_NATIVE=0 forces the build root.
# FAULTLINE_MIRROR=URL names the Debian archive to bootstrap from; without it, the one in the
# host's apt sources is used (FAULTLINE_APT_DIR reads them from another folder than /etc/apt).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/../.." && pwd) # the checkout: this script lives in packaging/dev/
shared=$(cd "$src/.." && pwd)/shared
root=${FAULTLINE_BUILDROOT:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/faultline/trixie-root}
mirror=${FAULTLINE_MIRROR:-}
apt_dir=${FAULTLINE_APT_DIR:-/etc/apt}

# Bump when the package list changes: an existing root with an older stamp is upgraded in place.
root_packages=(g++ cmake ninja-build pkgconf git qt6-base-dev qt6-tools-dev qt6-l10n-tools
    qt6-translations-l10n libkf6syntaxhighlighting-dev libre2-dev zlib1g-dev fonts-noto-cjk fonts-dejavu-core
    xvfb xauth x11-apps libgl-dev ca-certificates clang-format python3
    dpkg-dev file desktop-file-utils appstream librsvg2-bin
    python3-distributed python3-pandas) # the Dask recipe's test (packaging/dask); 28 packages, 20 MB
root_stamp="v2 ${root_packages[*]}"

say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'dev.sh: %s\n' "$*" >&2; exit 2; }

host_has_deps() {
    case "${FAULTLINE_NATIVE:-auto}" in
        1) return 0 ;;
        0) return 1 ;;
    esac
    command -v cmake >/dev/null && command -v pkg-config >/dev/null || return 1
    pkg-config --exists re2 || return 1
    # KF6 SyntaxHighlighting and a Qt new enough for it (6.5+).
    local qtver
    qtver=$(pkg-config --modversion Qt6Core 2>/dev/null) || return 1
    [[ $(printf '%s\n6.5.0\n' "$qtver" | sort -V | head -n1) == 6.5.0 ]] || return 1
    compgen -G '/usr/lib/*/cmake/KF6SyntaxHighlighting' >/dev/null ||
        compgen -G '/usr/lib*/cmake/KF6SyntaxHighlighting' >/dev/null ||
        compgen -G '/usr/local/lib*/cmake/KF6SyntaxHighlighting' >/dev/null || return 1
}

# The Debian archive the host's apt already uses, from its sources in both formats: one-line
# (`deb [options] URL suite components` in sources.list and sources.list.d/*.list) and deb822
# (`Types:`, `URIs:`, `Suites:` stanzas in sources.list.d/*.sources), in the order apt reads them.
# Only an archive whose path ends in /debian counts, and not for a -security suite: the security
# archive and third-party repositories cannot bootstrap a system. No host of our own is ever
# guessed: where the host's sources name none, the user must say which mirror to use.
host_mirror() {
    local files=() f
    [[ -f $apt_dir/sources.list ]] && files+=("$apt_dir/sources.list")
    for f in "$apt_dir"/sources.list.d/*; do
        [[ -f $f && ($f == *.list || $f == *.sources) ]] && files+=("$f")
    done
    [[ ${#files[@]} -gt 0 ]] || return 0
    awk '
        function archive(uri) {
            sub(/\/+$/, "", uri)
            return uri ~ /^(https?|file):\/.*\/debian$/ ? uri : ""
        }
        function found(uri) { print uri; done = 1; exit }
        function has_word(list, pattern,    n, w, i) {
            n = split(list, w, /[ \t]+/)
            for (i = 1; i <= n; i++) if (w[i] != "" && w[i] ~ pattern) return 1
            return 0
        }
        function has_word_besides(list, pattern,    n, w, i) {
            n = split(list, w, /[ \t]+/)
            for (i = 1; i <= n; i++) if (w[i] != "" && w[i] !~ pattern) return 1
            return 0
        }
        # The deb822 stanza read so far, if it is a usable archive.
        function stanza(    n, u, i) {
            if (has_word(types, "^deb$") && tolower(enabled) != "no" &&
                has_word_besides(suites, "-security$")) {
                n = split(uris, u, /[ \t]+/)
                for (i = 1; i <= n; i++) if (archive(u[i]) != "") found(archive(u[i]))
            }
            types = uris = suites = enabled = field = ""
        }
        FNR == 1 { stanza() }
        FILENAME ~ /\.sources$/ {
            if ($0 ~ /^[ \t]*$/) { stanza(); next }
            if ($0 ~ /^#/) next
            if ($0 ~ /^[ \t]/) { value = $0 }
            else {
                field = tolower($0); sub(/:.*/, "", field)
                value = $0; sub(/^[^:]*:/, "", value)
            }
            if (field == "types") types = types " " value
            else if (field == "uris") uris = uris " " value
            else if (field == "suites") suites = suites " " value
            else if (field == "enabled") { enabled = value; gsub(/[ \t]/, "", enabled) }
            next
        }
        $1 == "deb" {
            i = 2
            if ($i ~ /^\[/) { while (i < NF && $i !~ /\]$/) i++; i++ }
            if ($(i + 1) !~ /-security$/ && archive($i) != "") found(archive($i))
        }
        END { if (!done) stanza() }
    ' "${files[@]}"
}

guess_mirror() {
    if [[ -n $mirror ]]; then
        echo "$mirror"
        return
    fi
    local m
    m=$(host_mirror | head -n1)
    [[ -n $m ]] || die "no Debian mirror to bootstrap the build root from: set FAULTLINE_MIRROR" \
        "to a Debian archive's URL (one ending in /debian), or add the Debian archive to apt's" \
        "sources in $apt_dir (sources.list or sources.list.d/)"
    echo "$m"
}

ensure_root() {
    if [[ -f $root/.faultline-stamp && $(<"$root/.faultline-stamp") == "$root_stamp" ]]; then
        return
    fi
    mkdir -p "$(dirname "$root")"
    # One setup at a time: a second dev.sh waits here, then finds the root ready.
    exec {lock}>"$root.lock"
    flock "$lock"
    if [[ -f $root/.faultline-stamp && $(<"$root/.faultline-stamp") == "$root_stamp" ]]; then
        return
    fi
    [[ $(id -u) == 0 ]] || die "the build root needs root (debootstrap, chroot); run as root or install the native dependencies listed in README.md"
    local m
    m=$(guess_mirror) || exit
    if [[ ! -x $root/usr/bin/apt-get ]]; then
        if ! command -v debootstrap >/dev/null; then
            say "installing debootstrap on the host"
            apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null
        fi
        say "bootstrapping Debian 13 (trixie) into $root from $m (once; about a minute)"
        local tmp="$root.partial"
        rm -rf "$tmp"
        mkdir -p "$(dirname "$root")"
        debootstrap --variant=minbase trixie "$tmp" "$m" >"$tmp.log" 2>&1 ||
            { tail -n 20 "$tmp.log" >&2; die "debootstrap failed (full log: $tmp.log)"; }
        rm -rf "$root"
        mv "$tmp" "$root"
    fi
    say "installing build dependencies into the build root"
    # No services may start inside the root.
    printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
    chmod +x "$root/usr/sbin/policy-rc.d"
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    in_root_raw "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${root_packages[*]} >/dev/null && apt-get clean" ||
        die "installing packages into the build root failed"
    echo "$root_stamp" >"$root/.faultline-stamp"
}

# Run a shell command line inside the build root, with the checkout (and ../shared, if present)
# mounted at the same paths as on the host, so build directories and test paths mean the same
# thing inside and out.
in_root_raw() {
    local cmd=$1
    # A private /tmp first: the checkout may itself live under /tmp (a CI clone).
    local binds="mount -t tmpfs tmpfs '$root/tmp' && mkdir -p '$root$src' && mount --rbind '$src' '$root$src'"
    if [[ -d $shared ]]; then
        binds+=" && mkdir -p '$root$shared' && mount --rbind '$shared' '$root$shared'"
    fi
    binds+=" && mount -t proc proc '$root/proc' && mount --rbind /dev '$root/dev'"
    # Pass the host display through so the window opens on the user's desktop.
    local envs=(HOME=/root LANG="${LANG:-C.UTF-8}" TERM="${TERM:-dumb}" PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin)
    [[ -n ${CI:-} ]] && envs+=(CI="$CI")
    for v in LANGUAGE LC_ALL QT_QPA_PLATFORM FAULTLINE_SHARED_DIR CTEST_PARALLEL_LEVEL; do
        [[ -n ${!v:-} ]] && envs+=("$v=${!v}")
    done
    if [[ -d /tmp/.X11-unix ]]; then
        binds+=" && mkdir -p '$root/tmp/.X11-unix' && mount --rbind /tmp/.X11-unix '$root/tmp/.X11-unix'"
    fi
    [[ -n ${DISPLAY:-} ]] && envs+=("DISPLAY=$DISPLAY")
    local xauth=${XAUTHORITY:-${HOME:-/root}/.Xauthority}
    if [[ -n ${DISPLAY:-} && -f $xauth ]]; then
        binds+=" && touch '$root/tmp/.Xauthority' && mount --bind '$xauth' '$root/tmp/.Xauthority'"
        envs+=(XAUTHORITY=/tmp/.Xauthority)
    fi
    if [[ -n ${WAYLAND_DISPLAY:-} && -n ${XDG_RUNTIME_DIR:-} && -S $XDG_RUNTIME_DIR/$WAYLAND_DISPLAY ]]; then
        binds+=" && mkdir -p '$root/run/user-xdg' && mount --rbind '$XDG_RUNTIME_DIR' '$root/run/user-xdg'"
        envs+=(WAYLAND_DISPLAY="$WAYLAND_DISPLAY" XDG_RUNTIME_DIR=/run/user-xdg)
    fi
    unshare -m --propagation private -- bash -c \
        "$binds && exec chroot '$root' /usr/bin/env -i ${envs[*]@Q} bash -c ${cmd@Q}"
}

# Run a command line in the build environment (native or root), from the checkout.
in_env() {
    local cmd="cd '$src' && $1"
    if host_has_deps; then
        bash -c "$cmd"
    else
        ensure_root
        in_root_raw "$cmd"
    fi
}

# build PRESET [TARGET…]: configure once, then build the targets (all when none are named).
build() {
    local preset=$1
    shift
    local targets=""
    [[ $# -gt 0 ]] && targets="--target $*"
    in_env "cmake --preset $preset >/dev/null && cmake --build --preset $preset $targets"
}

action=${1:-}
[[ $# -gt 0 ]] && shift
case "$action" in
    run)
        build release faultline faultline-window
        if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
            # Nothing to show a window on (a server, a container): open it on a virtual display
            # and keep a picture of it, rather than run an invisible window forever.
            say "no DISPLAY or WAYLAND_DISPLAY: opening the app on a virtual display instead"
            exec "${BASH_SOURCE[0]}" screenshot "$src/build/faultline-window.png" "$@"
        fi
        in_env "build/release/app/faultline ${*@Q}"
        ;;
    test)
        build debug
        in_env "QT_QPA_PLATFORM=offscreen ctest --preset debug ${*@Q}"
        # The whole suite again under AddressSanitizer and UndefinedBehaviorSanitizer (and the
        # fuzzers' saved inputs with it), unless only some tests were asked for.
        if [[ $# == 0 ]]; then
            build asan
            in_env "QT_QPA_PLATFORM=offscreen ctest --preset asan"
        fi
        # The .deb's install, run and removal in a throwaway copy of the build root (needs the
        # root and the right to mount: not in a native build).
        if ! host_has_deps && [[ $(id -u) == 0 && $# == 0 ]]; then
            in_env "cd build/debug && cpack -G DEB >/dev/null"
            "$here/test-deb.sh" "$(ls -t "$src"/build/debug/faultline_*.deb | head -n1)"
        fi
        ;;
    asan)
        # The whole suite under AddressSanitizer and UndefinedBehaviorSanitizer.
        build asan
        in_env "QT_QPA_PLATFORM=offscreen ctest --preset asan ${*@Q}"
        ;;
    bench)
        build release kbload_bench search_bench logindex_bench triage_bench logview_bench resource_bench \
            longline_bench batch_bench startup_bench retriage_bench
        # bench [NAME [ARGS…]]: every benchmark, or the one whose name contains NAME, given ARGS.
        name=${1:-}
        [[ $# -gt 0 ]] && shift
        in_env "for b in build/release/tests/bench/*_bench; do if [[ -z '$name' || \$b == *'$name'* ]]; then \"\$b\" ${*@Q} || exit; fi; done"
        ;;
    screenshot)
        out=${1:?usage: dev.sh screenshot OUT.png [--size WxH] [app args…]}
        shift
        # --size WxH: the window's size (default 1280x800), on a screen just that large.
        size=1280x800
        if [[ ${1:-} == --size ]]; then
            size=${2:?--size WxH}
            shift 2
        fi
        [[ $size =~ ^[0-9]+x[0-9]+$ ]] || die "--size wants WxH, e.g. 1024x640"
        # Quiet unless the build fails. `faultline` opens the window by starting faultline-window.
        log=$(build release faultline faultline-window 2>&1) || { printf '%s\n' "$log" >&2; exit 1; }
        [[ $out == /* ]] || out="$PWD/$out"
        tmpout="build/screenshot-$$.png"
        # A settings folder of its own: a picture shows the first start, not a remembered layout.
        in_env "export XDG_CONFIG_HOME=\$(mktemp -d); xvfb-run -a -s '-screen 0 ${size}x24' build/release/app/faultline -geometry '${size}+0+0' --screenshot '$tmpout' ${*@Q}"
        mv "$src/$tmpout" "$out"
        say "saved a picture of the window: $out"
        ;;
    mirror)
        guess_mirror
        ;;
    shell)
        if [[ $# -gt 0 ]]; then in_env "$*"; else in_env "exec bash -i"; fi
        ;;
    *)
        # The comment block at the top, whatever its length.
        awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "${BASH_SOURCE[0]}"
        [[ -z $action || $action == -h || $action == --help ]] || exit 2
        ;;
esac
