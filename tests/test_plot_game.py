"""``npq plot game SAVE`` and :func:`npq.plot.game_map.game_tracks` (issue 12).

A three-player greedy-bot game (Italy, Japan, USA) is played to its end, a player winning back at
his Arctic base from the Pole. The tracks must be the moves the engine resolved and the milestones
must sit where the state says they happened. Nothing of the story is pinned to the seed (bot play
changes, COMMON.md): the winner, the rounds and the bases are read from the final state.
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from npq.bots import GreedyBot, bot_config, play_game
from npq.cli import app
from npq.game import EventKind, GameRecord, Sail, default_world
from npq.game.save import save_game
from npq.plot.game_map import PIECE_COLOURS, _ship_points, game_tracks

W = default_world()


@cache
def _record() -> GameRecord:
    # the basic victory rule (section 9: the first back wins at once), as this game was drawn
    summary = play_game(
        bot_config(3, {"not_just_first": False}),
        5,
        [GreedyBot() for _ in range(3)],
        max_rounds=40,
        keep_record=True,
    )
    assert summary.record is not None
    return summary.record


def _events() -> list[object]:
    record = _record()
    replay = GameRecord.new(record.config, record.seed)
    out: list[object] = []
    for action in record.actions:
        replay, events = replay.play(action)
        out.extend(events)
    return out


def test_every_airship_and_ship_move_is_a_leg_in_order() -> None:
    record = _record()
    tracks = game_tracks(record, W.board)
    moves = [
        e
        for e in _events()
        if e.kind in (EventKind.AIRSHIP_MOVED, EventKind.SHIP_MOVED) and e["length"] > 0
    ]
    legs = [g for g in tracks.legs if g.kind != "recovery"]
    assert len(legs) == len(moves) > 20
    for leg, e in zip(legs, moves, strict=True):
        assert leg.seat == e.player and leg.round == e.round
        assert leg.points[0] == pytest.approx(tuple(e["start"]))
        assert leg.points[-1] == pytest.approx(tuple(e["end"]))
        assert leg.kind == ("ship" if e.kind is EventKind.SHIP_MOVED else leg.kind)
    for seat, p in enumerate(record.state.players):
        air = [g for g in tracks.legs_of(seat) if g.kind in ("air", "pole", "recovery")]
        assert air[-1].points[-1] == pytest.approx(p.airship.pos)
        ships = tracks.legs_of(seat, "ship")
        assert ships[-1].points[-1] == pytest.approx(p.ship.pos)


def test_milestones_sit_where_the_state_says() -> None:
    record = _record()
    state = record.state
    tracks = game_tracks(record, W.board)
    assert state.outcome is not None and state.outcome.termination.value == "pole"
    (winner,) = state.outcome.winners
    assert tracks.names == ("Italy", "Japan", "USA")
    assert tracks.rounds == state.round
    assert tracks.result == (
        f"round {state.round}: {tracks.names[winner]} won (first back from the Pole)"
    )
    for seat, p in enumerate(state.players):
        missions = tracks.milestones_of(seat, "mission")
        assert [m.point for m in missions] == [W.xy(c.target) for c in p.completed]
        assert [m.round for m in missions] == [c.round for c in p.completed]
        (mast,) = tracks.milestones_of(seat, "arctic_set_up")
        assert mast.point == W.xy(p.arctic)
    # the winner's Pole journey: thick legs from his Arctic base, over the Pole, home again
    base = state.players[winner].arctic
    assert base is not None
    pole_legs = tracks.legs_of(winner, "pole")
    assert pole_legs and pole_legs[0].points[0] == pytest.approx(W.xy(base))
    assert pole_legs[-1].points[-1] == pytest.approx(W.xy(base))
    (home,) = tracks.milestones_of(winner, "home")
    assert home.round == state.round and home.point == pytest.approx(W.xy(base))
    pole = tracks.milestones_of(winner, "pole")
    assert pole and all(m.round <= home.round for m in pole)
    for seat in set(range(3)) - {winner}:
        assert not tracks.milestones_of(seat, "home")  # nobody else was home in time


def test_a_ship_track_follows_its_intermediate_points() -> None:
    sail = Sail.parse("sail 1,0/1,1/5,5")
    assert isinstance(sail, Sail)
    full = _ship_points(sail, (0.0, 0.0), (1.0, 2.0), 3.0)
    assert full == ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (1.0, 2.0))
    short = _ship_points(sail, (0.0, 0.0), (0.5, 0.0), 0.5)  # stopped before the first point
    assert short == ((0.0, 0.0), (0.5, 0.0))


def test_nations_pieces_have_distinct_colours() -> None:
    colours = list(PIECE_COLOURS.values())
    assert len(set(colours)) == 7
    assert PIECE_COLOURS["germany"] != PIECE_COLOURS["japan"]

    def rgb(h: str) -> tuple[int, int, int]:
        return int(h[1:3], 16), int(h[3:5], 16), int(h[5:7], 16)

    for i, a in enumerate(colours):
        for b in colours[i + 1 :]:
            assert math.dist(rgb(a), rgb(b)) > 60, (a, b)


def test_cli_plots_a_save(tmp_path: Path) -> None:
    save = save_game(tmp_path / "game.json", _record())
    runner = CliRunner()
    out = tmp_path / "game.svg"
    result = runner.invoke(app, ["plot", "game", str(save), "--out", str(out)])
    assert result.exit_code == 0, result.output
    state = _record().state
    assert state.outcome is not None
    (winner,) = state.outcome.winners
    name = ("Italy", "Japan", "USA")[winner]
    assert f"round {state.round}: {name} won" in result.output
    text = out.read_text(encoding="utf-8")
    done = len(state.players[0].completed)
    assert text.startswith("<?xml") and f"Italy: {done} mission{'' if done == 1 else 's'}," in text
    assert PIECE_COLOURS["italy"] in text


def test_cli_refuses_bad_input(tmp_path: Path) -> None:
    runner = CliRunner()
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    result = runner.invoke(app, ["plot", "game", str(bad), "--out", str(tmp_path / "x.png")])
    assert result.exit_code == 1 and "error:" in result.output
    assert not (tmp_path / "x.png").exists()
    save = save_game(tmp_path / "game.json", _record())
    result = runner.invoke(app, ["plot", "game", str(save), "--out", str(tmp_path / "x.gif")])
    assert result.exit_code == 2


@pytest.mark.parametrize(
    "name", ["greedy-2p-1924.json", "greedy-2p-1924-edition3.json", "greedy-4p-advanced-1924.json"]
)
def test_a_save_of_an_earlier_edition_is_plotted_by_its_own_rules(name: str) -> None:
    """`npq plot game` replayed every save by the current edition: a version-3 save (editions
    1-3, the disc not turned) ended in a traceback ("fog in the starting area: the airship
    cannot move") at the first move today's turned disc forbids. The tracks replay by the
    save's own edition, to its end."""
    from npq.game.save import load_game

    record = load_game(Path(__file__).parent / "golden" / name)
    assert record.state.edition < 4
    tracks = game_tracks(record, default_world().board)
    assert tracks.legs and tracks.rounds == record.state.round


def _edition_record(edition: int) -> GameRecord:
    """A two-player game of ``edition``, its first player's Arctic base reserved."""
    from npq.game import Action, GameConfig

    record = GameRecord.new(GameConfig(("italy", "japan"), first_player=0), 4, edition=edition)
    record, _ = record.play(Action.parse("reserve kings_bay"))
    return record


def _xy6(xy: object) -> tuple[float, float]:
    return (round(float(xy[0]), 6), round(float(xy[1]), 6))  # type: ignore[index]


def _arctic_discs(ax: object) -> set[str]:
    """The Arctic bases (of every edition's board) whose disc is drawn on ``ax``."""
    from matplotlib.patches import Circle

    from npq.plot.board_map import ARCTIC_DISC

    centres = {
        _xy6(p.center)
        for p in ax.patches  # type: ignore[attr-defined]
        if isinstance(p, Circle) and p.radius == ARCTIC_DISC
    }
    return {b for b in W.arctic_bases if _xy6(W.place(b).xy) in centres}


def test_a_game_is_drawn_on_the_board_of_its_edition() -> None:
    """Edition 7 put Virgohamna on the board: an edition-6 game is drawn on the board it was
    played on (Board.for_edition), without it; an edition-7 game with it."""
    from matplotlib.figure import Figure

    from npq.plot.game_map import draw_game

    discs, tracks = {}, {}
    for edition in (6, 7):
        tracks[edition] = game_tracks(_edition_record(edition), W.board)
        ax = Figure().subplots()
        draw_game(ax, W.board, tracks[edition])
        discs[edition] = _arctic_discs(ax)
    assert discs[7] == set(W.arctic_bases) and len(discs[7]) == 17
    assert discs[6] == set(W.for_edition(6).arctic_bases) == discs[7] - {"virgohamna"}
    for edition in (6, 7):
        assert tracks[edition].edition == edition
        assert [m.label for m in tracks[edition].milestones] == ["reserved Kings Bay"]


def test_cli_plots_an_edition_6_save_on_its_board(tmp_path: Path, monkeypatch) -> None:
    """`npq plot game` of an edition-6 save draws the board of edition 6."""
    import npq.plot.game_map as game_map

    drawn: list[set[str]] = []
    real = game_map.draw_board

    def spy(ax: object, board: object, **kw: object) -> None:
        drawn.append({p.id for p in board.places})  # type: ignore[attr-defined]
        real(ax, board, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(game_map, "draw_board", spy)
    runner = CliRunner()
    for edition in (6, 7):
        save = save_game(tmp_path / f"edition{edition}.json", _edition_record(edition))
        out = tmp_path / f"edition{edition}.svg"
        result = runner.invoke(app, ["plot", "game", str(save), "--out", str(out)])
        assert result.exit_code == 0, result.output
    assert len(drawn) == 2
    assert "virgohamna" not in drawn[0] and "kings_bay" in drawn[0]
    assert drawn[0] == {p.id for p in W.for_edition(6).board.places}
    assert "virgohamna" in drawn[1]
