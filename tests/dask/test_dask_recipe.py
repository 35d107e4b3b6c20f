#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The Dask recipe (packaging/dask/faultline_dask.py) on a 2-worker LocalCluster gives the same
per-record counts, and the same diagnosis per log, as one serial batch run over the same logs.

usage: test_dask_recipe.py FAULTLINE TEST_DATA_DIR RECIPE_DIR
Exit 0: the same; 1: not; 77: skipped, Dask distributed is not installed.
"""
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile

SKIP = 77


def main():
    faultline, data, recipe = sys.argv[1:4]
    try:
        import distributed  # noqa: F401
    except ImportError:
        print("SKIP: Dask distributed is not installed (Debian: python3-distributed); "
              "the Dask recipe is not tested")
        return SKIP
    sys.path.insert(0, recipe)
    import faultline_dask

    with tempfile.TemporaryDirectory() as tmp:
        # The user's sources must not change what is found (nor be changed): settings of our own,
        # inherited by the workers' processes.
        os.environ["XDG_CONFIG_HOME"] = os.path.join(tmp, "config")
        os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
        logs = os.path.join(tmp, "logs")
        os.mkdir(logs)
        real = os.path.join(data, "logs", "real")
        for name in sorted(os.listdir(real)):
            shutil.copy(os.path.join(real, name), logs)
        with open(os.path.join(real, "go-panic.log"), "rb") as f, gzip.open(os.path.join(logs, "packed.log.gz"), "wb") as g:
            g.write(f.read())
        open(os.path.join(logs, "empty.log"), "w").close()
        paths = faultline_dask.log_paths([logs])

        serial = subprocess.run([faultline, "triage", "--jsonl", "--quiet", "--jobs", "1", logs],
                                capture_output=True, text=True)
        if serial.returncode not in (0, 1):
            print(f"serial batch run failed ({serial.returncode}): {serial.stderr}")
            return 1
        serial_lines = serial.stdout.splitlines()

        from distributed import Client, LocalCluster
        with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            dask_lines = faultline_dask.run(paths, faultline, ["--jobs", "1"], client, partition_size=7)

        def by_file(lines):
            return {json.loads(l)["file"]: [f["record"] for f in json.loads(l)["diagnosis"]] for l in lines}

        failures = []
        if len(dask_lines) != len(paths) or len(serial_lines) != len(paths):
            failures.append(f"{len(paths)} logs, {len(serial_lines)} serial lines, {len(dask_lines)} Dask lines")
        if by_file(serial_lines) != by_file(dask_lines):
            failures.append("the diagnosis of some log differs")
        serial_counts = faultline_dask.record_counts(serial_lines)
        dask_counts = faultline_dask.record_counts(dask_lines)
        if serial_counts != dask_counts:
            failures.append(f"counts differ:\n serial {serial_counts}\n dask   {dask_counts}")
        if not serial_counts:
            failures.append("nothing was diagnosed: the test shows nothing")
        table = faultline_dask.counts_table(dask_lines)
        if table is not None and dict(zip(table["record"], table["logs"])) != serial_counts:
            failures.append("the pandas table's counts differ")
        if failures:
            print("\n".join(failures))
            return 1
        print(f"{len(paths)} logs, {len(serial_counts)} records, {sum(serial_counts.values())} diagnoses: "
              f"the same on Dask (2 workers) as in one serial batch run"
              + ("" if table is not None else " (pandas absent: no table checked)"))
        return 0


if __name__ == "__main__":
    sys.exit(main())
