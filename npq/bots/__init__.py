"""Bots and the headless game: a random-legal bot, a greedy bot that really plays, and the
driver that plays whole games with them (``npq sim``, ``make run`` without a display).

A bot proposes actions in order of preference from what its player may see
(:func:`npq.game.view_for`); the driver applies the first one the rules accept and asks again
until the bot's turn is over. A game of bots is therefore a plain action list: it saves and
replays like any other game.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from npq import i18n
from npq.bots.driver import Bot, Driver
from npq.bots.greedy import GreedyBot
from npq.errors import InputError
from npq.game import (
    Action,
    GameConfig,
    GameRecord,
    Interrupt,
    State,
    World,
    apply,
    default_world,
    interrupt,
    legal_actions,
    new_game,
    state_hash,
)
from npq.game.actions import Agree
from npq.game.config import NEW_GAME_NOT_JUST_FIRST
from npq.game.events import Event, EventKind
from npq.game.rules.ending import CONSENT
from npq.game.state import EDITION
from npq.i18n import N_
from npq.messages import ending_words

__all__ = [
    "BOT_KINDS",
    "Bot",
    "Driver",
    "GameSummary",
    "GreedyBot",
    "RandomBot",
    "SimReport",
    "make_bot",
    "parse_bots",
    "play_game",
    "play_headless",
    "simulate",
]

#: Nations seated for N bot players: different continents first (section 8, "2 to 4 Players").
SEATING: tuple[str, ...] = ("italy", "japan", "usa", "ussr", "british_empire", "germany")


class RandomBot:
    """Picks uniformly among the legal actions (movements: the representative set)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def propose(self, view: State, world: World) -> list[Action]:
        world = world.for_edition(view.edition)  # the board of the game's edition
        options = legal_actions(view, world)
        if not options:
            return []
        return [self._rng.choice(options)]


#: The bots by name, easiest first: the app's Easy, Normal and Hard (issue 14).
BOT_KINDS = ("random", "greedy", "expert")


def make_bot(kind: str, seed: int = 0) -> Bot:
    """``"random"`` (Easy), ``"greedy"`` (Normal) or ``"expert"`` (Hard, npq.bots.expert)."""
    if kind == "greedy":
        return GreedyBot()
    if kind == "random":
        return RandomBot(seed)
    if kind == "expert":
        from npq.bots.expert import ExpertBot

        return ExpertBot(seed)
    raise ValueError(_unknown_bot(kind))


def _unknown_bot(kind: str) -> str:
    """The refusal of a bot name the engine does not have, in the language in force."""
    return i18n.render(
        i18n.gettext("unknown bot {kind}: choose one of {kinds}"),
        kind=repr(kind),
        kinds=", ".join(BOT_KINDS),
    )


def parse_bots(text: str, players: int) -> tuple[str, ...]:
    """``--bot`` / ``--bots``: one name for every seat, or a comma list, one per seat."""
    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in BOT_KINDS]
    if unknown or not names:
        raise ValueError(_unknown_bot((unknown or [text])[0]))
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise ValueError(
            i18n.render(
                i18n.ngettext(
                    "{players} seat needs 1 bot name, got {count}",
                    "{players} seats need 1 or {players} bot names, got {count}",
                    players,
                ),
                players=players,
                count=len(names),
            )
        )
    return names


