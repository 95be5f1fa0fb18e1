"""Save, load and replay (issue #4 "Save, load, replay"; DESIGN "Nothing lost").

A game is its configuration, its seed and its action list, so a save is exactly that, as
versioned JSON, plus the state hash at the end of every turn so that a load can check that the
engine replays the game the way it was played::

    {"format": "npq-save", "version": 2,
     "config": {...}, "seed": 42,
     "actions": ["declare m-kings_bay", "fly kings_bay", "end", ...],
     "checkpoints": [[3, "9f2c..."], ...],      # [actions applied, state hash] after each turn
     "seats": [0, 0, 0, 1, ...],                # the seat that took each action
     "final_hash": "..."}

``seats`` (since issue 10) says which seat took each action: the player whose turn it is, or
one answering a decision in the middle of it (a counter card, a draft pick, an auction bid out
of turn). It is optional: a save without it -- every save written before -- replays with each
action taken by the single seat the flow names (:func:`npq.game.actors`), as it was played.

Loading replays every action through the rules. A file that is not JSON, is truncated, too big,
too deeply nested, has unknown keys, wrong types, huge numbers, an illegal action or a hash that
does not match raises :class:`~npq.errors.SaveError` with a clear message, and nothing is
changed. Writes go to a temporary file in the same folder, then ``os.replace``: a crash never
leaves half a save.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from npq._files import atomic_write
from npq.errors import NPQError, RuleViolation, SaveError
from npq.game.actions import Action, EndTurn
from npq.game.config import GameConfig
from npq.game.events import Event
from npq.game.rules import apply
from npq.game.rules.engine import acting_seat
from npq.game.setup import new_game
from npq.game.state import EDITION, State, state_hash
from npq.game.world import World
from npq.i18n import N_
from npq.safeio import check_json_shape, read_regular, strict_object

__all__ = [
    "FORMAT",
    "VERSION",
    "GameRecord",
    "dumps",
    "load_game",
    "loads",
    "save_game",
]

FORMAT = "npq-save"
#: 2: edition 2 of the rules (issue 10: a counter card answers a hostile card in time, with
#: ``play`` or ``let-strike``; cards raise Fuel and Integrity above the maximum; a flight of no
#: length is no move). Version 1 saves replay, and go on, by edition 1 (npq.game.rules.edition1).
#: 3: edition 3 (issue 17's basic-game rulings); version 2 saves replay by edition 2
#: (npq.game.rules.legacy). The version written is the edition the game plays by.
#: 4: edition 4 (issue 14: the weather disc set at a notch drawn by lot); version 3 saves
#: replay by edition 3 (npq.game.rules.edition3).
#: 5: edition 5 (issue 14: the Mission cities and the USA's Speed of data/editions.toml, dealt
#: at set-up); version 4 saves replay by edition 4 (the deck and Speeds of then).
#: 6: edition 6 (issue 14: six Mission cities more and the USSR's Speed 4, data/editions.toml);
#: version 5 saves replay by edition 5.
#: 7: edition 7 (issue 14: four Japanese ports as Mission cities, data/editions.toml, and
#: Virgohamna on the board); version 6 saves replay by edition 6, on the board without it.
#: 8: edition 8 (issue 14: eighteen Mission cities more, data/editions.toml); version 7 saves
#: replay by edition 7, with its deck of 61 cards.
#: 9: edition 9 (issue 14: the six Mediterranean Mission cities retired, data/editions.toml,
#: and the bots' blind swap); version 8 saves replay by edition 8, with its deck of 79 cards.
#: 10: edition 10 (issue 14: the bots hire a slow Range-4 airship's Engineer with a spare
#: action; the rules and deck as edition 9's); version 9 saves replay by edition 9.
VERSION = 10
READABLE = frozenset({1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
#: A turn is at most 3 actions of the List plus End turn and a few free ones (about 8); 10,000
#: actions are 200 rounds of 6 players - far past any game played (the bots' longest
#: 4-player game has about 600). A save with more is refused, not replayed for minutes.
MAX_ACTIONS = 10_000
#: 10,000 actions and their checkpoints take about 1.2 MB of text.
MAX_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 16
#: Arrays, objects and items a save may hold (actions, checkpoints and the config), checked
#: before parsing so that a small file cannot expand into hundreds of MiB of objects.
MAX_VALUES = 5 * MAX_ACTIONS + 1_000
MAX_SEED = (1 << 64) - 1
_KEYS = frozenset(
    {"format", "version", "config", "seed", "actions", "checkpoints", "seats", "final_hash"}
)
#: A seat number in a save (six players at most).
MAX_SEATS = 6
_REQUIRED = frozenset({"format", "version", "config", "seed", "actions"})


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A game as config + seed + actions, with its current state (cheap to extend).

    ``checkpoints`` pairs the number of actions applied at the end of each turn with the state
    hash then; :func:`save_game` writes them and :func:`load_game` checks them. ``seats``
    holds the seat that took each action (as long as ``actions``; empty for a record built
    without them).
    """

    config: GameConfig
    seed: int
    actions: tuple[Action, ...]
    state: State
    checkpoints: tuple[tuple[int, str], ...] = ()
    world: World | None = field(default=None, compare=False, repr=False)
    seats: tuple[int, ...] = ()

    @classmethod
    def new(
        cls, config: GameConfig, seed: int, world: World | None = None, *, edition: int = EDITION
    ) -> GameRecord:
        """A game before its first action (``world``: the packaged board and content;
        ``edition``: of the rules, the current one unless a fixed deal is written for an
        earlier one, as the app's tutorial is)."""
        return cls(config, seed, (), new_game(config, seed, world, edition=edition), (), world)

    def play(self, action: Action, seat: int | None = None) -> tuple[GameRecord, tuple[Event, ...]]:
        """Apply one action of ``seat`` (default: the single seat to act, :func:`npq.game.
        actors`) and record who took it; raises :class:`RuleViolation` and keeps this record if
        illegal."""
        who = acting_seat(self.state, seat)
        state, events = apply(self.state, action, self.world, seat=who)
        checkpoints = self.checkpoints
        if isinstance(action, EndTurn) or state.is_over:
            checkpoints = (*checkpoints, (len(self.actions) + 1, state_hash(state)))
        seats = (*self.seats, who) if len(self.seats) == len(self.actions) else ()
        record = GameRecord(
            self.config,
            self.seed,
            (*self.actions, action),
            state,
            checkpoints,
            self.world,
            seats,
        )
        return record, events

    @classmethod
    def replay(
        cls,
        config: GameConfig,
        seed: int,
        actions: Iterable[Action],
        checkpoints: Sequence[tuple[int, str]] = (),
        world: World | None = None,
        version: int = VERSION,
        seats: Sequence[int] | None = None,
    ) -> GameRecord:
        """Replay ``actions`` from the start, checking ``checkpoints`` as they come.

        ``version`` is the save format the actions were recorded in: a version 1 game is
        replayed (and goes on) by edition 1 of the rules, as it was played
        (:mod:`npq.game.rules.edition1`), so it keeps its hashes. ``seats``: the seat that
        took each action (``None``: the single seat the flow names, as every save before
        issue 10 was played). Raises :class:`SaveError` on an illegal action, an action from
        a seat that was not to act, or a hash that does not match.
        """
        expected = dict(checkpoints)
        actions = list(actions)
        if seats is not None and len(seats) != len(actions):
            raise SaveError(
                N_("{seats} seats for {actions} actions"), seats=len(seats), actions=len(actions)
            )
        who_took: list[int] = []
        state = new_game(config, seed, world, edition=min(version, EDITION))
        done: list[Action] = []
        i_last = 0
        marks: list[tuple[int, str]] = []
        # the state moves on; the record is built once at the end (linear in the actions)
        for i, action in enumerate(actions, start=1):
            try:
                who = acting_seat(state, None if seats is None else seats[i - 1])
                state, _ = apply(state, action, world, seat=who)
            except RuleViolation as exc:
                raise SaveError(
                    N_("action {i} ({action}) is illegal on replay: {reason}"),
                    i=i,
                    action=str(action),
                    reason=exc,
                ) from exc
            done.append(action)
            who_took.append(who)
            i_last = i
            got = None
            if isinstance(action, EndTurn) or state.is_over:
                got = state_hash(state)
                marks.append((len(done), got))
            want = expected.get(i)
            if want is not None:
                got = got or state_hash(state)
                if got != want:
                    raise SaveError(
                        N_(
                            "state hash mismatch after action {i} ({action}): the save says "
                            "{want}..., the replay gives {got}..."
                        ),
                        i=i,
                        action=str(action),
                        want=want[:12],
                        got=got[:12],
                    )
        unchecked = [n for n in expected if n > i_last or n < 1]
        if unchecked:
            raise SaveError(
                N_("checkpoint at action {i} lies outside the action list"), i=unchecked[0]
            )
        return cls(config, seed, tuple(done), state, tuple(marks), world, tuple(who_took))

    @property
    def final_hash(self) -> str:
        return state_hash(self.state)

    def to_dict(self) -> dict[str, Any]:
        out = {
            "format": FORMAT,
            "version": self.state.edition,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "actions": [str(a) for a in self.actions],
            "checkpoints": [[n, h] for n, h in self.checkpoints],
            "final_hash": self.final_hash,
        }
        if self.actions and len(self.seats) == len(self.actions):
            out["seats"] = list(self.seats)
        return out


