"""``npq`` as a script, so that ``at_commit.py`` can run another checkout's CLI:

.venv/bin/python benchmarks/scripts/at_commit.py TREE benchmarks/scripts/npq_cli.py sim -g 10 --json
"""

from __future__ import annotations

import sys

from npq.cli import main

sys.argv = ["npq", *sys.argv[1:]]
main()
