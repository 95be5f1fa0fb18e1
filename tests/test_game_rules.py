"""The rules of the basic game, each test citing its rulebook section."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from _game_helpers import W, at_place, dist, force_wind, game, put, put_air, put_ship, round_with

from npq.errors import RuleViolation
from npq.game import (
    Abandon,
    Action,
    CompletedMission,
    Course,
    Declare,
    DismissCommander,
    DismissSpecialist,
    DrawMission,
    DrawStrategy,
    Emergency,
    EndTurn,
    EventKind,
    Exchange,
    Fly,
    HireCommander,
    HireSpecialist,
    Loan,
    MoveBase,
    Play,
    Refuel,
    Repair,
    Repay,
    ReplaceStrategy,
    Reserve,
    Sail,
    Sell,
    SetupBase,
    Sos,
    State,
    Termination,
    Trap,
    apply,
    legal_actions,
    view_for,
)
from npq.game.state import Mission, Modifier, PoleLeg
from npq.nav import Wind
from npq.weather import Icon

P = W.prices


def run(state: State, *actions: str | Action) -> State:
    for a in actions:
        action = Action.parse(a) if isinstance(a, str) else a
        state, _ = apply(state, action)
    return state


def test_every_kind_of_action_has_words_for_the_player() -> None:
    from npq.game.actions import ActionKind

    words = {k.words for k in ActionKind}
    assert len(words) == len(ActionKind)  # one phrase each, none shared
    assert ActionKind.MOVE_AIRSHIP.words == "move the airship"


def done(card: str, start: str = "berlin", target: str = "milano") -> CompletedMission:
    return CompletedMission(card, start, target, 100, 5.0, 1)


# -- turn structure (section 8 "How to Play") ----------------------------------------------------
def test_three_actions_a_turn_never_the_same_twice_and_optional() -> None:
    s = game("italy", "japan")
    s = run(s, "draw-strategy", "reserve kings_bay")
    with pytest.raises(RuleViolation) as e:
        run(s, "draw-strategy")
    assert e.value.rule == "8 How to Play"
    assert "you have already chosen to draw a Strategy card" in str(e.value)
    s = run(s, f"replace-strategy {s.players[0].strategy[0]}")
    with pytest.raises(RuleViolation) as e:
        run(s, "repair 1")
    assert "no actions left" in str(e.value)
    assert legal_actions(s) == [EndTurn()]
    s = run(s, "end")
    assert s.current == 1 and s.used == ()
    s = run(s, "end")  # actions are optional
    assert s.current == 0 and s.round == 2


def test_round_end_pays_managers_then_the_disc_turns() -> None:
    """Section 3 "Specialist Bonuses": +10 Bonds a round per Manager, gold face twice."""
    s = game("italy", "japan")
    s = put(s, 1, crew=replace(s.players[1].crew, specialists=("manager",)))
    before = s.bonds(1)
    s = run(s, "end")
    assert s.bonds(1) == before
    s2, events = apply(s, EndTurn())
    assert s2.round == 2
    assert s2.bonds(1) == before + P.manager_income
    kinds = [e.kind for e in events]
    assert kinds.index(EventKind.MANAGER_INCOME) < kinds.index(EventKind.ROUND_ENDED)


# -- missions (section 6 "Mission Cards", section 10) --------------------------------------------
def test_declare_only_at_a_starting_point_and_one_at_a_time() -> None:
    s = game("italy", "japan")
    card = s.players[0].missions[0]
    s1 = run(s, f"declare {card}")
    m = s1.players[0].active
    assert m is not None and m.start == "milano" and m.target == W.missions[card].place
    assert m.reward == max(50, round(dist(W.xy("milano"), W.xy(m.target)) * 2) * 10)
    assert card not in s1.players[0].missions
    with pytest.raises(RuleViolation):
        run(s1, "end", "end", f"declare {s.players[0].missions[1]}")
    away = at_place(s, 0, "rome" if "rome" in W.board else s.players[0].missions[0])
    if away.players[0].airship.place not in W.start_points:
        with pytest.raises(RuleViolation) as e:
            run(away, f"declare {card}")
        assert e.value.rule == "6 Mission Cards"


def test_exchange_with_the_table_or_the_deck() -> None:
    """Section 10 "Swapping a Mission Card or Drawing a New One"."""
    s = game("italy", "japan")
    give = s.players[0].missions[0]
    take = s.mission_table[2]
    s1 = run(s, f"exchange {give} {take}")
    assert take in s1.players[0].missions and give in s1.mission_table
    top = s.mission_deck[0]
    s2 = run(s, f"exchange {give} deck")
    assert top in s2.players[0].missions and s2.mission_deck[-1] == give
    with pytest.raises(RuleViolation):
        run(s1, f"exchange {s1.players[0].missions[0]} deck")  # same action kind twice


def test_extra_mission_only_after_three_and_it_must_be_done_before_the_pole() -> None:
    """Section 6: after the 3 compulsory missions an extra card is drawn from the deck."""
    s = game("italy", "japan")
    with pytest.raises(RuleViolation):
        run(s, "draw-mission")
    s = put(s, 0, missions=(), completed=(done("a"), done("b"), done("c")))
    s = run(s, "draw-mission")
    p = s.players[0]
    assert len(p.missions) == 1 and p.owed == 1


def test_abandon_returns_the_card_and_the_token() -> None:
    s = game("italy", "japan")
    card = s.players[0].missions[0]
    s = run(s, f"declare {card}", "abandon")
    p = s.players[0]
    assert p.active is None and card in p.missions
    with pytest.raises(RuleViolation):
        run(s, "end", "end", "abandon", "abandon")


def test_selling_a_completed_mission_pays_200_and_draws_a_new_card() -> None:
    """Section 10 "Selling a Mission Already Completed to the Bank" and section 11."""
    s = game("italy", "japan")
    s = put(s, 0, missions=(), completed=(done("x1"), done("x2"), done("x3")))
    before = s.bonds(0)
    top = s.mission_deck[0]
    s = run(s, "sell x2")
    p = s.players[0]
    assert s.bonds(0) == before + 200 == before + P.mission_sale
    assert p.missions == (top,)
    assert [m.card for m in p.completed] == ["x1", "x3"]
    assert p.owed == 1
    assert s.mission_deck[-1] == "x2"
    assert not p.barrage_unlocked
    with pytest.raises(RuleViolation):
        run(s, "end", "end", "sell nope")


def test_mission_completed_on_arrival_pays_the_calculator_reward() -> None:
    """Section 10 "Completing a Mission" (free) and D11."""
    s = game("germany", "japan")
    card = next(c for c in s.players[0].missions if dist(W.xy("berlin"), W.xy(c)) > 1.0)
    s = run(s, f"declare {card}")
    m = s.players[0].active
    assert m is not None
    target = W.xy(m.target)
    near = (target[0] + 1.0, target[1])
    s = put_air(s, 0, pos=near, place=None)
    s = replace(s, round=round_with(near, {Icon.SUN, None}))
    before = s.bonds(0)
    s, events = apply(s, Fly(Course(place=m.target)))
    p = s.players[0]
    assert p.airship.place == m.target
    assert p.active is None and [c.card for c in p.completed] == [card]
    assert s.bonds(0) == before + m.reward
    done_events = [e for e in events if e.kind is EventKind.MISSION_COMPLETED]
    assert done_events and done_events[0]["distance"] == pytest.approx(m.distance)


def test_a_flight_through_the_mission_targets_halo_reaches_it() -> None:
    """Section 4 "Airship Movement": "If, during the movement, the Airship is within the red
    halo ... the objective is considered reached" -- whatever course was declared; it stops on
    the target (D4) and the Bank pays the reward (section 10 "Completing a Mission")."""
    s = game("germany", "japan")
    reward = W.reward("berlin", "vienna")
    mission = Mission("vienna", "berlin", "vienna", reward, W.distance("berlin", "vienna"), 1)
    vienna = W.xy("vienna")
    start = (vienna[0] + 1.0, vienna[1])
    beyond = (vienna[0] - 1.0, vienna[1])
    s = put(s, 0, active=mission)
    s = put_air(s, 0, pos=start, place=None)
    s = replace(s, round=round_with(start, {Icon.SUN, None}))
    before = s.bonds(0)
    for course in (Course(point=beyond), Course(heading=180.0)):
        t, events = apply(s, Fly(course, 2.0))
        p = t.players[0]
        assert p.airship.place == "vienna" and p.airship.pos == vienna
        assert p.active is None and [c.card for c in p.completed] == ["vienna"]
        assert t.bonds(0) == before + reward
        assert any(e.kind is EventKind.MISSION_COMPLETED for e in events)
    # Without the mission the airship flies on past Vienna.
    t, _ = apply(put(s, 0, active=None), Fly(Course(point=beyond), 2.0))
    assert t.players[0].airship.place is None
    assert t.players[0].airship.pos == pytest.approx(beyond)


def test_on_the_way_back_from_the_pole_the_arctic_base_ring_is_reached() -> None:
    """Section 4 (the gray ring reached during the movement) and section 9: back over the ring
    of the own Arctic base on any course is back at the base."""
    s = _ready_for_pole(game("italy", "japan"), 0, "tikhaya_bay")
    base = W.xy("tikhaya_bay")
    start = (base[0] * 0.5, base[1] * 0.5)  # between the Pole and the base
    s = put(s, 0, pole=PoleLeg.OVERFLOWN)
    s = put_air(s, 0, pos=start, place=None)
    s = replace(s, round=round_with(start, {Icon.SUN, None}))
    heading = math.degrees(math.atan2(base[1] - start[1], base[0] - start[0]))
    s, _ = apply(s, Fly(Course(heading=heading), 3.0))
    assert s.players[0].airship.place == "tikhaya_bay"
    assert s.outcome is not None and s.outcome.winners == (0,)


# -- crew (section 3, D13) ----------------------------------------------------------------------
def test_token_insertion_example_speed_4_5_6_and_the_gold_face() -> None:
    """Section 3 "Example of Token Insertion Mechanism"."""
    s = game("italy", "japan")
    assert s.players[0].speed == 4
    s = run(s, "hire-specialist engineer")
    p = s.players[0]
    assert p.speed == 5 and not p.crew.is_gold("engineer")
    adv = next(
        c.id
        for c in W.content.crew.advanced_commanders
        if {str(x) for x in c.skills} == {"engineer", "scientist"}
    )
    s = put(s, 0, airship=p.airship)
    s = replace(s, ledger=s.ledger.receive_from_bank("italy", 500, "test", 1))
    s = run(s, f"hire-commander {adv}")
    p = s.players[0]
    assert p.speed == 6
    assert p.crew.is_gold("engineer")
    assert p.has_skill("scientist")
    s = run(s, "end", "end", "hire-specialist scientist")
    assert s.players[0].crew.is_gold("scientist")


def test_caps_speed_6_range_6() -> None:
    """Section 2: the crew never lifts Speed or Range past 6."""
    s = game("italy", "japan")
    s = put(s, 0, crew=replace(s.players[0].crew, specialists=("engineer", "pilot")))
    s = put(
        s, 0, crew=replace(s.players[0].crew, commander="x", commander_skills=("engineer", "pilot"))
    )
    s = put(s, 0, board=replace(s.players[0].board, speed=5, range=5))
    assert s.players[0].speed == 6 and s.players[0].range == 6


def test_crew_prices_from_the_price_list() -> None:
    """Section 11: Commander 100, Adv. Commander 180, Specialist 50; sales 40, 80, 20."""
    s = game("japan", "italy")
    s = replace(s, ledger=s.ledger.receive_from_bank("japan", 1000, "test", 1))
    b0 = s.bonds(0)
    regular = next(c for c in s.commanders if not W.content.crew.commander(c).is_advanced)
    pilot = "pilot" in map(str, W.content.crew.commander(regular).skills)
    s = run(s, f"hire-commander {regular}", "hire-specialist pilot")
    assert s.bonds(0) == b0 - P.commander_hire - P.specialist_hire == b0 - 150
    assert s.players[0].range == 4 + pilot
    assert s.players[0].crew.is_gold("pilot") == pilot
    assert s.players[0].airship.fuel == 3  # Range +1 raises the capacity, not the fuel (D13)
    s = run(s, "dismiss-commander", "end", "end")
    assert s.bonds(0) == b0 - 150 + P.commander_sale
    assert regular in s.commanders
    s = run(s, "dismiss-specialist pilot")
    assert s.bonds(0) == b0 - 150 + 40 + P.specialist_sale
    assert s.specialists[1] == 1  # back among the tokens laid out (2 players: 1)
    adv = next(c for c in s.commanders if W.content.crew.commander(c).is_advanced)
    s = run(s, f"hire-commander {adv}")
    assert s.bonds(0) == b0 - 150 + 40 + 20 - P.advanced_commander_hire
    with pytest.raises(RuleViolation) as e:
        run(s, "end", "end", f"hire-commander {regular}")
    assert e.value.rule == "3 Crew Management"


def test_specialists_from_the_box_cost_100_once_the_tokens_run_out() -> None:
    """Section 8: more Specialist Tokens from the Bank at 100 Bonds each."""
    s = game("italy", "japan")
    s = replace(s, specialists=(0, 2, 2, 2))
    b0 = s.bonds(0)
    s = run(s, "hire-specialist engineer")
    assert s.bonds(0) == b0 - P.extra_specialist_hire == b0 - 100
    assert s.specialists == (0, 2, 2, 2)


def test_no_hiring_in_flight() -> None:
    """Section 3 "Purchase": only when stationary on a base."""
    s = game("italy", "japan")
    s = put_air(s, 0, place=None, pos=(0.0, -9.0))
    with pytest.raises(RuleViolation) as e:
        run(s, "hire-specialist engineer")
    assert e.value.rule == "3 Crew Management"


# -- repair actions (section 10, section 11, D12) -----------------------------------------------
def test_refuel_and_repair_cost_10_a_unit_at_a_base() -> None:
    s = game("italy", "japan")
    s = put_air(s, 0, fuel=1, integrity=1)
    b0 = s.bonds(0)
    s = run(s, "refuel 2", "repair 2")
    p = s.players[0]
    assert (p.airship.fuel, p.airship.integrity) == (3, 3)
    assert s.bonds(0) == b0 - 2 * P.fuel_unit - 2 * P.repair_unit == b0 - 40
    with pytest.raises(RuleViolation) as e:
        run(s, "end", "end", "refuel 2")
    assert e.value.rule == "2 Range (Tank Capacity)"


def test_a_full_tank_or_a_whole_hull_is_refused_in_plain_words() -> None:
    """The Action bar's tooltips quote these reasons: no "0 more unit(s)"."""
    s = game("italy", "japan")
    p = s.players[0]
    full = put_air(s, 0, fuel=p.range, integrity=p.max_integrity)
    with pytest.raises(RuleViolation, match=rf"the tank is full \({p.range} of Range {p.range}\)"):
        run(full, "refuel 1")
    with pytest.raises(RuleViolation, match="the airship is undamaged: nothing to repair"):
        run(full, "repair 1")
    low = put_air(s, 0, fuel=p.range - 1, integrity=p.max_integrity - 2)
    with pytest.raises(RuleViolation, match="the tank takes 1 more unit, not 2"):
        run(low, "refuel 2")
    with pytest.raises(RuleViolation, match="2 damage points to repair, not 3"):
        run(low, "repair 3")