@dataclass(frozen=True, slots=True)
class GameSummary:
    """How one game went: for ``npq sim``, ``make run`` and the benchmark."""

    seed: int
    nations: tuple[str, ...]
    winners: tuple[int, ...]
    termination: str
    rounds: int
    bonds: tuple[int, ...]
    missions: tuple[int, ...]
    actions: int
    final_hash: str
    finished: bool
    milestones: tuple[Milestone, ...] = ()
    #: Each seat's reserved Arctic base at the end (where a Pole game was won on the map).
    arctic: tuple[str | None, ...] = field(default=(), compare=False)
    record: GameRecord | None = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "nations": list(self.nations),
            "winners": [self.nations[i] for i in self.winners],
            "termination": self.termination,
            "rounds": self.rounds,
            "bonds": dict(zip(self.nations, self.bonds, strict=True)),
            "missions": dict(zip(self.nations, self.missions, strict=True)),
            "actions": self.actions,
            "final_hash": self.final_hash,
            "finished": self.finished,
            "milestones": [m.words() for m in self.milestones],
        }

    def text(self) -> str:
        """A printable account of the game."""
        _, _f = i18n.gettext, i18n.render
        head = _("North Pole Quest - headless game, seed {seed}, {players} players")
        lines = [
            _f(head, seed=str(self.seed), players=len(self.nations)),
            *(f"  {m.words()}" for m in self.milestones),
        ]
        if self.finished:
            names = ", ".join(_name(self.nations[i]) for i in self.winners)
            lines.append(
                _f(
                    _("Winner: {names} ({ending}) in round {round}"),
                    names=names,
                    ending=ending_words(self.termination),
                    round=self.rounds,
                )
            )
        else:
            lines.append(
                _f(_("Not finished after {rounds} rounds (most Bonds leads)"), rounds=self.rounds)
            )
        for i, nation in enumerate(self.nations):
            mark = "*" if i in self.winners else " "
            said = i18n.ngettext(
                "{mark} {nation} {bonds} Bonds, {missions} mission",
                "{mark} {nation} {bonds} Bonds, {missions} missions",
                self.missions[i],
            )
            lines.append(
                " "
                + _f(
                    said,
                    mark=mark,
                    nation=f"{_name(nation):<15}",
                    bonds=f"{self.bonds[i]:>5}",
                    missions=self.missions[i],
                )
            )
        lines.append(
            _f(
                _("{actions} actions; final state {hash}"),
                actions=self.actions,
                hash=self.final_hash[:16],
            )
        )
        return "\n".join(lines)


def _name(nation: str) -> str:
    try:
        return i18n.gettext(default_world().content.nations[nation].name)
    except KeyError:
        return nation


def _place(place_id: object) -> str:
    board = default_world().board
    return i18n.place(board.place(str(place_id)).name) if str(place_id) in board else str(place_id)


#: The lines of a headless game's story (:class:`Milestone`), by what happened.
_STORY = {
    "mission": N_(
        "round {round:>2}: {who} completed the mission {start} -> {target} (+{reward} Bonds)"
    ),
    "base": N_("round {round:>2}: {who} set up the Arctic base at {base}"),
    "pole": N_("round {round:>2}: {who} flew over the North Pole"),
    "landing": N_("round {round:>2}: {who} made an emergency landing ({cause})"),
    "crash": N_("round {round:>2}: {who} crashed"),
    "rescue": N_("round {round:>2}: {who}'s ship reached {of}'s ditched airship ({lengths:g} L)"),
    "recovered_bank": N_(
        "round {round:>2}: {who} was recovered to {place}: {fee} Bonds to the Bank"
    ),
    "recovered_bank_rent": N_(
        "round {round:>2}: {who} was recovered to {place}: {fee} Bonds to the Bank, rent "
        "{rent} Bonds"
    ),
    "recovered": N_("round {round:>2}: {who} was recovered to {place}: {fee} Bonds to {to}"),
    "recovered_rent": N_(
        "round {round:>2}: {who} was recovered to {place}: {fee} Bonds to {to}, rent {rent} Bonds"
    ),
}

#: Why an airship landed in an emergency (the event's ``cause``).
_CAUSES = {"fuel": N_("fuel"), "integrity": N_("integrity")}

#: The params of a story line that name a nation, a place or a cause (ids in the line's data).
_NATION_PARAMS = ("who", "of", "to")
_PLACE_PARAMS = ("start", "target", "base", "place")


@dataclass(frozen=True, slots=True)
class Milestone:
    """A line of a headless game's story, as data: what happened (a key of the story's
    templates) and its params (nation and place ids, numbers); :meth:`words` is the line in
    the language in force (``str()`` too)."""

    what: str
    params: Mapping[str, Any]

    def words(self) -> str:
        shown: dict[str, Any] = dict(self.params)
        for key in _NATION_PARAMS:
            if key in shown:
                shown[key] = _name(str(shown[key]))
        for key in _PLACE_PARAMS:
            if key in shown:
                shown[key] = _place(shown[key])
        if "cause" in shown:
            cause = str(shown["cause"])
            shown["cause"] = i18n.gettext(_CAUSES[cause]) if cause in _CAUSES else cause
        return i18n.render(i18n.gettext(_STORY[self.what]), **shown)

    def __str__(self) -> str:
        return self.words()


