"""Balance studies: many bot games with every nation rotated through every seat (issue 14).

``npq balance`` plays a schedule of games (:func:`schedule`): for N seats, every subset of N of
the seven nations, each in every cyclic order (so every nation sits in every seat equally
often), and with ``--bots`` the bots rotated through the seats too. Game ``k`` plays seed
``seed + k``; each game is a pure function of its :class:`GameSpec`, so the games can be spread
over worker processes (:func:`run`) or a Dask cluster (:func:`run_on_cluster`) and the report
(:func:`summarize`) is the same whatever the number of workers.
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from npq import i18n
from npq.errors import InputError
from npq.game.config import NATIONS, NEW_GAME_NOT_JUST_FIRST
from npq.i18n import N_, Phrase

__all__ = [
    "GameResult",
    "GameSpec",
    "game_record",
    "play_spec",
    "run",
    "run_on_cluster",
    "schedule",
    "seatings",
    "summarize",
    "wilson",
]

#: The bots ``npq balance`` and ``npq sim`` know (npq.bots.BOT_KINDS), with the app's levels.
BOT_NAMES = ("random", "greedy", "expert")
LEVEL_OF = {"random": "Easy", "greedy": "Normal", "expert": "Hard"}


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game of a study: its index, seed, seated nations and the bot of each seat."""

    index: int
    seed: int
    nations: tuple[str, ...]
    bots: tuple[str, ...]
    max_rounds: int = 60
    advanced: bool = False
    #: The victory rule (section 9): "It's Not Just First", a new game's default
    #: (:data:`~npq.game.config.NEW_GAME_NOT_JUST_FIRST`), or the basic first back wins.
    not_just_first: bool = NEW_GAME_NOT_JUST_FIRST


@dataclass(frozen=True, slots=True)
class GameResult:
    """What a study keeps of a game (plain values: it crosses process boundaries)."""

    index: int
    seed: int
    nations: tuple[str, ...]
    bots: tuple[str, ...]
    winners: tuple[int, ...]
    termination: str
    rounds: int
    bonds: tuple[int, ...]
    missions: tuple[int, ...]
    emergencies: tuple[int, ...]
    won_at: str | None  # the winner's Arctic base: where the game was won on the map
    final_hash: str


def seatings(players: int) -> list[tuple[str, ...]]:
    """Every subset of ``players`` nations in every cyclic order: each nation sits in each
    seat equally often over the list (7 choose N subsets x N rotations)."""
    if not 1 <= players <= 6:
        raise InputError(N_("a game has 1 to 6 players (section 8), got {count}"), count=players)
    out = []
    for subset in itertools.combinations(NATIONS, players):
        for r in range(players):
            out.append(subset[r:] + subset[:r])
    return out


