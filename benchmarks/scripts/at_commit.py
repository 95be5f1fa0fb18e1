"""Run a measurement script against another checkout of the code (the "before" figures).

    git archive 5e7f084 | tar -x -C /tmp/base
    .venv/bin/python benchmarks/scripts/at_commit.py /tmp/base benchmarks/scripts/range_median.py

The editable install's import hook is taken out and the other tree's ``npq``/``ui`` put first,
so the script imports that tree's code with this environment's libraries.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

tree, script, *rest = sys.argv[1:]
sys.meta_path = [
    f
    for f in sys.meta_path
    if "editable" not in (getattr(f, "__module__", "") or "").lower()
    and "editable" not in type(f).__name__.lower()
]
sys.path.insert(0, str(Path(tree).resolve()))
sys.argv = [script, *rest]
runpy.run_path(str(Path(script).resolve()), run_name="__main__")