def _milestone(event: Event, nations: Sequence[str]) -> Milestone | None:
    """A line of the game's story for the headless summary, or None."""
    if event.player is None:
        return None
    who = nations[event.player]
    k = event.kind

    def line(what: str, **params: Any) -> Milestone:
        return Milestone(what, {"round": event.round, "who": who, **params})

    if k is EventKind.MISSION_COMPLETED:
        return line("mission", start=event["start"], target=event["target"], reward=event["reward"])
    if k is EventKind.BASE_SET_UP:
        return line("base", base=event["base"])
    if k is EventKind.POLE_OVERFLOWN and event.get("journey"):
        return line("pole")
    if k is EventKind.EMERGENCY_LANDING:
        return line("landing", cause=event["cause"])
    if k is EventKind.CRASH:
        return line("crash")
    if k is EventKind.RESCUE_ARRIVED:
        return line("rescue", of=nations[int(event["of"])], lengths=event["lengths"])
    if k is EventKind.RESCUE_PAID:
        what = "recovered_bank" if event["to"] is None else "recovered"
        if event["rent"]:
            what += "_rent"
        to = {} if event["to"] is None else {"to": nations[int(event["to"])]}
        return line(what, place=event["place"], fee=event["fee"], rent=event["rent"], **to)
    return None


def play_game(
    config: GameConfig,
    seed: int,
    bots: Sequence[Bot],
    *,
    max_rounds: int = 60,
    world: World | None = None,
    on_event: Callable[[Event], None] | None = None,
    keep_record: bool = False,
    edition: int = EDITION,
) -> GameSummary:
    """Play a whole game with ``bots`` (one per seat) until it ends or ``max_rounds`` pass,
    through the shared :class:`~npq.bots.driver.Driver`; ``edition``: of the rules (the
    current one, or an earlier one to play a game as it was played then)."""
    w = world or default_world()
    record = GameRecord.new(config, seed, w, edition=edition) if keep_record else None
    state = new_game(config, seed, w, edition=edition) if record is None else record.state
    driver = Driver(bots, w)
    actions = 0
    story: list[Milestone] = []

    def listen(event: Event) -> None:
        line = _milestone(event, config.nations)
        if line is not None:
            story.append(line)
        if on_event is not None:
            on_event(event)

    while state.outcome is None and state.round <= max_rounds:
        if state.round >= max_rounds and state.interrupt_round is None and not state.decisions:
            # the last round: the game is interrupted now and ends with this round (section 9),
            # so the engine's state, and a saved record, end the way this summary reports
            # ``max_rounds`` is agreed before the game starts: every seat asked consents to the
            # interruption it calls for (issue 17 ruling 1), so the round limit always ends it
            limit: list[Action] = [Interrupt()]
            while limit:
                call = limit.pop()
                state, events = apply(state, call, w)
                actions += 1
                if record is not None:
                    record, _ = record.play(call)
                for e in events:
                    listen(e)
                if state.decisions and state.decisions[-1].kind == CONSENT:
                    limit.append(Agree())
        if record is not None:
            action = driver.choose(state)
            record, events = record.play(action)
            state = record.state
        else:
            state, action, events = driver.step(state)
        actions += 1
        for e in events:
            listen(e)
    result = state.outcome
    finished = result is not None
    if result is None:
        result = interrupt(state)
    return GameSummary(
        seed=seed,
        nations=config.nations,
        winners=result.winners,
        termination=result.termination.value,
        rounds=min(state.round, max_rounds),
        bonds=tuple(state.bonds(i) for i in range(len(state.players))),
        missions=tuple(len(p.completed) for p in state.players),
        actions=actions,
        final_hash=state_hash(state),
        finished=finished and result.termination.value != "interrupted",
        milestones=tuple(story),
        arctic=tuple(p.arctic for p in state.players),
        record=record,
    )


def bot_config(players: int, options: Mapping[str, bool] | None = None) -> GameConfig:
    """The default seating of ``players`` bots, with a new game's victory rule
    (:data:`~npq.game.config.NEW_GAME_NOT_JUST_FIRST`); ``options`` are rule switches of
    :class:`~npq.game.GameConfig` (:data:`RULE_OPTIONS`: the advanced game, the victory rule)."""
    if not 1 <= players <= 6:
        raise InputError(N_("a game has 1 to 6 players (section 8), got {count}"), count=players)
    return with_options(
        GameConfig(SEATING[:players], not_just_first=NEW_GAME_NOT_JUST_FIRST), options
    )


#: The rule switches ``options`` may name (issue #11: the advanced game and its options; the
#: victory rule, section 9).
RULE_OPTIONS = ("advanced", "telegrams", "cession_at_base", "second_place", "not_just_first")