# -- movement (section 4, D7-D10) ---------------------------------------------------------------
def test_game_example_marco() -> None:
    """Game Example: Marco (Japan, Speed 3) declares a mission, flies into wind "-12°R"
    (BW, 12° right): 2 Lengths along the 12°R line, one fuel used; then his ship sails 3 L."""
    s = game("japan", "ussr")
    s = replace(s, round=round_with("kasumigaura", {Icon.WIND}))
    card = max(s.players[0].missions, key=lambda c: dist(W.xy("kasumigaura"), W.xy(c)))
    s = run(s, f"declare {card}")
    target = s.players[0].active.target  # type: ignore[union-attr]
    s = force_wind(s, Wind.BW_R12)
    s, events = apply(s, Fly(Course(place=target)))
    moved = next(e for e in events if e.kind is EventKind.AIRSHIP_MOVED)
    wind = next(e for e in events if e.kind is EventKind.WIND)
    assert wind["result"] == "BW+12R"
    assert moved["length"] == pytest.approx(2.0)
    start, end = W.xy("kasumigaura"), tuple(moved["end"])
    assert dist(start, end) == pytest.approx(2.0)
    axis = math.degrees(math.atan2(W.xy(target)[1] - start[1], W.xy(target)[0] - start[0]))
    flown = math.degrees(math.atan2(end[1] - start[1], end[0] - start[0]))
    assert ((flown - axis + 180) % 360) - 180 == pytest.approx(-12.0)
    p = s.players[0]
    assert p.airship.fuel == 2 and p.airship.place is None
    ship = p.ship.pos
    for h in range(0, 360, 15):
        try:
            s2, _ = apply(s, Sail(Course(heading=float(h)), 3.0))
        except RuleViolation:
            continue
        assert dist(ship, s2.players[0].ship.pos) == pytest.approx(3.0)
        assert s2.players[0].airship.fuel == 2  # ships burn no fuel
        break
    else:
        pytest.fail("no open water 3 L from Kushiro")


