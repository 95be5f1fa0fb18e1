"""The game server under load on 127.0.0.1 (issue #16): the p95 latency from an action sent to
its event received, and the memory per game. ``make bench`` runs a short load (20 games,
10 s); the figures of docs/performance.md come from the full run of
``benchmarks/online_load.py --games 200 --seconds 60``. Under ``make test`` it runs once, briefly.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from online_load import run_load


@pytest.mark.benchmark(group="online_load")
def test_online_load(benchmark: Any) -> None:
    enabled = not benchmark.disabled
    games, seconds = (20, 10.0) if enabled else (4, 3.0)
    result = benchmark.pedantic(
        lambda: run_load(games=games, seconds=seconds, think=0.5), rounds=1, iterations=1
    )
    for key in ("games", "accepted_actions", "actions_per_second", "memory_per_game_kib"):
        benchmark.extra_info[key] = result[key]
    benchmark.extra_info["p95_ms"] = result["latency_ms"]["p95"]
    assert result["accepted_actions"] > 0 and result["errors"] == []