def dumps(record: GameRecord) -> str:
    """The save text of a game (JSON, one action per line for readable diffs)."""
    data = record.to_dict()
    actions = data.pop("actions")
    checkpoints = data.pop("checkpoints")
    seats = data.pop("seats", None)
    head = json.dumps(data, indent=1, sort_keys=True)[:-2]
    body = ",\n".join("  " + json.dumps(a) for a in actions)
    marks = ",\n".join("  " + json.dumps(c) for c in checkpoints)
    tail = "" if seats is None else f',\n "seats": {json.dumps(seats)}'
    return f'{head},\n "actions": [\n{body}\n ],\n "checkpoints": [\n{marks}\n ]{tail}\n}}\n'


def save_game(path: str | Path, record: GameRecord) -> Path:
    """Write the save atomically (temporary file in the same folder, then ``os.replace``)."""
    return atomic_write(path, dumps(record))


def load_game(path: str | Path, world: World | None = None) -> GameRecord:
    """Read, validate and replay a save; raises :class:`SaveError` and changes nothing.

    Only a regular file is read (a device, FIFO or a link to one is refused without blocking),
    at most :data:`MAX_BYTES` of it."""
    target = Path(path)
    raw = read_regular(target, MAX_BYTES, SaveError)
    try:
        return loads(raw, world)
    except SaveError as exc:
        raise SaveError(N_("{name}: {problem}"), name=target.name, problem=exc) from exc


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > 20:
        raise SaveError(N_("number {digits}... is too large"), digits=text[:24])
    return int(text)