def test_game_example_elena() -> None:
    """Game Example: Elena (USSR, Speed 3 + Engineer) is 4 L from her base with 1 fuel, in
    sun; she arrives with the tank at 0 (no emergency on a base), refuels at 10 Bonds a unit
    and sets up her Arctic base for 100 Bonds."""
    s = game("japan", "ussr")
    s = run(s, "end")
    # the example's Speed 3 (D3's for the USSR; edition 6 gives it 4, data/editions.toml)
    board = replace(s.players[1].board, speed=3)
    crew = replace(s.players[1].crew, specialists=("engineer",))
    s = put(s, 1, board=board, crew=crew, arctic="dikson")
    s = put_ship(s, 1, pos=W.xy("dikson"), place="dikson")
    perm = W.xy("perm")
    for h in range(0, 360, 10):
        start = (
            perm[0] + 3.95 * math.cos(math.radians(h)),
            perm[1] + 3.95 * math.sin(math.radians(h)),
        )
        if W.board.nation_at(start) != "ussr":
            continue
        r = round_with(start, {Icon.SUN})
        trial = put_air(replace(s, round=r), 1, pos=start, place=None, fuel=1)
        try:
            s2, events = apply(trial, Fly(Course(place="perm")))
        except RuleViolation:
            continue
        if s2.players[1].airship.place == "perm":
            break
    else:
        pytest.fail("no sunny USSR point 4 L from Perm")
    p = s2.players[1]
    assert p.speed == 4
    assert p.airship.fuel == 0 and p.airship.emergency is None
    assert not any(e.kind is EventKind.EMERGENCY_LANDING for e in events)
    b0 = s2.bonds(1)
    s3 = run(s2, "refuel 4", "setup")
    assert s3.bonds(1) == b0 - 40 - P.arctic_base_setup.own == b0 - 140
    assert s3.players[1].mast


def test_fog_holds_an_airship() -> None:
    """1B: fog in the starting area: the airship cannot move (basic rules)."""
    s = game("japan", "ussr")
    s = replace(s, round=round_with("kasumigaura", {Icon.FOG}))
    with pytest.raises(RuleViolation) as e:
        run(s, "fly h0 1")
    assert e.value.rule == "1B Interaction with Miniatures"


