"""Before/after of the bot-game goals of issue 15, in one run: fresh processes of
``bot_games.py`` alternate between another checkout (the "before") and this one, so that both
see the same load; the medians of their CPU figures and the ratios are printed.

    git archive e9bb6cb | tar -x -C /tmp/b_e9bb6cb
    .venv/bin/python benchmarks/scripts/bot_compare.py /tmp/b_e9bb6cb 5
    .venv/bin/python benchmarks/scripts/bot_compare.py BEFORE_TREE N AFTER_TREE

The "after" is this checkout, or a third tree (a `git archive` of a commit: so that the code
measured does not change while one edits). Each side first runs once to fill its board cache and tables (its own key), which is not
counted: the figures are a new process with a warm disk cache, as a player's second start.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
before_tree, n = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5
after_tree = sys.argv[3] if len(sys.argv) > 3 else None
env = dict(os.environ)
at_commit = [sys.executable, str(HERE / "at_commit.py")]
runs = {
    "before": [*at_commit, before_tree, str(HERE / "bot_games.py")],
    "after": [*at_commit, after_tree, str(HERE / "bot_games.py")]
    if after_tree
    else [sys.executable, str(HERE / "bot_games.py")],
}
pattern = re.compile(r"first game ([\d.]+) s CPU.*warm game median (\d+) ms.*hash (\w+)")
got: dict[str, list[tuple[float, float, str]]] = {k: [] for k in runs}
for i in range(n + 1):
    for side, cmd in runs.items():
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True).stdout
        m = pattern.search(out)
        if m is None:
            raise SystemExit(f"{side}: no figures in {out!r}")
        if i:  # the first pass fills the caches
            got[side].append((float(m[1]), float(m[2]) / 1e3, m[3]))
for side, rows in got.items():
    first = [r[0] for r in rows]
    warm = [r[1] for r in rows]
    print(
        f"{side}: first game median {statistics.median(first):.2f} s CPU "
        f"({', '.join(f'{x:.2f}' for x in first)}); warm game median "
        f"{statistics.median(warm) * 1e3:.0f} ms ({', '.join(f'{x * 1e3:.0f}' for x in warm)}); "
        f"hashes {sorted({r[2] for r in rows})}"
    )
b, a = got["before"], got["after"]
print(
    f"first game {statistics.median(r[0] for r in b) / statistics.median(r[0] for r in a):.1f}x, "
    f"warm game {statistics.median(r[1] for r in b) / statistics.median(r[1] for r in a):.1f}x "
    f"faster; per pair: " + ", ".join(f"{x[1] / y[1]:.1f}x" for x, y in zip(b, a, strict=True))
)
