"""Benchmarks for ``make bench`` (pytest-benchmark).

Speed goals are ratios against a naive baseline measured in the same run, never timed
assertions. Name a baseline ``test_<thing>_naive`` and the measured path ``test_<thing>``, both
with ``@pytest.mark.benchmark(group="<thing>")``; the summary below prints each group's ratio
(naive mean / fast mean). Absolute goals (e.g. board load < 0.3 s) are printed with their mean.
"""

from __future__ import annotations

from typing import Any

import pytest


@pytest.fixture(autouse=True)
def _no_move_memo(request: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The move resolutions answer every round afresh (issue 15): their memo would otherwise
    answer a benchmark's second round from its first. The bot games keep it (a warm game)."""
    if request.node.get_closest_marker("keeps_memo"):
        return
    from npq.nav import airship, ship

    monkeypatch.setattr(airship, "_MEMO_SIZE", 0)
    monkeypatch.setattr(ship, "_MEMO_SIZE", 0)


def pytest_configure(config: Any) -> None:
    config.addinivalue_line("markers", "keeps_memo: the move memos stay on (a warm game)")


def pytest_benchmark_update_json(config: Any, benchmarks: Any, output_json: dict[str, Any]) -> None:
    """Keep the machine info small in saved results."""
    output_json.pop("machine_info", None)


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: Any) -> None:
    session = getattr(config, "_benchmarksession", None)
    if session is None or not session.benchmarks:
        return
    groups: dict[str, dict[str, float]] = {}
    notes: dict[str, str] = {}
    for bench in session.benchmarks:
        if not bench.stats:
            continue
        groups.setdefault(bench.group or bench.name, {})[bench.name] = bench.stats.mean
        info = bench.extra_info or {}
        if "per_second" in info:
            notes[bench.name] = f"{1 / bench.stats.mean:.0f} {info['per_second']} a second"
        if "note" in info:
            notes[bench.name] = "; ".join(filter(None, (notes.get(bench.name), info["note"])))
    tr = terminalreporter
    tr.section("speed ratios (naive baseline / measured, same run)")
    for group, means in sorted(groups.items()):
        naive = {n: m for n, m in means.items() if n.endswith("_naive")}
        fast = {n: m for n, m in means.items() if not n.endswith("_naive")}
        for name, mean in sorted(fast.items()):
            line = f"{group}: {name} mean {mean * 1000:.3f} ms"
            for base_name, base_mean in naive.items():
                line += f"; {base_mean / mean:.1f}x faster than {base_name}"
            if name in notes:
                line += f" ({notes[name]})"
            tr.write_line(line)