def test_barrage_limit_three_missions() -> None:
    """1A "The Pole": no airship enters the Barrage Area before 3 completed missions."""
    s = game("italy", "japan")
    s = at_place(s, 0, "tikhaya_bay")
    s = replace(s, round=round_with("tikhaya_bay", {Icon.SUN, Icon.RAIN, None}))
    with pytest.raises(RuleViolation) as e:
        run(s, Fly(Course(point=(0.0, 0.0))))
    assert e.value.rule == "1A The Pole"
    s = put(s, 0, completed=(done("a"), done("b"), done("c")))
    s2, events = apply(s, Fly(Course(point=(0.0, 0.0))))
    assert (
        any(e.kind is EventKind.POLE_OVERFLOWN for e in events)
        or dist(s2.players[0].airship.pos, (0.0, 0.0)) < 1.5
    )


def test_an_airship_in_flight_must_move() -> None:
    """Section 4 "Airship Movement": once in flight it cannot stay put."""
    s = game("italy", "japan")
    start = W.xy("milano")
    s = put_air(s, 0, place=None, pos=(start[0], start[1] + 0.5))
    s = replace(s, round=round_with((start[0], start[1] + 0.5), {Icon.SUN, None}))
    with pytest.raises(RuleViolation) as e:
        run(s, "end")
    assert e.value.rule == "4 Airship Movement"
    s = run(s, "draw-strategy", "reserve kings_bay")
    with pytest.raises(RuleViolation):
        run(s, f"replace-strategy {s.players[0].strategy[0]}")  # the last action must be the move


def test_a_ship_in_a_river_port_is_offered_a_short_sail() -> None:
    """Section 4 "Ships": the USSR ship starts at Tomsk on the Tom, where no full 3 L straight
    sail is clear of land; the legal set offers the shorter sails that are, so a player (and
    the action bar's Sail button) is never left without a way out."""
    s = game("ussr", "italy")
    assert s.players[0].ship.place == "tomsk"
    for h in range(0, 360, 45):
        with pytest.raises(RuleViolation):
            run(s, f"sail h{h} 3")
    sails = [a for a in legal_actions(s) if isinstance(a, Sail)]
    assert sails and all(a.distance == 1.0 for a in sails)
    after = run(s, str(sails[0]))
    assert dist(after.players[0].ship.pos, W.xy("tomsk")) == pytest.approx(1.0)
    # Not when the turn's rules forbid the sail: nothing is offered then.
    assert not [a for a in legal_actions(after) if isinstance(a, Sail)]
    held = put(s, 0, modifiers=(Modifier("blocked", miniature="ship"),))
    with pytest.raises(RuleViolation, match="a card holds the ship"):
        run(held, str(sails[0]))
    assert not [a for a in legal_actions(held) if isinstance(a, Sail)]


def test_an_airship_hemmed_in_is_offered_shorter_flights() -> None:
    """Sadiya lies under the Himalaya near the board's edge: no flight of the representative
    set (full Speed every 45°, the places in reach) is legal without a Commander, but shorter
    straight flights are, and the legal set offers them (section 4; D10)."""
    from npq.game.rules import is_legal
    from npq.game.rules.flight import fly_candidates

    s = game("italy", "japan")
    s = at_place(s, 0, "sadiya")
    s = replace(s, round=round_with("sadiya", {Icon.SUN}))
    assert not any(is_legal(s, f) for f in fly_candidates(s, W))
    flies = [a for a in legal_actions(s) if isinstance(a, Fly)]
    speed = s.players[0].speed
    assert flies and all(a.distance is not None and a.distance < speed for a in flies)
    after = run(s, str(flies[0]))
    assert dist(after.players[0].airship.pos, W.xy("sadiya")) == pytest.approx(flies[0].distance)
    # Fog holds it: then nothing is offered (1B), whatever the geometry.
    fog = replace(s, round=round_with("sadiya", {Icon.FOG}))
    assert not [a for a in legal_actions(fog) if isinstance(a, Fly)]


def test_emergency_landing_sos_and_recovery() -> None:
    """Section 10 "Emergency Landing Management": fuel 0 away from a base lands the airship;
    S.O.S., then a movement action to the nearest base; come down on land, it stays put the next
    turn too (L1021) and must be fully restored."""
    s = game("italy", "japan")
    milano = W.xy("milano")
    pos = (milano[0] + 0.8, milano[1] + 0.8)
    s = put_air(s, 0, place=None, pos=pos, fuel=1)
    s = replace(s, round=round_with(pos, {Icon.SUN, None}))
    s, events = apply(s, Fly(Course(heading=45.0), 0.5))
    p = s.players[0]
    assert p.airship.fuel == 0 and p.airship.emergency is Emergency.LANDED
    assert any(e.kind is EventKind.EMERGENCY_LANDING for e in events)
    s = run(s, "end", "end")
    with pytest.raises(RuleViolation) as e:
        run(s, "fly milano")
    assert e.value.rule == "10 Emergency Landing Management"
    s, events = apply(s, Sos())
    nearest = next(e for e in events if e.kind is EventKind.SOS)["nearest"]
    with pytest.raises(RuleViolation):
        run(s, "fly h0 1")
    s = run(s, f"fly {nearest}")
    p = s.players[0]
    assert p.airship.place == nearest and p.airship.emergency is None
    assert p.airship.must_restore
    s = run(s, "end", "end")
    with pytest.raises(RuleViolation):
        run(s, "fly h0 1")  # stays at the base the next turn
    s = run(s, "refuel 2", "end", "end")
    with pytest.raises(RuleViolation) as e:
        run(s, "fly h0 1")
    assert "restored" in str(e.value)
    s = run(s, "refuel 2")
    assert not s.players[0].airship.must_restore
    assert s.players[0].airship.fuel == s.players[0].range == 4


