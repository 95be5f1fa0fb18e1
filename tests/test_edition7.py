"""Edition 7 (issue 14's balance, docs/rules-decisions.md "Edition 7"): four Japanese ports as
Mission cities (``data/editions.toml``), Virgohamna on the board (a place whose ``edition`` is 7
in ``board.geojson``) and the bots' Pilot on an airship of Range 3; editions 1-6 deal, play and
replay on the board they had (:meth:`npq.game.World.for_edition`).

The rulebook's printed numbers do not move (section 4 "Airships Performance": Japan's Range 3
and Speed 3 stay): D11's Mission Calculator cities and the board's places are this edition's.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from _edition_helpers import added_cards_dealt, dealt, declared_at_kasumigaura

from npq.board import BoardError, load_board
from npq.bots import GreedyBot
from npq.errors import RuleViolation
from npq.game import Action, GameConfig, apply, legal_actions, new_game, view_for
from npq.game.actions import HireSpecialist, Reserve
from npq.game.state import EDITION
from npq.game.world import default_world

W = default_world()
ADDED = ("osaka", "ominato", "otaru", "fusan")
BOARDS = Path(__file__).resolve().parent / "data" / "boards"


def test_edition_7_adds_four_japanese_ports_to_the_mission_deck() -> None:
    assert EDITION >= 7
    assert W.added_missions(7)[-4:] == ADDED and len(W.added_missions(6)) == 16
    assert len(W.mission_cards(6)) == 57 and len(W.mission_cards(7)) == 61
    assert set(W.mission_cards(7)) - set(W.mission_cards(6)) == set(ADDED)
    for city in ADDED:  # ports of Japan's home waters, 1.05-2.37 L from Kasumigaura
        place = W.place(city)
        assert place.kind.value == "port" and place.nation == "japan"
        assert 1.0 < W.distance("kasumigaura", city) < 2.4
        assert W.reward("kasumigaura", city) == 50  # D11: the Calculator's least reading
    cfg = GameConfig(("japan", "usa"))
    for e in (6, 7):
        assert sorted(dealt(new_game(cfg, 5, edition=e))) == sorted(W.mission_cards(e))
    assert new_game(cfg, 5, edition=7).edition == 7


def test_edition_7_shuffles_its_cards_in_after_edition_6s() -> None:
    dealt_added = added_cards_dealt(6, 7, ADDED)
    # 16 of 61 cards are dealt face up or into hands: about one added card a game
    assert 20 <= dealt_added <= 75


def test_virgohamna_is_on_the_board_of_edition_7_only() -> None:
    v = W.place("virgohamna")
    assert v.is_arctic and v.nation is None and v.edition == 7
    assert (round(v.lonlat.x, 2), round(v.lonlat.y, 2)) == (10.93, 79.72)
    assert (
        2.2
        < v.point.distance(W.board.pole)
        < 2.4
        < W.board.place("kings_bay").point.distance(W.board.pole)
    )
    assert "virgohamna" in W.arctic_bases and W.for_edition(7) is W
    old = W.for_edition(6)
    assert "virgohamna" not in old.arctic_bases and old.board.withheld == {"virgohamna"}
    with pytest.raises(BoardError):
        old.board.place("virgohamna")
    # the board of editions 1-6 is the file's board without the place, every other place where
    # it was, in the same order (the same nearest bases, rings and routes as before edition 7)
    assert [p.id for p in old.board.places] == [p.id for p in W.board.places if p is not v]
    kept = [p for p in W.board.places if p is not v]
    assert all(a is b for a, b in zip(old.board.places, kept, strict=True))
    assert old.board.land is W.board.land and old.board.water is W.board.water
    assert all(W.for_edition(e).board is old.board for e in range(1, 7))
    # its tables are stored under a key of their own, in the same directory
    assert (W.board.cache_slot is None) == (old.board.cache_slot is None)
    if W.board.cache_slot is not None:
        assert old.board.cache_slot[0] == W.board.cache_slot[0]
        assert old.board.cache_slot[1] != W.board.cache_slot[1]


def _reserve_state(edition: int):  # type: ignore[no-untyped-def]
    cfg = GameConfig(("germany", "japan"), first_player=0)
    return new_game(cfg, 7, edition=edition)


def test_an_edition_7_game_may_reserve_virgohamna_and_an_edition_6_game_may_not() -> None:
    s7 = _reserve_state(7)
    assert Reserve("virgohamna") in legal_actions(s7, W)
    s7, events = apply(s7, Action.parse("reserve virgohamna"), W)
    assert s7.players[0].arctic == "virgohamna"
    assert any(e.kind.value == "base_reserved" for e in events)
    s6 = _reserve_state(6)
    assert Reserve("virgohamna") not in legal_actions(s6, W)
    assert Reserve("kings_bay") in legal_actions(s6, W)
    for text in ("reserve virgohamna", "fly virgohamna"):
        with pytest.raises(RuleViolation):  # not on the board of edition 6
            apply(s6, Action.parse(text), W)


def test_a_japanese_airship_declares_osaka_at_kasumigaura_in_edition_7() -> None:
    s, declared = declared_at_kasumigaura("osaka")
    assert declared["reward"] == 50 and s.players[0].active.card == "osaka"


def test_the_greedy_bot_hires_a_pilot_on_japans_range_3_from_edition_7() -> None:
    cfg = GameConfig(("japan", "germany"), first_player=0)
    wanted = HireSpecialist("pilot")
    by_edition = {}
    for e in (6, 7):
        s = new_game(cfg, 11, edition=e)
        assert s.players[0].range == 3  # the printed Range (section 4)
        by_edition[e] = GreedyBot().propose(view_for(s, 0), W)
    assert wanted in by_edition[7] and wanted not in by_edition[6]
    # Germany's Range is 4: no Pilot
    s = new_game(GameConfig(("germany", "japan"), first_player=0), 11)
    assert wanted not in GreedyBot().propose(view_for(s, 0), W)


def _mini(tmp_path: Path, change: dict[str, object], fid: str) -> Path:
    raw = json.loads((BOARDS / "mini.geojson").read_text(encoding="utf-8"))
    for f in raw["features"]:
        if f["properties"]["id"] == fid:
            f["properties"].update(change)
    out = tmp_path / "board.geojson"
    out.write_text(json.dumps(raw), encoding="utf-8")
    return out


def test_a_place_names_the_edition_that_added_it(tmp_path: Path) -> None:
    territories = BOARDS / "territories_mini.geojson"
    board = load_board(_mini(tmp_path, {"edition": 3}, "north_cape"), territories)
    assert board.place("north_cape").edition == 3 and board.for_edition(3) is board
    older = board.for_edition(2)
    assert "north_cape" not in {p.id for p in older.places} and older.withheld == {"north_cape"}
    assert len(older.features) == len(board.features) - 1 and board.for_edition(1) is older
    for bad in ("7", 0, True, 2.5):
        with pytest.raises(BoardError, match="edition must be a whole number") as err:
            load_board(_mini(tmp_path, {"edition": bad}, "north_cape"), territories)
        assert err.value.feature_id == "north_cape"
    with pytest.raises(BoardError, match="only a base or port may name the edition"):
        load_board(_mini(tmp_path, {"edition": 7}, "ruhr"), territories)
