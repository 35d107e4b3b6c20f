#!/bin/sh
# validate.sh desktop|appstream FILE: the freedesktop validators, as CTest runs them. Exits 77
# (CTest: skipped) when the validator is not installed, saying so.
kind=$1 file=$2
case $kind in
desktop) tool=desktop-file-validate ;;
appstream) tool=appstreamcli ;;
*) echo "validate.sh: unknown kind $kind" >&2; exit 2 ;;
esac
if ! command -v "$tool" >/dev/null 2>&1; then
    echo "skipped: $tool is not installed (Debian: desktop-file-utils, appstream)"
    exit 77
fi
if [ "$kind" = desktop ]; then
    # Warnings are failures too: a desktop file with warnings is not accepted by every store.
    out=$(desktop-file-validate "$file" 2>&1); rc=$?
    [ -n "$out" ] && echo "$out"
    [ $rc -eq 0 ] && [ -z "$out" ]
else
    # --no-net: the screenshots' addresses are not fetched (CI has no network).
    appstreamcli validate --no-net --pedantic --explain "$file"
fi