def test_a_ditched_airship_may_fly_again_the_next_turn() -> None:
    """Issue 17.8, section 10: the recovered airship "cannot restart in the same turn in which it
    was recovered" (L1005); only a landing on the ground or the ice keeps it the next turn too
    (L1021, L1027). Ditched 1.7 L east of Cagliari, it is recovered to the nearest port in
    round r and flies in round r + 1 once refuelled."""
    s = game("italy", "japan")
    cagliari = W.xy("cagliari")
    pos = (cagliari[0] + 1.2, cagliari[1])  # 1.2 L east of Cagliari: the open sea
    s = put_air(s, 0, place=None, pos=pos, fuel=1)
    s = replace(s, round=round_with(pos, {Icon.SUN, None}))
    s, events = apply(s, Fly(Course(heading=0.0), 0.5))
    landing = next(e for e in events if e.kind is EventKind.EMERGENCY_LANDING)
    assert landing["ground"] == "water"
    s = run(s, "end", "end")
    s, events = apply(s, Sos())
    port = next(e for e in events if e.kind is EventKind.SOS)["nearest"]
    assert W.board.get(port).is_port
    recovered_in = s.round
    s, events = apply(s, Fly(Course(place=port)))
    rec = next(e for e in events if e.kind is EventKind.RECOVERED)
    assert (rec["ground"], rec["until"]) == ("water", recovered_in + 1)
    assert s.players[0].airship.grounded_until == recovered_in + 1
    s = run(s, f"refuel {s.players[0].range}", "end", "end")
    assert s.round == recovered_in + 1 and s.current == 0
    area = W.board.weather_area_at(W.xy(port))
    fair = next(r for r in range(s.round, s.round + 72) if W.disc.icon(area, r) in (Icon.SUN, None))
    s = replace(s, round=fair)  # a fair-weather round from the next turn on
    flown = []
    for h in range(0, 360, 45):  # the next turn: it flies (any heading clear of the Alps)
        try:
            after, events = apply(s, Fly(Course(heading=float(h)), 0.5))
        except RuleViolation as exc:
            assert exc.rule != "10 Emergency Landing Management", exc
            continue
        flown = [e for e in events if e.kind is EventKind.AIRSHIP_MOVED and e["length"] > 0]
        break
    assert flown and after.players[0].airship.place != port


def test_an_airship_down_on_land_stays_the_next_turn_too() -> None:
    """Section 10 "Emergency Ground Landing" (L1021): it "will have to remain stationary also
    for the next turn"; the refusal names the round it may take off."""
    s = game("italy", "japan")
    milano = W.xy("milano")
    pos = (milano[0] + 0.8, milano[1] + 0.8)
    s = put_air(s, 0, place=None, pos=pos, fuel=1)
    s = replace(s, round=round_with(pos, {Icon.SUN, None}))
    s, _ = apply(s, Fly(Course(heading=45.0), 0.5))
    s = run(s, "end", "end", "sos")
    recovered_in = s.round
    s, events = apply(s, Action.parse(f"fly {nearest_base_of(s)}"))
    rec = next(e for e in events if e.kind is EventKind.RECOVERED)
    assert (rec["ground"], rec["until"]) == ("land", recovered_in + 2)
    s = run(s, f"refuel {s.players[0].range}", "end", "end")
    with pytest.raises(RuleViolation, match=f"until round {recovered_in + 2}") as e:
        run(s, "fly h0 0.5")
    assert e.value.rule == "10 Emergency Landing Management"


def nearest_base_of(s: State) -> str:
    from npq.game.rules.emergency import nearest_base

    return nearest_base(W, s.players[0].airship.pos)


def test_obstacles_need_a_commander_and_draw_venture_cards_in_order() -> None:
    """1A "Restricted Areas and Obstacles", D10."""
    s = game("usa", "japan")
    s = replace(s, round=round_with("san_diego", {Icon.SUN, None}))
    blocked = None
    for h in range(0, 360, 10):
        try:
            apply(s, Fly(Course(heading=float(h)), 4.0))
        except RuleViolation as e:
            if e.rule == "1A Restricted Areas and Obstacles":
                blocked = float(h)
                break
    assert blocked is not None
    regular = next(c for c in s.commanders if not W.content.crew.commander(c).is_advanced)
    s = run(s, f"hire-commander {regular}")
    top = s.venture_deck[0]
    s2, events = apply(s, Fly(Course(heading=blocked), 4.0))
    drawn = [e for e in events if e.kind is EventKind.VENTURE_DRAWN]
    assert drawn and drawn[0]["card"] == top
    assert s2.venture_deck[-len(drawn) :] == tuple(e["card"] for e in drawn)


def test_a_venture_card_that_empties_the_tank_at_the_base_keeps_the_airship_there() -> None:
    """Section 6: the Venture card is drawn before moving, with immediate effect. A tank it
    empties (or a hull it breaks) at the base is no emergency (section 10, "on arrival at any
    Base"), but the airship cannot take off with it (section 2): it stays at the base."""
    s = game("usa", "japan")
    s = replace(s, round=round_with("san_diego", {Icon.SUN, None}))
    heading = None
    for h in range(0, 360, 10):
        try:
            apply(s, Fly(Course(heading=float(h)), 4.0))
        except RuleViolation as e:
            if e.rule == "1A Restricted Areas and Obstacles":
                heading = float(h)
                break
    assert heading is not None
    regular = next(c for c in s.commanders if not W.content.crew.commander(c).is_advanced)
    s = run(s, f"hire-commander {regular}")
    # hydrogen_leak: fuel -2 (2 -> 0); avalanche: integrity -2 (2 -> 0).
    for card, before, after in (("hydrogen_leak", (2, 3), (0, 3)), ("avalanche", (2, 2), (2, 0))):
        t = put_air(s, 0, fuel=before[0], integrity=before[1])
        t = replace(t, venture_deck=(card, *(c for c in t.venture_deck if c != card)))
        t, events = apply(t, Fly(Course(heading=heading), 4.0))
        a = t.players[0].airship
        assert [e["card"] for e in events if e.kind is EventKind.VENTURE_DRAWN] == [card]
        assert a.place == "san_diego" and a.pos == W.xy("san_diego")
        assert a.emergency is None and (a.fuel, a.integrity) == after
        assert not any(e.kind is EventKind.AIRSHIP_MOVED for e in events)


# -- Strategy cards (section 6, section 10) -------------------------------------------------------
def test_strategy_hand_limit_one_card_a_turn_and_opponent_cards_act_at_their_turn() -> None:
    s = game("italy", "japan")
    s = run(s, "draw-strategy", "end", "end", "draw-strategy")
    assert len(s.players[0].strategy) == 5
    with pytest.raises(RuleViolation):
        run(s, "end", "end", "draw-strategy")
    s = run(s, "end", "end")
    deck = W.content.strategy
    hostile = next(
        (
            c
            for c in s.players[0].strategy
            if deck[c].target.allows(False) and deck[c].requires_specialist is None
        ),
        None,
    )
    if hostile is None:
        pytest.skip("no card for an opponent in this hand")
    s1, events = apply(s, Play(hostile, 1))
    assert s1.players[1].pending and s1.players[1].pending[0].card == hostile
    others = [c for c in s1.players[0].strategy]
    with pytest.raises(RuleViolation):
        run(s1, Play(others[0]))  # one Strategy card a turn
    s2, events = apply(s1, EndTurn())
    assert not s2.players[1].pending
    acted = [e for e in events if e.kind is EventKind.STRATEGY_PLAYED and e["acts"]]
    assert acted and acted[0]["card"] == hostile
    assert s2.strategy_deck[-1] == hostile


