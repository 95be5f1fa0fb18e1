"""Solo Mode on the engine (rulebook section 12): bonuses at departure, crash, rescue, bot game,
save and replay to the same score, stars across games."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from _solo_helpers import Stars, seed_stars

from npq.content.nations import load_nations
from npq.errors import RuleViolation
from npq.game import EndTurn, apply
from npq.game.actions import Course, Fly
from npq.solo.game import SoloSession, replay_solo
from npq.solo.objectives import ObjectiveStatus
from npq.solo.play import play_bot_game, record_result, replay_recorded
from npq.solo.profile import ProfileStore
from npq.solo.setup import SoloSetup

NATIONS = load_nations()


def start(
    nation: str = "italy",
    bonuses: tuple[str, ...] = (),
    objectives: tuple[int, ...] = (),
    stars: int = 100,
) -> SoloSession:
    return SoloSession.start(SoloSetup(nation, objectives, bonuses, seed=11), Stars(stars))


# -- each bonus's effect on the starting state ----------------------------------------------


def test_no_bonus_start_is_the_game_plan() -> None:
    s = start("italy")
    p = s.state.players[0]
    italy = NATIONS["italy"]
    assert (p.speed, p.range, p.airship.fuel, p.airship.integrity) == (
        italy.speed,
        italy.range,
        italy.range,
        3,
    )
    assert s.state.bonds(0) == italy.bonds
    assert p.strategy == () and s.state.strategy_deck == ()  # no Strategy cards in solo
    assert s.state.config.mission_hand_limit == 5
    assert not p.rescue and p.crew.commander is None and p.crew.specialists == ()


def test_speed_bonus() -> None:
    assert start("italy", ("speed",)).state.players[0].speed == NATIONS["italy"].speed + 1


def test_range_bonus_fills_the_bigger_tank() -> None:
    p = start("japan", ("range",)).state.players[0]
    assert p.range == NATIONS["japan"].range + 1 == p.airship.fuel


def test_rescue_bonus() -> None:
    s = start("usa", ("rescue",))
    assert s.state.players[0].rescue
    assert s.bonuses.match_points == -100


@pytest.mark.parametrize("skill", ["engineer", "scientist", "pilot", "manager"])
def test_free_specialist(skill: str) -> None:
    s = start("germany", (skill,))
    p = s.state.players[0]
    base = NATIONS["germany"]
    assert p.crew.specialists == (skill,)
    assert p.speed == base.speed + (skill == "engineer")
    assert p.range == base.range + (skill == "pilot")
    assert s.state.bonds(0) == base.bonds  # free: nothing paid


def test_free_commander() -> None:
    s = start("france", ("commander",))
    p = s.state.players[0]
    assert p.crew.commander is not None and len(p.crew.commander_skills) == 1
    assert (s.result().summary.commanders, s.result().summary.advanced_commanders) == (1, 0)
    assert p.crew.commander not in s.state.commanders  # taken from those on the table
    assert s.state.bonds(0) == NATIONS["france"].bonds


def test_bonds_bonus() -> None:
    assert start("ussr", ("bonds",)).state.bonds(0) == NATIONS["ussr"].bonds + 200


def test_free_advanced_commander() -> None:
    s = start("british_empire", ("advanced_commander",))
    p = s.state.players[0]
    assert p.crew.commander is not None and len(p.crew.commander_skills) == 2
    # counted as an Advanced Commander (80 points), not a Commander (50)
    summary = s.result().summary
    assert (summary.advanced_commanders, summary.commanders) == (1, 0)
    lines = {ln.key: ln.points for ln in s.result().match_points.lines}
    assert (lines["advanced_commanders"], lines["commanders"]) == (80, 0)


def test_speed_cap_holds_with_bonuses() -> None:
    # +1 Speed and a free Engineer on a Speed-4 airship: 6, the board's maximum (section 2).
    s = start("italy", ("speed", "engineer"), objectives=(4,))
    assert s.state.players[0].speed == 6
    assert s.tracker.trackers[0].status is ObjectiveStatus.MET  # objective 4 met at departure


def test_locked_and_too_many_bonuses_refused() -> None:
    with pytest.raises(RuleViolation, match="unlocks at 20"):
        start("italy", ("rescue",), stars=19)
    with pytest.raises(RuleViolation, match="at most 3"):
        start("italy", ("speed", "range", "rescue", "bonds"))
    with pytest.raises(RuleViolation, match="different"):
        start("italy", ("speed", "speed"))


# -- crash and rescue ----------------------------------------------------------------------------


def fly_until_down(s: SoloSession, max_turns: int = 20) -> None:
    """Fly short legs away from every base until the tank is empty (section 12: a crash)."""
    flew = False
    for _ in range(max_turns):
        if s.is_over or (s.state.players[0].airship.place is not None and flew):
            return
        st = s.state
        for d in (1.0, 0.5, 2.0):
            chosen = None
            for h in range(0, 360, 15):
                f = Fly(Course(heading=float(h)), d)
                try:
                    after, events = apply(st, f)
                except RuleViolation:
                    continue
                if after.players[0].airship.place is None or any(e.kind == "crash" for e in events):
                    chosen = f
                    break
            if chosen is not None:
                break
        if chosen is None and st.players[0].airship.place is not None:
            s.apply(EndTurn())  # held on the base (fog in the disc's window): wait it out
            continue
        assert chosen is not None, "no move away from the bases"
        s.apply(chosen)
        flew = True
        if not s.is_over and s.state.players[0].airship.place is None:
            s.apply(EndTurn())


def test_crash_ends_the_game_and_is_still_scored(tmp_path: Path) -> None:
    s = start("usa", objectives=(3, 4, 6), stars=0)
    fly_until_down(s)
    assert s.is_over
    result = s.result()
    assert result.result == "crashed"
    assert result.objectives_failed == (3, 4, 6) and result.stars == 0
    p = s.state.players[0]
    assert p.airship.fuel == 0
    expected = NATIONS["usa"].bonds - 90 + 10 * p.airship.integrity
    assert result.match_points.total == expected
    with ProfileStore.open(tmp_path) as store:
        game = record_result(store, result, game=s.record)
        assert store.game(game.id or 0).result == "crashed"


def test_rescue_bonus_survives_one_crash() -> None:
    s = start("usa", ("rescue",), objectives=(6,), stars=20)
    fly_until_down(s)
    assert not s.is_over
    crash = [e for e in s.events if e.kind == "crash"]
    assert len(crash) == 1 and crash[0]["rescued"] is True
    p = s.state.players[0]
    assert p.airship.place is not None  # carried to the nearest base
    assert not p.rescue  # the bonus is used up
    lines = {ln.key: ln.points for ln in s.result().match_points.lines}
    assert lines["bonuses"] == -100
    # being carried to a base by the rescue is not a stop at a Port (objective 6)
    recovered = next(e for e in s.events if e.kind == "recovered")
    assert recovered["place"] not in s.tracker.trackers[0].ports  # type: ignore[attr-defined]


# -- undo in the app rewinds the objectives -------------------------------------------------------


def test_sync_rewinds_on_undo() -> None:
    s = start("germany", objectives=(3,), stars=0)
    before = s.record
    s.apply(Fly(Course(place="konigsberg")))  # Berlin -> Koenigsberg over the Polish corridor
    flights = [e for e in s.events if e.kind == "airship_moved"]
    assert flights
    assert s.tracker.trackers[0].status is ObjectiveStatus.FAILED
    s.sync(before)
    assert s.tracker.trackers[0].status is ObjectiveStatus.OPEN
    assert len(s.record.actions) == 0


# -- bot game, save, replay, profile --------------------------------------------------------------


def test_bot_game_recorded_and_replays_to_the_same_score(tmp_path: Path) -> None:
    setup = SoloSetup("italy", (1, 3, 6), (), seed=3, max_rounds=12)
    with ProfileStore.open(tmp_path) as store:
        result, game = play_bot_game(setup, store, tmp_path)
        assert result.result in ("won", "crashed", "interrupted")
        assert game.id == 1 and game.save_path is not None
        save = Path(game.save_path)
        assert save.parent == tmp_path / "saves"
        assert json.loads(save.read_text())["config"]["mode"] == "solo"
        again = replay_recorded(store.game(1)).result()
        assert again.match_points == game.match_points == result.match_points
        assert again.stars == game.stars and again.result == game.result
        # failed objectives cost 30 each, as recorded
        lines = {ln.key: ln for ln in game.match_points.lines}
        assert lines["failed_objectives"].count == len(result.objectives_failed)
        with pytest.raises(Exception, match="not the solo game"):
            replay_solo(save, SoloSetup("japan", (1,), (), seed=3, max_rounds=12))


def test_stars_accumulate_across_two_real_games(tmp_path: Path) -> None:
    # a profile already past the Engineer threshold (30 stars), from an earlier release
    seed_stars(tmp_path, [0] + [3] * 10)
    with ProfileStore.open(tmp_path) as store:
        assert store.total_stars() == 30
        for seed in (5, 6):
            setup = SoloSetup("italy", (4,), ("speed", "engineer"), seed=seed)
            s = SoloSession.start(setup, store)
            fly_until_down(s)
            assert s.result().stars == 1  # Speed 6 from departure: objective 4 met
            record_result(store, s.result(), game=s.record)
        assert store.total_stars() == 32
        assert store.summary().stars_per_game[-2:] == (1, 1)


# -- the picked Commander (section 12, "100 Stars Bonus Table") -----------------------------------


def test_commander_choices_follow_the_bonus() -> None:
    from npq.solo.bonuses import commander_choices

    assert [c.id for c in commander_choices(("speed", "advanced_commander"))] == [
        "nobile",
        "amundsen",
        "byrd",
        "riiser_larsen",
        "du_plessis",
    ]
    regular = commander_choices(("commander",))
    assert len(regular) == 12 and regular[0].id == "durr" and regular[0].skills == ("engineer",)
    assert commander_choices(("speed",)) == ()


def test_picked_commander_joins_the_crew_and_scores() -> None:
    setup = SoloSetup("france", (), ("commander",), seed=11, commander="behounek")
    s = SoloSession.start(setup, Stars(100))
    p = s.state.players[0]
    assert (p.crew.commander, p.crew.commander_skills) == ("behounek", ("scientist",))
    assert "behounek" not in s.state.commanders and "behounek" not in s.state.box_commanders
    assert s.state.config.bonus.commander_choice == "behounek"
    assert s.bonuses.commander_choice == "behounek"
    assert s.result().summary.commanders == 1
    assert setup.as_dict()["commander"] == "behounek"


def test_bad_commander_picks_refused_naming_the_choices() -> None:
    with pytest.raises(RuleViolation, match="needs the commander or the advanced_commander"):
        SoloSession.start(SoloSetup("italy", (), ("speed",), seed=1, commander="durr"), Stars(100))
    with pytest.raises(RuleViolation, match="choose one of nobile, amundsen, byrd"):
        SoloSession.start(
            SoloSetup("italy", (), ("advanced_commander",), seed=1, commander="durr"), Stars(100)
        )


def test_bot_game_with_a_picked_commander_replays_from_the_profile(tmp_path: Path) -> None:
    setup = SoloSetup("usa", (6,), ("advanced_commander",), seed=4, max_rounds=10, commander="byrd")
    seed_stars(tmp_path, [3] * 30)  # 90 stars: the Advanced Commander bonus is unlocked
    with ProfileStore.open(tmp_path) as store:
        result, game = play_bot_game(setup, store, tmp_path)
        assert result.summary.advanced_commanders == 1
        stored = store.game(game.id or 0)
        assert stored.commander == "byrd" and stored.as_dict()["commander"] == "byrd"
        again = replay_recorded(stored)
        assert again.state.players[0].crew.commander == "byrd"
        assert again.result().match_points == game.match_points == result.match_points
        # the same save with another pick is not this game
        assert game.save_path is not None
        with pytest.raises(Exception, match="not the solo game"):
            replay_solo(game.save_path, replace(setup, commander="nobile"))


def test_calling_off_a_solo_game_ends_it_and_scores_it_as_it_stands() -> None:
    """Section 12: "The score can be calculated even if the game has failed"; section 9 "If the
    game is interrupted": the player calls the expedition off, the game ends with the turn,
    open objectives fail (30 Match Points each) and the game is recorded."""
    from npq.game import Interrupt

    session = start(objectives=(1, 6))
    session.apply(Interrupt())
    assert not session.is_over
    session.apply(EndTurn())
    assert session.is_over
    result = session.result()
    assert result.result == "interrupted" and result.rounds == 1
    assert result.objectives_failed == (1, 6) and result.stars == 0
    assert result.summary.failed_objectives == 2


# -- every Mission card drawn in solo is completed before the Pole (docs/rules-decisions.md) -------


def test_a_card_drawn_in_solo_before_the_third_mission_is_owed_before_the_pole() -> None:
    """Section 6 ("once drawn, the player is obliged to complete the mission ... he can never
    discard it"), section 12's hand of five: a card drawn after two missions is still in hand
    after the third, and the Pole journey does not start until it is completed."""
    from _game_helpers import at_place, put, put_air, round_with

    from npq.game.actions import Action
    from npq.game.state import CompletedMission
    from npq.weather import Icon

    def done(card: str) -> CompletedMission:
        return CompletedMission(card, "milano", "berlin", 100, 5.0, 1)

    s = start("italy").state
    s = put(s, 0, missions=(), completed=(done("a"), done("b")))
    s, _ = apply(s, Action.parse("draw-mission"))  # allowed in solo before three
    assert len(s.players[0].missions) == 1
    s = put(s, 0, completed=(done("a"), done("b"), done("c")), arctic="tikhaya_bay", mast=True)
    s = at_place(s, 0, "tikhaya_bay")
    s = put_air(s, 0, fuel=s.players[0].range)
    s = replace(s, round=round_with("tikhaya_bay", {Icon.SUN, None}))
    _, events = apply(s, Fly(Course(point=(0.0, 0.0))))
    assert "pole_journey" not in [e.kind for e in events]  # the drawn card is still owed
    _, events = apply(put(s, 0, missions=()), Fly(Course(point=(0.0, 0.0))))
    assert "pole_journey" in [e.kind for e in events]


@pytest.mark.parametrize(
    ("where", "offset", "ground", "wait"),
    [("cagliari", (1.2, 0.0), "water", 1), ("milano", (0.8, 0.8), "land", 2)],
)
def test_the_rescue_waits_as_an_ordinary_recovery(
    where: str, offset: tuple[float, float], ground: str, wait: int
) -> None:
    """Issue 19.3 / 17.8: carried to the nearest base by the Airship Rescue (section 12, "for
    repairs and refueling"), the airship waits as any recovered airship (section 10): not in
    the turn it was recovered, and the next turn too only after coming down on land."""
    from _game_helpers import W, put_air, round_with

    from npq.weather import Icon

    s = start("italy", ("rescue",), stars=20)
    x, y = W.xy(where)
    pos = (x + offset[0], y + offset[1])
    state = put_air(s.state, 0, place=None, pos=pos, fuel=1)
    state = replace(state, round=round_with(pos, {Icon.SUN, None}))
    heading = 0.0 if ground == "water" else 45.0
    after, events = apply(state, Fly(Course(heading=heading), 0.5))
    crash = next(e for e in events if e.kind == "crash")
    assert crash["rescued"] is True
    rec = next(e for e in events if e.kind == "recovered")
    assert (rec["ground"], rec["until"]) == (ground, state.round + wait)
    assert after.players[0].airship.grounded_until == state.round + wait
    assert after.players[0].airship.must_restore and not after.is_over


def test_the_solo_bot_pursues_the_chosen_objectives(tmp_path: Path) -> None:
    """Issue 14: the bot of ``npq solo new --bot`` hires an Engineer and a Pilot (and a
    Commander with the skill) for the board's maximum Speed and Range (objectives 4, 5) and
    stops at Ports on its way (objective 6); the plain greedy bot met none of them."""
    from npq.bots import GreedyBot, play_game
    from npq.bots.solo import SoloBot
    from npq.solo.bonuses import starting_bonuses
    from npq.solo.game import solo_config

    setup = SoloSetup("italy", (4, 5, 6), (), seed=2, max_rounds=60)
    with ProfileStore.open(tmp_path) as store:
        result, _ = play_bot_game(setup, store, tmp_path)
    assert result.result == "won"
    assert result.objectives_met == (4, 5, 6) and result.stars == 3
    bot = SoloBot((6,))
    config = solo_config(setup, starting_bonuses(()))
    play_game(config, 2, [bot], max_rounds=60)
    assert len(bot.ports) >= 5
    greedy = play_game(config, 2, [GreedyBot()], max_rounds=60, keep_record=True)
    assert greedy.record is not None
    session = SoloSession(setup, starting_bonuses(()), greedy.record.new(config, 2), None, None)
    for action in greedy.record.actions:
        session.apply(action)
    assert set(session.result().objectives_met) & {4, 5} == set()
