#!/usr/bin/env bash
# The .deb's install → run → remove cycle in a clean copy of the Debian 13 build root.
#
#   packaging/dev/test-deb.sh [PACKAGE.deb]
#
# Without an argument, builds the package first (packaging/dev/dev.sh shell: cpack in
# build/release). The copy is an overlay on the build root, thrown away afterwards: the root itself is not
# touched. apt installs the package with its dependencies (already in the root: nothing is
# downloaded); then `faultline --version`, the window's `--help` (through the window program) and a
# headless triage must work, and after `apt-get purge` none of the package's files may be left.
# Needs root (mounts).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/../.." && pwd) # the checkout: this script lives in packaging/dev/
root=${FAULTLINE_BUILDROOT:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/faultline/trixie-root}
say() { printf '==> %s\n' "$*" >&2; }

deb=${1:-}
if [[ -z $deb ]]; then
    "$here/dev.sh" shell 'cmake --preset release >/dev/null && cmake --build --preset release && cd build/release && cpack -G DEB' >&2
    deb=$(ls -t "$src"/build/release/faultline_*.deb | head -n1)
fi
[[ -f $deb ]] || { echo "test-deb.sh: no package $deb" >&2; exit 2; }
[[ -d $root/usr ]] || { echo "test-deb.sh: no build root at $root (run packaging/dev/dev.sh test once)" >&2; exit 2; }

scratch=$(mktemp -d /var/tmp/faultline-deb.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/upper" "$scratch/work" "$scratch/merged"
cp "$deb" "$scratch/faultline.deb"
cp "$src/tests/data/logs/compile-graph-break.log" "$scratch/crash.log"

say "installing $(basename "$deb") into a copy of the build root"
# shellcheck disable=SC2016
unshare -m --propagation private -- bash -euo pipefail -c '
    s=$1 root=$2
    mount -t overlay overlay -o "lowerdir=$root,upperdir=$s/upper,workdir=$s/work" "$s/merged"
    mount -t proc proc "$s/merged/proc"
    mount --rbind /dev "$s/merged/dev"
    mount -t tmpfs tmpfs "$s/merged/tmp"
    cp "$s/faultline.deb" "$s/crash.log" "$s/merged/tmp/"
    exec chroot "$s/merged" /usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin bash -euo pipefail -c "
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y /tmp/faultline.deb >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; exit 1; }
        echo \"installed: \$(dpkg-query -W -f=\"\\\${Package} \\\${Version} \\\${Status}\" faultline)\"
        dpkg -L faultline >/tmp/files
        for f in /usr/bin/faultline /usr/libexec/faultline/faultline-window \\
            /usr/share/applications/io.github.faultline_app.Faultline.desktop \\
            /usr/share/metainfo/io.github.faultline_app.Faultline.metainfo.xml; do
            test -f \$f || { echo \"not installed: \$f\"; exit 1; }
        done
        version=\$(faultline --version)
        echo \"faultline --version: \$version\"
        [[ \$version == \"Faultline \"* ]]
        # The options of the window: faultline started the window program (--help needs no display).
        faultline --help >/tmp/help.txt
        grep -q -- --screenshot /tmp/help.txt || { echo \"faultline --help: not the help of the window\"; exit 1; }
        set +e
        faultline triage --top 1 /tmp/crash.log >/tmp/triage.txt
        rc=\$?
        set -e
        echo \"faultline triage: exit \$rc, first lines:\"; head -n 3 /tmp/triage.txt
        [[ \$rc -eq 0 ]] || { echo \"triage failed\"; exit 1; }
        test -f /usr/share/man/man1/faultline.1.gz || { echo \"no man page installed\"; exit 1; }
        apt-get purge -y faultline >/tmp/apt.log 2>&1 || { cat /tmp/apt.log; exit 1; }
        left=\$(while read -r f; do if [[ -f \$f ]]; then echo \"\$f\"; fi; done </tmp/files)
        if [[ -n \$left ]]; then echo \"left after removal:\"; echo \"\$left\"; exit 1; fi
        if dpkg-query -W faultline >/dev/null 2>&1; then echo \"dpkg still knows the package\"; exit 1; fi
        echo \"removed: no files left\"
    "
' _ "$scratch" "$root"
say "the package installs, runs and uninstalls cleanly"