def test_a_card_naming_a_specialist_needs_him_aboard() -> None:
    """Section 6 NOTE."""
    deck = W.content.strategy
    card = next(c for c in deck if c.requires_specialist is not None)
    s = game("italy", "japan")
    s = put(s, 0, strategy=(card.id,))
    target = None if card.target.allows(True) else 1
    seat = 0 if target is None else 1
    with pytest.raises(RuleViolation) as e:
        run(s, Play(card.id, target))
    assert e.value.rule == "6 Strategy Cards"
    skill = str(card.requires_specialist)
    s = put(s, seat, crew=replace(s.players[seat].crew, specialists=(skill,)))
    run(s, Play(card.id, target))


def test_replace_strategy_card_goes_under_the_deck() -> None:
    s = game("italy", "japan")
    card = s.players[0].strategy[0]
    top = s.strategy_deck[0]
    s = run(s, f"replace-strategy {card}")
    assert top in s.players[0].strategy and s.strategy_deck[-1] == card


def test_trap_card_on_a_strategy_circle() -> None:
    """Section 10 "Trap Card" variant: one trap per player, none other played meanwhile, the
    first miniature over the circle suffers it."""
    s = game("italy", "japan")
    card = s.players[0].strategy[0]
    circle = sorted(W.circles)[0]
    s = run(s, f"trap {card} {circle}")
    assert s.players[0].trap == (card, circle)
    with pytest.raises(RuleViolation):
        run(s, "end", "end", f"play {s.players[0].strategy[0]}")
    s = run(s, "end", "end", "withdraw-trap")
    assert s.players[0].trap is None and s.strategy_deck[-1] == card


def test_a_trap_sprung_by_the_ship_that_breaks_the_airship_lands_it_at_once() -> None:
    """Section 10 "Emergency Landing Management": Integrity at zero is "immediate and the
    airship lands where it is" -- also when the ship springs a trap (section 10 "Trap Card")
    whose card damages the airship in flight."""
    s = game("italy", "japan")
    circle = W.circles["sc_barents_sea"].centroid
    s = put_ship(s, 0, pos=W.xy("murmansk"), place="murmansk")
    s = put(s, 1, trap=("sabotage", "sc_barents_sea"))
    s = put_air(s, 0, place=None, pos=(2.0, -9.0), integrity=1)
    s, events = apply(s, Sail(Course(point=(circle.x, circle.y))))
    a = s.players[0].airship
    assert s.players[1].trap is None and a.integrity == 0
    assert a.emergency is Emergency.LANDED and a.pos == (2.0, -9.0)
    landings = [e for e in events if e.kind is EventKind.EMERGENCY_LANDING]
    assert len(landings) == 1 and landings[0]["cause"] == "integrity"
    s = run(s, "sos")  # the S.O.S. may be sent in this very turn
    assert s.players[0].airship.emergency is Emergency.SOS


def test_a_trap_that_breaks_the_airship_in_flight_lands_it_once() -> None:
    """The airship springs the trap itself away from a base: one emergency landing."""
    s = game("italy", "japan")
    circle = W.circles["sc_barents_sea"].centroid
    start = (circle.x + 1.0, circle.y)
    s = put(s, 1, trap=("sabotage", "sc_barents_sea"))
    s = put_air(s, 0, place=None, pos=start, integrity=1)
    s = replace(s, round=round_with(start, {Icon.SUN, None}))
    s, events = apply(s, Fly(Course(point=(circle.x - 0.5, circle.y))))
    a = s.players[0].airship
    assert a.integrity == 0 and a.emergency is Emergency.LANDED
    assert len([e for e in events if e.kind is EventKind.EMERGENCY_LANDING]) == 1


def test_a_trap_that_drives_the_airship_back_before_its_base_keeps_it_in_flight() -> None:
    """Section 10 "Trap Card": the trap passed on the way "suffers the effect"; driven back 2 L
    along its course, the airship has not reached its Arctic base (section 4: the base is
    reached only within its ring), so no stationing and no victory (section 9)."""
    s = game("italy", "japan")
    circle = W.circles["sc_barents_sea"].centroid
    base = W.xy("vadso")
    d = math.hypot(circle.x - base[0], circle.y - base[1])
    ux, uy = (circle.x - base[0]) / d, (circle.y - base[1]) / d
    start = (base[0] + ux * (d + 2.5), base[1] + uy * (d + 2.5))
    s = put(s, 1, trap=("misleading_signals", "sc_barents_sea"))
    s = put(s, 0, arctic="vadso", mast=True, pole=PoleLeg.OVERFLOWN)
    s = put_air(s, 0, place=None, pos=start, fuel=4)
    s = replace(s, round=round_with(start, {Icon.SUN, None}))
    s, events = apply(s, Fly(Course(place="vadso")))
    a = s.players[0].airship
    assert any(e.kind is EventKind.TRAP_SPRUNG for e in events)
    assert a.place is None and dist(a.pos, base) == pytest.approx(2.0)
    assert not any(e.kind is EventKind.STATIONED for e in events)
    assert s.outcome is None and s.players[0].pole is PoleLeg.OVERFLOWN


def test_any_strategy_card_in_hand_may_be_laid_as_a_trap() -> None:
    """Section 10: "a covered Strategy Card" -- whichever the player chooses, on any circle."""
    s = game("italy", "japan")
    hand = s.players[0].strategy
    assert len(hand) > 1
    traps = {(a.card, a.circle) for a in legal_actions(s) if isinstance(a, Trap)}
    assert traps == {(c, circle) for c in hand for circle in W.circles}
    s = run(s, f"trap {hand[-1]} {sorted(W.circles)[-1]}")
    assert s.players[0].trap == (hand[-1], sorted(W.circles)[-1])


# -- Arctic bases (section 10, section 11) --------------------------------------------------------
def test_reserve_setup_and_move_an_arctic_base() -> None:
    s = game("italy", "japan")
    b0 = s.bonds(0)
    s = run(s, "reserve kings_bay")
    assert s.bonds(0) == b0 - P.arctic_base_rental.own == b0 - 50
    with pytest.raises(RuleViolation):
        run(s, "setup")  # the ship is not there
    s = run(s, "end", "end")
    with pytest.raises(RuleViolation):
        run(s, "end", "reserve kings_bay")  # Japan: already reserved
    s = put_ship(s, 0, pos=W.xy("kings_bay"), place="kings_bay")
    s = run(s, "setup")
    assert s.players[0].mast and s.bonds(0) == b0 - 150
    s = run(s, "move-base")
    assert s.players[0].arctic is None and not s.players[0].mast
    assert s.bonds(0) == b0 - 150 - P.arctic_base_move
    with pytest.raises(RuleViolation):
        run(s, "end", "end", "reserve milano")


