#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Triage many logs on Dask distributed: `faultline triage --jsonl` as a map step.

The paths are split into partitions; each partition goes to a Dask worker, which runs one
batch-mode faultline process over it (`faultline triage --jsonl --files-from -`, the paths on its
standard input) and gives back its JSON lines. The lines come back to this process, are written
out as JSON Lines, and are counted per diagnosed record (with pandas when it is installed). The
summary of all lines (counts per record, unknown error lines grouped) is `faultline triage --merge`
over the output, which this script runs at the end unless --no-summary.

Every worker must see the logs and the knowledge base at the same paths as this process (one
machine, or a shared file system) and have faultline installed (or --faultline PATH).

usage: faultline_dask.py [--scheduler ADDRESS | --workers N] [--partition-size N] [--faultline PATH]
                         [--out FILE] [--counts FILE.csv] [--no-summary] [--files-from FILE]
                         [PATH …] [-- FAULTLINE_TRIAGE_OPTIONS …]
  e.g.  faultline_dask.py --workers 2 /srv/ci-logs -- --kb /srv/kb --no-builtin
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys


def log_paths(names, files_from=None):
    """The logs named: files as they are, the files of a folder (not recursively, hidden ones left
    out, by name), then the paths of a list file, one a line, as faultline's batch mode reads them."""
    paths = []

    def add(name):
        if os.path.isdir(name):
            entries = sorted((e for e in os.listdir(name) if not e.startswith(".")), key=str.lower)
            paths.extend(os.path.join(name, e) for e in entries if not os.path.isdir(os.path.join(name, e)))
        else:
            paths.append(name)

    for name in names:
        add(name)
    if files_from:
        with (sys.stdin if files_from == "-" else open(files_from, encoding="utf-8")) as f:
            for line in f:
                line = line.rstrip("\r\n")
                if line.strip():
                    add(line)
    return paths


def partitions(paths, size):
    return [paths[i:i + size] for i in range(0, len(paths), size)]


def triage_partition(paths, faultline, options):
    """Runs on a worker: one batch-mode faultline over the paths; its JSON lines. Exit 1 (nothing
    diagnosed) and 2 (some log unreadable, said in its line) are results; anything else fails."""
    done = subprocess.run([faultline, "triage", "--jsonl", "--quiet", "--files-from", "-", *options],
                          input="\n".join(paths) + "\n", capture_output=True, text=True, encoding="utf-8")
    if done.returncode not in (0, 1, 2) or (done.returncode == 2 and not done.stdout):
        raise RuntimeError(f"faultline exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout.splitlines()


def record_counts(lines):
    """Logs per diagnosed record, each record once per log: {record id: logs}."""
    counts = {}
    for line in lines:
        seen = set()
        for finding in json.loads(line).get("diagnosis", []):
            if finding["record"] not in seen:
                seen.add(finding["record"])
                counts[finding["record"]] = counts.get(finding["record"], 0) + 1
    return counts


def counts_table(lines):
    """The same counts as a pandas DataFrame (record, signature, logs), most logs first; None
    without pandas."""
    try:
        import pandas as pd
    except ImportError:
        return None
    rows = []
    for line in lines:
        log = json.loads(line)
        seen = set()
        for f in log.get("diagnosis", []):
            if f["record"] not in seen:
                seen.add(f["record"])
                rows.append({"record": f["record"], "signature": f.get("signature", ""), "file": log["file"]})
    if not rows:
        return pd.DataFrame(columns=["record", "signature", "logs"])
    frame = pd.DataFrame(rows)
    table = frame.groupby(["record", "signature"]).size().reset_index(name="logs")
    return table.sort_values(["logs", "record"], ascending=[False, True], ignore_index=True)


def run(paths, faultline, options, client, partition_size):
    """The map step: the JSON lines of every log, partition by partition as Dask gives them back."""
    futures = client.map(triage_partition, partitions(paths, partition_size),
                         faultline=faultline, options=options, pure=False)
    lines = []
    for partition in client.gather(futures):
        lines.extend(partition)
    return lines


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    options = []
    if "--" in argv:
        at = argv.index("--")
        argv, options = argv[:at], argv[at + 1:]
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", help="logs and folders of logs")
    ap.add_argument("--files-from", help="a list of paths, one a line (- for standard input)")
    ap.add_argument("--scheduler", help="a Dask scheduler's address (tcp://host:8786); default: a LocalCluster")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1,
                    help="LocalCluster workers (one thread each); default: one per core")
    ap.add_argument("--partition-size", type=int, default=0,
                    help="paths per faultline process (default: about four partitions per worker)")
    ap.add_argument("--faultline", default=shutil.which("faultline") or "faultline", help="the faultline binary")
    ap.add_argument("--out", default="-", help="where the JSON lines go (default: standard output)")
    ap.add_argument("--counts", help="the counts per record as CSV (needs pandas)")
    ap.add_argument("--no-summary", action="store_true", help="do not print faultline triage --merge's summary")
    a = ap.parse_args(argv)

    try:
        from distributed import Client, LocalCluster
    except ImportError:
        sys.exit("faultline_dask: Dask distributed is not installed (Debian: python3-distributed)")
    paths = log_paths(a.paths, a.files_from)
    if not paths:
        sys.exit("faultline_dask: no logs named")
    faultline = os.path.abspath(a.faultline) if os.path.exists(a.faultline) else a.faultline
    if a.scheduler:
        cluster = None
        client = Client(a.scheduler)
        workers = max(1, len(client.scheduler_info()["workers"]))
    else:
        cluster = LocalCluster(n_workers=a.workers, threads_per_worker=1, dashboard_address=None)
        client = Client(cluster)
        workers = a.workers
    size = a.partition_size or max(1, math.ceil(len(paths) / (4 * workers)))
    try:
        lines = run(paths, faultline, options, client, size)
    finally:
        client.close()
        if cluster:
            cluster.close()

    text = "".join(line + "\n" for line in lines)
    if a.out == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        with open(a.out, "w", encoding="utf-8") as out:
            out.write(text)
    table = counts_table(lines)
    if table is not None:
        print(table.head(20).to_string(index=False), file=sys.stderr)
        if a.counts:
            table.to_csv(a.counts, index=False)
    else:
        for record, logs in sorted(record_counts(lines).items(), key=lambda kv: (-kv[1], kv[0]))[:20]:
            print(f"{logs:8}  {record}", file=sys.stderr)
        if a.counts:
            sys.exit("faultline_dask: --counts needs pandas (Debian: python3-pandas)")
    if not a.no_summary:
        # The same summary as one batch run's: faultline merges the lines.
        subprocess.run([faultline, "triage", "--merge", "-"], input=text, text=True, encoding="utf-8",
                       stdout=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
