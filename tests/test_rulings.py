"""Issue 17: the basic-game rulings of edition 2, each against the rulebook lines it reads, and
edition 1 (games saved before editions existed) still playing as it did.

Every test sets up a real position and asserts on real values: Bonds, fuel, the cards drawn,
which seat is asked, the Specialist Tokens laid out.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from _game_helpers import W, at_place, game, put, put_air, put_ship, round_with

from npq.bots.driver import consent
from npq.errors import RuleViolation
from npq.game import (
    Action,
    CompletedMission,
    EventKind,
    GameConfig,
    GameRecord,
    State,
    actors,
    apply,
    check,
    legal_actions,
    load_game,
    new_game,
    save_game,
    state_hash,
    view_for,
)
from npq.game.actions import Agree, Refuse
from npq.game.rules.sets import BASIC, rule_set
from npq.game.state import EDITION
from npq.weather import Icon


def run(state: State, *actions: str) -> State:
    for text in actions:
        state, _ = apply(state, Action.parse(text))
    return state


def first_edition(*nations: str, seed: int = 1, **options: object) -> State:
    """A game by the readings before issue 17 (edition 2, save version 2)."""
    return new_game(GameConfig(tuple(nations), **options), seed, edition=2)  # type: ignore[arg-type]


def done(card: str) -> CompletedMission:
    return CompletedMission(card, "berlin", "milano", 100, 5.0, 1)


# -- the editions ----------------------------------------------------------------------------
def test_new_games_play_by_edition_10_older_saves_by_theirs(tmp_path) -> None:
    assert EDITION == 10 and game("italy", "japan").edition == 10
    assert rule_set(GameConfig(("italy", "japan"))) is BASIC
    # editions 5 to 10 changed data and the bots only
    for edition in (4, 5, 6, 7, 8, 9):
        assert rule_set(GameConfig(("italy", "japan")), edition) is BASIC
    for edition in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10):
        cfg = GameConfig(("italy", "japan"))
        record = GameRecord(cfg, 7, (), new_game(cfg, 7, edition=edition), (), None)
        for text in ("draw-strategy", "loan 50", "end", "end"):
            record, _ = record.play(Action.parse(text))
        path = tmp_path / f"e{edition}.json"
        save_game(path, record)
        assert json.loads(path.read_text())["version"] == edition
        again = load_game(path)
        assert again.state.edition == edition
        assert again.final_hash == record.final_hash == state_hash(record.state)


# -- 1. interrupting is agreed by the table (section 9, L751) --------------------------------
def test_an_interruption_needs_every_other_seat_to_agree() -> None:
    s = game("italy", "japan", "usa")
    s, events = apply(s, Action.parse("interrupt"))
    assert [e.kind for e in events][-1] is EventKind.INTERRUPT_PROPOSED
    assert events[-1]["asked"] == [1, 2]
    assert actors(s) == (1,) and s.interrupt_round is None
    assert legal_actions(s, seat=1) == [Agree(), Refuse()]
    with pytest.raises(RuleViolation):  # the proposer waits for the answers
        apply(s, Action.parse("end"), seat=0)
    s = run(s, "agree")
    assert actors(s) == (2,) and s.interrupt_round is None
    s = run(s, "agree")
    assert actors(s) == (0,) and s.interrupt_round == 1


def test_one_refusal_ends_the_proposal_and_play_goes_on() -> None:
    s = game("italy", "japan", "usa")
    s = run(s, "draw-strategy", "interrupt", "refuse")
    assert not s.decisions and actors(s) == (0,) and s.interrupt_round is None
    assert s.actions_left == 2  # the proposal and the answers cost no action
    s = run(s, "end", "end", "end")
    assert s.outcome is None and s.round == 2


def test_a_bot_agrees_only_when_it_is_behind() -> None:
    s = game("italy", "japan")  # Italy 240 Bonds, Japan 300
    s = run(s, "interrupt")
    assert consent(view_for(s, 1), 1) == Refuse()  # Japan leads: it refuses
    s = game("japan", "italy")
    s = run(s, "interrupt")
    assert consent(view_for(s, 1), 1) == Agree()  # Italy is behind Japan: it agrees


def test_alone_at_the_table_the_interruption_is_at_once() -> None:
    from npq.game import Mode

    s = new_game(GameConfig(("italy",), mode=Mode.SOLO), 3)
    s = run(s, "interrupt")
    assert s.interrupt_round == 1 and not s.decisions


def test_edition_1_interrupts_at_once() -> None:
    s = run(first_edition("italy", "japan", "usa"), "interrupt")
    assert s.interrupt_round == 1 and not s.decisions


# -- 2. no mission whose target's halo touches the Starting Point (section 4, D11) ----------
def _card_for(target: str) -> str:
    return next(card for card, m in W.missions.items() if m.place == target)


@pytest.mark.parametrize(
    ("nation", "start", "target", "gap"),
    [("japan", "kasumigaura", "tokyo", 0.12), ("british_empire", "pulham", "london", 0.28)],
)
def test_a_target_whose_halo_touches_the_start_is_refused(
    nation: str, start: str, target: str, gap: float
) -> None:
    s = game(nation, "italy")
    card = _card_for(target)
    s = put(s, 0, missions=(card,))
    assert s.players[0].airship.place == start
    refusal = check(s, Action.parse(f"declare {card}"))
    # the airship on the Starting Point stands inside the target's ring already (the ring
    # reading of issue 12 refuses it first); a halo merely touching the start's ring (0.3 to
    # 0.6 L) would be refused as mission.declare.target_at_start -- the board has no such pair
    assert refusal is not None and refusal.code == "mission.declare.target_in_ring"
    assert refusal.params["place"] == target and refusal.rule == "10 Declaring a Mission"
    assert round(W.distance(start, target), 2) == gap
    # edition 1 took it, for the D11 minimum of 50 Bonds
    old = put(first_edition(nation, "italy"), 0, missions=(card,))
    assert run(old, f"declare {card}").players[0].active.reward == 50


def test_a_halo_touching_the_start_ring_counts_as_reached() -> None:
    """Ruling 2's judgement: the halos (0.3 L each, D4) of start and target overlap below 0.6 L."""
    from npq.game.rules.missions import target_at_start

    assert target_at_start(W, "pulham", "london") and target_at_start(W, "kasumigaura", "tokyo")
    assert not target_at_start(W, "berlin", "rome") and not target_at_start(W, "pulham", "paris")