def _parse_constant(text: str) -> Any:
    raise SaveError(N_("{value} is not allowed in a save"), value=text)


def loads(text: str | bytes, world: World | None = None) -> GameRecord:
    """Parse save text and replay it; raises :class:`SaveError` on anything wrong."""
    data_bytes = text.encode("utf-8") if isinstance(text, str) else text
    if len(data_bytes) > MAX_BYTES:
        raise SaveError(N_("the save is too big"))
    try:
        check_json_shape(data_bytes, MAX_DEPTH, MAX_VALUES, SaveError)
    except SaveError as exc:
        raise SaveError(
            N_(
                "not a save: {problem} (a game has at most {count:,} actions); "
                "the file is damaged or not a real game"
            ),
            problem=exc,
            count=MAX_ACTIONS,
        ) from exc
    try:
        decoded = data_bytes.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(N_("not UTF-8 text")) from exc
    try:
        data = json.loads(
            decoded,
            parse_int=_parse_int,
            parse_constant=_parse_constant,
            object_pairs_hook=strict_object(SaveError),
        )
    except SaveError:
        raise
    except (json.JSONDecodeError, RecursionError, ValueError) as exc:
        raise SaveError(
            N_("not a valid save (JSON error: {reason}); truncated or damaged?"), reason=exc
        ) from exc
    if not isinstance(data, dict):
        raise SaveError(N_("a save is a JSON object"))
    unknown = set(data) - _KEYS
    if unknown:
        raise SaveError(N_("unknown key(s) {keys}"), keys=str(sorted(unknown)))
    missing = _REQUIRED - set(data)
    if missing:
        raise SaveError(N_("missing key(s) {keys}; truncated?"), keys=str(sorted(missing)))
    if data["format"] != FORMAT:
        raise SaveError(
            N_("not a North Pole Quest save (format {format})"), format=repr(data["format"])
        )
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveError(N_("version must be a whole number"))
    if version not in READABLE:
        raise SaveError(
            N_("save version {version} is not supported (this program reads {versions})"),
            version=str(version),
            versions=", ".join(map(str, sorted(READABLE))),
        )
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SaveError(N_("seed must be a whole number in 0..2**64-1"))
    try:
        config = GameConfig.from_dict(data["config"])
    except (TypeError, ValueError) as exc:
        raise SaveError(N_("bad config: {reason}"), reason=exc) from exc
    raw_actions = data["actions"]
    if not isinstance(raw_actions, list):
        raise SaveError(N_("actions must be a list of strings"))
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveError(
            N_(
                "{count:,} actions: a game has at most {limit:,} actions "
                "(200 rounds of 6 players); the file is damaged or not a real game"
            ),
            count=len(raw_actions),
            limit=MAX_ACTIONS,
        )
    actions: list[Action] = []
    for i, item in enumerate(raw_actions, start=1):
        if not isinstance(item, str):
            raise SaveError(N_("action {i} is not a string"), i=i)
        try:
            actions.append(Action.parse(item))
        except ValueError as exc:
            raise SaveError(
                N_("action {i} {action}: {reason}"), i=i, action=repr(item[:40]), reason=exc
            ) from exc
    checkpoints = _checkpoints(data.get("checkpoints", []))
    seats = _seats(data.get("seats"), len(actions))
    final = data.get("final_hash")
    if final is not None and (not isinstance(final, str) or len(final) != 64):
        raise SaveError(N_("final_hash must be a 64-character hex string"))
    try:
        record = GameRecord.replay(config, seed, actions, checkpoints, world, version, seats)
    except SaveError:
        raise
    except NPQError as exc:
        raise SaveError(N_("the save cannot be replayed: {reason}"), reason=exc) from exc
    if final is not None and record.final_hash != final:
        raise SaveError(
            N_("final state hash mismatch: the save says {want}..., the replay gives {got}..."),
            want=final[:12],
            got=record.final_hash[:12],
        )
    return record


def _seats(raw: Any, n: int) -> tuple[int, ...] | None:
    """The ``seats`` of a save: one seat number per action, or ``None`` when the save has
    none (it was written before they were recorded)."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != n:
        raise SaveError(N_("seats must be a list of one seat per action ({count})"), count=n)
    for i, seat in enumerate(raw, start=1):
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < MAX_SEATS:
            raise SaveError(
                N_("seat of action {i} must be a seat number 0..{last}"), i=i, last=MAX_SEATS - 1
            )
    return tuple(raw)


def _checkpoints(raw: Any) -> tuple[tuple[int, str], ...]:
    if not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        raise SaveError(N_("checkpoints must be a list of [actions, hash] pairs"))
    out: list[tuple[int, str]] = []
    for item in raw:
        if (
            not isinstance(item, list)
            or len(item) != 2
            or isinstance(item[0], bool)
            or not isinstance(item[0], int)
            or not isinstance(item[1], str)
            or len(item[1]) != 64
        ):
            raise SaveError(
                N_("bad checkpoint {item}: expected [actions, 64-hex hash]"), item=str(item)[:40]
            )
        out.append((item[0], item[1]))
    return tuple(out)