def with_options(config: GameConfig, options: Mapping[str, bool] | None) -> GameConfig:
    """``config`` with the rule switches of ``options`` (:data:`RULE_OPTIONS`; ValueError for
    an unknown one, or a combination the config refuses)."""
    chosen = dict(options or {})
    unknown = set(chosen) - set(RULE_OPTIONS)
    if unknown:
        raise InputError(
            N_("unknown rule option(s) {options}; known: {known}"),
            options=", ".join(map(repr, sorted(unknown))),
            known=", ".join(RULE_OPTIONS),
        )
    if not chosen:
        return config

    def get(key: str) -> bool:
        return bool(chosen.get(key, getattr(config, key)))

    return replace(
        config,
        advanced=get("advanced"),
        telegrams=get("telegrams"),
        cession_at_base=get("cession_at_base"),
        second_place=get("second_place"),
        not_just_first=get("not_just_first"),
    )


def play_headless(
    players: int = 4,
    seed: int = 1924,
    max_rounds: int = 60,
    options: Mapping[str, bool] | None = None,
) -> GameSummary:
    """One greedy-bot game, for ``make run`` without a display (``print(summary.text())``);
    ``options``: rule switches (the advanced game)."""
    bots = [GreedyBot() for _ in range(players)]
    return play_game(bot_config(players, options), seed, bots, max_rounds=max_rounds)


@dataclass(frozen=True, slots=True)
class SimReport:
    """Results of a batch of bot games (``npq sim``)."""

    games: tuple[GameSummary, ...]

    def to_dict(self) -> dict[str, Any]:
        wins: Counter[str] = Counter()
        nations: dict[str, dict[str, float]] = {}
        for g in self.games:
            for i in g.winners:
                wins[g.nations[i]] += 1
            for i, n in enumerate(g.nations):
                row = nations.setdefault(n, {"games": 0, "wins": 0, "bonds": 0, "missions": 0})
                row["games"] += 1
                row["wins"] += 1 if i in g.winners else 0
                row["bonds"] += g.bonds[i]
                row["missions"] += g.missions[i]
        for row in nations.values():
            row["bonds"] = round(row["bonds"] / row["games"], 1)
            row["missions"] = round(row["missions"] / row["games"], 2)
        finished = sum(g.finished for g in self.games)
        rounds = [g.rounds for g in self.games]
        return {
            "games": len(self.games),
            "finished": finished,
            "rounds_mean": round(sum(rounds) / len(rounds), 2) if rounds else 0,
            "rounds_max": max(rounds, default=0),
            "wins": dict(sorted(wins.items())),
            "nations": dict(sorted(nations.items())),
            "results": [g.to_dict() for g in self.games],
        }


def simulate(
    players: int,
    games: int,
    seed: int,
    *,
    bot: str = "greedy",
    max_rounds: int = 60,
    on_game: Callable[[GameSummary], None] | None = None,
    keep_records: bool = False,
    nations: Sequence[str] | None = None,
    alternates: Sequence[str] | None = None,
    first_player: int | None = None,
    options: Mapping[str, bool] | None = None,
) -> SimReport:
    """Play ``games`` bot games; game ``k`` uses seed ``seed + k`` (same seed, same report).

    ``nations`` seats those nations in that order (section 8) instead of the default
    :data:`SEATING`; it must name ``players`` nations. ``alternates`` names the nations that
    start from their alternate base and port, whatever the player count (section 8 "more
    players leave Europe"; ``None``: the rulebook's default). ``first_player`` is the seat that
    plays first; ``None`` draws it by lot from each game's seed (section 8 "Choosing the First
    Player"), so no seat is favoured over a batch. ``options`` are rule switches of the
    config (:data:`RULE_OPTIONS`: the advanced game, its Telegram deck, ...).
    """
    out = []
    seated = tuple(nations) if nations is not None else bot_config(players).nations
    if len(seated) != players:
        raise InputError(
            i18n.ngettext(
                "{players} player needs {players} nation, got {count}",
                "{players} players need {players} nations, got {count}",
                players,
            ),
            players=players,
            count=len(seated),
        )
    config = with_options(
        GameConfig(
            seated,
            alternates=None if alternates is None else tuple(alternates),
            first_player=first_player,
            not_just_first=NEW_GAME_NOT_JUST_FIRST,
        ),
        options,
    )
    kinds = parse_bots(bot, players)
    for k in range(games):
        bots = [make_bot(kinds[i], seed * 7919 + k * 31 + i) for i in range(players)]
        summary = play_game(config, seed + k, bots, max_rounds=max_rounds, keep_record=keep_records)
        out.append(summary)
        if on_game is not None:
            on_game(summary)
    return SimReport(tuple(out))
