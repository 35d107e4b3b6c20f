#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fits the weights of TriageConfidence (models/triage/triageconfidence.h) on the tuning half.

    build/release/tests/eval/triage_eval --features build/features.tsv
    python3 tests/eval/tools/fit_confidence.py build/features.tsv

The file has one line per finding among the first five of each tuning case: case, record id,
accepted (0/1), rank, then the features in TriageConfidence::Feature order. The model is a
logistic regression with a small L2 penalty on standardised features (none on the intercept),
fitted by gradient descent; plain Python, so that it runs wherever the tests do. It prints the weights to paste into
the header and the reliability of the fit on the file itself.
"""
import math
import sys


def read(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 5:
                continue
            rows.append((int(parts[2]), [float(x) for x in parts[4:]]))
    return rows


def fit(rows, l2=0.002, steps=6000, rate=1.0):
    """Fitted on standardised features (mean 0, deviation 1, so that the penalty treats them
    alike), then the weights are turned back to the features' own scale."""
    n = len(rows[0][1])
    mean = [sum(x[i] for _, x in rows) / len(rows) for i in range(n)]
    dev = [math.sqrt(sum((x[i] - mean[i]) ** 2 for _, x in rows) / len(rows)) or 1.0 for i in range(n)]
    scaled = [(y, [(x[i] - mean[i]) / dev[i] for i in range(n)]) for y, x in rows]
    w = fit_scaled(scaled, n, l2, steps, rate)
    out = [w[i] / dev[i] for i in range(n)]
    out.append(w[n] - sum(w[i] * mean[i] / dev[i] for i in range(n)))
    return out


def fit_scaled(rows, n, l2, steps, rate):
    w = [0.0] * (n + 1)
    for _ in range(steps):
        grad = [0.0] * (n + 1)
        for y, x in rows:
            z = w[n] + sum(wi * xi for wi, xi in zip(w, x))
            p = 1 / (1 + math.exp(-max(-30, min(30, z))))
            for i in range(n):
                grad[i] += (p - y) * x[i]
            grad[n] += p - y
        for i in range(n):
            w[i] -= rate * (grad[i] / len(rows) + l2 * w[i])
        w[n] -= rate * grad[n] / len(rows)
    return w


def main():
    rows = read(sys.argv[1])
    if not rows:
        sys.exit("no rows in " + sys.argv[1])
    w = fit(rows)
    n = len(w) - 1
    print("inline constexpr std::array<double, FeatureCount + 1> weights = {")
    print("    " + ", ".join(f"{v:.3f}" for v in w) + "};")
    bands = [[0, 0] for _ in range(10)]
    for y, x in rows:
        p = 1 / (1 + math.exp(-(w[n] + sum(wi * xi for wi, xi in zip(w, x)))))
        b = min(9, int(p * 10))
        bands[b][0] += 1
        bands[b][1] += y
    print(f"{len(rows)} findings, {sum(y for y, _ in rows)} accepted")
    for i, (count, accepted) in enumerate(bands):
        if count:
            print(f"  {i / 10:.1f}-{(i + 1) / 10:.1f}: {count:4d} findings, {accepted / count:.2f} accepted")


if __name__ == "__main__":
    main()