def schedule(
    players: int,
    games: int,
    seed: int,
    bots: Sequence[str] = ("greedy",),
    *,
    max_rounds: int = 60,
    advanced: bool = False,
    not_just_first: bool = NEW_GAME_NOT_JUST_FIRST,
) -> list[GameSpec]:
    """The study's games: game ``k`` plays seed ``seed + k``. With one bot name every seat
    plays it; with one per seat the list is rotated through the seats (game ``k`` turns it by
    ``k mod N``), each rotation on every seating in turn, so each bot meets each nation in
    each seat equally often over ``N x len(seatings)`` games."""
    for b in bots:
        if b not in BOT_NAMES:
            raise InputError(
                N_("unknown bot {kind}: choose one of {kinds}"),
                kind=repr(b),
                kinds=", ".join(BOT_NAMES),
            )
    if len(bots) == 1:
        bots = tuple(bots) * players
    if len(bots) != players:
        raise InputError(
            i18n.ngettext(
                "{players} seat needs 1 bot name, got {count}",
                "{players} seats need 1 or {players} bot names, got {count}",
                players,
            ),
            players=players,
            count=len(bots),
        )
    orders = seatings(players)
    distinct = len(set(bots)) > 1
    out = []
    for k in range(games):
        if distinct:
            turn, order = k % players, orders[(k // players) % len(orders)]
            seated = tuple(bots[(i - turn) % players] for i in range(players))
        else:
            order, seated = orders[k % len(orders)], tuple(bots)
        out.append(GameSpec(k, seed + k, order, seated, max_rounds, advanced, not_just_first))
    return out


def _make(name: str, seed: int) -> Any:
    from npq.bots import make_bot

    return make_bot(name, seed)


def _config(spec: GameSpec) -> Any:
    from npq.bots import with_options
    from npq.game import GameConfig

    options = {"advanced": spec.advanced, "not_just_first": spec.not_just_first}
    return with_options(GameConfig(spec.nations), options)


def play_spec(spec: GameSpec) -> GameResult:
    """Play one game of a study (a pure function of ``spec``: same spec, same result)."""
    from npq.bots import play_game
    from npq.game.events import Event, EventKind

    bots = [_make(b, spec.seed * 7919 + spec.index * 31 + i) for i, b in enumerate(spec.bots)]
    emergencies = [0] * len(spec.nations)

    def listen(e: Event) -> None:
        if e.kind is EventKind.EMERGENCY_LANDING and e.player is not None:
            emergencies[e.player] += 1

    g = play_game(_config(spec), spec.seed, bots, max_rounds=spec.max_rounds, on_event=listen)
    won_at = None
    if g.finished and g.termination != "interrupted" and g.winners:
        won_at = g.arctic[g.winners[0]] if g.arctic else None
    return GameResult(
        index=spec.index,
        seed=spec.seed,
        nations=spec.nations,
        bots=spec.bots,
        winners=g.winners,
        termination=g.termination if g.finished else "interrupted",
        rounds=g.rounds,
        bonds=g.bonds,
        missions=g.missions,
        emergencies=tuple(emergencies),
        won_at=won_at,
        final_hash=g.final_hash,
    )


def run(
    specs: Sequence[GameSpec],
    workers: int = 1,
    on_result: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play ``specs`` on ``workers`` processes; results in game order whatever ``workers``."""
    results: list[GameResult] = []
    if workers <= 1 or len(specs) <= 1:
        for spec in specs:
            r = play_spec(spec)
            results.append(r)
            if on_result is not None:
                on_result(r)
    else:
        import multiprocessing as mp

        ctx = mp.get_context("spawn")  # no forked copies of threads or open caches
        with ctx.Pool(min(workers, len(specs))) as pool:
            for r in pool.imap_unordered(play_spec, specs, chunksize=1):
                results.append(r)
                if on_result is not None:
                    on_result(r)
    results.sort(key=lambda r: r.index)
    return results


def run_on_cluster(
    specs: Sequence[GameSpec],
    scheduler: str,
    on_result: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play ``specs`` on the Dask cluster at ``scheduler`` (the ``[cluster]`` extra); the
    results are the same as :func:`run`'s for the same specs."""
    try:
        from distributed import Client, as_completed
    except ImportError as exc:  # pragma: no cover - depends on the install
        raise RuntimeError(  # said in the language in force when shown (str())
            Phrase(
                N_(
                    "--scheduler needs Dask's distributed package: pip install "
                    "'north-pole-quest[cluster]'"
                )
            )
        ) from exc
    results: list[GameResult] = []
    with Client(scheduler) as client:
        futures = client.map(play_spec, list(specs), pure=True)
        for future in as_completed(futures):
            r = future.result()
            results.append(r)
            if on_result is not None:
                on_result(r)
    results.sort(key=lambda r: r.index)
    return results


# -- the report ------------------------------------------------------------------------------
def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % by default)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate(wins: float, games: int) -> dict[str, Any]:
    lo, hi = wilson(round(wins), games)
    return {
        "games": games,
        "wins": round(wins, 3),
        "rate": round(wins / games, 4) if games else 0.0,
        "ci95": [round(lo, 4), round(hi, 4)],
    }


def summarize(results: Iterable[GameResult], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """Win rates per nation, seat and bot with Wilson 95 % intervals, rounds (median, IQR,
    histogram), how games ended, Bonds, emergency landings, where games were won, and each
    game's record (``per_game``, :func:`game_record`) in game order.

    A game won by several players (a tie in Bonds) counts a share of the win for each."""
    games = list(results)
    n = len(games)
    seats = len(games[0].nations) if games else 0
    by_nation: dict[str, list[float]] = {}
    by_seat: dict[int, list[float]] = {}
    by_bot: dict[str, list[float]] = {}
    bonds: dict[str, list[int]] = {}
    emerg: dict[str, list[int]] = {}
    for g in games:
        share = 1.0 / len(g.winners) if g.winners else 0.0
        for i, nation in enumerate(g.nations):
            won = share if i in g.winners else 0.0
            by_nation.setdefault(nation, []).append(won)
            by_seat.setdefault(i, []).append(won)
            by_bot.setdefault(g.bots[i], []).append(won)
            bonds.setdefault(nation, []).append(g.bonds[i])
            emerg.setdefault(nation, []).append(g.emergencies[i])
    rounds = sorted(g.rounds for g in games)
    q = statistics.quantiles(rounds, n=4) if len(rounds) >= 2 else [float(r) for r in rounds * 3]
    out: dict[str, Any] = {
        **(meta or {}),
        "games": n,
        "players": seats,
        "fair_share": round(1.0 / seats, 4) if seats else 0.0,
        "nations": {k: _rate(sum(v), len(v)) for k, v in sorted(by_nation.items())},
        "seats": {str(k): _rate(sum(v), len(v)) for k, v in sorted(by_seat.items())},
        "bots": {k: _rate(sum(v), len(v)) for k, v in sorted(by_bot.items())},
        "rounds": {
            "median": statistics.median(rounds) if rounds else 0,
            "iqr": [q[0], q[2]] if q else [0, 0],
            "mean": round(statistics.fmean(rounds), 2) if rounds else 0,
            "histogram": dict(sorted(Counter(rounds).items())),
        },
        "terminations": dict(sorted(Counter(g.termination for g in games).items())),
        "bonds": {k: round(statistics.fmean(v), 1) for k, v in sorted(bonds.items())},
        "emergency_landings": {k: round(statistics.fmean(v), 3) for k, v in sorted(emerg.items())},
        "won_at": dict(sorted(Counter(g.won_at for g in games if g.won_at is not None).items())),
        "hashes": [g.final_hash[:16] for g in games],
        "per_game": [game_record(g) for g in games],
    }
    for k, v in out["bots"].items():
        v["level"] = LEVEL_OF.get(k, k)
    return out


def game_record(g: GameResult) -> dict[str, Any]:
    """One game of a study as the JSON report keeps it, so two studies of the same schedule
    can be paired game by game: its index and seed, the nations and bots by seat, the winning
    seats and their nations (several on a tie; none when nobody won), the rounds, how it ended,
    where it was won and its final hash (the first 16 hex digits, as ``hashes``)."""
    return {
        "index": g.index,
        "seed": g.seed,
        "nations": list(g.nations),
        "bots": list(g.bots),
        "winners": list(g.winners),
        "winner_nations": [g.nations[w] for w in g.winners],
        "winner_bots": [g.bots[w] for w in g.winners],
        "rounds": g.rounds,
        "termination": g.termination,
        "won_at": g.won_at,
        "hash": g.final_hash[:16],
    }


def result_dict(r: GameResult) -> dict[str, Any]:
    return asdict(r)
