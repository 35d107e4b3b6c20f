#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# dev.sh's choice of the Debian mirror, on sample apt sources in a scratch folder (CTest runs it
# as dev_mirror; no network). Each case writes the sources, runs `dev.sh mirror` on them and
# compares what it prints and its exit status. The hosts are reserved example names.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0

# check NAME EXPECTED_STATUS EXPECTED_OUTPUT: runs dev.sh mirror on $scratch/NAME.
check() {
    local name=$1 status=$2 expected=$3 out rc
    out=$(env -u FAULTLINE_MIRROR FAULTLINE_APT_DIR="$scratch/$name" "$here/dev.sh" mirror 2>&1)
    rc=$?
    if [[ $rc != "$status" || $out != $expected ]]; then
        printf 'FAIL %s: exit %s, printed:\n%s\nwanted: exit %s, %s\n' "$name" "$rc" "$out" "$status" "$expected"
        failures=$((failures + 1))
    else
        printf 'PASS %s\n' "$name"
    fi
}
# sources NAME FILE: the file's content from standard input, under $scratch/NAME.
sources() {
    mkdir -p "$(dirname "$scratch/$1/$2")"
    cat >"$scratch/$1/$2"
}

# One-line format: comments, deb-src, the security archive and a third-party repository come
# first and are passed over; options in brackets, with spaces or without, are skipped.
sources one-line sources.list <<'S'
# deb http://commented.example/debian trixie main
deb-src http://source.example/debian trixie main
deb http://security.example/debian-security trixie-security main
deb http://archive.example/debian trixie-security main
deb [arch=amd64 signed-by=/usr/share/keyrings/vendor.gpg] https://vendor.example/apt stable main
deb [ arch=amd64 ] http://mirror.example/debian/ trixie main contrib
S
check one-line 0 http://mirror.example/debian

# deb822 format, as Debian 12 installs it: a comment inside the stanza, the archive first, the
# security archive after.
sources deb822 sources.list.d/debian.sources <<'S'
Types: deb
# http://snapshot.example/archive/debian/20250520T000000Z
URIs: http://archive.example/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://security.example/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
S
check deb822 0 http://archive.example/debian

# deb822 with the security stanza first, a disabled stanza, source-only types, several URIs and
# field names in another case: only the enabled binary archive counts.
sources deb822-order sources.list.d/debian.sources <<'S'
Types: deb
URIs: http://archive.example/debian
Suites: trixie-security
Components: main

Types: deb
URIs: http://disabled.example/debian
Suites: trixie
Enabled: no

Types: deb-src
URIs: http://source.example/debian
Suites: trixie

types: deb deb-src
uris: https://vendor.example/apt
  https://mirror.example/debian/
suites: trixie trixie-updates
components: main
S
check deb822-order 0 https://mirror.example/debian

# sources.list is read before sources.list.d, and .list and .sources files in name order.
sources order sources.list <<'S'
deb https://vendor.example/apt stable main
S
sources order sources.list.d/a.sources <<'S'
Types: deb
URIs: http://first.example/debian
Suites: trixie
S
sources order sources.list.d/b.list <<'S'
deb http://second.example/debian trixie main
S
sources order sources.list.d/c.list.disabled <<'S'
deb http://never.example/debian trixie main
S
check order 0 http://first.example/debian

# Nothing usable: third-party and security archives only, a disabled file, or no apt at all.
sources third-party sources.list.d/vendor.list <<'S'
deb https://vendor.example/apt stable main
deb http://security.example/debian-security trixie-security main
S
sources third-party sources.list.d/debian.list.disabled <<'S'
deb http://archive.example/debian trixie main
S
check third-party 2 '*set FAULTLINE_MIRROR*'
check no-apt 2 '*set FAULTLINE_MIRROR*'

# FAULTLINE_MIRROR wins over the sources.
out=$(FAULTLINE_MIRROR=http://chosen.example/debian FAULTLINE_APT_DIR="$scratch/one-line" "$here/dev.sh" mirror)
if [[ $out == http://chosen.example/debian ]]; then
    echo 'PASS FAULTLINE_MIRROR'
else
    printf 'FAIL FAULTLINE_MIRROR: printed %s\n' "$out"
    failures=$((failures + 1))
fi

[[ $failures == 0 ]] || { echo "$failures case(s) failed"; exit 1; }
