"""Refusals as data and checks without applying (issue 10): ``legal_actions`` runs only the
concerns' checks, a flight is judged by a pure check on its resolution, ``RuleViolation`` has a
stable ``code`` and JSON-able ``params`` rendered by one catalog (npq.messages)."""

from __future__ import annotations

import json

import pytest
from _game_helpers import W, at_place, game, put, put_air

from npq.errors import RuleViolation
from npq.game import (
    Course,
    Declare,
    DrawMission,
    EndTurn,
    Fly,
    Refuel,
    apply,
    check,
    legal_actions,
    plan_flight,
)
from npq.game.rules import engine
from npq.game.rules import flight as flight_module
from npq.game.rules.ruleset import RuleSet
from npq.messages import CATALOG, render


def test_legal_actions_of_a_3_player_opening_applies_no_action(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[str] = []
    real_run = engine.run
    real_handler = RuleSet.handler

    def counting_run(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append("run")
        return real_run(*args, **kwargs)

    def counting_handler(self, action):  # type: ignore[no-untyped-def]
        fn = real_handler(self, action)

        def wrapped(tx, a):  # type: ignore[no-untyped-def]
            calls.append(str(a))
            return fn(tx, a)

        return wrapped

    monkeypatch.setattr(engine, "run", counting_run)
    monkeypatch.setattr(RuleSet, "handler", counting_handler)
    s = game("italy", "japan", "usa", seed=3)
    legal = legal_actions(s)
    assert calls == []
    assert any(isinstance(a, Fly) for a in legal) and isinstance(legal[-1], EndTurn)
    assert any(isinstance(a, Declare) for a in legal)
    # and the same set as applying each candidate would have found
    for a in legal:
        assert check(s, a) is None


def test_a_flight_is_resolved_once_when_applied(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check leaves the resolved move to the handler: no second resolution (section 4)."""
    s = game("italy", "japan", seed=3)
    fly = next(a for a in legal_actions(s) if isinstance(a, Fly) and a.course.place)
    plan = plan_flight(s, fly)
    if plan.spin:  # pragma: no cover - the opening's weather
        pytest.skip("wind at the start: the actual move is resolved after the spin")
    count = [0]
    real = flight_module.resolve_airship_move

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        count[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(flight_module, "resolve_airship_move", counting)
    apply(s, fly)
    assert count[0] == 1


def test_plan_flight_previews_speed_fuel_and_the_refusal() -> None:
    s = game("italy", "japan", seed=3)
    p = s.players[0]
    plan = plan_flight(s, Fly(Course(heading=0.0), 2.0))
    assert plan.is_legal and plan.declared is not None
    assert plan.fuel_after == p.airship.fuel - 1
    assert plan.speed == float(p.speed) and plan.limit == plan.speed + (1 if plan.spin else 0)
    far = plan_flight(s, Fly(Course(heading=0.0), 9.0))
    assert far.violation is not None and far.violation.code == "flight.too_far"
    assert far.violation.params == {"distance": 9.0, "limit": far.limit}
    held = plan_flight(put_air(s, 0, fuel=0), Fly(Course(heading=0.0), 2.0))
    assert held.violation is not None and held.violation.code == "flight.tank_empty"
    assert held.violation.rule == "2 Range (Tank Capacity)"


def test_refusals_carry_code_and_params() -> None:
    """Section 10 "Declaring a Mission", section 6, section 10 "Repair Actions"."""
    s = game("italy", "japan", seed=3)
    card = s.players[0].missions[0]
    away = put_air(s, 0, place=None, pos=(0.5, -9.0))
    refusal = check(away, Declare(card))
    assert refusal is not None and refusal.code == "mission.declare.not_at_start"
    assert refusal.rule == "6 Mission Cards" and refusal.params == {"place": None}
    refusal = check(s, DrawMission())
    assert refusal is not None and refusal.code == "mission.draw.hand_full"
    assert refusal.params == {"limit": 3}
    two = put(s, 0, missions=s.players[0].missions[:2])
    refusal = check(two, DrawMission())
    assert refusal is not None and refusal.code == "mission.draw.before_three"
    assert refusal.params == {"completed": 0}
    assert str(refusal).startswith("a new Mission card is drawn only after the 3 compulsory")
    full = check(s, Refuel(1))
    assert full is not None and full.code == "services.refuel.tank_full"
    assert full.params == {"fuel": s.players[0].airship.fuel, "range": s.players[0].range}
    low = at_place(put_air(s, 0, fuel=1), 0, s.players[0].airship.place or "")
    too_much = check(low, Refuel(9))
    assert too_much is not None and too_much.code == "services.refuel.too_much"
    room = low.players[0].range - 1
    assert too_much.params == {"room": room, "units": 9}
    assert f"takes {room} more units, not 9" in too_much.detail
    json.dumps(too_much.params)


def test_the_catalog_renders_plurals_in_one_place() -> None:
    assert render("services.refuel.too_much", {"room": 1, "units": 2}) == (
        "the tank takes 1 more unit, not 2"
    )
    assert render("services.refuel.too_much", {"room": 2, "units": 3}) == (
        "the tank takes 2 more units, not 3"
    )
    for code, message in CATALOG.items():
        assert code == "legacy" or code.count(".") >= 1, code
        assert message.rule or code == "legacy"
        assert (message.plural is None) == (message.count is None), code


def test_a_wind_deviated_move_keeps_where_its_violations_begin() -> None:
    """1A: every violation of a resolved airship move keeps ``at``, where it begins along the
    path; the engine stops a deviated airship short of the first (4, D10)."""
    from npq.nav import Course as NavCourse
    from npq.nav import resolve_airship_move

    s = game("italy", "japan", seed=3)
    start = s.players[0].airship.pos
    move = resolve_airship_move(
        W.board, start, NavCourse.along(270.0), 6.0, has_commander=False, barrage_unlocked=False
    )
    assert not move.is_legal
    ats = [v.params["at"] for v in move.violations]
    assert ats == sorted(ats) and all(0.0 <= a <= move.flown + 1e-9 for a in ats)
    assert all(
        isinstance(v, RuleViolation) and v.code.startswith("flight.") for v in move.violations
    )


def test_every_code_raised_in_npq_is_in_the_catalog() -> None:
    """A code the catalog lacks would break the refusal it names: scan the sources."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[1] / "npq"
    pattern = re.compile(r'RuleViolation\(\s*"([a-z_]+(?:\.[a-z_]+)+)"')
    found = set()
    for path in root.rglob("*.py"):
        found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    codes = re.compile(r'"((?:[a-z_]+\.)+[a-z_]+)"')
    for path in root.rglob("*.py"):  # codes passed on to a helper (at_base, can_afford, ...)
        text = path.read_text(encoding="utf-8")
        for c in codes.findall(text):
            if c.split(".")[0] in {p.split(".")[0] for p in CATALOG} and c.count(".") >= 1:
                if c.startswith(("npq.", "ui.")):
                    continue
                found.add(c)
    missing = sorted(c for c in found if c not in CATALOG and not c.endswith((".py", ".toml")))
    assert missing == []


def _bot_states(n: int = 40) -> list:  # type: ignore[type-arg]
    """States of a 3-player greedy game, one per action (flights in the air, missions on)."""
    from npq.bots import Driver, GreedyBot
    from npq.game import GameConfig, GameRecord

    config = GameConfig(("italy", "germany", "usa"), first_player=0)
    record = GameRecord.new(config, 1924)
    driver = Driver([GreedyBot() for _ in config.nations], W)
    out = [record.state]
    while len(out) < n and record.state.outcome is None:
        record, _ = record.play(driver.choose(record.state))
        out.append(record.state)
    return out


def test_legal_kinds_is_the_first_legal_action_of_each_kind_of_the_legal_set() -> None:
    """The action bar's question (issue 10): which kinds are legal now, each with the first
    action legal_actions lists -- the same answer on every state of a game."""
    from npq.game import legal_by_kind, legal_kinds

    for s in _bot_states():
        legal = legal_actions(s)
        first: dict = {}  # type: ignore[type-arg]
        for a in legal:
            first.setdefault(a.kind, a)
        assert legal_kinds(s) == first
        grouped = legal_by_kind(s)
        assert [a for found in grouped.values() for a in found] == sorted(
            legal, key=lambda a: list(first).index(a.kind)
        )


def test_legal_kinds_judges_one_legal_candidate_a_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    """No kind's candidates are judged past its first legal one: the opening's many Strategy
    plays, hires and flights cost one check each once a legal one is found."""
    from npq.game import legal_kinds
    from npq.game.rules import api

    judged: list = []  # type: ignore[type-arg]
    real = api.check_as

    def counting(state, action, *args):  # type: ignore[no-untyped-def]
        found = real(state, action, *args)
        judged.append((action.kind, found is None))
        return found

    monkeypatch.setattr(api, "check_as", counting)
    s = game("italy", "germany", "usa", seed=3)
    kinds = legal_kinds(s)
    legal_after_first = {}
    for kind, ok in judged:
        assert legal_after_first.get(kind) is None, f"{kind} judged past its legal action"
        if ok:
            legal_after_first[kind] = True
    assert set(legal_after_first) == set(kinds)
    judged.clear()
    legal_actions(s)
    assert len(judged) > 2 * sum(1 for _ in kinds)  # the whole set judges many more


def test_a_sail_beyond_the_budget_is_resolved_once_with_the_same_move() -> None:
    """Section 4 "Ships", D5: toward a port beyond a turn's sail the ship goes as far as 3 L
    allow. The whole path, which could only be refused for its cost, is no longer resolved
    first: the move is the same as resolving it whole and then cut."""
    from dataclasses import replace

    from _game_helpers import put_ship

    from npq.game import Sail
    from npq.game._tx import Tx
    from npq.game.rules import sailing
    from npq.game.rules.sets import rule_set
    from npq.nav.ship import resolve_ship_move

    def same(move):  # type: ignore[no-untyped-def]
        return replace(move, violations=()), [(v.code, v.params) for v in move.violations]

    s = game("italy", "germany", "usa", seed=3)
    rules = rule_set(s.config, s.edition)
    ports = [p.id for p in W.board.places if p.is_port]
    compared = 0
    for home in ports[::25]:
        at = put_ship(s, 0, pos=W.xy(home), place=home)
        tx = Tx(at, W, rules)
        fog = rules.rule("ship_fog")(tx, W.xy(home))  # the fog where the move starts (issue 17)
        for pid in ports:
            goal = W.xy(pid)
            # the old way: the whole path first, cut by the budget when it costs too much
            old = resolve_ship_move(
                W.board,
                W.xy(home),
                [goal],
                target=pid,
                disc=W.disc,
                round_no=at.disc_round,
                fog=fog,
            )
            if not old.is_legal and old.cost > 3.0:
                old = sailing._resolve_cut(tx, W.xy(home), [goal], pid, 3.0, False, fog)
                compared += 1
            assert same(sailing.resolve_sail(tx, Sail(Course(place=pid)))) == same(old), pid
    assert compared > 100


def test_the_draft_picks_are_judged_by_a_pure_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """The advanced game opens with the Mission-card draft (section 8 L729): the legal picks
    are found without running the pick's handler (no trial run on a scratch transaction)."""
    from npq.game import DraftCard, GameConfig, new_game

    s = new_game(GameConfig(("italy", "japan", "usa"), advanced=True), 7)
    assert s.decisions and s.decisions[-1].kind == "draft"
    ran: list[str] = []
    real_handler = RuleSet.handler

    def counting_handler(self, action):  # type: ignore[no-untyped-def]
        fn = real_handler(self, action)

        def wrapped(tx, a):  # type: ignore[no-untyped-def]
            ran.append(str(a))
            return fn(tx, a)

        return wrapped

    monkeypatch.setattr(RuleSet, "handler", counting_handler)
    picks = legal_actions(s)
    assert picks and all(isinstance(a, DraftCard) for a in picks)
    seat = s.decisions[-1].seat
    assert {a.card for a in picks} == set(s.draft.choices(seat)) - {"?"}  # type: ignore[union-attr]
    refusal = check(s, DraftCard("not_a_card"))
    assert refusal is not None and refusal.code == "draft.not_offered"
    assert ran == []
    from npq.game.rules.advanced import draft as draft_concern
    from npq.game.rules.sets import rule_set

    # the pick's own check, not a trial run of its handler
    assert rule_set(s.config, s.edition).checks[DraftCard] is draft_concern.check_draft_card


def test_no_refusal_is_built_from_free_text() -> None:
    """Refusals as data (issue 10): every ``RuleViolation`` built in npq/ and ui/ names a code
    of the catalog and its params -- never the two-string form ``RuleViolation(rule, text)``,
    whose English no catalog translates. Scans the sources' syntax trees."""
    import ast
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[1]
    built = 0
    prose: list[str] = []
    for path in sorted([*(root / "npq").rglob("*.py"), *(root / "ui").rglob("*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name != "RuleViolation" or path.name == "errors.py":
                continue
            built += 1
            where = f"{path.relative_to(root)}:{node.lineno}"
            first = node.args[0] if node.args else None
            if len(node.args) != 1 or isinstance(node.args[0], ast.Starred):
                prose.append(where)
            elif isinstance(first, ast.Constant) and first.value not in CATALOG:
                prose.append(f"{where} {first.value!r}")
            elif isinstance(first, ast.Constant) and first.value == "legacy":
                prose.append(where)
    assert built > 150
    assert prose == []


def test_no_check_is_a_trial_run_of_a_handler() -> None:
    """Issue 10: ``check()`` judges without applying. No check of any rule set (every edition
    and variant) is a wrapper that runs the action's handler on a scratch transaction."""
    from npq.game import GameConfig
    from npq.game.rules.sets import rule_set

    configs = [
        GameConfig(("italy", "japan")),
        GameConfig(("italy", "japan"), advanced=True),
        GameConfig(("italy", "japan"), advanced=True, telegrams=True),
        GameConfig(("italy", "japan"), advanced=True, second_place=True),
    ]
    judged = 0
    for config in configs:
        for edition in (1, 2, 3):
            rules = rule_set(config, edition)
            handlers = set(rules.handlers.values())
            for cls, fn in rules.checks.items():
                judged += 1
                assert fn not in handlers, cls
                cells = [c.cell_contents for c in (fn.__closure__ or ())]
                assert not any(c in handlers for c in cells), (rules.name, cls.__name__)
    assert judged > 100


def test_check_agrees_with_apply_over_advanced_bot_games() -> None:
    """Issue 10: the advanced crew's hire, cession and renounce and the auction's bid and pass
    are judged by pure checks that say exactly what apply does: over every third position of
    a 4-player advanced game of greedy bots (auctions open, airships in flight, hires declared
    in the air), every hire of the box, cession, renounce and bid, legal or not."""
    from _game_helpers import check_agrees_with_apply, crew_probes

    from npq.bots import Driver, GreedyBot
    from npq.game import Bid, GameConfig, GameRecord, HireCommander, actors

    config = GameConfig(("italy", "germany", "usa", "japan"), advanced=True, first_player=0)
    record = GameRecord.new(config, 3)
    driver = Driver([GreedyBot() for _ in config.nations], W)
    states = [record.state]
    while len(states) < 250 and record.state.outcome is None:
        record, _ = record.play(driver.choose(record.state))
        states.append(record.state)
    in_auction = [s for s in states if s.auction is not None]
    in_flight = [s for s in states if not s.decisions and s.player.airship.place is None]
    assert len(in_auction) >= 10 and len(in_flight) >= 20
    refused = 0
    for s in [*states[::3], *in_auction]:
        refused += check_agrees_with_apply(s, crew_probes(s))
        if s.auction is not None:  # a seat not owing the answer is refused by both too
            other = next(p.seat for p in s.players if p.seat not in actors(s))
            refused += check_agrees_with_apply(s, [Bid(s.auction.next_bid)], other)
    assert refused > 1000
    # the hires that open an auction are judged legal without opening it
    hire = next(
        (s, a)
        for s in states
        for a in crew_probes(s)
        if isinstance(a, HireCommander) and check(s, a) is None and apply(s, a)[0].auction
    )
    assert hire[0].auction is None and check(*hire) is None


def test_checks_change_nothing_on_their_transaction(monkeypatch: pytest.MonkeyPatch) -> None:
    """A check reads through the Tx and may leave what it worked out in the memo, nothing
    else: over a basic and an advanced bot game (every candidate, every hire, cession and
    bid), each check passed or refused leaves the Tx on the very state it was given and
    emits no event."""
    from _game_helpers import crew_probes

    from npq.bots import Driver, GreedyBot
    from npq.game import GameConfig, GameRecord
    from npq.game.rules.api import candidate_actions
    from npq.game.rules.engine import acting_seat
    from npq.game.rules.sets import rule_set

    seen: list = []  # type: ignore[type-arg]

    class Watched(engine.Tx):  # type: ignore[misc, name-defined]
        def __init__(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            super().__init__(*args, **kwargs)
            seen.append((self, self.s))

    monkeypatch.setattr(engine, "Tx", Watched)
    judged = 0
    for advanced in (False, True):
        config = GameConfig(("italy", "germany", "usa"), advanced=advanced, first_player=0)
        record = GameRecord.new(config, 5)
        driver = Driver([GreedyBot() for _ in config.nations], W)
        for _ in range(90):
            s = record.state
            if s.outcome is not None:
                break
            rules = rule_set(s.config, s.edition)
            who = acting_seat(s, None)
            seen.clear()
            actions = [*candidate_actions(s, W), *crew_probes(s)]
            for action in actions:
                engine.check_as(s, action, W, rules, who)
            for tx, given in seen:
                assert tx.s is given and tx.events == [], type(tx)
            judged += len(seen)
            record, _ = record.play(driver.choose(s))
    assert judged > 10_000, judged
