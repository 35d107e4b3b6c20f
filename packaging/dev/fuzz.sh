#!/usr/bin/env bash
# Runs the libFuzzer targets in tests/fuzz for a set time each and reports what they did.
#
#   packaging/dev/fuzz.sh [SECONDS [TARGET…]]     default: 120 seconds, every target
#
# Runs where the build runs (natively or in the build root, as packaging/dev/dev.sh decides;
# clang and its runtime are installed into the build root on first use). Seed corpora come from
# ../shared (the user's seed documents, the public corpus, the log generator) and the saved
# regression inputs; what the fuzzer adds stays in build/fuzz/corpus. A crash, leak, sanitizer
# report or wrong answer leaves its input in build/fuzz/artifacts/TARGET/: fix it, then copy it
# into tests/fuzz/regressions/TARGET/, which the test suite replays.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/../.." && pwd) # the checkout: this script lives in packaging/dev/
seconds=${1:-120}
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(records records_jsonl logfile matcher walker markdown)

if [[ ${FAULTLINE_FUZZ_INSIDE:-} != 1 ]]; then
    # Re-run this script in the build environment, with clang there.
    if ! "$here/dev.sh" shell 'command -v clang++ >/dev/null && compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" >/dev/null' 2>/dev/null; then
        echo "==> installing clang and its runtime (libFuzzer) into the build environment" >&2
        "$here/dev.sh" shell 'apt-get install -y -qq --no-install-recommends clang libclang-rt-dev >/dev/null' ||
            { echo "fuzz.sh: could not install clang (natively: install clang and libclang-rt-dev)" >&2; exit 2; }
    fi
    exec "$here/dev.sh" shell "FAULTLINE_FUZZ_INSIDE=1 packaging/dev/fuzz.sh $seconds ${targets[*]}"
fi

cd "$src"
shared=$(cd "$src/.." && pwd)/shared
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target $(printf 'fuzz_%s ' "${targets[@]}") >/dev/null

corpus=build/fuzz/corpus
seed() { # seed TARGET FILE…: copy files into the target's corpus once
    local target=$1
    shift
    mkdir -p "$corpus/$target"
    [[ -n $(ls -A "$corpus/$target") ]] && return
    cp "$@" "$corpus/$target/" 2>/dev/null || true
}
if [[ -d $shared ]]; then
    canons=$shared/corpus/deadends/data/canons
    seed records "$shared"/seeds/* $(find "$canons" -name '*.json' | sort | awk 'NR % 25 == 1')
    mkdir -p build/fuzz/seed-jsonl
    for f in "$shared"/corpus/deadends/data/*/*.jsonl; do
        head -n 40 "$f" >"build/fuzz/seed-jsonl/$(basename "$f")"
    done
    seed records_jsonl build/fuzz/seed-jsonl/*
    mkdir -p build/fuzz/seed-logs
    python3 "$shared/bench/gen_logs.py" --canons "$canons" --size 200K --seed 3 \
        --out build/fuzz/seed-logs/synth.log >/dev/null
    split -l 60 -a 3 build/fuzz/seed-logs/synth.log build/fuzz/seed-logs/part-
    rm build/fuzz/seed-logs/synth.log
    seed logfile tests/data/logs/*.log build/fuzz/seed-logs/part-a[a-j]*
    # Matcher inputs: eight corpus regexes, an empty line, then log lines.
    mkdir -p build/fuzz/seed-matcher
    python3 - "$canons" build/fuzz/seed-logs build/fuzz/seed-matcher <<'PY'
import json, pathlib, sys
canons, logs, out = map(pathlib.Path, sys.argv[1:])
regexes = []
for path in sorted(canons.rglob('*.json')):
    try:
        r = json.loads(path.read_text()).get('error', {}).get('regex')
    except Exception:
        continue
    if isinstance(r, str) and r and '\n' not in r:
        regexes.append(r)
parts = sorted(logs.iterdir())
for i in range(0, min(len(regexes), 8 * 120), 8):
    log = parts[(i // 8) % len(parts)].read_bytes()
    (out / f'seed-{i // 8:03d}').write_bytes('\n'.join(regexes[i:i + 8]).encode() + b'\n\n' + log)
PY
    seed matcher build/fuzz/seed-matcher/*
    # Markdown: the seed documents with front matter, and the README of the public corpus.
    seed markdown $(grep -l '^---' "$shared"/seeds/* 2>/dev/null | head -n 40) "$shared"/corpus/deadends/README.md
else
    echo "fuzz.sh: $shared is absent; seeding from the regression inputs only" >&2
fi

printf '\n%-14s %10s %8s %8s  %s\n' target seconds execs exec/s result
for target in "${targets[@]}"; do
    mkdir -p "$corpus/$target" "build/fuzz/artifacts/$target"
    log=build/fuzz/fuzz-$target.log
    status=0
    "build/fuzz/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=20 \
        -rss_limit_mb=4096 -max_len=1048576 -artifact_prefix="build/fuzz/artifacts/$target/" \
        "$corpus/$target" "tests/fuzz/regressions/$target" >"$log" 2>&1 || status=$?
    execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo '?')
    rate=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo '?')
    if [[ $status == 0 ]]; then
        result="no findings; corpus $(ls "$corpus/$target" | wc -l) inputs"
    else
        result="FINDING (exit $status): $(ls -t "build/fuzz/artifacts/$target" | head -n1); see $log"
    fi
    printf '%-14s %10s %8s %8s  %s\n' "$target" "$seconds" "$execs" "$rate" "$result"
done