def test_the_same_card_is_good_from_another_starting_point() -> None:
    s = game("japan", "italy")
    card = _card_for("tokyo")
    s = at_place(put(s, 0, missions=(card,)), 0, "berlin")
    m = run(s, f"declare {card}").players[0].active
    assert m is not None and m.start == "berlin" and m.target == "tokyo" and m.reward > 50


# -- 3. an Arctic base serves once its Mooring Mast stands (L999, section 4, Game Example) ---
def test_no_fuel_or_repairs_at_an_arctic_base_before_the_mast() -> None:
    s = game("italy", "japan")
    s = put_air(at_place(s, 0, "kings_bay"), 0, fuel=1, integrity=2)
    refusal = check(s, Action.parse("refuel 2"))
    assert refusal is not None and refusal.code == "services.arctic_without_mast"
    assert check(s, Action.parse("repair 1")).code == "services.arctic_without_mast"
    # Japan's mast stands there: the base serves everyone (section 4 "Ships")
    s = put(s, 1, arctic="kings_bay", mast=True)
    b0 = s.bonds(0)
    s = run(s, "refuel 2")
    assert s.players[0].airship.fuel == 3 and s.bonds(0) == b0 - 20


def test_an_airship_recovered_on_the_ice_is_restored_at_its_host() -> None:
    s = game("italy", "japan")
    s = put_air(at_place(s, 0, "kings_bay"), 0, fuel=0, must_restore=True)
    assert check(s, Action.parse("refuel 4")) is None


