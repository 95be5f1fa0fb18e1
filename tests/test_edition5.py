"""Edition 5 (issue 14's balance, docs/rules-decisions.md "Edition 5"): the Mission cities and
the USA's D3 Speed of ``data/editions.toml``, dealt at set-up; editions 1-4 deal as they did.

The rulebook's printed numbers do not move (section 4 "Airships Performance": Japan's Range 3
and Speed 3 stay); only values this edition authored do: D11's Mission Calculator cities and
D3's Speed for the USA.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from _edition_helpers import added_cards_dealt, dealt, declared_at_kasumigaura

from npq.content import load_editions
from npq.errors import ContentError
from npq.game import GameConfig, new_game
from npq.game.state import EDITION
from npq.game.world import default_world

W = default_world()
ADDED = ("harbin", "keijo", "khabarovsk", "mukden", "denver", "dallas")


def test_edition_5_adds_six_mission_cities_and_the_usa_flies_at_speed_5() -> None:
    assert EDITION >= 5  # edition 6 plays every change of edition 5 too
    assert W.added_missions(5) == ADDED and W.added_missions(4) == ()
    assert len(W.mission_cards(4)) == 41 and len(W.mission_cards(5)) == 47
    assert set(W.mission_cards(5)) - set(W.mission_cards(4)) == set(ADDED)
    for city in ADDED:  # bases of the board that carried no Mission card before
        assert W.place(city).kind.value == "base" and city in W.missions
    cfg = GameConfig(("usa", "ussr", "japan", "germany"))
    by = {e: new_game(cfg, 3, edition=e) for e in (4, 5)}
    speeds = {e: [p.board.speed for p in s.players] for e, s in by.items()}
    # the USA's D3 Speed 4 is 5 from edition 5; the USSR's D3 Speed 3 and Japan's printed 3 stay
    assert speeds == {4: [4, 3, 3, 4], 5: [5, 3, 3, 4]}
    assert sorted(dealt(by[4])) == sorted(W.mission_cards(4))
    assert sorted(dealt(by[5])) == sorted(W.mission_cards(5))


def test_the_added_cards_are_shuffled_in_and_the_rest_of_the_deal_is_edition_4s() -> None:
    dealt_added = added_cards_dealt(4, 5, ADDED)
    # 16 of 47 cards are dealt face up or into hands: about 2 added cards a game
    assert 50 <= dealt_added <= 120


def test_a_japanese_airship_declares_keijo_at_kasumigaura_for_the_calculators_reward() -> None:
    s, declared = declared_at_kasumigaura("keijo")
    assert declared["reward"] == W.reward("kasumigaura", "keijo") >= 50  # D11: at least 50
    assert s.players[0].active is not None and s.players[0].active.card == "keijo"


def test_an_edition_4_game_deals_no_added_card() -> None:
    cfg = GameConfig(("japan", "germany"))
    for seed in range(60):
        assert not set(dealt(new_game(cfg, seed, edition=4))) & set(ADDED)


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "editions.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_editions_toml_refuses_a_printed_speed_an_early_edition_and_a_bad_city(tmp_path) -> None:
    ok = load_editions(_write(tmp_path, "[[edition]]\nnumber = 6\nspeed = { ussr = 4 }\n"))
    assert ok.speed("ussr", 3, 5) == 3 and ok.speed("ussr", 3, 6) == 4
    assert ok.speed("usa", 4, 6) == 4 and ok.mission_cities() == ()
    bad = {
        "[[edition]]\nnumber = 5\nspeed = { japan = 4 }\n": "japan",  # the rulebook's number
        "[[edition]]\nnumber = 4\n": "number",  # editions 1-4 are played as they were
        '[[edition]]\nnumber = 5\nmission_cities = ["Keijo"]\n': "mission_cities[0]",
        "[[edition]]\nnumber = 5\nspeed = { usa = 7 }\n": "usa",  # D13: Speed 6 at most
        "[[edition]]\nnumber = 5\nprice = 3\n": "price",
        "[[edition]]\nnumber = 5\n[[edition]]\nnumber = 5\n": "number",
    }
    for text, field in bad.items():
        with pytest.raises(ContentError) as err:
            load_editions(_write(tmp_path, text))
        assert field in str(err.value), text


def test_the_mission_calculator_lists_the_added_cities_in_the_cli_and_the_nav_table() -> None:
    import json

    from typer.testing import CliRunner

    from npq.cli import app
    from npq.nav import mission_table

    plain = mission_table(W.board)
    table = mission_table(W.board, W.added_missions(5))
    assert not any(e.target == "keijo" for e in plain)
    keijo = next(e for e in table if e.start == "kasumigaura" and e.target == "keijo")
    assert keijo.reward == W.reward("kasumigaura", "keijo")
    assert {e.start for e in table} == set(W.mission_cards(5))
    assert len(table) == 47 * 46
    out = CliRunner().invoke(app, ["calc", "missions", "--json"])
    assert out.exit_code == 0, out.output
    rows = json.loads(out.output)
    assert any(r["start"] == "san_diego" and r["target"] == "denver" for r in rows)
