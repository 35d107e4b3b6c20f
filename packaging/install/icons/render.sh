#!/usr/bin/env bash
# Renders the scalable icon to the PNG sizes desktops look for (committed; run after editing the
# SVG): packaging/dev/dev.sh shell packaging/install/icons/render.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
svg=io.github.faultline_app.Faultline.svg
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "${size}x${size}"
    rsvg-convert -w "$size" -h "$size" "$svg" -o "${size}x${size}/io.github.faultline_app.Faultline.png"
done
