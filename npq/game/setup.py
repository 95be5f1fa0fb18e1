"""Game preparation (rulebook section 8 "Preparation"; D3, D15).

:func:`new_game` deals everything from the seed: the Venture, Strategy and Mission decks are
shuffled, four Mission cards laid face up, each player dealt 3 Mission and 3 Strategy cards, four
random Commanders laid face up beside all the Advanced Commanders, the Specialist Tokens laid out
by player count (1, 2 or 3 per symbol), the Bonds of each nation paid by the Bank, the clips set
at the game plan's values and the tank filled. The solo mode (section 12) deals no Strategy
cards and adds its starting bonuses.
"""

from __future__ import annotations

from dataclasses import replace

from npq.content import Crew
from npq.economy import Ledger
from npq.errors import InputError
from npq.game._tx import Tx
from npq.game.config import SKILLS, GameConfig
from npq.game.rng import Rng
from npq.game.rules.sets import rule_set
from npq.game.state import EDITION, Airship, AirshipBoard, PlayerState, Ship, State
from npq.game.world import World, default_world
from npq.i18n import N_

__all__ = ["new_game"]


def new_game(
    config: GameConfig, seed: int, world: World | None = None, *, edition: int = EDITION
) -> State:
    """The state before the first player's first action (section 8), dealt from ``seed``.

    ``edition``: the edition of the rules (:data:`~npq.game.state.EDITION`; 1 replays a game
    saved before issue 10 the way it was played)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 64:
        raise ValueError("seed must be a whole number in 0..2**64-1")
    # the board of the game's edition (World.for_edition: no place a later edition added)
    w = (world or default_world()).for_edition(edition)
    content = w.content
    rng = Rng.from_seed(seed)

    # Preparing the Decks of Cards.
    venture, rng = rng.shuffled(content.venture.ids)
    strategy: tuple[str, ...] = ()
    if config.uses_strategy_cards:
        strategy, rng = rng.shuffled(content.strategy.ids)
    missions, rng = rng.shuffled(w.mission_cards(1))  # the board's Mission Calculator cities
    added = w.added_missions(edition)
    if added:
        missions = _shuffled_in(missions, added, Rng(rng.seed ^ _ADDED_STREAM, 0))
    table, missions = missions[:4], missions[4:]

    # Preparation of Commanders and Specialist Tokens.
    regular, rng = rng.shuffled(tuple(c.id for c in content.crew.commanders))
    face_up = (*regular[:4], *(c.id for c in content.crew.advanced_commanders))
    box = regular[4:]
    per_symbol = content.crew.tokens_per_symbol(config.players)
    specialists = [per_symbol] * len(SKILLS)

    bonus = config.bonus
    players: list[PlayerState] = []
    budgets: dict[str, int] = {}
    for seat, nation_id in enumerate(config.nations):
        nation = content.nations[nation_id]
        alternate = config.uses_alternate(nation_id)
        base = nation.start_base(alternate)
        port = nation.start_port(alternate)
        # the printed Speed, or the edition's for a Speed D3 chose (data/editions.toml)
        speed = content.editions.speed(nation_id, nation.speed, edition)
        board = AirshipBoard(
            speed=min(6, speed + bonus.speed),
            range=min(6, nation.range + bonus.range),
            integrity=min(3, nation.integrity),
        )
        # Drawing Cards: 3 Mission and 3 Strategy cards each.
        hand, missions = missions[:3], missions[3:]
        cards: tuple[str, ...] = ()
        if config.uses_strategy_cards:
            cards, strategy = strategy[:3], strategy[3:]
        players.append(
            PlayerState(
                seat=seat,
                nation=nation_id,
                board=board,
                airship=Airship(pos=w.xy(base), place=base, fuel=0, integrity=board.integrity),
                ship=Ship(pos=w.xy(port), place=port),
                missions=hand,
                strategy=cards,
                rescue=bonus.rescue,
                start_base=base,
            )
        )
        budgets[nation_id] = nation.bonds + bonus.bonds

    # Solo starting crew (section 12, "100 Stars Bonus Table"): the chosen (Advanced)
    # Commander, taken from the face-up row if it lies there, otherwise from the box (the row
    # keeps its four); with no choice, the first Advanced Commander or face-up Commander.
    commanders = face_up
    if bonus.commander or bonus.advanced_commander:
        if bonus.commander_choice is not None:
            pick = _chosen_commander(content.crew, bonus.commander_choice, bonus.advanced_commander)
            box = tuple(c for c in box if c != pick)
        else:
            pool = content.crew.advanced_commanders if bonus.advanced_commander else ()
            pick = pool[0].id if pool else next(c for c in face_up if c in regular)
        cmd = content.crew.commander(pick)
        players[0] = replace(
            players[0],
            crew=replace(
                players[0].crew, commander=cmd.id, commander_skills=tuple(map(str, cmd.skills))
            ),
        )
        commanders = tuple(c for c in face_up if c != cmd.id)
    if bonus.specialists:
        skills = tuple(s for s in SKILLS if s in bonus.specialists)
        for s in skills:
            i = SKILLS.index(s)
            specialists[i] = max(0, specialists[i] - 1)
        players[0] = replace(players[0], crew=replace(players[0].crew, specialists=skills))

    # Choosing the First Player: as configured, or by lot.
    first = config.first_player
    if first is None:
        first, rng = rng.below(config.players)

    # Indicators Positioning: clips at the game plan's values, the tank full.
    players = [replace(p, airship=replace(p.airship, fuel=p.range)) for p in players]

    state = State(
        config=config,
        seed=seed,
        rng=rng,
        round=1,
        current=first,
        first_player=first,
        used=(),
        players=tuple(players),
        ledger=Ledger.open(budgets),
        mission_deck=missions,
        mission_table=table,
        strategy_deck=strategy,
        venture_deck=venture,
        commanders=commanders,
        box_commanders=box,
        specialists=tuple(specialists),
    )
    state = replace(state, edition=edition)
    tx = Tx(state, w, rule_set(config, edition))
    # Displayboard Assembly (L114): the weather disc is turned until its icons show.
    tx.rules.rule("disc_start")(tx)
    tx.rules.rule("prepare")(tx)
    return tx.s


#: The stream (xor of the game generator's seed) that shuffles the cards an edition adds to
#: the Mission deck into it.
_ADDED_STREAM = 0x5EED_0005


def _shuffled_in(deck: tuple[str, ...], added: tuple[str, ...], rng: Rng) -> tuple[str, ...]:
    """``deck`` (shuffled) with the cards ``added`` shuffled in: each new card takes a place
    drawn uniformly among the places of the deck so far, the card it displaces going to the
    bottom (the inside-out Fisher-Yates shuffle, so the whole deck is in a uniformly random
    order). The cards come from a stream of their own, so the game's generator draws what it
    drew before edition 5 (the crew, the first player, the disc) and a deal differs from
    edition 4's by the displaced cards alone (docs/rules-decisions.md "Edition 5")."""
    out = list(deck)
    for card in added:
        j, rng = rng.below(len(out) + 1)
        out.append(card)
        out[j], out[-1] = out[-1], out[j]
    return tuple(out)


def _chosen_commander(crew: Crew, choice: str, advanced: bool) -> str:
    """Check the solo player's chosen Commander against this world's crew (section 12)."""
    pool = crew.advanced_commanders if advanced else crew.commanders
    valid = [c.id for c in pool]
    if choice not in valid:
        if advanced:
            not_one = N_("{choice} is not an Advanced Commander; choose one of {valid}")
        else:
            not_one = N_("{choice} is not a Commander; choose one of {valid}")
        raise InputError(not_one, choice=repr(choice), valid=", ".join(valid))
    return choice