def test_edition_1_arctic_bases_serve_without_a_mast() -> None:
    s = put_air(at_place(first_edition("italy", "japan"), 0, "kings_bay"), 0, fuel=1)
    assert run(s, "refuel 2").players[0].airship.fuel == 3


# -- 5. ships read the fog of the area where the move starts (1B, L205) -----------------------
def _dundee(edition: int, disc_round: int) -> State:
    cfg = GameConfig(("british_empire", "italy"))
    s = new_game(cfg, 1, edition=edition)
    assert s.players[0].ship.place == "dundee"
    return replace(s, round=disc_round)


def test_a_ship_sailing_into_fog_draws_no_venture_card() -> None:
    # round 10: the ship leaves Dundee under no fog; heading 60 deg enters wa_b2_s06 under fog
    s = _dundee(3, 10)
    area = W.board.weather_area_at(s.players[0].ship.pos)
    assert W.disc.icon(area, s.disc_round) is not Icon.FOG
    _, events = apply(s, Action.parse("sail h60 3"))
    assert not [e for e in events if e.kind is EventKind.VENTURE_DRAWN]
    _, old = apply(_dundee(2, 10), Action.parse("sail h60 3"))
    drawn = [e for e in old if e.kind is EventKind.VENTURE_DRAWN]
    assert len(drawn) == 1 and drawn[0]["zone"] == "wa_b2_s06"


def test_a_ship_starting_in_fog_draws_one_card() -> None:
    s = _dundee(3, 7)
    area = W.board.weather_area_at(s.players[0].ship.pos)
    assert area.id == "wa_b2_s05" and W.disc.icon(area, s.disc_round) is Icon.FOG
    _, events = apply(s, Action.parse("sail h60 3"))
    drawn = [e for e in events if e.kind is EventKind.VENTURE_DRAWN]
    assert [e["zone"] for e in drawn] == ["wa_b2_s05"]


# -- 6. an abandoned mission's card stays face up (L849) --------------------------------------
def test_an_abandoned_card_stays_visible_to_everyone() -> None:
    s = game("italy", "japan")
    card = s.players[0].missions[0]
    s = run(s, f"declare {card}", "abandon")
    assert card in s.players[0].missions and s.players[0].shown == (card,)
    seen = view_for(s, 1).players[0].missions
    assert card in seen and seen.count("?") == len(s.players[0].missions) - 1
    # declared again, it leaves the hand; edition 1 hid it again
    assert run(s, "end", "end", f"declare {card}").players[0].shown == ()
    old = first_edition("italy", "japan")
    old = run(old, f"declare {old.players[0].missions[0]}", "abandon")
    assert set(view_for(old, 1).players[0].missions) == {"?"}


# -- 9. a Specialist Token from the box goes back to the box (section 8) ----------------------
def test_a_ceded_token_never_swells_the_laid_out_pool() -> None:
    s = game("italy", "japan")  # 2 players: 1 token per symbol (section 8)
    assert s.config.specialist_tokens == 1
    s = replace(s, specialists=(0, 1, 1, 1))
    s = run(s, "hire-specialist engineer")  # from the box, at 100 Bonds
    s = run(s, "end", "end", "dismiss-specialist engineer")
    assert s.specialists == (1, 1, 1, 1)
    s = put(s, 1, crew=replace(s.players[1].crew, specialists=("engineer",)))
    s = run(s, "end")
    s = run(s, "dismiss-specialist engineer")  # one more than section 8 lays out: to the box
    assert s.specialists == (1, 1, 1, 1)
    old = replace(first_edition("italy", "japan"), specialists=(1, 1, 1, 1))
    old = put(old, 0, crew=replace(old.players[0].crew, specialists=("engineer",)))
    assert run(old, "dismiss-specialist engineer").specialists == (2, 1, 1, 1)


