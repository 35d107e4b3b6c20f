"""What the healthy-log generators share: writing each log from its generator, seeded by name.

Each generator (make_healthy_c.py, make_healthy_f.py, make_healthy_j.py) defines its logs as
(file name, function of a random.Random returning the lines) and calls write_all() from its main.
"""

import os
import random


def write_all(generators, seed, argv):
    """Writes each generator's log into argv[1], or into ../cases/healthy next to this file."""
    here = os.path.dirname(os.path.abspath(__file__))
    outdir = argv[1] if len(argv) > 1 else os.path.join(here, "..", "cases", "healthy")
    os.makedirs(outdir, exist_ok=True)
    for name, gen in generators:
        r = random.Random("%d:%s" % (seed, name))
        lines = gen(r)
        with open(os.path.join(outdir, name), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(lines) + "\n")
        print("%s: %d lines" % (name, len(lines)))