# -- the Bank loan (section 10) ---------------------------------------------------------------------
def test_loan_up_to_200_and_repaid() -> None:
    s = game("italy", "japan")
    b0 = s.bonds(0)
    s = run(s, "loan 150")
    assert s.bonds(0) == b0 + 150
    with pytest.raises(RuleViolation):
        run(s, "end", "end", "loan 100")
    s = run(s, "end", "end", "repay 150")
    assert s.bonds(0) == b0 and s.ledger.loan_outstanding("italy") == 0


# -- victory (section 9, D14) ----------------------------------------------------------------------
def _ready_for_pole(s: State, seat: int, base: str) -> State:
    s = put(
        s, seat, missions=(), completed=(done("a"), done("b"), done("c")), arctic=base, mast=True
    )
    s = at_place(s, seat, base)
    return put_air(s, seat, fuel=s.players[seat].range)


def _fly_pole(s: State, base: str) -> tuple[State, list[str]]:
    kinds: list[str] = []
    s = replace(s, round=round_with(base, {Icon.SUN, None}))
    s, ev = apply(s, Fly(Course(point=(0.0, 0.0))))
    kinds += [e.kind.value for e in ev]
    seat = s.current
    s = run(s, "end")
    while s.current != seat:
        s = run(s, "end")
    s = replace(s, round=round_with(s.player.airship.pos, {Icon.SUN, None}))
    s, ev = apply(s, Fly(Course(place=base)))
    kinds += [e.kind.value for e in ev]
    return s, kinds


def test_victory_from_the_own_arctic_base_over_the_pole_and_back() -> None:
    s = _ready_for_pole(game("italy", "japan"), 0, "tikhaya_bay")
    s, kinds = _fly_pole(s, "tikhaya_bay")
    assert "pole_journey" in kinds and "pole_overflown" in kinds
    assert s.outcome is not None
    assert s.outcome.termination is Termination.POLE and s.outcome.winners == (0,)
    with pytest.raises(RuleViolation):
        run(s, "end")


def test_no_pole_journey_with_a_loan_outstanding() -> None:
    """D14 / section 10: the loan is repaid before leaving for the Pole."""
    s = _ready_for_pole(game("italy", "japan"), 0, "tikhaya_bay")
    s = replace(s, ledger=s.ledger.loan("italy", 100, 1))
    s, kinds = _fly_pole(s, "tikhaya_bay")
    assert "pole_journey" not in kinds and s.outcome is None


def test_on_the_pole_journey_no_loan_sale_or_extra_mission() -> None:
    """Section 10 note under "Selling a Mission": the Bank's money is repaid "before leaving for
    his last journey"; a card drawn after a sale or an extra mission must be completed "before
    leaving for the North Pole" (section 6, section 10). On the journey none can be taken on."""
    s = _ready_for_pole(game("italy", "japan"), 0, "tikhaya_bay")
    s = replace(s, round=round_with("tikhaya_bay", {Icon.SUN, None}))
    s = run(s, Fly(Course(point=(0.0, 0.0))))
    assert s.players[0].pole is not PoleLeg.NONE
    bonds, deck = s.bonds(0), s.mission_deck
    for action in ("loan 100", "sell b", "draw-mission"):
        with pytest.raises(RuleViolation) as e:
            run(s, action)
        assert "Pole" in str(e.value)
    assert not any(isinstance(a, Loan | Sell | DrawMission) for a in legal_actions(s))
    assert s.bonds(0) == bonds and s.mission_deck == deck
    assert s.ledger.loan_outstanding("italy") == 0
    # Back at a base off the journey, the loan is open again.
    s = put(s, 0, pole=PoleLeg.NONE)
    assert run(s, "loan 100").bonds(0) == bonds + 100


def test_its_not_just_first_variant_richest_returner_wins_at_round_end() -> None:
    s = _ready_for_pole(game("italy", "japan", not_just_first=True), 0, "tikhaya_bay")
    s, _ = _fly_pole(s, "tikhaya_bay")
    assert s.outcome is None and s.finishers == (0,) and s.final_round == s.round
    s = run(s, "end", "end")
    assert s.outcome is not None
    assert s.outcome.termination is Termination.POLE_MOST_BONDS and s.outcome.winners == (0,)


def test_interrupted_game_most_bonds_wins() -> None:
    """Section 9: "the player who has the most Bonds at the end of the round"."""
    s = game("italy", "japan", max_rounds=1)
    s = run(s, "end", "end")
    assert s.outcome is not None
    assert s.outcome.termination is Termination.INTERRUPTED
    assert s.outcome.winners == (1,)  # Japan 300 Bonds, Italy 240


def test_a_last_minute_loan_does_not_buy_the_most_bonds_victory() -> None:
    """Section 9 "most Bonds" counts Bonds net of an unpaid Bank loan (section 10 note: the loan
    is owed to the Bank): Italy's 240 + 200 borrowed do not beat Japan's 300."""
    s = game("italy", "japan", max_rounds=1)
    s = run(s, "loan 200", "end", "end")
    assert s.bonds(0) == 440 and s.bonds(1) == 300
    assert s.outcome is not None and s.outcome.termination is Termination.INTERRUPTED
    assert s.outcome.winners == (1,)
    assert s.outcome.bonds == (240, 300)


def test_interrupting_ends_the_game_with_the_round_most_bonds_winning() -> None:
    """Section 9: "If the game is interrupted, the player who has the most Bonds at the end of
    the round is always considered the winner". Interrupting costs no action, the round is
    played out, and the game is saved and replayed with it."""
    from npq.game import GameConfig, GameRecord, Interrupt, new_game, state_hash
    from npq.game.save import dumps, loads

    s = new_game(GameConfig(("italy", "japan", "usa")), 1)  # as the record deals it
    s = run(s, "draw-strategy")
    left = s.actions_left
    s, events = apply(s, Interrupt())
    assert [e.kind for e in events][-1] is EventKind.INTERRUPT_PROPOSED
    s = run(s, "agree", "agree")  # the table agrees (issue 17 ruling 1)
    assert s.interrupt_round == 1 and s.actions_left == left  # no action spent
    assert s.current == 0 and not s.decisions
    with pytest.raises(RuleViolation) as e:
        run(s, "interrupt")
    assert e.value.rule == "9 Victory"
    s = run(s, "loan 100", "end", "end")
    assert s.outcome is None  # the round goes on to its end
    s = run(s, "end")
    assert s.outcome is not None and s.outcome.termination is Termination.INTERRUPTED
    assert s.outcome.round == 1 and s.outcome.winners == (1,)  # Japan 300; Italy's loan nets 0
    record = GameRecord.new(s.config, s.seed)
    for text in ("draw-strategy", "interrupt", "agree", "agree", "loan 100", "end", "end", "end"):
        record, _ = record.play(Action.parse(text))
    again = loads(dumps(record))
    assert state_hash(again.state) == state_hash(s) == record.final_hash