# -- 10. the Bank loan costs an action, as selling a mission does (L871-L877): kept ------------
def test_the_loan_costs_an_action_as_before() -> None:
    s = game("italy", "japan")
    s = run(s, "draw-strategy", "loan 100")
    assert s.actions_left == 1 and s.used == ("draw-strategy", "loan")
    assert s.bonds(0) == 240 + 100 and s.ledger.loan_outstanding("italy") == 100
    refusal = check(s, Action.parse("repay 50"))  # one kind, "loan": not twice in a turn
    assert refusal is not None and refusal.code == "turn.action_twice"
    old = run(first_edition("italy", "japan"), "loan 100")
    assert old.actions_left == 2 and old.used == ("loan",)


# -- 11. a card naming a Specialist acts on a Commander with the skill (L525) -----------------
def test_a_card_naming_a_specialist_acts_on_a_commander_with_his_skill() -> None:
    s = game("italy", "japan")
    s = put(s, 0, strategy=("mechanic_fever",))
    s = put(
        s,
        1,
        strategy=(),
        crew=replace(s.players[1].crew, commander="durr", commander_skills=("engineer",)),
    )
    assert s.players[1].speed == 4  # Japan 3 + Dürr, an Engineer
    s = run(s, "play mechanic_fever @1", "end")
    assert s.current == 1 and s.players[1].speed == 3  # his bonus suspended for 2 turns
    old = put(first_edition("italy", "japan"), 0, strategy=("mechanic_fever",))
    old = put(
        old, 1, crew=replace(old.players[1].crew, commander="durr", commander_skills=("engineer",))
    )
    assert check(old, Action.parse("play mechanic_fever @1")).code == (
        "strategy.play.needs_specialist"
    )


# -- rulings that keep the engine's reading (4, 7, 12), pinned with real numbers -------------
def test_4_a_sold_mission_no_longer_counts_for_the_barrage_until_replaced() -> None:
    """Section 10: the card drawn after a sale is "to be completed before leaving for the North
    Pole"; the Barrage counts the missions kept (1A, L120; L537), so it locks again."""
    s = put(game("italy", "japan"), 0, missions=(), completed=(done("a"), done("b"), done("c")))
    assert s.players[0].barrage_unlocked
    s = run(s, "sell b")
    p = s.players[0]
    assert not p.barrage_unlocked and len(p.completed) == 2 and p.owed == 1
    s = put(s, 0, missions=(), completed=(*p.completed, done("d")), owed=0)
    assert s.players[0].barrage_unlocked


def test_7_its_not_just_first_counts_from_the_first_return() -> None:
    """Section 9 variant: the last round starts when a player is back from the Pole (L749 read
    with L743 "flies over the North Pole ... and returns"), not at the overflight."""
    from test_game_rules import _fly_pole, _ready_for_pole

    s = _ready_for_pole(game("italy", "japan", not_just_first=True), 0, "tikhaya_bay")
    half = replace(s, round=round_with("tikhaya_bay", {Icon.SUN, None}))
    half, _ = apply(half, Action.parse("fly 0,0"))
    assert half.final_round is None and half.outcome is None  # over the Pole, not back
    s, _ = _fly_pole(s, "tikhaya_bay")
    assert s.final_round == s.round and s.finishers == (0,)


def test_12_setting_up_needs_the_ship_at_the_arctic_base() -> None:
    """Section 10 "Setting Up the Arctic Base": "only if the player's ship is stationed on the
    port of the previously reserved Arctic Base" -- the Game Example's Elena, 3 L away, is not
    followed."""
    s = run(game("ussr", "japan"), "reserve kings_bay")
    base = W.xy("kings_bay")
    s = put_ship(s, 0, pos=(base[0] + 3.0, base[1]), place=None)
    refusal = check(s, Action.parse("setup"))
    assert refusal is not None and refusal.code == "arctic.setup.ship_away"
    s = put_ship(s, 0, pos=base, place="kings_bay")
    b0 = s.bonds(0)
    assert run(s, "setup").bonds(0) == b0 - 100
