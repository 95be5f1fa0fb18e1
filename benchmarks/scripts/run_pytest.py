"""``pytest`` as a script, so that ``at_commit.py`` can run another checkout's benchmarks:

    git archive 5bddb3b | tar -x -C /tmp/b_5bddb3b
    cd /tmp/b_5bddb3b && $WT/.venv/bin/python $WT/benchmarks/scripts/at_commit.py /tmp/b_5bddb3b \
        $WT/benchmarks/scripts/run_pytest.py benchmarks/bench_nav.py -k airship ...
"""

from __future__ import annotations

import sys

import pytest

sys.exit(pytest.main(sys.argv[1:]))
