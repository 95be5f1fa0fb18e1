"""Airship plans stored with the board's tables (issue 15).

:func:`npq.nav.planner.plan_route` is a pure function of the board, the disc and its
arguments (its effort is a count, not a clock), so a plan made once is the plan. A bot game
makes some 60 airship plans, ~0.5 s of CPU in a new process; playing the same game again (a
second start of one seed, a pinned game, a test or a study rerun) asks the same ones. The
plans a process made are added to the stored ones when it exits and read by the next
process: a plan then costs a lookup and the decoding of its own row.

Table ``air-plans`` (:mod:`npq.board.tables`: raw arrays under a digest, never pickle): per
plan a 16-byte digest of its key (``digests``), its row's end in ``offsets`` and the row, a
UTF-8 JSON document ``[key, plan]`` in ``blob``. The key names everything the plan depends
on besides the board (the file is the board's): the disc (a digest of its rings), the start,
target, Speed, Range, fuel, round, Integrity, crew and rules, each number as JSON writes it
(so ``4`` and ``4.0`` stay apart, as the in-process memo keeps them). A row is decoded only
when asked for, its key compared whole and every value checked (types, finite numbers, place
and area ids of the board, icons, wind sectors, reasons); anything else reads as absent and
the plan is made afresh. The version covers the code a plan depends on (``npq/nav``,
``npq/board``, ``npq/weather.py``, this module), GEOS, numpy, Python and the C library.
At most :data:`MAX_BYTES` of rows are kept, the newest first.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import hashlib
import json
import math
import os
import sys
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import shapely

from npq._memo import by_identity
from npq.board import Board
from npq.board.tables import (
    TableError,
    check_csr,
    read_tables,
    source_digest,
    write_tables,
)
from npq.nav.planner import REASONS, RouteCrew, RoutePlan, RouteRules, RouteTurn
from npq.nav.wind import WIND_SECTORS
from npq.weather import Icon, WeatherDisc

__all__ = ["MAX_BYTES", "StoredPlans", "stored_plans"]

#: Rows kept per board at most (~1.6 KB a plan: some 5,000 plans, 80 games' worth).
MAX_BYTES = 8 << 20
_NAME = "air-plans"


@lru_cache(maxsize=1)
def _version() -> str:
    here = Path(__file__).resolve().parent.parent
    files = [Path(__file__), here / "weather.py"]
    files += sorted((here / "nav").glob("*.py")) + sorted((here / "board").glob("*.py"))
    libc = ""
    with contextlib.suppress(ValueError, OSError, AttributeError):
        libc = os.confstr("CS_GNU_LIBC_VERSION") or ""
    return (
        f"air-plans/1:{shapely.geos_version_string}:{np.__version__}:{sys.version}:{libc}:"
        f"{source_digest(*files)}"
    )


def disc_digest(disc: WeatherDisc) -> str:
    """What of the disc a plan reads: its rings and its turn."""
    return hashlib.blake2b(repr((disc.rings, disc.notches)).encode(), digest_size=16).hexdigest()


def plan_key(
    disc: str,
    start: str | tuple[float, float],
    target: str,
    speed: int,
    range_: int,
    fuel: int,
    round_no: int,
    integrity: int,
    crew: RouteCrew,
    rules: RouteRules,
) -> str:
    """The stored key of a plan: its inputs as canonical JSON (every field of the crew and
    the rules, a set of places sorted)."""

    def values(x: RouteCrew | RouteRules) -> list[Any]:
        out = []
        for f in dataclasses.fields(x):
            v = getattr(x, f.name)
            out.append(sorted(v) if isinstance(v, frozenset) else v)
        return out

    return json.dumps(
        [
            disc,
            start if isinstance(start, str) else [start[0], start[1]],
            target,
            speed,
            range_,
            fuel,
            round_no,
            integrity,
            values(crew),
            values(rules),
        ],
        separators=(",", ":"),
        allow_nan=False,
    )


# -- a plan as JSON and back -------------------------------------------------------------------


def _coord(c: tuple[float, float]) -> list[float]:
    return [c[0], c[1]]


def _icon(i: Icon | None) -> str | None:
    return None if i is None else i.value


def encode(plan: RoutePlan) -> list[Any]:
    """``plan`` as JSON values, field by field."""
    turns = [
        [
            t.turn,
            t.round_no,
            t.action,
            _coord(t.start),
            _coord(t.end),
            t.area,
            _icon(t.icon),
            t.speed,
            [[name, _coord(p)] for name, p in t.band],
            _coord(t.worst),
            t.fuel,
            t.integrity,
            t.arrived,
            t.stop,
            t.repair,
            t.venture_cards,
            _icon(t.worst_icon),
        ]
        for t in plan.turns
    ]
    return [
        _coord(plan.start),
        _coord(plan.end),
        plan.start_id,
        plan.end_id,
        plan.speed,
        plan.range,
        plan.fuel_now,
        plan.integrity_now,
        plan.from_round,
        plan.reachable,
        plan.reason,
        turns,
        list(plan.path),
        list(plan.stops),
        list(plan.repairs),
        plan.bonds,
        plan.worst_arrival,
        plan.expected_arrival,
        plan.venture_cards,
        plan.considered,
        plan.effort,
        plan.fallback,
    ]


class _Bad(ValueError):
    """A stored row that is no plan."""


_ICONS = {i.value: i for i in Icon}
_SECTORS = frozenset(w.value for w in WIND_SECTORS)
_ACTIONS = frozenset({"fly", "wait"})
_REASONS = frozenset(REASONS)


class _Decoder:
    """Checks every value of a stored row against what a plan on ``board`` can hold."""

    def __init__(self, board: Board) -> None:
        self.places = frozenset(p.id for p in board.places)
        self.areas = frozenset(a.id for a in board.weather_areas)

    @staticmethod
    def number(v: Any) -> int | float:
        if isinstance(v, bool) or not isinstance(v, int | float):
            raise _Bad("a number")
        if isinstance(v, float) and not math.isfinite(v):
            raise _Bad("a finite number")
        return v

    @staticmethod
    def integer(v: Any) -> int:
        if isinstance(v, bool) or not isinstance(v, int) or not -(1 << 31) <= v < 1 << 31:
            raise _Bad("an integer")
        return v

    @staticmethod
    def flag(v: Any) -> bool:
        if not isinstance(v, bool):
            raise _Bad("a flag")
        return v

    def coord(self, v: Any) -> tuple[float, float]:
        if not isinstance(v, list) or len(v) != 2:
            raise _Bad("a point")
        x, y = self.number(v[0]), self.number(v[1])
        return (x, y)

    def place(self, v: Any, *, optional: bool = True) -> str | None:
        if v is None and optional:
            return None
        if not isinstance(v, str) or v not in self.places:
            raise _Bad("a place")
        return v

    def some(self, v: Any, known: frozenset[str]) -> str | None:
        if v is None:
            return None
        if not isinstance(v, str) or v not in known:
            raise _Bad("a name")
        return v

    def icon(self, v: Any) -> Icon | None:
        if v is None:
            return None
        if not isinstance(v, str) or v not in _ICONS:
            raise _Bad("an icon")
        return _ICONS[v]

    def arrival(self, v: Any) -> int | None:
        return None if v is None else self.integer(v)

    def turn(self, v: Any) -> RouteTurn:
        if not isinstance(v, list) or len(v) != 17:
            raise _Bad("a turn")
        band = v[8]
        if not isinstance(band, list) or len(band) > len(WIND_SECTORS):
            raise _Bad("a band")
        ends: list[tuple[str, tuple[float, float]]] = []
        for e in band:
            if not isinstance(e, list) or len(e) != 2 or e[0] not in _SECTORS:
                raise _Bad("a band")
            ends.append((e[0], self.coord(e[1])))
        action = v[2]
        if action not in _ACTIONS:
            raise _Bad("an action")
        return RouteTurn(
            turn=self.integer(v[0]),
            round_no=self.integer(v[1]),
            action=action,
            start=self.coord(v[3]),
            end=self.coord(v[4]),
            area=self.some(v[5], self.areas),
            icon=self.icon(v[6]),
            speed=self.number(v[7]),
            band=tuple(ends),
            worst=self.coord(v[9]),
            fuel=self.integer(v[10]),
            integrity=self.integer(v[11]),
            arrived=self.place(v[12]),
            stop=self.place(v[13]),
            repair=self.flag(v[14]),
            venture_cards=self.integer(v[15]),
            worst_icon=self.icon(v[16]),
        )

    def names(self, v: Any, *, optional: bool) -> tuple[Any, ...]:
        if not isinstance(v, list):
            raise _Bad("a list of places")
        return tuple(self.place(p, optional=optional) for p in v)

    def plan(self, v: Any) -> RoutePlan:
        if not isinstance(v, list) or len(v) != 22:
            raise _Bad("a plan")
        turns = v[11]
        if not isinstance(turns, list):
            raise _Bad("turns")
        reason = v[10]
        if reason is not None and reason not in _REASONS:
            raise _Bad("a reason")
        return RoutePlan(
            start=self.coord(v[0]),
            end=self.coord(v[1]),
            start_id=self.place(v[2]),
            end_id=self.place(v[3]),
            speed=self.number(v[4]),
            range=self.integer(v[5]),
            fuel_now=self.integer(v[6]),
            integrity_now=self.integer(v[7]),
            from_round=self.integer(v[8]),
            reachable=self.flag(v[9]),
            reason=reason,
            turns=tuple(self.turn(t) for t in turns),
            path=self.names(v[12], optional=True),
            stops=self.names(v[13], optional=False),
            repairs=self.names(v[14], optional=False),
            bonds=self.integer(v[15]),
            worst_arrival=self.arrival(v[16]),
            expected_arrival=self.arrival(v[17]),
            venture_cards=self.integer(v[18]),
            considered=self.integer(v[19]),
            effort=self.integer(v[20]),
            fallback=self.flag(v[21]),
        )


def _digest(key: str) -> bytes:
    return hashlib.blake2b(key.encode(), digest_size=16).digest()


class StoredPlans:
    """The plans stored for one board (read when first asked), and those this process made
    (added to the stored ones at exit)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._lock = threading.Lock()
        self._rows: dict[bytes, int] | None = None
        self._arrays: dict[str, np.ndarray] = {}
        self._decoder: _Decoder | None = None
        self._new: dict[str, list[Any]] = {}
        self._registered = False

    def _read(self) -> dict[bytes, int]:
        rows: dict[bytes, int] = {}
        self._arrays = {}
        slot = self.board.cache_slot
        if slot is None:
            return rows
        stored = read_tables(slot[0], slot[1], _NAME, _version())
        if stored is None:
            return rows
        with contextlib.suppress(TableError, KeyError, ValueError):
            digests, offsets, blob = stored["digests"], stored["offsets"], stored["blob"]
            m = len(digests)
            if digests.dtype != np.uint8 or digests.shape != (m, 16):
                raise TableError("air plans: digests")
            if offsets.dtype != np.int64 or offsets.shape != (m + 1,):
                raise TableError("air plans: offsets")
            if blob.dtype != np.uint8 or blob.ndim != 1:
                raise TableError("air plans: rows")
            check_csr(offsets, len(blob), "air plans: rows")
            raw = digests.tobytes()
            for i in range(m):
                rows.setdefault(raw[16 * i : 16 * i + 16], i)
            self._arrays = {"digests": digests, "offsets": offsets, "blob": blob}
        return rows

    def get(self, key: str) -> RoutePlan | None:
        """The stored plan for ``key``, or ``None`` (none stored, or its row is no plan)."""
        if self._rows is None:
            with self._lock:
                if self._rows is None:
                    self._rows = self._read()
        i = self._rows.get(_digest(key))
        if i is None:
            return None
        a = self._arrays
        lo, hi = int(a["offsets"][i]), int(a["offsets"][i + 1])
        try:
            doc = json.loads(a["blob"][lo:hi].tobytes())
            if not isinstance(doc, list) or len(doc) != 2 or doc[0] != key:
                return None
            if self._decoder is None:
                self._decoder = _Decoder(self.board)
            return self._decoder.plan(doc[1])
        except (ValueError, TypeError, RecursionError):
            return None

    def add(self, key: str, plan: RoutePlan) -> None:
        """Remember ``plan`` (made by this process) for the stored ones."""
        if self.board.cache_slot is None:
            return
        if not self._registered:
            self._registered = True
            atexit.register(self.flush)
        if len(self._new) < 65_536:
            self._new[key] = encode(plan)

    def flush(self) -> None:
        """Store the plans this process made, newest first, then the stored ones that still
        fit (another process may have stored others meanwhile: they are kept)."""
        slot = self.board.cache_slot
        if not self._new or slot is None or not slot[0].is_dir():
            return
        new, self._new = self._new, {}
        rows = self._read()  # what other processes stored meanwhile too
        chunks: list[bytes] = []
        digests: list[bytes] = []
        seen: set[bytes] = set()
        size = 0
        for key, doc in new.items():
            d = _digest(key)
            row = json.dumps([key, doc], separators=(",", ":"), allow_nan=False).encode()
            if d in seen or size + len(row) > MAX_BYTES:
                continue
            seen.add(d)
            digests.append(d)
            chunks.append(row)
            size += len(row)
        if rows:
            a = self._arrays
            off = a["offsets"].tolist()
            blob = a["blob"]
            for d, i in rows.items():
                n = off[i + 1] - off[i]
                if d in seen or size + n > MAX_BYTES:
                    continue
                seen.add(d)
                digests.append(d)
                chunks.append(blob[off[i] : off[i + 1]].tobytes())
                size += n
        offsets = np.zeros(len(chunks) + 1, dtype=np.int64)
        np.cumsum([len(c) for c in chunks], out=offsets[1:])
        arrays: dict[str, np.ndarray] = {
            "digests": np.frombuffer(b"".join(digests), dtype=np.uint8).reshape(-1, 16),
            "offsets": offsets,
            "blob": np.frombuffer(b"".join(chunks), dtype=np.uint8),
        }
        with contextlib.suppress(OSError):
            write_tables(slot[0], slot[1], _NAME, _version(), arrays)
        self._rows = None  # read again (with this process's plans) if asked after


_STORES: dict[int, tuple[Board, StoredPlans]] = {}


def stored_plans(board: Board) -> StoredPlans | None:
    """The stored plans of ``board``, or ``None`` for a board without a cache slot."""
    if board.cache_slot is None:
        return None
    return by_identity(_STORES, board, lambda: StoredPlans(board), 8)