def test_a_game_never_interrupted_keeps_its_hash() -> None:
    """The interrupt field is left out of the state's data while unset (old saves' hashes)."""
    from npq.game.state import to_data

    s = game("italy", "japan")
    assert "interrupt_round" not in to_data(s)
    assert to_data(replace(s, interrupt_round=2))["interrupt_round"] == 2


def test_view_hides_other_hands_and_deck_order() -> None:
    s = game("italy", "japan")
    v = view_for(s, 0)
    assert v.players[0].missions == s.players[0].missions
    assert v.players[1].missions == ("?",) * 3
    assert v.players[1].strategy == ("?",) * 3
    assert set(v.mission_deck) == {"?"} and v.rng.seed == 0


def test_solo_crash_ends_the_game_unless_rescued() -> None:
    """Section 12: fuel or Integrity at 0 before a base: irreversible, the game ends."""
    from npq.game import GameConfig, Mode, StartBonus, new_game

    for rescue in (False, True):
        s = new_game(GameConfig(("italy",), mode=Mode.SOLO, bonus=StartBonus(rescue=rescue)), 3)
        milano = W.xy("milano")
        pos = (milano[0] + 0.8, milano[1] + 0.8)
        s = put_air(s, 0, place=None, pos=pos, fuel=1)
        s = replace(s, round=round_with(pos, {Icon.SUN, None}))
        s, _ = apply(s, Fly(Course(heading=45.0), 0.5))
        if rescue:
            assert s.outcome is None and s.players[0].airship.place is not None
            assert not s.players[0].rescue
        else:
            assert s.outcome is not None and s.outcome.termination is Termination.CRASH


def test_lasting_effects_count_down_the_players_turns() -> None:
    s = game("italy", "japan")
    s = put(s, 0, modifiers=(Modifier("speed", 1, turns=2), Modifier("skip_turn", delay=1)))
    assert s.players[0].temporary_speed == 1 and not s.players[0].skips_turn
    s = run(s, "end", "end")
    assert s.players[0].skips_turn and s.players[0].temporary_speed == 1
    assert legal_actions(s) == [EndTurn()]
    s = run(s, "end", "end")
    assert s.players[0].modifiers == ()


def test_every_basic_action_parses() -> None:
    texts = [
        "declare kings_bay",
        "exchange a b",
        "exchange a deck",
        "draw-mission",
        "abandon",
        "sell a",
        "fly kings_bay",
        "fly 1.5,-2 2",
        "fly h90 3",
        "sail kings_bay",
        "sail 1,2/3,4/kings_bay 2",
        "hire-commander nobile",
        "hire-specialist pilot",
        "dismiss-commander",
        "dismiss-specialist engineer",
        "refuel 3",
        "repair 1",
        "sos",
        "play x",
        "play x @2",
        "trap x sc_baltic",
        "withdraw-trap",
        "draw-strategy",
        "replace-strategy x",
        "reserve kings_bay",
        "setup",
        "move-base",
        "loan 200",
        "repay 50",
        "end",
    ]
    kinds = set()
    for t in texts:
        a = Action.parse(t)
        assert str(a) == t and Action.parse(str(a)) == a and hash(a) == hash(Action.parse(t))
        kinds.add(a.kind)
    for cls in (
        Abandon,
        Declare,
        DismissCommander,
        DismissSpecialist,
        DrawMission,
        DrawStrategy,
        Exchange,
        HireCommander,
        HireSpecialist,
        Loan,
        MoveBase,
        Refuel,
        Repair,
        Repay,
        ReplaceStrategy,
        Reserve,
        Sell,
        SetupBase,
    ):
        assert any(isinstance(Action.parse(t), cls) for t in texts)
    for bad in ["", "fly", "fly nan,1", "refuel -1", "teleport x", "play x @y", "sail a/b/c/d"]:
        with pytest.raises(ValueError):
            Action.parse(bad)


def test_rain_slows_and_storm_spins_the_wind_and_damages() -> None:
    """D7: Rain -1 Speed; Storm: spin the Wind Indicator and suffer 1 structural damage."""
    s = game("italy", "japan")
    rain = replace(s, round=round_with("milano", {Icon.RAIN}))
    storm = force_wind(replace(s, round=round_with("milano", {Icon.STORM})), Wind.FW)
    for h in range(0, 360, 10):
        try:
            s1, rain_events = apply(rain, Fly(Course(heading=float(h)), 3.0))
            s2, storm_events = apply(storm, Fly(Course(heading=float(h)), 5.0))
        except RuleViolation:
            continue
        flown = next(e for e in storm_events if e.kind is EventKind.AIRSHIP_MOVED)["length"]
        if s1.players[0].airship.place is None and abs(flown - 5.0) < 1e-6:
            break
    else:
        pytest.fail("no open heading from Milano")
    moved = next(e for e in rain_events if e.kind is EventKind.AIRSHIP_MOVED)
    assert moved["length"] == pytest.approx(3.0) and moved["icon"] == "rain"
    assert moved["speed"] == 3  # Speed 4, rain -1
    with pytest.raises(RuleViolation) as e:
        apply(rain, Fly(Course(heading=float(h)), 4.0))
    assert e.value.rule == "4 Airship Movement"
    moved = next(e for e in storm_events if e.kind is EventKind.AIRSHIP_MOVED)
    assert moved["wind"] == "FW" and moved["length"] == pytest.approx(5.0)
    assert s2.players[0].airship.integrity == 2
    assert s1.players[0].airship.integrity == 3


def test_wind_into_the_barrage_stops_short_of_it() -> None:
    """1A: the Barrage Area stays closed; a wind-deviated path stops before it."""
    s = game("italy", "japan")
    s = at_place(s, 0, "tikhaya_bay")
    base = W.xy("tikhaya_bay")
    r = round_with("tikhaya_bay", {Icon.WIND})
    # A course tangent to the barrage circle, pushed into it by the wind.
    heading = math.degrees(math.atan2(-base[1], -base[0]))
    for side in (1, -1):
        course = heading + side * 40.0
        for wind in (Wind.L24, Wind.R24):
            trial = force_wind(replace(s, round=r), wind)
            try:
                s2, _ = apply(trial, Fly(Course(heading=course), 3.0))
            except RuleViolation:
                continue
            pos = s2.players[0].airship.pos
            assert math.hypot(*pos) >= 1.2 - 1e-9
